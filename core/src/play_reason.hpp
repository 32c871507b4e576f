#pragma once
// The computer's reason for its move, one wording for every way it is
// chosen (remoteness search, a graph's own remoteness, compound retrograde).

#include <cstdint>
#include <string>

#include "sg/value.hpp"

namespace sg {

// `root`: the outcome of the position moved from; `remoteness`: that of the
// position moved to (ignored from a draw).
inline std::string play_reason(Outcome root, std::uint64_t remoteness) {
  const std::string plies = std::to_string(remoteness) + (remoteness == 1 ? " move" : " moves");
  switch (root) {
    case Outcome::N:
      return remoteness == 0 ? "wins: the opponent is left without a move"
                             : "wins: the opponent is left a lost position that ends within " + plies;
    case Outcome::P: return "delays: every move loses, this one lasts longest (" + plies + " more)";
    case Outcome::D: break;
  }
  return "keeps the draw: no move wins, and this one leaves a position from which neither side can force a win";
}

}  // namespace sg
