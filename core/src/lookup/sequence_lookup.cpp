// "Which game is this?" The octal codes and subtraction sets are valued
// here, all at once, one heap size at a time: a candidate is dropped at its
// first value that differs, so most are gone after a few values and the
// survivors' values are computed only as far as the input goes. The
// built-in families and defined games (a handful) give their sequences
// through the registry.
#include "sg/identify.hpp"

#include <algorithm>
#include <set>

#include "families/defined/defined_limits.hpp"
#include "families/defined/defined_registry.hpp"
#include "notation/text_scan.hpp"
#include "sg/family.hpp"
#include "sg/number_syntax.hpp"
#include "sg/sequence.hpp"

namespace sg {

namespace {

constexpr std::uint32_t kOctalDigits = 3;  // digits after the point
constexpr std::uint32_t kLargestAmount = 10;

// Names the literature gives to octal codes of the searched range that no
// family of the registry stands for (Winning Ways, ch. 4).
Msg octal_name(std::string_view code) {
  if (code == "0.137") return Msg::identify_dawsons_chess;
  return Msg::none;
}

// The mex of the values marked with `stamp` in `seen`.
std::uint32_t mex_of(const std::vector<std::uint32_t>& seen, std::uint32_t stamp) {
  std::uint32_t v = 0;
  while (v < seen.size() && seen[v] == stamp) ++v;
  return v;
}

struct Octal {
  std::uint8_t d[kOctalDigits + 1];  // d[0] before the point
  std::vector<std::uint32_t> g;      // values so far

  std::string text() const {
    std::string s(1, static_cast<char>('0' + d[0]));
    s += '.';
    std::uint32_t last = kOctalDigits;
    while (last > 1 && d[last] == 0) --last;
    for (std::uint32_t k = 1; k <= last; ++k) s += static_cast<char>('0' + d[k]);
    return s;
  }

  // The value of heap n from the rules: removing k tokens (digit d_k) may
  // leave nothing (bit 1), one heap (bit 2) or two non-empty heaps (bit 4).
  std::uint32_t next(std::vector<std::uint32_t>& seen, std::uint32_t& stamp) const {
    const std::size_t n = g.size();
    ++stamp;
    auto mark = [&](std::uint32_t v) {
      if (v >= seen.size()) seen.resize(v + 1, 0);
      seen[v] = stamp;
    };
    for (std::size_t k = 0; k <= kOctalDigits && k <= n; ++k) {
      const std::uint8_t digit = d[k];
      if (k > 0 && (digit & 1) && n == k) mark(0);
      if (k > 0 && (digit & 2) && n > k) mark(g[n - k]);
      if ((digit & 4) && n >= k + 2)
        for (std::size_t a = 1; 2 * a <= n - k; ++a) mark(g[a] ^ g[n - k - a]);
    }
    return mex_of(seen, stamp);
  }
};

struct Subtraction {
  std::uint32_t set = 0;  // bit s: s may be removed
  std::vector<std::uint32_t> g;

  // "1,3,4"
  std::string amounts(std::string_view separator) const {
    std::string s;
    for (std::uint32_t a = 1; a <= kLargestAmount; ++a)
      if (set >> a & 1) s += (s.empty() ? "" : std::string(separator)) + std::to_string(a);
    return s;
  }
  std::uint32_t next(std::vector<std::uint32_t>& seen, std::uint32_t& stamp) const {
    const std::size_t n = g.size();
    ++stamp;
    for (std::size_t s = 1; s <= kLargestAmount && s <= n; ++s)
      if (set >> s & 1) {
        const std::uint32_t v = g[n - s];
        if (v >= seen.size()) seen.resize(v + 1, 0);
        seen[v] = stamp;
      }
    return mex_of(seen, stamp);
  }
};

// Runs every candidate along the values, keeping those that match them all.
template <class Candidate>
std::vector<Candidate> survivors(std::vector<Candidate> alive, std::span<const std::uint32_t> values) {
  std::vector<std::uint32_t> seen;
  std::uint32_t stamp = 0;
  for (std::size_t n = 0; n < values.size() && !alive.empty(); ++n) {
    std::size_t kept = 0;
    for (std::size_t i = 0; i < alive.size(); ++i) {
      if (alive[i].next(seen, stamp) != values[n]) continue;
      alive[i].g.push_back(values[n]);
      if (kept != i) alive[kept] = std::move(alive[i]);
      ++kept;
    }
    alive.resize(kept);
  }
  return alive;
}

// The registry's families that stand for a searched rule ("kayles" is
// octal(0.77), "bash(3)" is sub(1,2,3)): found through that rule.
void name_from_registry(GameMatch& m) {
  for (const Family& f : families())
    for (std::string_view alias : f.aliases)
      if (alias == m.rule) {
        m.label = family_label(f);
        m.aliases.emplace_back(f.name);
      }
}

bool searched_elsewhere(const Family& f) {
  for (std::string_view alias : f.aliases)
    if (alias.substr(0, 6) == "octal(" && alias.size() <= 6 + 2 + kOctalDigits + 1) return true;
  return false;
}

}  // namespace

Result<Identification> identify_sequence(std::span<const std::uint32_t> values) {
  if (values.empty()) return error_of(Msg::identify_no_values);
  if (values.size() > defined_limits::max_lookup_values)
    return error_of(Text{Msg::identify_too_many_values, {{"count", values.size()}, {"limit", defined_limits::max_lookup_values}}});
  Identification out;

  // The registry's families with a sequence, and the defined games.
  std::vector<std::pair<std::string, Text>> rules;  // rule, label
  for (const Family& f : families()) {
    if (!f.sequence || searched_elsewhere(f)) continue;
    if (!f.named_rules.empty()) {
      for (const NamedRule& r : f.named_rules)
        rules.emplace_back(std::string(f.name) + "(" + std::string(r.name) + ")", Text(r.label));
    } else if (f.rule_help == Msg::none) {
      rules.emplace_back(std::string(f.name), family_label(f));
    }
  }
  for (const auto& g : defined_game_list())
    if (g->arity() == 1) rules.emplace_back(g->name(), g->label_text());
  for (const auto& [rule, label] : rules) {
    ++out.families;
    auto s = grundy_sequence(rule, values.size());
    if (!s.ok() || !std::equal(values.begin(), values.end(), s->values.begin(), s->values.end())) continue;
    SG_TRY(syn, split_component(rule, 1));
    out.matches.push_back(GameMatch{rule, lower_ascii(syn.family.text), label, {}});
  }

  std::vector<Subtraction> sets;
  for (std::uint32_t set = 2; set < (2u << kLargestAmount); set += 2) sets.push_back(Subtraction{set, {}});
  out.subtraction_sets = sets.size();
  for (const Subtraction& s : survivors(std::move(sets), values)) {
    GameMatch m{"sub(" + s.amounts(",") + ")", "sub", Text{Msg::identify_subtraction, {{"set", "{" + s.amounts(", ") + "}"}}}, {}};
    // {1..m} is the Bash game bash(m).
    if ((s.set & (s.set + 2)) == 0) m.aliases.push_back("bash(" + std::to_string(__builtin_popcount(s.set)) + ")");
    out.matches.push_back(std::move(m));
  }

  std::vector<Octal> codes;
  for (std::uint8_t d0 : {0, 4})
    for (std::uint32_t digits = 0; digits < (1u << (3 * kOctalDigits)); ++digits) {
      Octal o{};
      o.d[0] = d0;
      for (std::uint32_t k = 1; k <= kOctalDigits; ++k) o.d[k] = (digits >> (3 * (kOctalDigits - k))) & 7;
      codes.push_back(std::move(o));
    }
  out.octal_codes = codes.size();
  for (const Octal& o : survivors(std::move(codes), values)) {
    const std::string code = o.text();
    GameMatch m{"octal(" + code + ")", "octal", Text{Msg::identify_octal, {{"code", code}}}, {}};
    if (const Msg name = octal_name(code); name != Msg::none) m.label = name;
    name_from_registry(m);
    out.matches.push_back(std::move(m));
  }
  return out;
}

Result<Identification> identify_sequence(std::string_view text) {
  if (text.size() > defined_limits::max_lookup_values * 12)
    return error_of(Text{Msg::identify_text_too_long, {{"bytes", text.size()}}});
  std::vector<std::uint32_t> values;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (is_blank(text[i]) || text[i] == ',')) ++i;
    if (i >= text.size()) break;
    const std::size_t begin = i;
    while (i < text.size() && !is_blank(text[i]) && text[i] != ',') ++i;
    const Token token{text.substr(begin, i - begin), static_cast<std::uint32_t>(begin + 1)};
    SG_TRY(v, parse_count(token, Msg::what_grundy_value, 0xFFFFFFFFu));
    if (values.size() >= defined_limits::max_lookup_values)
      return error_at(token.column, Text{Msg::identify_more_values, {{"limit", defined_limits::max_lookup_values}}});
    values.push_back(static_cast<std::uint32_t>(v));
  }
  return identify_sequence(values);
}

}  // namespace sg
