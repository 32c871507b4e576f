// Parsing stays cheap and every cap is stated: heap games whose values need
// a computed sequence accept heaps within their cap without computing them
// (the analysis does, on first use), and refuse heaps beyond it with an
// error naming the cap.
#include <catch2/catch.hpp>

#include <memory>
#include <string>

#include "families/heaps/heap_game.hpp"
#include "families/heaps/octal/octal_rule.hpp"
#include "families/heaps/subtraction_period.hpp"
#include "sg/analysis.hpp"
#include "sg/limits.hpp"
#include "sg/position.hpp"
#include "sg/sequence.hpp"

using namespace sg;

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("caps: a heap within the octal cap is parsed without computing its values", "[caps]") {
  // A code no other test uses, so the shared rule starts empty.
  const std::string code = "octal(4.0000000000000000000000000000000000000000000000000000000000000007)";
  auto pos = parse_position(code + " " + std::to_string(octal_max_heap));
  REQUIRE(pos.ok());
  const auto* game = dynamic_cast<const HeapGame*>(pos->components[0].get());
  REQUIRE(game);
  const auto* rule = dynamic_cast<const OctalRule*>(&game->rule());
  REQUIRE(rule);
  CHECK(rule->computed() == 0);
  // The values come when needed, and agree with the sequence.
  auto small = analyze(code + " 300");
  REQUIRE(small.ok());
  auto seq = grundy_sequence(code, 301);
  REQUIRE(seq.ok());
  REQUIRE(small->grundy);
  CHECK(*small->grundy == seq->values[300]);
}

// A rule whose values are computed and refused past a heap, as an octal
// code's are past maxOctalWork (reaching that cap takes the engine seconds).
class RefusingRule final : public HeapRule {
 public:
  std::string notation() const override { return "refusing"; }
  Text theory() const override { return Msg::theory_by_search; }
  Result<bool> supports(std::uint64_t) const override { return true; }
  Nimber grundy(std::uint64_t heap) const override { return heap; }
  void options(std::uint64_t heap, const OptionSink& sink) const override {
    for (std::uint64_t left = 0; left < heap; ++left) {
      const std::uint64_t piece[1] = {left};
      sink(std::span<const std::uint64_t>(piece, left ? 1 : 0));
    }
  }
  std::uint64_t option_bound(std::uint64_t heap) const override { return heap; }
  bool computes_values() const override { return true; }
  std::optional<Error> compute_values_to(std::uint64_t heap) const override {
    ++asked;
    if (heap < 100) return std::nullopt;
    return too_large(Text{Msg::octal_too_much_work, {{"heap", heap}, {"limit", octal_max_work}}}, "maxOctalWork");
  }
  mutable int asked = 0;
};

TEST_CASE("caps: values a rule computes are refused by the analysis, not the parser", "[caps]") {
  auto rule = std::make_shared<RefusingRule>();
  for (Compound how : {Compound::normal, Compound::misere}) {
    Position pos;
    pos.compound = how;
    pos.components.push_back(std::make_unique<HeapGame>(rule, std::vector<std::uint64_t>{3, 100}));
    pos.components.push_back(std::make_unique<HeapGame>(rule, std::vector<std::uint64_t>{5}));
    auto refused = analyze(pos);
    REQUIRE_FALSE(refused.ok());
    REQUIRE(refused.error().limit);
    CHECK(std::string(refused.error().limit) == "maxOctalWork");
    CHECK(contains(refused.error().message(), "up to heap 100"));
    pos.components.erase(pos.components.begin());
    auto small = analyze(pos);
    REQUIRE(small.ok());
    CHECK(small->outcome == Outcome::N);
  }
  CHECK(rule->asked > 0);
}

TEST_CASE("caps: Grundy's game refuses heaps beyond its cap, naming it", "[caps]") {
  auto at_cap = parse_position("grundy " + std::to_string(octal_max_heap));
  CHECK(at_cap.ok());
  auto beyond = parse_position("grundy " + std::to_string(octal_max_heap + 1));
  REQUIRE_FALSE(beyond.ok());
  CHECK(beyond.error().column == 8);
  CHECK(contains(beyond.error().message(), "the limit is " + std::to_string(octal_max_heap)));
}

TEST_CASE("caps: a finite code beyond the cap needs a period proven at parse time", "[caps]") {
  // Kayles: period 12 from heap 72 (Guy-Smith), proven within the parse horizon.
  auto huge = analyze("kayles 1000000000000");
  auto same = analyze("kayles 76");  // 10^12 = 76 mod 12, both past the preperiod
  REQUIRE(huge.ok());
  REQUIRE(same.ok());
  CHECK(huge->grundy == same->grundy);
  // Treblecross (0.007) has no known period, so none is proven within the
  // values the stated work computes: more than the quick horizon, at most
  // octal_proof_horizon, and the message says how many.
  const std::string code = "octal(0.007)";
  auto beyond = parse_position(code + " " + std::to_string(octal_max_heap + 1));
  REQUIRE_FALSE(beyond.ok());
  const std::string said = beyond.error().message();
  const std::string lead = "heaps above " + std::to_string(octal_max_heap) +
                           " need a proven period, and none is proven within the first ";
  REQUIRE(contains(said, lead));
  const std::uint64_t searched = std::stoull(said.substr(said.find(lead) + lead.size()));
  CHECK(searched > octal_parse_proof_horizon);
  CHECK(searched <= octal_proof_horizon);
}

TEST_CASE("caps: subtraction games search for a period at parse time with a small budget", "[caps]") {
  // sub(1,3,4) has period 7 from heap 0.
  auto big = analyze("sub(1,3,4) 1000000000000");
  auto small = analyze("sub(1,3,4) 8");  // 10^12 = 1 = 8 mod 7
  REQUIRE(big.ok());
  REQUIRE(small.ok());
  CHECK(big->grundy == small->grundy);
  // 1000 amounts with max(S) = 100000: the parse budget covers fewer values
  // than one window, so no period can be found at parse time...
  std::string rule = "sub(";
  for (int i = 1; i <= 999; ++i) rule += std::to_string(i) + ",";
  rule += "100000)";
  auto far = parse_position(rule + " 100000000");
  REQUIRE_FALSE(far.ok());
  CHECK(contains(far.error().message(), "no period is found within the first " +
                                          std::to_string(max_subtraction_parse_work / 1000) + " values"));
  // ...while a heap within direct computation is accepted at once and valued
  // on first use: with 1..999 all allowed, SG(n) = n mod 1000 below 100000.
  auto near = analyze(rule + " 12345");
  REQUIRE(near.ok());
  REQUIRE(near->grundy);
  CHECK(*near->grundy == 345);
}
