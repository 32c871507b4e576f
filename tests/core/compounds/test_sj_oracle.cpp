// The SJ theorem's winning moves against a brute-force misère search written
// from the rules: every listed move of a misère sum decided by the theorem
// leads to a misère-P position, and none is missing.
#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "sg/analysis.hpp"
#include "sg/position.hpp"

namespace {

using namespace sg;

// Misère play of a sum, by its rules alone: the player who cannot move wins,
// so a position with no move is N; otherwise N iff some move reaches P.
// Memoised by the whole notation.
struct MisereOracle {
  std::unordered_map<std::string, bool> memo;  // notation -> player to move wins

  bool wins(const Position& pos) {
    const std::string key = pos.notation();
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    bool any_move = false, win = false;
    for (std::size_t i = 0; i < pos.components.size() && !win; ++i)
      for (const Move& m : pos.components[i]->moves()) {
        any_move = true;
        Position next = pos.clone();
        next.components[i] = m.to->clone();
        if (!wins(next)) {
          win = true;
          break;
        }
      }
    const bool result = any_move ? win : true;
    memo.emplace(key, result);
    return result;
  }
};

// SG 0 only at the sink b: the SJ theorem's hypothesis for every token.
const std::string graph = "graph(a>b,a>c,c>b,d>a,d>c,d>b)";

void check_misere_sum(const std::string& body, MisereOracle& oracle) {
  const std::string text = "misere: " + body;
  INFO("position: " << text);
  auto pos = parse_position(text);
  REQUIRE(pos.ok());
  auto a = analyze(*pos);
  REQUIRE(a.ok());
  CHECK(a->decided_by.en().find("SJ theorem") != std::string::npos);
  const bool n = oracle.wins(*pos);
  CHECK(a->outcome == (n ? Outcome::N : Outcome::P));
  std::set<std::string> expected;
  for (std::size_t i = 0; i < pos->components.size(); ++i)
    for (const Move& m : pos->components[i]->moves()) {
      Position next = pos->clone();
      next.components[i] = m.to->clone();
      if (!oracle.wins(next)) expected.insert(next.notation());
    }
  std::set<std::string> listed;
  for (const auto& m : a->winning_moves) {
    INFO("listed move: " << m.move << " -> " << m.to);
    CHECK(listed.insert(m.to).second);
    CHECK(expected.count(m.to) == 1);
  }
  CHECK(a->winning_moves_complete);
  CHECK(listed == expected);
}

}  // namespace

TEST_CASE("SJ winning moves of misere sums equal a brute-force misere search", "[misere][sj]") {
  MisereOracle oracle;
  const std::vector<std::string> nodes{"a", "b", "c", "d"};
  std::vector<std::string> token_sets{""};
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    token_sets.push_back(" " + nodes[i]);
    for (std::size_t j = i; j < nodes.size(); ++j) {
      token_sets.push_back(" " + nodes[i] + " " + nodes[j]);
      for (std::size_t k = j; k < nodes.size(); ++k)
        token_sets.push_back(" " + nodes[i] + " " + nodes[j] + " " + nodes[k]);
    }
  }
  int checked = 0;
  for (const std::string& tokens : token_sets)
    for (int h1 = 0; h1 <= 3; ++h1)
      for (int h2 = 0; h2 <= 3; ++h2) {
        // A graph and a Nim component: not all Nim, so the SJ theorem decides.
        check_misere_sum(graph + tokens + " + nim " + std::to_string(h1) + " " + std::to_string(h2), oracle);
        ++checked;
      }
  // Two graph components.
  for (const std::string& t1 : token_sets)
    for (const std::string& t2 : token_sets)
      if (t1.size() <= 4 && t2.size() <= 4) check_misere_sum(graph + t1 + " + " + graph + t2, oracle), ++checked;
  CHECK(checked > 500);
}
