// Node Kayles against a brute-force oracle written from the rules alone: the
// whole graph's live vertices as one bit mask, every vertex tried, nothing
// split into components, no canonical forms, no merged twins. Every graph on
// up to 6 labelled vertices is checked (outcome, value, the exact set of
// winning picks and where they lead), random graphs of 7 to 12 vertices,
// sums with other families; then the facts the issue names: paths are
// Dawson's chess (octal 0.137) and cycles' values follow from paths.
// The canonical labelling is checked on its own: equal certificates exactly
// for isomorphic graphs (156 classes among the 32768 graphs on 6 vertices).
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <numeric>
#include <random>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "families/boards/graph_certificate.hpp"
#include "sg/analysis.hpp"
#include "sg/explain.hpp"
#include "sg/position.hpp"

using namespace sg;

namespace {

struct Graph {
  std::uint32_t n = 0;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
};

std::string name(std::uint32_t v) { return "v" + std::to_string(v); }

// Lone vertices first, so that vertex v is the v-th name the engine meets
// only when it has no edges; the test maps by name, never by position.
std::string text(const Graph& g) {
  std::string s = "nodekayles(";
  std::vector<bool> touched(g.n);
  for (const auto& [u, v] : g.edges) {
    if (s.back() != '(') s += ',';
    s += name(u) + "-" + name(v);
    touched[u] = touched[v] = true;
  }
  for (std::uint32_t v = 0; v < g.n; ++v)
    if (!touched[v]) s += (s.back() != '(' ? "," : "") + name(v);
  return s + ')';
}

struct Oracle {
  std::vector<std::uint64_t> closed;  // closed neighbourhood of each vertex
  std::unordered_map<std::uint64_t, std::uint64_t> memo;

  explicit Oracle(const Graph& g) : closed(g.n) {
    for (std::uint32_t v = 0; v < g.n; ++v) closed[v] = std::uint64_t{1} << v;
    for (const auto& [u, v] : g.edges) closed[u] |= std::uint64_t{1} << v, closed[v] |= std::uint64_t{1} << u;
  }
  std::uint64_t grundy(std::uint64_t alive) {
    if (auto it = memo.find(alive); it != memo.end()) return it->second;
    std::set<std::uint64_t> seen;
    for (std::uint32_t v = 0; v < closed.size(); ++v)
      if (alive >> v & 1) seen.insert(grundy(alive & ~closed[v]));
    std::uint64_t m = 0;
    while (seen.count(m)) ++m;
    return memo[alive] = m;
  }
  std::uint64_t all() const { return closed.size() == 64 ? ~0ull : (std::uint64_t{1} << closed.size()) - 1; }
};

// The vertex names left in a position, read from its shape.
std::set<std::string> names_in(const std::string& position) {
  auto pos = parse_position(position);
  REQUIRE(pos.ok());
  const ComponentShape s = pos->components[0]->shape();
  return {s.nodes.begin(), s.nodes.end()};
}

std::set<std::string> names_of(std::uint64_t alive) {
  std::set<std::string> out;
  for (std::uint32_t v = 0; v < 64; ++v)
    if (alive >> v & 1) out.insert(name(v));
  return out;
}

void check_graph(const Graph& g) {
  const std::string t = text(g);
  INFO(t);
  Oracle o(g);
  auto a = analyze(t);
  REQUIRE(a.ok());
  const std::uint64_t v = o.grundy(o.all());
  REQUIRE(a->grundy);
  CHECK(*a->grundy == v);
  CHECK(a->outcome == (v ? Outcome::N : Outcome::P));
  CHECK(a->winning_moves_complete);
  const std::vector<std::string>& order = a->components[0].shape.nodes;
  std::set<std::string> expected, listed;
  for (std::uint32_t u = 0; u < g.n; ++u)
    if (o.grundy(o.all() & ~o.closed[u]) == 0) expected.insert(name(u));
  for (const WinningMove& m : a->winning_moves) {
    INFO(m.move << " -> " << m.to);
    REQUIRE(m.action.kind == ActionKind::pick);
    REQUIRE(m.action.at < order.size());
    const std::string picked = order[m.action.at];
    CHECK(listed.insert(picked).second);
    const std::uint32_t u = static_cast<std::uint32_t>(std::stoul(picked.substr(1)));
    CHECK(names_in(m.to) == names_of(o.all() & ~o.closed[u]));
  }
  CHECK(listed == expected);
  Nimber x = 0;
  for (const Part& p : a->components[0].parts) x ^= p.value.nimber;
  CHECK(x == v);
}

Graph from_mask(std::uint32_t n, std::uint64_t mask) {
  Graph g{n, {}};
  std::uint32_t k = 0;
  for (std::uint32_t u = 0; u < n; ++u)
    for (std::uint32_t v = u + 1; v < n; ++v, ++k)
      if (mask >> k & 1) g.edges.push_back({u, v});
  return g;
}

Graph random_graph(std::mt19937_64& rng, std::uint32_t n, double p) {
  Graph g{n, {}};
  std::bernoulli_distribution edge(p);
  for (std::uint32_t u = 0; u < n; ++u)
    for (std::uint32_t v = u + 1; v < n; ++v)
      if (edge(rng)) g.edges.push_back({u, v});
  return g;
}

std::string certificate(const Graph& g, const std::vector<std::uint32_t>& relabel) {
  std::uint64_t adj[64] = {};
  for (const auto& [u, v] : g.edges) {
    adj[relabel[u]] |= std::uint64_t{1} << relabel[v];
    adj[relabel[v]] |= std::uint64_t{1} << relabel[u];
  }
  std::string out;
  append_graph_certificate(adj, g.n == 64 ? ~0ull : (std::uint64_t{1} << g.n) - 1, out);
  return out;
}

std::vector<std::uint32_t> identity(std::uint32_t n) {
  std::vector<std::uint32_t> p(n);
  std::iota(p.begin(), p.end(), 0u);
  return p;
}

}  // namespace

TEST_CASE("nodekayles: every graph on up to 5 vertices agrees with the brute-force oracle", "[nodekayles][oracle]") {
  std::uint64_t graphs = 0;
  for (std::uint32_t n = 0; n <= 5; ++n)
    for (std::uint64_t mask = 0; mask < (std::uint64_t{1} << (n * (n - (n ? 1 : 0)) / 2)); ++mask, ++graphs)
      check_graph(from_mask(n, mask));
  CHECK(graphs == 1 + 1 + 2 + 8 + 64 + 1024);
}

TEST_CASE("nodekayles: random graphs of 6 to 12 vertices agree with the oracle", "[nodekayles][oracle]") {
  std::mt19937_64 rng(2024);
  for (std::uint32_t n = 6; n <= 12; ++n)
    for (double p : {0.15, 0.3, 0.5, 0.8})
      for (int k = 0; k < 12; ++k) check_graph(random_graph(rng, n, p));
}

TEST_CASE("nodekayles in sums: values XOR, every winning move of every component", "[nodekayles][oracle]") {
  std::mt19937_64 rng(7);
  for (int k = 0; k < 60; ++k) {
    const Graph g = random_graph(rng, 6 + k % 4, 0.35);
    const std::uint64_t heap = static_cast<std::uint64_t>(k % 5);
    const std::string t = text(g) + " + cram 2x3 + nim " + std::to_string(heap);  // cram 2x3 has value 1
    INFO(t);
    Oracle o(g);
    auto a = analyze(t);
    REQUIRE(a.ok());
    const std::uint64_t total = o.grundy(o.all()) ^ 1 ^ heap;
    CHECK(a->grundy == total);
    std::set<std::string> expected, listed;
    for (std::uint32_t u = 0; u < g.n; ++u)
      if ((o.grundy(o.all() & ~o.closed[u]) ^ 1 ^ heap) == 0) expected.insert(name(u));
    for (const WinningMove& m : a->winning_moves)
      if (m.component == 0) listed.insert(a->components[0].shape.nodes[m.action.at]);
    CHECK(listed == expected);
  }
}

TEST_CASE("nodekayles: explain values every pick by the oracle", "[nodekayles][explain]") {
  std::mt19937_64 rng(99);
  for (int k = 0; k < 80; ++k) {
    const Graph g = random_graph(rng, 3 + k % 7, 0.4);
    const std::string t = text(g);
    INFO(t);
    Oracle o(g);
    auto pos = parse_position(t);
    REQUIRE(pos.ok());
    auto e = explain(*pos);
    REQUIRE(e.ok());
    REQUIRE(e->complete);
    const std::vector<std::string> order = pos->components[0]->shape().nodes;
    std::map<std::string, std::uint64_t> expected, listed;
    for (std::uint32_t u = 0; u < g.n; ++u) expected[name(u)] = o.grundy(o.all() & ~o.closed[u]);
    for (const OptionReport& r : e->options) listed[order[r.action.at]] = r.value->nimber;
    CHECK(listed == expected);
    CHECK(*e->mex == o.grundy(o.all()));
  }
}

TEST_CASE("nodekayles: paths are Dawson's chess (octal 0.137) and cycles follow", "[nodekayles]") {
  // Dawson's chess from its octal code: remove 1 (only a lone pin), 2 (from
  // an end) or 3 pins (anywhere, splitting the row in two).
  std::vector<std::uint64_t> chess{0};
  for (std::uint64_t n = 1; n <= 64; ++n) {
    std::set<std::uint64_t> seen;
    if (n == 1) seen.insert(0);
    if (n >= 2) seen.insert(chess[n - 2]);
    if (n == 2) seen.insert(0);
    for (std::uint64_t left = 0; left + 3 <= n; ++left) seen.insert(chess[left] ^ chess[n - 3 - left]);
    std::uint64_t m = 0;
    while (seen.count(m)) ++m;
    chess.push_back(m);
  }
  for (std::uint32_t n = 1; n <= 64; ++n) {
    Graph path{n, {}};
    for (std::uint32_t v = 0; v + 1 < n; ++v) path.edges.push_back({v, v + 1});
    INFO("path of " << n);
    auto a = analyze(text(path));
    REQUIRE(a.ok());
    REQUIRE(a->grundy);
    CHECK(*a->grundy == chess[n]);
    auto octal = analyze("octal(0.137) " + std::to_string(n));
    REQUIRE(octal.ok());
    CHECK(*octal->grundy == chess[n]);
    if (n >= 3) {
      // A cycle: every pick leaves the path of n - 3 vertices.
      Graph cycle = path;
      cycle.edges.push_back({n - 1, 0});
      INFO("cycle of " << n);
      auto c = analyze(text(cycle));
      REQUIRE(c.ok());
      REQUIRE(c->grundy);
      CHECK(*c->grundy == (chess[n - 3] == 0 ? 1u : 0u));  // the mex of {value of the path}
    }
  }
}

TEST_CASE("graph certificates are equal exactly for isomorphic graphs", "[nodekayles][certificate]") {
  for (std::uint32_t n = 1; n <= 6; ++n) {
    std::set<std::string> classes;
    for (std::uint64_t mask = 0; mask < (std::uint64_t{1} << (n * (n - 1) / 2)); ++mask)
      classes.insert(certificate(from_mask(n, mask), identity(n)));
    // Unlabelled graphs on n vertices (OEIS A000088).
    const std::size_t known[] = {0, 1, 2, 4, 11, 34, 156};
    CHECK(classes.size() == known[n]);
  }
  // Relabellings of random and of very symmetric graphs keep the certificate.
  std::mt19937_64 rng(5);
  std::vector<Graph> graphs;
  for (std::uint32_t n : {8u, 13u, 20u, 31u, 40u, 64u})
    for (double p : {0.1, 0.3, 0.5, 0.9}) graphs.push_back(random_graph(rng, n, p));
  Graph petersen{10, {}}, cube{16, {}}, grid{36, {}}, bipartite{12, {}}, cycle{50, {}};
  for (std::uint32_t i = 0; i < 5; ++i)
    petersen.edges.insert(petersen.edges.end(), {{i, (i + 1) % 5}, {i, i + 5}, {i + 5, (i + 2) % 5 + 5}});
  for (std::uint32_t v = 0; v < 16; ++v)
    for (std::uint32_t b = 1; b < 16; b <<= 1)
      if ((v ^ b) > v) cube.edges.push_back({v, v ^ b});
  for (std::uint32_t r = 0; r < 6; ++r)
    for (std::uint32_t c = 0; c < 6; ++c) {
      if (c + 1 < 6) grid.edges.push_back({r * 6 + c, r * 6 + c + 1});
      if (r + 1 < 6) grid.edges.push_back({r * 6 + c, r * 6 + c + 6});
    }
  for (std::uint32_t u = 0; u < 5; ++u)
    for (std::uint32_t v = 5; v < 12; ++v) bipartite.edges.push_back({u, v});
  for (std::uint32_t v = 0; v < 50; ++v) cycle.edges.push_back({v, (v + 1) % 50});
  graphs.insert(graphs.end(), {petersen, cube, grid, bipartite, cycle});
  for (const Graph& g : graphs) {
    const std::string mine = certificate(g, identity(g.n));
    for (int k = 0; k < 5; ++k) {
      auto p = identity(g.n);
      std::shuffle(p.begin(), p.end(), rng);
      INFO(g.n << " vertices, " << g.edges.size() << " edges");
      CHECK(certificate(g, p) == mine);
    }
  }
}

TEST_CASE("nodekayles: notation is canonical and bad graphs are refused", "[nodekayles][errors]") {
  auto a = analyze("nodekayles( a - b, b-c , b-a, d, a)");
  REQUIRE(a.ok());
  CHECK(a->position == "nodekayles(a-b,b-c,d)");
  CHECK(analyze("nodekayles()")->outcome == Outcome::P);
  const std::vector<std::pair<std::string, std::string>> bad{
      {"nodekayles", "needs its graph"},
      {"nodekayles(a-a)", "loop"},
      {"nodekayles(a-b-c)", "joins two vertices"},
      {"nodekayles(a-)", "missing a vertex after"},
      {"nodekayles(-b)", "missing a vertex before"},
      {"nodekayles(a,,b)", "empty item"},
      {"nodekayles(a b)", "must be an identifier"},
      {"nodekayles(a-b) a", "nothing may follow"},
  };
  for (const auto& [t, message] : bad) {
    INFO(t);
    auto r = analyze(t);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().message().find(message) != std::string::npos);
    CHECK(r.error().column > 0);
  }
  std::string many = "nodekayles(";
  for (int v = 0; v < 65; ++v) many += (v ? ",x" : "x") + std::to_string(v);
  auto r = analyze(many + ")");
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().message().find("at most 64 vertices") != std::string::npos);
}
