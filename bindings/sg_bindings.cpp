// The only file that includes Emscripten headers: thin conversion between
// core types and plain JS values. Every entry point returns either a result
// object or {error, column}; web/api/sg.js turns the latter into an SGError, so
// no C++ exception ever crosses into JS.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

#include "sg/analysis.hpp"
#include "sg/define.hpp"
#include "sg/board_memo_transfer.hpp"
#include "sg/catalogue_file.hpp"
#include "sg/explain.hpp"
#include "sg/family.hpp"
#include "sg/graph_input.hpp"
#include "sg/identify.hpp"
#include "sg/limits.hpp"
#include "sg/misere_quotient.hpp"
#include "sg/nim_product.hpp"
#include "sg/random_position.hpp"
#include "sg/search_progress.hpp"
#include "sg/sequence.hpp"
#include "sg/structured.hpp"
#include "sg/theorem.hpp"
#include "sg/working.hpp"
#if __has_include("sg/table.hpp")
#include "sg/table.hpp"
#define SG_HAS_TABLE 1
#endif

using emscripten::val;

namespace {

// The language every text crosses in; sg.js sets it before each call
// (an instance serves one language at a time).
sg::Lang g_lang = sg::Lang::en;

bool set_lang(const std::string& name) {
  const auto lang = sg::lang_named(name);
  if (lang) g_lang = *lang;
  return lang.has_value();
}

// Every text crosses as its rendering.
std::string rendered(const sg::Text& t) { return sg::render(t, g_lang); }
std::string rendered(sg::Msg m) { return rendered(sg::Text(m)); }

// An error as data too: its code and each argument rendered, so a caller
// can word it itself ({ code: 'heap_not_number', params: { heap: '-3' } }).
val error_value(const sg::Error& e) {
  val out = val::object();
  out.set("error", e.what(g_lang));
  out.set("reason", rendered(e.text));
  out.set("column", e.column);
  out.set("code", std::string(sg::msg_code(e.text.msg)));
  val params = val::object();
  for (const sg::TextArg& a : e.text.args) params.set(std::string(a.name), sg::render_arg(a, g_lang));
  out.set("params", params);
  out.set("line", e.line);
  if (e.kind == sg::ErrorKind::too_large) {
    out.set("kind", std::string("too-large"));
    out.set("limit", std::string(e.limit ? e.limit : ""));
  }
  return out;
}

val theorem_value(sg::Theorem t) {
  return t == sg::Theorem::none ? val::null() : val(std::string(sg::theorem_id(t)));
}

// Part labels as one string, rendered in place (10^6 of them).
std::string part_labels(const std::vector<sg::Part>& parts) {
  std::string s;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i) s += '\n';
    sg::render_part_label(parts[i].label, g_lang, s);
  }
  return s;
}

// Bulk text crosses as one string per field; sg.js splits it.
template <class F>
std::string joined(std::size_t n, char sep, F&& item) {
  std::string s;
  for (std::size_t i = 0; i < n; ++i) {
    if (i) s += sep;
    s += item(i);
  }
  return s;
}

val value_fields(val out, const std::optional<sg::Value>& v) {
  out.set("value", v ? val(sg::to_string(*v)) : val::null());
  out.set("grundy", v && !v->infinite ? val(std::to_string(v->nimber)) : val::null());
  return out;
}

template <class T>
val typed_copy(const char* type, const std::vector<T>& v) {
  return val::global(type).new_(val(emscripten::typed_memory_view(v.size(), v.data())));
}

// A count as a JS number when exact, else as decimal text (sg.js makes a
// BigInt of it).
val count_value(std::uint64_t n) {
  return n <= 9007199254740991ULL ? val(static_cast<double>(n)) : val(std::to_string(n));
}

val index_pair(std::uint64_t a, std::uint64_t b) {
  val out = val::array();
  out.set(0, count_value(a));
  out.set(1, count_value(b));
  return out;
}

// A MoveAction as the plain object of the JS API (sg.d.ts MoveAction).
val action_value(const sg::MoveAction& a) {
  using sg::ActionKind;
  if (a.kind == ActionKind::none) return val::null();
  val out = val::object();
  out.set("kind", std::string(sg::action_kind_name(a.kind)));
  if (a.kind == ActionKind::turns) {
    val parts = val::array();
    for (std::size_t i = 0; i < a.parts.size(); ++i) parts.set(i, action_value(a.parts[i]));
    out.set("parts", parts);
    return out;
  }
  out.set("component", static_cast<double>(a.component));
  switch (a.kind) {
    case ActionKind::take:
    case ActionKind::split: {
      out.set("heap", count_value(a.at));
      if (a.kind == ActionKind::take) out.set("amount", count_value(a.amount));
      val leaves = val::array();
      for (std::size_t i = 0; i < a.leaf_count && i < 2; ++i) leaves.set(i, count_value(a.leaves[i]));
      out.set("leaves", leaves);
      break;
    }
    case ActionKind::take_both: out.set("amount", count_value(a.amount)); break;
    case ActionKind::step:
      out.set("step", count_value(a.at));
      out.set("amount", count_value(a.amount));
      break;
    case ActionKind::end:
      out.set("side", std::string(a.at ? "right" : "left"));
      out.set("amount", count_value(a.amount));
      break;
    case ActionKind::merge: out.set("heaps", index_pair(a.at, a.amount)); break;
    case ActionKind::turn: {
      // Runs expanded to coin positions (one typed copy; sg.js makes the array).
      std::vector<double> coins;
      for (std::size_t i = 0; i + 1 < a.runs.size(); i += 2)
        for (std::uint64_t c = a.runs[i]; c <= a.runs[i + 1]; ++c) coins.push_back(static_cast<double>(c));
      out.set("coins", typed_copy("Float64Array", coins));
      break;
    }
    case ActionKind::cut_node: out.set("node", count_value(a.at)); break;
    case ActionKind::cut_edge: out.set("edge", count_value(a.at)); break;
    case ActionKind::slide:
      out.set("token", count_value(a.at));
      out.set("from", count_value(a.amount));
      out.set("to", count_value(a.to));
      break;
    case ActionKind::replace: {
      // runs: the positions' arguments, `to` (the arity) each.
      out.set("position", count_value(a.at));
      val with = val::array();
      const std::size_t arity = a.to ? static_cast<std::size_t>(a.to) : 1;
      for (std::size_t t = 0; t * arity < a.runs.size(); ++t) {
        val tuple = val::array();
        for (std::size_t i = 0; i < arity && t * arity + i < a.runs.size(); ++i)
          tuple.set(i, count_value(a.runs[t * arity + i]));
        with.set(t, tuple);
      }
      out.set("with", with);
      break;
    }
    case ActionKind::take_many: {
      val takes = val::array();
      for (std::size_t i = 0; i + 1 < a.runs.size(); i += 2) {
        val t = val::object();
        t.set("heap", count_value(a.runs[i]));
        t.set("amount", count_value(a.runs[i + 1]));
        takes.set(i / 2, t);
      }
      out.set("takes", takes);
      break;
    }
    case ActionKind::turn_grid: {
      // Rows and columns as index lists (runs expanded; a grid is small).
      auto expand = [&](std::size_t from, std::size_t to) {
        std::vector<double> v;
        for (std::size_t i = from; i + 1 < to; i += 2)
          for (std::uint64_t c = a.runs[i]; c <= a.runs[i + 1]; ++c) v.push_back(static_cast<double>(c));
        return typed_copy("Float64Array", v);
      };
      const auto split = static_cast<std::size_t>(std::min<std::uint64_t>(a.at, a.runs.size()));
      out.set("rows", expand(0, split));
      out.set("columns", expand(split, a.runs.size()));
      break;
    }
    case ActionKind::domino: out.set("cells", index_pair(a.at, a.to)); break;
    case ActionKind::pick: out.set("node", count_value(a.at)); break;
    case ActionKind::bite:
      out.set("row", count_value(a.at));
      out.set("column", count_value(a.amount));
      break;
    case ActionKind::none:
    case ActionKind::turns: break;
  }
  return out;
}

// Heap sizes as one Float64Array, exact below 2^53; the few it cannot hold
// (NaN there) as "index value" lines.
void number_fields(val& out, const char* name, const std::vector<std::uint64_t>& numbers) {
  std::vector<double> exact(numbers.size());
  std::string large;
  for (std::size_t i = 0; i < numbers.size(); ++i) {
    if (numbers[i] <= 9007199254740991ULL) {
      exact[i] = static_cast<double>(numbers[i]);
    } else {
      exact[i] = NAN;
      large += std::to_string(i) + ' ' + std::to_string(numbers[i]) + '\n';
    }
  }
  out.set(name, typed_copy("Float64Array", exact));
  out.set("large", large);
}

val shape_value(const sg::ComponentShape& s) {
  using sg::ShapeKind;
  if (s.kind == ShapeKind::none) return val::null();
  val out = val::object();
  out.set("kind", std::string(sg::shape_kind_name(s.kind)));
  switch (s.kind) {
    case ShapeKind::heaps: number_fields(out, "heaps", s.numbers); break;
    case ShapeKind::steps: number_fields(out, "steps", s.numbers); break;
    case ShapeKind::coins:
      out.set("heads", typed_copy("Uint8Array", s.bytes));
      out.set("firstIndex", static_cast<double>(s.first_index));
      break;
    case ShapeKind::tree:
      out.set("parents", typed_copy("Int32Array", s.parents));
      // A tree written as a parent list: the user's number of each node.
      if (!s.numbers.empty())
        out.set("numbers", typed_copy("Uint32Array", std::vector<std::uint32_t>(s.numbers.begin(), s.numbers.end())));
      break;
    case ShapeKind::hackenbush: out.set("edges", typed_copy("Uint32Array", s.edges)); break;
    case ShapeKind::graph:
      out.set("nodes", joined(s.nodes.size(), '\n', [&](std::size_t i) { return s.nodes[i]; }));
      out.set("nodeCount", static_cast<double>(s.nodes.size()));
      out.set("edges", typed_copy("Uint32Array", s.edges));
      out.set("tokens", typed_copy("Uint32Array", s.tokens));
      break;
    case ShapeKind::sequence:
      out.set("values", typed_copy("Uint8Array", s.bytes));
      out.set("tokens", typed_copy("Uint32Array", s.tokens));
      break;
    case ShapeKind::tuples:
      number_fields(out, "numbers", s.numbers);
      out.set("arity", s.arity);
      break;
    case ShapeKind::limited_heap:
      out.set("heap", count_value(s.numbers.size() > 0 ? s.numbers[0] : 0));
      out.set("limit", count_value(s.numbers.size() > 1 ? s.numbers[1] : 0));
      break;
    case ShapeKind::grid:
      out.set("rows", count_value(s.numbers.size() > 0 ? s.numbers[0] : 0));
      out.set("columns", count_value(s.numbers.size() > 1 ? s.numbers[1] : 0));
      out.set("rowFirst", count_value(s.numbers.size() > 2 ? s.numbers[2] : 1));
      out.set("columnFirst", count_value(s.numbers.size() > 3 ? s.numbers[3] : 1));
      out.set("heads", typed_copy("Uint8Array", s.bytes));
      break;
    case ShapeKind::geography:
      out.set("nodes", joined(s.nodes.size(), '\n', [&](std::size_t i) { return s.nodes[i]; }));
      out.set("nodeCount", static_cast<double>(s.nodes.size()));
      out.set("edges", typed_copy("Uint32Array", s.edges));
      out.set("token", static_cast<double>(s.tokens.empty() ? 0 : s.tokens[0]));
      out.set("matching", typed_copy("Uint32Array", s.matching));
      break;
    case ShapeKind::board:
      out.set("rows", static_cast<double>(s.numbers.at(0)));
      out.set("cols", static_cast<double>(s.numbers.at(1)));
      out.set("cells", typed_copy("Uint8Array", s.bytes));
      out.set("partOf", typed_copy("Int32Array", s.part_of));
      break;
    case ShapeKind::diagram: {
      const std::vector<std::uint32_t> rows(s.numbers.begin(), s.numbers.end());  // each at most maxChompSide
      out.set("rowLengths", typed_copy("Uint32Array", rows));
      break;
    }
    case ShapeKind::undirected:
      out.set("nodes", joined(s.nodes.size(), '\n', [&](std::size_t i) { return s.nodes[i]; }));
      out.set("nodeCount", static_cast<double>(s.nodes.size()));
      out.set("edges", typed_copy("Uint32Array", s.edges));
      out.set("partOf", typed_copy("Int32Array", s.part_of));
      break;
    case ShapeKind::none: break;
  }
  return out;
}

// How analyze() hands its results to JS (sg.js options of the same names).
struct AnalyzeShape {
  bool typed = false;        // part values as one Float64Array
  bool part_labels = true;   // with typed: also the labels, as one string
};

// Typed parts: one Float64Array of SG values (exact below 2^53), plus the
// few values it cannot hold (a loopy value, a Nim heap near 2^63) as text.
void typed_parts(val& out, const sg::ComponentReport& c, const AnalyzeShape& shape) {
  constexpr sg::Nimber exact = sg::Nimber{1} << 53;
  std::vector<double> grundy(c.parts.size());
  std::string large;
  for (std::size_t i = 0; i < c.parts.size(); ++i) {
    const sg::Value& v = c.parts[i].value;
    if (!v.infinite && v.nimber < exact) {
      grundy[i] = static_cast<double>(v.nimber);
    } else {
      grundy[i] = NAN;
      large += std::to_string(i) + ' ' + sg::to_string(v) + '\n';
    }
  }
  out.set("partGrundy", typed_copy("Float64Array", grundy));
  out.set("partLarge", large);
  if (shape.part_labels) out.set("partLabels", part_labels(c.parts));
}

// A heap's genus (misère sums of heaps), or null when out of reach.
val genus_value(const std::optional<sg::Genus>& g) {
  if (!g) return val::null();
  val out = val::object();
  out.set("normal", static_cast<double>(g->normal));
  val misere = val::array();
  for (std::size_t k = 0; k < g->misere.size(); ++k) misere.set(k, static_cast<double>(g->misere[k]));
  out.set("misere", misere);
  out.set("tame", g->tame);
  return out;
}

val component_value(const sg::ComponentReport& c, const AnalyzeShape& shape) {
  val out = val::object();
  out.set("position", c.position);
  out.set("family", c.family);
  out.set("rule", c.rule ? val(*c.rule) : val::null());
  out.set("shape", shape_value(c.shape));
  value_fields(out, c.value);
  out.set("outcome", std::string(1, sg::outcome_letter(c.outcome)));
  out.set("theory", rendered(c.theory));
  out.set("theorem", theorem_value(c.theorem));
  if (shape.typed) {
    typed_parts(out, c, shape);
  } else {
    out.set("partLabels", part_labels(c.parts));
    out.set("partValues", joined(c.parts.size(), ' ', [&](std::size_t i) { return sg::to_string(c.parts[i].value); }));
  }
  out.set("partCount", static_cast<double>(c.parts.size()));
  if (c.genera.empty()) {
    out.set("genera", val::null());
  } else {
    val genera = val::array();
    for (std::size_t i = 0; i < c.genera.size(); ++i) genera.set(i, genus_value(c.genera[i]));
    out.set("genera", genera);
  }
  out.set("remoteness", c.remoteness ? val(static_cast<double>(*c.remoteness)) : val::null());
  out.set("suspense", c.suspense ? val(static_cast<double>(*c.suspense)) : val::null());
  return out;
}

val move_value(const sg::WinningMove& m, bool include_to) {
  val mv = val::object();
  mv.set("component", static_cast<double>(m.component));
  mv.set("move", rendered(m.move));
  mv.set("to", include_to ? val(m.to) : val::null());
  mv.set("action", action_value(m.action));
  return mv;
}

val analysis_value(const sg::Analysis& a, const sg::AnalyzeOptions& options, const AnalyzeShape& shape) {
  val out = val::object();
  out.set("position", a.position);
  out.set("compound", std::string(sg::compound_name(a.compound)));
  out.set("outcome", std::string(1, sg::outcome_letter(a.outcome)));
  out.set("grundy", a.grundy ? val(std::to_string(*a.grundy)) : val::null());
  out.set("value", a.value ? val(sg::to_string(*a.value)) : val::null());
  out.set("decidedBy", rendered(a.decided_by));
  out.set("theorem", theorem_value(a.theorem));
  out.set("mayCycle", a.may_cycle);
  out.set("over", a.over);
  if (a.misere) {
    val m = val::object();
    m.set("nimSum", std::to_string(a.misere->nim_sum));
    m.set("aboveOne", count_value(a.misere->above_one));
    out.set("misere", m);
  } else {
    out.set("misere", val::null());
  }
  out.set("tame", a.tame ? val(*a.tame) : val::null());
  out.set("tameness", a.tameness.empty() ? val::null() : val(rendered(a.tameness)));
  if (a.quotient) {
    val q = val::object();
    q.set("rule", a.quotient->rule);
    q.set("heaps", static_cast<double>(a.quotient->heaps));
    q.set("order", a.quotient->order);
    q.set("element", a.quotient->element);
    q.set("name", a.quotient->name);
    q.set("p", a.quotient->p);
    out.set("quotient", q);
  } else {
    out.set("quotient", val::null());
  }
  val comps = val::array();
  for (std::size_t i = 0; i < a.components.size(); ++i) comps.set(i, component_value(a.components[i], shape));
  out.set("components", comps);
  val moves = val::array();
  for (std::size_t i = 0; i < a.winning_moves.size(); ++i) moves.set(i, move_value(a.winning_moves[i], options.include_to));
  out.set("winningMoves", moves);
  out.set("winningMovesComplete", a.winning_moves_complete);
  return out;
}

// A JS progress function (or null) as the core's: false from JS cancels.
sg::Progress progress_of(const val& on_progress) {
  if (on_progress.typeOf().as<std::string>() != "function") return {};
  return [on_progress](double p) { return on_progress(p).as<bool>(); };
}

const sg::Error kCancelled{sg::Text(sg::Msg::computation_cancelled)};

// sg.js has checked the options: max_moves is a non-negative safe integer
// or -1 for no limit. Searches inside the analysis (the board families)
// report to on_progress.
val analyze(const std::string& text, bool include_to, double max_moves, bool include_parts, bool typed,
            bool part_labels, bool include_shape, val on_progress) {
  sg::AnalyzeOptions options;
  options.include_to = include_to;
  options.include_parts = include_parts;
  options.include_shape = include_shape;
  if (max_moves >= 0) options.max_moves = static_cast<std::uint64_t>(max_moves);
  sg::SearchProgressScope scope(progress_of(on_progress));
  auto pos = sg::parse_position(text);
  if (!pos.ok()) return error_value(pos.error());
  auto r = sg::analyze(*pos, options);
  if (scope.cancelled()) return error_value(kCancelled);
  if (r.ok()) return analysis_value(*r, options, AnalyzeShape{typed, part_labels});
  val out = error_value(r.error());
  // Too large to decide: what is known of the position typed, each
  // component on its own (sg.js: SGError.known).
  if (r.error().kind == sg::ErrorKind::too_large) {
    const std::vector<sg::ComponentReport> reports = sg::component_reports(*pos, options);
    val known = val::object();
    known.set("position", pos->notation());
    known.set("compound", std::string(sg::compound_name(pos->compound)));
    val comps = val::array();
    for (std::size_t i = 0; i < reports.size(); ++i)
      comps.set(i, component_value(reports[i], AnalyzeShape{typed, part_labels}));
    known.set("components", comps);
    out.set("known", known);
  }
  return out;
}

val winning_move(const std::string& text, double index) {
  if (!(index >= 0) || index > 9007199254740991.0 || std::floor(index) != index)
    return error_value(sg::error_of(sg::Msg::api_move_index));
  auto r = sg::winning_move(text, static_cast<std::uint64_t>(index));
  return r.ok() ? move_value(*r, true) : error_value(r.error());
}

val explain(const std::string& text, double max_options, val on_progress) {
  auto pos = sg::parse_position(text);
  if (!pos.ok()) return error_value(pos.error());
  const double cap = max_options >= 1 && max_options <= 100000 ? std::floor(max_options) : 2000;
  sg::SearchProgressScope scope(progress_of(on_progress));
  auto r = sg::explain(*pos, static_cast<std::uint64_t>(cap));
  if (scope.cancelled()) return error_value(kCancelled);
  if (!r.ok()) return error_value(r.error());
  val out = val::object();
  val options = val::array();
  for (std::size_t i = 0; i < r->options.size(); ++i) {
    const auto& o = r->options[i];
    val ov = val::object();
    ov.set("component", static_cast<double>(o.component));
    ov.set("move", rendered(o.move));
    ov.set("to", o.to);
    value_fields(ov, o.value);
    ov.set("outcome", std::string(1, sg::outcome_letter(o.outcome)));
    ov.set("winning", o.winning);
    ov.set("action", action_value(o.action));
    options.set(i, ov);
  }
  out.set("options", options);
  out.set("complete", r->complete);
  out.set("mex", r->mex ? val(std::to_string(*r->mex)) : val::null());
  out.set("note", rendered(r->note));
  return out;
}

val best_move(const std::string& text, val on_progress) {
  auto pos = sg::parse_position(text);
  if (!pos.ok()) return error_value(pos.error());
  sg::SearchProgressScope scope(progress_of(on_progress));
  auto r = sg::choose_move(*pos);
  if (scope.cancelled()) return error_value(kCancelled);
  if (!r.ok()) return error_value(r.error());
  val out = val::object();
  out.set("move", rendered(r->move));
  out.set("to", r->to);
  out.set("reason", rendered(r->reason));
  out.set("remoteness", r->remoteness ? val(static_cast<double>(*r->remoteness)) : val::null());
  out.set("action", action_value(r->action));
  return out;
}

val legal_moves(const std::string& text, double max) {
  auto pos = sg::parse_position(text);
  if (!pos.ok()) return error_value(pos.error());
  auto r = sg::legal_moves(*pos, static_cast<std::uint64_t>(max));
  if (!r.ok()) return error_value(r.error());
  val out = val::object();
  val moves = val::array();
  for (std::size_t i = 0; i < r->moves.size(); ++i) moves.set(i, move_value(r->moves[i], true));
  out.set("moves", moves);
  out.set("complete", r->complete);
  return out;
}

// sg.js has checked and normalised the action: every number is decimal
// text, coins arrive as runs [first, last, ...].
std::uint64_t decimal_field(const val& o, const char* name) {
  const val v = o[name];
  if (v.isUndefined() || v.isNull()) return 0;
  return std::strtoull(v.as<std::string>().c_str(), nullptr, 10);
}

std::vector<std::uint64_t> decimal_list(const val& o, const char* name) {
  std::vector<std::uint64_t> out;
  const val v = o[name];
  if (v.isUndefined() || v.isNull()) return out;
  const std::uint32_t n = v["length"].as<std::uint32_t>();
  for (std::uint32_t i = 0; i < n; ++i) out.push_back(std::strtoull(v[i].as<std::string>().c_str(), nullptr, 10));
  return out;
}

sg::MoveAction action_from(const val& o) {
  using sg::ActionKind;
  sg::MoveAction a;
  const std::string kind = o["kind"].as<std::string>();
  a.component = static_cast<std::uint32_t>(decimal_field(o, "component"));
  if (kind == "turns") {
    a.kind = ActionKind::turns;
    const val parts = o["parts"];
    const std::uint32_t n = parts["length"].as<std::uint32_t>();
    for (std::uint32_t i = 0; i < n; ++i) a.parts.push_back(action_from(parts[i]));
  } else if (kind == "take" || kind == "split") {
    const auto leaves = decimal_list(o, "leaves");
    a = kind == "take" ? sg::MoveAction::take(decimal_field(o, "heap"), decimal_field(o, "amount"), leaves.data(),
                                              std::min<std::size_t>(leaves.size(), 2))
                       : sg::MoveAction::split(decimal_field(o, "heap"), leaves.size() > 0 ? leaves[0] : 0,
                                               leaves.size() > 1 ? leaves[1] : 0);
    if (kind == "split" && leaves.size() != 2) a.leaf_count = static_cast<std::uint8_t>(std::min<std::size_t>(leaves.size(), 2));
    a.component = static_cast<std::uint32_t>(decimal_field(o, "component"));
  } else if (kind == "take-both") {
    a = sg::MoveAction::simple(ActionKind::take_both, 0, decimal_field(o, "amount"));
  } else if (kind == "step") {
    a = sg::MoveAction::simple(ActionKind::step, decimal_field(o, "step"), decimal_field(o, "amount"));
  } else if (kind == "end") {
    a = sg::MoveAction::simple(ActionKind::end, o["side"].as<std::string>() == "right" ? 1 : 0,
                               decimal_field(o, "amount"));
  } else if (kind == "merge") {
    const auto heaps = decimal_list(o, "heaps");
    a = sg::MoveAction::simple(ActionKind::merge, heaps.size() > 0 ? heaps[0] : 0, heaps.size() > 1 ? heaps[1] : 0);
  } else if (kind == "turn") {
    a.kind = ActionKind::turn;
    a.runs = decimal_list(o, "runs");
  } else if (kind == "cut") {
    const bool edge = !o["edge"].isUndefined();
    a = sg::MoveAction::simple(edge ? ActionKind::cut_edge : ActionKind::cut_node, decimal_field(o, edge ? "edge" : "node"));
  } else if (kind == "take-many") {
    a.kind = ActionKind::take_many;
    a.runs = decimal_list(o, "runs");
  } else if (kind == "turn-grid") {
    a.kind = ActionKind::turn_grid;
    a.runs = decimal_list(o, "rows");
    a.at = a.runs.size();
    const auto columns = decimal_list(o, "columns");
    a.runs.insert(a.runs.end(), columns.begin(), columns.end());
  } else if (kind == "domino") {
    const auto cells = decimal_list(o, "cells");
    a = sg::MoveAction::simple(ActionKind::domino, cells.size() > 0 ? cells[0] : 0, 0, cells.size() > 1 ? cells[1] : 0);
  } else if (kind == "pick") {
    a = sg::MoveAction::simple(ActionKind::pick, decimal_field(o, "node"));
  } else if (kind == "bite") {
    a = sg::MoveAction::simple(ActionKind::bite, decimal_field(o, "row"), decimal_field(o, "column"));
  } else if (kind == "slide") {
    a = sg::MoveAction::simple(ActionKind::slide, decimal_field(o, "token"), decimal_field(o, "from"),
                               decimal_field(o, "to"));
  } else if (kind == "replace") {
    // sg.js sends the positions flattened, with their count and arity.
    a = sg::MoveAction::simple(ActionKind::replace, decimal_field(o, "position"), decimal_field(o, "terms"),
                               decimal_field(o, "arity"));
    a.runs = decimal_list(o, "runs");
  }
  if (kind != "turns") a.component = static_cast<std::uint32_t>(decimal_field(o, "component"));
  return a;
}

val apply_action(const std::string& text, val action) {
  auto pos = sg::parse_position(text);
  if (!pos.ok()) return error_value(pos.error());
  auto r = sg::apply_action(*pos, action_from(action));
  if (!r.ok()) return error_value(r.error());
  val out = val::object();
  out.set("position", *r);
  return out;
}

// A list sent as one blank-separated decimal text: one string crosses for
// the whole array (this Embind's typed-array copy into memory needs a
// method call, and its method callers use thread-local storage, which the
// single-threaded build cannot link).
template <class T>
std::vector<T> decimal_text_list(const val& o, const char* name) {
  std::vector<T> out;
  const val v = o[name];
  if (v.isUndefined() || v.isNull()) return out;
  const std::string text = v.as<std::string>();
  for (const char* p = text.c_str(); *p;) {
    char* end = nullptr;
    const long long signed_value = *p == '-' ? std::strtoll(p, &end, 10) : 0;
    out.push_back(*p == '-' ? static_cast<T>(signed_value) : static_cast<T>(std::strtoull(p, &end, 10)));
    if (end == p) break;
    p = *end ? end + 1 : end;
  }
  return out;
}

// sg.js has checked the spec: every list as one decimal text, node names
// joined by newlines.
val compose(val spec) {
  sg::CompositionSpec s;
  const std::string compound = spec["compound"].as<std::string>();
  for (sg::Compound c : {sg::Compound::normal, sg::Compound::misere, sg::Compound::every, sg::Compound::conjunctive,
                         sg::Compound::selective})
    if (sg::compound_name(c) == compound) s.compound = c;
  const val comps = spec["components"];
  const std::uint32_t n = comps["length"].as<std::uint32_t>();
  for (std::uint32_t i = 0; i < n; ++i) {
    const val c = comps[i];
    sg::ComposedComponent cc;
    cc.family = c["family"].as<std::string>();
    if (!c["rule"].isNull() && !c["rule"].isUndefined()) cc.rule = c["rule"].as<std::string>();
    const auto kind = sg::shape_kind_named(c["kind"].as<std::string>());
    cc.shape.kind = kind ? *kind : sg::ShapeKind::none;
    cc.shape.numbers = decimal_text_list<std::uint64_t>(c, "numbers");
    cc.shape.bytes = decimal_text_list<std::uint8_t>(c, "bytes");
    cc.shape.parents = decimal_text_list<std::int32_t>(c, "parents");
    cc.shape.edges = decimal_text_list<std::uint32_t>(c, "edges");
    cc.shape.tokens = decimal_text_list<std::uint32_t>(c, "tokens");
    if (!c["nodes"].isUndefined()) {
      const std::string nodes = c["nodes"].as<std::string>();
      const std::uint32_t count = c["nodeCount"].as<std::uint32_t>();
      std::size_t begin = 0;
      for (std::uint32_t k = 0; k < count; ++k) {
        std::size_t end = nodes.find('\n', begin);
        if (end == std::string::npos) end = nodes.size();
        cc.shape.nodes.push_back(nodes.substr(begin, end - begin));
        begin = end + 1;
      }
    }
    if (cc.shape.kind == sg::ShapeKind::coins && !c["firstIndex"].isUndefined())
      cc.shape.first_index = static_cast<std::uint8_t>(c["firstIndex"].as<double>());
    s.components.push_back(std::move(cc));
  }
  auto r = sg::compose(s);
  if (!r.ok()) return error_value(r.error());
  val out = val::object();
  out.set("position", *r);
  return out;
}

// `n` arrives as a JS number; sg.js has checked it is a safe integer.
val sequence(const std::string& rule, double n, val on_progress, double prove_to) {
  if (!(n >= 0) || n > 9007199254740991.0 || std::floor(n) != n)
    return error_value(sg::error_of(sg::Msg::api_sequence_length));
  if (!(prove_to >= 0) || prove_to > 9007199254740991.0 || std::floor(prove_to) != prove_to)
    return error_value(sg::error_of(sg::Msg::api_prove_to));
  sg::Progress progress;
  if (on_progress.typeOf().as<std::string>() == "function")
    progress = [&on_progress](double p) { return on_progress(p).as<bool>(); };
  auto r = sg::grundy_sequence(rule, static_cast<std::uint64_t>(n), progress,
                               sg::SequenceOptions{static_cast<std::uint64_t>(prove_to)});
  if (!r.ok()) return error_value(r.error());
  val out = val::object();
  const auto& v = r->values;
  // Copied into a JS-owned array now: the view dies with `r`.
  val view(emscripten::typed_memory_view(v.size(), v.data()));
  out.set("values", val::global("Uint32Array").new_(view));
  out.set("firstIndex", static_cast<double>(r->first_index));
  if (r->period) {
    val p = val::object();
    p.set("start", static_cast<double>(r->period->start));
    p.set("length", static_cast<double>(r->period->length));
    p.set("saltus", static_cast<double>(r->period->saltus));
    p.set("proven", r->period->proven);
    p.set("reason", rendered(r->period->reason));
    p.set("theorem", theorem_value(r->period->theorem));
    out.set("period", p);
  } else {
    out.set("period", val::null());
  }
  return out;
}

// sg.js has checked `heaps` is a whole number from 0 to maxQuotientHeap.
val misere_quotient(const std::string& rule, double heaps, val on_progress) {
  sg::Progress progress;
  if (on_progress.typeOf().as<std::string>() == "function")
    progress = [&on_progress](double p) { return on_progress(p).as<bool>(); };
  auto r = sg::misere_quotient(rule, static_cast<std::uint64_t>(heaps), progress);
  if (!r.ok()) return error_value(r.error());
  val out = val::object();
  out.set("rule", r->rule);
  out.set("heaps", static_cast<double>(r->heaps));
  out.set("order", r->order);
  out.set("table", typed_copy("Uint16Array", r->table));
  out.set("p", typed_copy("Uint8Array", r->p));
  val names = val::array();
  for (std::size_t i = 0; i < r->names.size(); ++i) names.set(i, r->names[i]);
  out.set("names", names);
  out.set("heapImages", typed_copy("Uint16Array", r->heap_images));
  out.set("orders", typed_copy("Uint32Array", r->orders));
  const std::size_t g = r->generator_heaps.size();
  val generators = val::array();
  for (std::size_t i = 0; i < g; ++i) {
    val gen = val::object();
    const std::uint16_t* word = r->words.data() + std::size_t{r->heap_images[r->generator_heaps[i]]} * g;
    gen.set("name", sg::quotient_element_name(word, g));
    gen.set("heap", static_cast<double>(r->generator_heaps[i]));
    generators.set(i, gen);
  }
  out.set("generators", generators);
  val relations = val::array();
  for (std::size_t i = 0; i < r->relations.size(); ++i) {
    val rel = val::object();
    rel.set("word", sg::quotient_element_name(r->relations[i].word.data(), g));
    rel.set("equals", sg::quotient_element_name(r->relations[i].equals.data(), g));
    relations.set(i, rel);
  }
  out.set("relations", relations);
  out.set("stableSince", static_cast<double>(r->stable_since));
  if (r->period) {
    val p = val::object();
    p.set("start", static_cast<double>(r->period->start));
    p.set("length", static_cast<double>(r->period->length));
    p.set("proven", r->period->proven);
    p.set("reason", rendered(r->period->reason));
    out.set("period", p);
  } else {
    out.set("period", val::null());
  }
  return out;
}

val table(const std::string& game, double rows, double cols, val on_progress) {
#ifdef SG_HAS_TABLE
  if (!(rows >= 0) || !(cols >= 0) || std::floor(rows) != rows || std::floor(cols) != cols ||
      rows > 9007199254740991.0 || cols > 9007199254740991.0)
    return error_value(sg::error_of(sg::Msg::api_table_sizes));
  sg::Progress progress;
  if (on_progress.typeOf().as<std::string>() == "function")
    progress = [&on_progress](double p) { return on_progress(p).as<bool>(); };
  auto r = sg::grundy_table(game, static_cast<std::uint64_t>(rows), static_cast<std::uint64_t>(cols), progress);
  if (!r.ok()) return error_value(r.error());
  val out = val::object();
  out.set("rows", r->rows);
  out.set("cols", r->cols);
  out.set("values", val::global("Uint32Array").new_(
                        val(emscripten::typed_memory_view(r->values.size(), r->values.data()))));
  return out;
#else
  (void)rows, (void)cols, (void)on_progress;
  return error_value(sg::error_of(sg::Text{sg::Msg::table_unknown, {{"table", game}, {"tables", ""}}}));
#endif
}

// Bulk graphs cross as typed arrays: one conversion per array, not per node.
val analyze_edge_list(const std::string& text, val on_progress) {
  sg::Progress progress;
  if (on_progress.typeOf().as<std::string>() == "function")
    progress = [&on_progress](double p) { return on_progress(p).as<bool>(); };
  auto r = sg::analyze_edge_list(text, progress);
  if (!r.ok()) return error_value(r.error());
  val out = val::object();
  out.set("nodeCount", r->node_count);
  out.set("edgeCount", r->edge_count);
  out.set("numbered", r->numbered);
  out.set("acyclic", r->acyclic);
  out.set("names", joined(r->names.size(), '\n', [&](std::size_t i) { return r->names[i]; }));
  out.set("outcome", typed_copy("Uint8Array", r->outcome));
  out.set("grundy", typed_copy("Uint32Array", r->grundy));
  out.set("remoteness", typed_copy("Uint32Array", r->remoteness));
  out.set("suspense", typed_copy("Uint32Array", r->suspense));
  out.set("loopyBegin", typed_copy("Uint32Array", r->loopy_begin));
  out.set("loopyValues", typed_copy("Uint32Array", r->loopy_values));
  return out;
}

// sg.js has checked both operands: decimal text of integers below 2^64.
val nim_product(const std::string& a, const std::string& b) {
  return count_value(sg::nim_product(std::strtoull(a.c_str(), nullptr, 10), std::strtoull(b.c_str(), nullptr, 10)));
}

val nim_product_step(const std::string& a, const std::string& b) {
  const sg::NimProductStep s =
      sg::nim_product_step(std::strtoull(a.c_str(), nullptr, 10), std::strtoull(b.c_str(), nullptr, 10));
  val out = val::object();
  const std::pair<const char*, sg::Nimber> fields[] = {
      {"a", s.a}, {"b", s.b}, {"product", s.product}, {"fermat", s.fermat}, {"a1", s.a1}, {"a0", s.a0},
      {"b1", s.b1}, {"b0", s.b0}, {"highHigh", s.high_high}, {"highLow", s.high_low}, {"lowHigh", s.low_high},
      {"lowLow", s.low_low}, {"highHighHalf", s.high_high_half}, {"high", s.high}, {"low", s.low}};
  for (const auto& [name, v] : fields) out.set(name, count_value(v));
  return out;
}

val nim_product_table(double n) {
  if (!(n >= 0) || n > 9007199254740991.0 || std::floor(n) != n)
    return error_value(sg::error_of(sg::Msg::api_table_size));
  auto r = sg::nim_product_table(static_cast<std::uint64_t>(n));
  if (!r.ok()) return error_value(r.error());
  val out = val::object();
  out.set("values", typed_copy("Uint16Array", *r));
  return out;
}

// The numbers behind a tutorial game's theorem (sg.d.ts Working).
val working(const std::string& position, double index) {
  if (!(index >= 0) || index > 9007199254740991.0 || std::floor(index) != index)
    return error_value(sg::error_of(sg::Msg::api_component_index));
  auto r = sg::working(position, static_cast<std::uint64_t>(index));
  if (!r.ok()) return error_value(r.error());
  const sg::Working& w = *r;
  if (w.kind == sg::WorkingKind::none) return val::null();
  auto counts = [](const auto& list) {
    val out = val::array();
    for (std::size_t i = 0; i < list.size(); ++i) out.set(i, count_value(list[i]));
    return out;
  };
  val out = val::object();
  out.set("kind", std::string(sg::working_kind_name(w.kind)));
  switch (w.kind) {
    case sg::WorkingKind::tartan:
      out.set("rowValues", counts(w.row_values));
      out.set("columnValues", counts(w.column_values));
      out.set("products", counts(w.products));
      break;
    case sg::WorkingKind::moore:
      out.set("modulus", count_value(w.modulus));
      out.set("bitCounts", counts(w.bit_counts));
      break;
    case sg::WorkingKind::zeckendorf:
      out.set("heap", count_value(w.heap));
      out.set("limit", count_value(w.limit));
      out.set("terms", counts(w.terms));
      out.set("takes", counts(w.takes));
      break;
    case sg::WorkingKind::continued_fraction: {
      val levels = val::array();
      for (std::size_t i = 0; i < w.levels.size(); ++i) {
        const auto& l = w.levels[i];
        val o = val::object();
        o.set("larger", count_value(l.larger));
        o.set("smaller", count_value(l.smaller));
        o.set("quotient", count_value(l.quotient));
        o.set("remainder", count_value(l.remainder));
        o.set("value", count_value(l.value));
        levels.set(i, o);
      }
      out.set("levels", levels);
      break;
    }
    case sg::WorkingKind::matching:
      out.set("componentSize", count_value(w.component_size));
      out.set("matched", count_value(w.matched));
      out.set("matchedWithout", count_value(w.matched_without));
      out.set("winning", typed_copy("Uint32Array", w.winning));
      out.set("matching", typed_copy("Uint32Array", w.matching));
      break;
    case sg::WorkingKind::none: break;
  }
  return out;
}

// The registry, everything the page builds its lists from (sg.d.ts FamilyInfo).
val families() {
  auto texts = [](std::span<const std::string_view> list) {
    val out = val::array();
    for (std::size_t i = 0; i < list.size(); ++i) out.set(i, std::string(list[i]));
    return out;
  };
  val out = val::array();
  std::size_t i = 0;
  auto entry = [&](const sg::Family& f) {
    val o = val::object();
    o.set("name", std::string(f.name));
    o.set("label", rendered(sg::family_label(f)));
    o.set("summary", rendered(sg::family_summary(f)));
    o.set("panel", std::string(sg::panel_name(f.panel)));
    o.set("shape", f.shape == sg::ShapeKind::none ? val::null() : val(std::string(sg::shape_kind_name(f.shape))));
    o.set("examples", texts(f.examples));
    o.set("hasSequence", f.sequence != nullptr);
    o.set("hasTable", f.has_table);
    o.set("aliases", texts(f.aliases));
    o.set("ruleHelp", f.rule_help == sg::Msg::none ? val::null() : val(rendered(f.rule_help)));
    if (!f.named_rules.empty()) {
      val rules = val::array();
      for (std::size_t k = 0; k < f.named_rules.size(); ++k) {
        val r = val::object();
        r.set("name", std::string(f.named_rules[k].name));
        r.set("label", rendered(f.named_rules[k].label));
        r.set("summary", rendered(f.named_rules[k].summary));
        rules.set(k, r);
      }
      o.set("coinRules", rules);
    }
    out.set(i++, o);
    return o;
  };
  for (const sg::Family& f : sg::families()) entry(f);
  // Then the games defined with sg.define, in the order they were defined.
  for (const sg::DefinedGameInfo& g : sg::defined_games())
    if (const sg::Family* f = sg::find_family(g.name)) {
      val o = entry(*f);
      o.set("defined", true);
      o.set("arity", g.arity);
    }
  return out;
}

val defined_value(const sg::DefinedGameInfo& g) {
  val o = val::object();
  o.set("name", g.name);
  o.set("arity", g.arity);
  val args = val::array();
  for (std::size_t i = 0; i < g.arguments.size(); ++i) args.set(i, g.arguments[i]);
  o.set("arguments", args);
  o.set("optionLines", g.option_lines);
  o.set("splits", g.splits);
  o.set("example", g.example);
  o.set("source", g.source);
  return o;
}

val define(const std::string& source) {
  auto r = sg::define_game(source);
  return r.ok() ? defined_value(*r) : error_value(r.error());
}

val defined_games() {
  val out = val::array();
  const auto list = sg::defined_games();
  for (std::size_t i = 0; i < list.size(); ++i) out.set(i, defined_value(list[i]));
  return out;
}

bool forget(const std::string& name) { return sg::forget_defined_game(name); }

// sg.js hands the values as text (an array is joined there).
val identify(const std::string& values) {
  auto r = sg::identify_sequence(std::string_view(values));
  if (!r.ok()) return error_value(r.error());
  auto texts = [](const std::vector<std::string>& list) {
    val out = val::array();
    for (std::size_t i = 0; i < list.size(); ++i) out.set(i, list[i]);
    return out;
  };
  val matches = val::array();
  for (std::size_t i = 0; i < r->matches.size(); ++i) {
    const sg::GameMatch& m = r->matches[i];
    val o = val::object();
    o.set("rule", m.rule);
    o.set("family", m.family);
    o.set("label", rendered(m.label));
    o.set("aliases", texts(m.aliases));
    matches.set(i, o);
  }
  val searched = val::object();
  searched.set("octalCodes", static_cast<double>(r->octal_codes));
  searched.set("subtractionSets", static_cast<double>(r->subtraction_sets));
  searched.set("families", static_cast<double>(r->families));
  val out = val::object();
  out.set("matches", matches);
  out.set("searched", searched);
  return out;
}

// seed: a safe integer, checked by sg.js (a double holds it exactly).
val random_position(const std::string& family, double seed, bool has_like, const std::string& like,
                    std::uint32_t size) {
  if (!(seed >= 0 && seed <= 9007199254740991.0) || std::floor(seed) != seed)
    return error_value(sg::error_of(sg::Msg::api_seed));
  sg::RandomOptions options;
  if (has_like) options.like = like;
  options.size = size;
  auto r = sg::random_position(family, static_cast<std::uint64_t>(seed), options);
  if (!r.ok()) return error_value(r.error());
  return val(*r);
}

// The board memo's entries added since `mark`, as bytes.
val board_memo(double mark) {
  if (!(mark >= 0) || mark > 4294967295.0 || std::floor(mark) != mark)
    return error_value(sg::error_of(sg::Msg::api_board_memo_since));
  const sg::BoardMemoExport e = sg::export_board_memo(static_cast<std::uint32_t>(mark));
  val out = val::object();
  out.set("data", val::global("Uint8Array").new_(val(emscripten::typed_memory_view(e.data.size(),
                                                                                   reinterpret_cast<const std::uint8_t*>(e.data.data())))));
  out.set("count", static_cast<double>(e.count));
  out.set("next", static_cast<double>(e.next));
  return out;
}

// `latin1`: one character per byte (sg.js wrote it so); Embind hands it
// over as UTF-8, decoded back here.
val add_board_memo(const std::string& latin1) {
  std::string bytes;
  bytes.reserve(latin1.size());
  for (std::size_t i = 0; i < latin1.size(); ++i) {
    const auto c = static_cast<unsigned char>(latin1[i]);
    if (c < 0x80) bytes += static_cast<char>(c);
    else if ((c == 0xC2 || c == 0xC3) && i + 1 < latin1.size())
      bytes += static_cast<char>(((c & 0x03) << 6) | (static_cast<unsigned char>(latin1[++i]) & 0x3F));
    else return error_value(sg::error_of(sg::Msg::board_memo_bad_export));
  }
  auto r = sg::import_board_memo(bytes);
  if (!r.ok()) return error_value(r.error());
  val out = val::object();
  out.set("added", static_cast<double>(*r));
  return out;
}

// The Chinese templates, from sg_core.zh.txt (this module has none built
// in: sg.js loads the file when a caller first asks for Chinese).
val load_catalogue(const std::string& file) {
  auto r = sg::load_catalogue(file);
  if (!r.ok()) return error_value(r.error());
  val out = val::object();
  out.set("count", static_cast<double>(*r));
  return out;
}

// Every theorem id the engine can give (analyze's theorem fields and a
// proven period's), for the page's explanations.
val theorems() {
  val out = val::array();
  for (std::size_t i = 1; i < static_cast<std::size_t>(sg::Theorem::count); ++i)
    out.set(i - 1, std::string(sg::theorem_id(static_cast<sg::Theorem>(i))));
  return out;
}

val limits() {
  val o = val::object();
  o.set("maxSequenceLength", static_cast<double>(sg::limits::max_sequence_length));
  o.set("maxNotationBytes", static_cast<double>(sg::limits::max_notation_bytes));
  o.set("maxTableCells", static_cast<double>(sg::limits::max_table_cells));
  o.set("maxListedMoves", static_cast<double>(sg::limits::max_listed_moves));
  // Every other cap, from the core's table; values above 2^53 (maxCount)
  // cross as decimal strings, since a double would round them.
  val meanings = val::object();
  for (const sg::limits::StatedLimit& l : sg::limits::stated()) {
    const std::string name(l.name);
    if (l.value > (std::uint64_t{1} << 53)) o.set(name, std::to_string(l.value));
    else o.set(name, static_cast<double>(l.value));
    meanings.set(name, std::string(l.meaning));
  }
  o.set("meanings", meanings);
  return o;
}

}  // namespace

EMSCRIPTEN_BINDINGS(sg_playground) {
  emscripten::function("analyze", &analyze);
  emscripten::function("winningMove", &winning_move);
  emscripten::function("sequence", &sequence);
  emscripten::function("table", &table);
  emscripten::function("misereQuotient", &misere_quotient);
  emscripten::function("explain", &explain);
  emscripten::function("analyzeEdgeList", &analyze_edge_list);
  emscripten::function("bestMove", &best_move);
  emscripten::function("moves", &legal_moves);
  emscripten::function("apply", &apply_action);
  emscripten::function("compose", &compose);
  emscripten::function("families", &families);
  emscripten::function("define", &define);
  emscripten::function("definedGames", &defined_games);
  emscripten::function("forget", &forget);
  emscripten::function("identify", &identify);
  emscripten::function("randomPosition", &random_position);
  emscripten::function("limits", &limits);
  emscripten::function("setLang", &set_lang);
  emscripten::function("nimProduct", &nim_product);
  emscripten::function("nimProductStep", &nim_product_step);
  emscripten::function("nimProductTable", &nim_product_table);
  emscripten::function("working", &working);
  emscripten::function("boardMemo", &board_memo);
  emscripten::function("addBoardMemo", &add_board_memo);
  emscripten::function("loadCatalogue", &load_catalogue);
  emscripten::function("theorems", &theorems);
  // Lets the recovery test make a live instance abort for real.
  emscripten::function("_forceAbort", +[] { std::abort(); });
}
