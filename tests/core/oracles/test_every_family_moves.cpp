// Every registered family against its independent oracle (tests/oracles/):
// the list of oracles is the registry's, both ways; every small position's
// options are the rules' options; and its value, outcome and exact set of
// winning moves, alone and in sums with other families, are the rules'.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "defined_examples.hpp"
#include "oracle_checks.hpp"
#include "oracles/all.hpp"
#include "sg/define.hpp"
#include "sg/family.hpp"

using namespace sg;

TEST_CASE("every registered family has an oracle, and every oracle a family", "[oracle]") {
  const test::AllDefinedGames defined;
  const auto names = test::registered_families();
  REQUIRE(names.size() == families().size() + oracle::defined_names().size());
  for (const std::string& name : names) {
    INFO("registered family without an oracle: " << name);
    CHECK(oracle::registry().find(name) != nullptr);
  }
  for (const std::string& name : oracle::registry().names()) {
    INFO("oracle without a registered family: " << name);
    CHECK(find_family(name) != nullptr);
  }
  CHECK(std::set<std::string>(names.begin(), names.end()).size() == oracle::registry().names().size());
}

TEST_CASE("every family's move generator lists the rules' options", "[oracle]") {
  const test::AllDefinedGames defined;
  std::size_t positions = 0;
  for (const std::string& name : test::registered_families()) {
    INFO(name);
    const auto small = oracle::game(name).small();
    CHECK(small.size() >= 10);
    for (const oracle::Pos& p : small) test::check_moves(p.game->write(p)), ++positions;
  }
  CHECK(positions > 3000);
}

namespace {

void values_alone(int part) {
  const test::AllDefinedGames defined;
  test::Memo memo;
  for (const std::string& name : test::half(test::registered_families(), part)) {
    INFO(name);
    for (const oracle::Pos& p : oracle::game(name).small()) test::check_against_rules(p.game->write(p), memo);
  }
}

}  // namespace

TEST_CASE("every family's values, outcomes and winning moves are the rules' (first half)", "[oracle]") {
  values_alone(0);
}

TEST_CASE("every family's values, outcomes and winning moves are the rules' (second half)", "[oracle]") {
  values_alone(1);
}

TEST_CASE("every family beside every other: values and winning moves are the rules'", "[oracle]") {
  const test::AllDefinedGames defined;
  test::Memo memo;
  const auto names = test::registered_families();
  // Each family's tiny positions beside every other family's.
  for (std::size_t i = 0; i < names.size(); ++i)
    for (std::size_t j = i; j < names.size(); ++j) {
      const auto a = oracle::game(names[i]).tiny(), b = oracle::game(names[j]).tiny();
      test::check_against_rules(oracle::write(oracle::Sum{oracle::Compound::normal, {a[j % a.size()], b[i % b.size()]}}), memo);
    }
}
