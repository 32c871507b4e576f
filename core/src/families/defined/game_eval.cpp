#include "families/defined/game_eval.hpp"

#include <algorithm>

#include "families/defined/defined_limits.hpp"

namespace sg::defined {

bool evaluate(const Program& p, const std::int64_t* slots, std::int64_t* stack, std::int64_t& result, Fault& fault) {
  std::size_t top = 0;  // entries on the stack
  const std::size_t n = p.code.size();
  for (std::size_t pc = 0; pc < n; ++pc) {
    const Instruction& in = p.code[pc];
    auto fail = [&](Fault::Kind kind) {
      fault.kind = kind;
      fault.at = &in;
      return false;
    };
    switch (in.op) {
      case Op::constant: stack[top++] = in.value; continue;
      case Op::load: stack[top++] = slots[in.arg]; continue;
      case Op::neg:
        if (stack[top - 1] == INT64_MIN) return fail(Fault::Kind::overflow);
        stack[top - 1] = -stack[top - 1];
        continue;
      case Op::logical_not: stack[top - 1] = !stack[top - 1]; continue;
      case Op::and_jump:
        if (!stack[top - 1]) pc = in.arg - 1;
        else --top;
        continue;
      case Op::or_jump:
        if (stack[top - 1]) pc = in.arg - 1;
        else --top;
        continue;
      case Op::min:
      case Op::max: {
        const std::size_t count = in.arg;
        std::int64_t best = stack[top - count];
        for (std::size_t k = top - count + 1; k < top; ++k)
          best = in.op == Op::min ? std::min(best, stack[k]) : std::max(best, stack[k]);
        top -= count;
        stack[top++] = best;
        continue;
      }
      default: break;
    }
    const std::int64_t b = stack[--top];
    std::int64_t& a = stack[top - 1];
    switch (in.op) {
      case Op::add:
        if (__builtin_add_overflow(a, b, &a)) return fail(Fault::Kind::overflow);
        break;
      case Op::sub:
        if (__builtin_sub_overflow(a, b, &a)) return fail(Fault::Kind::overflow);
        break;
      case Op::mul:
        if (__builtin_mul_overflow(a, b, &a)) return fail(Fault::Kind::overflow);
        break;
      case Op::div:
        if (b == 0) return fail(Fault::Kind::division_by_zero);
        if (a == INT64_MIN && b == -1) return fail(Fault::Kind::overflow);
        a /= b;  // rounds toward zero, as in C
        break;
      case Op::mod:
        if (b == 0) return fail(Fault::Kind::division_by_zero);
        a = b == -1 ? 0 : a % b;  // the sign of the dividend, as in C
        break;
      case Op::less: a = a < b; break;
      case Op::less_equal: a = a <= b; break;
      case Op::greater: a = a > b; break;
      case Op::greater_equal: a = a >= b; break;
      case Op::equal: a = a == b; break;
      case Op::not_equal: a = a != b; break;
      default: break;
    }
  }
  result = stack[0];
  return true;
}

OptionWalker::OptionWalker(const GameDefinition& def) : def_(def), stack_(std::max<std::uint32_t>(def.stack, 1)) {}

OptionWalker::Step OptionWalker::seek(Cursor& c, std::int64_t* slots, std::int64_t* highs, std::uint64_t& work,
                                      std::uint64_t budget, Fault& fault) {
  if (c.positioned) return Step::option;
  // Started and not positioned: the last option was advanced past, so the
  // innermost running range steps on first.
  bool backtrack = c.started;
  while (c.line < def_.lines.size()) {
    const OptionLine& line = def_.lines[c.line];
    if (!c.started) {
      c.started = true;
      c.depth = 0;
      backtrack = false;
    }
    if (backtrack) {
      bool stepped = false;
      while (c.depth > 0) {
        const Clause& cl = line.clauses[c.depth - 1];
        if (cl.is_for && slots[cl.slot] < highs[c.depth - 1]) {
          ++slots[cl.slot];
          stepped = true;
          break;
        }
        --c.depth;
      }
      if (!stepped) {
        ++c.line;
        c.started = false;
        continue;
      }
      backtrack = false;
    }
    if (++work > budget) {
      fault.kind = Fault::Kind::work;
      fault.line = c.line;
      return Step::fault;
    }
    while (c.depth < line.clauses.size()) {
      const Clause& cl = line.clauses[c.depth];
      fault.line = c.line;
      fault.clause = c.depth;
      if (cl.is_for) {
        std::int64_t low = 0, high = 0;
        if (!evaluate(cl.low, slots, stack_.data(), low, fault) || !evaluate(cl.high, slots, stack_.data(), high, fault))
          return Step::fault;
        if (low > high) {
          backtrack = true;
          break;
        }
        if (static_cast<std::uint64_t>(high) - static_cast<std::uint64_t>(low) >= defined_limits::max_range) {
          fault.kind = Fault::Kind::range_too_long;
          fault.value = low;
          fault.high = high;
          return Step::fault;
        }
        slots[cl.slot] = low;
        highs[c.depth] = high;
      } else {
        std::int64_t holds = 0;
        if (!evaluate(cl.condition, slots, stack_.data(), holds, fault)) return Step::fault;
        if (!holds) {
          backtrack = true;
          break;
        }
      }
      ++c.depth;
    }
    if (backtrack) continue;
    c.positioned = true;
    return Step::option;
  }
  return Step::done;
}

bool OptionWalker::terms(const Cursor& c, const std::int64_t* slots, std::vector<std::int64_t>& out, Fault& fault) {
  out.clear();
  const OptionLine& line = def_.lines[c.line];
  fault.clause = static_cast<std::uint32_t>(line.clauses.size());  // every loop has its value
  for (std::size_t t = 0; t < line.terms.size(); ++t)
    for (std::size_t a = 0; a < line.terms[t].size(); ++a) {
      std::int64_t v = 0;
      fault.line = c.line;
      if (!evaluate(line.terms[t][a], slots, stack_.data(), v, fault)) return false;
      if (v < 0) {
        fault.kind = Fault::Kind::negative;
        fault.term = static_cast<std::uint32_t>(t);
        fault.argument = static_cast<std::uint32_t>(a);
        fault.value = v;
        return false;
      }
      out.push_back(v);
    }
  return true;
}

}  // namespace sg::defined
