#include "families/boards/component_search.hpp"

#include "families/boards/board_limits.hpp"

namespace sg {

Error search_stop_error(SearchStop stop, const std::string& what) {
  if (stop == SearchStop::cancelled) return error_of(Text{Msg::board_search_cancelled, {{"position", what}}});
  return too_large(Text{Msg::board_search_too_large, {{"position", what},
                                                      {"states", board_limits::max_states},
                                                      {"mib", board_limits::max_memo_bytes >> 20}}},
                   "maxBoardStates");
}

}  // namespace sg
