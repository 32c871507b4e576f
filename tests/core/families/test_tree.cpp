// Tree edge deletion against a brute force that knows only the rules: every
// ordered rooted tree with up to 9 edges (all 6918 bracket strings), every
// target value, the full set of winning cuts.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "families/trees/rooted_tree.hpp"
#include "families/trees/tree_game.hpp"
#include "oracle_checks.hpp"
#include "oracles/mex.hpp"
#include "sg/analysis.hpp"
#include "sg/position.hpp"

using namespace sg;

namespace {

// Every balanced bracket string with `pairs` pairs, wrapped in the root.
void all_trees(int pairs, std::vector<std::string>& out) {
  std::string s;
  std::function<void(int, int)> grow = [&](int open, int close) {
    if (open == pairs && close == pairs) {
      out.push_back("(" + s + ")");
      return;
    }
    if (open < pairs) s += '(', grow(open + 1, close), s.pop_back();
    if (close < open) s += ')', grow(open, close + 1), s.pop_back();
  };
  grow(0, 0);
}

// The test's own reading of a bracket string: parents in reading order.
std::vector<int> parents_of(const std::string& brackets) {
  std::vector<int> parent, open;
  for (char c : brackets) {
    if (c == '(') parent.push_back(open.empty() ? -1 : open.back()), open.push_back(int(parent.size()) - 1);
    if (c == ')') open.pop_back();
  }
  return parent;
}

// Brute force over the rules: a position is the set of nodes still attached
// (a bitmask); cutting the edge above u removes u and all its descendants.
struct TreeOracle {
  std::vector<int> parent;
  std::vector<unsigned> below;  // below[u]: u and its descendants
  std::vector<int> memo;

  explicit TreeOracle(std::vector<int> p) : parent(std::move(p)), below(parent.size()), memo(1u << parent.size(), -1) {
    for (int u = int(parent.size()) - 1; u >= 0; --u) {
      below[std::size_t(u)] |= 1u << u;
      if (u > 0) below[std::size_t(parent[std::size_t(u)])] |= below[std::size_t(u)];
    }
  }
  unsigned full() const { return (1u << parent.size()) - 1; }
  int grundy(unsigned mask) {
    if (memo[mask] >= 0) return memo[mask];
    std::vector<Nimber> options;
    for (std::size_t u = 1; u < parent.size(); ++u)
      if (mask >> u & 1) options.push_back(Nimber(grundy(mask & ~below[u])));
    return memo[mask] = int(oracle::mex(options));
  }
  std::string brackets(unsigned mask, int v = 0) const {
    std::string s = "(";
    for (std::size_t c = 1; c < parent.size(); ++c)
      if (parent[c] == v && (mask >> c & 1)) s += brackets(mask, int(c));
    return s + ")";
  }
};

std::unique_ptr<Component> parse_one(const std::string& text) {
  auto p = parse_position(text);
  REQUIRE(p.ok());
  REQUIRE(p->components.size() == 1);
  return std::move(p->components[0]);
}

Error parse_error(std::string_view text) {
  auto r = parse_position(text);
  REQUIRE_FALSE(r.ok());
  return r.error();
}

}  // namespace


TEST_CASE("colon principle and all winning cuts match brute force on every tree up to 9 edges", "[tree]") {
  std::size_t trees = 0;
  for (int edges = 0; edges <= 9; ++edges) {
    std::vector<std::string> all;
    all_trees(edges, all);
    for (const std::string& b : all) {
      INFO("tree " << b);
      ++trees;
      TreeOracle oracle(parents_of(b));
      auto c = parse_one("tree " + b);
      const auto& game = dynamic_cast<const TreeGame&>(*c);
      CHECK(game.notation() == "tree " + b);
      CHECK(game.value().nimber == Nimber(oracle.grundy(oracle.full())));
      // Rules: moves() is exactly the set of single cuts, in preorder.
      const auto moves = game.moves();
      REQUIRE(moves.size() == std::size_t(edges));
      for (std::size_t u = 1; u <= std::size_t(edges); ++u) {
        CHECK(moves[u - 1].label == "cut the edge above node " + std::to_string(u));
        CHECK(moves[u - 1].to->notation() == "tree " + oracle.brackets(oracle.full() & ~oracle.below[u]));
      }
      // Theory: for every target, exactly the cuts that reach it.
      for (Nimber t = 0; t <= Nimber(edges) + 1; ++t) {
        std::vector<std::uint32_t> expected;
        for (std::uint32_t u = 1; u <= std::uint32_t(edges); ++u)
          if (Nimber(oracle.grundy(oracle.full() & ~oracle.below[u])) == t) expected.push_back(u);
        CHECK(game.winning_cuts(t) == expected);
        for (std::size_t limit = 0; limit < 3; ++limit) {
          const std::vector<std::uint32_t> first(expected.begin(), expected.begin() + std::min(limit, expected.size()));
          CHECK(game.winning_cuts(t, limit) == first);
        }
        const auto listed = game.moves_to(t);
        REQUIRE(listed.size() == expected.size());
        for (std::size_t k = 0; k < listed.size(); ++k)
          CHECK(listed[k].to->notation() == moves[expected[k] - 1].to->notation());
      }
    }
  }
  CHECK(trees == 1 + 1 + 2 + 5 + 14 + 42 + 132 + 429 + 1430 + 4862);
}

TEST_CASE("trees in sums agree with the shared rules oracle", "[tree]") {
  sg::test::Memo memo;
  for (int edges = 0; edges <= 7; ++edges) {
    std::vector<std::string> all;
    all_trees(edges, all);
    for (const std::string& b : all)
      for (int k = 0; k <= 3; ++k)
        sg::test::check_against_rules("tree " + b + (k ? " + nim " + std::to_string(k) : ""), memo);
  }
  for (const char* text : {"tree (()()) + tree ((()))", "tree ((())()) + tree (()) + nim 3",
                           "tree (()(()())) + tree ((((()))))"})
    sg::test::check_against_rules(text, memo);
  for (const char* text : {"tree ((())()) + nim 2", "tree (()(()))", "tree ((()(()))) + tree (())"})
    sg::test::check_against_rules(text, memo);
}

TEST_CASE("a path of L edges has SG L; known small trees", "[tree]") {
  for (int len = 0; len <= 30; ++len) {
    const std::string b = std::string(std::size_t(len + 1), '(') + std::string(std::size_t(len + 1), ')');
    CHECK(parse_one("tree " + b)->value().nimber == Nimber(len));
  }
  CHECK(parse_one("tree (()(()()))")->value().nimber == 0);  // (0+1) xor ((1 xor 1)+1)
  CHECK(parse_one("tree (()()())")->value().nimber == 1);
  CHECK(parse_one("tree ((()()))")->value().nimber == 1);
  auto a = analyze("tree (()(()()))");
  REQUIRE(a.ok());
  CHECK(a->outcome == Outcome::P);
  CHECK(a->components[0].theory.en().find("colon principle") != std::string::npos);
  REQUIRE(a->components[0].parts.size() == 2);
  CHECK(a->components[0].parts[0].label == "branch at node 1");
  CHECK(a->components[0].parts[1].value.nimber == 1);
  auto b = analyze("tree ((()())()) + nim 1");
  REQUIRE(b.ok());
  std::set<std::string> got;
  for (const auto& m : b->winning_moves) got.insert(m.move.en() + " -> " + m.to);
  // SG: node 1 has two leaves (0), so its branch is worth 1; node 4 worth 1:
  // total 0, plus nim 1 = 1. Winning: reach tree value 1 or empty the heap.
  CHECK(got == std::set<std::string>{"cut the edge above node 1 -> tree (()) + nim 1",
                                     "cut the edge above node 4 -> tree ((()())) + nim 1",
                                     "take 1 from heap 1 -> tree ((()())()) + nim 0"});
}

TEST_CASE("tree syntaxes: blanks, brackets right after the name, parent lists", "[tree]") {
  CHECK(parse_one("TREE ( ( )\t( ( ) ( ) ) )")->notation() == "tree (()(()()))");
  CHECK(parse_one("tree(()(()()))")->notation() == "tree (()(()()))");
  CHECK(parse_one("tree()")->notation() == "tree ()");
  CHECK(parse_one("tree ()")->value().nimber == 0);
  // A parent list stays a parent list in the user's numbers, in preorder
  // or not.
  CHECK(parse_one("tree(parents) 0 0 2 2")->notation() == "tree(parents) 0 0 2 2");
  CHECK(parse_one("tree(PARENTS)")->notation() == "tree(parents)");
  CHECK(parse_one("tree( parents ) 0 0 1 1")->notation() == "tree(parents) 0 0 1 1");
  CHECK(parse_one("tree(parents) 2 0")->notation() == "tree(parents) 2 0");
  // Every tree up to 7 edges round-trips through its preorder parent list,
  // and any relabelling keeps the value.
  std::mt19937 rng(7);
  for (int edges = 0; edges <= 7; ++edges) {
    std::vector<std::string> all;
    all_trees(edges, all);
    for (const std::string& b : all) {
      const std::vector<int> parent = parents_of(b);
      std::string list = "tree(parents)";
      for (std::size_t v = 1; v < parent.size(); ++v) list += ' ' + std::to_string(parent[v]);
      CHECK(parse_one(list)->notation() == list);
      CHECK(parse_one(list)->value() == parse_one("tree " + b)->value());
      std::vector<int> name(parent.size());
      for (std::size_t v = 0; v < name.size(); ++v) name[v] = int(v);
      std::shuffle(name.begin() + 1, name.end(), rng);
      std::vector<int> renamed_parent(parent.size(), 0);
      for (std::size_t v = 1; v < parent.size(); ++v)
        renamed_parent[std::size_t(name[v])] = name[std::size_t(parent[v])];
      std::string shuffled = "tree(parents)";
      for (std::size_t v = 1; v < parent.size(); ++v) shuffled += ' ' + std::to_string(renamed_parent[v]);
      INFO(b << " as " << shuffled);
      CHECK(parse_one(shuffled)->value() == parse_one("tree " + b)->value());
    }
  }
}

TEST_CASE("a parent list keeps the user's numbers in moves, parts and cuts", "[tree]") {
  // Preorder would be 0 1 3 4 2 5: the user's node 3 is preorder node 2.
  auto a = analyze("tree(parents) 0 0 1 1 2");
  REQUIRE(a.ok());
  std::set<std::string> got;
  for (const auto& m : a->winning_moves) got.insert(m.move.en() + " -> " + m.to);
  // Node 1 holds two leaves (branch worth 1), node 2 one (worth 2): SG 3.
  // Cutting 3, 4 or 5 leaves 0; the nodes left close up to 0..n-1 in order.
  CHECK(got == std::set<std::string>{"cut the edge above node 3 -> tree(parents) 0 0 1 2",
                                     "cut the edge above node 4 -> tree(parents) 0 0 1 2",
                                     "cut the edge above node 5 -> tree(parents) 0 0 1 1"});
  REQUIRE(a->components[0].parts.size() == 2);
  CHECK(a->components[0].parts[0].label == "branch at node 1");
  CHECK(a->components[0].parts[1].label == "branch at node 2");
  CHECK(a->components[0].parts[1].value.nimber == 2);
  // Every move's action names the user's node, and applying it gives the
  // move's position; the shape carries the numbers beside the parents.
  const auto game = parse_one("tree(parents) 0 0 1 1 2");
  for (const Move& m : game->moves()) {
    auto applied = game->apply(m.action);
    REQUIRE(applied.ok());
    CHECK((*applied)->notation() == m.to->notation());
    CHECK(m.label.en() == "cut the edge above node " + std::to_string(m.action.at));
  }
  const ComponentShape shape = game->shape();
  CHECK(shape.numbers == std::vector<std::uint64_t>{0, 1, 3, 4, 2, 5});
  // Brackets keep preorder numbers and no numbering.
  CHECK(parse_one("tree (()(()()))")->shape().numbers.empty());
}

TEST_CASE("tree parse errors say what and where", "[tree]") {
  CHECK(parse_error("tree ()()").column == 8);
  CHECK(parse_error("tree ()()").message().find("second root") != std::string::npos);
  CHECK(parse_error("tree (()x)").what().find("column 9: unexpected \"x\"") == 0);
  CHECK(parse_error("tree(()x)").column == 8);
  CHECK(parse_error("tree (()) (())").column == 11);
  CHECK(parse_error("tree (()) (())").message().find("sum") != std::string::npos);
  CHECK(parse_error("tree").message().find("missing a tree") != std::string::npos);
  CHECK(parse_error("tree (()").message().find("unbalanced") != std::string::npos);
  CHECK(parse_error("tree (()").column == 6);
  CHECK(parse_error("tree (()))").column == 10);
  // Given a bracket form alone, the innermost "(" left open is pointed at.
  CHECK(parse_bracket_tree(Token{"(()(()", 1}).error().column == 4);
  CHECK(parse_bracket_tree(Token{"((() ()", 1}).error().column == 2);
  CHECK(parse_bracket_tree(Token{"(()", 1}).error().column == 1);
  CHECK(parse_error("tree (()))").message().find("unbalanced") != std::string::npos);
  CHECK(parse_error("tree(foo) ()").column == 6);
  CHECK(parse_error("tree(foo) ()").message().find("unknown tree syntax") != std::string::npos);
  CHECK(parse_error("tree(parents) 0 5").what() ==
        "column 17: parent \"5\" of node 2 is not a node (this tree has nodes 0..2)");
  CHECK(parse_error("tree(parents) 0 -1").column == 17);
  CHECK(parse_error("tree(parents) 0 x").message().find("non-negative integer") != std::string::npos);
  CHECK(parse_error("tree(parents) 0 2").message() == "node 2 cannot be its own parent");
  const Error cycle = parse_error("tree(parents) 0 3 2");
  CHECK(cycle.column == 17);
  CHECK(cycle.message() == "the parents form a cycle 2 -> 3 -> 2 that never reaches the root 0");
  CHECK(parse_error("tree(parents) 0 4 2 3").message().find("cycle 2 -> 4 -> 3 -> 2") != std::string::npos);
  // Over the node cap, that is the error, whatever else is wrong (the one
  // pass stops at the first error or when its arrays, sized by the text's
  // length and the cap, are full).
  const std::string deep(max_tree_nodes + 1, '(');
  for (const std::string& text : {deep, "x" + deep, ")" + deep, deep + "x"}) {
    auto over = parse_bracket_tree(Token{text, 1});
    REQUIRE_FALSE(over.ok());
    CHECK(over.error().message() == "the tree has 2000001 nodes (the limit is 2000000)");
  }
  // More "(" than half the text's length: unbalanced, pointed at as ever.
  CHECK(parse_bracket_tree(Token{"((((()", 1}).error().column == 4);
  CHECK(parse_bracket_tree(Token{"(", 1}).error().column == 1);
  // Bracket parser on its own: direct errors the position parser cannot see.
  CHECK(parse_bracket_tree(Token{"(()", 5}).error().column == 5);
  CHECK(parse_bracket_tree(Token{"())", 5}).error().column == 7);
  CHECK(parse_bracket_tree(Token{" ", 5}).error().message().find("missing a tree") != std::string::npos);
}

TEST_CASE("a path of 10^6 edges and a star of 10^6 leaves, without recursion", "[tree]") {
  constexpr std::size_t n = 1000000;
  const std::string path = "tree " + std::string(n + 1, '(') + std::string(n + 1, ')');
  auto a = analyze(path);
  REQUIRE(a.ok());
  REQUIRE(a->grundy);
  CHECK(*a->grundy == n);
  REQUIRE(a->winning_moves.size() == 1);
  CHECK(a->winning_moves[0].move == "cut the edge above node 1");
  CHECK(a->winning_moves[0].to == "tree ()");
  auto b = analyze(path + " + nim 5");
  REQUIRE(b.ok());
  std::set<std::string> moves;
  for (const auto& m : b->winning_moves) moves.insert(m.move.en());
  // Leave a path of 5 edges (cut above node 6), or take the heap to 5 ^ n.
  CHECK(moves.count("cut the edge above node 6") == 1);
  CHECK(moves.size() == 1 + ((5 ^ n) < 5));

  std::string star = "tree (";
  for (std::size_t i = 0; i < n; ++i) star += "()";
  star += ')';
  auto s = analyze(star);
  REQUIRE(s.ok());
  CHECK(s->outcome == Outcome::P);
  CHECK(*s->grundy == 0);  // 10^6 stalks of length 1
  CHECK(s->winning_moves.empty());
  CHECK(s->components[0].parts.empty());  // too many branches to list
  auto star_game = parse_one(star);
  const auto& game = dynamic_cast<const TreeGame&>(*star_game);
  const auto cuts = game.winning_cuts(1);
  CHECK(cuts.size() == n);  // every leaf; found in O(n)
  CHECK(cuts.back() == n);
  const auto listed = game.moves_to(1);
  CHECK(listed.size() == game.listed_moves_cap());
  CHECK(game.listed_moves_cap() == TreeGame::max_listed_nodes / (n + 1));
  REQUIRE_FALSE(listed.empty());
  CHECK(listed[0].label == "cut the edge above node 1");
  CHECK(listed[0].to->value().nimber == 1);
}

TEST_CASE("a huge star lists a capped number of winning cuts and says so", "[tree]") {
  std::string text = "tree (";
  for (int i = 0; i < 200000; ++i) text += "()";
  text += ") + nim 1";
  auto a = sg::analyze(text);
  REQUIRE(a.ok());
  CHECK(a->outcome == sg::Outcome::N);
  CHECK_FALSE(a->winning_moves.empty());
  CHECK(a->winning_moves.size() < 200000);
  CHECK_FALSE(a->winning_moves_complete);
  auto small = sg::analyze("tree (()()()) + nim 0");
  REQUIRE(small.ok());
  CHECK(small->winning_moves_complete);
  CHECK(small->winning_moves.size() == 3);
}
