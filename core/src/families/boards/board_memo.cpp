#include "families/boards/board_memo.hpp"

#include <cstring>

#include "families/boards/board_limits.hpp"
#include "sg/board_memo_transfer.hpp"

namespace sg {

namespace {

// 64-bit multiply-xorshift over 8-byte words: fixed-width arithmetic, so
// native and WASM builds hash alike. The export's signature (its format
// fixes this function).
std::uint64_t hash_bytes(std::string_view s) {
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

// Fixed-size loads: one instruction each. A copy of variable length (the
// signature's tail) is a call into the runtime in V8's WebAssembly, and
// memcmp a byte loop in Emscripten's libc, so the table's hash and key
// comparison below use only these.
inline std::uint64_t load64(const char* p) {
  std::uint64_t w;
  std::memcpy(&w, p, 8);
  return w;
}
inline std::uint64_t load32(const char* p) {
  std::uint32_t w;
  std::memcpy(&w, p, 4);
  return w;
}

// The table's hash: the same word loop, the last 1-8 bytes as two
// overlapping 4-byte loads (or 3 single bytes), never past the key's end.
inline std::uint64_t table_hash(std::string_view s) {
  const char* p = s.data();
  std::size_t n = s.size();
  std::uint64_t h = 0x9E3779B97F4A7C15ULL ^ n;
  for (; n > 8; p += 8, n -= 8) {
    h = (h ^ load64(p)) * 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 29;
  }
  std::uint64_t tail = 0;
  if (n >= 4) {
    tail = load32(p) | load32(p + n - 4) << 32;
  } else if (n > 0) {
    const auto byte = [p](std::size_t i) { return std::uint64_t{static_cast<unsigned char>(p[i])}; };
    tail = byte(0) | byte(n / 2) << 8 | byte(n - 1) << 16;
  }
  h = (h ^ tail) * 0x94D049BB133111EBULL;
  return h ^ (h >> 31);
}

// a[0, n) == b[0, n), by the same loads.
inline bool same_bytes(const char* a, const char* b, std::size_t n) {
  for (; n > 8; a += 8, b += 8, n -= 8)
    if (load64(a) != load64(b)) return false;
  if (n >= 4) return load32(a) == load32(b) && load32(a + n - 4) == load32(b + n - 4);
  return n == 0 || (a[0] == b[0] && a[n / 2] == b[n / 2] && a[n - 1] == b[n - 1]);
}

constexpr std::uint64_t kFirstSlots = 1024;

}  // namespace

std::uint64_t BoardMemo::bytes() const {
  return static_cast<std::uint64_t>(slots_.capacity()) * sizeof(Slot) + keys_.capacity();
}

inline const char* BoardMemo::key_of(const Slot& s) const {
  if (s.length <= kInline) return s.data;
  std::uint32_t offset;
  std::memcpy(&offset, s.data, sizeof offset);
  return keys_.data() + offset;
}

// The slot of `key`, or the free slot where it would go. size_t, not
// 64-bit, indices: WASM's addresses are 32-bit.
inline std::size_t BoardMemo::slot_of(std::string_view key, std::uint32_t hash) const {
  const Slot* const slots = slots_.data();
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
    const Slot& s = slots[i];
    if (s.length == kEmpty) return i;
    if (s.hash == hash && s.length == key.size() && same_bytes(key_of(s), key.data(), key.size())) return i;
  }
}

const std::uint32_t* BoardMemo::find(const char* data, std::size_t size) {
  const std::string_view key(data, size);
  ++counters.lookups;
  if (slots_.empty()) return nullptr;
  const auto hash = static_cast<std::uint32_t>(table_hash(key));
  const Slot& s = slots_[slot_of(key, hash)];
  if (s.length == kEmpty) return nullptr;
  ++counters.hits;
  return &s.value;
}

// Doubles the table when the caps allow it.
bool BoardMemo::grow() {
  const std::uint64_t n = slots_.empty() ? kFirstSlots : slots_.size() * 2;
  if (n * sizeof(Slot) + keys_.capacity() > board_limits::max_memo_bytes) return false;
  std::vector<Slot> old = std::move(slots_);
  slots_.assign(static_cast<std::size_t>(n), Slot{});
  const std::uint64_t mask = n - 1;
  for (const Slot& s : old) {
    if (s.length == kEmpty) continue;
    std::uint64_t i = s.hash & mask;
    while (slots_[i].length != kEmpty) i = (i + 1) & mask;
    slots_[i] = s;
  }
  return true;
}

bool BoardMemo::insert(std::string_view key, std::uint32_t value) {
  if (size_ >= board_limits::max_states) return false;
  if ((size_ + 1) * 4 > slots_.size() * 3 && !grow()) return false;
  const bool long_key = key.size() > kInline;
  if (long_key && keys_.size() + key.size() > keys_.capacity()) {
    // Grow the key store by doubling, within the byte cap.
    std::uint64_t want = keys_.capacity() ? keys_.capacity() * 2 : 4096;
    if (want < keys_.size() + key.size()) want = keys_.size() + key.size();
    const std::uint64_t table = static_cast<std::uint64_t>(slots_.capacity()) * sizeof(Slot);
    if (table + want > board_limits::max_memo_bytes) want = board_limits::max_memo_bytes - table;
    if (want < keys_.size() + key.size() || want > 0xFFFFFFF0u) return false;
    keys_.reserve(static_cast<std::size_t>(want));
  }
  const auto hash = static_cast<std::uint32_t>(table_hash(key));
  Slot& s = slots_[slot_of(key, hash)];
  if (s.length != kEmpty) return true;  // already there (same value: values are exact)
  s.hash = hash;
  s.value = value;
  s.length = static_cast<std::uint32_t>(key.size());
  s.added = next_mark_++;
  if (long_key) {
    const auto offset = static_cast<std::uint32_t>(keys_.size());
    std::memcpy(s.data, &offset, sizeof offset);
    keys_.insert(keys_.end(), key.begin(), key.end());
  } else {
    std::memcpy(s.data, key.data(), key.size());
  }
  ++size_;
  ++counters.inserts;
  return true;
}

namespace {

void put_varint(std::uint64_t x, std::string& out) {
  for (; x >= 0x80; x >>= 7) out += static_cast<char>((x & 0x7F) | 0x80);
  out += static_cast<char>(x);
}

std::optional<std::uint64_t> get_varint(std::string_view data, std::size_t& at) {
  std::uint64_t x = 0;
  for (unsigned shift = 0; at < data.size() && shift < 35; shift += 7) {
    const auto b = static_cast<unsigned char>(data[at++]);
    x |= std::uint64_t{b & 0x7Fu} << shift;
    if (!(b & 0x80)) return x;
  }
  return std::nullopt;
}

}  // namespace

constexpr std::string_view kMagic{"SGBM\x01", 5};

std::string BoardMemo::export_since(std::uint32_t mark, std::uint64_t& count) const {
  std::string out(kMagic);
  count = 0;
  for (const Slot& s : slots_) {
    if (s.length == kEmpty || s.added < mark) continue;
    put_varint(s.length, out);
    out.append(key_of(s), s.length);
    put_varint(s.value, out);
    ++count;
  }
  const std::uint64_t h = hash_bytes(out);
  for (int b = 0; b < 8; ++b) out += static_cast<char>((h >> (8 * b)) & 0xFF);
  return out;
}

std::optional<std::uint64_t> BoardMemo::import(std::string_view all) {
  if (all.size() < kMagic.size() + 8 || all.substr(0, kMagic.size()) != kMagic) return std::nullopt;
  const std::string_view signed_part = all.substr(0, all.size() - 8);
  std::uint64_t h = 0;
  for (int b = 0; b < 8; ++b) h |= std::uint64_t{static_cast<unsigned char>(all[all.size() - 8 + b])} << (8 * b);
  if (h != hash_bytes(signed_part)) return std::nullopt;
  const std::string_view data = signed_part.substr(kMagic.size());
  // Parse everything first: a damaged export adds nothing.
  for (std::size_t at = 0; at < data.size();) {
    const auto length = get_varint(data, at);
    if (!length || *length == 0 || *length > data.size() - at) return std::nullopt;
    at += static_cast<std::size_t>(*length);
    const auto value = get_varint(data, at);
    if (!value || *value > 0xFFFFFFFFu) return std::nullopt;
  }
  std::uint64_t added = 0;
  for (std::size_t at = 0; at < data.size();) {
    const auto length = get_varint(data, at);
    if (!length || *length == 0 || *length > data.size() - at) return std::nullopt;
    const std::string_view key = data.substr(at, static_cast<std::size_t>(*length));
    at += static_cast<std::size_t>(*length);
    const auto value = get_varint(data, at);
    if (!value || *value > 0xFFFFFFFFu) return std::nullopt;
    if (find(key)) continue;
    if (!insert(key, static_cast<std::uint32_t>(*value))) break;
    ++added;
  }
  return added;
}

void BoardMemo::clear() {
  std::vector<Slot>().swap(slots_);
  std::vector<char>().swap(keys_);
  size_ = 0;
}

BoardMemo& board_memo() {
  static BoardMemo memo;
  return memo;
}

}  // namespace sg

namespace sg {

BoardMemoExport export_board_memo(std::uint32_t mark) {
  BoardMemoExport out;
  out.next = board_memo().next_mark();
  out.data = board_memo().export_since(mark, out.count);
  return out;
}

Result<std::uint64_t> import_board_memo(std::string_view data) {
  auto added = board_memo().import(data);
  if (!added) return error_of(Msg::board_memo_bad_export);
  return *added;
}

}  // namespace sg
