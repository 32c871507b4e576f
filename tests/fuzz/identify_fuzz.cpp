// libFuzzer target for "Which game is this?" (sg.identify): its text of
// values ("0 1 1 2, 0 3").
// Properties: no crash; an error says what, and its column falls inside the
// text; every match's sequence (as sg.sequence gives it) starts with the
// values given, checked for the first matches of a short input.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "error_in_text.hpp"
#include "sg/identify.hpp"
#include "sg/sequence.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto r = sg::identify_sequence(text);
  if (!r.ok()) {
    sg::fuzz::check_error_in_text(r.error(), text);
    return 0;
  }
  // The values again, read here: numbers between blanks and commas.
  std::vector<std::uint32_t> values;
  bool in_number = false;
  for (char c : text) {
    if (c >= '0' && c <= '9') {
      if (!in_number) values.push_back(0);
      values.back() = values.back() * 10 + static_cast<std::uint32_t>(c - '0');
      in_number = true;
    } else {
      in_number = false;
    }
  }
  if (values.empty() || values.size() > 24) return 0;
  std::size_t checked = 0;
  for (const sg::GameMatch& m : r->matches) {
    if (m.rule.empty() || m.family.empty() || m.label.empty()) std::abort();
    if (checked++ >= 4) continue;
    // A sequence may search for its period far beyond the values: past a
    // few progress reports it is cancelled, and that match is not compared.
    int calls = 0;
    auto s = sg::grundy_sequence(m.rule, values.size(), [&calls](double) { return ++calls < 8; });
    if (!s.ok() && s.error().text.msg == sg::Msg::cancelled) continue;
    if (!s.ok() || s->values != values) std::abort();
  }
  return 0;
}
