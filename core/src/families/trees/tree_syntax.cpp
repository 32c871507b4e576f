// The tree family's notation: "tree (()())" (brackets, one pair per node)
// and "tree(parents) 0 0 1" (node v's parent for v = 1..n-1). Kept apart
// from rooted_tree.cpp and tree_game.cpp, which the WebAssembly build
// compiles for speed: parsing a parent list is cold, and there it was
// 6.5 KB of inlined code (CMakeLists.txt, page-weight budget).
#include <algorithm>
#include <string>
#include <utility>

#include "families/trees/rooted_tree.hpp"
#include "families/trees/tree_game.hpp"
#include "sg/number_syntax.hpp"
#include "notation/text_scan.hpp"

namespace sg {

Result<RootedTree> parse_parent_list(std::span<const Token> parents, std::uint32_t column,
                                     std::vector<std::uint32_t>* numbers) {
  const std::uint64_t n64 = static_cast<std::uint64_t>(parents.size()) + 1;
  if (n64 > max_tree_nodes) return error_at(column, too_many_tree_nodes(n64));
  const auto n = static_cast<std::uint32_t>(n64);

  std::vector<std::uint32_t> given(n, 0);
  for (std::uint32_t v = 1; v < n; ++v) {
    const Token& t = parents[v - 1];
    SG_TRY(p, parse_count(t, Msg::what_parent));
    if (p >= n)
      return error_at(t.column, Text{Msg::tree_parent_not_node, {{"parent", excerpt(t.text)}, {"node", v}, {"last", n - 1}}});
    if (p == v)
      return error_at(t.column, Text{Msg::tree_own_parent, {{"node", v}}});
    given[v] = static_cast<std::uint32_t>(p);
  }

  // Children lists (CSR), each in increasing node number.
  std::vector<std::uint32_t> first(n + 1, 0), child(n > 0 ? n - 1 : 0);
  for (std::uint32_t v = 1; v < n; ++v) ++first[given[v] + 1];
  for (std::uint32_t v = 0; v < n; ++v) first[v + 1] += first[v];
  {
    std::vector<std::uint32_t> fill(first.begin(), first.end() - 1);
    for (std::uint32_t v = 1; v < n; ++v) child[fill[given[v]]++] = v;
  }

  // Preorder from the root with an explicit stack (children pushed in
  // reverse so the smallest is visited first).
  constexpr std::uint32_t unseen = UINT32_MAX;
  std::vector<std::uint32_t> renamed(n, unseen), parent;
  parent.reserve(n);
  if (numbers) numbers->clear();
  std::vector<std::uint32_t> stack{0};
  while (!stack.empty()) {
    const std::uint32_t v = stack.back();
    stack.pop_back();
    renamed[v] = static_cast<std::uint32_t>(parent.size());
    parent.push_back(v == 0 ? 0 : renamed[given[v]]);
    if (numbers) numbers->push_back(v);
    for (std::uint32_t k = first[v + 1]; k-- > first[v];) stack.push_back(child[k]);
  }
  if (parent.size() == n) return RootedTree(std::move(parent));

  // Some node never reached the root: following parents from it must loop.
  std::uint32_t v = 0;
  while (renamed[v] != unseen) ++v;
  std::vector<std::uint8_t> on_walk(n, 0);
  while (!on_walk[v]) on_walk[v] = 1, v = given[v];
  std::uint32_t smallest = v;
  std::string cycle = std::to_string(v);
  std::size_t shown = 0;
  for (std::uint32_t w = given[v]; w != v; w = given[w]) {
    smallest = std::min(smallest, w);
    if (++shown < 8) cycle += " -> " + std::to_string(w);
  }
  cycle += shown >= 8 ? " -> ... -> " + std::to_string(v) : " -> " + std::to_string(v);
  return error_at(parents[smallest - 1].column,
                  Text{Msg::tree_parent_cycle, {{"cycle", cycle}}});
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
        return error_at(syn.args[0].column, Msg::tree_one_tree);
      const Token whole{std::string_view(rule.text.data() - 1, rule.text.size() + 2), rule.column - 1};
      SG_TRY(tree, parse_bracket_tree(whole));
      return made(std::move(tree));
    }
    std::size_t end = rule.text.size();
    while (end > first && is_blank(rule.text[end - 1])) --end;
    if (lower_ascii(rule.text.substr(first, end - first)) == "parents") {
      // The user's numbering is kept (tree_game.hpp).
      std::vector<std::uint32_t> numbers;
      SG_TRY(tree, parse_parent_list(syn.args, syn.rest.column, &numbers));
      return Result<std::unique_ptr<Component>>(std::make_unique<TreeGame>(std::move(tree), std::move(numbers)));
    }
    return error_at(rule.column + static_cast<std::uint32_t>(first),
                    Text{Msg::tree_unknown_syntax, {{"syntax", excerpt(rule.text.substr(first))}}});
  }
  if (syn.args.empty())
    return error_at(syn.family.column, Msg::tree_missing);
  if (syn.args.size() > 1)
    return error_at(syn.args[1].column, Msg::tree_one_tree);
  SG_TRY(tree, parse_bracket_tree(syn.args[0]));
  return made(std::move(tree));
}

}  // namespace sg
