// Renders a Text from the catalogue (core/include/sg/messages/*.def).
#include <algorithm>
#include <array>
#include <ostream>

#include "sg/catalogue_file.hpp"
#include "sg/decimal_text.hpp"
#include "sg/part_label.hpp"
#include "sg/result.hpp"
#include "sg/text.hpp"

namespace sg {
namespace {

struct Entry {
  std::string_view code;
  std::string_view en;  // empty for the second part's entries (rest)
  bool rest;
};

// The Chinese templates and the second part's English are not here: builds
// either have them built in (core/catalogue/templates_builtin.cpp) or load
// them (load_catalogue).
constexpr Entry kEntries[] = {
    {"none", "", false},
    {"raw", "{text}", false},
#define SG_MSG(id, en, zh) {#id, SG_MSG_REST ? std::string_view{} : std::string_view{en}, SG_MSG_REST != 0},
#include "sg/messages.def"
#undef SG_MSG
};

// Templates loaded from catalogue files, indexed like kEntries; empty until
// one is loaded.
std::vector<std::string>& loaded_zh() {
  static std::vector<std::string> templates;
  return templates;
}
std::vector<std::string>& loaded_rest_en() {
  static std::vector<std::string> templates;
  return templates;
}

std::string_view zh_template(std::uint32_t index) {
  const std::vector<std::string>& loaded = loaded_zh();
  if (index < loaded.size()) return loaded[index];
  return builtin_zh(index);
}

std::string_view en_template(std::uint32_t index) {
  if (index >= std::size(kEntries)) return {};
  if (!kEntries[index].rest) return kEntries[index].en;
  const std::vector<std::string>& loaded = loaded_rest_en();
  if (index < loaded.size()) return loaded[index];
  return builtin_en_rest(index);
}

// Reached when a second-part English template is wanted before its file
// was loaded. The split's profile never runs it, so it lives in
// sg_core.rest.wasm: from the first file the call stops at its placeholder,
// and sg.js loads the second part (its templates too) and says "still
// loading". Built in elsewhere, it is never reached.
volatile std::uint32_t rest_templates_missed = 0;
[[gnu::noinline]] void need_rest_templates() { rest_templates_missed = rest_templates_missed + 1; }

const Entry& entry(Msg msg) {
  const auto i = static_cast<std::size_t>(msg);
  return i < std::size(kEntries) ? kEntries[i] : kEntries[0];
}

const TextArg* find_arg(const Text& text, std::string_view name) {
  for (const TextArg& a : text.args)
    if (a.name == name) return &a;
  return nullptr;
}

}  // namespace

std::string render_arg(const TextArg& arg, Lang lang) {
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

namespace {

// Arguments are named in lower case: `{heap}`, `{a}`; any other braces are
// the text's own.
bool is_argument_name(std::string_view name) {
  if (name.empty()) return false;
  for (char c : name)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return false;
  return true;
}

// Expands `tpl`: `{name}` becomes the argument, `{name|one|other}` the
// English form for it (one when the argument is "1" or a list of one).
// `arg(name, out)` appends the argument and returns false when there is none
// (then the field stays as it is, braces and all); `is_one(name)` says which
// plural form applies.
template <class Arg, class IsOne>
void expand(std::string& out, std::string_view tpl, Arg&& arg, IsOne&& is_one) {
  for (std::size_t i = 0; i < tpl.size(); ++i) {
    const std::size_t close = tpl[i] == '{' ? tpl.find('}', i) : std::string_view::npos;
    if (close == std::string_view::npos) {
      out += tpl[i];
      continue;
    }
    const std::string_view field = tpl.substr(i + 1, close - i - 1);
    const std::size_t bar = field.find('|');
    const std::string_view name = field.substr(0, bar);
    if (!is_argument_name(name)) {  // braces of the text itself: mex{SG(n-s) : s in S}
      out += tpl[i];
      continue;
    }
    i = close;
    if (bar == std::string_view::npos) {
      if (!arg(name, out)) out.append(tpl.data() + (i - field.size() - 1), field.size() + 2);
      continue;
    }
    const std::string_view forms = field.substr(bar + 1);
    const std::size_t bar2 = forms.find('|');
    out += is_one(name) ? forms.substr(0, bar2) : (bar2 == std::string_view::npos ? std::string_view{} : forms.substr(bar2 + 1));
  }
}

// A Chinese template at hand, or the English one (a build without Chinese
// that was not given a catalogue still says something readable).
std::string_view template_of(Msg msg, Lang lang) {
  const auto index = static_cast<std::uint32_t>(msg);
  const Entry& e = entry(msg);
  if (lang == Lang::zh) {
    const std::string_view zh = zh_template(index);
    if (!zh.empty() || msg == Msg::none) return zh;
  }
  const std::string_view en = en_template(index);
  if (!en.empty() || !e.rest) return en;
  need_rest_templates();
  return e.code;
}

std::vector<MsgTemplates> messages_now() {
  std::vector<MsgTemplates> v;
  for (std::size_t i = 2; i < std::size(kEntries); ++i) {
    const auto msg = static_cast<Msg>(i);
    const auto index = static_cast<std::uint32_t>(i);
    v.push_back({msg, kEntries[i].code, en_template(index), zh_template(index), kEntries[i].rest});
  }
  return v;
}

std::vector<MsgTemplates>& messages() {
  static std::vector<MsgTemplates> all = messages_now();
  return all;
}

}  // namespace

std::optional<Lang> lang_named(std::string_view name) {
  if (name == "en" || name.substr(0, 3) == "en-") return Lang::en;
  if (name == "zh" || name.substr(0, 3) == "zh-") return Lang::zh;
  return std::nullopt;
}

TextArg::TextArg(std::string_view n, std::string v) : name(n), value(std::move(v)) {}
TextArg::TextArg(std::string_view n, const char* v) : name(n), value(v) {}
TextArg::TextArg(std::string_view n, std::string_view v) : name(n), value(v) {}
TextArg::TextArg(std::string_view n, std::vector<std::string> list) : name(n), items(std::move(list)) {}
TextArg::TextArg(std::string_view n, Text text) : name(n), nested{std::move(text)} {}
TextArg::TextArg(std::string_view n, std::vector<Text> texts) : name(n), nested(std::move(texts)) {}
std::string TextArg::of_signed(std::int64_t v) { return std::to_string(v); }
std::string TextArg::of_unsigned(std::uint64_t v) { return std::to_string(v); }

Text::Text(Msg m, std::initializer_list<TextArg> a) : msg(m), args(a) {}
Text::Text(Msg m, std::vector<TextArg> a) : msg(m), args(std::move(a)) {}

std::string Text::en() const { return render(*this, Lang::en); }

std::string render(const Text& text, Lang lang) {
  const std::string_view tpl = template_of(text.msg, lang);
  std::string out;
  out.reserve(tpl.size() + 16);
  expand(
      out, tpl,
      [&](std::string_view name, std::string& o) {
        const TextArg* a = find_arg(text, name);
        if (a) o += render_arg(*a, lang);
        return a != nullptr;
      },
      [&](std::string_view name) {
        const TextArg* a = find_arg(text, name);
        return a && (a->nested.empty() && a->items.empty() ? a->value == "1" : a->items.size() == 1);
      });
  return out;
}

std::string Error::what(Lang lang) const {
  if (line && column) return render(Text{Msg::at_line_column, {{"line", line}, {"column", column}, {"message", text}}}, lang);
  if (line) return render(Text{Msg::at_line, {{"line", line}, {"message", text}}}, lang);
  if (!column) return render(text, lang);
  return render(Text{Msg::at_column, {{"column", column}, {"message", text}}}, lang);
}

Error wrapped(Msg msg, Error inner, std::initializer_list<TextArg> more) {
  Text text{msg, more};
  text.add(TextArg{"error", std::move(inner.text)});
  Error e{std::move(text), inner.column};
  e.line = inner.line;
  return e;
}

Text PartLabel::text() const {
  return Text{msg_, {{"n", n_}, {"name", name()}}};
}

bool operator==(const PartLabel& a, std::string_view english) {
  std::string s;
  render_part_label(a, Lang::en, s);
  return s == english;
}

void render_part_label(const PartLabel& label, Lang lang, std::string& out) {
  char digits[20];
  const std::string_view n(digits, static_cast<std::size_t>(write_decimal(digits, label.number()) - digits));
  expand(
      out, template_of(label.msg(), lang),
      [&](std::string_view name, std::string& o) {
        if (name == "n") o += n;
        else if (name == "name") o += label.name();
        else return false;
        return true;
      },
      [&](std::string_view name) { return name == "n" && label.number() == 1; });
}

bool operator==(const TextArg& a, const TextArg& b) {
  return a.name == b.name && a.value == b.value && a.items == b.items && a.nested == b.nested;
}
bool operator==(const Text& a, const Text& b) { return a.msg == b.msg && a.args == b.args; }
std::ostream& operator<<(std::ostream& out, const Text& text) { return out << text.en(); }

std::string_view msg_code(Msg msg) { return entry(msg).code; }

const std::vector<MsgTemplates>& all_messages() { return messages(); }

bool has_chinese_templates() { return !zh_template(static_cast<std::uint32_t>(Msg::raw) + 1).empty(); }

// `templates`: one per entry of all_messages(), in its order (the first
// part's English ones empty when `chinese` is false).
void set_loaded_templates(bool chinese, std::vector<std::string> templates) {
  std::vector<std::string> by_index{"", chinese ? "{text}" : ""};
  for (std::string& t : templates) by_index.push_back(std::move(t));
  (chinese ? loaded_zh() : loaded_rest_en()) = std::move(by_index);
  messages() = messages_now();
}

}  // namespace sg
