// Sprague-Grundy values of a random DAG (scenarios.hpp: 10^6 nodes, 10^7
// edges, labels shuffled so the numbering is not a topological order).
//
//   dag_bench sg [nodes] [edges]     acyclic_grundy() on the built graph
//   dag_bench all [nodes] [edges]    SG + outcome + remoteness + suspense
//   dag_bench text [nodes] [edges]   analyze_edge_list() of the text, as
//                                    sg.analyzeEdgeList() gets it: parse,
//                                    build, every per-node value
//   ... [nodes] [edges] ordered      the same graph with its ids renumbered
//                                    into a topological order (every edge
//                                    goes to a lower id), so the engine
//                                    values nodes in id order and need not
//                                    find an order: shuffled vs ordered
//                                    shows what finding one costs
//
// Prints one RESULT line (bench_clock.hpp) with the throughput in distinct
// edges per CPU second; the checksum is FNV-1a over the SG values, equal to the
// plain-JS baseline's (bench/js/dag_baseline.mjs) on the same sizes.
#include <cstdio>
#include <string>
#include <vector>

#include "bench_clock.hpp"
#include "families/graphs/directed_graph.hpp"
#include "families/graphs/graph_order.hpp"
#include "families/graphs/graph_values.hpp"
#include "scenarios.hpp"
#include "sg/graph_input.hpp"

using namespace sg::bench;

namespace {

std::string rate(double edges, double seconds) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.3g edges/s", edges / seconds);
  return buf;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string what = argc > 1 ? argv[1] : "";
  const auto nodes = static_cast<std::uint32_t>(arg_or(argc, argv, 2, 1000000));
  const auto edges = static_cast<std::uint32_t>(arg_or(argc, argv, 3, 10000000));
  if (what != "sg" && what != "all" && what != "text") {
    std::printf("usage: dag_bench sg|all|text [nodes] [edges] [ordered]\n");
    return 2;
  }
  const bool ordered = argc > 4 && std::string(argv[4]) == "ordered";
  DagEdges dag = random_dag(nodes, edges, 42);
  if (ordered) {
    std::vector<sg::GraphEdge> list(dag.from.size());
    for (std::size_t i = 0; i < list.size(); ++i) list[i] = sg::GraphEdge{dag.from[i], dag.to[i]};
    auto g = sg::GameGraph::from_edges(nodes, list);
    if (!g.ok()) fail(g.error().what());
    const auto rank = sg::inverse_permutation(sg::sinks_first_order(*g).order);
    for (std::size_t i = 0; i < list.size(); ++i) dag.from[i] = rank[dag.from[i]], dag.to[i] = rank[dag.to[i]];
  }
  const std::string id = "dag-" + what + "-" + std::to_string(nodes) + "-" + std::to_string(edges) + (ordered ? "-ordered" : "");
  std::uint32_t checksum = 0;
  if (what == "text") {
    const std::string text = edge_list_text(dag);
    double m = 0;
    const Timing s = best_of(2, checksum, [&] {
      auto r = sg::analyze_edge_list(text);
      if (!r.ok()) fail(r.error().what());
      m = r->edge_count;
      return fnv1a(r->grundy.data(), r->grundy.size());
    });
    print_result(id, s, checksum, rate(m, s.cpu) + " (" + std::to_string(text.size() >> 20) + " MiB of text)");
    return 0;
  }
  std::vector<sg::GraphEdge> list(dag.from.size());
  for (std::size_t i = 0; i < list.size(); ++i) list[i] = sg::GraphEdge{dag.from[i], dag.to[i]};
  auto graph = sg::GameGraph::from_edges(nodes, list);
  if (!graph.ok()) fail(graph.error().what());
  const double m = graph->edge_count();
  // The SG pass is ~0.1 s: the best of ten, as this VM's memory system
  // gives single runs of it +-20% (the full analysis, ~0.5 s: of three).
  const Timing s = best_of(what == "sg" ? 10 : 3, checksum, [&] {
    if (what == "sg") {
      auto g = sg::acyclic_grundy(*graph);
      if (!g) fail("the graph is not acyclic");
      return fnv1a(g->data(), g->size());
    }
    const sg::NodeValues all = sg::compute_node_values(*graph);
    if (!all.acyclic) fail("the graph is not acyclic");
    return fnv1a(all.grundy.data(), all.grundy.size());
  });
  print_result(id, s, checksum, rate(m, s.cpu) + ", " + std::to_string(graph->edge_count()) + " distinct edges");
  return 0;
}
