#pragma once
// Errors are values in the core: every parser and analysis entry point
// returns a Result<T> holding either a T or an Error. Nothing in the core
// throws across its public surface, so the bindings never have to translate
// C++ exceptions (which Emscripten 3.1.6 would hand to JS as bare pointers).

#include <cstdint>
#include <string>
#include <utility>
#include <variant>

#include "sg/text.hpp"

namespace sg {

// What kind of answer an Error is: bad input, or a valid position the
// engine cannot decide exactly within its stated caps (`limit` names the
// cap, as sg.limits() does).
enum class ErrorKind : std::uint8_t { invalid, too_large };

// What went wrong and where, as data: a message code with its arguments
// (sg/text.hpp), rendered in English or Simplified Chinese by the caller.
// `column` is 1-based into the notation text the user typed; 0 means the
// error is not tied to one place (e.g. a cap). `line` is 1-based for texts
// of several lines (a game definition), 0 for one-line texts.
struct Error {
  Text text;
  std::uint32_t column = 0;
  ErrorKind kind = ErrorKind::invalid;
  // With too_large: the cap's name, "maxMisereWork" (a literal: an Error
  // is built in hundreds of places, and a second string in each costs code).
  const char* limit = nullptr;
  std::uint32_t line = 0;

  // The message in English, without its column.
  std::string message() const { return text.en(); }
  // The message with its column in `lang`: "column 9: heap size "-3" must
  // be a non-negative integer", "第 9 列：……"; with a line, "line 3, column 5: …".
  std::string what(Lang lang = Lang::en) const;
};

inline Error error_at(std::uint32_t column, Text text) { return Error{std::move(text), column}; }
inline Error error_of(Text text) { return Error{std::move(text), 0}; }
// The same error with its message wrapped: "like: {error}" keeps the column.
Error wrapped(Msg msg, Error inner, std::initializer_list<TextArg> more = {});

// An error at `line` and `column` of a text of several lines.
inline Error error_at_line(std::uint32_t line, std::uint32_t column, Text text) {
  Error e{std::move(text), column};
  e.line = line;
  return e;
}

// "too large to decide exactly: ..." for a valid position past a cap.
inline Error too_large(Text text, const char* limit) {
  return Error{std::move(text), 0, ErrorKind::too_large, limit};
}

template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : v_(std::in_place_index<0>, std::move(value)) {}
  Result(Error error) : v_(std::in_place_index<1>, std::move(error)) {}

  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }

  T& value() & { return std::get<0>(v_); }
  const T& value() const& { return std::get<0>(v_); }
  T&& value() && { return std::get<0>(std::move(v_)); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }

  const Error& error() const { return std::get<1>(v_); }

 private:
  std::variant<T, Error> v_;
};

// Propagates the error of a Result<U> into the enclosing function's Result.
#define SG_TRY(var, expr)                          \
  auto var##_result_ = (expr);                     \
  if (!var##_result_.ok()) return var##_result_.error(); \
  auto var = std::move(var##_result_).value()

}  // namespace sg
