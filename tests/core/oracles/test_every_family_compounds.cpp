// Every registered family under every compound, against the product game
// of its independent oracle (tests/oracles/compounds.hpp): normal and
// misère sums, every, conjunctive and selective, with components that may
// recur among them. The outcome, the exact set of winning turns, explain()'s
// turns, and each component's remoteness or suspense.
#include <catch2/catch.hpp>

#include <string>

#include "defined_examples.hpp"
#include "oracle_checks.hpp"
#include "oracles/all.hpp"
#include "sg/family.hpp"

using namespace sg;

namespace {

void check_family_under(oracle::Compound compound, test::Memo& memo) {
  const test::AllDefinedGames defined;
  const auto names = test::registered_families();
  REQUIRE(names.size() == families().size() + oracle::defined_names().size());
  std::size_t sums = 0;
  for (std::size_t i = 0; i < names.size(); ++i) {
    INFO(names[i]);
    REQUIRE(oracle::registry().find(names[i]));
    const auto mine = oracle::game(names[i]).tiny();
    const auto next = oracle::game(names[(i + 1) % names.size()]).tiny();
    const auto other = oracle::game(names[(i + 7) % names.size()]).tiny();
    REQUIRE(mine.size() >= 3);
    for (std::size_t k = 0; k < mine.size(); ++k) {
      test::check_compound(oracle::write(oracle::Sum{compound, {mine[k]}}), memo);
      test::check_compound(oracle::write(oracle::Sum{compound, {mine[k], next[k % next.size()]}}), memo);
      test::check_compound(oracle::write(oracle::Sum{compound, {mine[k], mine[(k + 1) % mine.size()]}}), memo);
      sums += 3;
    }
    // Three components, explain left to the pairs (each turn is a search of its own).
    test::check_compound(oracle::write(oracle::Sum{compound, {mine[0], next[1], other[2]}}), memo, false);
    ++sums;
  }
  CHECK(sums == 10 * names.size());
}

}  // namespace

TEST_CASE("every family in a normal sum matches its product game", "[oracle][compound]") {
  test::Memo memo;
  check_family_under(oracle::Compound::normal, memo);
}

TEST_CASE("every family in a misère sum matches its product game", "[oracle][compound]") {
  test::Memo memo;
  check_family_under(oracle::Compound::misere, memo);
}

TEST_CASE("every family under every: matches its product game and suspense", "[oracle][compound]") {
  test::Memo memo;
  check_family_under(oracle::Compound::every, memo);
}

TEST_CASE("every family under conjunctive: matches its product game and remoteness", "[oracle][compound]") {
  test::Memo memo;
  check_family_under(oracle::Compound::conjunctive, memo);
}

TEST_CASE("every family under selective: matches its product game", "[oracle][compound]") {
  test::Memo memo;
  check_family_under(oracle::Compound::selective, memo);
}
