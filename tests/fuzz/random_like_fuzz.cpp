// libFuzzer target for sg.randomPosition with `like` (teaching mode's "a new
// position like this one"). Input: [family][seed][size][like text...].
// Properties: no crash; an error says what, and its column falls inside the
// `like` text; a position drawn parses, is canonical, is of the family
// asked for, and the same family, seed and options draw it again.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

#include "error_in_text.hpp"
#include "sg/analysis.hpp"
#include "sg/family.hpp"
#include "sg/position.hpp"
#include "sg/random_position.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 3) return 0;
  const auto families = sg::families();
  const sg::Family& family = families[data[0] % families.size()];
  const std::uint64_t seed = data[1];
  // Small sizes: a drawn position is valued (to balance P and N), and a
  // board's search grows fast with its size.
  const std::uint32_t drawn = data[2] % 12;
  const std::string like(reinterpret_cast<const char*>(data + 3), size - 3);
  const sg::RandomOptions options{std::string_view(like), drawn};
  auto r = sg::random_position(family.name, seed, options);
  if (!r.ok()) {
    sg::fuzz::check_error_in_text(r.error(), like);
    return 0;
  }
  auto pos = sg::parse_position(*r);
  if (!pos.ok() || pos->notation() != *r || pos->components.empty()) std::abort();
  std::string name;
  std::optional<std::string> rule;
  sg::split_family_and_rule(pos->components[0]->notation(), name, rule);
  if (name != family.name) std::abort();
  auto again = sg::random_position(family.name, seed, options);
  if (!again.ok() || *again != *r) std::abort();
  return 0;
}
