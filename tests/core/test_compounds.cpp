// Every compound against brute-force search of the product game.
#include <catch2/catch.hpp>

#include <random>

#include "compound_oracle.hpp"
#include "sg/analysis.hpp"

using namespace sg;

namespace {

// Checks outcome and, where listed completely, the exact winning-move set.
void check_compound(const std::string& text, test::CompoundOracle& oracle) {
  INFO(text);
  auto pos = parse_position(text);
  REQUIRE(pos.ok());
  auto a = analyze(*pos);
  REQUIRE(a.ok());
  const bool wins = oracle.wins(test::CompoundOracle::clone(pos->components));
  CHECK(a->outcome == (wins ? Outcome::N : Outcome::P));
  REQUIRE(a->winning_moves_complete);
  std::set<std::string> listed;
  for (const auto& m : a->winning_moves) CHECK(listed.insert(m.to).second);
  CHECK(listed == oracle.winning_results(*pos));
}

std::string random_sum(std::mt19937& rng, const char* compound, const std::vector<std::string>& pool, int max_parts) {
  std::string s = std::string(compound) + ": ";
  const int n = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_parts));
  for (int i = 0; i < n; ++i) s += (i ? " + " : "") + pool[rng() % pool.size()];
  return s;
}

const std::vector<std::string> nim_pool = {"nim 0", "nim 1", "nim 2", "nim 3", "nim 1 1", "nim 1 2",
                                           "nim 2 2", "nim 3 1", "nim 4", "nim 2 3", "nim 5"};

}  // namespace

TEST_CASE("compounds match brute force over the product game", "[compound]") {
  std::mt19937 rng(12345);
  for (auto [name, compound] : {std::pair{"every", Compound::every}, std::pair{"conjunctive", Compound::conjunctive},
                                std::pair{"selective", Compound::selective}, std::pair{"misere", Compound::misere}}) {
    test::CompoundOracle oracle(compound);
    for (int i = 0; i < 120; ++i) check_compound(random_sum(rng, name, nim_pool, 3), oracle);
  }
}

TEST_CASE("Every-SG and conjunctive name their deciding measure", "[compound]") {
  auto e = analyze("every: nim 2 + nim 1 1");
  REQUIRE(e.ok());
  CHECK(e->decided_by.find("suspense") != std::string::npos);
  REQUIRE(e->components[0].suspense);
  auto c = analyze("conjunctive: nim 3 + nim 1 1");
  REQUIRE(c.ok());
  CHECK(c->decided_by.find("remoteness") != std::string::npos);
  REQUIRE(c->components[1].remoteness);
  CHECK(*c->components[1].remoteness == 2);  // nim 1 1: P, both moves reach a remoteness-1 N position
}

TEST_CASE("misère sums use the SJ theorem or search, never a wrong shortcut", "[compound]") {
  auto sj = analyze("misere: nim 1 + nim 1 1");
  REQUIRE(sj.ok());
  CHECK(sj->outcome == Outcome::P);  // three 1-heaps: odd, all <= 1
}
