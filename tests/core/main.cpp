// One Catch2 main for the native and the WASM build of the suite. The suite
// runs the engine with misère sums read in their quotients, which the
// page's module leaves out (misere/quotient/quotient_sum.hpp).
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include "misere/quotient/quotient_sum.hpp"

int main(int argc, char* argv[]) {
  sg::read_misere_sums_in_quotients();
  return Catch::Session().run(argc, argv);
}
