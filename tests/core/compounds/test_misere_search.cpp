// The canonical misère search (atoms, sums as sorted id multisets, tame sums
// by the genus rule) against a brute-force oracle over the components' own
// moves that knows nothing of its shortcuts, against the closed forms where
// they apply, and at its budget.
#include <catch2/catch.hpp>

#include <map>
#include <random>
#include <set>

#include "defined_examples.hpp"
#include "misere/heap_rules.hpp"
#include "misere/misere_memo.hpp"
#include "sg/analysis.hpp"
#include "sg/limits.hpp"
#include "sg/sequence.hpp"

using namespace sg;

namespace {

using Sum = std::vector<std::unique_ptr<Component>>;

// The search as the analysis runs it, on a memo of its own.
class MisereSearch {
 public:
  Result<bool> next_player_wins(const Sum& sum) {
    std::vector<const Component*> parts;
    for (const auto& c : sum) parts.push_back(c.get());
    SG_TRY(ids, memo_.atoms_of(parts));
    return memo_.search.next_player_wins(std::move(ids));
  }
  std::size_t positions() const { return memo_.search.positions(); }
  std::uint64_t work() { return memo_.search.work(); }

 private:
  MisereMemo memo_;
};

Sum components_of(const std::string& text) {
  auto pos = parse_position(text);
  INFO(text);
  REQUIRE(pos.ok());
  Sum out;
  for (const auto& c : pos->components) out.push_back(c->clone());
  return out;
}

// Misère play straight from the definition: the sum in input order (no
// sorting, nothing dropped), one move in one component; no move at all
// and the player to move wins.
class BruteMisere {
 public:
  bool wins(const Sum& s) {
    std::string key;
    for (const auto& c : s) key += c->notation() + " | ";
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    bool any = false, win = false;
    for (std::size_t i = 0; i < s.size() && !win; ++i)
      for (Move& m : s[i]->moves()) {
        any = true;
        Sum next;
        for (std::size_t j = 0; j < s.size(); ++j) next.push_back(j == i ? m.to->clone() : s[j]->clone());
        if (!wins(next)) {
          win = true;
          break;
        }
      }
    if (!any) win = true;
    memo_[key] = win;
    return win;
  }

 private:
  std::map<std::string, bool> memo_;
};

std::string random_sum(std::mt19937& rng, const std::vector<std::string>& pool, int max_parts) {
  std::string s = "misere: ";
  const int n = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_parts));
  for (int i = 0; i < n; ++i) s += (i ? " + " : "") + pool[rng() % pool.size()];
  return s;
}

void check_against_brute(const std::vector<std::string>& pool, unsigned seed, int sums, int max_parts) {
  std::mt19937 rng(seed);
  BruteMisere brute;
  MisereSearch search;  // one search for every sum: its memo is shared, as the analysis shares it
  int p_positions = 0;
  for (int i = 0; i < sums; ++i) {
    const std::string text = random_sum(rng, pool, max_parts);
    INFO(text);
    const Sum sum = components_of(text);
    auto fast = search.next_player_wins(sum);
    REQUIRE(fast.ok());
    const bool expected = brute.wins(sum);
    CHECK(*fast == expected);
    p_positions += !expected;
  }
  // Both outcomes occur, so agreement is not one constant answer.
  CHECK(p_positions > 0);
  CHECK(p_positions < sums);
}

// Bouton's misère rule, computed here independently of the engine.
bool bouton_misere_wins(const std::vector<int>& heaps) {
  int x = 0;
  bool big = false;
  for (int h : heaps) x ^= h, big = big || h >= 2;
  if (!big) {
    int ones = 0;
    for (int h : heaps) ones += h == 1;
    return ones % 2 == 0;
  }
  return x != 0;
}

}  // namespace

TEST_CASE("misère search agrees with brute force on heap games", "[misere]") {
  check_against_brute({"nim 0", "nim 1", "nim 2", "nim 3", "nim 1 2", "nim 2 2", "nim 4", "kayles 1", "kayles 2",
                       "kayles 3", "kayles 4", "kayles 5", "kayles 6", "kayles 2 3", "dawson 4", "dawson 5",
                       "grundy 5", "grundy 6", "octal(0.137) 5", "octal(0.6) 4", "lasker 3", "sub(1,3) 4",
                       "sub(1,3) 6", "sub(2,3) 5", "bash(2) 4"},
                      7, 150, 4);
}

TEST_CASE("misère search agrees with brute force on coins, trees and graphs", "[misere]") {
  check_against_brute({"nim 1", "nim 2", "kayles 3", "coins(mock) HTH", "coins(turtles) THH", "coins(turtles) HTTH",
                       "tree (()(()))", "tree ((()))", "tree (()())", "hackenbush 0-1 1-1",
                       "hackenbush 0-1 1-2 2-0", "graph(a>b,b>c,a>c) a", "graph(x>t,x>y,y>u,u>v,u>t,v>t) x",
                       "staircase 1 2", "wythoff 1 2", "seqgame(1,3,2) 0"},
                      11, 250, 4);
}

TEST_CASE("misère search agrees with brute force on defined games split into positions", "[misere]") {
  const test::DefinedGames defined;
  check_against_brute({"lask 1", "lask 2", "lask 3", "lask 1 2", "lask 0 3", "wyt 1 1", "wyt 1 2 0 1", "squares 4",
                       "squares 2 3", "nim 1", "kayles 3"},
                      13, 150, 3);
  // lask is Lasker's Nim: the search sees "lask 1 8 6 0" as the multiset of
  // its positions, as it sees the built-in family's heaps; as one component
  // it took minutes and passed the work cap at "lask 9 9 9".
  MisereSearch lask, lasker;
  for (const char* heaps : {"1 8 6 0", "7 7 2", "9 9 9"}) {
    INFO(heaps);
    auto a = lask.next_player_wins(components_of(std::string("lask ") + heaps));
    auto b = lasker.next_player_wins(components_of(std::string("lasker ") + heaps));
    REQUIRE(a.ok());
    REQUIRE(b.ok());
    CHECK(*a == *b);
  }
  CHECK(lask.positions() < 5000);
}

TEST_CASE("misère search follows Bouton's misère rule on Nim", "[misere]") {
  MisereSearch search;
  int checked = 0;
  for (int a = 0; a <= 5; ++a)
    for (int b = 0; b <= 5; ++b)
      for (int c = 0; c <= 4; ++c) {
        // As three components and as one component of three heaps.
        const std::string apart = "nim " + std::to_string(a) + " + nim " + std::to_string(b) + " + nim " + std::to_string(c);
        const std::string together = "nim " + std::to_string(a) + " " + std::to_string(b) + " " + std::to_string(c);
        const bool expected = bouton_misere_wins({a, b, c});
        for (const auto& text : {apart, together}) {
          INFO(text);
          auto r = search.next_player_wins(components_of(text));
          REQUIRE(r.ok());
          CHECK(*r == expected);
          ++checked;
        }
      }
  CHECK(checked == 360);
}

TEST_CASE("misère search agrees with the SJ theorem where the engine uses it", "[misere]") {
  // Nim heaps and graph tokens whose SG-0 nodes are terminal: analyze()
  // decides these by the SJ theorem (or misère Nim), the search by play.
  const std::vector<std::string> pool = {"nim 1", "nim 2", "nim 3", "nim 1 1", "graph(a>b,a>c,b>c) a",
                                         "graph(a>b,a>c,b>c) b", "graph(a>b,b>c,c>d,a>d) a"};
  std::mt19937 rng(3);
  MisereSearch search;
  int by_theorem = 0;
  for (int i = 0; i < 120; ++i) {
    const std::string text = random_sum(rng, pool, 4);
    INFO(text);
    auto a = analyze(text);
    REQUIRE(a.ok());
    by_theorem += a->theorem != Theorem::misere_search;
    auto r = search.next_player_wins(components_of(text));
    REQUIRE(r.ok());
    CHECK(*r == (a->outcome == Outcome::N));
  }
  CHECK(by_theorem > 60);
}

TEST_CASE("misère Kayles sums match the analysis and its winning moves", "[misere]") {
  // Kayles splits heaps, so neither misère Nim nor the SJ theorem applies.
  BruteMisere brute;
  auto a = analyze("misere: kayles 4 + kayles 4");
  REQUIRE(a.ok());
  CHECK((a->outcome == Outcome::N) == brute.wins(components_of("misere: kayles 4 + kayles 4")));
  // Rows of 4 are tame (genus 1^{031}): the genus rule decides; a row of 5 is not.
  CHECK(a->theorem == Theorem::misere_genus);
  CHECK(analyze("misere: kayles 5 + kayles 4")->theorem == Theorem::misere_quotient);
  CHECK(analyze("misere: kayles 5 + dawson 4")->theorem == Theorem::misere_search);
  auto b = analyze("misere: kayles 7 + kayles 5");
  REQUIRE(b.ok());
  REQUIRE(b->outcome == Outcome::N);
  REQUIRE_FALSE(b->winning_moves.empty());
  CHECK((b->outcome == Outcome::N) == brute.wins(components_of("misere: kayles 7 + kayles 5")));
  for (const auto& m : b->winning_moves) {
    INFO(m.to);
    CHECK_FALSE(brute.wins(components_of(m.to)));
  }
  // None missing: every move of the sum that leaves the opponent a loss is
  // listed (positions compared by their canonical notation).
  const Sum sum = components_of("misere: kayles 7 + kayles 5");
  std::set<std::string> expected, listed;
  for (std::size_t i = 0; i < sum.size(); ++i)
    for (Move& m : sum[i]->moves()) {
      Sum next;
      for (std::size_t j = 0; j < sum.size(); ++j) next.push_back(j == i ? m.to->clone() : sum[j]->clone());
      if (brute.wins(next)) continue;
      std::string text = "misere: ";
      for (std::size_t j = 0; j < next.size(); ++j) text += (j ? " + " : "") + next[j]->notation();
      auto canonical = parse_position(text);
      REQUIRE(canonical.ok());
      expected.insert(canonical->notation());
    }
  for (const auto& m : b->winning_moves) listed.insert(m.to);
  CHECK(b->winning_moves_complete);
  CHECK(listed.size() == b->winning_moves.size());
  CHECK(listed == expected);
  CHECK(expected.size() >= 1);
}

TEST_CASE("a misère sum beyond the search budget is refused, naming the cap", "[misere]") {
  // The search with a cap of 300 positions: "kayles 13 14" needs more.
  HeapAtoms atoms;
  CanonicalSearch search(atoms, 300);
  const auto rule = heaps_of(*parse_position("kayles 13 14")->components[0])->rule;
  std::uint64_t work = 0;
  std::vector<std::uint32_t> ids{*atoms.heap(rule, 13, work, limits::max_misere_work),
                                 *atoms.heap(rule, 14, work, limits::max_misere_work)};
  auto r = search.next_player_wins(ids);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().message().find("too large to decide exactly") != std::string::npos);
  // A distinct kind of answer, naming the cap it passed (by its sg.limits()
  // name in `limit`, in words in the message, which names no API option).
  CHECK(r.error().kind == ErrorKind::too_large);
  REQUIRE(r.error().limit);
  CHECK(std::string(r.error().limit) == "maxSearchPositions");
  CHECK(r.error().message().find("300") != std::string::npos);
  CHECK(r.error().message().find("max") == std::string::npos);
  CHECK(search.positions() <= 300);
  // Later calls on a failed search repeat the error instead of misreading
  // its undecided positions as cycles.
  auto again = search.next_player_wins({ids[0]});
  REQUIRE_FALSE(again.ok());
  CHECK(again.error().message().find("too large to decide exactly") != std::string::npos);
  CHECK(again.error().kind == ErrorKind::too_large);
  // The same sum on the engine's own cap is decided.
  CHECK(analyze("misere: kayles 13 14").ok());

  // What is known of a position the analysis refuses: each component's own value.
  auto pos = parse_position("misere: kayles 9 + kayles 9 + kayles 10");
  REQUIRE(pos.ok());
  const auto known = component_reports(*pos);
  REQUIRE(known.size() == 3);
  CHECK(known[0].position == "kayles 9");
  CHECK(known[2].value == Value::finite(grundy_sequence("kayles", 11)->values[10]));
  CHECK(known[0].theorem == Theorem::octal_period);
}

TEST_CASE("a component with a huge option list is refused before its moves are built", "[misere]") {
  // Generating the 10^12 options of this heap would never finish: the
  // budget is checked against option_bound() first.
  MisereSearch search;
  auto r = search.next_player_wins(components_of("misere: kayles 3 + nim 1000000000000"));
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().message().find("too large to decide exactly") != std::string::npos);
  CHECK(search.work() <= limits::max_misere_work + 1);
  auto a = analyze("misere: kayles 3 + nim 1000000000000");
  REQUIRE_FALSE(a.ok());
  CHECK(a.error().message().find("too large to decide exactly") != std::string::npos);
  CHECK(a.error().kind == ErrorKind::too_large);
  REQUIRE(a.error().limit);
  CHECK(std::string(a.error().limit) == "maxMisereWork");  // refused before its 10^12 options are built
  // Bad input stays an error of the input.
  auto bad = analyze("misere: kayles 3 + nim x");
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error().kind == ErrorKind::invalid);
}

TEST_CASE("misère search refuses games with cycles; the analysis solves them", "[misere]") {
  const std::string text = "misere: graph(a>b,b>a,b>c) a + kayles 2";
  MisereSearch search;
  auto r = search.next_player_wins(components_of(text));
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().message() == "misère play of games with cycles cannot be searched exhaustively");
  // The analysis solves the compound by retrograde analysis instead
  // (checked against an oracle in test_loopy_compounds.cpp).
  auto a = analyze(text);
  REQUIRE(a.ok());
  CHECK(a->theorem == Theorem::retrograde);
  // Without the cycle the same shape is decided.
  auto acyclic = search.next_player_wins(components_of("misere: graph(a>b,b>c) a + kayles 2"));
  CHECK_FALSE(acyclic.ok());  // the failed search keeps its error
  MisereSearch fresh;
  auto ok = fresh.next_player_wins(components_of("misere: graph(a>b,b>c) a + kayles 2"));
  REQUIRE(ok.ok());
  BruteMisere brute;
  CHECK(*ok == brute.wins(components_of("misere: graph(a>b,b>c) a + kayles 2")));
}
