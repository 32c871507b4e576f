#include "families/boards/node_kayles.hpp"

#include <bit>
#include <unordered_map>

#include "families/boards/moves_of_value.hpp"
#include "families/boards/board_limits.hpp"
#include "families/boards/component_search.hpp"
#include "families/boards/graph_certificate.hpp"
#include "families/graphs/directed_graph.hpp"
#include "notation/text_scan.hpp"
#include "sg/number_syntax.hpp"

namespace sg {

struct NodeKaylesSolved {
  std::vector<std::uint64_t> components;  // every connected component, lowest vertex first
  std::vector<Nimber> values;             // each component's value, when searched
  std::optional<Nimber> total;
  std::optional<Error> error;
};

namespace {

std::uint64_t bit(unsigned v) { return std::uint64_t{1} << v; }
unsigned lowest(std::uint64_t s) { return static_cast<unsigned>(std::countr_zero(s)); }
bool trimmed_empty(std::string_view s) { return skip_blanks(s, 0) == s.size(); }

// The game the component search runs (component_search.hpp): a piece is a
// connected vertex set of the graph, its twins merged.
struct NodeKaylesSearchGame {
  using Piece = std::uint64_t;
  const std::array<std::uint64_t, 64>* adj;

  std::optional<Nimber> closed_form(Piece p) const {
    if ((p & (p - 1)) == 0) return Nimber{1};  // one vertex: one move, to the empty graph
    return std::nullopt;
  }
  std::uint64_t key(Piece p, std::string& out) const {
    out += 'K';
    return append_graph_certificate(adj->data(), p, out);
  }
  std::uint64_t placed(Piece p) const { return p; }
  std::uint32_t option_count(Piece p) const { return static_cast<std::uint32_t>(std::popcount(p)); }
  std::uint32_t depth_bound(Piece p) const { return option_count(p); }
  template <class F>
  void each_option(Piece p, std::vector<Piece>& left, F f) const {
    std::vector<std::uint64_t> parts;
    for (std::uint64_t s = p; s; s &= s - 1) {
      const unsigned v = lowest(s);
      left.clear();
      parts.clear();
      connected_components(*adj, p & ~((*adj)[v] | bit(v)), parts);
      for (std::uint64_t c : parts) left.push_back(merge_twins(*adj, c));
      if (!f()) return;
    }
  }
};

}  // namespace

void connected_components(const std::array<std::uint64_t, 64>& adj, std::uint64_t vertices,
                          std::vector<std::uint64_t>& out) {
  while (vertices) {
    std::uint64_t component = vertices & (~vertices + 1), frontier = component;
    while (frontier) {
      std::uint64_t next = 0;
      for (std::uint64_t s = frontier; s; s &= s - 1) next |= adj[lowest(s)];
      frontier = next & vertices & ~component;
      component |= frontier;
    }
    vertices &= ~component;
    out.push_back(component);
  }
}

std::uint64_t merge_twins(const std::array<std::uint64_t, 64>& adj, std::uint64_t component) {
  std::uint64_t kept = 0;
  for (std::uint64_t s = component; s; s &= s - 1) {
    const unsigned v = lowest(s);
    const std::uint64_t closed = (adj[v] | bit(v)) & component;
    bool twin = false;
    for (std::uint64_t k = kept & adj[v]; k && !twin; k &= k - 1)
      twin = ((adj[lowest(k)] | (k & (~k + 1))) & component) == closed;
    if (!twin) kept |= bit(v);
  }
  return kept;
}

NodeKaylesGame::NodeKaylesGame(const std::vector<std::string>& names, const std::vector<Edge>& edges,
                               std::uint64_t keep) {
  std::vector<int> index(names.size(), -1);
  const auto number = [&](unsigned v) {
    if (index[v] < 0) index[v] = static_cast<int>(names_.size()), names_.push_back(names[v]);
    return static_cast<std::uint8_t>(index[v]);
  };
  std::uint64_t touched = 0;
  for (const Edge& e : edges)
    if ((keep >> e[0] & 1) && (keep >> e[1] & 1)) {
      const Edge mine{number(e[0]), number(e[1])};
      edges_.push_back(mine);
      adj_[mine[0]] |= bit(mine[1]);
      adj_[mine[1]] |= bit(mine[0]);
      touched |= bit(e[0]) | bit(e[1]);
    }
  for (unsigned v = 0; v < names.size(); ++v)
    if ((keep >> v & 1) && !(touched >> v & 1)) number(v);
}

const NodeKaylesSolved& NodeKaylesGame::solved() const {
  if (solved_) return *solved_;
  auto s = std::make_shared<NodeKaylesSolved>();
  const std::uint64_t all = names_.size() >= 64 ? ~std::uint64_t{0} : bit(static_cast<unsigned>(names_.size())) - 1;
  connected_components(adj_, all, s->components);
  std::vector<std::uint64_t> pieces;
  for (std::uint64_t c : s->components) pieces.push_back(merge_twins(adj_, c));
  auto values = search_values(NodeKaylesSearchGame{&adj_}, pieces, notation());
  if (values.ok()) {
    Nimber x = 0;
    for (Nimber v : *values) x ^= v;
    s->values = std::move(*values);
    s->total = x;
  } else {
    s->error = values.error();
  }
  solved_ = std::move(s);
  return *solved_;
}

std::string NodeKaylesGame::notation() const {
  std::string s = "nodekayles(";
  std::uint64_t written = 0;
  for (const Edge& e : edges_) {
    if (s.back() != '(') s += ',';
    s += names_[e[0]] + '-' + names_[e[1]];
    written |= bit(e[0]) | bit(e[1]);
  }
  for (unsigned v = 0; v < names_.size(); ++v)
    if (!(written >> v & 1)) {
      if (s.back() != '(') s += ',';
      s += names_[v];
    }
  return s + ')';
}

bool NodeKaylesGame::has_value() const { return solved().total.has_value(); }

std::optional<Error> NodeKaylesGame::out_of_reach() const {
  if (has_value()) return std::nullopt;
  return solved().error;
}

Value NodeKaylesGame::value() const { return Value::finite(solved().total.value_or(0)); }

Move NodeKaylesGame::pick(std::uint32_t v) const {
  std::vector<std::string> gone{names_[v]};
  for (std::uint64_t s = adj_[v]; s; s &= s - 1) gone.push_back(names_[lowest(s)]);
  Text label{Msg::move_nodekayles_pick, {{"vertex", names_[v]}}};
  if (gone.size() > 1) {
    // "b, c and d", joined by each language its own way.
    Text others{Msg::name_in_list, {{"name", gone[1]}}};
    for (std::size_t i = 2; i < gone.size(); ++i)
      others = Text{i + 1 == gone.size() ? Msg::names_and : Msg::names_comma,
                    {{"rest", std::move(others)}, {i + 1 == gone.size() ? "last" : "next", Text{Msg::name_in_list, {{"name", gone[i]}}}}}};
    label = Text{Msg::move_nodekayles_pick_removing, {{"vertex", names_[v]}, {"others", std::move(others)}}};
  }
  const std::uint64_t all = names_.size() >= 64 ? ~std::uint64_t{0} : bit(static_cast<unsigned>(names_.size())) - 1;
  return Move{std::move(label), std::make_unique<NodeKaylesGame>(names_, edges_, all & ~(adj_[v] | bit(v))),
              MoveAction::simple(ActionKind::pick, v)};
}

std::vector<Move> NodeKaylesGame::moves() const {
  std::vector<Move> out;
  for (std::uint32_t v = 0; v < names_.size(); ++v) out.push_back(pick(v));
  return out;
}

std::vector<Move> NodeKaylesGame::moves_to(Nimber target) const {
  listed_every_ = true;
  return moves_of_value(moves(), target, listed_every_);
}

bool NodeKaylesGame::lists_every_move_to(Nimber) const { return has_value() && listed_every_; }

std::vector<Part> NodeKaylesGame::parts() const {
  const NodeKaylesSolved& s = solved();
  std::vector<Part> out;
  for (std::size_t i = 0; i < s.values.size(); ++i)
    out.push_back(Part{PartLabel(Msg::part_component, i + 1), Value::finite(s.values[i])});
  return out;
}

Text NodeKaylesGame::theory() const { return Msg::theory_nodekayles; }

std::unique_ptr<Component> NodeKaylesGame::clone() const {
  auto c = std::unique_ptr<NodeKaylesGame>(new NodeKaylesGame());
  c->names_ = names_;
  c->edges_ = edges_;
  c->adj_ = adj_;
  c->solved_ = solved_;
  return c;
}

ComponentShape NodeKaylesGame::shape() const {
  ComponentShape s;
  s.kind = ShapeKind::undirected;
  s.nodes = names_;
  for (const Edge& e : edges_) s.edges.push_back(e[0]), s.edges.push_back(e[1]);
  s.part_of.assign(names_.size(), -1);
  const NodeKaylesSolved& solved = this->solved();
  if (!solved.values.empty())
    for (std::size_t k = 0; k < solved.components.size(); ++k)
      for (std::uint64_t b = solved.components[k]; b; b &= b - 1) s.part_of[lowest(b)] = static_cast<std::int32_t>(k);
  return s;
}

Result<std::unique_ptr<Component>> NodeKaylesGame::apply(const MoveAction& a) const {
  if (a.kind != ActionKind::pick) return error_of(Msg::nodekayles_apply_kind);
  if (a.at >= names_.size())
    return error_of(Text{Msg::nodekayles_apply_vertex, {{"vertex", a.at}, {"count", names_.size()}}});
  return std::unique_ptr<Component>(pick(static_cast<std::uint32_t>(a.at)).to);
}

Result<std::unique_ptr<Component>> parse_nodekayles(const ComponentSyntax& syn) {
  if (!syn.rule)
    return error_at(syn.family.column, Msg::nodekayles_needs_graph);
  if (!syn.args.empty())
    return error_at(syn.args[0].column, Msg::nodekayles_rule_then_args);
  std::vector<std::string> names;
  std::unordered_map<std::string, unsigned> index;
  std::vector<NodeKaylesGame::Edge> edges;
  std::array<std::uint64_t, 64> joined{};  // edges already listed
  const auto vertex = [&](const Token& t) -> Result<unsigned> {
    if (!is_node_name(t.text))
      return error_at(t.column, Text{Msg::vertex_bad_name, {{"name", excerpt(t.text)}}});
    const std::string key(t.text);
    if (auto it = index.find(key); it != index.end()) return it->second;
    if (names.size() >= board_limits::max_graph_vertices)
      return error_at(t.column, Text{Msg::nodekayles_too_many_vertices, {{"limit", board_limits::max_graph_vertices}}});
    index.emplace(key, static_cast<unsigned>(names.size()));
    names.push_back(key);
    return static_cast<unsigned>(names.size() - 1);
  };
  const bool empty = trimmed_empty(syn.rule->text);
  if (!empty)
    for (const Token& item : split_list(*syn.rule)) {
      if (item.text.empty())
        return error_at(item.column, Msg::nodekayles_empty_item);
      const std::size_t dash = item.text.find('-');
      if (dash == std::string_view::npos) {
        SG_TRY(v, vertex(item));
        (void)v;
        continue;
      }
      if (item.text.find('-', dash + 1) != std::string_view::npos)
        return error_at(item.column + static_cast<std::uint32_t>(item.text.find('-', dash + 1)),
                        Msg::edge_two_vertices);
      const auto part = [&](std::size_t b, std::size_t e) {
        while (b < e && is_blank(item.text[b])) ++b;
        while (e > b && is_blank(item.text[e - 1])) --e;
        return Token{item.text.substr(b, e - b), item.column + static_cast<std::uint32_t>(b)};
      };
      const Token from = part(0, dash), to = part(dash + 1, item.text.size());
      if (from.text.empty() || to.text.empty())
        return error_at(from.text.empty() ? item.column : item.column + static_cast<std::uint32_t>(dash),
                        Text{from.text.empty() ? Msg::edge_missing_before : Msg::edge_missing_after, {{"edge", excerpt(item.text)}}});
      SG_TRY(u, vertex(from));
      SG_TRY(v, vertex(to));
      if (u == v)
        return error_at(from.column, Text{Msg::edge_loop, {{"edge", excerpt(item.text)}}});
      if (!(joined[u] >> v & 1)) edges.push_back({static_cast<std::uint8_t>(u), static_cast<std::uint8_t>(v)});
      joined[u] |= bit(v);
      joined[v] |= bit(u);
    }
  const std::uint64_t all = names.size() >= 64 ? ~std::uint64_t{0} : bit(static_cast<unsigned>(names.size())) - 1;
  return std::unique_ptr<Component>(std::make_unique<NodeKaylesGame>(names, edges, all));
}

}  // namespace sg
