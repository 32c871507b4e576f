// The Nim panel's family: plain Nim, by Bouton's theorem at any size.
#include "families/nim/nim.hpp"
#include "families/nim/nim_draw.hpp"
#include "sg/family.hpp"

namespace sg {

namespace {

using Texts = std::string_view[];

// Examples: each one parses and analyses (tests/core/api/test_family_registry.cpp);
// the first is the position the family's panel opens with.
constexpr Texts kNimExamples{"nim 3 4 5", "nim 1 2 3", "nim 3 + nim 4 5", "misere: nim 3 1 1",
                             "nim 9223372036854775807 6148914691236517205"};

const Family kFamilies[]{
    {.name = "nim", .label = Msg::family_nim_label, .summary = Msg::family_nim_summary, .panel = Panel::nim,
     .shape = ShapeKind::heaps, .examples = kNimExamples, .parse = parse_nim, .sequence = nim_sequence,
     .draw = draw_nim},
};

}  // namespace

const FamilyGroup& nim_group() {
  static const FamilyGroup group{.name = "nim", .families = kFamilies};
  return group;
}

}  // namespace sg
