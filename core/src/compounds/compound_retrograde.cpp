#include "compounds/compound_retrograde.hpp"

#include <algorithm>

#include "sg/limits.hpp"

namespace sg {

namespace {

constexpr std::uint8_t kUnknown = 3;

// The cap in words (the page shows it); the API names it in Error::limit.
Error too_many_positions() {
  return too_large(Text{Msg::compound_too_many_positions, {{"limit", limits::max_compound_positions}}},
                   "maxCompoundPositions");
}

Error too_many_moves() {
  return too_large(Text{Msg::compound_too_many_moves, {{"limit", limits::max_compound_moves}}}, "maxCompoundMoves");
}

// Retrograde analysis of a game graph given as forward rows (offsets of
// size n + 1): fills outcome (P, N, D as Outcome) and remoteness.
void retrograde(const std::vector<std::uint32_t>& offsets, const std::vector<std::uint32_t>& targets,
                bool over_wins, std::vector<std::uint8_t>& outcome, std::vector<std::uint32_t>& remoteness) {
  const std::size_t n = offsets.size() - 1;
  std::vector<std::uint32_t> rev_offsets(n + 1, 0), rev(targets.size()), left(n);
  for (std::uint32_t t : targets) ++rev_offsets[t + 1];
  for (std::size_t i = 0; i < n; ++i) rev_offsets[i + 1] += rev_offsets[i];
  {
    std::vector<std::uint32_t> fill(rev_offsets.begin(), rev_offsets.end() - 1);
    for (std::size_t u = 0; u < n; ++u)
      for (std::uint32_t e = offsets[u]; e < offsets[u + 1]; ++e) rev[fill[targets[e]]++] = static_cast<std::uint32_t>(u);
  }
  outcome.assign(n, kUnknown);
  remoteness.assign(n, 0);
  std::vector<std::uint32_t> queue;
  for (std::size_t u = 0; u < n; ++u) {
    left[u] = offsets[u + 1] - offsets[u];
    if (left[u] == 0) {
      outcome[u] = static_cast<std::uint8_t>(over_wins ? Outcome::N : Outcome::P);
      queue.push_back(static_cast<std::uint32_t>(u));
    }
  }
  for (std::size_t at = 0; at < queue.size(); ++at) {
    const std::uint32_t v = queue[at];
    const bool v_lost = outcome[v] == static_cast<std::uint8_t>(Outcome::P);
    for (std::uint32_t e = rev_offsets[v]; e < rev_offsets[v + 1]; ++e) {
      const std::uint32_t u = rev[e];
      if (outcome[u] != kUnknown) continue;
      if (v_lost) {
        outcome[u] = static_cast<std::uint8_t>(Outcome::N);
      } else {
        if (--left[u] != 0) continue;
        outcome[u] = static_cast<std::uint8_t>(Outcome::P);
      }
      remoteness[u] = remoteness[v] + 1;
      queue.push_back(u);
    }
  }
  for (auto& o : outcome)
    if (o == kUnknown) o = static_cast<std::uint8_t>(Outcome::D);
}

// Kahn's algorithm from the sinks: a node left over lies on or before a cycle.
bool has_cycle(const std::vector<std::uint32_t>& offsets, const std::vector<std::uint32_t>& targets) {
  const std::size_t n = offsets.size() - 1;
  std::vector<std::uint32_t> rev_offsets(n + 1, 0), rev(targets.size()), left(n), queue;
  for (std::uint32_t t : targets) ++rev_offsets[t + 1];
  for (std::size_t i = 0; i < n; ++i) rev_offsets[i + 1] += rev_offsets[i];
  std::vector<std::uint32_t> fill(rev_offsets.begin(), rev_offsets.end() - 1);
  for (std::size_t u = 0; u < n; ++u) {
    left[u] = offsets[u + 1] - offsets[u];
    if (left[u] == 0) queue.push_back(static_cast<std::uint32_t>(u));
    for (std::uint32_t e = offsets[u]; e < offsets[u + 1]; ++e) rev[fill[targets[e]]++] = static_cast<std::uint32_t>(u);
  }
  for (std::size_t at = 0; at < queue.size(); ++at)
    for (std::uint32_t e = rev_offsets[queue[at]]; e < rev_offsets[queue[at] + 1]; ++e)
      if (--left[rev[e]] == 0) queue.push_back(rev[e]);
  return queue.size() != n;
}

}  // namespace

bool one_at_a_time(Compound c) { return c == Compound::normal || c == Compound::misere; }

std::uint64_t turn_count(Compound compound, const std::vector<std::uint32_t>& counts) {
  auto mul = [](std::uint64_t a, std::uint64_t b) { return b && a > UINT64_MAX / b ? UINT64_MAX : a * b; };
  std::uint64_t n = 0, product = 1;
  bool any = false;
  for (std::uint32_t c : counts) {
    if (compound == Compound::normal || compound == Compound::misere) {
      n = std::min(UINT64_MAX - c, n) + c;
      continue;
    }
    if (c == 0 && compound == Compound::conjunctive) return 0;
    if (c == 0) continue;
    any = true;
    product = mul(product, compound == Compound::selective ? std::uint64_t{c} + 1 : c);
  }
  if (compound == Compound::normal || compound == Compound::misere) return n;
  if (!any) return 0;
  return compound == Compound::selective && product != UINT64_MAX ? product - 1 : product;
}

Result<CompoundRetrograde> CompoundRetrograde::solve(const Position& pos, bool bounded) {
  CompoundRetrograde r;
  r.compound_ = pos.compound;
  const bool over_wins = pos.compound == Compound::misere;
  std::uint64_t component_positions = 0, stored_moves = 0, earlier_product = 1;
  // Play without cycles has the theorems to fall back on: keep it to what
  // answers within a move's wait.
  const std::uint64_t product_cap = bounded ? bounded_play_positions : limits::max_compound_positions;
  // Each slot's component positions, breadth first from its root.
  for (const auto& root : pos.components) {
    Slot s;
    std::vector<std::unique_ptr<Component>> pending;
    if (++component_positions > limits::max_compound_positions) return too_many_positions();
    s.ids.emplace(root->notation(), 0);
    pending.push_back(root->clone());
    for (std::size_t at = 0; at < pending.size(); ++at) {
      const std::uint64_t bound = pending[at]->option_bound();
      if (bound > limits::max_compound_moves - stored_moves) return too_many_moves();
      std::vector<Move> moves = pending[at]->moves();
      pending[at].reset();
      stored_moves += moves.size();
      std::vector<std::uint32_t> options;
      options.reserve(moves.size());
      for (Move& m : moves) {
        const auto [it, fresh] = s.ids.try_emplace(m.to->take_notation(), static_cast<std::uint32_t>(pending.size()));
        if (fresh) {
          if (++component_positions > limits::max_compound_positions ||
              (bounded && earlier_product * (pending.size() + 1) > product_cap))
            return too_many_positions();
          pending.push_back(std::move(m.to));
        }
        options.push_back(it->second);
      }
      std::sort(options.begin(), options.end());
      options.erase(std::unique(options.begin(), options.end()), options.end());
      s.options.push_back(std::move(options));
    }
    // The component alone, and whether its positions can recur.
    std::vector<std::uint32_t> offsets{0}, targets;
    for (const auto& o : s.options) {
      targets.insert(targets.end(), o.begin(), o.end());
      offsets.push_back(static_cast<std::uint32_t>(targets.size()));
    }
    r.has_cycles_ = r.has_cycles_ || has_cycle(offsets, targets);
    std::vector<std::uint8_t> outcome;
    std::vector<std::uint32_t> remoteness;
    retrograde(offsets, targets, over_wins, outcome, remoteness);
    s.alone_outcome = static_cast<Outcome>(outcome[0]);
    if (s.alone_outcome != Outcome::D) s.alone_remoteness = remoteness[0];
    earlier_product *= s.options.size();  // at most the cap when bounded
    r.slots_.push_back(std::move(s));
  }
  // Radices of the tuple code; a product past 2^64 cannot be enumerated.
  std::uint64_t product = 1;
  for (const Slot& s : r.slots_) {
    r.radix_.push_back(product);
    const std::uint64_t n = s.options.size();
    if (product > (UINT64_MAX - 1) / n) return too_many_positions();
    product *= n;
  }
  if (bounded) {
    // Turns over the whole product: each slot's options summed (plus one
    // for staying, in selective play), multiplied over the slots.
    if (product > product_cap) return too_many_positions();
    std::uint64_t turns = 1;
    for (const Slot& s : r.slots_) {
      std::uint64_t sum = 0;
      for (const auto& o : s.options) sum += std::max<std::uint64_t>(o.size(), 1) + (r.compound_ == Compound::selective);
      if (one_at_a_time(r.compound_)) turns += sum * (product / s.options.size());
      else if (turns > limits::max_compound_moves / sum) return too_many_moves();
      else turns *= sum;
    }
    if (turns > limits::max_compound_moves) return too_many_moves();
  }
  // Every tuple the root reaches, breadth first, with its turns as rows.
  TupleTable table;
  r.codes_.push_back(0);
  table.insert(0, 0);
  std::vector<std::uint32_t> offsets{0}, targets, ids(r.slots_.size()), counts(r.slots_.size());
  std::vector<std::int64_t> pick;
  bool overflow = false;
  for (std::size_t at = 0; at < r.codes_.size(); ++at) {
    const std::uint64_t code = r.codes_[at];
    std::uint64_t rest = code;
    for (std::size_t i = 0; i < r.slots_.size(); ++i) {
      const std::uint64_t n = r.slots_[i].options.size();
      ids[i] = static_cast<std::uint32_t>(rest % n);
      rest /= n;
      counts[i] = static_cast<std::uint32_t>(r.slots_[i].options[ids[i]].size());
    }
    if (turn_count(r.compound_, counts) > limits::max_compound_moves - std::min<std::uint64_t>(targets.size(), limits::max_compound_moves))
      return too_many_moves();
    for_each_turn(r.compound_, counts, pick, [&](const std::vector<std::int64_t>& p) {
      std::uint64_t next = code;
      for (std::size_t i = 0; i < p.size(); ++i)
        if (p[i] >= 0)
          next = next - ids[i] * r.radix_[i] + r.slots_[i].options[ids[i]][static_cast<std::size_t>(p[i])] * r.radix_[i];
      std::optional<std::uint32_t> index = table.find(next);
      if (!index) {
        if (r.codes_.size() >= limits::max_compound_positions) {
          overflow = true;
          return false;
        }
        index = static_cast<std::uint32_t>(r.codes_.size());
        table.insert(next, *index);
        r.codes_.push_back(next);
      }
      targets.push_back(*index);
      return true;
    });
    if (overflow) return too_many_positions();
    offsets.push_back(static_cast<std::uint32_t>(targets.size()));
  }
  r.index_of_ = std::move(table);
  retrograde(offsets, targets, over_wins, r.outcome_, r.remoteness_);
  return r;
}

std::optional<std::uint32_t> CompoundRetrograde::component_id(std::size_t slot, const std::string& notation) const {
  if (slot >= slots_.size()) return std::nullopt;
  auto it = slots_[slot].ids.find(notation);
  if (it == slots_[slot].ids.end()) return std::nullopt;
  return it->second;
}

std::optional<std::uint32_t> CompoundRetrograde::find_ids(const std::vector<std::uint32_t>& ids) const {
  if (ids.size() != slots_.size()) return std::nullopt;
  std::uint64_t code = 0;
  for (std::size_t i = 0; i < slots_.size(); ++i) code += ids[i] * radix_[i];
  return index_of_.find(code);
}

std::optional<std::uint32_t> CompoundRetrograde::find(const std::vector<std::string>& notations) const {
  if (notations.size() != slots_.size()) return std::nullopt;
  std::vector<std::uint32_t> ids;
  for (std::size_t i = 0; i < slots_.size(); ++i) {
    auto id = component_id(i, notations[i]);
    if (!id) return std::nullopt;
    ids.push_back(*id);
  }
  return find_ids(ids);
}

}  // namespace sg
