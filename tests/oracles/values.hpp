#pragma once
// Shares with the engine: nothing. Standard library and the oracle folder only.
//
// Values by the definitions, over the positions the oracles' moves reach:
//   Atlas         every position met, by key, with its options (ids)
//   grundy        SG = mex of the options' SG (positions that cannot recur)
//   loopy         Smith's generalized SG on a game that may recur, by
//                 Fraenkel and Yesha's labelling: value i, or infinity
//                 with the finite values of its options (∞{K})
//   remoteness    Steinhaus: 0 at the end; 1 + the least even remoteness
//                 of an option, or else 1 + the greatest odd one
//   suspense      Smith: 0 at the end; 1 + the greatest even suspense of an
//                 option, or else 1 + the least odd one
#include <deque>
#include <unordered_map>

#include "oracle.hpp"

namespace oracle {

// A generalized SG value: a nimber, or infinity with the set K.
struct Loopy {
  bool infinite = false;
  Num nimber = 0;
  std::set<Num> k;
  bool operator==(const Loopy&) const = default;
  // Normal play: 0 is P; a nimber or ∞{K} with 0 in K is N; the rest draws.
  char outcome() const { return infinite ? (k.count(0) ? 'N' : 'D') : nimber ? 'N' : 'P'; }
};

class Atlas {
 public:
  using Id = std::size_t;

  Id id(const Pos& p) {
    const std::string k = key(p);
    if (auto it = ids_.find(k); it != ids_.end()) return it->second;
    ids_.emplace(k, pos_.size());
    pos_.push_back(p);
    options_.emplace_back();
    expanded_.push_back(false);
    return pos_.size() - 1;
  }
  const Pos& pos(Id i) const { return pos_[i]; }
  std::size_t size() const { return pos_.size(); }

  // The distinct options of a position (each by id).
  const std::vector<Id>& options(Id i) {
    if (!expanded_[i]) {
      std::vector<Id> out;
      for (const Pos& o : pos_[i].game->options(pos_[i])) {
        const Id j = id(o);
        if (std::find(out.begin(), out.end(), j) == out.end()) out.push_back(j);
      }
      expanded_[i] = true;
      options_[i] = std::move(out);
    }
    return options_[i];
  }

  Num grundy(Id i) {
    if (auto it = grundy_.find(i); it != grundy_.end()) return it->second;
    std::vector<Num> values;
    for (Id j : options(i)) values.push_back(grundy(j));
    return grundy_[i] = mex(values);
  }

  Loopy loopy(Id i) {
    if (!pos_[i].game->may_cycle()) return Loopy{false, grundy(i), {}};
    if (auto it = loopy_.find(i); it != loopy_.end()) return it->second;
    label_from(i);
    return loopy_.at(i);
  }

  Num remoteness(Id i) {
    if (auto it = remoteness_.find(i); it != remoteness_.end()) return it->second;
    std::optional<Num> least_even, greatest_odd;
    for (Id j : options(i)) {
      const Num r = remoteness(j);
      if (r % 2 == 0 && (!least_even || r < *least_even)) least_even = r;
      if (r % 2 == 1 && (!greatest_odd || r > *greatest_odd)) greatest_odd = r;
    }
    return remoteness_[i] = least_even ? 1 + *least_even : greatest_odd ? 1 + *greatest_odd : 0;
  }

  Num suspense(Id i) {
    if (auto it = suspense_.find(i); it != suspense_.end()) return it->second;
    std::optional<Num> greatest_even, least_odd;
    for (Id j : options(i)) {
      const Num s = suspense(j);
      if (s % 2 == 0 && (!greatest_even || s > *greatest_even)) greatest_even = s;
      if (s % 2 == 1 && (!least_odd || s < *least_odd)) least_odd = s;
    }
    return suspense_[i] = greatest_even ? 1 + *greatest_even : least_odd ? 1 + *least_odd : 0;
  }

 private:
  // Fraenkel-Yesha: for i = 0, 1, ...: label i every unlabelled u with no
  // option labelled i whose every unlabelled or infinite option has an
  // option labelled i, until none is left; then label infinite every
  // unlabelled u with no option labelled i. ∞'s K: its options' finite labels.
  void label_from(Id root) {
    std::vector<Id> nodes{root};
    std::set<Id> seen{root};
    for (std::size_t at = 0; at < nodes.size(); ++at)
      for (Id j : options(nodes[at]))
        if (seen.insert(j).second) nodes.push_back(j);
    enum Mark { none, finite, infinite };
    std::unordered_map<Id, Mark> mark;
    std::unordered_map<Id, Num> value;
    for (Id u : nodes) mark[u] = none;
    std::size_t left = nodes.size();
    for (Num i = 0; left > 0; ++i) {
      auto has_option_labelled = [&](Id u) {
        for (Id w : options(u))
          if (mark[w] == finite && value[w] == i) return true;
        return false;
      };
      for (bool changed = true; changed;) {
        changed = false;
        for (Id u : nodes) {
          if (mark[u] != none || has_option_labelled(u)) continue;
          bool ok = true;
          for (Id w : options(u))
            if (mark[w] != finite && !has_option_labelled(w)) ok = false;
          if (ok) mark[u] = finite, value[u] = i, --left, changed = true;
        }
      }
      for (Id u : nodes)
        if (mark[u] == none && !has_option_labelled(u)) mark[u] = infinite, --left;
    }
    for (Id u : nodes) {
      Loopy l;
      if (mark[u] == finite) {
        l.nimber = value[u];
      } else {
        l.infinite = true;
        for (Id w : options(u))
          if (mark[w] == finite) l.k.insert(value[w]);
      }
      loopy_[u] = l;
    }
  }

  std::unordered_map<std::string, Id> ids_;
  // Deques: references to a position or its options stay valid while more are met.
  std::deque<Pos> pos_;
  std::deque<std::vector<Id>> options_;
  std::deque<bool> expanded_;
  std::unordered_map<Id, Num> grundy_, remoteness_, suspense_;
  std::unordered_map<Id, Loopy> loopy_;
};

}  // namespace oracle
