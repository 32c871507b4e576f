#pragma once
// The computer's reason for its move, one wording for every way it is
// chosen (remoteness search, a graph's own remoteness, compound retrograde).

#include <cstdint>

#include "sg/text.hpp"
#include "sg/value.hpp"

namespace sg {

// `root`: the outcome of the position moved from; `remoteness`: that of the
// position moved to (ignored from a draw).
inline Text play_reason(Outcome root, std::uint64_t remoteness) {
  switch (root) {
    case Outcome::N:
      return remoteness == 0 ? Text{Msg::play_wins_no_move_left} : Text{Msg::play_wins_within, {{"plies", remoteness}}};
    case Outcome::P: return Text{Msg::play_delays, {{"plies", remoteness}}};
    case Outcome::D: break;
  }
  return Msg::play_keeps_draw;
}

}  // namespace sg
