// The registry drives every list the page shows: each entry's metadata must
// hold for the notation it describes.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "sg/analysis.hpp"
#include "sg/family.hpp"
#include "sg/limits.hpp"
#include "sg/position.hpp"
#include "sg/sequence.hpp"

using namespace sg;

namespace {
// The family keyword a component's text starts with, lower case.
std::string head_of(std::string_view text) {
  const auto colon = text.find(':');
  if (colon != std::string_view::npos && text.find('(') > colon) text.remove_prefix(colon + 1);
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  std::string out;
  for (char c : text) {
    if (!((c >= 'a' && c <= 'z') || (!out.empty() && c >= '0' && c <= '9'))) break;  // "coins2d"
    out += c;
  }
  return out;
}
}  // namespace

TEST_CASE("every example of every family parses and analyses", "[registry]") {
  std::size_t examples = 0;
  for (const Family& f : families()) {
    INFO(f.name);
    REQUIRE(!f.examples.empty());
    for (std::string_view text : f.examples) {
      INFO(text);
      auto a = analyze(text);
      REQUIRE(a.ok());
      CHECK(head_of(a->position) == f.name);
      ++examples;
    }
  }
  CHECK(examples >= families().size());
}

TEST_CASE("registry entries: names, labels, panels and rule fields agree", "[registry]") {
  std::set<std::string_view> names;
  for (const Family& f : families()) {
    INFO(f.name);
    CHECK(names.insert(f.name).second);
    CHECK(find_family(f.name) == &f);
    CHECK(f.label != Msg::none);
    CHECK(f.summary != Msg::none);
    CHECK(f.parse != nullptr);
    CHECK(f.draw != nullptr);
    // A rule field exactly when the first example writes a rule in brackets.
    const std::string_view first = f.examples.front();
    const bool bracketed_rule = first.size() > f.name.size() && first[f.name.size()] == '(';
    CHECK(bracketed_rule == (f.rule_help != Msg::none));
    // A Grundy sequence of the first example's rule, when the family has one.
    if (f.sequence) {
      const std::string rule(first.substr(0, first.find(bracketed_rule ? ')' : ' ') + (bracketed_rule ? 1 : 0)));
      INFO(rule);
      auto seq = grundy_sequence(rule, 16);
      REQUIRE(seq.ok());
      CHECK(seq->values.size() == 16);
    }
  }
  CHECK(panel_name(find_family("nim")->panel) == "nim");
  CHECK(panel_name(find_family("kayles")->panel) == "heaps");
  CHECK(panel_name(find_family("coins")->panel) == "coins");
  CHECK(panel_name(find_family("hackenbush")->panel) == "trees");
  CHECK(panel_name(find_family("seqgame")->panel) == "graphs");
  CHECK(find_family("wythoff")->has_table);
  CHECK(!find_family("nim")->has_table);
}

TEST_CASE("an alias names the same rule as its family", "[registry]") {
  std::size_t aliases = 0;
  for (const Family& f : families())
    for (std::string_view alias : f.aliases) {
      INFO(f.name << " = " << alias);
      auto mine = grundy_sequence(f.name, 40);
      auto theirs = grundy_sequence(alias, 40);
      REQUIRE(mine.ok());
      REQUIRE(theirs.ok());
      CHECK(mine->values == theirs->values);
      ++aliases;
    }
  CHECK(aliases == 2);  // kayles = octal(0.77), dawson = octal(0.07)
}

TEST_CASE("every named coin rule parses, with a label for the menus", "[registry]") {
  const Family* coins = find_family("coins");
  REQUIRE(coins);
  REQUIRE(coins->named_rules.size() == 6);
  for (const NamedRule& r : coins->named_rules) {
    INFO(r.name);
    CHECK(r.label != Msg::none);
    CHECK(r.summary != Msg::none);
    auto a = analyze("coins(" + std::string(r.name) + ") THHTH");
    REQUIRE(a.ok());
    CHECK(a->position.rfind("coins(" + std::string(r.name) + ")", 0) == 0);
  }
}

TEST_CASE("a family's declared shape kind is the one its components draw", "[registry]") {
  for (const Family& f : families()) {
    INFO(f.name);
    REQUIRE(f.shape != ShapeKind::none);
    for (std::string_view text : f.examples) {
      INFO(text);
      auto pos = parse_position(text);
      REQUIRE(pos.ok());
      for (const auto& c : pos->components) CHECK(c->shape().kind == f.shape);
    }
  }
}

TEST_CASE("the groups hold every family once and state distinct caps", "[registry]") {
  std::size_t declared = 0;
  std::set<std::string_view> groups, caps;
  for (const FamilyGroup* g : family_groups()) {
    INFO(g->name);
    CHECK(groups.insert(g->name).second);
    for (const Family& f : g->families) {
      CHECK(find_family(f.name)->panel == f.panel);
      ++declared;
    }
  }
  CHECK(declared == families().size());
  for (const auto& l : limits::stated()) {
    INFO(l.name);
    CHECK(caps.insert(l.name).second);
    CHECK(!l.meaning.empty());
  }
}
