// Every legal move of the tutorial games carries an action that sg.apply
// turns back into that move's position, alone and in sums; and each
// analysis composes back to its position from its shapes.
#include <catch2/catch.hpp>

#include <string>

#include "sg/analysis.hpp"
#include "sg/position.hpp"
#include "sg/structured.hpp"

using namespace sg;

TEST_CASE("tutorial games: every legal move's action applies, and shapes compose back", "[tutorial]") {
  for (const char* text :
       {"coins2d(ruler*ruler) THT/HTT", "coins2d(mock*turtles) HTH/THT/HHT", "moore(2) 3 5 6", "moore(3) 2 0 3 1",
        "fibnim 20", "fibnim 20 6", "fibnim 0 0", "euclid 12 5", "euclid 7 7", "euclid 0 4",
        "geography(a-b,b-c,c-a,c-d,x) a", "geography(a-b,b-c,c-d,d-e,b-f) b", "geography(a) a",
        "nim 2 + euclid 3 5 + fibnim 6 + moore(2) 1 2 + coins2d(ruler*one) HT/TH + geography(p-q,q-r) q"}) {
    INFO(text);
    auto pos = parse_position(text);
    REQUIRE(pos.ok());
    auto listed = legal_moves(*pos, 100000);
    REQUIRE(listed.ok());
    CHECK(listed->complete);
    for (const auto& m : listed->moves) {
      INFO(m.move);
      auto again = apply_action(*pos, m.action);
      REQUIRE(again.ok());
      CHECK(*again == m.to);
    }
    auto a = analyze(*pos);
    REQUIRE(a.ok());
    CompositionSpec spec;
    spec.compound = a->compound;
    for (const auto& c : a->components) spec.components.push_back({c.family, c.rule, c.shape});
    auto composed = compose(spec);
    REQUIRE(composed.ok());
    CHECK(*composed == a->position);
  }
}
