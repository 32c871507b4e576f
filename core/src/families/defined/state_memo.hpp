#pragma once
// The positions of one defined game whose SG values are known, in one flat
// table (no allocation per position).
//
//   keys_     [a0 b0 | a1 b1 | ...]   arity arguments per position, by id
//   values_   [ 3    | kActive | ...]  SG value, or a marker
//   options_  [ 5    | 0 | ...]        how many options the position has
//   slots_    open addressing over ids + 1 (0 = empty), load <= 1/2
//
// Ids only grow: a position's id never changes and a value once set stays,
// so a component may hold ids and read them later. Solvers check size()
// against their cap before insert().

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace sg::defined {

class StateMemo {
 public:
  static constexpr std::uint32_t kUnsolved = UINT32_MAX;     // known, not valued yet
  static constexpr std::uint32_t kActive = UINT32_MAX - 1;   // being valued (on the solver's path)

  explicit StateMemo(std::uint32_t arity) : arity_(arity) {}

  std::uint32_t arity() const { return arity_; }
  std::uint32_t size() const { return static_cast<std::uint32_t>(values_.size()); }

  std::optional<std::uint32_t> find(const std::int64_t* key) const {
    if (slots_.empty()) return std::nullopt;
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t s = hash(key) & mask;; s = (s + 1) & mask) {
      const std::uint32_t id = slots_[s];
      if (id == 0) return std::nullopt;
      if (equal(id - 1, key)) return id - 1;
    }
  }

  std::uint32_t insert(const std::int64_t* key) {
    if (2 * (values_.size() + 1) > slots_.size()) grow();
    const auto id = static_cast<std::uint32_t>(values_.size());
    keys_.insert(keys_.end(), key, key + arity_);
    values_.push_back(kUnsolved);
    options_.push_back(0);
    place(id);
    return id;
  }

  std::span<const std::int64_t> key(std::uint32_t id) const {
    return {keys_.data() + std::size_t{id} * arity_, arity_};
  }
  std::uint32_t value(std::uint32_t id) const { return values_[id]; }
  std::uint32_t options(std::uint32_t id) const { return options_[id]; }
  void set_value(std::uint32_t id, std::uint32_t v) { values_[id] = v; }
  void set_options(std::uint32_t id, std::uint32_t n) { options_[id] = n; }

 private:
  std::size_t hash(const std::int64_t* key) const {
    std::uint64_t h = 0x9E3779B97F4A7C15ULL;
    for (std::uint32_t i = 0; i < arity_; ++i) {
      h ^= static_cast<std::uint64_t>(key[i]) + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
      h *= 0xBF58476D1CE4E5B9ULL;
      h ^= h >> 31;
    }
    return static_cast<std::size_t>(h);
  }
  bool equal(std::uint32_t id, const std::int64_t* key) const {
    const std::int64_t* k = keys_.data() + std::size_t{id} * arity_;
    for (std::uint32_t i = 0; i < arity_; ++i)
      if (k[i] != key[i]) return false;
    return true;
  }
  void place(std::uint32_t id) {
    const std::size_t mask = slots_.size() - 1;
    std::size_t s = hash(keys_.data() + std::size_t{id} * arity_) & mask;
    while (slots_[s]) s = (s + 1) & mask;
    slots_[s] = id + 1;
  }
  void grow() {
    slots_.assign(slots_.empty() ? 64 : slots_.size() * 2, 0);
    for (std::uint32_t id = 0; id < values_.size(); ++id) place(id);
  }

  std::uint32_t arity_;
  std::vector<std::int64_t> keys_;
  std::vector<std::uint32_t> values_;
  std::vector<std::uint32_t> options_;
  std::vector<std::uint32_t> slots_;
};

}  // namespace sg::defined
