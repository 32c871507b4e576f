// Games defined in the rule language (sg.define): no family is declared
// here (each definition registers its own, defined_registry.cpp), only the
// caps of the language, its solver and sg.identify.
#include "families/defined/defined_limits.hpp"
#include "sg/family.hpp"

namespace sg {

namespace {

constexpr limits::StatedLimit kLimits[]{
    {"maxDefinitionBytes", defined_limits::max_source_bytes, "bytes of one game definition (sg.define)"},
    {"maxDefinedGames", defined_limits::max_games,
     "games defined at once; defining a game again under its name replaces it"},
    {"maxDefinedArity", defined_limits::max_arity, "arguments of a defined game"},
    {"maxDefinedLines", defined_limits::max_option_lines, "option lines of a defined game"},
    {"maxDefinedClauses", defined_limits::max_clauses, "\"for\" and \"if\" clauses of one option line"},
    {"maxDefinedNesting", defined_limits::max_nesting, "levels of brackets and operators in one expression"},
    {"maxDefinedStates", defined_limits::max_states,
     "positions of a defined game whose values are memoised (per game); a position that reaches more is "
     "\"too large\", as is a sequence or table of more positions"},
    {"maxDefinedOptions", defined_limits::max_options,
     "options of one position of a defined game; past it \"too large\""},
    {"maxDefinedRange", defined_limits::max_range,
     "values of one \"for\" range of a defined game, checked before it runs; past it \"too large\""},
    {"maxDefinedWork", defined_limits::max_work,
     "steps (range values tried, conditions tested) of valuing one request's positions of a defined game (a "
     "sequence or table: each 1,024 of its positions); past it \"too large\""},
    {"maxDefinedRequestWork", defined_limits::max_request_work,
     "steps of one sequence or table of a defined game as a whole; refused at once when the steps of its last "
     "position's options times half its positions pass it, and stopped when its steps do"},
    {"maxLookupValues", defined_limits::max_lookup_values,
     "values given to sg.identify (which known games have this Grundy sequence)"},
};

}  // namespace

const FamilyGroup& defined_group() {
  static const FamilyGroup group{.name = "defined", .limits = kLimits};
  return group;
}

}  // namespace sg
