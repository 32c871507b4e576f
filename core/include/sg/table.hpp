#pragma once
// Two-dimensional SG tables: `sg.table('wythoff', 10, 10)`.
//
//   Table{rows = 2, cols = 3, values = {0 1 2 | 1 2 0}}
//            values[r * cols + c] = SG of the position (r, c)   (row-major)
//
// Wythoff's game has no closed form for its SG values (only for its P
// positions), so its tables are computed: each cell is the mex of the cells
// above it, to its left and on its up-left diagonal.

#include <cstdint>
#include <string_view>
#include <vector>

#include "sg/family.hpp"
#include "sg/result.hpp"

namespace sg {

struct Table {
  std::uint32_t rows = 0, cols = 0;
  std::vector<std::uint32_t> values;  // row-major
};

// `game`: "wythoff" or a defined game of two arguments (case-insensitive,
// blanks around it allowed). rows * cols
// is capped by limits::max_table_cells; `progress` may cancel (Error
// "cancelled").
Result<Table> grundy_table(std::string_view game, std::uint64_t rows, std::uint64_t cols,
                           const Progress& progress = {});

}  // namespace sg
