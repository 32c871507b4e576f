// Everything the engine says, rendered in Chinese: every text of the
// registry, of analyses, explanations, legal moves, the computer's choices,
// sequences, and the errors of a corpus of bad inputs. Each must name a
// catalogue entry (nested ones too), fill every argument, and read as
// Chinese (tests/core/text/chinese_check.hpp).
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/text/bad_inputs.hpp"
#include "core/text/chinese_check.hpp"
#include "defined_examples.hpp"
#include "sg/analysis.hpp"
#include "sg/define.hpp"
#include "sg/explain.hpp"
#include "sg/family.hpp"
#include "sg/graph_input.hpp"
#include "sg/identify.hpp"
#include "sg/nim_product.hpp"
#include "sg/random_position.hpp"
#include "sg/sequence.hpp"
#include "sg/structured.hpp"
#include "sg/table.hpp"

using namespace sg;

namespace {

// Every Text, and every Text nested in its arguments, names an entry: no
// Msg::raw (literal English from code not yet converted) anywhere.
bool names_entries(const Text& t) {
  if (t.msg == Msg::none || t.msg == Msg::raw) return false;
  for (const TextArg& a : t.args)
    for (const Text& n : a.nested)
      if (!names_entries(n)) return false;
  return true;
}

// A `{name}` field left in the output: an argument the caller did not give.
bool has_unfilled_field(std::string_view s) {
  for (std::size_t i = s.find('{'); i != std::string_view::npos; i = s.find('{', i + 1)) {
    std::size_t k = i + 1;
    while (k < s.size() && ((s[k] >= 'a' && s[k] <= 'z') || (s[k] >= '0' && s[k] <= '9') || s[k] == '_')) ++k;
    if (k > i + 1 && k < s.size() && (s[k] == '}' || s[k] == '|')) return true;
  }
  return false;
}

struct Tally {
  std::size_t texts = 0;
};

void check(const Text& t, const std::string& where, Tally& tally) {
  INFO(where << "\n  en: " << render(t, Lang::en) << "\n  zh: " << render(t, Lang::zh));
  ++tally.texts;
  REQUIRE(names_entries(t));
  const std::string zh = render(t, Lang::zh);
  CHECK(!zh.empty());
  CHECK(!has_unfilled_field(zh));
  CHECK(!has_unfilled_field(render(t, Lang::en)));
  CHECK(test::english_words(zh).empty());
}

void check_error(const Error& e, const std::string& where, Tally& tally) {
  check(e.text, where + " (error)", tally);
  const std::string zh = e.what(Lang::zh);
  if (e.column) CHECK(zh.rfind("\xE7\xAC\xAC " + std::to_string(e.column) + " \xE5\x88\x97", 0) == 0);  // 第 N 列
}

void check_parts(const std::vector<Part>& parts, const std::string& where, Tally& tally) {
  for (std::size_t i = 0; i < parts.size() && i < 50; ++i) {
    INFO(where << " part " << i);
    REQUIRE(parts[i].label.msg() != Msg::none);
    check(parts[i].label.text(), where + " part label", tally);
    std::string fast;
    render_part_label(parts[i].label, Lang::zh, fast);
    CHECK(fast == render(parts[i].label.text(), Lang::zh));
  }
}

// Every text of every answer the engine gives about `text`; the options'
// and the computer's choice only with `deep` (under a compound each option
// is solved by a search of its own: minutes in a Debug build).
void check_position(const std::string& text, Tally& tally, bool deep = true) {
  auto pos = parse_position(text);
  if (!pos.ok()) {
    check_error(pos.error(), text, tally);
    return;
  }
  auto a = analyze(*pos);
  if (!a.ok()) {
    check_error(a.error(), text + " analyze", tally);
  } else {
    check(a->decided_by, text + " decided_by", tally);
    for (const ComponentReport& c : a->components) {
      check(c.theory, text + " theory", tally);
      check_parts(c.parts, text, tally);
    }
    for (const WinningMove& m : a->winning_moves) check(m.move, text + " winning move", tally);
  }
  auto l = legal_moves(*pos, 200);
  if (!l.ok()) {
    check_error(l.error(), text + " legal moves", tally);
  } else {
    for (const WinningMove& m : l->moves) check(m.move, text + " legal move", tally);
  }
  if (!deep) return;
  auto e = explain(*pos, 200);
  if (!e.ok()) {
    check_error(e.error(), text + " explain", tally);
  } else {
    for (const OptionReport& o : e->options) check(o.move, text + " option", tally);
    if (!e->note.empty()) check(e->note, text + " note", tally);
  }
  auto c = choose_move(*pos);
  if (!c.ok()) {
    check_error(c.error(), text + " choose_move", tally);
  } else {
    check(c->move, text + " chosen move", tally);
    check(c->reason, text + " reason", tally);
  }
}

// The built-in families, then the games defined so far (a test defines the
// three examples of docs/rule-language.md first: test::DefinedGames).
std::vector<const Family*> every_family() {
  std::vector<const Family*> out;
  for (const Family& f : families()) out.push_back(&f);
  for (const DefinedGameInfo& g : defined_games()) out.push_back(find_family(g.name));
  return out;
}

// Every registry example that is not under a compound, and small positions
// of every family (seeded draws): alone, in sums, and alone under every
// compound. (The compound examples are searches of many seconds each in a
// Debug build; their texts are the ones the small compounds give.)
std::vector<std::string> positions_of_every_family() {
  std::vector<std::string> out;
  std::vector<std::string> smalls;
  for (const Family* f : every_family()) {
    for (std::string_view ex : f->examples)
      if (ex.find(": ") == std::string_view::npos) out.emplace_back(ex);
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
      RandomOptions options;
      options.size = 3;
      auto r = random_position(f->name, seed, options);
      if (r.ok()) smalls.push_back(*r);
    }
  }
  for (std::size_t i = 0; i < smalls.size(); ++i) {
    out.push_back(smalls[i]);
    const std::string next = smalls[(i + 3) % smalls.size()];
    const bool plain = smalls[i].find(':') == std::string::npos && next.find(':') == std::string::npos;
    if (!plain) continue;
    out.push_back(smalls[i] + " + " + next);
    for (const char* compound : {"misere: ", "every: ", "conjunctive: ", "selective: "})
      out.push_back(compound + smalls[i]);
  }
  return out;
}

}  // namespace

TEST_CASE("the registry speaks Chinese", "[text]") {
  const test::DefinedGames defined;
  Tally tally;
  for (const Family* family : every_family()) {
    const Family& f = *family;
    check(family_label(f), std::string(f.name) + " label", tally);
    check(family_summary(f), std::string(f.name) + " summary", tally);
    if (f.rule_help != Msg::none) check(Text(f.rule_help), std::string(f.name) + " rule help", tally);
    for (const NamedRule& r : f.named_rules) {
      check(Text(r.label), std::string(r.name) + " label", tally);
      check(Text(r.summary), std::string(r.name) + " summary", tally);
    }
  }
  CHECK(tally.texts >= 2 * every_family().size());
}

TEST_CASE("analyses, moves and choices of every family speak Chinese", "[text]") {
  const test::DefinedGames defined;
  REQUIRE(every_family().size() == families().size() + 3);
  Tally tally;
  const auto positions = positions_of_every_family();
  REQUIRE(positions.size() > 5 * families().size());
  for (const std::string& p : positions) {
    const bool compound = p.find(": ") != std::string::npos;
    check_position(p, tally, !compound);
  }
  CHECK(tally.texts > 1000);
}

TEST_CASE("sequences speak Chinese", "[text]") {
  const test::DefinedGames defined;
  Tally tally;
  // A defined game's period is observed, not proven.
  for (const char* rule : {"squares", "lask"}) {
    auto s = grundy_sequence(rule, 200);
    REQUIRE(s.ok());
    if (s->period) check(s->period->reason, std::string(rule) + " period", tally);
  }
  for (const Family& f : families()) {
    if (!f.sequence) continue;
    const std::string_view first = f.examples.front();
    const bool bracketed = first.size() > f.name.size() && first[f.name.size()] == '(';
    const std::string rule(first.substr(0, bracketed ? first.find(')') + 1 : f.name.size()));
    for (std::uint64_t n : {64u, 600u}) {
      auto s = grundy_sequence(rule, n);
      REQUIRE(s.ok());
      if (s->period) check(s->period->reason, rule + " period", tally);
    }
  }
  for (const char* rule : {"octal(0.137)", "octal(0.3...)", "octal(4.07)", "coins(exactly 2 anywhere)",
                           "coins(at most 2 consecutive)", "sub(2,5,7)"})
    for (std::uint64_t n : {64u, 2000u}) {
      auto s = grundy_sequence(rule, n);
      REQUIRE(s.ok());
      if (s->period) check(s->period->reason, std::string(rule) + " period", tally);
    }
  CHECK(tally.texts > 10);
}

TEST_CASE("which game is this speaks Chinese", "[text]") {
  const test::DefinedGames defined;
  Tally tally;
  for (const char* values : {"0 1 2 3 4", "0 1 1 2 0 3 1 1 0 3 3 2", "0 1 0 1 2", "0 1 2 0 1 2 0"}) {
    auto r = identify_sequence(std::string_view(values));
    REQUIRE(r.ok());
    REQUIRE(!r->matches.empty());
    for (const GameMatch& m : r->matches) check(m.label, std::string(values) + " match " + m.rule, tally);
  }
  CHECK(tally.texts > 10);
}

// Definitions the rule language refuses, each with its line and column.
constexpr const char* kBadDefinitions[] = {
    "",
    "gme f(n)\n  n - 1 for k in 1..n\n",
    "game (n)\n",
    "game f n\n",
    "game f()\n",
    "game f(n, n)\n",
    "game f(for)\n",
    "game F(n)\n",
    "game f(n) x\n",
    "game f(n\n",
    "game f(n)\n  for k in 1..n\n",
    "game f(n)\n  n - k for k in\n",
    "game f(n)\n  n - k for k in 1\n",
    "game f(n)\n  n - k for k in 1..\n",
    "game f(n)\n  n - k for n in 1..n\n",
    "game f(n)\n  n - j\n",
    "game f(n)\n  n - k if k < n for k in 1..n\n",
    "game f(n)\n  n - 1 if n\n",
    "game f(n)\n  n - 1 if\n",
    "game f(n)\n  n - 1 if n = 1\n",
    "game f(n)\n  n - 1 if 0 < n < 5\n",
    "game f(n)\n  n - 1 if n > 0 and 3\n",
    "game f(n)\n  n - 1 if not 3\n",
    "game f(n)\n  (n < 1) - 1\n",
    "game f(n)\n  n - 1.5\n",
    "game f(n)\n  n - 2k\n",
    "game f(n)\n  n . 1\n",
    "game f(n)\n  n - 1 $\n",
    "game f(n)\n  n - 1, 2\n",
    "game f(n)\n  n - (1\n",
    "game f(n)\n  n - min 1\n",
    "game f(n)\n  n - min()\n",
    "game f(n)\n  n - 99999999999999999999\n",
    "game f(n)\n  + 1\n",
    "game f(n)\n  n +\n",
    "game f(a, b)\n  a - 1\n",
    "game f(a, b)\n  (a - 1)\n",
    "game f(a, b)\n  (a - 1, b, 3)\n",
    "game f(n)\n  n + 1 for k in 1..n\n",
    "game f(n)\n  n - 1\ngame g(n)\n",
    "game f(n)\n  n - n*2\n",
    "game f(n)\n  n / 0\n",
    "game nim(n)\n  n - 1\n",
};

TEST_CASE("the rule language's errors speak Chinese, with their lines and columns", "[text]") {
  const test::DefinedGames defined;
  Tally tally;
  std::size_t with_line = 0;
  for (const char* source : kBadDefinitions) {
    auto r = define_game(source);
    INFO(source);
    REQUIRE_FALSE(r.ok());
    check(r.error().text, std::string("define ") + source, tally);
    const std::string zh = r.error().what(Lang::zh);
    if (r.error().line) {
      ++with_line;
      CHECK(zh.rfind("\xE7\xAC\xAC " + std::to_string(r.error().line) + " \xE8\xA1\x8C", 0) == 0);  // 第 N 行
    }
  }
  CHECK(with_line > 35);
  // A defined game's own positions and errors in positions.
  for (const char* text : {"wyt 3", "lask x", "squares(1) 3", "lask", "wyt 1 2 3", "chess 3", "squares 99999999999"}) {
    auto p = parse_position(text);
    if (!p.ok()) check_error(p.error(), text, tally);
  }
  for (const char* rule : {"wyt", "squares(2)"}) {
    auto s = grundy_sequence(rule, 10);
    REQUIRE_FALSE(s.ok());
    check_error(s.error(), std::string("sequence ") + rule, tally);
  }
  CHECK(tally.texts > 40);
}

TEST_CASE("errors of bad inputs speak Chinese, with their columns", "[text]") {
  Tally tally;
  std::size_t errors = 0;
  for (std::string_view bad : test::kBadInputs) {
    const std::string text(bad);
    auto pos = parse_position(text);
    errors += !pos.ok();
    if (!pos.ok()) check_error(pos.error(), text, tally);
  }
  CHECK(errors > 150);
  // The other entry points' own errors.
  const auto expect_error = [&](const auto& r, const std::string& where) {
    INFO(where);
    REQUIRE_FALSE(r.ok());
    check_error(r.error(), where, tally);
  };
  for (const char* rule : {"nim 3", "chess", "tree", "octal(0.07)(", "kayles(1)", "coins(foo)"})
    expect_error(grundy_sequence(rule, 10), std::string("sequence ") + rule);
  expect_error(grundy_sequence("nim", std::uint64_t{1} << 40), "sequence too long");
  expect_error(grundy_sequence("nim", 10, {}, SequenceOptions{100}), "proveTo");
  expect_error(grundy_table("chess", 3, 3, {}), "table");
  for (const char* values : {"", "0 x", "0 -1", "0 99999999999"})
    expect_error(identify_sequence(std::string_view(values)), std::string("identify ") + values);
  expect_error(nim_product_table(1u << 20), "nim product table");
  expect_error(grundy_table("wythoff", 1u << 20, 1u << 20, {}), "table size");
  expect_error(random_position("chess", 1), "random family");
  expect_error(random_position("nim", 1, RandomOptions{std::string_view("kayles 3"), 0}), "random like");
  expect_error(random_position("nim", 1, RandomOptions{std::string_view("nim x"), 0}), "random like error");
  expect_error(random_position("nim", 1, RandomOptions{std::nullopt, 1u << 30}), "random size");
  expect_error(winning_move("nim 1 2 3", 0), "no winning move");
  expect_error(winning_move("nim 1 2", 5), "no such winning move");
  expect_error(analyze("wythoff 9223372036854775807 5 + nim 1"), "out of reach in a sum");
  for (const char* list : {"a b c\n", "0 1\nx 2\n", "0 99999999999\n", "a b\n$ c\n"})
    expect_error(analyze_edge_list(list), std::string("edge list ") + list);
  // apply: actions that are not moves.
  auto nim = parse_position("nim 3 4");
  REQUIRE(nim.ok());
  expect_error(apply_action(*nim, MoveAction::simple(ActionKind::take, 5, 1)), "apply no heap");
  expect_error(apply_action(*nim, MoveAction::simple(ActionKind::cut_node, 0)), "apply kind");
  expect_error(apply_action(*nim, MoveAction::simple(ActionKind::take, 0, 9)), "apply too much");
  for (const char* text : {"kayles 5", "wythoff 3 5", "staircase 1 2", "coins(mock) THH", "tree (()())",
                           "hackenbush 0-1", "graph(a>b) a", "seqgame(1,2) 0", "ends 1 2", "merge 1 2",
                           "every: nim 1 + nim 2", "conjunctive: nim 1 + nim 2", "coins2d(ruler*ruler) THT/HTT",
                           "moore(2) 3 5 6", "fibnim 20", "euclid 12 5", "geography(a-b,b-c) a",
                           "nodekayles(a-b,b-c)", "cram 2x3", "chomp 3x4"}) {
    auto p = parse_position(text);
    REQUIRE(p.ok());
    for (ActionKind kind : {ActionKind::take, ActionKind::turn, ActionKind::end, ActionKind::slide, ActionKind::pick,
                            ActionKind::bite, ActionKind::domino, ActionKind::turn_grid, ActionKind::take_many}) {
      auto r = apply_action(*p, MoveAction::simple(kind, 7, 9, 1));
      if (!r.ok()) check_error(r.error(), std::string("apply ") + text, tally);
    }
  }
  // compose: specs that describe no position.
  CompositionSpec spec;
  expect_error(compose(spec), "compose empty");
  spec.components.push_back(ComposedComponent{"Nim", std::nullopt, {}});
  expect_error(compose(spec), "compose family");
  spec.components[0].family = "nim";
  expect_error(compose(spec), "compose kind");
  spec.components[0].shape.kind = ShapeKind::coins;
  expect_error(compose(spec), "compose kind mismatch");
  spec.components[0] = ComposedComponent{"coins", std::nullopt, {}};
  spec.components[0].shape.kind = ShapeKind::coins;
  expect_error(compose(spec), "compose coins rule");
  spec.components[0].rule = "mock";
  spec.components[0].shape.bytes = {2};
  expect_error(compose(spec), "compose heads");
  spec.components[0] = ComposedComponent{"tree", std::nullopt, {}};
  spec.components[0].shape.kind = ShapeKind::tree;
  expect_error(compose(spec), "compose root");
  spec.components[0] = ComposedComponent{"nim", std::nullopt, {}};
  spec.components[0].shape.kind = ShapeKind::heaps;
  spec.components[0].shape.numbers = {std::uint64_t{1} << 63};
  expect_error(compose(spec), "compose nested parse error");
  CHECK(tally.texts > 200);
}
