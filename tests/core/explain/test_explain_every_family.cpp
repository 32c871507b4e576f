// The "why" view of every family: its options are exactly those the rules
// allow, each valued by its true SG value, and its mex is the position's SG
// value. The oracle (rule_oracle.hpp) enumerates the options from the rules
// and values them by a brute-force mex recursion over the whole sum.
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <tuple>

#include "defined_examples.hpp"
#include "rule_oracle.hpp"
#include "sg/explain.hpp"
#include "sg/position.hpp"

using namespace rule_oracle;

namespace {

using Sum = std::vector<Comp>;

std::string render(const Sum& sum) {
  std::string s;
  for (const auto& c : sum) s += (s.empty() ? "" : " + ") + rule_oracle::render(c);
  return s;
}

// How a listed option is matched with the rules' options: both sides as
// the parser reads them, with the heaps of splitting and merging games
// sorted and the empty ones left out. Values never come from this key.
std::string listed_key(const std::string& text) {
  auto pos = sg::parse_position(text);
  if (!pos.ok()) return "unparsable: " + text;
  std::string key;
  for (const auto& c : pos->components) {
    std::string n = c->notation();
    const std::string family = n.substr(0, n.find_first_of(" ("));
    // lask: Lasker's Nim defined in the rule language (its splits too).
    if (family == "octal" || family == "kayles" || family == "dawson" || family == "grundy" || family == "lasker" ||
        family == "merge" || family == "lask") {
      const auto space = n.find(' ');
      std::vector<std::int64_t> heaps;
      for (std::size_t at = space; at != std::string::npos; at = n.find(' ', at + 1))
        if (auto h = std::stoll(n.substr(at + 1)); h > 0) heaps.push_back(h);
      std::sort(heaps.begin(), heaps.end());
      n = n.substr(0, space);
      for (auto h : heaps) n += ' ' + std::to_string(h);
    }
    if (family == "nodekayles") {
      // Lone vertices are listed in an order that depends on the moves
      // made: compare them as a set (edges keep their order on both sides).
      std::vector<std::string> edges, lone;
      const std::string items = n.substr(11, n.size() - 12);
      for (std::size_t at = 0; at <= items.size() && !items.empty();) {
        std::size_t end = items.find(',', at);
        if (end == std::string::npos) end = items.size();
        const std::string item = items.substr(at, end - at);
        (item.find('-') == std::string::npos ? lone : edges).push_back(item);
        at = end + 1;
      }
      std::sort(lone.begin(), lone.end());
      n = "nodekayles(";
      for (const auto& e : edges) n += e + ',';
      for (const auto& l : lone) n += l + ',';
      n += ')';
    }
    key += (key.empty() ? "" : " + ") + n;
  }
  return key;
}

// The memo key of a position, from the oracle's own representation (no
// engine code): heaps of the games where heap order and empty heaps are
// immaterial (splitting and merging) sorted, the empty ones left out, so
// that "kayles 3 1 0" and "kayles 1 3" are one key.
std::string key_of(const Sum& sum) {
  std::string key;
  for (const auto& c : sum) {
    std::vector<std::int64_t> v = c.v;
    if (c.kind == Kind::octal || c.kind == Kind::grundy || c.kind == Kind::lasker || c.kind == Kind::merge) {
      std::erase(v, 0);
      std::sort(v.begin(), v.end());
    }
    key += c.head + ':';
    for (auto x : v) key += std::to_string(x) + ',';
    key += '+';
  }
  return key;
}

std::vector<Sum> sum_options(const Sum& sum) {
  std::vector<Sum> out;
  for (std::size_t i = 0; i < sum.size(); ++i)
    for (auto& o : options(sum[i])) {
      Sum next = sum;
      next[i] = std::move(o);
      out.push_back(std::move(next));
    }
  return out;
}

std::uint64_t mex_of(const std::vector<std::uint64_t>& values) {
  std::set<std::uint64_t> seen(values.begin(), values.end());
  std::uint64_t m = 0;
  while (seen.count(m)) ++m;
  return m;
}

// SG by the definition: the mex of the options' values, over the whole sum.
std::uint64_t brute_sg(const Sum& sum, std::map<std::string, std::uint64_t>& memo) {
  const std::string key = key_of(sum);
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  std::vector<std::uint64_t> values;
  for (const auto& o : sum_options(sum)) values.push_back(brute_sg(o, memo));
  return memo[key] = mex_of(values);
}

struct Tally {
  std::uint64_t positions = 0, options = 0;
};

// The options listed by explain() must be the rules' options (as a set of
// positions; a position reached by several moves may be listed once or up to
// as many times as there are moves to it), each valued by its brute-force SG
// value, and the mex must be the mex of those values and the position's SG.
void check(const Sum& sum, std::map<std::string, std::uint64_t>& memo, Tally& tally) {
  const std::string text = render(sum);
  INFO(text);
  auto pos = sg::parse_position(text);
  REQUIRE(pos.ok());
  auto e = sg::explain(*pos);
  REQUIRE(e.ok());
  REQUIRE(e->complete);
  REQUIRE(e->mex);

  std::map<std::string, std::uint64_t> moves_to;  // oracle: key -> number of moves
  std::map<std::string, std::uint64_t> value_of;
  std::vector<std::uint64_t> values;
  for (const auto& o : sum_options(sum)) {
    const std::string k = listed_key(render(o));
    ++moves_to[k];
    values.push_back(value_of[k] = brute_sg(o, memo));
  }
  std::map<std::string, std::uint64_t> listed;
  for (const auto& o : e->options) {
    const std::string k = listed_key(o.to);
    INFO("listed option " << o.move << " to " << o.to);
    ++listed[k];
    REQUIRE(value_of.count(k));
    REQUIRE(o.value);
    CHECK_FALSE(o.value->infinite);
    CHECK(o.value->nimber == value_of[k]);
    CHECK(o.winning == (value_of[k] == 0));
  }
  for (const auto& [k, n] : moves_to) {
    INFO("option " << k);
    CHECK(listed.count(k) == 1);
    CHECK(listed[k] <= n);
  }
  CHECK(*e->mex == mex_of(values));
  CHECK(*e->mex == brute_sg(sum, memo));
  ++tally.positions;
  tally.options += e->options.size();
}

Comp comp(Kind kind, std::string head, std::vector<std::int64_t> v, Rules rules = {}) {
  return Comp{kind, std::move(head), std::move(v), std::make_shared<const Rules>(std::move(rules))};
}

// Every list of `count` heaps with sizes lo..hi.
std::vector<std::vector<std::int64_t>> heap_lists(std::size_t count, std::int64_t lo, std::int64_t hi) {
  std::vector<std::vector<std::int64_t>> out{{}};
  for (std::size_t i = 0; i < count; ++i) {
    std::vector<std::vector<std::int64_t>> grown;
    for (const auto& l : out)
      for (std::int64_t h = lo; h <= hi; ++h) {
        grown.push_back(l);
        grown.back().push_back(h);
      }
    out = std::move(grown);
  }
  return out;
}

// The small positions of one heap family: one and two heaps up to `hi`.
std::vector<Comp> heap_positions(Kind kind, const std::string& head, std::int64_t hi, const Rules& rules = {},
                                 std::int64_t lo = 0, std::size_t most_heaps = 2) {
  std::vector<Comp> out;
  for (std::size_t count = 1; count <= most_heaps; ++count)
    for (auto& l : heap_lists(count, lo, hi)) out.push_back(comp(kind, head, l, rules));
  return out;
}

Rules coin_rules(Flip flip, int k = 0) {
  Rules r;
  r.flip = flip, r.k = k;
  return r;
}

// The small positions of every family, grouped by family name.
std::map<std::string, std::vector<Comp>> every_family() {
  std::map<std::string, std::vector<Comp>> f;
  f["nim"] = heap_positions(Kind::nim, "nim", 6);
  f["nim"].push_back(comp(Kind::nim, "nim", {1, 2, 3}));
  Rules bash;
  bash.m = 3;
  f["bash"] = heap_positions(Kind::bash, "bash(3)", 8, bash);
  for (const auto& [head, amounts] : std::vector<std::pair<std::string, std::vector<std::int64_t>>>{
           {"sub(1,3,4)", {1, 3, 4}}, {"sub(2,4,6)", {2, 4, 6}}, {"sub(5)", {5}}}) {
    Rules r;
    r.amounts = amounts;
    for (auto& c : heap_positions(Kind::sub, head, 9, r)) f["sub"].push_back(c);
  }
  for (const auto& [head, code] : std::vector<std::pair<std::string, std::string>>{
           {"kayles", "0.77"}, {"dawson", "0.07"}, {"octal(0.137)", "0.137"}, {"octal(4.07)", "4.07"},
           {"octal(.3...)", ".3..."}, {"octal(4.3...)", "4.3..."}, {"octal(0.16)", "0.16"}, {"octal(0.6...)", "0.6..."}})
    for (auto& c : heap_positions(Kind::octal, head, 8, octal_rules(code))) f[head].push_back(c);
  f["grundy"] = heap_positions(Kind::grundy, "grundy", 9);
  f["lasker"] = heap_positions(Kind::lasker, "lasker", 6);
  f["staircase"] = heap_positions(Kind::staircase, "staircase", 3, {}, 0, 3);
  for (auto& l : heap_lists(2, 0, 7)) f["wythoff"].push_back(comp(Kind::wythoff, "wythoff", l));
  f["ends"] = heap_positions(Kind::ends, "ends", 3, {}, 1, 3);
  f["merge"] = heap_positions(Kind::merge, "merge", 3, {}, 1, 3);
  f["merge"].push_back(comp(Kind::merge, "merge", {5}));
  // The games of the rule language's statement (tests/defined_examples.hpp),
  // whose rules are those of Wythoff's game, Lasker's Nim and a subtraction
  // game of squares; the test defines them.
  for (auto& l : heap_lists(2, 0, 6)) f["wyt"].push_back(comp(Kind::wythoff, "wyt", l));
  f["lask"] = heap_positions(Kind::lasker, "lask", 6);
  Rules squares;
  squares.amounts = {1, 4, 9};
  f["squares"] = heap_positions(Kind::sub, "squares", 12, squares);

  for (const auto& [head, rules] : std::vector<std::pair<std::string, Rules>>{
           {"coins(one)", coin_rules(Flip::one)}, {"coins(turtles)", coin_rules(Flip::turtles)},
           {"coins(mock)", coin_rules(Flip::mock)}, {"coins(ruler)", coin_rules(Flip::ruler)},
           {"coins(run3)", coin_rules(Flip::run, 3)}, {"coins(run(2))", coin_rules(Flip::run, 2)},
           {"coins(near3)", coin_rules(Flip::near, 3)}, {"coins(near 2)", coin_rules(Flip::near, 2)},
           {"coins(exactly 2 anywhere)", coin_rules(Flip::exactly_any, 2)},
           {"coins(exactly 3 consecutive)", coin_rules(Flip::exactly_run, 3)},
           {"coins(at most 3 anywhere)", coin_rules(Flip::at_most_any, 3)},
           {"coins(at most 2 consecutive)", coin_rules(Flip::at_most_run, 2)}})
    for (std::size_t length = 1; length <= 5; ++length)
      for (auto& row : heap_lists(length, 0, 1)) f[head].push_back(comp(Kind::coins, head, row, rules));

  // Trees: every parent list of up to 6 nodes with each parent before its child.
  std::vector<std::vector<std::int64_t>> trees{{-1}};
  for (std::size_t at = 0; at < trees.size(); ++at) {
    f["tree"].push_back(comp(Kind::tree, "tree", trees[at]));
    if (trees[at].size() < 6)
      for (std::int64_t p = 0; p < static_cast<std::int64_t>(trees[at].size()); ++p) {
        trees.push_back(trees[at]);
        trees.back().push_back(p);
      }
  }
  // Hackenbush: every subset of a graph with a triangle on the ground, a loop
  // on it, a double edge and a looped pendant vertex.
  const std::vector<std::int64_t> edges{0, 1, 1, 2, 2, 0, 2, 2, 0, 1, 1, 3, 3, 3};
  for (std::uint32_t mask = 0; mask < (1u << 7); ++mask) {
    std::vector<std::int64_t> kept;
    for (std::size_t e = 0; e < 7; ++e)
      if (mask >> e & 1) kept.push_back(edges[2 * e]), kept.push_back(edges[2 * e + 1]);
    f["hackenbush"].push_back(comp(Kind::hackenbush, "hackenbush", grounded(kept)));
  }
  Rules dag;
  dag.names = {"a", "b", "c", "d", "e"};
  dag.succ = {{1, 2, 4}, {2, 3}, {3}, {4}, {}};
  for (std::size_t tokens = 1; tokens <= 2; ++tokens)
    for (auto& l : heap_lists(tokens, 0, 4))
      f["graph"].push_back(comp(Kind::graph, "graph(a>b,a>c,a>e,b>c,b>d,c>d,d>e)", l, dag));
  // The tutorial games.
  Rules moore;
  moore.m = 2;
  f["moore"] = heap_positions(Kind::moore, "moore(2)", 3, moore, 0, 3);
  for (auto& l : heap_lists(2, 0, 8)) f["fibnim"].push_back(comp(Kind::fibnim, "fibnim", l));
  for (auto& l : heap_lists(2, 0, 8)) f["euclid"].push_back(comp(Kind::euclid, "euclid", l));
  for (const auto& [head, rows, cols, r1, r2] : std::vector<std::tuple<std::string, int, int, Flip, Flip>>{
           {"coins2d(ruler*ruler)", 2, 2, Flip::ruler, Flip::ruler},
           {"coins2d(mock*turtles)", 2, 3, Flip::mock, Flip::turtles}}) {
    Rules grid;
    grid.flip = r1, grid.flip2 = r2, grid.rows = rows, grid.cols = cols;
    for (auto& cells : heap_lists(static_cast<std::size_t>(rows * cols), 0, 1))
      f[head].push_back(comp(Kind::coins2d, head, cells, grid));
  }
  Rules geo;
  geo.names = {"a", "b", "c", "d", "e"};
  geo.undirected = {{0, 1}, {1, 2}, {2, 0}, {2, 3}, {3, 4}};
  geo.succ = {{1, 2}, {0, 2}, {1, 0, 3}, {2, 4}, {3}};
  for (const std::vector<std::int64_t>& v : std::vector<std::vector<std::int64_t>>{
           {0}, {1}, {2}, {3}, {4}, {2, 0}, {3, 2}, {1, 0}, {0, 1, 2}, {4, 3}})
    f["geography"].push_back(comp(Kind::geography, "geography", v, geo));
  // Boards: every Cram board inside 2x3 and 3x3 with a few cells blocked,
  // the Chomp diagrams inside 3x4, Node Kayles on every subgraph of a
  // triangle with a tail and a pendant.
  Rules cram23, cram33;
  cram23.cols = 3, cram33.cols = 3;
  for (std::uint32_t mask = 0; mask < 64; ++mask) {
    std::vector<std::int64_t> v;
    for (int i = 0; i < 6; ++i) v.push_back(mask >> i & 1);
    f["cram"].push_back(comp(Kind::cram, "cram", v, cram23));
  }
  for (std::uint32_t mask = 0; mask < 512; mask += 7) {
    std::vector<std::int64_t> v;
    for (int i = 0; i < 9; ++i) v.push_back(mask >> i & 1);
    f["cram"].push_back(comp(Kind::cram, "cram", v, cram33));
  }
  for (std::int64_t a = 1; a <= 4; ++a)
    for (std::int64_t b = 0; b <= a; ++b)
      for (std::int64_t c = 0; c <= b; ++c) {
        std::vector<std::int64_t> v{a};
        if (b) v.push_back(b);
        if (c) v.push_back(c);
        f["chomp"].push_back(comp(Kind::chomp, "chomp", v));
      }
  Rules nk;
  nk.names = {"a", "b", "c", "d", "e", "f"};
  nk.links = {{0, 1}, {1, 2}, {2, 0}, {2, 3}, {3, 4}, {1, 5}};
  for (std::uint32_t mask = 0; mask < 64; ++mask) {
    std::vector<std::int64_t> v;
    for (int i = 0; i < 6; ++i) v.push_back(mask >> i & 1);
    f["nodekayles"].push_back(comp(Kind::nodekayles, "nodekayles", v, nk));
  }
  Rules seq;
  seq.seq = {3, 5, 1, 4, 7, 6, 2};
  for (std::size_t tokens = 1; tokens <= 2; ++tokens)
    for (auto& l : heap_lists(tokens, 0, 6))
      f["seqgame"].push_back(comp(Kind::seq, "seqgame(3,5,1,4,7,6,2)", l, seq));
  return f;
}

}  // namespace

TEST_CASE("explain lists the rules' options of every family, valued by brute force", "[explain][oracle]") {
  const sg::test::DefinedGames defined;
  const auto families = every_family();
  std::map<std::string, std::uint64_t> memo;
  Tally tally;
  for (const auto& [family, positions] : families) {
    INFO(family);
    CHECK(positions.size() >= 7);
    for (const auto& c : positions) check({c}, memo, tally);
  }
  // Sums: every family beside a Nim heap, and mixed sums of three families.
  const std::vector<std::string> names = [&] {
    std::vector<std::string> n;
    for (const auto& [family, positions] : families) n.push_back(family);
    return n;
  }();
  for (std::size_t i = 0; i < names.size(); ++i) {
    const auto& a = families.at(names[i]);
    const auto& b = families.at(names[(i + 7) % names.size()]);
    const auto& c = families.at(names[(i + 13) % names.size()]);
    for (std::size_t j = 0; j < 6; ++j) {
      check({a[(j * 5 + 3) % a.size()], comp(Kind::nim, "nim", {static_cast<std::int64_t>(j)})}, memo, tally);
      check({a[(j * 7 + 1) % a.size()], b[(j * 11 + 2) % b.size()], c[(j * 3 + 5) % c.size()]}, memo, tally);
    }
  }
  WARN("explain checked on " << tally.positions << " positions of " << families.size() << " families and their sums, "
                             << tally.options << " listed options");
  CHECK(tally.positions > 1500);
}
