#include "families/trees/rooted_tree.hpp"

#include <algorithm>
#include <utility>

#include "notation/text_scan.hpp"

namespace sg {

namespace {

std::uint32_t at(std::uint32_t column, std::size_t offset) {
  return column + static_cast<std::uint32_t>(offset);
}

}  // namespace

Text too_many_tree_nodes(std::uint64_t n) {
  return Text{Msg::tree_too_many_nodes, {{"nodes", n}, {"limit", max_tree_nodes}}};
}

std::vector<std::uint32_t> RootedTree::subtree_sizes() const {
  std::vector<std::uint32_t> size(parent_.size(), 1);
  for (std::size_t v = parent_.size(); v-- > 1;) size[parent_[v]] += size[v];
  return size;
}

RootedTree RootedTree::without_subtree(std::uint32_t v, std::uint32_t subtree_size) const {
  // Nodes after the removed range move down by its size; so do their
  // parents when those lie after it too (a parent never lies inside it).
  // Written through pointers, not push_back: a cut of a 10^6-node tree is
  // listed per winning move, and the loop below then vectorises.
  const std::uint32_t end = v + subtree_size;
  std::vector<std::uint32_t> p(parent_.size() - subtree_size);
  std::copy(parent_.begin(), parent_.begin() + v, p.begin());
  const std::uint32_t* from = parent_.data() + end;
  std::uint32_t* to = p.data() + v;
  const std::size_t rest = parent_.size() - end;
  for (std::size_t i = 0; i < rest; ++i) to[i] = from[i] >= end ? from[i] - subtree_size : from[i];
  return RootedTree(std::move(p));
}

std::string RootedTree::brackets(std::string_view prefix) const {
  // Walk the preorder keeping the open path from the root on a stack: before
  // opening v, close every open node that is not v's parent. The text is
  // 2n characters, n of each kind: it starts as all ")" and the walk only
  // writes the "(", stepping over the ")" it closes (no per-character
  // append: WebAssembly's libc++ does not inline string::push_back).
  std::string out(prefix.size() + 2 * parent_.size(), ')');
  char* w = std::copy(prefix.begin(), prefix.end(), out.data());
  std::vector<std::uint32_t> open;
  for (std::uint32_t v = 0; v < size(); ++v) {
    if (v > 0)
      while (open.back() != parent_[v]) ++w, open.pop_back();
    *w++ = '(';
    open.push_back(v);
  }
  return out;
}

namespace {

// Parses the brackets into p (the parent of every node) with `open` as the
// stack of the open path, both with room for `room` nodes: the node count,
// room + 1 as soon as a node past the room opens, or the first error.
[[gnu::noinline]] Result<std::uint32_t> parse_brackets_into(const Token& token, std::uint32_t* p, std::uint32_t* open,
                                          std::uint32_t room) {
  const std::string_view s = token.text;
  std::uint32_t made = 0, depth = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '(') {
      if (depth == 0 && made != 0)
        return error_at(at(token.column, i),
                        Msg::tree_second_root);
      if (made == room) return room + 1;
      p[made] = depth == 0 ? 0 : open[depth - 1];
      open[depth++] = made++;
    } else if (c == ')') {
      if (depth == 0) return error_at(at(token.column, i), Msg::notation_unbalanced_close_tree);
      --depth;
    } else if (!is_blank(c)) {
      std::size_t len = 1;  // the whole UTF-8 character
      while (i + len < s.size() && (static_cast<unsigned char>(s[i + len]) & 0xC0) == 0x80) ++len;
      return error_at(at(token.column, i),
                      Text{Msg::tree_unexpected, {{"found", s.substr(i, len)}}});
    }
  }
  if (depth != 0) {
    // The innermost "(" left open: the last one not closed after it.
    std::size_t i = s.size(), closes = 0;
    while (i-- > 0)
      if (s[i] == ')') ++closes;
      else if (s[i] == '(' && closes-- == 0) break;
    return error_at(at(token.column, i), Msg::notation_unbalanced_open);
  }
  if (made == 0) return error_at(token.column, Msg::tree_missing_brackets);
  return made;
}

}  // namespace

Result<RootedTree> parse_bracket_tree(const Token& token) {
  // One pass, into arrays sized for the most nodes a balanced text of this
  // length holds (two brackets a node), written through pointers: a 10^6-
  // node tree is parsed per keystroke, a separate pass counting the nodes
  // first cost WebAssembly about a sixth of the parse (natively it is
  // vectorised), and push_back there is a call plus a capacity check.
  const std::string_view s = token.text;
  auto room = static_cast<std::uint32_t>(std::min<std::uint64_t>(s.size() / 2, max_tree_nodes));
  std::vector<std::uint32_t> parent(room), open_path(room);
  auto made = parse_brackets_into(token, parent.data(), open_path.data(), room);
  if (made.ok() && *made <= room) {
    parent.resize(*made);
    return RootedTree(std::move(parent));
  }
  // A node count over the cap is the error to report, whatever else is
  // wrong; then any error; then a text with more "(" than fit the room
  // (unbalanced) is parsed again with room for all of them.
  std::uint64_t opens = 0;
  for (char c : s) opens += c == '(';
  if (opens > max_tree_nodes) return error_at(token.column, too_many_tree_nodes(opens));
  if (!made.ok()) return made.error();
  room = static_cast<std::uint32_t>(opens);
  parent.resize(room), open_path.resize(room);
  SG_TRY(count, parse_brackets_into(token, parent.data(), open_path.data(), room));
  parent.resize(count);
  return RootedTree(std::move(parent));
}

}  // namespace sg
