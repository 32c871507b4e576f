// Green Hackenbush on rooted graphs against a brute force that knows only
// the rules (cut an edge, drop what lost the ground), on random small graphs
// with cycles, loops and multi-edges: values and every winning cut for every
// target.
#include <catch2/catch.hpp>

#include <random>
#include <set>
#include <string>
#include <vector>

#include "families/trees/hackenbush.hpp"
#include "families/trees/tree_game.hpp"
#include "oracle_checks.hpp"
#include "oracles/mex.hpp"
#include "sg/analysis.hpp"
#include "sg/position.hpp"

using namespace sg;

namespace {

struct TypedEdge {
  int u, v;  // small vertex numbers; vertex 0 is the ground
};

// Positions are bitmasks of the typed edges still in play.
struct GraphOracle {
  std::vector<TypedEdge> edges;
  std::vector<int> memo;

  explicit GraphOracle(std::vector<TypedEdge> e) : edges(std::move(e)), memo(1u << edges.size(), -1) {}

  // The edges of `mask` still connected to the ground.
  unsigned attached(unsigned mask) const {
    unsigned reached = 1;  // vertex bitmask
    for (bool grew = true; grew;) {
      grew = false;
      for (std::size_t i = 0; i < edges.size(); ++i) {
        if (!(mask >> i & 1)) continue;
        const unsigned a = 1u << edges[i].u, b = 1u << edges[i].v;
        if ((reached & (a | b)) && (reached & (a | b)) != (a | b)) reached |= a | b, grew = true;
      }
    }
    unsigned out = 0;
    for (std::size_t i = 0; i < edges.size(); ++i)
      if ((mask >> i & 1) && (reached >> edges[i].u & 1)) out |= 1u << i;
    return out;
  }
  unsigned full() const { return attached((1u << edges.size()) - 1); }
  int grundy(unsigned mask) {
    if (memo[mask] >= 0) return memo[mask];
    std::vector<Nimber> options;
    for (std::size_t i = 0; i < edges.size(); ++i)
      if (mask >> i & 1) options.push_back(Nimber(grundy(attached(mask & ~(1u << i)))));
    return memo[mask] = int(oracle::mex(options));
  }
};

// Labels as typed: the ground is 0, others spread out to exercise renaming.
std::string label(int v, bool spread) { return std::to_string(v == 0 ? 0 : spread ? 1000003 * v % 97 + 40 * v : v); }

std::string text_of(const std::vector<TypedEdge>& edges, unsigned mask, bool spread) {
  std::string s = "hackenbush";
  for (std::size_t i = 0; i < edges.size(); ++i)
    if (mask >> i & 1) s += ' ' + label(edges[i].u, spread) + '-' + label(edges[i].v, spread);
  return s;
}

std::unique_ptr<Component> parse_one(const std::string& text) {
  auto p = parse_position(text);
  REQUIRE(p.ok());
  REQUIRE(p->components.size() == 1);
  return std::move(p->components[0]);
}

Error parse_error(std::string_view text) {
  auto r = parse_position(text);
  REQUIRE_FALSE(r.ok());
  return r.error();
}

void check_graph(const std::vector<TypedEdge>& edges, bool spread) {
  GraphOracle oracle(edges);
  const std::string text = text_of(edges, (1u << edges.size()) - 1, spread);
  INFO(text);
  auto c = parse_one(text);
  const auto& game = dynamic_cast<const HackenbushGame&>(*c);
  const unsigned start = oracle.full();
  CHECK(game.notation() == text_of(edges, start, spread));
  CHECK(game.value().nimber == Nimber(oracle.grundy(start)));
  std::vector<std::size_t> typed_index;  // canonical edge -> typed edge
  for (std::size_t i = 0; i < edges.size(); ++i)
    if (start >> i & 1) typed_index.push_back(i);
  const auto moves = game.moves();
  REQUIRE(moves.size() == typed_index.size());
  for (std::size_t j = 0; j < moves.size(); ++j)
    CHECK(moves[j].to->notation() == text_of(edges, oracle.attached(start & ~(1u << typed_index[j])), spread));
  for (Nimber t = 0; t <= Nimber(edges.size()) + 1; ++t) {
    std::vector<std::uint32_t> expected;
    for (std::uint32_t j = 0; j < typed_index.size(); ++j)
      if (Nimber(oracle.grundy(oracle.attached(start & ~(1u << typed_index[j])))) == t) expected.push_back(j);
    const auto cuts = game.winning_cuts(t);
    CHECK(cuts.complete);
    CHECK(cuts.edges == expected);
    const auto listed = game.moves_to(t);
    REQUIRE(listed.size() == expected.size());
    for (std::size_t k = 0; k < listed.size(); ++k) CHECK(listed[k].label == moves[expected[k]].label);
  }
  Nimber parts = 0;
  for (const Part& p : game.parts()) parts ^= p.value.nimber;
  CHECK(parts == game.value().nimber);
}

// POJ 3710 style: a random tree on the ground with cycles (loops, double
// edges, triangles, squares) hanging from its vertices.
std::vector<TypedEdge> cactus(std::mt19937& rng) {
  std::vector<TypedEdge> e;
  const int tree_vertices = int(rng() % 5) + 1;
  for (int v = 1; v < tree_vertices; ++v) e.push_back({int(rng() % unsigned(v)), v});
  int next = tree_vertices;
  const int cycles = int(rng() % 3) + 1;
  for (int k = 0; k < cycles; ++k) {
    const int anchor = int(rng() % unsigned(next));
    const int len = int(rng() % 4) + 1;
    if (e.size() + std::size_t(len) > 11 || next + len > 16) break;
    int prev = anchor;
    for (int i = 1; i < len; ++i) e.push_back({prev, next}), prev = next++;
    e.push_back({prev, anchor});
  }
  std::shuffle(e.begin(), e.end(), rng);
  return e;
}

}  // namespace

TEST_CASE("fusion principle and all winning cuts match brute force on random graphs", "[tree]") {
  std::mt19937 rng(2024);
  for (int round = 0; round < 700; ++round) {
    const int vertices = int(rng() % 6) + 1;
    const int m = int(rng() % 11);
    std::vector<TypedEdge> e;
    for (int i = 0; i < m; ++i) e.push_back({int(rng() % unsigned(vertices)), int(rng() % unsigned(vertices))});
    check_graph(e, round % 2 == 1);
  }
}

TEST_CASE("cycles hanging off trees (POJ 3710 style) match brute force", "[tree]") {
  std::mt19937 rng(3710);
  for (int round = 0; round < 500; ++round) check_graph(cactus(rng), round % 3 == 0);
  // Rings through the ground with chords.
  check_graph({{0, 1}, {1, 2}, {2, 0}, {0, 3}, {3, 4}, {4, 0}, {1, 3}}, false);
  check_graph({{0, 1}, {1, 2}, {2, 3}, {3, 0}, {2, 4}, {4, 4}, {4, 5}, {5, 6}, {6, 4}}, true);
}

TEST_CASE("hackenbush in sums agrees with the shared rules oracle", "[tree]") {
  sg::test::Memo memo;
  for (const char* text :
       {"tree (()()) + hackenbush 0-1 1-1 + nim 2", "hackenbush 0-1 1-2 2-0 + hackenbush 0-0 0-3 3-3 + tree ((()))",
        "hackenbush 0-1 1-2 2-0 5-6 + nim 1", "hackenbush 0-1 0-1 1-2 + nim 3", "hackenbush + nim 1",
        "hackenbush 2-0 2-1 1-0 1-3 3-4 4-1 4-4 + tree ((()()))", "hackenbush 0-1 1-2 2-3 3-1 3-4 4-2 + nim 1"})
    sg::test::check_against_rules(text, memo);
  std::mt19937 rng(99);
  for (int round = 0; round < 60; ++round) {
    auto e = cactus(rng);
    if (e.size() > 8) continue;
    sg::test::check_against_rules(
        text_of(e, (1u << e.size()) - 1, false) + " + nim " + std::to_string(round % 4), memo);
  }
}

TEST_CASE("known Green Hackenbush values and notation", "[tree]") {
  CHECK(parse_one("hackenbush 0-1 1-2 2-0")->value().nimber == 1);       // triangle: 3 loops
  CHECK(parse_one("hackenbush 0-1 1-2 2-3 3-0")->value().nimber == 0);   // square: 4 loops
  CHECK(parse_one("hackenbush 0-1 1-1")->value().nimber == 2);           // stalk topped by a loop
  CHECK(parse_one("hackenbush 0-0")->value().nimber == 1);
  CHECK(parse_one("hackenbush 0-1 1-0")->value().nimber == 0);
  CHECK(parse_one("hackenbush 0-1 1-2 1-3 3-4")->value().nimber == 1 + (1 ^ 2));
  CHECK(parse_one("Hackenbush  2-0   7-7 0-002")->notation() == "hackenbush 2-0 0-2");
  CHECK(parse_one("hackenbush 1-2")->notation() == "hackenbush");
  CHECK(parse_one("hackenbush")->value().nimber == 0);
  auto a = analyze("hackenbush 0-1 1-2 2-0 + nim 1");
  REQUIRE(a.ok());
  CHECK(a->outcome == Outcome::P);
  CHECK(a->components[0].theory.en().find("fusion principle") != std::string::npos);
  auto b = analyze("hackenbush 0-1 1-2 2-0 0-3");
  REQUIRE(b.ok());
  std::set<std::string> got;
  for (const auto& m : b->winning_moves) got.insert(m.move.en() + " -> " + m.to);
  CHECK(got.empty());  // triangle (1) + stalk (1): P already
  // Triangle (1) + stalk of 2 = 3: shorten the stalk to 1, or cut a triangle
  // edge at the ground, leaving a path of 2.
  auto c = analyze("hackenbush 0-1 1-2 2-0 0-3 3-4");
  REQUIRE(c.ok());
  got.clear();
  for (const auto& m : c->winning_moves) got.insert(m.move.en() + " -> " + m.to);
  CHECK(got == std::set<std::string>{"cut edge 1 (0-1) -> hackenbush 1-2 2-0 0-3 3-4",
                                     "cut edge 3 (2-0) -> hackenbush 0-1 1-2 0-3 3-4",
                                     "cut edge 5 (3-4) -> hackenbush 0-1 1-2 2-0 0-3"});
  const auto parts = parse_one("hackenbush 0-1 1-2 2-0 0-0 3-0 3-4")->parts();
  REQUIRE(parts.size() == 3);
  CHECK(parts[0].label == "piece with edge 1 (0-1)");
  CHECK(parts[0].value.nimber == 1);
  CHECK(parts[1].label == "piece with edge 4 (0-0)");
  CHECK(parts[2].value.nimber == 2);
}

TEST_CASE("every small tree has the same value as Hackenbush on its edges", "[tree]") {
  std::mt19937 rng(5);
  for (int round = 0; round < 300; ++round) {
    const int n = int(rng() % 9) + 1;
    std::string parents = "tree(parents)", edges = "hackenbush";
    for (int v = 1; v < n; ++v) {
      const int p = int(rng() % unsigned(v));
      parents += ' ' + std::to_string(p);
      edges += ' ' + std::to_string(p) + '-' + std::to_string(v);
    }
    INFO(parents);
    auto t = parse_one(parents);
    auto h = parse_one(edges);
    CHECK(t->value() == h->value());
    for (Nimber target = 0; target < Nimber(n); ++target)
      CHECK(t->moves_to(target).size() == h->moves_to(target).size());
  }
}

TEST_CASE("hackenbush parse errors say what and where", "[tree]") {
  CHECK(parse_error("hackenbush 0-1 12").what() ==
        "column 16: edge \"12\" must be two vertices joined by \"-\", such as 0-1");
  CHECK(parse_error("hackenbush 0-x").what() == "column 14: vertex \"x\" must be a non-negative integer");
  CHECK(parse_error("hackenbush 0-1-2").column == 15);
  CHECK(parse_error("hackenbush(3) 0-1").column == 11);
  CHECK(parse_error("hackenbush 0-").message() == "edge \"0-\" is missing its second vertex after \"-\"");
  CHECK(parse_error("hackenbush 0-").column == 14);
  CHECK(parse_error("hackenbush -1").column == 12);
  CHECK(parse_error("hackenbush 0-99999999999999999999").message().find("too large") != std::string::npos);
}

TEST_CASE("big Hackenbush graphs: long paths, long cycles, no recursion", "[tree]") {
  constexpr int len = 200000;
  std::string path = "hackenbush";
  for (int v = 0; v < len; ++v) path += ' ' + std::to_string(v) + '-' + std::to_string(v + 1);
  auto a = analyze(path);
  REQUIRE(a.ok());
  CHECK(*a->grundy == Nimber(len));
  REQUIRE(a->winning_moves.size() == 1);
  CHECK(a->winning_moves[0].move == "cut edge 1 (0-1)");
  CHECK(a->winning_moves[0].to == "hackenbush");

  // The same path topped by a triangle: SG = len + 1. Only cutting edge 2
  // leaves value 1.
  const std::string top = std::to_string(len), x = std::to_string(len + 1), y = std::to_string(len + 2);
  auto lolly = parse_one(path + ' ' + top + '-' + x + ' ' + x + '-' + y + ' ' + y + '-' + top);
  CHECK(lolly->value().nimber == Nimber(len + 1));
  const auto& lolly_game = dynamic_cast<const HackenbushGame&>(*lolly);
  CHECK(lolly_game.winning_cuts(1).edges == std::vector<std::uint32_t>{1});
  CHECK(lolly_game.winning_cuts(1).complete);

  // A cycle of odd length L through the ground is worth 1; the only cut to 0
  // is the middle edge (two equal paths remain).
  auto ring = [](int length) {
    std::string s = "hackenbush";
    for (int v = 0; v < length; ++v) s += ' ' + std::to_string(v) + '-' + std::to_string((v + 1) % length);
    return s;
  };
  auto small = analyze(ring(1501));
  REQUIRE(small.ok());
  CHECK(*small->grundy == 1);
  REQUIRE(small->winning_moves.size() == 1);
  CHECK(small->winning_moves[0].move == "cut edge 751 (750-751)");
  // Beyond the re-solving budget the listing says it is incomplete.
  auto big = parse_one(ring(100001));
  CHECK(big->value().nimber == 1);
  const auto cuts = dynamic_cast<const HackenbushGame&>(*big).winning_cuts(0);
  CHECK_FALSE(cuts.complete);
}
