#pragma once
// Exact parsing of the non-negative integers that the notation is full of
// (heap sizes, rule parameters). No floating point anywhere: 2^63-1 is exact
// in WASM too, and anything larger is an error rather than a rounding.

#include <cstdint>
#include <string_view>

#include "sg/family.hpp"
#include "sg/result.hpp"

namespace sg {

// `what` names the quantity for the message: Msg::what_heap_size.
// Accepts decimal digits only; rejects signs, blanks, fractions, exponents
// and values above `max` (default 2^63-1) with the token's column.
Result<std::uint64_t> parse_count(const Token& token, Msg what,
                                  std::uint64_t max = 9223372036854775807ULL);

// Splits a rule text "2,4,6" on commas (blanks around items allowed); each
// item keeps its own column.
std::vector<Token> split_list(const Token& rule, char separator = ',');

}  // namespace sg
