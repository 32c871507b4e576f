#include "families/heaps/octal/octal_period.hpp"

#include <string>
#include <vector>

namespace sg {

namespace {

// z[p] = longest common suffix of s[0, N) and s[0, N - p), for 1 <= p < N
// (Z-algorithm on the reversed sequence, indices mapped instead of copying).
template <class At>
std::vector<std::uint32_t> reversed_z(std::size_t n, At at) {
  std::vector<std::uint32_t> z(n, 0);
  if (n == 0) return z;
  z[0] = static_cast<std::uint32_t>(n);
  auto r = [&](std::size_t i) { return at(n - 1 - i); };
  std::size_t l = 0, right = 0;  // [l, right) matches a prefix of r
  for (std::size_t i = 1; i < n; ++i) {
    std::size_t k = 0;
    if (i < right) k = std::min<std::size_t>(right - i, z[i - l]);
    while (i + k < n && r(k) == r(i + k)) ++k;
    z[i] = static_cast<std::uint32_t>(k);
    if (i + k > right) l = i, right = i + k;
  }
  return z;
}

}  // namespace

// Out of line: OctalRule::compute_to runs once per sequence and calls this
// at every doubling of the prefix; inlined there, V8 ran the whole proof of
// every check on its baseline code (a WebAssembly call runs to its end on
// the code it started with). Called on its own, the later, longer checks
// run the optimised code.
[[gnu::noinline]] std::optional<Period> prove_guy_smith(std::span<const std::uint32_t> g, std::uint64_t t) {
  const std::size_t n = g.size();
  if (n < 2) return std::nullopt;
  const auto z = reversed_z(n, [&](std::size_t i) { return g[i]; });
  for (std::size_t p = 1; p < n; ++p) {
    const std::uint64_t start = n - p - z[p];
    const std::uint64_t prefix = guy_smith_prefix(start, p, t);
    if (prefix <= n) {
      // The last n checked: G(n + p) = G(n) up to it.
      const std::uint64_t top = prefix - 1 - p;
      const Msg words = start == 0 ? Msg::period_guy_smith_from_zero : Msg::period_guy_smith;
      return Period{start, p, 0, true,
                    Text{words, {{"length", p}, {"start", start}, {"last", t}, {"bound", top}}},
                    Theorem::octal_period};
    }
  }
  return std::nullopt;
}

std::optional<Period> observe_period(std::span<const std::uint32_t> g) {
  const std::size_t n = g.size();
  if (n < 8) return std::nullopt;
  // First differences (mod 2^32): periodic exactly where G is arithmetic-periodic.
  const std::size_t m = n - 1;
  const auto z = reversed_z(m, [&](std::size_t i) { return g[i + 1] - g[i]; });
  for (std::size_t p = 1; 4 * p <= m; ++p) {
    const std::size_t run = p + z[p];  // differences d[m - run, m) have period p
    if (run < 2 * p || 2 * run < m) continue;
    const std::size_t start = m - run;
    if (g[start + p] < g[start]) continue;
    const std::uint64_t saltus = g[start + p] - g[start];
    return Period{start, p, saltus, false,
                  Text{Msg::period_observed, {{"start", start}, {"end", n - 1}}}};
  }
  return std::nullopt;
}

}  // namespace sg
