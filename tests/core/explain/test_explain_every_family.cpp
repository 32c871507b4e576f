// The "why" view of every registered family: its options are exactly those
// the rules allow, each with its value by the independent oracle
// (tests/oracles/), the winning ones exactly analyze()'s winning moves, and
// the mex is the position's SG value. Games that may recur (graphs with
// cycles) are valued by Smith's generalized values; compounds' turns are
// checked with their product games (test_every_family_compounds.cpp).
#include <catch2/catch.hpp>

#include "defined_examples.hpp"
#include "oracle_checks.hpp"
#include "oracles/all.hpp"
#include "sg/define.hpp"
#include "sg/family.hpp"

using namespace sg;

namespace {

std::vector<std::string> registered() {
  std::vector<std::string> out;
  for (const Family& f : families()) out.emplace_back(f.name);
  for (const DefinedGameInfo& g : defined_games()) out.push_back(g.name);
  return out;
}

}  // namespace

TEST_CASE("explain lists the rules' options of every family, valued by the oracle", "[explain][oracle]") {
  const test::DefinedGames defined;
  test::Memo memo;
  const auto names = registered();
  REQUIRE(names.size() == families().size() + 3);
  std::size_t positions = 0;
  for (const std::string& name : names) {
    INFO(name);
    for (const oracle::Pos& p : oracle::game(name).small()) {
      test::check_explain(p.game->write(p), memo);
      ++positions;
    }
  }
  // Sums: every family beside a Nim heap, and mixed sums of three families.
  const oracle::Game& nim = oracle::game("nim");
  for (std::size_t i = 0; i < names.size(); ++i) {
    const auto a = oracle::game(names[i]).small();
    const auto b = oracle::game(names[(i + 7) % names.size()]).tiny();
    const auto c = oracle::game(names[(i + 13) % names.size()]).tiny();
    for (std::size_t j = 0; j < 6; ++j) {
      const oracle::Pos heap = *nim.read(*oracle::split("nim " + std::to_string(j)));
      test::check_explain(oracle::write(oracle::Sum{oracle::Compound::normal, {a[(j * 5 + 3) % a.size()], heap}}), memo);
      test::check_explain(oracle::write(oracle::Sum{oracle::Compound::normal, {a[(j * 7 + 1) % a.size()], b[j % b.size()], c[(j + 1) % c.size()]}}), memo);
      positions += 2;
    }
  }
  CHECK(positions > 3000);
}

TEST_CASE("explain values the options of games with cycles by Smith's generalized values", "[explain][oracle]") {
  test::Memo memo;
  const oracle::Game& graph = oracle::game("graph");
  REQUIRE(graph.may_cycle());
  // A 2-cycle with an exit, a 3-cycle with a tail, self-loops: draws,
  // ∞{K} values and finite values beside them, alone and in sums.
  for (const char* text : {"graph(a>b,b>a,b>c) a", "graph(a>b,b>a,b>c) b", "graph(a>b,b>c,c>a,c>d) a b",
                           "graph(a>a) a", "graph(a>a,a>b) a", "graph(a>b,b>a,b>c) a + nim 1",
                           "graph(a>b,b>a,b>c) a + graph(a>b,b>c,c>a,c>d) c", "graph(a>b,b>a) a + nim 2"})
    test::check_explain(text, memo);
}
