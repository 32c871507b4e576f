// Every compound against the product game of the independent oracles
// (tests/oracles/compounds.hpp).
#include <catch2/catch.hpp>

#include <random>

#include "oracle_checks.hpp"
#include "sg/analysis.hpp"

using namespace sg;

namespace {

std::string random_sum(std::mt19937& rng, const char* compound, const std::vector<std::string>& pool, int max_parts) {
  std::string s = std::string(compound) + ": ";
  const int n = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_parts));
  for (int i = 0; i < n; ++i) s += (i ? " + " : "") + pool[rng() % pool.size()];
  return s;
}

const std::vector<std::string> nim_pool = {"nim 0", "nim 1", "nim 2", "nim 3", "nim 1 1", "nim 1 2",
                                           "nim 2 2", "nim 3 1", "nim 4", "nim 2 3", "nim 5"};

// Small components of every family, for sums that mix them.
const std::vector<std::string> mixed_pool = {
    "nim 2",           "nim 1 1",          "kayles 3",         "dawson 4",         "grundy 5",
    "lasker 2",        "sub(1,3) 4",       "bash(2) 3",        "octal(0.137) 3",   "staircase 1 2",
    "wythoff 1 2",     "coins(turtles) TH", "coins(mock) HTH", "tree (()(()))",    "hackenbush 0-1 1-1",
    "graph(a>b,b>c,a>c) a", "seqgame(1,3,2) 0", "ends 1 2",   "merge 1 2",        "nim 0"};

}  // namespace

TEST_CASE("compounds of mixed families match brute force over the product game", "[compound]") {
  std::mt19937 rng(2024);
  for (auto [name, compound] : {std::pair{"every", Compound::every}, std::pair{"conjunctive", Compound::conjunctive},
                                std::pair{"selective", Compound::selective}, std::pair{"misere", Compound::misere}}) {
    test::Memo memo;
    for (int i = 0; i < 60; ++i) test::check_compound(random_sum(rng, name, mixed_pool, 3), memo, false);
  }
}

TEST_CASE("misère play is not decided by SG values: a documented case", "[compound]") {
  // Both components have SG 1. Misère, a Nim heap of 1 is lost for the
  // player to move (they must take the last token), but the graph token
  // wins: x -> y reaches a non-terminal SG-0 node y that is misère-P
  // (y's only move is to u, from which the next player moves to v and
  // leaves the last move to the other). The SJ theorem does not apply (y
  // has SG 0 yet is not over), so the engine searches, and is right.
  const std::string graph = "graph(x>t,x>y,y>u,u>v,u>t,v>t) x";
  auto g = analyze(graph);
  REQUIRE(g.ok());
  REQUIRE(g->grundy);
  CHECK(*g->grundy == 1);
  auto misere_graph = analyze("misere: " + graph);
  auto misere_nim = analyze("misere: nim 1");
  REQUIRE(misere_graph.ok());
  REQUIRE(misere_nim.ok());
  CHECK(misere_graph->outcome == Outcome::N);
  CHECK(misere_nim->outcome == Outcome::P);
  CHECK(misere_graph->theorem == Theorem::misere_search);
  test::Memo memo;
  test::check_compound("misere: " + graph, memo);
  test::check_compound("misere: " + graph + " + nim 1", memo);
}

TEST_CASE("compounds match brute force over the product game", "[compound]") {
  std::mt19937 rng(12345);
  for (auto [name, compound] : {std::pair{"every", Compound::every}, std::pair{"conjunctive", Compound::conjunctive},
                                std::pair{"selective", Compound::selective}, std::pair{"misere", Compound::misere}}) {
    test::Memo memo;
    for (int i = 0; i < 120; ++i) test::check_compound(random_sum(rng, name, nim_pool, 3), memo, false);
  }
}

TEST_CASE("Every-SG and conjunctive name their deciding measure", "[compound]") {
  auto e = analyze("every: nim 2 + nim 1 1");
  REQUIRE(e.ok());
  CHECK(e->decided_by.en().find("suspense") != std::string::npos);
  REQUIRE(e->components[0].suspense);
  auto c = analyze("conjunctive: nim 3 + nim 1 1");
  REQUIRE(c.ok());
  CHECK(c->decided_by.en().find("remoteness") != std::string::npos);
  REQUIRE(c->components[1].remoteness);
  CHECK(*c->components[1].remoteness == 2);  // nim 1 1: P, both moves reach a remoteness-1 N position
}

TEST_CASE("misère sums use the SJ theorem or search, never a wrong shortcut", "[compound]") {
  auto sj = analyze("misere: nim 1 + nim 1 1");
  REQUIRE(sj.ok());
  CHECK(sj->outcome == Outcome::P);  // three 1-heaps: odd, all <= 1
}
