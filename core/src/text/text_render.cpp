// Renders a Text from the catalogue (core/include/sg/messages/*.def).
#include <algorithm>
#include <array>
#include <ostream>

#include "sg/text.hpp"

namespace sg {
namespace {

struct Entry {
  std::string_view code;
  std::string_view en;
  std::string_view zh;
};

constexpr Entry kEntries[] = {
    {"none", "", ""},
    {"raw", "{text}", "{text}"},
#define SG_MSG(id, en, zh) {#id, en, zh},
#include "sg/messages.def"
#undef SG_MSG
};

const Entry& entry(Msg msg) {
  const auto i = static_cast<std::size_t>(msg);
  return i < std::size(kEntries) ? kEntries[i] : kEntries[0];
}

const TextArg* find_arg(const Text& text, std::string_view name) {
  for (const TextArg& a : text.args)
    if (a.name == name) return &a;
  return nullptr;
}

std::string arg_text(const TextArg& arg, Lang lang) {
  if (arg.nested.size() == 1) return render(arg.nested.front(), lang);
  if (!arg.nested.empty()) {
    const std::string_view sep = lang == Lang::zh ? "\xEF\xBC\x9B" : "; ";  // ；
    std::string s;
    for (std::size_t i = 0; i < arg.nested.size(); ++i) {
      if (i) s += sep;
      s += render(arg.nested[i], lang);
    }
    return s;
  }
  if (arg.items.empty()) return arg.value;
  const std::string_view sep = lang == Lang::zh ? "\xE3\x80\x81" : ", ";  // 、
  std::string s;
  for (std::size_t i = 0; i < arg.items.size(); ++i) {
    if (i) s += sep;
    s += arg.items[i];
  }
  return s;
}

// `{name}` or `{name|one|other}` (other unless the argument is "1").
void substitute(std::string& out, std::string_view field, const Text& text, Lang lang) {
  const std::size_t bar = field.find('|');
  const std::string_view name = field.substr(0, bar);
  const TextArg* arg = find_arg(text, name);
  if (!arg) {
    out += '{';
    out += field;
    out += '}';
    return;
  }
  if (bar == std::string_view::npos) {
    out += arg_text(*arg, lang);
    return;
  }
  const std::string_view forms = field.substr(bar + 1);
  const std::size_t bar2 = forms.find('|');
  const bool one = arg->nested.empty() && arg->items.empty() ? arg->value == "1" : arg->items.size() == 1;
  out += one ? forms.substr(0, bar2) : (bar2 == std::string_view::npos ? std::string_view{} : forms.substr(bar2 + 1));
}

}  // namespace

std::optional<Lang> lang_named(std::string_view name) {
  if (name == "en" || name.substr(0, 3) == "en-") return Lang::en;
  if (name == "zh" || name.substr(0, 3) == "zh-") return Lang::zh;
  return std::nullopt;
}

Text::Text(std::string text) : msg(Msg::raw), args{TextArg{"text", std::move(text)}} {}

std::string Text::en() const { return render(*this, Lang::en); }

std::string render(const Text& text, Lang lang) {
  const Entry& e = entry(text.msg);
  const std::string_view tpl = lang == Lang::zh ? e.zh : e.en;
  std::string out;
  out.reserve(tpl.size() + 16);
  for (std::size_t i = 0; i < tpl.size(); ++i) {
    if (tpl[i] == '{') {
      const std::size_t close = tpl.find('}', i);
      if (close != std::string_view::npos) {
        substitute(out, tpl.substr(i + 1, close - i - 1), text, lang);
        i = close;
        continue;
      }
    }
    out += tpl[i];
  }
  return out;
}

bool operator==(const TextArg& a, const TextArg& b) {
  return a.name == b.name && a.value == b.value && a.items == b.items && a.nested == b.nested;
}
bool operator==(const Text& a, const Text& b) { return a.msg == b.msg && a.args == b.args; }
std::ostream& operator<<(std::ostream& out, const Text& text) { return out << text.en(); }

std::string_view msg_code(Msg msg) { return entry(msg).code; }

const std::vector<MsgTemplates>& all_messages() {
  static const std::vector<MsgTemplates> all = [] {
    std::vector<MsgTemplates> v;
    for (std::size_t i = 2; i < std::size(kEntries); ++i)
      v.push_back({static_cast<Msg>(i), kEntries[i].code, kEntries[i].en, kEntries[i].zh});
    return v;
  }();
  return all;
}

}  // namespace sg
