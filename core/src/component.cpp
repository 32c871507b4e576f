#include "sg/component.hpp"

#include "sg/limits.hpp"

namespace sg {

std::vector<Move> Component::moves_to(Nimber target) const {
  std::vector<Move> out;
  for (Move& m : moves()) {
    const Value v = m.to->value();
    if (!v.infinite && v.nimber == target) out.push_back(std::move(m));
  }
  return out;
}

Result<std::unique_ptr<Component>> Component::apply(const MoveAction& action) const {
  // moves() builds every option, each a copy of the component: check the
  // cost before building them.
  const std::uint64_t bound = option_bound();
  if (bound > limits::max_search_positions ||
      bound * (notation().size() + 16) > limits::max_listed_bytes)
    return error_of(Msg::apply_too_many_options);
  for (Move& m : moves())
    if (m.action.same_as(action)) return std::move(m.to);
  return error_of(Text{Msg::apply_no_such_move, {{"kind", action_kind_name(action.kind)}}});
}

}  // namespace sg
