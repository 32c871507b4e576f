#include "sg/component_shape.hpp"

#include <string_view>

namespace sg {

namespace {
constexpr const char* kNames[] = {"none", "heaps", "steps", "coins", "tree", "hackenbush", "graph", "sequence",
                                   "tuples", "limited-heap", "grid", "geography", "board", "diagram", "undirected"};
}  // namespace

const char* shape_kind_name(ShapeKind kind) { return kNames[static_cast<std::size_t>(kind)]; }

std::optional<ShapeKind> shape_kind_named(std::string_view name) {
  for (std::size_t i = 1; i < std::size(kNames); ++i)
    if (name == kNames[i]) return static_cast<ShapeKind>(i);
  return std::nullopt;
}

}  // namespace sg
