// Sprague-Grundy values of a random DAG with 10^6 nodes and 10^7 edges:
// prints the time of each stage and the SG throughput in edges per second.
// Node labels are shuffled, so the topological order is not the numbering.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "families/game_graph.hpp"
#include "families/graph_values.hpp"
#include "sg/graph_input.hpp"

namespace {

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

int main(int argc, char** argv) {
  const std::uint32_t nodes = argc > 1 ? static_cast<std::uint32_t>(std::stoul(argv[1])) : 1000000;
  const std::uint32_t edges = argc > 2 ? static_cast<std::uint32_t>(std::stoul(argv[2])) : 10000000;
  std::mt19937_64 rng(42);
  std::vector<std::uint32_t> label(nodes);
  std::iota(label.begin(), label.end(), 0u);
  const bool shuffled = argc <= 3 || std::string(argv[3]) != "ordered";
  if (shuffled) std::shuffle(label.begin(), label.end(), rng);
  // Edges go from a lower rank to a higher one (acyclic); ranks map to
  // shuffled labels. Targets are mostly near the source, as in real game
  // graphs, with a long-range share.
  std::vector<sg::GraphEdge> list;
  list.reserve(edges);
  while (list.size() < edges) {
    const std::uint32_t u = static_cast<std::uint32_t>(rng() % (nodes - 1));
    const std::uint32_t reach = rng() % 4 == 0 ? nodes - 1 - u : std::min<std::uint32_t>(nodes - 1 - u, 64);
    const std::uint32_t v = u + 1 + static_cast<std::uint32_t>(rng() % reach);
    list.push_back(sg::GraphEdge{label[u], label[v]});
  }
  auto t0 = std::chrono::steady_clock::now();
  auto graph = sg::GameGraph::from_edges(nodes, list);
  if (!graph.ok()) return std::printf("%s\n", graph.error().what().c_str()), 1;
  const double build = seconds_since(t0);
  const double m = static_cast<double>(graph->edge_count());

  // Wall time, and CPU time of this process: on a shared machine the
  // latter is the fairer figure.
  double best = 1e9, best_cpu = 1e9;
  std::uint32_t max_value = 0;
  for (int run = 0; run < 5; ++run) {
    t0 = std::chrono::steady_clock::now();
    const std::clock_t c0 = std::clock();
    auto grundy = sg::acyclic_grundy(*graph);
    best_cpu = std::min(best_cpu, static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC);
    best = std::min(best, seconds_since(t0));
    if (!grundy) return std::printf("not acyclic?\n"), 1;
    max_value = *std::max_element(grundy->begin(), grundy->end());
  }
  t0 = std::chrono::steady_clock::now();
  const sg::NodeValues all = sg::compute_node_values(*graph);
  const double everything = seconds_since(t0);

  std::string text;
  text.reserve(list.size() * 16);
  for (const auto& e : list) text += std::to_string(e.from) + ' ' + std::to_string(e.to) + '\n';
  t0 = std::chrono::steady_clock::now();
  auto bulk = sg::analyze_edge_list(text);
  const double bulk_time = seconds_since(t0);
  if (!bulk.ok()) return std::printf("%s\n", bulk.error().what().c_str()), 1;

  std::printf("random DAG: %u nodes, %.0f distinct edges (%zu generated), max SG %u\n", nodes, m, list.size(), max_value);
  std::printf("CSR build (both directions): %.3f s\n", build);
  std::printf("SG (best of 5): %.3f s wall = %.3g edges/s; %.3f s CPU = %.3g edges/s\n", best, m / best, best_cpu,
              m / best_cpu);
  std::printf("SG + outcomes + remoteness + suspense: %.3f s = %.3g edges/s\n", everything, m / everything);
  std::printf("bulk text (%.0f MB) parse + build + analyse: %.3f s = %.3g edges/s\n",
              static_cast<double>(text.size()) / 1e6, bulk_time, m / bulk_time);
  return all.acyclic ? 0 : 1;
}
