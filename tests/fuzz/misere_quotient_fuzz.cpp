// libFuzzer target for the rule text of misere_quotient().
// Input: [h][text...]: the rule text ("kayles", "sub(1,3,4)", "octal(0.137)",
// "grundy") and h % 40, the heaps asked for.
// Properties: no crash; an error says what, and its column falls inside the
// text; a quotient is a commutative monoid (closed table, 0 the identity,
// associative where cheap to check) whose P-portion leaves out the identity
// (the empty sum: the player to move has won); every heap's image is an
// element, heap 0's the identity; |Q_h| grows with h and ends at the order;
// the generators' products reach every element, each named by its word;
// every relation holds in the table. Long computations stop at a progress
// budget, so that cancellation is exercised and no input runs for long.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "error_in_text.hpp"
#include "sg/misere_quotient.hpp"

namespace {

using sg::MisereQuotient;

std::uint16_t times(const MisereQuotient& q, std::uint32_t a, std::uint32_t b) {
  return q.table[std::size_t{a} * q.order + b];
}

// The element a word of exponents over the generators names.
std::uint32_t element_of(const MisereQuotient& q, const std::uint16_t* word) {
  std::uint32_t e = 0;
  for (std::size_t i = 0; i < q.generator_heaps.size(); ++i)
    for (std::uint16_t k = 0; k < word[i]; ++k)
      e = times(q, e, q.heap_images[static_cast<std::size_t>(q.generator_heaps[i])]);
  return e;
}

void check(const MisereQuotient& q, std::uint64_t heaps) {
  const std::uint32_t m = q.order;
  if (q.heaps != heaps || m == 0 || q.rule.empty()) std::abort();
  if (q.table.size() != std::size_t{m} * m || q.p.size() != m) std::abort();
  for (std::uint32_t a = 0; a < m; ++a) {
    if (times(q, 0, a) != a || times(q, a, 0) != a) std::abort();
    for (std::uint32_t b = 0; b < m; ++b)
      if (times(q, a, b) >= m || times(q, a, b) != times(q, b, a)) std::abort();
  }
  if (m <= 48)
    for (std::uint32_t a = 0; a < m; ++a)
      for (std::uint32_t b = 0; b < m; ++b)
        for (std::uint32_t c = 0; c < m; ++c)
          if (times(q, times(q, a, b), c) != times(q, a, times(q, b, c))) std::abort();
  if (q.p[0] != 0) std::abort();
  for (std::uint8_t p : q.p)
    if (p > 1) std::abort();
  if (q.heap_images.size() != heaps + 1 || q.heap_images[0] != 0) std::abort();
  for (std::uint16_t e : q.heap_images)
    if (e >= m) std::abort();
  if (q.orders.size() != heaps + 1 || q.orders[0] != 1 || q.orders.back() != m) std::abort();
  for (std::size_t h = 1; h < q.orders.size(); ++h)
    if (q.orders[h] < q.orders[h - 1]) std::abort();
  if (q.stable_since > heaps || q.orders[static_cast<std::size_t>(q.stable_since)] != m) std::abort();
  // Words: each element's normal form over the generators names it.
  const std::size_t g = q.generator_heaps.size();
  for (std::uint64_t h : q.generator_heaps)
    if (h == 0 || h > heaps) std::abort();
  if (q.words.size() != std::size_t{m} * g || q.names.size() != m) std::abort();
  for (std::uint32_t e = 0; e < m; ++e) {
    if (element_of(q, q.words.data() + std::size_t{e} * g) != e) std::abort();
    if (q.names[e].empty()) std::abort();
  }
  for (const sg::QuotientRelation& r : q.relations) {
    if (r.word.size() != g || r.equals.size() != g) std::abort();
    if (element_of(q, r.word.data()) != element_of(q, r.equals.data())) std::abort();
  }
  if (q.period) {
    const sg::QuotientPeriod& p = *q.period;
    if (p.length == 0 || p.reason.empty()) std::abort();
    for (std::uint64_t h = p.start; h + p.length <= heaps; ++h)
      if (q.heap_images[static_cast<std::size_t>(h)] != q.heap_images[static_cast<std::size_t>(h + p.length)])
        std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return 0;
  const std::uint64_t heaps = data[0] % 40;
  const std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
  // Cancels after this many progress reports (one per heap, one per 1024
  // states verified): Grundy's game to heap 39 takes minutes under the
  // sanitizers. The quotients kept between calls grow a little each time.
  int calls = 0;
  auto q = sg::misere_quotient(text, heaps, [&calls](double) { return ++calls < 24; });
  if (!q.ok()) {
    sg::fuzz::check_error_in_text(q.error(), text);
    return 0;
  }
  check(*q, heaps);
  return 0;
}
