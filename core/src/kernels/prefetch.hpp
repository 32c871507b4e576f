#pragma once
// Asking for a cache line before it is needed, natively and in WebAssembly.
//
// Natively a prefetch instruction: it neither waits nor faults. WebAssembly
// has none (clang drops __builtin_prefetch for wasm32), so there the line is
// read for real and the value dropped: the CPU running the module keeps
// executing past the load while the line arrives, as far as its reorder
// window goes. So the address must be valid memory (an element of a live
// array), unlike a native prefetch's.

#include <cstdint>

namespace sg {

template <class T>
inline void prefetch(const T* p) {
#if defined(__wasm__)
  (void)*reinterpret_cast<const volatile std::uint8_t*>(p);
#else
  __builtin_prefetch(p);
#endif
}

}  // namespace sg
