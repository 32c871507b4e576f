#include "families/graph_values.hpp"

#include <algorithm>

#include "families/graph_order.hpp"

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
  std::vector<std::uint32_t> mark(static_cast<std::size_t>(max_degree) + 2, UINT32_MAX);
  for (std::uint32_t u = 0; u < n; ++u) {
    const GraphNode* first = succ + begin[u];
    const GraphNode* last = succ + begin[u + 1];
    const std::uint32_t g = successor_mex(v.grundy.data(), first, last, mark.data(), u);
    v.grundy[u] = g;
    std::uint32_t hurry = UINT32_MAX, delay = 0;  // remoteness
    std::uint32_t s_hurry = UINT32_MAX, s_delay = 0;  // suspense
    if (g != 0) {
      for (const GraphNode* p = first; p != last; ++p)
        if (v.grundy[*p] == 0) hurry = std::min(hurry, v.remoteness[*p]), s_delay = std::max(s_delay, v.suspense[*p]);
      v.outcome[u] = kN, v.remoteness[u] = hurry + 1, v.suspense[u] = s_delay + 1;
    } else if (first == last) {
      v.outcome[u] = kP, v.remoteness[u] = 0, v.suspense[u] = 0;
    } else {
      for (const GraphNode* p = first; p != last; ++p)
        delay = std::max(delay, v.remoteness[*p]), s_hurry = std::min(s_hurry, v.suspense[*p]);
      v.outcome[u] = kP, v.remoteness[u] = delay + 1, v.suspense[u] = s_hurry + 1;
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
  std::uint32_t w = 0;
  for (std::uint32_t k = 0; k < n; ++k) {
    const GraphNode u = order[k];
    for (std::uint32_t i = out_begin[u]; i < out_begin[u + 1]; ++i) r.succ[w++] = rank[out[i]];
    r.begin[k + 1] = w;
  }
  return r;
}

}  // namespace

std::optional<std::vector<std::uint32_t>> acyclic_grundy(const GameGraph& g) {
  const std::uint32_t n = g.node_count();
  const std::uint32_t* out_begin = g.out_begin().data();
  const GraphNode* out = g.out().data();

  std::vector<std::uint32_t> grundy(n);
  // mark[x] == stamp  <=>  x is a successor value of the node being valued;
  // a node of out-degree d has mex <= d, so larger values are never marked.
  std::vector<std::uint32_t> mark(static_cast<std::size_t>(max_out_degree(g)) + 2, UINT32_MAX);
  const Numbering numbering = topological_numbering(g);
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
  // Any other numbering: renumber sinks first (Kahn's algorithm, reversed),
  // so that the mex pass runs in id order over a CSR read front to back;
  // successors' values then mostly sit where they were just written.
  // Fusing the mex into Kahn's queue instead reads every row and every
  // value at a random place: several times slower on a shuffled DAG.
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
