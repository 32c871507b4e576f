// libFuzzer target for the position notation parser.
// Properties: parsing never crashes and stays cheap (libFuzzer's -timeout
// catches a parse that computes too much); whatever parses round-trips (the
// canonical notation parses again to the same canonical notation); and a
// small position is analysed, so crashes deeper in (values, winning moves,
// the compounds) are found too. Analysis only runs where its cost is small
// by construction: short text, small numbers, few components.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "costly_parse.hpp"
#include "error_in_text.hpp"
#include "sg/analysis.hpp"
#include "sg/position.hpp"

namespace {

// How many numbers the text holds, or -1 when one (other than the digits of
// an octal code, which follow a '.') has more than `digits` digits.
int small_numbers(std::string_view text, std::size_t digits) {
  std::size_t run = 0;
  int count = 0;
  bool after_point = false;
  for (char c : text) {
    if (c >= '0' && c <= '9') {
      if (after_point) continue;
      if (run++ == 0) ++count;
      if (run > digits) return -1;
    } else {
      run = 0;
      after_point = c == '.';
    }
  }
  return count;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  if (sg::fuzz::asks_huge_octal_heap(text)) return 0;
  auto first = sg::parse_position(text);
  if (!first.ok()) {
    sg::fuzz::check_error_in_text(first.error(), text);
    return 0;
  }
  const std::string canonical = first->notation();
  auto second = sg::parse_position(canonical);
  if (!second.ok() || second->notation() != canonical) std::abort();

  // Normal play sums are valued by theory (cheap for small heaps); the other
  // compounds may search, so they get tinier positions: a misere search of
  // "kayles 9 9 + grundy 8 + grundy 8" runs to its 2,000,000-position cap,
  // which takes longer than the fuzzer's timeout under the sanitizers.
  const bool normal = first->compound == sg::Compound::normal;
  const int numbers = small_numbers(text, normal ? 3 : 1);
  const bool small = normal ? size <= 96 && numbers >= 0 && first->components.size() <= 8
                            : size <= 40 && numbers >= 0 && numbers <= 3 && first->components.size() <= 3;
  if (!small) return 0;
  auto analysis = sg::analyze(*first);
  if (!analysis.ok()) {
    sg::fuzz::check_error_in_text(analysis.error(), text);
    return 0;
  }
  // Under normal play a position with a finite nimber is P iff it is 0, and
  // an N position lists at least one winning move (or says the list is cut).
  if (normal && analysis->grundy) {
    if ((*analysis->grundy == 0) != (analysis->outcome == sg::Outcome::P)) std::abort();
    if (*analysis->grundy != 0 && analysis->winning_moves.empty() && analysis->winning_moves_complete)
      std::abort();
  }
  return 0;
}
