// libFuzzer target for the catalogue files the engine loads (the Chinese
// templates and the second part's English: sg/catalogue_file.hpp).
// Input: [mode][line][line][bytes...]:
//   mode 0: the bytes are the file;
//   mode 1: the Chinese file this build writes, with one line replaced by
//           the bytes; mode 2: the bytes inserted as a line; mode 3: the
//           second part's English file with one line replaced.
// Only the public entry points are used (catalogue_file writes a valid file,
// load_catalogue reads one): the target does not know the format's syntax,
// only that it is text in lines, so it survives a change of format.
// Properties: no crash; an error says what, and its line and column fall
// inside the file; a file that loads renders every message of the catalogue
// (templates with unknown fields, stray braces, plural forms...) without a
// crash; the files written before load again afterwards.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "error_in_text.hpp"
#include "sg/catalogue_file.hpp"
#include "sg/text.hpp"

namespace {

const sg::Lang kChinese = *sg::lang_named("zh");

// Line `k` (0-based, modulo the line count, after the first line) of
// `file` replaced by `text`, or `text` inserted before it.
std::string with_line(const std::string& file, std::size_t k, std::string_view text, bool insert) {
  std::vector<std::size_t> starts{0};
  for (std::size_t i = 0; i < file.size(); ++i)
    if (file[i] == '\n' && i + 1 < file.size()) starts.push_back(i + 1);
  const std::size_t line = starts.size() > 1 ? 1 + k % (starts.size() - 1) : 0;
  const std::size_t begin = starts[line];
  std::size_t end = file.find('\n', begin);
  end = end == std::string::npos ? file.size() : end + 1;
  std::string out = file.substr(0, begin);
  out += text;
  out += '\n';
  out += insert ? file.substr(begin) : file.substr(end);
  return out;
}

// Every message rendered with every field of its English template given a
// value (so plural forms are chosen too).
void render_all() {
  for (const sg::MsgTemplates& m : sg::all_messages()) {
    sg::Text t(m.msg);
    for (std::size_t i = m.en.find('{'); i != std::string_view::npos; i = m.en.find('{', i + 1)) {
      std::size_t end = i + 1;
      while (end < m.en.size() && m.en[end] != '}' && m.en[end] != '|') ++end;
      if (end > i + 1) t.add(sg::TextArg(m.en.substr(i + 1, end - i - 1), "2"));
    }
    for (sg::Lang lang : {sg::Lang::en, kChinese})
      if (sg::render(t, lang).size() > (1u << 20)) std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::string chinese = sg::catalogue_file(kChinese);
  static const std::string rest = sg::catalogue_file_rest_en();
  if (size < 3) return 0;
  const std::size_t k = std::size_t{data[1]} << 8 | data[2];
  const std::string_view bytes(reinterpret_cast<const char*>(data + 3), size - 3);
  std::string file;
  switch (data[0] % 4) {
    case 0: file = std::string(bytes); break;
    case 1: file = with_line(chinese, k, bytes, false); break;
    case 2: file = with_line(chinese, k, bytes, true); break;
    default: file = with_line(rest, k, bytes, false);
  }
  auto r = sg::load_catalogue(file);
  if (!r.ok()) {
    sg::fuzz::check_error_in_text(r.error(), file);
    return 0;
  }
  render_all();
  // Back to the build's own templates for the next input.
  if (!sg::load_catalogue(chinese).ok() || !sg::load_catalogue(rest).ok()) std::abort();
  if (sg::catalogue_file(kChinese) != chinese) std::abort();
  return 0;
}
