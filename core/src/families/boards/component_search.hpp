#pragma once
// The search the board families share (Node Kayles, Cram, Chomp): the SG
// value of a game that falls apart into independent components.
//
//   G(position)  = XOR of G(c) over its components c   (Sprague-Grundy theorem)
//   G(component) = mex { G(c after m) : m a move of c }, memoised by c's
//                  canonical key (board_memo), so that every component met
//                  again, in any place or orientation, is looked up
//
// A Game (one per family) supplies:
//   using Piece;                                  one component
//   void key(const Piece&, std::string& out)      appends its canonical key, equal for
//                                                 components with isomorphic game trees
//                                                 (or key(const Piece&, MemoKey& out));
//                                                 may return its work (std::uint64_t)
//   std::uint32_t option_count(const Piece&)      its number of moves
//   std::uint32_t depth_bound(const Piece&)       at least the longest play from it
//   bool each_option(const Piece&, std::vector<Piece>& left, F f)
//                                                 per move: `left` = the components
//                                                 the move leaves (those without a
//                                                 move may be left out), then f();
//                                                 stops early when f() is false
//   std::optional<Nimber> closed_form(const Piece&)  optional, a value without search
//   std::uint64_t placed(const Piece&)            optional, the component as a set of
//                                                 cells or vertices of this board (never 0):
//                                                 a cache keyed by it skips the canonical
//                                                 key of a component met again in place
//
// The search stops at the memo's caps, at board_limits::max_board_work
// steps (one per option, plus one per component it leaves), or when the
// caller cancels (search_progress.hpp); a piece whose plays may be longer
// than board_limits::max_search_depth is refused before any search, since
// the search recurses once per move (the call stack must not grow with the
// input). Every 1024 new states it reports the larger of its states over
// `bound`, the most it may add (the cap, or the states a Chomp diagram can
// reach), and its steps over their cap: how far it may still go, not a
// forecast (most searches end well before their bound, and a depth-first
// search cannot tell how much of its tree is left).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "families/boards/board_limits.hpp"
#include "families/boards/board_memo.hpp"
#include "sg/result.hpp"
#include "sg/search_progress.hpp"
#include "sg/value.hpp"

namespace sg {

enum class SearchStop : std::uint8_t { none, full, cancelled, work, deep };

// The message of a stopped search of `what` (a component's notation);
// `depth`: the play length that refused it (SearchStop::deep).
Error search_stop_error(SearchStop stop, const std::string& what, std::uint64_t depth = 0);

template <class Game>
class ComponentSearch {
 public:
  using Piece = typename Game::Piece;

  ComponentSearch(const Game& game, BoardMemo& memo, std::uint64_t bound)
      : game_(game), memo_(memo), bound_(bound ? bound : 1), first_insert_(memo.counters.inserts) {}

  // G(piece); nullopt when stopped.
  std::optional<Nimber> value(const Piece& piece) {
    // One frame per level of the recursion, all made now: frames are used
    // by reference across the recursive calls, so they must never move.
    const std::uint64_t bound = game_.depth_bound(piece);
    if (bound > board_limits::max_search_depth) {
      stop_ = SearchStop::deep;
      deepest_ = bound;
      return std::nullopt;
    }
    const std::size_t levels = static_cast<std::size_t>(bound) + 1;
    if (frames_.size() < levels) {
      frames_.clear();
      frames_.resize(levels);
    }
    const Nimber v = solve(piece, 0);
    if (stop_ != SearchStop::none) return std::nullopt;
    return v;
  }
  SearchStop stop() const { return stop_; }
  std::uint64_t deepest() const { return deepest_; }  // the refused play length (SearchStop::deep)
  std::uint64_t work() const { return work_; }        // steps so far, against max_board_work
  // A search run inside another (cram_value.hpp) leaves progress and
  // cancel to it, so that the caller sees one rising fraction.
  void leave_progress_to_caller() { reports_ = false; }

 private:
  // The placed cache: open addressing on the 64-bit set, key 0 free.
  struct Placed {
    std::uint64_t set = 0;
    std::uint32_t value = 0;
  };
  static std::uint64_t mix(std::uint64_t x) {
    x = (x ^ (x >> 31)) * 0x7FB5D329728EA185ULL;
    return x ^ (x >> 27);
  }
  const std::uint32_t* placed_find(std::uint64_t set) const {
    if (placed_.empty()) return nullptr;
    const std::uint64_t mask = placed_.size() - 1;
    for (std::uint64_t i = mix(set) & mask;; i = (i + 1) & mask) {
      if (placed_[i].set == set) return &placed_[i].value;
      if (placed_[i].set == 0) return nullptr;
    }
  }
  void placed_insert(std::uint64_t set, Nimber value) {
    if ((placed_count_ + 1) * 2 > placed_.size()) {
      if (placed_count_ >= board_limits::max_placed_entries) return;
      std::vector<Placed> old = std::move(placed_);
      placed_.assign(old.empty() ? 4096 : old.size() * 2, Placed{});
      placed_count_ = 0;
      for (const Placed& p : old)
        if (p.set) placed_insert(p.set, p.value);
    }
    const std::uint64_t mask = placed_.size() - 1;
    std::uint64_t i = mix(set) & mask;
    while (placed_[i].set != 0 && placed_[i].set != set) i = (i + 1) & mask;
    if (placed_[i].set == 0) ++placed_count_;
    placed_[i] = Placed{set, static_cast<std::uint32_t>(value)};
  }

  static constexpr bool kMemoKey = requires(const Game& g, const Piece& p, MemoKey& k) { g.key(p, k); };
  struct Frame {
    std::conditional_t<kMemoKey, MemoKey, std::string> key;
    std::vector<Piece> left;
    std::vector<std::uint8_t> seen;
  };

  Nimber solve(const Piece& piece, std::size_t depth) {
    if constexpr (requires { game_.placed(piece); }) {
      const std::uint64_t set = game_.placed(piece);
      if (const std::uint32_t* v = placed_find(set)) return *v;
      const Nimber v = solve_anew(piece, depth);
      if (stop_ == SearchStop::none) placed_insert(set, v);
      return v;
    } else {
      return solve_anew(piece, depth);
    }
  }

  Nimber solve_anew(const Piece& piece, std::size_t depth) {
    if constexpr (requires { game_.closed_form(piece); })
      if (const std::optional<Nimber> known = game_.closed_form(piece)) return *known;
    Frame& f = frames_[depth];
    f.key.clear();
    // A key that costs more than a step (a graph's certificate) returns its
    // work and is paid for, so that the work cap bounds its time too.
    if constexpr (std::is_void_v<decltype(game_.key(piece, f.key))>) game_.key(piece, f.key);
    else work_ += game_.key(piece, f.key);
    std::string_view key;
    if constexpr (kMemoKey) key = f.key.view();
    else key = f.key;
    if (const std::uint32_t* v = memo_.find(key)) return *v;
    const std::uint32_t count = game_.option_count(piece);
    f.seen.assign(count + std::size_t{1}, 0);
    game_.each_option(piece, f.left, [&]() {
      work_ += 1 + f.left.size();
      if (work_ > board_limits::max_board_work) {
        stop_ = SearchStop::work;
        return false;
      }
      Nimber x = 0;
      for (const Piece& p : f.left) {
        x ^= solve(p, depth + 1);
        if (stop_ != SearchStop::none) return false;
      }
      if (x <= count) f.seen[static_cast<std::size_t>(x)] = 1;
      return true;
    });
    if (stop_ != SearchStop::none) return 0;
    Nimber m = 0;
    while (f.seen[static_cast<std::size_t>(m)]) ++m;
    if (!memo_.insert(key, static_cast<std::uint32_t>(m))) {
      stop_ = SearchStop::full;
      return 0;
    }
    const std::uint64_t added = memo_.counters.inserts - first_insert_;
    if (reports_ && (added & 1023) == 0) {
      const double states = static_cast<double>(added) / static_cast<double>(bound_);
      const double steps = static_cast<double>(work_) / static_cast<double>(board_limits::max_board_work);
      if (!report_search_progress(states > steps ? states : steps)) stop_ = SearchStop::cancelled;
    }
    return m;
  }

  const Game& game_;
  BoardMemo& memo_;
  std::vector<Frame> frames_;
  std::vector<Placed> placed_;
  std::uint64_t placed_count_ = 0;
  SearchStop stop_ = SearchStop::none;
  bool reports_ = true;
  std::uint64_t bound_, first_insert_;
  std::uint64_t work_ = 0, deepest_ = 0;
};

// The values of `pieces` (the components of one position) by one search.
// When the memo fills up while it holds states of earlier searches, it is
// emptied and the search starts again, so that whether a position is too
// large depends on the position alone.
template <class Game>
Result<std::vector<Nimber>> search_values(const Game& game, const std::vector<typename Game::Piece>& pieces,
                                          const std::string& what, std::uint64_t bound = board_limits::max_states) {
  BoardMemo& memo = board_memo();
  for (;;) {
    const bool fresh = memo.size() == 0;
    ComponentSearch<Game> search(game, memo, bound);
    std::vector<Nimber> values;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
      const auto v = search.value(pieces[i]);
      if (!v) break;
      values.push_back(*v);
    }
    if (search.stop() == SearchStop::none) return values;
    // Only a full memo may be the earlier searches' doing.
    if (search.stop() != SearchStop::full || fresh) return search_stop_error(search.stop(), what, search.deepest());
    memo.clear();
  }
}

}  // namespace sg
