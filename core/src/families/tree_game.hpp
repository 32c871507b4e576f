#pragma once
// Tree edge deletion: Green Hackenbush on one rooted tree. A move cuts an
// edge; the part no longer connected to the root disappears.
//
//   "tree (()(()()))"  ->  tree_ ──> RootedTree, parents 0 0 0 2 2 (preorder)
//                          shared and immutable, so clone() is O(1)
//
// Moves are named by the node below the cut edge, numbered in preorder of
// the canonical bracket form (root 0): "cut the edge above node 3".
//
// Theory: the colon principle (Winning Ways, ch. 7): a branch hanging from a
// vertex can be replaced by a stalk of equal value, so
//   SG(v) = XOR over children c of (SG(c) + 1);  a path of L edges has SG L.

#include <cstdint>
#include <memory>
#include <vector>

#include "families/rooted_tree.hpp"
#include "sg/component.hpp"
#include "sg/family.hpp"

namespace sg {

class TreeGame final : public Component {
 public:
  explicit TreeGame(RootedTree tree) : tree_(std::make_shared<const RootedTree>(std::move(tree))) {}
  // With its notation already written (a cut's result spliced from the
  // text of the tree it was cut from).
  TreeGame(RootedTree tree, std::string text)
      : tree_(std::make_shared<const RootedTree>(std::move(tree))),
        text_(std::make_shared<std::string>(std::move(text))) {}

  const RootedTree& tree() const { return *tree_; }

  std::string notation() const override;
  std::string take_notation() override;
  Value value() const override;
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override { return tree_->size() - 1; }
  std::vector<Move> moves_to(Nimber target) const override;
  bool lists_every_move_to(Nimber target) const override {
    return winning_cuts(target, listed_moves_cap() + 1).size() <= listed_moves_cap();
  }
  std::vector<Part> parts() const override;
  std::string theory() const override;
  std::unique_ptr<Component> clone() const override { return std::make_unique<TreeGame>(*this); }

  // SG of the subtree of every node (colon principle), bottom-up in O(n).
  std::vector<std::uint32_t> subtree_values() const;

  // Every node whose edge-above cut leaves the root with value `target`, in
  // preorder; all of them, in O(n) overall. With `limit`, only the first
  // `limit` (a star of 10^6 leaves has 10^6 winning cuts; a list shows 8).
  std::vector<std::uint32_t> winning_cuts(Nimber target, std::size_t limit = SIZE_MAX) const;

  // moves_to() builds each resulting tree (O(n) apiece), so it lists at
  // most this many: limits::max_listed_moves, fewer for huge trees so that
  // the listed results hold at most max_listed_nodes nodes in total.
  std::size_t listed_moves_cap() const;
  static constexpr std::uint64_t max_listed_nodes = 1u << 23;

  // The move cutting the edge above node v (v > 0).
  Move cut(std::uint32_t v, std::uint32_t subtree_size) const;

 private:
  std::shared_ptr<const RootedTree> tree_;
  // The notation, when known; shared by clones, handed over by the last owner.
  std::shared_ptr<std::string> text_;
};

// `tree (()(()()))`, `tree(()(()()))`, or `tree(parents) 0 0 2 2`.
Result<std::unique_ptr<Component>> parse_tree(const ComponentSyntax& syn);

}  // namespace sg
