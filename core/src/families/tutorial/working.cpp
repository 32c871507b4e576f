// sg/working.hpp: the numbers behind each tutorial game's theorem, read
// from the component (Tartan products, Moore's columns, Zeckendorf terms,
// Euclid's continued fraction, geography's matchings).
#include "sg/working.hpp"

#include <bit>
#include <string>

#include "families/tutorial/coins2d.hpp"
#include "families/tutorial/euclid.hpp"
#include "families/tutorial/fibonacci_nim.hpp"
#include "families/tutorial/geography.hpp"
#include "families/tutorial/moore.hpp"
#include "sg/nim_product.hpp"
#include "sg/position.hpp"

namespace sg {

namespace {

Working tartan(const Coins2dGame& g) {
  Working w;
  w.kind = WorkingKind::tartan;
  for (std::uint64_t x = 1; x <= g.rows(); ++x) w.row_values.push_back(g.row_values().at(x));
  for (std::uint64_t y = 1; y <= g.cols(); ++y) w.column_values.push_back(g.col_values().at(y));
  for (Nimber r : w.row_values)
    for (Nimber c : w.column_values) w.products.push_back(nim_product(r, c));
  return w;
}

Working moore(const MooreGame& g) {
  Working w;
  w.kind = WorkingKind::moore;
  w.modulus = g.k() + 1;
  std::uint64_t top = 0;
  for (std::uint64_t h : g.heaps()) top |= h;
  w.bit_counts.assign(static_cast<std::size_t>(std::bit_width(top)), 0);
  for (std::uint64_t h : g.heaps())
    for (std::size_t b = 0; b < w.bit_counts.size(); ++b) w.bit_counts[b] += h >> b & 1;
  return w;
}

Working zeckendorf_of(const FibonacciNim& g) {
  Working w;
  w.kind = WorkingKind::zeckendorf;
  w.heap = g.heap(), w.limit = g.limit();
  w.terms = zeckendorf(g.heap());
  w.takes = fibonacci_nim_winning_takes(g.heap(), g.limit());
  return w;
}

Working continued_fraction(const EuclidGame& g) {
  Working w;
  w.kind = WorkingKind::continued_fraction;
  for (const EuclidLevel& l : euclid_levels(g.first(), g.second()))
    w.levels.push_back(ContinuedFractionLevel{l.larger, l.smaller, l.quotient, l.remainder, l.value});
  return w;
}

Working matching(const GeographyGame& g) {
  Working w;
  w.kind = WorkingKind::matching;
  const GeographySolution& s = g.solution();
  w.component_size = s.component.size();
  w.matched = s.matched, w.matched_without = s.matched_without;
  w.winning = s.winning;
  w.matching = s.matching;
  return w;
}

}  // namespace

const char* working_kind_name(WorkingKind kind) {
  switch (kind) {
    case WorkingKind::none: return "none";
    case WorkingKind::tartan: return "tartan";
    case WorkingKind::moore: return "moore";
    case WorkingKind::zeckendorf: return "zeckendorf";
    case WorkingKind::continued_fraction: return "continued-fraction";
    case WorkingKind::matching: return "matching";
  }
  return "none";
}

Result<Working> working(std::string_view position, std::uint64_t index) {
  SG_TRY(pos, parse_position(position));
  if (index >= pos.components.size())
    return error_of(Text{Msg::apply_no_component, {{"component", index}, {"count", pos.components.size()}}});
  const Component* c = pos.components[static_cast<std::size_t>(index)].get();
  if (const auto* g = dynamic_cast<const Coins2dGame*>(c)) return tartan(*g);
  if (const auto* g = dynamic_cast<const MooreGame*>(c)) return moore(*g);
  if (const auto* g = dynamic_cast<const FibonacciNim*>(c)) return zeckendorf_of(*g);
  if (const auto* g = dynamic_cast<const EuclidGame*>(c)) return continued_fraction(*g);
  if (const auto* g = dynamic_cast<const GeographyGame*>(c)) return matching(*g);
  return Working{};
}

}  // namespace sg
