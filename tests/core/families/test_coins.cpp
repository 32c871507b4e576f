// Coin-turning games against a brute force written here from the rules alone:
// the SG of every row of up to 12 coins by recursion over whole rows (no
// coin-turning theorem, no closed form), and the exact set of winning moves.
#include <catch2/catch.hpp>

#include <bit>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "families/coins/coin_values.hpp"
#include "families/coins/coins.hpp"
#include "oracle_checks.hpp"
#include "oracles/mex.hpp"
#include "sg/analysis.hpp"
#include "sg/limits.hpp"
#include "sg/sequence.hpp"

using namespace sg;

namespace {

// A rule as the test understands it, straight from its statement: which coin
// sets a move may turn, the rightmost turned going from heads to tails.
struct TestRule {
  std::string text;  // as written inside coins(...)
  enum Kind { anywhere, consecutive, near } kind;
  int lo, hi;  // anywhere: set sizes lo..hi; consecutive: run lengths lo..hi; near: window hi
};

const std::vector<TestRule>& test_rules() {
  static const std::vector<TestRule> rules{
      {"one", TestRule::anywhere, 1, 1},
      {"turtles", TestRule::anywhere, 1, 2},
      {"mock", TestRule::anywhere, 1, 3},
      {"run3", TestRule::consecutive, 3, 3},
      {"run(2)", TestRule::consecutive, 2, 2},
      {"run(4)", TestRule::consecutive, 4, 4},
      {"near3", TestRule::near, 0, 3},
      {"ruler", TestRule::consecutive, 1, 64},
      {"exactly 1 anywhere", TestRule::anywhere, 1, 1},
      {"exactly 2 anywhere", TestRule::anywhere, 2, 2},
      {"exactly 3 anywhere", TestRule::anywhere, 3, 3},
      {"exactly 4 anywhere", TestRule::anywhere, 4, 4},
      {"at most 2 anywhere", TestRule::anywhere, 1, 2},
      {"at most 3 anywhere", TestRule::anywhere, 1, 3},
      {"at most 4 anywhere", TestRule::anywhere, 1, 4},
      {"at most 100 anywhere", TestRule::anywhere, 1, 100},
      {"exactly 2 consecutive", TestRule::consecutive, 2, 2},
      {"at most 1 consecutive", TestRule::consecutive, 1, 1},
      {"at most 3 consecutive", TestRule::consecutive, 1, 3},
      {"at most 5 consecutive", TestRule::consecutive, 1, 5},
      {"near 1", TestRule::near, 0, 1},
      {"near 2", TestRule::near, 0, 2},
      {"near 3", TestRule::near, 0, 3},
      {"near 5", TestRule::near, 0, 5},
  };
  return rules;
}

// Flip sets (bit i = coin i+1) whose rightmost coin is bit `top`.
std::vector<unsigned> flip_sets(const TestRule& r, int top) {
  std::vector<unsigned> out;
  const unsigned t = 1u << top;
  switch (r.kind) {
    case TestRule::anywhere:
      for (unsigned sub = 0; sub < t; ++sub) {
        const int size = std::popcount(sub) + 1;
        if (size >= r.lo && size <= r.hi) out.push_back(sub | t);
      }
      break;
    case TestRule::consecutive:
      for (int len = r.lo; len <= r.hi && len <= top + 1; ++len) out.push_back(((1u << len) - 1) << (top + 1 - len));
      break;
    case TestRule::near:
      if (top + 1 <= r.hi) out.push_back(t);
      for (int q = std::max(0, top - r.hi); q < top; ++q) out.push_back(t | (1u << q));
      break;
  }
  return out;
}

constexpr int kMaxLen = 10;

// SG of every row of up to 12 coins: a move turns a flip set whose rightmost
// coin is a head; it lowers the mask, so increasing order is a valid order.
std::vector<Nimber> brute_force_rows(const TestRule& r) {
  std::vector<Nimber> sg(1u << kMaxLen, 0);
  for (unsigned mask = 1; mask < sg.size(); ++mask) {
    std::vector<Nimber> options;
    for (int top = 0; top < kMaxLen; ++top)
      if ((mask >> top) & 1)
        for (unsigned f : flip_sets(r, top)) options.push_back(sg[mask ^ f]);
    sg[mask] = oracle::mex(options);
  }
  return sg;
}

std::string row_text(unsigned mask, int len) {
  std::string s;
  for (int i = 0; i < len; ++i) s += ((mask >> i) & 1) ? 'H' : 'T';
  return s;
}

std::unique_ptr<Component> parse_one(const std::string& text) {
  auto pos = parse_position(text);
  INFO(text << ": " << (pos.ok() ? "" : pos.error().what()));
  REQUIRE(pos.ok());
  REQUIRE(pos->components.size() == 1);
  return std::move(pos->components[0]);
}

// The coins named by a move label: "turn coin 5", "turn coins 3, 5"; "turn coins 3 to 7" gives {3, 7}.
std::vector<std::uint64_t> coins_of_label(const std::string& label) {
  std::vector<std::uint64_t> out;
  const auto to = label.find(" to ");
  if (to != std::string::npos)  // a run: its two ends
    return {std::stoull(label.substr(11, to - 11)), std::stoull(label.substr(to + 4))};
  std::size_t i = label.find_first_of("0123456789");
  while (i != std::string::npos) {
    std::size_t end = label.find_first_not_of("0123456789", i);
    out.push_back(std::stoull(label.substr(i, end - i)));
    i = end == std::string::npos ? end : label.find_first_of("0123456789", end);
  }
  return out;
}

Nimber mock_sg(std::uint64_t x) { return (std::popcount(x) & 1) ? 2 * x : 2 * x + 1; }

}  // namespace

TEST_CASE("every coin row up to 10 coins: theory = whole-row brute force, winning moves exact", "[coins]") {
  for (const TestRule& r : test_rules()) {
    const std::vector<Nimber> sg = brute_force_rows(r);
    for (int len = 1; len <= kMaxLen; ++len)
      for (unsigned mask = 0; mask < (1u << len); ++mask) {
        const std::string text = "coins(" + r.text + ") " + row_text(mask, len);
        INFO(text);
        auto a = analyze(text);
        REQUIRE(a.ok());
        REQUIRE(a->grundy);
        CHECK(*a->grundy == sg[mask]);
        std::set<std::string> expected, listed;
        for (int top = 0; top < len; ++top)
          if ((mask >> top) & 1)
            for (unsigned f : flip_sets(r, top))
              if (sg[mask ^ f] == 0) expected.insert("coins(" + r.text + ") " + row_text(mask ^ f, len));
        for (const auto& m : a->winning_moves) CHECK(listed.insert(m.to).second);
        CHECK(listed == expected);
      }
  }
}

TEST_CASE("coin rules' move generator lists exactly the rule's flip sets", "[coins]") {
  for (const TestRule& r : test_rules())
    for (int len = 1; len <= 7; ++len)
      for (unsigned mask = 0; mask < (1u << len); ++mask) {
        const std::string text = "coins(" + r.text + ") " + row_text(mask, len);
        INFO(text);
        auto c = parse_one(text);
        std::multiset<std::string> expected, got;
        for (int top = 0; top < len; ++top)
          if ((mask >> top) & 1)
            for (unsigned f : flip_sets(r, top)) expected.insert("coins(" + r.text + ") " + row_text(mask ^ f, len));
        const auto moves = c->moves();
        for (const Move& m : moves) got.insert(m.to->notation());
        CHECK(got == expected);
        CHECK(c->option_bound() == moves.size());
      }
}

TEST_CASE("coin rows and sums pass the shared rules oracle", "[coins]") {
  test::Memo memo;
  for (const char* text :
       {"coins(turtles) THH + nim 3", "coins(mock) HTHH + coins(ruler) THHT", "coins(near 4) HHTHH + nim 2",
        "coins(at most 3 anywhere) HHTHTH", "coins(exactly 3 anywhere) HTHHTHH", "coins(run(2)) HHHTH + nim 1",
        "coins(one) HHH + coins(near3) THHH", "coins(at most 3 consecutive) HHHHHHH", "coins(Mock) uDu1",
        "coins(ruler) 0110 + coins(turtles) tHh", "coins(at most 100 anywhere) HTHHTH"})
    test::check_against_rules(text, memo);
}

TEST_CASE("general coin rules give the named rules' closed-form values", "[coins]") {
  auto seq = [](const std::string& rule, std::uint64_t n) {
    auto s = grundy_sequence("coins(" + rule + ")", n);
    INFO(rule << ": " << (s.ok() ? "" : s.error().what()));
    REQUIRE(s.ok());
    return s->values;
  };
  CHECK(seq("at most 3 anywhere", 3000) == seq("mock", 3000));
  CHECK(seq("at most 2 anywhere", 20000) == seq("turtles", 20000));
  CHECK(seq("exactly 1 anywhere", 5000) == seq("one", 5000));
  CHECK(seq("at most 1 anywhere", 5000) == seq("one", 5000));
  CHECK(seq("at most 1 consecutive", 5000) == seq("one", 5000));
  CHECK(seq("exactly 1 consecutive", 5000) == seq("run(1)", 5000));
  CHECK(seq("exactly 3 consecutive", 100000) == seq("run3", 100000));
  CHECK(seq("exactly 7 consecutive", 100000) == seq("run(7)", 100000));
  CHECK(seq("near 3", 100000) == seq("near3", 100000));
  CHECK(seq("at most 1000000 consecutive", 100000) == seq("ruler", 100000));
  // near K: SG(i) = i mod (K+1) (Bash game), checked for other K too.
  for (std::uint64_t k : {1, 2, 5, 9}) {
    const auto v = seq("near " + std::to_string(k), 1000);
    for (std::size_t i = 0; i < v.size(); ++i) CHECK(v[i] == (i + 1) % (k + 1));
  }
  // at most K anywhere: a head at p <= K may turn any set to its left: 2^(p-1).
  const auto any = seq("at most 100 anywhere", 32);
  for (std::size_t i = 0; i < any.size(); ++i) CHECK(any[i] == (std::uint64_t{1} << i));
  // The closed forms: Mock Turtles' odious numbers, the ruler function
  // (largest power of 2 dividing the 1-based position), Turtles SG = position.
  const auto mock = seq("mock", 4096), ruler = seq("ruler", 4096), turtles = seq("turtles", 4096);
  for (std::uint64_t x = 0; x < 4096; ++x) {
    CHECK(mock[x] == mock_sg(x));
    CHECK(ruler[x] == ((x + 1) & ~x));
    CHECK(turtles[x] == x + 1);
  }
}

TEST_CASE("near3 reads as the seed's rule: alone only at positions <= 3", "[coins]") {
  // The seed (condition 4): turn a coin and one of the three nearest to its
  // left, unless it is at position <= 3. If turning it alone were allowed
  // everywhere, a head at 4 would have options 0, SG 3, 2, 1 and value 4,
  // contradicting SG(i) = i mod 4; the engine follows the seed's reading.
  std::vector<Nimber> sg(13, 0);
  for (int i = 1; i <= 12; ++i) {
    std::vector<Nimber> options{0};
    for (int q = std::max(1, i - 3); q < i; ++q) options.push_back(sg[static_cast<std::size_t>(q)]);
    sg[static_cast<std::size_t>(i)] = oracle::mex(options);
  }
  CHECK(sg[4] == 4);
  for (int i = 1; i <= 12; ++i) {
    auto c = parse_one("coins(near3) " + std::string(static_cast<std::size_t>(i - 1), 'T') + "H");
    CHECK(c->value().nimber == static_cast<Nimber>(i % 4));
  }
}

TEST_CASE("coin sequences: values of T..TH and their periods", "[coins]") {
  auto s = grundy_sequence("coins(mock)", 8);
  REQUIRE(s.ok());
  CHECK(s->values == std::vector<std::uint32_t>{1, 2, 4, 7, 8, 11, 13, 14});
  CHECK_FALSE(s->period);
  s = grundy_sequence("coins(ruler)", 8);
  REQUIRE(s.ok());
  CHECK(s->values == std::vector<std::uint32_t>{1, 2, 1, 4, 1, 2, 1, 8});
  s = grundy_sequence("coins(run3)", 6);
  REQUIRE(s.ok());
  CHECK(s->values == std::vector<std::uint32_t>{0, 0, 1, 0, 0, 1});
  REQUIRE(s->period);
  CHECK((s->period->start == 1 && s->period->length == 3 && s->period->proven));
  s = grundy_sequence("coins(near3)", 8);
  REQUIRE(s.ok());
  CHECK(s->values == std::vector<std::uint32_t>{1, 2, 3, 0, 1, 2, 3, 0});
  CHECK((s->period && s->period->length == 4 && s->period->proven));
  s = grundy_sequence("coins(turtles)", 5);
  REQUIRE(s.ok());
  CHECK((s->period && s->period->length == 1 && s->period->saltus == 1 && s->period->proven));
  // General run rules: a period proven by the repeating window.
  s = grundy_sequence("coins(at most 3 consecutive)", 200);
  REQUIRE(s.ok());
  REQUIRE(s->period);
  CHECK(s->period->proven);
  CHECK(s->period->length == 2);
  REQUIRE(s->period->start >= 1);  // a coin number: values[0] is coin 1
  for (std::size_t i = s->period->start - 1; i + 2 < s->values.size(); ++i) CHECK(s->values[i] == s->values[i + 2]);
  if (s->period->start > 1) CHECK(s->values[s->period->start - 2] != s->values[s->period->start]);
  s = grundy_sequence("coins(near 6)", 100);
  REQUIRE(s.ok());
  CHECK((s->period && s->period->proven && s->period->length == 7 && s->period->start == 1));
  // Anywhere rules: only observed.
  s = grundy_sequence("coins(at most 2 anywhere)", 100);
  REQUIRE(s.ok());
  CHECK((s->period && !s->period->proven && s->period->saltus == 1));
  CHECK_FALSE(grundy_sequence("coins", 5).ok());
  CHECK_FALSE(grundy_sequence("coins(mock) HT", 5).ok());
  auto big = grundy_sequence("coins(at most 100 anywhere)", 40);
  REQUIRE_FALSE(big.ok());
  CHECK(big.error().message().find("2^32") != std::string::npos);
}

TEST_CASE("coin sequences number coins as the coins panel does", "[coins]") {
  // SG(c) of coins(ruler) is the largest power of 2 dividing c: coin 4 has 4.
  auto s = grundy_sequence("coins(ruler)", 8);
  REQUIRE(s.ok());
  CHECK(s->first_index == 1);
  CHECK(s->values[4 - s->first_index] == 4);
  auto head_at = [](std::uint64_t coin) { return "coins(ruler) " + std::string(coin - 1, 'T') + "H"; };
  for (std::uint64_t c = 1; c <= 8; ++c) {
    auto a = analyze(head_at(c));
    REQUIRE(a.ok());
    CHECK(a->grundy == s->values[c - s->first_index]);
  }
  // Turning Turtles: SG(c) = c, the period's start a coin number too.
  s = grundy_sequence("coins(turtles)", 5);
  REQUIRE(s.ok());
  CHECK(s->first_index == 1);
  CHECK(s->values == std::vector<std::uint32_t>{1, 2, 3, 4, 5});
  REQUIRE(s->period);
  CHECK(s->period->start == 1);
  // Mock Turtles from 0: SG(c) is the c-th odious number.
  s = grundy_sequence("coins(mock)", 5);
  REQUIRE(s.ok());
  CHECK(s->first_index == 0);
  CHECK(s->values == std::vector<std::uint32_t>{1, 2, 4, 7, 8});
  // Heap rules count heaps from 0.
  auto k = grundy_sequence("kayles", 5);
  REQUIRE(k.ok());
  CHECK(k->first_index == 0);
  CHECK(k->values[0] == 0);
}

TEST_CASE("coin notation: synonyms, canonical form, numbering", "[coins]") {
  auto c = parse_one("COINS(Mock) uDu1d0hT");
  CHECK(c->notation() == "coins(mock) HTHHTTHT");
  CHECK(parse_one("coins(  at   MOST 3  Anywhere ) H")->notation() == "coins(at most 3 anywhere) H");
  CHECK(parse_one("coins(run(5)) TTTTH")->notation() == "coins(run(5)) TTTTH");
  CHECK(parse_one("coins(near 5) H")->notation() == "coins(near 5) H");
  const auto* mock = dynamic_cast<const CoinsGame*>(c.get());
  REQUIRE(mock);
  CHECK(mock->rule().first_number() == 0);
  CHECK(mock->numbering().en().find("from 0") != std::string::npos);
  // One numbering everywhere, the rule's own: the moves, the parts and the
  // shape of a Mock Turtles row count from 0 (its action's coins are
  // 0-based from the left, whatever the rule).
  {
    auto a = analyze("coins(mock) THHTTH");
    REQUIRE(a.ok());
    CHECK(a->components[0].shape.first_index == 0);
    std::vector<std::string> heads;
    for (const Part& p : a->components[0].parts) heads.push_back(p.label.text().en());
    CHECK(heads == std::vector<std::string>{"head at 1", "head at 2", "head at 5"});
    bool found = false;
    for (const auto& m : a->winning_moves) {
      INFO(m.move);
      std::vector<std::uint64_t> named = coins_of_label(m.move.en());
      if (m.move.en().find(" to ") != std::string::npos) {
        const std::uint64_t lo = named.front(), hi = named.back();
        named.clear();
        for (std::uint64_t x = lo; x <= hi; ++x) named.push_back(x);
      }
      std::vector<std::uint64_t> turned;
      for (std::size_t i = 0; i + 1 < m.action.runs.size(); i += 2)
        for (std::uint64_t x = m.action.runs[i]; x <= m.action.runs[i + 1]; ++x) turned.push_back(x);
      CHECK(named == turned);  // first index 0: the label's numbers are the action's
      found = found || m.move == "turn coins 1, 2, 5";
    }
    CHECK(found);
    // The same row under Turning Turtles counts from 1.
    auto t = analyze("coins(turtles) THHTTH");
    REQUIRE(t.ok());
    CHECK(t->components[0].parts[0].label.text().en() == "head at 2");
  }
  const auto t = parse_one("coins(turtles) HTH");
  CHECK(dynamic_cast<const CoinsGame&>(*t).rule().first_number() == 1);
  const auto parts = t->parts();
  REQUIRE(parts.size() == 2);
  CHECK(parts[1].label == "head at 3");
  CHECK(parts[1].value.nimber == 3);
  // Ruler values 1, 2, 1, 4: P = 0, 1, 3, 2, 6; a run l..r XORs to P(r) ^ P(l-1).
  auto labels_of = [](const std::string& text) {
    auto a = analyze(text);
    REQUIRE(a.ok());
    std::set<std::string> labels;
    for (const auto& m : a->winning_moves) labels.insert(m.move.en());
    return labels;
  };
  CHECK(labels_of("coins(ruler) HHHH") == std::set<std::string>{"turn coins 1 to 4"});
  CHECK(labels_of("coins(ruler) THH") == std::set<std::string>{"turn coins 1, 2", "turn coins 2, 3"});
  CHECK(labels_of("coins(turtles) THHH") == std::set<std::string>{"turn coins 1, 4"});  // 2^3^4 = 5 = 1^4
}

TEST_CASE("coin notation errors name the place", "[coins]") {
  struct Case {
    const char* text;
    std::uint32_t column;
    const char* words;
  };
  for (const Case& e : {Case{"coins(mock) THXT", 15, "must be H or T"}, Case{"coins(foo) HT", 7, "unknown coin rule"},
                        Case{"coins HT", 6, "needs a rule"}, Case{"coins(mock)", 12, "missing the coin row"},
                        Case{"coins(mock) HT TH", 16, "without blanks"},
                        Case{"coins(exactly 0 anywhere) H", 15, "at least 1"},
                        Case{"coins(at most 3 sideways) H", 17, "anywhere"},
                        Case{"coins(at least 3 anywhere) H", 10, "at most"},
                        Case{"coins(run(x)) H", 11, "non-negative integer"},
                        Case{"coins(exactly 3) H", 16, "anywhere"}, Case{"coins(mock extra) H", 12, "unexpected"},
                        Case{"nim 2 + coins(one) H-T", 21, "must be H or T"}, Case{"coins() H", 7, "missing"}}) {
    INFO(e.text);
    auto p = parse_position(e.text);
    REQUIRE_FALSE(p.ok());
    INFO(p.error().what());
    CHECK(p.error().column == e.column);
    CHECK(p.error().message().find(e.words) != std::string::npos);
  }
  // Brute-force rules have a stated cap on the row length.
  auto p = parse_position("coins(exactly 4 anywhere) " + std::string(5000, 'H'));
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().message().find("limited to") != std::string::npos);
}

TEST_CASE("10^6-coin rows: values and winning moves on known patterns", "[coins]") {
  const std::uint64_t n = 1000000;
  const std::string heads(n, 'H');
  // `first`: the number the rule gives the leftmost coin (its move labels use it).
  auto check_moves = [&](const Component& c, const std::function<Nimber(std::uint64_t)>& sg, bool full,
                         std::uint64_t first = 1) {
    const Nimber x = c.value().nimber;
    const auto moves = c.moves_to(0);
    if (full) CHECK(moves.size() == limits::max_listed_moves);
    std::set<std::string> labels;
    std::vector<Nimber> prefix(n + 1, 0);  // a run a..b XORs to prefix[b] ^ prefix[a-1]
    for (std::uint64_t p = 1; p <= n; ++p) prefix[p] = prefix[p - 1] ^ sg(p);
    for (const Move& m : moves) {
      Nimber flipped = 0;
      auto coins = coins_of_label(m.label.en());
      for (std::uint64_t& p : coins) p = p + 1 - first;  // positions from 1
      if (m.label.en().find(" to ") != std::string::npos) flipped = prefix[coins.back()] ^ prefix[coins.front() - 1];
      else
        for (std::uint64_t p : coins) flipped ^= sg(p);
      INFO(m.label);
      CHECK(flipped == x);  // the XOR of the turned coins cancels the row's value
      CHECK(labels.insert(m.label.en()).second);
    }
    REQUIRE_FALSE(moves.empty());
    CHECK(moves.front().to->value().nimber == 0);
  };
  SECTION("turtles: SG = XOR of 1..n = n when n mod 4 = 0") {
    auto c = parse_one("coins(turtles) " + heads);
    CHECK(c->value().nimber == n);
    check_moves(*c, [](std::uint64_t p) { return p; }, true);
  }
  SECTION("mock") {
    // All n heads would XOR to 0 (x = 0..999999 XOR to 0, an even count of odious values).
    auto c = parse_one("coins(mock) " + std::string(n - 1, 'H') + "T");
    Nimber x = 0;
    for (std::uint64_t p = 1; p < n; ++p) x ^= mock_sg(p - 1);
    CHECK(x == 2 * 999999 + 1);  // x>>1 = 0 ^ .. ^ 999998 = 999999 (evil); an odd count of odious values is odious
    CHECK(c->value().nimber == x);
    check_moves(*c, [](std::uint64_t p) { return mock_sg(p - 1); }, true, 0);
  }
  SECTION("ruler") {
    auto c = parse_one("coins(ruler) " + heads);
    Nimber x = 0;
    for (std::uint64_t p = 1; p <= n; ++p) x ^= p & ~(p - 1);
    CHECK(c->value().nimber == x);
    check_moves(*c, [](std::uint64_t p) { return p & ~(p - 1); }, false);
  }
  SECTION("near3 and run3") {
    auto c = parse_one("coins(near3) T" + std::string(n - 1, 'H'));
    Nimber x = 0;
    for (std::uint64_t p = 2; p <= n; ++p) x ^= p % 4;
    CHECK(x == 1);
    CHECK(c->value().nimber == x);
    check_moves(*c, [](std::uint64_t p) { return p % 4; }, false);
    auto r = parse_one("coins(run3) H" + std::string(n - 1, 'T'));
    CHECK(r->value().nimber == 0);
    CHECK(r->moves_to(0).empty());
  }
  SECTION("a sparse row analyses whole: one winning move") {
    auto a = analyze("coins(mock) " + std::string(n - 1, 'T') + "H");
    REQUIRE(a.ok());
    CHECK(a->outcome == Outcome::N);
    REQUIRE(a->winning_moves.size() == 1);
    CHECK(a->winning_moves[0].move == "turn coin 999999");  // Mock Turtles numbers from 0
  }
}
