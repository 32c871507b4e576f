// Random game graphs: edges only from a node to a later one, so the graph is
// acyclic and every position is P or N (a drawn cycle would teach draws,
// which a `like` graph with a cycle still does).
#include "families/graphs/graph_draws.hpp"

#include <algorithm>

#include "families/draw_text.hpp"

namespace sg {

namespace {

// Node names in order of first appearance in a graph(...) rule.
std::vector<std::string_view> node_names(std::string_view rule) {
  std::vector<std::string_view> names;
  auto add = [&](std::string_view name) {
    while (!name.empty() && (name.front() == ' ' || name.front() == '\t')) name.remove_prefix(1);
    while (!name.empty() && (name.back() == ' ' || name.back() == '\t')) name.remove_suffix(1);
    if (!name.empty() && std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  };
  for (std::string_view item : draw::rule_items(rule)) {
    const std::size_t gt = item.find('>');
    add(item.substr(0, gt));
    if (gt != std::string_view::npos) add(item.substr(gt + 1));
  }
  return names;
}

}  // namespace

Result<Draw> draw_graph(SeededRng& rng, const DrawRequest& request) {
  if (request.like && request.like->rule) {
    const std::vector<std::string_view> names = node_names(request.like->rule->text);
    if (names.empty()) return error_of(Msg::graph_like_no_nodes);
    const auto tokens = static_cast<std::uint32_t>(
        std::clamp<std::size_t>(request.like->args.size(), 1, limits::max_random_size));
    std::string out = "graph(" + std::string(request.like->rule->text) + ")";
    for (std::uint32_t t = 0; t < tokens; ++t)
      out += " " + std::string(names[rng.below(static_cast<std::uint32_t>(names.size()))]);
    return Draw{std::move(out)};
  }
  const std::uint32_t nodes = std::max<std::uint32_t>(request.size ? request.size : 5, 2);
  auto name = [](std::uint32_t i) { return std::string(1, static_cast<char>('a' + i)); };
  std::string rule;
  std::vector<bool> touched(nodes, false);
  for (std::uint32_t i = 0; i < nodes; ++i)
    for (std::uint32_t j = i + 1; j < nodes; ++j)
      if (rng.chance(2, 5)) {
        rule += (rule.empty() ? "" : ",") + name(i) + ">" + name(j);
        touched[i] = touched[j] = true;
      }
  if (rule.empty()) rule = "a>b", touched[0] = touched[1] = true;
  for (std::uint32_t i = 0; i < nodes; ++i)
    if (!touched[i]) rule += "," + name(i);
  std::string out = "graph(" + rule + ")";
  const std::uint32_t tokens = rng.between(1, 2);
  for (std::uint32_t t = 0; t < tokens; ++t) out += " " + name(rng.below(nodes));
  return Draw{std::move(out)};
}

}  // namespace sg
