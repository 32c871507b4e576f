// SG tables of two-heap games: Wythoff's game, and defined games of two
// arguments (families/defined/defined_game.cpp).
#include "sg/table.hpp"

#include <algorithm>
#include <bit>
#include <string>

#include "families/defined/defined_registry.hpp"
#include "sg/limits.hpp"
#include "notation/text_scan.hpp"

namespace sg {

namespace {

// Fixed-width bit sets of SG values, several in one allocation.
//
//   words_  [set 0: stride words][set 1: stride words]...
//   full_   per set: index of its first word that is not all ones
//
// full_ only grows while bits are set, and any word below it is all ones in
// that set, hence in any union with it: a mex scan may start at the largest
// full_ of the sets it unites.
class ValueSets {
 public:
  ValueSets(std::size_t sets, std::size_t stride) : stride_(stride), words_(sets * stride, 0), full_(sets, 0) {}

  std::uint64_t* set(std::size_t s) { return words_.data() + s * stride_; }
  std::size_t full(std::size_t s) const { return full_[s]; }

  void insert(std::size_t s, std::uint32_t v) {
    std::uint64_t* w = set(s);
    w[v / 64] |= std::uint64_t{1} << (v % 64);
    std::size_t& f = full_[s];
    while (w[f] == ~std::uint64_t{0}) ++f;
  }
  void erase(std::size_t s, std::uint32_t v) {
    set(s)[v / 64] &= ~(std::uint64_t{1} << (v % 64));
    full_[s] = std::min<std::size_t>(full_[s], v / 64);
  }

 private:
  std::size_t stride_;
  std::vector<std::uint64_t> words_;
  std::vector<std::size_t> full_;
};

// Wythoff SG values G(i, j) for i < length, j < width, i.e. the mex over the
// column above, the row to the left and the diagonal up-left. G is symmetric,
// so the caller picks width = the smaller side: the live state is one row set,
// `width` column sets and `width` diagonal sets (only `width` diagonals cross
// any one row; diagonal d = j - i lives in slot d mod width, which the
// diagonal leaving the table frees exactly when the next one enters).
// A value is at most the number of options, i + j + min(i, j) < length + 2 width.
//
// Symmetry also halves the mex scans: below the main diagonal of the leading
// width x width square, G(i, j) = G(j, i) was computed in an earlier row and
// is read back through `load` (it still enters the row, column and diagonal
// sets).
template <class Store, class Load>
bool wythoff_values(std::uint32_t length, std::uint32_t width, Store store, Load load,
                    const Progress& progress) {
  const std::size_t bits = std::size_t{length} + 2 * std::size_t{width} + 1;
  const std::size_t stride = bits / 64 + 1;
  // set 0: the current row; 1..width: columns; width+1..2*width: diagonals.
  ValueSets sets(1 + 2 * std::size_t{width}, stride);
  std::vector<std::uint32_t> previous(width), current(width);  // rows i-1 and i
  // diagonal slots remember their cells' values to clear them on reuse.
  std::vector<std::vector<std::uint32_t>> diagonal_values(width);
  for (std::uint32_t i = 0; i < length; ++i) {
    if (progress && i % 64 == 0 && !progress(static_cast<double>(i) / length)) return false;
    if (i > 0) {
      for (std::uint32_t v : previous) sets.erase(0, v);
      // Diagonal -i enters in the slot of diagonal width - i, which just left.
      const std::size_t slot = (width - i % width) % width;
      for (std::uint32_t v : diagonal_values[slot]) sets.erase(1 + width + slot, v);
      diagonal_values[slot].clear();
    }
    for (std::uint32_t j = 0; j < width; ++j) {
      const std::size_t slot = (j + width - i % width) % width;
      const std::size_t col = 1 + j, diag = 1 + width + slot;
      std::uint32_t g;
      if (j < i && i < width) {
        g = load(j, i);
      } else {
        const std::uint64_t* r = sets.set(0);
        const std::uint64_t* c = sets.set(col);
        const std::uint64_t* d = sets.set(diag);
        std::size_t w = std::max({sets.full(0), sets.full(col), sets.full(diag)});
        std::uint64_t seen;
        while ((seen = r[w] | c[w] | d[w]) == ~std::uint64_t{0}) ++w;
        g = static_cast<std::uint32_t>(w * 64 + static_cast<std::size_t>(std::countr_one(seen)));
      }
      sets.insert(0, g);
      sets.insert(col, g);
      sets.insert(diag, g);
      diagonal_values[slot].push_back(g);
      current[j] = g;
      store(i, j, g);
    }
    std::swap(previous, current);
  }
  return true;
}

}  // namespace

Result<Table> grundy_table(std::string_view game, std::uint64_t rows, std::uint64_t cols,
                           const Progress& progress) {
  std::size_t b = 0, e = game.size();
  while (b < e && is_blank(game[b])) ++b;
  while (e > b && is_blank(game[e - 1])) --e;
  const std::string name = lower_ascii(game.substr(b, e - b));
  const auto defined = name == "wythoff" ? nullptr : find_defined_game(name);
  if (name != "wythoff" && !(defined && defined->arity() == 2))
    return error_at(static_cast<std::uint32_t>(b + 1),
                    Text{Msg::table_unknown, {{"table", excerpt(game.substr(b, e - b))}}});
  const std::uint64_t cap = limits::max_table_cells;
  if (rows > cap || cols > cap || (rows && cols > cap / rows))
    return error_of(Text{Msg::table_too_large, {{"rows", rows}, {"cols", cols}, {"limit", cap}}});
  if (defined) return defined_table(*defined, rows, cols, progress);
  Table t;
  t.rows = static_cast<std::uint32_t>(rows);
  t.cols = static_cast<std::uint32_t>(cols);
  t.values.resize(static_cast<std::size_t>(rows * cols));
  if (rows == 0 || cols == 0) return t;
  std::uint32_t* out = t.values.data();
  const std::size_t stride = t.cols;
  bool done;
  if (t.rows >= t.cols)
    done = wythoff_values(
        t.rows, t.cols, [&](std::uint32_t i, std::uint32_t j, std::uint32_t g) { out[i * stride + j] = g; },
        [&](std::uint32_t i, std::uint32_t j) { return out[i * stride + j]; }, progress);
  else  // computed transposed: G(i, j) = G(j, i)
    done = wythoff_values(
        t.cols, t.rows, [&](std::uint32_t i, std::uint32_t j, std::uint32_t g) { out[j * stride + i] = g; },
        [&](std::uint32_t i, std::uint32_t j) { return out[j * stride + i]; }, progress);
  if (!done) return error_of(Msg::cancelled);
  return t;
}

}  // namespace sg
