// Cram's reach in a browser: the page's own path, a Worker (web/api/
// worker-client.js, sg-worker.js) running `analyze` on the built module in
// headless Chromium, as the Boards panel does. For each number of rows R,
// the R x C rectangles C = 1, 2, ... are analysed, each in a fresh Worker
// (an empty memo, as each row of board_bench has), until one takes more
// than the budget or stops at a cap.
//
//   node bench/js/cram_browser_reach.mjs [--budget ms] [--patience ms] [--out file] [R ...]
//
// Default: rows 2 3 4 5, budget 10000 ms, a board cancelled after twice the
// budget (at least the budget and 10 s). Prints a markdown table and, with
// --out, writes it with the machine's load to that file (bench/run.mjs
// cram-browser does). Times are wall times in the page (performance.now()
// around the Worker call, messages included): the browser gives no thread
// time, so a loaded machine lengthens them. A board the mirror strategy
// decides without a search (more than 30 free cells with an even side,
// maxCramMirrorUnsearchedCells) is listed as such, and does not stop a row.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/static-server.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../../tests/e2e_support/browser.mjs';
import { takeOption } from './cli_options.mjs';

const argv = process.argv.slice(2);
const budget = Number(takeOption(argv, '--budget', '10000'));
// A board still running after this long is cancelled (past the budget).
const patience = Number(takeOption(argv, '--patience', String(Math.max(2 * budget, budget + 10000))));
const out = takeOption(argv, '--out', null);
const rowsList = argv.length ? argv.map(Number) : [2, 3, 4, 5];

const loadBefore = os.loadavg();
const started = new Date();
const server = await startServer({ port: 0 });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
const page = await browser.newPage();
const problems = [];
page.on('pageerror', (e) => problems.push(e.message));
await page.goto(`${server.url}index.html`);
// The page is up when its engine has answered once.
await page.locator('.nim-panel .verdict-badge').first().waitFor({ timeout: 120000 });
const userAgent = await page.evaluate(() => navigator.userAgent);

// One board in a fresh Worker: the time of `analyze`, its result, and the
// time the Worker took to start (loading and compiling the module). Past
// `patience` ms the Worker is cancelled (the board is then past the budget).
async function analyseInWorker(text, patience) {
  return page.evaluate(async ([text, patience]) => {
    const { WorkerClient } = await import('/web/api/worker-client.js');
    const engine = new WorkerClient();
    let timer;
    let t1 = 0;
    try {
      const t0 = performance.now();
      await engine.run('analyze', ['nim 1']);
      t1 = performance.now();
      timer = setTimeout(() => engine.cancel(), patience);
      const r = await engine.run('analyze', [text]);
      const t2 = performance.now();
      return {
        ms: t2 - t1, startMs: t1 - t0, grundy: r.grundy === null ? null : Number(r.grundy),
        outcome: r.outcome, decidedBy: r.decidedBy,
      };
    } catch (e) {
      if (e.cancelled) return { ms: patience, cancelled: true };
      return { error: e.message, limit: e.limit ?? null, ms: performance.now() - t1 };
    } finally {
      clearTimeout(timer);
      engine.dispose();
    }
  }, [text, patience]);
}

const seconds = (ms) => (ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(2)} s`);
const lines = [];
const rows = [];
for (const r of rowsList) {
  let reached = null;
  let stop = '';
  for (let c = 1; r * c <= 64; c++) {
    const text = `cram ${r}x${c}`;
    process.stderr.write(`${text} ...`);
    const x = await analyseInWorker(text, patience);
    // Searched, or answered by the mirror strategy alone (theory() says which).
    const mirror = !x.error && !x.cancelled && !/value by search/.test(x.decidedBy);
    process.stderr.write(` ${x.error ? `error after ${x.ms.toFixed(0)} ms: ${x.error}` : x.cancelled ? 'cancelled' : `${x.ms.toFixed(0)} ms, ${x.outcome}, value ${x.grundy}${mirror ? ' (mirror)' : ''}`}\n`);
    lines.push({ r, c, ...x, mirror });
    if (x.error) { stop = `${text}: ${x.limit ? `stopped at the cap ${x.limit} after ${seconds(x.ms)}` : x.error}`; break; }
    if (x.cancelled) { stop = `${text}: over ${seconds(patience)} (cancelled)`; break; }
    if (mirror) continue;
    if (x.ms > budget) { stop = `${text}: ${(x.ms / 1000).toFixed(2)} s`; break; }
    reached = { c, ...x };
  }
  if (!stop) stop = `none searched: every larger ${r}xC is answered by the mirror strategy`;
  rows.push({ r, reached, stop });
}
await browser.close();
await server.close();
const loadAfter = os.loadavg();
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();

const table = ['| rows | largest searched within the budget | its time | value | first past it |', '|---|---|---|---|---|'];
for (const { r, reached, stop } of rows)
  table.push(`| ${r} | ${reached ? `${r}x${reached.c}` : 'none'} | ${reached ? seconds(reached.ms) : ''} | ${reached ? reached.grundy : ''} | ${stop} |`);
const every = ['| board | analyze in the Worker | value | outcome | decided by | Worker start |', '|---|---|---|---|---|---|'];
for (const l of lines)
  every.push(l.error || l.cancelled
    ? `| ${l.r}x${l.c} | ${l.error ? `failed after ${seconds(l.ms)}: ${l.error}` : `over ${seconds(l.ms)}, cancelled`} | | | | |`
    : `| ${l.r}x${l.c} | ${seconds(l.ms)} | ${l.grundy ?? 'unknown'} | ${l.outcome} | ${l.mirror ? 'mirror strategy, no search' : 'search'} | ${seconds(l.startMs)} |`);
const text = [
  '# Cram in a browser: the largest rectangles the page searches within a budget',
  '',
  `- date: ${started.toISOString()}; budget ${budget} ms a board; rows ${rowsList.join(' ')}`,
  `- machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores; load average (1, 5, 15 min): ${loadBefore.map((x) => x.toFixed(2)).join(', ')} before, ${loadAfter.map((x) => x.toFixed(2)).join(', ')} after`,
  `- browser: ${userAgent}; the repository at commit ${commit} (plus uncommitted edits, if any), its module as built in web/api/wasm/`,
  '- each board analysed by `analyze` in a fresh Worker of the page (web/api/worker-client.js), on an empty memo; wall time in the page, messages included',
  ...(problems.length ? [`- page errors: ${problems.join('; ')}`] : []),
  '',
  ...table,
  '',
  '## Every board',
  '',
  ...every,
  '',
].join('\n');
console.log(text);
if (out) writeFileSync(out, text);
if (problems.length) process.exitCode = 1;
