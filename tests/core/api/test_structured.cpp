// Structured analysis: every move's action, applied through apply_action,
// gives exactly that move's `to`; legal_moves lists exactly the options of
// the rules (oracles written from the rules for the heap families; the
// family's own move generator for the rest); compose(shape) == position;
// bad actions and bad specs fail with an error naming what and where.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "sg/analysis.hpp"
#include "sg/explain.hpp"
#include "sg/structured.hpp"

using namespace sg;

namespace {

std::string join(const std::vector<std::uint64_t>& v) {
  std::string s;
  for (auto x : v) s += ' ' + std::to_string(x);
  return s;
}

// Small random positions of every family, seeded.
std::vector<std::string> sample_positions(std::uint32_t seed, int count) {
  std::mt19937 rng(seed);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  auto heaps = [&](int n_lo, int n_hi, int lo, int hi) {
    std::vector<std::uint64_t> v(static_cast<std::size_t>(pick(n_lo, n_hi)));
    for (auto& x : v) x = static_cast<std::uint64_t>(pick(lo, hi));
    return v;
  };
  std::vector<std::string> out;
  const char* heap_families[] = {"nim", "bash(3)", "sub(1,3,4)", "octal(0.137)", "kayles", "dawson",
                                 "grundy", "lasker", "octal(4.07)"};
  const char* coin_rules[] = {"mock", "ruler", "run3", "near3", "turtles", "one", "at most 3 anywhere",
                              "exactly 2 consecutive", "run(4)", "near 2"};
  for (int k = 0; k < count; ++k) {
    for (const char* f : heap_families) out.push_back(f + join(heaps(1, 3, 0, 8)));
    out.push_back("wythoff" + join(heaps(2, 2, 0, 6)));
    out.push_back("ends" + join(heaps(1, 3, 1, 4)));
    out.push_back("merge" + join(heaps(1, 3, 1, 3)));
    out.push_back("staircase" + join(heaps(1, 4, 0, 3)));
    for (const char* r : coin_rules) {
      std::string row;
      for (int i = pick(1, 7); i > 0; --i) row += pick(0, 1) ? 'H' : 'T';
      out.push_back(std::string("coins(") + r + ") " + row);
    }
    std::string parents = "tree(parents)";
    for (int v = 1, n = pick(1, 7); v < n; ++v) parents += ' ' + std::to_string(pick(0, v - 1));
    out.push_back(parents);
    std::string hb = "hackenbush";
    for (int e = pick(1, 5); e > 0; --e) hb += ' ' + std::to_string(pick(0, 3)) + '-' + std::to_string(pick(0, 3));
    out.push_back(hb);
    std::string graph = "graph(", used;
    const char* names = "abcd";
    for (int e = pick(1, 5); e > 0; --e) {
      const char u = names[pick(0, 3)], v = names[pick(0, 3)];
      used += u, used += v;
      graph += std::string(1, u) + '>' + v + (e > 1 ? "," : "");
    }
    const int last = static_cast<int>(used.size()) - 1;
    graph += std::string(") ") + used[static_cast<std::size_t>(pick(0, last))];
    if (pick(0, 1)) graph += std::string(" ") + used[static_cast<std::size_t>(pick(0, last))];
    out.push_back(graph);
    std::string seq = "seqgame(";
    const int len = pick(1, 6);
    for (int i = 0; i < len; ++i) seq += (i ? "," : "") + std::to_string(pick(0, 7));
    seq += ") " + std::to_string(pick(0, len - 1));
    out.push_back(seq);
  }
  return out;
}

// The same positions' pairs under the compounds.
std::vector<std::string> compound_positions(std::uint32_t seed) {
  const auto singles = sample_positions(seed, 1);
  std::vector<std::string> out;
  const char* compounds[] = {"misere: ", "every: ", "conjunctive: ", "selective: ", ""};
  for (std::size_t i = 0; i + 1 < singles.size(); i += 3)
    out.push_back(compounds[i % 5] + singles[i] + " + " + singles[i + 1]);
  return out;
}

Position parsed(const std::string& text) {
  auto p = parse_position(text);
  INFO(text << ": " << (p.ok() ? "" : p.error().what()));
  REQUIRE(p.ok());
  return std::move(*p);
}

std::multiset<std::string> tos(const LegalMoves& m) {
  std::multiset<std::string> s;
  for (const auto& x : m.moves) s.insert(x.to);
  return s;
}

}  // namespace

TEST_CASE("structured: every legal move's action applies to exactly its `to`", "[structured]") {
  auto positions = sample_positions(1, 6);
  for (const auto& c : compound_positions(2)) positions.push_back(c);
  std::size_t checked = 0;
  for (const auto& text : positions) {
    const Position pos = parsed(text);
    auto moves = legal_moves(pos, 100000);
    INFO(text);
    REQUIRE(moves.ok());
    REQUIRE(moves->complete);
    for (const auto& m : moves->moves) {
      INFO(m.move);
      REQUIRE(m.action.kind != ActionKind::none);
      auto to = apply_action(pos, m.action);
      INFO((to.ok() ? "" : to.error().what()));
      REQUIRE(to.ok());
      // Both canonical: re-parse so that equal positions compare equal.
      REQUIRE(*to == parsed(m.to).notation());
      ++checked;
    }
  }
  REQUIRE(checked > 500);
}

TEST_CASE("structured: winning moves, explain options and the chosen move carry their action", "[structured]") {
  auto positions = sample_positions(3, 3);
  for (const auto& c : compound_positions(4)) positions.push_back(c);
  for (const auto& text : positions) {
    const Position pos = parsed(text);
    INFO(text);
    auto a = analyze(pos);
    REQUIRE(a.ok());
    for (const auto& m : a->winning_moves) {
      INFO(m.move);
      auto to = apply_action(pos, m.action);
      REQUIRE(to.ok());
      REQUIRE(*to == parsed(m.to).notation());
    }
    auto e = explain(pos);
    REQUIRE(e.ok());
    for (const auto& o : e->options) {
      INFO(o.move);
      auto to = apply_action(pos, o.action);
      REQUIRE(to.ok());
      REQUIRE(*to == parsed(o.to).notation());
    }
    auto best = choose_move(pos);
    if (best.ok()) {
      auto to = apply_action(pos, best->action);
      INFO(best->move);
      REQUIRE(to.ok());
      REQUIRE(*to == parsed(best->to).notation());
    }
  }
}

// Oracles from the rules alone, on the heap sizes as numbers.
TEST_CASE("structured: legal moves of heap families are exactly the rules' options", "[structured]") {
  auto canon = [](const std::string& family, std::vector<std::uint64_t> h) {
    return parsed(family + join(h)).notation();
  };
  for (std::uint64_t a = 0; a <= 5; ++a)
    for (std::uint64_t b = 0; b <= 5; ++b) {
      std::multiset<std::string> nim, wythoff, kayles, stair;
      for (std::uint64_t k = 1; k <= a; ++k) nim.insert(canon("nim", {a - k, b}));
      for (std::uint64_t k = 1; k <= b; ++k) nim.insert(canon("nim", {a, b - k}));
      for (std::uint64_t k = 1; k <= a; ++k) wythoff.insert(canon("wythoff", {a - k, b}));
      for (std::uint64_t k = 1; k <= b; ++k) wythoff.insert(canon("wythoff", {a, b - k}));
      for (std::uint64_t k = 1; k <= std::min(a, b); ++k) wythoff.insert(canon("wythoff", {a - k, b - k}));
      // Kayles on the first heap: knock down 1 or 2 adjacent pins, leaving
      // a left and a right row (empty rows vanish, a lone 0 stays in place;
      // the two rows are one option whichever side they stand on, written
      // smaller first).
      for (std::uint64_t take = 1; take <= 2; ++take)
        for (std::uint64_t left = 0; left + take <= a; ++left) {
          const std::uint64_t right = a - take - left;
          if (left > right) continue;
          std::vector<std::uint64_t> pieces;
          if (left) pieces.push_back(left);
          if (right) pieces.push_back(right);
          if (pieces.empty()) pieces.push_back(0);
          pieces.push_back(b);
          kayles.insert(canon("kayles", pieces));
        }
      for (std::uint64_t take = 1; take <= 2; ++take)
        for (std::uint64_t left = 0; left + take <= b; ++left) {
          const std::uint64_t right = b - take - left;
          if (left > right) continue;
          std::vector<std::uint64_t> pieces{a};
          if (left) pieces.push_back(left);
          if (right) pieces.push_back(right);
          if (!left && !right) pieces.push_back(0);
          kayles.insert(canon("kayles", pieces));
        }
      for (std::uint64_t k = 1; k <= a; ++k) stair.insert(canon("staircase", {a - k, b}));
      for (std::uint64_t k = 1; k <= b; ++k) stair.insert(canon("staircase", {a + k, b - k}));
      INFO(a << " " << b);
      CHECK(tos(*legal_moves(parsed("nim" + join({a, b})))) == nim);
      CHECK(tos(*legal_moves(parsed("wythoff" + join({a, b})))) == wythoff);
      CHECK(tos(*legal_moves(parsed("staircase" + join({a, b})))) == stair);
      // Kayles lists a split once per distinct piece order; compare sets.
      const auto listed = tos(*legal_moves(parsed("kayles" + join({a, b}))));
      CHECK(std::set<std::string>(listed.begin(), listed.end()) == std::set<std::string>(kayles.begin(), kayles.end()));
    }
}

TEST_CASE("structured: legal moves of every family are the family's own options", "[structured]") {
  for (const auto& text : sample_positions(5, 3)) {
    const Position pos = parsed(text);
    std::multiset<std::string> rules;
    for (Move& m : pos.components[0]->moves()) rules.insert(m.to->notation());
    INFO(text);
    CHECK(tos(*legal_moves(pos)) == rules);
  }
}

TEST_CASE("structured: the shape analyze reports composes back to the position", "[structured]") {
  auto positions = sample_positions(7, 6);
  for (const auto& c : compound_positions(8)) positions.push_back(c);
  positions.push_back("graph(c,a>b,d,b>c,e) a c");
  positions.push_back("coins(mock) THHTTH + kayles 4 5 + tree (()(()()))");
  for (const auto& text : positions) {
    auto a = analyze(text);
    INFO(text);
    REQUIRE(a.ok());
    CompositionSpec spec;
    spec.compound = a->compound;
    for (const auto& c : a->components) spec.components.push_back({c.family, c.rule, c.shape});
    auto composed = compose(spec);
    INFO((composed.ok() ? "" : composed.error().what()));
    REQUIRE(composed.ok());
    CHECK(*composed == a->position);
  }
}

TEST_CASE("structured: analyze reports compound, family, rule and shape", "[structured]") {
  auto a = analyze("misere: octal(0.137) 5 6 + coins(mock) THT + tree (()())");
  REQUIRE(a.ok());
  CHECK(a->compound == Compound::misere);
  CHECK(a->components[0].family == "octal");
  CHECK(a->components[0].rule == std::optional<std::string>("0.137"));
  CHECK(a->components[0].shape.kind == ShapeKind::heaps);
  CHECK(a->components[0].shape.numbers == std::vector<std::uint64_t>{5, 6});
  CHECK(a->components[1].shape.kind == ShapeKind::coins);
  CHECK(a->components[1].shape.bytes == std::vector<std::uint8_t>{0, 1, 0});
  CHECK(a->components[1].shape.first_index == 0);
  CHECK(a->components[2].family == "tree");
  CHECK(!a->components[2].rule);
  CHECK(a->components[2].shape.parents == std::vector<std::int32_t>{-1, 0, 0});
  auto g = analyze("graph(a>b,b>c) a c");
  REQUIRE(g.ok());
  CHECK(g->components[0].shape.nodes == std::vector<std::string>{"a", "b", "c"});
  CHECK(g->components[0].shape.edges == std::vector<std::uint32_t>{0, 1, 1, 2});
  CHECK(g->components[0].shape.tokens == std::vector<std::uint32_t>{0, 2});
  auto h = analyze("hackenbush 0-1 1-2 5-6");
  REQUIRE(h.ok());
  CHECK(h->components[0].shape.edges == std::vector<std::uint32_t>{0, 1, 1, 2});
}

TEST_CASE("structured: applying a move to a huge position checks it directly", "[structured]") {
  const Position nim = parsed("nim 9223372036854775807 5");
  MoveAction take = MoveAction::take(0, 9223372036854775800ULL, nullptr, 0);
  const std::uint64_t left = 7;
  take = MoveAction::take(0, 9223372036854775800ULL, &left, 1);
  auto to = apply_action(nim, take);
  REQUIRE(to.ok());
  CHECK(*to == "nim 7 5");
  std::string row(100000, 'T');
  row[99999] = 'H';
  row[5] = 'H';
  const Position coins = parsed("coins(mock) " + row);
  MoveAction turn;
  turn.kind = ActionKind::turn;
  turn.runs = {5, 5, 99999, 99999};
  auto turned = apply_action(coins, turn);
  REQUIRE(turned.ok());
  CHECK(turned->find('H') == std::string::npos);
}

TEST_CASE("structured: bad actions say what is wrong and where", "[structured]") {
  const Position pos = parsed("nim 3 4 + kayles 5");
  auto err = [&](const MoveAction& a) {
    auto r = apply_action(pos, a);
    REQUIRE(!r.ok());
    return r.error().message();
  };
  const std::uint64_t one = 1;
  CHECK_THAT(err(MoveAction::take(5, 1, nullptr, 0)), Catch::Contains("component 0") && Catch::Contains("heap 6"));
  CHECK_THAT(err(MoveAction::take(0, 9, nullptr, 0)), Catch::Contains("has 3"));
  CHECK_THAT(err(MoveAction::take(0, 2, nullptr, 0)), Catch::Contains("leaves [1]"));
  MoveAction far = MoveAction::take(0, 1, &one, 1);
  far.component = 7;
  CHECK_THAT(err(far), Catch::Contains("no component 7"));
  MoveAction cut = MoveAction::simple(ActionKind::cut_node, 1);
  CHECK_THAT(err(cut), Catch::Contains("Nim"));
  MoveAction k = MoveAction::take(0, 3, nullptr, 0);
  k.component = 1;
  CHECK_THAT(err(k), Catch::Contains("component 1 (kayles)"));
  const Position every = parsed("every: nim 2 + nim 3");
  auto half = apply_action(every, MoveAction::take(0, 2, nullptr, 0));
  REQUIRE(!half.ok());
  CHECK_THAT(half.error().message(), Catch::Contains("component 1 does not"));
  const Position tree = parsed("tree (()())");
  CHECK(!apply_action(tree, MoveAction::simple(ActionKind::cut_node, 0)).ok());
  CHECK(!apply_action(tree, MoveAction::simple(ActionKind::cut_node, 3)).ok());
  const Position coins = parsed("coins(run3) HTHH");
  MoveAction turn;
  turn.kind = ActionKind::turn;
  turn.runs = {0, 1};
  CHECK_THAT(apply_action(coins, turn).error().message(), Catch::Contains("heads"));
  turn.runs = {1, 3};
  CHECK(apply_action(coins, turn).ok());
  turn.runs = {2, 3};
  CHECK_THAT(apply_action(coins, turn).error().message(), Catch::Contains("may not"));
}

TEST_CASE("structured: bad specs name the component and the field", "[structured]") {
  auto err = [](ComposedComponent c) {
    CompositionSpec spec;
    ComponentShape nim;
    nim.kind = ShapeKind::heaps;
    nim.numbers = {1, 2};
    spec.components.push_back({"nim", std::nullopt, nim});
    spec.components.push_back(std::move(c));
    auto r = compose(spec);
    REQUIRE(!r.ok());
    return r.error().message();
  };
  ComponentShape tree;
  tree.kind = ShapeKind::tree;
  tree.parents = {0, 0};
  CHECK_THAT(err({"tree", std::nullopt, tree}), Catch::Contains("components[1] (tree)") && Catch::Contains("parents[0]"));
  ComponentShape graph;
  graph.kind = ShapeKind::graph;
  graph.nodes = {"a", "b"};
  graph.edges = {0, 5};
  CHECK_THAT(err({"graph", std::nullopt, graph}), Catch::Contains("shape.edges[1] = 5"));
  graph.edges = {0, 1};
  graph.tokens = {2};
  CHECK_THAT(err({"graph", std::nullopt, graph}), Catch::Contains("shape.tokens[0]"));
  ComponentShape coins;
  coins.kind = ShapeKind::coins;
  coins.bytes = {1, 2};
  CHECK_THAT(err({"coins", std::string("mock"), coins}), Catch::Contains("shape.heads[1]"));
  ComponentShape heaps;
  heaps.kind = ShapeKind::heaps;
  heaps.numbers = {1};
  CHECK_THAT(err({"nimm", std::nullopt, heaps}), Catch::Contains("components[1] (nimm)"));
  CHECK_THAT(err({"kayles", std::nullopt, coins}), Catch::Contains("shape.kind"));
  CHECK_THAT(err({"wythoff", std::nullopt, heaps}), Catch::Contains("components[1] (wythoff)"));
  CHECK(!compose(CompositionSpec{}).ok());
}

TEST_CASE("structured: legal moves keep to their caps before building anything", "[structured]") {
  auto big = legal_moves(parsed("nim 9223372036854775807 3"), 10);
  REQUIRE(big.ok());
  // The huge heap's options are not built at all, so its component is
  // skipped whole (apply_action still plays any of its moves).
  CHECK(!big->complete);
  CHECK(big->moves.empty());
  auto capped = legal_moves(parsed("nim 5 5 5"), 4);
  REQUIRE(capped.ok());
  CHECK(capped->moves.size() == 4);
  CHECK(!capped->complete);
  auto over = legal_moves(parsed("nim 0 0"));
  REQUIRE(over.ok());
  CHECK(over->moves.empty());
  CHECK(over->complete);
}
