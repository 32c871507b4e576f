// A position composed from the shapes analyze() reports: the page builds a
// new position (a heap added, a coin flipped, an edge drawn) as data and
// the engine writes and checks its notation.
#include <algorithm>
#include <string_view>

#include "sg/decimal_text.hpp"
#include "sg/family.hpp"
#include "sg/structured.hpp"

namespace sg {

namespace {

// The shape kind a family's declaration says its components are built from.
std::optional<ShapeKind> expected_kind(std::string_view family) {
  const Family* f = find_family(family);
  if (!f || f->shape == ShapeKind::none) return std::nullopt;
  return f->shape;  // nullopt: a defined game, whose parser judges the text
}

// A tree shape's notation after the family name: "(parents) 0 0 1" in the
// user's numbers when the shape has them (numbers[v] of preorder node v),
// else " (()(()))", the nodes' children in increasing index (the order a
// parent list is read in). Parents that do not make a tree are written as
// a parent list, whose parser names the fault.
Result<std::string> tree_text(const ComponentShape& s) {
  const std::size_t n = s.parents.size();
  auto valid = [&](std::size_t v) { return std::size_t(s.parents[v]) < n && std::size_t(s.parents[v]) != v; };
  if (!s.numbers.empty()) {
    if (s.numbers.size() != n) return error_of(Text{Msg::compose_tree_numbers, {{"count", n}}});
    std::vector<std::uint32_t> node_of(n, UINT32_MAX);
    for (std::size_t v = 0; v < n; ++v) {
      if (s.numbers[v] >= n || node_of[s.numbers[v]] != UINT32_MAX || (v == 0) != (s.numbers[v] == 0))
        return error_of(Text{Msg::compose_tree_numbers, {{"count", n}}});
      node_of[s.numbers[v]] = static_cast<std::uint32_t>(v);
    }
    std::string text = "(parents)";
    for (std::size_t x = 1; x < n; ++x) {
      const std::size_t v = node_of[x];
      text += ' ' + std::to_string(valid(v) ? s.numbers[s.parents[v]] : std::uint64_t(s.parents[v]));
    }
    return text;
  }
  std::string list = "(parents)";
  for (std::size_t v = 1; v < n; ++v) list += ' ' + std::to_string(s.parents[v]);
  for (std::size_t v = 1; v < n; ++v)
    if (!valid(v)) return list;
  std::vector<std::uint32_t> first(n + 1, 0), child(n - 1);
  for (std::size_t v = 1; v < n; ++v) ++first[s.parents[v] + 1];
  for (std::size_t v = 0; v < n; ++v) first[v + 1] += first[v];
  std::vector<std::uint32_t> fill(first.begin(), first.end() - 1);
  for (std::size_t v = 1; v < n; ++v) child[fill[s.parents[v]]++] = static_cast<std::uint32_t>(v);
  // Depth first with an explicit stack of (node, next child): no recursion.
  std::string text = " ";
  std::size_t reached = 0;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> stack{{0, first[0]}};
  text += '(';
  ++reached;
  while (!stack.empty()) {
    auto& [v, next] = stack.back();
    if (next == first[v + 1]) {
      text += ')';
      stack.pop_back();
      continue;
    }
    const std::uint32_t c = child[next++];
    text += '(';
    ++reached;
    stack.push_back({c, first[c]});
  }
  return reached == n ? Result<std::string>(text) : Result<std::string>(list);  // a cycle: the parser says where
}

void append_numbers(std::string& s, const std::vector<std::uint64_t>& v) {
  for (std::uint64_t x : v) s += ' ', s += std::to_string(x);
}

// The rule items of a graph in an order that gives node i the i-th name:
// node ids follow first appearance in the rule, so the nodes an edge would
// skip are listed alone before it.
Result<std::string> graph_rule(const ComponentShape& s) {
  const std::size_t n = s.nodes.size();
  for (std::size_t k = 0; k < s.edges.size(); ++k)
    if (s.edges[k] >= n)
      return error_of(Text{Msg::compose_not_a_node, {{"field", "shape.edges[" + std::to_string(k) + "]"},
                                                    {"value", s.edges[k]}, {"count", n}}});
  std::string rule;
  std::size_t introduced = 0;
  auto item = [&](const std::string& text) {
    if (!rule.empty()) rule += ',';
    rule += text;
  };
  for (std::size_t k = 0; k + 1 < s.edges.size(); k += 2) {
    const std::uint32_t u = s.edges[k], v = s.edges[k + 1];
    const std::size_t first_new = u >= introduced ? u : v;
    while (introduced < first_new && introduced < n) item(s.nodes[introduced++]);
    item(s.nodes[u] + '>' + s.nodes[v]);
    introduced = std::max<std::size_t>(introduced, std::max(u, v) + std::size_t{1});
  }
  while (introduced < n) item(s.nodes[introduced++]);
  return rule;
}

// The rule as the analysis reported it, when it still describes the shape's
// nodes and edges: where lone nodes stand among the edges is not in the
// shape, and the reported rule keeps it.
bool rule_matches_graph(const std::string& rule, const ComponentShape& s) {
  if (s.nodes.empty()) return false;
  auto pos = parse_position("graph(" + rule + ") " + s.nodes[0]);
  if (!pos.ok() || pos->components.size() != 1) return false;
  const ComponentShape parsed = pos->components[0]->shape();
  return parsed.kind == ShapeKind::graph && parsed.nodes == s.nodes && parsed.edges == s.edges;
}

// "cram(..#./....)" from the cells, row by row (1 free, 0 blocked).
Result<std::string> board_text(const ComponentShape& s) {
  if (s.numbers.size() != 2) return error_of(Msg::compose_board_numbers);
  const std::uint64_t rows = s.numbers[0], cols = s.numbers[1];
  if (rows == 0 || cols == 0 || rows > 64 || cols > 64)
    return error_of(Msg::compose_board_size);
  if (s.bytes.size() != rows * cols)
    return error_of(Text{Msg::compose_board_cells, {{"cells", s.bytes.size()}, {"expected", rows * cols}}});
  std::string text = "(";
  for (std::uint64_t i = 0; i < s.bytes.size(); ++i) {
    if (s.bytes[i] > 1)
      return error_of(Text{Msg::compose_head_value, {{"field", "shape.cells[" + std::to_string(i) + "]"}, {"value", s.bytes[i]}}});
    if (i && i % cols == 0) text += '/';
    text += s.bytes[i] ? '.' : '#';
  }
  return text + ')';
}

// "(a-b,b-c,d)": the edges, then the nodes no edge names.
Result<std::string> undirected_text(const ComponentShape& s) {
  if (s.edges.size() % 2) return error_of(Msg::compose_hackenbush_pairs);
  std::vector<bool> named(s.nodes.size());
  std::string text = "(";
  for (std::size_t k = 0; k < s.edges.size(); ++k)
    if (s.edges[k] >= s.nodes.size())
      return error_of(Text{Msg::compose_not_a_node, {{"field", "shape.edges[" + std::to_string(k) + "]"}, {"value", s.edges[k]}, {"count", s.nodes.size()}}});
  for (std::size_t k = 0; k + 1 < s.edges.size(); k += 2) {
    if (text.size() > 1) text += ',';
    text += s.nodes[s.edges[k]] + '-' + s.nodes[s.edges[k + 1]];
    named[s.edges[k]] = named[s.edges[k + 1]] = true;
  }
  for (std::size_t v = 0; v < s.nodes.size(); ++v)
    if (!named[v]) text += (text.size() > 1 ? "," : "") + s.nodes[v];
  return text + ')';
}

Result<std::string> component_text(const ComposedComponent& c) {
  const ComponentShape& s = c.shape;
  if (c.family.empty()) return error_of(Msg::compose_family_empty);
  for (char ch : c.family)
    if (!((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_'))
      return error_of(Text{Msg::compose_family_lower_case, {{"family", c.family}}});
  if (s.kind == ShapeKind::none) return error_of(Msg::compose_kind_missing);
  if (const auto want = expected_kind(c.family); want && *want != s.kind)
    return error_of(Text{Msg::compose_kind_mismatch,
                         {{"kind", shape_kind_name(s.kind)}, {"family", c.family}, {"expected", shape_kind_name(*want)}}});
  if (c.rule && c.rule->find_first_of("()") != std::string::npos && s.kind != ShapeKind::coins &&
      s.kind != ShapeKind::grid)
    return error_of(Text{Msg::compose_rule_parentheses, {{"rule", *c.rule}}});
  std::string text = c.family;
  const auto with_rule = [&](std::string rule) { text += '(' + rule + ')'; };
  switch (s.kind) {
    case ShapeKind::none: break;
    case ShapeKind::heaps:
    case ShapeKind::steps:
      if (c.rule) with_rule(*c.rule);
      append_numbers(text, s.numbers);
      break;
    case ShapeKind::coins: {
      if (!c.rule) return error_of(Msg::compose_coins_rule_missing);
      with_rule(*c.rule);
      text += ' ';
      for (std::size_t i = 0; i < s.bytes.size(); ++i) {
        if (s.bytes[i] > 1)
          return error_of(Text{Msg::compose_head_value, {{"field", "shape.heads[" + std::to_string(i) + "]"}, {"value", s.bytes[i]}}});
        text += s.bytes[i] ? 'H' : 'T';
      }
      break;
    }
    case ShapeKind::tree: {
      if (s.parents.empty() || s.parents[0] != -1) return error_of(Msg::compose_root_parent);
      for (std::size_t v = 1; v < s.parents.size(); ++v)
        if (s.parents[v] < 0)
          return error_of(Text{Msg::compose_negative_parent, {{"field", "shape.parents[" + std::to_string(v) + "]"}}});
      // A shape with the user's numbers (a tree written as a parent list)
      // is written as that list again; one without, in brackets, as
      // analyze() reports a bracket tree. A bad list is written as it is,
      // for the parser to say what is wrong.
      SG_TRY(tree, tree_text(s));
      text += tree;
      break;
    }
    case ShapeKind::hackenbush:
      if (s.edges.size() % 2) return error_of(Msg::compose_hackenbush_pairs);
      for (std::size_t k = 0; k < s.edges.size(); k += 2)
        text += ' ' + std::to_string(s.edges[k]) + '-' + std::to_string(s.edges[k + 1]);
      break;
    case ShapeKind::graph: {
      if (s.edges.size() % 2) return error_of(Msg::compose_graph_pairs);
      if (c.rule && rule_matches_graph(*c.rule, s)) {
        with_rule(*c.rule);
      } else {
        SG_TRY(rule, graph_rule(s));
        with_rule(rule);
      }
      for (std::size_t k = 0; k < s.tokens.size(); ++k) {
        if (s.tokens[k] >= s.nodes.size())
          return error_of(Text{Msg::compose_not_a_node, {{"field", "shape.tokens[" + std::to_string(k) + "]"},
                                                        {"value", s.tokens[k]}, {"count", s.nodes.size()}}});
        text += ' ' + s.nodes[s.tokens[k]];
      }
      break;
    }
    case ShapeKind::tuples:
      if (c.rule) return error_of(Msg::compose_defined_rule);
      append_numbers(text, s.numbers);
      break;
    case ShapeKind::limited_heap:
      if (s.numbers.size() != 2) return error_of(Msg::compose_limited_heap);
      append_numbers(text, s.numbers);
      break;
    case ShapeKind::grid: {
      if (!c.rule) return error_of(Msg::compose_coins2d_rule);
      if (s.numbers.size() < 2) return error_of(Msg::compose_grid_numbers);
      const std::uint64_t rows = s.numbers[0], cols = s.numbers[1];
      if (rows == 0 || cols == 0 || rows > s.bytes.size() || s.bytes.size() / rows != cols || s.bytes.size() % rows)
        return error_of(Text{Msg::compose_grid_heads, {{"coins", s.bytes.size()}, {"rows", rows}, {"cols", cols}}});
      with_rule(*c.rule);
      text += ' ';
      for (std::size_t i = 0; i < s.bytes.size(); ++i) {
        if (s.bytes[i] > 1)
          return error_of(Text{Msg::compose_head_value, {{"field", "shape.heads[" + std::to_string(i) + "]"}, {"value", s.bytes[i]}}});
        if (i && i % cols == 0) text += '/';
        text += s.bytes[i] ? 'H' : 'T';
      }
      break;
    }
    case ShapeKind::geography: {
      const std::size_t n = s.nodes.size();
      if (s.edges.size() % 2) return error_of(Msg::compose_hackenbush_pairs);
      if (s.tokens.size() != 1) return error_of(Msg::compose_token_missing);
      std::string rule;
      std::vector<std::uint8_t> has_edge(n, 0);
      for (std::size_t k = 0; k < s.edges.size(); ++k)
        if (s.edges[k] >= n)
          return error_of(Text{Msg::compose_not_a_node, {{"field", "shape.edges[" + std::to_string(k) + "]"}, {"value", s.edges[k]}, {"count", n}}});
      for (std::size_t k = 0; k + 1 < s.edges.size(); k += 2) {
        rule += (rule.empty() ? "" : ",") + s.nodes[s.edges[k]] + '-' + s.nodes[s.edges[k + 1]];
        has_edge[s.edges[k]] = has_edge[s.edges[k + 1]] = 1;
      }
      for (std::size_t v = 0; v < n; ++v)
        if (!has_edge[v]) rule += (rule.empty() ? "" : ",") + s.nodes[v];
      if (s.tokens[0] >= n)
        return error_of(Text{Msg::compose_not_a_node, {{"field", "shape.tokens[0]"}, {"value", s.tokens[0]}, {"count", n}}});
      with_rule(rule);
      text += ' ' + s.nodes[s.tokens[0]];
      break;
    }
    case ShapeKind::board: {
      SG_TRY(board, board_text(s));
      text += board;
      break;
    }
    case ShapeKind::diagram:
      text += '(';
      for (std::size_t i = 0; i < s.numbers.size(); ++i) text += (i ? "," : "") + std::to_string(s.numbers[i]);
      text += ')';
      break;
    case ShapeKind::undirected: {
      SG_TRY(graph, undirected_text(s));
      text += graph;
      break;
    }
    case ShapeKind::sequence: {
      std::string values;
      for (std::size_t i = 0; i < s.bytes.size(); ++i) values += (i ? "," : "") + std::to_string(s.bytes[i]);
      with_rule(values);
      for (std::uint32_t t : s.tokens) text += ' ' + std::to_string(t);
      break;
    }
  }
  return text;
}

}  // namespace

Result<std::string> compose(const CompositionSpec& spec) {
  if (spec.components.empty()) return error_of(Msg::compose_no_components);
  std::string text;
  if (spec.compound != Compound::normal) text = std::string(compound_name(spec.compound)) + ": ";
  std::vector<std::size_t> starts;
  for (std::size_t i = 0; i < spec.components.size(); ++i) {
    if (i) text += " + ";
    auto part = component_text(spec.components[i]);
    if (!part.ok())
      return wrapped(Msg::compose_in_component, part.error(), {{"index", i}, {"family", spec.components[i].family}});
    starts.push_back(text.size());
    text += *part;
  }
  auto pos = parse_position(text);
  if (!pos.ok()) {
    // Name the component the parser's column falls in.
    std::size_t i = 0;
    while (i + 1 < starts.size() && pos.error().column > starts[i + 1]) ++i;
    Error e = wrapped(Msg::compose_in_component, pos.error(), {{"index", i}, {"family", spec.components[i].family}});
    e.column = 0;  // a column of the composed text, which the caller never saw
    return e;
  }
  return pos->notation();
}

}  // namespace sg
