#pragma once
// A sum of heaps played under one heap rule: `kayles 3 9`, `sub(1,3,4) 60 7`.
//
//   HeapGame ─┬─ rule_   shared HeapRule: options of ONE heap + its SG theory
//             └─ heaps_  {3, 9}  (uint64, in input order; emptied heaps stay 0)
//
// A move acts on one heap and replaces it by 0, 1 or 2 heaps (octal games and
// Grundy's game split heaps); the pieces are written in place of the heap.
// Theory: Sprague-Grundy theorem, SG(sum) = XOR of SG(heap) over the heaps,
// and for a split move the option's value is the XOR of its pieces
// (Multi-SG).

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "sg/component.hpp"
#include "sg/family.hpp"

namespace sg {

class HeapRule {
 public:
  // pieces: the heaps that replace the one moved in (zero-size pieces are
  // not listed: taking a whole heap gives no pieces). The move's label is
  // built from them (HeapGame::make_move), so a search that only counts
  // options builds no text.
  using OptionSink = std::function<void(std::span<const std::uint64_t> pieces)>;
  // How a label says what a move removes: "take 2" (subtraction games,
  // Lasker's Nim), or with what it leaves: "remove 1 leaving 3", "take the
  // whole heap" (octal games). A split that removes nothing reads "split
  // into 3 and 4" either way.
  enum class Wording : std::uint8_t { take, leave };

  virtual ~HeapRule() = default;
  virtual std::string notation() const = 0;  // "kayles", "sub(1,3,4)"
  virtual Text theory() const = 0;    // closed form / method and its theorem
  virtual Theorem theorem() const { return Theorem::mex; }
  virtual Wording wording() const { return Wording::take; }
  // Whether value() is available for this heap size (caps, proven periods).
  virtual Result<bool> supports(std::uint64_t heap) const = 0;
  virtual Nimber grundy(std::uint64_t heap) const = 0;
  // Rules whose values are computed (octal games): the analysis computes
  // them up to `heap` here, within the rule's work cap, and gets the error
  // that refuses them; parsing never does (it computes nothing that grows
  // with the numbers typed).
  virtual bool computes_values() const { return false; }
  virtual std::optional<Error> compute_values_to(std::uint64_t /*heap*/) const { return std::nullopt; }
  // Rules: every option of a single heap.
  virtual void options(std::uint64_t heap, const OptionSink& sink) const = 0;
  virtual std::uint64_t option_bound(std::uint64_t heap) const = 0;
  // Theory: every option of one heap whose value is `target`. The default
  // filters options(); rules with a closed form override it.
  virtual void options_with_value(std::uint64_t heap, Nimber target, const OptionSink& sink) const;
};

class HeapGame final : public Component {
 public:
  HeapGame(std::shared_ptr<const HeapRule> rule, std::vector<std::uint64_t> heaps)
      : rule_(std::move(rule)), heaps_(std::move(heaps)) {}

  const HeapRule& rule() const { return *rule_; }
  std::shared_ptr<const HeapRule> shared_rule() const { return rule_; }
  const std::vector<std::uint64_t>& heaps() const { return heaps_; }

  std::string notation() const override;
  std::string canonical_key() const override;
  Value value() const override;
  // False when the rule cannot compute the largest heap's value within its
  // work cap; out_of_reach() then says why.
  bool has_value() const override;
  std::optional<Error> out_of_reach() const override;
  const char* missing_value_cap() const override { return "maxOctalWork"; }
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override;
  std::vector<Move> moves_to(Nimber target) const override;
  bool lists_every_move_to(Nimber target) const override;
  std::vector<Part> parts() const override;
  Text theory() const override { return rule_->theory(); }
  Theorem theorem() const override { return rule_->theorem(); }
  std::unique_ptr<Component> clone() const override { return std::make_unique<HeapGame>(rule_, heaps_); }
  ComponentShape shape() const override;
  Result<std::unique_ptr<Component>> apply(const MoveAction& action) const override;
  // The move that replaces heap `heap` by `pieces` (an option of that heap
  // under the rule), labelled as moves() labels it.
  Move move_of(std::size_t heap, std::span<const std::uint64_t> pieces) const { return make_move(heap, pieces); }

 private:
  // moves_to() builds at most this many results (each copies every heap).
  std::uint64_t listed_move_budget() const;
  Move make_move(std::size_t heap, std::span<const std::uint64_t> pieces) const;
  Text label(std::size_t heap, std::span<const std::uint64_t> pieces) const;
  MoveAction action_of(std::size_t heap, std::span<const std::uint64_t> pieces) const;

  std::shared_ptr<const HeapRule> rule_;
  std::vector<std::uint64_t> heaps_;
};

// Parses the heap arguments and checks rule->supports() for each one, so a
// constructed HeapGame can always be valued.
Result<std::unique_ptr<Component>> make_heap_game(std::shared_ptr<const HeapRule> rule,
                                                  const ComponentSyntax& syn);

}  // namespace sg
