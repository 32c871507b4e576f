// The inputs that once aborted the engine or ran for minutes, each in a
// fresh process (bench/js/bounded_call.mjs, the WASM module through
// web/api/sg.js under node): what each one answers or which cap refuses it,
// its wall and CPU time, its peak memory, and whether the module answers
// the next call. The bound is the point: every row must end with an answer
// or a refusal naming its cap, well within the patience below.
//
//   node bench/js/bounds.mjs [--out file] [--patience ms] [filter]
//
// bench/run.mjs bounds runs it (opt-in) and writes
// bench/results/<UTC start>-bounds.md. A row still running after
// `patience` (default 120 s) is stopped and reported as such.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { takeOption } from './cli_options.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
const out = takeOption(argv, '--out', null);
const patience = Number(takeOption(argv, '--patience', '120000'));
const filter = argv[0] ?? '';

const octal64 = `octal(0.${'6'.repeat(64)})`;
const wyt = 'game wyt(a, b)\n  (a - k, b)      for k in 1..a\n  (a, b - k)      for k in 1..b\n  (a - k, b - k)  for k in 1..min(a, b)\n';
const sq = 'game sq(n)\n  n - k*k  for k in 1..n  if k*k <= n\n';
// k = 11 on thirty heaps below 1000: over 10,000 winning moves (the listing's cap).
const moore30 = (() => {
  const heaps = [];
  for (let i = 0, x = 1; i < 30; i += 1) x = (x * 1103515245 + 12345) % 1000, heaps.push(x);
  return `moore(11) ${heaps.join(' ')}`;
})();
const analyze = (text, label = text) => ({ label, method: 'analyze', args: [text, { includeTo: false, maxMoves: 41 }] });

export const inputs = [
  analyze('conjunctive: nim 4000'),
  analyze('conjunctive: nim 2000'),
  analyze('every: nim 5000'),
  analyze('every: kayles 3 + nim 60000'),
  analyze('conjunctive: lasker 30000'),
  analyze('every: lasker 1000000'),
  { label: "bestMove('grundy 1000')", method: 'bestMove', args: ['grundy 1000'] },
  { label: "bestMove('grundy 1200')", method: 'bestMove', args: ['grundy 1200'] },
  { label: "bestMove('grundy 3000')", method: 'bestMove', args: ['grundy 3000'] },
  analyze(`moore(5000) ${'1 '.repeat(5000).trim()}`, "moore(5000) with 5000 heaps of 1"),
  { label: `sequence('${octal64.slice(0, 14)}…(64 digits)', 2^20)`, method: 'sequence', args: [octal64, 1048576, { typed: true }] },
  { label: "sequence('octal(0.007)', 2^20)", method: 'sequence', args: ['octal(0.007)', 1048576, { typed: true }] },
  analyze(moore30, 'moore(11) with thirty heaps, 41 winning moves asked'),
  { label: 'moore(11) with thirty heaps, every winning move', method: 'analyze', args: [moore30, { includeTo: false }] },
  { label: "table('wyt', 1024, 1024)", method: 'define+table', args: [wyt, 'wyt', 1024, 1024, { typed: true }] },
  { label: "table('wyt', 256, 256)", method: 'define+table', args: [wyt, 'wyt', 256, 256, { typed: true }] },
  analyze('chomp(2000,1000)'),
  analyze('chomp(50000,3)'),
  analyze('chomp 3x220'),
  analyze('chomp(200,150,100)'),
  analyze(`every: coins(mock) ${'H'.repeat(40)}`, 'every: coins(mock) with 40 heads'),
  analyze('every: fibnim 2000'),
  analyze('every: kayles 60'),
  analyze('every: dawson 80'),
  analyze('every: lasker 45'),
  analyze('every: grundy 70'),
  analyze('every: wythoff 200 300'),
  analyze('every: cram 5x5'),
  analyze('conjunctive: grundy 1000'),
  analyze('every: grundy 1000'),
  analyze('every: sub(1,3,4) 2000000'),
  { label: "sequence('sq', 2^20)", method: 'define+sequence', args: [sq, 'sq', 1048576, { typed: true }] },
  // Misère sums past every theorem and quotient: searched, or refused.
  analyze('misere: dawson 100'),
  analyze('misere: grundy 100'),
  analyze('misere: dawson 50 + dawson 50'),
  analyze('misere: kayles 40 + dawson 40'),
  analyze('misere: dawson 30 + dawson 40'),
  analyze('cram 3x21'),
  analyze('cram 5x7'),
  analyze('cram 7x9'),
  ...[1, 2, 3].map((seed) => ({
    label: `randomPosition('kayles', ${seed}, like misère 3 x kayles 20, size 24)`,
    method: 'randomPosition',
    args: ['kayles', seed, { like: 'misere: kayles 20 + kayles 20 + kayles 20', size: 24 }],
  })),
];

function run(input) {
  const r = spawnSync(process.execPath, ['--no-experimental-fetch', 'bench/js/bounded_call.mjs', input.method, JSON.stringify(input.args)],
    { cwd: root, encoding: 'utf8', timeout: patience, maxBuffer: 1 << 24 });
  const line = (r.stdout ?? '').trim().split('\n').pop();
  if (r.error || r.status !== 0 || !line?.startsWith('{')) {
    return { failed: r.error?.code === 'ETIMEDOUT' ? `still running after ${patience / 1000} s` : `exit ${r.status}: ${(r.stderr ?? '').trim().split('\n').pop()}` };
  }
  return JSON.parse(line);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = new Date();
  const loadBefore = os.loadavg();
  const rows = ['| input | answer or refusal | wall | CPU | peak memory | next call |', '|---|---|---|---|---|---|'];
  let bad = 0;
  for (const input of inputs.filter((i) => i.label.includes(filter))) {
    process.stderr.write(`${input.label} ...`);
    const r = run(input);
    const said = r.failed ? `**${r.failed}**` : r.error ? `refused: ${r.error.limit ?? r.error.code}` : r.answer;
    if (r.failed || r.restarts || r.after !== 'answers') bad += 1;
    const s = (ms) => (ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(2)} s`);
    rows.push(`| \`${input.label.replace(/\|/g, '\\|')}\` | ${said} | ${r.failed ? '' : s(r.ms)} | ${r.failed ? '' : s(r.cpuMs)} | ` +
      `${r.failed ? '' : `${r.peakMiB.toFixed(0)} MiB`} | ${r.failed ? '' : r.restarts ? `restarted ${r.restarts}x` : r.after} |`);
    process.stderr.write(` ${said}\n`);
  }
  const loadAfter = os.loadavg();
  const text = ['# Bounds: inputs that once aborted or ran for minutes', '',
    `- date: ${started.toISOString()}; machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB; node ${process.version}`,
    `- load average (1, 5, 15 min): ${loadBefore.map((x) => x.toFixed(2)).join(', ')} before, ${loadAfter.map((x) => x.toFixed(2)).join(', ')} after`,
    '- each input in a fresh node process on the built module (web/api/wasm/); wall time of the call, CPU time of the process during it, peak resident memory of the process (the WASM heap included), and whether `analyze(\'nim 3 4 5\')` answers next',
    '', ...rows, ''].join('\n');
  console.log(text);
  if (out) writeFileSync(out, text);
  if (bad) process.exitCode = 1;
}
