// The theorem ids the analysis names (what the page links to an
// explanation), the facts the Why card is drawn from (the misère counts,
// whether the game is over), and the words of every theory and verdict:
// no engine internals.
#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "sg/analysis.hpp"
#include "sg/family.hpp"
#include "sg/sequence.hpp"
#include "sg/theorem.hpp"

using namespace sg;

namespace {

Analysis analysed(const std::string& text) {
  auto a = analyze(text);
  INFO(text);
  REQUIRE(a.ok());
  return *a;
}

// Words of the engine's workings that have no place in a text the page shows.
void check_plain_words(const std::string& text) {
  INFO(text);
  for (const char* jargon : {"sparse", "engine", "DP", "O(", "memo", "brute force", "exhaustive", "maxSearch",
                             "maxMisere", "maxCompound", "labelling", "topological", "incremental", "tabulated"})
    CHECK(text.find(jargon) == std::string::npos);
}

}  // namespace

TEST_CASE("theorem ids are distinct, stable and round-trip", "[theorem]") {
  std::set<std::string_view> seen;
  for (std::size_t i = 1; i < static_cast<std::size_t>(Theorem::count); ++i) {
    const auto t = static_cast<Theorem>(i);
    const std::string_view id = theorem_id(t);
    INFO(i);
    CHECK_FALSE(id.empty());
    CHECK(seen.insert(id).second);
    REQUIRE(theorem_from_id(id));
    CHECK(*theorem_from_id(id) == t);
    for (char c : id) CHECK(((c >= 'a' && c <= 'z') || c == '-'));
  }
  CHECK(theorem_id(Theorem::none).empty());
  CHECK_FALSE(theorem_from_id(""));
  CHECK_FALSE(theorem_from_id("pythagoras"));
  // Ids the page and the documentation name: never renamed.
  CHECK(theorem_id(Theorem::bouton) == "bouton");
  CHECK(theorem_id(Theorem::sprague_grundy) == "sprague-grundy");
  CHECK(theorem_id(Theorem::octal_period) == "octal-period");
  CHECK(theorem_id(Theorem::sj) == "sj");
  CHECK(theorem_id(Theorem::every_sg) == "every-sg");
  CHECK(theorem_id(Theorem::mock_turtles) == "mock-turtles");
  CHECK(theorem_id(Theorem::tartan) == "tartan");
  CHECK(theorem_id(Theorem::matching) == "matching");
}

TEST_CASE("each family and compound names the theorem that decides it", "[theorem]") {
  const std::vector<std::pair<std::string, Theorem>> cases = {
      {"nim 3 4 5", Theorem::bouton},
      {"kayles 7", Theorem::octal_period},
      {"dawson 9", Theorem::octal_period},
      {"grundy 9", Theorem::mex},
      {"bash(3) 7", Theorem::bachet},
      {"sub(1,3,4) 9", Theorem::subtraction_period},
      {"lasker 5", Theorem::lasker},
      {"wythoff 3 5", Theorem::wythoff},
      {"wythoff 4000000000 6472135955", Theorem::wythoff},  // no SG value: the P-position rule
      {"staircase 3 1 4", Theorem::staircase},
      {"coins(mock) THHTTH", Theorem::mock_turtles},
      {"coins(turtles) THHT", Theorem::turning_turtles},
      {"coins(ruler) THHTH", Theorem::ruler},
      {"coins(run3) TTHHH", Theorem::coin_turning},
      {"coins(exactly 2 anywhere) THHT", Theorem::coin_turning},
      {"tree (()(()))", Theorem::colon},
      {"hackenbush 0-1 1-2 2-0", Theorem::fusion},
      {"graph(a>b,b>c) a", Theorem::mex},
      {"graph(a>b,b>a,b>c) a", Theorem::smith},
      {"nim 1 + kayles 2", Theorem::sprague_grundy},
      {"graph(a>b,b>a,b>c) a + nim 1", Theorem::sprague_grundy},  // every node has a nimber
      {"graph(a>b,b>a) a + nim 1", Theorem::smith},
      {"misere: nim 1 2", Theorem::misere_nim},
      {"misere: nim 1 2 + graph(a>b,b>c,a>c) a", Theorem::sj},
      {"misere: kayles 5 + dawson 4", Theorem::misere_search},
      {"misere: kayles 5 + kayles 4", Theorem::misere_quotient},
      {"misere: kayles 4 + kayles 4", Theorem::misere_genus},
      {"every: nim 3 + kayles 4", Theorem::every_sg},
      {"conjunctive: nim 3 4 + nim 2", Theorem::conjunctive},
      {"selective: nim 3 + nim 0", Theorem::selective},
      {"every: graph(a>b,b>a,b>c) a + nim 1", Theorem::retrograde},
  };
  for (const auto& [text, theorem] : cases) {
    INFO(text);
    const Analysis a = analysed(text);
    CHECK(a.theorem == theorem);
    for (const ComponentReport& c : a.components) CHECK(c.theorem != Theorem::none);
  }
  // Each component names its own, whatever decided the whole.
  const Analysis sum = analysed("kayles 7 + coins(mock) THHTTH + tree (())");
  CHECK(sum.components[0].theorem == Theorem::octal_period);
  CHECK(sum.components[1].theorem == Theorem::mock_turtles);
  CHECK(sum.components[2].theorem == Theorem::colon);
}

TEST_CASE("every example of every family names a theorem, in plain words", "[theorem]") {
  for (const Family& f : families())
    for (std::string_view text : f.examples) {
      INFO(text);
      const Analysis a = analysed(std::string(text));
      CHECK(a.theorem != Theorem::none);
      check_plain_words(a.decided_by.en());
      for (const ComponentReport& c : a.components) {
        CHECK(c.theorem != Theorem::none);
        check_plain_words(c.theory.en());
      }
    }
  for (const char* text : {"misere: kayles 4 + kayles 4", "misere: kayles 5 + kayles 4", "every: nim 3 + kayles 4", "conjunctive: nim 3 4 + nim 2",
                           "every: graph(a>b,b>a,b>c) a + nim 1", "misere: nim 1 2 + graph(a>b,b>c,a>c) a"})
    check_plain_words(analysed(text).decided_by.en());
}

TEST_CASE("a proven period is stated in the same words by the analysis and the sequence", "[theorem]") {
  for (const char* rule : {"kayles", "dawson", "sub(1,3,4)", "sub(2,5)"}) {
    INFO(rule);
    auto seq = grundy_sequence(rule, 40);
    REQUIRE(seq.ok());
    REQUIRE(seq->period);
    REQUIRE(seq->period->proven);
    const Analysis a = analysed(std::string(rule) + " 7");
    CHECK(a.components[0].theory.en().find(seq->period->reason.en()) != std::string::npos);
    CHECK(a.components[0].theorem == seq->period->theorem);
  }
  auto kayles = grundy_sequence("kayles", 20);
  REQUIRE(kayles.ok());
  CHECK(kayles->period->reason.en().find("period 12 from heap 71") != std::string::npos);
  CHECK(kayles->period->theorem == Theorem::octal_period);
  auto lasker = grundy_sequence("lasker", 20);
  REQUIRE(lasker.ok());
  CHECK(lasker->period->theorem == Theorem::lasker);
  auto bash = grundy_sequence("bash(3)", 20);
  REQUIRE(bash.ok());
  CHECK(bash->period->theorem == Theorem::bachet);
  // An observed period is no theorem's.
  auto grundy = grundy_sequence("grundy", 200);
  REQUIRE(grundy.ok());
  CHECK((!grundy->period || (!grundy->period->proven && grundy->period->theorem == Theorem::none)));
}

TEST_CASE("misère Nim and the SJ theorem report the nim-sum and the games above 1", "[theorem]") {
  const Analysis a = analysed("misere: nim 3 4 5");
  REQUIRE(a.misere);
  CHECK(a.misere->nim_sum == 2);
  CHECK(a.misere->above_one == 3);
  CHECK(a.outcome == Outcome::N);
  const Analysis ones = analysed("misere: nim 1 1 1 0");
  REQUIRE(ones.misere);
  CHECK(ones.misere->nim_sum == 1);
  CHECK(ones.misere->above_one == 0);
  CHECK(ones.outcome == Outcome::P);
  // SJ: the graph's token is one single game of SG 2 (a>b>c, a>c).
  const Analysis sj = analysed("misere: nim 1 2 + graph(a>b,b>c,a>c) a");
  REQUIRE(sj.theorem == Theorem::sj);
  REQUIRE(sj.misere);
  CHECK(sj.misere->nim_sum == (1 ^ 2 ^ 2));
  CHECK(sj.misere->above_one == 2);
  // The counts decide as the theorem says, on both sides of the rule.
  for (const Analysis& x : {a, ones, sj}) {
    const bool wins = x.misere->above_one > 0 ? x.misere->nim_sum != 0 : x.misere->nim_sum == 0;
    CHECK((x.outcome == Outcome::N) == wins);
  }
  // Neither applies to a search, nor to normal play.
  CHECK_FALSE(analysed("misere: kayles 4 + kayles 4").misere);
  CHECK_FALSE(analysed("nim 3 4 5").misere);
}

TEST_CASE("a game with no move left says it is over", "[theorem]") {
  for (const char* text : {"nim 0 0", "misere: nim 0", "kayles 0", "every: nim 0 + nim 0", "conjunctive: nim 2 + nim 0",
                           "coins(mock) TTT", "tree ()", "graph(a>b) b", "selective: nim 0 + kayles 0"}) {
    INFO(text);
    CHECK(analysed(text).over);
  }
  for (const char* text : {"nim 0 1", "misere: nim 1", "every: nim 0 + nim 1", "conjunctive: nim 2 + nim 1",
                           "coins(mock) TTH", "graph(a>b) a", "graph(a>b,b>a) a"}) {
    INFO(text);
    CHECK_FALSE(analysed(text).over);
  }
  CHECK(analysed("nim 0").outcome == Outcome::P);          // the player to move has lost
  CHECK(analysed("misere: nim 0").outcome == Outcome::N);  // ... or, in misère play, has won
}
