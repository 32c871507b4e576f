// The `to` of a listed winning move in a long position is spliced out of the
// position's text (Nim, trees) or written from a shared base row (coins)
// instead of being written from scratch. These tests write every such
// result the plain way and compare, on positions long enough to take the
// spliced paths, alone and inside sums; and the digit writer behind them.
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

#include "sg/decimal_text.hpp"
#include "families/coins/coins.hpp"
#include "families/trees/rooted_tree.hpp"
#include "families/trees/tree_game.hpp"
#include "sg/analysis.hpp"

using namespace sg;

namespace {

std::string decimal(std::uint64_t x) {
  std::string s(decimal_length(x), '?');
  const char* end = write_decimal(s.data(), x);
  REQUIRE(end == s.data() + s.size());
  return s;
}

std::string nim_text(const std::vector<std::uint64_t>& heaps) {
  std::string s = "nim";
  for (auto h : heaps) s += ' ' + std::to_string(h);
  return s;
}

// "take 3 from heap 7" -> {3, 7}
std::pair<std::uint64_t, std::size_t> taken(const std::string& label) {
  std::uint64_t amount = 0;
  std::size_t heap = 0;
  REQUIRE(std::sscanf(label.c_str(), "take %llu from heap %zu",
                      reinterpret_cast<unsigned long long*>(&amount), &heap) == 2);
  return {amount, heap};
}

}  // namespace

TEST_CASE("decimal digits match std::to_string at every length and boundary", "[listing]") {
  std::vector<std::uint64_t> xs{0, 1, 9, 10, 11, 99, 100, 4294967295ull, 4294967296ull, 4294967297ull,
                                9999999999ull, 10000000000ull, 18446744073709551615ull, 18446744073709551614ull};
  for (std::uint64_t p = 1; p <= 10000000000000000000ull / 10; p *= 10) xs.insert(xs.end(), {p - 1, p, p + 1, 10 * p - 1});
  std::mt19937_64 rng(5);
  for (int i = 0; i < 20000; ++i) xs.push_back(rng() >> (rng() % 64));
  for (std::uint64_t x : xs) {
    INFO(x);
    CHECK(decimal_length(x) == std::to_string(x).size());
    CHECK(decimal(x) == std::to_string(x));
  }
}

TEST_CASE("long Nim sums: every listed move's position equals the one written from scratch", "[listing]") {
  std::mt19937_64 rng(11);
  for (int round = 0; round < 40; ++round) {
    std::vector<std::uint64_t> heaps(65 + rng() % 300);
    // Heaps of every width, up to 2^63 - 1, so the spliced number's length
    // changes (1000 -> 999) both ways.
    for (auto& h : heaps) h = (rng() >> (1 + rng() % 63)) + (round % 3 == 0 ? 1000 : 0);
    const std::string nim = nim_text(heaps);
    for (const std::string& text : {nim, nim + " + kayles 5", "dawson 7 + " + nim}) {
      INFO(text.substr(0, 80));
      auto a = analyze(text);
      REQUIRE(a.ok());
      if (a->outcome == Outcome::P) continue;
      const std::size_t nim_index = text.rfind("dawson", 0) == 0 ? 1 : 0;
      std::size_t nim_moves = 0;
      for (const WinningMove& m : a->winning_moves) {
        auto back = analyze(m.to);
        REQUIRE(back.ok());
        CHECK(back->outcome == Outcome::P);
        if (m.component != nim_index) continue;
        ++nim_moves;
        const auto [amount, heap] = taken(m.move.en());
        std::vector<std::uint64_t> after = heaps;
        REQUIRE(heap >= 1);
        REQUIRE(after[heap - 1] >= amount);
        after[heap - 1] -= amount;
        std::string expected = nim_text(after);
        if (text.size() > nim.size()) expected = nim_index == 0 ? expected + " + kayles 5" : "dawson 7 + " + expected;
        CHECK(m.to == expected);
      }
      if (text == nim) CHECK(nim_moves >= 1);
    }
  }
}

TEST_CASE("trees with many winning cuts: every spliced result equals the cut tree's own notation", "[listing]") {
  std::mt19937 rng(3);
  int spliced_lists = 0;
  for (int round = 0; round < 300; ++round) {
    // Random parent lists (parent < node: preorder-compatible), bushy or deep.
    const std::uint32_t n = 2 + rng() % 200;
    std::vector<std::uint32_t> parent(n, 0);
    for (std::uint32_t v = 1; v < n; ++v) parent[v] = round % 2 ? rng() % v : v - 1 - rng() % std::min<std::uint32_t>(v, 3);
    std::string list = "tree(parents)";
    for (std::uint32_t v = 1; v < n; ++v) list += ' ' + std::to_string(parent[v]);
    auto a = analyze(list + " + nim 1");
    REQUIRE(a.ok());
    std::size_t tree_moves = 0;
    for (const WinningMove& m : a->winning_moves) {
      auto back = analyze(m.to);
      REQUIRE(back.ok());
      CHECK(back->outcome == Outcome::P);
      tree_moves += m.component == 0;
    }
    // Against the component's own cuts, written without splicing.
    auto alone = analyze(list);
    REQUIRE(alone.ok());
    auto pos = parse_position(list);
    REQUIRE(pos.ok());
    const auto& game = static_cast<const TreeGame&>(*pos->components[0]);
    const std::vector<std::uint32_t> cuts = game.winning_cuts(0);
    REQUIRE(alone->winning_moves.size() == std::min(cuts.size(), game.listed_moves_cap()));
    spliced_lists += alone->winning_moves.size() > 1;
    // Moves name the user's nodes, and a cut leaves the parent list of the
    // nodes left, closed up to 0..n-1 in their order.
    for (std::size_t k = 0; k < alone->winning_moves.size(); ++k) {
      const std::uint32_t x = game.number(cuts[k]);
      CHECK(alone->winning_moves[k].move == "cut the edge above node " + std::to_string(x));
      std::vector<bool> gone(n, false);
      for (std::uint32_t v = 1; v < n; ++v) {
        std::uint32_t u = v;
        while (u != 0 && u != x) u = parent[u];
        gone[v] = u == x;
      }
      std::vector<std::uint32_t> renamed(n, 0);
      for (std::uint32_t v = 0, next = 0; v < n; ++v)
        if (!gone[v]) renamed[v] = next++;
      std::string left = "tree(parents)";
      for (std::uint32_t v = 1; v < n; ++v)
        if (!gone[v]) left += ' ' + std::to_string(renamed[parent[v]]);
      CHECK(alone->winning_moves[k].to == left);
    }
    (void)tree_moves;
  }
  CHECK(spliced_lists > 20);
}

TEST_CASE("coin rows: every move's notation equals its coins written one by one", "[listing]") {
  std::mt19937 rng(8);
  for (const char* rule : {"mock", "ruler", "turtles", "run3", "near3", "one"}) {
    for (int round = 0; round < 10; ++round) {
      std::string row;
      // Long rows for the listed moves, short ones for every move.
      const int length = round % 2 ? 80 + static_cast<int>(rng() % 200) : 5 + static_cast<int>(rng() % 20);
      for (int i = 0; i < length; ++i) row += rng() % 3 ? 'T' : 'H';
      const std::string text = "coins(" + std::string(rule) + ") " + row;
      auto pos = parse_position(text);
      if (!pos.ok()) {
        INFO(pos.error().message());
        FAIL("unparsable row");
      }
      const auto& game = static_cast<const CoinsGame&>(*pos->components[0]);
      const std::string prefix = game.notation().substr(0, game.notation().size() - row.size());
      const std::vector<Move> moves = round % 2 ? game.moves_to(0) : game.moves();
      for (const Move& m : moves) {
        const auto& after = static_cast<const CoinsGame&>(*m.to);
        std::string letters;
        for (std::uint8_t c : after.coins()) letters += c ? 'H' : 'T';
        CHECK(after.notation() == prefix + letters);
      }
    }
  }
}
