// The sparse engine's refusal in advance: the bound it puts on the work left
// never refuses what the limit would have let it compute, and it refuses
// codes whose values stay dense long before their work reaches the limit.
#include <catch2/catch.hpp>

#include <string>

#include "core/families/octal_code_of.hpp"
#include "families/heaps/octal/octal_rule.hpp"
#include "families/heaps/octal/octal_sparse.hpp"
#include "sg/sequence.hpp"

using namespace sg;
using test::code_of;

TEST_CASE("the sparse engine's price never refuses work within the limit", "[octal]") {
  // Codes that stay sparse, dense ones, ones whose mask changes on the way
  // (a bound from the current mask's rare heaps alone would overshoot), and
  // many digits.
  const std::string sixteen = "0." + std::string(16, '6');
  const std::pair<std::string, std::uint64_t> cases[] = {
      {"grundy", 20000}, {"0.007", 3000}, {"0.007", 20000}, {"0.6", 12000}, {"0.16", 20000},
      {"0.137", 6000},   {"4.007", 9000}, {"0.77", 5000},   {sixteen, 3000}};
  for (const auto& [code, n] : cases) {
    {
      INFO(code << " to " << n);
      OctalSparseEngine free_run(code_of(code));
      REQUIRE_FALSE(free_run.extend(n, {}));
      const std::uint64_t work = free_run.work();
      // Exactly the work needed: answered, in one call or in doublings.
      OctalSparseEngine exact(code_of(code));
      exact.set_goal(n);
      exact.set_work_limit(work);
      for (std::uint64_t h = 512; h < n; h *= 2) REQUIRE_FALSE(exact.extend(h, {}));
      REQUIRE_FALSE(exact.extend(n, {}));
      CHECK(exact.values() == free_run.values());
      // One step short: refused, and by the same cap.
      OctalSparseEngine short_of(code_of(code));
      short_of.set_goal(n);
      short_of.set_work_limit(work - 1);
      auto e = short_of.extend(n, {});
      REQUIRE(e);
      REQUIRE(e->limit);
      CHECK(std::string(e->limit) == "maxOctalWork");
    }
  }
}

TEST_CASE("a dense code is refused at the start of its work, not at the limit", "[octal]") {
  // 64 digits of 6: each heap costs 64 x (rare heaps), and the first price
  // (at heap 1024) already passes the limit.
  const std::string rule = "octal(0." + std::string(64, '6') + ")";
  auto seq = grundy_sequence(rule, 1u << 20);
  REQUIRE_FALSE(seq.ok());
  REQUIRE(seq.error().limit);
  CHECK(std::string(seq.error().limit) == "maxOctalWork");
  CHECK_THAT(seq.error().message(), Catch::Matchers::Contains("up to heap 1048575"));
  OctalSparseEngine engine(code_of("0." + std::string(64, '6')));
  engine.set_goal(1u << 20);
  engine.set_work_limit(octal_max_work);
  REQUIRE(engine.extend(1u << 20, {}));
  CHECK(engine.values().size() <= 4096);
  CHECK(engine.work() < octal_max_work / 256);
  // The same rule still answers a request within the limit.
  auto small = grundy_sequence(rule, 2000);
  REQUIRE(small.ok());
  CHECK(small->values.size() == 2000);
}

TEST_CASE("the sparse engine prices every 1024 heaps", "[octal]") {
  // With this limit the bound first passes it between heaps 5120 and 6144:
  // refused at the next price, not at the next sixteenth of a doubling (7168).
  OctalSparseEngine engine(code_of("0.007"));
  engine.set_goal(1u << 20);
  engine.set_work_limit(2'000'000'000);
  auto e = engine.extend(1u << 20, {});
  REQUIRE(e);
  CHECK(std::string(e->limit) == "maxOctalWork");
  CHECK(engine.values().size() == 6144);
}

TEST_CASE("octal(0.007) to 2^20 values is refused within an eighth of the limit", "[octal][.slow]") {
  OctalSparseEngine engine(code_of("0.007"));
  engine.set_goal(1u << 20);
  engine.set_work_limit(octal_max_work);
  auto e = engine.extend(1u << 20, {});
  REQUIRE(e);
  CHECK(std::string(e->limit) == "maxOctalWork");
  CHECK(engine.work() < octal_max_work / 8);  // 1.91e9 of 1.7e10
}
