#include "families/graph_values.hpp"

#include <algorithm>

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

}  // namespace

std::optional<std::vector<std::uint32_t>> acyclic_grundy(const GameGraph& g) {
  const std::uint32_t n = g.node_count();
  const std::uint32_t* out_begin = g.out_begin().data();
  const GraphNode* out = g.out().data();
  const std::uint32_t* in_begin = g.in_begin().data();
  const GraphNode* in = g.in().data();

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
  // Any other numbering: Kahn's algorithm on the reversed edges, fused with
  // the mex. remaining[u] counts successors not valued yet; the queue is
  // the sinks-first order and never holds more than n nodes.
  std::vector<std::uint32_t> remaining(n);
  std::vector<GraphNode> queue(n);
  std::uint32_t tail = 0;
  for (GraphNode u = 0; u < n; ++u) {
    remaining[u] = out_begin[u + 1] - out_begin[u];
    if (remaining[u] == 0) queue[tail++] = u;
  }
  constexpr std::uint32_t ahead = 8;  // queue entries whose CSR rows are fetched early
  for (std::uint32_t head = 0; head < tail; ++head) {
    if (head + ahead < tail) {
      const GraphNode w = queue[head + ahead];
      __builtin_prefetch(out + out_begin[w]);
      __builtin_prefetch(in + in_begin[w]);
    }
    const GraphNode u = queue[head];
    grundy[u] = successor_mex(grundy.data(), out + out_begin[u], out + out_begin[u + 1], mark.data(), u);
    for (std::uint32_t i = in_begin[u]; i < in_begin[u + 1]; ++i)
      if (--remaining[in[i]] == 0) queue[tail++] = in[i];
  }
  if (tail != n) return std::nullopt;
  return grundy;
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

NodeValues compute_node_values(const GameGraph& g) {
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

}  // namespace sg
