// libFuzzer target for the rule text of sg.sequence and sg.table.
// Input: [n][rows][cols][text...]: the text is the rule ("kayles",
// "sub(1,3,4)", "coins(ruler)", "octal(0.137)") or the table's game
// ("wythoff"), with n (up to 255) values asked for.
// Properties: no crash; an error says what, and its column falls inside the
// text; a sequence holds the n values asked for, counted from 0 (heaps) or
// 1 (coins), and a period within them holds on them (proven or observed);
// a table holds rows x cols values. Long proofs stop at a progress budget,
// so that cancellation is exercised and no input runs for long.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "error_in_text.hpp"
#include "sg/sequence.hpp"
#include "sg/table.hpp"

namespace {

// Cancels after this many progress reports: a sequence of a few values may
// still search for its period (up to a stated budget), which under the
// sanitizers takes longer than the fuzzer's timeout.
sg::Progress budget(int& calls) {
  return [&calls](double) { return ++calls < 32; };
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 3) return 0;
  const std::uint64_t n = data[0];
  const std::uint64_t rows = data[1] % 24, cols = data[2] % 24;
  const std::string text(reinterpret_cast<const char*>(data + 3), size - 3);

  int calls = 0;
  auto s = sg::grundy_sequence(text, n, budget(calls));
  if (!s.ok()) {
    sg::fuzz::check_error_in_text(s.error(), text);
  } else {
    if (s->values.size() != n || s->first_index > 1) std::abort();
    if (s->period) {
      const sg::Period& p = *s->period;
      if (p.length == 0 || p.start < s->first_index) std::abort();
      if (p.reason.empty()) std::abort();
      // SG(m + length) = SG(m) + saltus for every m >= start the values hold.
      const std::uint64_t from = p.start - s->first_index;
      for (std::uint64_t i = from; i + p.length < n; ++i)
        if (std::uint64_t{s->values[i + p.length]} != s->values[i] + p.saltus) std::abort();
    }
  }

  calls = 0;
  auto t = sg::grundy_table(text, rows, cols, budget(calls));
  if (!t.ok()) {
    sg::fuzz::check_error_in_text(t.error(), text);
  } else if (t->rows != rows || t->cols != cols || t->values.size() != rows * cols) {
    std::abort();
  }
  return 0;
}
