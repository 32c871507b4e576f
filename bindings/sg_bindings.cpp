// The only file that includes Emscripten headers: thin conversion between
// core types and plain JS values. Every entry point returns either a result
// object or {error, column}; web/sg.js turns the latter into an SGError, so
// no C++ exception ever crosses into JS.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cmath>
#include <cstdlib>
#include <string>

#include "sg/analysis.hpp"
#include "sg/explain.hpp"
#include "sg/family.hpp"
#include "sg/graph_input.hpp"
#include "sg/limits.hpp"
#include "sg/sequence.hpp"
#if __has_include("sg/table.hpp")
#include "sg/table.hpp"
#define SG_HAS_TABLE 1
#endif

using emscripten::val;

namespace {

val error_value(const sg::Error& e) {
  val out = val::object();
  out.set("error", e.what());
  out.set("column", e.column);
  return out;
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

val component_value(const sg::ComponentReport& c) {
  val out = val::object();
  out.set("position", c.position);
  value_fields(out, c.value);
  out.set("outcome", std::string(1, sg::outcome_letter(c.outcome)));
  out.set("theory", c.theory);
  out.set("partLabels", joined(c.parts.size(), '\n', [&](std::size_t i) { return c.parts[i].label; }));
  out.set("partValues", joined(c.parts.size(), ' ', [&](std::size_t i) { return sg::to_string(c.parts[i].value); }));
  out.set("partCount", static_cast<double>(c.parts.size()));
  out.set("remoteness", c.remoteness ? val(static_cast<double>(*c.remoteness)) : val::null());
  out.set("suspense", c.suspense ? val(static_cast<double>(*c.suspense)) : val::null());
  return out;
}

val analysis_value(const sg::Analysis& a) {
  val out = val::object();
  out.set("position", a.position);
  out.set("outcome", std::string(1, sg::outcome_letter(a.outcome)));
  out.set("grundy", a.grundy ? val(std::to_string(*a.grundy)) : val::null());
  out.set("value", a.value ? val(sg::to_string(*a.value)) : val::null());
  out.set("decidedBy", a.decided_by);
  val comps = val::array();
  for (std::size_t i = 0; i < a.components.size(); ++i) comps.set(i, component_value(a.components[i]));
  out.set("components", comps);
  val moves = val::array();
  for (std::size_t i = 0; i < a.winning_moves.size(); ++i) {
    const auto& m = a.winning_moves[i];
    val mv = val::object();
    mv.set("component", static_cast<double>(m.component));
    mv.set("move", m.move);
    mv.set("to", m.to);
    moves.set(i, mv);
  }
  out.set("winningMoves", moves);
  out.set("winningMovesComplete", a.winning_moves_complete);
  return out;
}

val analyze(const std::string& text) {
  auto r = sg::analyze(text);
  return r.ok() ? analysis_value(*r) : error_value(r.error());
}

val explain(const std::string& text, double max_options) {
  auto pos = sg::parse_position(text);
  if (!pos.ok()) return error_value(pos.error());
  const double cap = max_options >= 1 && max_options <= 100000 ? std::floor(max_options) : 2000;
  auto r = sg::explain(*pos, static_cast<std::uint64_t>(cap));
  if (!r.ok()) return error_value(r.error());
  val out = val::object();
  val options = val::array();
  for (std::size_t i = 0; i < r->options.size(); ++i) {
    const auto& o = r->options[i];
    val ov = val::object();
    ov.set("component", static_cast<double>(o.component));
    ov.set("move", o.move);
    ov.set("to", o.to);
    value_fields(ov, o.value);
    ov.set("outcome", std::string(1, sg::outcome_letter(o.outcome)));
    ov.set("winning", o.winning);
    options.set(i, ov);
  }
  out.set("options", options);
  out.set("complete", r->complete);
  out.set("mex", r->mex ? val(std::to_string(*r->mex)) : val::null());
  out.set("note", r->note);
  return out;
}

val best_move(const std::string& text) {
  auto pos = sg::parse_position(text);
  if (!pos.ok()) return error_value(pos.error());
  auto r = sg::choose_move(*pos);
  if (!r.ok()) return error_value(r.error());
  val out = val::object();
  out.set("move", r->move);
  out.set("to", r->to);
  out.set("reason", r->reason);
  out.set("remoteness", r->remoteness ? val(static_cast<double>(*r->remoteness)) : val::null());
  return out;
}

// `n` arrives as a JS number; sg.js has checked it is a safe integer.
val sequence(const std::string& rule, double n, val on_progress) {
  if (!(n >= 0) || n > 9007199254740991.0 || std::floor(n) != n)
    return error_value(sg::Error{"sequence length must be a non-negative integer"});
  sg::Progress progress;
  if (on_progress.typeOf().as<std::string>() == "function")
    progress = [&on_progress](double p) { return on_progress(p).as<bool>(); };
  auto r = sg::grundy_sequence(rule, static_cast<std::uint64_t>(n), progress);
  if (!r.ok()) return error_value(r.error());
  val out = val::object();
  const auto& v = r->values;
  // Copied into a JS-owned array now: the view dies with `r`.
  val view(emscripten::typed_memory_view(v.size(), v.data()));
  out.set("values", val::global("Uint32Array").new_(view));
  if (r->period) {
    val p = val::object();
    p.set("start", static_cast<double>(r->period->start));
    p.set("length", static_cast<double>(r->period->length));
    p.set("saltus", static_cast<double>(r->period->saltus));
    p.set("proven", r->period->proven);
    p.set("reason", r->period->reason);
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
    return error_value(sg::Error{"table sizes must be non-negative integers"});
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
  return error_value(sg::Error{"no SG table for \"" + game + "\""});
#endif
}

template <class T>
val typed_copy(const char* type, const std::vector<T>& v) {
  return val::global(type).new_(val(emscripten::typed_memory_view(v.size(), v.data())));
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

val families() {
  val out = val::array();
  std::size_t i = 0;
  for (const sg::Family& f : sg::families()) {
    val o = val::object();
    o.set("name", std::string(f.name));
    o.set("summary", std::string(f.summary));
    o.set("hasSequence", f.sequence != nullptr);
    out.set(i++, o);
  }
  return out;
}

val limits() {
  val o = val::object();
  o.set("maxSequenceLength", static_cast<double>(sg::limits::max_sequence_length));
  o.set("maxNotationBytes", static_cast<double>(sg::limits::max_notation_bytes));
  o.set("maxTableCells", static_cast<double>(sg::limits::max_table_cells));
  o.set("maxListedMoves", static_cast<double>(sg::limits::max_listed_moves));
  return o;
}

}  // namespace

EMSCRIPTEN_BINDINGS(sg_playground) {
  emscripten::function("analyze", &analyze);
  emscripten::function("sequence", &sequence);
  emscripten::function("table", &table);
  emscripten::function("explain", &explain);
  emscripten::function("analyzeEdgeList", &analyze_edge_list);
  emscripten::function("bestMove", &best_move);
  emscripten::function("families", &families);
  emscripten::function("limits", &limits);
  // Lets the recovery test make a live instance abort for real.
  emscripten::function("_forceAbort", +[] { std::abort(); });
}
