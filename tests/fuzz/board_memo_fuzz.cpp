// libFuzzer target for importing the board searches' memo (sg.addBoardMemo,
// sg/board_memo_transfer.hpp). Input: [mode][board][bytes...].
//   mode 0: the bytes as an export, signature and all;
//   mode 1: the bytes as an export's entries, signed here;
//   mode 2: a real export of a small board's search with the bytes XORed
//           into it, signed here.
// The signature is the format's own hash (board_memo.hpp), written again
// here: only with it do the bytes reach the entries' parser, which is what
// a forged export (sg.addBoardMemo takes any bytes) would reach too.
// Properties: no crash, whatever is imported; a refused import says what
// and adds nothing; boards analysed afterwards (their values read from the
// memo, taken on trust) answer without crashing; an unchanged export
// imports into an empty memo and gives the same values again.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

#include "error_in_text.hpp"
#include "families/boards/board_memo.hpp"
#include "sg/analysis.hpp"
#include "sg/board_memo_transfer.hpp"

namespace {

// The export's signature: board_memo.cpp's hash_bytes.
std::uint64_t signature(std::string_view s) {
  std::uint64_t h = 0x9E3779B97F4A7C15ULL ^ s.size();
  std::size_t i = 0;
  for (; i + 8 <= s.size(); i += 8) {
    std::uint64_t w;
    std::memcpy(&w, s.data() + i, 8);
    h = (h ^ w) * 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 29;
  }
  std::uint64_t tail = 0;
  std::memcpy(&tail, s.data() + i, s.size() - i);
  h = (h ^ tail) * 0x94D049BB133111EBULL;
  return h ^ (h >> 31);
}

std::string signed_export(std::string body) {
  const std::uint64_t h = signature(body);
  for (int b = 0; b < 8; ++b) body += static_cast<char>((h >> (8 * b)) & 0xFF);
  return body;
}

constexpr std::string_view kMagic{"SGBM\x01", 5};
constexpr std::string_view kBoards[] = {"cram 2x3", "cram 3x3", "chomp 3x3", "chomp(3,2,1)", "nodekayles(a-b,b-c,c-d)",
                                        "cram(..#,...)", "nodekayles(a-b,b-c,c-a,c-d)", "chomp 2x5"};

std::optional<sg::Nimber> value_of(std::string_view board) {
  auto a = sg::analyze(board);
  if (!a.ok()) return std::nullopt;
  return a->grundy;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  const std::string_view bytes(reinterpret_cast<const char*>(data + 2), size - 2);
  const std::string_view board = kBoards[data[1] % std::size(kBoards)];
  sg::board_memo().clear();
  std::string input;
  std::optional<sg::Nimber> before;
  bool unchanged = false;
  switch (data[0] % 3) {
    case 0: input = std::string(bytes); break;
    case 1: input = signed_export(std::string(kMagic) + std::string(bytes)); break;
    default: {
      before = value_of(board);
      std::string body = sg::export_board_memo(0).data;
      body.resize(body.size() - 8);  // the signature, made again below
      unchanged = true;
      for (std::size_t i = 0; i < bytes.size(); ++i) {
        const std::size_t at = kMagic.size() + i % (body.size() - kMagic.size() + 1);
        if (at == body.size()) body += bytes[i];
        else body[at] = static_cast<char>(body[at] ^ bytes[i]);
        unchanged &= bytes[i] == 0;
      }
      input = signed_export(std::move(body));
      sg::board_memo().clear();
    }
  }
  const std::uint64_t size_before = sg::board_memo().size();
  auto added = sg::import_board_memo(input);
  if (!added.ok()) {
    sg::fuzz::check_error_in_text(added.error(), input);
    if (sg::board_memo().size() != size_before) std::abort();  // a refused export adds nothing
  } else if (sg::board_memo().size() != size_before + *added) {
    std::abort();
  }
  // Every board is analysed with whatever the memo now holds.
  for (std::string_view b : kBoards) (void)value_of(b);
  if (unchanged && value_of(board) != before) std::abort();
  sg::board_memo().clear();
  return 0;
}
