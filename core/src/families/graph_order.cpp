#include "families/graph_order.hpp"

namespace sg {

SinksFirstOrder sinks_first_order(const GameGraph& g) {
  const std::uint32_t n = g.node_count();
  const std::uint32_t* out_begin = g.out_begin().data();
  const std::uint32_t* in_begin = g.in_begin().data();
  const GraphNode* in = g.in().data();
  SinksFirstOrder r;
  r.order.resize(n);
  GraphNode* queue = r.order.data();
  // Kahn's algorithm on the reversed edges. remaining[u]: successors of u
  // not emitted yet; u is emitted at 0. (A depth-first post-order was
  // measured too: 1.5x slower here, since each step waits for the row of
  // the node the previous step found, where the queue's rows can be
  // fetched ahead.)
  std::vector<std::uint32_t> remaining(n);
  std::uint32_t tail = 0;
  for (GraphNode u = 0; u < n; ++u) {
    remaining[u] = out_begin[u + 1] - out_begin[u];
    if (remaining[u] == 0) queue[tail++] = u;
  }
  constexpr std::uint32_t ahead = 8;  // queue entries whose rows are fetched early
  for (std::uint32_t head = 0; head < tail; ++head) {
    if (head + ahead < tail) {
      const GraphNode w = queue[head + ahead];
      __builtin_prefetch(in + in_begin[w]);
    }
    const GraphNode u = queue[head];
    for (std::uint32_t i = in_begin[u]; i < in_begin[u + 1]; ++i)
      if (--remaining[in[i]] == 0) queue[tail++] = in[i];
  }
  r.acyclic = tail == n;
  if (tail < n)
    for (GraphNode u = 0; u < n; ++u)
      if (remaining[u] != 0) queue[tail++] = u;
  return r;
}

std::vector<std::uint32_t> inverse_permutation(std::span<const GraphNode> order) {
  std::vector<std::uint32_t> rank(order.size());
  for (std::size_t k = 0; k < order.size(); ++k) rank[order[k]] = static_cast<std::uint32_t>(k);
  return rank;
}

namespace {

// One direction of the renumbered CSR: row k is old row order[k], entries
// mapped through rank.
void renumber_side(const std::vector<std::uint32_t>& begin, const std::vector<GraphNode>& adj,
                   std::span<const GraphNode> order, std::span<const std::uint32_t> rank,
                   std::vector<std::uint32_t>& new_begin, std::vector<GraphNode>& new_adj) {
  const std::size_t n = order.size();
  new_begin.resize(n + 1);
  new_adj.resize(adj.size());
  std::uint32_t w = 0;
  new_begin[0] = 0;
  for (std::size_t k = 0; k < n; ++k) {
    const GraphNode u = order[k];
    for (std::uint32_t i = begin[u]; i < begin[u + 1]; ++i) new_adj[w++] = rank[adj[i]];
    new_begin[k + 1] = w;
  }
}

}  // namespace

GameGraph renumbered(const GameGraph& g, std::span<const GraphNode> order, std::span<const std::uint32_t> rank) {
  std::vector<std::uint32_t> out_begin, in_begin;
  std::vector<GraphNode> out, in;
  renumber_side(g.out_begin(), g.out(), order, rank, out_begin, out);
  renumber_side(g.in_begin(), g.in(), order, rank, in_begin, in);
  return GameGraph::from_csr(std::move(out_begin), std::move(out), std::move(in_begin), std::move(in));
}

}  // namespace sg
