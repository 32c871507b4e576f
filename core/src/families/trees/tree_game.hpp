#pragma once
// Tree edge deletion: Green Hackenbush on one rooted tree. A move cuts an
// edge; the part no longer connected to the root disappears.
//
//   "tree (()(()()))"  ->  tree_ ──> RootedTree, parents 0 0 0 2 2 (preorder)
//                          shared and immutable, so clone() is O(1)
//
// Moves are named by the node below the cut edge: "cut the edge above node
// 3". A tree written in brackets numbers its nodes in preorder (root 0); a
// tree written as a parent list keeps the user's numbers everywhere (move
// names and actions, parts, shape, notation), and after a cut the nodes
// left keep their order, renumbered 0..n-1 without gaps, so the position
// stays a parent list the user can read.
//
// Theory: the colon principle (Winning Ways, ch. 7): a branch hanging from a
// vertex can be replaced by a stalk of equal value, so
//   SG(v) = XOR over children c of (SG(c) + 1);  a path of L edges has SG L.

#include <cstdint>
#include <memory>
#include <vector>

#include "families/trees/rooted_tree.hpp"
#include "kernels/shared_notation.hpp"
#include "sg/component.hpp"
#include "sg/family.hpp"

namespace sg {

class TreeGame final : public Component {
 public:
  explicit TreeGame(RootedTree tree) : tree_(std::make_shared<const RootedTree>(std::move(tree))) {}
  // A tree written as a parent list: numbers[v] is the user's number of
  // preorder node v (a permutation of 0..n-1, numbers[0] = 0).
  TreeGame(RootedTree tree, std::vector<std::uint32_t> numbers)
      : tree_(std::make_shared<const RootedTree>(std::move(tree))),
        numbers_(std::make_shared<const std::vector<std::uint32_t>>(std::move(numbers))) {}

  // The tree, built on first use when this game is a cut not yet applied.
  const RootedTree& tree() const { return *built_tree(); }

  std::string notation() const override;
  std::string take_notation() override;
  Value value() const override;
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override { return size() - 1; }
  std::vector<Move> moves_to(Nimber target) const override;
  bool lists_every_move_to(Nimber target) const override {
    return winning_cuts(target, listed_moves_cap() + 1).size() <= listed_moves_cap();
  }
  std::vector<Part> parts() const override;
  Text theory() const override;
  Theorem theorem() const override { return Theorem::colon; }
  std::unique_ptr<Component> clone() const override { return std::make_unique<TreeGame>(*this); }
  ComponentShape shape() const override;
  Result<std::unique_ptr<Component>> apply(const MoveAction& action) const override;

  // SG of the subtree of every node (colon principle), bottom-up in O(n)
  // once: an analysis asks for the value, the branches and the winning
  // cuts, each of which needs them.
  const std::vector<std::uint32_t>& subtree_values() const;

  // Every node whose edge-above cut leaves the root with value `target`, in
  // preorder; all of them, in O(n) overall. With `limit`, only the first
  // `limit` (a star of 10^6 leaves has 10^6 winning cuts; a list shows 8).
  std::vector<std::uint32_t> winning_cuts(Nimber target, std::size_t limit = SIZE_MAX) const;

  // moves_to() writes each resulting tree's notation (O(n) apiece), so it
  // lists at most this many: limits::max_listed_moves, fewer for huge trees
  // so that the listed results hold at most max_listed_nodes nodes in total.
  std::size_t listed_moves_cap() const;
  static constexpr std::uint64_t max_listed_nodes = 1u << 23;

  // The move cutting the edge above node v (v > 0).
  Move cut(std::uint32_t v, std::uint32_t subtree_size) const;

  // The user's numbers of the preorder nodes (a parent list), or null for a
  // tree in brackets, whose numbers are the preorder ones.
  const std::vector<std::uint32_t>* numbering() const {
    built_tree();
    return numbers_.get();
  }
  std::uint32_t number(std::uint32_t v) const {
    const std::vector<std::uint32_t>* n = numbering();
    return n ? (*n)[v] : v;
  }

 private:
  // A cut of `from`: the edge above v, whose subtree has `subtree_size`
  // nodes, with the notation when it is already written. The resulting tree
  // is built only when something asks for it: a listed winning move is
  // mostly only written out, and building a 10^6-node tree per listed move
  // cost a third of analysing a star of 10^6 leaves.
  struct PendingCut {
    std::shared_ptr<const RootedTree> from;
    std::uint32_t v = 0, subtree_size = 0;
    std::shared_ptr<const std::vector<std::uint32_t>> numbers;  // from's, when a parent list
  };
  TreeGame(PendingCut cut, SharedNotation text) : cut_(std::move(cut)), text_(std::move(text)) {}

  // tree_, built first when this game is a pending cut (what a cut of this
  // game then refers to).
  const std::shared_ptr<const RootedTree>& built_tree() const;
  std::uint32_t size() const { return tree_ ? tree_->size() : cut_.from->size() - cut_.subtree_size; }

  // Exactly one of tree_ and cut_.from is set; built_tree() swaps the second for
  // the first (mutable: lazily built caches of an immutable value; a game
  // object, like the rest of the core, is used by one thread at a time).
  mutable std::shared_ptr<const RootedTree> tree_;
  mutable PendingCut cut_;
  mutable std::shared_ptr<const std::vector<std::uint32_t>> numbers_;  // numbering(); built with tree_
  mutable std::shared_ptr<const std::vector<std::uint32_t>> values_;  // subtree_values(), once asked
  SharedNotation text_;  // when already written
};

// `tree (()(()()))`, `tree(()(()()))`, or `tree(parents) 0 0 2 2`.
Result<std::unique_ptr<Component>> parse_tree(const ComponentSyntax& syn);

}  // namespace sg
