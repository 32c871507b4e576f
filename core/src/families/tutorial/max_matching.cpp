#include "families/tutorial/max_matching.hpp"

#include <algorithm>
#include <numeric>

namespace sg {

UndirectedGraph undirected_graph(std::uint32_t n, const std::vector<std::uint32_t>& edges) {
  UndirectedGraph g;
  g.n = n;
  g.offsets.assign(static_cast<std::size_t>(n) + 1, 0);
  for (std::size_t k = 0; k + 1 < edges.size(); k += 2)
    if (edges[k] != edges[k + 1]) ++g.offsets[edges[k] + 1], ++g.offsets[edges[k + 1] + 1];
  for (std::uint32_t v = 0; v < n; ++v) g.offsets[v + 1] += g.offsets[v];
  g.targets.resize(g.offsets[n]);
  std::vector<std::uint32_t> at(g.offsets.begin(), g.offsets.end() - 1);
  for (std::size_t k = 0; k + 1 < edges.size(); k += 2) {
    const std::uint32_t u = edges[k], v = edges[k + 1];
    if (u == v) continue;
    g.targets[at[u]++] = v;
    g.targets[at[v]++] = u;
  }
  return g;
}

MaxMatching::MaxMatching(const UndirectedGraph& g, std::vector<std::uint8_t> excluded)
    : g_(g), excluded_(std::move(excluded)) {
  const std::uint32_t n = g.n;
  excluded_.resize(n, 0);
  mate_.assign(n, -1);
  even_.assign(n, 0);
  dead_.assign(n, 0);
  parent_.assign(n, -1);
  dsu_.resize(n);
  std::iota(dsu_.begin(), dsu_.end(), 0);
  mark_.assign(n, 0);
  auto degree = [&](std::uint32_t v) { return g.offsets[v + 1] - g.offsets[v]; };
  // Greedy start: lowest degree first, each to its free neighbour of lowest
  // degree (exact on trees and paths, near maximum on sparse graphs).
  std::vector<std::uint32_t> order(n);
  std::iota(order.begin(), order.end(), 0u);
  std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) { return degree(a) < degree(b); });
  for (std::uint32_t v : order) {
    if (excluded_[v] || mate_[v] >= 0) continue;
    std::int32_t best = -1;
    for (std::uint32_t k = g.offsets[v]; k < g.offsets[v + 1]; ++k) {
      const std::uint32_t u = g.targets[k];
      if (!excluded_[u] && mate_[u] < 0 && (best < 0 || degree(u) < degree(static_cast<std::uint32_t>(best))))
        best = static_cast<std::int32_t>(u);
    }
    if (best >= 0) mate_[v] = best, mate_[best] = static_cast<std::int32_t>(v), ++size_;
  }
  for (std::uint32_t r = 0; r < n; ++r) {
    if (excluded_[r] || mate_[r] >= 0 || dead_[r]) continue;
    enter_even(static_cast<std::int32_t>(r));
    const std::int32_t end = grow(true);
    if (end >= 0) {
      augment(end);
      ++size_;
    } else {
      // A Hungarian tree: none of its vertices is on any later augmenting path.
      for (std::int32_t v : touched_) dead_[static_cast<std::size_t>(v)] = 1;
    }
    reset_touched();
  }
}

std::int32_t MaxMatching::find(std::int32_t x) {
  while (dsu_[static_cast<std::size_t>(x)] != x) {
    const std::int32_t up = dsu_[static_cast<std::size_t>(x)];
    dsu_[static_cast<std::size_t>(x)] = dsu_[static_cast<std::size_t>(up)];
    x = up;
  }
  return x;
}

void MaxMatching::touch(std::int32_t v) {
  if (!even_[static_cast<std::size_t>(v)] && parent_[static_cast<std::size_t>(v)] < 0) touched_.push_back(v);
}

void MaxMatching::enter_even(std::int32_t v) {
  touch(v);
  even_[static_cast<std::size_t>(v)] = 1;
  queue_.push_back(v);
}

// The base of the blossom where the tree paths of a and b (even) meet, by
// walking both up in turns; -1 when they are in different trees.
std::int32_t MaxMatching::common_base(std::int32_t a, std::int32_t b) {
  ++stamp_;
  a = find(a), b = find(b);
  while (a >= 0 || b >= 0) {
    if (a >= 0) {
      if (mark_[static_cast<std::size_t>(a)] == stamp_) return a;
      mark_[static_cast<std::size_t>(a)] = stamp_;
      const std::int32_t m = mate_[static_cast<std::size_t>(a)];
      a = m < 0 ? -1 : find(parent_[static_cast<std::size_t>(m)]);
    }
    std::swap(a, b);
  }
  return -1;
}

// Folds the tree path from v up to `base` into the blossom: each vertex on
// it remembers the path through the new edge (parent_ = the vertex it is
// entered from when an augmenting path crosses the blossom), odd vertices
// become even, and their blossoms join base's.
void MaxMatching::contract_path(std::int32_t v, std::int32_t base, std::int32_t child) {
  while (find(v) != base) {
    const std::int32_t m = mate_[static_cast<std::size_t>(v)];
    parent_[static_cast<std::size_t>(v)] = child;
    child = m;
    if (!even_[static_cast<std::size_t>(m)]) enter_even(m);
    // Joined to base only once both paths are walked: a blossom on the path
    // must still be seen as its own until the walk has passed its base.
    joined_.push_back(find(v));
    joined_.push_back(find(m));
    v = parent_[static_cast<std::size_t>(m)];
  }
}

std::int32_t MaxMatching::grow(bool stop_at_exposed) {
  for (std::size_t head = 0; head < queue_.size(); ++head) {
    const std::int32_t v = queue_[head];
    const auto vu = static_cast<std::uint32_t>(v);
    for (std::uint32_t k = g_.offsets[vu]; k < g_.offsets[vu + 1]; ++k) {
      const auto to = static_cast<std::int32_t>(g_.targets[k]);
      const auto t = static_cast<std::size_t>(to);
      if (excluded_[t] || dead_[t] || mate_[static_cast<std::size_t>(v)] == to) continue;
      const std::int32_t bv = find(v), bt = find(to);
      if (bv == bt) continue;
      if (even_[t]) {
        const std::int32_t base = common_base(v, to);
        if (base < 0) continue;  // two trees meet: only in a matching that is not maximum
        contract_path(v, base, to);
        contract_path(to, base, v);
        for (std::int32_t b : joined_) dsu_[static_cast<std::size_t>(b)] = base;
        joined_.clear();
      } else if (parent_[t] < 0) {
        touch(to);
        parent_[t] = v;
        const std::int32_t m = mate_[t];
        if (m < 0) {
          if (stop_at_exposed) return to;
          continue;
        }
        enter_even(m);
      }
    }
  }
  return -1;
}

void MaxMatching::augment(std::int32_t end) {
  for (std::int32_t v = end; v >= 0;) {
    const std::int32_t pv = parent_[static_cast<std::size_t>(v)];
    const std::int32_t next = mate_[static_cast<std::size_t>(pv)];
    mate_[static_cast<std::size_t>(v)] = pv;
    mate_[static_cast<std::size_t>(pv)] = v;
    v = next;
  }
}

void MaxMatching::reset_touched() {
  for (std::int32_t v : touched_) {
    const auto i = static_cast<std::size_t>(v);
    even_[i] = 0, parent_[i] = -1, dsu_[i] = v;
  }
  touched_.clear();
  queue_.clear();
}

std::vector<std::uint8_t> MaxMatching::missable() {
  std::fill(dead_.begin(), dead_.end(), 0);
  for (std::uint32_t r = 0; r < g_.n; ++r)
    if (!excluded_[r] && mate_[r] < 0) enter_even(static_cast<std::int32_t>(r));
  (void)grow(false);
  std::vector<std::uint8_t> out(even_.begin(), even_.end());
  reset_touched();
  return out;
}

bool MaxMatching::include_and_augment(std::uint32_t r) {
  excluded_[r] = 0;
  std::fill(dead_.begin(), dead_.end(), 0);
  if (mate_[r] >= 0) return false;
  enter_even(static_cast<std::int32_t>(r));
  const std::int32_t end = grow(true);
  if (end >= 0) augment(end), ++size_;
  reset_touched();
  return end >= 0;
}

}  // namespace sg
