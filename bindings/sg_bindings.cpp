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

template <class T>
val typed_copy(const char* type, const std::vector<T>& v) {
  return val::global(type).new_(val(emscripten::typed_memory_view(v.size(), v.data())));
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
  if (shape.part_labels)
    out.set("partLabels", joined(c.parts.size(), '\n', [&](std::size_t i) { return c.parts[i].label.view(); }));
}

val component_value(const sg::ComponentReport& c, const AnalyzeShape& shape) {
  val out = val::object();
  out.set("position", c.position);
  value_fields(out, c.value);
  out.set("outcome", std::string(1, sg::outcome_letter(c.outcome)));
  out.set("theory", c.theory);
  if (shape.typed) {
    typed_parts(out, c, shape);
  } else {
    out.set("partLabels", joined(c.parts.size(), '\n', [&](std::size_t i) { return c.parts[i].label.view(); }));
    out.set("partValues", joined(c.parts.size(), ' ', [&](std::size_t i) { return sg::to_string(c.parts[i].value); }));
  }
  out.set("partCount", static_cast<double>(c.parts.size()));
  out.set("remoteness", c.remoteness ? val(static_cast<double>(*c.remoteness)) : val::null());
  out.set("suspense", c.suspense ? val(static_cast<double>(*c.suspense)) : val::null());
  return out;
}

val move_value(const sg::WinningMove& m, bool include_to) {
  val mv = val::object();
  mv.set("component", static_cast<double>(m.component));
  mv.set("move", m.move);
  mv.set("to", include_to ? val(m.to) : val::null());
  return mv;
}

val analysis_value(const sg::Analysis& a, const sg::AnalyzeOptions& options, const AnalyzeShape& shape) {
  val out = val::object();
  out.set("position", a.position);
  out.set("outcome", std::string(1, sg::outcome_letter(a.outcome)));
  out.set("grundy", a.grundy ? val(std::to_string(*a.grundy)) : val::null());
  out.set("value", a.value ? val(sg::to_string(*a.value)) : val::null());
  out.set("decidedBy", a.decided_by);
  val comps = val::array();
  for (std::size_t i = 0; i < a.components.size(); ++i) comps.set(i, component_value(a.components[i], shape));
  out.set("components", comps);
  val moves = val::array();
  for (std::size_t i = 0; i < a.winning_moves.size(); ++i) moves.set(i, move_value(a.winning_moves[i], options.include_to));
  out.set("winningMoves", moves);
  out.set("winningMovesComplete", a.winning_moves_complete);
  return out;
}

// sg.js has checked the options: max_moves is a non-negative safe integer
// or -1 for no limit.
val analyze(const std::string& text, bool include_to, double max_moves, bool include_parts, bool typed,
            bool part_labels) {
  sg::AnalyzeOptions options;
  options.include_to = include_to;
  options.include_parts = include_parts;
  if (max_moves >= 0) options.max_moves = static_cast<std::uint64_t>(max_moves);
  auto r = sg::analyze(text, options);
  return r.ok() ? analysis_value(*r, options, AnalyzeShape{typed, part_labels}) : error_value(r.error());
}

val winning_move(const std::string& text, double index) {
  if (!(index >= 0) || index > 9007199254740991.0 || std::floor(index) != index)
    return error_value(sg::Error{"the move index must be a non-negative integer"});
  auto r = sg::winning_move(text, static_cast<std::uint64_t>(index));
  return r.ok() ? move_value(*r, true) : error_value(r.error());
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
val sequence(const std::string& rule, double n, val on_progress, double prove_to) {
  if (!(n >= 0) || n > 9007199254740991.0 || std::floor(n) != n)
    return error_value(sg::Error{"sequence length must be a non-negative integer"});
  if (!(prove_to >= 0) || prove_to > 9007199254740991.0 || std::floor(prove_to) != prove_to)
    return error_value(sg::Error{"proveTo must be a non-negative integer"});
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
  emscripten::function("explain", &explain);
  emscripten::function("analyzeEdgeList", &analyze_edge_list);
  emscripten::function("bestMove", &best_move);
  emscripten::function("families", &families);
  emscripten::function("limits", &limits);
  // Lets the recovery test make a live instance abort for real.
  emscripten::function("_forceAbort", +[] { std::abort(); });
}
