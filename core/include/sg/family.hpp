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
#include "sg/limits.hpp"
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

// Periodicity of a Grundy sequence: SG(n + length) = SG(n) + saltus for
// every n >= start (saltus 0: plain periodicity; > 0: arithmetic), n counted
// as the sequence counts (Sequence::first_index).
struct Period {
  std::uint64_t start = 0;
  std::uint64_t length = 0;
  std::uint64_t saltus = 0;
  bool proven = false;  // certified by the rule class's theorem
  Text reason;          // the theorem, or why it is only observed
  Theorem theorem = Theorem::none;  // the theorem's id when proven
};

// values[i] = SG(first_index + i), in the rule's own numbering: heaps from
// 0; coin rules from their leftmost coin, numbered as the rule numbers it
// (1, or 0 for Mock Turtles): SG(c) is the row whose only head is coin c.
struct Sequence {
  std::vector<std::uint32_t> values;
  std::uint64_t first_index = 0;
  std::optional<Period> period;
};

// Long computations report progress in [0, 1]; returning false cancels them
// (the computation then returns an Error saying it was cancelled).
using Progress = std::function<bool(double)>;

using ComponentParser = Result<std::unique_ptr<Component>> (*)(const ComponentSyntax&);
using SequenceMaker = Result<Sequence> (*)(const ComponentSyntax& rule, std::uint64_t n,
                                           const Progress& progress);

class SeededRng;

// The page panel that draws a family (its id in the page's URL hash).
enum class Panel : std::uint8_t { nim, heaps, coins, trees, graphs, sums, custom, tutorial, boards };
std::string_view panel_name(Panel panel);

// A rule the notation knows by name, for a menu: coins(mock) "Mock Turtles".
struct NamedRule {
  std::string_view name;   // as in the notation
  Msg label = Msg::none;   // for a menu
  Msg summary = Msg::none;  // one line: the moves and the values
};

// What a family's drawer is asked for: a fresh position of `size` parts
// (0: the family's own default), or, with `like`, one with like's rule and
// board. Sizes are at most limits::max_random_size when they reach it.
struct DrawRequest {
  const ComponentSyntax* like = nullptr;
  std::uint32_t size = 0;
};
// A drawn component, and how many random moves to walk down from it (trees
// and Hackenbush keep their board and move down it instead of redrawing).
struct Draw {
  std::string text;
  std::uint32_t walk = 0;
};
using PositionDrawer = Result<Draw> (*)(SeededRng& rng, const DrawRequest& request);

// One family: its notation, what the page shows of it, and its engines.
// Fields are in the order a designated initializer in its group names them.
struct Family {
  std::string_view name{};     // lower case, as in the notation
  Msg label = Msg::none;       // for a menu: "Dawson's Kayles"
  Msg summary = Msg::none;     // one line for the page and error hints
  Panel panel = Panel::heaps;
  ShapeKind shape = ShapeKind::none;  // what sg.compose builds its components from
  std::span<const std::string_view> examples{};  // each analyses; the first opens the panel
  bool has_table = false;                       // a 2-D SG table (Wythoff)
  std::span<const std::string_view> aliases{};   // other notations of the same rule
  Msg rule_help = Msg::none;                    // the rule field's label; none: no rule
  std::span<const NamedRule> named_rules{};     // rules known by name (coins)
  ComponentParser parse = nullptr;
  SequenceMaker sequence = nullptr;  // null when the family has no heap sequence
  PositionDrawer draw = nullptr;     // seeded random positions (teaching mode)
};

// A family group: the families one folder of core/src/families/ declares
// (in its <group>_family.cpp), in the order their panel lists them, with
// the caps their engines enforce. The registry lists the groups; sg.limits(),
// sg.families(), the notation and sg.compose read them from there.
//
//   FamilyGroup "boards"
//     families  nodekayles cram chomp        (Family: name, panel, shape, ...)
//     limits    maxBoardStates ... maxLabellingLeaves   (name, value, meaning)
struct FamilyGroup {
  std::string_view name{};  // the folder: "boards"
  std::span<const Family> families{};
  std::span<const limits::StatedLimit> limits{};
};

// Every group, in page order (the first group's first family opens first).
std::span<const FamilyGroup* const> family_groups();

// A family's label and summary as Texts: the registry's message, or for a
// game defined with sg.define its own name and option lines as arguments.
Text family_label(const Family& family);
Text family_summary(const Family& family);

// Every family the notation knows, in the order the page lists them.
std::span<const Family> families();
const Family* find_family(std::string_view lower_case_name);

// Splits "family(rule) args..." into its syntax; `text` must outlive the
// result. `column` is the 1-based column of text[0].
Result<ComponentSyntax> split_component(std::string_view text, std::uint32_t column);

}  // namespace sg
