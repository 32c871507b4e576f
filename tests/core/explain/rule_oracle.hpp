#pragma once
// The options of a position, enumerated from the rules alone (docs/notation.md)
// and valued by a brute-force mex recursion: the oracle the "why" view is
// checked against. It shares no code with the engine; the engine's parser is
// used only to put both sides' texts in canonical notation.
//
//   Comp { kind, head, v, rules }       one component of a sum
//   ┌──────────────┬───────────────────────────────────────────────┐
//   │ heaps kinds  │ v = heap sizes (nim, bash, sub, octal, ...)   │
//   │ coins        │ v = 1 for heads, 0 for tails, left to right   │
//   │ tree         │ v = parent of each node, v[0] = -1 (the root)  │
//   │ hackenbush   │ v = u0 v0 u1 v1 ... (edges; vertex 0 = ground)│
//   │ graph, seq   │ v = token nodes / token indices               │
//   │ moore        │ v = heap sizes; rules.m = k                   │
//   │ fibnim       │ v = heap, the most the next move may take     │
//   │ euclid       │ v = the two numbers                           │
//   │ coins2d      │ v = 1 for heads, row by row; rules: flip, k   │
//   │              │ (rows), flip2, k2 (columns), rows, cols       │
//   │ geography    │ v = token, then the visited vertices, sorted  │
//   │ cram         │ v = 1 for a free cell, row by row             │
//   │ chomp        │ v = row lengths, top first                    │
//   │ nodekayles   │ v = 1 for a vertex still there                │
//   └──────────────┴───────────────────────────────────────────────┘
#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace rule_oracle {

enum class Kind { nim, bash, sub, octal, grundy, lasker, staircase, wythoff, coins, tree, hackenbush, graph, seq,
                  ends, merge, moore, fibnim, euclid, coins2d, geography, cram, chomp, nodekayles };

enum class Flip { one, turtles, mock, ruler, run, near, exactly_any, exactly_run, at_most_any, at_most_run };

struct Rules {
  std::int64_t m = 0;                   // bash
  std::vector<std::int64_t> amounts;     // sub
  std::vector<int> digits;               // octal: digits[k] governs removing k
  bool repeat_last = false;              // octal code ends in "..."
  Flip flip = Flip::one;                 // coins
  int k = 0;                             // coins: K of run/near/exactly/at most
  std::vector<std::vector<int>> succ;    // graph: successors of each node
  std::vector<std::string> names;        // graph: node names
  std::vector<int> seq;                  // seqgame values
  Flip flip2 = Flip::one;                // coins2d: the columns' rule
  int k2 = 0;
  int rows = 0, cols = 0;                // coins2d grid
  std::vector<std::pair<int, int>> undirected;  // geography edges, in notation order
  std::vector<std::pair<int, int>> links;  // nodekayles: edges, as vertex indices (names: `names`)
};

struct Comp {
  Kind kind = Kind::nim;
  std::string head;                      // notation before the arguments
  std::vector<std::int64_t> v;
  std::shared_ptr<const Rules> rules = std::make_shared<Rules>();
};

// "0.77", "4.07", ".3...": d0 before the point (0 if omitted), then d1 d2 ...
inline Rules octal_rules(const std::string& code) {
  Rules r;
  std::string s = code;
  if (s.size() > 3 && s.substr(s.size() - 3) == "...") r.repeat_last = true, s.resize(s.size() - 3);
  const auto point = s.find('.');
  r.digits.push_back(point == 0 ? 0 : s[0] - '0');
  for (std::size_t i = point + 1; i < s.size(); ++i) r.digits.push_back(s[i] - '0');
  return r;
}

inline int octal_digit(const Rules& r, std::int64_t k) {
  if (k < static_cast<std::int64_t>(r.digits.size())) return r.digits[static_cast<std::size_t>(k)];
  return r.repeat_last ? r.digits.back() : 0;
}

// Every set of coins (0-based indices) the rule allows whose rightmost is i.
inline std::vector<std::vector<int>> flip_sets(const Rules& r, int i) {
  std::vector<std::vector<int>> out;
  auto runs = [&](int shortest, int longest) {
    for (int len = shortest; len <= longest && i - len + 1 >= 0; ++len) {
      std::vector<int> s;
      for (int j = i - len + 1; j <= i; ++j) s.push_back(j);
      out.push_back(s);
    }
  };
  // Subsets of [0, i) of `size` coins, each with i added.
  std::function<void(int, int, std::vector<int>&)> pick = [&](int from, int size, std::vector<int>& s) {
    if (size == 0) {
      auto t = s;
      t.push_back(i);
      out.push_back(t);
      return;
    }
    for (int j = from; j < i; ++j) {
      s.push_back(j);
      pick(j + 1, size - 1, s);
      s.pop_back();
    }
  };
  std::vector<int> scratch;
  auto any_of_sizes = [&](int smallest, int largest) {
    for (int size = smallest; size <= largest; ++size) pick(0, size - 1, scratch);
  };
  switch (r.flip) {
    case Flip::one: out.push_back({i}); break;
    case Flip::turtles: any_of_sizes(1, 2); break;
    case Flip::mock: any_of_sizes(1, 3); break;
    case Flip::ruler: runs(1, i + 1); break;
    case Flip::run: case Flip::exactly_run: runs(r.k, r.k); break;
    case Flip::at_most_run: runs(1, r.k); break;
    case Flip::exactly_any: any_of_sizes(r.k, r.k); break;
    case Flip::at_most_any: any_of_sizes(1, r.k); break;
    case Flip::near:
      if (i + 1 <= r.k) out.push_back({i});  // alone only at positions 1..K
      for (int j = std::max(0, i - r.k); j < i; ++j) out.push_back({j, i});
      break;
  }
  return out;
}

inline std::string render(const Comp& c) {
  std::string s = c.head;
  auto arg = [&](const std::string& a) { s += ' ' + a; };
  switch (c.kind) {
    case Kind::coins: {
      std::string row;
      for (auto b : c.v) row += b ? 'H' : 'T';
      arg(row);
      break;
    }
    case Kind::tree: {
      std::function<std::string(std::int64_t)> node = [&](std::int64_t at) {
        std::string t = "(";
        for (std::size_t w = 0; w < c.v.size(); ++w)
          if (c.v[w] == at) t += node(static_cast<std::int64_t>(w));
        return t + ")";
      };
      arg(node(0));
      break;
    }
    case Kind::hackenbush:
      for (std::size_t e = 0; e + 1 < c.v.size(); e += 2) arg(std::to_string(c.v[e]) + "-" + std::to_string(c.v[e + 1]));
      break;
    case Kind::graph:
      for (auto t : c.v) arg(c.rules->names[static_cast<std::size_t>(t)]);
      break;
    case Kind::coins2d: {
      std::string grid;
      for (std::size_t i = 0; i < c.v.size(); ++i) {
        if (i && i % static_cast<std::size_t>(c.rules->cols) == 0) grid += '/';
        grid += c.v[i] ? 'H' : 'T';
      }
      arg(grid);
      break;
    }
    case Kind::geography: {
      // The remaining graph: edges without a visited end, then every other
      // unvisited vertex (declared again, or alone).
      const auto& r = *c.rules;
      auto visited = [&](int x) { return std::count(c.v.begin() + 1, c.v.end(), x) > 0; };
      std::string rule;
      for (auto [a, b] : r.undirected)
        if (!visited(a) && !visited(b)) rule += (rule.empty() ? "" : ",") + r.names[a] + "-" + r.names[b];
      for (std::size_t x = 0; x < r.names.size(); ++x)
        if (!visited(static_cast<int>(x))) rule += (rule.empty() ? "" : ",") + r.names[x];
      s = "geography(" + rule + ") " + r.names[static_cast<std::size_t>(c.v[0])];
      break;
    }
    case Kind::cram:
      s += '(';
      for (std::size_t i = 0; i < c.v.size(); ++i) {
        if (i && i % static_cast<std::size_t>(c.rules->cols) == 0) s += '/';
        s += c.v[i] ? '.' : '#';
      }
      s += ')';
      break;
    case Kind::chomp:
      s += '(';
      for (std::size_t i = 0; i < c.v.size(); ++i) s += (i ? "," : "") + std::to_string(c.v[i]);
      s += ')';
      break;
    case Kind::nodekayles: {
      s += '(';
      std::vector<bool> touched(c.v.size());
      for (const auto& [a, b] : c.rules->links)
        if (c.v[static_cast<std::size_t>(a)] && c.v[static_cast<std::size_t>(b)]) {
          s += (s.back() == '(' ? "" : ",") + c.rules->names[static_cast<std::size_t>(a)] + "-" +
               c.rules->names[static_cast<std::size_t>(b)];
          touched[static_cast<std::size_t>(a)] = touched[static_cast<std::size_t>(b)] = true;
        }
      for (std::size_t u = 0; u < c.v.size(); ++u)
        if (c.v[u] && !touched[u]) s += (s.back() == '(' ? "" : ",") + c.rules->names[u];
      s += ')';
      break;
    }
    default:
      for (auto x : c.v) arg(std::to_string(x));
  }
  return s;
}

// Keeps the edges still connected to the ground (the rest can never be cut).
inline std::vector<std::int64_t> grounded(const std::vector<std::int64_t>& edges) {
  std::vector<std::int64_t> reach{0};
  for (bool grew = true; grew;) {
    grew = false;
    for (std::size_t e = 0; e + 1 < edges.size(); e += 2)
      for (int side = 0; side < 2; ++side) {
        const auto from = edges[e + side], to = edges[e + 1 - side];
        if (std::count(reach.begin(), reach.end(), from) && !std::count(reach.begin(), reach.end(), to))
          reach.push_back(to), grew = true;
      }
  }
  std::vector<std::int64_t> kept;
  for (std::size_t e = 0; e + 1 < edges.size(); e += 2)
    if (std::count(reach.begin(), reach.end(), edges[e])) kept.push_back(edges[e]), kept.push_back(edges[e + 1]);
  return kept;
}

// Every move of one component, by its rules; a move that reaches the same
// position by a different choice is listed again.
inline std::vector<Comp> options(const Comp& c) {
  std::vector<Comp> out;
  const Rules& r = *c.rules;
  auto with = [&](std::vector<std::int64_t> v) {
    Comp n = c;
    n.v = std::move(v);
    out.push_back(std::move(n));
  };
  // Heap h replaced by `pieces` (the heap order of splitting games is immaterial).
  auto replace = [&](std::size_t h, std::vector<std::int64_t> pieces) {
    auto v = c.v;
    v.erase(v.begin() + static_cast<std::ptrdiff_t>(h));
    v.insert(v.begin() + static_cast<std::ptrdiff_t>(h), pieces.begin(), pieces.end());
    with(v);
  };
  const std::size_t size = c.v.size();
  for (std::size_t h = 0; h < size; ++h) {
    const std::int64_t n = c.v[h];
    switch (c.kind) {
      case Kind::nim:
        for (std::int64_t k = 1; k <= n; ++k) replace(h, {n - k});
        break;
      case Kind::bash:
        for (std::int64_t k = 1; k <= std::min(n, r.m); ++k) replace(h, {n - k});
        break;
      case Kind::sub:
        for (auto s : r.amounts)
          if (s <= n) replace(h, {n - s});
        break;
      case Kind::octal:
        for (std::int64_t k = 0; k <= n; ++k) {
          const int d = octal_digit(r, k), rest = static_cast<int>(n - k);
          if (k > 0 && (d & 1) && rest == 0) replace(h, {});
          if (k > 0 && (d & 2) && rest > 0) replace(h, {rest});
          if (d & 4)
            for (int a = 1; a < rest; ++a) replace(h, {a, rest - a});
        }
        break;
      case Kind::grundy:
        for (std::int64_t a = 1; a < n; ++a)
          if (a != n - a) replace(h, {a, n - a});
        break;
      case Kind::lasker:
        for (std::int64_t k = 1; k <= n; ++k) replace(h, {n - k});
        for (std::int64_t a = 1; a < n; ++a) replace(h, {a, n - a});
        break;
      case Kind::staircase:
        for (std::int64_t k = 1; k <= n; ++k) {
          auto v = c.v;
          v[h] -= k;
          if (h > 0) v[h - 1] += k;
          with(v);
        }
        break;
      case Kind::merge:
        replace(h, n > 1 ? std::vector<std::int64_t>{n - 1} : std::vector<std::int64_t>{});
        for (std::size_t g = h + 1; g < size; ++g) {
          auto v = c.v;
          v[h] += v[g];
          v.erase(v.begin() + static_cast<std::ptrdiff_t>(g));
          with(v);
        }
        break;
      case Kind::graph:
        for (int to : r.succ[static_cast<std::size_t>(n)]) {
          auto v = c.v;
          v[h] = to;
          with(v);
        }
        break;
      case Kind::seq:
        for (std::size_t j = static_cast<std::size_t>(n) + 1; j < r.seq.size(); ++j)
          if (__builtin_popcount(static_cast<unsigned>(r.seq[j] ^ r.seq[static_cast<std::size_t>(n)])) <= 1) {
            auto v = c.v;
            v[h] = static_cast<std::int64_t>(j);
            with(v);
          }
        break;
      case Kind::coins:
        if (n == 1)
          for (const auto& set : flip_sets(r, static_cast<int>(h))) {
            auto v = c.v;
            for (int j : set) v[static_cast<std::size_t>(j)] ^= 1;
            with(v);
          }
        break;
      default: break;
    }
  }
  if (c.kind == Kind::wythoff) {
    const auto a = c.v[0], b = c.v[1];
    for (std::int64_t k = 1; k <= a; ++k) with({a - k, b});
    for (std::int64_t k = 1; k <= b; ++k) with({a, b - k});
    for (std::int64_t k = 1; k <= std::min(a, b); ++k) with({a - k, b - k});
  }
  if (c.kind == Kind::moore) {
    // Each heap kept or made any smaller, at least one and at most k changed.
    std::vector<std::int64_t> cur = c.v;
    std::function<void(std::size_t, std::int64_t)> go = [&](std::size_t i, std::int64_t changed) {
      if (i == size) {
        if (changed) with(cur);
        return;
      }
      go(i + 1, changed);
      if (changed < r.m)
        for (std::int64_t x = 0; x < c.v[i]; ++x) cur[i] = x, go(i + 1, changed + 1);
      cur[i] = c.v[i];
    };
    go(0, 0);
  }
  if (c.kind == Kind::fibnim)
    for (std::int64_t t = 1; t <= std::min(c.v[0], c.v[1]); ++t) with({c.v[0] - t, 2 * t});
  if (c.kind == Kind::euclid && c.v[0] > 0 && c.v[1] > 0) {
    const auto a = c.v[0], b = c.v[1];
    if (a >= b)
      for (std::int64_t m = 1; m * b <= a; ++m) with({a - m * b, b});
    if (b >= a)
      for (std::int64_t m = 1; m * a <= b; ++m) with({a, b - m * a});
  }
  if (c.kind == Kind::coins2d) {
    Rules rows_rule = r, cols_rule = r;
    cols_rule.flip = r.flip2, cols_rule.k = r.k2;
    for (int x = 0; x < r.rows; ++x)
      for (int y = 0; y < r.cols; ++y) {
        if (!c.v[static_cast<std::size_t>(x * r.cols + y)]) continue;
        for (const auto& a : flip_sets(rows_rule, x))
          for (const auto& b : flip_sets(cols_rule, y)) {
            auto v = c.v;
            for (int i : a)
              for (int j : b) v[static_cast<std::size_t>(i * r.cols + j)] ^= 1;
            with(v);
          }
      }
  }
  if (c.kind == Kind::geography) {
    const int at = static_cast<int>(c.v[0]);
    for (int u : r.succ[static_cast<std::size_t>(at)]) {
      if (std::count(c.v.begin() + 1, c.v.end(), u) || u == at) continue;
      std::vector<std::int64_t> v{u};
      v.insert(v.end(), c.v.begin() + 1, c.v.end());
      v.push_back(at);
      std::sort(v.begin() + 1, v.end());
      with(v);
    }
  }
  if (c.kind == Kind::ends && size > 0) {
    for (std::int64_t k = 1; k <= c.v.front(); ++k) replace(0, k == c.v.front() ? std::vector<std::int64_t>{}
                                                                                 : std::vector<std::int64_t>{c.v.front() - k});
    for (std::int64_t k = 1; k <= c.v.back(); ++k) replace(size - 1, k == c.v.back() ? std::vector<std::int64_t>{}
                                                                                      : std::vector<std::int64_t>{c.v.back() - k});
  }
  if (c.kind == Kind::tree)
    for (std::size_t cut = 1; cut < size; ++cut) {
      // Drop `cut` and every node below it; renumber the rest in order.
      std::vector<bool> gone(size);
      for (std::size_t w = 0; w < size; ++w)
        for (auto up = static_cast<std::int64_t>(w); up > 0 && !gone[w]; up = c.v[static_cast<std::size_t>(up)])
          if (static_cast<std::size_t>(up) == cut) gone[w] = true;
      std::vector<std::int64_t> index(size, -1), parents;
      for (std::size_t w = 0; w < size; ++w)
        if (!gone[w]) index[w] = static_cast<std::int64_t>(parents.size()), parents.push_back(w == 0 ? -1 : c.v[w]);
      for (auto& p : parents)
        if (p >= 0) p = index[static_cast<std::size_t>(p)];
      with(parents);
    }
  if (c.kind == Kind::cram) {
    // A domino on two free cells side by side or one above the other.
    const std::size_t cols = static_cast<std::size_t>(r.cols);
    for (std::size_t i = 0; i < size; ++i)
      for (std::size_t j : {i % cols + 1 < cols ? i + 1 : size, i + cols})
        if (j < size && c.v[i] && c.v[j]) {
          auto v = c.v;
          v[i] = v[j] = 0;
          with(v);
        }
  }
  if (c.kind == Kind::chomp)
    // Take cell (row, col) but the poison, with every cell right of it and below it.
    for (std::size_t row = 0; row < size; ++row)
      for (std::int64_t col = 0; col < c.v[row]; ++col) {
        if (row == 0 && col == 0) continue;
        std::vector<std::int64_t> v(c.v.begin(), c.v.begin() + static_cast<std::ptrdiff_t>(row));
        for (std::size_t k = row; k < size && col > 0; ++k) v.push_back(std::min(c.v[k], col));
        with(v);
      }
  if (c.kind == Kind::nodekayles)
    // Pick a vertex: it and its neighbours go.
    for (std::size_t u = 0; u < size; ++u) {
      if (!c.v[u]) continue;
      auto v = c.v;
      v[u] = 0;
      for (const auto& [a, b] : r.links) {
        if (static_cast<std::size_t>(a) == u) v[static_cast<std::size_t>(b)] = 0;
        if (static_cast<std::size_t>(b) == u) v[static_cast<std::size_t>(a)] = 0;
      }
      with(v);
    }
  if (c.kind == Kind::hackenbush)
    for (std::size_t e = 0; e + 1 < size; e += 2) {
      auto v = c.v;
      v.erase(v.begin() + static_cast<std::ptrdiff_t>(e), v.begin() + static_cast<std::ptrdiff_t>(e) + 2);
      with(grounded(v));
    }
  return out;
}

}  // namespace rule_oracle
