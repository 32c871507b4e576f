#pragma once
// What the engine says to people, as data: a message code and its named
// arguments. English and Simplified Chinese both render from it, so no
// caller ever translates or parses English back.
//
//   Text{ Msg::move_take_from_heap, { {"amount", 2}, {"heap", 1} } }
//     code  "move_take_from_heap"  params { amount: "2", heap: "1" }
//     en    "take {amount} from heap {heap}"  ->  "take 2 from heap 1"
//     zh    "从第 {heap} 堆取走 {amount} 个"     ->  "从第 1 堆取走 2 个"
//
// An argument is literal text (a number, a position in the notation, a
// node's name), a list of literals (joined ", " in English, "、" in
// Chinese), or a nested Text (a theorem's name, an inner error) rendered in
// the same language. The catalogue is core/include/sg/messages/*.def.
//
// Quotes around an argument belong to the template ("\"{x}\"", "“{x}”").
// There is no Text from a plain string: every sentence is a catalogue
// entry (Msg::raw, {text} alone, is only for the tests' own texts).

#include <concepts>
#include <cstdint>
#include <initializer_list>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sg {

enum class Lang : std::uint8_t { en, zh };
// "en" / "zh" (also "zh-CN", "zh-Hans", ...); nullopt for any other.
std::optional<Lang> lang_named(std::string_view name);

enum class Msg : std::uint16_t {
  none,  // no text
  raw,   // literal text that has no catalogue entry: {text}, the same in every language
#define SG_MSG(id, en, zh) id,
#include "sg/messages.def"
#undef SG_MSG
};

struct Text;

struct TextArg {
  std::string_view name;           // as in the templates: "heap"
  std::string value;               // literal text
  std::vector<std::string> items;  // a list, when the argument is one
  std::vector<Text> nested;        // a Text, or several joined "; " ("；")

  // Out of line (text_render.cpp): a Text is built in hundreds of places,
  // and inlined string and vector code in each grows the engine's download.
  TextArg(std::string_view n, std::string v);
  TextArg(std::string_view n, const char* v);
  TextArg(std::string_view n, std::string_view v);
  template <std::integral T>
  TextArg(std::string_view n, T v) : TextArg(n, std::is_signed_v<T> ? of_signed(v) : of_unsigned(v)) {}
  TextArg(std::string_view n, std::vector<std::string> list);
  TextArg(std::string_view n, Text text);
  TextArg(std::string_view n, std::vector<Text> texts);

 private:
  static std::string of_signed(std::int64_t v);
  static std::string of_unsigned(std::uint64_t v);
};

struct Text {
  Msg msg = Msg::none;
  std::vector<TextArg> args;

  Text() = default;
  Text(Msg m) : msg(m) {}  // NOLINT: a message without arguments is its code
  Text(Msg m, std::initializer_list<TextArg> a);
  Text(Msg m, std::vector<TextArg> a);
  bool empty() const { return msg == Msg::none; }
  // The English rendering: what native callers and tests read.
  std::string en() const;
  Text& add(TextArg arg) {
    args.push_back(std::move(arg));
    return *this;
  }
};


bool operator==(const TextArg& a, const TextArg& b);
bool operator==(const Text& a, const Text& b);
// Prints the English rendering (test failures, logs).
std::ostream& operator<<(std::ostream& out, const Text& text);

// English comparison, so that a test can say label == "take 2 from heap 1".
inline bool operator==(const Text& a, std::string_view b) {
  const std::string s = a.en();
  return std::string_view(s) == b;
}
inline bool operator==(const Text& a, const std::string& b) { return a == std::string_view(b); }
inline bool operator==(const Text& a, const char* b) { return a == std::string_view(b); }

// The text in `lang`. A missing argument renders as its name in braces (the
// catalogue test makes sure none is missing).
std::string render(const Text& text, Lang lang);

// One argument in `lang`: literal text as it is, a list joined, nested Texts
// rendered (the JS API's `params`).
std::string render_arg(const TextArg& arg, Lang lang);

// The code as the JS API spells it ("move_take"), and every code with its
// templates (for the catalogue's own tests and the docs).
std::string_view msg_code(Msg msg);
struct MsgTemplates {
  Msg msg;
  std::string_view code;
  std::string_view en;
  std::string_view zh;
  bool rest = false;  // of the second part (messages.def, SG_MSG_REST)
};
const std::vector<MsgTemplates>& all_messages();

// The built-in Chinese template of an entry (by its Msg value), empty when
// the build has none: core/catalogue/templates_builtin.cpp or templates_absent.cpp.
std::string_view builtin_zh(std::uint32_t index);
// Likewise the English of an entry of the second part (SG_MSG_REST).
std::string_view builtin_en_rest(std::uint32_t index);

}  // namespace sg
