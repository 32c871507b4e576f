#include "families/boards/cram/cram_value.hpp"

#include <algorithm>
#include <bit>

#include "families/boards/board_limits.hpp"
#include "sg/search_progress.hpp"

namespace sg {

namespace {

std::uint64_t mix(std::uint64_t x) {
  x = (x ^ (x >> 31)) * 0x7FB5D329728EA185ULL;
  return x ^ (x >> 27);
}

}  // namespace

CramTestTable& cram_test_table() {
  static CramTestTable table;
  return table;
}

std::optional<Nimber> CramValueSearch::value(std::uint64_t region) {
  const Nimber v = value_of(region);
  if (stop() != SearchStop::none) return std::nullopt;
  return v;
}

std::uint64_t CramValueSearch::bytes() const { return std::uint64_t{table_.capacity()} * sizeof(Entry); }

bool CramValueSearch::charge(std::uint64_t steps) {
  work_ += steps;
  if (work() > caps_.work) stop_ = SearchStop::work;
  return !stopped();
}

Nimber CramValueSearch::value_of(std::uint64_t r) {
  if (by_full(r)) {
    const auto v = full_.value(r);
    if (!v) stop_ = full_.stop();
    else charge(0);  // the full search's steps count against the same cap
    return v.value_or(0);
  }
  const std::uint64_t key = game_.placed(r);
  if (const std::uint32_t* known = find(key, 0)) return *known;
  for (Nimber v = 0;; ++v) {
    if (is(r, v)) return v;
    if (stopped()) return 0;
  }
}

void CramValueSearch::options_of(std::uint64_t r, std::vector<Option>& out) {
  std::vector<std::uint64_t> left;
  game_.each_option(r, left, [&]() {
    if (!charge(1 + left.size())) return false;
    Option o;
    std::uint64_t large[32];
    std::uint32_t n = 0;
    for (std::uint64_t p : left) {
      if (by_full(p)) o.x ^= value_of(p);
      else if (const std::uint32_t* known = find(game_.placed(p), 0)) o.x ^= *known;
      else large[n++] = p;
      if (stopped()) return false;
    }
    if (n == 1) o.large = large[0];
    else
      for (std::uint32_t i = 0; i < n; ++i) {
        o.x ^= value_of(large[i]);
        if (stopped()) return false;
      }
    out.push_back(o);
    return true;
  });
  if (stopped()) return;
  // Smaller large regions first: their tests are the cheaper witnesses.
  std::stable_sort(out.begin(), out.end(), [](const Option& a, const Option& b) {
    return std::popcount(a.large) < std::popcount(b.large);
  });
}

bool CramValueSearch::is(std::uint64_t r, Nimber v) {
  const std::uint64_t key = game_.placed(r);
  if (const std::uint32_t* known = find(key, 0)) return *known == v;
  if (v > game_.option_count(r)) return false;
  if (const std::uint32_t* known = find(key, static_cast<std::uint32_t>(v) + 1)) return *known != 0;
  ++tests_;
  if (!charge(1)) return false;
  if ((tests_ & 1023) == 0) {
    const double steps = static_cast<double>(work()) / static_cast<double>(caps_.work);
    const double room = static_cast<double>(bytes()) / static_cast<double>(caps_.bytes);
    if (!report_search_progress(steps > room ? steps : room)) {
      stop_ = SearchStop::cancelled;
      return false;
    }
  }
  // Regenerated for each test: caching them per region (x, large region)
  // saved 5% of the steps of 5 x 7 but no time (docs/performance.md).
  std::vector<Option> options;
  options_of(r, options);
  if (stopped()) return false;
  bool answer = true;
  std::uint64_t seen = 0;  // bit u: some option has value u (u < v, v < 64 on a 64-cell board)
  // Known option values first: free witnesses either way.
  for (const Option& o : options) {
    if (o.large) continue;
    if (o.x == v) answer = false;
    else if (o.x < v) seen |= std::uint64_t{1} << o.x;
  }
  for (std::size_t i = 0; answer && i < options.size(); ++i) {
    const Option o = options[i];
    if (o.large && option_is(o, v)) answer = false;
    if (stopped()) return false;
  }
  for (Nimber u = 0; answer && u < v; ++u) {
    if ((seen >> u) & 1) continue;
    bool found = false;
    for (std::size_t i = 0; !found && i < options.size(); ++i) {
      const Option o = options[i];
      if (o.large) found = option_is(o, u);
      if (stopped()) return false;
    }
    answer = found;
  }
  if (answer) insert(key, 0, static_cast<std::uint32_t>(v));
  else insert(key, static_cast<std::uint32_t>(v) + 1, 0);
  return answer && !stopped();
}

const std::uint32_t* CramValueSearch::find(std::uint64_t key, std::uint32_t tag) const {
  if (table_.empty()) return nullptr;
  const std::uint64_t mask = table_.size() - 1;
  for (std::uint64_t i = mix(key + tag * 0x9E3779B97F4A7C15ULL) & mask;; i = (i + 1) & mask) {
    const Entry& e = table_[static_cast<std::size_t>(i)];
    if (e.key == key && e.tag == tag) return &e.value;
    if (e.key == 0) return nullptr;
  }
}

bool CramValueSearch::insert(std::uint64_t key, std::uint32_t tag, std::uint32_t value) {
  if ((count_ + 1) * 2 > table_.size()) {
    const std::uint64_t grown = table_.empty() ? 4096 : 2 * std::uint64_t{table_.size()};
    // Checked before it grows: the old table and the new one live at once.
    if ((grown + table_.size()) * sizeof(Entry) > caps_.bytes) {
      stop_ = SearchStop::full;
      return false;
    }
    std::vector<Entry> old = std::move(table_);
    table_.assign(static_cast<std::size_t>(grown), Entry{});
    count_ = 0;
    for (const Entry& e : old)
      if (e.key) place(e.key, e.tag, e.value);
  }
  place(key, tag, value);
  return true;
}

void CramValueSearch::place(std::uint64_t key, std::uint32_t tag, std::uint32_t value) {
  const std::uint64_t mask = table_.size() - 1;
  std::uint64_t i = mix(key + tag * 0x9E3779B97F4A7C15ULL) & mask;
  while (table_[static_cast<std::size_t>(i)].key != 0 &&
         !(table_[static_cast<std::size_t>(i)].key == key && table_[static_cast<std::size_t>(i)].tag == tag))
    i = (i + 1) & mask;
  if (table_[static_cast<std::size_t>(i)].key == 0) ++count_;
  table_[static_cast<std::size_t>(i)] = Entry{key, tag, value};
}

Result<std::vector<Nimber>> values_by_tests(const CramSearchGame& game, const std::vector<std::uint64_t>& regions,
                                            const std::string& what, std::uint32_t full_cells, CramTestCaps caps) {
  BoardMemo& memo = board_memo();
  for (;;) {
    const bool fresh = memo.size() == 0 && (cram_test_table().count == 0 || cram_test_table().cols != game.geometry.cols);
    ComponentSearch<CramSearchGame> full(game, memo, board_limits::max_states);
    CramValueSearch tests(game, full, full_cells, caps);
    std::vector<Nimber> values;
    for (std::uint64_t r : regions) {
      const auto v = tests.value(r);
      if (!v) break;
      values.push_back(*v);
    }
    const SearchStop stop = tests.stop();
    if (stop == SearchStop::none) return values;
    if (tests.tables_full() && fresh)
      return too_large(Text{Msg::cram_tests_too_large, {{"position", what}, {"mib", caps.bytes >> 20}}},
                       "maxCramTestBytes");
    // Only a full memo or table may be the earlier searches' doing.
    if (stop != SearchStop::full || fresh) return search_stop_error(stop, what, full.deepest());
    memo.clear();
    cram_test_table().clear();
  }
}

}  // namespace sg
