#include "compounds/game_measures.hpp"

#include <algorithm>
#include <memory>
#include <optional>
#include <unordered_set>
#include <vector>

#include "notation/text_scan.hpp"
#include "sg/limits.hpp"
#include "sg/search_progress.hpp"

namespace sg {

namespace {

// A memo entry: its key's bytes plus the hash node, the string and a bucket.
constexpr std::uint64_t kMemoEntryBytes = 96;

// One open position: its options, each keyed once, and the order in which
// the unmeasured ones are visited. Options with fewer moves first: from
// `nim 4000` the search then measures nim 1, nim 2, ... each from measured
// options, and the stack stays two deep instead of 4000.
struct Frame {
  std::string key;
  std::vector<std::unique_ptr<Component>> children;  // reset once measured
  std::vector<std::string> keys;
  std::vector<std::uint32_t> order;
  std::size_t next = 0;
  std::uint64_t bytes = 0;  // paid for its options, returned when it closes
};

Measures combine(bool misere, const Frame& f, const std::unordered_map<std::string, Measures>& memo) {
  if (f.keys.empty()) return Measures{misere ? Outcome::N : Outcome::P, 0, 0};
  bool any_p = false;
  std::uint64_t min_p_rem = UINT64_MAX, max_p_susp = 0, max_rem = 0, min_susp = UINT64_MAX;
  for (const std::string& k : f.keys) {
    const Measures& c = memo.at(k);
    if (c.outcome == Outcome::P) {
      any_p = true;
      min_p_rem = std::min(min_p_rem, c.remoteness);
      max_p_susp = std::max(max_p_susp, c.suspense);
    }
    max_rem = std::max(max_rem, c.remoteness);
    min_susp = std::min(min_susp, c.suspense);
  }
  return any_p ? Measures{Outcome::N, 1 + min_p_rem, 1 + max_p_susp} : Measures{Outcome::P, 1 + max_rem, 1 + min_susp};
}

}  // namespace

MeasureSearch::MeasureSearch(bool misere, std::uint64_t budget, std::uint64_t work)
    : misere_(misere),
      budget_(budget ? budget : limits::max_search_positions),
      work_budget_(work ? work : limits::max_measure_work) {}

Result<Measures> MeasureSearch::measure(const Component& root) {
  const auto known = [this](const Component& c) -> std::optional<Measures> {
    if (misere_) return std::nullopt;
    const auto r = c.known_remoteness(), s = c.known_suspense();
    if (r && s) return Measures{c.outcome(), *r, *s};
    return std::nullopt;
  };
  std::string root_key = root.canonical_key();
  if (auto it = memo_.find(root_key); it != memo_.end()) return it->second;
  if (auto m = known(root)) return *m;

  std::vector<Frame> stack;
  std::unordered_set<std::string> on_stack;
  std::uint64_t open_bytes = 0;
  // Pays for c's options, then builds and keys them: nothing is built past a cap.
  const auto open = [&](const Component& c, std::string key) -> std::optional<Error> {
    const std::uint64_t bound = c.option_bound();
    if (bound > limits::max_search_positions)
      return too_large(Text{Msg::measure_too_many_options, {{"position", clipped(c.notation(), 60)}, {"limit", limits::max_search_positions}}},
                       "maxSearchPositions");
    if (memo_.size() + stack.size() >= budget_)
      return too_large(Text{Msg::measure_too_many_positions, {{"limit", budget_}}}, "maxSearchPositions");
    const std::uint64_t cost = bound * limits::measure_option_cost(c.notation().size());
    if (work_ + cost > work_budget_)
      return too_large(Text{Msg::measure_too_much_work, {{"limit", work_budget_}}}, "maxMeasureWork");
    if (open_bytes + memo_bytes_ + cost > limits::max_measure_bytes)
      return too_large(Text{Msg::measure_too_much_memory, {{"limit", limits::max_measure_bytes}}}, "maxMeasureBytes");
    work_ += cost;
    if ((++expansions_ & 63) == 0 &&
        !report_search_progress(static_cast<double>(work_) / static_cast<double>(work_budget_)))
      return error_of(Msg::computation_cancelled);
    Frame f;
    f.key = std::move(key);
    f.bytes = cost;
    std::vector<std::uint64_t> bounds;
    for (Move& m : c.moves()) {
      f.keys.push_back(m.to->canonical_key());
      bounds.push_back(m.to->option_bound());
      f.children.push_back(std::move(m.to));
    }
    f.order.resize(f.children.size());
    for (std::uint32_t i = 0; i < f.order.size(); ++i) f.order[i] = i;
    std::stable_sort(f.order.begin(), f.order.end(), [&](std::uint32_t a, std::uint32_t b) { return bounds[a] < bounds[b]; });
    open_bytes += cost;
    on_stack.insert(f.key);
    stack.push_back(std::move(f));
    return std::nullopt;
  };

  if (auto e = open(root, root_key)) return *e;
  while (!stack.empty()) {
    Frame& f = stack.back();
    bool descended = false;
    while (f.next < f.order.size()) {
      const std::uint32_t i = f.order[f.next];
      const std::string& ck = f.keys[i];
      if (memo_.count(ck)) {
        f.children[i].reset();
        ++f.next;
        continue;
      }
      const Component& child = *f.children[i];
      if (auto m = known(child)) {
        memo_bytes_ += ck.size() + kMemoEntryBytes;
        memo_.emplace(ck, *m);
        f.children[i].reset();
        ++f.next;
        continue;
      }
      if (on_stack.count(ck))
        return error_of(Text{Msg::measure_cycles, {{"position", clipped(child.notation(), 60)}}});
      ++f.next;  // measured when its frame closes
      const std::unique_ptr<Component> next = std::move(f.children[i]);
      if (auto e = open(*next, ck)) return *e;  // f may have moved: not used below
      descended = true;
      break;
    }
    if (descended) continue;
    const Measures m = combine(misere_, f, memo_);
    on_stack.erase(f.key);
    open_bytes -= f.bytes;
    memo_bytes_ += f.key.size() + kMemoEntryBytes;
    memo_.emplace(std::move(f.key), m);
    stack.pop_back();
  }
  return memo_.at(root_key);
}

}  // namespace sg
