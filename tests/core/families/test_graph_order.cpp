// The sinks-first renumbering behind the graph value passes: the same graph
// under shuffled ids must get the same values node for node, on random DAGs
// (where acyclic_grundy renumbers) and on graphs with cycles (where
// compute_node_values renumbers and the loopy passes run on the new ids).
// References: the definition of the mex checked node by node, and the
// passes of graph_values.hpp run directly on the original ids.
#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>
#include <random>
#include <utility>
#include <vector>

#include "families/graphs/directed_graph.hpp"
#include "families/graphs/graph_order.hpp"
#include "families/graphs/graph_values.hpp"

using namespace sg;

namespace {

struct Relabelled {
  GameGraph graph;
  std::vector<GraphNode> label;  // label[old id] = new id
};

// Random graph: `forward` edges u -> v with u < v (acyclic on their own),
// plus `back` edges in any direction (cycles, self-loops included).
std::vector<GraphEdge> random_edges(std::mt19937_64& rng, std::uint32_t n, std::uint32_t forward, std::uint32_t back) {
  std::vector<GraphEdge> edges;
  for (std::uint32_t i = 0; i < forward; ++i) {
    const auto u = static_cast<std::uint32_t>(rng() % (n - 1));
    const auto v = u + 1 + static_cast<std::uint32_t>(rng() % (n - 1 - u));
    edges.push_back({u, v});
  }
  for (std::uint32_t i = 0; i < back; ++i)
    edges.push_back({static_cast<std::uint32_t>(rng() % n), static_cast<std::uint32_t>(rng() % n)});
  return edges;
}

GameGraph build(std::uint32_t n, const std::vector<GraphEdge>& edges) {
  auto g = GameGraph::from_edges(n, edges);
  REQUIRE(g.ok());
  return std::move(g).value();
}

Relabelled shuffled(std::mt19937_64& rng, std::uint32_t n, std::vector<GraphEdge> edges) {
  std::vector<GraphNode> label(n);
  std::iota(label.begin(), label.end(), 0u);
  std::shuffle(label.begin(), label.end(), rng);
  for (auto& e : edges) e = {label[e.from], label[e.to]};
  return {build(n, edges), label};
}

void require_mex_definition(const GameGraph& g, const std::vector<std::uint32_t>& grundy) {
  for (GraphNode u = 0; u < g.node_count(); ++u) {
    std::vector<bool> seen(g.out_degree(u) + 1);
    for (GraphNode v : g.successors(u))
      if (grundy[v] < seen.size()) seen[grundy[v]] = true;
    const auto mex = static_cast<std::uint32_t>(std::find(seen.begin(), seen.end(), false) - seen.begin());
    REQUIRE(grundy[u] == mex);
  }
}

}  // namespace

TEST_CASE("sinks-first order: a permutation; on a DAG every renumbered edge goes down", "[graph]") {
  // A long path, numbered backwards: sinks first is 0, 1, 2, ...
  {
    std::vector<GraphEdge> path;
    for (std::uint32_t u = 0; u + 1 < 300000; ++u) path.push_back({u + 1, u});
    const SinksFirstOrder o = sinks_first_order(build(300000, path));
    REQUIRE(o.acyclic);
    REQUIRE(o.order.front() == 0);
    REQUIRE(o.order.back() == 299999);
  }
  std::mt19937_64 rng(7);
  for (int round = 0; round < 40; ++round) {
    const auto n = static_cast<std::uint32_t>(2 + rng() % 200);
    const bool loopy = round % 2 == 1;
    const auto edges = random_edges(rng, n, static_cast<std::uint32_t>(rng() % (4 * n)), loopy ? 1 + rng() % 4 : 0);
    const Relabelled s = shuffled(rng, n, edges);
    const SinksFirstOrder sorted = sinks_first_order(s.graph);
    std::vector<GraphNode> check = sorted.order;
    std::sort(check.begin(), check.end());
    std::vector<GraphNode> identity(n);
    std::iota(identity.begin(), identity.end(), 0u);
    REQUIRE(check == identity);
    const bool acyclic = acyclic_grundy(s.graph).has_value();
    REQUIRE(sorted.acyclic == acyclic);
    if (!loopy) REQUIRE(acyclic);

    const auto rank = inverse_permutation(sorted.order);
    const GameGraph r = renumbered(s.graph, sorted.order, rank);
    REQUIRE(r.node_count() == n);
    REQUIRE(r.edge_count() == s.graph.edge_count());
    for (GraphNode u = 0; u < n; ++u) {
      REQUIRE(r.out_degree(rank[u]) == s.graph.out_degree(u));
      for (GraphNode v : s.graph.successors(u)) REQUIRE(r.has_edge(rank[u], rank[v]));
      for (GraphNode p : s.graph.predecessors(u)) REQUIRE(r.has_edge(rank[p], rank[u]));
      // Acyclic: every node comes after all its successors.
      if (acyclic)
        for (GraphNode v : s.graph.successors(u)) REQUIRE(rank[v] < rank[u]);
    }
  }
}

TEST_CASE("random DAGs: shuffled and ordered ids give identical values", "[graph]") {
  std::mt19937_64 rng(11);
  for (int round = 0; round < 30; ++round) {
    const auto n = static_cast<std::uint32_t>(2 + rng() % 3000);
    const auto edges = random_edges(rng, n, static_cast<std::uint32_t>(rng() % (6 * n)), 0);
    const GameGraph ordered = build(n, edges);
    const Relabelled s = shuffled(rng, n, edges);

    const auto g0 = acyclic_grundy(ordered);
    const auto g1 = acyclic_grundy(s.graph);
    REQUIRE(g0);
    REQUIRE(g1);
    require_mex_definition(ordered, *g0);
    require_mex_definition(s.graph, *g1);
    const NodeValues a = compute_node_values(ordered);
    const NodeValues b = compute_node_values(s.graph);
    REQUIRE(a.acyclic);
    REQUIRE(b.acyclic);
    // The one-pass sweep equals the queue-based passes run on the ids as given.
    for (const auto& [graph, v] : {std::pair{&ordered, &a}, std::pair{&s.graph, &b}}) {
      const Retrograde r = retrograde_outcomes(*graph);
      REQUIRE(v->outcome == r.outcome);
      REQUIRE(v->remoteness == r.remoteness);
      REQUIRE(v->suspense == suspense(*graph, r.outcome));
    }
    for (GraphNode u = 0; u < n; ++u) {
      const GraphNode w = s.label[u];
      REQUIRE((*g1)[w] == (*g0)[u]);
      REQUIRE(b.grundy[w] == a.grundy[u]);
      REQUIRE(b.outcome[w] == a.outcome[u]);
      REQUIRE(b.remoteness[w] == a.remoteness[u]);
      REQUIRE(b.suspense[w] == a.suspense[u]);
    }
  }
}

TEST_CASE("graphs with cycles: renumbered passes equal the direct ones under any ids", "[graph]") {
  std::mt19937_64 rng(23);
  for (int round = 0; round < 60; ++round) {
    const auto n = static_cast<std::uint32_t>(2 + rng() % 400);
    const auto edges = random_edges(rng, n, static_cast<std::uint32_t>(rng() % (3 * n)), static_cast<std::uint32_t>(1 + rng() % 6));
    const Relabelled s = shuffled(rng, n, edges);
    {
      // Direct passes on the ids as given: no renumbering inside.
      const GameGraph& g = s.graph;
      const Retrograde r = retrograde_outcomes(g);
      const std::vector<std::uint32_t> grundy = acyclic_grundy(g).value_or(generalized_grundy(g));
      const std::vector<std::uint32_t> delay = suspense(g, r.outcome);
      const NodeValues v = compute_node_values(g);
      REQUIRE(v.outcome == r.outcome);
      REQUIRE(v.remoteness == r.remoteness);
      REQUIRE(v.grundy == grundy);
      REQUIRE(v.suspense == delay);
    }
    // And the unshuffled graph gets the same values node for node.
    const NodeValues a = compute_node_values(build(n, edges));
    const NodeValues b = compute_node_values(s.graph);
    REQUIRE(a.acyclic == b.acyclic);
    for (GraphNode u = 0; u < n; ++u) {
      const GraphNode w = s.label[u];
      REQUIRE(b.grundy[w] == a.grundy[u]);
      REQUIRE(b.outcome[w] == a.outcome[u]);
      REQUIRE(b.remoteness[w] == a.remoteness[u]);
      REQUIRE(b.suspense[w] == a.suspense[u]);
    }
  }
}

TEST_CASE("shuffled transitive tournaments: SG(rank i) = i across the 8-value mask and the 256 out-degree bound", "[graph]") {
  // Node i moves to every j < i, so its options are exactly 0 .. i-1 and
  // its SG is i. k = 200: out-degrees below 256, SG up to 199, far past the
  // 8 values the queue pass keeps as bits. k = 300: out-degrees reach 299,
  // past the byte count, so the renumbering pass values it.
  std::mt19937_64 rng(31);
  for (const std::uint32_t k : {9u, 200u, 300u}) {
    std::vector<GraphEdge> edges;
    for (std::uint32_t i = 0; i < k; ++i)
      for (std::uint32_t j = 0; j < i; ++j) edges.push_back({i, j});
    const Relabelled s = shuffled(rng, k, edges);
    const auto grundy = acyclic_grundy(s.graph);
    REQUIRE(grundy);
    const NodeValues all = compute_node_values(s.graph);
    for (std::uint32_t i = 0; i < k; ++i) {
      REQUIRE((*grundy)[s.label[i]] == i);
      REQUIRE(all.grundy[s.label[i]] == i);
    }
    // One edge back up closes a cycle through every rank between.
    edges.push_back({0, k - 1});
    const Relabelled loopy = shuffled(rng, k, edges);
    REQUIRE_FALSE(acyclic_grundy(loopy.graph).has_value());
    REQUIRE_FALSE(compute_node_values(loopy.graph).acyclic);
  }
}

TEST_CASE("random DAGs with wide fans: the queue pass equals the mex definition", "[graph]") {
  // Many edges per node push SG values past 8 (the mask's width) on a
  // fraction of the nodes, so the row-reading branch runs among the rest.
  std::mt19937_64 rng(37);
  for (int round = 0; round < 20; ++round) {
    const auto n = static_cast<std::uint32_t>(50 + rng() % 400);
    const auto edges = random_edges(rng, n, static_cast<std::uint32_t>(n * (10 + rng() % 40)), 0);
    const Relabelled s = shuffled(rng, n, edges);
    const GameGraph ordered = build(n, edges);
    const auto g0 = acyclic_grundy(ordered);
    const auto g1 = acyclic_grundy(s.graph);
    REQUIRE(g0);
    REQUIRE(g1);
    require_mex_definition(s.graph, *g1);
    std::uint32_t above_mask = 0;
    for (GraphNode u = 0; u < n; ++u) {
      REQUIRE((*g1)[s.label[u]] == (*g0)[u]);
      above_mask += (*g0)[u] >= 8;
    }
    if (round == 0) REQUIRE(above_mask > 0);
  }
}
