#include "families/graphs/edge_list.hpp"

#include <algorithm>
#include <unordered_map>

#include "families/graphs/graph_values.hpp"
#include "sg/graph_input.hpp"
#include "notation/text_scan.hpp"

namespace sg {

namespace {

// The list has lines: the error says where in its message, and its column
// (which counts from the start of the whole text) stays 0.
Error line_error(std::uint64_t line, std::uint64_t column, Text message) {
  return error_of(Text{Msg::at_line_column, {{"line", line}, {"column", column}, {"message", std::move(message)}}});
}

Error cancelled() { return error_of(Msg::edge_list_cancelled); }

}  // namespace

Result<EdgeList> parse_edge_list(std::string_view text, const Progress& progress) {
  EdgeList list;
  std::unordered_map<std::string_view, GraphNode> index;  // named lists
  bool mode_known = false;
  std::uint64_t max_id = 0;
  bool any_node = false;
  std::uint64_t line = 0;
  std::size_t next_report = std::size_t{1} << 22;
  const std::size_t size = text.size();
  std::size_t i = 0;
  while (i < size) {
    ++line;
    const std::size_t line_start = i;
    std::size_t end = i;
    while (end < size && text[end] != '\n') ++end;
    if (progress && i >= next_report) {
      next_report = i + (std::size_t{1} << 22);
      if (!progress(static_cast<double>(i) / static_cast<double>(size))) return cancelled();
    }
    // Up to two blank-separated names on this line.
    GraphNode ids[2];
    int count = 0;
    std::size_t j = i;
    while (true) {
      while (j < end && (text[j] == ' ' || text[j] == '\t' || text[j] == '\r')) ++j;
      if (j >= end || (count == 0 && text[j] == '#')) break;
      const std::size_t b = j;
      while (j < end && text[j] != ' ' && text[j] != '\t' && text[j] != '\r') ++j;
      const std::string_view name = text.substr(b, j - b);
      const std::uint64_t column = b - line_start + 1;
      if (count == 2)
        return line_error(line, column, Text{Msg::edge_list_third_name, {{"name", excerpt(name)}}});
      const bool is_number = name[0] >= '0' && name[0] <= '9';
      // Only a name that is about to be refused is scanned, so the fast path
      // of a 2^25-edge list pays nothing; the message then says why.
      const auto refuse = [&](Text message) {
        const BadCharacter bad = find_bad_character(name);
        if (bad.offset == std::string_view::npos) return line_error(line, column, std::move(message));
        return line_error(line, column + bad.offset, bad.message);
      };
      if (!mode_known) list.numbered = is_number, mode_known = true;
      if (list.numbered) {
        std::uint64_t v = 0;
        for (char c : name) {
          if (c < '0' || c > '9')
            return refuse(Text{Msg::edge_list_not_number, {{"name", excerpt(name)}}});
          v = v * 10 + static_cast<std::uint64_t>(c - '0');
          if (v >= graph_limits::max_nodes)
            return line_error(line, column, Text{Msg::edge_list_number_too_large,
                                                 {{"name", excerpt(name)}, {"limit", graph_limits::max_nodes - 1}}});
        }
        ids[count++] = static_cast<GraphNode>(v);
        max_id = std::max(max_id, v);
        any_node = true;
      } else {
        if (!is_node_name(name))
          return refuse(Text{Msg::edge_list_bad_name, {{"name", excerpt(name)}}});
        auto [it, added] = index.emplace(name, static_cast<GraphNode>(list.names.size()));
        if (added) {
          if (list.names.size() >= graph_limits::max_nodes)
            return line_error(line, column, Text{Msg::graph_too_many_nodes, {{"limit", graph_limits::max_nodes}}});
          list.names.emplace_back(name);
        }
        ids[count++] = it->second;
      }
    }
    if (count == 2) {
      if (list.edges.size() >= graph_limits::max_edges)
        return line_error(line, 1, Text{Msg::graph_too_many_edges, {{"limit", graph_limits::max_edges}}});
      list.edges.push_back(GraphEdge{ids[0], ids[1]});
    }
    i = end + 1;
  }
  list.node_count = list.numbered ? (any_node ? max_id + 1 : 0) : list.names.size();
  return list;
}

Result<GraphAnalysis> analyze_edge_list(std::string_view text, const Progress& progress) {
  const auto report = [&](double f) { return !progress || progress(f); };
  SG_TRY(list, parse_edge_list(text, [&](double f) { return report(0.5 * f); }));
  if (!report(0.5)) return cancelled();
  SG_TRY(graph, GameGraph::from_edges(list.node_count, list.edges));
  list.edges = {};
  if (!report(0.7)) return cancelled();
  NodeValues values = compute_node_values(graph);
  if (!report(0.95)) return cancelled();

  GraphAnalysis a;
  a.node_count = graph.node_count();
  a.edge_count = graph.edge_count();
  a.numbered = list.numbered;
  a.acyclic = values.acyclic;
  a.names = std::move(list.names);
  a.outcome = std::move(values.outcome);
  a.grundy = std::move(values.grundy);
  a.remoteness = std::move(values.remoteness);
  a.suspense = std::move(values.suspense);
  a.loopy_begin.assign(static_cast<std::size_t>(a.node_count) + 1, 0);
  if (!a.acyclic) {
    for (GraphNode u = 0; u < a.node_count; ++u) {
      if (a.grundy[u] == infinite_grundy) {
        const std::size_t from = a.loopy_values.size();
        for (GraphNode v : graph.successors(u))
          if (a.grundy[v] != infinite_grundy) a.loopy_values.push_back(a.grundy[v]);
        std::sort(a.loopy_values.begin() + static_cast<std::ptrdiff_t>(from), a.loopy_values.end());
        a.loopy_values.erase(std::unique(a.loopy_values.begin() + static_cast<std::ptrdiff_t>(from), a.loopy_values.end()),
                             a.loopy_values.end());
      }
      a.loopy_begin[u + 1] = static_cast<std::uint32_t>(a.loopy_values.size());
    }
  }
  report(1.0);
  return a;
}

}  // namespace sg
