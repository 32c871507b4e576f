#pragma once
// SG values of a defined game's positions, by the Sprague-Grundy recursion
//   SG(p) = mex { SG(q1) xor ... xor SG(qk) : q1 + ... + qk an option of p }
// over the options the definition gives, memoised in a StateMemo.
//
// Depth-first without recursion: a frame per position on the path, each a
// cursor into its option walk (game_eval.hpp). At an option with a
// position not valued yet, that position's frame goes on top; the walk
// comes back to the same option once it is valued. A frame whose options
// were all valued already when it met them takes the mex on the way
// (values marked in a shared array by stamp); one that had to wait walks
// its options once more to take it. Meeting a position that is on the
// path itself means play can return to it: the game is refused as loopy.
//
// Caps (defined_limits.hpp): positions memoised, options of one position,
// values of one range, and steps of work, each checked before it is spent.

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "families/defined/game_eval.hpp"
#include "families/defined/game_syntax.hpp"
#include "families/defined/state_memo.hpp"
#include "sg/result.hpp"

namespace sg::defined {

struct SolveBudget {
  std::uint64_t states = 0;  // memo size cap
  std::uint64_t work = 0;    // steps of this solve
};
SolveBudget default_budget();

struct SolveFault {
  enum class Kind : std::uint8_t { none, eval, states, options, cycle, cancelled };
  Kind kind = Kind::none;
  Fault eval;                          // Kind::eval: what and where
  std::vector<std::int64_t> position;  // the position whose options were being walked
  std::vector<std::int64_t> slots;     // its variables at that moment
  // Kind::cycle: the positions of the loop in play order, each with the
  // move that leaves it: the option's positions (arity each) and its line.
  struct Step {
    std::vector<std::int64_t> position, option;
    std::uint32_t line = 0;
  };
  std::vector<Step> cycle;
  std::uint64_t work = 0;  // steps the solve took, whether or not it faulted
};

// Values the positions (arity arguments each, in one list) into `ids`.
// `keep_going` is asked now and then; false cancels. On a fault the memo
// keeps what was valued (correct) and forgets the path, and `fault` says
// what happened.
bool solve(const GameDefinition& def, StateMemo& memo, std::span<const std::int64_t> positions,
           const SolveBudget& budget, const std::function<bool()>& keep_going, std::vector<std::uint32_t>& ids,
           SolveFault& fault);

// "wyt(3, 5)"
std::string position_text(const GameDefinition& def, std::span<const std::int64_t> args);

// The fault in words; `line`/`column` are set for faults of the definition
// itself (not for caps), and with `name_line` the message names the line
// too ("line 2 of squares: ..."), for errors shown away from the source.
Error fault_error(const GameDefinition& def, const SolveFault& fault, const SolveBudget& budget,
                  bool name_line = true);

// Whether the fault is a mistake of the definition (a negative argument,
// an overflow, a division by zero, a loop), rather than a cap.
bool is_definition_fault(const SolveFault& fault);

}  // namespace sg::defined
