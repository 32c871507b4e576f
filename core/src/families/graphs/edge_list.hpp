#pragma once
// Parsing of bulk edge lists (the format is documented in
// sg/graph_input.hpp): text -> node count, edges, optional names.
//
//   "a b\nb c\n"  ->  names {a, b, c}, edges {0>1, 1>2}    (named)
//   "0 1\n1 2\n"  ->  node_count 3,    edges {0>1, 1>2}    (numbered)

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "families/graphs/directed_graph.hpp"
#include "sg/family.hpp"
#include "sg/result.hpp"

namespace sg {

struct EdgeList {
  std::uint64_t node_count = 0;
  bool numbered = true;
  std::vector<std::string> names;  // named lists only
  std::vector<GraphEdge> edges;    // as listed, repeats included
};

// Progress covers [0, 1] of the parse; false from it cancels.
Result<EdgeList> parse_edge_list(std::string_view text, const Progress& progress = {});

}  // namespace sg
