#pragma once
// What a component looks like, as data the page draws from, and what
// compose() writes back into notation.
//
//   kind        fields used
//   heaps       numbers = heap sizes, input order
//   steps       numbers = coins on step 1, 2, ...
//   coins       bytes = 1 for heads, left to right; first_index = 0 or 1
//   tree        parents = parent of each node in preorder, parents[0] = -1
//   hackenbush  edges = u0,v0,u1,v1,... vertex labels, 0 is the ground
//   graph       nodes = names; edges = from0,to0,... node indices;
//               tokens = node index per token, input order
//   sequence    bytes = the values; tokens = the token indices
//   tuples      numbers = the positions' arguments, `arity` per position
//               (a game defined in the rule language)
//   limited_heap numbers = heap, the most the next move may take
//   grid        numbers = rows, columns, the rows' first number, the
//               columns' first number (0 or 1: each rule's own numbering);
//               bytes = 1 for heads, row by row
//   geography   nodes = names; edges = u0,v0,... (undirected) node indices;
//               tokens = the token's node; matching = a maximum matching of
//               the token's component, as node pairs (drawn, not composed)
//   board       numbers = rows, cols; bytes = 1 for a free cell, row by row
//   diagram     numbers = row lengths, top row first (a Young diagram)
//   undirected  nodes = names; edges = u0,v0,u1,v1,... node indices
//
// part_of (board, undirected): for each cell or node, the index in parts()
// of the component it belongs to, -1 when it belongs to none.
//
// A component of no drawable kind has kind none and no data.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace sg {

enum class ShapeKind : std::uint8_t { none, heaps, steps, coins, tree, hackenbush, graph, sequence,
                                      tuples, limited_heap, grid, geography, board, diagram, undirected };

struct ComponentShape {
  ShapeKind kind = ShapeKind::none;
  std::uint8_t first_index = 1;
  std::uint32_t arity = 0;  // tuples
  std::vector<std::uint64_t> numbers;
  std::vector<std::uint8_t> bytes;
  std::vector<std::int32_t> parents;
  std::vector<std::uint32_t> edges;
  std::vector<std::string> nodes;
  std::vector<std::uint32_t> tokens;
  std::vector<std::uint32_t> matching;
  std::vector<std::int32_t> part_of;
};

// The shape kind's name as the JS API spells it ("heaps", "tree", ...);
// shape_kind_named is its inverse (nullopt for an unknown name).
const char* shape_kind_name(ShapeKind kind);
std::optional<ShapeKind> shape_kind_named(std::string_view name);

}  // namespace sg
