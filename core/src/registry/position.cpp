// The position grammar (docs/notation.md):
//   position  := [compound ':'] sum
//   sum       := component ('+' component)*
#include "sg/position.hpp"

#include <array>

#include "sg/family.hpp"
#include "sg/limits.hpp"
#include "notation/text_scan.hpp"

namespace sg {

Text component_move_text(const Position& pos, std::size_t i, Text move) {
  if (pos.components.size() <= 1) return move;
  return Text{Msg::component_move, {{"component", i + 1}, {"move", std::move(move)}}};
}

namespace {

constexpr std::array<std::pair<std::string_view, Compound>, 6> compound_words{{
    {"normal", Compound::normal},
    {"misere", Compound::misere},
    {"mis\xC3\xA8re", Compound::misere},  // misère
    {"every", Compound::every},
    {"conjunctive", Compound::conjunctive},
    {"selective", Compound::selective},
}};

// Columns inside the core are byte offsets; users count characters, so an
// error's column is converted once, here, for the whole UTF-8 input.
Error to_character_column(Error e, std::string_view text) {
  if (e.column == 0) return e;
  std::uint32_t chars = 0;
  for (std::size_t i = 0; i + 1 < e.column && i < text.size(); ++i)
    if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++chars;
  e.column = chars + 1;
  return e;
}

Result<std::unique_ptr<Component>> parse_component(std::string_view text, std::uint32_t column) {
  SG_TRY(syn, split_component(text, column));
  const std::string name = lower_ascii(syn.family.text);
  const Family* family = find_family(name);
  if (!family) {
    std::string best;
    std::size_t best_d = 3;  // suggest only close names
    for (const Family& f : families()) {
      const std::size_t d = edit_distance(name, f.name);
      if (d < best_d) best_d = d, best = f.name;
    }
    Text msg{Msg::notation_unknown_family, {{"family", excerpt(syn.family.text)}}};
    bool compound = false;
    for (const auto& [w, c] : compound_words) compound = compound || name == w;
    if (compound)
      msg = Text{Msg::notation_compound_as_family, {{"family", excerpt(syn.family.text)}, {"compound", name}}};
    else if (!best.empty())
      msg = Text{Msg::notation_did_you_mean, {{"family", excerpt(syn.family.text)}, {"suggestion", best}}};
    return error_at(syn.family.column, std::move(msg));
  }
  return family->parse(syn);
}

Result<Position> parse_bytes(std::string_view text) {
  if (text.size() > limits::max_notation_bytes)
    return error_of(Text{Msg::notation_too_long, {{"bytes", text.size()}, {"limit", limits::max_notation_bytes}}});
  if (const BadCharacter bad = find_bad_character(text); bad.offset != std::string_view::npos)
    return error_at(static_cast<std::uint32_t>(bad.offset + 1), bad.message);
  Position pos;
  std::size_t start = skip_blanks(text, 0);
  if (start == text.size())
    return error_at(1, Msg::notation_empty);

  // An optional "compound:" prefix.
  if (const std::size_t colon = text.find(':'); colon != std::string_view::npos) {
    std::size_t e = colon;
    while (e > start && is_blank(text[e - 1])) --e;
    const std::string word = lower_ascii(text.substr(start, e - start));
    bool known = false;
    for (const auto& [w, c] : compound_words)
      if (word == w) pos.compound = c, known = true;
    if (!known)
      return error_at(static_cast<std::uint32_t>(start + 1),
                      Text{Msg::notation_unknown_compound, {{"compound", excerpt(text.substr(start, e - start))}}});
    start = colon + 1;
  }

  // Components are separated by '+' outside brackets.
  int depth = 0;
  std::size_t outermost_open = 0;  // the last "(" opened at depth 0: it stays open if any does
  std::size_t begin = start;
  for (std::size_t i = start; i <= text.size(); ++i) {
    if (i < text.size()) {
      if (text[i] == '(' && depth++ == 0) outermost_open = i;
      if (text[i] == ')' && --depth < 0)
        return error_at(static_cast<std::uint32_t>(i + 1), Msg::notation_unbalanced_close);
      if (text[i] != '+' || depth > 0) continue;
    } else if (depth > 0) {
      return error_at(static_cast<std::uint32_t>(outermost_open + 1), Msg::notation_unbalanced_open);
    }
    const std::string_view piece = text.substr(begin, i - begin);
    const std::size_t first = skip_blanks(piece, 0);
    if (first == piece.size()) {
      if (i < text.size())  // an empty piece before this '+'
        return error_at(static_cast<std::uint32_t>(i + 1), Msg::notation_missing_before_plus);
      if (begin > start)  // nothing after the last '+'
        return error_at(static_cast<std::uint32_t>(begin), Msg::notation_missing_after_plus);
      return error_at(static_cast<std::uint32_t>(begin + 1), Msg::notation_missing_after_compound);
    }
    if (pos.components.size() >= limits::max_components)
      return error_of(Text{Msg::notation_too_many_components, {{"limit", limits::max_components}}});
    SG_TRY(component, parse_component(piece, static_cast<std::uint32_t>(begin + 1)));
    pos.components.push_back(std::move(component));
    begin = i + 1;
  }
  return pos;
}

}  // namespace

std::string_view compound_name(Compound c) {
  switch (c) {
    case Compound::normal: return "normal";
    case Compound::misere: return "misere";
    case Compound::every: return "every";
    case Compound::conjunctive: return "conjunctive";
    case Compound::selective: return "selective";
  }
  return "normal";
}

Position Position::clone() const {
  Position p;
  p.compound = compound;
  for (const auto& c : components) p.components.push_back(c->clone());
  return p;
}

std::string Position::notation() const {
  std::string s;
  if (compound != Compound::normal) s = std::string(compound_name(compound)) + ": ";
  for (std::size_t i = 0; i < components.size(); ++i) {
    if (i) s += " + ";
    s += components[i]->notation();
  }
  return s;
}

Result<Position> parse_position(std::string_view text) {
  auto r = parse_bytes(text);
  if (!r.ok()) return to_character_column(r.error(), text);
  return r;
}

}  // namespace sg
