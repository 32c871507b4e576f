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
#include "families/defined/defined_limits.hpp"
#include "families/defined/defined_registry.hpp"
#include "oracle_checks.hpp"
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
  CHECK(seq->period->reason.en().find("observed") != std::string::npos);
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
  // The oracle keys positions by their notation, heaps in order: splits of
  // lask reach every ordering of the pieces, so its heaps stay small.
  for (int n = 0; n <= 8; ++n) test::check_against_rules("lask " + std::to_string(n), memo);
  for (int n = 0; n <= 40; ++n) test::check_against_rules("squares " + std::to_string(n), memo);
  for (const char* text : {"lask 2 5", "lask 0 3 4", "squares 10 + wyt 3 5 + nim 4", "squares 7 + kayles 5",
                           "wyt 2 3 + lasker 6", "lask 5 + coins(mock) THHT", "wyt 1 2 4 4", "squares 12 + tree (()())"})
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
  for (const auto& m : moves) labels.push_back(m.label.en()), to.push_back(m.to->notation());
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

TEST_CASE("defined: bad definitions are answered with their line and column", "[defined]") {
  forget_defined_games();
  struct Bad {
    const char* source;
    std::uint32_t line, column;
    const char* says;
  };
  const Bad cases[] = {
      {"game g(n)\n  n - j for k in 1..n\n", 2, 7, "unknown variable j"},
      {"game g(n)\n  n - k for k in 1..\n", 2, 21, "range 1.. needs an end"},
      {"game g(n)\n  n - k for k in ..n\n", 2, 18, "needs a start"},
      {"game g(n)\n  n - k for k 1..n\n", 2, 15, "expected \"in\""},
      {"gam g(n)\n n-1\n", 1, 1, "starts with \"game\""},
      {"# a comment\n\ngame G(n)\n n-1\n", 3, 6, "lower case"},
      {"game nim(n)\n n-1\n", 1, 6, "built-in"},
      {"game misere(n)\n n-1\n", 1, 6, "built-in game or compound"},
      {"game g()\n", 1, 8, "at least one argument"},
      {"game g(n, n)\n", 1, 11, "named twice"},
      {"game g(a, b, c, d, e, f, h)\n", 1, 26, "at most 6 arguments"},
      {"game g(n)\n  (n, 1) for k in 1..n\n", 2, 5, "takes 1 argument"},
      {"game g(a, b)\n  a - 1\n", 2, 3, "tuple of 2 values"},
      {"game g(a, b)\n  (a - 1, b, 3)\n", 2, 3, "this tuple has 3"},
      {"game g(n)\n  n - k for k in 1..n if k\n", 2, 26, "must be true or false"},
      {"game g(n)\n  n - k for k in 1..n if k = 1\n", 2, 28, "compare with =="},
      {"game g(n)\n  n - k for k in 1..n if 1 < k < n\n", 2, 32, "do not chain"},
      {"game g(n)\n  n - k for k in 1..n and 2\n", 2, 21, "\"and\" needs true/false"},
      {"game g(n)\n  n - k for k in 1..k\n", 2, 21, "k is not defined yet"},
      {"game g(n)\n  n - (k for k in 1..n\n", 2, 10, "expected \")\""},
      {"game g(n)\n  (n - 1\n", 2, 3, "never closed"},
      {"game g(n)\n  n - 1.5\n", 2, 7, "numbers are whole"},
      {"game g(n)\n  n - 2k\n", 2, 8, "write the multiplication"},
      {"game g(n)\n  n - 99999999999999999999\n", 2, 7, "above 2^63-1"},
      {"game g(n)\n  n \xC3\xA9\n", 2, 5, "U+00E9"},
      {"game g(n)\n  n - 1 if n > 0\ngame h(n)\n", 3, 1, "one game per definition"},
      {"game g(n)\n  for k in 1..n\n", 2, 3, "starts with the position"},
      {"game g(n)\n  n - min()\n", 2, 11, "at least one value"},
      {"game g(n)\n  n - k for k in 1..n for k in 1..2\n", 2, 27, "already a variable"},
      {"game g(n) n - 1\n", 1, 11, "on a line of its own"},
      {"game g(n)\n  n - k for k in 1..n if not k\n", 2, 30, "\"not\" needs true/false"},
      {"game g(n)\n  n - k for k in 1..n if -(k < 2)\n", 2, 27, "works on numbers"},
      {"game g(n)\n  n - k for k in 1..n\n  n - @\n", 3, 7, "unexpected character \"@\""},
      {"game g(n)\n  n - k for k in 1..n if\n", 2, 23, "needs a condition"},
      {"game g(n)\n  n - k for\n", 2, 12, "expected a variable name"},
      {"game g(n)\n  n - k for k in 1\n", 2, 19, "expected \"..\""},
      {"game g(n)\n  n - \n", 2, 7, "expected a value"},
      {"game g(n)\n  n - k for k in 1..n\n    if k % 2 == 1 )\n", 3, 19, "unexpected \")\""},
      // Found by valuing the small positions: the line (and column) to blame.
      {"game g(n)\n  n - k for k in 1..n + 1\n", 2, 3, "negative argument, n - k = -1, at g(0) (k = 1)"},
      {"game g(a, b)\n  (a, b - k) for k in 1..b\n  (a - 2, b) for k in 1..1\n", 3, 4, "negative argument, a - 2 = -2, at g(0, 0)"},
      {"game g(n)\n  n / k for k in 0..n\n", 2, 5, "division by zero at g(0) (k = 0)"},
      {"game g(n)\n  n % (n - n) for k in 1..1 if n > 0\n", 2, 5, "division by zero"},
      {"game g(n)\n  (n * 9223372036854775807) for k in 1..1 if n > 1\n", 2, 6, "overflows 64-bit integers at g(2)"},
      {"game g(n)\n  n - k for k in 1..n\n  n - k for k in 0..n\n", 3, 3, "can repeat: g(0) \xE2\x86\x92 g(0) (line 3)"},
      {"game g(n)\n  n + 1\n", 2, 3, "write (n + 1) for a number"},
  };
  for (const Bad& b : cases) {
    INFO(b.source);
    auto r = define_game(b.source);
    REQUIRE_FALSE(r.ok());
    INFO(r.error().what());
    CHECK(r.error().line == b.line);
    CHECK(r.error().column == b.column);
    CHECK(r.error().message().find(b.says) != std::string::npos);
  }
  CHECK(defined_games().empty());
}

TEST_CASE("defined: a definition longer than its cap is refused before it is read", "[defined]") {
  std::string source = "game g(n)\n";
  while (source.size() <= 64 * 1024) source += "  n - 1 if n > 0   # the same option again and again\n";
  auto r = define_game(source);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().message().find("the limit is 65536") != std::string::npos);
}

TEST_CASE("defined: huge valid games are answered too large within their caps", "[defined]") {
  forget_defined_games();
  // A chain: 2^20 positions fit the memo, 2^20 + 1 do not.
  REQUIRE(define_game("game chain(n)\n  n - 1 if n > 0\n").ok());
  CHECK(value_of("chain 1048575") == 1);
  auto chain = analyze("chain 1048576");
  REQUIRE_FALSE(chain.ok());
  CHECK(chain.error().message().find("too large") != std::string::npos);
  CHECK(chain.error().message().find("maxDefinedStates") != std::string::npos);
  // Arguments that grow without end: the memo cap stops them.
  REQUIRE(define_game("game grow(n)\n  (n + 1) for k in 1..1 if n >= 20\n").ok());
  auto grow = analyze("grow 20");
  REQUIRE_FALSE(grow.ok());
  CHECK(grow.error().message().find("grow without end") != std::string::npos);
  // A range beyond its cap, refused before it runs.
  REQUIRE(define_game("game wide(n)\n  0 for k in 1..n if k == n and n > 0\n").ok());
  CHECK(value_of("wide 1000") == 1);
  auto wide = analyze("wide 2000000");
  REQUIRE_FALSE(wide.ok());
  CHECK(wide.error().message().find("maxDefinedRange") != std::string::npos);
  // Too many options for one position.
  REQUIRE(define_game("game many(n)\n  0 for i in 1..n for j in 1..n if n > 0\n").ok());
  auto many = analyze("many 1100");
  REQUIRE_FALSE(many.ok());
  CHECK(many.error().message().find("maxDefinedOptions") != std::string::npos);
  // A cap met by one query does not spoil the next.
  CHECK(value_of("chain 5") == 1);
  CHECK(value_of("chain 1000 + chain 1") == 1);
  forget_defined_games();
}

TEST_CASE("defined: the work cap stops ranges that run long and give nothing", "[defined]") {
  forget_defined_games();
  REQUIRE(define_game("game idle(n)\n  0 for i in 1..n for j in 1..n for k in 1..n if i < 0\n").ok());
  CHECK(value_of("idle 50") == 0);
  // The stated cap is 2^26 steps: a smaller budget shows the same check
  // without spending them all here.
  const auto game = find_defined_game("idle");
  REQUIRE(game);
  const std::vector<std::int64_t> position{1000};
  auto solved = game->solve(position, {}, defined::SolveBudget{defined_limits::max_states, 1u << 16});
  REQUIRE_FALSE(solved.ok());
  CHECK(solved.error().message().find("takes more than 65536 steps (the cap maxDefinedWork)") != std::string::npos);
  auto fits = game->solve(std::vector<std::int64_t>{40}, {}, defined::SolveBudget{defined_limits::max_states, 1u << 16});
  CHECK(fits.ok());
  forget_defined_games();
}

TEST_CASE("defined: positions that can repeat are refused at any size, never a hang", "[defined]") {
  forget_defined_games();
  // Small positions are fine, so the definition is accepted; 100 and 101
  // lead to each other.
  REQUIRE(define_game("game g(n)\n  (n + 1) if n == 100\n  n - 1 if n > 0\n").ok());
  CHECK(value_of("g 99") == 1);
  for (const char* text : {"g 100", "g 101", "g 1000", "g 5 + g 1000"}) {
    auto a = analyze(text);
    INFO(text);
    REQUIRE_FALSE(a.ok());
    CHECK(a.error().message().find("can repeat: g(") != std::string::npos);
  }
  forget_defined_games();
}

TEST_CASE("defined: splitting games written in the language have the built-in families' values", "[defined]") {
  forget_defined_games();
  // Kayles: knock down one pin or two adjacent pins, splitting the row.
  REQUIRE(define_game("game kay(n)\n"
                      "  a + (n - 1 - a)  for a in 0..n-1\n"
                      "  a + (n - 2 - a)  for a in 0..n-2\n")
              .ok());
  // Grundy's game: split a heap into two unequal non-empty heaps.
  REQUIRE(define_game("game gru(n)\n  a + (n - a)  for a in 1..n-1  if a != n - a\n").ok());
  // Dawson's Kayles, octal 0.07.
  REQUIRE(define_game("game daw(n)\n"
                      "  0                for k in 1..1 if n == 2\n"
                      "  n - 2            for k in 1..1 if n > 2\n"
                      "  a + (n - 2 - a)  for a in 1..n-3\n")
              .ok());
  for (const auto& [mine, theirs] : std::vector<std::pair<std::string, std::string>>{
           {"kay", "kayles"}, {"gru", "grundy"}, {"daw", "dawson"}}) {
    auto a = grundy_sequence(mine, 120);
    auto b = grundy_sequence(theirs, 120);
    REQUIRE(a.ok());
    REQUIRE(b.ok());
    INFO(mine);
    CHECK(a->values == b->values);
  }
  test::Memo memo;
  for (const char* text : {"kay 7", "kay 3 4", "gru 9", "daw 8", "kay 5 + gru 6"}) test::check_against_rules(text, memo);
  forget_defined_games();
}

TEST_CASE("defined: a game without option lines has only terminal positions", "[defined]") {
  forget_defined_games();
  // Found by the fuzzer: no line left the solver's frame narrower than the arity.
  auto r = define_game("game g(a, b, cgame)\n");
  REQUIRE(r.ok());
  CHECK(r->option_lines == 0);
  CHECK(value_of("g 1 2 3") == 0);
  auto a = analyze("g 1 2 3 + nim 2");
  REQUIRE(a.ok());
  CHECK(a->winning_moves.size() == 1);
  forget_defined_games();
}

TEST_CASE("defined: a condition deeper than every option still has its stack", "[defined]") {
  forget_defined_games();
  // Found by the fuzzer: the condition's stack depth was never counted, and
  // "n > 0" needs two entries where "-5" needs one.
  auto r = define_game("game g(n)\n   - 5 if n > 0\n");
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().line == 2);
  CHECK(r.error().message().find("negative argument, - 5 = -5, at g(1)") != std::string::npos);
  REQUIRE(define_game("game h(n)\n  0 if n > 0 and n < 5 or n == 9\n").ok());
  for (int n = 0; n <= 10; ++n) CHECK(value_of("h " + std::to_string(n)) == ((n > 0 && n < 5) || n == 9 ? 1u : 0u));
  forget_defined_games();
}

TEST_CASE("defined: defining a game values its small positions within one small budget", "[defined]") {
  forget_defined_games();
  // 729 small positions, each with a million range values: the probe stops
  // at its budget (2^20 steps in all) and the game is accepted.
  auto r = define_game("game g(a, b, c, d, e, f)\n  (0, 0, 0, 0, 0, 0) for i in 1..1000 for j in 1..1000 if i < 0\n");
  REQUIRE(r.ok());
  CHECK(r->example == "g 0 0 0 0 0 0");
  auto a = analyze("g 1 1 1 1 1 1");
  REQUIRE(a.ok());
  CHECK(a->grundy == 0u);
  forget_defined_games();
}
