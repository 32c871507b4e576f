#include "compounds/sum_game.hpp"

namespace sg {

Value SumGame::value() const {
  Nimber x = 0;
  for (const auto& c : pos_.components) x ^= c->value().nimber;
  return Value::finite(x);
}

std::vector<Move> SumGame::moves() const {
  std::vector<Move> out;
  for (std::size_t i = 0; i < pos_.components.size(); ++i)
    for (Move& m : pos_.components[i]->moves()) {
      Position next = pos_.clone();
      next.components[i] = std::move(m.to);
      Text label = component_move_text(pos_, i, std::move(m.label));
      MoveAction action = std::move(m.action);
      action.component = static_cast<std::uint32_t>(i);
      out.push_back(Move{std::move(label), std::make_unique<SumGame>(std::move(next)), std::move(action)});
    }
  return out;
}

std::uint64_t SumGame::option_bound() const {
  std::uint64_t total = 0;
  for (const auto& c : pos_.components) {
    const std::uint64_t b = c->option_bound();
    if (b > UINT64_MAX - total) return UINT64_MAX;
    total += b;
  }
  return total;
}

}  // namespace sg
