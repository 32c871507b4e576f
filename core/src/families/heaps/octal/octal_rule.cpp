#include "families/heaps/octal/octal_rule.hpp"

#include <algorithm>
#include <bit>
#include <utility>
#include <vector>

#include "families/heaps/octal/octal_period.hpp"
#include "families/heaps/octal/octal_sparse.hpp"
#include "sg/limits.hpp"

namespace sg {

namespace {

constexpr std::uint64_t saturated = UINT64_MAX;

std::uint64_t add_saturating(std::uint64_t a, std::uint64_t b) { return b > saturated - a ? saturated : a + b; }

// Splits of m tokens into two non-empty heaps a <= b (a < b if unequal).
std::uint64_t split_count(std::uint64_t m, bool unequal) {
  if (m < 2) return 0;
  return unequal ? (m - 1) / 2 : m / 2;
}

// Every digit from k = 1 on is 3: every smaller heap (and the empty one) is
// an option and nothing splits, so SG(n) = n by induction, as in Nim.
bool behaves_like_nim(const OctalCode& c) {
  if (!c.repeats || c.unequal_split || c.digits[0] != 0) return false;
  for (std::size_t k = 1; k < c.digits.size(); ++k)
    if (c.digits[k] != 3) return false;
  return true;
}

// Digits 3 or 7 from k = 1 on, d_0 = 0: every smaller heap is an option, and
// a split of a + b < n tokens has value a XOR b <= a + b < n, so SG(n) = n.
bool identity_values(const OctalCode& c) {
  if (!c.repeats || c.unequal_split || c.digits[0] != 0) return false;
  for (std::size_t k = 1; k < c.digits.size(); ++k)
    if (c.digits[k] != 3 && c.digits[k] != 7) return false;
  return true;
}

// Values the parser may compute to prove a period (see octal_rule.hpp); a
// power of two, since the period is checked at each doubling from 512.
std::uint64_t parse_proof_horizon(const OctalCode& c) {
  const std::uint64_t by_work = octal_parse_proof_work / std::max<std::uint64_t>(1, c.digits.size() - 1);
  return std::clamp<std::uint64_t>(std::bit_floor(by_work), 512, octal_parse_proof_horizon);
}

Text identity_reason() { return Msg::period_octal_identity; }

}  // namespace

OctalRule::OctalRule(OctalCode code, std::string name) : code_(std::move(code)), name_(std::move(name)) {
  if (code_.unequal_split) kind_ = Kind::grundy;
  else if (!code_.repeats) kind_ = Kind::finite;
  else if (behaves_like_nim(code_)) kind_ = Kind::nim_like;
  else kind_ = Kind::repeating;
  if (!code_.repeats && code_.has_split()) engine_ = std::make_unique<OctalSparseEngine>(code_);
  else engine_ = std::make_unique<OctalMexEngine>(code_);
}

std::uint64_t OctalRule::max_heap() const {
  switch (kind_) {
    case Kind::nim_like: return limits::max_count;
    case Kind::repeating: return code_.has_split() ? octal_repeating_split_max_heap : octal_max_heap;
    default: return octal_max_heap;
  }
}

Text OctalRule::theory() const {
  const std::uint64_t up_to = computed() ? computed() - 1 : 0;
  switch (kind_) {
    case Kind::nim_like: return Text{Msg::theory_octal_nim, {{"rule", name_}}};
    case Kind::grundy: return Text{Msg::theory_grundy_game, {{"computed", up_to}}};
    case Kind::repeating: return Text{Msg::theory_octal_computed, {{"computed", up_to}}};
    case Kind::finite: break;
  }
  // The period in the very words of the sequence's (Period::reason).
  if (const Period* p = proven_period()) return Text{Msg::theory_octal_periodic, {{"reason", p->reason}}};
  return Text{Msg::theory_octal_no_period, {{"computed", up_to}}};
}

Theorem OctalRule::theorem() const {
  switch (kind_) {
    case Kind::nim_like: return Theorem::octal_nim;
    case Kind::grundy:
    case Kind::repeating: return Theorem::mex;
    case Kind::finite: break;
  }
  return proven_period() ? Theorem::octal_period : Theorem::mex;
}

// A finite code's period, looked for within the parser's bounded proof
// horizon (not only among the values computed so far), as the sequence does.
const Period* OctalRule::proven_period() const {
  const std::uint64_t horizon = parse_proof_horizon(code_);
  if (!period_ && computed() < horizon) (void)compute_to(horizon, {});
  return period_ ? &*period_ : nullptr;
}

std::optional<Error> OctalRule::compute_to(std::uint64_t size, const Progress& progress) const {
  const std::uint64_t begin = computed();
  const std::uint64_t limit = engine_->work() + octal_max_work;
  engine_->set_work_limit(limit);
  // The whole request, not the next doubling: the sparse engine bounds the
  // work left to it and refuses early. A period that the values would have
  // proven on the way is not waited for (the refusal says what computing
  // them to the end needs).
  engine_->set_goal(size);
  while (computed() < size) {
    if (kind_ == Kind::finite && period_) break;
    // Refused before it is spent when the engine can tell the cost.
    if (const auto w = engine_->work_to(size); w && *w > limit - engine_->work()) return octal_work_error(size - 1);
    const std::uint64_t from = computed();
    std::uint64_t step = size;
    if (kind_ == Kind::finite) step = std::min(size, std::max(next_check_, from + 1));
    const Progress tick = [&](double f) {
      if (!progress) return true;
      const double done = static_cast<double>(from - begin) + f * static_cast<double>(step - from);
      return progress(done / static_cast<double>(size - begin));
    };
    if (auto e = engine_->extend(step, tick)) return e;
    if (kind_ == Kind::finite && computed() >= next_check_) {
      prove_now();
      next_check_ *= 2;
    }
  }
  return std::nullopt;
}

// A heap past max_heap() is answered only through a proven period: look for
// one as far as octal_proof_horizon values, and stop once the engine has
// looked at octal_huge_heap_proof_work options (it cannot be told in advance
// how far a code's values must run, nor what each costs).
std::optional<Error> OctalRule::search_period_for_huge_heap() const {
  const std::uint64_t start_work = engine_->work();
  const Progress within_budget = [&](double) { return engine_->work() - start_work < octal_huge_heap_proof_work; };
  while (!period_ && computed() < octal_proof_horizon) {
    if (engine_->work() - start_work >= octal_huge_heap_proof_work) break;
    const std::uint64_t next = std::min(octal_proof_horizon, std::max<std::uint64_t>(512, 2 * computed()));
    if (auto e = compute_to(next, within_budget)) {
      // The budget, not the caller, stopped it, or the values to `next`
      // were priced past maxOctalWork: no period within reach either way.
      if (e->text.msg != Msg::cancelled && e->text.msg != Msg::octal_too_much_work) return e;
      break;
    }
    prove_now();
  }
  prove_now();
  return std::nullopt;
}

void OctalRule::prove_now() const {
  if (kind_ != Kind::finite || period_ || computed() == proof_tried_) return;
  proof_tried_ = computed();
  period_ = prove_guy_smith(engine_->values(), code_.last_nonzero());
}

Result<bool> OctalRule::supports(std::uint64_t heap) const {
  if (kind_ == Kind::nim_like || heap < computed() || period_) return true;
  // Called by the parser: no value is computed here (the analysis does,
  // compute_values_to()), except a short search for a period beyond the cap.
  if (heap <= max_heap()) return true;
  if (kind_ == Kind::finite) {
    if (auto e = search_period_for_huge_heap()) return *e;
    if (period_) return true;
    return error_of(Text{Msg::octal_heap_needs_period,
                         {{"heap", heap}, {"rule", name_}, {"limit", max_heap()}, {"computed", computed()}}});
  }
  return error_of(Text{Msg::octal_heap_too_large, {{"heap", heap}, {"rule", name_}, {"limit", max_heap()}}});
}

std::optional<Error> OctalRule::compute_values_to(std::uint64_t heap) const {
  if (kind_ == Kind::nim_like || heap < computed() || period_) return std::nullopt;
  if (refused_ && heap + 1 >= refused_->first) return refused_->second;
  // Not reported to the caller's progress scope: its fraction is of the
  // values asked for, not of a cap, and a scope that stops a search at a
  // share of its cap (sg.randomPosition's) would read it as one.
  if (auto e = compute_to(heap + 1, {})) {
    if (period_) return std::nullopt;  // proven on the way: every heap is valued
    refused_.emplace(heap + 1, *e);
    return e;
  }
  return std::nullopt;
}

Nimber OctalRule::grundy(std::uint64_t heap) const {
  if (kind_ == Kind::nim_like) return heap;
  if (heap >= computed() && !period_ && heap <= max_heap()) (void)compute_to(heap + 1, {});
  const auto& g = engine_->values();
  if (heap < g.size()) return g[static_cast<std::size_t>(heap)];
  if (period_) return g[static_cast<std::size_t>(period_->start + (heap - period_->start) % period_->length)];
  return 0;  // unreachable: make_heap_game checks supports() first
}

void OctalRule::split_options(std::uint64_t heap, std::uint64_t k, Nimber target, bool filter,
                              const OptionSink& sink, std::uint64_t& emitted) const {
  const std::uint64_t m = heap - k;
  const std::uint64_t last = split_count(m, code_.unequal_split);
  auto emit = [&](std::uint64_t a) {
    const std::uint64_t pieces[2] = {a, m - a};
    sink(pieces);
    ++emitted;
  };
  if (!filter) {
    for (std::uint64_t a = 1; a <= last; ++a) emit(a);
    return;
  }
  // Below `direct` every split point is tested; above it both pieces lie in
  // the periodic part, so a split's value depends only on a mod p and the
  // matching residues are enumerated block by block.
  std::uint64_t direct = last;
  if (period_ && m >= computed()) direct = std::min(last, period_->start + period_->length);
  for (std::uint64_t a = 1; a <= direct; ++a) {
    if (emitted >= limits::max_listed_moves) return;
    if ((grundy(a) ^ grundy(m - a)) == target) emit(a);
  }
  if (direct == last) return;
  const std::uint64_t p = period_->length, base = direct + 1;
  std::vector<std::uint64_t> residues;
  for (std::uint64_t r = 0; r < p && base + r <= last; ++r)
    if ((grundy(base + r) ^ grundy(m - base - r)) == target) residues.push_back(r);
  if (residues.empty()) return;
  for (std::uint64_t block = base; block <= last; block += p) {
    for (std::uint64_t r : residues) {
      if (block + r > last || emitted >= limits::max_listed_moves) return;
      emit(block + r);
    }
    if (last - block < p) return;
  }
}

void OctalRule::options(std::uint64_t heap, const OptionSink& sink) const {
  std::uint64_t emitted = 0;
  const std::uint64_t kmax = code_.repeats ? heap : std::min<std::uint64_t>(heap, code_.digits.size() - 1);
  for (std::uint64_t k = 0; k <= kmax; ++k) {
    const std::uint8_t d = code_.digit(k);
    const std::uint64_t m = heap - k;
    if (m == 0) {
      if ((d & octal_leave_none) && k > 0) sink({});
      continue;
    }
    if ((d & octal_leave_one) && k > 0) {
      const std::uint64_t piece[1] = {m};
      sink(piece);
    }
    if ((d & octal_leave_two) && m >= 2) split_options(heap, k, 0, false, sink, emitted);
  }
}

void OctalRule::options_with_value(std::uint64_t heap, Nimber target, const OptionSink& sink) const {
  if (kind_ == Kind::nim_like) {
    // SG(m) = m: only leaving `target` tokens has value target.
    if (target >= heap) return;
    if (target == 0) return sink({});
    const std::uint64_t piece[1] = {target};
    return sink(piece);
  }
  std::uint64_t emitted = 0;
  const std::uint64_t kmax = code_.repeats ? heap : std::min<std::uint64_t>(heap, code_.digits.size() - 1);
  for (std::uint64_t k = 0; k <= kmax && emitted < limits::max_listed_moves; ++k) {
    const std::uint8_t d = code_.digit(k);
    const std::uint64_t m = heap - k;
    if (m == 0) {
      if ((d & octal_leave_none) && k > 0 && target == 0) sink({}), ++emitted;
      continue;
    }
    if ((d & octal_leave_one) && k > 0 && grundy(m) == target) {
      const std::uint64_t piece[1] = {m};
      sink(piece);
      ++emitted;
    }
    if ((d & octal_leave_two) && m >= 2) split_options(heap, k, target, true, sink, emitted);
  }
}

std::uint64_t OctalRule::option_bound(std::uint64_t heap) const {
  std::uint64_t total = 0;
  const std::uint64_t finite_end = code_.repeats ? code_.tail_start() : code_.digits.size();
  auto count = [&](std::uint8_t d, std::uint64_t k, std::uint64_t m) {
    if (m == 0) return std::uint64_t{(d & octal_leave_none) && k > 0 ? 1u : 0u};
    std::uint64_t c = (d & octal_leave_one) && k > 0 ? 1 : 0;
    if (d & octal_leave_two) c += split_count(m, code_.unequal_split);
    return c;
  };
  for (std::uint64_t k = 0; k < finite_end && k <= heap; ++k)
    total = add_saturating(total, count(code_.digits[static_cast<std::size_t>(k)], k, heap - k));
  if (code_.repeats && heap >= code_.tail_start()) {
    // Removing k >= K leaves every m in [0, M], M = heap - K.
    const std::uint8_t d = code_.digits.back();
    const std::uint64_t big_m = heap - code_.tail_start();
    if (d & octal_leave_none) total = add_saturating(total, 1);
    if (d & octal_leave_one) total = add_saturating(total, big_m);
    if (d & octal_leave_two)  // sum of floor(m/2) for m = 2..M
      total = add_saturating(total, big_m > (1ull << 31) ? saturated : big_m * big_m / 4);
  }
  return total;
}

Result<Sequence> OctalRule::sequence(std::uint64_t n, const Progress& progress, std::uint64_t prove_to) const {
  if (n > limits::max_sequence_length)
    return error_of(Text{Msg::sequence_too_long, {{"length", n}, {"limit", limits::max_sequence_length}}});
  if (prove_to > octal_proof_horizon)
    return error_of(Text{Msg::octal_proof_too_long, {{"limit", octal_proof_horizon}, {"asked", prove_to}}});
  Sequence s;
  if (kind_ == Kind::nim_like) {
    s.values.resize(static_cast<std::size_t>(n));
    for (std::uint64_t i = 0; i < n; ++i) s.values[static_cast<std::size_t>(i)] = static_cast<std::uint32_t>(i);
    s.period = Period{0, 1, 1, true, identity_reason(), Theorem::octal_nim};
    return s;
  }
  // Grundy's game has the sparse-space engine: sequences may run to the
  // global cap; repeating codes cost O(n) per value and stop earlier.
  if (kind_ == Kind::repeating && n > max_heap() + 1)
    return error_of(Text{Msg::octal_sequence_limited, {{"rule", name_}, {"limit", max_heap() + 1}}});
  // The proof's work is bounded by the request: the values asked for, plus
  // the stated proof horizon (or the longer one asked for).
  const std::uint64_t want =
      kind_ == Kind::finite ? std::max({n, octal_sequence_proof_horizon, prove_to}) : n;
  if (auto e = compute_to(want, progress)) return *e;
  // The values in hand decide the proof, not only the doublings on the way.
  prove_now();
  s.values.resize(static_cast<std::size_t>(n));
  for (std::uint64_t i = 0; i < n; ++i) s.values[static_cast<std::size_t>(i)] = static_cast<std::uint32_t>(grundy(i));
  if (kind_ == Kind::finite) s.period = period_ ? period_ : observe_period(engine_->values());
  if (kind_ == Kind::repeating)
    s.period = identity_values(code_) ? std::optional<Period>(Period{0, 1, 1, true, identity_reason(), Theorem::octal_nim})
                                      : observe_period(engine_->values());
  if (s.period && !s.period->proven) {
    s.period->reason =
        kind_ == Kind::finite
            ? Text{Msg::period_needs_guy_smith,
                   {{"reason", std::move(s.period->reason)},
                    {"heap", guy_smith_prefix(*s.period, code_.last_nonzero()) - 1}}}
            : Text{Msg::period_no_theorem_repeating, {{"reason", std::move(s.period->reason)}}};
  }
  if (progress) progress(1.0);
  return s;
}

std::shared_ptr<const OctalRule> shared_octal_rule(const OctalCode& code, const std::string& name) {
  // Most recently used last; a handful of rules at most (each may hold up to
  // a few MB of values).
  static std::vector<std::shared_ptr<const OctalRule>> cache;
  constexpr std::size_t keep = 4;
  for (std::size_t i = 0; i < cache.size(); ++i)
    if (cache[i]->notation() == name) {
      auto rule = cache[i];
      cache.erase(cache.begin() + static_cast<std::ptrdiff_t>(i));
      cache.push_back(rule);
      return rule;
    }
  auto rule = std::make_shared<const OctalRule>(code, name);
  cache.push_back(rule);
  if (cache.size() > keep) cache.erase(cache.begin());
  return rule;
}

namespace {

Result<std::shared_ptr<const OctalRule>> rule_of(const ComponentSyntax& syn, std::string_view family) {
  if (family == "octal") {
    if (!syn.rule)
      return error_at(syn.family.column + static_cast<std::uint32_t>(syn.family.text.size()),
                      Msg::octal_needs_code);
    SG_TRY(code, parse_octal_code(*syn.rule));
    return shared_octal_rule(code, "octal(" + code.text + ")");
  }
  if (syn.rule) {
    if (family == "grundy") return error_at(syn.rule->column - 1, Text{Msg::notation_no_rule, {{"family", family}}});
    return error_at(syn.rule->column - 1, Text{Msg::octal_no_rule_alias, {{"family", family},
                                                                          {"code", family == "kayles" ? "0.77" : "0.07"}}});
  }
  if (family == "grundy") return shared_octal_rule(grundy_game_code(), "grundy");
  SG_TRY(code, parse_octal_code(Token{family == "kayles" ? "0.77" : "0.07", syn.family.column}));
  return shared_octal_rule(code, std::string(family));
}

Result<std::unique_ptr<Component>> parse_family(const ComponentSyntax& syn, std::string_view family) {
  SG_TRY(rule, rule_of(syn, family));
  return make_heap_game(std::move(rule), syn);
}

}  // namespace

Result<Sequence> octal_family_sequence(const ComponentSyntax& syn, std::string_view family, std::uint64_t n,
                                       std::uint64_t prove_to, const Progress& progress) {
  SG_TRY(rule, rule_of(syn, family));
  return rule->sequence(n, progress, prove_to);
}

namespace {

Result<Sequence> sequence_of(const ComponentSyntax& syn, std::string_view family, std::uint64_t n,
                             const Progress& progress) {
  return octal_family_sequence(syn, family, n, 0, progress);
}

}  // namespace

Result<std::unique_ptr<Component>> parse_octal(const ComponentSyntax& syn) { return parse_family(syn, "octal"); }
Result<std::unique_ptr<Component>> parse_kayles(const ComponentSyntax& syn) { return parse_family(syn, "kayles"); }
Result<std::unique_ptr<Component>> parse_dawson(const ComponentSyntax& syn) { return parse_family(syn, "dawson"); }
Result<std::unique_ptr<Component>> parse_grundy_game(const ComponentSyntax& syn) {
  return parse_family(syn, "grundy");
}
Result<Sequence> octal_sequence(const ComponentSyntax& rule, std::uint64_t n, const Progress& progress) {
  return sequence_of(rule, "octal", n, progress);
}
Result<Sequence> kayles_sequence(const ComponentSyntax& rule, std::uint64_t n, const Progress& progress) {
  return sequence_of(rule, "kayles", n, progress);
}
Result<Sequence> dawson_sequence(const ComponentSyntax& rule, std::uint64_t n, const Progress& progress) {
  return sequence_of(rule, "dawson", n, progress);
}
Result<Sequence> grundy_game_sequence(const ComponentSyntax& rule, std::uint64_t n,
                                      const Progress& progress) {
  return sequence_of(rule, "grundy", n, progress);
}

}  // namespace sg
