// Catalogue files: the Chinese templates written as a file load back to the
// same renderings, and a damaged or foreign file is refused with its line,
// changing nothing.
#include <catch2/catch.hpp>
#include <algorithm>
#include <string>

#include "sg/catalogue_file.hpp"
#include "sg/text.hpp"

using namespace sg;

namespace {

Text sample() { return Text{Msg::at_column, {{"column", 9}, {"message", Text{Msg::raw, {{"text", "x"}}}}}}; }

std::string replaced(std::string file, const std::string& from, const std::string& to) {
  const std::size_t at = file.find(from);
  REQUIRE(at != std::string::npos);
  return file.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("catalogue files: no template holds a tab or a line break", "[text][catalogue]") {
  for (const MsgTemplates& m : all_messages()) {
    INFO(m.code);
    CHECK(m.en.find_first_of("\t\n") == std::string_view::npos);
    CHECK(m.zh.find_first_of("\t\n") == std::string_view::npos);
  }
}

TEST_CASE("catalogue files: the Chinese file loads back to the same texts", "[text][catalogue]") {
  REQUIRE(has_chinese_templates());
  const std::string file = catalogue_file(Lang::zh);
  CHECK(file.rfind("SGMC 1 zh\n", 0) == 0);
  const std::string before = render(sample(), Lang::zh);
  auto r = load_catalogue(file);
  INFO((r.ok() ? std::string() : r.error().what()));
  REQUIRE(r.ok());
  CHECK(*r == all_messages().size());
  CHECK(render(sample(), Lang::zh) == before);
  CHECK(catalogue_file(Lang::zh) == file);
  // Order does not matter: the same file with its last two lines swapped.
  const std::size_t last = file.rfind('\n', file.size() - 2), second = file.rfind('\n', last - 1);
  const std::string swapped = file.substr(0, second + 1) + file.substr(last + 1) + file.substr(second + 1, last - second);
  REQUIRE(swapped.size() == file.size());
  CHECK(load_catalogue(swapped).ok());
  CHECK(catalogue_file(Lang::zh) == file);
}

TEST_CASE("catalogue files: a changed template takes effect", "[text][catalogue]") {
  const std::string file = catalogue_file(Lang::zh);
  const std::string code = std::string(msg_code(Msg::at_column));
  const std::string line = code + "\t" + std::string(all_messages()[static_cast<std::size_t>(Msg::at_column) - 2].zh) + "\n";
  REQUIRE(load_catalogue(replaced(file, line, code + "\t[{column}] {message}\n")).ok());
  CHECK(render(sample(), Lang::zh) == "[9] x");
  REQUIRE(load_catalogue(file).ok());
  CHECK(render(sample(), Lang::zh) != "[9] x");
}

TEST_CASE("catalogue files: damaged or foreign files are refused, changing nothing", "[text][catalogue]") {
  const std::string file = catalogue_file(Lang::zh);
  const std::string before = render(sample(), Lang::zh);
  const std::string code = std::string(msg_code(Msg::at_column));
  struct Case {
    std::string file;
    Msg msg;
    std::uint32_t line;
  };
  const std::string first_entry = file.substr(10, file.find('\n', 10) - 9);  // line 2, with its LF
  const Case cases[] = {
      {"", Msg::catalogue_not_file, 1},
      {"SGMC 1 en\n" + file.substr(10), Msg::catalogue_not_file, 1},
      {catalogue_file(Lang::en), Msg::catalogue_not_file, 1},
      {replaced(file, "\n" + code + "\t", "\n" + code + " "), Msg::catalogue_bad_line, 0},
      {replaced(file, "\n" + code + "\t", "\nno_such_code\t"), Msg::catalogue_unknown_code, 0},
      {file + first_entry, Msg::catalogue_duplicate, 0},
      {replaced(file, "{column}", "{columns}"), Msg::catalogue_unknown_field, 0},
      {replaced(file, first_entry, ""), Msg::catalogue_missing, 0},
      {"SGMC 1 zh\n", Msg::catalogue_missing, 0},
      {file + "\n", Msg::catalogue_bad_line, 0},
  };
  for (const Case& c : cases) {
    auto r = load_catalogue(c.file);
    REQUIRE(!r.ok());
    INFO(r.error().what());
    CHECK(r.error().text.msg == c.msg);
    if (c.line) CHECK(r.error().line == c.line);
    if (c.msg != Msg::catalogue_missing) CHECK(r.error().line >= 1);
    CHECK(render(sample(), Lang::zh) == before);
  }
}

TEST_CASE("catalogue files: the second part's English loads back, and only as a whole", "[text][catalogue]") {
  const std::string file = catalogue_file_rest_en();
  REQUIRE(file.rfind("SGMC 1 rest-en\n", 0) == 0);
  std::uint32_t rest = 0;
  for (const MsgTemplates& m : all_messages()) rest += m.rest;
  REQUIRE(rest > 100);  // the other panels' families
  CHECK(static_cast<std::uint32_t>(std::count(file.begin(), file.end(), '\n')) == rest + 1);
  const Text cram{Msg::theory_cram_search};
  const std::string before = render(cram, Lang::en);
  REQUIRE(!before.empty());
  auto r = load_catalogue(file);
  REQUIRE(r.ok());
  CHECK(*r == rest);
  CHECK(render(cram, Lang::en) == before);
  CHECK(catalogue_file_rest_en() == file);
  // A first-part entry is not in this file, and every second-part one is.
  const std::string nim_line = std::string("\n") + std::string(msg_code(Msg::theory_nim)) + "\t";
  CHECK(load_catalogue(replaced(file, "\ntheory_cram_search\t", nim_line)).error().text.msg == Msg::catalogue_unknown_code);
  const std::string cram_line = file.substr(file.find("\ntheory_cram_search\t") + 1);
  CHECK(load_catalogue(replaced(file, cram_line.substr(0, cram_line.find('\n') + 1), "")).error().text.msg ==
        Msg::catalogue_missing);
  CHECK(render(cram, Lang::en) == before);
}
