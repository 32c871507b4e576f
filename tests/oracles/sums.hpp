#pragma once
// Shares with the engine: nothing. Standard library and the oracle folder only.
//
// A disjunctive sum as one game, so that its values come from the
// definitions over its own options (a move in one component), never from
// the Sprague-Grundy theorem: Atlas::grundy of a sum is the mex over the
// sum's options, Atlas::loopy labels the product graph.
#include "values.hpp"

namespace oracle {

struct Parts : Rules {
  std::vector<Pos> parts;
};

class DisjunctiveSum : public Game {
 public:
  explicit DisjunctiveSum(bool loopy) : Game("+"), loopy_(loopy) {}
  bool may_cycle() const override { return loopy_; }
  std::optional<Pos> read(const Split&) const override { return std::nullopt; }
  std::string write(const Pos& p) const override { return oracle::write(Sum{Compound::normal, p.rule<Parts>().parts}); }
  // The key of the whole position (key(Sum)), so options compare with the engine's texts.
  std::string key(const Pos& p) const override { return oracle::key(Sum{Compound::normal, p.rule<Parts>().parts}); }
  std::vector<Pos> options(const Pos& p) const override {
    const auto& parts = p.rule<Parts>().parts;
    std::vector<Pos> out;
    for (std::size_t i = 0; i < parts.size(); ++i)
      for (Pos& o : parts[i].game->options(parts[i])) {
        auto r = std::make_shared<Parts>();
        r->parts = parts;
        r->parts[i] = std::move(o);
        out.push_back(Pos{this, "", {}, r});
      }
    return out;
  }
  std::vector<Pos> small() const override { return {}; }
  std::vector<Pos> tiny() const override { return {}; }

 private:
  bool loopy_;
};

// The sum of `parts` as one position.
inline Pos as_one(const std::vector<Pos>& parts) {
  static const DisjunctiveSum acyclic(false), loopy(true);
  bool cycles = false;
  for (const Pos& p : parts) cycles |= p.game->may_cycle();
  auto r = std::make_shared<Parts>();
  r->parts = parts;
  return Pos{cycles ? &loopy : &acyclic, "", {}, r};
}

inline const std::vector<Pos>& parts_of(const Pos& sum) { return sum.rule<Parts>().parts; }

}  // namespace oracle
