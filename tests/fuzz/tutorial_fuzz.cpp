// libFuzzer target for the tutorial games' parsers (coins2d grids and rule
// pairs, geography edge lists, moore, fibnim, euclid) and nim
// multiplication. Properties: parsing never crashes and every error says
// what; canonical notation round-trips; small positions analyse, and an N
// position lists a winning move that leads to P; geography's drawn matching
// is a matching of the graph that covers the token exactly when N; the nim
// product of the input's first 16 bytes obeys the field laws.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>

#include "costly_parse.hpp"
#include "error_in_text.hpp"
#include "sg/analysis.hpp"
#include "sg/nim_product.hpp"
#include "sg/position.hpp"
#include "sg/working.hpp"

namespace {

void check_nim_product(const std::uint8_t* data, std::size_t size) {
  if (size < 24) return;
  std::uint64_t a, b, c;
  std::memcpy(&a, data, 8);
  std::memcpy(&b, data + 8, 8);
  std::memcpy(&c, data + 16, 8);
  if (sg::nim_product(a, b) != sg::nim_product(b, a)) std::abort();
  if (sg::nim_product(a, b ^ c) != (sg::nim_product(a, b) ^ sg::nim_product(a, c))) std::abort();
  if (sg::nim_product(sg::nim_product(a, b), c) != sg::nim_product(a, sg::nim_product(b, c))) std::abort();
  if (a && sg::nim_product(a, sg::nim_inverse(a)) != 1) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  check_nim_product(data, size);
  // The text is read as one component of a tutorial family: the first byte
  // picks the family, the rest is what follows its name.
  if (size == 0) return 0;
  static constexpr const char* kHeads[] = {"coins2d", "geography", "moore", "fibnim", "euclid"};
  const std::string text = std::string(kHeads[data[0] % 5]) + std::string(reinterpret_cast<const char*>(data + 1), size - 1);
  if (sg::fuzz::asks_huge_octal_heap(text)) return 0;
  auto first = sg::parse_position(text);
  if (!first.ok()) {
    sg::fuzz::check_error_in_text(first.error(), text);
    return 0;
  }
  const std::string canonical = first->notation();
  auto second = sg::parse_position(canonical);
  if (!second.ok() || second->notation() != canonical) std::abort();
  if (first->components.size() != 1 || size > 120) return 0;
  // Small numbers only: a Moore or Euclid move list is linear in them.
  std::size_t run = 0;
  for (std::size_t i = 1; i < size; ++i) {
    run = data[i] >= '0' && data[i] <= '9' ? run + 1 : 0;
    if (run > 3) return 0;
  }
  // The checks below need one winning move: a full listing of Moore's Nim
  // with many heaps (10,000 moves, 1 s in WASM) takes seconds under the
  // sanitizers.
  sg::AnalyzeOptions listed;
  listed.max_moves = 64;
  auto a = sg::analyze(*first, listed);
  if (!a.ok()) {
    sg::fuzz::check_error_in_text(a.error(), text);
    return 0;
  }
  if (a->outcome == sg::Outcome::N && a->winning_moves.empty() && a->winning_moves_complete) std::abort();
  if (!a->winning_moves.empty()) {
    auto after = sg::analyze(a->winning_moves.front().to);
    if (!after.ok() || after->outcome != sg::Outcome::P) std::abort();
  }
  const sg::ComponentShape& s = a->components[0].shape;
  if (s.kind == sg::ShapeKind::geography) {
    // The drawn matching: pairs of adjacent vertices, each vertex at most once.
    std::string seen(s.nodes.size(), 0);
    bool covers = false;
    for (std::size_t k = 0; k + 1 < s.matching.size(); k += 2) {
      const std::uint32_t u = s.matching[k], v = s.matching[k + 1];
      if (u >= s.nodes.size() || v >= s.nodes.size() || seen[u]++ || seen[v]++) std::abort();
      bool edge = false;
      for (std::size_t e = 0; e + 1 < s.edges.size(); e += 2)
        edge = edge || (s.edges[e] == u && s.edges[e + 1] == v) || (s.edges[e] == v && s.edges[e + 1] == u);
      if (!edge) std::abort();
      covers = covers || u == s.tokens[0] || v == s.tokens[0];
    }
    if (covers != (a->outcome == sg::Outcome::N)) std::abort();
  }
  auto w = sg::working(canonical, 0);
  if (!w.ok() || w->kind == sg::WorkingKind::none) std::abort();
  return 0;
}
