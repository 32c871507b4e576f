// Every legal move of a position, for play: the user may make any of them.
#include <algorithm>

#include "compounds/compound_moves.hpp"
#include "notation/sum_notation.hpp"
#include "sg/limits.hpp"
#include "sg/structured.hpp"

namespace sg {

namespace {

// Whether moves() of `c` may be built: its options are few enough, and their
// copies fit the byte budget. Checked before anything is built.
bool options_fit(const Component& c, std::uint64_t max) {
  const std::uint64_t bound = c.option_bound();
  if (bound > limits::max_search_positions) return false;
  return bound <= max || bound * (c.notation().size() + 16) <= limits::max_listed_bytes;
}

Result<LegalMoves> legal_single_moves(const Position& pos, std::uint64_t max) {
  LegalMoves out;
  std::vector<std::string> texts;
  texts.reserve(pos.components.size());
  for (const auto& c : pos.components) texts.push_back(c->notation());
  std::uint64_t bytes = 0;
  for (std::size_t i = 0; i < pos.components.size(); ++i) {
    const Component& c = *pos.components[i];
    if (c.option_bound() == 0) continue;
    if (out.moves.size() >= max || !options_fit(c, max)) {
      out.complete = false;
      continue;
    }
    for (Move& m : c.moves()) {
      if (out.moves.size() >= max || bytes > limits::max_listed_bytes) {
        out.complete = false;
        break;
      }
      std::string to = notation_with_texts(pos, i, m.to->take_notation(),
                                           [&](std::size_t k) -> const std::string& { return texts[k]; });
      bytes += to.size();
      out.moves.push_back(WinningMove{i, std::move(m.label), std::move(to), at_component(std::move(m.action), i)});
    }
  }
  return out;
}

// Compounds whose turn moves several components: every combination of one
// option per moving component (selective: per non-empty set of them).
Result<LegalMoves> legal_turns(const Position& pos, std::uint64_t max) {
  LegalMoves out;
  std::vector<std::vector<Move>> options(pos.components.size());
  std::vector<std::size_t> movable;
  for (std::size_t i = 0; i < pos.components.size(); ++i) {
    const Component& c = *pos.components[i];
    if (c.option_bound() == 0) continue;
    if (!options_fit(c, max)) {
      out.complete = false;
      return out;
    }
    options[i] = c.moves();
    if (!options[i].empty()) movable.push_back(i);
  }
  if (pos.compound == Compound::conjunctive && movable.size() != pos.components.size()) return out;
  auto moving = moving_sets(pos.compound, movable);
  if (!moving) {
    out.complete = false;
    return out;
  }
  const std::vector<std::vector<std::size_t>>& sets = *moving;
  for (const auto& set : sets) {
    Analysis turns = turns_of_set(pos, options, set);
    for (auto& t : turns.winning_moves) {
      if (out.moves.size() >= max) {
        out.complete = false;
        return out;
      }
      t.component = set.front();
      out.moves.push_back(std::move(t));
    }
    if (!turns.winning_moves_complete) out.complete = false;
  }
  return out;
}

}  // namespace

Result<LegalMoves> legal_moves(const Position& pos, std::uint64_t max) {
  if (pos.compound == Compound::normal || pos.compound == Compound::misere) return legal_single_moves(pos, max);
  return legal_turns(pos, max);
}

}  // namespace sg
