#include "misere/heap_rules.hpp"

#include <algorithm>

#include "families/heaps/lasker.hpp"
#include "families/heaps/subtraction.hpp"
#include "families/nim/nim.hpp"
#include "families/heaps/octal/octal_rule.hpp"
#include "notation/text_scan.hpp"

namespace sg {

namespace {

class NimHeapRule final : public HeapRule {
 public:
  std::string notation() const override { return "nim"; }
  Text theory() const override { return Msg::theory_misere_nim; }
  Theorem theorem() const override { return Theorem::bouton; }
  Result<bool> supports(std::uint64_t) const override { return true; }
  Nimber grundy(std::uint64_t heap) const override { return heap; }
  void options(std::uint64_t heap, const OptionSink& sink) const override {
    if (heap == 0) return;
    sink({});
    for (std::uint64_t h = 1; h < heap; ++h) {
      const std::uint64_t piece[1] = {h};
      sink(piece);
    }
  }
  std::uint64_t option_bound(std::uint64_t heap) const override { return heap; }
};

std::string joined(const std::vector<std::uint64_t>& amounts) {
  std::string s;
  for (std::uint64_t a : amounts) s += (s.empty() ? "" : ",") + std::to_string(a);
  return s;
}

ResolvedHeapRule resolved(std::shared_ptr<const HeapRule> rule) {
  ResolvedHeapRule r;
  if (const auto* octal = dynamic_cast<const OctalRule*>(rule.get())) {
    const OctalCode& code = octal->code();
    r.key = "octal " + code.text;
    if (!code.repeats && !code.unequal_split) {
      r.periodicity = ResolvedHeapRule::Periodicity::octal;
      r.reach = code.last_nonzero();
    }
  } else if (const auto* sub = dynamic_cast<const SubtractionRule*>(rule.get())) {
    r.key = "sub " + joined(sub->amounts());
    r.periodicity = ResolvedHeapRule::Periodicity::subtraction;
    r.reach = sub->amounts().back();
  } else if (const auto* bash = dynamic_cast<const BashRule*>(rule.get())) {
    std::vector<std::uint64_t> amounts;
    for (std::uint64_t a = 1; a <= bash->max_take() && a <= 64; ++a) amounts.push_back(a);
    r.key = bash->max_take() <= 64 ? "sub " + joined(amounts) : "bash " + std::to_string(bash->max_take());
    r.periodicity = ResolvedHeapRule::Periodicity::subtraction;
    r.reach = bash->max_take();
  } else {
    r.key = rule->notation();
  }
  r.rule = std::move(rule);
  return r;
}

}  // namespace

std::shared_ptr<const HeapRule> nim_heap_rule() {
  static const auto rule = std::make_shared<const NimHeapRule>();
  return rule;
}

Result<ResolvedHeapRule> resolve_heap_rule(std::string_view text) {
  SG_TRY(syn, split_component(text, 1));
  if (!syn.args.empty())
    return error_at(syn.args[0].column, Text{Msg::quotient_no_heaps, {{"found", excerpt(syn.args[0].text)}}});
  const std::string name = lower_ascii(syn.family.text);
  if (name == "nim") {
    if (syn.rule) return error_at(syn.rule->column - 1, Text{Msg::notation_no_rule, {{"family", "nim"}}});
    return resolved(nim_heap_rule());
  }
  const Family* family = find_family(name);
  if (!family)
    return error_at(syn.family.column, Text{Msg::notation_unknown_family, {{"family", excerpt(syn.family.text)}}});
  // Read with one heap, so that a rule's own errors are said at their
  // column, and a game that takes no heap (coins, wythoff) is named as such.
  const std::string with_heap = std::string(text) + " 1";
  SG_TRY(one, split_component(with_heap, 1));
  auto component = family->parse(one);
  if (!component.ok() && component.error().column <= text.size()) return component.error();
  const auto* heaps = component.ok() ? dynamic_cast<const HeapGame*>(component->get()) : nullptr;
  if (!heaps) return error_at(syn.family.column, Text{Msg::quotient_not_heap_rule, {{"rule", excerpt(text)}}});
  return resolved(heaps->shared_rule());
}

std::optional<HeapsOfRule> heaps_of(const Component& c) {
  if (const auto* h = dynamic_cast<const HeapGame*>(&c)) return HeapsOfRule{resolved(h->shared_rule()), &h->heaps()};
  if (const auto* n = dynamic_cast<const NimGame*>(&c)) return HeapsOfRule{resolved(nim_heap_rule()), &n->heaps()};
  return std::nullopt;
}

}  // namespace sg
