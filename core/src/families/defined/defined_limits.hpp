#pragma once
// The caps of games defined in the rule language (sg.define), each checked
// before the memory or the work it bounds is spent, and stated in
// sg.limits() (core/src/stated_limits.cpp).

#include <cstdint>

namespace sg::defined_limits {

// Bytes of one definition's text.
inline constexpr std::uint64_t max_source_bytes = 64u << 10;
// Games defined at once (defining a game again under its name replaces it).
inline constexpr std::uint64_t max_games = 64;
// Arguments of a game.
inline constexpr std::uint64_t max_arity = 6;
// Option lines of one game, and `for`/`if` clauses of one option line.
inline constexpr std::uint64_t max_option_lines = 256;
inline constexpr std::uint64_t max_clauses = 8;
// Depth of brackets and operators in one expression (the parser recurses).
inline constexpr std::uint64_t max_nesting = 64;
// Positions (argument tuples) whose SG value is memoised per game: a
// position that reaches more is "too large".
inline constexpr std::uint64_t max_states = 1u << 20;
// Options of one position (each time an option line's clauses all hold).
inline constexpr std::uint64_t max_options = 1u << 20;
// Values of one `for` range, checked before it is run.
inline constexpr std::uint64_t max_range = 1u << 20;
// Steps (range values tried and options evaluated) of one solve.
inline constexpr std::uint64_t max_work = 1u << 26;
// Steps of one sequence or table request as a whole (each of its chunks of
// 1,024 positions also stops at max_work). Estimated before it starts: the
// steps of the last position's options (not valued), times half the
// positions (a position's work grows with its arguments, from about
// nothing); above the cap the request is refused at once, and otherwise
// stopped when its steps pass it.
inline constexpr std::uint64_t max_request_work = 1u << 29;
// Values pasted into the "which game is this?" lookup.
inline constexpr std::uint64_t max_lookup_values = 4096;

}  // namespace sg::defined_limits
