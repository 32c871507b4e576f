// Games defined in the rule language: the three definitions of the
// language's statement against the built-in wythoff and lasker families and
// against a brute force of the square-subtraction game written here; every
// winning move by the rules oracle; sums with other families; sequences,
// tables and the caps.
#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "defined_examples.hpp"
#include "rules_oracle.hpp"
#include "sg/analysis.hpp"
#include "sg/define.hpp"
#include "sg/explain.hpp"
#include "sg/sequence.hpp"
#include "sg/table.hpp"

using namespace sg;

namespace {

// SG of the square-subtraction game from its rules (remove a positive
// square), by plain loops.
std::vector<Nimber> squares_brute(std::size_t count) {
  std::vector<Nimber> g(count);
  for (std::size_t n = 0; n < count; ++n) {
    std::vector<bool> seen(n + 2, false);
    for (std::size_t k = 1; k * k <= n; ++k)
      if (g[n - k * k] < seen.size()) seen[g[n - k * k]] = true;
    Nimber m = 0;
    while (seen[m]) ++m;
    g[n] = m;
  }
  return g;
}

Nimber value_of(const std::string& text) {
  auto a = analyze(text);
  INFO(text << ": " << (a.ok() ? "" : a.error().what()));
  REQUIRE(a.ok());
  REQUIRE(a->grundy);
  return *a->grundy;
}

}  // namespace

TEST_CASE("defined: the three definitions are accepted as written", "[defined]") {
  test::DefinedGames games;
  const auto list = defined_games();
  REQUIRE(list.size() == 3);
  CHECK(list[0].name == "wyt");
  CHECK(list[0].arity == 2);
  CHECK(list[0].arguments == std::vector<std::string>{"a", "b"});
  CHECK(list[0].option_lines == 3);
  CHECK_FALSE(list[0].splits);
  CHECK(list[1].name == "lask");
  CHECK(list[1].arity == 1);
  CHECK(list[1].splits);
  CHECK(list[2].name == "squares");
  CHECK(list[2].option_lines == 1);
  for (const auto& g : list) CHECK(analyze(g.example).ok());
}

TEST_CASE("defined: wyt has the values of wythoff", "[defined]") {
  test::DefinedGames games;
  for (int a = 0; a <= 14; ++a)
    for (int b = 0; b <= 14; ++b) {
      const std::string pair = std::to_string(a) + " " + std::to_string(b);
      CHECK(value_of("wyt " + pair) == value_of("wythoff " + pair));
    }
  auto table = grundy_table("wyt", 20, 30);
  auto wythoff = grundy_table("wythoff", 20, 30);
  REQUIRE(table.ok());
  REQUIRE(wythoff.ok());
  CHECK(table->values == wythoff->values);
}

TEST_CASE("defined: lask has the values of lasker, heaps and sums", "[defined]") {
  test::DefinedGames games;
  for (int n = 0; n <= 60; ++n) CHECK(value_of("lask " + std::to_string(n)) == value_of("lasker " + std::to_string(n)));
  CHECK(value_of("lask 5 6 7") == value_of("lasker 5 6 7"));
  auto seq = grundy_sequence("lask", 200);
  auto lasker = grundy_sequence("lasker", 200);
  REQUIRE(seq.ok());
  REQUIRE(lasker.ok());
  CHECK(seq->values == lasker->values);
  // Observed, never proven: SG(x + 4) = SG(x) + 4 from x = 1.
  REQUIRE(seq->period);
  CHECK_FALSE(seq->period->proven);
  CHECK(seq->period->length == 4);
  CHECK(seq->period->saltus == 4);
  CHECK(seq->period->start == 1);
  CHECK(seq->period->reason.find("observed") != std::string::npos);
}

TEST_CASE("defined: squares against a brute force of the square-subtraction game", "[defined]") {
  test::DefinedGames games;
  const auto brute = squares_brute(3000);
  auto seq = grundy_sequence("squares", 3000);
  REQUIRE(seq.ok());
  REQUIRE(seq->values.size() == brute.size());
  for (std::size_t n = 0; n < brute.size(); ++n) {
    INFO(n);
    CHECK(seq->values[n] == brute[n]);
  }
  for (int n : {0, 1, 2, 5, 10, 17, 100, 2999}) CHECK(value_of("squares " + std::to_string(n)) == brute[n]);
  CHECK(value_of("squares 10 20 30") == (brute[10] ^ brute[20] ^ brute[30]));
}

TEST_CASE("defined: every winning move by the rules oracle, alone and in sums with other families", "[defined]") {
  test::DefinedGames games;
  test::Memo memo;
  for (int a = 0; a <= 6; ++a)
    for (int b = 0; b <= 6; ++b) test::check_against_rules("wyt " + std::to_string(a) + " " + std::to_string(b), memo);
  for (int n = 0; n <= 14; ++n) {
    test::check_against_rules("lask " + std::to_string(n), memo);
    test::check_against_rules("squares " + std::to_string(n), memo);
  }
  for (const char* text : {"lask 3 5", "lask 0 4 6", "squares 10 + wyt 3 5 + nim 4", "squares 7 + kayles 5",
                           "wyt 2 3 + lasker 6", "lask 6 + coins(mock) THHT", "wyt 1 2 4 4", "squares 12 + tree (()())"})
    test::check_against_rules(text, memo);
  // The sum, by values.
  CHECK(value_of("squares 10 + wyt 3 5 + nim 4") == (value_of("squares 10") ^ value_of("wythoff 3 5") ^ 4));
}

TEST_CASE("defined: moves are labelled by their line, deduplicated, and carry a replace action", "[defined]") {
  test::DefinedGames games;
  auto pos = parse_position("lask 4");
  REQUIRE(pos.ok());
  const auto moves = pos->components[0]->moves();
  std::vector<std::string> labels, to;
  for (const auto& m : moves) labels.push_back(m.label), to.push_back(m.to->notation());
  // take 1..4, split 1+3 and 2+2 (3+1 is 1+3 again).
  CHECK(to == std::vector<std::string>{"lask 3", "lask 2", "lask 1", "lask 0", "lask 1 3", "lask 2 2"});
  CHECK(labels[0] == "move 4 to 3 by line 2");
  CHECK(labels[4] == "move 4 to 1 + 3 by line 3");
  CHECK(moves[4].action.kind == ActionKind::replace);
  CHECK(moves[4].action.runs == std::vector<std::uint64_t>{1, 3});
  auto wyt = parse_position("wyt 1 1 2 0");
  REQUIRE(wyt.ok());
  const auto wm = wyt->components[0]->moves();
  REQUIRE(!wm.empty());
  CHECK(wm[0].label == "move (1, 1) (position 1) to (0, 1) by line 2");
  CHECK(wm[0].to->notation() == "wyt 0 1 2 0");
  const auto shape = wyt->components[0]->shape();
  CHECK(shape.kind == ShapeKind::tuples);
  CHECK(shape.arity == 2);
  CHECK(shape.numbers == std::vector<std::uint64_t>{1, 1, 2, 0});
}

TEST_CASE("defined: explain lists every option with its value and the mex", "[defined]") {
  test::DefinedGames games;
  auto pos = parse_position("squares 10 + nim 2");
  REQUIRE(pos.ok());
  auto e = explain(*pos, 100);
  REQUIRE(e.ok());
  // squares 10: remove 1, 4 or 9; nim 2: remove 1 or 2.
  CHECK(e->options.size() == 5);
  CHECK(e->complete);
}

TEST_CASE("defined: redefining replaces a game, forgetting removes it", "[defined]") {
  forget_defined_games();
  REQUIRE(define_game("game g(n)\n  n - 1 for k in 1..1 if n > 0\n").ok());
  CHECK(value_of("g 5") == 1);
  REQUIRE(define_game("game g(n)\n  n - k for k in 1..n\n").ok());
  CHECK(value_of("g 5") == 5);
  CHECK(defined_games().size() == 1);
  CHECK(forget_defined_game("g"));
  CHECK_FALSE(parse_position("g 5").ok());
  CHECK_FALSE(forget_defined_game("g"));
}
