// Long Grundy sequences through sg::grundy_sequence (the call behind
// sg.sequence() in JS), cross-checked against known facts:
//
//   octal_bench grundy [n]          Grundy's game, 2^21 values by default; at
//                                   2^21 the largest value is 231, first at
//                                   heap 763622
//   octal_bench period16            octal(0.16) until its period is proven
//                                   (preperiod 105351, period 149459), asked
//                                   to compute the 509,628 values Guy-Smith
//                                   needs (a sequence's default proof horizon
//                                   is far shorter)
//   octal_bench octal6 [n]          octal(0.6), 2^20 values (no known period)
//   octal_bench sequence RULE n     any rule through grundy_sequence (a
//                                   finite octal code computes at least 2^20
//                                   values to look for a proof of its period)
//   octal_bench engine CODE n       exactly n values from the engine the
//                                   library picks for CODE ("grundy" for
//                                   Grundy's game): what the plain-JS
//                                   baseline of the same n is compared with
//
// Prints one RESULT line (bench_clock.hpp); the checksum is FNV-1a over the
// values, so a JS baseline of the same rule and n must print the same one.
#include <cstdio>
#include <memory>
#include <string>

#include "bench_clock.hpp"
#include "scenarios.hpp"
#include "families/heaps/octal/octal_code.hpp"
#include "families/heaps/octal/octal_sparse.hpp"
#include "sg/sequence.hpp"

using namespace sg::bench;

namespace {

sg::Sequence run(const std::string& rule, std::uint64_t n, Timing& seconds, std::uint64_t prove_to = 0) {
  sg::Sequence out;
  std::uint32_t checksum = 0;
  seconds = best_of(1, checksum, [&] {
    auto s = sg::grundy_sequence(rule, n, {}, sg::SequenceOptions{prove_to});
    if (!s.ok()) fail(rule + ": " + s.error().what());
    out = std::move(*s);
    return 0u;
  });
  return out;
}

std::uint32_t checksum_of(const sg::Sequence& s) { return fnv1a(s.values.data(), s.values.size()); }

}  // namespace

int main(int argc, char** argv) {
  const std::string what = argc > 1 ? argv[1] : "";
  Timing s;
  if (what == "grundy") {
    const std::uint64_t n = arg_or(argc, argv, 2, 1u << 21);
    const sg::Sequence seq = run("grundy", n, s);
    std::uint32_t max = 0;
    std::size_t at = 0;
    for (std::size_t i = 0; i < seq.values.size(); ++i)
      if (seq.values[i] > max) max = seq.values[i], at = i;
    if (n == (1u << 21) && !(max == 231 && at == 763622))
      fail("Grundy's game: expected max 231 first at heap 763622, got " + std::to_string(max) + " at " +
           std::to_string(at));
    print_result("grundy-" + std::to_string(n), s, checksum_of(seq),
                 "max " + std::to_string(max) + " first at heap " + std::to_string(at));
  } else if (what == "period16") {
    // One run is ~0.1 s. Under node, the first tens of milliseconds of a
    // cold module run on V8's baseline code while the optimised code is
    // compiled, so the engine is first warmed on Grundy's game (sequences
    // are cached per rule: a repeated run of .16 would time nothing).
    sg::OctalSparseEngine warm(sg::grundy_game_code());
    if (auto e = warm.extend(20000, {})) fail(e->what());
    const sg::Sequence seq = run("octal(0.16)", 1000, s, 509628);
    if (!(seq.period && seq.period->proven && seq.period->start == 105351 && seq.period->length == 149459))
      fail("octal(0.16): period 149459 from 105351 not proven");
    const std::uint32_t words[] = {checksum_of(seq), static_cast<std::uint32_t>(seq.period->start),
                                   static_cast<std::uint32_t>(seq.period->length)};
    print_result("octal-0.16-period", s, fnv1a(words, 3), "period 149459 from 105351, proven (Guy-Smith)");
  } else if (what == "octal6") {
    const std::uint64_t n = arg_or(argc, argv, 2, 1u << 20);
    const sg::Sequence seq = run("octal(0.6)", n, s);
    print_result("octal-0.6-" + std::to_string(n), s, checksum_of(seq),
                 seq.period ? std::string(seq.period->proven ? "period proven" : "period observed")
                            : std::string("no period"));
  } else if (what == "sequence" && argc > 3) {
    const sg::Sequence seq = run(argv[2], arg_or(argc, argv, 3, 0), s);
    print_result(std::string(argv[2]) + "-" + argv[3], s, checksum_of(seq), "");
  } else if (what == "engine" && argc > 3) {
    const std::string code = argv[2];
    const std::uint64_t n = arg_or(argc, argv, 3, 0);
    std::unique_ptr<sg::OctalEngine> engine;
    std::uint32_t checksum = 0;
    // Best of ten fresh engines: one run of 20000 values is 25-60 ms, and
    // under node the first runs execute V8's baseline code while the
    // optimised code is compiled in the background.
    s = best_of(10, checksum, [&] {
      if (code == "grundy") {
        engine = std::make_unique<sg::OctalSparseEngine>(sg::grundy_game_code());
      } else {
        auto c = sg::parse_octal_code(sg::Token{code, 1});
        if (!c.ok()) fail(code + ": " + c.error().what());
        if (!c->repeats && c->has_split()) engine = std::make_unique<sg::OctalSparseEngine>(*c);
        else engine = std::make_unique<sg::OctalMexEngine>(*c);
      }
      if (auto e = engine->extend(n, {})) fail(code + ": " + e->what());
      return fnv1a(engine->values().data(), engine->values().size());
    });
    print_result(code + "-engine-" + std::to_string(n), s, checksum, "");
  } else {
    std::printf("usage: octal_bench grundy [n] | period16 | octal6 [n] | sequence RULE n | engine CODE n\n");
    return 2;
  }
  return 0;
}
