#pragma once
// The memo the board searches share: canonical component -> SG value.
//
//   slots_  open addressing, a power of two of them, at most 3/4 full:
//           [ hash 32 | value 32 | key length 32 | added 32 | key bytes 96 ]
//           a key of more than 12 bytes keeps its offset in keys_ there
//           instead; length kEmpty marks a free slot
//   keys_   the long keys' bytes back to back
// A key starts with its game's tag byte, so the games never collide.
//
// One memo per engine instance, kept between calls: playing on a board
// analyses positions whose components were all met by the first search.
// Both caps (entries and bytes, board_limits) are checked before memory
// is taken; insert() answers false instead of passing one.
//
// The entries travel between engine instances (the Worker searches, the
// page's own instance then answers at once): export_since() writes
//   "SGBM" 1 | entries [key length][key][value] (varints) | hash 64
// of the entries added since a mark, and import() adds them. The hash
// keeps text that is not an export (or a damaged one) out: the values are
// taken on trust, so only an export of this engine may be imported.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sg {

// A key being built, its bytes written in place without a call: in the
// WASM build std::string's appends are calls into the C++ library, and the
// copies and fills they make calls into the runtime.
class MemoKey {
 public:
  void clear() { size_ = 0; }
  // Room for n more bytes: write them at the pointer, then commit(n) (or fewer).
  char* room(std::size_t n) {
    if (bytes_.size() - size_ < n) bytes_.resize(2 * bytes_.size() + n + 64);
    return bytes_.data() + size_;
  }
  void commit(std::size_t n) { size_ += n; }
  std::string_view view() const { return {bytes_.data(), size_}; }

 private:
  std::vector<char> bytes_;
  std::size_t size_ = 0;
};

class BoardMemo {
 public:
  struct Counters {
    std::uint64_t lookups = 0;  // find() calls
    std::uint64_t hits = 0;     // of which found
    std::uint64_t inserts = 0;  // entries added (new states)
  };

  // The value memoised for `key`, or nullptr.
  const std::uint32_t* find(std::string_view key) { return find(key.data(), key.size()); }
  // The same; the key as two scalars, since a string_view argument is
  // passed through memory in WASM (a stall on every lookup).
  const std::uint32_t* find(const char* key, std::size_t size);
  // Adds key -> value (key not present); false, with nothing changed, when
  // an entry or byte cap would be passed.
  bool insert(std::string_view key, std::uint32_t value);
  void clear();

  // The export of the entries added at or after `mark` (a value of
  // next_mark()), and how many they are.
  std::string export_since(std::uint32_t mark, std::uint64_t& count) const;
  // Adds the entries of an export not already here, until a cap would be
  // passed; returns how many were added, or nullopt when `data` is not an
  // export.
  std::optional<std::uint64_t> import(std::string_view data);
  // The mark of the next entry added (counts every insert, never reset).
  std::uint32_t next_mark() const { return next_mark_; }

  std::uint64_t size() const { return size_; }
  std::uint64_t bytes() const;
  Counters counters;  // cumulative since the instance started (benchmarks read them)

 private:
  static constexpr std::uint32_t kEmpty = 0xFFFFFFFFu;
  static constexpr std::uint32_t kInline = 12;
  struct Slot {
    std::uint32_t hash = 0;
    std::uint32_t value = 0;
    std::uint32_t length = kEmpty;
    std::uint32_t added = 0;  // next_mark_ when it was added
    char data[kInline] = {};  // the key, or its offset in keys_
  };
  const char* key_of(const Slot& s) const;

  std::size_t slot_of(std::string_view key, std::uint32_t hash) const;
  bool grow();

  std::vector<Slot> slots_;
  std::vector<char> keys_;
  std::uint64_t size_ = 0;
  std::uint32_t next_mark_ = 0;
};

// This engine instance's memo.
BoardMemo& board_memo();

}  // namespace sg
