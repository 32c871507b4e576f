// One call of the JS API in a fresh process, for the bounds bench
// (bench/js/bounds.mjs): loads web/api/sg.js, runs the call, then a small
// analysis to show that the module still answers, and prints one JSON line:
//
//   { answer, error: { code, limit } | null, ms, cpuMs, peakMiB, restarts, after }
//
//   node bench/js/bounded_call.mjs '<method>' '<JSON array of arguments>'
//
// `ms` is the call's wall time, `cpuMs` the process's CPU time during it
// (user + system: the engine runs on the main thread; a loaded machine
// stretches the wall time, not this), `peakMiB` the process's peak resident
// memory (process.resourceUsage().maxRSS): the WASM heap, which only grows,
// is part of it.
import { loadSG } from '../../web/api/sg.js';

const [method, argsJson = '[]'] = process.argv.slice(2);
const args = JSON.parse(argsJson);
const sg = await loadSG();
let restarts = 0;
sg.onRestart(() => { restarts += 1; });

// What an answer says, briefly: an analysis's verdict and value, a
// sequence's length, a table's size, a move, a drawn position.
function summary(r) {
  if (typeof r === 'string') return r.length > 80 ? `${r.slice(0, 77)}...` : r;
  if (r && r.outcome !== undefined) return `${r.outcome}${r.grundy !== null && r.grundy !== undefined ? `, G = ${r.grundy}` : ''}`;
  if (r && r.values !== undefined && r.rows === undefined) return `${r.values.length} values`;
  if (Array.isArray(r)) return `${r.length}x${r[0]?.length ?? 0} table`;
  if (r && r.move !== undefined) return `move: ${typeof r.move === 'string' ? r.move : JSON.stringify(r.move)}`;
  return JSON.stringify(r).slice(0, 80);
}

const cpu0 = process.cpuUsage();
const t0 = performance.now();
let answer = null;
let error = null;
try {
  if (method === 'define+table') {
    sg.define(args[0]);
    answer = summary(sg.table(...args.slice(1)));
  } else if (method === 'define+sequence') {
    sg.define(args[0]);
    answer = summary(sg.sequence(...args.slice(1)));
  } else {
    answer = summary(sg[method](...args));
  }
} catch (e) {
  error = { code: e.code ?? e.name, limit: e.limit ?? null, message: String(e.message).slice(0, 160) };
}
const ms = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const peakMiB = process.resourceUsage().maxRSS / 1024;
let after = 'answers';
try {
  if (sg.analyze('nim 3 4 5').grundy !== 2) after = 'wrong answer';
} catch (e) {
  after = `fails: ${e.message}`;
}
console.log(JSON.stringify({ answer, error, ms, cpuMs: (cpu.user + cpu.system) / 1000, peakMiB, restarts, after }));
