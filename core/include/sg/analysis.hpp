#pragma once
// Analysis of a position: who wins, the values, and ALL winning moves.

#include <optional>
#include <string>
#include <vector>

#include "sg/position.hpp"
#include "sg/result.hpp"
#include "sg/value.hpp"

namespace sg {

struct ComponentReport {
  std::string position;     // canonical notation of the component
  std::optional<Value> value;  // SG value (generalized); none when out of reach
  Outcome outcome = Outcome::P;  // of the component on its own
  std::vector<Part> parts;  // per-heap / per-head values, if a sum
  std::string theory;       // the closed form that produced the value
  std::optional<std::uint64_t> remoteness;  // conjunctive and Every-SG only
  std::optional<std::uint64_t> suspense;
};

struct WinningMove {
  std::size_t component = 0;  // index into Analysis::components
  std::string move;           // "take 2 from heap 1"
  std::string to;             // notation of the whole resulting position
};

struct Analysis {
  std::string position;                    // canonical notation
  Outcome outcome = Outcome::P;
  std::optional<Nimber> grundy;            // none for misère, draws, ...
  std::optional<Value> value;              // generalized value of the sum
  std::vector<ComponentReport> components;
  std::vector<WinningMove> winning_moves;  // every move to a P position
  bool winning_moves_complete = true;      // false when a component hit
                                           // limits::max_listed_moves
  std::string decided_by;                  // theorem that decided the outcome
};

Result<Analysis> analyze(const Position& position);
Result<Analysis> analyze(std::string_view notation);

}  // namespace sg
