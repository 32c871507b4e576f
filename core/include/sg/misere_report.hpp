#pragma once
// What decided a misère sum of heap games (and games searched with them),
// as data for Analysis::misere_heaps: each heap's genus, whether the sum is
// tame, and the quotient element or the search that decided it otherwise.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sg/text.hpp"
#include "sg/value.hpp"

namespace sg {

// Conway's genus g^{γ0 γ1 ...} of one heap (misere/genus.hpp): g its
// normal-play value, γk the misère value with k heaps *2 added, written up
// to where the last two alternate.
struct HeapGenus {
  Nimber normal = 0;
  std::vector<std::uint32_t> misere;
  bool tame = false;  // hereditarily of the genera of misère Nim positions
};

enum class MisereMethod : std::uint8_t {
  genus,     // every heap tame: the genus rule (misère Nim on the genera)
  quotient,  // the misère quotient of the heaps' rule
  search,    // the canonical search
};

// The element a sum maps to in its rule's misère quotient.
struct QuotientElement {
  std::string rule;         // "kayles"
  std::uint64_t heaps = 0;  // the quotient is of heaps up to this
  std::uint32_t order = 0;
  std::uint32_t p_count = 0;  // elements in the P-portion
  std::uint32_t element = 0;  // its index (sg.misereQuotient's numbering)
  std::string name;           // "ab²"
  bool p = false;
};

struct MisereHeapsReport {
  MisereMethod method = MisereMethod::search;
  // Every heap has a tame genus (the genus rule decides); false when some
  // heap is not tame or its genus is out of reach.
  bool tame = false;
  // [component][heap]: each heap's genus, nullopt past limits
  // maxGenusPositions; empty for a component that is not a sum of heaps.
  std::vector<std::vector<std::optional<HeapGenus>>> genera;
  std::optional<QuotientElement> quotient;
  std::uint64_t positions = 0;  // of the search, when it decided
  // Why the genus rule did not decide, and what did (none when tame).
  Text not_tame;
};

// "2^{20}" as text: g, then the superscript digits (in parentheses, comma
// separated, once one has two digits).
std::string genus_text(const HeapGenus& genus);

}  // namespace sg
