#pragma once
// Node Kayles on any undirected graph, `nodekayles(a-b,b-c,d)`: a move
// picks a vertex and removes it with all its neighbours; who cannot, loses.
//
//   NodeKaylesGame ─┬─ names_   vertex names, in the order they first appear
//                   │           in the canonical notation (shape indices)
//                   ├─ edges_   {u, v} per edge, as written
//                   ├─ adj_     neighbours of each vertex, one 64-bit word
//                   └─ solved_  shared by clones, filled on first use: the
//                               connected components and their values
//
// Theory: the connected components are independent games (Sprague-Grundy
// theorem: values XOR), each valued by the memoised component search over
// graphs up to isomorphism (graph_certificate.hpp). Two vertices with the
// same closed neighbourhood are merged first: picking either removes the
// same vertices, and either stays exactly as long as the other, so the
// game tree is the same with one of them.
//
// Notation: items separated by commas, each an edge `u-v` or a lone vertex
// `w`; names are identifiers or numbers, as in graph(...). Canonical: the
// edges as written (repeats and loops refused or dropped), then the
// vertices without edges: `nodekayles(a-b, b-c, b-a, d)` ->
// `nodekayles(a-b,b-c,d)`. The empty graph is `nodekayles()`.

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "sg/component.hpp"
#include "sg/family.hpp"

namespace sg {

struct NodeKaylesSolved;

class NodeKaylesGame final : public Component {
 public:
  using Edge = std::array<std::uint8_t, 2>;
  // Canonicalises: keeps the edges in order, then lists the vertices
  // without edges, and numbers the vertices by first appearance.
  NodeKaylesGame(const std::vector<std::string>& names, const std::vector<Edge>& edges, std::uint64_t keep);

  const std::vector<std::string>& names() const { return names_; }
  const std::vector<Edge>& edges() const { return edges_; }
  const std::array<std::uint64_t, 64>& adjacency() const { return adj_; }

  std::string notation() const override;
  bool has_value() const override;
  std::optional<Error> out_of_reach() const override;
  const char* missing_value_cap() const override { return "maxBoardStates"; }
  Value value() const override;
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override { return names_.size(); }
  std::vector<Move> moves_to(Nimber target) const override;
  bool lists_every_move_to(Nimber target) const override;
  std::vector<Part> parts() const override;
  Text theory() const override;
  std::unique_ptr<Component> clone() const override;
  ComponentShape shape() const override;
  Result<std::unique_ptr<Component>> apply(const MoveAction& action) const override;

 private:
  NodeKaylesGame() = default;
  const NodeKaylesSolved& solved() const;
  Move pick(std::uint32_t v) const;

  std::vector<std::string> names_;
  std::vector<Edge> edges_;
  std::array<std::uint64_t, 64> adj_{};
  mutable std::shared_ptr<const NodeKaylesSolved> solved_;
  mutable bool listed_every_ = true;
};

// The connected components of `vertices`, lowest vertex first.
void connected_components(const std::array<std::uint64_t, 64>& adj, std::uint64_t vertices,
                          std::vector<std::uint64_t>& out);
// `component` with each class of vertices of equal closed neighbourhood
// (within it) reduced to its lowest vertex: the same game tree.
std::uint64_t merge_twins(const std::array<std::uint64_t, 64>& adj, std::uint64_t component);

Result<std::unique_ptr<Component>> parse_nodekayles(const ComponentSyntax& syn);

}  // namespace sg
