#include "families/contest/seqgame.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <span>
#include <unordered_map>

#include "sg/limits.hpp"
#include "sg/number_syntax.hpp"
#include "notation/text_scan.hpp"

namespace sg {

struct SequenceData {
  std::vector<std::uint8_t> values;
  std::vector<std::uint32_t> grundy;                        // per index
  std::vector<std::vector<std::uint32_t>> positions;        // per value, ascending
  std::unordered_map<std::uint64_t, std::uint32_t> where;   // (value, SG) -> index
};

namespace {

std::uint64_t value_grundy_key(std::uint32_t value, std::uint32_t g) {
  return (static_cast<std::uint64_t>(g) << 8) | value;
}

// The 9 values at Hamming distance <= 1 from v (v itself first).
std::array<std::uint8_t, 9> neighbours(std::uint8_t v) {
  std::array<std::uint8_t, 9> out{};
  out[0] = v;
  for (int b = 0; b < 8; ++b) out[static_cast<std::size_t>(b + 1)] = static_cast<std::uint8_t>(v ^ (1u << b));
  return out;
}

std::shared_ptr<const SequenceData> make_sequence_data(std::vector<std::uint8_t> values) {
  auto d = std::make_shared<SequenceData>();
  const std::size_t n = values.size();
  d->grundy.assign(n, 0);
  d->positions.assign(256, {});
  // count[v][g]: how many of v's 9 neighbour values already have an index
  // (to the right) of SG g; mex[v] = first g with count 0. Sets only grow
  // right to left, so each mex only moves up: O(9n) amortised.
  std::vector<std::vector<std::uint8_t>> count(256);
  std::vector<std::uint32_t> mex(256, 0);
  for (std::size_t i = n; i-- > 0;) {
    const std::uint8_t v = values[i];
    const std::uint32_t g = mex[v];
    d->grundy[i] = g;
    for (std::uint8_t w : neighbours(v)) {
      auto& c = count[w];
      if (c.size() <= g) c.resize(static_cast<std::size_t>(g) + 1, 0);
      ++c[g];
      while (mex[w] < c.size() && c[mex[w]] > 0) ++mex[w];
    }
  }
  for (std::size_t i = 0; i < n; ++i) {
    d->positions[values[i]].push_back(static_cast<std::uint32_t>(i));
    d->where.emplace(value_grundy_key(values[i], d->grundy[i]), static_cast<std::uint32_t>(i));
  }
  d->values = std::move(values);
  return d;
}

}  // namespace

const std::vector<std::uint32_t>& SequenceGame::index_values() const { return data_->grundy; }

SequenceGame SequenceGame::appended(std::uint8_t value) const {
  auto values = data_->values;
  values.push_back(value);
  return SequenceGame(make_sequence_data(std::move(values)), tokens_);
}

std::string SequenceGame::notation() const {
  std::string s = "seqgame(";
  for (std::size_t i = 0; i < data_->values.size(); ++i) {
    if (i) s += ',';
    s += std::to_string(data_->values[i]);
  }
  s += ')';
  for (std::uint32_t t : tokens_) s += ' ' + std::to_string(t);
  return s;
}

Value SequenceGame::value() const {
  Nimber x = 0;
  for (std::uint32_t t : tokens_) x ^= data_->grundy[t];
  return Value::finite(x);
}

Move SequenceGame::jump(std::size_t token, std::uint32_t to) const {
  auto next = tokens_;
  next[token] = to;
  Text label = tokens_.size() == 1
                   ? Text{Msg::move_jump_token, {{"from", tokens_[token]}, {"to", to}}}
                   : Text{Msg::move_jump_numbered_token, {{"token", token + 1}, {"from", tokens_[token]}, {"to", to}}};
  return Move{std::move(label), std::make_unique<SequenceGame>(data_, std::move(next)),
              MoveAction::simple(ActionKind::slide, token, tokens_[token], to)};
}

ComponentShape SequenceGame::shape() const {
  ComponentShape s;
  s.kind = ShapeKind::sequence;
  s.bytes = data_->values;
  s.tokens = tokens_;
  return s;
}

std::vector<Move> SequenceGame::moves() const {
  std::vector<Move> out;
  const auto& a = data_->values;
  for (std::size_t k = 0; k < tokens_.size(); ++k)
    for (std::size_t j = tokens_[k] + std::size_t{1}; j < a.size(); ++j)
      if (std::popcount(static_cast<unsigned>(a[tokens_[k]] ^ a[j])) <= 1)
        out.push_back(jump(k, static_cast<std::uint32_t>(j)));
  return out;
}

std::uint64_t SequenceGame::option_bound() const {
  std::uint64_t total = 0;
  for (std::uint32_t t : tokens_)
    for (std::uint8_t w : neighbours(data_->values[t])) {
      const auto& p = data_->positions[w];
      total += static_cast<std::uint64_t>(p.end() - std::upper_bound(p.begin(), p.end(), t));
    }
  return total;
}

std::vector<Move> SequenceGame::moves_to(Nimber target) const {
  // For one value w and one SG g there is at most one index (a later
  // occurrence of w can always be reached from an earlier one, so their SG
  // values differ): each token has at most 9 candidate targets.
  const Nimber x = value().nimber;
  std::vector<Move> out;
  for (std::size_t k = 0; k < tokens_.size(); ++k) {
    const std::uint32_t i = tokens_[k];
    const Nimber want = x ^ data_->grundy[i] ^ target;
    if (want > UINT32_MAX) continue;
    std::vector<std::uint32_t> targets;
    for (std::uint8_t w : neighbours(data_->values[i])) {
      auto it = data_->where.find(value_grundy_key(w, static_cast<std::uint32_t>(want)));
      if (it != data_->where.end() && it->second > i) targets.push_back(it->second);
    }
    std::sort(targets.begin(), targets.end());
    for (std::uint32_t j : targets) {
      out.push_back(jump(k, j));
      if (out.size() >= limits::max_listed_moves) return out;
    }
  }
  return out;
}

std::vector<Part> SequenceGame::parts() const {
  std::vector<Part> out;
  for (std::size_t k = 0; k < tokens_.size(); ++k)
    out.push_back(Part{PartLabel(Msg::part_token_at_index, k + 1, std::to_string(tokens_[k])),
                       Value::finite(data_->grundy[tokens_[k]])});
  return out;
}

Text SequenceGame::theory() const {
  return Msg::theory_seqgame;
}

Result<std::unique_ptr<Component>> parse_seqgame(const ComponentSyntax& syn) {
  if (!syn.rule || (split_list(*syn.rule).size() == 1 && split_list(*syn.rule)[0].text.empty()))
    return error_at(syn.rule ? syn.rule->column : syn.family.column,
                    Msg::seqgame_needs_rule);
  const auto items = split_list(*syn.rule);
  if (items.size() > contest_limits::max_sequence)
    return error_at(syn.rule->column, Text{Msg::seqgame_too_long, {{"limit", contest_limits::max_sequence}}});
  std::vector<std::uint8_t> values;
  values.reserve(items.size());
  for (const Token& t : items) {
    SG_TRY(v, parse_count(t, Msg::what_sequence_value, 255));
    values.push_back(static_cast<std::uint8_t>(v));
  }
  if (syn.args.size() > limits::max_parts)
    return error_at(syn.family.column, Text{Msg::notation_too_many_tokens, {{"limit", limits::max_parts}}});
  std::vector<std::uint32_t> tokens;
  for (const Token& t : syn.args) {
    SG_TRY(i, parse_count(t, Msg::what_token_index));
    if (i >= values.size())
      return error_at(t.column, Text{Msg::seqgame_index_past_end, {{"index", excerpt(t.text)}, {"last", values.size() - 1}}});
    tokens.push_back(static_cast<std::uint32_t>(i));
  }
  return std::unique_ptr<Component>(
      std::make_unique<SequenceGame>(make_sequence_data(std::move(values)), std::move(tokens)));
}

}  // namespace sg
