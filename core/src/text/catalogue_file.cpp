// Catalogue files (sg/catalogue_file.hpp): writing one from the templates
// at hand, and loading the Chinese templates from one.
#include "sg/catalogue_file.hpp"

#include <set>
#include <unordered_map>
#include <vector>

namespace sg {

// text_render.cpp: the templates loaded, which take the place of the
// built-in ones (Chinese, or the second part's English).
void set_loaded_templates(bool chinese, std::vector<std::string> templates);

namespace {

constexpr std::string_view kHeader = "SGMC 1 zh";
constexpr std::string_view kRestHeader = "SGMC 1 rest-en";

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

namespace {

// `header`, then "code\ttemplate\n" for each entry (only the second part's
// when `rest_only`), in `lang`.
std::string file_of(std::string_view header, Lang lang, bool rest_only) {
  std::string out(header);
  out += '\n';
  for (const MsgTemplates& m : all_messages()) {
    if (rest_only && !m.rest) continue;
    out += m.code;
    out += '\t';
    out += lang == Lang::zh ? m.zh : m.en;
    out += '\n';
  }
  return out;
}

}  // namespace

std::string catalogue_file(Lang lang) { return file_of(lang == Lang::zh ? kHeader : "SGMC 1 en", lang, false); }

std::string catalogue_file_rest_en() { return file_of(kRestHeader, Lang::en, true); }

Result<std::uint32_t> load_catalogue(std::string_view file) {
  const std::vector<MsgTemplates>& all = all_messages();
  const std::size_t first_line = file.find('\n');
  const std::string_view header = file.substr(0, first_line);
  const bool chinese = header == kHeader;
  if (!chinese && header != kRestHeader) return error_at_line(1, 1, Text{Msg::catalogue_not_file});
  // The entries the file must hold: every one for Chinese, the second
  // part's for its English.
  std::unordered_map<std::string_view, std::uint32_t> index;
  for (std::uint32_t i = 0; i < all.size(); ++i)
    if (chinese || all[i].rest) index.emplace(all[i].code, i);

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
    // Fields are checked against the English where it is at hand (the
    // second part's may come later: the build wrote both files together).
    if (chinese && !all[it->second].en.empty()) {
      const std::set<std::string_view> english = fields_of(all[it->second].en);
      for (std::string_view f : fields_of(tpl))
        if (!english.count(f))
          return error_at_line(line, static_cast<std::uint32_t>(tab + 2), Text{Msg::catalogue_unknown_field, {{"code", code}}});
    }
    seen[it->second] = true;
    templates[it->second] = std::string(tpl);
  }
  std::uint32_t missing = 0, first_missing = 0;
  for (std::uint32_t i = 0; i < seen.size(); ++i)
    if (!seen[i] && (chinese || all[i].rest) && missing++ == 0) first_missing = i;
  if (missing)
    return error_of(Text{Msg::catalogue_missing, {{"count", missing}, {"code", all[first_missing].code}}});
  const auto count = static_cast<std::uint32_t>(index.size());
  set_loaded_templates(chinese, std::move(templates));
  return count;
}

}  // namespace sg
