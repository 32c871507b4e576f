// libFuzzer target for the rule language (sg.define): any text is either a
// game or an error with a message, and a line and column that fall inside
// the text whenever they are given. A game that is accepted must value its
// example position within a small budget or say why not, and the value
// must be the mex of its options' values (the solver against the moves the
// component lists). Every game is forgotten after each input.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "error_in_text.hpp"
#include "families/defined/defined_registry.hpp"
#include "sg/define.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto r = sg::define_game(text);
  if (!r.ok()) {
    const sg::Error& e = r.error();
    sg::fuzz::check_error_in_text(e, text);
    // A text of several lines: a place names its line (caps name none).
    if (e.column != 0 && e.line == 0 && e.message().find("limit") == std::string::npos) std::abort();
    sg::forget_defined_games();
    return 0;
  }
  const auto game = sg::find_defined_game(r->name);
  if (!game || game->arity() != r->arity || r->arity == 0) std::abort();
  // The example's arguments, valued within a small budget.
  std::vector<std::int64_t> args;
  for (std::size_t at = r->example.find(' '); at != std::string::npos; at = r->example.find(' ', at + 1))
    args.push_back(std::stoll(r->example.substr(at + 1)));
  if (args.size() != r->arity) std::abort();
  auto solved = game->solve(args, {}, sg::defined::SolveBudget{4096, 1u << 18});
  if (!solved.ok()) {
    sg::fuzz::check_error_in_text(solved.error(), text);
    sg::forget_defined_games();
    return 0;
  }
  const sg::DefinedComponent c(game, solved->memo, args, solved->ids);
  if (c.option_bound() <= 256) {
    std::vector<sg::Nimber> values;
    for (const sg::Move& m : c.moves()) values.push_back(m.to->value().nimber);
    if (sg::mex(values) != c.value().nimber) std::abort();
  }
  sg::forget_defined_games();
  return 0;
}
