#pragma once
// Values of every node of a game graph (one token, normal play).
//
//   per node u      grundy[u]       remoteness[u]     suspense[u]     outcome[u]
//   ─────────────   ─────────────   ───────────────   ─────────────   ──────────
//   terminal        0               0                 0               P
//   acyclic         mex             hurry / delay     delay / hurry   P|N
//   loopy, N or P   nimber or ∞     retrograde        attractor       P|N
//   loopy, draw     ∞ (K w/o 0)     no_length         no_length       D
//
// grundy[u] == infinite_grundy means Smith's ∞_K with K = the finite values
// of u's successors (generalized_value() builds it). Arrays are plain
// uint32/uint8 vectors so a binding can hand them to JS as typed arrays.

#include <cstdint>
#include <optional>
#include <vector>

#include "families/graphs/directed_graph.hpp"
#include "sg/value.hpp"

namespace sg {

inline constexpr std::uint32_t infinite_grundy = UINT32_MAX;
// A draw has neither remoteness nor suspense.
inline constexpr std::uint32_t no_length = UINT32_MAX;
// Suspense on a loopy graph where the winner can delay the win for as long
// as they like (a loop they can repeat while still keeping the win).
inline constexpr std::uint32_t unbounded_length = UINT32_MAX - 1;

// Sprague-Grundy values of an acyclic graph in O(N+M): when the node ids
// are a topological numbering (every edge goes up, or every edge down) the
// nodes are valued in id order; otherwise by Kahn's algorithm from the
// sinks over the predecessor rows, each node keeping the count of its
// unvalued successors and the set of their values below 8 in 16 bits
// (out-degrees < 256; larger ones are renumbered sinks first,
// graph_order.hpp, and valued in that order). No allocation per node.
// Empty when the graph has a cycle.
std::optional<std::vector<std::uint32_t>> acyclic_grundy(const GameGraph& g);

// The generalized Sprague-Grundy function (Smith 1966; Fraenkel & Yesha's
// labelling algorithm): round m labels m every unlabelled node none of whose
// successors is labelled m and each of whose unlabelled-or-∞ successors has
// a successor labelled m; unlabelled nodes with no successor labelled m get
// ∞. Equals acyclic_grundy() on acyclic graphs.
std::vector<std::uint32_t> generalized_grundy(const GameGraph& g);

// P/N/D by retrograde analysis, with remoteness (Steinhaus: the winner
// hurries, the loser delays) as the retrograde distance. Draws get no_length.
struct Retrograde {
  std::vector<std::uint8_t> outcome;  // static_cast<Outcome>: 0 P, 1 N, 2 D
  std::vector<std::uint32_t> remoteness;
};
Retrograde retrograde_outcomes(const GameGraph& g);

// Suspense (winner delays, loser hurries): 0 at terminal nodes, N: 1 + max
// over P successors, P: 1 + min over successors; on loopy graphs the least
// fixed point, i.e. unbounded_length where the winner can delay at will.
// `outcome` comes from retrograde_outcomes().
std::vector<std::uint32_t> suspense(const GameGraph& g, const std::vector<std::uint8_t>& outcome);

// ∞_K of a node (K = finite successor values) or its finite nimber.
Value generalized_value(const GameGraph& g, const std::vector<std::uint32_t>& grundy, GraphNode u);

// Everything above for every node, as the bulk analysis and the graph
// component use it; computed on a sinks-first renumbering unless the ids
// already are a topological numbering, and returned by original id.
struct NodeValues {
  bool acyclic = true;
  std::vector<std::uint8_t> outcome;
  std::vector<std::uint32_t> grundy;
  std::vector<std::uint32_t> remoteness;
  std::vector<std::uint32_t> suspense;
};
NodeValues compute_node_values(const GameGraph& g);

// Smith's rule for a sum of generalized values: all finite -> XOR; one ∞_K
// and finite XOR a -> ∞_{K xor a}; two or more infinite -> a draw, returned
// as ∞ with empty K.

}  // namespace sg
