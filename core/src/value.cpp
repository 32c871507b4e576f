#include "sg/value.hpp"

#include <algorithm>

namespace sg {

Value Value::loopy(std::vector<Nimber> k) {
  std::sort(k.begin(), k.end());
  k.erase(std::unique(k.begin(), k.end()), k.end());
  return Value{true, 0, std::move(k)};
}

std::string to_string(const Value& v) {
  if (!v.infinite) return std::to_string(v.nimber);
  std::string s = "\xE2\x88\x9E{";  // ∞
  for (std::size_t i = 0; i < v.finite_options.size(); ++i) {
    if (i) s += ',';
    s += std::to_string(v.finite_options[i]);
  }
  return s + '}';
}

Outcome outcome_of(const Value& v) {
  if (!v.infinite) return v.nimber == 0 ? Outcome::P : Outcome::N;
  const auto& k = v.finite_options;
  return std::binary_search(k.begin(), k.end(), Nimber{0}) ? Outcome::N : Outcome::D;
}

Nimber mex(std::span<const Nimber> values, std::vector<std::uint8_t>& scratch) {
  // The mex of m values is at most m, so only values < m matter: mark them
  // in a reusable bitmap instead of sorting or hashing.
  const std::size_t m = values.size();
  if (scratch.size() < m + 1) scratch.resize(m + 1);
  std::fill(scratch.begin(), scratch.begin() + static_cast<std::ptrdiff_t>(m + 1), 0);
  for (Nimber v : values)
    if (v <= m) scratch[static_cast<std::size_t>(v)] = 1;
  std::size_t r = 0;
  while (scratch[r]) ++r;
  return r;
}

Nimber mex(std::span<const Nimber> values) {
  std::vector<std::uint8_t> scratch;
  return mex(values, scratch);
}

Value sum_value(const std::vector<Value>& values) {
  Nimber x = 0;
  const Value* loopy = nullptr;
  for (const Value& v : values) {
    if (!v.infinite) {
      x ^= v.nimber;
    } else if (loopy) {
      return Value::loopy({});
    } else {
      loopy = &v;
    }
  }
  if (!loopy) return Value::finite(x);
  std::vector<Nimber> k;
  for (Nimber n : loopy->finite_options) k.push_back(n ^ x);
  return Value::loopy(std::move(k));
}

}  // namespace sg
