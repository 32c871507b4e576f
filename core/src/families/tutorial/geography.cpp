#include "families/tutorial/geography.hpp"

#include <algorithm>
#include <unordered_map>

#include "families/graphs/directed_graph.hpp"
#include "notation/text_scan.hpp"
#include "sg/limits.hpp"
#include "sg/number_syntax.hpp"

namespace sg {

namespace {

Token trimmed(std::string_view s, std::uint32_t column) {
  std::size_t b = 0, e = s.size();
  while (b < e && is_blank(s[b])) ++b;
  while (e > b && is_blank(s[e - 1])) --e;
  return Token{s.substr(b, e - b), column + static_cast<std::uint32_t>(b)};
}

// SG of the token's component by search over (visited set, vertex): at most
// kGeographyValueVertices vertices, so a set is a 32-bit mask.
class ValueSearch {
 public:
  explicit ValueSearch(std::vector<std::uint32_t> adjacent) : adjacent_(std::move(adjacent)) {}

  std::optional<Nimber> value(std::uint32_t start) {
    const auto v = search(std::uint32_t{1} << start, start);
    if (!v) return std::nullopt;
    return Nimber{*v};
  }

 private:
  std::optional<std::uint8_t> search(std::uint32_t visited, std::uint32_t at) {
    const std::uint64_t key = std::uint64_t{visited} << 5 | at;
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    if (memo_.size() >= kGeographyValueStates) return std::nullopt;
    std::uint32_t seen = 0;  // option values, all below 32 (at most 23 options)
    for (std::uint32_t free = adjacent_[at] & ~visited; free; free &= free - 1) {
      const auto u = static_cast<std::uint32_t>(__builtin_ctz(free));
      const auto v = search(visited | std::uint32_t{1} << u, u);
      if (!v) return std::nullopt;
      seen |= std::uint32_t{1} << *v;
    }
    const auto mex = static_cast<std::uint8_t>(__builtin_ctz(~seen));
    memo_.emplace(key, mex);
    return mex;
  }

  std::vector<std::uint32_t> adjacent_;
  std::unordered_map<std::uint64_t, std::uint8_t> memo_;
};

// The vertices not marked, by name: lone vertices are written in name order,
// so a position's notation does not depend on the moves that led to it.
std::vector<std::uint32_t> lone_by_name(const GeographyGraph& g, const std::vector<std::uint8_t>& marked) {
  std::vector<std::uint32_t> out;
  for (std::uint32_t v = 0; v < g.names.size(); ++v)
    if (!marked[v]) out.push_back(v);
  std::sort(out.begin(), out.end(), [&](std::uint32_t a, std::uint32_t b) { return g.names[a] < g.names[b]; });
  return out;
}

GeographySolution solve(const GeographyGraph& g, std::uint32_t token) {
  GeographySolution s;
  const UndirectedGraph& adj = g.adjacency;
  // The token's component: nothing outside it is ever reached.
  std::vector<std::int32_t> local(adj.n, -1);
  s.component.push_back(token);
  local[token] = 0;
  for (std::size_t head = 0; head < s.component.size(); ++head) {
    const std::uint32_t v = s.component[head];
    for (std::uint32_t k = adj.offsets[v]; k < adj.offsets[v + 1]; ++k) {
      const std::uint32_t u = adj.targets[k];
      if (local[u] < 0) local[u] = 0, s.component.push_back(u);
    }
  }
  std::sort(s.component.begin(), s.component.end());
  const auto m = static_cast<std::uint32_t>(s.component.size());
  for (std::uint32_t i = 0; i < m; ++i) local[s.component[i]] = static_cast<std::int32_t>(i);
  std::vector<std::uint32_t> edges;
  for (std::uint32_t i = 0; i < m; ++i) {
    const std::uint32_t v = s.component[i];
    for (std::uint32_t k = adj.offsets[v]; k < adj.offsets[v + 1]; ++k)
      if (v < adj.targets[k]) edges.insert(edges.end(), {i, static_cast<std::uint32_t>(local[adj.targets[k]])});
  }
  const UndirectedGraph c = undirected_graph(m, edges);
  const auto t = static_cast<std::uint32_t>(local[token]);
  std::vector<std::uint8_t> excluded(m, 0);
  excluded[t] = 1;
  MaxMatching matching(c, std::move(excluded));
  s.matched_without = matching.size();
  const std::vector<std::uint8_t> missable = matching.missable();
  for (std::uint32_t k = c.offsets[t]; k < c.offsets[t + 1]; ++k)
    if (missable[c.targets[k]]) s.winning.push_back(s.component[c.targets[k]]);
  std::sort(s.winning.begin(), s.winning.end());
  s.winning.erase(std::unique(s.winning.begin(), s.winning.end()), s.winning.end());
  // The matching drawn: with the token's vertex covered when it can be
  // (an N position: the winner plays along it), else one that misses it.
  if (!s.winning.empty()) (void)matching.include_and_augment(t);
  s.matched = matching.size();
  for (std::uint32_t i = 0; i < m; ++i)
    if (const std::int32_t j = matching.mate()[i]; j > static_cast<std::int32_t>(i))
      s.matching.insert(s.matching.end(), {s.component[i], s.component[static_cast<std::uint32_t>(j)]});
  if (m <= kGeographyValueVertices) {
    std::vector<std::uint32_t> adjacent(m, 0);
    for (std::uint32_t i = 0; i < m; ++i)
      for (std::uint32_t k = c.offsets[i]; k < c.offsets[i + 1]; ++k) adjacent[i] |= std::uint32_t{1} << c.targets[k];
    s.value = ValueSearch(std::move(adjacent)).value(t);
  }
  return s;
}

}  // namespace

const GeographySolution& GeographyGame::solution() const {
  if (!solution_) solution_ = std::make_shared<const GeographySolution>(solve(*graph_, token_));
  return *solution_;
}

const char* GeographyGame::missing_value_cap() const {
  return solution().component.size() > kGeographyValueVertices ? "maxGeographyValueVertices"
                                                               : "maxGeographyValueStates";
}

std::unique_ptr<Component> GeographyGame::clone() const {
  auto c = std::make_unique<GeographyGame>(graph_, token_);
  c->solution_ = solution_;
  return c;
}

std::string GeographyGame::notation() const {
  const GeographyGraph& g = *graph_;
  std::string s = "geography(";
  std::vector<std::uint8_t> has_edge(g.names.size(), 0);
  bool first = true;
  for (std::size_t k = 0; k + 1 < g.edges.size(); k += 2) {
    if (!first) s += ',';
    first = false;
    s += g.names[g.edges[k]];
    s += '-';
    s += g.names[g.edges[k + 1]];
    has_edge[g.edges[k]] = has_edge[g.edges[k + 1]] = 1;
  }
  for (std::uint32_t v : lone_by_name(g, has_edge)) {
    if (!first) s += ',';
    first = false;
    s += g.names[v];
  }
  s += ") ";
  s += g.names[token_];
  return s;
}

std::vector<std::uint32_t> GeographyGame::neighbours() const {
  const UndirectedGraph& adj = graph_->adjacency;
  std::vector<std::uint32_t> out(adj.targets.begin() + adj.offsets[token_], adj.targets.begin() + adj.offsets[token_ + 1]);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::uint64_t GeographyGame::option_bound() const { return neighbours().size(); }

Move GeographyGame::move_to(std::uint32_t u) const {
  // The graph without the vertex left, renumbered in the order its
  // notation names the vertices (edges first, then lone vertices), so that
  // the result's shape is what its notation parses to.
  const GeographyGraph& g = *graph_;
  const auto n = static_cast<std::uint32_t>(g.names.size());
  auto next = std::make_shared<GeographyGraph>();
  std::vector<std::int32_t> index(n, -1);
  auto id = [&](std::uint32_t v) {
    if (index[v] < 0) {
      index[v] = static_cast<std::int32_t>(next->names.size());
      next->names.push_back(g.names[v]);
    }
    return static_cast<std::uint32_t>(index[v]);
  };
  next->edges.reserve(g.edges.size());
  for (std::size_t k = 0; k + 1 < g.edges.size(); k += 2) {
    if (g.edges[k] == token_ || g.edges[k + 1] == token_) continue;
    const std::uint32_t a = id(g.edges[k]), b = id(g.edges[k + 1]);
    next->edges.insert(next->edges.end(), {a, b});
  }
  std::vector<std::uint8_t> kept(n, 0);
  for (std::uint32_t v = 0; v < n; ++v) kept[v] = index[v] >= 0 || v == token_;
  for (std::uint32_t v : lone_by_name(g, kept)) id(v);
  next->adjacency = undirected_graph(static_cast<std::uint32_t>(next->names.size()), next->edges);
  const std::uint32_t to = static_cast<std::uint32_t>(index[u]);
  return Move{Text{Msg::move_geography, {{"from", g.names[token_]}, {"to", g.names[u]}}},
              std::make_unique<GeographyGame>(std::move(next), to),
              MoveAction::simple(ActionKind::slide, 0, token_, u)};
}

std::vector<Move> GeographyGame::moves() const {
  std::vector<Move> out;
  for (std::uint32_t u : neighbours()) out.push_back(move_to(u));
  return out;
}

std::vector<Move> GeographyGame::moves_to(Nimber target) const {
  if (target == 0) return winning_moves();
  if (!has_value()) return {};
  return Component::moves_to(target);
}

std::vector<Move> GeographyGame::winning_moves() const {
  std::vector<Move> out;
  // Each result is the graph written again: the listing caps.
  const std::uint64_t most = limits::listed_moves_within(graph_->edges.size() * 24 + graph_->names.size() * 16 + 64);
  for (std::uint32_t u : solution().winning) {
    if (out.size() >= most) break;
    out.push_back(move_to(u));
  }
  return out;
}

Text GeographyGame::theory() const {
  const GeographySolution& s = solution();
  Text text{Msg::theory_geography, {{"matched", s.matched}, {"without", s.matched_without}}};
  if (s.value) return text;
  return Text{Msg::clauses, {{"clauses", std::vector<Text>{std::move(text), Text{Msg::theory_geography_no_value,
                                                                                 {{"cap", kGeographyValueVertices}}}}}}};
}

ComponentShape GeographyGame::shape() const {
  ComponentShape s;
  s.kind = ShapeKind::geography;
  s.nodes = graph_->names;
  s.edges = graph_->edges;
  s.tokens = {token_};
  s.matching = solution().matching;
  return s;
}

Result<std::unique_ptr<Component>> GeographyGame::apply(const MoveAction& a) const {
  if (a.kind != ActionKind::slide || a.at != 0) return error_of(Msg::geography_apply_kind);
  if (a.amount != token_)
    return error_of(Text{Msg::geography_apply_token, {{"name", graph_->names[token_]}, {"vertex", token_}}});
  const auto n = graph_->names.size();
  if (a.to >= n) return error_of(Text{Msg::no_vertex, {{"vertex", a.to}}});
  const auto u = static_cast<std::uint32_t>(a.to);
  const auto around = neighbours();
  if (!std::binary_search(around.begin(), around.end(), u))
    return error_of(Text{Msg::geography_apply_adjacent, {{"to", graph_->names[u]}, {"from", graph_->names[token_]}}});
  return std::move(move_to(u).to);
}

Result<std::unique_ptr<Component>> parse_geography(const ComponentSyntax& syn) {
  if (!syn.rule)
    return error_at(syn.family.column + static_cast<std::uint32_t>(syn.family.text.size()),
                    Msg::geography_needs_graph);
  auto g = std::make_shared<GeographyGraph>();
  std::unordered_map<std::string_view, std::uint32_t> index;
  auto vertex = [&](const Token& name) -> Result<std::uint32_t> {
    if (!is_node_name(name.text))
      return error_at(name.column, Text{Msg::vertex_bad_name, {{"name", excerpt(name.text)}}});
    if (auto it = index.find(name.text); it != index.end()) return it->second;
    if (g->names.size() >= kMaxGeographyVertices)
      return error_at(name.column, Text{Msg::graph_too_many_vertices, {{"limit", kMaxGeographyVertices}}});
    const auto id = static_cast<std::uint32_t>(g->names.size());
    g->names.emplace_back(name.text);
    index.emplace(name.text, id);  // views into the notation text, which outlives the parse
    return id;
  };
  if (trimmed(syn.rule->text, syn.rule->column).text.empty())
    return error_at(syn.rule->column, Msg::geography_needs_vertex);
  for (const Token& item : split_list(*syn.rule)) {
    if (item.text.empty())
      return error_at(item.column, Msg::graph_empty_item);
    const std::size_t dash = item.text.find('-');
    if (dash == std::string_view::npos) {
      SG_TRY(v, vertex(trimmed(item.text, item.column)));
      (void)v;
      continue;
    }
    if (const std::size_t again = item.text.find('-', dash + 1); again != std::string_view::npos)
      return error_at(item.column + static_cast<std::uint32_t>(again), Msg::edge_one_dash);
    const Token from = trimmed(item.text.substr(0, dash), item.column);
    const Token to = trimmed(item.text.substr(dash + 1), item.column + static_cast<std::uint32_t>(dash + 1));
    if (from.text.empty()) return error_at(item.column, Text{Msg::edge_missing_before, {{"edge", excerpt(item.text)}}});
    if (to.text.empty())
      return error_at(item.column + static_cast<std::uint32_t>(dash),
                      Text{Msg::edge_missing_after, {{"edge", excerpt(item.text)}}});
    SG_TRY(u, vertex(from));
    SG_TRY(v, vertex(to));
    if (u == v) return error_at(from.column, Text{Msg::edge_self_loop, {{"edge", excerpt(item.text)}}});
    if (g->edges.size() / 2 >= kMaxGeographyEdges)
      return error_at(item.column, Text{Msg::graph_too_many_edges, {{"limit", kMaxGeographyEdges}}});
    g->edges.insert(g->edges.end(), {u, v});
  }
  if (syn.args.empty())
    return error_at(syn.rest.column, Msg::geography_missing_start);
  if (syn.args.size() > 1)
    return error_at(syn.args[1].column, Text{Msg::geography_one_token, {{"found", excerpt(syn.args[1].text)}}});
  const Token& start = syn.args[0];
  auto it = index.find(start.text);
  if (it == index.end())
    return error_at(start.column, Text{Msg::geography_unknown_start, {{"name", excerpt(start.text)}}});
  g->adjacency = undirected_graph(static_cast<std::uint32_t>(g->names.size()), g->edges);
  return std::unique_ptr<Component>(std::make_unique<GeographyGame>(std::move(g), it->second));
}

}  // namespace sg
