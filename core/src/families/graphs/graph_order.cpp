#include "families/graphs/graph_order.hpp"

#include <algorithm>

#include "kernels/prefetch.hpp"

namespace sg {

namespace {

// Kahn's algorithm on the reversed edges. remaining[u]: successors of u not
// emitted yet; u is emitted at 0. `Count` is a byte when every out-degree
// fits one: 1 MB of counters for 10^6 nodes stays in L2, where the
// decrement of every edge lands at random (4 MB of uint32 counters and rows
// fetched a fixed 8 entries ahead, often past the queue's end, took about
// 1.7x as long on the bench DAG). (A depth-first post-order was
// measured too: 1.5x slower here, since each step waits for the row of
// the node the previous step found, where the queue's rows can be fetched
// ahead.)
template <class Count>
bool kahn_reversed(const GameGraph& g, GraphNode* queue) {
  const std::uint32_t n = g.node_count();
  const std::uint32_t* out_begin = g.out_begin().data();
  const std::uint32_t* in_begin = g.in_begin().data();
  const GraphNode* in = g.in().data();
  std::vector<Count> remaining(n);
  Count* rem = remaining.data();
  std::uint32_t tail = 0;
  for (GraphNode u = 0; u < n; ++u) {
    rem[u] = static_cast<Count>(out_begin[u + 1] - out_begin[u]);
    if (rem[u] == 0) queue[tail++] = u;
  }
  // The queue is short on deep graphs (about 6 entries on the bench DAG),
  // so a node's offsets are requested when it is queued and its row as
  // soon as it is one of the next `ahead` to pop.
  constexpr std::uint32_t ahead = 8;
  std::uint32_t fetched = 0;  // rows of queue[0 .. fetched) are requested
  for (std::uint32_t head = 0; head < tail; ++head) {
    for (const std::uint32_t stop = std::min(tail, head + ahead); fetched < stop; ++fetched) {
      const GraphNode w = queue[fetched];
      if (in_begin[w] != in_begin[w + 1]) prefetch(in + in_begin[w]);
    }
    const GraphNode u = queue[head];
    for (std::uint32_t i = in_begin[u]; i < in_begin[u + 1]; ++i)
      if (--rem[in[i]] == 0) queue[tail++] = in[i], prefetch(in_begin + in[i]);
  }
  if (tail == n) return true;
  for (GraphNode u = 0; u < n; ++u)
    if (rem[u] != 0) queue[tail++] = u;
  return false;
}

}  // namespace

SinksFirstOrder sinks_first_order(const GameGraph& g) {
  std::uint32_t max_degree = 0;
  for (GraphNode u = 0; u < g.node_count(); ++u) max_degree = std::max(max_degree, g.out_degree(u));
  SinksFirstOrder r;
  r.order.resize(g.node_count());
  r.acyclic = max_degree < 256 ? kahn_reversed<std::uint8_t>(g, r.order.data())
                               : kahn_reversed<std::uint32_t>(g, r.order.data());
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
