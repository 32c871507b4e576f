// The search the board families share: its memo's caps hold before memory
// is taken, a search that fills a memo holding older states starts again
// on an empty one, progress rises within [0, 1], and a cancelled search
// gives no answer.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "families/boards/board_limits.hpp"
#include "families/boards/board_memo.hpp"
#include "sg/analysis.hpp"
#include "sg/board_memo_transfer.hpp"
#include "sg/search_progress.hpp"

using namespace sg;

namespace {
std::string junk_key(std::uint64_t i, std::size_t length) {
  std::string k(length, 'z');
  k[0] = 'Z';  // a tag no game uses
  for (std::size_t b = 0; b < 8 && b + 1 < length; ++b) k[b + 1] = static_cast<char>(i >> (8 * b));
  return k;
}
}  // namespace

TEST_CASE("board memo: the entry cap holds, and every entry is found", "[boards][memo]") {
  BoardMemo memo;
  const std::uint64_t cap = board_limits::max_states;
  for (std::uint64_t i = 0; i < cap; ++i) REQUIRE(memo.insert(junk_key(i, 9), static_cast<std::uint32_t>(i % 977)));
  CHECK(memo.size() == cap);
  CHECK_FALSE(memo.insert(junk_key(cap, 9), 1));
  CHECK(memo.size() == cap);
  for (std::uint64_t i = 0; i < cap; i += 1013) {
    const std::uint32_t* v = memo.find(junk_key(i, 9));
    REQUIRE(v);
    CHECK(*v == i % 977);
  }
  CHECK(memo.find(junk_key(cap, 9)) == nullptr);
  CHECK(memo.bytes() <= board_limits::max_memo_bytes);
  memo.clear();
  CHECK(memo.size() == 0);
  CHECK(memo.find(junk_key(5, 9)) == nullptr);
}

TEST_CASE("board memo: keys of every length differ by any one byte", "[boards][memo]") {
  // The table hashes and compares keys word by word with an overlapping
  // tail: every byte of every length must count.
  BoardMemo memo;
  std::uint32_t value = 0;
  const auto variant = [](std::size_t length, std::size_t at, char c) {
    std::string k(length, 'k');
    k[0] = 'Z';
    k[at] = c;
    return k;
  };
  for (std::size_t length = 1; length <= 40; ++length)
    for (std::size_t at = 0; at < length; ++at)
      for (char c : {'\x01', '\x80'}) REQUIRE(memo.insert(variant(length, at, c), value++));
  value = 0;
  for (std::size_t length = 1; length <= 40; ++length)
    for (std::size_t at = 0; at < length; ++at)
      for (char c : {'\x01', '\x80'}) {
        INFO(length << " bytes, byte " << at);
        const std::uint32_t* v = memo.find(variant(length, at, c));
        REQUIRE(v != nullptr);
        CHECK(*v == value++);
        if (at > 0) CHECK(memo.find(variant(length, at, '\x02')) == nullptr);
      }
  CHECK(memo.find(std::string(41, 'k')) == nullptr);
}

TEST_CASE("board memo: the byte cap holds for long keys", "[boards][memo]") {
  BoardMemo memo;
  std::uint64_t n = 0;
  while (memo.insert(junk_key(n, 4000), 7)) ++n;
  CHECK(n > 10000);
  CHECK(n < board_limits::max_memo_bytes / 4000);
  CHECK(memo.bytes() <= board_limits::max_memo_bytes);
  const std::uint32_t* v = memo.find(junk_key(n / 2, 4000));
  REQUIRE(v);
  CHECK(*v == 7);
}

TEST_CASE("a search that fills a memo of older states starts again on an empty one", "[boards][memo]") {
  BoardMemo& memo = board_memo();
  memo.clear();
  for (std::uint64_t i = 0; i + 100 < board_limits::max_states; ++i) REQUIRE(memo.insert(junk_key(i, 9), 0));
  auto a = analyze("cram 4x5");  // about 2300 states
  REQUIRE(a.ok());
  CHECK(a->grundy == Nimber{2});
  CHECK(memo.size() < 10000);
  CHECK(memo.find(junk_key(1, 9)) == nullptr);
}

TEST_CASE("board searches report rising progress and stop when cancelled", "[boards][progress]") {
  board_memo().clear();
  std::vector<double> seen;
  {
    SearchProgressScope scope([&](double p) {
      seen.push_back(p);
      return true;
    });
    auto a = analyze("cram 5x5");
    REQUIRE(a.ok());
    CHECK(a->outcome == Outcome::P);
    CHECK_FALSE(scope.cancelled());
  }
  REQUIRE(seen.size() >= 5);
  for (std::size_t i = 0; i < seen.size(); ++i) {
    CHECK(seen[i] >= 0);
    CHECK(seen[i] <= 1);
    if (i) CHECK(seen[i] >= seen[i - 1]);
  }
  board_memo().clear();
  std::string grid = "nodekayles(";  // Node Kayles on the 6 x 6 grid: about 5500 states
  for (int v = 0; v < 36; ++v) {
    if (v % 6 < 5) grid += (grid.back() == '(' ? "" : ",") + std::to_string(v) + "-" + std::to_string(v + 1);
    if (v < 30) grid += "," + std::to_string(v) + "-" + std::to_string(v + 6);
  }
  grid += ")";
  for (const std::string& text : {std::string("cram 5x5"), grid, std::string("chomp 9x9")}) {
    INFO(text);
    int calls = 0;
    SearchProgressScope scope([&](double) { return ++calls < 2; });
    auto a = analyze(text);
    CHECK(scope.cancelled());
    REQUIRE_FALSE(a.ok());
    CHECK(a.error().message().find("cancelled") != std::string::npos);
  }
  // Outside a scope the same positions are answered.
  CHECK(analyze("chomp 9x9").ok());
}

TEST_CASE("the board memo travels between instances: exported entries import, damaged exports do not", "[boards][memo]") {
  BoardMemo& memo = board_memo();
  memo.clear();
  const std::uint32_t start = memo.next_mark();
  REQUIRE(analyze("cram 4x5").ok());
  const BoardMemoExport all = export_board_memo(start);
  CHECK(all.count == memo.size());
  CHECK(all.next == memo.next_mark());
  REQUIRE(analyze("chomp 5x6").ok());
  const BoardMemoExport later = export_board_memo(all.next);
  CHECK(later.count == memo.size() - all.count);
  // Into an empty memo: the same values, and the analysis searches nothing.
  memo.clear();
  auto added = import_board_memo(all.data);
  REQUIRE(added.ok());
  CHECK(*added == all.count);
  const std::uint64_t inserts = memo.counters.inserts;
  auto a = analyze("cram 4x5");
  REQUIRE(a.ok());
  CHECK(a->grundy == Nimber{2});
  CHECK(memo.counters.inserts == inserts);
  CHECK(*import_board_memo(all.data) == 0);  // already there
  // Damaged or foreign data adds nothing.
  std::string damaged = later.data;
  damaged[damaged.size() / 2] ^= 0x20;
  CHECK_FALSE(import_board_memo(damaged).ok());
  CHECK_FALSE(import_board_memo("SGBM").ok());
  CHECK_FALSE(import_board_memo(std::string(40, 'x')).ok());
  CHECK(memo.size() == all.count);
}
