#pragma once
// An octal code d0.d1d2d3...: the rules of a take-and-break heap game.
//
//   "0.137"   digits = {0, 1, 3, 7}  repeats = false   (Dawson's chess)
//   "4.07"    digits = {4, 0, 7}     repeats = false
//   ".3..."   digits = {0, 3}        repeats = true    (Nim: d_k = 3 for all k >= 1)
//   grundy    digits = {4}           unequal_split     (not writable as a code)
//
// Digit d_k governs removing k tokens from one heap: bit 1 allows it when it
// leaves no heap, bit 2 when it leaves one non-empty heap, bit 4 when the
// rest is split into two non-empty heaps. d_0 is 0 or 4 (4: split a heap
// without removing anything); bits 1 and 2 of d_0 would be a pass.
// With `repeats`, the last digit applies to every k >= digits.size() - 1.

#include <cstdint>
#include <string>
#include <vector>

#include "sg/family.hpp"
#include "sg/result.hpp"

namespace sg {

inline constexpr std::size_t max_octal_digits = 64;  // digits after the point

inline constexpr std::uint8_t octal_leave_none = 1;
inline constexpr std::uint8_t octal_leave_one = 2;
inline constexpr std::uint8_t octal_leave_two = 4;

struct OctalCode {
  std::vector<std::uint8_t> digits{0};  // digits[k] for k = 0..; digits[0] is 0 or 4
  bool repeats = false;                 // last digit repeats forever
  bool unequal_split = false;           // Grundy's game: split pieces must differ
  std::string text;                     // canonical code text: "0.07", "4.07", "0.3..."

  std::uint8_t digit(std::uint64_t k) const {
    if (k < digits.size()) return digits[static_cast<std::size_t>(k)];
    return repeats ? digits.back() : 0;
  }
  // Position of the last non-zero digit (the t of the Guy-Smith theorem);
  // 0 when every digit is 0. Meaningful for finite codes.
  std::uint64_t last_nonzero() const;
  // Index from which digit(k) is constant (digits.size() - 1 when repeating).
  std::uint64_t tail_start() const { return digits.size() - 1; }
  bool has_split() const;       // some digit (or the tail) has bit 4
  bool tail_splits() const { return repeats && (digits.back() & octal_leave_two); }
};

// Parses the text between the parentheses of `octal(...)`. Columns in errors
// are absolute (the token's column is).
Result<OctalCode> parse_octal_code(const Token& code);

// Grundy's game as a take-and-break rule: d_0 = 4 with unequal pieces.
OctalCode grundy_game_code();

}  // namespace sg
