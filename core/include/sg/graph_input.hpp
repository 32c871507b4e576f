#pragma once
// Bulk analysis of a game graph given as an edge list, one edge per line:
//
//   # comment             a line starting with '#' is ignored, as are blank lines
//   0 1                   edge 0 -> 1 (a token on 0 may move to 1)
//   1 2
//   7                     a lone node (no edge needed to exist)
//
// Nodes are either all numbered (the first node named is a number: node
// ids are those numbers, the graph has nodes 0..max) or all named by
// identifiers (ids in order of first appearance; `names` holds them).
// Repeated edges are folded; self-loops are moves. Up to 2^21 nodes and
// 2^25 edges. Errors say "line 7: ..." (Error::column stays 0).
//
// Every per-node result is a flat array indexed by node id, ready to be
// handed to JS as a typed array (Uint8Array / Uint32Array):
//
//   outcome[u]     0 P, 1 N, 2 D
//   grundy[u]      nimber, or graph_infinite for Smith's ∞_K, whose K is
//                  loopy_values[loopy_begin[u] .. loopy_begin[u+1])
//   remoteness[u]  graph_no_length for draws
//   suspense[u]    graph_no_length for draws, graph_unbounded where the
//                  winner of a loopy graph can delay at will

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "sg/family.hpp"
#include "sg/result.hpp"

namespace sg {

inline constexpr std::uint32_t graph_infinite = 0xFFFFFFFFu;
inline constexpr std::uint32_t graph_no_length = 0xFFFFFFFFu;
inline constexpr std::uint32_t graph_unbounded = 0xFFFFFFFEu;

struct GraphAnalysis {
  std::uint32_t node_count = 0;
  std::uint32_t edge_count = 0;  // distinct edges
  bool numbered = true;          // nodes are 0..node_count-1; names is empty
  bool acyclic = true;
  std::vector<std::string> names;
  std::vector<std::uint8_t> outcome;
  std::vector<std::uint32_t> grundy;
  std::vector<std::uint32_t> remoteness;
  std::vector<std::uint32_t> suspense;
  std::vector<std::uint32_t> loopy_begin;   // node_count + 1 offsets (all 0 when acyclic)
  std::vector<std::uint32_t> loopy_values;  // each K sorted, distinct
};

// `progress` is called now and then with a fraction in [0, 1]; returning
// false cancels (the result is then an Error saying so).
Result<GraphAnalysis> analyze_edge_list(std::string_view text, const Progress& progress = {});

}  // namespace sg
