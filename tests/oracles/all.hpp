#pragma once
// Shares with the engine: nothing. Standard library and the oracle folder only.
//
// The oracle of every family, by the name the registry gives it, and of
// the games the tests define in the rule language (each is the oracle of
// the rules its definition writes: wyt is Wythoff's game, and so on).
// Tests check this list against the engine's registry both ways.
#include "boards.hpp"
#include "coins.hpp"
#include "compounds.hpp"
#include "graphs.hpp"
#include "heaps.hpp"
#include "octal.hpp"
#include "trees.hpp"
#include "values.hpp"

namespace oracle {

// The amounts k*k of the square-subtraction game, as far as any test goes.
inline std::vector<Int> squares() {
  std::vector<Int> out;
  for (Int k = 1; k <= 100; ++k) out.push_back(k * k);
  return out;
}

// The rule-language games the tests define, by name (tests/defined_examples.hpp
// and the splitting games of test_defined_games.cpp).
inline std::vector<std::string> defined_names() { return {"wyt", "lask", "squares", "kay", "gru", "daw"}; }

inline Registry& registry() {
  static Registry r = [] {
    Registry g;
    g.add(std::make_unique<Nim>());
    g.add(std::make_unique<Octal>("kayles", "0.77"));
    g.add(std::make_unique<Octal>("dawson", "0.07"));
    g.add(std::make_unique<Grundy>());
    g.add(std::make_unique<Lasker>());
    g.add(std::make_unique<Bash>());
    g.add(std::make_unique<Subtraction>("sub"));
    g.add(std::make_unique<Octal>("octal", ""));
    g.add(std::make_unique<Staircase>());
    g.add(std::make_unique<Wythoff>());
    g.add(std::make_unique<Coins>());
    g.add(std::make_unique<Tree>());
    g.add(std::make_unique<Hackenbush>());
    g.add(std::make_unique<TokenGraph>());
    g.add(std::make_unique<SeqGame>());
    g.add(std::make_unique<Ends>());
    g.add(std::make_unique<Merge>());
    g.add(std::make_unique<Coins2d>());
    g.add(std::make_unique<Moore>());
    g.add(std::make_unique<FibNim>());
    g.add(std::make_unique<Euclid>());
    g.add(std::make_unique<Geography>());
    g.add(std::make_unique<NodeKayles>());
    g.add(std::make_unique<Cram>());
    g.add(std::make_unique<Chomp>());
    g.add(std::make_unique<Wythoff>("wyt"));
    g.add(std::make_unique<Lasker>("lask"));
    g.add(std::make_unique<Subtraction>("squares", squares()));
    g.add(std::make_unique<Octal>("kay", "0.77"));
    g.add(std::make_unique<Grundy>("gru"));
    g.add(std::make_unique<Octal>("daw", "0.07"));
    return g;
  }();
  return r;
}

inline const Game& game(const std::string& name) { return *registry().find(name); }

}  // namespace oracle
