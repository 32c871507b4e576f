// Octal games and Grundy's game: both engines against a brute force written
// here from the rules alone, the sparse engine against the plain one, known
// periods, winning moves through the shared rules oracle, and parse errors.
#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <vector>

#include "families/heaps/octal/octal_mex.hpp"
#include "families/heaps/octal/octal_period.hpp"
#include "core/families/octal_code_of.hpp"
#include "families/heaps/octal/octal_rule.hpp"
#include "families/heaps/octal/octal_sparse.hpp"
#include "oracle_checks.hpp"
#include "sg/analysis.hpp"
#include "sg/position.hpp"
#include "sg/sequence.hpp"

using namespace sg;
using test::code_of;

namespace {

// The rules, read straight off the code text: digit k of "d0.d1d2..." (with
// "..." repeating the last one); a move removes k tokens and leaves j = 0, 1
// or 2 non-empty heaps when bit 2^j of digit k is set. Pieces are ordered
// pairs here (each split twice): the engines list each split once.
std::vector<std::uint32_t> brute_force(const std::string& text, std::size_t n) {
  const bool grundy = text == "grundy";
  std::vector<int> digit;
  bool repeat = false;
  if (grundy) digit = {4};
  else
    for (char c : text) {
      if (c >= '0' && c <= '7') digit.push_back(c - '0');
      if (c == '.' && text.size() >= 3 && text.substr(text.size() - 3) == "..." ) repeat = true;
    }
  if (text[0] == '.') digit.insert(digit.begin(), 0);
  auto d = [&](std::size_t k) { return k < digit.size() ? digit[k] : repeat ? digit.back() : 0; };
  std::vector<std::uint32_t> g(n);
  for (std::size_t h = 0; h < n; ++h) {
    std::set<std::uint32_t> opts;
    for (std::size_t k = 0; k <= h; ++k) {
      const std::size_t rest = h - k;
      if (k > 0 && rest == 0 && (d(k) & 1)) opts.insert(0);
      if (k > 0 && rest > 0 && (d(k) & 2)) opts.insert(g[rest]);
      if (d(k) & 4)
        for (std::size_t a = 1; a + 1 <= rest; ++a)
          if (!(grundy && 2 * a == rest)) opts.insert(g[a] ^ g[rest - a]);
    }
    std::uint32_t m = 0;
    while (opts.count(m)) ++m;
    g[h] = m;
  }
  return g;
}

std::vector<std::uint32_t> by_mex(const std::string& text, std::size_t n) {
  OctalMexEngine e(code_of(text));
  REQUIRE_FALSE(e.extend(n, {}));
  return e.values();
}

std::vector<std::uint32_t> by_sparse(const std::string& text, std::size_t n) {
  OctalSparseEngine e(code_of(text));
  REQUIRE_FALSE(e.extend(n, {}));
  return e.values();
}

std::vector<std::string> two_digit_codes() {
  std::vector<std::string> out;
  for (int a = 0; a < 8; ++a)
    for (int b = 0; b < 8; ++b) out.push_back("0." + std::to_string(a) + std::to_string(b));
  return out;
}

Error parse_error(std::string_view text) {
  auto r = parse_position(text);
  REQUIRE_FALSE(r.ok());
  return r.error();
}

}  // namespace

TEST_CASE("plain mex engine equals the brute force over the rules", "[octal]") {
  std::vector<std::string> codes = two_digit_codes();
  for (const char* c : {"0.137", "0.777", "0.165", "0.6", "0.16", "0.051", "4.07", "4.0", "4.7", "4.34",
                        "0.3...", "0.7...", "0.2...", "0.1...", "0.13...", "0.64...", "4.1...", "0.05...",
                        ".4", "0.0", "grundy"})
    codes.push_back(c);
  for (const auto& c : codes) {
    INFO("code " << c);
    CHECK(by_mex(c, 160) == brute_force(c, 160));
  }
}

TEST_CASE("sparse engine equals the plain engine on every two-digit code", "[octal]") {
  for (const auto& c : two_digit_codes()) {
    INFO("code " << c);
    CHECK(by_sparse(c, 3000) == by_mex(c, 3000));
  }
}

TEST_CASE("sparse engine equals the plain engine on three-digit, 4.xx codes and Grundy's game",
          "[octal]") {
  for (const char* c : {"0.161", "0.165", "0.356", "0.644", "0.454", "0.104", "0.744", "0.006", "0.014",
                        "0.036", "0.142", "0.314", "4.07", "4.16", "4.44", "4.6", "4.0", "4.34", "4.71"}) {
    INFO("code " << c);
    CHECK(by_sparse(c, 3000) == by_mex(c, 3000));
  }
  CHECK(by_sparse("grundy", 5000) == by_mex("grundy", 5000));
}

TEST_CASE("sparse engine extended in many small steps equals the plain engine", "[octal]") {
  // Values above 255 leave the byte copy mid-run (4.7777777777777777 reaches
  // 416 by heap 679); small steps rebuild the reversed copy many times.
  for (const char* c : {"grundy", "4.7777777777777777", "0.16"}) {
    INFO("code " << c);
    OctalSparseEngine e(code_of(c));
    std::uint64_t n = 0;
    for (std::uint64_t step = 1; n < 2500; step = step % 97 + 1) {
      n = std::min<std::uint64_t>(2500, n + step);
      REQUIRE_FALSE(e.extend(n, {}));
    }
    CHECK(e.values() == by_mex(c, 2500));
  }
}

TEST_CASE("known sequences: Kayles, Dawson's Kayles, Nim, Grundy's game", "[octal]") {
  auto kayles = grundy_sequence("kayles", 100);
  REQUIRE(kayles.ok());
  CHECK(std::vector<std::uint32_t>(kayles->values.begin(), kayles->values.begin() + 12) ==
        std::vector<std::uint32_t>{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6});
  REQUIRE(kayles->period);
  CHECK(kayles->period->start == 71);
  CHECK(kayles->period->length == 12);
  CHECK(kayles->period->saltus == 0);
  CHECK(kayles->period->proven);
  auto same = grundy_sequence("octal(.77)", 100);
  REQUIRE(same.ok());
  CHECK(same->values == kayles->values);

  // Dawson's Kayles: period 34; the last exception is at heap 52 (heap 51
  // of Dawson's chess, the same game shifted by one), so the period starts
  // at 53. Computed here and confirmed by the brute force.
  auto dawson = grundy_sequence("dawson", 200);
  REQUIRE(dawson.ok());
  CHECK(dawson->values == brute_force("0.07", 200));
  REQUIRE(dawson->period);
  CHECK(dawson->period->length == 34);
  CHECK(dawson->period->start == 53);
  CHECK(dawson->values[52] != dawson->values[52 + 34]);
  CHECK(dawson->period->proven);
  // Dawson's chess 0.137 is Dawson's Kayles shifted by one heap.
  auto chess = grundy_sequence("octal(0.137)", 199);
  REQUIRE(chess.ok());
  for (std::size_t i = 0; i < 199; ++i) CHECK(chess->values[i] == dawson->values[i + 1]);
  REQUIRE(chess->period);
  CHECK(chess->period->start == 52);
  CHECK(chess->period->length == 34);

  auto nim = grundy_sequence("octal(0.3...)", 50);
  REQUIRE(nim.ok());
  for (std::uint32_t i = 0; i < 50; ++i) CHECK(nim->values[i] == i);
  REQUIRE(nim->period);
  CHECK(nim->period->saltus == 1);
  CHECK(nim->period->proven);

  auto grundy = grundy_sequence("grundy", 20);
  REQUIRE(grundy.ok());
  CHECK(grundy->values == std::vector<std::uint32_t>{0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3});
  CHECK_FALSE(grundy->period);
}

TEST_CASE("Guy-Smith certificates need exactly the theorem's range", "[octal]") {
  // Kayles (0.77): period 12 from heap 71 (Winning Ways ch. 4); the theorem
  // needs SG(n + 12) = SG(n) for 71 <= n < 2*71 + 12 + 2: values up to heap
  // 2*71 + 2*12 + 2 - 1.
  const auto g = by_mex("0.77", 400);
  const std::uint64_t t = 2;
  const std::size_t needed = 2 * 71 + 2 * 12 + t;
  CHECK(guy_smith_prefix(71, 12, t) == needed);
  auto short_one = prove_guy_smith(std::span<const std::uint32_t>(g.data(), needed - 1), t);
  CHECK_FALSE(short_one);
  auto exact = prove_guy_smith(std::span<const std::uint32_t>(g.data(), needed), t);
  REQUIRE(exact);
  CHECK(exact->start == 71);
  CHECK(exact->length == 12);
  auto longer = prove_guy_smith(g, t);
  REQUIRE(longer);
  CHECK(longer->start == 71);
  CHECK(longer->length == 12);
  // A period from heap 0 needs one n more (n = p + t): 0.3 (take one) has
  // period 2 from 0, t = 1, so heaps 0..5.
  const auto take_one = by_mex("0.3", 20);
  CHECK(guy_smith_prefix(0, 2, 1) == 6);
  CHECK_FALSE(prove_guy_smith(std::span<const std::uint32_t>(take_one.data(), 5), 1));
  auto from_zero = prove_guy_smith(std::span<const std::uint32_t>(take_one.data(), 6), 1);
  REQUIRE(from_zero);
  CHECK(from_zero->start == 0);
  CHECK(from_zero->length == 2);
}

TEST_CASE("every Guy-Smith certificate of a small code holds far beyond its prefix", "[octal]") {
  // The bound is exact, so soundness is checked at every prefix length, not
  // only at doublings: a certificate from n values must hold on 1500.
  for (const auto& c : two_digit_codes()) {
    const auto code = code_of(c);
    const auto values = by_mex(c, 1500);
    for (std::size_t n = 8; n <= 600; ++n) {
      auto p = prove_guy_smith(std::span<const std::uint32_t>(values.data(), n), code.last_nonzero());
      if (!p) continue;
      INFO("code " << c << " period " << p->length << " from " << p->start << " proven by " << n << " values");
      CHECK(n >= guy_smith_prefix(*p, code.last_nonzero()));
      // One assertion per certificate: millions of Catch2 assertions cost
      // minutes under the sanitizers.
      std::size_t breaks = 0;
      for (std::size_t i = p->start; i + p->length < values.size(); ++i) breaks += values[i + p->length] != values[i];
      CHECK(breaks == 0);
      if (p->start > 0) CHECK(values[p->start - 1 + p->length] != values[p->start - 1]);
    }
  }
}

namespace {
// Periods published in tczajka/octal-games, SolvedGames.md (verifying Kenyon,
// Austin, Gangolli-Plambeck and Flammenkamp): code, preperiod, period.
struct Published {
  const char* code;
  std::uint64_t start, length, last_digit;
};
constexpr Published kPublished[] = {
    {"0.45", 498, 20, 2},     {"0.156", 3479, 349, 3},      {"0.356", 7315, 142, 3}, {"0.644", 3256, 442, 3},
    {"0.165", 5181, 1550, 3}, {"0.127", 46578, 4, 3},       {"0.16", 105351, 149459, 2},
    {"0.56", 326640, 144, 2},
};
}  // namespace

TEST_CASE("published periods are proven at exactly the length the theorem needs", "[octal]") {
  for (const auto& pub : kPublished) {
    const std::uint64_t needed = guy_smith_prefix(pub.start, pub.length, pub.last_digit);
    INFO(pub.code << " needs " << needed << " values");
    const std::string rule = std::string("octal(") + pub.code + ")";
    // sg.sequence computes at least octalSequenceProofHorizon values, so
    // below it the boundary is the proof function's on the engine's values.
    if (needed <= octal_sequence_proof_horizon) {
      const auto g = by_sparse(pub.code, needed);
      auto exact = prove_guy_smith(g, pub.last_digit);
      REQUIRE(exact);
      CHECK(exact->start == pub.start);
      CHECK(exact->length == pub.length);
      CHECK_FALSE(prove_guy_smith(std::span<const std::uint32_t>(g.data(), needed - 1), pub.last_digit));
    }
    // One value short first: a rule keeps its values (and a period they
    // proved) for the next request.
    if (needed > octal_sequence_proof_horizon) {
      auto short_one = grundy_sequence(rule, needed - 1);
      REQUIRE(short_one.ok());
      if (short_one->period) {
        CHECK_FALSE(short_one->period->proven);
        // The reason's numbers agree with the result: the heap it says the
        // theorem needs is one past the last value in hand.
        CHECK_THAT(short_one->period->reason.en(),
                   Catch::Matchers::Contains("needs values up to heap " + std::to_string(needed - 1)));
      }
    }
    auto at = grundy_sequence(rule, std::max(needed, octal_sequence_proof_horizon));
    REQUIRE(at.ok());
    REQUIRE(at->period);
    CHECK(at->period->proven);
    CHECK(at->period->start == pub.start);
    CHECK(at->period->length == pub.length);
  }
}

TEST_CASE("arithmetic periodicity of codes with a repeating digit is observed, not proven", "[octal]") {
  auto s = grundy_sequence("octal(0.2...)", 300);
  REQUIRE(s.ok());
  REQUIRE(s->period);
  INFO(s->period->reason);
  for (std::size_t i = s->period->start; i + s->period->length < 300; ++i)
    CHECK(s->values[i + s->period->length] == s->values[i] + s->period->saltus);
  CHECK_FALSE(s->period->proven);
  auto lasker_like = grundy_sequence("octal(0.7...)", 200);
  REQUIRE(lasker_like.ok());
  for (std::uint32_t i = 0; i < 200; ++i) CHECK(lasker_like->values[i] == i);
  REQUIRE(lasker_like->period);
  CHECK(lasker_like->period->proven);
}

TEST_CASE("winning moves of small octal positions match the rules oracle", "[octal]") {
  sg::test::Memo memo;
  for (const char* text : {"kayles 3 5 + dawson 7", "kayles 4 4", "kayles 1 2 3 + kayles 6", "dawson 9",
                           "octal(0.137) 5 4", "octal(4.07) 6 3", "octal(0.3...) 4 5 + octal(0.3...) 3",
                           "octal(0.7...) 6", "octal(0.16) 8 3", "octal(0.6) 9", "grundy 7 5",
                           "grundy 9 + kayles 2", "octal(4.0) 5 2", "octal(0.2...) 7 2"})
    sg::test::check_against_rules(text, memo);
  for (int a = 0; a <= 6; ++a)
    for (int b = 0; b <= 6; ++b)
      sg::test::check_against_rules("kayles " + std::to_string(a) + " " + std::to_string(b) + " + grundy " +
                                        std::to_string(a + b),
                                    memo);
}

TEST_CASE("huge heaps use the proven period, and their winning moves reach P positions", "[octal]") {
  auto a = analyze("kayles 1000000000000 5");
  REQUIRE(a.ok());
  auto seq = grundy_sequence("kayles", 100);
  REQUIRE(seq.ok());
  const std::uint64_t h = 1000000000000ULL;
  const Nimber expected = seq->values[71 + (h - 71) % 12] ^ seq->values[5];
  REQUIRE(a->grundy);
  CHECK(*a->grundy == expected);
  REQUIRE_FALSE(a->winning_moves.empty());
  for (std::size_t i = 0; i < a->winning_moves.size(); i += 997) {
    auto after = analyze(a->winning_moves[i].to);
    REQUIRE(after.ok());
    CHECK(after->outcome == Outcome::P);
  }
  // The residue enumeration equals filtering every option, on a heap large
  // enough to use it (beyond the computed prefix) and small enough to list.
  auto p = parse_position("kayles 5000");
  REQUIRE(p.ok());
  const auto& game = dynamic_cast<const HeapGame&>(*p->components[0]);
  for (Nimber target = 0; target < 8; ++target) {
    std::set<std::vector<std::uint64_t>> fast, slow;  // options by the heaps they leave
    game.rule().options_with_value(5000, target, [&](std::span<const std::uint64_t> pieces) {
      fast.insert({pieces.begin(), pieces.end()});
    });
    game.rule().options(5000, [&](std::span<const std::uint64_t> pieces) {
      Nimber v = 0;
      for (auto x : pieces) v ^= game.rule().grundy(x);
      if (v == target) slow.insert({pieces.begin(), pieces.end()});
    });
    CHECK(fast == slow);
  }
  std::uint64_t listed = 0;
  game.rule().options(5000, [&](std::span<const std::uint64_t>) { ++listed; });
  CHECK(listed == 2 + 2499 + 2499);
  CHECK(game.rule().option_bound(5000) == listed);
}

TEST_CASE("octal notation: canonical text, labels and errors with columns", "[octal]") {
  auto p = parse_position("octal(.77) 9 + KAYLES 3 + octal(4.07) 2 + Grundy 4 + octal( 0.3... ) 2");
  REQUIRE(p.ok());
  CHECK(p->notation() == "octal(0.77) 9 + kayles 3 + octal(4.07) 2 + grundy 4 + octal(0.3...) 2");
  auto m = parse_position("kayles 4");
  REQUIRE(m.ok());
  std::set<std::string> labels;
  for (const auto& mv : m->components[0]->moves()) labels.insert(mv.label.en() + " -> " + mv.to->notation());
  CHECK(labels == std::set<std::string>{"remove 1 leaving 3 -> kayles 3", "remove 1 leaving 1 and 2 -> kayles 1 2",
                                        "remove 2 leaving 2 -> kayles 2", "remove 2 leaving 1 and 1 -> kayles 1 1"});
  auto w = parse_position("octal(0.7) 1");
  REQUIRE(w.ok());
  REQUIRE(w->components[0]->moves().size() == 1);
  CHECK(w->components[0]->moves()[0].label == "take the whole heap");

  CHECK(parse_error("octal(0.8) 3").what() == "column 9: octal code digit \"8\" must be 0-7");
  CHECK(parse_error("octal(07) 3").column == 7);
  CHECK(parse_error("octal(07) 3").message().find("needs a point") != std::string::npos);
  CHECK(parse_error("octal(0.3..4) 1").column == 10);
  CHECK(parse_error("octal(0.3.4) 1").column == 10);
  CHECK(parse_error("octal() 1").message().find("missing octal code") != std::string::npos);
  CHECK(parse_error("octal 5").column == 6);
  CHECK(parse_error("octal(2.7) 5").column == 7);
  CHECK(parse_error("octal(44.7) 5").column == 7);
  CHECK(parse_error("octal(0.) 5").column == 9);
  CHECK(parse_error("octal(0....) 5").column == 9);
  CHECK(parse_error("kayles(0.7) 3").column == 7);
  CHECK(parse_error("grundy(1) 3").message().find("no rule") != std::string::npos);
  CHECK(parse_error("octal(0." + std::string(65, '1') + ") 1").message().find("limit is 64") != std::string::npos);
  CHECK(parse_position("octal(0." + std::string(64, '1') + ") 1").ok());
  CHECK(parse_error("kayles 3 -1").column == 10);
  const Error big = parse_error("grundy 5000000");
  CHECK(big.column == 8);
  CHECK(big.message().find("1048576") != std::string::npos);
  CHECK(parse_error("octal(0.7...) 40000").message().find("32768") != std::string::npos);
  CHECK(parse_error("octal(0.42...) 40000").message().find("32768") != std::string::npos);
  CHECK(parse_position("octal(0.2...) 40000").ok());
  CHECK(parse_position("octal(0.3...) 9223372036854775807").ok());
}

TEST_CASE("octal sequences report progress and can be cancelled", "[octal]") {
  int calls = 0;
  // A long period proof, asked for: it reports progress and can be cancelled.
  auto r = grundy_sequence("octal(0.6)", 100, [&](double f) {
    CHECK(f >= 0.0);
    CHECK(f <= 1.0);
    return ++calls < 3;
  }, SequenceOptions{1u << 20});
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().message() == "cancelled");
  CHECK(calls == 3);
  CHECK_FALSE(grundy_sequence("kayles", (1u << 22) + 1).ok());
  CHECK_FALSE(grundy_sequence("kayles 3", 10).ok());
  CHECK_FALSE(grundy_sequence("octal(0.7...)", 40000).ok());
}

TEST_CASE("a small heap's reasoning states the period its sequence proves", "[octal]") {
  // The analysis of one small heap and the sequence view must agree: both
  // state the period proven by the Guy-Smith theorem, with no engine names.
  for (const char* rule : {"kayles", "dawson", "octal(0.137)", "octal(0.16)"}) {
    INFO(rule);
    auto seq = grundy_sequence(rule, 50);
    REQUIRE(seq.ok());
    auto a = analyze(std::string(rule) + " 7");
    REQUIRE(a.ok());
    const std::string theory = a->components[0].theory.en();
    CHECK(theory.find("sparse") == std::string::npos);
    if (seq->period && seq->period->proven) {
      // In the same words, and by the same theorem.
      CHECK(theory.find(seq->period->reason.en()) != std::string::npos);
      CHECK(seq->period->theorem == Theorem::octal_period);
      CHECK(a->components[0].theorem == Theorem::octal_period);
      CHECK(a->theorem == Theorem::octal_period);
    } else {
      CHECK(theory.find("no period is proven") != std::string::npos);
      CHECK(a->components[0].theorem == Theorem::mex);
    }
  }
}

TEST_CASE("a huge heap is answered through a period proven within the stated work", "[octal]") {
  // 0.16's period (149459 from 105351) needs 509622 values: past the quick
  // parse horizon, within octalProofHorizon and octalHugeHeapProofWork.
  const std::uint64_t heap = 1000000000000ull;
  auto huge = analyze("octal(0.16) " + std::to_string(heap));
  REQUIRE(huge.ok());
  auto seq = grundy_sequence("octal(0.16)", guy_smith_prefix(105351, 149459, 2));
  REQUIRE(seq.ok());
  const std::uint64_t same = 105351 + (heap - 105351) % 149459;
  REQUIRE(huge->grundy);
  CHECK(*huge->grundy == seq->values[static_cast<std::size_t>(same)]);
  // 0.6 has no period within the work: refused, saying why.
  auto refused = analyze("octal(0.6) " + std::to_string(heap));
  REQUIRE_FALSE(refused.ok());
  CHECK_THAT(refused.error().message(), Catch::Matchers::Contains("need a proven period"));
}
