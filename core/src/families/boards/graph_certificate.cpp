#include "families/boards/graph_certificate.hpp"

#include <array>
#include <bit>

#include "families/boards/board_limits.hpp"

namespace sg {

namespace {

// An ordered partition: each cell a vertex set. Fixed arrays: a search
// copies one per node of its tree, and the heap is slow for that in WASM.
struct Cells {
  unsigned n = 0;
  std::array<std::uint64_t, 64> cell{};
  void insert_after(unsigned at, std::uint64_t c) {
    for (unsigned i = n; i > at + 1; --i) cell[i] = cell[i - 1];
    cell[at + 1] = c;
    ++n;
  }
};
// The splitters still to use: each refinement pushes its first cell and every
// cell a split makes, so at most 1 + 2 * 64.
struct Queue {
  std::array<std::uint64_t, 130> item{};
  unsigned head = 0, tail = 0;
  void push(std::uint64_t c) { item[tail++] = c; }
};

std::uint64_t bit(unsigned v) { return std::uint64_t{1} << v; }
unsigned lowest(std::uint64_t s) { return static_cast<unsigned>(std::countr_zero(s)); }

class Labeller {
 public:
  Labeller(const std::uint64_t* adj, std::uint64_t vertices)
      : adj_(adj), vertices_(vertices), n_(static_cast<unsigned>(std::popcount(vertices))) {
    for (unsigned v = 0; v < 64; ++v) orbit_[v] = static_cast<std::uint8_t>(v);
  }

  void run() {
    Cells cells;
    cells.cell[cells.n++] = vertices_;
    Queue queue;
    queue.push(vertices_);
    refine(cells, queue);
    search(cells, 0);
  }

  std::uint64_t cost() const { return cost_; }

  void append(std::string& out) const {
    out += static_cast<char>(n_);
    unsigned byte = 0, filled = 0;
    for (unsigned i = 0; i < n_; ++i)
      for (unsigned j = i + 1; j < n_; ++j) {
        byte |= static_cast<unsigned>((best_[i] >> j) & 1) << filled;
        if (++filled == 8) out += static_cast<char>(byte), byte = 0, filled = 0;
      }
    if (filled) out += static_cast<char>(byte);
  }

 private:
  // Splits cells by the number of neighbours their vertices have in each
  // splitter, until no splitter splits anything (an equitable partition).
  // Only cell contents and counts decide, never vertex numbers, so
  // isomorphic graphs are refined alike.
  void refine(Cells& cells, Queue& queue) {
    std::array<unsigned, 64> count{};
    std::array<std::uint64_t, 65> bucket{};
    while (queue.head < queue.tail) {
      const std::uint64_t splitter = queue.item[queue.head++];
      for (unsigned x = 0; x < cells.n; ++x) {
        const std::uint64_t cell = cells.cell[x];
        if ((cell & (cell - 1)) == 0) continue;
        unsigned lo = 64, hi = 0;
        for (std::uint64_t s = cell; s; s &= s - 1) {
          const unsigned v = lowest(s);
          count[v] = static_cast<unsigned>(std::popcount(adj_[v] & splitter));
          ++cost_;
          lo = count[v] < lo ? count[v] : lo;
          hi = count[v] > hi ? count[v] : hi;
        }
        if (lo == hi) continue;
        for (unsigned c = lo; c <= hi; ++c) bucket[c] = 0;
        for (std::uint64_t s = cell; s; s &= s - 1) bucket[count[lowest(s)]] |= s & (~s + 1);
        unsigned at = x;
        bool first = true;
        for (unsigned c = lo; c <= hi; ++c) {
          if (!bucket[c]) continue;
          if (first) cells.cell[at] = bucket[c], first = false;
          else cells.insert_after(at++, bucket[c]);
          queue.push(bucket[c]);
        }
        x = at;
      }
    }
  }

  void search(const Cells& cells, unsigned level) {
    if (leaves_ >= board_limits::max_labelling_leaves) return;
    unsigned target = cells.n;
    int size = 65;
    for (unsigned i = 0; i < cells.n; ++i) {
      const int s = std::popcount(cells.cell[i]);
      if (s > 1 && s < size) size = s, target = i;
    }
    if (target == cells.n) {
      leaf(cells);
      return;
    }
    const std::uint64_t cell = cells.cell[target];
    std::uint64_t tried = 0;
    for (std::uint64_t s = cell; s; s &= s - 1) {
      const unsigned v = lowest(s);
      if (pruned(v, tried, level)) continue;
      tried |= bit(v);
      Cells child = cells;
      cost_ += cells.n;
      child.cell[target] = bit(v);
      child.insert_after(target, cell & ~bit(v));
      Queue queue;
      queue.push(bit(v));
      refine(child, queue);
      search(child, level + 1);
      if (leaves_ >= board_limits::max_labelling_leaves) return;
    }
  }

  bool pruned(unsigned v, std::uint64_t tried, unsigned level) {
    for (std::uint64_t t = tried; t; t &= t - 1) {
      const unsigned u = lowest(t);
      if (((adj_[u] ^ adj_[v]) & vertices_ & ~(bit(u) | bit(v))) == 0) return true;  // twins
      if (level == 0 && find(u) == find(v)) return true;  // one orbit
    }
    return false;
  }

  void leaf(const Cells& cells) {
    ++leaves_;
    cost_ += 2 * n_;
    std::array<std::uint8_t, 64> order{}, position{};
    for (unsigned i = 0; i < n_; ++i) {
      order[i] = static_cast<std::uint8_t>(lowest(cells.cell[i]) & 63);  // cells are never empty
      position[order[i]] = static_cast<std::uint8_t>(i);
    }
    std::array<std::uint64_t, 64> rows{};
    for (unsigned i = 0; i < n_; ++i)
      for (std::uint64_t s = adj_[order[i]] & vertices_; s; s &= s - 1) rows[i] |= bit(position[lowest(s)]);
    int compared = have_best_ ? 0 : -1;
    for (unsigned i = 0; i < n_ && compared == 0; ++i)
      if (rows[i] != best_[i]) compared = rows[i] < best_[i] ? -1 : 1;
    if (compared < 0) {
      best_ = rows;
      best_order_ = order;
      have_best_ = true;
    } else if (compared == 0) {
      // The same matrix: best_order_[i] -> order[i] is an automorphism.
      for (unsigned i = 0; i < n_; ++i) unite(best_order_[i], order[i]);
    }
  }

  unsigned find(unsigned v) {
    while (orbit_[v] != v) v = orbit_[v] = orbit_[orbit_[v]];
    return v;
  }
  void unite(unsigned a, unsigned b) {
    a = find(a), b = find(b);
    if (a != b) orbit_[a > b ? a : b] = static_cast<std::uint8_t>(a < b ? a : b);
  }

  const std::uint64_t* adj_;
  std::uint64_t vertices_;
  unsigned n_;
  std::uint32_t leaves_ = 0;
  std::uint64_t cost_ = 0;  // vertices counted, cells copied, matrix entries built
  bool have_best_ = false;
  std::array<std::uint64_t, 64> best_{};
  std::array<std::uint8_t, 64> best_order_{};
  std::array<std::uint8_t, 64> orbit_{};
};

}  // namespace

std::uint64_t append_graph_certificate(const std::uint64_t* adj, std::uint64_t vertices, std::string& out) {
  Labeller l(adj, vertices);
  l.run();
  l.append(out);
  return l.cost();
}

}  // namespace sg
