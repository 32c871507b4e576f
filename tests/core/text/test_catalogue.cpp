// The catalogue itself: every entry says the same thing in both languages
// with the same arguments, and its Chinese is Chinese.
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "sg/part_label.hpp"
#include "sg/result.hpp"
#include "sg/text.hpp"
#include "core/text/chinese_check.hpp"

using namespace sg;

namespace {

// The argument names a template uses ({heap}, {n|one|other}).
std::set<std::string> arguments_of(std::string_view t) {
  std::set<std::string> out;
  for (std::size_t i = t.find('{'); i != std::string_view::npos; i = t.find('{', i + 1)) {
    const std::size_t close = t.find('}', i);
    if (close == std::string_view::npos) break;
    const std::string_view field = t.substr(i + 1, close - i - 1);
    const std::string_view name = field.substr(0, field.find('|'));
    bool ok = !name.empty();
    for (char c : name) ok = ok && ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_');
    if (ok) out.emplace(name);
  }
  return out;
}

}  // namespace

TEST_CASE("every entry has both languages with the same arguments", "[text]") {
  REQUIRE(all_messages().size() > 300);
  std::set<std::string_view> codes;
  for (const MsgTemplates& m : all_messages()) {
    INFO(m.code << "\n  en: " << m.en << "\n  zh: " << m.zh);
    CHECK(codes.insert(m.code).second);
    CHECK(msg_code(m.msg) == m.code);
    CHECK(!m.en.empty());
    CHECK(!m.zh.empty());
    CHECK(arguments_of(m.en) == arguments_of(m.zh));
    // Plural forms are English grammar; Chinese has none.
    CHECK(m.zh.find('|') == std::string_view::npos);
  }
}

TEST_CASE("every Chinese entry is Chinese", "[text]") {
  for (const MsgTemplates& m : all_messages()) {
    INFO(m.code << "\n  en: " << m.en << "\n  zh: " << m.zh);
    CHECK(test::english_words(m.zh).empty());
    // An entry with English words has Chinese ones; "{moves}" and
    // "SG(i) = i mod {modulus}" have nothing to translate.
    if (!test::english_words(m.en).empty()) CHECK(test::has_cjk(m.zh));
  }
}

TEST_CASE("part labels use {n} and {name} only", "[text]") {
  for (const MsgTemplates& m : all_messages()) {
    if (m.code.substr(0, 5) != "part_") continue;
    INFO(m.code);
    for (const std::string& a : arguments_of(m.en)) CHECK((a == "n" || a == "name"));
  }
  std::string zh;
  render_part_label(PartLabel(Msg::part_token_at_node, 2, "a"), Lang::zh, zh);
  CHECK(zh == "第 2 个棋子（在 a）");
  CHECK(PartLabel(Msg::part_heap, 7) == "heap 7");
  // A name too long to keep inline is kept whole.
  const std::string long_name(40, 'x');
  CHECK(PartLabel(Msg::part_token_at_node, 1, long_name) == "token 1 at " + long_name);
  CHECK(render(PartLabel(Msg::part_heap, 12).text(), Lang::zh) == "第 12 堆");
}

TEST_CASE("rendering fills arguments, lists, nested texts and plurals", "[text]") {
  const Text take{Msg::move_take_from_heap, {{"amount", 2}, {"heap", 1}}};
  CHECK(render(take, Lang::en) == "take 2 from heap 1");
  CHECK(render(take, Lang::zh) == "从第 1 堆取走 2 个");
  const Text coins{Msg::move_turn_coins, {{"coins", std::vector<std::string>{"2", "5"}}}};
  CHECK(render(coins, Lang::en) == "turn coins 2, 5");
  CHECK(render(coins, Lang::zh) == "翻转第 2、5 枚硬币");
  CHECK(render(Text{Msg::move_turn_coins, {{"coins", std::vector<std::string>{"4"}}}}, Lang::en) == "turn coin 4");
  CHECK(render(Text{Msg::move_step_to_floor, {{"amount", 1}, {"step", 1}}}, Lang::en) ==
        "move 1 coin from step 1 to the floor");
  const Error e = error_at(5, Text{Msg::number_not_integer, {{"what", Text(Msg::what_heap_size)}, {"value", "-3"}}});
  CHECK(e.what() == "column 5: heap size \"-3\" must be a non-negative integer");
  CHECK(e.what(Lang::zh) == "第 5 列：堆的大小“-3”必须是非负整数");
  // A brace that names no argument is the text's own.
  CHECK(render(Text{Msg::theory_sub_direct, {{"searched", 7}}}, Lang::en).find("mex{SG(n-s) : s in S}") !=
        std::string::npos);
  // A missing argument shows as its field, which the output tests look for.
  CHECK(render(Text{Msg::move_take_from_heap, {{"amount", 2}}}, Lang::en) == "take 2 from heap {heap}");
}

TEST_CASE("language names", "[text]") {
  CHECK(lang_named("en") == Lang::en);
  CHECK(lang_named("zh") == Lang::zh);
  CHECK(lang_named("zh-CN") == Lang::zh);
  CHECK(lang_named("en-GB") == Lang::en);
  CHECK(!lang_named("fr"));
  CHECK(!lang_named(""));
}
