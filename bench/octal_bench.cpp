// Octal-game engine timings (release build, -DSG_BENCH=ON):
//   1. octal(0.16): prove the period (preperiod 105351, period 149459);
//   2. Grundy's game to 2^21 values, cross-checked: the largest value among
//      the first 2^21 is 231, first reached at heap 763622;
//   3. octal(0.6) to 2^20 values.
// Exits non-zero when a cross-check fails.
#include <chrono>
#include <cstdio>
#include <ctime>
#include <cstdlib>
#include <string>

#include "families/octal_period.hpp"
#include "families/octal_rule.hpp"
#include "families/octal_sparse.hpp"

using namespace sg;

namespace {

// Wall time and this process's CPU time: on a shared machine the second is
// the one that says what the engine costs.
struct Timer {
  std::chrono::steady_clock::time_point wall = std::chrono::steady_clock::now();
  std::clock_t cpu = std::clock();
  void print() const {
    std::printf("  %.3f s wall, %.3f s cpu", std::chrono::duration<double>(std::chrono::steady_clock::now() - wall).count(),
                static_cast<double>(std::clock() - cpu) / CLOCKS_PER_SEC);
  }
};

bool check(bool ok, const char* what) {
  std::printf("  %-58s %s\n", what, ok ? "ok" : "FAILED");
  return ok;
}

OctalCode code_of(const char* text) {
  auto c = parse_octal_code(Token{text, 1});
  if (!c.ok()) {
    std::printf("bad code %s: %s\n", text, c.error().what().c_str());
    std::exit(2);
  }
  return *c;
}

}  // namespace

int main() {
  bool ok = true;

  {
    std::printf("octal(0.16): prove the period through the family's sequence()\n");
    OctalRule rule(code_of("0.16"), "octal(0.16)");
    const Timer timer;
    auto s = rule.sequence(1000, {});
    if (!s.ok()) return std::printf("  error: %s\n", s.error().what().c_str()), 1;
    timer.print();
    if (s->period)
      std::printf(", period %llu from %llu, %s\n", static_cast<unsigned long long>(s->period->length),
                  static_cast<unsigned long long>(s->period->start), s->period->proven ? "proven" : "observed");
    else
      std::printf(", no period\n");
    ok &= check(s->period && s->period->proven && s->period->start == 105351 && s->period->length == 149459,
                "period 149459 from 105351, proven by Guy-Smith");
    std::printf("  (Guy-Smith needs the first %llu values)\n",
                static_cast<unsigned long long>(guy_smith_prefix(Period{105351, 149459, 0, true, {}}, 2)));
  }

  {
    std::printf("Grundy's game: 2^21 values with the sparse-space engine\n");
    OctalSparseEngine e(grundy_game_code());
    const Timer timer;
    if (auto err = e.extend(1u << 21, {})) return std::printf("  error: %s\n", err->what().c_str()), 1;
    timer.print();
    std::uint32_t max = 0;
    std::size_t at = 0;
    for (std::size_t i = 0; i < e.values().size(); ++i)
      if (e.values()[i] > max) max = e.values()[i], at = i;
    std::printf("; mask %u, %zu rare heaps, %llu full scans; max value %u first at heap %zu\n",
                e.mask(), e.rare_count(), static_cast<unsigned long long>(e.full_scans()), max, at);
    ok &= check(max == 231 && at == 763622, "largest value 231, first at heap 763622");
  }

  {
    std::printf("octal(0.6): 2^20 values with the sparse-space engine\n");
    OctalSparseEngine e(code_of("0.6"));
    const Timer timer;
    if (auto err = e.extend(1u << 20, {})) return std::printf("  error: %s\n", err->what().c_str()), 1;
    timer.print();
    std::uint32_t max = 0;
    for (std::uint32_t v : e.values()) max = v > max ? v : max;
    std::printf("; mask %u, %zu rare heaps, %llu full scans; max value %u\n", e.mask(),
                e.rare_count(), static_cast<unsigned long long>(e.full_scans()), max);
    auto p = prove_guy_smith(e.values(), 1);
    ok &= check(!p, "no period proven within 2^20 values (none is known)");
  }

  std::printf(ok ? "all cross-checks passed\n" : "SOME CROSS-CHECKS FAILED\n");
  return ok ? 0 : 1;
}
