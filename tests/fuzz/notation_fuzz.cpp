// libFuzzer target for the position notation parser.
// Property: parsing never crashes, and whatever parses round-trips: the
// canonical notation parses again to the same canonical notation.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "sg/position.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto first = sg::parse_position(text);
  if (!first.ok()) {
    if (first.error().message.empty()) std::abort();  // every error must say what
    return 0;
  }
  const std::string canonical = first->notation();
  auto second = sg::parse_position(canonical);
  if (!second.ok() || second->notation() != canonical) std::abort();
  return 0;
}
