#pragma once
// Progress and cancel for the searches an analysis starts deep inside a
// component (a board's memoised search, docs/limits.md): the caller opens a
// scope around its call, and every search below reports to the innermost
// open scope.
//
//   SearchProgressScope scope(progress);   // progress(p in [0,1]) -> keep going?
//   auto a = analyze("cram 5x6");
//   if (scope.cancelled()) ...              // the answer is not to be used
//
// Without a scope searches run to their caps silently. A board search
// reports the states it has added over the most it may add (its cap), so
// its progress says how close it is to giving up, not when it will end.

#include "sg/family.hpp"

namespace sg {

class SearchProgressScope {
 public:
  explicit SearchProgressScope(Progress progress);
  ~SearchProgressScope();
  SearchProgressScope(const SearchProgressScope&) = delete;
  SearchProgressScope& operator=(const SearchProgressScope&) = delete;

  // True once the progress function has asked to stop.
  bool cancelled() const { return cancelled_; }

 private:
  friend bool report_search_progress(double fraction);
  friend bool search_cancelled();
  Progress progress_;
  bool cancelled_ = false;
  SearchProgressScope* outer_ = nullptr;
};

// Reports `fraction` to the innermost open scope; false when its caller
// cancelled (from then on every report answers false).
bool report_search_progress(double fraction);

// True when the innermost open scope has been cancelled.
bool search_cancelled();

}  // namespace sg
