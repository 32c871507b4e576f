#pragma once
// The board searches' memo (Node Kayles, Cram, Chomp) as data, to carry
// what one engine instance has searched to another: the page's Worker
// searches with progress and cancel, then the page's own instance takes
// the results and answers every later call on that board at once.
//
//   export_board_memo(mark) -> { data, count, next }   entries added since mark
//   import_board_memo(data) -> entries added
//
// An export's values are taken on trust: import only what an engine of
// the same build exported (a hash keeps damaged or foreign data out).

#include <cstdint>
#include <string>
#include <string_view>

#include "sg/result.hpp"

namespace sg {

struct BoardMemoExport {
  std::string data;
  std::uint64_t count = 0;  // entries in data
  std::uint32_t next = 0;   // the mark to pass next time, for what is added after
};

BoardMemoExport export_board_memo(std::uint32_t mark);
Result<std::uint64_t> import_board_memo(std::string_view data);

}  // namespace sg
