#pragma once
// A canonical form of a small undirected graph, for memo keys: isomorphic
// graphs get the same certificate, non-isomorphic graphs never do.
//
//   adj[v]     neighbours of vertex v (bit u), v < 64, no loops
//   vertices   the vertices of the (induced) graph to certify
//   certificate  [n] [adjacency matrix above the diagonal, row by row, one bit
//                per pair, packed little-endian], in the canonical order
//
// The canonical order is the vertex order whose adjacency matrix, read row
// by row, is least among the leaves of a search tree: colour refinement
// (vertices split by how many neighbours they have in each cell, until
// stable), then each vertex of the first smallest non-singleton cell set
// apart in turn and the partition refined again (individualisation-
// refinement, as in McKay's nauty, without its full automorphism pruning).
// Pruned, without changing the least matrix: of two vertices of a cell with
// the same neighbours besides each other (swapping them is an automorphism)
// only one is set apart; at the top level, of vertices in one orbit of the
// automorphisms found so far (two leaves with equal matrices) only one.
// Past board_limits::max_labelling_leaves leaves the least matrix seen so
// far is used: still a certificate of this graph (sound as a memo key),
// only no longer shared by every isomorphic graph.

#include <cstdint>
#include <string>

namespace sg {

// Returns the work it took: vertices counted by the refinement, cells
// copied and matrix entries built (a search's work cap pays for it).
std::uint64_t append_graph_certificate(const std::uint64_t* adj, std::uint64_t vertices, std::string& out);

}  // namespace sg
