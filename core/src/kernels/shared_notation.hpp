#pragma once
// A component's notation when it is already written: a move's result spliced
// out of the text of the position it was made in (a Nim sum of 10^6 heaps, a
// 10^6-node tree), so that writing it out again costs a copy at most.
//
//   game  ──┐
//   clone ──┴──>  "nim 3 5 7"   one string for a game and its clones; take()
//                               moves it out when no other owner is left
//
// (Private header.)

#include <memory>
#include <string>
#include <utility>

namespace sg {

class SharedNotation {
 public:
  SharedNotation() = default;
  explicit SharedNotation(std::string text) : text_(std::make_shared<std::string>(std::move(text))) {}

  // The text, or null when none was written (or it was taken).
  const std::string* get() const { return text_.get(); }

  // The text for an owner that is done with its game (get() is not null):
  // moved out when that owner is the last, copied otherwise.
  std::string take() {
    if (text_.use_count() == 1) return std::move(*std::exchange(text_, nullptr));
    return *text_;
  }

 private:
  std::shared_ptr<std::string> text_;
};

}  // namespace sg
