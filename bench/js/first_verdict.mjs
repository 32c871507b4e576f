// The first verdict on a slow phone: dist/ served (gzip, as a host sends
// it), each view loaded cold in a fresh browser context of headless
// Chromium under the throttling mobile lab tests use (1.6 Mbit/s down,
// 750 kbit/s up, 150 ms round trips, CPU slowed 4x, 360 x 740), timed from
// navigation start to the first paint and to the verdict (every verdict
// badge of the view showing P, N or D).
//
//   node bench/js/first_verdict.mjs [--runs 5] [--plain] [--out file] [view ...]
//
// --plain serves the files uncompressed. Prints a markdown table (median of
// the runs, bytes and requests of the median run) and, with --out, writes
// it with the machine's load to that file (bench/run.mjs first-verdict
// does). Times are wall times in the page: a loaded machine lengthens them.
// The throttling is the page's (CDP); a Worker's own downloads are not
// slowed, so the Boards view's figure is a lower bound.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { repoRoot, startServer } from '../../scripts/static-server.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../../tests/e2e_support/browser.mjs';
import { takeOption } from './cli_options.mjs';

const argv = process.argv.slice(2);
const runs = Number(takeOption(argv, '--runs', '5'));
const out = takeOption(argv, '--out', null);
const plainAt = argv.indexOf('--plain');
const compress = plainAt < 0;
if (!compress) argv.splice(plainAt, 1);

// Each view: its address under dist/ and how many verdicts it shows.
const VIEWS = [
  { name: '#nim, English', path: 'index.html#nim', verdicts: 1, goal: 1500 },
  { name: '#nim, Chinese', path: 'index.html?lang=zh#nim', verdicts: 1, goal: 1500 },
  { name: '#heaps', path: 'index.html#heaps', verdicts: 1, goal: 2500 },
  { name: '#coins', path: 'index.html#coins', verdicts: 1, goal: 2500 },
  { name: '#trees', path: 'index.html#trees', verdicts: 1, goal: 2500 },
  { name: '#graphs', path: 'index.html#graphs', verdicts: 1, goal: 2500 },
  { name: '#boards', path: 'index.html#boards', verdicts: 1, goal: 2500 },
  { name: '#sums', path: 'index.html#sums', verdicts: 1, goal: 2500 },
  { name: '#tutorial', path: 'index.html#tutorial', verdicts: 1, goal: 2500 },
  { name: '#custom', path: 'index.html#custom', verdicts: 1, goal: 2500 },
  { name: 'a blog page with two <sg-playground> elements', path: 'examples/blog.html', verdicts: 2, goal: 2500 },
];
const chosen = argv.length ? VIEWS.filter((v) => argv.some((a) => v.path.includes(a))) : VIEWS;

const THROTTLE = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };

// In the page: the time (ms from navigation start) when `count` verdict
// badges, in the document or in an element's shadow root, show P, N or D.
function verdictsShown(count) {
  const badges = [];
  const walk = (root) => {
    for (const b of root.querySelectorAll('.verdict-badge')) if (/^[PND]$/.test(b.textContent.trim())) badges.push(b);
    for (const e of root.querySelectorAll('*')) if (e.shadowRoot) walk(e.shadowRoot);
  };
  walk(document);
  return badges.length >= count ? performance.now() : null;
}

async function loadOnce(browser, base, view) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    let bytes = 0;
    let requests = 0;
    context.on('request', () => { requests += 1; });
    context.on('requestfinished', (r) => r.sizes().then((s) => { bytes += s.responseBodySize + s.responseHeadersSize; }, () => {}));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', THROTTLE);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(base + view.path, { waitUntil: 'commit' });
    const verdict = await (await page.waitForFunction(verdictsShown, view.verdicts, { polling: 'raf', timeout: 120_000 })).jsonValue();
    const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    // Let the last responses' sizes come in.
    await page.waitForTimeout(200);
    return { verdict, paint, bytes, requests };
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const secs = (ms) => (ms === null ? '' : `${(ms / 1000).toFixed(2)} s`);

const loadBefore = os.loadavg();
const started = new Date();
const server = await startServer({ root: join(repoRoot, 'dist'), port: 0, compress });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
const rows = [];
try {
  for (const view of chosen) {
    const samples = [];
    for (let k = 0; k < runs; k += 1) samples.push(await loadOnce(browser, server.url, view));
    const mid = median(samples.map((s) => s.verdict));
    const at = samples.find((s) => s.verdict === mid);
    rows.push({ view, verdict: mid, all: samples.map((s) => s.verdict), paint: median(samples.map((s) => s.paint ?? Infinity)), bytes: at.bytes, requests: at.requests });
    const r = rows.at(-1);
    console.error(`${view.name}: verdict ${secs(r.verdict)} (${r.all.map((x) => (x / 1000).toFixed(2)).join(', ')}), first paint ${secs(r.paint)}, ${(r.bytes / 1024).toFixed(0)} KB, ${r.requests} requests`);
  }
} finally {
  await browser.close();
  await server.close();
}
const loadAfter = os.loadavg();

const table = [
  '| view | first paint | verdict (median) | goal | runs | bytes | requests |',
  '|---|---|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.view.name} | ${secs(r.paint)} | ${secs(r.verdict)} | ${secs(r.view.goal)}${r.verdict <= r.view.goal ? '' : ' (not met)'} | ${r.all.map((x) => (x / 1000).toFixed(2)).join(', ')} | ${(r.bytes / 1024).toFixed(0)} KB | ${r.requests} |`),
].join('\n');
console.log(table);
if (out) {
  writeFileSync(out, [
    '# The first verdict on a slow phone',
    '',
    `- date: ${started.toISOString()}; bench/js/first_verdict.mjs, ${runs} cold loads per view, each in a fresh browser context`,
    `- throttling: network ${THROTTLE.downloadThroughput * 8 / 1e6} Mbit/s down, ${THROTTLE.uploadThroughput * 8 / 1e3} kbit/s up, ${THROTTLE.latency} ms round trips (CDP, the page's requests); CPU slowed 4x; 360 x 740 px`,
    `- dist/ served ${compress ? 'with gzip, as a host sends it' : 'uncompressed'}, from 127.0.0.1`,
    `- machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores; load average (1, 5, 15 min): ${loadBefore.map((x) => x.toFixed(2)).join(', ')} before, ${loadAfter.map((x) => x.toFixed(2)).join(', ')} after`,
    '- bytes and requests: of the median run, as transferred (headers included)',
    '',
    table,
    '',
  ].join('\n'));
}
