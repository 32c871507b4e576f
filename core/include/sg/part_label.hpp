#pragma once
// The label of one part of a component as data: a message code, a number
// and, for some, a name, rendered by language ("heap 7" / "第 7 堆",
// "token 2 at a" / "位于 a 的第 2 个棋子").
//
//   [ msg | size | name: 21 chars inline | n ]   when the name fits (a node
//   [ msg | 0xFF | unused                | n ] + long_   name rarely does not)
//
// Why not a Text or a std::string: a position of 10^6 heaps or coins reports
// 10^6 parts, and in the WebAssembly build (32-bit libc++) a std::string
// keeps only 10 characters inline, so each label would cost a heap
// allocation there. The templates of part labels use {n} and {name} only
// (tests/core/text/test_catalogue.cpp), and render_part_label() fills them
// in place.

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "sg/text.hpp"

namespace sg {

class PartLabel {
 public:
  PartLabel() = default;
  // "heap {n}", "head at {n}".
  PartLabel(Msg msg, std::uint64_t n) : msg_(msg), n_(n) {}
  // "token {n} at {name}": a node's name, an edge "0-1", an index.
  PartLabel(Msg msg, std::uint64_t n, std::string_view name) : msg_(msg), n_(n) {
    if (name.size() <= kInline) {
      std::memcpy(inline_, name.data(), name.size());
      size_ = static_cast<std::uint8_t>(name.size());
    } else {
      long_ = name;
      size_ = kLong;
    }
  }

  Msg msg() const { return msg_; }
  std::uint64_t number() const { return n_; }
  std::string_view name() const { return size_ == kLong ? std::string_view(long_) : std::string_view(inline_, size_); }
  // As a Text (tests, a single label).
  Text text() const;

  // English comparison, so that a test can say label == "heap 1".
  friend bool operator==(const PartLabel& a, std::string_view english);

 private:
  static constexpr std::uint8_t kInline = 21, kLong = 0xFF;
  Msg msg_ = Msg::none;
  std::uint8_t size_ = 0;
  char inline_[kInline];
  std::uint64_t n_ = 0;
  std::string long_;
};

// Appends the label in `lang` to `out`, without building a Text.
void render_part_label(const PartLabel& label, Lang lang, std::string& out);

}  // namespace sg
