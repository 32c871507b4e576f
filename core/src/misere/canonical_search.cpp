#include "misere/canonical_search.hpp"

#include <algorithm>
#include <utility>

#include "sg/search_progress.hpp"

namespace sg {

namespace {

// A position's state in the table: on the DFS stack (met again while on it:
// a cycle), or decided.
enum : std::uint8_t { kOnStack = 0, kWins = 1, kLoses = 2 };

// Keeping a position costs this many steps per id in it, so the budget also
// bounds the table's memory.
constexpr std::uint64_t kKeptStepsPerId = 8;

Error too_much_work() {
  return too_large(Text{Msg::misere_too_much_work, {{"limit", limits::max_misere_work}}}, "maxMisereWork");
}

}  // namespace

Error CanonicalSearch::too_many_positions() const {
  return too_large(Text{Msg::misere_too_many_positions, {{"limit", max_positions_}}}, "maxSearchPositions");
}

// Out of line and called once per step, not inlined into the loop: V8 runs
// a WebAssembly call to its end on the code it started with, and the loop's
// function is called once per analysis (CMakeLists.txt).
[[gnu::noinline]] CanonicalSearch::Step CanonicalSearch::advance(std::vector<Frame>& stack,
                                                                 std::vector<std::uint32_t>& child) {
  Frame& f = stack.back();
  // The parent's ids through a plain pointer: the table's arena moves only
  // when a position is inserted, and this returns right after that.
  const std::span<const std::uint32_t> key = table_.key(f.position);
  const std::uint32_t* const parent = key.data();
  const auto size = static_cast<std::uint32_t>(key.size());
  for (; f.slot < size; ++f.slot, f.option = 0) {
    const std::uint32_t a = parent[f.slot];
    if (f.slot > 0 && parent[f.slot - 1] == a) continue;  // the same options again
    if (!atoms_.expanded(a)) {
      if (auto expanded = atoms_.expand(a, work_, limits::max_misere_work); !expanded.ok())
        return fail(expanded.error());
    }
    const std::size_t options = atoms_.option_count(a);
    // The search waits on the table's cache misses: each option's child is
    // built, hashed and its slot read one option early, so that its miss
    // overlaps this option's lookup. Charges stay per option, when it is met.
    std::uint32_t ahead_n = 0;
    std::uint64_t ahead_h = 0;
    bool has_ahead = false;
    for (; f.option < options; ++f.option) {
      f.has_option = true;
      const std::span<const std::uint32_t> piece = atoms_.option(a, f.option);
      if (!charge(size + piece.size())) return fail(too_much_work());
      std::uint32_t n = 0;
      std::uint64_t h = 0;
      if (has_ahead) {
        std::swap(child, ahead_);
        n = ahead_n, h = ahead_h;
      } else {
        n = atoms_.child(parent, size, f.slot, piece, child);
        h = MultisetTable::hash_of(std::span<const std::uint32_t>(child.data(), n));
      }
      has_ahead = f.option + 1 < options;
      if (has_ahead) {
        ahead_n = atoms_.child(parent, size, f.slot, atoms_.option(a, f.option + 1), ahead_);
        ahead_h = MultisetTable::hash_of(std::span<const std::uint32_t>(ahead_.data(), ahead_n));
        peeked_ ^= table_.peek(ahead_h);
      }
      const std::span<const std::uint32_t> child_key(child.data(), n);
      if (atoms_.all_tame(child_key)) {  // misère Nim on the genera: no search below
        if (atoms_.tame_wins(child_key)) continue;
        table_.set_state(f.position, kWins);
        return Step::decided;
      }
      if (leaves_) {  // read in the quotient: no search below
        const int p = leaves_->p_of(child_key);
        if (p == 0) continue;
        if (p == 1) {
          table_.set_state(f.position, kWins);
          return Step::decided;
        }
      }
      const std::uint32_t at = table_.find(child_key, h);
      if (at == MultisetTable::npos) {
        if (table_.size() >= max_positions_) return fail(too_many_positions());
        if (!charge(kKeptStepsPerId * n)) return fail(too_much_work());
        const std::uint32_t index = table_.insert(child_key, h, kOnStack);
        stack.push_back(Frame{index});  // `f` may dangle now; it resumes when on top again
        return Step::descended;
      }
      if (table_.state(at) == kOnStack) return fail(error_of(Msg::misere_cycles));
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

Result<bool> CanonicalSearch::next_player_wins(std::vector<std::uint32_t> parts) {
  if (failure_) return *failure_;
  atoms_.normalize(parts);
  if (!charge(parts.size() + 1)) return *(failure_ = too_much_work());
  if (atoms_.all_tame(parts)) return atoms_.tame_wins(parts);
  if (leaves_)
    if (const int p = leaves_->p_of(parts); p >= 0) return p == 0;
  const std::uint64_t h = MultisetTable::hash_of(parts);
  if (const std::uint32_t at = table_.find(parts, h); at != MultisetTable::npos) return table_.state(at) == kWins;
  if (table_.size() >= max_positions_) return *(failure_ = too_many_positions());
  if (!charge(kKeptStepsPerId * parts.size())) return *(failure_ = too_much_work());
  const std::uint32_t root = table_.insert(parts, h, kOnStack);
  std::vector<Frame> stack{Frame{root}};
  std::vector<std::uint32_t> child;
  // Progress (its steps over their cap) to the caller's scope, which may
  // cancel; positions left on the stack make the search unusable after that.
  for (std::uint32_t turns = 0; !stack.empty();) {
    if ((++turns & 4095) == 0 &&
        !report_search_progress(static_cast<double>(work_) / static_cast<double>(limits::max_misere_work)))
      return *(failure_ = error_of(Msg::computation_cancelled));
    const Step step = advance(stack, child);
    if (step == Step::failed) return *failure_;  // positions left on the stack stay undecided
    if (step == Step::decided) stack.pop_back();
  }
  return table_.state(root) == kWins;
}

}  // namespace sg
