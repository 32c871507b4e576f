#include "families/coins/coin_rule.hpp"

#include <bit>
#include <vector>

#include "sg/number_syntax.hpp"
#include "notation/text_scan.hpp"

namespace sg {

namespace {

constexpr std::string_view kExpected =
    "expected one, turtles, mock, ruler, run3, run(K), near3, \"exactly K anywhere\", "
    "\"exactly K consecutive\", \"at most K anywhere\", \"at most K consecutive\" or \"near K\"";

std::vector<Token> words_of(const Token& rule) {
  std::vector<Token> words;
  const std::string_view s = rule.text;
  std::size_t i = 0;
  while (true) {
    i = skip_blanks(s, i);
    if (i >= s.size()) break;
    const std::size_t begin = i;
    while (i < s.size() && !is_blank(s[i])) ++i;
    words.push_back(Token{s.substr(begin, i - begin), rule.column + static_cast<std::uint32_t>(begin)});
  }
  return words;
}

Result<std::uint64_t> parse_k(const Token& t) {
  SG_TRY(k, parse_count(t, "coin count"));
  if (k == 0) return error_at(t.column, "coin count \"0\" must be at least 1");
  return k;
}

// C(n, 0) + ... + C(n, hi) when sum_all, else C(n, hi); saturating.
std::uint64_t binomial_count(std::uint64_t n, std::uint64_t hi, bool sum_all) {
  if (hi > n) {
    if (!sum_all) return 0;
    hi = n;
  }
  if (!sum_all && hi > n - hi) hi = n - hi;  // C(n, j) = C(n, n-j); the terms grow up to hi
  unsigned __int128 c = 1, total = 1;
  for (std::uint64_t j = 0; j < hi; ++j) {
    c = c * (n - j) / (j + 1);
    if (c > UINT64_MAX) return UINT64_MAX;
    total = sum_all ? total + c : c;
    if (total > UINT64_MAX) return UINT64_MAX;
  }
  return static_cast<std::uint64_t>(total);
}

}  // namespace

Result<CoinRule> CoinRule::parse(const Token& rule) {
  const std::vector<Token> words = words_of(rule);
  if (words.empty())
    return error_at(rule.column, "missing the coin rule between the parentheses; " + std::string(kExpected));
  const std::string first = lower_ascii(words[0].text);
  std::size_t used = 1;
  auto named = [&](Shape shape, bool exact, std::uint64_t k, Name name) { return CoinRule(shape, exact, k, name); };
  std::optional<CoinRule> out;
  if (first == "one") out = named(Shape::anywhere, true, 1, Name::one);
  else if (first == "turtles") out = named(Shape::anywhere, false, 2, Name::turtles);
  else if (first == "mock") out = named(Shape::anywhere, false, 3, Name::mock);
  else if (first == "ruler") out = named(Shape::consecutive, false, UINT64_MAX, Name::ruler);
  else if (first == "run3") out = named(Shape::consecutive, true, 3, Name::run3);
  else if (first == "near3") out = named(Shape::near, false, 3, Name::near3);
  else if (first.rfind("run(", 0) == 0) {
    // "run(4)" is one word: blanks inside its parentheses are not allowed.
    if (first.back() != ')')
      return error_at(words[0].column, "expected run(K) with a coin count K, found " + quote_excerpt(words[0].text));
    const Token inner{words[0].text.substr(4, words[0].text.size() - 5), words[0].column + 4};
    SG_TRY(k, parse_k(inner));
    out = named(Shape::consecutive, true, k, Name::run);
  } else if (first == "exactly" || first == "at" || first == "near") {
    std::size_t i = 1;
    if (first == "at") {
      if (words.size() < 2 || lower_ascii(words[1].text) != "most")
        return error_at(words.size() < 2 ? rule.column + static_cast<std::uint32_t>(rule.text.size())
                                         : words[1].column,
                        "expected \"at most K anywhere\" or \"at most K consecutive\"");
      i = 2;
    }
    if (i >= words.size())
      return error_at(rule.column + static_cast<std::uint32_t>(rule.text.size()),
                      "missing the coin count K after \"" + first + (first == "at" ? " most" : "") + "\"");
    SG_TRY(k, parse_k(words[i]));
    ++i;
    if (first == "near") {
      out = named(Shape::near, false, k, Name::none);
    } else {
      if (i >= words.size())
        return error_at(rule.column + static_cast<std::uint32_t>(rule.text.size()),
                        "missing \"anywhere\" or \"consecutive\" after the coin count");
      const std::string shape = lower_ascii(words[i].text);
      if (shape != "anywhere" && shape != "consecutive")
        return error_at(words[i].column,
                        "expected \"anywhere\" or \"consecutive\", found " + quote_excerpt(words[i].text));
      out = named(shape == "anywhere" ? Shape::anywhere : Shape::consecutive, first == "exactly", k, Name::none);
      ++i;
    }
    used = i;
  } else {
    return error_at(words[0].column, "unknown coin rule " + quote_excerpt(words[0].text) + "; " + std::string(kExpected));
  }
  if (used < words.size())
    return error_at(words[used].column, "unexpected " + quote_excerpt(words[used].text) + " after the coin rule");
  return *out;
}

std::string CoinRule::notation() const {
  switch (name_) {
    case Name::one: return "one";
    case Name::turtles: return "turtles";
    case Name::mock: return "mock";
    case Name::ruler: return "ruler";
    case Name::run3: return "run3";
    case Name::near3: return "near3";
    case Name::run: return "run(" + std::to_string(k_) + ")";
    case Name::none: break;
  }
  if (shape_ == Shape::near) return "near " + std::to_string(k_);
  return std::string(exact_ ? "exactly " : "at most ") + std::to_string(k_) +
         (shape_ == Shape::anywhere ? " anywhere" : " consecutive");
}

std::string CoinRule::numbering() const {
  return first_number() == 0
             ? "coins are numbered from 0, left to right (Mock Turtles' convention), in the values, the parts and "
               "the move labels"
             : "coins are numbered from 1, left to right, in the values, the parts and the move labels";
}

std::string CoinRule::theory() const {
  const std::string k = std::to_string(k_);
  switch (name_) {
    case Name::one: return "turn exactly one coin: every head has SG 1 (its only move removes it)";
    case Name::turtles:
      return "Turning Turtles (Winning Ways, ch. 14): a head at position i (from 1) has SG i, "
             "so the row plays like Nim";
    case Name::mock:
      return "Mock Turtles (Winning Ways, ch. 14): a head at x (numbered from 0) has SG 2x if x is "
             "odious (an odd number of 1 bits), else 2x+1; the values are the odious numbers";
    case Name::ruler:
      return "Ruler (Winning Ways, ch. 14): a head at position i (from 1) has SG equal to the "
             "largest power of 2 dividing i";
    case Name::run3:
    case Name::run:
      return "turn exactly " + k + " consecutive coins: a head at i (from 1) has SG 1 if " + k +
             " divides i, else 0 (induction: the run ending at i holds a multiple of " + k +
             " left of i exactly when " + k + " does not divide i; a head left of coin " + k +
             " cannot move)";
    case Name::near3:
      return "turn a coin and one of the " + k + " coins nearest to its left (alone only at positions <= " +
             k + "): a head at i (from 1) has SG i mod " + std::to_string(k_ + 1) +
             ", the Bash game's values (its options are SG(i-1) .. SG(i-" + k + "), plus 0 when i <= " + k + ")";
    case Name::none: break;
  }
  return "the mex rule for \"" + notation() +
         "\": a lone head's SG is the mex, over the sets of coins it may turn, of the XOR of the SG of the "
         "other coins turned";
}

Theorem CoinRule::theorem() const {
  switch (name_) {
    case Name::turtles: return Theorem::turning_turtles;
    case Name::mock: return Theorem::mock_turtles;
    case Name::ruler: return Theorem::ruler;
    case Name::one:
    case Name::run3:
    case Name::run:
    case Name::near3:
    case Name::none: break;
  }
  return Theorem::coin_turning;
}

Nimber CoinRule::closed_form(std::uint64_t p) const {
  switch (name_) {
    case Name::one: return 1;
    case Name::turtles: return p;
    case Name::mock: {
      const std::uint64_t x = p - 1;
      return (std::popcount(x) & 1) ? 2 * x : 2 * x + 1;
    }
    case Name::ruler: return p & (~p + 1);
    case Name::run3:
    case Name::run: return p % k_ == 0 ? 1 : 0;
    case Name::near3: return p % (k_ + 1);
    case Name::none: break;
  }
  return 0;
}

bool CoinRule::for_each_flip_set(std::uint64_t r, const FlipSetSink& sink) const {
  std::vector<CoinInterval> set;
  switch (shape_) {
    case Shape::consecutive: {
      const std::uint64_t hi = k_ < r ? k_ : r;
      for (std::uint64_t len = exact_ ? k_ : 1; len <= hi; ++len) {
        const CoinInterval run{r - len + 1, r};
        if (!sink(std::span<const CoinInterval>(&run, 1))) return false;
      }
      return true;
    }
    case Shape::near: {
      if (r <= k_) {
        const CoinInterval alone{r, r};
        if (!sink(std::span<const CoinInterval>(&alone, 1))) return false;
      }
      for (std::uint64_t q = r > k_ ? r - k_ : 1; q < r; ++q) {
        const CoinInterval pair[2] = {{q, q}, {r, r}};
        if (!sink(pair)) return false;
      }
      return true;
    }
    case Shape::anywhere: break;
  }
  // Every j-subset of coins 1..r-1, j from (exact ? k-1 : 0) to k-1,
  // as an index array advanced like an odometer (no recursion).
  const std::uint64_t hi = k_ - 1 < r - 1 ? k_ - 1 : r - 1;
  for (std::uint64_t j = exact_ ? k_ - 1 : 0; j <= hi; ++j) {
    std::vector<std::uint64_t> pick(static_cast<std::size_t>(j));
    for (std::size_t i = 0; i < pick.size(); ++i) pick[i] = i + 1;
    while (true) {
      set.clear();
      for (std::uint64_t q : pick) set.push_back({q, q});
      set.push_back({r, r});
      if (!sink(set)) return false;
      std::size_t i = pick.size();
      // Advance the last index that can still move right.
      while (i > 0 && pick[i - 1] == (r - 1) - (pick.size() - i)) --i;
      if (i == 0) break;
      ++pick[i - 1];
      for (std::size_t t = i; t < pick.size(); ++t) pick[t] = pick[t - 1] + 1;
    }
  }
  return true;
}

std::uint64_t CoinRule::flip_set_count(std::uint64_t r) const {
  switch (shape_) {
    case Shape::consecutive:
      if (exact_) return r >= k_ ? 1 : 0;
      return k_ < r ? k_ : r;
    case Shape::near: return (r <= k_ ? 1 : 0) + (k_ < r - 1 ? k_ : r - 1);
    case Shape::anywhere: break;
  }
  return binomial_count(r - 1, k_ - 1, !exact_);
}

}  // namespace sg
