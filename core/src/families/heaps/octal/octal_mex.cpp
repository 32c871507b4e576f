#include "families/heaps/octal/octal_mex.hpp"

#include "families/heaps/octal/octal_rule.hpp"

namespace sg {

Error octal_work_error(std::uint64_t heap) {
  return too_large(Text{Msg::octal_too_much_work, {{"heap", heap}, {"limit", octal_max_work}}}, "maxOctalWork");
}

std::uint64_t linear_plus_half_heap_work(std::uint64_t from, std::uint64_t to, std::uint64_t per_heap,
                                         std::uint64_t per_half_heap) {
  if (to <= from) return 0;
  // floor(h / 2) summed over [from, to) is within 1 per heap of (to^2 - from^2) / 4.
  const double f = static_cast<double>(from), t = static_cast<double>(to);
  const double w = (t - f) * (static_cast<double>(per_heap) + static_cast<double>(per_half_heap)) +
                   (t * t - f * f) / 4 * static_cast<double>(per_half_heap);
  return w >= 1.8e19 ? UINT64_MAX : static_cast<std::uint64_t>(w);
}

bool tick_cancelled(const Progress& tick, double fraction) {
  if (!tick) return false;
  if (fraction < 0) fraction = 0;
  if (fraction > 1) fraction = 1;
  return !tick(fraction);
}

void OctalMexEngine::mark(std::uint32_t v) {
  if (v >= stamp_.size()) stamp_.resize(static_cast<std::size_t>(v) * 2 + 64, 0);
  stamp_[v] = current_;
}

void OctalMexEngine::add_to_tail_set(std::uint32_t v) {
  if (v >= tail_set_.size()) tail_set_.resize(static_cast<std::size_t>(v) * 2 + 64, 0);
  tail_set_[v] = 1;
  while (tail_mex_ < tail_set_.size() && tail_set_[tail_mex_]) ++tail_mex_;
}

void OctalMexEngine::grow_tail_set(std::uint64_t m) {
  const std::uint8_t d = code_.digits.back();
  if (m == 0) {
    if (d & octal_leave_none) add_to_tail_set(0);
    return;
  }
  if (d & octal_leave_one) add_to_tail_set(values_[static_cast<std::size_t>(m)]);
  if (d & octal_leave_two)
    for (std::uint64_t a = 1; 2 * a <= m; ++a) {
      if (code_.unequal_split && 2 * a == m) continue;
      add_to_tail_set(values_[static_cast<std::size_t>(a)] ^ values_[static_cast<std::size_t>(m - a)]);
    }
}

std::optional<std::uint64_t> OctalMexEngine::work_to(std::uint64_t n) const {
  // As extend() counts it: the finite digits per heap, and every split of them.
  const std::uint64_t finite_end = code_.repeats ? code_.tail_start() : code_.digits.size();
  const bool quadratic = code_.has_split() || code_.tail_splits();
  return linear_plus_half_heap_work(values_.size(), n, finite_end, quadratic ? finite_end : 0);
}

std::optional<Error> OctalMexEngine::extend(std::uint64_t n, const Progress& tick) {
  const std::uint64_t start = values_.size();
  if (n <= start) return std::nullopt;
  const bool quadratic = code_.has_split() || code_.tail_splits();
  // Digits below `finite_end` are taken one by one; from there on the
  // repeating digit's options live in tail_set_.
  const std::uint64_t finite_end = code_.repeats ? code_.tail_start() : code_.digits.size();
  const double s = static_cast<double>(start), e = static_cast<double>(n);
  for (std::uint64_t h = start; h < n; ++h) {
    if (h > start && (h & 1023) == 0) {
      const double x = static_cast<double>(h);
      const double f = quadratic ? (x * x - s * s) / (e * e - s * s) : (x - s) / (e - s);
      if (tick_cancelled(tick, f)) return error_of(Msg::cancelled);
    }
    current_ = static_cast<std::uint32_t>(h + 1);
    work_ += finite_end + (quadratic ? h / 2 * finite_end : 0);
    for (std::uint64_t k = 0; k < finite_end && k <= h; ++k) {
      const std::uint8_t d = code_.digits[static_cast<std::size_t>(k)];
      const std::uint64_t m = h - k;
      if (m == 0) {
        if ((d & octal_leave_none) && k > 0) mark(0);
        continue;
      }
      if ((d & octal_leave_one) && k > 0) mark(values_[static_cast<std::size_t>(m)]);
      if (d & octal_leave_two)
        for (std::uint64_t a = 1; 2 * a <= m; ++a) {
          if (code_.unequal_split && 2 * a == m) continue;
          mark(values_[static_cast<std::size_t>(a)] ^ values_[static_cast<std::size_t>(m - a)]);
        }
    }
    std::uint32_t g = 0;
    if (code_.repeats && h >= code_.tail_start()) {
      while (tail_upto_ <= h - code_.tail_start()) grow_tail_set(tail_upto_++);
      // Every value below tail_mex_ is already an option.
      g = tail_mex_;
      while ((g < stamp_.size() && stamp_[g] == current_) || (g < tail_set_.size() && tail_set_[g])) ++g;
    } else {
      while (g < stamp_.size() && stamp_[g] == current_) ++g;
    }
    values_.push_back(g);
    if (work_ > work_limit_) return octal_work_error(h);
  }
  return std::nullopt;
}

}  // namespace sg
