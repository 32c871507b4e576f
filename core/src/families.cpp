// The registry of families. Each family lives in core/src/families/ and
// adds one line here.
#include <array>

#include "families/nim.hpp"
#include "sg/family.hpp"

namespace sg {

namespace {
const std::array kFamilies{
    Family{"nim", "Nim: remove any number from one heap", parse_nim, nim_sequence},
    // families: add new entries above this line
};
}  // namespace

std::span<const Family> families() { return kFamilies; }

const Family* find_family(std::string_view name) {
  for (const Family& f : kFamilies)
    if (f.name == name) return &f;
  return nullptr;
}

}  // namespace sg
