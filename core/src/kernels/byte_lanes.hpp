#pragma once
// Sixteen bytes at a time, natively (SSE2) and in WebAssembly (SIMD128),
// from one source: GCC/Clang vector extensions for the lane-wise operations
// and one intrinsic per target for the lane mask.
//
//   bytes  [b0 b1 ... b15]  ->  lane_mask = bit k set  <=>  b_k has its top bit
//
// Lane values are 0x00 / 0xFF flags, so & | ~ combine them and lane_mask
// reads the result; load/store are unaligned.

#include <cstdint>
#include <cstring>

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#elif defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace sg {

using ByteLanes = std::uint8_t __attribute__((vector_size(16)));

inline ByteLanes load_lanes(const std::uint8_t* p) {
  ByteLanes v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

inline ByteLanes splat_lanes(std::uint8_t b) {
  ByteLanes v;
  std::memset(&v, b, sizeof v);
  return v;
}

inline void store_lanes(std::uint8_t* p, ByteLanes v) { std::memcpy(p, &v, sizeof v); }

inline std::uint32_t lane_mask(ByteLanes v) {
#if defined(__wasm_simd128__)
  return wasm_i8x16_bitmask(reinterpret_cast<v128_t>(v));
#elif defined(__SSE2__)
  return static_cast<std::uint32_t>(_mm_movemask_epi8(reinterpret_cast<__m128i>(v)));
#else
  std::uint32_t m = 0;
  for (int k = 0; k < 16; ++k) m |= static_cast<std::uint32_t>(v[k] >> 7) << k;
  return m;
#endif
}

}  // namespace sg
