#pragma once
// The value of a disjunctive sum from its components' values (private).

#include <vector>

#include "sg/value.hpp"

namespace sg {

// Sprague-Grundy for finite values (XOR); Smith's theorem for loopy ones:
// one ∞_K plus finite XOR a is ∞_{K xor a}; two or more infinite values
// make a draw, written ∞ with an empty set.
Value sum_value(const std::vector<Value>& values);

}  // namespace sg
