#include "families/boards/board_memo.hpp"

#include <cstring>

#include "families/boards/board_limits.hpp"
#include "sg/board_memo_transfer.hpp"

namespace sg {

namespace {

// 64-bit multiply-xorshift over 8-byte words: fixed-width arithmetic, so
// native and WASM builds hash alike.
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

constexpr std::uint64_t kFirstSlots = 1024;

}  // namespace

std::uint64_t BoardMemo::bytes() const {
  return static_cast<std::uint64_t>(slots_.capacity()) * sizeof(Slot) + keys_.capacity();
}

const char* BoardMemo::key_of(const Slot& s) const {
  if (s.length <= kInline) return s.data;
  std::uint32_t offset;
  std::memcpy(&offset, s.data, sizeof offset);
  return keys_.data() + offset;
}

std::uint64_t BoardMemo::slot_of(std::string_view key, std::uint32_t hash) const {
  const std::uint64_t mask = slots_.size() - 1;
  for (std::uint64_t i = hash & mask;; i = (i + 1) & mask) {
    const Slot& s = slots_[i];
    if (s.length == kEmpty) return i;
    if (s.hash == hash && s.length == key.size() && std::memcmp(key_of(s), key.data(), key.size()) == 0) return i;
  }
}

const std::uint32_t* BoardMemo::find(std::string_view key) {
  ++counters.lookups;
  if (slots_.empty()) return nullptr;
  const auto hash = static_cast<std::uint32_t>(hash_bytes(key));
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
  const auto hash = static_cast<std::uint32_t>(hash_bytes(key));
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
