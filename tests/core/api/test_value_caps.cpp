// A sum that needs a component's SG value it cannot have is refused with the
// stated cap that leaves the value out of reach, named by the component's
// own family (each family whose has_value() can be false names its cap;
// octal games and the boards are checked in their own files).
#include <catch2/catch.hpp>

#include <string>
#include <string_view>

#include "sg/analysis.hpp"
#include "sg/limits.hpp"
#include "sg/position.hpp"

using namespace sg;

namespace {

bool stated(std::string_view name) {
  for (const auto& l : limits::stated())
    if (l.name == name) return true;
  return false;
}

std::string path(int n) {  // geography on a path of n vertices, token at one end
  std::string s = "geography(";
  for (int i = 1; i < n; ++i) s += (i > 1 ? "," : "") + std::string("v") + std::to_string(i) + "-v" + std::to_string(i + 1);
  return s + ") v1";
}

}  // namespace

TEST_CASE("a component without a value names its family's cap", "[limits][value]") {
  const struct {
    std::string component;
    std::string_view cap;
  } cases[] = {
      {"wythoff 2000 3000", "maxWythoffValueHeap"},
      {"fibnim 5000", "maxFibnimValueHeap"},
      {"moore(2) 1000000 1000000 1000000", "maxMooreValueStates"},
      {"merge 10 10 10", "maxMergeStones"},
      {"ends 1000 1000", "maxEndsWork"},
      {path(30), "maxGeographyValueVertices"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.component);
    auto one = parse_position(c.component);
    REQUIRE(one.ok());
    REQUIRE_FALSE(one.value().components[0]->has_value());
    const char* cap = one.value().components[0]->missing_value_cap();
    REQUIRE(cap);
    CHECK(std::string_view(cap) == c.cap);
    CHECK(stated(cap));
    auto sum = parse_position(c.component + " + nim 1");
    REQUIRE(sum.ok());
    auto refused = analyze(sum.value());
    REQUIRE_FALSE(refused.ok());
    REQUIRE(refused.error().limit);
    CHECK(std::string_view(refused.error().limit) == c.cap);
  }
}
