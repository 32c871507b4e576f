#pragma once
// Shares with the engine: nothing. Standard library and the oracle folder only.
//
// Board games from their rules:
//   nodekayles(a-b,c)  pick a vertex: it and its neighbours go.
//                      v = 1 for each vertex still there
//   cram               place a domino on two free cells side by side or one
//                      above the other. v = 1 for a free cell, row by row;
//                      read from "cram RxC" or "cram(..#./....)"
//   chomp              take a cell but the top-left one, with every cell
//                      right of it and below it. v = the row lengths, top
//                      first; read from "chomp RxC" or "chomp(5,3,1)"
#include "graphs.hpp"

namespace oracle {

class NodeKayles : public Game {
 public:
  NodeKayles() : Game("nodekayles") {}
  std::optional<Pos> read(const Split& s) const override {
    if (s.name != name() || !s.rule || !s.args.empty()) return std::nullopt;
    auto g = read_graph(*s.rule, '-');
    if (!g) return std::nullopt;
    const std::size_t n = g->names.size();
    return make(name(), std::vector<Int>(n, 1), std::make_shared<NamedGraph>(std::move(*g)));
  }
  std::string write(const Pos& p) const override {
    const NamedGraph& g = p.rule<NamedGraph>();
    std::string rule;
    std::vector<bool> touched(p.v.size());
    for (auto [a, b] : g.edges)
      if (p.v[at(a)] && p.v[at(b)]) {
        rule += (rule.empty() ? "" : ",") + g.names[at(a)] + "-" + g.names[at(b)];
        touched[at(a)] = touched[at(b)] = true;
      }
    for (std::size_t u = 0; u < p.v.size(); ++u)
      if (p.v[u] && !touched[u]) rule += (rule.empty() ? "" : ",") + g.names[u];
    return name() + "(" + rule + ")";
  }
  std::string key(const Pos& p) const override {
    std::vector<bool> kept(p.v.begin(), p.v.end());
    return graph_key(p.rule<NamedGraph>(), kept, '-');
  }
  std::vector<Pos> options(const Pos& p) const override {
    std::vector<Pos> out;
    for (std::size_t u = 0; u < p.v.size(); ++u) {
      if (!p.v[u]) continue;
      auto v = p.v;
      v[u] = 0;
      for (Int w : p.rule<NamedGraph>().succ[u]) v[at(w)] = 0;
      out.push_back(with(p, v));
    }
    return out;
  }
  Pos on(const std::string& rule) const { return *read(*split("nodekayles(" + rule + ")")); }
  std::vector<Pos> small() const override {
    // Every induced subgraph of a triangle with a tail and a pendant.
    const Pos whole = on("a-b,b-c,c-a,c-d,d-e,b-f");
    std::vector<Pos> out;
    for (unsigned mask = 0; mask < 64; ++mask) {
      std::vector<Int> v;
      for (int i = 0; i < 6; ++i) v.push_back(mask >> i & 1);
      out.push_back(with(whole, v));
    }
    return out;
  }
  std::vector<Pos> tiny() const override { return {on("a-b,b-c"), on("a-b,c"), on("a-b,b-c,c-a,c-d")}; }
};

struct Board : Rules {
  Int rows = 0, cols = 0;
};

class Cram : public Game {
 public:
  Cram() : Game("cram") {}
  std::optional<Pos> read(const Split& s) const override {
    if (s.name != name()) return std::nullopt;
    auto b = std::make_shared<Board>();
    std::vector<Int> v;
    if (s.rule && s.args.empty()) {
      for (const std::string& line : split_on(*s.rule, '/')) {
        if (b->rows && static_cast<Int>(line.size()) != b->cols) return std::nullopt;
        b->cols = static_cast<Int>(line.size()), ++b->rows;
        for (char c : line) {
          if (c != '.' && c != '#') return std::nullopt;
          v.push_back(c == '.');
        }
      }
    } else if (!s.rule && s.args.size() == 1) {
      auto dims = numbers(s.args[0], 'x');
      if (!dims || dims->size() != 2) return std::nullopt;
      b->rows = (*dims)[0], b->cols = (*dims)[1];
      v.assign(at(b->rows * b->cols), 1);
    } else {
      return std::nullopt;
    }
    return make(name(), v, b);
  }
  std::string write(const Pos& p) const override {
    std::string grid;
    for (std::size_t i = 0; i < p.v.size(); ++i)
      grid += std::string(i && i % at(p.rule<Board>().cols) == 0 ? "/" : "") + (p.v[i] ? '.' : '#');
    return name() + "(" + grid + ")";
  }
  std::vector<Pos> options(const Pos& p) const override {
    std::vector<Pos> out;
    const std::size_t cols = at(p.rule<Board>().cols), n = p.v.size();
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j : {i % cols + 1 < cols ? i + 1 : n, i + cols})
        if (j < n && p.v[i] && p.v[j]) {
          auto v = p.v;
          v[i] = v[j] = 0;
          out.push_back(with(p, v));
        }
    return out;
  }
  Pos board(const std::string& text) const { return *read(*split("cram" + text)); }
  std::vector<Pos> small() const override {
    std::vector<Pos> out;
    // Every board inside 2x3, and every seventh inside 3x3.
    for (const auto& [rows, cols, step] : std::vector<std::tuple<int, int, unsigned>>{{2, 3, 1}, {3, 3, 7}})
      for (unsigned mask = 0; mask < (1u << (rows * cols)); mask += step) {
        std::string grid;
        for (int i = 0; i < rows * cols; ++i) grid += std::string(i && i % cols == 0 ? "/" : "") + ((mask >> i & 1) ? '.' : '#');
        out.push_back(board("(" + grid + ")"));
      }
    out.push_back(board(" 2x2"));
    out.push_back(board(" 1x5"));
    return out;
  }
  std::vector<Pos> tiny() const override { return {board(" 1x3"), board("(../.#)"), board(" 2x2")}; }
};

class Chomp : public Game {
 public:
  Chomp() : Game("chomp") {}
  std::optional<Pos> read(const Split& s) const override {
    if (s.name != name()) return std::nullopt;
    std::vector<Int> v;
    if (s.rule && s.args.empty()) {
      auto rows = numbers(*s.rule, ',');
      if (!rows) return std::nullopt;
      v = *rows;
    } else if (!s.rule && s.args.size() == 1) {
      auto dims = numbers(s.args[0], 'x');
      if (!dims || dims->size() != 2) return std::nullopt;
      v.assign(at((*dims)[0]), (*dims)[1]);
    } else {
      return std::nullopt;
    }
    for (std::size_t i = 1; i < v.size(); ++i)
      if (v[i] > v[i - 1]) return std::nullopt;
    std::erase(v, 0);
    return make(name(), v);
  }
  std::string write(const Pos& p) const override { return name() + "(" + joined(p.v, ",") + ")"; }
  std::vector<Pos> options(const Pos& p) const override {
    std::vector<Pos> out;
    for (std::size_t row = 0; row < p.v.size(); ++row)
      for (Int col = 0; col < p.v[row]; ++col) {
        if (row == 0 && col == 0) continue;
        std::vector<Int> v(p.v.begin(), p.v.begin() + static_cast<std::ptrdiff_t>(row));
        for (std::size_t k = row; k < p.v.size() && col > 0; ++k) v.push_back(std::min(p.v[k], col));
        out.push_back(with(p, v));
      }
    return out;
  }
  std::vector<Pos> small() const override {
    std::vector<Pos> out;
    for (Int a = 1; a <= 4; ++a)
      for (Int b = 0; b <= a; ++b)
        for (Int c = 0; c <= b; ++c) {
          std::vector<Int> v{a, b, c};
          std::erase(v, 0);
          out.push_back(make(name(), v));
        }
    out.push_back(*read(*split("chomp 2x4")));
    return out;
  }
  std::vector<Pos> tiny() const override {
    return {*read(*split("chomp(2,1)")), *read(*split("chomp 2x2")), *read(*split("chomp(3)"))};
  }
};

}  // namespace oracle
