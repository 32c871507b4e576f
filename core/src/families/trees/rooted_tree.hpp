#pragma once
// A rooted tree, stored as the parent of every node, nodes in preorder.
//
//   "(()(()()))"    node    0 1 2 3 4   (numbered by their "(" in reading order)
//                   parent  0 0 0 2 2   (the root's entry is 0 by convention)
//
//        0
//       / \          preorder: every parent precedes its children, and the
//      1   2         subtree of v is the contiguous range [v, v + size(v)).
//         / \        So bottom-up passes are one reverse loop, top-down passes
//        3   4       one forward loop: no recursion anywhere (a path of 10^6
//                    edges would overflow WASM's small stack).
//
// Two input syntaxes, both parsed iteratively:
//   brackets     "(()(()()))"      each () a node, its children inside
//   parent list  "0 0 2 2"         the parent of nodes 1..n-1; root is 0.
//                                  Any numbering is accepted; the tree is
//                                  stored in preorder of the canonical
//                                  bracket form (children in increasing
//                                  input number), and the input's number of
//                                  each node can be kept beside it.

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "sg/family.hpp"
#include "sg/result.hpp"

namespace sg {

// Nodes in one tree (a path of 2*10^6 nodes is ~4 MB of brackets, the size
// of the whole notation cap).
inline constexpr std::uint64_t max_tree_nodes = 2000000;

class RootedTree {
 public:
  RootedTree() : parent_{0} {}  // a lone root

  // `preorder_parents[v] < v` for every v > 0 and the ranges are preorder;
  // callers (the parsers, without_subtree) guarantee it.
  explicit RootedTree(std::vector<std::uint32_t> preorder_parents)
      : parent_(std::move(preorder_parents)) {}

  std::uint32_t size() const { return static_cast<std::uint32_t>(parent_.size()); }
  std::uint32_t parent(std::uint32_t v) const { return parent_[v]; }
  const std::vector<std::uint32_t>& parents() const { return parent_; }

  // Number of nodes in the subtree of every node.
  std::vector<std::uint32_t> subtree_sizes() const;

  // The tree after the edge above `v` (v > 0) is cut and v's subtree, of
  // `subtree_size` nodes, falls away. Still in preorder: O(n).
  RootedTree without_subtree(std::uint32_t v, std::uint32_t subtree_size) const;

  // Canonical bracket form, "(()(()()))", after `prefix` ("tree ").
  std::string brackets(std::string_view prefix = {}) const;

  bool operator==(const RootedTree&) const = default;

 private:
  std::vector<std::uint32_t> parent_;
};

// "the tree has n nodes (the limit is ...)".
Text too_many_tree_nodes(std::uint64_t n);

// `token` holds the whole bracket form; blanks inside are allowed.
Result<RootedTree> parse_bracket_tree(const Token& token);

// One token per node 1..n-1: its parent's number. `column` locates the list
// for errors that concern no single token. With `numbers`, fills it with
// the input's number of each preorder node.
Result<RootedTree> parse_parent_list(std::span<const Token> parents, std::uint32_t column,
                                     std::vector<std::uint32_t>* numbers = nullptr);

}  // namespace sg
