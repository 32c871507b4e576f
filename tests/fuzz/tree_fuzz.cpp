// libFuzzer target for the bulk tree inputs: bracket trees `tree (()())`,
// parent lists `tree(parents) 0 0 1`, and Hackenbush edge lists
// `hackenbush 0-1 1-2`. The first byte picks the format, the rest is the
// argument text. Properties: no crash; every error says what; what parses
// round-trips through its canonical notation; and the analysis (linear for
// these families) agrees with itself: P iff SG 0, and an N position lists a
// winning move.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "error_in_text.hpp"
#include "sg/analysis.hpp"
#include "sg/position.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  static constexpr std::string_view heads[] = {"tree ", "tree(parents) ", "hackenbush "};
  std::string text(heads[data[0] % 3]);
  text.append(reinterpret_cast<const char*>(data + 1), size - 1);
  auto pos = sg::parse_position(text);
  if (!pos.ok()) {
    sg::fuzz::check_error_in_text(pos.error(), text);
    return 0;
  }
  const std::string canonical = pos->notation();
  auto again = sg::parse_position(canonical);
  if (!again.ok() || again->notation() != canonical) std::abort();
  // The whole input is one component only when no '+' or ':' slipped in.
  if (pos->components.size() != 1 || pos->compound != sg::Compound::normal) return 0;
  auto a = sg::analyze(*pos);
  if (!a.ok()) {
    sg::fuzz::check_error_in_text(a.error(), text);
    return 0;
  }
  if (!a->grundy) std::abort();  // trees and Hackenbush always have a nimber
  if ((*a->grundy == 0) != (a->outcome == sg::Outcome::P)) std::abort();
  if (*a->grundy != 0 && a->winning_moves.empty() && a->winning_moves_complete) std::abort();
  return 0;
}
