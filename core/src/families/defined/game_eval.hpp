#pragma once
// Running a definition: the options of one position, one at a time.
//
//   slots  [ a  b | k  x ... ]   the position's arguments, then the loop
//                                variables of the current line
//   highs  [ h0 h1 ... ]         per clause: the end of its running range
//   Cursor { line, depth, ... }  the option line, and how many of its
//                                clauses hold now
//
// seek() moves the cursor to the next combination of loop values where
// every clause holds (or leaves it where it is, if it is at one already);
// terms() evaluates the option there; advance() lets the next seek() move
// on. A solver can therefore stop at an option whose positions are not
// valued yet, value them, and come back to the same option: the whole
// state of the walk is the cursor and the slots, a few words.
//
// Arithmetic is on 64-bit integers, checked: an overflow, a division by
// zero, a negative argument, a range longer than the cap and the work
// budget all stop the walk with a Fault saying where.

#include <cstdint>
#include <vector>

#include "families/defined/game_syntax.hpp"

namespace sg::defined {

struct Fault {
  enum class Kind : std::uint8_t {
    none,
    overflow,          // at: the operator
    division_by_zero,  // at: the operator
    negative,          // term, argument: which one; value: what it came to
    range_too_long,    // clause; value: low, high: the range
    work,              // the work budget ran out
  };
  Kind kind = Kind::none;
  const Instruction* at = nullptr;
  std::uint32_t line = 0;     // the option line (index into lines)
  std::uint32_t clause = 0;
  std::uint32_t term = 0, argument = 0;
  std::int64_t value = 0, high = 0;
};

struct Cursor {
  std::uint32_t line = 0;   // option line
  std::uint32_t depth = 0;  // clauses of the line that hold now
  bool started = false;     // the line's first clause has been entered
  bool positioned = false;  // at an option that has not been advanced past

  void reset() { *this = Cursor{}; }
};

// Evaluates `p` with `slots`, on a stack of at least p.stack entries.
// False on an overflow or a division by zero (fault.at says where).
bool evaluate(const Program& p, const std::int64_t* slots, std::int64_t* stack, std::int64_t& result, Fault& fault);

class OptionWalker {
 public:
  explicit OptionWalker(const GameDefinition& def);

  enum class Step : std::uint8_t { option, done, fault };

  // `work` counts one per range value tried and per condition tested; past
  // `budget` the walk stops with a work fault.
  Step seek(Cursor& c, std::int64_t* slots, std::int64_t* highs, std::uint64_t& work, std::uint64_t budget,
            Fault& fault);
  static void advance(Cursor& c) { c.positioned = false; }

  // The option at the cursor: terms x arity arguments into `out` (cleared
  // first). False with a fault on a negative argument or an overflow.
  bool terms(const Cursor& c, const std::int64_t* slots, std::vector<std::int64_t>& out, Fault& fault);

  std::size_t term_count(const Cursor& c) const { return def_.lines[c.line].terms.size(); }

 private:
  const GameDefinition& def_;
  std::vector<std::int64_t> stack_;
};

}  // namespace sg::defined
