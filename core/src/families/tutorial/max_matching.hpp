#pragma once
// Maximum matchings of undirected graphs by Edmonds' blossom algorithm, and
// the Gallai-Edmonds set D of the vertices some maximum matching misses.
//
//   UndirectedGraph   CSR: the neighbours of v are
//                     targets[offsets[v] .. offsets[v+1])  (each edge twice)
//   MaxMatching       mate[v] = the vertex matched to v, or -1
//
// The search grows an alternating tree from one exposed root at a time
// (breadth first), contracting odd cycles (blossoms) into their base with
// a union-find, so a blossom costs the length of its cycle. A root whose
// search fails leaves a Hungarian tree: its vertices can never lie on a
// later augmenting path (Edmonds), so they are skipped from then on. A
// greedy matching (lowest degree first) starts it, which leaves few roots
// to search on sparse graphs.

#include <cstdint>
#include <vector>

namespace sg {

struct UndirectedGraph {
  std::uint32_t n = 0;
  std::vector<std::uint32_t> offsets;  // n + 1 entries
  std::vector<std::uint32_t> targets;
};

// Builds the CSR form from edge pairs u0,v0,u1,v1,... (loops are ignored).
UndirectedGraph undirected_graph(std::uint32_t n, const std::vector<std::uint32_t>& edges);

class MaxMatching {
 public:
  // A maximum matching of g without the vertices marked in `excluded`
  // (empty: none excluded).
  MaxMatching(const UndirectedGraph& g, std::vector<std::uint8_t> excluded = {});

  const std::vector<std::int32_t>& mate() const { return mate_; }
  std::uint32_t size() const { return size_; }  // matched edges

  // Gallai-Edmonds: 1 for every vertex (not excluded) that some maximum
  // matching misses: the even vertices of the alternating forest grown from
  // every exposed vertex at once.
  std::vector<std::uint8_t> missable();

  // Admits an excluded vertex r back into the graph (exposed) and augments
  // from it if it can; true when the matching grew.
  bool include_and_augment(std::uint32_t r);

 private:
  std::int32_t find(std::int32_t x);
  std::int32_t common_base(std::int32_t a, std::int32_t b);
  void contract_path(std::int32_t v, std::int32_t base, std::int32_t child);
  void enter_even(std::int32_t v);
  void touch(std::int32_t v);
  // Grows the forest from the queued roots; returns an exposed vertex
  // reached as odd (the end of an augmenting path) or -1.
  std::int32_t grow(bool stop_at_exposed);
  void augment(std::int32_t end);
  void reset_touched();

  const UndirectedGraph& g_;
  std::vector<std::uint8_t> excluded_;
  std::vector<std::int32_t> mate_;
  std::uint32_t size_ = 0;
  // Search state, valid for the touched vertices only.
  std::vector<std::uint8_t> even_, dead_;
  std::vector<std::int32_t> parent_, dsu_;
  std::vector<std::uint32_t> mark_;
  std::uint32_t stamp_ = 0;
  std::vector<std::int32_t> touched_, queue_, joined_;
};

}  // namespace sg
