// The benchmark suite: one command, every workload natively, in WASM under
// node (the same bench sources, compiled with emcmake) and, where listed,
// through the JS API and as a plain-JavaScript baseline, all with the same
// inputs (bench/scenarios.hpp and its twin bench/js/scenarios.mjs).
//
//   node bench/run.mjs                  every default workload, full sizes
//   node bench/run.mjs octal dag        only these groups
//   node bench/run.mjs --quick          smaller sizes (a smoke run)
//   node bench/run.mjs --no-build       use the binaries as they are
//   node bench/run.mjs cram-browser     Cram's reach in headless Chromium (opt-in)
//   node bench/run.mjs first-verdict    each view's first verdict on a throttled phone (opt-in)
//   node bench/run.mjs bounds           inputs that once aborted or ran for minutes (opt-in)
//   node bench/run.mjs caps-sweep       every family under every compound past its caps (opt-in)
//
// Prints a table (markdown) and writes it with machine information to a new
// file bench/results/<UTC start>-<full|quick|groups>.md, so every run stays
// on record beside the earlier ones.
// Each bench prints `RESULT <id> <wall s> <cpu s> <checksum> <note>`; the
// checksums of one row must agree, which proves that every side computed the
// same thing from the same input. The table compares CPU times of the
// thread doing the work (the machine may be shared: CPU time is what the
// work costs; bench_clock.hpp says why the thread's); wall times follow it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nativeDir = path.join(root, 'build-bench');
const wasmDir = path.join(root, 'build-bench-wasm');
const benches = ['octal_bench', 'dag_bench', 'wythoff_bench', 'analyze_bench', 'measures_bench', 'defined_bench', 'geography_bench', 'board_bench', 'misere_bench'];

const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const build = !argv.includes('--no-build');
const groups = argv.filter((a) => !a.startsWith('--'));

// q(full, quick): a size for this run.
const q = (full, small) => String(quick ? small : full);
const jsN = q(20000, 4000); // plain-JS octal baselines are O(n^2): ~10-20 s at 20000

// Each workload: the C++ bench and its arguments (run natively and in WASM),
// optionally `api` (bench/js/api_bench.mjs arguments: the same scenario
// through web/api/sg.js) and `js` (a plain-JS baseline script and arguments).
const workloads = [
  { group: 'octal', name: "Grundy's game to 2^21 values", bench: ['octal_bench', 'grundy', q(2097152, 131072)] },
  { group: 'octal', name: 'octal(0.16) to its proven period (509,623 values)', bench: ['octal_bench', 'period16'] },
  {
    // A finite code's sequence always computes 2^20 values (the horizon of
    // its period proof), so the quick run asks the engine for fewer instead.
    group: 'octal', name: `octal(0.6) to ${quick ? '2^16' : '2^20'} values`,
    bench: quick ? ['octal_bench', 'engine', '0.6', '65536'] : ['octal_bench', 'octal6', '1048576'],
  },
  {
    group: 'octal', name: `Grundy's game, ${jsN} values (engine)`,
    bench: ['octal_bench', 'engine', 'grundy', jsN], js: ['octal_baseline.mjs', 'grundy', jsN],
  },
  {
    group: 'octal', name: `octal(0.6), ${jsN} values (engine)`,
    bench: ['octal_bench', 'engine', '0.6', jsN], js: ['octal_baseline.mjs', '0.6', jsN],
  },
  {
    group: 'dag', name: `random DAG ${quick ? '10^5 nodes, 10^6' : '10^6 nodes, 10^7'} edges: SG`,
    bench: ['dag_bench', 'sg', q(1000000, 100000), q(10000000, 1000000)],
    js: ['dag_baseline.mjs', q(1000000, 100000), q(10000000, 1000000)],
  },
  {
    group: 'dag', name: 'the same DAG: SG, outcome, remoteness, suspense',
    bench: ['dag_bench', 'all', q(1000000, 100000), q(10000000, 1000000)],
  },
  {
    group: 'dag', name: 'the same DAG as edge-list text: parse, build, analyse',
    bench: ['dag_bench', 'text', q(1000000, 100000), q(10000000, 1000000)],
  },
  {
    group: 'tree', name: `deep tree (a path of ${quick ? '10^5' : '10^6'} nodes): analyze`,
    bench: ['analyze_bench', 'tree-deep', q(1000000, 100000)], api: ['tree-deep', q(1000000, 100000)],
  },
  {
    group: 'tree', name: `wide tree (a star of ${quick ? '10^5' : '10^6'} nodes): analyze`,
    bench: ['analyze_bench', 'tree-wide', q(1000000, 100000)], api: ['tree-wide', q(1000000, 100000)],
  },
  {
    group: 'coins', name: `coins(mock), a row of ${quick ? '10^5' : '10^6'} coins: analyze`,
    bench: ['analyze_bench', 'coins', q(1000000, 100000)], api: ['coins', q(1000000, 100000)],
  },
  {
    group: 'nim', name: `Nim with ${quick ? '10^5' : '10^6'} heaps: analyze`,
    bench: ['analyze_bench', 'nim', q(1000000, 100000)], api: ['nim', q(1000000, 100000)],
  },
  { group: 'wythoff', name: `Wythoff SG table ${q(2048, 512)}x${q(2048, 512)}`, bench: ['wythoff_bench', q(2048, 512)] },
  // Games defined in the rule language (docs/rule-language.md), valued by
  // the interpreter; the wyt row's checksum is the Wythoff table's.
  { group: 'defined', name: `defined wyt (Wythoff), table ${q(256, 64)}x${q(256, 64)}`, bench: ['defined_bench', 'wyt', q(256, 64)] },
  { group: 'defined', name: `defined wythoff table ${q(256, 64)}x${q(256, 64)} (built-in, same checksum)`, bench: ['wythoff_bench', q(256, 64)] },
  { group: 'defined', name: `defined lask (Lasker's Nim, splits), ${q(2048, 512)} values`, bench: ['defined_bench', 'lask', q(2048, 512)] },
  { group: 'defined', name: `defined squares, ${q(20000, 5000)} values`, bench: ['defined_bench', 'squares', q(20000, 5000)] },
  { group: 'defined', name: `which game: Kayles's first ${q(4096, 512)} values`, bench: ['defined_bench', 'identify-kayles', q(4096, 512)] },
  { group: 'defined', name: 'which game: "0 1" (1,026 matches)', bench: ['defined_bench', 'identify-short'] },
  {
    group: 'geography', name: `geography, random graph of ${quick ? '10^4' : '10^5'} vertices, ${quick ? '3·10^4' : '3·10^5'} edges: analyze`,
    bench: ['geography_bench', 'random', q(100000, 10000), q(300000, 30000)],
  },
  {
    group: 'geography', name: `geography, ${quick ? '100x100' : '316x316'} grid from a corner: analyze`,
    bench: ['geography_bench', 'grid', q(316, 100), q(316, 100)],
  },
  {
    group: 'geography', name: `geography, random tree of ${quick ? '10^4' : '10^5'} vertices: analyze`,
    bench: ['geography_bench', 'tree', q(100000, 10000)],
  },
  {
    group: 'geography', name: `geography, a path of ${quick ? '10^4' : '10^5'} vertices from its middle: analyze`,
    bench: ['geography_bench', 'path', q(100000, 10000)],
  },
  {
    group: 'misere', name: 'misère search: kayles 9 + kayles 9 (133 positions)',
    bench: ['analyze_bench', 'misere', '2'],
  },
  {
    // A large search: 28% of maxSearchPositions (2,000,000).
    group: 'misere', name: 'misère search: kayles 20 + kayles 21 + kayles 22 (562,711 positions)',
    bench: ['analyze_bench', 'misere-limit'],
  },
  {
    // Reaches: every split of n tried on an empty memo (misere_bench.cpp).
    group: 'misere', name: 'misère: kayles n in 4 splits, the largest n each decided within 1 s',
    bench: ['misere_bench', 'kayles'], reach: true,
  },
  {
    group: 'misere', name: 'misère quotient of kayles to heap 150, then kayles 20 + 21 + 22 read in it',
    bench: ['misere_bench', 'quotient'],
  },
  {
    group: 'misere', name: "misère: grundy n in 4 splits, the largest n each decided within 1 s",
    bench: ['misere_bench', 'grundy'], reach: true,
  },
  // Every split of 60 into at most four heaps and 200 drawn into more, each
  // on an empty memo (the quotient kept): the slowest split's time.
  ...['kayles', 'grundy'].map((f) => ({
    group: 'misere', name: `misère: ${f} 60 in every split into at most 4 heaps and 200 more, the slowest`,
    bench: ['misere_bench', 'splits', f, '60'],
  })),
  {
    // A reach, not a fixed workload: each side reports the largest n it
    // decides within the budget, so the sides' checksums (of that n's
    // remoteness and suspense) differ whenever their reaches do.
    group: 'measures', name: 'every: kayles n, the largest n decided within 1 s', bench: ['measures_bench', 'kayles'],
    reach: true,
  },
  {
    group: 'measures', name: 'every: grundy n, the largest n decided within 1 s', bench: ['measures_bench', 'grundy'],
    reach: true,
  },
  // The board families' search, each on an empty memo (bench/board_bench.cpp).
  { group: 'boards', name: 'Cram 4x7 (109,821 states)', bench: ['board_bench', 'cram', '4', '7'] },
  { group: 'boards', name: 'Cram 5x6 (356,379 states)', bench: ['board_bench', 'cram', '5', '6'] },
  { group: 'boards', name: 'Cram 3x10', bench: ['board_bench', 'cram', '3', '10'] },
  { group: 'boards', name: 'Chomp 8x8', bench: ['board_bench', 'chomp', '8', '8'] },
  { group: 'boards', name: 'Chomp 10x10', bench: ['board_bench', 'chomp', '10', '10'] },
  { group: 'boards', name: 'Chomp 2x300', bench: ['board_bench', 'chomp', '2', '300'] },
  { group: 'boards', name: 'Node Kayles, random graph: 40 vertices, edges 8%', bench: ['board_bench', 'nodekayles', '40', '8', '1'] },
  { group: 'boards', name: 'Node Kayles, random graph: 30 vertices, edges 15%', bench: ['board_bench', 'nodekayles', '30', '15', '2'] },
  { group: 'boards', name: 'Node Kayles, random graph: 24 vertices, edges 30%', bench: ['board_bench', 'nodekayles', '24', '30', '3'] },
  // Reaches: the largest R x C Cram board searched within 10 s of CPU.
  ...[3, 4, 5, 6].map((r) => ({
    group: 'cram-reach', name: `Cram ${r}xC: the largest C searched within 10 s`, bench: ['board_bench', 'cram-reach', String(r), q(10000, 1000)],
    reach: true, optIn: true,
  })),
];

// Opt-in, apart from the native/WASM table: Cram's reach in a browser
// (bench/js/cram_browser_reach.mjs: the page's Worker in headless Chromium,
// on the page's module), with its own table and results file.
if (groups.includes('cram-browser')) {
  if (build) sh('bash', ['scripts/build-wasm.sh']);
  const stamp = new Date().toISOString().slice(0, 16).replace(':', '');
  const out = path.join('bench', 'results', `${stamp}-${quick ? 'quick-' : ''}cram-browser.md`);
  sh(process.execPath, ['bench/js/cram_browser_reach.mjs', '--budget', q(10000, 1000), '--out', out]);
  console.error(`written to ${out}`);
  groups.splice(groups.indexOf('cram-browser'), 1);
  if (groups.length === 0) process.exit(0);
}

// Opt-in, with its own table and results file: the first verdict of each
// view on a throttled phone (bench/js/first_verdict.mjs, on a fresh dist/).
if (groups.includes('first-verdict')) {
  if (build) sh('bash', ['scripts/build-site.sh']);
  const stamp = new Date().toISOString().slice(0, 16).replace(':', '');
  const out = path.join('bench', 'results', `${stamp}-first-verdict.md`);
  sh(process.execPath, ['bench/js/first_verdict.mjs', '--runs', q(5, 1), '--out', out]);
  console.error(`written to ${out}`);
  groups.splice(groups.indexOf('first-verdict'), 1);
  if (groups.length === 0) process.exit(0);
}

// Opt-in, each with its own table and results file: the inputs that once
// aborted or ran for minutes (bench/js/bounds.mjs), and every family under
// every compound past its caps (bench/js/caps_sweep.mjs); both on the
// module in web/api/wasm/.
for (const [group, script] of [['bounds', 'bench/js/bounds.mjs'], ['caps-sweep', 'bench/js/caps_sweep.mjs']]) {
  if (!groups.includes(group)) continue;
  if (build) sh('bash', ['scripts/build-wasm.sh']);
  const stamp = new Date().toISOString().slice(0, 16).replace(':', '');
  const out = path.join('bench', 'results', `${stamp}-${group}.md`);
  sh(process.execPath, [script, '--out', out]);
  console.error(`written to ${out}`);
  groups.splice(groups.indexOf(group), 1);
  if (groups.length === 0) process.exit(0);
}

const selected = workloads.filter((w) => (groups.length ? groups.includes(w.group) : !w.optIn));
if (selected.length === 0) {
  console.error(`no workload in ${groups.join(' ')}; groups: ${[...new Set(workloads.map((w) => w.group))].join(' ')}`);
  process.exit(2);
}

function sh(cmd, args, options = {}) {
  execFileSync(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], ...options });
}

function buildAll() {
  if (!existsSync(path.join(nativeDir, 'CMakeCache.txt')))
    sh('cmake', ['-S', '.', '-B', nativeDir, '-DCMAKE_BUILD_TYPE=Release', '-DSG_BENCH=ON', '-DSG_TESTS=OFF'],
      { stdio: ['ignore', 'ignore', 'inherit'] });
  sh('cmake', ['--build', nativeDir, '-j2', '--target', ...benches], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (!existsSync(path.join(wasmDir, 'CMakeCache.txt')))
    sh('emcmake', ['cmake', '-S', '.', '-B', wasmDir, '-DCMAKE_BUILD_TYPE=Release', '-DSG_BENCH=ON',
      '-DSG_TESTS=OFF', `-DCMAKE_CROSSCOMPILING_EMULATOR=${process.execPath};--no-experimental-fetch`],
    { stdio: ['ignore', 'ignore', 'inherit'] });
  sh('cmake', ['--build', wasmDir, '-j2', '--target', ...benches], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (selected.some((w) => w.api) && !existsSync(path.join(root, 'web/api/wasm/sg_core.wasm')))
    sh('bash', ['scripts/build-wasm.sh']);
}

// Runs one command; returns { seconds (CPU), wall, checksum, note } or { error }.
function measure(cmd, args, env = process.env) {
  const r = spawnSync(cmd, args, { cwd: root, env, encoding: 'utf8', timeout: 900_000, maxBuffer: 1 << 26 });
  const line = (r.stdout ?? '').split('\n').find((l) => l.startsWith('RESULT '));
  if (r.status !== 0 || !line) {
    const why = (r.stdout + r.stderr).split('\n').filter(Boolean).pop() ?? `exit ${r.status}`;
    return { error: (r.error?.message ?? why).slice(0, 200) };
  }
  const [, , wall, cpu, checksum, ...note] = line.split(' ');
  return { seconds: Number(cpu), wall: Number(wall), checksum, note: note.join(' ') };
}

// The n a reach bench reached ("every: kayles 31 is the largest ...").
const reachOf = (r) => Number(/ (\d+) is the largest/.exec(r.note)?.[1] ?? -1);

// The faster of two measurements of one side; a failure or a checksum that
// differs between rounds wins, so that it is reported. Of a reach, the
// round that reached furthest (the faster one at equal reach).
function better(a, b, reach = false) {
  if (!a) return b;
  if (a.error || b.error) return a.error ? a : b;
  if (reach) return reachOf(b) > reachOf(a) || (reachOf(b) === reachOf(a) && b.seconds < a.seconds) ? b : a;
  if (a.checksum !== b.checksum) return { error: `checksum ${a.checksum} in one round, ${b.checksum} in another` };
  return { ...(b.seconds < a.seconds ? b : a), wall: Math.min(a.wall, b.wall) };
}

// Each side of a row runs in `rounds` fresh processes and its best is kept.
// On this project's VM one process's timing of a memory-bound workload (the
// DAG pass, 40 MB read at random) varies by +-25% with where its memory
// landed, far more than between repetitions inside the process.
const rounds = quick ? 1 : 3;

const node = [process.execPath, '--no-experimental-fetch'];
// The native benches get the allocation policy the WASM ones have: the WASM
// heap grows and is reused but never handed back, while glibc maps every
// block over 128 KB-32 MB afresh and unmaps it on free, so each large vector
// paid its page faults again on every run (on this VM a page fault costs
// microseconds: a 10^6-heap Nim analysis took 0.6-0.9 s natively that way,
// 0.11 s with the heap kept). These glibc tunables keep freed memory in the
// heap, which is what native code tuned for speed would do.
const nativeEnv = { ...process.env, GLIBC_TUNABLES: 'glibc.malloc.mmap_max=0:glibc.malloc.trim_threshold=4294967295' };
const seconds = (x) => (x < 1 ? `${(x * 1000).toFixed(1)} ms` : `${x.toFixed(2)} s`);
const fmt = (r) => (!r ? '' : r.error ? 'failed' : seconds(r.seconds));
// A reach row shows the n reached and the time of that n's analysis.
const fmtSide = (row, r) => (row.w.reach && r && !r.error ? `n = ${reachOf(r)}: ${seconds(r.seconds)}` : fmt(r));
const fmtWall = (r) => (!r ? '' : r.error ? 'failed' : seconds(r.wall));
const ratio = (a, b) => (a && b && !a.error && !b.error ? `${(a.seconds / b.seconds).toFixed(2)}×` : '');

if (build) buildAll();
const loadBefore = os.loadavg();
const started = new Date();
const rows = [];
const notes = [];
for (const w of selected) {
  const [bench, ...args] = w.bench;
  process.stderr.write(`${w.name} ...`);
  const r = { w };
  // Interleaved, so a burst of load elsewhere hits every side of one row;
  // each side's best process of `rounds`.
  for (let round = 0; round < rounds; round++) {
    r.native = better(r.native, measure(path.join(nativeDir, bench), args, nativeEnv), w.reach);
    r.wasm = better(r.wasm, measure(node[0], [...node.slice(1), path.join(wasmDir, `${bench}.cjs`), ...args]), w.reach);
    if (w.api) r.api = better(r.api, measure(node[0], [...node.slice(1), 'bench/js/api_bench.mjs', ...w.api]));
    if (w.js) r.js = better(r.js, measure(node[0], [path.join('bench/js', w.js[0]), ...w.js.slice(1)]));
  }
  const sums = [r.native, r.wasm, r.api, r.js].filter((x) => x && !x.error).map((x) => x.checksum);
  r.agree = w.reach ? 'n/a (a reach)'
    : sums.length > 1 && sums.every((c) => c === sums[0]) ? 'yes' : sums.length > 1 ? 'NO' : '';
  for (const [side, x] of Object.entries({ native: r.native, wasm: r.wasm, api: r.api, js: r.js }))
    if (x?.error) notes.push(`${w.name}, ${side}: ${x.error}`);
  if (w.reach) {
    for (const [side, x] of [['native', r.native], ['WASM', r.wasm]])
      if (x?.note) notes.push(`${w.name}, ${side}: ${x.note} (thread time ${seconds(x.seconds)})`);
  } else if (r.native.note) notes.push(`${w.name}: ${r.native.note}`);
  rows.push(r);
  process.stderr.write(` ${fmt(r.native)} / ${fmt(r.wasm)}\n`);
}
const loadAfter = os.loadavg();

const header = '| workload | native | WASM | WASM/native | via sg.js (typed, includeTo: false) | sg.js/native | plain JS | JS/WASM | same result |';
const table = [header, '|---|---|---|---|---|---|---|---|---|'];
for (const r of rows)
  table.push(`| ${r.w.name} | ${fmtSide(r, r.native)} | ${fmtSide(r, r.wasm)} | ${r.w.reach ? '' : ratio(r.wasm, r.native)} | ${fmt(r.api)} | ` +
    `${ratio(r.api, r.native)} | ${fmt(r.js)} | ${ratio(r.js, r.wasm)} | ${r.agree} |`);
const wallTable = ['| workload | native | WASM | via sg.js | plain JS |', '|---|---|---|---|---|'];
for (const r of rows)
  wallTable.push(`| ${r.w.name} | ${fmtWall(r.native)} | ${fmtWall(r.wasm)} | ${fmtWall(r.api)} | ${fmtWall(r.js)} |`);
const wasmRatios = rows.filter((r) => !r.w.reach && ratio(r.wasm, r.native)).map((r) => r.wasm.seconds / r.native.seconds);
const geomean = wasmRatios.length ? Math.exp(wasmRatios.reduce((s, x) => s + Math.log(x), 0) / wasmRatios.length) : NaN;

const version = (cmd, args) => {
  try { return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\n')[0]; } catch { return 'unknown'; }
};
const commit = version('git', ['-C', root, 'rev-parse', '--short', 'HEAD']);
const machine = [
  `- date: ${started.toISOString()}; ${quick ? 'quick sizes' : 'full sizes'}; workloads: ${groups.length ? groups.join(' ') : 'all default'}`,
  `- machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.type()} ${os.release()}`,
  `- load average (1, 5, 15 min): ${loadBefore.map((x) => x.toFixed(2)).join(', ')} before, ${loadAfter.map((x) => x.toFixed(2)).join(', ')} after`,
  `- compilers: ${version('c++', ['--version'])}; ${version('em++', ['--version'])}; node ${process.version}; commit ${commit} (plus uncommitted edits, if any)`,
  "- native and WASM are the same bench sources at -O3 (CMake Release); the first table gives the time the thread doing the timed work ran (natively its CPU time; under node its wall time less the time it waited for a CPU, bench_clock.hpp) with input generation and module loading excluded, and under node V8's background compiler and GC threads left out; native runs with glibc keeping freed memory (GLIBC_TUNABLES, as the WASM heap does); each side the best of 3 processes (1 with --quick), each process the best of 1-10 runs (see each bench source); every ratio compares figures of this one run.",
  `- geometric mean of WASM/native over the rows above: ${Number.isFinite(geomean) ? geomean.toFixed(2) + '×' : 'n/a'}`,
];
const text = ['# Benchmark results', '', ...machine, '', '## CPU time', '', ...table, '',
  '## Wall time (same run)', '', ...wallTable, '', '## What each bench printed', '',
  ...notes.map((n) => `- ${n}`), ''].join('\n');
console.log(text);
const full = !quick && groups.length === 0;
const stamp = started.toISOString().slice(0, 16).replace(':', '');   // 2026-11-24T2053
const kind = [quick ? 'quick' : '', full ? 'full' : groups.join('-')].filter(Boolean).join('-');
const out = path.join(root, 'bench', 'results', `${stamp}-${kind}.md`);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, text);
console.error(`written to ${path.relative(root, out)}`);
// A failed side or a disagreement fails the run, so that no failing row can
// sit unnoticed in a results table.
const failed = rows.filter((r) => r.agree === 'NO' || [r.native, r.wasm, r.api, r.js].some((x) => x?.error));
for (const r of failed) console.error(`FAILED: ${r.w.name}`);
if (failed.length) process.exitCode = 1;
