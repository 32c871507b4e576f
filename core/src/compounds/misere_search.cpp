#include "compounds/misere_search.hpp"

#include <algorithm>

#include "sg/limits.hpp"
#include "sg/search_progress.hpp"

namespace sg {

namespace {

// A position's state in the table: on the DFS stack (a position met again
// while on it is a cycle), or decided.
enum : std::uint8_t { kOnStack = 0, kWins = 1, kLoses = 2 };

// The cap in words (the page shows it); the API names it in Error::limit.
Error too_many_positions() {
  return too_large(Text{Msg::misere_too_many_positions, {{"limit", limits::max_search_positions}}},
                   "maxSearchPositions");
}

Error too_much_work() {
  return too_large(Text{Msg::misere_too_much_work, {{"limit", limits::max_misere_work}}}, "maxMisereWork");
}

}  // namespace

Result<bool> MisereSearch::spend(std::uint64_t steps) {
  if (!charge(steps)) return too_much_work();
  return true;
}

std::uint32_t MisereSearch::intern(std::unique_ptr<Component> c) {
  if (c->option_bound() == 0) return kGone;
  std::string name = c->notation();
  const auto bytes = static_cast<std::uint32_t>(std::min<std::size_t>(name.size(), UINT32_MAX - 1));
  const auto [it, fresh] = ids_.try_emplace(std::move(name), static_cast<std::uint32_t>(components_.size()));
  if (fresh) components_.push_back(Interned{std::move(c), {}, bytes, false});
  return it->second;
}

// Building one option (a new component, its notation, interning it) costs
// about as much as this many steps of the search's inner loop (measured:
// ~1 us against ~10 ns natively), plus its notation's length.
constexpr std::uint64_t kOptionSteps = 200;
// Keeping a position costs this many steps per component in it, so the
// budget also bounds the table's memory (to about 100 MB).
constexpr std::uint64_t kKeptStepsPerId = 8;

// Generates the component's moves once. The budget is charged (and checked)
// against option_bound() before generating, so a component with a huge
// option list errs at once instead of building it.
Result<bool> MisereSearch::expand(std::uint32_t id) {
  if (components_[id].expanded) return true;
  const std::uint64_t bound = components_[id].game->option_bound();
  const std::uint64_t per_option = std::uint64_t{components_[id].name_bytes} + kOptionSteps;
  if (bound > limits::max_misere_work / per_option) return too_much_work();
  SG_TRY(ok, spend(bound * per_option));
  (void)ok;
  std::vector<Move> moves = components_[id].game->moves();
  std::vector<std::uint32_t> options;
  options.reserve(moves.size());
  for (Move& m : moves) options.push_back(intern(std::move(m.to)));  // may grow components_
  std::sort(options.begin(), options.end());
  options.erase(std::unique(options.begin(), options.end()), options.end());
  Interned& e = components_[id];
  e.options = std::move(options);
  e.expanded = true;
  e.game.reset();
  return true;
}

Result<bool> MisereSearch::next_player_wins(const Sum& root) {
  if (failure_) return *failure_;
  auto result = search(root);
  if (!result.ok()) failure_ = result.error();  // positions left on the stack are undecided
  return result;
}

// Out of line and called once per step, not inlined into search(): V8 runs
// a WebAssembly call to its end on the code it started with, and search()
// is called once per analysis, so a loop inside it would run all its
// millions of steps on the baseline compiler's code (CMakeLists.txt).
[[gnu::noinline]] MisereSearch::Step MisereSearch::advance(std::vector<Frame>& stack,
                                                         std::vector<std::uint32_t>& child) {
  Frame& f = stack.back();
  // The parent's ids and the child's buffer through plain pointers: a store
  // through a vector's push_back may alias any of its fields, and the WASM
  // build then reloads them all after every id. The table's arena moves
  // only when a position is inserted, and this returns right after that.
  const std::span<const std::uint32_t> key = table_.key(f.position);
  const std::uint32_t* const parent = key.data();
  const auto size = static_cast<std::uint32_t>(key.size());
  child.resize(size);
  std::uint32_t* const out = child.data();
  for (; f.slot < size; ++f.slot, f.option = 0) {
    const std::uint32_t c = parent[f.slot];
    if (f.slot > 0 && parent[f.slot - 1] == c) continue;  // the same options again
    if (!components_[c].expanded) {
      if (auto expanded = expand(c); !expanded.ok()) return fail(expanded.error());
    }
    const std::vector<std::uint32_t>& options = components_[c].options;
    for (; f.option < options.size(); ++f.option) {
      f.has_option = true;
      const std::uint32_t to = options[f.option];
      if (!charge(size)) return fail(too_much_work());
      // The child: the parent without this component, with its option
      // (unless terminal) inserted in order.
      std::uint32_t n = 0;
      bool placed = to == kGone;
      for (std::uint32_t j = 0; j < size; ++j) {
        if (j == f.slot) continue;
        if (!placed && to <= parent[j]) out[n++] = to, placed = true;
        out[n++] = parent[j];
      }
      if (!placed) out[n++] = to;
      const std::span<const std::uint32_t> child_key(out, n);
      const std::uint64_t h = MultisetTable::hash_of(child_key);
      const std::uint32_t at = table_.find(child_key, h);
      if (at == MultisetTable::npos) {
        if (table_.size() >= limits::max_search_positions) return fail(too_many_positions());
        if (!charge(kKeptStepsPerId * n)) return fail(too_much_work());
        const std::uint32_t index = table_.insert(child_key, h, kOnStack);
        stack.push_back(Frame{index});  // `f` may dangle now; it resumes when on top again
        return Step::descended;
      }
      if (table_.state(at) == kOnStack)
        return fail(error_of(Msg::misere_cycles));
      if (table_.state(at) == kLoses) {  // a move to a P position
        table_.set_state(f.position, kWins);
        return Step::decided;
      }
    }
  }
  // Misère: with no move at all, the player to move has already won.
  table_.set_state(f.position, f.has_option ? kLoses : kWins);
  return Step::decided;
}

Result<bool> MisereSearch::search(const Sum& root) {
  std::vector<std::uint32_t> key;
  for (const auto& c : root)
    if (const std::uint32_t id = intern(c->clone()); id != kGone) key.push_back(id);
  std::sort(key.begin(), key.end());
  SG_TRY(charged, spend(key.size() + 1));
  (void)charged;
  std::uint64_t h = MultisetTable::hash_of(key);
  if (const std::uint32_t at = table_.find(key, h); at != MultisetTable::npos) return table_.state(at) == kWins;
  if (table_.size() >= limits::max_search_positions) return too_many_positions();
  SG_TRY(kept, spend(kKeptStepsPerId * key.size()));
  (void)kept;
  const std::uint32_t root_index = table_.insert(key, h, kOnStack);

  std::vector<Frame> stack{Frame{root_index}};
  std::vector<std::uint32_t> child;
  // Progress (its steps over their cap) to the caller's scope, which may cancel.
  for (std::uint32_t turns = 0; !stack.empty();) {
    if ((++turns & 4095) == 0 &&
        !report_search_progress(static_cast<double>(work_) / static_cast<double>(limits::max_misere_work)))
      return error_of(Msg::computation_cancelled);
    const Step step = advance(stack, child);
    if (step == Step::failed) return *failure_;
    if (step == Step::decided) stack.pop_back();
  }
  return table_.state(root_index) == kWins;
}

}  // namespace sg
