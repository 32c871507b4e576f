// Undirected vertex geography against a brute force from the rules (search
// over the visited set) on every graph of 5 vertices and on random graphs,
// and the blossom matching against the rank of a random Tutte matrix (twice
// the matching number, Tutte and Lovász), sharing no code with the engine.
#include <catch2/catch.hpp>

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "families/tutorial/geography.hpp"
#include "families/tutorial/max_matching.hpp"
#include "oracle_checks.hpp"
#include "sg/analysis.hpp"
#include "sg/position.hpp"
#include "sg/structured.hpp"

using namespace sg;

namespace {

using Edges = std::vector<std::pair<int, int>>;

std::uint64_t rng_next(std::uint64_t& s) {
  s += 0x9E3779B97F4A7C15ULL;
  std::uint64_t z = s;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

std::string name(int v) { return "v" + std::to_string(v); }

// The notation of a graph on n vertices: every edge, then every vertex
// (a vertex already named is just declared again).
std::string text(int n, const Edges& edges, int start) {
  std::string rule;
  for (auto [a, b] : edges) rule += (rule.empty() ? "" : ",") + name(a) + "-" + name(b);
  for (int v = 0; v < n; ++v) rule += (rule.empty() ? "" : ",") + name(v);
  return "geography(" + rule + ") " + name(start);
}

struct Brute {
  int n;
  std::vector<std::uint32_t> adj;
  std::map<std::pair<std::uint32_t, int>, int> memo;
  Brute(int n_, const Edges& edges) : n(n_), adj(n_, 0) {
    for (auto [a, b] : edges) adj[a] |= 1u << b, adj[b] |= 1u << a;
  }
  int sg(std::uint32_t visited, int at) {
    if (auto it = memo.find({visited, at}); it != memo.end()) return it->second;
    std::set<int> seen;
    for (int u = 0; u < n; ++u)
      if ((adj[at] >> u & 1) && !(visited >> u & 1)) seen.insert(sg(visited | 1u << u, u));
    int m = 0;
    while (seen.count(m)) ++m;
    return memo[{visited, at}] = m;
  }
};

// Compares the engine with the brute force on one graph and start.
std::size_t mismatches(int n, const Edges& edges, int start) {
  Brute brute(n, edges);
  const int g = brute.sg(1u << start, start);
  auto a = analyze(text(n, edges, start));
  REQUIRE(a.ok());
  std::size_t bad = 0;
  bad += a->outcome != (g ? Outcome::N : Outcome::P);
  bad += !a->components[0].value || a->components[0].value->nimber != static_cast<Nimber>(g);
  std::set<std::string> want, got;
  for (int u = 0; u < n; ++u)
    if ((brute.adj[start] >> u & 1) && brute.sg(1u << start | 1u << u, u) == 0) want.insert(name(u));
  const auto& nodes = a->components[0].shape.nodes;
  for (const auto& m : a->winning_moves) got.insert(nodes[m.action.to]);
  bad += want != got || got.size() != a->winning_moves.size();
  return bad;
}

// Rank of a random Tutte matrix mod 2^31 - 1: twice the matching number
// (with probability at least 1 - n / p for random entries).
int tutte_rank(int n, const Edges& edges, std::uint64_t& seed, const std::vector<int>& removed = {}) {
  constexpr std::uint64_t p = 2147483647;
  std::vector<std::vector<std::uint64_t>> m(n, std::vector<std::uint64_t>(n, 0));
  for (auto [a, b] : edges) {
    if (std::count(removed.begin(), removed.end(), a) || std::count(removed.begin(), removed.end(), b)) continue;
    const std::uint64_t x = 1 + rng_next(seed) % (p - 1);
    m[a][b] = (m[a][b] + x) % p;
    m[b][a] = (m[b][a] + p - x) % p;
  }
  auto power = [&](std::uint64_t b, std::uint64_t e) {
    std::uint64_t r = 1;
    for (b %= p; e; e >>= 1, b = b * b % p)
      if (e & 1) r = r * b % p;
    return r;
  };
  int rank = 0;
  for (int col = 0; col < n && rank < n; ++col) {
    int pivot = -1;
    for (int r = rank; r < n; ++r)
      if (m[r][col]) {
        pivot = r;
        break;
      }
    if (pivot < 0) continue;
    std::swap(m[pivot], m[rank]);
    const std::uint64_t inv = power(m[rank][col], p - 2);
    for (int r = 0; r < n; ++r)
      if (r != rank && m[r][col]) {
        const std::uint64_t f = m[r][col] * inv % p;
        for (int c = col; c < n; ++c) m[r][c] = (m[r][c] + p - f * m[rank][c] % p) % p;
      }
    ++rank;
  }
  return rank;
}

Edges random_edges(int n, int per_mille, std::uint64_t& seed) {
  Edges e;
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b)
      if (static_cast<int>(rng_next(seed) % 1000) < per_mille) e.emplace_back(a, b);
  return e;
}

std::vector<std::uint32_t> flat(const Edges& e) {
  std::vector<std::uint32_t> out;
  for (auto [a, b] : e) out.insert(out.end(), {static_cast<std::uint32_t>(a), static_cast<std::uint32_t>(b)});
  return out;
}

}  // namespace

TEST_CASE("geography: every graph on 5 vertices, every start, against brute force", "[geography]") {
  Edges all;
  for (int a = 0; a < 5; ++a)
    for (int b = a + 1; b < 5; ++b) all.emplace_back(a, b);
  std::size_t bad = 0, positions = 0, p_count = 0;
  for (std::uint32_t mask = 0; mask < (1u << all.size()); ++mask) {
    Edges e;
    for (std::size_t k = 0; k < all.size(); ++k)
      if (mask >> k & 1) e.push_back(all[k]);
    for (int start = 0; start < 5; ++start) {
      bad += mismatches(5, e, start);
      ++positions;
      p_count += Brute(5, e).sg(1u << start, start) == 0;
    }
  }
  CHECK(positions == 5120);
  CHECK(bad == 0);
  CHECK(p_count > 500);
}

TEST_CASE("geography: random graphs up to 11 vertices against brute force", "[geography]") {
  std::uint64_t seed = 17;
  std::size_t bad = 0;
  for (int round = 0; round < 400; ++round) {
    const int n = 6 + static_cast<int>(rng_next(seed) % 6);
    const Edges e = random_edges(n, 150 + static_cast<int>(rng_next(seed) % 500), seed);
    bad += mismatches(n, e, static_cast<int>(rng_next(seed) % n));
  }
  CHECK(bad == 0);
  test::check_against_rules("geography(a-b,b-c,c-a,c-d) a + nim 1");
  test::check_against_rules("geography(a-b,b-c,c-d,d-e,b-f) b + euclid 3 5");
}

TEST_CASE("geography: maximum matchings and their missable vertices against Tutte matrices", "[geography]") {
  std::uint64_t seed = 23;
  std::size_t bad = 0;
  for (int round = 0; round < 120; ++round) {
    const int n = 10 + static_cast<int>(rng_next(seed) % 50);
    const Edges e = random_edges(n, 20 + static_cast<int>(rng_next(seed) % 200), seed);
    const UndirectedGraph g = undirected_graph(static_cast<std::uint32_t>(n), flat(e));
    MaxMatching m(g);
    const int nu2 = tutte_rank(n, e, seed);
    INFO("round " << round << ", n = " << n << ", edges = " << e.size());
    CHECK(static_cast<int>(2 * m.size()) == nu2);
    // The matching is one: pairs are edges, each vertex in at most one.
    for (int v = 0; v < n; ++v) {
      const int u = m.mate()[static_cast<std::size_t>(v)];
      if (u < 0) continue;
      bad += m.mate()[static_cast<std::size_t>(u)] != v;
      bad += std::count(e.begin(), e.end(), std::make_pair(std::min(u, v), std::max(u, v))) == 0;
    }
    // Gallai-Edmonds: u is missed by some maximum matching iff nu(G - u) = nu(G).
    const auto missable = m.missable();
    for (int u = 0; u < n; u += 1 + round % 3) {
      INFO("vertex " << u);
      CHECK((missable[static_cast<std::size_t>(u)] != 0) == (tutte_rank(n, e, seed, {u}) == nu2));
    }
    // Without a vertex, and then with it again.
    const auto v = static_cast<std::uint32_t>(rng_next(seed) % static_cast<std::uint64_t>(n));
    std::vector<std::uint8_t> excluded(static_cast<std::size_t>(n), 0);
    excluded[v] = 1;
    MaxMatching without(g, excluded);
    const int nu2_without = tutte_rank(n, e, seed, {static_cast<int>(v)});
    CHECK(static_cast<int>(2 * without.size()) == nu2_without);
    const bool grew = without.include_and_augment(v);
    CHECK(grew == (nu2 > nu2_without));
    CHECK(static_cast<int>(2 * without.size()) == nu2);
  }
  CHECK(bad == 0);
}

TEST_CASE("geography: winning moves of larger graphs by the matching test", "[geography]") {
  std::uint64_t seed = 31;
  std::size_t bad = 0, n_count = 0;
  for (int round = 0; round < 60; ++round) {
    const int n = 25 + static_cast<int>(rng_next(seed) % 40);
    const Edges e = random_edges(n, 30 + static_cast<int>(rng_next(seed) % 120), seed);
    const int start = static_cast<int>(rng_next(seed) % n);
    auto a = analyze(text(n, e, start));
    REQUIRE(a.ok());
    // N iff every maximum matching covers the start: nu(G - v) < nu(G).
    const int nu2 = tutte_rank(n, e, seed), without = tutte_rank(n, e, seed, {start});
    bad += (a->outcome == Outcome::N) != (without < nu2);
    n_count += a->outcome == Outcome::N;
    std::set<std::string> want, got;
    for (auto [x, y] : e) {
      if (x != start && y != start) continue;
      const int u = x == start ? y : x;
      if (tutte_rank(n, e, seed, {start, u}) == without) want.insert(name(u));
    }
    for (const auto& m : a->winning_moves) got.insert(a->components[0].shape.nodes[m.action.to]);
    bad += want != got;
    // The drawn matching is maximum and covers the start exactly when N.
    const auto& match = a->components[0].shape.matching;
    const bool covers = std::count(match.begin(), match.end(), a->components[0].shape.tokens[0]) > 0;
    bad += covers != (a->outcome == Outcome::N);
  }
  CHECK(bad == 0);
  CHECK(n_count > 5);
  CHECK(n_count < 55);
}

TEST_CASE("geography: notation, moves, shape, compose, apply and errors", "[geography]") {
  auto a = analyze("geography(c, a-b ,b-c,c-d) b");
  REQUIRE(a.ok());
  CHECK(a->position == "geography(a-b,b-c,c-d) b");
  const ComponentShape& s = a->components[0].shape;
  CHECK(s.kind == ShapeKind::geography);
  CHECK(s.nodes == std::vector<std::string>{"c", "a", "b", "d"});
  CHECK(s.tokens == std::vector<std::uint32_t>{2});
  // Path a-b-c-d from b: moving to c leaves c-d with the token on c... N for
  // the mover; to a leaves a lone a: P. b is in every maximum matching.
  CHECK(a->outcome == Outcome::N);
  REQUIRE(a->winning_moves.size() == 1);
  CHECK(a->winning_moves[0].to == "geography(c-d,a) a");
  CHECK(a->winning_moves[0].move == "move the token from b to a");
  CompositionSpec spec;
  spec.components.push_back({"geography", std::nullopt, s});
  CHECK(*compose(spec) == "geography(a-b,b-c,c-d) b");
  auto pos = parse_position("geography(a-b,b-c,c-d) b");
  REQUIRE(pos.ok());
  auto moved = apply_action(*pos, MoveAction::simple(ActionKind::slide, 0, 1, 2));
  REQUIRE(moved.ok());
  CHECK(*moved == "geography(c-d,a) c");
  auto not_adjacent = apply_action(*pos, MoveAction::simple(ActionKind::slide, 0, 1, 3));
  REQUIRE_FALSE(not_adjacent.ok());
  CHECK(not_adjacent.error().message().find("not adjacent") != std::string::npos);
  CHECK(analyze("geography(a) a")->outcome == Outcome::P);
  CHECK(analyze("geography(a-b,c-d,d-e) c")->outcome == Outcome::P);  // a path of 3 from its end
  CHECK(analyze("geography(a-b,c-d,d-e) d")->outcome == Outcome::N);
  struct Bad {
    const char* text;
    std::uint32_t column;
    const char* says;
  };
  for (const Bad& b : {Bad{"geography a", 10, "graph in parentheses"}, Bad{"geography(a-a) a", 11, "itself"},
                       Bad{"geography(a-b-c) a", 14, "one \"-\""}, Bad{"geography(a-b) z", 16, "not a vertex"},
                       Bad{"geography(a-b)", 0, "missing the vertex"}, Bad{"geography(a-b,,c) a", 15, "empty item"},
                       Bad{"geography(a-b) a b", 18, "one token"}, Bad{"geography(a-b!) a", 13, "vertex name"},
                       Bad{"geography(-b) b", 11, "missing a vertex"}}) {
    INFO(b.text);
    auto e = parse_position(b.text);
    REQUIRE_FALSE(e.ok());
    if (b.column) CHECK(e.error().column == b.column);
    CHECK(e.error().message().find(b.says) != std::string::npos);
  }
  // A component too large for the SG search is analysed alone.
  std::string path = "geography(";
  for (int i = 0; i < 40; ++i) path += (i ? "," : "") + name(i) + "-" + name(i + 1);
  path += ") v0";
  auto big = analyze(path);
  REQUIRE(big.ok());
  CHECK_FALSE(big->components[0].value);
  CHECK(big->outcome == Outcome::P);  // a path of 41 vertices from an end: a maximum matching misses v0
  auto sum = analyze(path + " + nim 1");
  REQUIRE_FALSE(sum.ok());
}
