#pragma once
// Undirected vertex geography: a token on a vertex of an undirected graph;
// a move takes it to an adjacent vertex not visited before. The vertex it
// starts on counts as visited.
//
//   "geography(a-b,b-c,c-d,e) b"
//   GeographyGame ─┬─ graph_  shared: vertex names, edge pairs in input
//                  │          order, adjacency (lone vertices named alone)
//                  └─ token_  the vertex the token is on
//
// A visited vertex can never be entered again, so a move deletes the vertex
// it leaves: the position after a move is the graph without that vertex,
// written out again (edges in order, then the vertices left without edges,
// by name).
//
// Theory: the player to move wins iff every maximum matching of the graph
// covers the token's vertex v (Fraenkel, Scheinerman and Ullman, 1993). The
// winning moves go to the neighbours u of v that some maximum matching of
// G - v misses (the Gallai-Edmonds set D(G - v)): from there the opponent
// faces the same test and fails. One maximum matching of G - v (Edmonds'
// blossom algorithm) and one alternating forest decide both, in near-linear
// time on sparse graphs. SG values have no closed form: a search over the
// visited sets, for components of at most kGeographyValueVertices vertices.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "families/tutorial/max_matching.hpp"
#include "sg/component.hpp"
#include "sg/family.hpp"

namespace sg {

inline constexpr std::uint64_t kMaxGeographyVertices = 1u << 20;
inline constexpr std::uint64_t kMaxGeographyEdges = 1u << 21;
// The SG search: the token's component has at most this many vertices, and
// the search memoises at most kGeographyValueStates (visited set, vertex)
// pairs; past either the value is out of reach.
inline constexpr std::uint64_t kGeographyValueVertices = 24;
inline constexpr std::uint64_t kGeographyValueStates = 200000;

struct GeographyGraph {
  std::vector<std::string> names;
  std::vector<std::uint32_t> edges;  // u0, v0, u1, v1, ... in input order
  UndirectedGraph adjacency;
};

// What the matching says about a position (computed once per position).
struct GeographySolution {
  std::vector<std::uint32_t> component;  // vertices of the token's component, ascending
  std::uint32_t matched = 0;             // maximum matching of that component
  std::uint32_t matched_without = 0;     // ... without the token's vertex
  std::vector<std::uint32_t> winning;    // neighbours whose move wins, ascending
  std::vector<std::uint32_t> matching;   // a maximum matching of the component, as pairs;
                                         // it covers the token's vertex iff the position is N
  std::optional<Nimber> value;           // by search, when within the caps
};

class GeographyGame final : public Component {
 public:
  GeographyGame(std::shared_ptr<const GeographyGraph> graph, std::uint32_t token)
      : graph_(std::move(graph)), token_(token) {}

  const GeographyGraph& graph() const { return *graph_; }
  std::uint32_t token() const { return token_; }
  const GeographySolution& solution() const;

  std::string notation() const override;
  bool has_value() const override { return solution().value.has_value(); }
  const char* missing_value_cap() const override;
  Value value() const override { return Value::finite(*solution().value); }
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override;
  std::vector<Move> moves_to(Nimber target) const override;
  Outcome outcome() const override { return solution().winning.empty() ? Outcome::P : Outcome::N; }
  std::vector<Move> winning_moves() const override;
  Text theory() const override;
  Theorem theorem() const override { return Theorem::matching; }
  std::unique_ptr<Component> clone() const override;
  ComponentShape shape() const override;
  Result<std::unique_ptr<Component>> apply(const MoveAction& action) const override;

 private:
  Move move_to(std::uint32_t u) const;
  std::vector<std::uint32_t> neighbours() const;  // distinct, ascending

  std::shared_ptr<const GeographyGraph> graph_;
  std::uint32_t token_;
  mutable std::shared_ptr<const GeographySolution> solution_;
};

Result<std::unique_ptr<Component>> parse_geography(const ComponentSyntax& syn);

}  // namespace sg
