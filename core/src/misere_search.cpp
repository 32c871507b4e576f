#include "misere_search.hpp"

#include <algorithm>

#include "sg/limits.hpp"

namespace sg {

namespace {

MisereSearch::Sum clone_sum(const MisereSearch::Sum& s) {
  MisereSearch::Sum out;
  for (const auto& c : s) out.push_back(c->clone());
  return out;
}

// Options of a sum: one move in one component, terminal components dropped.
Result<std::vector<MisereSearch::Sum>> options_of(const MisereSearch::Sum& sum) {
  std::uint64_t bound = 0;
  for (const auto& c : sum) {
    const std::uint64_t b = c->option_bound();
    if (b > limits::max_search_positions || bound + b > limits::max_search_positions)
      return Error{"too large to decide exactly: a position has more than " +
                   std::to_string(limits::max_search_positions) + " options"};
    bound += b;
  }
  std::vector<MisereSearch::Sum> out;
  for (std::size_t i = 0; i < sum.size(); ++i)
    for (Move& m : sum[i]->moves()) {
      MisereSearch::Sum next;
      for (std::size_t j = 0; j < sum.size(); ++j)
        if (j != i) next.push_back(sum[j]->clone());
      if (m.to->option_bound() > 0) next.push_back(std::move(m.to));
      out.push_back(std::move(next));
    }
  return out;
}

}  // namespace

std::string MisereSearch::key_of(const Sum& sum) {
  std::vector<std::string> names;
  for (const auto& c : sum)
    if (c->option_bound() > 0) names.push_back(c->notation());
  std::sort(names.begin(), names.end());
  std::string key;
  for (const auto& n : names) key += n + " + ";
  return key;
}

Result<bool> MisereSearch::next_player_wins(const Sum& root) {
  struct Frame {
    std::string key;
    std::vector<Sum> children;
    std::size_t next = 0;
  };
  std::vector<Frame> stack;
  std::unordered_set<std::string> on_stack;
  auto push = [&](const Sum& sum, std::string key) -> Result<bool> {
    SG_TRY(children, options_of(sum));
    on_stack.insert(key);
    stack.push_back(Frame{std::move(key), std::move(children), 0});
    return true;
  };
  const std::string root_key = key_of(root);
  if (auto it = memo_.find(root_key); it != memo_.end()) return it->second;
  SG_TRY(pushed, push(root, root_key));
  (void)pushed;
  while (!stack.empty()) {
    Frame& f = stack.back();
    bool decided = false, wins = false, descended = false;
    while (f.next < f.children.size()) {
      std::string ck = key_of(f.children[f.next]);
      auto it = memo_.find(ck);
      if (it == memo_.end()) {
        if (on_stack.count(ck))
          return Error{"misère play of games with cycles cannot be searched exhaustively"};
        if (memo_.size() >= limits::max_search_positions)
          return Error{"too large to decide exactly: the misère search passed " +
                       std::to_string(limits::max_search_positions) + " positions"};
        Sum child = clone_sum(f.children[f.next]);
        SG_TRY(ok, push(child, std::move(ck)));
        (void)ok;
        descended = true;  // `f` may dangle after push; resume from the new top
        break;
      }
      if (!it->second) {
        decided = wins = true;  // a move to a P position
        break;
      }
      ++f.next;
    }
    if (descended) continue;
    // Misère: with no move at all, the player to move has already won.
    if (!decided) wins = f.children.empty();
    memo_[f.key] = wins;
    on_stack.erase(f.key);
    stack.pop_back();
  }
  return memo_.at(root_key);
}

}  // namespace sg
