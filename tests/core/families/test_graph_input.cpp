// Bulk edge lists: parsing, errors with line numbers, and the per-node
// arrays against the graph component's own analysis.
#include <catch2/catch.hpp>

#include <random>
#include <string>

#include "families/graphs/graph_values.hpp"
#include "sg/analysis.hpp"
#include "sg/graph_input.hpp"

using namespace sg;

TEST_CASE("edge lists: numbered and named nodes, comments, repeats, loops", "[graph]") {
  auto a = analyze_edge_list("# a chain with a shortcut\n0 1\n1 2\r\n\n0 2\n0 2\n  5  \n");
  REQUIRE(a.ok());
  CHECK(a->numbered);
  CHECK(a->node_count == 6);
  CHECK(a->edge_count == 3);
  CHECK(a->acyclic);
  CHECK(a->grundy == std::vector<std::uint32_t>{2, 1, 0, 0, 0, 0});
  CHECK(a->outcome == std::vector<std::uint8_t>{1, 1, 0, 0, 0, 0});
  CHECK(a->remoteness == std::vector<std::uint32_t>{1, 1, 0, 0, 0, 0});
  CHECK(a->suspense == std::vector<std::uint32_t>{1, 1, 0, 0, 0, 0});
  CHECK(a->loopy_begin == std::vector<std::uint32_t>(7, 0));

  auto b = analyze_edge_list("x y\ny x\ny y\nx z\nw\n");
  REQUIRE(b.ok());
  CHECK_FALSE(b->numbered);
  CHECK(b->names == std::vector<std::string>{"x", "y", "z", "w"});
  CHECK_FALSE(b->acyclic);
  // z terminal P; x -> z so x is N (∞ with K = {0}); y's options x, y: ∞, K = {}, a draw.
  CHECK(b->outcome == std::vector<std::uint8_t>{1, 2, 0, 0});
  CHECK(b->grundy[0] == graph_infinite);
  CHECK(b->grundy[1] == graph_infinite);
  CHECK(b->remoteness == std::vector<std::uint32_t>{1, graph_no_length, 0, 0});
  CHECK(std::vector<std::uint32_t>(b->loopy_values.begin() + b->loopy_begin[0],
                                   b->loopy_values.begin() + b->loopy_begin[1]) == std::vector<std::uint32_t>{0});
  CHECK(b->loopy_begin[2] == b->loopy_begin[1]);

  auto empty = analyze_edge_list("# nothing\n\n");
  REQUIRE(empty.ok());
  CHECK(empty->node_count == 0);
}

TEST_CASE("edge list errors give the line and column", "[graph]") {
  const auto error_of = [](const char* text) {
    auto a = analyze_edge_list(text);
    REQUIRE_FALSE(a.ok());
    CHECK(a.error().column == 0);
    return a.error().message();
  };
  CHECK(error_of("0 1\n1 2 3\n").rfind("line 2, column 5: expected \"a b\"", 0) == 0);
  CHECK(error_of("0 1\n\n1 b\n").rfind("line 3, column 3: node \"b\" is not a number", 0) == 0);
  CHECK(error_of("a b\nb c-d\n").rfind("line 2, column 3: node name \"c-d\"", 0) == 0);
  CHECK(error_of("0 1\n99999999999 1\n").rfind("line 2, column 1: node number \"99999999999\" is too large", 0) == 0);
  auto cancelled = analyze_edge_list("0 1\n", [](double f) { return f < 0.6; });
  REQUIRE_FALSE(cancelled.ok());
  CHECK(cancelled.error().message() == "the graph analysis was cancelled");
}

TEST_CASE("edge list analysis agrees with graph components node by node", "[graph]") {
  std::mt19937 rng(99);
  for (int round = 0; round < 40; ++round) {
    const unsigned n = 3 + static_cast<unsigned>(round % 8);
    std::string list, rule;
    for (unsigned u = 0; u < n; ++u) rule += (u ? "," : "") + std::to_string(u), list += std::to_string(u) + "\n";
    for (unsigned e = 0; e < 2 * n; ++e) {
      const unsigned u = rng() % n, v = rng() % n;
      if (round % 2 && u >= v) continue;  // half of the rounds acyclic
      list += std::to_string(u) + " " + std::to_string(v) + "\n";
      rule += "," + std::to_string(u) + ">" + std::to_string(v);
    }
    auto a = analyze_edge_list(list);
    REQUIRE(a.ok());
    for (unsigned u = 0; u < n; ++u) {
      auto c = analyze("graph(" + rule + ") " + std::to_string(u));
      REQUIRE(c.ok());
      INFO(rule << " token " << u);
      CHECK(static_cast<std::uint8_t>(c->outcome) == a->outcome[u]);
      const Value& v = *c->value;
      if (!v.infinite) {
        CHECK(a->grundy[u] == v.nimber);
      } else {
        CHECK(a->grundy[u] == graph_infinite);
        CHECK(std::vector<Nimber>(a->loopy_values.begin() + a->loopy_begin[u],
                                  a->loopy_values.begin() + a->loopy_begin[u + 1]) == v.finite_options);
      }
    }
  }
}
