// Misère play of a disjunctive sum: the player who cannot move wins.
#include "compounds/misere.hpp"

#include <algorithm>
#include <set>

#include "families/nim/nim.hpp"
#include "misere/heap_rules.hpp"
#include "misere/misere_memo.hpp"
#include "misere/quotient/quotient_sum.hpp"
#include "notation/sum_notation.hpp"
#include "notation/text_scan.hpp"
#include "sg/analysis.hpp"
#include "sg/limits.hpp"

namespace sg {

namespace {

// Where the listing of winning moves stops, asked before each move's result
// is built (a sum of 200000 heaps has as many winning moves of 2 MB each).
struct ListingRoom {
  std::uint64_t max_moves;
  std::uint64_t bytes = 0;  // of results built so far
  bool admits(Analysis& a, std::uint64_t cost) {
    if (a.winning_moves.size() >= max_moves || a.winning_moves.size() >= limits::max_listed_moves ||
        bytes + cost > limits::max_listed_bytes) {
      a.winning_moves_complete = false;
      return false;
    }
    bytes += cost;
    return true;
  }
};

// A component's report in a misère sum, with its outcome on its own.
ComponentReport report_of(const Component& c, bool next_player_wins) {
  ComponentReport r;
  r.position = c.notation();
  r.value = c.value();
  r.outcome = next_player_wins ? Outcome::N : Outcome::P;
  r.parts = c.parts();
  r.theory = c.theory();
  return r;
}

// The genus of a tame heap atom, from its normal value and whether it is
// small: misère Nim's genera (ONAG ch. 12), 0^{120}, 1^{031}, 0^{02}, 1^{13},
// g^{g, g⊕2}.
Genus tame_genus_of(std::uint32_t g, bool small) {
  if (g >= 2) return Genus{g, {g, g ^ 2}, true};
  if (small) return Genus{g, {g ^ 1, g ^ 2, g}, true};
  return Genus{g, {g, g ^ 2}, true};
}

// Misère Nim (Bouton 1902): with every heap <= 1 the player to move wins
// iff the number of 1-heaps is even; otherwise iff the XOR is non-zero.
bool misere_nim_p(std::uint64_t big_heaps, std::uint64_t ones, Nimber x) {
  return big_heaps == 0 ? ones % 2 == 1 : x == 0;
}

Analysis analyze_misere_nim(const Position& pos, const std::vector<const NimGame*>& nims, ListingRoom room) {
  Analysis a;
  a.position = pos.notation();
  std::uint64_t big = 0, ones = 0;
  Nimber x = 0;
  for (const NimGame* g : nims) {
    for (std::uint64_t h : g->heaps()) big += h >= 2, ones += h == 1, x ^= h;
    ComponentReport r;
    r.position = g->notation();
    r.value = g->value();
    std::uint64_t gb = 0, go = 0;
    for (std::uint64_t h : g->heaps()) gb += h >= 2, go += h == 1;
    r.outcome = misere_nim_p(gb, go, r.value->nimber) ? Outcome::P : Outcome::N;
    r.parts = g->parts();
    r.theory = Msg::theory_misere_nim;
    r.theorem = Theorem::misere_nim;
    // Nim heaps are misère Nim's own games: each has its tame genus (left
    // out past 32 bits, where Genus has no room for its values).
    for (std::uint64_t h : g->heaps())
      r.genera.push_back(h <= UINT32_MAX ? std::optional<Genus>{tame_genus_of(static_cast<std::uint32_t>(h), h <= 1)}
                                         : std::nullopt);
    a.components.push_back(std::move(r));
  }
  a.outcome = misere_nim_p(big, ones, x) ? Outcome::P : Outcome::N;
  a.decided_by = big == 0 ? Msg::decided_misere_nim_small : Msg::decided_misere_nim_big;
  a.theorem = Theorem::misere_nim;
  a.misere = MisereCounts{x, big};
  a.tame = true;
  a.tameness = Msg::misere_all_tame;
  if (a.outcome == Outcome::P) return a;
  // Every winning move: a heap reduced to b such that the result is misère-P.
  // Either b = a_i ^ x and some heap >= 2 remains (play as in Nim), or b <= 1
  // leaves only heaps <= 1 with an odd number of 1-heaps.
  for (std::size_t c = 0; c < nims.size(); ++c) {
    const auto& heaps = nims[c]->heaps();
    // A result copies the component's heaps, then the whole position's text.
    const std::uint64_t cost = a.position.size() + 8 * static_cast<std::uint64_t>(heaps.size());
    for (std::size_t i = 0; i < heaps.size(); ++i) {
      const std::uint64_t h = heaps[i];
      const std::uint64_t big_others = big - (h >= 2), ones_others = ones - (h == 1);
      std::set<std::uint64_t> targets;
      const std::uint64_t b = h ^ x;
      if (b < h && (big_others > 0 || b >= 2)) targets.insert(b);
      for (std::uint64_t small = 0; small <= 1; ++small)
        if (small < h && big_others == 0 && (ones_others + small) % 2 == 1) targets.insert(small);
      for (auto it = targets.rbegin(); it != targets.rend(); ++it) {
        if (!room.admits(a, cost)) return a;
        Move m = nims[c]->take(i, *it);
        a.winning_moves.push_back(WinningMove{c, std::move(m.label), notation_with(pos, c, *m.to), at_component(std::move(m.action), c)});
      }
    }
  }
  return a;
}

struct SjSummary {
  Nimber total = 0;
  std::uint64_t big = 0;  // single games with SG > 1
};

SjSummary summarize(const std::vector<Nimber>& singles, SjSummary s = {}) {
  for (Nimber g : singles) s.total ^= g, s.big += g > 1;
  return s;
}

// SJ theorem (Jia Zhihao, anti-SG): when the game ends exactly when every
// single game has SG 0, the player to move wins iff (total SG != 0 and some
// single game has SG > 1) or (total SG == 0 and none has SG > 1).
bool sj_next_player_wins(SjSummary s) { return s.total != 0 ? s.big > 0 : s.big == 0; }

Analysis analyze_misere_sj(const Position& pos, const std::vector<std::vector<Nimber>>& singles,
                           ListingRoom room) {
  Analysis a;
  a.position = pos.notation();
  SjSummary all;
  for (std::size_t i = 0; i < pos.components.size(); ++i) {
    const Component& c = *pos.components[i];
    a.components.push_back(report_of(c, sj_next_player_wins(summarize(singles[i]))));
    all = summarize(singles[i], all);
  }
  a.outcome = sj_next_player_wins(all) ? Outcome::N : Outcome::P;
  a.decided_by = Text{Msg::decided_sj, {{"total", all.total}, {"big", all.big}}};
  a.theorem = Theorem::sj;
  a.misere = MisereCounts{all.total, all.big};
  if (a.outcome == Outcome::P) return a;
  // A misère-P result has total 0 (with some SG > 1) or total 1 (all <= 1),
  // so a winning move in component i reaches value c ^ t or c ^ t ^ 1.
  for (std::size_t i = 0; i < pos.components.size(); ++i) {
    const Nimber c = a.components[i].value->nimber;
    for (Nimber target : {c ^ all.total, c ^ all.total ^ 1}) {
      // moves_to() builds at most the family's budget of results; past it
      // the list is cut.
      auto moves = pos.components[i]->moves_to(target);
      if (moves.size() >= limits::max_listed_moves || !pos.components[i]->lists_every_move_to(target))
        a.winning_moves_complete = false;
      // The other components' summary, once: XOR and count both subtract.
      const SjSummary own = summarize(singles[i]);
      const SjSummary others{all.total ^ own.total, all.big - own.big};
      for (Move& m : moves) {
        if (sj_next_player_wins(summarize(*m.to->sj_single_games(), others))) continue;
        if (!room.admits(a, a.position.size())) return a;
        a.winning_moves.push_back(
            WinningMove{i, std::move(m.label), notation_with(pos, i, *m.to), at_component(std::move(m.action), i)});
      }
    }
  }
  return a;
}

// Steps the genus of one wild heap may take (a search of the sums below it):
// past it the heap's genus is left out of the report, never the answer, and
// not tried again while the memo lasts.
constexpr std::uint64_t kGenusReportWork = 300000;

// "kayles 12", "octal(0.137) 9": one heap of a component, for the texts.
std::string heap_text(const ComponentReport& r, std::uint64_t heap) {
  std::string family;
  std::optional<std::string> rule;
  split_family_and_rule(r.position, family, rule);
  return family + (rule ? "(" + *rule + ")" : std::string{}) + " " + std::to_string(heap);
}

// As Conway writes a genus: 0^{120}, 12^{12,14} (commas once a value has two digits).
std::string genus_text(const Genus& g) {
  bool wide = false;
  for (std::uint32_t v : g.misere) wide = wide || v > 9;
  std::string s = std::to_string(g.normal) + "^{";
  for (std::size_t k = 0; k < g.misere.size(); ++k) s += (wide && k ? "," : "") + std::to_string(g.misere[k]);
  return s + "}";
}

// Each heap's genus in the report, when every part of the sum is a heap:
// tame heaps by misère Nim's genera, the others by the genus search
// (misere/genus.hpp). Sets a.tame (true: all tame; false: some heap is not;
// unset: some genus is out of reach) and a.tameness, the sentence saying so.
// Leaves both unset (and returns false) when a part is not a heap.
// `by_quotient`: the sentences say the quotient decides, not the search.
Result<bool> report_genera(const Position& pos, Analysis& a, MisereMemo& memo, bool by_quotient) {
  std::optional<Text> wild, unknown;
  for (std::size_t i = 0; i < pos.components.size(); ++i) {
    const auto heaps = heaps_of(*pos.components[i]);
    if (!heaps || a.components[i].parts.size() != heaps->heaps->size()) return false;
  }
  for (std::size_t i = 0; i < pos.components.size(); ++i) {
    const std::vector<std::uint64_t>& sizes = *heaps_of(*pos.components[i])->heaps;
    SG_TRY(ids, memo.atoms_of(*pos.components[i]));
    std::vector<std::optional<Genus>>& genera = a.components[i].genera;
    genera.resize(ids.size());
    for (std::size_t k = 0; k < ids.size(); ++k) {
      const std::uint32_t id = ids[k];
      if (id == HeapAtoms::kNone || memo.atoms.tame(id)) {
        genera[k] = id == HeapAtoms::kNone ? tame_genus_of(0, true) : tame_genus_of(memo.atoms.normal(id), memo.atoms.small(id));
        continue;
      }
      std::optional<GenusValue> g;
      if (!memo.genus_unknown.count(id)) {
        memo.genus.start_call(kGenusReportWork);
        if (auto found = memo.genus.genus({id}); found.ok()) g = std::move(*found);
        else memo.genus_unknown.insert(id), memo.drop_genus();
      }
      if (!g) {
        if (!unknown)
          unknown = Text{by_quotient ? Msg::misere_genus_unknown_quotient : Msg::misere_genus_unknown_search,
                         {{"heap", heap_text(a.components[i], sizes[k])}, {"limit", kGenusReportWork}}};
        continue;
      }
      genera[k] = Genus{static_cast<std::uint32_t>(std::min<Nimber>(g->normal, UINT32_MAX)), g->misere, g->tame};
      if (!g->tame && !wild)
        wild = Text{by_quotient ? Msg::misere_not_tame_quotient : Msg::misere_not_tame_search,
                    {{"heap", heap_text(a.components[i], sizes[k])}, {"genus", genus_text(*genera[k])}}};
    }
  }
  if (wild) a.tame = false, a.tameness = std::move(*wild);
  else if (unknown) a.tameness = std::move(*unknown);
  else a.tame = true, a.tameness = Msg::misere_all_tame;
  return true;
}

// Conway's genus rule: a sum of tame games plays like misère Nim on the
// genera, P iff (all small and nim-sum 1) or (some part big and nim-sum 0).
// Returns whether the player to move wins.
bool decide_by_genus(Analysis& a) {
  std::uint32_t total = 0, big = 0;
  for (const ComponentReport& r : a.components)
    for (const auto& g : r.genera) total ^= g->normal, big += g->misere[0] != (g->normal ^ 1);
  const bool wins = big == 0 ? total != 1 : total != 0;
  a.decided_by = Text{wins ? Msg::decided_genus_tame_n : Msg::decided_genus_tame_p, {{"total", total}, {"big", big}}};
  a.theorem = Theorem::misere_genus;
  return wins;
}

// A sum of heaps of one rule within its misère quotient's reach (Plambeck
// and Siegel): each part's outcome, the sum's and every winning move are
// read from the elements, with no search. The genera are still reported,
// and a tame sum is still said to be decided by the genus rule (they agree).
// nullopt when a move leaves the quotient's heaps (the search decides).
Result<std::optional<Analysis>> decide_by_quotient(const Position& pos, const QuotientSum& qs, ListingRoom room,
                                                   MisereMemo& memo) {
  Analysis a;
  a.position = pos.notation();
  std::vector<QElement> elements;
  QElement sum = 0;
  for (const auto& c : pos.components) {
    const auto e = qs.element_of(*c);
    if (!e) return std::optional<Analysis>{};
    a.components.push_back(report_of(*c, !qs.is_p(*e)));
    elements.push_back(*e);
    sum = qs.mul(sum, *e);
  }
  const MisereQuotient& q = qs.q;
  a.quotient = QuotientElement{q.rule, q.heaps, q.order, sum, q.names[sum], qs.is_p(sum)};
  SG_TRY(reported, report_genera(pos, a, memo, true));
  (void)reported;
  const bool wins = !qs.is_p(sum);
  if (a.tame == true) {
    decide_by_genus(a);
  } else {
    a.decided_by = Text{wins ? Msg::decided_misere_quotient_n : Msg::decided_misere_quotient,
                        {{"rule", q.rule}, {"heaps", q.heaps}, {"order", q.order}, {"element", q.names[sum]}}};
    a.theorem = Theorem::misere_quotient;
  }
  a.outcome = wins ? Outcome::N : Outcome::P;
  if (!wins) return std::optional<Analysis>{std::move(a)};
  // The product of every other component's element, from products of the
  // components after each one (no inverses in a monoid): linear, not
  // quadratic, in the number of components.
  std::vector<QElement> after(elements.size() + 1, 0);
  for (std::size_t i = elements.size(); i-- > 0;) after[i] = qs.mul(elements[i], after[i + 1]);
  QElement before = 0;
  for (std::size_t i = 0; i < pos.components.size(); ++i) {
    const QElement others = qs.mul(before, after[i + 1]);
    before = qs.mul(before, elements[i]);
    for (Move& m : pos.components[i]->moves()) {
      const auto e = qs.element_of(*m.to);
      if (!e) return std::optional<Analysis>{};
      if (!qs.is_p(qs.mul(others, *e))) continue;
      if (!room.admits(a, a.position.size())) return std::optional<Analysis>{std::move(a)};
      a.winning_moves.push_back(
          WinningMove{i, std::move(m.label), notation_with(pos, i, *m.to), at_component(std::move(m.action), i)});
    }
  }
  return std::optional<Analysis>{std::move(a)};
}

// The canonical search (misere/canonical_search.hpp) on the memo kept
// between analyses: each component alone, the sum, then each move's result.
Result<Analysis> search_misere(const Position& pos, ListingRoom room, MisereMemo& memo) {
  memo.search.start_call();
  memo.search.read_leaves_in(quotient_leaves(pos, memo.atoms, memo.search.work(), limits::max_misere_work));
  auto wins_of = [&](const std::vector<const Component*>& parts) -> Result<bool> {
    SG_TRY(ids, memo.atoms_of(parts));
    return memo.search.next_player_wins(std::move(ids));
  };
  Analysis a;
  a.position = pos.notation();
  std::vector<const Component*> sum;
  for (const auto& c : pos.components) {
    SG_TRY(wins, wins_of({c.get()}));
    a.components.push_back(report_of(*c, wins));
    sum.push_back(c.get());
  }
  SG_TRY(ids, memo.atoms_of(sum));
  memo.atoms.normalize(ids);
  if (auto reported = report_genera(pos, a, memo, false); !reported.ok()) return reported.error();
  bool wins = false;
  if (a.tame == true) {
    wins = decide_by_genus(a);
  } else {
    SG_TRY(searched, memo.search.next_player_wins(ids));
    wins = searched;
    a.decided_by = Text{Msg::decided_canonical_search, {{"positions", memo.search.positions()}}};
    a.theorem = Theorem::misere_search;
  }
  a.outcome = wins ? Outcome::N : Outcome::P;
  if (!wins) return a;
  for (std::size_t i = 0; i < pos.components.size(); ++i)
    for (Move& m : pos.components[i]->moves()) {
      std::vector<const Component*> next = sum;
      next[i] = m.to.get();
      SG_TRY(child_wins, wins_of(next));
      if (child_wins) continue;
      if (!room.admits(a, a.position.size())) return a;
      a.winning_moves.push_back(
          WinningMove{i, std::move(m.label), notation_with(pos, i, *m.to), at_component(std::move(m.action), i)});
    }
  return a;
}

Result<Analysis> analyze_misere_search(const Position& pos, ListingRoom room) {
  for (const auto& c : pos.components)
    if (!c->has_value()) {
      if (auto reason = c->out_of_reach()) return *reason;
      return too_large(Text{Msg::misere_out_of_reach, {{"position", clipped(c->notation())}}}, c->missing_value_cap());
    }
  return with_misere_memo([&](MisereMemo& memo) -> Result<Analysis> {
    if (const auto qs = quotient_of_sum(pos)) {
      SG_TRY(decided, decide_by_quotient(pos, *qs, room, memo));
      if (decided) return std::move(*decided);
    }
    return search_misere(pos, room, memo);
  });
}

}  // namespace

Result<Analysis> analyze_misere(const Position& pos, std::uint64_t max_moves) {
  const ListingRoom room{max_moves};
  std::vector<const NimGame*> nims;
  for (const auto& c : pos.components)
    if (const auto* g = dynamic_cast<const NimGame*>(c.get())) nims.push_back(g);
  if (nims.size() == pos.components.size()) return analyze_misere_nim(pos, nims, room);
  std::vector<std::vector<Nimber>> singles;
  for (const auto& c : pos.components) {
    auto s = c->sj_single_games();
    if (!s) return analyze_misere_search(pos, room);
    singles.push_back(std::move(*s));
  }
  return analyze_misere_sj(pos, singles, room);
}

}  // namespace sg
