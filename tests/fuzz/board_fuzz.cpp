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

#include "sg/analysis.hpp"
#include "sg/position.hpp"

namespace {

// Small enough that a search takes milliseconds.
bool small(const sg::ComponentShape& s) {
  std::size_t weight = 0;
  if (s.kind == sg::ShapeKind::board)
    for (std::uint8_t b : s.bytes) weight += b;
  if (s.kind == sg::ShapeKind::undirected) weight = s.nodes.size();
  if (s.kind == sg::ShapeKind::diagram)
    for (std::uint64_t r : s.numbers) weight += r;
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
    if (pos.error().message.empty()) std::abort();
    return 0;
  }
  const std::string canonical = pos->notation();
  auto again = sg::parse_position(canonical);
  if (!again.ok() || again->notation() != canonical) std::abort();
  if (pos->components.size() != 1 || pos->compound != sg::Compound::normal) return 0;
  if (!small(pos->components[0]->shape())) return 0;
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
