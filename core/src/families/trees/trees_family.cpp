// The Trees panel's families: Green Hackenbush on rooted trees and on
// graphs rooted at the ground, with their size caps.
#include "families/trees/hackenbush.hpp"
#include "families/trees/rooted_tree.hpp"
#include "families/trees/tree_draws.hpp"
#include "families/trees/tree_game.hpp"
#include "sg/family.hpp"

namespace sg {

namespace {

using Texts = std::string_view[];

constexpr Texts kTreeExamples{"tree (()((())()))", "tree(parents) 0 0 1 1 2", "tree ((())) + tree (()())"};
constexpr Texts kHackenbushExamples{"hackenbush 0-1 1-2 2-0", "hackenbush 0-1 1-2 1-2 2-2 0-3 3-3",
                                    "hackenbush 0-1 0-2 1-2 1-3 2-3 3-4 4-4"};

const Family kFamilies[]{
    {.name = "tree", .label = Msg::family_tree_label, .summary = Msg::family_tree_summary, .panel = Panel::trees,
     .shape = ShapeKind::tree, .examples = kTreeExamples, .parse = parse_tree, .draw = draw_tree},
    {.name = "hackenbush", .label = Msg::family_hackenbush_label, .summary = Msg::family_hackenbush_summary,
     .panel = Panel::trees, .shape = ShapeKind::hackenbush, .examples = kHackenbushExamples,
     .parse = parse_hackenbush, .draw = draw_hackenbush},
};

constexpr limits::StatedLimit kLimits[]{
    {"maxTreeNodes", max_tree_nodes, "nodes in one tree"},
    {"maxHackenbushEdges", max_hackenbush_edges, "edges in one Hackenbush graph"},
};

}  // namespace

const FamilyGroup& trees_group() {
  static const FamilyGroup group{.name = "trees", .families = kFamilies, .limits = kLimits};
  return group;
}

}  // namespace sg
