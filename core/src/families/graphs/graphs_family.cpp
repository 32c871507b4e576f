// The Graphs panel's families: a token on a game graph, and the contest
// games whose positions the panel draws as graphs (seqgame, ends, merge).
#include "families/contest/contest_draws.hpp"
#include "families/contest/ends.hpp"
#include "families/contest/merge.hpp"
#include "families/contest/seqgame.hpp"
#include "families/graphs/directed_graph.hpp"
#include "families/graphs/graph_draws.hpp"
#include "families/graphs/graph_tokens.hpp"
#include "sg/family.hpp"

namespace sg {

namespace {

using Texts = std::string_view[];

constexpr Texts kGraphExamples{"graph(a>b,b>c,a>c,c>d,b>d) a a", "graph(a>b,b>c,c>a,c>d,d>e) a",
                               "graph(a>b,b>a,b>c,c>d,a>e) a c"};
constexpr Texts kSeqgameExamples{"seqgame(3,5,1,4,7,6) 0 2"};
constexpr Texts kEndsExamples{"ends 3 1 4"};
constexpr Texts kMergeExamples{"merge 1 2 3"};

const Family kFamilies[]{
    {.name = "graph", .label = Msg::family_graph_label, .summary = Msg::family_graph_summary,
     .panel = Panel::graphs, .shape = ShapeKind::graph, .examples = kGraphExamples,
     .rule_help = Msg::family_graph_rule_help, .parse = parse_graph, .draw = draw_graph},
    {.name = "seqgame", .label = Msg::family_seqgame_label, .summary = Msg::family_seqgame_summary,
     .panel = Panel::graphs, .shape = ShapeKind::sequence, .examples = kSeqgameExamples,
     .rule_help = Msg::family_seqgame_rule_help, .parse = parse_seqgame, .draw = draw_seqgame},
    {.name = "ends", .label = Msg::family_ends_label, .summary = Msg::family_ends_summary, .panel = Panel::graphs,
     .shape = ShapeKind::heaps, .examples = kEndsExamples, .parse = parse_ends, .draw = draw_ends},
    {.name = "merge", .label = Msg::family_merge_label, .summary = Msg::family_merge_summary,
     .panel = Panel::graphs, .shape = ShapeKind::heaps, .examples = kMergeExamples, .parse = parse_merge,
     .draw = draw_merge},
};

constexpr limits::StatedLimit kLimits[]{
    {"maxGraphNodes", graph_limits::max_nodes, "nodes of a game graph (graph(...) or sg.analyzeEdgeList)"},
    {"maxGraphEdges", graph_limits::max_edges, "edges of a game graph (graph(...) or sg.analyzeEdgeList)"},
    {"maxSeqgameLength", contest_limits::max_sequence, "values in a seqgame list"},
    {"maxEndsHeaps", contest_limits::max_ends_heaps, "heaps in an ends position"},
    {"maxEndsWork", contest_limits::max_ends_work,
     "steps of the exhaustive SG search of an ends position; beyond it only the outcome is given"},
    {"maxMergeStones", contest_limits::max_merge_stones,
     "stones of a merge position valued by exhaustive search; beyond it only the outcome is given"},
};

}  // namespace

const FamilyGroup& graphs_group() {
  static const FamilyGroup group{.name = "graphs", .families = kFamilies, .limits = kLimits};
  return group;
}

}  // namespace sg
