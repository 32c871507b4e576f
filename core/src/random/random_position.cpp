// Seeded random positions: each family draws its own components (its entry's
// `draw`), then the position is steered to the outcome a seeded coin picked,
// so teaching mode asks about P and N positions about equally often.
#include "sg/random_position.hpp"

#include <algorithm>
#include <vector>

#include "misere/misere_memo.hpp"
#include "notation/text_scan.hpp"
#include "sg/analysis.hpp"
#include "sg/explain.hpp"
#include "sg/family.hpp"
#include "sg/limits.hpp"
#include "sg/position.hpp"
#include "sg/search_progress.hpp"
#include "sg/seeded_rng.hpp"

namespace sg {

namespace {

// Fresh candidates drawn before settling for the last one (each is steered
// by one move, so a second is needed only for D positions and dead ends).
constexpr int kAttempts = 8;
// Options a walk or a steering move chooses among.
constexpr std::uint64_t kOptionsSeen = 200;
// The share of a search's cap (its progress) a candidate may use: teaching
// positions are small, and a misère sum drawn too large would otherwise
// search to its cap before the next, smaller draw.
constexpr double kTeachingShare = 1.0 / 64;

std::vector<std::string> family_names() {
  std::vector<std::string> out;
  for (const Family& f : families()) out.emplace_back(f.name);
  return out;
}

// like, read once: its compound prefix and its components' canonical texts.
struct LikeParts {
  std::string prefix;
  std::vector<std::string> components;
};

Result<LikeParts> read_like(std::string_view like, const Family& family) {
  auto pos = parse_position(like);
  if (!pos.ok()) return wrapped(Msg::random_like, pos.error());
  LikeParts out;
  if (pos->compound != Compound::normal) out.prefix = std::string(compound_name(pos->compound)) + ": ";
  for (const auto& c : pos->components) out.components.push_back(c->notation());
  SG_TRY(first, split_component(out.components.front(), 1));
  const std::string name = lower_ascii(first.family.text);
  if (name != family.name)
    return error_of(Text{Msg::random_like_family, {{"like", excerpt(name)}, {"family", family.name}}});
  return out;
}

struct Candidate {
  std::string text;
  std::uint32_t walk = 0;
};

// `size` is the whole position's: each of like's components gets its share.
Result<Candidate> draw_candidate(SeededRng& rng, const Family& family, const std::optional<LikeParts>& like,
                                 std::uint32_t size) {
  if (!like) {
    SG_TRY(d, family.draw(rng, DrawRequest{nullptr, size}));
    return Candidate{std::move(d.text), d.walk};
  }
  if (size) size = std::max<std::uint32_t>(1, size / static_cast<std::uint32_t>(like->components.size()));
  Candidate out{like->prefix, 0};
  for (std::size_t i = 0; i < like->components.size(); ++i) {
    SG_TRY(syn, split_component(like->components[i], 1));
    const Family* own = find_family(lower_ascii(syn.family.text));
    if (!own || !own->draw) return error_of(Text{Msg::random_like_no_draw, {{"family", excerpt(syn.family.text)}}});
    SG_TRY(d, own->draw(rng, DrawRequest{&syn, size}));
    out.text += (i ? " + " : "") + d.text;
    out.walk = std::max(out.walk, d.walk);
  }
  return out;
}

Result<bool> has_move(const Position& pos) {
  SG_TRY(e, explain(pos, 1));
  return !e.options.empty();
}

// Random moves down from `text`, stopping before a position with no move
// (a game that is already over teaches nothing).
Result<std::string> walk(SeededRng& rng, std::string text, std::uint32_t steps) {
  for (std::uint32_t i = 0; i < steps; ++i) {
    SG_TRY(pos, parse_position(text));
    SG_TRY(here, explain(pos, kOptionsSeen));
    if (here.options.empty()) break;
    std::string next = here.options[rng.below(static_cast<std::uint32_t>(here.options.size()))].to;
    SG_TRY(next_pos, parse_position(next));
    SG_TRY(open, has_move(next_pos));
    if (!open) break;
    text = std::move(next);
  }
  return text;
}

// A move's resulting text as the notation writes it canonically.
Result<std::string> canonical(const std::string& text) {
  SG_TRY(pos, parse_position(text));
  return pos.notation();
}

// One candidate: drawn, walked down, then steered to `target` by one move.
// The position when it reaches the target; nullopt when it does not (`last`
// is then the best so far).
Result<std::optional<std::string>> try_candidate(SeededRng& rng, const Family& family,
                                                 const std::optional<LikeParts>& like, std::uint32_t size,
                                                 Outcome target, std::string& last) {
  SG_TRY(candidate, draw_candidate(rng, family, like, size));
  SG_TRY(text, walk(rng, std::move(candidate.text), candidate.walk));
  SG_TRY(pos, parse_position(text));
  SG_TRY(analysis, analyze(pos));
  last = analysis.position;
  if (analysis.outcome == target) {
    SG_TRY(open, has_move(pos));
    if (open) return std::optional<std::string>(last);
    return std::optional<std::string>();  // a game already over teaches nothing
  }
  // One move steers it: a winning move leads to P, and every move from P to N.
  if (target == Outcome::P && analysis.outcome == Outcome::N && !analysis.winning_moves.empty()) {
    const auto& moves = analysis.winning_moves;
    const auto n = static_cast<std::uint32_t>(moves.size());
    const std::uint32_t first = rng.below(n);
    for (std::uint32_t k = 0; k < n; ++k) {
      const WinningMove& m = moves[(first + k) % n];
      if (m.to.empty()) continue;
      SG_TRY(after, parse_position(m.to));
      SG_TRY(open, has_move(after));
      if (open) return std::optional<std::string>(after.notation());
    }
  }
  if (target == Outcome::N && analysis.outcome == Outcome::P) {
    SG_TRY(e, explain(pos, kOptionsSeen));
    std::vector<const OptionReport*> to_n;
    for (const OptionReport& o : e.options)
      if (o.outcome == Outcome::N) to_n.push_back(&o);
    if (!to_n.empty()) {
      SG_TRY(steered, canonical(to_n[rng.below(static_cast<std::uint32_t>(to_n.size()))]->to));
      return std::optional<std::string>(std::move(steered));
    }
  }
  return std::optional<std::string>();
}

}  // namespace

Result<std::string> random_position(std::string_view family_name, std::uint64_t seed, const RandomOptions& options) {
  const Family* family = find_family(lower_ascii(family_name));
  if (!family)
    return error_of(Text{Msg::random_unknown_family, {{"family", excerpt(family_name)}, {"families", family_names()}}});
  if (!family->draw) return error_of(Text{Msg::random_no_draw, {{"family", family->name}}});
  if (options.size > limits::max_random_size)
    return error_of(Text{Msg::random_size_too_large, {{"size", options.size}, {"limit", limits::max_random_size}}});
  std::optional<LikeParts> like;
  if (options.like) {
    SG_TRY(parts, read_like(*options.like, *family));
    like = std::move(parts);
  }

  // The draws stop searches at a share of their caps: on a memo of their
  // own, so that a seed draws the same position whatever came before.
  const IsolatedMisereMemo own_memo;
  SeededRng rng(seed);
  const Outcome target = rng.chance(1, 2) ? Outcome::P : Outcome::N;
  std::string last;
  std::uint32_t size = options.size;
  for (int attempt = 0; attempt < kAttempts; ++attempt) {
    // A position to teach with is decided at once: its searches run under
    // a scope that stops them past kTeachingShare of their caps, and a
    // candidate stopped that way (or too large) is drawn again at half the
    // size (the like's own parts when no size was given).
    SearchProgressScope scope([](double done) { return done < kTeachingShare; });
    auto found = try_candidate(rng, *family, like, size, target, last);
    if (found.ok() && *found) return **found;
    if (!found.ok() && !scope.cancelled() && found.error().kind != ErrorKind::too_large) return found.error();
    if (!found.ok()) {
      const std::uint32_t drawn = size ? size : like ? static_cast<std::uint32_t>(like->components.size()) : 2;
      size = std::max<std::uint32_t>(1, drawn / 2);
    }
  }
  // Every candidate was stopped: a valid `like` still gives a position, drawn
  // smaller at each try down to one part per component.
  for (int attempt = 0; last.empty() && like && attempt < kAttempts; ++attempt) {
    size = std::max<std::uint32_t>(1, (size ? size : static_cast<std::uint32_t>(like->components.size())) / 2);
    SearchProgressScope scope([](double done) { return done < kTeachingShare; });
    auto found = try_candidate(rng, *family, like, size, target, last);
    if (found.ok() && *found) return **found;
    if (!found.ok() && !scope.cancelled() && found.error().kind != ErrorKind::too_large) return found.error();
  }
  if (last.empty()) return error_of(Text{Msg::random_too_large, {{"family", family->name}}});
  return last;
}

}  // namespace sg
