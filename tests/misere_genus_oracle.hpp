#pragma once
// Conway's genus of a sum of heaps, straight from its definition (On Numbers
// and Games, ch. 12). Shares with the engine: nothing; the heaps' moves come
// from tests/misere_heap_oracle.hpp, which shares nothing either.
//
//   genus g^{γ0 γ1 ...}: g the normal-play SG value; γk the misère SG value
//   of the sum plus k Nim heaps of 2 (misère SG: 1 with no move, else the
//   mex of the options')
//   tame: the genus is one of misère Nim's (0^{120}, 1^{031}, 0^{02},
//   1^{13}, g^{g, g xor 2} for g >= 2) and every option is tame
//
// A position is the sorted heaps of the rule plus how many Nim heaps of 2
// and of 1 stand beside them (a *2 moves to *1 or to nothing).

#include <map>
#include <set>
#include <tuple>
#include <vector>

#include "misere_heap_oracle.hpp"

namespace misere_oracle {

class GenusOracle {
 public:
  static constexpr int kTerms = 8;  // γ0..γ7 compared

  explicit GenusOracle(Rule rule) : heaps_(std::move(rule)) {}

  // Normal-play SG value of a sum of rule heaps.
  int normal(const Heaps& sum) {
    const Heaps key = Oracle::normal(sum);
    if (auto it = normal_.find(key); it != normal_.end()) return it->second;
    std::set<int> seen;
    for (std::size_t i = 0; i < key.size(); ++i)
      for (const Heaps& pieces : heaps_.options(key[i])) seen.insert(normal(Oracle::after(key, i, pieces)));
    int g = 0;
    while (seen.count(g)) ++g;
    normal_.emplace(key, g);
    return g;
  }

  // γk of a sum of rule heaps: the misère SG value with k *2's beside it.
  int gamma(const Heaps& sum, int k) { return misere_value(Oracle::normal(sum), k, 0); }

  bool tame(const Heaps& sum) {
    const Heaps key = Oracle::normal(sum);
    if (auto it = tame_.find(key); it != tame_.end()) return it->second;
    bool t = nim_like(key);
    for (std::size_t i = 0; i < key.size() && t; ++i)
      for (const Heaps& pieces : heaps_.options(key[i]))
        if (!tame(Oracle::after(key, i, pieces))) {
          t = false;
          break;
        }
    tame_.emplace(key, t);
    return t;
  }

 private:
  int misere_value(const Heaps& key, int twos, int ones) {
    const auto id = std::make_tuple(key, twos, ones);
    if (auto it = misere_.find(id); it != misere_.end()) return it->second;
    std::set<int> seen;
    bool any = false;
    for (std::size_t i = 0; i < key.size(); ++i)
      for (const Heaps& pieces : heaps_.options(key[i])) {
        any = true;
        seen.insert(misere_value(Oracle::after(key, i, pieces), twos, ones));
      }
    if (twos > 0) {
      any = true;
      seen.insert(misere_value(key, twos - 1, ones + 1));  // *2 -> *1
      seen.insert(misere_value(key, twos - 1, ones));      // *2 -> 0
    }
    if (ones > 0) {
      any = true;
      seen.insert(misere_value(key, twos, ones - 1));
    }
    int g = 0;
    if (!any) {
      g = 1;
    } else {
      while (seen.count(g)) ++g;
    }
    misere_.emplace(id, g);
    return g;
  }

  // The genus is one of misère Nim's, over the first kTerms terms.
  bool nim_like(const Heaps& key) {
    const int g = normal(key);
    for (int k = 0; k < kTerms; ++k) {
      int want = 0;
      if (g >= 2) want = k % 2 ? g ^ 2 : g;
      else if (gamma(key, 0) == (g ^ 1)) want = k == 0 ? g ^ 1 : (k % 2 ? g ^ 2 : g);  // 0^{120}, 1^{031}
      else want = k % 2 ? g ^ 2 : g;                                                   // 0^{02}, 1^{13}
      if (gamma(key, k) != want) return false;
    }
    return true;
  }

  Oracle heaps_;
  std::map<Heaps, int> normal_;
  std::map<std::tuple<Heaps, int, int>, int> misere_;
  std::map<Heaps, bool> tame_;
};

}  // namespace misere_oracle
