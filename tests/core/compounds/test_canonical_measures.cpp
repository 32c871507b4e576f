// Remoteness and suspense searched over canonical keys (a heap game's sorted
// live heaps) against the definitions searched over every notation.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <tuple>
#include <vector>
#include <string>
#include <unordered_map>

#include "compounds/game_measures.hpp"
#include "sg/analysis.hpp"
#include "sg/position.hpp"

namespace {

using namespace sg;

// The definitions, recursively, memoised by the full notation (heaps in
// order, empty heaps kept): no canonical key anywhere.
//   remoteness: terminal 0; N: 1 + min over P options; P: 1 + max over options.
//   suspense:   terminal 0; N: 1 + max over P options; P: 1 + min over options.
// Misère: a terminal position is N.
struct Reference {
  bool misere = false;
  std::unordered_map<std::string, Measures> memo;

  Measures of(const Component& c) {
    const std::string key = c.notation();
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    const auto options = c.moves();
    Measures m{misere ? Outcome::N : Outcome::P, 0, 0};
    if (!options.empty()) {
      bool any_p = false;
      std::uint64_t min_p_rem = UINT64_MAX, max_p_susp = 0, max_rem = 0, min_susp = UINT64_MAX;
      for (const Move& o : options) {
        const Measures x = of(*o.to);
        if (x.outcome == Outcome::P) {
          any_p = true;
          min_p_rem = std::min(min_p_rem, x.remoteness);
          max_p_susp = std::max(max_p_susp, x.suspense);
        }
        max_rem = std::max(max_rem, x.remoteness);
        min_susp = std::min(min_susp, x.suspense);
      }
      m = any_p ? Measures{Outcome::N, 1 + min_p_rem, 1 + max_p_susp}
                : Measures{Outcome::P, 1 + max_rem, 1 + min_susp};
    }
    memo.emplace(key, m);
    return m;
  }
};

void check_same(const std::string& text, Reference& reference) {
  INFO("position: " << text << (reference.misere ? " (misere)" : ""));
  auto pos = parse_position(text);
  REQUIRE(pos.ok());
  REQUIRE(pos->components.size() == 1);
  MeasureSearch search(reference.misere);
  const Measures want = reference.of(*pos->components[0]);
  auto got = search.measure(*pos->components[0]);
  REQUIRE(got.ok());
  CHECK(got->outcome == want.outcome);
  CHECK(got->remoteness == want.remoteness);
  CHECK(got->suspense == want.suspense);
}

}  // namespace

TEST_CASE("canonical remoteness and suspense equal the definitions on every small heap sum", "[measures]") {
  for (const char* rule : {"nim", "kayles", "dawson", "grundy", "octal(0.137)", "sub(1,3,4)", "bash(2)", "lasker"})
    for (bool misere : {false, true}) {
      Reference reference{misere, {}};
      for (int a = 0; a <= 6; ++a)
        for (int b = 0; b <= 4; ++b)
          for (int c = 0; c <= 2; ++c)
            check_same(std::string(rule) + " " + std::to_string(a) + " " + std::to_string(b) + " " +
                           std::to_string(c),
                       reference);
    }
}

TEST_CASE("heaps in any order, and empty heaps, share one canonical key", "[measures]") {
  auto key = [](const std::string& text) {
    auto pos = parse_position(text);
    REQUIRE(pos.ok());
    return pos->components[0]->canonical_key();
  };
  CHECK(key("kayles 3 0 5") == key("kayles 5 3"));
  CHECK(key("kayles 300 5") == key("kayles 5 0 0 300"));
  CHECK(key("kayles 3 5") != key("kayles 3 6"));
  CHECK(key("kayles 3 5") != key("dawson 3 5"));
  CHECK(key("kayles 1 1") != key("kayles 2"));
  // Nim keys its non-empty heaps likewise, apart from every heap rule.
  CHECK(key("nim 5 0 3") == key("nim 3 5"));
  CHECK(key("nim 3 5") != key("nim 3 6"));
  CHECK(key("nim 12 3") != key("nim 1 23"));
  CHECK(key("nim 3 5") != key("kayles 3 5"));
}

// Kayles and Grundy's game from their rules, on multisets of heaps (sorted,
// dead heaps dropped): the remoteness and suspense of the definitions above,
// sharing no code with the engine.
struct HeapRules {
  bool kayles = true;  // else Grundy's game

  using Heaps = std::vector<int>;
  std::map<Heaps, Measures> memo;

  // Kayles: take one or two adjacent pins from a row, leaving two rows
  // a + b = n - 1 or n - 2. Grundy's game: split a heap into two unequal
  // non-empty heaps.
  std::vector<Heaps> options(const Heaps& h) const {
    std::vector<Heaps> out;
    for (std::size_t i = 0; i < h.size(); ++i) {
      if (i > 0 && h[i] == h[i - 1]) continue;
      auto with = [&](int a, int b) {
        Heaps next;
        for (std::size_t j = 0; j < h.size(); ++j)
          if (j != i) next.push_back(h[j]);
        for (int x : {a, b})
          if (x > (kayles ? 0 : 2)) next.push_back(x);
        std::sort(next.begin(), next.end());
        out.push_back(std::move(next));
      };
      const int n = h[i];
      if (kayles) {
        for (int take = 1; take <= 2 && take <= n; ++take)
          for (int a = 0; a <= (n - take) / 2; ++a) with(a, n - take - a);
      } else {
        for (int a = 1; 2 * a < n; ++a) with(a, n - a);
      }
    }
    return out;
  }

  Measures of(const Heaps& h) {
    if (auto it = memo.find(h); it != memo.end()) return it->second;
    Measures m{Outcome::P, 0, 0};
    const auto next = options(h);
    if (!next.empty()) {
      bool any_p = false;
      std::uint64_t min_p_rem = UINT64_MAX, max_p_susp = 0, max_rem = 0, min_susp = UINT64_MAX;
      for (const Heaps& o : next) {
        const Measures x = of(o);
        if (x.outcome == Outcome::P) {
          any_p = true;
          min_p_rem = std::min(min_p_rem, x.remoteness);
          max_p_susp = std::max(max_p_susp, x.suspense);
        }
        max_rem = std::max(max_rem, x.remoteness);
        min_susp = std::min(min_susp, x.suspense);
      }
      m = any_p ? Measures{Outcome::N, 1 + min_p_rem, 1 + max_p_susp}
                : Measures{Outcome::P, 1 + max_rem, 1 + min_susp};
    }
    memo.emplace(h, m);
    return m;
  }
};

TEST_CASE("every: kayles 30 and every: grundy 24 have the remoteness and suspense of the rules", "[measures]") {
  for (const auto& [text, kayles, heap] :
       {std::tuple{"every: kayles 30", true, 30}, std::tuple{"every: grundy 24", false, 24}}) {
    INFO(text);
    auto a = analyze(text);
    REQUIRE(a.ok());
    REQUIRE(a->components.size() == 1);
    HeapRules rules{kayles, {}};
    const Measures want = rules.of({heap});
    REQUIRE(a->components[0].remoteness.has_value());
    REQUIRE(a->components[0].suspense.has_value());
    CHECK(*a->components[0].remoteness == want.remoteness);
    CHECK(*a->components[0].suspense == want.suspense);
    // Every-SG: the player to move wins iff the suspense is odd.
    CHECK(a->outcome == (want.suspense % 2 == 1 ? Outcome::N : Outcome::P));
    CHECK(want.remoteness > 10);
  }
}
