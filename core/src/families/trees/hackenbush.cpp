#include "families/trees/hackenbush.hpp"

#include <algorithm>
#include <span>
#include <utility>

#include "sg/limits.hpp"
#include "sg/number_syntax.hpp"
#include "notation/text_scan.hpp"

namespace sg {

namespace {

using Edge = HackenbushGame::Edge;
constexpr std::uint32_t none = UINT32_MAX;

// Undirected adjacency, CSR: the neighbours of v are to[first[v] .. first[v+1])
// as (neighbour, edge index). Loops are left out: they never connect
// anything and are never bridges. Edge `skip` (if not none) is left out too.
struct Adjacency {
  std::vector<std::uint32_t> first;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> to;
  std::vector<std::uint32_t> fill;

  Adjacency() = default;
  Adjacency(std::uint32_t n, std::span<const Edge> edges, std::uint32_t skip) { build(n, edges, skip); }

  // Reuses the storage: re-solving a component once per edge allocates once.
  void build(std::uint32_t n, std::span<const Edge> edges, std::uint32_t skip) {
    first.assign(n + 1, 0);
    for (std::uint32_t i = 0; i < edges.size(); ++i)
      if (i != skip && edges[i].u != edges[i].v) ++first[edges[i].u + 1], ++first[edges[i].v + 1];
    for (std::uint32_t v = 0; v < n; ++v) first[v + 1] += first[v];
    to.resize(first[n]);
    fill.assign(first.begin(), first.end() - 1);
    for (std::uint32_t i = 0; i < edges.size(); ++i) {
      if (i == skip || edges[i].u == edges[i].v) continue;
      to[fill[edges[i].u]++] = {edges[i].v, i};
      to[fill[edges[i].v]++] = {edges[i].u, i};
    }
  }
};

// The graph seen from `root` after fusion: its 2-edge-connected components
// ("comps") joined by bridges form a tree, listed breadth-first so that
// parent[c] < c for every c > 0 and comp 0 holds the root.
//
//   comp_of[v]      comp of vertex v; none when v is cut off from the root
//   bridge[i]       edge i is a bridge
//   parent[c]       parent comp, parent_edge[c] the bridge above c,
//   entry[c]        c's end of that bridge (the root for comp 0)
//   value[c]        SG of the part hanging from c, fused:
//                   (non-bridge edges of c, loops included, mod 2) XOR
//                   weights of c's vertices XOR over children d (value[d]+1)
//
// `weight[v]` (may be empty) is a value already hanging from v; it lets a
// component be re-solved alone with its children summarised.
struct Fusion {
  std::vector<std::uint32_t> comp_of;
  std::vector<std::uint8_t> bridge;
  std::vector<std::uint32_t> parent, parent_edge, entry, value;

  // Scratch kept between calls of fuse_into().
  struct Frame {
    std::uint32_t v, via, next;
  };
  Adjacency adj;
  std::vector<std::uint32_t> tin, low, stack;
  std::vector<Frame> frames;
};

void fuse_into(Fusion& f, std::uint32_t n, std::span<const Edge> edges, std::uint32_t root,
               std::span<const std::uint32_t> weight, std::uint32_t skip) {
  f.adj.build(n, edges, skip);
  const Adjacency& adj = f.adj;
  f.bridge.assign(edges.size(), 0);

  // Bridges: iterative DFS with low-links (Tarjan). The edge index, not the
  // parent vertex, is excluded on the way back, so a doubled edge is a cycle.
  {
    auto& tin = f.tin;
    auto& low = f.low;
    tin.assign(n, none), low.assign(n, 0);
    auto& stack = f.frames;
    stack.clear();
    std::uint32_t timer = 0;
    tin[root] = low[root] = timer++;
    stack.push_back({root, none, adj.first[root]});
    while (!stack.empty()) {
      Fusion::Frame& top = stack.back();
      if (top.next < adj.first[top.v + 1]) {
        const auto [w, id] = adj.to[top.next++];
        if (id == top.via) continue;
        if (tin[w] == none) {
          tin[w] = low[w] = timer++;
          stack.push_back({w, id, adj.first[w]});  // `top` is dangling from here
        } else {
          low[top.v] = std::min(low[top.v], tin[w]);
        }
        continue;
      }
      const Fusion::Frame done = top;
      stack.pop_back();
      if (stack.empty()) break;
      const std::uint32_t p = stack.back().v;
      low[p] = std::min(low[p], low[done.v]);
      if (low[done.v] > tin[p]) f.bridge[done.via] = 1;
    }
  }

  // Comps breadth-first over the bridge tree, each flooded without
  // crossing a bridge; a bridge to an unseen vertex opens a child comp.
  f.comp_of.assign(n, none);
  f.comp_of[root] = 0;
  f.parent.assign(1, none), f.parent_edge.assign(1, none), f.entry.assign(1, root);
  auto& stack = f.stack;
  stack.clear();
  for (std::uint32_t c = 0; c < f.entry.size(); ++c) {
    stack.push_back(f.entry[c]);
    while (!stack.empty()) {
      const std::uint32_t v = stack.back();
      stack.pop_back();
      for (std::uint32_t k = adj.first[v]; k < adj.first[v + 1]; ++k) {
        const auto [w, id] = adj.to[k];
        if (f.comp_of[w] != none) continue;
        if (f.bridge[id]) {
          f.comp_of[w] = static_cast<std::uint32_t>(f.entry.size());
          f.parent.push_back(c), f.parent_edge.push_back(id), f.entry.push_back(w);
        } else {
          f.comp_of[w] = c;
          stack.push_back(w);
        }
      }
    }
  }

  // Fusion principle: a comp is one vertex carrying its non-bridge edges as
  // loops, each worth 1; then the colon principle up the tree of comps.
  f.value.assign(f.entry.size(), 0);
  for (std::uint32_t i = 0; i < edges.size(); ++i)
    if (i != skip && !f.bridge[i] && f.comp_of[edges[i].u] != none) f.value[f.comp_of[edges[i].u]] ^= 1;
  if (!weight.empty())
    for (std::uint32_t v = 0; v < n; ++v)
      if (f.comp_of[v] != none) f.value[f.comp_of[v]] ^= weight[v];
  for (std::size_t c = f.entry.size(); c-- > 1;) f.value[f.parent[c]] ^= f.value[c] + 1;
}

Fusion fuse(std::uint32_t n, std::span<const Edge> edges, std::uint32_t root,
            std::span<const std::uint32_t> weight, std::uint32_t skip) {
  Fusion f;
  fuse_into(f, n, edges, root, weight, skip);
  return f;
}

std::string edge_text(const std::vector<std::uint64_t>& labels, const Edge& e) {
  return std::to_string(labels[e.u]) + '-' + std::to_string(labels[e.v]);
}

}  // namespace

HackenbushGame::HackenbushGame(std::vector<std::uint64_t> labels, std::vector<Edge> edges) {
  // Rules: whatever is not connected to the ground is not part of the game.
  if (edges.empty() || labels.empty() || labels[0] != 0) return;
  const auto n = static_cast<std::uint32_t>(labels.size());
  const Adjacency adj(n, edges, none);
  std::vector<std::uint32_t> renamed(n, none), stack{0};
  renamed[0] = 0;
  while (!stack.empty()) {
    const std::uint32_t v = stack.back();
    stack.pop_back();
    for (std::uint32_t k = adj.first[v]; k < adj.first[v + 1]; ++k)
      if (const std::uint32_t w = adj.to[k].first; renamed[w] == none) renamed[w] = 0, stack.push_back(w);
  }
  // Keep the reached labels in sorted order; renumber them densely.
  for (std::uint32_t v = 0; v < n; ++v)
    if (renamed[v] != none) renamed[v] = static_cast<std::uint32_t>(labels_.size()), labels_.push_back(labels[v]);
  for (const Edge& e : edges)
    if (renamed[e.u] != none) edges_.push_back(Edge{renamed[e.u], renamed[e.v]});
  if (edges_.empty()) labels_.clear();
}

std::string HackenbushGame::notation() const {
  std::string s = "hackenbush";
  for (const Edge& e : edges_) s += ' ' + edge_text(labels_, e);
  return s;
}

Value HackenbushGame::value() const {
  if (edges_.empty()) return Value::finite(0);
  return Value::finite(fuse(static_cast<std::uint32_t>(labels_.size()), edges_, 0, {}, none).value[0]);
}

Move HackenbushGame::cut(std::uint32_t i) const {
  std::vector<Edge> rest;
  rest.reserve(edges_.size() - 1);
  rest.insert(rest.end(), edges_.begin(), edges_.begin() + i);
  rest.insert(rest.end(), edges_.begin() + i + 1, edges_.end());
  return Move{Text{Msg::move_cut_edge, {{"edge", i + 1}, {"vertices", edge_text(labels_, edges_[i])}}},
              std::make_unique<HackenbushGame>(labels_, std::move(rest)), MoveAction::simple(ActionKind::cut_edge, i)};
}

// The vertices keep their labels as typed, so that compose() writes the
// same notation back; labels of 2^32 and more (rare) are renumbered.
ComponentShape HackenbushGame::shape() const {
  ComponentShape s;
  s.kind = ShapeKind::hackenbush;
  const bool as_typed = labels_.empty() || labels_.back() <= UINT32_MAX;
  s.edges.reserve(2 * edges_.size());
  for (const Edge& e : edges_)
    for (std::uint32_t x : {e.u, e.v}) s.edges.push_back(as_typed ? static_cast<std::uint32_t>(labels_[x]) : x);
  return s;
}

Result<std::unique_ptr<Component>> HackenbushGame::apply(const MoveAction& a) const {
  if (a.kind != ActionKind::cut_edge) return error_of(Msg::hackenbush_move_kind);
  if (a.at >= edges_.size())
    return error_of(Text{Msg::hackenbush_no_such_edge, {{"edge", a.at}, {"count", edges_.size()}}});
  return std::move(cut(static_cast<std::uint32_t>(a.at)).to);
}

std::vector<Move> HackenbushGame::moves() const {
  std::vector<Move> out;
  out.reserve(edges_.size());
  for (std::uint32_t i = 0; i < edges_.size(); ++i) out.push_back(cut(i));
  return out;
}

HackenbushGame::CutListing HackenbushGame::winning_cuts(Nimber target) const {
  CutListing out;
  // After a cut the value is at most the number of edges left.
  if (edges_.empty() || target >= edges_.size()) return out;
  const auto n = static_cast<std::uint32_t>(labels_.size());
  const auto m = static_cast<std::uint32_t>(edges_.size());
  const Fusion f = fuse(n, edges_, 0, {}, none);
  const auto comps = static_cast<std::uint32_t>(f.entry.size());
  std::vector<std::uint8_t> wins(m, 0);

  // Bridges: "what the root needs", top-down over the comp tree, exactly as
  // for trees (see TreeGame::winning_cuts). need[c] is the value c's part
  // must take; cutting the bridge above c zeroes its term value[c]+1.
  std::vector<std::uint32_t> need(comps, none);
  need[0] = static_cast<std::uint32_t>(target);
  for (std::uint32_t c = 1; c < comps; ++c) {
    const std::uint32_t p = f.parent[c];
    if (need[p] == none) continue;
    const std::uint32_t x = need[p] ^ f.value[p] ^ (f.value[c] + 1);
    if (x == 0) wins[f.parent_edge[c]] = 1;
    else need[c] = x - 1;
  }

  // Non-bridge edges: cutting one changes only its comp's own structure
  // (the graph stays connected), so re-solve that comp alone, its child
  // comps summarised as weights value[d]+1 on the vertices they hang from.
  // A loop only flips the comp's loop parity.
  std::vector<std::uint32_t> weight(n, 0);
  for (std::uint32_t d = 1; d < comps; ++d) {
    const Edge& e = edges_[f.parent_edge[d]];
    weight[f.comp_of[e.u] == d ? e.v : e.u] ^= f.value[d] + 1;
  }
  std::vector<std::uint32_t> vfirst(comps + 1, 0), vlist(n), efirst(comps + 1, 0), elist;
  for (std::uint32_t v = 0; v < n; ++v) ++vfirst[f.comp_of[v] + 1];
  for (std::uint32_t i = 0; i < m; ++i) efirst[f.comp_of[edges_[i].u] + 1] += !f.bridge[i];
  for (std::uint32_t c = 0; c < comps; ++c) vfirst[c + 1] += vfirst[c], efirst[c + 1] += efirst[c];
  elist.resize(efirst[comps]);
  {
    std::vector<std::uint32_t> vfill(vfirst.begin(), vfirst.end() - 1);
    std::vector<std::uint32_t> efill(efirst.begin(), efirst.end() - 1);
    for (std::uint32_t v = 0; v < n; ++v) vlist[vfill[f.comp_of[v]]++] = v;
    for (std::uint32_t i = 0; i < m; ++i)
      if (!f.bridge[i]) elist[efill[f.comp_of[edges_[i].u]]++] = i;
  }
  std::vector<std::uint32_t> local(n, none), local_weight;
  std::vector<Edge> local_edges;
  std::uint64_t work = 0;
  Fusion again;
  for (std::uint32_t c = 0; c < comps && out.complete; ++c) {
    if (need[c] == none || efirst[c] == efirst[c + 1]) continue;
    local_weight.clear(), local_edges.clear();
    for (std::uint32_t k = vfirst[c]; k < vfirst[c + 1]; ++k) {
      local[vlist[k]] = k - vfirst[c];
      local_weight.push_back(weight[vlist[k]]);
    }
    for (std::uint32_t k = efirst[c]; k < efirst[c + 1]; ++k)
      local_edges.push_back(Edge{local[edges_[elist[k]].u], local[edges_[elist[k]].v]});
    const auto ln = static_cast<std::uint32_t>(local_weight.size());
    for (std::uint32_t k = 0; k < local_edges.size(); ++k) {
      const std::uint32_t i = elist[efirst[c] + k];
      if (local_edges[k].u == local_edges[k].v) {
        wins[i] = (f.value[c] ^ 1) == need[c];
        continue;
      }
      work += ln + local_edges.size();
      if (work > max_resolve_work) {
        out.complete = false;
        break;
      }
      fuse_into(again, ln, local_edges, local[f.entry[c]], local_weight, k);
      wins[i] = again.value[0] == need[c];
    }
  }
  for (std::uint32_t i = 0; i < m; ++i)
    if (wins[i]) out.edges.push_back(i);
  return out;
}

std::size_t HackenbushGame::listed_moves_cap() const {
  const std::uint64_t m = std::max<std::uint64_t>(1, edges_.size());
  return static_cast<std::size_t>(
      std::min<std::uint64_t>(limits::max_listed_moves, std::max<std::uint64_t>(1, max_listed_edges / m)));
}

std::vector<Move> HackenbushGame::moves_to(Nimber target) const {
  CutListing cuts = winning_cuts(target);
  if (cuts.edges.size() > listed_moves_cap()) cuts.edges.resize(listed_moves_cap());
  std::vector<Move> out;
  out.reserve(cuts.edges.size());
  for (std::uint32_t i : cuts.edges) out.push_back(cut(i));
  return out;
}

std::vector<Part> HackenbushGame::parts() const {
  // The pieces that meet only at the ground are independent games: the
  // connected components of the graph without vertex 0 (a loop at the
  // ground is a piece of its own). Each is solved alone: O(V+E) in all.
  if (edges_.empty()) return {};
  const auto n = static_cast<std::uint32_t>(labels_.size());
  const auto m = static_cast<std::uint32_t>(edges_.size());
  const Adjacency adj(n, edges_, none);
  std::vector<std::uint32_t> flood(n, none), stack;
  for (std::uint32_t s = 1; s < n; ++s) {
    if (flood[s] != none) continue;
    flood[s] = s, stack.push_back(s);
    while (!stack.empty()) {
      const std::uint32_t v = stack.back();
      stack.pop_back();
      for (std::uint32_t k = adj.first[v]; k < adj.first[v + 1]; ++k)
        if (const std::uint32_t w = adj.to[k].first; w != 0 && flood[w] == none) flood[w] = s, stack.push_back(w);
    }
  }
  // Pieces numbered by their first edge.
  std::vector<std::uint32_t> piece_of_flood(n, none), piece(m), first_edge;
  for (std::uint32_t i = 0; i < m; ++i) {
    const std::uint32_t v = edges_[i].u != 0 ? edges_[i].u : edges_[i].v;
    if (v != 0 && piece_of_flood[flood[v]] != none) {
      piece[i] = piece_of_flood[flood[v]];
      continue;
    }
    if (first_edge.size() >= limits::max_listed_moves) return {};  // too many to show
    piece[i] = static_cast<std::uint32_t>(first_edge.size());
    if (v != 0) piece_of_flood[flood[v]] = piece[i];
    first_edge.push_back(i);
  }
  const auto pieces = static_cast<std::uint32_t>(first_edge.size());
  std::vector<std::vector<Edge>> local_edges(pieces);
  std::vector<std::uint32_t> local(n, none), count(pieces, 1);
  local[0] = 0;
  for (std::uint32_t i = 0; i < m; ++i) {
    for (std::uint32_t v : {edges_[i].u, edges_[i].v})
      if (local[v] == none) local[v] = count[piece[i]]++;
    local_edges[piece[i]].push_back(Edge{local[edges_[i].u], local[edges_[i].v]});
  }
  std::vector<Part> out;
  for (std::uint32_t p = 0; p < pieces; ++p)
    out.push_back(Part{PartLabel(Msg::part_piece, first_edge[p] + 1, edge_text(labels_, edges_[first_edge[p]])),
                       Value::finite(fuse(count[p], local_edges[p], 0, {}, none).value[0])});
  return out;
}

Text HackenbushGame::theory() const {
  return Msg::theory_hackenbush;
}

Result<std::unique_ptr<Component>> parse_hackenbush(const ComponentSyntax& syn) {
  if (syn.rule) return error_at(syn.rule->column - 1, Text{Msg::notation_no_rule, {{"family", "hackenbush"}}});
  if (syn.args.size() > max_hackenbush_edges)
    return error_at(syn.family.column, Text{Msg::hackenbush_too_many_edges, {{"edges", syn.args.size()}, {"limit", max_hackenbush_edges}}});
  std::vector<std::pair<std::uint64_t, std::uint64_t>> typed;
  typed.reserve(syn.args.size());
  for (const Token& t : syn.args) {
    const std::size_t dash = t.text.find('-');
    if (dash == std::string_view::npos)
      return error_at(t.column, Text{Msg::hackenbush_edge_form, {{"edge", excerpt(t.text)}}});
    if (const std::size_t again = t.text.find('-', dash + 1); again != std::string_view::npos)
      return error_at(t.column + static_cast<std::uint32_t>(again),
                      Text{Msg::hackenbush_edge_dashes, {{"edge", excerpt(t.text)}}});
    if (dash == 0)
      return error_at(t.column, Text{Msg::hackenbush_edge_first, {{"edge", excerpt(t.text)}}});
    if (dash + 1 == t.text.size())
      return error_at(t.column + static_cast<std::uint32_t>(dash + 1),
                      Text{Msg::hackenbush_edge_second, {{"edge", excerpt(t.text)}}});
    SG_TRY(u, parse_count(Token{t.text.substr(0, dash), t.column}, Msg::what_vertex));
    SG_TRY(v, parse_count(Token{t.text.substr(dash + 1), t.column + static_cast<std::uint32_t>(dash + 1)},
                          Msg::what_vertex));
    typed.emplace_back(u, v);
  }
  std::vector<std::uint64_t> labels;
  labels.reserve(2 * typed.size());
  for (const auto& [u, v] : typed) labels.push_back(u), labels.push_back(v);
  std::sort(labels.begin(), labels.end());
  labels.erase(std::unique(labels.begin(), labels.end()), labels.end());
  auto index = [&](std::uint64_t x) {
    return static_cast<std::uint32_t>(std::lower_bound(labels.begin(), labels.end(), x) - labels.begin());
  };
  std::vector<HackenbushGame::Edge> edges;
  edges.reserve(typed.size());
  for (const auto& [u, v] : typed) edges.push_back(HackenbushGame::Edge{index(u), index(v)});
  return std::unique_ptr<Component>(std::make_unique<HackenbushGame>(std::move(labels), std::move(edges)));
}

}  // namespace sg
