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

#include <cstdint>
#include <optional>
#include <vector>

#include "families/boards/component_search.hpp"
#include "families/boards/cram_board.hpp"

namespace sg {

class CramValueSearch {
 public:
  CramValueSearch(const CramSearchGame& game, ComponentSearch<CramSearchGame>& full, std::uint32_t full_cells)
      : game_(game), full_(full), full_cells_(full_cells) {}

  // G(region); nullopt when the full search stopped (its stop() says why).
  std::optional<Nimber> value(std::uint64_t region) {
    const Nimber v = value_of(region);
    if (stopped_) return std::nullopt;
    return v;
  }
  std::uint64_t tests() const { return count_; }

 private:
  struct Option {
    Nimber x = 0;               // XOR of the small regions' (and known large) values
    std::uint64_t large = 0;    // the one large region of unknown value, or 0
  };

  bool small(std::uint64_t r) const { return static_cast<std::uint32_t>(std::popcount(r)) <= full_cells_; }

  Nimber value_of(std::uint64_t r) {
    if (small(r)) {
      const auto v = full_.value(r);
      if (!v) stopped_ = true;
      return v.value_or(0);
    }
    const std::uint64_t key = game_.placed(r);
    if (const std::uint32_t* known = find(key, 0)) return *known;
    for (Nimber v = 0;; ++v) {
      if (is(r, v)) return v;
      if (stopped_) return 0;
    }
  }

  // The options of r, each reduced to (x, one large region or none).
  void options_of(std::uint64_t r, std::vector<Option>& out) {
    std::vector<std::uint64_t> left;
    game_.each_option(r, left, [&]() {
      Option o;
      std::vector<std::uint64_t> large;
      for (std::uint64_t p : left) {
        if (small(p)) o.x ^= value_of(p);
        else if (const std::uint32_t* known = find(game_.placed(p), 0)) o.x ^= *known;
        else large.push_back(p);
        if (stopped_) return false;
      }
      if (large.size() == 1) o.large = large[0];
      else
        for (std::uint64_t p : large) {
          o.x ^= value_of(p);
          if (stopped_) return false;
        }
      out.push_back(o);
      return true;
    });
  }

  // Does the option have value w?
  bool option_is(const Option& o, Nimber w) { return o.large ? is(o.large, w ^ o.x) : o.x == w; }

  // G(r) = v? (r large)
  bool is(std::uint64_t r, Nimber v) {
    const std::uint64_t key = game_.placed(r);
    if (const std::uint32_t* known = find(key, 0)) return *known == v;
    if (v > game_.option_count(r)) return false;
    if (const std::uint32_t* known = find(key, static_cast<std::uint32_t>(v) + 1)) return *known != 0;
    std::vector<Option> options;
    options_of(r, options);
    if (stopped_) return false;
    bool answer = true;
    std::uint64_t seen = 0;  // bit u: some option has value u (u < v, v < 64 on a 64-cell board)
    // Known option values first: free witnesses either way.
    for (const Option& o : options)
      if (!o.large) {
        if (o.x == v) answer = false;
        else if (o.x < v) seen |= std::uint64_t{1} << o.x;
      }
    for (std::size_t i = 0; answer && i < options.size(); ++i)
      if (options[i].large && option_is(options[i], v)) answer = false;
    for (Nimber u = 0; answer && u < v; ++u) {
      if ((seen >> u) & 1) continue;
      bool found = false;
      for (std::size_t i = 0; !found && i < options.size(); ++i)
        if (options[i].large) found = option_is(options[i], u);
      if (stopped_) return false;
      answer = found;
    }
    if (stopped_) return false;
    if (answer) insert(key, 0, static_cast<std::uint32_t>(v));
    else insert(key, static_cast<std::uint32_t>(v) + 1, 0);
    return answer;
  }

  const CramSearchGame& game_;
  ComponentSearch<CramSearchGame>& full_;
  std::uint32_t full_cells_;
  bool stopped_ = false;
  // Open addressing on (region, tag): tag 0 holds its value, tag v + 1
  // the answer "G = v?" (0 for no); key 0 marks a free slot.
  struct Entry {
    std::uint64_t key = 0;
    std::uint32_t tag = 0, value = 0;
  };
  static std::uint64_t mix(std::uint64_t x) {
    x = (x ^ (x >> 31)) * 0x7FB5D329728EA185ULL;
    return x ^ (x >> 27);
  }
  const std::uint32_t* find(std::uint64_t key, std::uint32_t tag) const {
    if (table_.empty()) return nullptr;
    const std::uint64_t mask = table_.size() - 1;
    for (std::uint64_t i = mix(key + tag * 0x9E3779B97F4A7C15ULL) & mask;; i = (i + 1) & mask) {
      if (table_[i].key == key && table_[i].tag == tag) return &table_[i].value;
      if (table_[i].key == 0) return nullptr;
    }
  }
  void insert(std::uint64_t key, std::uint32_t tag, std::uint32_t value) {
    if ((count_ + 1) * 2 > table_.size()) {
      std::vector<Entry> old = std::move(table_);
      table_.assign(old.empty() ? 4096 : old.size() * 2, Entry{});
      count_ = 0;
      for (const Entry& e : old)
        if (e.key) insert(e.key, e.tag, e.value);
    }
    const std::uint64_t mask = table_.size() - 1;
    std::uint64_t i = mix(key + tag * 0x9E3779B97F4A7C15ULL) & mask;
    while (table_[i].key != 0 && !(table_[i].key == key && table_[i].tag == tag)) i = (i + 1) & mask;
    if (table_[i].key == 0) ++count_;
    table_[i] = Entry{key, tag, value};
  }
  std::vector<Entry> table_;
  std::uint64_t count_ = 0;
};

}  // namespace sg
