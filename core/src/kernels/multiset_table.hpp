#pragma once
// A hash table of small sorted multisets of 32-bit ids, each with a 2-bit
// state (private header; header-only so that it compiles with the search
// that uses it, which the WASM build optimises for speed).
//
// Keys live back to back in one arena, each as [length << 2 | state,
// ordinal, ids...], and a key is addressed by its offset there (its handle,
// valid as the table grows); its ordinal counts the keys inserted before it,
// for data a caller keeps beside the table. A slot holds the high half of
// its key's hash and the handle, so a lookup touches one slot and, on a tag
// match, one run of the arena: the search is bound by these cache misses.
// A position costs its ids plus about 24 bytes, and no allocation of its own.

#include <cstdint>
#include <span>
#include <vector>

namespace sg {

class MultisetTable {
 public:
  static constexpr std::uint32_t npos = UINT32_MAX;

  static std::uint64_t hash_of(std::span<const std::uint32_t> key) {
    std::uint64_t h = 0x9E3779B97F4A7C15ull ^ key.size();
    for (std::uint32_t id : key) {
      h ^= id;
      h *= 0xFF51AFD7ED558CCDull;
      h ^= h >> 32;
    }
    return h;
  }

  std::uint32_t size() const { return count_; }
  std::size_t arena_words() const { return arena_.size(); }

  std::span<const std::uint32_t> key(std::uint32_t handle) const {
    return {arena_.data() + handle + 2, arena_[handle] >> 2};
  }
  std::uint32_t ordinal(std::uint32_t handle) const { return arena_[handle + 1]; }
  std::uint8_t state(std::uint32_t handle) const { return arena_[handle] & 3; }
  void set_state(std::uint32_t handle, std::uint8_t s) { arena_[handle] = (arena_[handle] & ~3u) | s; }

  // The first slot find(h) reads. Read a lookup ahead, its cache miss
  // overlaps the work before that lookup (WebAssembly has no prefetch; a
  // load whose value is kept is one).
  std::uint64_t peek(std::uint64_t h) const { return slots_.empty() ? 0 : slots_[h & mask_]; }

  // The handle of `key` (hash `h` = hash_of(key)), or npos.
  std::uint32_t find(std::span<const std::uint32_t> key, std::uint64_t h) const {
    if (slots_.empty()) return npos;
    const std::uint64_t tag = h & kTagMask;
    for (std::size_t s = h & mask_;; s = (s + 1) & mask_) {
      const std::uint64_t slot = slots_[s];
      if (slot == 0) return npos;
      const auto handle = static_cast<std::uint32_t>(slot) - 1;
      if ((slot & kTagMask) == tag && equal(handle, key)) return handle;
    }
  }

  // Adds `key` (absent, hash `h`, at most 2^30 - 1 ids) with `state` (< 4);
  // returns its handle. The caller bounds the arena below 2^32 words.
  std::uint32_t insert(std::span<const std::uint32_t> key, std::uint64_t h, std::uint8_t state) {
    if ((std::size_t{count_} + 1) * 2 > slots_.size()) grow();
    const auto handle = static_cast<std::uint32_t>(arena_.size());
    arena_.push_back(static_cast<std::uint32_t>(key.size() << 2) | state);
    arena_.push_back(count_);
    arena_.insert(arena_.end(), key.begin(), key.end());
    ++count_;
    place(handle, h);
    return handle;
  }

 private:
  static constexpr std::uint64_t kTagMask = 0xFFFFFFFF00000000ull;

  bool equal(std::uint32_t handle, std::span<const std::uint32_t> key) const {
    if ((arena_[handle] >> 2) != key.size()) return false;
    // Keys are a few ids: a plain loop beats a call to memcmp.
    const std::uint32_t* ids = arena_.data() + handle + 2;
    for (std::size_t j = 0; j < key.size(); ++j)
      if (ids[j] != key[j]) return false;
    return true;
  }

  void place(std::uint32_t handle, std::uint64_t h) {
    std::size_t s = h & mask_;
    while (slots_[s] != 0) s = (s + 1) & mask_;
    slots_[s] = (h & kTagMask) | (std::uint64_t{handle} + 1);
  }

  void grow() {
    const std::size_t n = slots_.empty() ? 1024 : slots_.size() * 2;
    slots_.assign(n, 0);
    mask_ = n - 1;
    for (std::size_t at = 0; at < arena_.size(); at += 2 + (arena_[at] >> 2)) {
      const auto handle = static_cast<std::uint32_t>(at);
      place(handle, hash_of(key(handle)));
    }
  }

  std::vector<std::uint32_t> arena_;
  std::vector<std::uint64_t> slots_;  // (hash & kTagMask) | (handle + 1); 0 is empty
  std::size_t mask_ = 0;
  std::uint32_t count_ = 0;
};

}  // namespace sg
