#pragma once
// The "why" view and the computer's move: every option of a position with
// its value and outcome, and the move a perfect player picks.

#include <optional>
#include <string>
#include <vector>

#include "sg/position.hpp"
#include "sg/result.hpp"
#include "sg/value.hpp"

namespace sg {

struct OptionReport {
  std::size_t component = 0;
  Text move;                     // "take 2 from heap 1"
  std::string to;                // notation of the whole resulting position
  std::optional<Value> value;    // SG of the resulting position (normal play)
  Outcome outcome = Outcome::P;  // of the resulting position
  bool winning = false;          // it leads to P
  MoveAction action;             // what the move does
};

struct Explanation {
  std::vector<OptionReport> options;
  bool complete = true;        // false when the options were capped
  std::optional<Nimber> mex;   // mex of the options' values = SG (normal play)
  Text note;                   // why options are missing, if they are
};

// At most `max_options` options are listed (the SG of a position is the mex
// of its options, so the mex is given only when the list is complete).
Result<Explanation> explain(const Position& pos, std::uint64_t max_options = 2000);

struct PlayChoice {
  Text move;
  std::string to;
  Text reason;                             // "wins in 3 moves", "delays: ..."
  std::optional<std::uint64_t> remoteness;  // of the position moved to
  MoveAction action;                        // what the move does
};

// The move a perfect player makes: from an N position the fastest win (the
// winning move to the P option of least remoteness), from a P position the
// longest delay (the option of greatest remoteness); from a draw, a move
// that keeps it. Without cycles, when the position is too large to measure
// remoteness: any winning move, or a move that keeps the opponent's task
// hard. With cycles past the solver's caps an Error ("too large to play
// exactly"), since a move to P may never end the game. An Error when there
// is no move at all.
Result<PlayChoice> choose_move(const Position& pos);

}  // namespace sg
