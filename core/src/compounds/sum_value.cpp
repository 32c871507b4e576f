#include "compounds/sum_value.hpp"

namespace sg {

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
