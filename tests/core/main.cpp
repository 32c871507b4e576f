// One Catch2 main for the native and the WASM build of the suite.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
