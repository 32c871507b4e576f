#pragma once
// The theorem at work on one component, as data for the "why" view: the
// numbers a tutorial game's closed form is computed from, which the page
// lays out (the engine never writes them as prose).
//
//   kind                 fields used
//   tartan (coins2d)     row_values = SG1(x), x = 1..rows; column_values =
//                        SG2(y); products = SG1(x) ⊗ SG2(y), row by row
//   moore                modulus = k + 1; bit_counts[b] = heaps with bit b set
//   zeckendorf (fibnim)  heap, limit; terms = the heap's Zeckendorf terms,
//                        largest first; takes = every winning take
//   continued_fraction   levels: larger = quotient * smaller + remainder,
//   (euclid)             from the pair itself down, each with its SG value
//   matching (geography) component_size; matched / matched_without: maximum
//                        matchings of the token's component with and
//                        without its vertex; winning = winning vertices;
//                        matching = a maximum matching, as vertex pairs
// A family without such a view has kind none.

#include <cstdint>
#include <string_view>
#include <vector>

#include "sg/result.hpp"
#include "sg/value.hpp"

namespace sg {

enum class WorkingKind : std::uint8_t { none, tartan, moore, zeckendorf, continued_fraction, matching };

struct ContinuedFractionLevel {
  std::uint64_t larger = 0, smaller = 0, quotient = 0, remainder = 0;
  Nimber value = 0;
};

struct Working {
  WorkingKind kind = WorkingKind::none;
  std::vector<Nimber> row_values, column_values, products;
  std::uint64_t modulus = 0;
  std::vector<std::uint64_t> bit_counts;
  std::uint64_t heap = 0, limit = 0;
  std::vector<std::uint64_t> terms, takes;
  std::vector<ContinuedFractionLevel> levels;
  std::uint64_t component_size = 0, matched = 0, matched_without = 0;
  std::vector<std::uint32_t> winning, matching;
};

const char* working_kind_name(WorkingKind kind);

// The working of component `index` of `position` (kind none for families
// without one); an Error when the position does not parse or has no such
// component.
Result<Working> working(std::string_view position, std::uint64_t index);

}  // namespace sg
