#pragma once
// Notation of a position after one component changed (private header).

#include <string>
#include <utility>

#include "sg/position.hpp"

namespace sg {

// `pos` written with component `index` replaced by the text `replacement`;
// `text(i)` gives any other component's notation (an analysis passes the
// ones it has already written, so a listed move writes only what changed).
template <class Text>
std::string notation_with_texts(const Position& pos, std::size_t index, std::string replacement, Text&& text) {
  if (pos.compound == Compound::normal && pos.components.size() == 1) return replacement;
  std::string s;
  if (pos.compound != Compound::normal) s = std::string(compound_name(pos.compound)) + ": ";
  for (std::size_t i = 0; i < pos.components.size(); ++i) {
    if (i) s += " + ";
    if (i == index) s += replacement;
    else s += text(i);
  }
  return s;
}

inline std::string notation_with(const Position& pos, std::size_t index, const Component& replacement) {
  return notation_with_texts(pos, index, replacement.notation(),
                             [&](std::size_t i) { return pos.components[i]->notation(); });
}

}  // namespace sg
