#pragma once
// A game graph: a directed graph in compressed sparse row form, both ways.
//
//   edges a>b a>c b>c          out_begin_ = {0, 2, 3, 3}   out_ = {b, c | c}
//   nodes a=0 b=1 c=2          in_begin_  = {0, 0, 1, 3}   in_  = {a | a, b}
//
//   successors(u)   = out_[out_begin_[u] .. out_begin_[u+1])  (first-typed order)
//   predecessors(v) = in_[in_begin_[v] .. in_begin_[v+1])
//
// Duplicate edges are folded (a move is a move, however often it is typed);
// self-loops are kept: in a loopy game a token on u -> u may pass. Offsets
// are 32-bit: the edge cap (limits below) keeps them exact on wasm32, and
// 4-byte entries halve the memory traffic of the O(N+M) passes.

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sg/result.hpp"

namespace sg {

using GraphNode = std::uint32_t;

namespace graph_limits {
// Bulk edge lists go up to a million nodes and ten million edges; the caps
// leave headroom and keep every offset below 2^32.
inline constexpr std::uint64_t max_nodes = 1u << 21;
inline constexpr std::uint64_t max_edges = 1u << 25;
}  // namespace graph_limits

struct GraphEdge {
  GraphNode from = 0;
  GraphNode to = 0;
};

// Node names in the notation and in bulk edge lists: an identifier
// [A-Za-z_][A-Za-z0-9_]* or a non-negative number without leading zeros.
bool is_node_name(std::string_view s);

class GameGraph {
 public:
  GameGraph() = default;

  // Builds the CSR of `node_count` nodes from edges (endpoints must be
  // < node_count; checked). Duplicates are dropped keeping the first.
  static Result<GameGraph> from_edges(std::uint64_t node_count, std::span<const GraphEdge> edges);

  // Adopts CSR arrays that are already consistent (no duplicates, the in
  // side the transpose of the out side), as renumbered() builds them.
  static GameGraph from_csr(std::vector<std::uint32_t> out_begin, std::vector<GraphNode> out,
                            std::vector<std::uint32_t> in_begin, std::vector<GraphNode> in) {
    GameGraph g;
    g.out_begin_ = std::move(out_begin);
    g.out_ = std::move(out);
    g.in_begin_ = std::move(in_begin);
    g.in_ = std::move(in);
    return g;
  }

  std::uint32_t node_count() const { return static_cast<std::uint32_t>(out_begin_.size() - 1); }
  std::uint32_t edge_count() const { return static_cast<std::uint32_t>(out_.size()); }

  std::span<const GraphNode> successors(GraphNode u) const {
    return {out_.data() + out_begin_[u], out_.data() + out_begin_[u + 1]};
  }
  std::span<const GraphNode> predecessors(GraphNode v) const {
    return {in_.data() + in_begin_[v], in_.data() + in_begin_[v + 1]};
  }
  std::uint32_t out_degree(GraphNode u) const { return out_begin_[u + 1] - out_begin_[u]; }
  bool has_edge(GraphNode u, GraphNode v) const;

  // Raw CSR arrays for the hot loops of graph_values.cpp.
  const std::vector<std::uint32_t>& out_begin() const { return out_begin_; }
  const std::vector<GraphNode>& out() const { return out_; }
  const std::vector<std::uint32_t>& in_begin() const { return in_begin_; }
  const std::vector<GraphNode>& in() const { return in_; }

 private:
  std::vector<std::uint32_t> out_begin_{0};
  std::vector<GraphNode> out_;
  std::vector<std::uint32_t> in_begin_{0};
  std::vector<GraphNode> in_;
};

}  // namespace sg
