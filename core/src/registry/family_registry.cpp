// The registry of families: the family groups, each declared once in its
// folder of core/src/families/ (<group>_family.cpp). The notation, the
// engines, sg.families(), sg.limits() and every list the page shows (menus,
// examples, the panel that draws a family) read them from here. A new group
// adds one line in each list below (docs/adding-a-family.md).
#include <array>
#include <vector>

#include "families/defined/defined_registry.hpp"
#include "sg/family.hpp"

namespace sg {

const FamilyGroup& nim_group();
const FamilyGroup& heaps_group();
const FamilyGroup& coins_group();
const FamilyGroup& trees_group();
const FamilyGroup& graphs_group();
const FamilyGroup& tutorial_group();
const FamilyGroup& boards_group();
const FamilyGroup& defined_group();

std::span<const FamilyGroup* const> family_groups() {
  // In page order: a panel lists the families it draws in this order.
  static const std::array kGroups{&nim_group(),      &heaps_group(),  &coins_group(),  &trees_group(),
                                  &graphs_group(),   &tutorial_group(), &boards_group(), &defined_group()};
  return kGroups;
}

Text family_label(const Family& family) {
  if (family.panel == Panel::custom)
    if (const auto game = find_defined_game(family.name)) return game->label_text();
  return family.label;
}

Text family_summary(const Family& family) {
  if (family.panel == Panel::custom)
    if (const auto game = find_defined_game(family.name)) return game->summary_text();
  return family.summary;
}

std::string_view panel_name(Panel panel) {
  switch (panel) {
    case Panel::nim: return "nim";
    case Panel::heaps: return "heaps";
    case Panel::coins: return "coins";
    case Panel::trees: return "trees";
    case Panel::graphs: return "graphs";
    case Panel::sums: return "sums";
    case Panel::custom: return "custom";
    case Panel::tutorial: return "tutorial";
    case Panel::boards: return "boards";
  }
  return "sums";
}

std::span<const Family> families() {
  static const std::vector<Family> all = [] {
    std::vector<Family> out;
    for (const FamilyGroup* g : family_groups()) out.insert(out.end(), g->families.begin(), g->families.end());
    return out;
  }();
  return all;
}

const Family* find_family(std::string_view name) {
  for (const Family& f : families())
    if (f.name == name) return &f;
  return find_defined_family(name);  // a game defined in the rule language (sg.define)
}

}  // namespace sg
