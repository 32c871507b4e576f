// The computer's move as a property: from N it moves to P and wins against
// any replies within the promised remoteness; from P it delays longest;
// from a draw it keeps the draw. Graphs with cycles against the independent
// loopy oracle; every other family against a search over its move
// generator.
#include <catch2/catch.hpp>

#include <map>
#include <random>

#include "oracles/loopy_graph_compounds.hpp"
#include "sg/explain.hpp"

using namespace sg;
using oracle::LoopyCompoundOracle;
using oracle::OracleGraph;
using oracle::OraclePart;
using oracle::OracleRule;

namespace {

using State = LoopyCompoundOracle::State;

OracleGraph random_graph_with_cycle(std::mt19937& rng, int n) {
  OracleGraph g;
  for (int i = 0; i < n; ++i) g.names.push_back("n" + std::to_string(i));
  std::set<std::pair<int, int>> seen;
  auto add = [&](int u, int v) {
    if (seen.insert({u, v}).second) g.edges.push_back({u, v});
  };
  // A cycle on the first nodes; the last node is a sink; the rest random.
  const int len = 2 + static_cast<int>(rng() % static_cast<unsigned>(n - 2));
  for (int i = 0; i < len; ++i) add(i, (i + 1) % len);
  for (int i = 0; i < 2 * n; ++i) {
    const int u = static_cast<int>(rng() % static_cast<unsigned>(n - 1));
    const int v = static_cast<int>(rng() % static_cast<unsigned>(n));
    if (rng() % 2) add(u, v);
  }
  return g;
}

// The computer's move from s, as the oracle's state it reaches.
State computer_move(const LoopyCompoundOracle& oracle, const State& s, std::optional<std::uint64_t>* promised = nullptr) {
  const std::string text = oracle.notation(s);
  INFO(text);
  auto pos = parse_position(text);
  REQUIRE(pos.ok());
  auto c = choose_move(*pos);
  REQUIRE(c.ok());
  INFO(c->move << " -> " << c->to << " (" << c->reason << ")");
  std::vector<State> scratch;
  const State* t = oracle.turn_named(s, c->to, scratch);
  REQUIRE(t != nullptr);
  if (promised) *promised = c->remoteness;
  return *t;
}

// Every state the computer can face from an N state, against every reply:
// each of its moves reaches P, and the game ends with its win within the
// remoteness of the start (plies counted along every line).
void check_against_every_reply(const LoopyCompoundOracle& oracle, const State& s, int plies_left,
                               std::set<State>& seen) {
  REQUIRE(oracle.outcome(s) == 'N');
  REQUIRE(plies_left >= 1);
  const State t = computer_move(oracle, s);
  REQUIRE(oracle.outcome(t) == 'P');
  const auto replies = oracle.turns(t);
  // P under normal play: no reply means the opponent lost.
  if (replies.empty()) {
    CHECK_FALSE(oracle.misere());
    return;
  }
  for (const State& r : replies) {
    if (oracle.turns(r).empty()) {
      // The computer has no turn: it wins only under misère play.
      CHECK(oracle.misere());
      CHECK(plies_left >= 2);
      continue;
    }
    if (!seen.insert(r).second) continue;
    check_against_every_reply(oracle, r, plies_left - 2, seen);
  }
}

// One game against random replies from an N state: the computer wins
// within the start's remoteness.
void check_against_random_replies(const LoopyCompoundOracle& oracle, State s, std::mt19937& rng) {
  const int budget = oracle.remoteness(s);
  int plies = 0;
  while (true) {
    REQUIRE(plies <= budget);  // a game that loops fails here
    REQUIRE(oracle.outcome(s) == 'N');
    const auto here = oracle.turns(s);
    if (here.empty()) {  // misère: the computer cannot move, so it wins
      CHECK(oracle.misere());
      break;
    }
    s = computer_move(oracle, s);
    ++plies;
    const auto replies = oracle.turns(s);
    if (replies.empty()) {
      CHECK_FALSE(oracle.misere());
      break;
    }
    s = replies[rng() % replies.size()];
    ++plies;
  }
  CHECK(plies <= budget);
}

// From every state with a turn: N moves to the P option of least
// remoteness, P to the option of greatest, D never to an N option.
void check_every_state(const LoopyCompoundOracle& oracle, int& draws) {
  for (const State& s : oracle.states()) {
    const auto options = oracle.turns(s);
    if (options.empty()) continue;
    std::optional<std::uint64_t> promised;
    const State t = computer_move(oracle, s, &promised);
    INFO(oracle.notation(s) << " -> " << oracle.notation(t));
    const char o = oracle.outcome(s);
    if (o == 'D') {
      ++draws;
      CHECK(oracle.outcome(t) == 'D');
      CHECK(!promised);
      continue;
    }
    CHECK(oracle.outcome(t) == (o == 'N' ? 'P' : 'N'));
    CHECK(oracle.remoteness(t) == oracle.remoteness(s) - 1);
    REQUIRE(promised);
    CHECK(*promised == static_cast<std::uint64_t>(oracle.remoteness(t)));
  }
}

}  // namespace

TEST_CASE("the computer plays exactly on graphs with cycles", "[play-property]") {
  std::mt19937 rng(4242);
  const std::vector<OracleRule> rules = {OracleRule::normal, OracleRule::misere, OracleRule::every,
                                         OracleRule::conjunctive, OracleRule::selective};
  int wins_checked = 0, draws = 0;
  for (OracleRule rule : rules) {
    for (int round = 0; round < 24; ++round) {
      OracleGraph g1 = random_graph_with_cycle(rng, 4 + static_cast<int>(rng() % 2));
      OracleGraph g2 = random_graph_with_cycle(rng, 3 + static_cast<int>(rng() % 2));
      std::vector<OraclePart> parts;
      const int shape = round % 3;  // one token, two tokens on one graph, two graphs
      parts.push_back({&g1, shape == 1 ? 2u : 1u});
      if (shape == 2) parts.push_back({&g2, 1});
      State root;
      for (const auto& p : parts)
        for (std::size_t t = 0; t < p.tokens; ++t) root.push_back(static_cast<int>(rng() % p.graph->names.size()));
      LoopyCompoundOracle oracle(parts, rule);
      oracle.solve(root);
      check_every_state(oracle, draws);
      for (const State& s : oracle.states()) {
        if (oracle.outcome(s) != 'N' || oracle.turns(s).empty()) continue;
        std::set<State> seen;
        check_against_every_reply(oracle, s, oracle.remoteness(s), seen);
        check_against_random_replies(oracle, s, rng);
        ++wins_checked;
      }
    }
  }
  CHECK(wins_checked > 100);
  CHECK(draws > 100);
}

TEST_CASE("the computer keeps the draw and never plays into a loss in the documented cases", "[play-property]") {
  OracleGraph g{{"d", "n", "t", "e"}, {{0, 1}, {1, 2}, {0, 3}, {3, 0}}};
  LoopyCompoundOracle oracle({{&g, 1}}, OracleRule::normal);
  oracle.solve({0});
  REQUIRE(oracle.outcome({0}) == 'D');
  CHECK(computer_move(oracle, {0}) == State{3});
  OracleGraph h{{"p", "n", "t"}, {{0, 1}, {1, 0}, {1, 2}}};
  LoopyCompoundOracle win({{&h, 1}}, OracleRule::normal);
  win.solve({1});
  CHECK(computer_move(win, {1}) == State{2});
}
