// libFuzzer target for the board notations: `nodekayles(...)` graphs,
// `cram(...)` rows and `cram RxC`, `chomp(...)` row lengths and
// `chomp RxC`. The first byte picks the format, the rest is the text.
// Properties: no crash; every error says what and where; what parses
// round-trips through its canonical notation; and on boards small enough
// to search in a moment the analysis agrees with itself: P iff value 0,
// every listed winning move leads to a P position, and an N position with
// a complete list lists one.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "error_in_text.hpp"
#include "sg/analysis.hpp"
#include "sg/position.hpp"

namespace {

// Small enough that a search takes milliseconds, judged from the canonical
// notation: shape() itself values the components, so it cannot be asked
// first. Cells of a board, rows' cells of a diagram, or at most the names
// of a graph (each separator starts one).
std::uint64_t number_at(std::string_view text, std::size_t& i) {
  std::uint64_t n = 0;
  while (i < text.size() && text[i] >= '0' && text[i] <= '9' && n < 1000000) n = n * 10 + (text[i++] - '0');
  return n;
}

bool small(std::string_view text) {
  std::uint64_t weight = 0;
  if (text.rfind("cram ", 0) == 0 || text.rfind("chomp ", 0) == 0) {
    std::size_t i = text.find(' ') + 1;
    const std::uint64_t rows = number_at(text, i);
    ++i;  // the x
    weight = rows * number_at(text, i);
  } else if (text.rfind("cram(", 0) == 0) {
    for (char c : text) weight += c == '.';
  } else if (text.rfind("chomp(", 0) == 0) {
    for (std::size_t i = 6; i < text.size(); ++i)
      if (text[i] >= '0' && text[i] <= '9') weight += number_at(text, i);
  } else {
    weight = 1;
    for (char c : text) weight += c == ',' || c == '-';
  }
  return weight <= 18;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  static constexpr std::string_view heads[] = {"nodekayles(", "cram(", "cram ", "chomp(", "chomp "};
  const std::string_view head = heads[data[0] % 5];
  std::string text(head);
  text.append(reinterpret_cast<const char*>(data + 1), size - 1);
  if (head.back() == '(') text += ')';
  auto pos = sg::parse_position(text);
  if (!pos.ok()) {
    sg::fuzz::check_error_in_text(pos.error(), text);
    return 0;
  }
  const std::string canonical = pos->notation();
  auto again = sg::parse_position(canonical);
  if (!again.ok() || again->notation() != canonical) std::abort();
  if (pos->components.size() != 1 || pos->compound != sg::Compound::normal) return 0;
  if (!small(canonical)) return 0;
  auto a = sg::analyze(*pos);
  if (!a.ok()) std::abort();  // small boards are always searched
  if (!a->grundy) std::abort();
  if ((*a->grundy == 0) != (a->outcome == sg::Outcome::P)) std::abort();
  if (*a->grundy != 0 && a->winning_moves.empty()) std::abort();
  for (const sg::WinningMove& m : a->winning_moves) {
    auto after = sg::analyze(m.to);
    if (!after.ok() || after->outcome != sg::Outcome::P) std::abort();
  }
  return 0;
}
