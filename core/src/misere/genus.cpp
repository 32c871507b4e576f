#include "misere/genus.hpp"

#include <algorithm>

#include "misere/misere_limits.hpp"
#include "sg/limits.hpp"

namespace sg {

namespace {

constexpr std::uint8_t kOpen = 0, kDone = 1;
// Sequences longer than this before alternating are not expected (the
// alternation starts two steps after the options'); a longer one is an error.
constexpr std::uint32_t kMaxLength = 64;

Error too_many_positions() {
  return too_large(Text{Msg::genus_too_many_positions, {{"limit", limits::max_genus_positions}}},
                   "maxGenusPositions");
}

Error too_much_work() {
  return too_large(Text{Msg::misere_too_much_work, {{"limit", limits::max_misere_work}}}, "maxMisereWork");
}

// γk of a stored sequence: past its end it alternates between its last two.
std::uint32_t gamma_at(const std::uint32_t* g, std::uint32_t length, std::uint32_t k) {
  if (k < length) return g[k];
  return g[length - 2 + ((k - (length - 2)) & 1)];
}

}  // namespace

bool tame_genus(Nimber normal, const std::vector<std::uint32_t>& misere) {
  const auto length = static_cast<std::uint32_t>(misere.size());
  auto expected = [&](std::uint32_t k) -> std::int64_t {
    const std::uint32_t g = gamma_at(misere.data(), length, 0);
    if (normal >= 2) return k % 2 == 0 ? static_cast<std::int64_t>(normal) : static_cast<std::int64_t>(normal ^ 2);
    if (g == (normal ^ 1)) {  // 0^{120} or 1^{031}: γ0 = g ⊕ 1, then g ⊕ 2 and g alternately
      if (k == 0) return static_cast<std::int64_t>(normal ^ 1);
      return k % 2 == 1 ? static_cast<std::int64_t>(normal ^ 2) : static_cast<std::int64_t>(normal);
    }
    return k % 2 == 0 ? static_cast<std::int64_t>(normal) : static_cast<std::int64_t>(normal ^ 2);  // 0^{02}, 1^{13}
  };
  if (normal > UINT32_MAX) return false;
  for (std::uint32_t k = 0; k < length + 2; ++k)
    if (gamma_at(misere.data(), length, k) != expected(k)) return false;
  return true;
}

std::uint32_t GenusEngine::gamma(std::uint32_t record, std::uint32_t k) const {
  return gamma_at(&gammas_[offset_[record]], length_[record], k);
}

GenusValue GenusEngine::value(std::uint32_t record) const {
  GenusValue v;
  v.normal = normal_[record];
  std::uint32_t length = length_[record];
  const std::uint32_t* g = &gammas_[offset_[record]];
  // As Conway writes it: up to where the alternation of the last two begins.
  while (length > 2 && g[length - 1] == g[length - 3]) --length;
  v.misere.assign(g, g + length);
  v.tame = tame_[record] != 0;
  return v;
}

// Every option of the frame's position has its record: this one follows.
void GenusEngine::finish(const Frame& f) {
  const std::uint32_t record = table_.ordinal(f.position);
  std::vector<std::uint32_t> values;
  for (std::uint32_t c : f.children) values.push_back(static_cast<std::uint32_t>(std::min<Nimber>(normal_[c], UINT32_MAX)));
  normal_[record] = mex_of(values);
  // Past `regime` every option's sequence alternates.
  std::uint32_t regime = 0;
  bool tame = true;
  for (std::uint32_t c : f.children) {
    regime = std::max<std::uint32_t>(regime, length_[c]);
    tame = tame && tame_[c];
  }
  std::vector<std::uint32_t> g;
  for (std::uint32_t k = 0; k < kMaxLength; ++k) {
    values.clear();
    for (std::uint32_t c : f.children) values.push_back(gamma(c, k));
    if (k == 0) {
      g.push_back(f.children.empty() ? 1 : mex_of(values));
    } else {
      values.push_back(g[k - 1]);
      values.push_back(g[k - 1] ^ 1);
      g.push_back(mex_of(values));
    }
    if (k >= 2 && k >= regime + 1 && g[k] == g[k - 2]) break;
  }
  offset_[record] = static_cast<std::uint32_t>(gammas_.size());
  length_[record] = static_cast<std::uint8_t>(g.size());
  gammas_.insert(gammas_.end(), g.begin(), g.end());
  tame_[record] = tame && tame_genus(normal_[record], g);
  table_.set_state(f.position, kDone);
}

Result<GenusValue> GenusEngine::genus(std::vector<std::uint32_t> parts) {
  if (failed_) return too_much_work();
  atoms_.normalize(parts);
  const std::uint64_t root_hash = MultisetTable::hash_of(parts);
  if (const std::uint32_t at = table_.find(parts, root_hash); at != MultisetTable::npos)
    return value(table_.ordinal(at));
  auto insert = [&](std::span<const std::uint32_t> key, std::uint64_t h) -> Result<std::uint32_t> {
    if (table_.size() >= limits::max_genus_positions) return too_many_positions();
    const std::uint32_t handle = table_.insert(key, h, kOpen);
    const std::size_t records = table_.size();
    normal_.resize(records), offset_.resize(records), length_.resize(records), tame_.resize(records);
    return handle;
  };
  auto fail = [&](Error e) -> Result<GenusValue> {
    failed_ = true;
    return e;
  };
  auto root = insert(parts, root_hash);
  if (!root.ok()) return fail(root.error());
  std::vector<Frame> stack{Frame{*root, 0, 0, {}}};
  std::vector<std::uint32_t> child;
  while (!stack.empty()) {
    Frame& f = stack.back();
    const std::span<const std::uint32_t> key = table_.key(f.position);
    const std::vector<std::uint32_t> parent(key.begin(), key.end());  // the arena may move below
    const auto size = static_cast<std::uint32_t>(parent.size());
    bool descended = false;
    for (; f.slot < size && !descended; ++f.slot, f.option = 0) {
      const std::uint32_t a = parent[f.slot];
      if (f.slot > 0 && parent[f.slot - 1] == a) continue;  // the same options again
      if (!atoms_.expanded(a)) {
        auto ok = atoms_.expand(a, work_, budget_);
        if (!ok.ok()) return fail(ok.error());
      }
      for (; f.option < atoms_.option_count(a); ++f.option) {
        const auto piece = atoms_.option(a, f.option);
        if (work_ + size + piece.size() > budget_) return fail(too_much_work());
        work_ += size + piece.size();
        const std::uint32_t n = atoms_.child(parent.data(), size, f.slot, piece, child);
        const std::span<const std::uint32_t> child_key(child.data(), n);
        const std::uint64_t h = MultisetTable::hash_of(child_key);
        const std::uint32_t at = table_.find(child_key, h);
        if (at == MultisetTable::npos) {
          auto handle = insert(child_key, h);
          if (!handle.ok()) return fail(handle.error());
          stack.push_back(Frame{*handle, 0, 0, {}});  // this option is taken again once it is done
          descended = true;
          break;
        }
        if (table_.state(at) != kDone) return fail(error_of(Msg::misere_cycles));
        f.children.push_back(table_.ordinal(at));
      }
      if (descended) break;
    }
    if (descended) continue;
    finish(stack.back());
    stack.pop_back();
  }
  return value(table_.ordinal(*root));
}

}  // namespace sg
