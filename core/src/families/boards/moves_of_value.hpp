#pragma once
// The moves of a board whose option has value `target` (each family's
// moves_to()): an option the search could not value is left out, and
// `complete` turns false so that the list does not claim to be whole.

#include <utility>
#include <vector>

#include "sg/component.hpp"

namespace sg {

inline std::vector<Move> moves_of_value(std::vector<Move> all, Nimber target, bool& complete) {
  std::vector<Move> out;
  for (Move& m : all) {
    if (!m.to->has_value()) {
      complete = false;
      continue;
    }
    if (m.to->value().nimber == target) out.push_back(std::move(m));
  }
  return out;
}

}  // namespace sg
