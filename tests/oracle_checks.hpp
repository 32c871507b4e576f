#pragma once
// The engine's answers against the independent oracles of tests/oracles/,
// which share nothing with it but the notation text: the engine reads the
// text, the oracle reads it too and reads the texts the engine writes back.
// Every field is required (a missing value, outcome or move fails).
//
//   check_moves          one component's moves() = the rules' options
//   check_against_rules  any position: under normal play its SG value (by
//                        the definition over the whole sum; Smith's values
//                        where it may recur), each component's value and
//                        outcome, and the exact set of winning moves; under
//                        another compound, as check_compound
//   check_explain        explain(): every option with its value (normal
//                        play) or outcome (compounds), the mex, and the
//                        winning options = analyze()'s winning moves
//   check_compound       by the compound's product game: outcome, the exact
//                        set of winning turns, each component's remoteness
//                        (conjunctive) or suspense (every), explain()'s turns
// Implemented once in oracle_checks.cpp.
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace sg::test {

// What the oracle has worked out, kept across the checks of one test.
struct Memo {
  struct Data;
  Memo();
  ~Memo();
  Memo(const Memo&) = delete;
  Memo& operator=(const Memo&) = delete;
  std::unique_ptr<Data> data;
};

void check_moves(std::string_view text);
void check_against_rules(std::string_view text, Memo& memo);
void check_against_rules(std::string_view text);
void check_explain(std::string_view text, Memo& memo);
void check_compound(std::string_view text, Memo& memo, bool with_explain = true);

// Every family the engine knows now: the registry's, then the defined games.
std::vector<std::string> registered_families();

// Half `part` (0 or 1) of `all`: one sweep split over two test cases, so
// that each stays short under the sanitizers and in WASM.
template <class T>
std::vector<T> half(const std::vector<T>& all, int part) {
  const std::size_t cut = all.size() / 2;
  return part == 0 ? std::vector<T>(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(cut))
                   : std::vector<T>(all.begin() + static_cast<std::ptrdiff_t>(cut), all.end());
}

// About `n` of `all`, spread evenly from the first to the last: a sweep's
// sample where every position costs a search of its own (explain()).
template <class T>
std::vector<T> spread(const std::vector<T>& all, std::size_t n) {
  if (all.size() <= n || n < 2) return all;
  std::vector<T> out;
  for (std::size_t i = 0; i < n; ++i) out.push_back(all[i * (all.size() - 1) / (n - 1)]);
  return out;
}

}  // namespace sg::test
