// Each heap's genus and the sum's tameness in misère analyses, against the
// genus oracle of tests/misere_genus_oracle.hpp (the definition, its own
// moves, no engine code): normal value, γ0..γ7, tame, and the theorem that
// decided (Conway's genus rule exactly when every heap is tame).
#include <catch2/catch.hpp>

#include <string>

#include "misere_genus_oracle.hpp"
#include "sg/analysis.hpp"

using namespace sg;
using misere_oracle::Heaps;

namespace {

// γk of an engine genus: past its end it alternates between its last two.
std::uint32_t gamma_at(const Genus& g, std::size_t k) {
  const std::size_t n = g.misere.size();
  if (k < n) return g.misere[k];
  return g.misere[n - 2 + ((k - (n - 2)) & 1)];
}

struct Family {
  const char* name;
  misere_oracle::Rule rule;
  int largest;  // heaps 0..largest, alone
  int tokens;   // sums of up to 3 heaps, at most this many tokens
};

}  // namespace

TEST_CASE("each heap's genus and tameness as the definition gives them", "[misere][genus]") {
  const Family families[] = {
      {"kayles", misere_oracle::octal("0.77"), 13, 10},
      {"dawson", misere_oracle::octal("0.07"), 14, 10},
      {"grundy", misere_oracle::grundy_game(), 15, 12},
      {"octal(0.137)", misere_oracle::octal("0.137"), 14, 10},
      {"octal(4.07)", misere_oracle::octal("4.07"), 10, 9},
      {"sub(1,3,4)", misere_oracle::subtraction({1, 3, 4}), 14, 10},
  };
  for (const Family& f : families) {
    misere_oracle::GenusOracle oracle(f.rule);
    int tame = 0, wild = 0;
    for (int n = 0; n <= f.largest; ++n) {
      const std::string text = std::string("misere: ") + f.name + " " + std::to_string(n);
      INFO(text);
      auto a = analyze(text);
      REQUIRE(a.ok());
      REQUIRE(a->components.size() == 1);
      REQUIRE(a->components[0].genera.size() == 1);
      const auto& g = a->components[0].genera[0];
      REQUIRE(g.has_value());
      REQUIRE(g->misere.size() >= 2);
      const Heaps heap = n ? Heaps{n} : Heaps{};
      CHECK(g->normal == static_cast<std::uint32_t>(oracle.normal(heap)));
      for (int k = 0; k < misere_oracle::GenusOracle::kTerms; ++k) {
        INFO("gamma " << k);
        CHECK(gamma_at(*g, static_cast<std::size_t>(k)) == static_cast<std::uint32_t>(oracle.gamma(heap, k)));
      }
      const bool t = oracle.tame(heap);
      CHECK(g->tame == t);
      CHECK(a->tame == std::optional<bool>{t});
      // Not tame: the quotient decides within its reach, the search beyond it.
      CHECK(a->theorem == (t ? Theorem::misere_genus : a->quotient ? Theorem::misere_quotient : Theorem::misere_search));
      CHECK_FALSE(a->tameness.empty());
      (t ? tame : wild)++;
    }
    // Sums: tame exactly when every heap is, and then the genus rule decides.
    for (int x = 1; x <= f.tokens; ++x)
      for (int y = x; x + y <= f.tokens; ++y)
        for (int z = 0; z <= y && x + y + z <= f.tokens; ++z) {
          const Heaps heaps = z ? Heaps{x, y, z} : Heaps{x, y};
          std::string text = std::string("misere: ") + f.name;
          for (int h : heaps) text += " " + std::to_string(h);
          INFO(text);
          auto a = analyze(text);
          REQUIRE(a.ok());
          bool all = true;
          for (int h : heaps) all = all && oracle.tame(Heaps{h});
          CHECK(a->tame == std::optional<bool>{all});
          CHECK(a->theorem == (all ? Theorem::misere_genus : a->quotient ? Theorem::misere_quotient : Theorem::misere_search));
        }
    INFO(f.name);
    CHECK(tame > 0);
    if (std::string(f.name) != "sub(1,3,4)") CHECK(wild > 0);
  }
}

TEST_CASE("a genus out of reach is left out, and the answer still comes", "[misere][genus]") {
  // Kayles 40: its genus needs a search of every sum below it, past the
  // report's budget; the misère search still decides the position.
  auto a = analyze("misere: kayles 40");
  REQUIRE(a.ok());
  REQUIRE(a->components[0].genera.size() == 1);
  CHECK_FALSE(a->components[0].genera[0].has_value());
  CHECK_FALSE(a->tame.has_value());
  CHECK(a->theorem == Theorem::misere_quotient);
  CHECK_FALSE(a->tameness.empty());
  // Beside a heap of another rule, the misère search decides instead.
  auto mixed = analyze("misere: kayles 40 + dawson 3");
  REQUIRE(mixed.ok());
  CHECK(mixed->theorem == Theorem::misere_search);
  CHECK_FALSE(mixed->tame.has_value());
  // A part that is no heap: no genera, no tameness.
  auto b = analyze("misere: kayles 3 + coins(mock) THH");
  REQUIRE(b.ok());
  CHECK_FALSE(b->tame.has_value());
  CHECK(b->tameness.empty());
  for (const auto& c : b->components) CHECK(c.genera.empty());
}

TEST_CASE("misère Nim's heaps have their genera as the definition gives them", "[misere][genus]") {
  misere_oracle::GenusOracle oracle(misere_oracle::nim());
  std::string all = "misere: nim";
  for (int n = 0; n <= 12; ++n) {
    const std::string text = "misere: nim " + std::to_string(n);
    INFO(text);
    auto a = analyze(text);
    REQUIRE(a.ok());
    CHECK(a->theorem == Theorem::misere_nim);
    REQUIRE(a->components[0].genera.size() == 1);
    const auto& g = a->components[0].genera[0];
    REQUIRE(g.has_value());
    const Heaps heap = n ? Heaps{n} : Heaps{};
    CHECK(g->normal == static_cast<std::uint32_t>(oracle.normal(heap)));
    for (int k = 0; k < misere_oracle::GenusOracle::kTerms; ++k) {
      INFO("gamma " << k);
      CHECK(gamma_at(*g, static_cast<std::size_t>(k)) == static_cast<std::uint32_t>(oracle.gamma(heap, k)));
    }
    CHECK(g->tame);
    CHECK(oracle.tame(heap));
    CHECK(a->tame == std::optional<bool>{true});
    CHECK_FALSE(a->tameness.empty());
    all += " " + std::to_string(n);
  }
  // One genus per heap of a sum, in its order.
  auto a = analyze(all);
  REQUIRE(a.ok());
  REQUIRE(a->components[0].genera.size() == 13);
  for (std::size_t i = 0; i < 13; ++i) CHECK(a->components[0].genera[i]->normal == i);
}
