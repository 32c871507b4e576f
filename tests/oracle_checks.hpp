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
#include <memory>
#include <string_view>

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

}  // namespace sg::test
