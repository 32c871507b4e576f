#include "sg/component.hpp"

namespace sg {

std::vector<Move> Component::moves_to(Nimber target) const {
  std::vector<Move> out;
  for (Move& m : moves()) {
    const Value v = m.to->value();
    if (!v.infinite && v.nimber == target) out.push_back(std::move(m));
  }
  return out;
}

}  // namespace sg
