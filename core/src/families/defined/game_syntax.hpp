#pragma once
// A game definition after parsing: the compiled form the interpreter runs.
//
//   game lask(n)                          GameDefinition{name "lask", parameters {n}}
//     n - k        for k in 1..n          lines[0]: terms {[n k -]}, clauses {for k: [1] .. [n]}
//     x + (n - x)  for x in 1..n-1        lines[1]: terms {[x], [n x -]}, clauses {for x: [1] .. [n 1 -]}
//
// Every expression is a Program: postfix code over 64-bit integers (and
// truth values, 0 or 1), its variables read from slots. Slots 0..arity-1
// hold the position's arguments; each `for` of a line gets the next slot.
// A line's clauses run nested in order (a `for` loops over its range, an
// `if` skips the rest when false); each time every clause holds, the line
// gives one option: its terms, each a tuple of `arity` programs, summed.

#include <cstdint>
#include <string>
#include <vector>

namespace sg::defined {

enum class Op : std::uint8_t {
  constant,       // push value
  load,           // push slot `arg`
  add, sub, mul, div, mod, neg,
  less, less_equal, greater, greater_equal, equal, not_equal,
  logical_not,
  and_jump,       // top is false: keep it and jump to `arg`; else pop it
  or_jump,        // top is true: keep it and jump to `arg`; else pop it
  min, max,       // pop `arg` values, push the least / greatest
};

struct Instruction {
  Op op = Op::constant;
  std::uint32_t arg = 0;    // slot, jump target or argument count
  std::int64_t value = 0;   // constant
  std::uint32_t line = 0;   // where the operator is in the source (errors)
  std::uint32_t column = 0;
};

struct Program {
  std::vector<Instruction> code;
  std::uint32_t stack = 0;   // deepest evaluation stack it needs
  std::string text;          // the source text, for messages ("n - k*k")
  std::uint32_t line = 0, column = 0;  // where that text starts
};

struct Clause {
  bool is_for = false;
  std::uint32_t slot = 0;    // for: the loop variable's slot
  Program low, high;         // for: the range low..high (inclusive)
  Program condition;         // if
  std::uint32_t line = 0, column = 0;  // of the keyword
};

struct OptionLine {
  std::uint32_t line = 0;               // 1-based line of the option in the source
  std::string text;                     // the option as written: "x + (n - x)"
  std::vector<std::vector<Program>> terms;  // each term: `arity` programs
  std::vector<Clause> clauses;
  std::vector<std::string> slot_names;  // every slot's variable name (arguments first)
};

struct GameDefinition {
  std::string name;                     // lower case
  std::uint32_t name_line = 0, name_column = 0;  // where the header names it
  std::vector<std::string> parameters;  // the arguments' names
  std::vector<OptionLine> lines;
  std::uint32_t slots = 0;              // the most slots any line needs (at least the arity)
  std::uint32_t stack = 0;              // the deepest stack any program needs
  std::uint32_t loops = 0;              // the most `for` clauses of one line
  std::uint32_t clauses = 0;            // the most clauses of one line
  bool splits = false;                  // some option is a sum of positions

  std::uint32_t arity() const { return static_cast<std::uint32_t>(parameters.size()); }
};

}  // namespace sg::defined
