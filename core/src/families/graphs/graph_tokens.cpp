#include "families/graphs/graph_tokens.hpp"

#include <unordered_set>

#include "sg/limits.hpp"
#include "sg/number_syntax.hpp"
#include "sg/value.hpp"
#include "notation/text_scan.hpp"

namespace sg {

namespace {

Token trimmed(std::string_view s, std::uint32_t column) {
  std::size_t b = 0, e = s.size();
  while (b < e && is_blank(s[b])) ++b;
  while (e > b && is_blank(s[e - 1])) --e;
  return Token{s.substr(b, e - b), column + static_cast<std::uint32_t>(b)};
}

Result<GraphNode> node_of(const Token& name, NamedGraph& g) {
  if (!is_node_name(name.text))
    return error_at(name.column, Text{Msg::graph_bad_name, {{"name", excerpt(name.text)}}});
  const std::string key(name.text);
  if (auto it = g.index.find(key); it != g.index.end()) return it->second;
  if (g.names.size() >= graph_limits::max_nodes)
    return error_at(name.column, Text{Msg::graph_too_many_nodes, {{"limit", graph_limits::max_nodes}}});
  const auto id = static_cast<GraphNode>(g.names.size());
  g.names.push_back(key);
  g.index.emplace(key, id);
  return id;
}

Text move_label(std::size_t token, std::size_t tokens, const std::string& from, const std::string& to) {
  if (tokens == 1) return Text{Msg::move_slide_token, {{"from", from}, {"to", to}}};
  return Text{Msg::move_slide_numbered_token, {{"token", token + 1}, {"from", from}, {"to", to}}};
}

}  // namespace

Result<std::shared_ptr<const NamedGraph>> parse_graph_rule(const Token& rule) {
  if (trimmed(rule.text, rule.column).text.empty())
    return error_at(rule.column, Msg::graph_needs_edge);
  auto g = std::make_shared<NamedGraph>();
  std::vector<GraphEdge> edges;
  for (const Token& item : split_list(rule)) {
    if (item.text.empty())
      return error_at(item.column, Msg::graph_empty_item);
    const std::size_t gt = item.text.find('>');
    if (gt == std::string_view::npos) {
      SG_TRY(node, node_of(item, *g));
      (void)node;
    } else {
      if (const std::size_t again = item.text.find('>', gt + 1); again != std::string_view::npos)
        return error_at(item.column + static_cast<std::uint32_t>(again),
                        Msg::graph_edge_arrows);
      const Token from = trimmed(item.text.substr(0, gt), item.column);
      const Token to = trimmed(item.text.substr(gt + 1), item.column + static_cast<std::uint32_t>(gt + 1));
      if (from.text.empty())
        return error_at(item.column, Text{Msg::graph_edge_source, {{"edge", excerpt(item.text)}}});
      if (to.text.empty())
        return error_at(item.column + static_cast<std::uint32_t>(gt),
                        Text{Msg::graph_edge_target, {{"edge", excerpt(item.text)}}});
      SG_TRY(u, node_of(from, *g));
      SG_TRY(v, node_of(to, *g));
      if (edges.size() >= graph_limits::max_edges)
        return error_at(item.column, Text{Msg::graph_too_many_edges, {{"limit", graph_limits::max_edges}}});
      edges.push_back(GraphEdge{u, v});
    }
  }
  // Canonical rule: items as typed, blanks removed, repeats dropped.
  std::unordered_set<std::string> typed;
  for (const Token& item : split_list(rule)) {
    const std::size_t gt = item.text.find('>');
    std::string canonical(trimmed(item.text.substr(0, gt), 0).text);
    if (gt != std::string_view::npos) canonical += '>' + std::string(trimmed(item.text.substr(gt + 1), 0).text);
    if (!typed.insert(canonical).second) continue;
    if (!g->rule.empty()) g->rule += ',';
    g->rule += canonical;
  }
  SG_TRY(graph, GameGraph::from_edges(g->names.size(), edges));
  g->graph = std::move(graph);
  g->values = compute_node_values(g->graph);
  g->zero_only_at_terminals = g->values.acyclic;
  for (GraphNode u = 0; u < g->graph.node_count(); ++u)
    if (g->values.grundy[u] == 0 && g->graph.out_degree(u) != 0) g->zero_only_at_terminals = false;
  return std::shared_ptr<const NamedGraph>(std::move(g));
}

std::string GraphGame::notation() const {
  std::string s = "graph(" + data_->rule + ')';
  for (GraphNode t : tokens_) s += ' ' + data_->names[t];
  return s;
}

Value GraphGame::value() const {
  std::vector<Value> parts;
  parts.reserve(tokens_.size());
  for (GraphNode t : tokens_) parts.push_back(generalized_value(data_->graph, data_->values.grundy, t));
  return sum_value(parts);
}

Move GraphGame::slide(std::size_t token, GraphNode to) const {
  auto next = tokens_;
  next[token] = to;
  return Move{move_label(token, tokens_.size(), data_->names[tokens_[token]], data_->names[to]),
              std::make_unique<GraphGame>(data_, std::move(next)),
              MoveAction::simple(ActionKind::slide, token, tokens_[token], to)};
}

// Edges in the order the rule lists them (read back from its canonical
// text), so that compose() writes the same rule again.
ComponentShape GraphGame::shape() const {
  ComponentShape s;
  s.kind = ShapeKind::graph;
  s.nodes = data_->names;
  const std::string_view rule = data_->rule;
  for (std::size_t begin = 0; begin < rule.size();) {
    std::size_t end = rule.find(',', begin);
    if (end == std::string_view::npos) end = rule.size();
    const std::string_view item = rule.substr(begin, end - begin);
    if (const std::size_t gt = item.find('>'); gt != std::string_view::npos) {
      const auto from = data_->index.find(std::string(item.substr(0, gt)));
      const auto to = data_->index.find(std::string(item.substr(gt + 1)));
      if (from != data_->index.end() && to != data_->index.end()) s.edges.insert(s.edges.end(), {from->second, to->second});
    }
    begin = end + 1;
  }
  s.tokens.assign(tokens_.begin(), tokens_.end());
  return s;
}

std::vector<Move> GraphGame::moves() const {
  std::vector<Move> out;
  for (std::size_t i = 0; i < tokens_.size(); ++i)
    for (GraphNode v : data_->graph.successors(tokens_[i])) out.push_back(slide(i, v));
  return out;
}

std::uint64_t GraphGame::option_bound() const {
  std::uint64_t total = 0;
  for (GraphNode t : tokens_) total += data_->graph.out_degree(t);
  return total;
}

// The moves to value `target`; `take(i, v)` receives each (token i slides
// to node v) and returns false to stop. Smith's sum rule: the sum is finite
// only while every token is; so with no infinite token any token may move
// to a finite node of the right nimber, with exactly one infinite token
// only that token can (to a finite node), and with two or more no move
// reaches a finite value.
template <class Take>
void GraphGame::each_move_to(Nimber target, Take take) const {
  const auto& grundy = data_->values.grundy;
  Nimber x = 0;
  std::size_t infinite = 0, loopy = 0;
  for (std::size_t i = 0; i < tokens_.size(); ++i) {
    if (grundy[tokens_[i]] == infinite_grundy) ++infinite, loopy = i;
    else x ^= grundy[tokens_[i]];
  }
  if (infinite > 1) return;
  for (std::size_t i = 0; i < tokens_.size(); ++i) {
    if (infinite == 1 && i != loopy) continue;
    const Nimber rest = infinite == 1 ? x : x ^ grundy[tokens_[i]];
    for (GraphNode v : data_->graph.successors(tokens_[i])) {
      if (grundy[v] == infinite_grundy || (grundy[v] ^ rest) != target) continue;
      if (!take(i, v)) return;
    }
  }
}

std::uint64_t GraphGame::listed_move_budget() const {
  // A result holds the tokens (4 bytes each) and later its notation: the
  // rule's text, then a node name and a blank per token (names of ~10 bytes).
  return limits::listed_moves_within(16 * (static_cast<std::uint64_t>(tokens_.size()) + 1) + data_->rule.size());
}

std::vector<Move> GraphGame::moves_to(Nimber target) const {
  const std::uint64_t most = listed_move_budget();
  std::vector<Move> out;
  each_move_to(target, [&](std::size_t i, GraphNode v) {
    if (out.size() >= most) return false;
    out.push_back(slide(i, v));
    return true;
  });
  return out;
}

bool GraphGame::lists_every_move_to(Nimber target) const {
  const std::uint64_t most = listed_move_budget();
  std::uint64_t count = 0;
  each_move_to(target, [&](std::size_t, GraphNode) { return ++count <= most; });
  return count <= most;
}

std::vector<Part> GraphGame::parts() const {
  std::vector<Part> out;
  out.reserve(tokens_.size());
  for (std::size_t i = 0; i < tokens_.size(); ++i)
    out.push_back(Part{PartLabel(Msg::part_token_at_node, i + 1, data_->names[tokens_[i]]),
                       generalized_value(data_->graph, data_->values.grundy, tokens_[i])});
  return out;
}

Text GraphGame::theory() const {
  if (data_->values.acyclic)
    return Msg::theory_graph_acyclic;
  return Msg::theory_graph_loopy;
}

Theorem GraphGame::theorem() const { return data_->values.acyclic ? Theorem::mex : Theorem::smith; }

std::optional<std::uint64_t> GraphGame::known_remoteness() const {
  if (tokens_.size() != 1 || token_remoteness(0) == no_length) return std::nullopt;
  return token_remoteness(0);
}

std::optional<std::uint64_t> GraphGame::known_suspense() const {
  if (tokens_.size() != 1 || token_suspense(0) >= unbounded_length) return std::nullopt;
  return token_suspense(0);
}

std::optional<std::vector<Nimber>> GraphGame::sj_single_games() const {
  if (!data_->zero_only_at_terminals) return std::nullopt;
  std::vector<Nimber> out;
  for (GraphNode t : tokens_) out.push_back(data_->values.grundy[t]);
  return out;
}

Result<std::unique_ptr<Component>> parse_graph(const ComponentSyntax& syn) {
  if (!syn.rule)
    return error_at(syn.family.column, Msg::graph_needs_rule);
  SG_TRY(data, parse_graph_rule(*syn.rule));
  if (syn.args.size() > limits::max_parts)
    return error_at(syn.family.column, Text{Msg::notation_too_many_tokens, {{"limit", limits::max_parts}}});
  std::vector<GraphNode> tokens;
  tokens.reserve(syn.args.size());
  for (const Token& t : syn.args) {
    auto it = data->index.find(std::string(t.text));
    if (it == data->index.end())
      return error_at(t.column, Text{Msg::graph_unknown_token_node, {{"node", excerpt(t.text)}}});
    tokens.push_back(it->second);
  }
  return std::unique_ptr<Component>(std::make_unique<GraphGame>(std::move(data), std::move(tokens)));
}

}  // namespace sg
