// "Which game is this?": the lookup values octal codes and subtraction
// sets by its own loops; the engine's octal and sub families value them by
// theirs. Each searched rule's engine sequence must find that rule, and
// every match found must have the engine sequence asked for.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "defined_examples.hpp"
#include "sg/identify.hpp"
#include "sg/position.hpp"
#include "sg/sequence.hpp"

using namespace sg;

namespace {

// The engine's values of heaps 0..n-1: octal codes and subtraction sets
// from their family's component (sg.sequence would also prove periods, up
// to a second per code), the rest from their sequence.
std::vector<std::uint32_t> engine_values(const std::string& rule, std::size_t n) {
  if (rule.rfind("octal(", 0) == 0 || rule.rfind("sub(", 0) == 0) {
    std::string text = rule;
    for (std::size_t h = 0; h < n; ++h) text += " " + std::to_string(h);
    auto pos = parse_position(text);
    INFO(rule << ": " << (pos.ok() ? "" : pos.error().what()));
    REQUIRE(pos.ok());
    std::vector<std::uint32_t> out;
    for (const Part& p : pos->components[0]->parts()) out.push_back(static_cast<std::uint32_t>(p.value.nimber));
    REQUIRE(out.size() == n);
    return out;
  }
  auto s = grundy_sequence(rule, n);
  INFO(rule << ": " << (s.ok() ? "" : s.error().what()));
  REQUIRE(s.ok());
  return s->values;
}

const GameMatch* find_match(const Identification& id, const std::string& rule) {
  for (const auto& m : id.matches)
    if (m.rule == rule) return &m;
  return nullptr;
}

std::string octal_text(int d0, int d1, int d2, int d3) {
  std::string s = std::to_string(d0) + "." + std::to_string(d1);
  if (d2 || d3) s += std::to_string(d2);
  if (d3) s += std::to_string(d3);
  return s;
}

}  // namespace

TEST_CASE("identify: every octal code up to 3 digits finds itself from the engine's values", "[identify]") {
  std::size_t checked = 0;
  for (int d0 : {0, 4})
    for (int d1 = 0; d1 < 8; ++d1)
      for (int d2 = 0; d2 < 8; ++d2)
        for (int d3 = 0; d3 < 8; ++d3) {
          const std::string rule = "octal(" + octal_text(d0, d1, d2, d3) + ")";
          const auto values = engine_values(rule, 24);
          auto id = identify_sequence(values);
          REQUIRE(id.ok());
          INFO(rule);
          CHECK(find_match(*id, rule) != nullptr);
          CHECK(id->octal_codes == 1024);
          // Sound: a few of the other matches have these values too.
          for (std::size_t k = 0; k < id->matches.size(); k += 1 + id->matches.size() / 4) {
            INFO("match " << id->matches[k].rule);
            CHECK(engine_values(id->matches[k].rule, 24) == values);
          }
          ++checked;
        }
  CHECK(checked == 1024);
}

TEST_CASE("identify: every subtraction set within {1..10} finds itself", "[identify]") {
  for (std::uint32_t set = 1; set < 1024; ++set) {
    std::string rule = "sub(";
    for (int a = 1; a <= 10; ++a)
      if (set >> (a - 1) & 1) rule += (rule.size() > 4 ? "," : "") + std::to_string(a);
    rule += ")";
    const auto values = engine_values(rule, 30);
    auto id = identify_sequence(values);
    REQUIRE(id.ok());
    INFO(rule);
    CHECK(find_match(*id, rule) != nullptr);
    CHECK(id->subtraction_sets == 1023);
    for (std::size_t k = 0; k < id->matches.size(); k += 1 + id->matches.size() / 3) {
      INFO("match " << id->matches[k].rule);
      CHECK(engine_values(id->matches[k].rule, 30) == values);
    }
  }
}

TEST_CASE("identify: known games by name, built-in families and defined games", "[identify]") {
  test::DefinedGames games;
  auto kayles = identify_sequence(engine_values("kayles", 60));
  REQUIRE(kayles.ok());
  const GameMatch* k = find_match(*kayles, "octal(0.77)");
  REQUIRE(k);
  CHECK(k->label == "Kayles");
  CHECK(k->aliases == std::vector<std::string>{"kayles"});

  auto chess = identify_sequence(engine_values("octal(0.137)", 40));
  REQUIRE(chess.ok());
  REQUIRE(find_match(*chess, "octal(0.137)"));
  CHECK(find_match(*chess, "octal(0.137)")->label == "Dawson's chess");

  auto dawson = identify_sequence(engine_values("dawson", 40));
  REQUIRE(dawson.ok());
  REQUIRE(find_match(*dawson, "octal(0.07)"));
  CHECK(find_match(*dawson, "octal(0.07)")->aliases == std::vector<std::string>{"dawson"});

  for (const char* family : {"nim", "lasker", "grundy", "coins(mock)", "coins(ruler)"}) {
    auto id = identify_sequence(engine_values(family, 50));
    REQUIRE(id.ok());
    INFO(family);
    CHECK(find_match(*id, family) != nullptr);
  }
  // The square-subtraction game defined in the language, and Lasker's Nim
  // defined as lask: both are named.
  auto squares = identify_sequence(engine_values("squares", 80));
  REQUIRE(squares.ok());
  REQUIRE(find_match(*squares, "squares"));
  CHECK(find_match(*squares, "squares")->family == "squares");
  auto lask = identify_sequence(engine_values("lask", 40));
  REQUIRE(lask.ok());
  CHECK(find_match(*lask, "lasker"));
  CHECK(find_match(*lask, "lask"));

  // n mod 3: Bash with m = 2, among others.
  auto mod3 = identify_sequence(std::string_view("0 1 2 0 1 2 0 1 2 0 1 2"));
  REQUIRE(mod3.ok());
  REQUIRE(find_match(*mod3, "sub(1,2)"));
  CHECK(find_match(*mod3, "sub(1,2)")->aliases == std::vector<std::string>{"bash(2)"});
  CHECK(find_match(*mod3, "sub(1,2)")->label == "Subtraction game {1, 2}");
  // No game of the search has this one.
  auto none = identify_sequence(std::string_view("0 1 1 2 3 1 4 3 2 3 1 4 2 6 4 1 2 7"));
  REQUIRE(none.ok());
  CHECK(none->matches.empty());
}

TEST_CASE("identify: bad values are answered with their column", "[identify]") {
  auto bad = identify_sequence(std::string_view("0, 1, x, 2"));
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error().column == 7);
  auto negative = identify_sequence(std::string_view("0 -1"));
  REQUIRE_FALSE(negative.ok());
  CHECK(negative.error().column == 3);
  auto large = identify_sequence(std::string_view("0 4294967296"));
  REQUIRE_FALSE(large.ok());
  CHECK(large.error().column == 3);
  auto empty = identify_sequence(std::string_view(" , "));
  REQUIRE_FALSE(empty.ok());
  CHECK(empty.error().message().find("at least one value") != std::string::npos);
  std::string many;
  for (int i = 0; i < 4097; ++i) many += "0 ";
  auto too_many = identify_sequence(std::string_view(many));
  REQUIRE_FALSE(too_many.ok());
  CHECK(too_many.error().message().find("maxLookupValues") != std::string::npos);
}
