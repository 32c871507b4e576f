#include "families/boards/component_search.hpp"

#include "families/boards/board_limits.hpp"

namespace sg {

Error search_stop_error(SearchStop stop, const std::string& what) {
  if (stop == SearchStop::cancelled) return Error{"the search of " + what + " was cancelled"};
  return too_large(what + " is too large to search: its components fill the memo's cap of " +
                       std::to_string(board_limits::max_states) + " states (maxBoardStates) or " +
                       std::to_string(board_limits::max_memo_bytes >> 20) + " MiB (maxBoardMemoBytes)",
                   "maxBoardStates");
}

}  // namespace sg
