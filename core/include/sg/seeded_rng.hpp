#pragma once
// A small seeded generator for random positions: SplitMix64 (Steele, Lea and
// Flood, "Fast splittable pseudorandom number generators"). Pure 64-bit
// integer arithmetic, so the native build and WebAssembly draw the same
// positions from the same seed, bit for bit.
//
//   state (64 bits) --+0x9E3779B97F4A7C15--> state'  --mix--> output (64 bits)

#include <cstdint>

namespace sg {

class SeededRng {
 public:
  explicit SeededRng(std::uint64_t seed) : state_(seed) {}

  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }

  // Uniform in [0, n) for n >= 1 (the modulo bias is below 2^-40 for the
  // small n positions use).
  std::uint32_t below(std::uint32_t n) { return static_cast<std::uint32_t>(next() % n); }

  // Uniform in [lo, hi].
  std::uint32_t between(std::uint32_t lo, std::uint32_t hi) { return lo + below(hi - lo + 1); }

  // True with probability num/den.
  bool chance(std::uint32_t num, std::uint32_t den) { return below(den) < num; }

 private:
  std::uint64_t state_;
};

}  // namespace sg
