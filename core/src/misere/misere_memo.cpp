#include "misere/misere_memo.hpp"

#include <memory>

#include "misere/heap_rules.hpp"
#include "sg/limits.hpp"

namespace sg {

namespace {

std::unique_ptr<MisereMemo>& memo_slot() {
  static std::unique_ptr<MisereMemo> memo;
  return memo;
}

}  // namespace

MisereMemo& misere_memo() {
  auto& memo = memo_slot();
  if (!memo) memo = std::make_unique<MisereMemo>();
  return *memo;
}

void drop_misere_memo() { memo_slot().reset(); }

IsolatedMisereMemo::IsolatedMisereMemo() : saved_(std::move(memo_slot())) {}

IsolatedMisereMemo::~IsolatedMisereMemo() { memo_slot() = std::move(saved_); }

void MisereMemo::drop_genus() {
  std::destroy_at(&genus);
  std::construct_at(&genus, atoms);
}

Result<std::vector<std::uint32_t>> MisereMemo::atoms_of(const Component& c) {
  std::vector<std::uint32_t> out;
  if (auto heaps = heaps_of(c)) {
    for (std::uint64_t h : *heaps->heaps) {
      SG_TRY(atom, atoms.heap(heaps->rule, h, search.work(), limits::max_misere_work));
      out.push_back(atom);
    }
    return out;
  }
  atoms.summand_atoms(c, out);
  return out;
}

Result<std::vector<std::uint32_t>> MisereMemo::atoms_of(const std::vector<const Component*>& parts) {
  std::vector<std::uint32_t> out;
  for (const Component* c : parts) {
    SG_TRY(ids, atoms_of(*c));
    out.insert(out.end(), ids.begin(), ids.end());
  }
  return out;
}

}  // namespace sg
