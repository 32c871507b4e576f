// Compounds of games with cycles against an independent oracle: every
// compound rule, two and three components, tokens on small random graphs
// with cycles; outcome P/N/D and the exact set of winning moves.
#include <catch2/catch.hpp>

#include <random>

#include "oracles/loopy_graph_compounds.hpp"
#include "sg/analysis.hpp"
#include "sg/explain.hpp"
#include "sg/limits.hpp"

using namespace sg;
using oracle::LoopyCompoundOracle;
using oracle::OracleGraph;
using oracle::OraclePart;
using oracle::OracleRule;

namespace {

// A random graph on n nodes (names a, b, c, ...) with at least one cycle
// (on the first nodes), and mostly with a sink (the last node) so that
// games can end.
OracleGraph random_loopy_graph(std::mt19937& rng, int n) {
  const bool sink = rng() % 4 != 0;
  OracleGraph g;
  for (int i = 0; i < n; ++i) g.names.push_back(std::string(1, static_cast<char>('a' + i)));
  std::set<std::pair<int, int>> seen;
  auto add = [&](int u, int v) {
    if (seen.insert({u, v}).second) g.edges.push_back({u, v});
  };
  // A cycle through two or more nodes first, then random edges (self-loops
  // allowed: a pass).
  const int len = 2 + static_cast<int>(rng() % static_cast<unsigned>(sink ? n - 2 : n - 1));
  for (int i = 0; i < len; ++i) add(i, (i + 1) % len);
  const int extra = static_cast<int>(rng() % static_cast<unsigned>(2 * n));
  const int from = sink ? n - 1 : n;
  // Half the graphs keep the nodes off the cycle acyclic (edges upwards
  // only), so that tokens there play a finite game.
  const bool finite_tail = rng() % 2 == 0;
  for (int i = 0; i < extra; ++i) {
    const int u = static_cast<int>(rng() % static_cast<unsigned>(from)), v = static_cast<int>(rng() % static_cast<unsigned>(n));
    if (!finite_tail || u < len || v > u) add(u, v);
  }
  std::shuffle(g.edges.begin(), g.edges.end(), rng);
  return g;
}

char letter(Outcome o) { return outcome_letter(o); }

struct Tally {
  int p = 0, n = 0, d = 0;
  void add(char o) { o == 'P' ? ++p : o == 'N' ? ++n : ++d; }
};

// Compares the engine's analysis of the oracle's root with the oracle.
void check_against_oracle(LoopyCompoundOracle& oracle, const LoopyCompoundOracle::State& root, Tally& tally) {
  const std::string text = oracle.notation(root);
  INFO(text);
  oracle.solve(root);
  auto a = analyze(text);
  REQUIRE(a.ok());
  const char expected = oracle.outcome(root);
  tally.add(expected);
  CHECK(letter(a->outcome) == expected);
  REQUIRE(a->winning_moves_complete);
  // Two moves may reach the same position (two tokens on one node with a
  // loop); each move is listed once.
  std::set<std::string> listed;
  std::set<std::pair<std::string, std::string>> moves;
  for (const auto& m : a->winning_moves) {
    CHECK(moves.insert({m.move.en(), m.to}).second);
    listed.insert(m.to);
  }
  CHECK(listed == oracle.winning_results(root));
}

const std::vector<std::pair<OracleRule, const char*>> rules = {{OracleRule::normal, "normal"},
                                                               {OracleRule::misere, "misere"},
                                                               {OracleRule::every, "every"},
                                                               {OracleRule::conjunctive, "conjunctive"},
                                                               {OracleRule::selective, "selective"}};

}  // namespace

TEST_CASE("compounds of games with cycles match the independent oracle", "[loopy-compound]") {
  std::mt19937 rng(77);
  for (auto [rule, name] : rules) {
    INFO(name);
    Tally tally;
    // Misère P positions are rare with cycles (nobody wants to end).
    const int rounds = rule == OracleRule::misere ? 500 : 100;
    for (int round = 0; round < rounds; ++round) {
      const int n = 3 + static_cast<int>(rng() % 3);
      OracleGraph g1 = random_loopy_graph(rng, n), g2 = random_loopy_graph(rng, 3 + static_cast<int>(rng() % 2));
      std::vector<OraclePart> parts;
      LoopyCompoundOracle::State root;
      const int shape = round % 5;
      // two parts, three parts, one part with two tokens, two parts one of
      // which has two tokens, one token alone
      parts.push_back({&g1, shape == 2 || shape == 3 ? 2u : 1u});
      if (shape != 2 && shape != 4) parts.push_back({&g2, 1});
      if (shape == 1) parts.push_back({&g1, 1});
      for (const auto& p : parts)
        for (std::size_t t = 0; t < p.tokens; ++t)
          root.push_back(static_cast<int>(rng() % p.graph->names.size()));
      LoopyCompoundOracle oracle(parts, rule);
      check_against_oracle(oracle, root, tally);
    }
    UNSCOPED_INFO(name << " P " << tally.p << " N " << tally.n << " D " << tally.d);
    // The sample must exercise every outcome, draws included.
    CHECK(tally.p > 0);
    CHECK(tally.n > 0);
    CHECK(tally.d > 0);
  }
}

TEST_CASE("a cycle reachable only later makes an every compound a draw", "[loopy-compound]") {
  auto a = analyze("every: graph(u>p,p>n,n>t,n>x,x>y,y>x) u + graph(a>b,b>c,c>d,d>f) a");
  REQUIRE(a.ok());
  CHECK(a->outcome == Outcome::D);
  CHECK(a->winning_moves.empty());
  // The same two graphs, worked out by hand from each compound's rules
  // (states are the two tokens; t and b have no move):
  //   conjunctive: (x,a) must move both, to (y,b), where b cannot move: N.
  //   selective: (x,b) has the one option (y,b), which wins by y>t, so
  //     (x,b) is P and (x,a) wins by moving a alone: N.
  //   misere: (t,a) is P (its one option (t,b) leaves the mover without a
  //     move, who wins); (y,b) escapes to (x,b) rather than lose by y>t, and
  //     (x,b) must return to (y,b): a draw, so (x,a) is neither won nor lost.
  struct Case {
    const char* compound;
    Outcome outcome;
    const char* winning_to;  // the one winning move's position, or none
  };
  for (const Case& c : {Case{"conjunctive: ", Outcome::N, "conjunctive: graph(x>y,y>x,y>t) y + graph(a>b) b"},
                        Case{"selective: ", Outcome::N, "selective: graph(x>y,y>x,y>t) x + graph(a>b) b"},
                        Case{"misere: ", Outcome::D, nullptr}}) {
    auto b = analyze(std::string(c.compound) + "graph(x>y,y>x,y>t) x + graph(a>b) a");
    INFO(c.compound);
    REQUIRE(b.ok());
    CHECK(b->outcome == c.outcome);
    if (c.winning_to) {
      REQUIRE(b->winning_moves.size() == 1);
      CHECK(b->winning_moves[0].to == c.winning_to);
    } else {
      CHECK(b->winning_moves.empty());
    }
  }
}

TEST_CASE("the computer wins on a graph with cycles and keeps a draw", "[loopy-compound]") {
  auto win = choose_move(*parse_position("graph(p>n,n>p,n>t) n"));
  REQUIRE(win.ok());
  CHECK(win->to == "graph(p>n,n>p,n>t) t");
  REQUIRE(win->remoteness);
  CHECK(*win->remoteness == 0);
  auto draw = choose_move(*parse_position("graph(d>n,n>t,d>e,e>d) d"));
  REQUIRE(draw.ok());
  CHECK(draw->to == "graph(d>n,n>t,d>e,e>d) e");
  CHECK(!draw->remoteness);
  CHECK(draw->reason.en().find("draw") != std::string::npos);
}

TEST_CASE("a loopy graph node reports its remoteness", "[loopy-compound]") {
  auto a = analyze("graph(p>n,n>p,n>t) p");
  REQUIRE(a.ok());
  REQUIRE(a->components.size() == 1);
  REQUIRE(a->components[0].remoteness);
  CHECK(*a->components[0].remoteness == 2);
  auto d = analyze("graph(d>n,n>t,d>e,e>d) d");
  REQUIRE(d.ok());
  CHECK(!d->components[0].remoteness);
}

TEST_CASE("compounds beyond the stated cap are refused, not guessed", "[loopy-compound]") {
  // 2^22 tuples of 22 two-node cycles with an exit: past 2*10^6 positions.
  std::string text = "selective: ";
  for (int i = 0; i < 22; ++i) text += std::string(i ? " + " : "") + "graph(a>b,b>a,b>c) a";
  auto a = analyze(text);
  REQUIRE(!a.ok());
  CHECK(a.error().message().find("too large to decide exactly") != std::string::npos);
  // The cap by its stated name in `limit`; in words (no API name) in the message.
  CHECK(a.error().kind == ErrorKind::too_large);
  CHECK(a.error().message().find("maxCompound") == std::string::npos);
  bool stated = false;
  REQUIRE(a.error().limit);
  for (const auto& l : limits::stated()) stated = stated || l.name == std::string_view(a.error().limit);
  CHECK(stated);
}

TEST_CASE("play beyond the caps refuses rather than risk a cycle", "[loopy-compound]") {
  // 22 components of a loopy graph: 2^22 tuples, past the compound solver's
  // cap. A move to a P position need not win here, so play must say so.
  for (const char* compound : {"", "selective: "}) {
    std::string text = compound;
    for (int i = 0; i < 22; ++i) text += std::string(i ? " + " : "") + "graph(a>b,b>a,b>c) a";
    INFO(text);
    auto m = choose_move(*parse_position(text));
    REQUIRE(!m.ok());
    CHECK(m.error().message().find("too large to play exactly") != std::string::npos);
    CHECK(m.error().message().find(std::to_string(limits::max_compound_positions)) != std::string::npos);
  }
  // The same graph with every token on its terminal node: the game is over.
  std::string over;
  for (int i = 0; i < 22; ++i) over += std::string(i ? " + " : "") + "graph(a>b,b>a,b>c) c";
  auto m = choose_move(*parse_position(over));
  REQUIRE(!m.ok());
  CHECK(m.error().message().find("game is over") != std::string::npos);
}

TEST_CASE("an analysis says whether play may cycle", "[loopy-compound]") {
  for (const char* p : {"graph(p>n,n>p,n>t) n", "nim 3 + graph(a>b,b>a,b>c) a", "every: graph(a>b,b>a) a + nim 1"}) {
    auto a = analyze(p);
    REQUIRE(a.ok());
    CHECK(a->may_cycle);
  }
  for (const char* p : {"nim 3 4", "graph(a>b,b>c) a", "misere: kayles 3 + tree (()())"}) {
    auto a = analyze(p);
    REQUIRE(a.ok());
    CHECK_FALSE(a->may_cycle);
  }
}
