// libFuzzer target for the bulk edge-list input (sg.analyzeEdgeList, see
// sg/graph_input.hpp). Properties: parsing and analysis never crash; every
// error says what; the per-node arrays have one entry per node and agree
// with each other (draws have no remoteness, nimbers only on non-draws).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "error_in_text.hpp"
#include "families/graphs/edge_list.hpp"
#include "sg/graph_input.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto list = sg::parse_edge_list(text);
  if (!list.ok()) {
    sg::fuzz::check_error_in_text(list.error(), text);
    return 0;
  }
  // A numbered list "0 2000000" is a two-million-node graph from 10 bytes:
  // valid, linear, but slow under the sanitizers; analyse the small ones.
  if (list->node_count > 4096) return 0;
  auto a = sg::analyze_edge_list(text);
  if (!a.ok()) {
    sg::fuzz::check_error_in_text(a.error(), text);
    return 0;
  }
  const std::size_t n = a->node_count;
  if (n != list->node_count) std::abort();
  if (a->outcome.size() != n || a->grundy.size() != n || a->remoteness.size() != n ||
      a->suspense.size() != n || a->loopy_begin.size() != n + 1)
    std::abort();
  if (!a->numbered && a->names.size() != n) std::abort();
  for (std::size_t u = 0; u < n; ++u) {
    const std::uint8_t o = a->outcome[u];
    if (o > 2) std::abort();
    const bool draw = o == 2;
    if (draw != (a->remoteness[u] == sg::graph_no_length)) std::abort();
    // A finite nimber decides the outcome: 0 is P, anything else N.
    if (a->grundy[u] != sg::graph_infinite && (a->grundy[u] == 0) != (o == 0)) std::abort();
    if (a->loopy_begin[u] > a->loopy_begin[u + 1] || a->loopy_begin[u + 1] > a->loopy_values.size())
      std::abort();
  }
  return 0;
}
