#include "compounds/game_measures.hpp"

#include <algorithm>
#include <memory>
#include <unordered_set>
#include <vector>

#include "notation/text_scan.hpp"
#include "sg/limits.hpp"

namespace sg {

Result<Measures> MeasureSearch::measure(const Component& root) {
  // keys[k] is the canonical key of options[k], computed once when the
  // frame first reaches it (and reused when the frame's measures combine).
  struct Frame {
    std::string key;
    std::vector<Move> options;
    std::vector<std::string> keys;
    std::size_t next = 0;
  };
  auto expand = [](const Component& c) -> Result<std::vector<Move>> {
    if (c.option_bound() > limits::max_search_positions)
      return too_large(Text{Msg::measure_too_many_options, {{"position", clipped(c.notation(), 60)}, {"limit", limits::max_search_positions}}}, "maxSearchPositions");
    return c.moves();
  };
  std::string root_key = root.canonical_key();
  if (auto it = memo_.find(root_key); it != memo_.end()) return it->second;
  if (auto r = root.known_remoteness(), s = root.known_suspense(); !misere_ && r && s) return Measures{root.outcome(), *r, *s};
  std::vector<Frame> stack;
  std::unordered_set<std::string> on_stack;
  SG_TRY(root_options, expand(root));
  on_stack.insert(root_key);
  stack.push_back(Frame{root_key, std::move(root_options), {}, 0});
  while (!stack.empty()) {
    Frame& f = stack.back();
    bool descended = false;
    while (f.next < f.options.size()) {
      const Component& child = *f.options[f.next].to;
      f.keys.push_back(child.canonical_key());
      const std::string& ck = f.keys.back();
      if (memo_.count(ck)) {
        ++f.next;
        continue;
      }
      if (auto r = child.known_remoteness(), s = child.known_suspense(); !misere_ && r && s) {
        memo_.emplace(ck, Measures{child.outcome(), *r, *s});
        ++f.next;
        continue;
      }
      if (on_stack.count(ck))
        return error_of(Text{Msg::measure_cycles, {{"position", clipped(child.notation(), 60)}}});
      const std::uint64_t budget = budget_ ? budget_ : limits::max_search_positions;
      if (memo_.size() >= budget)
        return too_large(Text{Msg::measure_too_many_positions, {{"limit", budget}}}, "maxSearchPositions");
      SG_TRY(options, expand(child));
      on_stack.insert(ck);
      ++f.next;  // its key is in f.keys; it is measured when its frame pops
      stack.push_back(Frame{ck, std::move(options), {}, 0});
      descended = true;
      break;
    }
    if (descended) continue;
    // Every option is measured: combine them by the definitions above.
    Measures m;
    bool any_p = false;
    std::uint64_t min_p_rem = UINT64_MAX, max_p_susp = 0, max_rem = 0, min_susp = UINT64_MAX;
    for (const std::string& k : f.keys) {
      const Measures& c = memo_.at(k);
      if (c.outcome == Outcome::P) {
        any_p = true;
        min_p_rem = std::min(min_p_rem, c.remoteness);
        max_p_susp = std::max(max_p_susp, c.suspense);
      }
      max_rem = std::max(max_rem, c.remoteness);
      min_susp = std::min(min_susp, c.suspense);
    }
    if (f.options.empty()) {
      m = Measures{misere_ ? Outcome::N : Outcome::P, 0, 0};
    } else if (any_p) {
      m = Measures{Outcome::N, 1 + min_p_rem, 1 + max_p_susp};
    } else {
      m = Measures{Outcome::P, 1 + max_rem, 1 + min_susp};
    }
    on_stack.erase(f.key);
    memo_.emplace(std::move(f.key), m);
    stack.pop_back();
  }
  return memo_.at(root_key);
}

}  // namespace sg
