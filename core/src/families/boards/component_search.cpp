#include "families/boards/component_search.hpp"

#include "families/boards/board_limits.hpp"

namespace sg {

Error search_stop_error(SearchStop stop, const std::string& what, std::uint64_t depth) {
  if (stop == SearchStop::cancelled) return error_of(Text{Msg::board_search_cancelled, {{"position", what}}});
  if (stop == SearchStop::deep)
    return too_large(Text{Msg::board_search_too_deep, {{"position", what}, {"moves", depth}, {"limit", board_limits::max_search_depth}}},
                     "maxBoardSearchDepth");
  if (stop == SearchStop::work)
    return too_large(Text{Msg::board_search_too_much_work, {{"position", what}, {"limit", board_limits::max_board_work}}},
                     "maxBoardWork");
  return too_large(Text{Msg::board_search_too_large, {{"position", what},
                                                      {"states", board_limits::max_states},
                                                      {"mib", board_limits::max_memo_bytes >> 20}}},
                   "maxBoardStates");
}

}  // namespace sg
