#pragma once
// A large Cram region's value by tests "G(R) = v?" instead of every
// option's full value (as Uiterwijk's Cram solvers search G + *v):
//
//   G(R) = v  iff  no option has value v, and every u < v is an option's value
//
// An option of R leaves regions; the small ones (<= full_cells cells) are
// valued by the full component search and XOR into x, so an option leaving
// one large region B has value v iff G(B) = v ^ x: the same test, one level
// down. A "no" needs one witness (an option of value v, or a missing u), so
// most of the tree under it is never visited. An option leaving two or
// more large regions values each by the same tests.
//
// Caps, as the full search's (component_search.hpp): its steps (one per
// test, one per option generated plus one per region it leaves) and the
// full search's steps together stop at board_limits::max_board_work; its
// table's bytes are checked before it grows (max_cram_test_bytes). It
// reports progress (the larger of the two fractions) to the innermost
// SearchProgressScope every 1024 tests, and stops when that is cancelled.

#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "families/boards/board_limits.hpp"
#include "families/boards/component_search.hpp"
#include "families/boards/cram/cram_board.hpp"

namespace sg {

// The answers of the searches by tests, kept from one to the next: a
// board's options (a move played, or moves listed with their values) are
// valued one after another, and share most of their regions' answers. Open addressing on (region, tag):
// tag 0 holds its value, tag v + 1 the answer "G = v?" (0 for no); key 0
// marks a free slot. A region is keyed by its place (CramSearchGame::
// placed), which depends on the board's width: another width empties it.
struct CramTestTable {
  struct Entry {
    std::uint64_t key = 0;
    std::uint32_t tag = 0, value = 0;
  };
  std::uint32_t cols = 0;
  std::vector<Entry> slots;
  std::uint64_t count = 0;
  void clear() {
    slots = {};
    count = 0;
  }
};
CramTestTable& cram_test_table();

// A search by tests' caps: the engine's, or smaller where a test reaches them.
struct CramTestCaps {
  std::uint64_t work = board_limits::max_board_work;
  std::uint64_t bytes = board_limits::max_cram_test_bytes;
};

class CramValueSearch {
 public:
  // `full` values the regions of up to `full_cells` cells.
  CramValueSearch(const CramSearchGame& game, ComponentSearch<CramSearchGame>& full, std::uint32_t full_cells,
                  CramTestCaps caps = {})
      : game_(game), full_(full), full_cells_(full_cells), caps_(caps), table_(cram_test_table().slots),
        count_(cram_test_table().count) {
    full_.leave_progress_to_caller();
    if (cram_test_table().cols != game.geometry.cols) {
      cram_test_table().clear();
      cram_test_table().cols = game.geometry.cols;
    }
  }

  // G(region); nullopt when stopped (stop() says why).
  std::optional<Nimber> value(std::uint64_t region);
  SearchStop stop() const { return stop_ != SearchStop::none ? stop_ : full_.stop(); }
  // True when its own tables stopped it (max_cram_test_bytes), not the memo.
  bool tables_full() const { return stop_ == SearchStop::full; }
  std::uint64_t tests() const { return tests_; }
  // Its own steps and the full search's.
  std::uint64_t work() const { return work_ + full_.work(); }
  std::uint64_t bytes() const;

 private:
  struct Option {
    std::uint64_t large = 0;  // the one large region of unknown value, or 0
    Nimber x = 0;             // XOR of the small regions' (and known large) values
  };

  // Small, or a path or a cycle (closed forms, however long).
  bool by_full(std::uint64_t r) const {
    return static_cast<std::uint32_t>(std::popcount(r)) <= full_cells_ || game_.closed_form(r).has_value();
  }
  bool stopped() const { return stop_ != SearchStop::none; }
  // Adds steps; false (and stopped) past the cap.
  bool charge(std::uint64_t steps);
  Nimber value_of(std::uint64_t r);
  // The options of r, each reduced to (x, one large region or none),
  // smaller large regions first.
  void options_of(std::uint64_t r, std::vector<Option>& out);
  bool option_is(const Option& o, Nimber w) { return o.large ? is(o.large, w ^ o.x) : o.x == w; }
  bool is(std::uint64_t r, Nimber v);

  using Entry = CramTestTable::Entry;
  const std::uint32_t* find(std::uint64_t key, std::uint32_t tag) const;
  // False (and stopped) when the table would grow past its bytes.
  bool insert(std::uint64_t key, std::uint32_t tag, std::uint32_t value);
  void place(std::uint64_t key, std::uint32_t tag, std::uint32_t value);

  const CramSearchGame& game_;
  ComponentSearch<CramSearchGame>& full_;
  std::uint32_t full_cells_;
  CramTestCaps caps_;
  SearchStop stop_ = SearchStop::none;
  std::uint64_t tests_ = 0, work_ = 0;
  std::vector<Entry>& table_;
  std::uint64_t& count_;
};

// The values of a board's regions by one search by tests, regions of up to
// `full_cells` cells by the full search; as search_values (component_search
// .hpp), a memo that fills while it holds earlier searches' states is
// emptied and the search run again. `what` names the board in errors.
Result<std::vector<Nimber>> values_by_tests(const CramSearchGame& game, const std::vector<std::uint64_t>& regions,
                                            const std::string& what, std::uint32_t full_cells, CramTestCaps caps = {});

}  // namespace sg
