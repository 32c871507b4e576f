#pragma once
// Green Hackenbush on a rooted graph. A move cuts one edge; every edge no
// longer connected to the ground (vertex 0) disappears.
//
//   "hackenbush 0-1 1-2 2-0 2-2 5-6"
//   labels_ = {0, 1, 2}                  distinct vertex labels, sorted
//   edges_  = {(0,1) (1,2) (2,0) (2,2)}  indices into labels_, input order;
//                                        5-6 is dropped: not on the ground
//
//      2 (loop 2-2)  Multi-edges and loops (u-u) are allowed. Edges are
//     / |            numbered from 1 in canonical order: "cut edge 2 (1-2)".
//    1--0 (ground)  Canonical notation keeps the edges as typed (labels and
//                   orientation), in input order, minus the ones that are
//                   not connected to the ground: they can never be cut off
//                   or matter, and every move drops such edges anyway.
//
// Theory: the fusion principle (Winning Ways, ch. 7): the vertices of a
// cycle may be fused into one, its edges becoming loops, and a loop is
// worth a stalk of length 1. Fusing every 2-edge-connected component leaves
// a tree of components joined by bridges, solved by the colon principle:
//   SG(C) = (non-bridge edges in C mod 2) XOR over child components D of
//           (SG(D) + 1).
// Bridges by an iterative low-link DFS: O(V+E) after O(E log E) parsing.

#include <cstdint>
#include <memory>
#include <vector>

#include "sg/component.hpp"
#include "sg/family.hpp"

namespace sg {

inline constexpr std::uint64_t max_hackenbush_edges = 1000000;

class HackenbushGame final : public Component {
 public:
  struct Edge {
    std::uint32_t u = 0, v = 0;  // indices into labels
  };

  // `labels` sorted and distinct; drops edges not connected to label 0 and
  // labels no edge uses.
  HackenbushGame(std::vector<std::uint64_t> labels, std::vector<Edge> edges);

  const std::vector<std::uint64_t>& labels() const { return labels_; }
  const std::vector<Edge>& edges() const { return edges_; }

  std::string notation() const override;
  Value value() const override;
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override { return edges_.size(); }
  std::vector<Move> moves_to(Nimber target) const override;
  bool lists_every_move_to(Nimber target) const override {
    const CutListing l = winning_cuts(target);
    return l.complete && l.edges.size() <= listed_moves_cap();
  }
  std::vector<Part> parts() const override;
  Text theory() const override;
  Theorem theorem() const override { return Theorem::fusion; }
  std::unique_ptr<Component> clone() const override { return std::make_unique<HackenbushGame>(*this); }
  ComponentShape shape() const override;
  Result<std::unique_ptr<Component>> apply(const MoveAction& action) const override;

  // Every edge (0-based, canonical order) whose cut leaves value `target`.
  // Bridges come from one top-down pass over the component tree, O(V+E) for
  // all of them; a non-bridge edge re-solves its own 2-edge-connected
  // component, O(|C|) per edge, O(sum of |C|^2) in all. That re-solving
  // stops after max_resolve_work vertex+edge visits (a lone cycle of up to
  // ~2900 edges is complete; about 0.4 s natively): `complete` is then
  // false and the list holds what was found (bridges are always complete).
  struct CutListing {
    std::vector<std::uint32_t> edges;
    bool complete = true;
  };
  CutListing winning_cuts(Nimber target) const;
  static constexpr std::uint64_t max_resolve_work = 1u << 24;

  // moves_to() builds each result (O(V+E) apiece): at most
  // limits::max_listed_moves, fewer for big graphs, so that the listed
  // results hold at most max_listed_edges edges in total.
  std::size_t listed_moves_cap() const;
  static constexpr std::uint64_t max_listed_edges = 1u << 23;

  // The move cutting edge i (0-based).
  Move cut(std::uint32_t i) const;

 private:
  std::vector<std::uint64_t> labels_;
  std::vector<Edge> edges_;
};

// `hackenbush 0-1 1-2 2-0`: edges u-v, vertices non-negative integers.
Result<std::unique_ptr<Component>> parse_hackenbush(const ComponentSyntax& syn);

}  // namespace sg
