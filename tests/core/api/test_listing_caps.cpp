// Long listings stop at their caps before building what lies past them:
// each position below used to build every winning move's result first (and
// ran out of memory in a 2 GB WebAssembly instance).
#include <catch2/catch.hpp>

#include <string>

#include "sg/analysis.hpp"
#include "sg/limits.hpp"
#include "sg/sequence.hpp"

namespace {

using namespace sg;

std::string repeated(std::string head, const std::string& part, std::uint64_t n) {
  head.reserve(head.size() + n * part.size());
  for (std::uint64_t i = 0; i < n; ++i) head += part;
  return head;
}

// The listing is cut, bounded by the caps, and what it lists is right: the
// first and last listed moves reach positions of the expected outcome.
void check_cut_listing(const std::string& text, Outcome after_move) {
  INFO(text.substr(0, 60));
  auto a = analyze(text);
  REQUIRE(a.ok());
  CHECK(a->outcome == Outcome::N);
  CHECK_FALSE(a->winning_moves_complete);
  REQUIRE_FALSE(a->winning_moves.empty());
  CHECK(a->winning_moves.size() <= limits::max_listed_moves);
  std::uint64_t bytes = 0;
  for (const auto& m : a->winning_moves) bytes += m.to.size();
  CHECK(bytes <= limits::max_listed_bytes + text.size() + 16);
  for (const auto* m : {&a->winning_moves.front(), &a->winning_moves.back()}) {
    auto next = analyze(m->to, AnalyzeOptions{false, 0, false});
    REQUIRE(next.ok());
    CHECK(next->outcome == after_move);
  }
}

}  // namespace

TEST_CASE("kayles with 20001 heaps of 1 lists a bounded, cut list", "[listing]") {
  check_cut_listing(repeated("kayles", " 1", 20001), Outcome::P);
}

TEST_CASE("misere nim with 200001 heaps of 3 lists a bounded, cut list", "[listing]") {
  check_cut_listing(repeated("misere: nim", " 3", 200001), Outcome::P);
}

TEST_CASE("staircase with 100001 steps lists a bounded, cut list", "[listing]") {
  // Step 1 holds 1 coin, every other step 1 too: the odd steps XOR to 1, and
  // each odd step can empty itself and each even step can fill the one below.
  check_cut_listing(repeated("staircase", " 1", 100001), Outcome::P);
}

TEST_CASE("a graph with 200001 tokens lists a bounded, cut list", "[listing]") {
  check_cut_listing(repeated("graph(a>b)", " a", 200001), Outcome::P);
}

TEST_CASE("a short octal sequence does bounded work and still reports a period", "[sequence]") {
  auto s = grundy_sequence("octal(0.0603)", 200);
  REQUIRE(s.ok());
  CHECK(s->values.size() == 200);
  // Proven within the stated budget, or else observed: never silently absent
  // for a code whose values settle early.
  if (s->period && !s->period->proven) CHECK(s->period->reason.en().find("observed") != std::string::npos);
  // Kayles' period is proven within the default budget.
  auto k = grundy_sequence("kayles", 12);
  REQUIRE(k.ok());
  REQUIRE(k->period);
  CHECK(k->period->proven);
  CHECK(k->period->start == 71);
  CHECK(k->period->length == 12);
}

TEST_CASE("proveTo extends a proof within its own cap and honours cancel", "[sequence]") {
  auto over = grundy_sequence("octal(0.0603)", 10, {}, SequenceOptions{(1u << 20) + 1});
  CHECK_FALSE(over.ok());
  auto cancelled = grundy_sequence("octal(0.0603)", 10, [](double) { return false; }, SequenceOptions{1u << 14});
  CHECK_FALSE(cancelled.ok());
  auto other = grundy_sequence("sub(1,3,4)", 10, {}, SequenceOptions{1000});
  CHECK_FALSE(other.ok());
}
