#pragma once
// Errors are values in the core: every parser and analysis entry point
// returns a Result<T> holding either a T or an Error. Nothing in the core
// throws across its public surface, so the bindings never have to translate
// C++ exceptions (which Emscripten 3.1.6 would hand to JS as bare pointers).

#include <cstdint>
#include <string>
#include <utility>
#include <variant>

namespace sg {

// What kind of answer an Error is: bad input, or a valid position the
// engine cannot decide exactly within its stated caps (`limit` names the
// cap, as sg.limits() does).
enum class ErrorKind : std::uint8_t { invalid, too_large };

// What went wrong and where. `column` is 1-based into the notation text the
// user typed; 0 means the error is not tied to one place (e.g. a cap).
struct Error {
  std::string message;
  std::uint32_t column = 0;
  ErrorKind kind = ErrorKind::invalid;
  // With too_large: the cap's name, "maxMisereWork" (a literal: an Error
  // is built in hundreds of places, and a second string in each costs code).
  const char* limit = nullptr;

  // "column 9: heap size "-3" must be a non-negative integer"
  std::string what() const {
    return column ? "column " + std::to_string(column) + ": " + message : message;
  }
};

inline Error error_at(std::uint32_t column, std::string message) {
  return Error{std::move(message), column};
}

// "too large to decide exactly: ..." for a valid position past a cap.
inline Error too_large(std::string message, const char* limit) {
  return Error{std::move(message), 0, ErrorKind::too_large, limit};
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
