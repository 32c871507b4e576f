// misere_quotient(): the verified quotient as data, with its presentation.
#include <algorithm>
#include <map>
#include <queue>

#include "misere/misere_limits.hpp"
#include "misere/quotient/quotient_cache.hpp"
#include "misere/quotient/quotient_period.hpp"
#include "misere/quotient/quotient_report.hpp"
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

// Q_heaps from the builder's quotient, which may know more heaps: the
// submonoid the images of heaps up to `heaps` generate, reduced to the
// classes no sum of such heaps tells apart (Moore's refinement: the
// P-portion, kept by multiplying with each heap's image). More heaps can
// keep apart what fewer cannot: Kayles' 1+1 and 5+5 are one element of Q_8
// and two of Q_9.
struct Restricted {
  QuotientMonoid monoid;
  std::vector<QElement> images;  // per heap 0..heaps
};

Restricted restrict_to(const QuotientBuilder& builder, std::uint64_t heaps) {
  const QuotientMonoid& q = builder.monoid();
  std::vector<QElement> letters;
  for (std::uint64_t h = 1; h <= heaps; ++h) letters.push_back(builder.image(h));
  std::sort(letters.begin(), letters.end());
  letters.erase(std::unique(letters.begin(), letters.end()), letters.end());
  // Elements reachable from the identity, in order of discovery.
  std::vector<std::int32_t> index(q.order, -1);
  std::vector<QElement> elements{0};
  index[0] = 0;
  for (std::size_t i = 0; i < elements.size(); ++i)
    for (QElement g : letters) {
      const QElement e = q.mul(elements[i], g);
      if (index[e] < 0) index[e] = static_cast<std::int32_t>(elements.size()), elements.push_back(e);
    }
  const std::size_t size = elements.size();
  std::vector<std::uint32_t> cls(size);
  for (std::size_t i = 0; i < size; ++i) cls[i] = q.p[elements[i]];
  std::uint32_t classes = 0;
  for (;;) {
    std::map<std::vector<std::uint32_t>, std::uint32_t> ids;
    std::vector<std::uint32_t> next(size);
    std::vector<std::uint32_t> signature(letters.size() + 1);
    for (std::size_t i = 0; i < size; ++i) {
      signature[0] = cls[i];
      for (std::size_t g = 0; g < letters.size(); ++g)
        signature[g + 1] = cls[static_cast<std::size_t>(index[q.mul(elements[i], letters[g])])];
      next[i] = ids.try_emplace(signature, static_cast<std::uint32_t>(ids.size())).first->second;
    }
    cls = std::move(next);
    if (ids.size() == classes) break;
    classes = static_cast<std::uint32_t>(ids.size());
  }
  // Classes are numbered by first element (the identity's is 0), each
  // represented by that element: the partition is a congruence, so any
  // representative gives the same products.
  std::vector<std::size_t> first(classes, SIZE_MAX);
  for (std::size_t i = 0; i < size; ++i)
    if (first[cls[i]] == SIZE_MAX) first[cls[i]] = i;
  Restricted out;
  QuotientMonoid& r = out.monoid;
  r.order = classes;
  r.table.resize(std::size_t{classes} * classes);
  r.p.resize(classes);
  auto class_of = [&](QElement e) { return static_cast<QElement>(cls[static_cast<std::size_t>(index[e])]); };
  for (std::uint32_t a = 0; a < classes; ++a) {
    const QElement x = elements[first[a]];
    r.p[a] = q.p[x];
    for (std::uint32_t b = 0; b < classes; ++b)
      r.table[std::size_t{a} * classes + b] = class_of(q.mul(x, elements[first[b]]));
  }
  for (std::uint64_t h = 0; h <= heaps; ++h) out.images.push_back(class_of(builder.image(h)));
  return out;
}

}  // namespace

std::string quotient_element_name(const std::uint16_t* exponents, std::size_t generators) {
  static const char* const superscripts[] = {"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};
  std::string s;
  for (std::size_t i = 0; i < generators; ++i) {
    if (exponents[i] == 0) continue;
    // A dot between factors, so that a product never reads as a word (bd).
    if (!s.empty()) s += "·";
    if (i < 26) s += static_cast<char>('a' + i);
    else s += "x" + std::to_string(i + 1);
    if (exponents[i] > 1)
      for (char c : std::to_string(exponents[i])) s += superscripts[c - '0'];
  }
  return s.empty() ? "1" : s;
}

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
  const Restricted q = restrict_to(builder, heaps);
  // Generators: each heap whose image the earlier heaps' images do not make.
  std::vector<QElement> generators;
  std::vector<std::uint8_t> made(q.monoid.order, 0);
  made[0] = 1;
  for (std::uint64_t h = 1; h <= heaps; ++h) {
    const QElement g = q.images[static_cast<std::size_t>(h)];
    if (made[g]) continue;
    generators.push_back(g);
    out.generator_heaps.push_back(h);
    for (bool grew = true; grew;) {
      grew = false;
      for (std::uint32_t x = 0; x < q.monoid.order; ++x)
        if (made[x] && !made[q.monoid.mul(static_cast<QElement>(x), g)])
          made[q.monoid.mul(static_cast<QElement>(x), g)] = 1, grew = true;
    }
  }
  out.order = q.monoid.order;
  out.table = q.monoid.table;
  out.p = q.monoid.p;
  for (std::uint64_t h = 0; h <= heaps; ++h) {
    out.heap_images.push_back(q.images[static_cast<std::size_t>(h)]);
    out.orders.push_back(builder.order_at(h));
    if (h == 0 || builder.order_at(h) != builder.order_at(h - 1)) out.stable_since = h;
  }
  present(q.monoid, generators, out);
  out.period = quotient_period(q.images, rule, heaps);
  return out;
}

Result<MisereQuotient> misere_quotient(std::string_view rule_text, std::uint64_t heaps, const Progress& progress) {
  SG_TRY(rule, resolve_heap_rule(rule_text));
  return quotient_report(rule, heaps, progress, limits::max_quotient_work);
}

}  // namespace sg
