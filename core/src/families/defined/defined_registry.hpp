#pragma once
// The games defined so far (sg.define), looked up by name (private header).
// A fixed number of slots, so that each game's drawer is a plain function
// of its slot (a registry entry holds function pointers).

#include <memory>
#include <string_view>
#include <vector>

#include "families/defined/defined_game.hpp"
#include "sg/family.hpp"

namespace sg {

std::shared_ptr<const DefinedGame> find_defined_game(std::string_view lower_case_name);
const Family* find_defined_family(std::string_view lower_case_name);

// In definition order.
std::vector<std::shared_ptr<const DefinedGame>> defined_game_list();

}  // namespace sg
