#pragma once
// The label of one part of a component: "heap 7", "head at 12",
// "token 2 at a".
//
//   [ 23 chars inline | size ]   when the text fits (every numbered label
//   [ unused          | 0xFF ] + long_   of a position of 10^6 parts does)
//
// Why not a plain std::string: a position of 10^6 heaps or coins reports
// 10^6 parts, and in the WebAssembly build (32-bit libc++) a std::string
// keeps only 10 characters inline, so "heap 123456" cost a heap allocation
// each there (it does not natively, where 15 or 22 fit).

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "sg/decimal_text.hpp"

namespace sg {

class PartLabel {
 public:
  PartLabel() = default;
  PartLabel(std::string_view text) {  // NOLINT: implicit, a label is its text
    if (text.size() <= kInline) {
      std::memcpy(inline_, text.data(), text.size());
      size_ = static_cast<std::uint8_t>(text.size());
    } else {
      long_ = text;
      size_ = kLong;
    }
  }
  PartLabel(const std::string& text) : PartLabel(std::string_view(text)) {}  // NOLINT
  PartLabel(const char* text) : PartLabel(std::string_view(text)) {}         // NOLINT

  // prefix followed by n in decimal ("heap " 7 -> "heap 7"), written in place.
  static PartLabel numbered(std::string_view prefix, std::uint64_t n) {
    PartLabel label;
    const std::size_t size = prefix.size() + decimal_length(n);
    if (size > kInline) return PartLabel(std::string(prefix) + std::to_string(n));
    std::memcpy(label.inline_, prefix.data(), prefix.size());
    write_decimal(label.inline_ + prefix.size(), n);
    label.size_ = static_cast<std::uint8_t>(size);
    return label;
  }

  std::string_view view() const { return size_ == kLong ? std::string_view(long_) : std::string_view(inline_, size_); }
  operator std::string_view() const { return view(); }  // NOLINT
  std::string str() const { return std::string(view()); }

  friend bool operator==(const PartLabel& a, std::string_view b) { return a.view() == b; }

 private:
  static constexpr std::uint8_t kInline = 23, kLong = 0xFF;
  char inline_[kInline];
  std::uint8_t size_ = 0;
  std::string long_;
};

}  // namespace sg
