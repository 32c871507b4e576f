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
#include "sg/family.hpp"

using namespace sg;

namespace {

// Each explain() is a search of its own: a spread of each family's small
// positions (their options and values are checked exhaustively by
// test_every_family_moves.cpp) and its tiny ones.
void explain_alone(int part) {
  const test::AllDefinedGames defined;
  test::Memo memo;
  const auto all = test::registered_families();
  REQUIRE(all.size() == families().size() + oracle::defined_names().size());
  const auto names = test::half(all, part);
  std::size_t positions = 0;
  for (const std::string& name : names) {
    INFO(name);
    for (const auto& set : {test::spread(oracle::game(name).small(), 12), oracle::game(name).tiny()})
      for (const oracle::Pos& p : set) {
        test::check_explain(p.game->write(p), memo);
        ++positions;
      }
  }
  CHECK(positions >= 14 * names.size());
}

// Each family in sums: `three` false, beside a Nim heap; true, with two
// other families.
void explain_in_sums(bool three) {
  const test::AllDefinedGames defined;
  test::Memo memo;
  const auto names = test::registered_families();
  const oracle::Game& nim = oracle::game("nim");
  std::size_t sums = 0;
  for (std::size_t i = 0; i < names.size(); ++i) {
    INFO(names[i]);
    const auto a = oracle::game(names[i]).small();
    const auto b = oracle::game(names[(i + 7) % names.size()]).tiny();
    const auto c = oracle::game(names[(i + 13) % names.size()]).tiny();
    for (std::size_t j = 0; j < 2; ++j, ++sums) {
      if (three) {
        test::check_explain(oracle::write(oracle::Sum{oracle::Compound::normal, {a[(j * 7 + 1) % a.size()], b[j % b.size()], c[(j + 1) % c.size()]}}), memo);
      } else {
        const oracle::Pos heap = *nim.read(*oracle::split("nim " + std::to_string(j + 1)));
        test::check_explain(oracle::write(oracle::Sum{oracle::Compound::normal, {a[(j * 5 + 3) % a.size()], heap}}), memo);
      }
    }
  }
  CHECK(sums == 2 * names.size());
}

}  // namespace

TEST_CASE("explain lists the rules' options of every family, valued by the oracle (first half)", "[explain][oracle]") {
  explain_alone(0);
}

TEST_CASE("explain lists the rules' options of every family, valued by the oracle (second half)", "[explain][oracle]") {
  explain_alone(1);
}

TEST_CASE("explain lists the rules' options of every family beside a Nim heap", "[explain][oracle]") {
  explain_in_sums(false);
}

TEST_CASE("explain lists the rules' options of every family in sums of three", "[explain][oracle]") {
  explain_in_sums(true);
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
