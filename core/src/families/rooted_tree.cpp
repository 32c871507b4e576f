#include "families/rooted_tree.hpp"

#include <algorithm>
#include <utility>

#include "sg/number_syntax.hpp"
#include "text_scan.hpp"

namespace sg {

namespace {

std::string too_many_nodes(std::uint64_t n) {
  return "the tree has " + std::to_string(n) + " nodes (the limit is " +
         std::to_string(max_tree_nodes) + ")";
}

std::uint32_t at(std::uint32_t column, std::size_t offset) {
  return column + static_cast<std::uint32_t>(offset);
}

}  // namespace

std::vector<std::uint32_t> RootedTree::subtree_sizes() const {
  std::vector<std::uint32_t> size(parent_.size(), 1);
  for (std::size_t v = parent_.size(); v-- > 1;) size[parent_[v]] += size[v];
  return size;
}

RootedTree RootedTree::without_subtree(std::uint32_t v, std::uint32_t subtree_size) const {
  // Nodes after the removed range move down by its size; so do their
  // parents when those lie after it too (a parent never lies inside it).
  const std::uint32_t end = v + subtree_size;
  std::vector<std::uint32_t> p;
  p.reserve(parent_.size() - subtree_size);
  p.insert(p.end(), parent_.begin(), parent_.begin() + v);
  for (std::size_t w = end; w < parent_.size(); ++w)
    p.push_back(parent_[w] >= end ? parent_[w] - subtree_size : parent_[w]);
  return RootedTree(std::move(p));
}

std::string RootedTree::brackets() const {
  // Walk the preorder keeping the open path from the root on a stack: before
  // opening v, close every open node that is not v's parent.
  std::string out;
  out.reserve(2 * parent_.size());
  std::vector<std::uint32_t> open;
  for (std::uint32_t v = 0; v < size(); ++v) {
    if (v > 0)
      while (open.back() != parent_[v]) out += ')', open.pop_back();
    out += '(';
    open.push_back(v);
  }
  out.append(open.size(), ')');
  return out;
}

Result<RootedTree> parse_bracket_tree(const Token& token) {
  const std::string_view s = token.text;
  std::uint64_t opens = 0;
  for (char c : s) opens += c == '(';
  if (opens > max_tree_nodes) return error_at(token.column, too_many_nodes(opens));

  std::vector<std::uint32_t> parent;
  parent.reserve(static_cast<std::size_t>(opens));
  // The open path: node and the offset of its "(" (for "missing )" errors).
  std::vector<std::pair<std::uint32_t, std::size_t>> open;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (is_blank(c)) continue;
    if (c == '(') {
      if (open.empty() && !parent.empty())
        return error_at(at(token.column, i),
                        "a second root: one tree is one outermost pair of brackets "
                        "(write several trees as a sum: tree (()) + tree (()))");
      const auto v = static_cast<std::uint32_t>(parent.size());
      parent.push_back(open.empty() ? 0 : open.back().first);
      open.emplace_back(v, i);
    } else if (c == ')') {
      if (open.empty()) return error_at(at(token.column, i), "unbalanced \")\": no \"(\" to close");
      open.pop_back();
    } else {
      std::size_t len = 1;  // the whole UTF-8 character
      while (i + len < s.size() && (static_cast<unsigned char>(s[i + len]) & 0xC0) == 0x80) ++len;
      return error_at(at(token.column, i),
                      "unexpected \"" + std::string(s.substr(i, len)) +
                          "\" in a tree: write each node as a pair of brackets, such as (()())");
    }
  }
  if (!open.empty())
    return error_at(at(token.column, open.back().second), "unbalanced \"(\": missing \")\"");
  if (parent.empty()) return error_at(token.column, "missing a tree, such as (()())");
  return RootedTree(std::move(parent));
}

Result<RootedTree> parse_parent_list(std::span<const Token> parents, std::uint32_t column) {
  const std::uint64_t n64 = static_cast<std::uint64_t>(parents.size()) + 1;
  if (n64 > max_tree_nodes) return error_at(column, too_many_nodes(n64));
  const auto n = static_cast<std::uint32_t>(n64);

  std::vector<std::uint32_t> given(n, 0);
  for (std::uint32_t v = 1; v < n; ++v) {
    const Token& t = parents[v - 1];
    SG_TRY(p, parse_count(t, "parent"));
    if (p >= n)
      return error_at(t.column, "parent \"" + std::string(t.text) + "\" of node " +
                                    std::to_string(v) + " is not a node (this tree has nodes 0.." +
                                    std::to_string(n - 1) + ")");
    if (p == v)
      return error_at(t.column, "node " + std::to_string(v) + " cannot be its own parent");
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
  std::vector<std::uint32_t> stack{0};
  while (!stack.empty()) {
    const std::uint32_t v = stack.back();
    stack.pop_back();
    renamed[v] = static_cast<std::uint32_t>(parent.size());
    parent.push_back(v == 0 ? 0 : renamed[given[v]]);
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
                  "the parents form a cycle " + cycle + " that never reaches the root 0");
}

}  // namespace sg
