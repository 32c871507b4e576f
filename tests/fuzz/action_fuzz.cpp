// libFuzzer target for positions as data (sg/structured.hpp): a move given
// as an action (sg.apply), the legal moves with their actions (sg.moves) and
// a position composed from shapes (sg.compose).
//
// Input: [family][example][compound][mode][bytes...]: an example position of
// a registered family (in one of the five compounds, beside a Nim heap),
// then an action or a shape decoded from the bytes, either from scratch or
// as a legal move's action / the position's own shape with one field
// changed. Properties: no crash; every error says what and, when it names a
// column, one inside the position's text; every legal move's action applies
// to exactly that move's position; an action that applies is a legal move
// (its result is among the legal moves' positions); a shape that composes
// gives a position that parses and composes back to itself.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "error_in_text.hpp"
#include "sg/family.hpp"
#include "sg/position.hpp"
#include "sg/structured.hpp"

namespace {

struct Bytes {
  const std::uint8_t* data;
  std::size_t size;
  std::size_t at = 0;

  std::uint8_t byte() { return at < size ? data[at++] : 0; }
  // Mostly small numbers (the ones a legal move has), sometimes huge ones.
  std::uint64_t number() {
    const std::uint8_t b = byte();
    if (b < 0xF0) return b % 24;
    std::uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v = v << 8 | byte();
    return v;
  }
};

sg::MoveAction random_action(Bytes& in, int depth) {
  sg::MoveAction a;
  a.kind = static_cast<sg::ActionKind>(in.byte() % 18);
  a.component = static_cast<std::uint32_t>(in.number());
  a.at = in.number();
  a.amount = in.number();
  a.to = in.number();
  a.leaf_count = in.byte() % 3;
  a.leaves = {in.number(), in.number()};
  const std::size_t runs = in.byte() % 9;
  for (std::size_t i = 0; i < runs; ++i) a.runs.push_back(in.number());
  if (a.kind == sg::ActionKind::turns && depth == 0) {
    const std::size_t parts = in.byte() % 4;
    for (std::size_t i = 0; i < parts; ++i) a.parts.push_back(random_action(in, 1));
  }
  return a;
}

// One field of a legal action changed, so that the checks behind the first
// ones are reached too.
void perturb(sg::MoveAction& a, Bytes& in) {
  const std::uint64_t delta = in.number();
  const bool up = in.byte() & 1;
  auto shift = [&](std::uint64_t& x) { x = up ? x + delta : x - delta; };
  switch (in.byte() % 8) {
    case 0: shift(a.at); break;
    case 1: shift(a.amount); break;
    case 2: shift(a.to); break;
    case 3: a.component += static_cast<std::uint32_t>(delta); break;
    case 4: shift(a.leaves[delta & 1]); break;
    case 5: a.leaf_count = static_cast<std::uint8_t>(delta % 3); break;
    case 6:
      if (a.runs.empty()) a.runs.push_back(delta);
      else shift(a.runs[delta % a.runs.size()]);
      break;
    default:
      if (!a.parts.empty()) shift(a.parts[delta % a.parts.size()].at);
      else a.kind = static_cast<sg::ActionKind>(delta % 18);
  }
}

void perturb(sg::ComponentShape& s, Bytes& in) {
  const std::uint64_t v = in.number();
  switch (in.byte() % 7) {
    case 0: if (!s.numbers.empty()) s.numbers[v % s.numbers.size()] = in.number(); else s.numbers.push_back(v); break;
    case 1: if (!s.bytes.empty()) s.bytes[v % s.bytes.size()] ^= 1; else s.bytes.push_back(1); break;
    case 2: s.bytes.push_back(static_cast<std::uint8_t>(v)); break;
    case 3: if (!s.parents.empty()) s.parents[v % s.parents.size()] = static_cast<std::int32_t>(in.number()) - 2; break;
    case 4: if (!s.edges.empty()) s.edges[v % s.edges.size()] = static_cast<std::uint32_t>(in.number()); else s.edges.push_back(0); break;
    case 5: if (!s.tokens.empty()) s.tokens[v % s.tokens.size()] = static_cast<std::uint32_t>(in.number()); else s.tokens.push_back(0); break;
    default: s.kind = static_cast<sg::ShapeKind>(v % 15); break;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Bytes in{data, size};
  const auto families = sg::families();
  const sg::Family& family = families[in.byte() % families.size()];
  if (family.examples.empty()) return 0;
  static constexpr std::string_view compounds[] = {"", "misere: ", "every: ", "conjunctive: ", "selective: "};
  const std::string_view example = family.examples[in.byte() % family.examples.size()];
  const std::uint8_t how = in.byte();
  // An example under a compound already ("misere: nim 1 1 1") keeps its own.
  const bool has_compound = example.find(": ") != std::string_view::npos;
  std::string text = std::string(has_compound ? "" : compounds[how % 5]) + std::string(example);
  if (how & 8) text += " + nim 2";
  auto pos = sg::parse_position(text);
  if (!pos.ok()) std::abort();  // every example parses

  // Every legal move's action applies to that move's position.
  auto legal = sg::legal_moves(*pos, 64);
  if (!legal.ok()) {
    sg::fuzz::check_error_in_text(legal.error(), text);
    return 0;
  }
  std::set<std::string> reachable;
  for (const sg::WinningMove& m : legal->moves) {
    reachable.insert(m.to);
    auto again = sg::apply_action(*pos, m.action);
    if (!again.ok() || *again != m.to) std::abort();
  }

  const std::uint8_t mode = in.byte();
  if (mode % 3 < 2) {
    sg::MoveAction action;
    if (mode % 3 == 1 && !legal->moves.empty()) {
      action = legal->moves[in.byte() % legal->moves.size()].action;
      perturb(action, in);
    } else {
      action = random_action(in, 0);
    }
    auto after = sg::apply_action(*pos, action);
    if (!after.ok()) {
      sg::fuzz::check_error_in_text(after.error(), text);
      return 0;
    }
    auto parsed = sg::parse_position(*after);
    if (!parsed.ok() || parsed->notation() != *after) std::abort();
    // A legal move: among the listed positions when the list is whole.
    if (legal->complete && !reachable.count(*after)) std::abort();
    return 0;
  }

  // compose: the position's own shapes, one field changed.
  sg::CompositionSpec spec{pos->compound, {}};
  for (const auto& c : pos->components) {
    std::string name, notation = c->notation();
    std::optional<std::string> rule;
    sg::split_family_and_rule(notation, name, rule);
    spec.components.push_back(sg::ComposedComponent{name, rule, c->shape()});
  }
  if (spec.components.empty()) return 0;
  auto same = sg::compose(spec);
  const bool drawable = spec.components[0].shape.kind != sg::ShapeKind::none;
  if (drawable && (!same.ok() || *same != pos->notation())) {
    // Every drawable shape composes back to its position, unless a part of
    // the position has no shape to compose from.
    bool all_drawable = true;
    for (const auto& c : spec.components) all_drawable &= c.shape.kind != sg::ShapeKind::none;
    if (all_drawable) std::abort();
  }
  sg::ComposedComponent& target = spec.components[in.byte() % spec.components.size()];
  perturb(target.shape, in);
  if (in.byte() & 1) target.rule = std::string(reinterpret_cast<const char*>(data + in.at), size - in.at);
  auto composed = sg::compose(spec);
  if (!composed.ok()) {
    if (composed.error().message().empty()) std::abort();
    return 0;
  }
  auto parsed = sg::parse_position(*composed);
  if (!parsed.ok() || parsed->notation() != *composed) std::abort();
  return 0;
}
