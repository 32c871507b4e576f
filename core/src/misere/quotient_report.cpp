// misere_quotient(): the verified quotient as data, with its presentation.
#include <algorithm>
#include <map>
#include <queue>

#include "misere/misere_limits.hpp"
#include "misere/quotient_cache.hpp"
#include "misere/quotient_report.hpp"
#include "misere/quotient_period.hpp"
#include "sg/misere_quotient.hpp"

namespace sg {

namespace {

// Normal forms and relations. Words (exponent vectors over the generators)
// are taken in graded lexicographic order, a term order, so the least word
// of each element forms a set closed under taking sub-words. Every word that
// is not least is rewritten to a lesser one by some relation "corner = its
// normal form", where a corner is a non-least word whose every sub-word
// one step down is least: those relations and the generators present Q.
void present(const QuotientMonoid& q, const std::vector<QElement>& generators, MisereQuotient& out) {
  const std::size_t g = generators.size();
  using Word = std::vector<std::uint16_t>;
  struct Item {
    std::uint32_t degree;
    Word word;
    QElement element;
    bool operator>(const Item& o) const {
      if (degree != o.degree) return degree > o.degree;
      return word < o.word;  // more of an earlier generator comes first
    }
  };
  std::priority_queue<Item, std::vector<Item>, std::greater<Item>> queue;
  std::map<Word, bool> seen;
  std::vector<std::optional<Word>> normal(q.order);
  queue.push(Item{0, Word(g, 0), 0});
  seen[Word(g, 0)] = true;
  auto is_normal = [&](const Word& w, QElement e) { return normal[e] && *normal[e] == w; };
  auto element_of = [&](const Word& w) {
    QElement e = 0;
    for (std::size_t i = 0; i < g; ++i)
      for (std::uint16_t k = 0; k < w[i]; ++k) e = q.mul(e, generators[i]);
    return e;
  };
  while (!queue.empty()) {
    Item item = queue.top();
    queue.pop();
    if (!normal[item.element]) {
      normal[item.element] = item.word;
      for (std::size_t i = 0; i < g; ++i) {
        Word next = item.word;
        ++next[i];
        if (seen.emplace(next, true).second)
          queue.push(Item{item.degree + 1, std::move(next), q.mul(item.element, generators[i])});
      }
      continue;
    }
    bool corner = true;
    for (std::size_t j = 0; j < g && corner; ++j) {
      if (item.word[j] == 0) continue;
      Word down = item.word;
      --down[j];
      corner = is_normal(down, element_of(down));
    }
    if (corner) out.relations.push_back(QuotientRelation{item.word, *normal[item.element]});
  }
  out.words.assign(std::size_t{q.order} * g, 0);
  out.names.resize(q.order);
  for (std::uint32_t e = 0; e < q.order; ++e) {
    const Word& w = *normal[e];  // every element is a product of generators
    std::copy(w.begin(), w.end(), out.words.begin() + static_cast<std::ptrdiff_t>(std::size_t{e} * g));
    out.names[e] = quotient_element_name(w.data(), g);
  }
}

}  // namespace

std::string quotient_element_name(const std::uint16_t* exponents, std::size_t generators) {
  static const char* const superscripts[] = {"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};
  std::string s;
  for (std::size_t i = 0; i < generators; ++i) {
    if (exponents[i] == 0) continue;
    if (i < 26) s += static_cast<char>('a' + i);
    else s += "x" + std::to_string(i + 1);
    if (exponents[i] > 1)
      for (char c : std::to_string(exponents[i])) s += superscripts[c - '0'];
  }
  return s.empty() ? "1" : s;
}

namespace {

// The submonoid that the heaps up to `heaps` generate in the builder's
// quotient of more heaps can still tell apart sums that split only on a larger
// heap (Kayles: 1+1 and 5+5 up to heap 8): merge every pair no product with
// those heaps tells apart (Moore's refinement), which leaves Q_heaps itself.
// Returns each element's class; classes are numbered by first element, so
// the identity stays 0.
std::vector<std::uint32_t> indistinguishable(const QuotientMonoid& sub, const std::vector<QElement>& generators,
                                             std::uint32_t& classes) {
  std::vector<std::uint32_t> cls(sub.order);
  for (std::uint32_t e = 0; e < sub.order; ++e) cls[e] = sub.p[e];
  classes = 0;
  for (;;) {
    std::map<std::vector<std::uint32_t>, std::uint32_t> named;
    std::vector<std::uint32_t> next(sub.order);
    for (std::uint32_t e = 0; e < sub.order; ++e) {
      std::vector<std::uint32_t> signature{cls[e]};
      for (QElement g : generators) signature.push_back(cls[sub.mul(static_cast<QElement>(e), g)]);
      next[e] = named.emplace(std::move(signature), static_cast<std::uint32_t>(named.size())).first->second;
    }
    const auto count = static_cast<std::uint32_t>(named.size());
    cls = std::move(next);
    if (count == classes) break;
    classes = count;
  }
  return cls;
}

}  // namespace

Result<MisereQuotient> quotient_report(const ResolvedHeapRule& rule, std::uint64_t heaps, const Progress& progress,
                                       std::uint64_t work_limit) {
  if (heaps > limits::max_quotient_heap)
    return too_large(Text{Msg::quotient_heap_too_large, {{"heap", heaps}, {"limit", limits::max_quotient_heap}}},
                     "maxQuotientHeap");
  QuotientBuilder& builder = quotient_builder(rule);
  if (builder.known_to() < heaps) {
    SG_TRY(extended, builder.extend_to(heaps, progress, work_limit));
    (void)extended;
  }
  MisereQuotient out;
  out.rule = rule.rule->notation();
  out.heaps = heaps;
  const QuotientMonoid& q = builder.monoid();
  std::vector<QElement> generators;
  for (std::size_t i = 0; i < builder.generator_heaps().size(); ++i)
    if (builder.generator_heaps()[i] <= heaps) generators.push_back(builder.generators()[i]);
  // Elements reachable from the identity by these generators, in order.
  std::vector<std::int32_t> index(q.order, -1);
  std::vector<QElement> elements{0};
  index[0] = 0;
  for (std::size_t i = 0; i < elements.size(); ++i)
    for (QElement gen : generators) {
      const QElement e = q.mul(elements[i], gen);
      if (index[e] < 0) index[e] = static_cast<std::int32_t>(elements.size()), elements.push_back(e);
    }
  QuotientMonoid sub;
  sub.order = static_cast<std::uint32_t>(elements.size());
  sub.table.resize(std::size_t{sub.order} * sub.order);
  sub.p.resize(sub.order);
  for (std::uint32_t a = 0; a < sub.order; ++a) {
    sub.p[a] = q.p[elements[a]];
    for (std::uint32_t b = 0; b < sub.order; ++b)
      sub.table[std::size_t{a} * sub.order + b] = static_cast<QElement>(index[q.mul(elements[a], elements[b])]);
  }
  std::vector<QElement> sub_generators;
  for (QElement gen : generators) sub_generators.push_back(static_cast<QElement>(index[gen]));
  std::uint32_t classes = 0;
  const std::vector<std::uint32_t> cls = indistinguishable(sub, sub_generators, classes);
  std::vector<QElement> representative(classes);
  for (std::uint32_t e = sub.order; e-- > 0;) representative[cls[e]] = static_cast<QElement>(e);
  QuotientMonoid reduced;
  reduced.order = classes;
  reduced.table.resize(std::size_t{classes} * classes);
  reduced.p.resize(classes);
  for (std::uint32_t a = 0; a < classes; ++a) {
    reduced.p[a] = sub.p[representative[a]];
    for (std::uint32_t b = 0; b < classes; ++b)
      reduced.table[std::size_t{a} * classes + b] =
          static_cast<QElement>(cls[sub.mul(representative[a], representative[b])]);
  }
  out.order = reduced.order;
  out.table = reduced.table;
  out.p = reduced.p;
  for (std::uint64_t h = 0; h <= heaps; ++h) {
    out.heap_images.push_back(static_cast<std::uint16_t>(cls[static_cast<std::size_t>(index[builder.image(h)])]));
    out.orders.push_back(builder.order_at(h));
    if (h == 0 || builder.order_at(h) != builder.order_at(h - 1)) out.stable_since = h;
  }
  // Generators of Q_heaps: the heaps, in order, whose image the smaller
  // heaps' images do not generate (merging may make a generator redundant).
  std::vector<QElement> reduced_generators;
  std::vector<bool> made(classes, false);
  std::vector<QElement> closure{0};
  made[0] = true;
  for (std::uint64_t h = 1; h <= heaps; ++h) {
    const QElement image = out.heap_images[static_cast<std::size_t>(h)];
    if (made[image]) continue;
    reduced_generators.push_back(image);
    out.generator_heaps.push_back(h);
    for (std::size_t i = 0; i < closure.size(); ++i)
      for (QElement gen : reduced_generators) {
        const QElement e = reduced.mul(closure[i], gen);
        if (!made[e]) made[e] = true, closure.push_back(e);
      }
  }
  present(reduced, reduced_generators, out);
  out.period = quotient_period(builder, rule, heaps);
  return out;
}

Result<MisereQuotient> misere_quotient(std::string_view rule_text, std::uint64_t heaps, const Progress& progress) {
  SG_TRY(rule, resolve_heap_rule(rule_text));
  return quotient_report(rule, heaps, progress, limits::max_quotient_work);
}

}  // namespace sg
