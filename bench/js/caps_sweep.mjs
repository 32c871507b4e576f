// Every family under every compound at growing sizes, up to and past the
// caps: the property that no input aborts the engine and every call ends
// with an answer or a refusal naming a cap, looked for everywhere.
//
//   node bench/js/caps_sweep.mjs [--out file] [--patience ms] [family ...]
//
// For each family, a position generator of one size parameter s (a heap of
// s, a row of s coins, a path of s nodes, an s-column board ...). For each
// compound (normal, misère, every, conjunctive, selective) and each shape
// (the position alone, and added to itself), one child process
// (--child) analyses s = 1, 2, 4, 8, ... until a call is refused, then two
// sizes more (a cap must keep refusing, fast), printing each call's CPU
// time and result; the parent records the largest size answered, the first
// refused and the cap that refused it, the slowest call, and the child's
// peak memory. A child that restarts the engine, dies, or is still running
// after `patience` (default 120 s) is a finding; so is any call over 2 s of
// CPU (listed, not fatal: a bound may legitimately be a few seconds of work
// in a Worker with progress).
//
// bench/run.mjs caps-sweep runs it (opt-in) into
// bench/results/<UTC start>-caps-sweep.md.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { takeOption } from './cli_options.mjs';

const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), '../..');

const heap = (name) => (s) => `${name} ${s}`;
const row = (n, f) => Array.from({ length: n }, (_, i) => f(i)).join('');
const list = (n, f) => Array.from({ length: n }, (_, i) => f(i)).join(' ');
// Letters for graph vertices: v0, v1, ...
const path_ = (n, sep) => Array.from({ length: Math.max(1, n - 1) }, (_, i) => `v${i}${sep}v${i + 1}`).join(',');

// s -> notation of one component, and the largest s worth trying.
export const generators = {
  nim: [heap('nim'), 2 ** 62],
  kayles: [heap('kayles'), 2 ** 40],
  dawson: [heap('dawson'), 2 ** 40],
  grundy: [heap('grundy'), 2 ** 40],
  lasker: [heap('lasker'), 2 ** 62],
  bash: [heap('bash(3)'), 2 ** 62],
  sub: [heap('sub(1,3,4)'), 2 ** 62],
  octal: [heap('octal(0.137)'), 2 ** 62],
  staircase: [(s) => `staircase ${list(Math.min(s, 2 ** 21), (i) => (i * 7) % 5)}`, 2 ** 22],
  wythoff: [(s) => `wythoff ${s} ${s + Math.floor(s / 2) + 1}`, 2 ** 62],
  coins: [(s) => `coins(mock) ${row(s, (i) => ((i * 7) % 3 ? 'T' : 'H'))}`, 2 ** 22],
  tree: [(s) => `tree ${'('.repeat(s)}${')'.repeat(s)}`, 2 ** 22],
  hackenbush: [(s) => `hackenbush ${list(s, (i) => `${i}-${i + 1}`)}`, 2 ** 21],
  graph: [(s) => `graph(${path_(s, '>')}) v0`, 2 ** 19],
  seqgame: [(s) => `seqgame(${Array.from({ length: s }, (_, i) => (i * 5) % 7).join(',')}) 0`, 2 ** 21],
  ends: [(s) => `ends ${list(s, (i) => 1 + ((i * 3) % 5))}`, 2 ** 14],
  merge: [(s) => `merge ${list(s, (i) => 1 + (i % 3))}`, 2 ** 10],
  coins2d: [(s) => `coins2d(ruler*ruler) ${Array.from({ length: s }, (_, r) => row(s, (c) => ((r + c) % 3 ? 'T' : 'H'))).join('/')}`, 2 ** 7],
  moore: [(s) => `moore(2) ${list(Math.min(s, 4096), (i) => 1 + ((i * 5) % 9))}`, 2 ** 13],
  fibnim: [heap('fibnim'), 2 ** 62],
  euclid: [(s) => `euclid ${s} ${Math.max(1, s - 1)}`, 2 ** 62],
  geography: [(s) => `geography(${path_(s, '-')}) v0`, 2 ** 20],
  nodekayles: [(s) => `nodekayles(${path_(Math.min(s, 64), '-')})`, 2 ** 7],
  cram: [(s) => { const r = Math.min(8, Math.ceil(Math.sqrt(s))); return `cram ${r}x${Math.ceil(s / r)}`; }, 2 ** 6],
  chomp: [(s) => `chomp(${s},${Math.max(1, Math.floor(s / 2))},${Math.max(1, Math.floor(s / 3))})`, 2 ** 17],
};
const compounds = ['', 'misere: ', 'every: ', 'conjunctive: ', 'selective: '];

// --child family compound shape: the size series of one family, printed.
async function child(family, compound, shape) {
  const { loadSG } = await import('../../web/api/sg.js');
  const sg = await loadSG();
  let restarts = 0;
  sg.onRestart(() => { restarts += 1; });
  const [gen, most] = generators[family];
  let refusedAt = null;
  for (let s = 1; s <= most; s *= 2) {
    const one = gen(s);
    const text = compound + (shape === 'pair' ? `${one} + ${one}` : one);
    console.log(`START ${s}`);
    const c0 = process.cpuUsage();
    let said;
    try {
      const a = sg.analyze(text, { includeTo: false, maxMoves: 41, parts: false });
      said = `answer ${a.outcome}`;
    } catch (e) {
      said = e.kind === 'too_large' || e.limit ? `refused ${e.limit ?? 'too large'}` : `error ${e.code ?? e.name}`;
    }
    const cpu = process.cpuUsage(c0);
    console.log(`CALL ${s} ${((cpu.user + cpu.system) / 1000).toFixed(1)} ${restarts} ${said}`);
    if (said.startsWith('refused') || said.startsWith('error')) refusedAt ??= s;
    if (refusedAt !== null && s >= refusedAt * 4) break;
  }
  console.log(`PEAK ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} ${restarts}`);
}

function runChild(family, compound, shape, patience) {
  const r = spawnSync(process.execPath, ['--no-experimental-fetch', here, '--child', family, compound, shape],
    { cwd: root, encoding: 'utf8', timeout: patience, maxBuffer: 1 << 24 });
  const lines = (r.stdout ?? '').split('\n');
  const calls = lines.filter((l) => l.startsWith('CALL ')).map((l) => {
    const [, s, ms, restarts, ...said] = l.split(' ');
    return { s: Number(s), ms: Number(ms), restarts: Number(restarts), said: said.join(' ') };
  });
  const started = lines.filter((l) => l.startsWith('START ')).map((l) => Number(l.split(' ')[1]));
  const peak = lines.find((l) => l.startsWith('PEAK '));
  const hung = r.error?.code === 'ETIMEDOUT' ? started[started.length - 1] : null;
  const died = !peak && hung === null ? `exit ${r.status}: ${(r.stderr ?? '').trim().split('\n').pop()}` : null;
  return { calls, peakMiB: peak ? Number(peak.split(' ')[1]) : null, restarts: peak ? Number(peak.split(' ')[2]) : null, hung, died };
}

async function main() {
  const argv = process.argv.slice(2);
  const out = takeOption(argv, '--out', null);
  const patience = Number(takeOption(argv, '--patience', '120000'));
  const families = argv.length ? argv : Object.keys(generators);
  const started = new Date();
  const loadBefore = os.loadavg();
  const rows = ['| family | compound | shape | largest answered (CPU) | first refused (CPU): cap | slowest call | peak memory | finding |',
    '|---|---|---|---|---|---|---|---|'];
  let calls = 0, findings = 0, slow = 0, slowest = { ms: 0 };
  const ms = (x) => (x < 1000 ? `${x.toFixed(0)} ms` : `${(x / 1000).toFixed(2)} s`);
  for (const family of families)
    for (const compound of compounds)
      for (const shape of ['alone', 'pair']) {
        const r = runChild(family, compound, shape, patience);
        calls += r.calls.length;
        const answered = r.calls.filter((c) => c.said.startsWith('answer'));
        const refused = r.calls.find((c) => !c.said.startsWith('answer'));
        const worst = r.calls.reduce((a, c) => (c.ms > a.ms ? c : a), { ms: 0, s: 0 });
        if (worst.ms > slowest.ms) slowest = { ...worst, family, compound, shape };
        const over = r.calls.filter((c) => c.ms > 2000);
        slow += over.length;
        const finding = [r.hung !== null ? `still running at s = ${r.hung}` : '', r.died ?? '', r.restarts ? `${r.restarts} restarts` : '',
          over.length ? `${over.length} call(s) over 2 s` : ''].filter(Boolean).join('; ');
        if (r.hung !== null || r.died || r.restarts) findings += 1;
        const last = answered[answered.length - 1];
        rows.push(`| ${family} | ${compound.replace(': ', '') || 'normal'} | ${shape} | ${last ? `s = ${last.s} (${ms(last.ms)})` : '—'} | ` +
          `${refused ? `s = ${refused.s} (${ms(refused.ms)}): ${refused.said.replace(/^(refused|error) /, '')}` : '—'} | ` +
          `${ms(worst.ms)} at s = ${worst.s} | ${r.peakMiB ?? '?'} MiB | ${finding} |`);
        process.stderr.write(`${family} ${compound || 'normal: '}${shape}: ${r.calls.length} calls, slowest ${ms(worst.ms)}${finding ? ` — ${finding}` : ''}\n`);
      }
  const loadAfter = os.loadavg();
  const text = ['# Caps sweep: every family under every compound, up to and past the caps', '',
    `- date: ${started.toISOString()}; machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores; node ${process.version}`,
    `- load average (1, 5, 15 min): ${loadBefore.map((x) => x.toFixed(2)).join(', ')} before, ${loadAfter.map((x) => x.toFixed(2)).join(', ')} after`,
    '- sizes s = 1, 2, 4, ... per family (bench/js/caps_sweep.mjs: the generators), each call `analyze` on the WASM module under node; CPU time of the process per call; peak resident memory per child process (one family, compound and shape)',
    `- ${calls} calls; ${findings} series with an abort, a restart or a hang; ${slow} calls over 2 s of CPU; slowest: ${ms(slowest.ms)} (${slowest.family ?? '—'}, ${slowest.compound || 'normal'}, ${slowest.shape ?? ''}, s = ${slowest.s})`,
    '', ...rows, ''].join('\n');
  console.log(text);
  if (out) writeFileSync(out, text);
  if (findings) process.exitCode = 1;
}

if (process.argv[2] === '--child') await child(process.argv[3], process.argv[4], process.argv[5]);
else await main();
