// The computer's move on every family and on small compounds, against a
// search over the move generators (the rules): from N it moves to P, and a
// game against random replies ends with its win.
#include <catch2/catch.hpp>

#include <map>
#include <random>

#include "sg/explain.hpp"

using namespace sg;

namespace {

// Turns of a position by its compound's rule, from Component::moves().
std::vector<Position> turns(const Position& pos) {
  std::vector<std::vector<Move>> options;
  for (const auto& c : pos.components) options.push_back(c->moves());
  std::vector<Position> out;
  if (pos.compound == Compound::normal || pos.compound == Compound::misere) {
    for (std::size_t i = 0; i < options.size(); ++i)
      for (const Move& m : options[i]) {
        Position next = pos.clone();
        next.components[i] = m.to->clone();
        out.push_back(std::move(next));
      }
    return out;
  }
  std::vector<std::size_t> movable;
  for (std::size_t i = 0; i < options.size(); ++i) {
    if (options[i].empty() && pos.compound == Compound::conjunctive) return out;
    if (!options[i].empty()) movable.push_back(i);
  }
  std::vector<std::vector<std::size_t>> sets;
  if (pos.compound == Compound::selective) {
    for (std::uint32_t mask = 1; mask < (1u << movable.size()); ++mask) {
      std::vector<std::size_t> set;
      for (std::size_t b = 0; b < movable.size(); ++b)
        if (mask >> b & 1) set.push_back(movable[b]);
      sets.push_back(set);
    }
  } else if (!movable.empty()) {
    sets.push_back(movable);
  }
  for (const auto& set : sets) {
    std::vector<std::size_t> digit(set.size(), 0);
    while (true) {
      Position next = pos.clone();
      for (std::size_t k = 0; k < set.size(); ++k) next.components[set[k]] = options[set[k]][digit[k]].to->clone();
      out.push_back(std::move(next));
      std::size_t k = 0;
      for (; k < set.size(); ++k) {
        if (++digit[k] < options[set[k]].size()) break;
        digit[k] = 0;
      }
      if (k == set.size()) break;
    }
  }
  return out;
}

// Whether the player to move wins, by exhaustive search (these games end).
class RulesSearch {
 public:
  bool wins(const Position& pos) {
    const std::string key = pos.notation();
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    bool win = false, any = false;
    for (const Position& next : turns(pos)) {
      any = true;
      if (!wins(next)) {
        win = true;
        break;
      }
    }
    if (!any) win = pos.compound == Compound::misere;
    memo_[key] = win;
    return win;
  }

 private:
  std::map<std::string, bool> memo_;
};

// The computer moves from an N position: its move must reach a turn the
// rules allow, lost for the opponent; then random replies until the end.
void play_out(const std::string& text, RulesSearch& search, std::mt19937& rng, int& games) {
  INFO(text);
  auto parsed = parse_position(text);
  REQUIRE(parsed.ok());
  Position pos = std::move(*parsed);
  if (!search.wins(pos)) return;
  ++games;
  for (int ply = 0; ply < 400; ++ply) {
    auto here = turns(pos);
    if (here.empty()) {  // the computer cannot move: a win only in misère play
      CHECK(pos.compound == Compound::misere);
      return;
    }
    REQUIRE(search.wins(pos));
    auto c = choose_move(pos);
    REQUIRE(c.ok());
    INFO(pos.notation() << ": " << c->move << " -> " << c->to);
    std::size_t chosen = here.size();
    for (std::size_t i = 0; i < here.size() && chosen == here.size(); ++i)
      if (here[i].notation() == c->to) chosen = i;
    REQUIRE(chosen < here.size());
    pos = std::move(here[chosen]);
    CHECK_FALSE(search.wins(pos));
    auto replies = turns(pos);
    if (replies.empty()) {  // the opponent cannot move: it loses in normal play
      CHECK(pos.compound != Compound::misere);
      return;
    }
    pos = std::move(replies[rng() % replies.size()]);
  }
  FAIL("the game did not end");
}

const std::vector<std::string> family_pool = {
    "nim 3 4 5",        "nim 1 1 2",         "bash(2) 7",          "bash(3) 5",          "sub(1,3,4) 9",
    "sub(2,3) 8",       "kayles 7",          "kayles 5",           "dawson 7",           "octal(0.137) 6",
    "octal(0.07) 7",    "grundy 9",          "grundy 7",           "lasker 5",           "lasker 3",
    "staircase 1 2",    "staircase 3 0 2",   "wythoff 1 2",        "wythoff 3 4",        "coins(turtles) THTH",
    "coins(mock) HTHH", "coins(turtles) TH", "tree (()(()))",      "tree ((())(()()))", "hackenbush 0-1 1-1",
    "hackenbush 0-1 1-2 2-0", "graph(a>b,b>c,a>c) a", "seqgame(1,3,2) 0", "ends 1 2",          "ends 2 3 1",
    "merge 1 2",        "merge 2 2",         "nim 2",              "kayles 3",           "dawson 4",
    // The board families.
    "cram 2x3", "cram(.../..#/...)", "nodekayles(a-b,b-c,c-d,d-e)", "nodekayles(a-b,b-c,c-a,c-d)", "chomp 3x3",
    "chomp(4,2,1)"};

const std::vector<std::string> small_pool = {"nim 2",       "nim 1 1",   "kayles 3",  "dawson 4",      "grundy 5",
                                             "lasker 2",    "sub(1,3) 4", "bash(2) 3", "staircase 1 2", "wythoff 1 2",
                                             "coins(turtles) TH", "tree (()(()))", "hackenbush 0-1 1-1",
                                             "seqgame(1,3,2) 0",  "ends 1 2",      "merge 1 2",   "octal(0.137) 3",
                                             "cram(../..)",       "nodekayles(a-b,b-c)", "chomp(2,1)"};

}  // namespace

TEST_CASE("the computer wins from N in every family", "[play-property]") {
  std::mt19937 rng(99);
  RulesSearch search;
  int games = 0;
  for (const auto& text : family_pool)
    for (int g = 0; g < 3; ++g) play_out(text, search, rng, games);
  CHECK(games > 40);
}

TEST_CASE("the computer wins from N in small compounds of every kind", "[play-property]") {
  std::mt19937 rng(7);
  int games = 0;
  for (const char* compound : {"", "misere: ", "every: ", "conjunctive: ", "selective: "}) {
    RulesSearch search;
    for (int round = 0; round < 40; ++round) {
      std::string text = compound;
      const int n = 2 + round % 2;
      for (int i = 0; i < n; ++i) text += (i ? " + " : "") + small_pool[rng() % small_pool.size()];
      play_out(text, search, rng, games);
    }
  }
  CHECK(games > 60);
}
