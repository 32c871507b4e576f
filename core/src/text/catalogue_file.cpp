// Catalogue files (sg/catalogue_file.hpp): writing one from the templates
// at hand, and loading the Chinese templates from one.
#include "sg/catalogue_file.hpp"

#include <set>
#include <unordered_map>
#include <vector>

namespace sg {

// text_render.cpp: the templates loaded, which take the place of the
// built-in Chinese ones.
void set_loaded_zh(std::vector<std::string> templates);

namespace {

constexpr std::string_view kHeader = "SGMC 1 zh";

// The argument names a template uses: `{heap}`, `{n|one|other}`.
std::set<std::string_view> fields_of(std::string_view tpl) {
  std::set<std::string_view> out;
  for (std::size_t i = tpl.find('{'); i != std::string_view::npos; i = tpl.find('{', i + 1)) {
    std::size_t k = i + 1;
    while (k < tpl.size() && ((tpl[k] >= 'a' && tpl[k] <= 'z') || (tpl[k] >= '0' && tpl[k] <= '9') || tpl[k] == '_')) ++k;
    if (k > i + 1 && k < tpl.size() && (tpl[k] == '}' || tpl[k] == '|')) out.insert(tpl.substr(i + 1, k - i - 1));
  }
  return out;
}

}  // namespace

std::string catalogue_file(Lang lang) {
  std::string out(lang == Lang::zh ? kHeader : std::string_view("SGMC 1 en"));
  out += '\n';
  for (const MsgTemplates& m : all_messages()) {
    out += m.code;
    out += '\t';
    out += lang == Lang::zh ? m.zh : m.en;
    out += '\n';
  }
  return out;
}

Result<std::uint32_t> load_catalogue(std::string_view file) {
  const std::vector<MsgTemplates>& all = all_messages();
  const std::size_t first_line = file.find('\n');
  if (file.substr(0, first_line) != kHeader) return error_at_line(1, 1, Text{Msg::catalogue_not_file});
  std::unordered_map<std::string_view, std::uint32_t> index;
  for (std::uint32_t i = 0; i < all.size(); ++i) index.emplace(all[i].code, i);

  std::vector<std::string> templates(all.size());
  std::vector<bool> seen(all.size(), false);
  std::uint32_t line = 1;
  for (std::size_t at = first_line == std::string_view::npos ? file.size() : first_line + 1; at < file.size();) {
    ++line;
    std::size_t end = file.find('\n', at);
    if (end == std::string_view::npos) end = file.size();
    const std::string_view text = file.substr(at, end - at);
    at = end + 1;
    const std::size_t tab = text.find('\t');
    if (tab == std::string_view::npos || tab == 0) return error_at_line(line, 1, Text{Msg::catalogue_bad_line});
    const std::string_view code = text.substr(0, tab), tpl = text.substr(tab + 1);
    const auto it = index.find(code);
    if (it == index.end()) return error_at_line(line, 1, Text{Msg::catalogue_unknown_code, {{"code", code}}});
    if (seen[it->second]) return error_at_line(line, 1, Text{Msg::catalogue_duplicate, {{"code", code}}});
    const std::set<std::string_view> english = fields_of(all[it->second].en);
    for (std::string_view f : fields_of(tpl))
      if (!english.count(f))
        return error_at_line(line, static_cast<std::uint32_t>(tab + 2), Text{Msg::catalogue_unknown_field, {{"code", code}}});
    seen[it->second] = true;
    templates[it->second] = std::string(tpl);
  }
  std::uint32_t missing = 0, first_missing = 0;
  for (std::uint32_t i = 0; i < seen.size(); ++i)
    if (!seen[i] && missing++ == 0) first_missing = i;
  if (missing)
    return error_of(Text{Msg::catalogue_missing, {{"count", missing}, {"code", all[first_missing].code}}});
  set_loaded_zh(std::move(templates));
  return static_cast<std::uint32_t>(all.size());
}

}  // namespace sg
