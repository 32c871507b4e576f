// Recursive descent over the tokens of one definition; expressions are
// compiled to postfix code as they are read, and typed (number or truth
// value) on the way, so that "k and 3" is refused where it is written.
#include "families/defined/game_parser.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <string>

#include "families/defined/defined_limits.hpp"
#include "families/defined/game_lexer.hpp"

namespace sg::defined {

namespace {

constexpr std::array<std::string_view, 9> kKeywords{"game", "for", "in", "if", "and", "or", "not", "min", "max"};

bool is_keyword(std::string_view s) {
  return std::find(kKeywords.begin(), kKeywords.end(), s) != kKeywords.end();
}

enum class Type : std::uint8_t { number, truth };

Msg type_name(Type t) { return t == Type::number ? Msg::rule_a_number : Msg::rule_a_truth_value; }

// The token as a message quotes it.
Text quoted(const Lexeme& t) {
  if (t.kind == TokenKind::newline) return Msg::rule_end_of_line;
  if (t.kind == TokenKind::end) return Msg::rule_end_of_definition;
  std::string s(t.text.substr(0, 24));
  if (t.text.size() > 24) s += "...";
  return Text{Msg::rule_token, {{"token", std::move(s)}}};
}

class Parser {
 public:
  Parser(std::string_view source, std::vector<Lexeme> tokens) : source_(source), t_(std::move(tokens)) {}

  Result<GameDefinition> run() {
    if (!header() || !body()) return *error_;
    return std::move(def_);
  }

 private:
  // ------------------------------------------------------------ errors
  bool fail_at(const Lexeme& at, Text message) {
    if (!error_) error_ = error_at_line(at.line, at.column, std::move(message));
    return false;
  }
  bool fail_at(std::uint32_t line, std::uint32_t column, Text message) {
    if (!error_) error_ = error_at_line(line, column, std::move(message));
    return false;
  }
  bool expected(Text what) { return fail_at(peek(), Text{Msg::rule_expected, {{"what", std::move(what)}, {"found", quoted(peek())}}}); }

  // ------------------------------------------------------------ tokens
  const Lexeme& peek(std::size_t ahead = 0) const { return t_[std::min(at_ + ahead, t_.size() - 1)]; }
  const Lexeme& take() { return t_[at_ < t_.size() - 1 ? at_++ : at_]; }
  bool is(std::string_view text, std::size_t ahead = 0) const {
    const Lexeme& t = peek(ahead);
    return (t.kind == TokenKind::symbol || t.kind == TokenKind::name) && t.text == text;
  }
  bool accept(std::string_view text) {
    if (!is(text)) return false;
    take();
    return true;
  }
  bool at_line_end() const { return peek().kind == TokenKind::newline || peek().kind == TokenKind::end; }
  bool at_clause() const { return is("for") || is("if"); }

  // The source text from token `first` up to (not including) token `last`.
  std::string text_between(std::size_t first, std::size_t last) const {
    if (last <= first) return {};
    const Lexeme& a = t_[first];
    const Lexeme& b = t_[last - 1];
    std::string s(source_.substr(a.offset, b.offset + b.text.size() - a.offset));
    // Line breaks inside brackets read as blanks in a message.
    std::replace(s.begin(), s.end(), '\n', ' ');
    std::replace(s.begin(), s.end(), '\r', ' ');
    std::replace(s.begin(), s.end(), '\t', ' ');
    return s;
  }

  void set_text(Program& p, std::size_t from) const {
    p.text = text_between(from, at_);
    p.line = t_[from].line;
    p.column = t_[from].column;
  }

  // ------------------------------------------------------------ header
  bool header() {
    while (peek().kind == TokenKind::newline) take();
    if (!is("game"))
      return fail_at(peek(), Msg::rule_starts_with_game);
    take();
    const Lexeme& name = peek();
    if (name.kind != TokenKind::name) return fail_at(name, Text{Msg::rule_expected_name, {{"found", quoted(name)}}});
    if (!name_ok(name)) return false;
    def_.name = std::string(name.text);
    def_.name_line = name.line;
    def_.name_column = name.column;
    take();
    const Lexeme open = peek();
    if (!accept("("))
      return fail_at(open, Text{Msg::rule_expected_open, {{"game", def_.name}}});
    if (is(")")) return fail_at(peek(), Text{Msg::rule_needs_argument, {{"game", def_.name}}});
    while (true) {
      const Lexeme& p = peek();
      if (p.kind != TokenKind::name) return fail_at(p, Text{Msg::rule_expected_argument, {{"found", quoted(p)}}});
      if (is_keyword(p.text)) return fail_at(p, Text{Msg::rule_keyword_name, {{"word", p.text}}});
      if (std::find(def_.parameters.begin(), def_.parameters.end(), p.text) != def_.parameters.end())
        return fail_at(p, Text{Msg::rule_argument_twice, {{"name", p.text}}});
      if (def_.parameters.size() >= defined_limits::max_arity)
        return fail_at(p, Text{Msg::rule_too_many_arguments, {{"limit", defined_limits::max_arity}}});
      def_.parameters.emplace_back(p.text);
      take();
      if (accept(",")) continue;
      if (accept(")")) break;
      return expected(Msg::rule_what_comma_or_close_argument);
    }
    if (!at_line_end()) return fail_at(peek(), Msg::rule_header_ends);
    // Every line's slots start with the arguments, even with no line at all.
    def_.slots = static_cast<std::uint32_t>(def_.parameters.size());
    return true;
  }

  bool name_ok(const Lexeme& name) {
    const std::string_view n = name.text;
    if (is_keyword(n)) return fail_at(name, Text{Msg::rule_keyword_name, {{"word", n}}});
    for (char c : n)
      if (c >= 'A' && c <= 'Z') {
        std::string lower(n);
        for (char& d : lower) d = static_cast<char>(d >= 'A' && d <= 'Z' ? d - 'A' + 'a' : d);
        return fail_at(name, Text{Msg::rule_lower_case, {{"name", lower}}});
      }
    if (n.size() > 32) return fail_at(name, Msg::rule_name_too_long);
    return true;
  }

  // ------------------------------------------------------------ body
  bool body() {
    while (true) {
      while (peek().kind == TokenKind::newline) take();
      if (peek().kind == TokenKind::end) break;
      if (is("game"))
        return fail_at(peek(), Text{Msg::rule_one_game, {{"game", peek(1).text.substr(0, 24)}}});
      if (def_.lines.size() >= defined_limits::max_option_lines)
        return fail_at(peek(), Text{Msg::rule_too_many_lines, {{"limit", defined_limits::max_option_lines}}});
      if (!option_line()) return false;
    }
    return true;
  }

  // One option and its clauses. Clauses declare the variables the option
  // uses, so they are read first; the option is read after, knowing them.
  bool option_line() {
    OptionLine line;
    line.line = peek().line;
    const std::size_t begin = at_;
    if (at_clause()) return fail_at(peek(), Msg::rule_line_starts);
    // The option runs up to the first clause keyword or the line's end.
    std::size_t clause_at = at_;
    while (t_[clause_at].kind != TokenKind::end && t_[clause_at].kind != TokenKind::newline &&
           !(t_[clause_at].kind == TokenKind::name && (t_[clause_at].text == "for" || t_[clause_at].text == "if")))
      ++clause_at;
    // The variables the line's ranges declare, for "not defined yet".
    later_.clear();
    for (std::size_t i = clause_at; t_[i].kind != TokenKind::end; ++i) {
      if (t_[i].kind == TokenKind::newline && !continues_line(i)) break;
      if (t_[i].kind == TokenKind::name && t_[i].text == "for" && t_[i + 1].kind == TokenKind::name)
        later_.emplace_back(t_[i + 1].text);
    }
    vars_ = def_.parameters;
    at_ = clause_at;
    if (!clauses(line)) return false;
    if (!at_line_end()) return fail_at(peek(), Text{Msg::rule_unexpected_after_clauses, {{"found", quoted(peek())}}});
    const std::size_t after = at_;
    at_ = begin;
    line.text = text_between(begin, clause_at);
    if (!terms(line, clause_at)) return false;
    at_ = after;
    def_.slots = std::max<std::uint32_t>(def_.slots, static_cast<std::uint32_t>(vars_.size()));
    line.slot_names = vars_;
    def_.lines.push_back(std::move(line));
    return true;
  }

  bool continues_line(std::size_t i) const {
    return t_[i].kind == TokenKind::newline && t_[i + 1].kind == TokenKind::name &&
           (t_[i + 1].text == "for" || t_[i + 1].text == "if");
  }

  bool clauses(OptionLine& line) {
    std::uint32_t loops = 0;
    while (true) {
      if (continues_line(at_)) take();
      if (!at_clause()) break;
      if (line.clauses.size() >= defined_limits::max_clauses)
        return fail_at(peek(), Text{Msg::rule_too_many_clauses, {{"limit", defined_limits::max_clauses}}});
      const Lexeme keyword = take();
      Clause c;
      c.line = keyword.line;
      c.column = keyword.column;
      if (keyword.text == "if") {
        if (at_line_end() || at_clause()) return fail_at(keyword, Msg::rule_if_needs_condition);
        const std::size_t from = at_;
        auto type = expression(c.condition);
        if (!type) return false;
        if (*type != Type::truth)
          return fail_at(t_[from], Msg::rule_condition_truth);
        set_text(c.condition, from);
        finish(c.condition);
        line.clauses.push_back(std::move(c));
        continue;
      }
      c.is_for = true;
      const Lexeme var = peek();
      if (var.kind != TokenKind::name) return fail_at(var, Text{Msg::rule_expected_variable, {{"found", quoted(var)}}});
      if (is_keyword(var.text)) return fail_at(var, Text{Msg::rule_keyword_name, {{"word", var.text}}});
      if (std::find(vars_.begin(), vars_.end(), var.text) != vars_.end())
        return fail_at(var, Text{Msg::rule_variable_taken, {{"name", var.text}}});
      take();
      if (!accept("in")) return expected(Text{Msg::rule_what_in_after_for, {{"variable", var.text}}});
      if (at_line_end() || at_clause() || is(".."))
        return fail_at(peek(), Text{Msg::rule_range_needs_start, {{"name", var.text}}});
      const std::size_t low_from = at_;
      if (!number_expression(c.low, Msg::rule_what_range_start)) return false;
      set_text(c.low, low_from);
      if (!is(".."))
        return fail_at(peek(), Text{Msg::rule_expected_dots, {{"low", c.low.text}}});
      take();
      if (at_line_end() || at_clause())
        return fail_at(peek(), Text{Msg::rule_range_needs_end, {{"low", c.low.text}}});
      const std::size_t high_from = at_;
      if (!number_expression(c.high, Msg::rule_what_range_end)) return false;
      set_text(c.high, high_from);
      // The variable exists from here on (its own range cannot use it).
      c.slot = static_cast<std::uint32_t>(vars_.size());
      vars_.emplace_back(var.text);
      ++loops;
      line.clauses.push_back(std::move(c));
    }
    def_.loops = std::max(def_.loops, loops);
    def_.clauses = std::max(def_.clauses, static_cast<std::uint32_t>(line.clauses.size()));
    return true;
  }

  // The option: terms joined by '+', read up to token `end`.
  bool terms(OptionLine& line, std::size_t end) {
    const std::uint32_t arity = def_.arity();
    while (true) {
      std::vector<Program> term;
      const Lexeme first = peek();
      if (at_ >= end) return fail_at(first, Msg::rule_position_after_plus);
      if (arity == 1) {
        Program p;
        const std::size_t from = at_;
        auto type = arith(p, /*sum_allowed=*/false);
        if (!type) return false;
        if (*type != Type::number)
          return fail_at(first, Text{Msg::rule_position_number, {{"type", Text(type_name(*type))}}});
        set_text(p, from);
        finish(p);
        term.push_back(std::move(p));
      } else {
        if (!is("("))
          return fail_at(first, Text{Msg::rule_position_tuple, {{"game", def_.name}, {"k", arity}, {"example", example_tuple()}}});
        take();
        while (true) {
          Program p;
          const std::size_t from = at_;
          if (!number_expression(p, Msg::rule_what_position_argument)) return false;
          set_text(p, from);
          term.push_back(std::move(p));
          if (accept(",")) continue;
          if (is(")")) break;
          if (at_line_end()) return unclosed(first);
          return expected(Msg::rule_what_comma_or_close_tuple);
        }
        if (term.size() != arity)
          return fail_at(first, Text{Msg::rule_tuple_size, {{"game", def_.name}, {"k", arity}, {"count", term.size()}}});
        take();
      }
      line.terms.push_back(std::move(term));
      if (at_ >= end) break;
      if (is("+")) {
        take();
        def_.splits = true;
        continue;
      }
      if (is(","))
        return fail_at(peek(), arity == 1 ? Text{Msg::rule_single_value, {{"game", def_.name}}}
                                          : Text{Msg::rule_tuple_brackets, {{"example", example_tuple()}}});
      return fail_at(peek(), Text{arity == 1 ? Msg::rule_unexpected_add_brackets : Msg::rule_unexpected_after_position,
                                  {{"found", quoted(peek())}}});
    }
    return true;
  }

  // A bracket still open where the line ends is marked where it opens.
  bool unclosed(const Lexeme& open) {
    if (at_line_end()) return fail_at(open, Msg::rule_never_closed);
    return fail_at(peek(), Text{Msg::rule_expected_close, {{"line", open.line}, {"column", open.column}, {"found", quoted(peek())}}});
  }

  std::string example_tuple() const {
    std::string s = "(";
    for (std::size_t i = 0; i < def_.parameters.size(); ++i) s += (i ? ", " : "") + def_.parameters[i];
    return s + ")";
  }

  // ------------------------------------------------------------ expressions
  bool number_expression(Program& p, Msg what) {
    const Lexeme first = peek();
    auto type = expression(p);
    if (!type) return false;
    if (*type != Type::number) return fail_at(first, Text{Msg::rule_must_be_number, {{"what", Text(what)}, {"type", Text(type_name(*type))}}});
    finish(p);
    return true;
  }

  // One level deeper into an expression, refused past max_nesting (the
  // caller steps back out with --depth_ once the level is parsed).
  bool deeper(const Lexeme& at) {
    if (++depth_ <= defined_limits::max_nesting) return true;
    fail_at(at, Text{Msg::rule_nested_too_deeply, {{"limit", defined_limits::max_nesting}}});
    return false;
  }

  std::optional<Type> expression(Program& p) {
    const Lexeme first = peek();
    if (!deeper(first)) return std::nullopt;
    auto t = disjunction(p);
    --depth_;
    return t;
  }

  std::optional<Type> disjunction(Program& p) {
    return logical(p, "or", Op::or_jump, [this](Program& q) { return conjunction(q); });
  }
  std::optional<Type> conjunction(Program& p) {
    return logical(p, "and", Op::and_jump, [this](Program& q) { return negation(q); });
  }

  template <class Next>
  std::optional<Type> logical(Program& p, std::string_view word, Op jump, Next next) {
    const Lexeme first = peek();
    auto left = next(p);
    if (!left) return std::nullopt;
    while (is(word)) {
      const Lexeme op = take();
      if (*left != Type::truth) return type_error(first, op, false, *left);
      const std::size_t at = p.code.size();
      emit(p, op, jump);
      const Lexeme right_first = peek();
      auto right = next(p);
      if (!right) return std::nullopt;
      if (*right != Type::truth) return type_error(right_first, op, true, *right);
      p.code[at].arg = static_cast<std::uint32_t>(p.code.size());
    }
    return left;
  }

  std::optional<Type> type_error(const Lexeme& at, const Lexeme& op, bool right, Type found) {
    fail_at(at, Text{right ? Msg::rule_needs_truth_right : Msg::rule_needs_truth, {{"op", op.text}, {"type", Text(type_name(found))}}});
    return std::nullopt;
  }

  std::optional<Type> negation(Program& p) {
    if (is("not")) {
      const Lexeme op = take();
      if (!deeper(op)) return std::nullopt;
      const Lexeme first = peek();
      auto t = negation(p);
      --depth_;
      if (!t) return std::nullopt;
      if (*t != Type::truth) return type_error(first, op, true, *t);
      emit(p, op, Op::logical_not);
      return Type::truth;
    }
    return comparison(p);
  }

  std::optional<Type> comparison(Program& p) {
    const Lexeme first = peek();
    auto left = arith(p, true);
    if (!left) return std::nullopt;
    static constexpr std::pair<std::string_view, Op> kOps[] = {
        {"<", Op::less},     {"<=", Op::less_equal}, {">", Op::greater},
        {">=", Op::greater_equal}, {"==", Op::equal}, {"!=", Op::not_equal}};
    if (is("=")) {
      fail_at(peek(), Msg::rule_single_equals);
      return std::nullopt;
    }
    for (const auto& [text, op] : kOps) {
      if (!is(text)) continue;
      const Lexeme tok = take();
      if (*left != Type::number) return type_error_number(first, tok);
      const Lexeme right_first = peek();
      auto right = arith(p, true);
      if (!right) return std::nullopt;
      if (*right != Type::number) return type_error_number(right_first, tok);
      emit(p, tok, op);
      for (const auto& [again, unused] : kOps)
        if (is(again)) {
          fail_at(peek(), Msg::rule_no_chain);
          return std::nullopt;
        }
      return Type::truth;
    }
    return left;
  }

  std::optional<Type> type_error_number(const Lexeme& at, const Lexeme& op) {
    fail_at(at, Text{Msg::rule_compares_numbers, {{"op", op.text}}});
    return std::nullopt;
  }

  // Sums and differences; in a term of a one-argument game, '+' at this
  // level joins positions, so it stops there.
  std::optional<Type> arith(Program& p, bool sum_allowed) {
    const Lexeme first = peek();
    auto left = product(p);
    if (!left) return std::nullopt;
    while (is("-") || (sum_allowed && is("+"))) {
      const Lexeme op = take();
      if (*left != Type::number) return arith_error(first, op);
      const Lexeme right_first = peek();
      auto right = product(p);
      if (!right) return std::nullopt;
      if (*right != Type::number) return arith_error(right_first, op);
      emit(p, op, op.text == "+" ? Op::add : Op::sub);
    }
    return left;
  }

  std::optional<Type> product(Program& p) {
    const Lexeme first = peek();
    auto left = unary(p);
    if (!left) return std::nullopt;
    while (is("*") || is("/") || is("%")) {
      const Lexeme op = take();
      if (*left != Type::number) return arith_error(first, op);
      const Lexeme right_first = peek();
      auto right = unary(p);
      if (!right) return std::nullopt;
      if (*right != Type::number) return arith_error(right_first, op);
      emit(p, op, op.text == "*" ? Op::mul : op.text == "/" ? Op::div : Op::mod);
    }
    return left;
  }

  std::optional<Type> arith_error(const Lexeme& at, const Lexeme& op) {
    fail_at(at, Text{Msg::rule_works_on_numbers, {{"op", op.text}}});
    return std::nullopt;
  }

  std::optional<Type> unary(Program& p) {
    if (is("-")) {
      const Lexeme op = take();
      if (!deeper(op)) return std::nullopt;
      const Lexeme first = peek();
      auto t = unary(p);
      --depth_;
      if (!t) return std::nullopt;
      if (*t != Type::number) return arith_error(first, op);
      emit(p, op, Op::neg);
      return Type::number;
    }
    if (is("+")) {
      fail_at(peek(), Msg::rule_lone_plus);
      return std::nullopt;
    }
    return primary(p);
  }

  std::optional<Type> primary(Program& p) {
    const Lexeme t = peek();
    if (t.kind == TokenKind::number) {
      take();
      Instruction in;
      in.op = Op::constant;
      in.value = t.value;
      in.line = t.line;
      in.column = t.column;
      p.code.push_back(in);
      return Type::number;
    }
    if (t.kind == TokenKind::name) {
      if (t.text == "min" || t.text == "max") return extremum(p);
      if (is_keyword(t.text)) {
        fail_at(t, Text{Msg::rule_value_not_word, {{"word", t.text}}});
        return std::nullopt;
      }
      take();
      const auto it = std::find(vars_.begin(), vars_.end(), t.text);
      if (it == vars_.end()) {
        if (std::find(later_.begin(), later_.end(), t.text) != later_.end())
          fail_at(t, Text{Msg::rule_not_defined_yet, {{"name", t.text}}});
        else
          fail_at(t, Text{Msg::rule_unknown_variable, {{"name", t.text.substr(0, 24)}}});
        return std::nullopt;
      }
      const auto slot = static_cast<std::size_t>(it - vars_.begin());
      Instruction in;
      in.op = Op::load;
      in.arg = static_cast<std::uint32_t>(slot);
      in.line = t.line;
      in.column = t.column;
      p.code.push_back(in);
      return Type::number;
    }
    if (is("(")) {
      const Lexeme open = take();
      auto type = expression(p);
      if (!type) return std::nullopt;
      if (is(",")) {
        fail_at(peek(), def_.arity() == 1 ? Text{Msg::rule_single_value, {{"game", def_.name}}}
                                          : Text{Msg::rule_tuple_in_number});
        return std::nullopt;
      }
      if (!accept(")")) {
        unclosed(open);
        return std::nullopt;
      }
      return type;
    }
    if (t.kind == TokenKind::newline || t.kind == TokenKind::end) {
      fail_at(t, Text{Msg::rule_expected_value, {{"found", quoted(t)}}});
      return std::nullopt;
    }
    fail_at(t, Text{Msg::rule_expected_value, {{"found", quoted(t)}}});
    return std::nullopt;
  }

  std::optional<Type> extremum(Program& p) {
    const Lexeme name = take();
    const Lexeme open = peek();
    if (!accept("(")) {
      fail_at(peek(), Text{Msg::rule_extremum_brackets, {{"name", name.text}}});
      return std::nullopt;
    }
    std::uint32_t count = 0;
    while (true) {
      if (!number_argument(p, name)) return std::nullopt;
      ++count;
      if (accept(",")) continue;
      if (accept(")")) break;
      if (at_line_end()) unclosed(open);
      else expected(Text{Msg::rule_what_comma_or_close_extremum, {{"name", name.text}}});
      return std::nullopt;
    }
    Instruction in;
    in.op = name.text == "min" ? Op::min : Op::max;
    in.arg = count;
    in.line = name.line;
    in.column = name.column;
    p.code.push_back(in);
    return Type::number;
  }

  bool number_argument(Program& p, const Lexeme& of) {
    const Lexeme first = peek();
    if (is(")")) return fail_at(first, Text{Msg::rule_extremum_empty, {{"name", of.text}}});
    auto type = expression(p);
    if (!type) return false;
    if (*type != Type::number)
      return fail_at(first, Text{Msg::rule_extremum_numbers, {{"name", of.text}}});
    return true;
  }

  void emit(Program& p, const Lexeme& at, Op op) {
    Instruction in;
    in.op = op;
    in.line = at.line;
    in.column = at.column;
    p.code.push_back(in);
  }

  // The deepest stack the program needs, by running its depth changes in
  // order (a jump's target sees the depth of the path that falls through).
  void finish(Program& p) {
    std::int64_t depth = 0, deepest = 0;
    for (const Instruction& in : p.code) {
      switch (in.op) {
        case Op::constant: case Op::load: ++depth; break;
        case Op::neg: case Op::logical_not: break;
        case Op::min: case Op::max: depth -= static_cast<std::int64_t>(in.arg) - 1; break;
        default: --depth; break;  // binary operators; and/or pop on the fall-through path
      }
      deepest = std::max(deepest, depth);
    }
    p.stack = static_cast<std::uint32_t>(deepest);
    def_.stack = std::max(def_.stack, p.stack);
  }

  std::string_view source_;
  std::vector<Lexeme> t_;
  std::size_t at_ = 0;
  std::uint64_t depth_ = 0;
  GameDefinition def_;
  std::vector<std::string> vars_;   // the current line's variables, by slot
  std::vector<std::string> later_;  // the variables its ranges declare
  std::optional<Error> error_;
};

}  // namespace

bool is_game_name(std::string_view name) {
  if (name.empty() || name.size() > 32 || !(name[0] >= 'a' && name[0] <= 'z') || is_keyword(name)) return false;
  for (char c : name)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return false;
  return true;
}

Result<GameDefinition> parse_game(std::string_view source) {
  if (source.size() > defined_limits::max_source_bytes)
    return error_of(Text{Msg::rule_source_too_long, {{"bytes", source.size()}, {"limit", defined_limits::max_source_bytes}}});
  SG_TRY(tokens, tokenize(source));
  return Parser(source, std::move(tokens)).run();
}

}  // namespace sg::defined
