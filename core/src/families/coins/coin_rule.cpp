#include "families/coins/coin_rule.hpp"

#include <bit>
#include <vector>

#include "sg/number_syntax.hpp"
#include "notation/text_scan.hpp"

namespace sg {

namespace {

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
  SG_TRY(k, parse_count(t, Msg::what_coin_count));
  if (k == 0) return error_at(t.column, Msg::coin_rule_zero);
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
    return error_at(rule.column, Msg::coin_rule_missing);
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
      return error_at(words[0].column, Text{Msg::coin_rule_run, {{"found", excerpt(words[0].text)}}});
    const Token inner{words[0].text.substr(4, words[0].text.size() - 5), words[0].column + 4};
    SG_TRY(k, parse_k(inner));
    out = named(Shape::consecutive, true, k, Name::run);
  } else if (first == "exactly" || first == "at" || first == "near") {
    std::size_t i = 1;
    if (first == "at") {
      if (words.size() < 2 || lower_ascii(words[1].text) != "most")
        return error_at(words.size() < 2 ? rule.column + static_cast<std::uint32_t>(rule.text.size())
                                         : words[1].column,
                        Msg::coin_rule_at_most);
      i = 2;
    }
    if (i >= words.size())
      return error_at(rule.column + static_cast<std::uint32_t>(rule.text.size()),
                      Text{Msg::coin_rule_missing_count, {{"after", first == "at" ? "at most" : first}}});
    SG_TRY(k, parse_k(words[i]));
    ++i;
    if (first == "near") {
      out = named(Shape::near, false, k, Name::none);
    } else {
      if (i >= words.size())
        return error_at(rule.column + static_cast<std::uint32_t>(rule.text.size()),
                        Msg::coin_rule_missing_shape);
      const std::string shape = lower_ascii(words[i].text);
      if (shape != "anywhere" && shape != "consecutive")
        return error_at(words[i].column,
                        Text{Msg::coin_rule_shape, {{"found", excerpt(words[i].text)}}});
      out = named(shape == "anywhere" ? Shape::anywhere : Shape::consecutive, first == "exactly", k, Name::none);
      ++i;
    }
    used = i;
  } else {
    return error_at(words[0].column, Text{Msg::coin_rule_unknown, {{"rule", excerpt(words[0].text)}}});
  }
  if (used < words.size())
    return error_at(words[used].column, Text{Msg::coin_rule_trailing, {{"found", excerpt(words[used].text)}}});
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

Text CoinRule::numbering() const {
  return first_number() == 0 ? Msg::coins_numbered_from_zero : Msg::coins_numbered_from_one;
}

Text CoinRule::theory() const {
  switch (name_) {
    case Name::one: return Msg::theory_coins_one;
    case Name::turtles: return Msg::theory_coins_turtles;
    case Name::mock: return Msg::theory_coins_mock;
    case Name::ruler: return Msg::theory_coins_ruler;
    case Name::run3:
    case Name::run: return Text{Msg::theory_coins_run, {{"k", k_}}};
    case Name::near3: return Text{Msg::theory_coins_near, {{"k", k_}, {"modulus", k_ + 1}}};
    case Name::none: break;
  }
  return Text{Msg::theory_coins_brute_force, {{"rule", notation()}}};
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

bool CoinRule::allows(std::span<const CoinInterval> set) const {
  if (set.empty()) return false;
  std::uint64_t count = 0;
  for (std::size_t i = 0; i < set.size(); ++i) {
    if (set[i].first == 0 || set[i].first > set[i].last || (i && set[i].first <= set[i - 1].last)) return false;
    count += set[i].last - set[i].first + 1;
  }
  const std::uint64_t r = set.back().last;
  switch (shape_) {
    case Shape::consecutive:
      // One run (adjacent intervals would have been one).
      for (std::size_t i = 1; i < set.size(); ++i)
        if (set[i].first != set[i - 1].last + 1) return false;
      return count <= k_ && (!exact_ || count == k_);
    case Shape::near: return (count == 1 && r <= k_) || (count == 2 && set.front().first + k_ >= r);
    case Shape::anywhere: return count - 1 <= max_others() && (!exact_ || count - 1 == max_others());
  }
  return false;
}

}  // namespace sg
