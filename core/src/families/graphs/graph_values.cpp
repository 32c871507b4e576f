#include "families/graphs/graph_values.hpp"

#include <algorithm>
#include <bit>

#include "families/graphs/graph_order.hpp"
#include "kernels/prefetch.hpp"

namespace sg {

namespace {

constexpr std::uint8_t kP = static_cast<std::uint8_t>(Outcome::P);
constexpr std::uint8_t kN = static_cast<std::uint8_t>(Outcome::N);
constexpr std::uint8_t kD = static_cast<std::uint8_t>(Outcome::D);
constexpr std::uint8_t kUnknown = 3;

std::uint32_t max_out_degree(const GameGraph& g) {
  std::uint32_t d = 0;
  for (GraphNode u = 0; u < g.node_count(); ++u) d = std::max(d, g.out_degree(u));
  return d;
}

}  // namespace

namespace {

// Direction of a topological numbering, if the node ids are one: many
// generated graphs (positions numbered as they are built) are, and then
// the SG pass reads the CSR sequentially with no queue at all.
enum class Numbering { none, increasing, decreasing };

Numbering topological_numbering(const GameGraph& g) {
  const std::uint32_t n = g.node_count();
  const std::uint32_t* begin = g.out_begin().data();
  const GraphNode* out = g.out().data();
  bool up = true, down = true;
  for (GraphNode u = 0; u < n && (up || down); ++u)
    for (std::uint32_t i = begin[u]; i < begin[u + 1]; ++i) up &= out[i] > u, down &= out[i] < u;
  return up ? Numbering::increasing : down ? Numbering::decreasing : Numbering::none;
}

// mex over u's successors; `mark` has room for out-degree + 2 entries and
// holds no entry equal to `stamp` yet.
inline std::uint32_t successor_mex(const std::uint32_t* grundy, const GraphNode* first, const GraphNode* last,
                                   std::uint32_t* mark, std::uint32_t stamp) {
  const auto degree = static_cast<std::uint32_t>(last - first);
  for (const GraphNode* p = first; p != last; ++p) {
    const std::uint32_t x = grundy[*p];
    if (x <= degree) mark[x] = stamp;
  }
  std::uint32_t m = 0;
  while (mark[m] == stamp) ++m;
  return m;
}

// Every value of an acyclic graph in one pass over a CSR whose edges all go
// to lower ids, nodes in increasing id: mex for SG, and Steinhaus's
// remoteness and suspense from the successors (a terminal node is P with
// 0; N: the winner hurries to the nearest P option, 1 + min, and delays
// with 1 + max over P options for suspense; P: the loser delays, 1 + max,
// or hurries, 1 + min).
NodeValues sweep_down(std::uint32_t n, const std::uint32_t* begin, const GraphNode* succ, std::uint32_t max_degree) {
  NodeValues v;
  v.outcome.resize(n);
  v.grundy.resize(n);
  v.remoteness.resize(n);
  v.suspense.resize(n);
  // Through plain pointers: a store to a byte (the outcome) may alias any
  // field of `v`, and the vectors' data pointers were then reloaded after
  // each one.
  std::uint8_t* outcome = v.outcome.data();
  std::uint32_t* grundy = v.grundy.data();
  std::uint32_t* remoteness = v.remoteness.data();
  std::uint32_t* suspense = v.suspense.data();
  std::vector<std::uint32_t> mark_row(static_cast<std::size_t>(max_degree) + 2, UINT32_MAX);
  std::uint32_t* mark = mark_row.data();
  for (std::uint32_t u = 0; u < n; ++u) {
    const GraphNode* first = succ + begin[u];
    const GraphNode* last = succ + begin[u + 1];
    const std::uint32_t g = successor_mex(grundy, first, last, mark, u);
    grundy[u] = g;
    std::uint32_t hurry = UINT32_MAX, delay = 0;  // remoteness
    std::uint32_t s_hurry = UINT32_MAX, s_delay = 0;  // suspense
    if (g != 0) {
      for (const GraphNode* p = first; p != last; ++p)
        if (grundy[*p] == 0) hurry = std::min(hurry, remoteness[*p]), s_delay = std::max(s_delay, suspense[*p]);
      outcome[u] = kN, remoteness[u] = hurry + 1, suspense[u] = s_delay + 1;
    } else if (first == last) {
      outcome[u] = kP, remoteness[u] = 0, suspense[u] = 0;
    } else {
      for (const GraphNode* p = first; p != last; ++p)
        delay = std::max(delay, remoteness[*p]), s_hurry = std::min(s_hurry, suspense[*p]);
      outcome[u] = kP, remoteness[u] = delay + 1, suspense[u] = s_hurry + 1;
    }
  }
  return v;
}

// The successor side of the renumbered graph (order[k] becomes k): all a
// sweep needs.
struct Successors {
  std::vector<std::uint32_t> begin;
  std::vector<GraphNode> succ;
};
Successors renumbered_successors(const GameGraph& g, const std::vector<GraphNode>& order) {
  const std::uint32_t n = g.node_count();
  const std::uint32_t* out_begin = g.out_begin().data();
  const GraphNode* out = g.out().data();
  const std::vector<std::uint32_t> rank = inverse_permutation(order);
  Successors r;
  r.begin.resize(static_cast<std::size_t>(n) + 1);
  r.succ.resize(g.out().size());
  std::uint32_t* row_begin = r.begin.data();
  GraphNode* succ = r.succ.data();
  const std::uint32_t* rank_of = rank.data();
  std::uint32_t w = 0;
  for (std::uint32_t k = 0; k < n; ++k) {
    const GraphNode u = order[k];
    for (std::uint32_t i = out_begin[u]; i < out_begin[u + 1]; ++i) succ[w++] = rank_of[out[i]];
    row_begin[k + 1] = w;
  }
  return r;
}

}  // namespace

namespace {

// Kahn's algorithm on the reversed edges (sinks first) with the mex fused
// in, reading predecessor rows only. The 16-bit cell of a node u:
//   waiting:  low byte = successors of u not valued yet, high byte = bit x
//             set once some valued successor has SG x < 8;
//   valued:   u's SG.
// When the count reaches 0 every successor is valued and u is queued; when
// popped its mex is the count of trailing ones of the high byte, unless
// all 8 bits are set (SG >= 8: about 3% of the nodes of the bench DAG),
// where its successor row is read. So each edge is one read-modify-write
// in a 2 MB array (L2-sized at 10^6 nodes) instead of a random read of
// the successor row as well. Needs out-degree < 256 (the count fits a
// byte; SG <= out-degree). Returns false on a cycle (nodes left waiting).
bool queue_mask_grundy(const GameGraph& g, std::vector<std::uint16_t>& cell, std::vector<GraphNode>& queue) {
  const std::uint32_t n = g.node_count();
  const std::uint32_t* out_begin = g.out_begin().data();
  const GraphNode* out = g.out().data();
  const std::uint32_t* in_begin = g.in_begin().data();
  const GraphNode* in = g.in().data();
  cell.resize(n);
  std::uint16_t* c = cell.data();
  queue.resize(n);
  GraphNode* q = queue.data();
  std::uint32_t tail = 0;
  for (GraphNode u = 0; u < n; ++u) {
    c[u] = static_cast<std::uint16_t>(out_begin[u + 1] - out_begin[u]);
    if (c[u] == 0) q[tail++] = u;
  }
  // The queue is processed in batches of the nodes already in it (about 6
  // on the bench DAG, which is deep): first every batch node's value and
  // predecessor row bounds, then the first line of every row is asked for,
  // then the rows are walked. The row reads are the cache misses that
  // matter; asked for together they are in flight together. Natively the
  // request is a prefetch. WebAssembly has none, so the request is a real
  // load (prefetch.hpp), and a load the CPU must wait for before it can
  // retire what follows: one row read ahead per node, as this loop first
  // did, put a whole miss on every node (the touch was half of the WASM
  // time), a batch puts one on every batch.
  constexpr std::uint32_t batch = 16;
  std::uint32_t first[batch], last[batch], bit[batch];
  for (std::uint32_t head = 0; head < tail;) {
    const std::uint32_t size = std::min(batch, tail - head);
    for (std::uint32_t k = 0; k < size; ++k) {
      const GraphNode u = q[head + k];
      const std::uint32_t seen = c[u] >> 8;
      std::uint32_t value;
      if (seen != 0xFF) {
        value = static_cast<std::uint32_t>(std::countr_one(seen));
      } else {
        std::uint64_t all[4] = {0, 0, 0, 0};  // SG <= out-degree < 256
        for (std::uint32_t i = out_begin[u]; i < out_begin[u + 1]; ++i) {
          const std::uint32_t x = c[out[i]];
          all[x >> 6] |= std::uint64_t{1} << (x & 63);
        }
        value = 0;
        while (all[value >> 6] == ~std::uint64_t{0}) value += 64;
        value += static_cast<std::uint32_t>(std::countr_one(all[value >> 6]));
      }
      // Final: a batch node's successors are all valued, and no batch node
      // is a predecessor of another (it would still be counting it).
      c[u] = static_cast<std::uint16_t>(value);
      bit[k] = value < 8 ? 0x100u << value : 0;
      first[k] = in_begin[u];
      last[k] = in_begin[u + 1];
    }
    for (std::uint32_t k = 0; k < size; ++k)
      if (first[k] != last[k]) prefetch(in + first[k]);
    head += size;
    for (std::uint32_t k = 0; k < size; ++k) {
      // The count is >= 1 while a successor is unvalued, so the decrement
      // never borrows from the mask byte.
      for (std::uint32_t i = first[k]; i < last[k]; ++i) {
        const GraphNode p = in[i];
        const std::uint32_t left = (c[p] | bit[k]) - 1;
        c[p] = static_cast<std::uint16_t>(left);
        if ((left & 0xFF) == 0) q[tail++] = p, prefetch(in_begin + p);
      }
    }
  }
  return tail == n;
}

}  // namespace

std::optional<std::vector<std::uint32_t>> acyclic_grundy(const GameGraph& g) {
  const std::uint32_t n = g.node_count();
  const std::uint32_t* out_begin = g.out_begin().data();
  const GraphNode* out = g.out().data();
  const std::uint32_t max_degree = max_out_degree(g);

  std::vector<std::uint32_t> grundy;
  const Numbering numbering = topological_numbering(g);
  // Ids that are no topological numbering, out-degrees below 256: the fused
  // queue pass. Measured on the bench DAG against it: renumbering sinks
  // first, then the mex in id order, about 3.5x the time (every row read
  // at a random place twice, plus the renumbered copy); a depth-first
  // post-order with byte states, 2x (each step waits for the row of the
  // node the previous step found); the queue reading successor rows for
  // the mex instead of the mask, 1.5x.
  if (numbering == Numbering::none && max_degree < 256) {
    // The queue is done with once every node is valued: it becomes the
    // result, saving an allocation.
    std::vector<std::uint16_t> cell;
    if (!queue_mask_grundy(g, cell, grundy)) return std::nullopt;
    std::copy(cell.begin(), cell.end(), grundy.begin());
    return grundy;
  }
  grundy.resize(n);
  // mark[x] == stamp  <=>  x is a successor value of the node being valued;
  // a node of out-degree d has mex <= d, so larger values are never marked.
  std::vector<std::uint32_t> mark(static_cast<std::size_t>(max_degree) + 2, UINT32_MAX);
  if (numbering == Numbering::increasing) {
    for (GraphNode u = n; u-- > 0;)
      grundy[u] = successor_mex(grundy.data(), out + out_begin[u], out + out_begin[u + 1], mark.data(), u);
    return grundy;
  }
  if (numbering == Numbering::decreasing) {
    for (GraphNode u = 0; u < n; ++u)
      grundy[u] = successor_mex(grundy.data(), out + out_begin[u], out + out_begin[u + 1], mark.data(), u);
    return grundy;
  }
  // Larger out-degrees: renumber sinks first (Kahn's algorithm, reversed),
  // so that the mex pass runs in id order over a CSR read front to back.
  const SinksFirstOrder sorted = sinks_first_order(g);
  if (!sorted.acyclic) return std::nullopt;
  const Successors r = renumbered_successors(g, sorted.order);
  std::vector<std::uint32_t> value(n);
  for (std::uint32_t k = 0; k < n; ++k)
    value[k] = successor_mex(value.data(), r.succ.data() + r.begin[k], r.succ.data() + r.begin[k + 1], mark.data(), k);
  return to_original_ids(value, sorted.order);
}

std::vector<std::uint32_t> generalized_grundy(const GameGraph& g) {
  const std::uint32_t n = g.node_count();
  constexpr std::uint32_t unlabelled = UINT32_MAX - 1;
  std::vector<std::uint32_t> label(n, unlabelled);
  // live[u]: successors of u that are unlabelled or ∞ (finite labels are
  // final, so this only ever decreases across rounds).
  std::vector<std::uint32_t> live(n);
  // bad[u] (this round): live successors that have no successor labelled m
  // yet. u may take label m once bad[u] == 0 and u itself is not hit.
  std::vector<std::uint32_t> bad(n);
  // hit[u] == m: u has a successor labelled m in this round.
  std::vector<std::uint32_t> hit(n, UINT32_MAX);
  std::vector<GraphNode> pending, next_pending, queue;
  pending.reserve(n);
  queue.reserve(n);
  for (GraphNode u = 0; u < n; ++u) live[u] = g.out_degree(u), pending.push_back(u);

  const auto is_open = [&](GraphNode v) { return label[v] == unlabelled || label[v] == infinite_grundy; };
  for (std::uint32_t m = 0; !pending.empty(); ++m) {
    queue.clear();
    for (GraphNode u : pending) {
      bad[u] = live[u];
      if (bad[u] == 0) queue.push_back(u);
    }
    for (std::size_t head = 0; head < queue.size(); ++head) {
      const GraphNode u = queue[head];
      if (hit[u] == m || label[u] != unlabelled) continue;
      label[u] = m;
      for (GraphNode p : g.predecessors(u)) {
        --live[p];
        if (hit[p] == m) continue;
        hit[p] = m;
        if (!is_open(p)) continue;
        for (GraphNode q : g.predecessors(p))
          if (label[q] == unlabelled && hit[q] != m && --bad[q] == 0) queue.push_back(q);
      }
    }
    // Step 3: an unlabelled node with no successor labelled m can never be
    // labelled m (now) nor above m (it lacks an option of value m): ∞.
    next_pending.clear();
    for (GraphNode u : pending) {
      if (label[u] != unlabelled) continue;
      if (hit[u] == m) next_pending.push_back(u);
      else label[u] = infinite_grundy;
    }
    pending.swap(next_pending);
  }
  return label;
}

Retrograde retrograde_outcomes(const GameGraph& g) {
  const std::uint32_t n = g.node_count();
  Retrograde r;
  r.outcome.assign(n, kUnknown);
  r.remoteness.assign(n, no_length);
  std::vector<std::uint32_t> remaining(n);
  std::vector<GraphNode> queue;
  queue.reserve(n);
  for (GraphNode u = 0; u < n; ++u) {
    remaining[u] = g.out_degree(u);
    if (remaining[u] == 0) r.outcome[u] = kP, r.remoteness[u] = 0, queue.push_back(u);
  }
  // FIFO order pops nodes by non-decreasing remoteness: an N node is
  // reached first from its nearest P option (the winner hurries), a P node
  // is settled by its farthest option (the loser delays).
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const GraphNode v = queue[head];
    for (GraphNode p : g.predecessors(v)) {
      if (r.outcome[p] != kUnknown) continue;
      if (r.outcome[v] == kP) {
        r.outcome[p] = kN;
      } else if (--remaining[p] == 0) {
        r.outcome[p] = kP;
      } else {
        continue;
      }
      r.remoteness[p] = r.remoteness[v] + 1;
      queue.push_back(p);
    }
  }
  for (auto& o : r.outcome)
    if (o == kUnknown) o = kD;
  return r;
}

std::vector<std::uint32_t> suspense(const GameGraph& g, const std::vector<std::uint8_t>& outcome) {
  const std::uint32_t n = g.node_count();
  std::vector<std::uint32_t> s(n, no_length);
  // An N node waits for all its P options (the winner delays to the
  // latest); a P node takes its first settled option (the loser hurries).
  // Nodes never settled let the winner loop as long as they like.
  std::vector<std::uint32_t> waiting(n, 0);
  std::vector<GraphNode> queue;
  queue.reserve(n);
  for (GraphNode u = 0; u < n; ++u) {
    if (outcome[u] == kN)
      for (GraphNode v : g.successors(u)) waiting[u] += outcome[v] == kP;
    if (g.out_degree(u) == 0) s[u] = 0, queue.push_back(u);
  }
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const GraphNode v = queue[head];
    for (GraphNode p : g.predecessors(v)) {
      if (s[p] != no_length) continue;
      if (outcome[p] == kP) {
        s[p] = s[v] + 1;
        queue.push_back(p);
      } else if (outcome[p] == kN && outcome[v] == kP && --waiting[p] == 0) {
        s[p] = s[v] + 1;
        queue.push_back(p);
      }
    }
  }
  for (GraphNode u = 0; u < n; ++u)
    if (s[u] == no_length && outcome[u] != kD) s[u] = unbounded_length;
  return s;
}

Value generalized_value(const GameGraph& g, const std::vector<std::uint32_t>& grundy, GraphNode u) {
  if (grundy[u] != infinite_grundy) return Value::finite(grundy[u]);
  std::vector<Nimber> k;
  for (GraphNode v : g.successors(u))
    if (grundy[v] != infinite_grundy) k.push_back(grundy[v]);
  return Value::loopy(std::move(k));
}

namespace {

NodeValues values_in_place(const GameGraph& g) {
  NodeValues nv;
  Retrograde r = retrograde_outcomes(g);
  nv.outcome = std::move(r.outcome);
  nv.remoteness = std::move(r.remoteness);
  if (auto acyclic = acyclic_grundy(g)) {
    nv.grundy = std::move(*acyclic);
  } else {
    nv.acyclic = false;
    nv.grundy = generalized_grundy(g);
  }
  nv.suspense = suspense(g, nv.outcome);
  return nv;
}

}  // namespace

NodeValues compute_node_values(const GameGraph& g) {
  const Numbering numbering = topological_numbering(g);
  if (numbering == Numbering::decreasing)
    return sweep_down(g.node_count(), g.out_begin().data(), g.out().data(), max_out_degree(g));
  // Any other numbering: renumber sinks first. Acyclic: one sweep over the
  // renumbered successors. With cycles every pass walks the graph from the
  // sinks up, so in the new numbering they read it nearly in order too;
  // values do not depend on the numbering.
  std::vector<GraphNode> order;
  bool acyclic = true;
  if (numbering == Numbering::increasing) {
    order.resize(g.node_count());
    for (GraphNode u = 0; u < g.node_count(); ++u) order[u] = g.node_count() - 1 - u;
  } else {
    SinksFirstOrder sorted = sinks_first_order(g);
    order = std::move(sorted.order);
    acyclic = sorted.acyclic;
  }
  NodeValues r;
  if (acyclic) {
    const Successors s = renumbered_successors(g, order);
    r = sweep_down(g.node_count(), s.begin.data(), s.succ.data(), max_out_degree(g));
  } else {
    r = values_in_place(renumbered(g, order, inverse_permutation(order)));
  }
  NodeValues nv;
  nv.acyclic = r.acyclic;
  nv.outcome = to_original_ids(r.outcome, order);
  nv.grundy = to_original_ids(r.grundy, order);
  nv.remoteness = to_original_ids(r.remoteness, order);
  nv.suspense = to_original_ids(r.suspense, order);
  return nv;
}

}  // namespace sg
