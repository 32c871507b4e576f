// Game graphs against brute force that knows only the rules: every digraph
// on up to 4 nodes (self-loops included) and random ones on up to 8 nodes.
// Oracles: naive fixpoint iteration for P/N/D, plain recursion for SG,
// the Fraenkel-Yesha labelling done literally (full rescans) plus Smith's
// defining properties for the generalized SG function, exhaustive
// retrograde analysis of the product game for sums of tokens, and
// horizon-bounded iteration of the definitions of remoteness and suspense.
#include <catch2/catch.hpp>

#include <functional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "families/graphs/directed_graph.hpp"
#include "families/graphs/graph_tokens.hpp"
#include "families/graphs/graph_values.hpp"
#include "oracle_checks.hpp"
#include "sg/analysis.hpp"

using namespace sg;

namespace {

constexpr std::uint32_t kInf = UINT32_MAX;
using Adj = std::vector<std::vector<std::uint32_t>>;  // oracle-side graph

Adj adjacency_of(std::uint32_t n, std::uint32_t mask) {
  Adj adj(n);
  for (std::uint32_t u = 0; u < n; ++u)
    for (std::uint32_t v = 0; v < n; ++v)
      if (mask >> (u * n + v) & 1) adj[u].push_back(v);
  return adj;
}

GameGraph graph_of(const Adj& adj) {
  std::vector<GraphEdge> edges;
  for (std::uint32_t u = 0; u < adj.size(); ++u)
    for (std::uint32_t v : adj[u]) edges.push_back(GraphEdge{u, v});
  auto g = GameGraph::from_edges(adj.size(), edges);
  REQUIRE(g.ok());
  return std::move(g).value();
}

// Outcomes of a game given by its state successors, by naive fixpoint:
// P when every option is N, N when some option is P; D what never settles.
std::vector<Outcome> fixpoint_outcomes(std::size_t states, const std::function<std::vector<std::size_t>(std::size_t)>& next) {
  std::vector<int> o(states, -1);  // -1 unknown, 0 P, 1 N
  std::vector<std::vector<std::size_t>> succ(states);
  for (std::size_t s = 0; s < states; ++s) succ[s] = next(s);
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t s = 0; s < states; ++s) {
      if (o[s] != -1) continue;
      bool all_n = true, some_p = false;
      for (std::size_t t : succ[s]) all_n &= o[t] == 1, some_p |= o[t] == 0;
      if (some_p) o[s] = 1, changed = true;
      else if (all_n) o[s] = 0, changed = true;
    }
  }
  std::vector<Outcome> out(states);
  for (std::size_t s = 0; s < states; ++s) out[s] = o[s] == 0 ? Outcome::P : o[s] == 1 ? Outcome::N : Outcome::D;
  return out;
}

std::vector<Outcome> node_outcomes(const Adj& adj) {
  return fixpoint_outcomes(adj.size(), [&](std::size_t s) { return std::vector<std::size_t>(adj[s].begin(), adj[s].end()); });
}

// Tokens on nodes, encoded base n; a move moves one token along one edge.
std::vector<Outcome> product_outcomes(const Adj& adj, std::size_t tokens) {
  const std::size_t n = adj.size();
  std::size_t states = 1;
  for (std::size_t k = 0; k < tokens; ++k) states *= n;
  return fixpoint_outcomes(states, [&](std::size_t s) {
    std::vector<std::size_t> out;
    std::size_t place = 1;
    for (std::size_t k = 0; k < tokens; ++k, place *= n) {
      const std::size_t u = s / place % n;
      for (std::uint32_t v : adj[u]) out.push_back(s - u * place + v * place);
    }
    return out;
  });
}

// SG by recursion; kInf when the node reaches a cycle (not acyclic).
std::uint32_t recursive_grundy(const Adj& adj, std::uint32_t u, std::vector<int>& state, std::vector<std::uint32_t>& memo) {
  if (state[u] == 2) return memo[u];
  if (state[u] == 1) return kInf;
  state[u] = 1;
  std::set<std::uint32_t> seen;
  for (std::uint32_t v : adj[u]) {
    const std::uint32_t g = recursive_grundy(adj, v, state, memo);
    if (g == kInf) return kInf;
    seen.insert(g);
  }
  std::uint32_t m = 0;
  while (seen.count(m)) ++m;
  state[u] = 2;
  return memo[u] = m;
}

// Fraenkel-Yesha's algorithm, literally: rescan everything until stable.
std::vector<std::uint32_t> literal_generalized_grundy(const Adj& adj) {
  const std::uint32_t n = static_cast<std::uint32_t>(adj.size());
  constexpr std::uint32_t unl = kInf - 1;
  std::vector<std::uint32_t> g(n, unl);
  for (std::uint32_t m = 0;; ++m) {
    const auto has_succ_m = [&](std::uint32_t w) {
      for (std::uint32_t x : adj[w]) if (g[x] == m) return true;
      return false;
    };
    for (bool changed = true; changed;) {
      changed = false;
      for (std::uint32_t u = 0; u < n; ++u) {
        if (g[u] != unl || has_succ_m(u)) continue;
        bool ok = true;
        for (std::uint32_t v : adj[u])
          if ((g[v] == unl || g[v] == kInf) && !has_succ_m(v)) ok = false;
        if (ok) g[u] = m, changed = true;
      }
    }
    bool left = false;
    for (std::uint32_t u = 0; u < n; ++u)
      if (g[u] == unl) {
        if (!has_succ_m(u)) g[u] = kInf;
        else left = true;
      }
    if (!left) return g;
  }
}

// Horizon-bounded values of the definitions, iterated from 0; a value that
// still moves between horizons T and 2T is unbounded.
std::vector<std::uint32_t> bounded_lengths(const Adj& adj, const std::vector<Outcome>& o, bool suspense) {
  const std::size_t n = adj.size();
  const std::size_t horizon = 4 * n + 4;
  std::vector<std::uint64_t> v(n, 0), at_horizon;
  for (std::size_t t = 1; t <= 2 * horizon; ++t) {
    std::vector<std::uint64_t> w(n, 0);
    for (std::size_t u = 0; u < n; ++u) {
      if (o[u] == Outcome::D || adj[u].empty()) continue;
      std::uint64_t best = o[u] == Outcome::N ? (suspense ? 0 : UINT64_MAX) : (suspense ? UINT64_MAX : 0);
      for (std::uint32_t x : adj[u]) {
        if (o[u] == Outcome::N && o[x] != Outcome::P) continue;
        const bool take_max = (o[u] == Outcome::N) == suspense;
        best = take_max ? std::max(best, v[x]) : std::min(best, v[x]);
      }
      w[u] = 1 + best;
    }
    v = w;
    if (t == horizon) at_horizon = v;
  }
  std::vector<std::uint32_t> out(n);
  for (std::size_t u = 0; u < n; ++u)
    out[u] = o[u] == Outcome::D ? no_length : v[u] != at_horizon[u] ? unbounded_length : static_cast<std::uint32_t>(v[u]);
  return out;
}

// Smith's defining properties of the generalized SG function.
void check_defining_properties(const Adj& adj, const std::vector<std::uint32_t>& g) {
  for (std::uint32_t u = 0; u < adj.size(); ++u) {
    std::set<std::uint32_t> finite;
    for (std::uint32_t v : adj[u]) if (g[v] != kInf) finite.insert(g[v]);
    std::uint32_t m = 0;
    while (finite.count(m)) ++m;
    if (g[u] != kInf) {
      CHECK(g[u] == m);  // A: a finite value is the mex of the finite option values
      for (std::uint32_t v : adj[u])
        if (g[v] == kInf || g[v] > g[u]) {  // B: larger options are reversible
          bool back = false;
          for (std::uint32_t w : adj[v]) back |= g[w] == g[u];
          CHECK(back);
        }
    } else {
      // C: some ∞ option has no option of value mex(finite options).
      bool escape = false;
      for (std::uint32_t v : adj[u]) {
        if (g[v] != kInf) continue;
        bool reaches = false;
        for (std::uint32_t w : adj[v]) reaches |= g[w] == m;
        escape |= !reaches;
      }
      CHECK(escape);
    }
  }
}

// Everything the engine says about one graph, against the oracles.
void check_graph(const Adj& adj, bool sums) {
  const GameGraph g = graph_of(adj);
  const NodeValues nv = compute_node_values(g);
  const auto outcomes = node_outcomes(adj);
  const std::uint32_t n = static_cast<std::uint32_t>(adj.size());
  std::vector<int> state(n, 0);
  std::vector<std::uint32_t> memo(n, 0);
  bool acyclic = true;
  for (std::uint32_t u = 0; u < n; ++u) acyclic &= recursive_grundy(adj, u, state, memo) != kInf;
  REQUIRE(nv.acyclic == acyclic);
  const auto literal = literal_generalized_grundy(adj);
  CHECK(nv.grundy == literal);
  check_defining_properties(adj, nv.grundy);
  for (std::uint32_t u = 0; u < n; ++u) {
    INFO("node " << u);
    CHECK(static_cast<Outcome>(nv.outcome[u]) == outcomes[u]);
    CHECK(outcome_of(generalized_value(g, nv.grundy, u)) == outcomes[u]);
    if (acyclic) CHECK(nv.grundy[u] == memo[u]);
  }
  CHECK(nv.remoteness == bounded_lengths(adj, outcomes, false));
  CHECK(nv.suspense == bounded_lengths(adj, outcomes, true));
  if (!sums) return;
  // Smith's sum rule against the product game, for 2 tokens.
  const auto pair = product_outcomes(adj, 2);
  for (std::uint32_t u = 0; u < n; ++u)
    for (std::uint32_t v = 0; v < n; ++v) {
      INFO("tokens " << u << " " << v);
      const Value s = sum_value({generalized_value(g, nv.grundy, u), generalized_value(g, nv.grundy, v)});
      CHECK(outcome_of(s) == pair[u + v * n]);
    }
}

std::string graph_text(const Adj& adj, const std::vector<std::uint32_t>& tokens) {
  std::string s = "graph(";
  for (std::size_t u = 0; u < adj.size(); ++u) s += (u ? ",n" : "n") + std::to_string(u);
  for (std::size_t u = 0; u < adj.size(); ++u)
    for (std::uint32_t v : adj[u]) s += ",n" + std::to_string(u) + ">n" + std::to_string(v);
  s += ')';
  for (std::uint32_t t : tokens) s += " n" + std::to_string(t);
  return s;
}

Adj random_graph(std::mt19937& rng, std::uint32_t n, double density) {
  std::bernoulli_distribution edge(density);
  Adj adj(n);
  for (std::uint32_t u = 0; u < n; ++u)
    for (std::uint32_t v = 0; v < n; ++v)
      if (edge(rng)) adj[u].push_back(v);
  return adj;
}

Adj random_dag(std::mt19937& rng, std::uint32_t n, double density) {
  std::bernoulli_distribution edge(density);
  Adj adj(n);
  for (std::uint32_t u = 0; u < n; ++u)
    for (std::uint32_t v = u + 1; v < n; ++v)
      if (edge(rng)) adj[u].push_back(v);
  return adj;
}

}  // namespace

TEST_CASE("every digraph on up to 4 nodes: outcomes, SG, generalized SG, remoteness, suspense", "[graph]") {
  std::size_t graphs = 0, loopy = 0;
  for (std::uint32_t n = 1; n <= 4; ++n)
    for (std::uint32_t mask = 0; mask < (1u << (n * n)); ++mask) {
      const Adj adj = adjacency_of(n, mask);
      INFO("n " << n << " mask " << mask);
      check_graph(adj, n <= 3 || mask % 7 == 0);
      ++graphs;
      loopy += !graph_of(adj).edge_count() ? 0 : !acyclic_grundy(graph_of(adj)).has_value();
    }
  CHECK(graphs == 2 + 16 + 512 + 65536);
  CHECK(loopy > 60000);  // most of them have a cycle or a self-loop
}

TEST_CASE("random digraphs on up to 8 nodes, sums of 2 and 3 tokens against the product game", "[graph]") {
  std::mt19937 rng(20240601);
  for (int round = 0; round < 1500; ++round) {
    const std::uint32_t n = 5 + static_cast<std::uint32_t>(round % 4);
    // Sparse loopy graphs have many draws; dense DAGs many P nodes with
    // several options (which remoteness and suspense must weigh).
    const Adj adj = round % 3 == 2 ? random_dag(rng, n, 0.3 + 0.1 * (round % 5))
                                   : random_graph(rng, n, 0.1 + 0.05 * (round % 6));
    INFO("round " << round);
    check_graph(adj, true);
    if (round % 10 == 0) {
      const GameGraph g = graph_of(adj);
      const NodeValues nv = compute_node_values(g);
      const auto triple = product_outcomes(adj, 3);
      for (std::size_t s = 0; s < triple.size(); ++s) {
        const Value v = sum_value({generalized_value(g, nv.grundy, static_cast<GraphNode>(s % n)),
                                       generalized_value(g, nv.grundy, static_cast<GraphNode>(s / n % n)),
                                       generalized_value(g, nv.grundy, static_cast<GraphNode>(s / n / n))});
        CHECK(outcome_of(v) == triple[s]);
      }
    }
  }
}

TEST_CASE("graph positions: outcome and the exact set of winning moves, loopy or not", "[graph]") {
  std::mt19937 rng(7);
  for (int round = 0; round < 200; ++round) {
    const std::uint32_t n = 2 + static_cast<std::uint32_t>(round % 6);
    const Adj adj = random_graph(rng, n, 0.15 + 0.05 * (round % 5));
    const std::size_t tokens = 1 + static_cast<std::size_t>(round % 3);
    const auto product = product_outcomes(adj, tokens);
    std::uniform_int_distribution<std::uint32_t> node(0, n - 1);
    std::vector<std::uint32_t> at(tokens);
    for (auto& t : at) t = node(rng);
    const std::string text = graph_text(adj, at);
    INFO(text);
    auto a = analyze(text);
    REQUIRE(a.ok());
    std::size_t code = 0, place = 1;
    for (std::size_t k = 0; k < tokens; ++k, place *= n) code += at[k] * place;
    CHECK(a->outcome == product[code]);
    // Winning moves: exactly the moves to product-P states.
    std::set<std::string> expected, listed;
    place = 1;
    for (std::size_t k = 0; k < tokens; ++k, place *= n)
      for (std::uint32_t v : adj[at[k]]) {
        auto next = at;
        next[k] = v;
        if (product[code - at[k] * place + v * place] == Outcome::P) expected.insert(graph_text(adj, next));
      }
    for (const auto& m : a->winning_moves) CHECK(listed.insert(m.to).second);
    CHECK(listed == expected);
  }
}

TEST_CASE("acyclic graph positions agree with the shared rules oracle", "[graph]") {
  std::mt19937 rng(11);
  test::Memo memo;
  for (int round = 0; round < 150; ++round) {
    const std::uint32_t n = 3 + static_cast<std::uint32_t>(round % 6);
    const Adj adj = random_dag(rng, n, 0.3 + 0.1 * (round % 4));
    std::uniform_int_distribution<std::uint32_t> node(0, n - 1);
    std::vector<std::uint32_t> at(1 + static_cast<std::size_t>(round % 4));
    for (auto& t : at) t = node(rng);
    test::check_against_rules(graph_text(adj, at), memo);
    if (round % 5 == 0) test::check_against_rules(graph_text(adj, at) + " + nim 3", memo);
  }
  test::check_against_rules("graph(a>b,b>c,a>c) a a");
  test::check_against_rules("graph(a>b,b>c,a>c,c>d) a b c");
}

TEST_CASE("graph notation: canonical form, labels, accessors", "[graph]") {
  auto a = analyze("graph(a > b, b>c,a>b, c, 7>a) a");
  REQUIRE(a.ok());
  CHECK(a->position == "graph(a>b,b>c,c,7>a) a");
  CHECK(a->outcome == Outcome::P);  // a -> b -> c: two moves, the mover loses
  auto b = analyze("graph(a>b,b>c,a>c) a a");
  REQUIRE(b.ok());
  CHECK(b->outcome == Outcome::P);
  CHECK(*b->grundy == 0);
  auto c = analyze("graph(a>b,b>c,a>c,c>d) a c");
  REQUIRE(c.ok());
  REQUIRE(c->winning_moves.size() == 1);
  CHECK(c->winning_moves[0].move == "move token 1 from a to c");  // SG a=2, c=1, d=0
  auto d = analyze("graph(x>y) x");
  REQUIRE(d.ok());
  REQUIRE(d->winning_moves.size() == 1);
  CHECK(d->winning_moves[0].move == "move the token on x to y");

  // A loop and a 2-cycle: ∞ values, draws and Smith's sum rule.
  auto loop = parse_position("graph(a>a,a>b,c>d,d>c) a");
  REQUIRE(loop.ok());
  const auto& game = dynamic_cast<const GraphGame&>(*loop->components[0]);
  CHECK(to_string(game.value()) == "\xE2\x88\x9E{0}");
  CHECK(game.outcome() == Outcome::N);
  CHECK(game.known_remoteness() == std::optional<std::uint64_t>(1));
  CHECK(game.known_suspense() == std::optional<std::uint64_t>(1));  // passing on a hands over the win
  auto hold = parse_position("graph(a>b,b>a,a>c) a");  // the winner may go round a-b at will
  REQUIRE(hold.ok());
  const auto& held = dynamic_cast<const GraphGame&>(*hold->components[0]);
  CHECK(held.known_remoteness() == std::optional<std::uint64_t>(1));
  CHECK(held.known_suspense() == std::nullopt);
  CHECK(held.token_suspense(0) == unbounded_length);
  auto draw = analyze("graph(a>a,a>b,c>d,d>c) c");
  REQUIRE(draw.ok());
  CHECK(draw->outcome == Outcome::D);
  auto two = analyze("graph(a>a,a>b) a a");
  REQUIRE(two.ok());
  CHECK(two->outcome == Outcome::D);
  CHECK(two->winning_moves.empty());
  auto mixed = analyze("graph(a>a,a>b) a + nim 1");  // ∞{0} + 1 = ∞{1}: a draw
  REQUIRE(mixed.ok());
  CHECK(mixed->outcome == Outcome::D);
  auto win = analyze("graph(a>a,a>b,b>e) a + nim 1");  // ∞{1} + 1 = ∞{0}: N
  REQUIRE(win.ok());
  CHECK(win->outcome == Outcome::N);
  REQUIRE(win->winning_moves.size() == 1);
  CHECK(win->winning_moves[0].to == "graph(a>a,a>b,b>e) b + nim 1");
}

TEST_CASE("graph notation errors name the place", "[graph]") {
  const auto error_of = [](const char* text) {
    auto a = analyze(text);
    REQUIRE_FALSE(a.ok());
    return a.error().what();
  };
  CHECK(error_of("graph a") == "column 1: graph needs its edges in parentheses, e.g. graph(a>b,b>c) a");
  CHECK(error_of("graph() a") == "column 7: graph(...) needs at least one edge such as a>b");
  CHECK(error_of("graph(a>b,,b>c) a").rfind("column 11: empty item", 0) == 0);
  CHECK(error_of("graph(a>) a").rfind("column 8: edge \"a>\" is missing its target node", 0) == 0);
  CHECK(error_of("graph(>b) a").rfind("column 7: edge \">b\" is missing its source node", 0) == 0);
  CHECK(error_of("graph(a>b>c) a").rfind("column 10: an edge has one \">\"", 0) == 0);
  CHECK(error_of("graph(a-b) a").rfind("column 7: node name \"a-b\" must be", 0) == 0);
  CHECK(error_of("graph(a>01) a").rfind("column 9: node name \"01\"", 0) == 0);
  CHECK(error_of("graph(a>b) a z").rfind("column 14: token on unknown node \"z\"", 0) == 0);
  CHECK(error_of("nim 1 + graph(a>b) q").rfind("column 20: token on unknown node", 0) == 0);
}
