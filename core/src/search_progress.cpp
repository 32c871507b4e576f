#include "sg/search_progress.hpp"

namespace sg {

namespace {
// The engine runs one call at a time per instance (the WASM build has one
// thread); a scope is opened and closed by the same call.
SearchProgressScope* innermost = nullptr;
}  // namespace

SearchProgressScope::SearchProgressScope(Progress progress) : progress_(std::move(progress)), outer_(innermost) {
  innermost = this;
}

SearchProgressScope::~SearchProgressScope() { innermost = outer_; }

bool report_search_progress(double fraction) {
  SearchProgressScope* s = innermost;
  if (!s) return true;
  if (s->cancelled_) return false;
  if (s->progress_ && !s->progress_(fraction < 0 ? 0 : fraction > 1 ? 1 : fraction)) s->cancelled_ = true;
  return !s->cancelled_;
}

bool search_cancelled() { return innermost && innermost->cancelled_; }

}  // namespace sg
