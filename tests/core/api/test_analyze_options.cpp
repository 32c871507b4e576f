// AnalyzeOptions and winning_move(): the lean listings a page uses for huge
// positions must be the default listing with parts left out, never another.
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

#include "sg/analysis.hpp"
#include "sg/limits.hpp"

using namespace sg;

namespace {

Analysis must_analyze(const std::string& text, const AnalyzeOptions& options = {}) {
  auto a = analyze(text, options);
  INFO(text);
  REQUIRE(a.ok());
  return std::move(a).value();
}

std::string random_row(std::mt19937& rng, std::size_t n) {
  std::string s;
  for (std::size_t i = 0; i < n; ++i) s += rng() % 2 ? 'H' : 'T';
  return s;
}

// Small positions of every kind: coin rows under every named rule, Nim,
// heap games, trees, graphs, and sums under each compound.
std::vector<std::string> small_positions() {
  std::mt19937 rng(20261122);
  std::vector<std::string> out;
  for (const char* rule : {"one", "turtles", "mock", "ruler", "run3", "near3", "at most 3 consecutive", "exactly 2 anywhere"})
    for (int k = 0; k < 6; ++k) out.push_back(std::string("coins(") + rule + ") " + random_row(rng, 1 + rng() % 10));
  for (int k = 0; k < 10; ++k) {
    std::string nim = "nim";
    for (std::size_t i = 0, n = 1 + rng() % 6; i < n; ++i) nim += ' ' + std::to_string(rng() % 20);
    out.push_back(nim);
  }
  for (const char* text :
       {"kayles 9 + dawson 7", "lasker 5 6", "wythoff 3 5", "wythoff 9223372036854775806 9223372036854775807",
        "tree (()(()()))", "hackenbush 0-1 1-2 2-0 2-2", "graph(a>b,b>c,a>c) a a", "graph(a>a,a>b) a + nim 1",
        "staircase 0 3 1 4", "misere: nim 1 2 3", "misere: nim 2 + kayles 3 + tree (())",
        "every: nim 3 + sub(1,2) 5 + kayles 4", "conjunctive: nim 2 + sub(1,2) 4 + kayles 5",
        "selective: nim 1 + kayles 3 + nim 2", "nim 5 + kayles 4 + coins(turtles) THHT + tree (()(()))"})
    out.push_back(text);
  return out;
}

}  // namespace

TEST_CASE("without `to` the listing is the default one; winning_move builds each `to`", "[analyze-options]") {
  AnalyzeOptions lean;
  lean.include_to = false;
  for (const std::string& text : small_positions()) {
    INFO(text);
    const Analysis full = must_analyze(text);
    const Analysis bare = must_analyze(text, lean);
    CHECK(bare.position == full.position);
    CHECK(bare.outcome == full.outcome);
    CHECK(bare.decided_by == full.decided_by);
    CHECK(bare.winning_moves_complete == full.winning_moves_complete);
    REQUIRE(bare.winning_moves.size() == full.winning_moves.size());
    for (std::size_t k = 0; k < full.winning_moves.size(); ++k) {
      INFO("move " << k << ": " << full.winning_moves[k].move);
      CHECK(bare.winning_moves[k].to.empty());
      CHECK(bare.winning_moves[k].move == full.winning_moves[k].move);
      CHECK(bare.winning_moves[k].component == full.winning_moves[k].component);
      auto one = winning_move(text, k);
      REQUIRE(one.ok());
      CHECK(one->move == full.winning_moves[k].move);
      CHECK(one->component == full.winning_moves[k].component);
      CHECK(one->to == full.winning_moves[k].to);
      CHECK_FALSE(one->to.empty());
    }
    auto past = winning_move(text, full.winning_moves.size());
    CHECK_FALSE(past.ok());
  }
}

TEST_CASE("max_moves keeps the first moves and says the list is cut; parts can be left out", "[analyze-options]") {
  for (const std::string& text : small_positions()) {
    INFO(text);
    const Analysis full = must_analyze(text);
    for (std::uint64_t m : {0, 1, 2, 5}) {
      AnalyzeOptions o;
      o.max_moves = m;
      const Analysis cut = must_analyze(text, o);
      const std::size_t kept = std::min<std::size_t>(m, full.winning_moves.size());
      REQUIRE(cut.winning_moves.size() == kept);
      for (std::size_t k = 0; k < kept; ++k) {
        CHECK(cut.winning_moves[k].move == full.winning_moves[k].move);
        CHECK(cut.winning_moves[k].to == full.winning_moves[k].to);
      }
      CHECK(cut.winning_moves_complete == (full.winning_moves_complete && full.winning_moves.size() <= m));
    }
    AnalyzeOptions no_parts;
    no_parts.include_parts = false;
    const Analysis bare = must_analyze(text, no_parts);
    REQUIRE(bare.components.size() == full.components.size());
    for (std::size_t i = 0; i < full.components.size(); ++i) {
      CHECK(bare.components[i].parts.empty());
      CHECK(bare.components[i].position == full.components[i].position);
      CHECK(bare.components[i].value == full.components[i].value);
    }
    CHECK(bare.winning_moves.size() == full.winning_moves.size());
  }
}

TEST_CASE("a won Nim sum of 200000 heaps lists a bounded number of winning moves", "[analyze-options]") {
  // Each listed Nim move copies every heap; the family stops at a memory
  // budget instead of building 100000 copies (which used to abort in WASM).
  std::string text = "nim";
  for (int i = 0; i < 200000; ++i) text += ' ' + std::to_string((i * 7919) % 1000);
  text += " 1000";
  AnalyzeOptions lean;
  lean.include_to = false;
  lean.include_parts = false;
  const Analysis a = must_analyze(text, lean);
  REQUIRE(a.outcome == Outcome::N);
  CHECK_FALSE(a.winning_moves_complete);
  REQUIRE_FALSE(a.winning_moves.empty());
  CHECK(a.winning_moves.size() < limits::max_listed_moves);
  auto last = winning_move(text, a.winning_moves.size() - 1);
  REQUIRE(last.ok());
  CHECK(last->move == a.winning_moves.back().move);
  AnalyzeOptions quick;
  quick.include_parts = false;
  quick.max_moves = 0;
  CHECK(must_analyze(last->to, quick).outcome == Outcome::P);
}

TEST_CASE("a 10^6-coin row without `to`: every listed move, and the one played, win", "[analyze-options]") {
  std::string row(1000000, 'T');
  for (std::size_t i = 3; i < row.size(); i += 7) row[i] = 'H';
  const std::string text = "coins(mock) " + row;
  AnalyzeOptions lean;
  lean.include_to = false;
  const Analysis a = must_analyze(text, lean);
  REQUIRE(a.outcome == Outcome::N);
  // No megabyte of notation per move: the family's own cap is what stops it.
  CHECK(a.winning_moves.size() == limits::max_listed_moves);
  CHECK(a.components[0].parts.size() == (row.size() - 3 + 6) / 7);
  for (std::uint64_t k : {std::uint64_t{0}, std::uint64_t{4321}, limits::max_listed_moves - 1}) {
    auto m = winning_move(text, k);
    REQUIRE(m.ok());
    CHECK(m->move == a.winning_moves[k].move);
    AnalyzeOptions quick;
    quick.include_parts = false;
    quick.max_moves = 0;
    CHECK(must_analyze(m->to, quick).outcome == Outcome::P);
  }
}
