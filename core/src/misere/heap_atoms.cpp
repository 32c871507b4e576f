#include "misere/heap_atoms.hpp"

#include <algorithm>

#include "sg/limits.hpp"

namespace sg {

namespace {

// Building one option of a component (a new component, its notation) costs
// about as much as this many steps of the search's inner loop.
constexpr std::uint64_t kComponentOptionSteps = 200;
// Interning one option of a heap (its pieces' atoms, sorted, and the option
// set's key) costs about this many: at 8, Kayles heaps up to 10,000 (25
// million options) passed the budget and took 42 s on the loaded machine.
constexpr std::uint64_t kHeapOptionSteps = 100;

Error too_much_work() {
  return too_large(Text{Msg::misere_too_much_work, {{"limit", limits::max_misere_work}}}, "maxMisereWork");
}

bool charge(std::uint64_t& work, std::uint64_t budget, std::uint64_t steps) {
  if (steps > budget - std::min(work, budget)) return false;
  work += steps;
  return true;
}

void append_key(std::string& key, std::uint32_t v) {
  for (; v >= 0x80; v >>= 7) key += static_cast<char>(0x80 | (v & 0x7F));
  key += static_cast<char>(v);
}

}  // namespace

std::uint32_t mex_of(std::vector<std::uint32_t>& values) {
  std::sort(values.begin(), values.end());
  std::uint32_t m = 0;
  for (std::uint32_t v : values) {
    if (v > m) break;
    if (v == m) ++m;
  }
  return m;
}

HeapAtoms::HeapAtoms() { one_ = intern_options({{}}); }

void HeapAtoms::normalize(std::vector<std::uint32_t>& ids) const {
  ids.erase(std::remove(ids.begin(), ids.end(), kNone), ids.end());
  std::sort(ids.begin(), ids.end());
  const auto first = std::lower_bound(ids.begin(), ids.end(), one_);
  const auto last = std::upper_bound(first, ids.end(), one_);
  const auto ones = last - first;
  ids.erase(first + (ones % 2), last);
}

std::uint32_t HeapAtoms::intern_options(std::vector<std::vector<std::uint32_t>> options) {
  std::sort(options.begin(), options.end());
  options.erase(std::unique(options.begin(), options.end()), options.end());
  std::string key;
  for (const auto& o : options) {
    append_key(key, static_cast<std::uint32_t>(o.size()));
    for (std::uint32_t id : o) append_key(key, id);
  }
  const auto [it, fresh] = by_options_.try_emplace(std::move(key), static_cast<std::uint32_t>(atoms_.size()));
  if (!fresh) return it->second;
  Atom atom;
  for (const auto& o : options) {
    atom.ids.insert(atom.ids.end(), o.begin(), o.end());
    atom.offsets.push_back(static_cast<std::uint32_t>(atom.ids.size()));
  }
  atoms_.push_back(std::move(atom));
  classify(options);
  return it->second;
}

// A tame sum's genus is misère Nim's (ONAG ch. 12): g^{γ0 γ1 ...} with g the
// nim-sum, γ0 = g ⊕ 1 when every part is small, else g, and then g ⊕ 2 and
// g alternately. The heap's own genus follows from its options' by the
// recursion of misere/genus.hpp; it is tame when it has one of those shapes
// too. Its options alternate from γ1 on, so agreeing up to γ5 (two equal
// values two apart past γ3) makes the rest alternate as the shape does.
void HeapAtoms::classify(const std::vector<std::vector<std::uint32_t>>& options) {
  constexpr std::uint32_t kTerms = 6;
  // γk of a tame sum with nim-sum g.
  auto tame_gamma = [](std::uint32_t g, bool small, std::uint32_t k) {
    if (k == 0) return small ? g ^ 1 : g;
    return k % 2 ? g ^ 2 : g;
  };
  std::vector<std::uint32_t> option_g;
  std::vector<std::uint8_t> option_small;
  for (const auto& o : options) {
    std::uint32_t g = 0;
    bool small = true;
    for (std::uint32_t id : o) {
      if (!tame_[id]) {
        tame_.push_back(kWild);
        normal_.push_back(0);
        return;
      }
      g ^= normal_[id];
      small = small && tame_[id] == kSmall;
    }
    option_g.push_back(g);
    option_small.push_back(small);
  }
  std::vector<std::uint32_t> values = option_g;
  const std::uint32_t g = mex_of(values);
  std::uint32_t gamma[kTerms];
  for (std::uint32_t k = 0; k < kTerms; ++k) {
    values.clear();
    for (std::size_t i = 0; i < option_g.size(); ++i) values.push_back(tame_gamma(option_g[i], option_small[i], k));
    if (k > 0) values.push_back(gamma[k - 1]), values.push_back(gamma[k - 1] ^ 1);
    gamma[k] = k == 0 && options.empty() ? 1 : mex_of(values);
  }
  const bool small = g < 2 && gamma[0] == (g ^ 1);
  bool tame = true;
  for (std::uint32_t k = 0; k < kTerms; ++k) tame = tame && gamma[k] == tame_gamma(g, small, k);
  tame_.push_back(tame ? (small ? kSmall : kBig) : kWild);
  normal_.push_back(g);
}

Result<std::uint32_t> HeapAtoms::heap(const ResolvedHeapRule& rule, std::uint64_t heap, std::uint64_t& work,
                                      std::uint64_t budget) {
  std::vector<std::uint32_t>& known = heaps_[rule.key];
  if (heap < known.size()) return known[static_cast<std::size_t>(heap)];
  // Every smaller heap is interned first; a heap this large would cost more
  // than the whole budget in options alone.
  if (heap >= limits::max_search_positions) return too_much_work();
  // What interning heaps known.size()..heap will charge, summed first, so a
  // heap past the budget is refused before any option is built.
  std::uint64_t cost = 0;
  for (std::uint64_t j = known.size(); j <= heap && cost <= budget; ++j) cost += kHeapOptionSteps * (rule.rule->option_bound(j) + 1);
  if (cost > budget - std::min(work, budget)) return too_much_work();
  while (known.size() <= heap) {
    const std::uint64_t j = known.size();
    if (!charge(work, budget, kHeapOptionSteps * (rule.rule->option_bound(j) + 1))) return too_much_work();
    std::vector<std::vector<std::uint32_t>> options;
    bool grows = false;
    rule.rule->options(j, [&](std::span<const std::uint64_t> pieces) {
      std::vector<std::uint32_t> ids;
      for (std::uint64_t p : pieces) {
        if (p >= j) {
          grows = true;
          return;
        }
        ids.push_back(known[static_cast<std::size_t>(p)]);
      }
      normalize(ids);
      options.push_back(std::move(ids));
    });
    if (grows) return error_of(Text{Msg::quotient_rule_grows, {{"rule", rule.rule->notation()}, {"heap", j}}});
    known.push_back(options.empty() ? kNone : intern_options(std::move(options)));
  }
  return known[static_cast<std::size_t>(heap)];
}

std::uint32_t HeapAtoms::component(const Component& c) {
  if (c.option_bound() == 0) return kNone;
  const auto [it, fresh] = by_component_.try_emplace(c.canonical_key(), static_cast<std::uint32_t>(atoms_.size()));
  if (fresh) {
    Atom atom;
    atom.game = c.clone();
    atom.expanded = false;
    atoms_.push_back(std::move(atom));
    tame_.push_back(kWild);  // components other than heaps are searched
    normal_.push_back(0);
  }
  return it->second;
}

void HeapAtoms::summand_atoms(const Component& c, std::vector<std::uint32_t>& out) {
  std::vector<std::unique_ptr<Component>> parts = c.summands();
  if (parts.empty()) {
    out.push_back(component(c));
    return;
  }
  for (const auto& part : parts) out.push_back(component(*part));
}

// Generates a component atom's moves once. The budget is charged against
// option_bound() before generating, so a component with a huge option list
// errs at once instead of building it.
Result<bool> HeapAtoms::expand(std::uint32_t a, std::uint64_t& work, std::uint64_t budget) {
  if (atoms_[a].expanded) return true;
  const std::uint64_t bound = atoms_[a].game->option_bound();
  const std::uint64_t per_option = kComponentOptionSteps + atoms_[a].game->canonical_key().size();
  if (bound > budget / per_option || !charge(work, budget, bound * per_option)) return too_much_work();
  std::vector<Move> moves = atoms_[a].game->moves();
  std::vector<std::vector<std::uint32_t>> options;
  options.reserve(moves.size());
  for (Move& m : moves) {
    std::vector<std::uint32_t> ids;
    summand_atoms(*m.to, ids);  // may grow atoms_
    normalize(ids);
    options.push_back(std::move(ids));
  }
  std::sort(options.begin(), options.end());
  options.erase(std::unique(options.begin(), options.end()), options.end());
  Atom& atom = atoms_[a];
  for (const auto& option : options) {
    atom.ids.insert(atom.ids.end(), option.begin(), option.end());
    atom.offsets.push_back(static_cast<std::uint32_t>(atom.ids.size()));
  }
  atom.expanded = true;
  atom.game.reset();
  return true;
}

}  // namespace sg
