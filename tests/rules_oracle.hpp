#pragma once
// The brute-force oracle every family's tests share: values computed from the
// move generator alone (the rules), never from a family's theory.
//
//   rules_grundy(c) = mex { rules_grundy(o) : o in c.moves() }   memo by notation
//
// check_against_rules(text) then proves theory = rules on one position: the
// outcome, the SG value, and the exact set of winning moves (each listed move
// reaches a P position, and every move that does is listed).

#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "sg/analysis.hpp"
#include "sg/position.hpp"

namespace sg::test {

using Memo = std::unordered_map<std::string, Nimber>;

inline Nimber rules_grundy(const Component& c, Memo& memo) {
  const std::string key = c.notation();
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  std::vector<Nimber> options;
  for (const Move& m : c.moves()) options.push_back(rules_grundy(*m.to, memo));
  const Nimber v = mex(options);
  memo.emplace(key, v);
  return v;
}

// For a normal-play position of acyclic components.
inline void check_against_rules(std::string_view text, Memo& memo) {
  INFO("position: " << text);
  auto pos = parse_position(text);
  REQUIRE(pos.ok());
  auto a = analyze(*pos);
  REQUIRE(a.ok());
  Nimber total = 0;
  std::vector<Nimber> values;
  for (const auto& c : pos->components) values.push_back(rules_grundy(*c, memo)), total ^= values.back();
  CHECK(a->outcome == (total ? Outcome::N : Outcome::P));
  if (a->grundy) CHECK(*a->grundy == total);
  for (std::size_t i = 0; i < values.size(); ++i)
    if (a->components[i].value) CHECK(a->components[i].value->nimber == values[i]);
  std::set<std::string> expected;
  for (std::size_t i = 0; i < pos->components.size(); ++i)
    for (const Move& m : pos->components[i]->moves())
      if ((total ^ values[i] ^ rules_grundy(*m.to, memo)) == 0) {
        Position next = pos->clone();
        next.components[i] = m.to->clone();
        expected.insert(next.notation());
      }
  std::set<std::string> listed;
  for (const auto& m : a->winning_moves) {
    INFO("listed move: " << m.move << " -> " << m.to);
    CHECK(listed.insert(m.to).second);
    CHECK(expected.count(m.to) == 1);
  }
  CHECK(listed == expected);
}

inline void check_against_rules(std::string_view text) {
  Memo memo;
  check_against_rules(text, memo);
}

}  // namespace sg::test
