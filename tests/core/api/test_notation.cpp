#include <catch2/catch.hpp>

#include "sg/analysis.hpp"
#include "sg/position.hpp"

using namespace sg;

namespace {
Error parse_error(std::string_view text) {
  auto r = parse_position(text);
  REQUIRE_FALSE(r.ok());
  return r.error();
}
}  // namespace

TEST_CASE("canonical notation keeps components and order") {
  auto p = parse_position("  NIM   3 0\t5 +nim 7 ");
  REQUIRE(p.ok());
  CHECK(p->notation() == "nim 3 0 5 + nim 7");
  auto m = parse_position("Misere : nim 1 1");
  REQUIRE(m.ok());
  CHECK(m->compound == Compound::misere);
  CHECK(m->notation() == "misere: nim 1 1");
  auto accent = parse_position("mis\xC3\xA8re: nim 2");
  REQUIRE(accent.ok());
  CHECK(accent->notation() == "misere: nim 2");
  auto empty_nim = parse_position("nim");
  REQUIRE(empty_nim.ok());
  CHECK(empty_nim->notation() == "nim");
}

TEST_CASE("64-bit heap sizes are exact and larger ones are refused") {
  auto p = parse_position("nim 9223372036854775807 1");
  REQUIRE(p.ok());
  CHECK(p->notation() == "nim 9223372036854775807 1");
  auto a = analyze(*p);
  REQUIRE(a.ok());
  REQUIRE(a->grundy);
  CHECK(*a->grundy == 9223372036854775806ULL);
  REQUIRE(a->winning_moves.size() == 1);
  CHECK(a->winning_moves[0].to == "nim 1 1");
  const Error e = parse_error("nim 9223372036854775808");
  CHECK(e.column == 5);
  CHECK(e.message().find("too large") != std::string::npos);
  CHECK_FALSE(parse_position("nim 99999999999999999999999999").ok());
}

TEST_CASE("errors say what and where") {
  CHECK(parse_error("nim 3 -3").what() ==
        "column 7: heap size \"-3\" must be a non-negative integer");
  CHECK(parse_error("nimm 3").message() == "unknown family \"nimm\" (did you mean \"nim\"?)");
  CHECK(parse_error("").message().find("empty position") != std::string::npos);
  CHECK(parse_error("   ").column == 1);
  CHECK(parse_error("nim 3 +").column == 7);
  CHECK(parse_error("+ nim 3").column == 1);
  CHECK(parse_error("nim 3 + + nim 4").column == 9);
  CHECK(parse_error("nim 3.5").message().find("non-negative integer") != std::string::npos);
  CHECK(parse_error("nim 3e5").column == 5);
  CHECK(parse_error("nim x").column == 5);
  CHECK(parse_error("nim 3 )").message().find("unbalanced") != std::string::npos);
  CHECK(parse_error("nim(3) 4").message().find("no rule") != std::string::npos);
  CHECK(parse_error("3 4 5").message().find("family name") != std::string::npos);
  CHECK(parse_error("sometimes: nim 3").message().find("unknown compound") != std::string::npos);
  CHECK(parse_error("nim 3\x01").message().find("control character U+0001") != std::string::npos);
  CHECK(parse_error("mis\xC3\xA8re: nim -1").column == 13);  // counted in characters
  CHECK(parse_error("nim \xE2\x88\x9E").message().find("non-negative") != std::string::npos);
  CHECK(parse_error(std::string(5u << 20, '1')).message().find("too long") != std::string::npos);
}

TEST_CASE("text that is not what it shows is refused by name") {
  CHECK(parse_error("nim 3 \xC2\x85").what() == "column 7: unexpected control character U+0085");
  CHECK(parse_error("nim \xE2\x80\x8B" "3").what() == "column 5: unexpected invisible character U+200B");
  CHECK(parse_error("nim \xE2\x80\xAE" "3").message() == "unexpected invisible character U+202E");
  CHECK(parse_error("\xEF\xBB\xBFnim 3").message() == "unexpected invisible character U+FEFF");
  CHECK(parse_error("nim\xC2\xA0" "3").message().find("no-break space") != std::string::npos);
  // Bytes that are not UTF-8: a lone continuation byte, a cut sequence, an
  // encoded surrogate, an overlong form.
  for (const char* bad : {"nim \x80", "nim \xE2\x88", "nim \xED\xA0\x80", "nim \xC0\xAF"}) {
    const Error e = parse_error(bad);
    CHECK(e.message() == "the text is not valid UTF-8");
    CHECK(e.column == 5);
  }
  // Ordinary non-ASCII text is still just a wrong argument, counted in characters.
  CHECK(parse_error("mis\xC3\xA8re: nim \xF0\x9F\x98\x80").column == 13);
}

TEST_CASE("every byte is checked wherever it falls in the word-at-a-time scan") {
  // The scan steps eight bytes at a time over printable ASCII: put each byte
  // value at each offset of a text (the offsets cover the word boundaries
  // and the byte-wise tail) and compare with the byte-wise rule.
  const auto is_reported = [](const Error& e) {
    return e.message().find("control character") != std::string::npos ||
           e.message().find("not valid UTF-8") != std::string::npos;
  };
  for (int b = 1; b < 256; ++b) {
    const bool allowed = (b >= 0x20 && b <= 0x7E) || b == '\t' || b == '\n' || b == '\r';
    for (std::size_t length : {1u, 7u, 8u, 9u, 16u, 23u}) {
      for (std::size_t k = 0; k < length; ++k) {
        std::string text = "nim " + std::string(length, '1');
        text[4 + k] = static_cast<char>(b);
        auto r = parse_position(text);
        if (allowed) {
          CHECK((r.ok() || !is_reported(r.error())));
        } else {
          REQUIRE_FALSE(r.ok());
          CHECK(is_reported(r.error()));
          CHECK(r.error().column == 5 + k);
        }
      }
    }
  }
  // A valid two-byte character anywhere passes the scan; an invisible one
  // anywhere is named at its column.
  for (std::size_t k = 0; k < 20; ++k) {
    std::string padded = "nim " + std::string(k, '1');
    auto r = parse_position(padded + "\xC3\xA9" + std::string(20, '1'));
    CHECK((r.ok() || r.error().message().find("invisible") == std::string::npos));
    const Error e = parse_error(padded + "\xE2\x80\x8B" + std::string(20, '1'));
    CHECK(e.message() == "unexpected invisible character U+200B");
    CHECK(e.column == 5 + k);
  }
}

TEST_CASE("messages quote whole characters and whole words") {
  // 24 bytes would end inside the sixth emoji: the excerpt stops before it.
  std::string text = "nim a";
  for (int i = 0; i < 40; ++i) text += "\xF0\x9F\x98\x80";
  const Error e = parse_error(text);
  CHECK(e.message().find("heap size \"a\xF0\x9F\x98\x80\xF0\x9F\x98\x80\xF0\x9F\x98\x80\xF0\x9F\x98\x80"
                       "\xF0\x9F\x98\x80...\"") != std::string::npos);
  CHECK(parse_error("n\xC4\xB1m 3").message() == "unknown family \"n\xC4\xB1m\" (did you mean \"nim\"?)");
  CHECK(parse_error("every nim 3").message().find("with a colon") != std::string::npos);
  CHECK(parse_error("hackenbush -1").what() ==
        "column 12: edge \"-1\" is missing its first vertex before \"-\"");
  CHECK(parse_error("hackenbush 0-").what() ==
        "column 14: edge \"0-\" is missing its second vertex after \"-\"");
}

TEST_CASE("an unclosed bracket is pointed at, not a closed one") {
  CHECK(parse_error("tree (()").column == 6);
  CHECK(parse_error("coins(run(2) H").column == 6);
  CHECK(parse_error("nim 3 + tree (()(()").column == 14);
  CHECK(parse_error("coins(mock) TH\xF0\x9F\x98\x80").message() == "coin \"\xF0\x9F\x98\x80\" must be H or T (also U/D or 1/0)");
}
