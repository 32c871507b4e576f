#pragma once
// The misère quotient of a heap rule restricted to heaps 0..n, grown one heap
// at a time (private header). Plambeck and Siegel, "Misère quotients for
// impartial games" (JCTA 2008): the sums of heaps up to n, identified when no
// sum of such heaps tells them apart in misère play, form a commutative
// monoid Q_n; a sum's image in Q_n says whether it is P.
//
//   images_[h]   the image of heap h in Q_n (0, the identity, for a heap
//                without moves)
//   letters_     the distinct option-image sets T(h) = { image of each option
//                of heap h } of the heaps with moves: heaps with the same T
//                are the same element (see add_heap), and the verifier reads
//                sums one heap ("letter") at a time
//   elements_    per element: the depth of its shallowest known sum and the
//                images of that sum's options (the candidate's recursion)
//
// Adding heap n (add_heap): either T(n) is the set of an earlier heap m, and
// then heap n is heap m's element (no check needed), or a candidate Q_n is
// built from Q_{n-1} and powers of the new heap, reduced to its
// indistinguishability classes, and VERIFIED for every sum of heaps up to n
// by a finite automaton (quotient_verify.cpp). Nothing is assumed that the
// verifier does not check: a candidate that fails it is rebuilt with more
// powers, and past the caps the answer is "too large".

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "families/heaps/heap_game.hpp"
#include "misere/quotient/quotient_monoid.hpp"
#include "sg/family.hpp"
#include "sg/result.hpp"

namespace sg {

class QuotientBuilder {
 public:
  explicit QuotientBuilder(std::shared_ptr<const HeapRule> rule);

  // Extends Q to heaps 0..n (n >= known_to()); caps: limits::max_quotient_heap,
  // max_quotient_order, max_quotient_states, and `work_limit` steps (at most
  // limits::max_quotient_work; an analysis passes less). After an error the
  // builder keeps the last verified quotient.
  Result<bool> extend_to(std::uint64_t n, const Progress& progress = {},
                         std::uint64_t work_limit = UINT64_MAX);

  std::uint64_t known_to() const { return images_.size() - 1; }
  const QuotientMonoid& monoid() const { return q_; }
  QElement image(std::uint64_t heap) const { return images_[static_cast<std::size_t>(heap)]; }
  // The images of heap h's options (empty for a heap without moves).
  std::span<const QElement> option_images(std::uint64_t heap) const;
  // Heaps whose image is not a product of smaller heaps' images, in order:
  // the generators a, b, c, ... of the presentation.
  const std::vector<std::uint64_t>& generator_heaps() const { return generator_heaps_; }
  const std::vector<QElement>& generators() const { return generators_; }
  // |Q_h| for h = 0..known_to().
  std::uint32_t order_at(std::uint64_t heap) const { return orders_[static_cast<std::size_t>(heap)]; }
  const HeapRule& rule() const { return *rule_; }
  // States the verifier holds for Q_n (each an element and a bit set).
  std::size_t verified_states() const { return state_count_; }

 private:
  struct Letter {
    QElement image;
    std::vector<QElement> options;  // T: sorted, distinct
  };
  struct ElementInfo {
    std::uint64_t depth = 0;             // longest play of its shallowest known sum
    std::vector<QElement> options;       // images of that sum's options
  };
  // A candidate Q_n: the reduced monoid, where each pair (x, k) = x + k * heap n
  // of Q_{n-1} x {0..fold_end-1} went, and each new element's shallowest pair.
  struct Candidate {
    QuotientMonoid q;
    std::vector<std::uint32_t> class_of;  // index k * order + x
    std::uint32_t fold_start = 0, fold_period = 1;
    QElement image = 0;                   // heap n's element
  };

  Result<bool> add_heap(std::uint64_t n);
  Result<std::vector<std::vector<std::uint8_t>>> power_rows(const std::vector<QElement>& t, std::uint32_t powers,
                                                            std::uint64_t n);
  Result<std::optional<Candidate>> candidate(const std::vector<std::vector<std::uint8_t>>& rows,
                                             std::uint32_t fold_start, std::uint32_t fold_period, std::uint64_t n);
  void commit(Candidate c, std::vector<QElement> t, std::uint64_t depth, std::uint64_t n);
  // quotient_rebuild.cpp: Q_n from scratch over exponent vectors of the
  // `letters` (increasing: the generators of Q_{n-1}, maybe more heaps,
  // and heap n), or of every heap 1..n (nullptr), for when elements of
  // Q_{n-1} split (see there).
  // K, each letter's largest exponent before the fold, from 3 to max_k.
  Result<bool> rebuild(std::uint64_t n, std::uint64_t depth, const std::vector<std::uint64_t>* letters,
                       std::uint32_t max_k);
  // quotient_verify.cpp: every reachable (element, reach) state of the sums
  // of the letters, checked (false at the first that contradicts q); with
  // `fresh` the states of Q_{n-1} are dropped, else only the last letter is
  // new and is read after each of them.
  Result<bool> verify(const QuotientMonoid& q, const std::vector<Letter>& letters, bool fresh, std::uint64_t n);
  bool charge(std::uint64_t steps);
  Error too_much_work(std::uint64_t heap) const;
  std::uint32_t insert_state(const std::uint64_t* state, std::size_t stride);
  void rebuild_state_index(std::size_t stride);

  std::shared_ptr<const HeapRule> rule_;
  QuotientMonoid q_;
  std::vector<QElement> images_{0};
  std::vector<std::uint32_t> letter_of_heap_{UINT32_MAX};  // UINT32_MAX: no moves
  std::vector<std::uint64_t> heap_depth_{0};
  std::vector<std::uint32_t> orders_{1};
  std::vector<Letter> letters_;
  std::map<std::vector<QElement>, std::uint32_t> letter_by_options_;
  std::vector<ElementInfo> elements_{ElementInfo{}};
  std::vector<QElement> generators_;
  std::vector<std::uint64_t> generator_heaps_;
  const Progress* progress_ = nullptr;
  double progress_at_ = 0;    // reported while heap n is added
  double progress_half_ = 0;  // halfway through heap n's share
  // False when the caller cancels (reporting progress_at_).
  bool keep_going() const { return !progress_ || !*progress_ || (*progress_)(progress_at_); }
  std::uint64_t work_ = 0;  // of the current extend_to()
  std::uint64_t work_limit_ = 0;

  // The verifier's states for q_: [element, reach bits...] back to back,
  // and an open-addressing index into them. Kept between heaps while Q does
  // not change, so a new letter only explores from them.
  std::vector<std::uint64_t> states_;
  std::vector<std::uint32_t> state_index_;
  std::size_t state_count_ = 0;
  std::uint32_t states_order_ = 0;  // the order the states were built for
};

}  // namespace sg
