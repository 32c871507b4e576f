// The games defined so far: define_game() parses a definition, values its
// small positions to catch the definition's mistakes early (at the line to
// blame), and gives the game a slot, whose drawer is the slot's function.
#include "families/defined/defined_registry.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "families/defined/defined_limits.hpp"
#include "families/defined/game_parser.hpp"
#include "sg/define.hpp"
#include "sg/limits.hpp"
#include "sg/seeded_rng.hpp"

namespace sg {

namespace {

using Slots = std::array<std::shared_ptr<DefinedGame>, defined_limits::max_games>;

struct Registry {
  Slots slots;
  std::vector<std::size_t> order;  // slots in definition order
};

Registry& registry() {
  static Registry r;
  return r;
}

// A drawn position: `count` positions (like's count when given), small
// arguments (fewer the more there are of them).
Result<Draw> draw_defined(std::size_t slot, SeededRng& rng, const DrawRequest& request) {
  const auto& game = registry().slots[slot];
  if (!game) return error_of(Msg::defined_none_here);
  const std::uint32_t k = game->arity();
  std::uint32_t count = request.size ? request.size : 1 + rng.below(2);
  if (request.like && !request.size)
    count = static_cast<std::uint32_t>(std::max<std::size_t>(1, std::min<std::size_t>(request.like->args.size() / k,
                                                                                     limits::max_random_size)));
  const std::uint32_t top = k == 1 ? 12 : k == 2 ? 7 : 3;
  std::string text = game->name();
  for (std::uint32_t i = 0; i < count * k; ++i) text += ' ' + std::to_string(rng.between(0, top));
  return Draw{std::move(text), 0};
}

template <std::size_t Slot>
Result<Draw> draw_slot(SeededRng& rng, const DrawRequest& request) {
  return draw_defined(Slot, rng, request);
}

template <std::size_t... Slot>
constexpr std::array<PositionDrawer, sizeof...(Slot)> drawers(std::index_sequence<Slot...>) {
  return {draw_slot<Slot>...};
}

constexpr auto kDrawers = drawers(std::make_index_sequence<defined_limits::max_games>());

// Names a defined game may not take: the built-in families and the words
// that name compounds before a colon.
bool name_taken(std::string_view name) {
  for (const Family& f : families())
    if (f.name == name) return true;
  for (std::string_view w : {"normal", "misere", "every", "conjunctive", "selective"})
    if (name == w) return true;
  return false;
}

// The small positions whose values a definition must give without a fault:
// arguments up to `top` each, smallest first.
std::vector<std::int64_t> probe_positions(std::uint32_t arity) {
  const std::int64_t top = arity == 1 ? 15 : arity == 2 ? 5 : arity == 3 ? 3 : 2;
  std::vector<std::int64_t> out;
  std::vector<std::int64_t> t(arity, 0);
  while (true) {
    out.insert(out.end(), t.begin(), t.end());
    std::size_t i = arity;
    while (i > 0 && t[i - 1] == top) t[--i] = 0;
    if (i == 0) break;
    ++t[i - 1];
  }
  return out;
}

// Values the probe positions, all within one small budget, so that
// defining a game stays quick whatever it is: a fault of the definition is
// its error, a cap only ends the probe. Returns the example position's
// arguments: the tenth heap of a one-argument game, else the last position
// valued (or zeros).
Result<std::vector<std::int64_t>> probe(const DefinedGame& game) {
  const defined::GameDefinition& def = game.definition();
  const std::uint32_t k = def.arity();
  const std::vector<std::int64_t> positions = probe_positions(k);
  const defined::SolveBudget budget{4096, 1u << 20};
  defined::StateMemo memo(k);
  std::vector<std::uint32_t> ids;
  defined::SolveFault fault;
  if (!defined::solve(def, memo, positions, budget, {}, ids, fault) && defined::is_definition_fault(fault))
    return defined::fault_error(def, fault, budget, false);
  std::vector<std::int64_t> example(k, 0);
  for (std::size_t at = 0; at < positions.size(); at += k) {
    const auto id = memo.find(positions.data() + at);
    if (!id || memo.value(*id) >= defined::StateMemo::kActive) break;
    if (k != 1 || at <= 10) example.assign(positions.begin() + static_cast<std::ptrdiff_t>(at),
                                           positions.begin() + static_cast<std::ptrdiff_t>(at + k));
  }
  return example;
}

DefinedGameInfo info_of(const DefinedGame& g) {
  const defined::GameDefinition& def = g.definition();
  return DefinedGameInfo{def.name,  def.arity(), def.parameters, static_cast<std::uint32_t>(def.lines.size()),
                         def.splits, std::string(g.family().examples[0]), g.source()};
}

}  // namespace

std::shared_ptr<const DefinedGame> find_defined_game(std::string_view name) {
  for (const auto& g : registry().slots)
    if (g && g->name() == name) return g;
  return nullptr;
}

const Family* find_defined_family(std::string_view name) {
  const auto g = find_defined_game(name);
  return g ? &g->family() : nullptr;
}

std::vector<std::shared_ptr<const DefinedGame>> defined_game_list() {
  std::vector<std::shared_ptr<const DefinedGame>> out;
  for (std::size_t slot : registry().order) out.push_back(registry().slots[slot]);
  return out;
}

Result<DefinedGameInfo> define_game(std::string_view source) {
  SG_TRY(def, defined::parse_game(source));
  if (name_taken(def.name))
    return error_at_line(def.name_line, def.name_column,
                         Text{Msg::defined_name_taken, {{"name", def.name}}});
  auto game = std::make_shared<DefinedGame>(std::move(def), std::string(source));
  SG_TRY(example, probe(*game));
  Registry& r = registry();
  std::size_t slot = r.slots.size();
  for (std::size_t s = 0; s < r.slots.size(); ++s)
    if (r.slots[s] && r.slots[s]->name() == game->name()) slot = s;
  if (slot == r.slots.size()) {
    for (std::size_t s = 0; s < r.slots.size() && slot == r.slots.size(); ++s)
      if (!r.slots[s]) slot = s;
    if (slot == r.slots.size())
      return error_at_line(game->definition().name_line, game->definition().name_column,
                           Text{Msg::defined_too_many_games, {{"limit", defined_limits::max_games}}});
    r.order.push_back(slot);
  }
  std::string text = game->name();
  for (std::int64_t a : example) text += ' ' + std::to_string(a);
  game->set_family(kDrawers[slot], std::move(text));
  r.slots[slot] = game;
  return info_of(*game);
}

std::vector<DefinedGameInfo> defined_games() {
  std::vector<DefinedGameInfo> out;
  for (const auto& g : defined_game_list()) out.push_back(info_of(*g));
  return out;
}

bool forget_defined_game(std::string_view name) {
  Registry& r = registry();
  for (std::size_t s = 0; s < r.slots.size(); ++s)
    if (r.slots[s] && r.slots[s]->name() == name) {
      r.slots[s].reset();
      std::erase(r.order, s);
      return true;
    }
  return false;
}

void forget_defined_games() {
  Registry& r = registry();
  for (auto& g : r.slots) g.reset();
  r.order.clear();
}

}  // namespace sg
