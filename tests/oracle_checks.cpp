// The checks of oracle_checks.hpp: compiled once, so that only this file
// and the tests that list positions include the oracles.
#include <catch2/catch.hpp>

#include <map>
#include <memory>
#include <set>
#include <string>

#include "oracle_checks.hpp"
#include "oracles/all.hpp"
#include "oracles/sums.hpp"
#include "sg/analysis.hpp"
#include "sg/define.hpp"
#include "sg/explain.hpp"
#include "sg/family.hpp"
#include "sg/position.hpp"

namespace sg::test {

struct Memo::Data {
  oracle::Atlas atlas;
  std::map<oracle::Compound, std::unique_ptr<oracle::ProductGame>> products;
  oracle::ProductGame& product(oracle::Compound c) {
    auto& g = products[c];
    if (!g) g = std::make_unique<oracle::ProductGame>(atlas, c);
    return *g;
  }
};

Memo::Memo() : data(std::make_unique<Data>()) {}
Memo::~Memo() = default;

namespace {

oracle::Sum read_or_fail(std::string_view text) {
  INFO("the oracle reads: " << text);
  auto s = oracle::read_sum(text);
  REQUIRE(s);
  return *s;
}

std::string to_text(Outcome o) { return std::string(1, outcome_letter(o)); }

// Every key of `expected` listed at least once and at most as often as the
// rules reach it (`each`: exactly as often), and nothing else.
void check_listed(const std::multiset<std::string>& listed, const std::multiset<std::string>& expected,
                         bool each = false) {
  for (const std::string& k : listed) {
    INFO("listed: " << k);
    CHECK(expected.count(k) >= 1);
    if (each) CHECK(listed.count(k) == expected.count(k));
    else CHECK(listed.count(k) <= expected.count(k));
  }
  for (const std::string& k : std::set<std::string>(expected.begin(), expected.end())) {
    INFO("missing: " << k);
    CHECK(listed.count(k) >= 1);
  }
}

// Every move of the sum is listed on its own (no component merges two).
bool each_move_listed(const oracle::Sum& sum) {
  for (const oracle::Pos& p : sum.parts)
    if (!p.game->lists_each_move()) return false;
  return true;
}

// The engine's move generator on one component: the keys of moves() are
// the keys of the rules' options, each reached by no more moves than the
// rules allow; and the engine writes the position as the oracle reads it.
void moves_of(const oracle::Pos& p) {
  const std::string text = p.game->write(p);
  INFO("position: " << text);
  auto pos = parse_position(text);
  REQUIRE(pos.ok());
  REQUIRE(pos->components.size() == 1);
  CHECK(oracle::key_of_text(pos->notation()) == oracle::key(oracle::Sum{oracle::Compound::normal, {p}}));
  std::multiset<std::string> engine, rules;
  for (const Move& m : pos->components[0]->moves()) engine.insert(oracle::key_of_text(m.to->notation()));
  for (const oracle::Pos& o : p.game->options(p)) rules.insert(oracle::key(oracle::Sum{oracle::Compound::normal, {o}}));
  check_listed(engine, rules, p.game->lists_each_move());
}

// A normal-play sum: values, outcome and winning moves by the oracle's
// definitions over the whole sum (generalized values when it may recur).
void normal_play(const oracle::Sum& sum, Memo::Data& memo) {
  const std::string text = oracle::write(sum);
  INFO("position: " << text);
  REQUIRE(sum.compound == oracle::Compound::normal);
  auto pos = parse_position(text);
  REQUIRE(pos.ok());
  REQUIRE(pos->components.size() == sum.parts.size());
  auto a = analyze(*pos);
  REQUIRE(a.ok());
  oracle::Atlas& atlas = memo.atlas;
  const oracle::Pos whole = oracle::as_one(sum.parts);
  const auto id = atlas.id(whole);
  const oracle::Loopy value = atlas.loopy(id);
  CHECK(to_text(a->outcome) == std::string(1, value.outcome()));
  REQUIRE(a->value);
  CHECK(a->value->infinite == value.infinite);
  if (value.infinite) {
    CHECK(std::set<oracle::Num>(a->value->finite_options.begin(), a->value->finite_options.end()) == value.k);
    CHECK_FALSE(a->grundy);
  } else {
    CHECK(a->value->nimber == value.nimber);
    REQUIRE(a->grundy);
    CHECK(*a->grundy == value.nimber);
  }
  for (std::size_t i = 0; i < sum.parts.size(); ++i) {
    INFO("component " << i);
    const oracle::Loopy v = atlas.loopy(atlas.id(sum.parts[i]));
    REQUIRE(a->components[i].value);
    CHECK(a->components[i].value->infinite == v.infinite);
    if (!v.infinite) CHECK(a->components[i].value->nimber == v.nimber);
    CHECK(to_text(a->components[i].outcome) == std::string(1, v.outcome()));
  }
  std::multiset<std::string> expected, listed;
  for (const oracle::Pos& o : whole.game->options(whole))
    if (atlas.loopy(atlas.id(o)).outcome() == 'P') expected.insert(o.game->key(o));
  REQUIRE(a->winning_moves_complete);
  for (const WinningMove& m : a->winning_moves) listed.insert(oracle::key_of_text(m.to));
  check_listed(listed, expected, each_move_listed(sum));
}

// explain() on a normal-play sum: every option the rules allow with its
// value, the winning ones exactly those analyze() lists, and the mex.
void explanation(const oracle::Sum& sum, Memo::Data& memo) {
  const std::string text = oracle::write(sum);
  INFO("explain: " << text);
  auto pos = parse_position(text);
  REQUIRE(pos.ok());
  auto e = explain(*pos);
  REQUIRE(e.ok());
  REQUIRE(e->complete);
  oracle::Atlas& atlas = memo.atlas;
  const oracle::Pos whole = oracle::as_one(sum.parts);
  std::multiset<std::string> rules, listed, winning_listed;
  std::map<std::string, oracle::Loopy> value_of;
  for (const oracle::Pos& o : whole.game->options(whole)) {
    const std::string k = o.game->key(o);
    rules.insert(k);
    value_of[k] = atlas.loopy(atlas.id(o));
  }
  bool infinite_option = false;
  for (const OptionReport& o : e->options) {
    const std::string k = oracle::key_of_text(o.to);
    INFO("option " << o.move.en() << " to " << o.to);
    listed.insert(k);
    REQUIRE(value_of.count(k));
    const oracle::Loopy& v = value_of[k];
    REQUIRE(o.value);
    CHECK(o.value->infinite == v.infinite);
    if (!v.infinite) CHECK(o.value->nimber == v.nimber);
    else CHECK(std::set<oracle::Num>(o.value->finite_options.begin(), o.value->finite_options.end()) == v.k);
    CHECK(to_text(o.outcome) == std::string(1, v.outcome()));
    CHECK(o.winning == (v.outcome() == 'P'));
    if (o.winning) winning_listed.insert(k);
    infinite_option |= v.infinite;
  }
  check_listed(listed, rules);
  const oracle::Loopy value = atlas.loopy(atlas.id(whole));
  if (infinite_option) {
    CHECK_FALSE(e->mex);
  } else {
    REQUIRE(e->mex);
    CHECK_FALSE(value.infinite);
    CHECK(*e->mex == value.nimber);
  }
  // The winning options are analyze()'s winning moves.
  auto a = analyze(*pos);
  REQUIRE(a.ok());
  std::set<std::string> analysed;
  for (const WinningMove& m : a->winning_moves) analysed.insert(oracle::key_of_text(m.to));
  CHECK(analysed == std::set<std::string>(winning_listed.begin(), winning_listed.end()));
}

// Any compound by its product game: the outcome, the exact set of winning
// turns, the measure that decides it for each component, and explain()'s
// turns with their outcomes.
void compound(const oracle::Sum& sum, Memo::Data& memo, bool with_explain) {
  const std::string text = oracle::write(sum);
  INFO("position: " << text);
  auto pos = parse_position(text);
  REQUIRE(pos.ok());
  auto a = analyze(*pos);
  REQUIRE(a.ok());
  oracle::ProductGame& game = memo.product(sum.compound);
  const auto s = game.state(sum);
  CHECK(to_text(a->outcome) == std::string(1, game.outcome(s)));
  REQUIRE(a->winning_moves_complete);
  std::set<std::string> listed;
  for (const WinningMove& m : a->winning_moves) listed.insert(oracle::key_of_text(m.to));
  CHECK(listed == game.winning_keys(s));
  bool cycles = false;
  for (const oracle::Pos& p : sum.parts) cycles |= p.game->may_cycle();
  for (std::size_t i = 0; i < sum.parts.size() && !cycles; ++i) {
    INFO("component " << i);
    const auto id = memo.atlas.id(sum.parts[i]);
    if (sum.compound == oracle::Compound::conjunctive) {
      REQUIRE(a->components[i].remoteness);
      CHECK(*a->components[i].remoteness == memo.atlas.remoteness(id));
    }
    if (sum.compound == oracle::Compound::every) {
      REQUIRE(a->components[i].suspense);
      CHECK(*a->components[i].suspense == memo.atlas.suspense(id));
    }
  }
  if (!with_explain) return;
  auto e = explain(*pos);
  REQUIRE(e.ok());
  REQUIRE(e->complete);
  std::set<std::string> options, winning;
  for (const OptionReport& o : e->options) {
    INFO("option " << o.move.en() << " to " << o.to);
    const std::string k = oracle::key_of_text(o.to);
    options.insert(k);
    const auto reached = read_or_fail(o.to);
    CHECK(to_text(o.outcome) == std::string(1, game.outcome(game.state(reached))));
    CHECK(o.winning == (o.outcome == Outcome::P));
    if (o.winning) winning.insert(k);
  }
  CHECK(options == game.option_keys(s));
  CHECK(winning == listed);
}

}  // namespace

std::vector<std::string> registered_families() {
  std::vector<std::string> out;
  for (const Family& f : families()) out.emplace_back(f.name);
  for (const DefinedGameInfo& g : defined_games()) out.push_back(g.name);
  return out;
}

void check_moves(std::string_view text) {
  const oracle::Sum s = read_or_fail(text);
  REQUIRE(s.parts.size() == 1);
  moves_of(s.parts[0]);
}

void check_against_rules(std::string_view text, Memo& memo) {
  const oracle::Sum s = read_or_fail(text);
  if (s.compound == oracle::Compound::normal) normal_play(s, *memo.data);
  else compound(s, *memo.data, false);
}

void check_against_rules(std::string_view text) {
  Memo memo;
  check_against_rules(text, memo);
}

void check_explain(std::string_view text, Memo& memo) {
  const oracle::Sum s = read_or_fail(text);
  if (s.compound == oracle::Compound::normal) explanation(s, *memo.data);
  else compound(s, *memo.data, true);
}

void check_compound(std::string_view text, Memo& memo, bool with_explain) {
  compound(read_or_fail(text), *memo.data, with_explain);
}

}  // namespace sg::test
