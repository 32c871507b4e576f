#pragma once
// Nim: heaps a1..an, remove any positive number from one heap.
//
//   "nim 3 4 5"  ->  heaps_ = {3, 4, 5}   (uint64, exact up to 2^63-1)
//
// Theory: Bouton's theorem, SG = a1 XOR ... XOR an.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "kernels/shared_notation.hpp"
#include "sg/component.hpp"
#include "sg/family.hpp"

namespace sg {

class NimGame final : public Component {
 public:
  explicit NimGame(std::vector<std::uint64_t> heaps) : heaps_(std::move(heaps)) {}
  // With its notation already written (a move's result spliced from the
  // text of the sum it was made in).
  NimGame(std::vector<std::uint64_t> heaps, std::string text)
      : heaps_(std::move(heaps)), text_(std::move(text)) {}

  const std::vector<std::uint64_t>& heaps() const { return heaps_; }

  std::string notation() const override;
  std::string take_notation() override;
  std::string canonical_key() const override;
  Value value() const override;
  std::vector<Move> moves() const override;
  std::uint64_t option_bound() const override;
  std::vector<Move> moves_to(Nimber target) const override;
  bool lists_every_move_to(Nimber target) const override;
  std::vector<Part> parts() const override;
  Text theory() const override;
  Theorem theorem() const override { return Theorem::bouton; }
  // One non-empty heap: taking it all ends the game at once, and that is
  // the only move to a P position (remoteness and suspense 1).
  std::optional<std::uint64_t> known_remoteness() const override { return lone_heap_measure(); }
  std::optional<std::uint64_t> known_suspense() const override { return lone_heap_measure(); }
  // A Nim heap with SG 0 is empty, and no move splits a heap.
  std::optional<std::vector<Nimber>> sj_single_games() const override { return heaps_; }
  std::unique_ptr<Component> clone() const override { return std::make_unique<NimGame>(*this); }
  ComponentShape shape() const override;
  Result<std::unique_ptr<Component>> apply(const MoveAction& action) const override;

  // The move that sets heap i (0-based) to `to` (< heaps_[i]).
  Move take(std::size_t i, std::uint64_t to) const;

 private:
  std::optional<std::uint64_t> lone_heap_measure() const;
  // moves_to() lists at most this many moves (each one copies the heaps).
  std::size_t listed_move_budget() const;
  // "nim a1 a2 ..."; offsets[k] = where heap marks[k] starts in it (marks
  // ascending), so that moves can splice the text instead of rewriting it.
  std::string write_notation(const std::vector<std::size_t>& marks, std::vector<std::size_t>& offsets) const;
  std::vector<std::uint64_t> heaps_;
  SharedNotation text_;  // when already written
};

// Parses heap-size arguments; shared by every family whose args are heaps.
Result<std::vector<std::uint64_t>> parse_heaps(const ComponentSyntax& syn);

Result<std::unique_ptr<Component>> parse_nim(const ComponentSyntax& syn);
Result<Sequence> nim_sequence(const ComponentSyntax& rule, std::uint64_t n, const Progress& progress);

}  // namespace sg
