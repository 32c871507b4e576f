#pragma once
// Notation of a position after one component changed (private header).

#include <string>

#include "sg/position.hpp"

namespace sg {

inline std::string notation_with(const Position& pos, std::size_t index, const Component& replacement) {
  std::string s;
  if (pos.compound != Compound::normal) s = std::string(compound_name(pos.compound)) + ": ";
  for (std::size_t i = 0; i < pos.components.size(); ++i) {
    if (i) s += " + ";
    s += (i == index ? replacement : *pos.components[i]).notation();
  }
  return s;
}

}  // namespace sg
