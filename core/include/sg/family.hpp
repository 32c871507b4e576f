#pragma once
// The registry of game families: how a component's text becomes a Component,
// and how a family computes a Grundy sequence for `sg.sequence(rule, n)`.
//
//   component text   "sub(2,4,6) 60 7"
//                     └┬┘ └─┬─┘ └─┬──┘
//   ComponentSyntax  family rule  args (blank-separated, each with a column)
//
// The rule is only recognised when '(' follows the family name directly;
// `tree (()())` therefore has no rule and one argument.

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "sg/component.hpp"
#include "sg/result.hpp"

namespace sg {

struct Token {
  std::string_view text;
  std::uint32_t column = 0;  // 1-based column of text[0] in the full input
};

struct ComponentSyntax {
  Token family;               // as typed; compare with lower-cased name
  std::optional<Token> rule;  // text between the parentheses, if any
  std::vector<Token> args;    // blank-separated, brackets kept together
  Token rest;                 // all argument text, raw (families with own syntax)
};

// Periodicity of a Grundy sequence: values[n + length] = values[n] + saltus
// for every n >= start (saltus 0: plain periodicity; > 0: arithmetic).
struct Period {
  std::uint64_t start = 0;
  std::uint64_t length = 0;
  std::uint64_t saltus = 0;
  bool proven = false;  // certified by the rule class's theorem
  std::string reason;   // the theorem, or why it is only observed
};

struct Sequence {
  std::vector<std::uint32_t> values;  // SG of heap 0..n-1
  std::optional<Period> period;
};

// Long computations report progress in [0, 1]; returning false cancels them
// (the computation then returns an Error saying it was cancelled).
using Progress = std::function<bool(double)>;

using ComponentParser = Result<std::unique_ptr<Component>> (*)(const ComponentSyntax&);
using SequenceMaker = Result<Sequence> (*)(const ComponentSyntax& rule, std::uint64_t n,
                                           const Progress& progress);

struct Family {
  std::string_view name;     // lower case, as in the notation
  std::string_view summary;  // one line for the page and error hints
  ComponentParser parse;
  SequenceMaker sequence;    // null when the family has no heap sequence
};

// Every family the notation knows, in the order the page lists them.
std::span<const Family> families();
const Family* find_family(std::string_view lower_case_name);

// Splits "family(rule) args..." into its syntax; `text` must outlive the
// result. `column` is the 1-based column of text[0].
Result<ComponentSyntax> split_component(std::string_view text, std::uint32_t column);

}  // namespace sg
