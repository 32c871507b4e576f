// Undirected vertex geography on large graphs: the notation parsed, the
// token's component matched (Edmonds' blossom algorithm on G - v), its
// Gallai-Edmonds set found and every winning move listed, through
// sg::analyze with the lean options the page uses for big positions (no
// `to` per move: each would be the whole graph written again).
//
//   geography_bench random N M   N vertices, M random edges, token on vertex 0
//   geography_bench grid W H     a W x H grid graph, token in a corner
//   geography_bench tree N       a random tree (each vertex joined to an earlier one)
//   geography_bench path N       a path, token in the middle
//
// Prints one RESULT line (bench_clock.hpp), best of 3; the checksum is
// FNV-1a over (outcome, winning moves, matching size with and without the
// token's vertex).
#include <cstdio>
#include <string>

#include "bench_clock.hpp"
#include "scenarios.hpp"
#include "sg/analysis.hpp"
#include "sg/working.hpp"

using namespace sg::bench;

namespace {

// Vertices are numbers: the shortest names, so that 3*10^5 edges fit the
// notation's 4 MB.
std::string name(std::uint32_t v) { return std::to_string(v); }

std::string graph_text(const std::string& kind, std::uint32_t a, std::uint32_t b) {
  Mulberry32 rng(20250101u);
  std::string rule;
  rule.reserve(static_cast<std::size_t>(a) * 16);
  auto edge = [&](std::uint32_t u, std::uint32_t v) {
    if (!rule.empty()) rule += ',';
    rule += name(u);
    rule += '-';
    rule += name(v);
  };
  std::uint32_t start = 0;
  if (kind == "random") {
    for (std::uint32_t e = 0; e < b; ++e) {
      const std::uint32_t u = rng.below(a), v = rng.below(a);
      if (u != v) edge(u, v);
    }
  } else if (kind == "grid") {
    for (std::uint32_t y = 0; y < b; ++y)
      for (std::uint32_t x = 0; x < a; ++x) {
        if (x + 1 < a) edge(y * a + x, y * a + x + 1);
        if (y + 1 < b) edge(y * a + x, (y + 1) * a + x);
      }
  } else if (kind == "tree") {
    for (std::uint32_t v = 1; v < a; ++v) edge(rng.below(v), v);
  } else if (kind == "path") {
    for (std::uint32_t v = 1; v < a; ++v) edge(v - 1, v);
    start = a / 2;
  } else {
    fail("unknown graph kind " + kind + " (random, grid, tree, path)");
  }
  return "geography(" + rule + ") " + name(start);
}

}  // namespace

int main(int argc, char** argv) {
  const std::string kind = argc > 1 ? argv[1] : "random";
  const auto a = static_cast<std::uint32_t>(arg_or(argc, argv, 2, 100000));
  const auto b = static_cast<std::uint32_t>(arg_or(argc, argv, 3, kind == "grid" ? a : 3 * a));
  const std::string text = graph_text(kind, a, b);
  sg::AnalyzeOptions lean;
  lean.include_to = false;
  lean.include_parts = false;
  lean.include_shape = false;
  std::uint32_t checksum = 0;
  sg::Outcome outcome = sg::Outcome::P;
  std::size_t winning = 0;
  const Timing t = best_of(3, checksum, [&] {
    auto r = sg::analyze(text, lean);
    if (!r.ok()) fail(r.error().what());
    outcome = r->outcome;
    winning = r->winning_moves.size();
    return 0u;
  });
  // The matchings behind the answer, for the checksum (not timed: the
  // analysis computed them once already).
  auto w = sg::working(text, 0);
  if (!w.ok()) fail(w.error().what());
  const std::uint32_t words[4] = {outcome == sg::Outcome::N ? 1u : 0u, static_cast<std::uint32_t>(winning),
                                  static_cast<std::uint32_t>(w->matched), static_cast<std::uint32_t>(w->matched_without)};
  checksum = fnv1a(words, 4);
  const std::string note = std::string(1, sg::outcome_letter(outcome)) + ", " + std::to_string(winning) +
                           " winning moves, matching " + std::to_string(w->matched) + " of " +
                           std::to_string(w->component_size) + " vertices, " + std::to_string(text.size() / 1000) +
                           " kB of notation";
  print_result("geography-" + kind + "-" + std::to_string(a) + "-" + std::to_string(b), t, checksum, note);
  return 0;
}
