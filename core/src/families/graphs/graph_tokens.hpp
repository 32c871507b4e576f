#pragma once
// Tokens on an explicit game graph: `graph(a>b,b>c,a>c) a a`.
//
//   GraphGame ─┬─ data_    shared, immutable: the CSR graph, node names, the
//              │           canonical rule text and every node's values
//              └─ tokens_  {a, a}  node ids, in input order (several tokens
//                          may share a node)
//
// A move slides one token along one edge; the position is the disjunctive
// sum of its tokens. Theory: Sprague-Grundy theorem on acyclic graphs
// (value = XOR of the token nodes' nimbers); on graphs with cycles Smith's
// generalized Sprague-Grundy function and his sum rule (one ∞_K plus
// nimber a is ∞_{K xor a}; two infinite tokens draw).
//
// Notation: the rule is a comma-separated list of items, each an edge
// `x>y` or a lone node `x` (a node without edges); names are identifiers
// ([A-Za-z_][A-Za-z0-9_]*) or non-negative numbers without leading zeros,
// case-sensitive. Blanks around items and around '>' are allowed. Canonical
// form: items as typed, repeated items dropped, joined by ',' without blanks:
// `graph(a > b, b>c, a>b) a` -> `graph(a>b,b>c) a`.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "families/graphs/directed_graph.hpp"
#include "families/graphs/graph_values.hpp"
#include "sg/component.hpp"
#include "sg/family.hpp"

namespace sg {

struct NamedGraph {
  GameGraph graph;
  std::vector<std::string> names;  // node id -> name as typed
  std::unordered_map<std::string, GraphNode> index;  // name -> node id
  std::string rule;                // canonical rule text (without parentheses)
  NodeValues values;               // of every node, computed once
  bool zero_only_at_terminals = false;  // acyclic, and SG 0 only at sinks
};

// Parses the rule text of `graph(...)` (columns absolute, from `rule`).
Result<std::shared_ptr<const NamedGraph>> parse_graph_rule(const Token& rule);

class GraphGame final : public Component {
 public:
  GraphGame(std::shared_ptr<const NamedGraph> data, std::vector<GraphNode> tokens)
      : data_(std::move(data)), tokens_(std::move(tokens)) {}

  const NamedGraph& data() const { return *data_; }
  const std::vector<GraphNode>& tokens() const { return tokens_; }

  std::string notation() const override;
  Value value() const override;
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override;
  std::vector<Move> moves_to(Nimber target) const override;
  bool lists_every_move_to(Nimber target) const override;
  std::vector<Part> parts() const override;
  Text theory() const override;
  Theorem theorem() const override;
  std::unique_ptr<Component> clone() const override { return std::make_unique<GraphGame>(data_, tokens_); }
  ComponentShape shape() const override;

  // Remoteness / suspense of the node under token i (0-based): a number,
  // no_length for a draw node, unbounded_length (suspense only) when the
  // winner can delay at will on a loopy graph.
  std::uint32_t token_remoteness(std::size_t i) const { return data_->values.remoteness[tokens_[i]]; }
  std::uint32_t token_suspense(std::size_t i) const { return data_->values.suspense[tokens_[i]]; }
  // The component's own remoteness / suspense, defined when it is a single
  // token (a sum of tokens is not one graph node) on a node with a finite
  // one; nullopt otherwise (draw nodes, unbounded suspense, several tokens).
  std::optional<std::uint64_t> known_remoteness() const override;
  std::optional<std::uint64_t> known_suspense() const override;
  bool may_have_cycles() const override { return !data_->values.acyclic; }
  // Each token is a single game; the SJ hypothesis (no split, SG 0 only at
  // terminal nodes) is checked on the whole graph, conservatively.
  std::optional<std::vector<Nimber>> sj_single_games() const override;

 private:
  template <class Take>
  void each_move_to(Nimber target, Take take) const;
  // moves_to() builds at most this many results (each copies every token).
  std::uint64_t listed_move_budget() const;
  Move slide(std::size_t token, GraphNode to) const;

  std::shared_ptr<const NamedGraph> data_;
  std::vector<GraphNode> tokens_;
};

Result<std::unique_ptr<Component>> parse_graph(const ComponentSyntax& syn);

}  // namespace sg
