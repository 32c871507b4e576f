#include "families/tree_game.hpp"

#include <algorithm>

#include "sg/limits.hpp"
#include "text_scan.hpp"

namespace sg {

std::string TreeGame::notation() const { return "tree " + tree_->brackets(); }

std::vector<std::uint32_t> TreeGame::subtree_values() const {
  // Children follow their parent in preorder, so a reverse loop finishes
  // every subtree before its parent reads it. Values stay below 2^21 (an
  // XOR of terms <= n < 2^21), so uint32 holds them.
  const auto& parent = tree_->parents();
  std::vector<std::uint32_t> sg(parent.size(), 0);
  for (std::size_t v = parent.size(); v-- > 1;) sg[parent[v]] ^= sg[v] + 1;
  return sg;
}

Value TreeGame::value() const { return Value::finite(subtree_values()[0]); }

std::vector<std::uint32_t> TreeGame::winning_cuts(Nimber target) const {
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
  const std::uint32_t n = tree_->size();
  // After any cut the root's value is at most the remaining edge count.
  if (target >= n) return out;
  constexpr std::uint32_t none = UINT32_MAX;
  const auto& parent = tree_->parents();
  const std::vector<std::uint32_t> sg = subtree_values();
  std::vector<std::uint32_t> need(n, none);
  need[0] = static_cast<std::uint32_t>(target);
  for (std::uint32_t c = 1; c < n; ++c) {
    const std::uint32_t v = parent[c];
    if (need[v] == none) continue;
    const std::uint32_t x = need[v] ^ sg[v] ^ (sg[c] + 1);
    if (x == 0) out.push_back(c);
    else need[c] = x - 1;
  }
  return out;
}

std::size_t TreeGame::listed_moves_cap() const {
  const std::uint64_t by_size = std::max<std::uint64_t>(1, max_listed_nodes / tree_->size());
  return static_cast<std::size_t>(std::min<std::uint64_t>(limits::max_listed_moves, by_size));
}

Move TreeGame::cut(std::uint32_t v, std::uint32_t subtree_size) const {
  return Move{"cut the edge above node " + std::to_string(v),
              std::make_unique<TreeGame>(tree_->without_subtree(v, subtree_size))};
}

std::vector<Move> TreeGame::moves() const {
  const std::vector<std::uint32_t> size = tree_->subtree_sizes();
  std::vector<Move> out;
  out.reserve(size.size() - 1);
  for (std::uint32_t v = 1; v < tree_->size(); ++v) out.push_back(cut(v, size[v]));
  return out;
}

std::vector<Move> TreeGame::moves_to(Nimber target) const {
  std::vector<std::uint32_t> cuts = winning_cuts(target);
  if (cuts.size() > listed_moves_cap()) cuts.resize(listed_moves_cap());
  std::vector<Move> out;
  if (cuts.empty()) return out;
  const std::vector<std::uint32_t> size = tree_->subtree_sizes();
  out.reserve(cuts.size());
  for (std::uint32_t v : cuts) out.push_back(cut(v, size[v]));
  return out;
}

std::vector<Part> TreeGame::parts() const {
  // The root's branches are independent games; branch c is worth SG(c)+1
  // (a stalk of that length, by the colon principle).
  const auto& parent = tree_->parents();
  const std::vector<std::uint32_t> sg = subtree_values();
  std::vector<Part> out;
  for (std::uint32_t c = 1; c < tree_->size(); ++c) {
    if (parent[c] != 0) continue;
    if (out.size() >= limits::max_listed_moves) return {};  // too many to show
    out.push_back(Part{"branch at node " + std::to_string(c), Value::finite(sg[c] + 1)});
  }
  return out;
}

std::string TreeGame::theory() const {
  return "colon principle: SG(v) = XOR over children c of (SG(c) + 1)";
}

Result<std::unique_ptr<Component>> parse_tree(const ComponentSyntax& syn) {
  auto made = [](RootedTree t) {
    return Result<std::unique_ptr<Component>>(std::make_unique<TreeGame>(std::move(t)));
  };
  if (syn.rule) {
    const Token& rule = *syn.rule;
    const std::size_t first = skip_blanks(rule.text, 0);
    if (first == rule.text.size() || rule.text[first] == '(' || rule.text[first] == ')') {
      // "tree(()())": the parentheses right after the name are the root.
      if (!syn.args.empty())
        return error_at(syn.args[0].column,
                        "tree takes one rooted tree; write several as a sum: tree (()) + tree (())");
      const Token whole{std::string_view(rule.text.data() - 1, rule.text.size() + 2), rule.column - 1};
      SG_TRY(tree, parse_bracket_tree(whole));
      return made(std::move(tree));
    }
    std::size_t end = rule.text.size();
    while (end > first && is_blank(rule.text[end - 1])) --end;
    if (lower_ascii(rule.text.substr(first, end - first)) == "parents") {
      SG_TRY(tree, parse_parent_list(syn.args, syn.rest.column));
      return made(std::move(tree));
    }
    return error_at(rule.column + static_cast<std::uint32_t>(first),
                    "unknown tree syntax \"" + std::string(rule.text.substr(first, 24)) +
                        "\": write tree (()()) or tree(parents) 0 0 1");
  }
  if (syn.args.empty())
    return error_at(syn.family.column, "missing a tree after \"tree\", such as tree (()())");
  if (syn.args.size() > 1)
    return error_at(syn.args[1].column,
                    "tree takes one rooted tree; write several as a sum: tree (()) + tree (())");
  SG_TRY(tree, parse_bracket_tree(syn.args[0]));
  return made(std::move(tree));
}

}  // namespace sg
