#include "families/graphs/directed_graph.hpp"

#include <algorithm>

namespace sg {

Result<GameGraph> GameGraph::from_edges(std::uint64_t node_count, std::span<const GraphEdge> edges) {
  if (node_count > graph_limits::max_nodes)
    return error_of(Text{Msg::graph_node_count, {{"nodes", node_count}, {"limit", graph_limits::max_nodes}}});
  if (edges.size() > graph_limits::max_edges)
    return error_of(Text{Msg::graph_edge_count, {{"edges", edges.size()}, {"limit", graph_limits::max_edges}}});
  const auto n = static_cast<std::size_t>(node_count);
  for (const GraphEdge& e : edges)
    if (e.from >= node_count || e.to >= node_count)
      return error_of(Text{Msg::graph_edge_outside, {{"edge", std::to_string(e.from) + ">" + std::to_string(e.to)},
                                                    {"count", node_count}}});

  GameGraph g;
  // Counting sort by source keeps each node's edges in input order, so move
  // lists follow the order in which the user typed the edges.
  std::vector<std::uint32_t> begin(n + 1, 0);
  for (const GraphEdge& e : edges) ++begin[e.from + 1];
  for (std::size_t u = 0; u < n; ++u) begin[u + 1] += begin[u];
  std::vector<GraphNode> out(edges.size());
  {
    std::vector<std::uint32_t> fill(begin.begin(), begin.end() - 1);
    for (const GraphEdge& e : edges) out[fill[e.from]++] = e.to;
  }
  // Fold duplicates in place: a stamp per target says "already seen from u".
  std::vector<std::uint32_t> seen(n, UINT32_MAX);
  std::uint32_t write = 0;
  for (std::size_t u = 0; u < n; ++u) {
    const std::uint32_t b = begin[u], e = begin[u + 1];
    begin[u] = write;
    for (std::uint32_t i = b; i < e; ++i) {
      const GraphNode v = out[i];
      if (seen[v] == u) continue;
      seen[v] = static_cast<std::uint32_t>(u);
      out[write++] = v;
    }
  }
  begin[n] = write;
  out.resize(write);
  out.shrink_to_fit();

  std::vector<std::uint32_t> in_begin(n + 1, 0);
  for (GraphNode v : out) ++in_begin[v + 1];
  for (std::size_t v = 0; v < n; ++v) in_begin[v + 1] += in_begin[v];
  std::vector<GraphNode> in(out.size());
  {
    std::vector<std::uint32_t> fill(in_begin.begin(), in_begin.end() - 1);
    for (std::size_t u = 0; u < n; ++u)
      for (std::uint32_t i = begin[u]; i < begin[u + 1]; ++i) in[fill[out[i]]++] = static_cast<GraphNode>(u);
  }
  g.out_begin_ = std::move(begin);
  g.out_ = std::move(out);
  g.in_begin_ = std::move(in_begin);
  g.in_ = std::move(in);
  return g;
}

bool is_node_name(std::string_view s) {
  if (s.empty()) return false;
  const auto digit = [](char c) { return c >= '0' && c <= '9'; };
  const auto letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; };
  if (digit(s[0])) {
    if (s[0] == '0' && s.size() > 1) return false;
    return std::all_of(s.begin(), s.end(), digit);
  }
  if (!letter(s[0])) return false;
  return std::all_of(s.begin(), s.end(), [&](char c) { return letter(c) || digit(c); });
}

bool GameGraph::has_edge(GraphNode u, GraphNode v) const {
  const auto s = successors(u);
  return std::find(s.begin(), s.end(), v) != s.end();
}

}  // namespace sg
