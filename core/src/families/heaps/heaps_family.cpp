// The Heap games panel's families: the octal games (Kayles, Dawson's
// Kayles, Grundy's game, any octal code) and the other heap games, with
// the caps of their sequences, periods and tables.
#include "families/heaps/heap_draws.hpp"
#include "families/heaps/lasker.hpp"
#include "families/heaps/staircase.hpp"
#include "families/heaps/subtraction.hpp"
#include "families/heaps/subtraction_period.hpp"
#include "families/heaps/wythoff.hpp"
#include "families/heaps/octal/octal_code.hpp"
#include "families/heaps/octal/octal_draws.hpp"
#include "families/heaps/octal/octal_rule.hpp"
#include "sg/family.hpp"

namespace sg {

namespace {

using Texts = std::string_view[];

constexpr Texts kKaylesExamples{"kayles 9 4", "kayles 9 5"};
constexpr Texts kKaylesAliases{"octal(0.77)"};
constexpr Texts kDawsonExamples{"dawson 10", "dawson 15"};
constexpr Texts kDawsonAliases{"octal(0.07)"};
constexpr Texts kGrundyExamples{"grundy 10 7"};
constexpr Texts kLaskerExamples{"lasker 5 6"};
constexpr Texts kBashExamples{"bash(3) 10"};
constexpr Texts kSubExamples{"sub(1,3,4) 10 7", "sub(1,2) 5"};
constexpr Texts kOctalExamples{"octal(0.137) 12", "octal(0.07) 8"};
constexpr Texts kStaircaseExamples{"staircase 0 3 1 4"};
constexpr Texts kWythoffExamples{"wythoff 3 5", "wythoff 4 7"};

const Family kFamilies[]{
    {.name = "kayles", .label = Msg::family_kayles_label, .summary = Msg::family_kayles_summary,
     .panel = Panel::heaps, .shape = ShapeKind::heaps, .examples = kKaylesExamples, .aliases = kKaylesAliases,
     .parse = parse_kayles, .sequence = kayles_sequence, .draw = draw_kayles},
    {.name = "dawson", .label = Msg::family_dawson_label, .summary = Msg::family_dawson_summary,
     .panel = Panel::heaps, .shape = ShapeKind::heaps, .examples = kDawsonExamples, .aliases = kDawsonAliases,
     .parse = parse_dawson, .sequence = dawson_sequence, .draw = draw_dawson},
    {.name = "grundy", .label = Msg::family_grundy_label, .summary = Msg::family_grundy_summary,
     .panel = Panel::heaps, .shape = ShapeKind::heaps, .examples = kGrundyExamples, .parse = parse_grundy_game,
     .sequence = grundy_game_sequence, .draw = draw_grundy},
    {.name = "lasker", .label = Msg::family_lasker_label, .summary = Msg::family_lasker_summary,
     .panel = Panel::heaps, .shape = ShapeKind::heaps, .examples = kLaskerExamples, .parse = parse_lasker,
     .sequence = lasker_sequence, .draw = draw_lasker},
    {.name = "bash", .label = Msg::family_bash_label, .summary = Msg::family_bash_summary, .panel = Panel::heaps,
     .shape = ShapeKind::heaps, .examples = kBashExamples, .rule_help = Msg::family_bash_rule_help,
     .parse = parse_bash, .sequence = bash_sequence, .draw = draw_bash},
    {.name = "sub", .label = Msg::family_sub_label, .summary = Msg::family_sub_summary, .panel = Panel::heaps,
     .shape = ShapeKind::heaps, .examples = kSubExamples, .rule_help = Msg::family_sub_rule_help,
     .parse = parse_sub, .sequence = sub_sequence, .draw = draw_sub},
    {.name = "octal", .label = Msg::family_octal_label, .summary = Msg::family_octal_summary,
     .panel = Panel::heaps, .shape = ShapeKind::heaps, .examples = kOctalExamples,
     .rule_help = Msg::family_octal_rule_help, .parse = parse_octal, .sequence = octal_sequence,
     .draw = draw_octal},
    {.name = "staircase", .label = Msg::family_staircase_label, .summary = Msg::family_staircase_summary,
     .panel = Panel::heaps, .shape = ShapeKind::steps, .examples = kStaircaseExamples,
     .parse = parse_staircase, .draw = draw_staircase},
    {.name = "wythoff", .label = Msg::family_wythoff_label, .summary = Msg::family_wythoff_summary,
     .panel = Panel::heaps, .shape = ShapeKind::heaps, .examples = kWythoffExamples, .has_table = true,
     .parse = parse_wythoff, .draw = draw_wythoff},
};

constexpr limits::StatedLimit kLimits[]{
    {"maxOctalHeap", octal_max_heap,
     "heap of an octal game or Grundy's game valued by computation when no period is proven"},
    {"maxOctalWork", octal_max_work,
     "steps (splits and rare pairs examined) one request spends computing an octal code's values (a sequence, "
     "the heaps of a position when it is analysed, or a period proof); past it \"too large\", and as soon as a "
     "lower bound on the steps still needed passes it (a code whose values stay dense is refused early)"},
    {"maxOctalRepeatingSplitHeap", octal_repeating_split_max_heap,
     "heap of an octal code with a repeating digit that splits heaps (O(n) per value)"},
    {"octalSequenceProofHorizon", octal_sequence_proof_horizon,
     "values a sequence of a finite octal code computes (when fewer are asked for) to prove its period by the "
     "Guy-Smith theorem; past it the period is reported as observed"},
    {"octalProofHorizon", octal_proof_horizon,
     "values a sequence may compute to prove a finite octal code's period when asked to (sg.sequence proveTo)"},
    {"octalParseProofHorizon", octal_parse_proof_horizon,
     "values the parser computes to prove a period for a heap above maxOctalHeap (codes of more than "
     "16 digits: octalParseProofWork / digits)"},
    {"octalParseProofWork", octal_parse_proof_work, "values x digits the parser computes to prove a period"},
    {"octalHugeHeapProofWork", octal_huge_heap_proof_work,
     "options the engine looks at, at most, to prove a period for a heap above maxOctalHeap (extending the "
     "values up to octalProofHorizon)"},
    {"maxOctalDigits", max_octal_digits, "digits after the point of an octal code"},
    {"maxSubtractionAmount", max_subtraction_amount, "each amount of a subtraction set"},
    {"maxSubtractionSetSize", max_subtraction_set_size, "amounts in a subtraction set"},
    {"maxSubtractionWork", max_subtraction_work,
     "steps (values x |S|) of a subtraction game computed directly or searched for a period"},
    {"maxSubtractionParseWork", max_subtraction_parse_work,
     "steps the parser spends looking for a subtraction game's period (heaps beyond direct reach need it)"},
    {"maxWythoffValueHeap", kWythoffValueCap,
     "Wythoff heaps with an SG value; larger pairs are analysed alone, by their P positions"},
};

}  // namespace

const FamilyGroup& heaps_group() {
  static const FamilyGroup group{.name = "heaps", .families = kFamilies, .limits = kLimits};
  return group;
}

}  // namespace sg
