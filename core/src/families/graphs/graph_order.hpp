#pragma once
// Renumbering a game graph so that the value passes read memory in order.
//
//   edges 7>3, 3>5, 7>5          sinks_first_order  = {5, 3, 7 | ...}
//   (ids shuffled)               renumbered(order)  : 5->0, 3->1, 7->2,
//                                                     edges 2>1, 1>0, 2>0
//
// In the renumbered graph of an acyclic graph every edge goes to a lower id,
// so the mex pass values nodes 0, 1, 2, ... reading the CSR front to back,
// and the successors' values it reads were written moments before (they sit
// close together in the cache) instead of anywhere in a 4 MB array.

#include <cstdint>
#include <span>
#include <vector>

#include "families/graphs/directed_graph.hpp"

namespace sg {

// A permutation of the nodes: first every node that Kahn's algorithm on the
// reversed edges emits (sinks first, each node after all its successors),
// then, in id order, the nodes on or above a cycle. When `acyclic` (every
// node was emitted) every edge goes from a later node to an earlier one.
// O(N+M), iterative, the queue is the order itself.
struct SinksFirstOrder {
  std::vector<GraphNode> order;
  bool acyclic = true;
};
SinksFirstOrder sinks_first_order(const GameGraph& g);

// rank[order[k]] = k.
std::vector<std::uint32_t> inverse_permutation(std::span<const GraphNode> order);

// The same graph with node order[k] renamed k (both CSR directions; each
// successor list keeps its order).
GameGraph renumbered(const GameGraph& g, std::span<const GraphNode> order, std::span<const std::uint32_t> rank);

// out[order[k]] = in[k]: values of the renumbered graph back to the
// original ids.
template <class T>
std::vector<T> to_original_ids(const std::vector<T>& values, std::span<const GraphNode> order) {
  std::vector<T> out(values.size());
  for (std::size_t k = 0; k < values.size(); ++k) out[order[k]] = values[k];
  return out;
}

}  // namespace sg
