#include "families/trees/tree_game.hpp"

#include <algorithm>
#include <utility>

#include "sg/limits.hpp"

namespace sg {

namespace {

// The user's numbers after the preorder range [v, v + size) is cut away:
// the numbers left, in the same order, closed up to 0..n-1 (a number x
// drops by how many cut numbers are below it).
std::vector<std::uint32_t> numbers_after_cut(const std::vector<std::uint32_t>& numbers, std::uint32_t v,
                                             std::uint32_t size) {
  std::vector<std::uint32_t> below(numbers.size() + 1, 0);
  for (std::uint32_t u = v; u < v + size; ++u) below[numbers[u] + 1] = 1;
  for (std::size_t x = 1; x < below.size(); ++x) below[x] += below[x - 1];
  std::vector<std::uint32_t> out;
  out.reserve(numbers.size() - size);
  for (std::uint32_t u = 0; u < numbers.size(); ++u)
    if (u < v || u >= v + size) out.push_back(numbers[u] - below[numbers[u]]);
  return out;
}

}  // namespace

const std::shared_ptr<const RootedTree>& TreeGame::built_tree() const {
  if (!tree_) {
    tree_ = std::make_shared<const RootedTree>(cut_.from->without_subtree(cut_.v, cut_.subtree_size));
    if (cut_.numbers)
      numbers_ = std::make_shared<const std::vector<std::uint32_t>>(
          numbers_after_cut(*cut_.numbers, cut_.v, cut_.subtree_size));
    cut_ = PendingCut{};
  }
  return tree_;
}

std::string TreeGame::notation() const {
  if (const std::string* text = text_.get()) return *text;
  const std::vector<std::uint32_t>* numbers = numbering();
  if (!numbers) return tree().brackets("tree ");
  // The parent of each node 1..n-1 by the user's numbers.
  const auto& parent = tree().parents();
  std::vector<std::uint32_t> node_of(numbers->size());
  for (std::uint32_t v = 0; v < numbers->size(); ++v) node_of[(*numbers)[v]] = v;
  std::string out = "tree(parents)";
  for (std::uint32_t x = 1; x < node_of.size(); ++x) out += ' ' + std::to_string((*numbers)[parent[node_of[x]]]);
  return out;
}

std::string TreeGame::take_notation() { return text_.get() ? text_.take() : notation(); }

const std::vector<std::uint32_t>& TreeGame::subtree_values() const {
  if (values_) return *values_;
  // Children follow their parent in preorder, so a reverse loop finishes
  // every subtree before its parent reads it. Values stay below 2^21 (an
  // XOR of terms <= n < 2^21), so uint32 holds them.
  const auto& parent = tree().parents();
  std::vector<std::uint32_t> sg(parent.size(), 0);
  for (std::size_t v = parent.size(); v-- > 1;) sg[parent[v]] ^= sg[v] + 1;
  values_ = std::make_shared<const std::vector<std::uint32_t>>(std::move(sg));
  return *values_;
}

Value TreeGame::value() const { return Value::finite(subtree_values()[0]); }

std::vector<std::uint32_t> TreeGame::winning_cuts(Nimber target, std::size_t limit) const {
  // "What the root needs", top-down in preorder:
  //   need(0) = target, the value the root must take after the cut.
  //   For a child c of v, a cut inside c's branch (the edge above c or
  //   below it) changes only v's term SG(c)+1, so v reaches need(v) iff
  //   that term becomes x = need(v) XOR SG(v) XOR (SG(c)+1).
  //   Cutting the edge above c makes the term 0: it wins iff x = 0.
  //   A cut below c leaves the term SG'(c)+1 >= 1, so it needs x >= 1 and
  //   then c's subtree must reach need(c) = x - 1; with x = 0 nothing below
  //   c can win (need(c) = none).
  // Each node is visited once: O(n) for the whole list, not O(n) per edge.
  std::vector<std::uint32_t> out;
  const std::uint32_t n = size();
  // After any cut the root's value is at most the remaining edge count.
  if (target >= n) return out;
  constexpr std::uint32_t none = UINT32_MAX;
  const auto& parent = tree().parents();
  const std::vector<std::uint32_t>& sg = subtree_values();
  std::vector<std::uint32_t> need(n, none);
  need[0] = static_cast<std::uint32_t>(target);
  for (std::uint32_t c = 1; c < n; ++c) {
    const std::uint32_t v = parent[c];
    if (need[v] == none) continue;
    const std::uint32_t x = need[v] ^ sg[v] ^ (sg[c] + 1);
    if (x != 0) {
      need[c] = x - 1;
    } else {
      // Later nodes come later in preorder: the first `limit` are found.
      if (out.size() == limit) break;
      out.push_back(c);
    }
  }
  return out;
}

std::size_t TreeGame::listed_moves_cap() const {
  const std::uint64_t by_size = std::max<std::uint64_t>(1, max_listed_nodes / size());
  return static_cast<std::size_t>(std::min<std::uint64_t>(limits::max_listed_moves, by_size));
}

Move TreeGame::cut(std::uint32_t v, std::uint32_t subtree_size) const {
  const std::uint32_t named = number(v);
  return Move{Text{Msg::move_cut_above, {{"node", named}}},
              std::unique_ptr<TreeGame>(new TreeGame(PendingCut{built_tree(), v, subtree_size, numbers_}, SharedNotation())),
              MoveAction::simple(ActionKind::cut_node, named)};
}

ComponentShape TreeGame::shape() const {
  ComponentShape s;
  s.kind = ShapeKind::tree;
  const auto& parent = tree().parents();
  s.parents.assign(parent.begin(), parent.end());
  if (!s.parents.empty()) s.parents[0] = -1;
  if (const std::vector<std::uint32_t>* numbers = numbering()) s.numbers.assign(numbers->begin(), numbers->end());
  return s;
}

Result<std::unique_ptr<Component>> TreeGame::apply(const MoveAction& a) const {
  if (a.kind != ActionKind::cut_node) return error_of(Msg::tree_move_kind);
  if (a.at == 0 || a.at >= size())
    return error_of(Text{Msg::tree_no_edge_above, {{"node", a.at}, {"last", size() - 1}}});
  // The action names the node by the user's number.
  auto v = static_cast<std::uint32_t>(a.at);
  if (const std::vector<std::uint32_t>* numbers = numbering())
    v = static_cast<std::uint32_t>(std::find(numbers->begin(), numbers->end(), v) - numbers->begin());
  return std::move(cut(v, tree().subtree_sizes()[v]).to);
}

std::vector<Move> TreeGame::moves() const {
  const std::vector<std::uint32_t> size = tree().subtree_sizes();
  std::vector<Move> out;
  out.reserve(size.size() - 1);
  for (std::uint32_t v = 1; v < size.size(); ++v) out.push_back(cut(v, size[v]));
  return out;
}

std::vector<Move> TreeGame::moves_to(Nimber target) const {
  const std::vector<std::uint32_t> cuts = winning_cuts(target, listed_moves_cap());
  std::vector<Move> out;
  if (cuts.empty()) return out;
  const std::vector<std::uint32_t> size = tree().subtree_sizes();
  out.reserve(cuts.size());
  // One cut, or a parent list (whose results are written out as lists):
  // each result is written when asked for.
  if (cuts.size() == 1 || numbering()) {
    for (std::uint32_t v : cuts) out.push_back(cut(v, size[v]));
    return out;
  }
  // Several cuts: write the brackets once and splice each result out of
  // them. Node v's "(" comes after v opens and v - depth(v) closes, and its
  // subtree is the next 2 size(v) characters.
  const std::string text = notation();
  const std::size_t prefix = text.size() - 2 * std::size_t{size.size()};
  const auto& parent = tree().parents();
  std::vector<std::uint32_t> depth(parent.size(), 0);
  for (std::size_t v = 1; v < parent.size(); ++v) depth[v] = depth[parent[v]] + 1;
  for (std::uint32_t v : cuts) {
    const std::size_t at = prefix + 2 * std::size_t{v} - depth[v], span = 2 * std::size_t{size[v]};
    std::string rest;
    rest.reserve(text.size() - span);
    rest.append(text, 0, at).append(text, at + span, std::string::npos);
    out.push_back(Move{Text{Msg::move_cut_above, {{"node", v}}},
                       std::unique_ptr<TreeGame>(new TreeGame(PendingCut{built_tree(), v, size[v], nullptr},
                                                              SharedNotation(std::move(rest)))),
                       MoveAction::simple(ActionKind::cut_node, v)});
  }
  return out;
}

std::vector<Part> TreeGame::parts() const {
  // The root's branches are independent games; branch c is worth SG(c)+1
  // (a stalk of that length, by the colon principle).
  const auto& parent = tree().parents();
  const std::vector<std::uint32_t>& sg = subtree_values();
  std::vector<Part> out;
  for (std::uint32_t c = 1; c < parent.size(); ++c) {
    if (parent[c] != 0) continue;
    if (out.size() >= limits::max_listed_moves) return {};  // too many to show
    out.push_back(Part{PartLabel(Msg::part_branch, number(c)), Value::finite(sg[c] + 1)});
  }
  return out;
}

Text TreeGame::theory() const {
  return Msg::theory_tree;
}

}  // namespace sg
