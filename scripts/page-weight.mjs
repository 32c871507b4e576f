// Page weight of the built site (dist/, from scripts/build-site.sh),
// gzip-compressed (level 9, what a static server with gzip sends), as a
// visitor meets it: the first view (index.html with the Nim panel) and the
// view of each panel opened from a fresh load. Exits 1 above a budget: the
// first view 180 KB, any panel's view 250 KB (1 KB = 1,000 bytes;
// docs/performance.md, Page weight, says why these figures). The whole
// site (every panel, both languages) is reported, not budgeted: it grows
// with every game, and no visitor loads all of it at once.
//
//   node scripts/page-weight.mjs [--root DIR]   static crawl + headless Chromium
//   node scripts/page-weight.mjs --static       static crawl only (no browser)
//   node scripts/page-weight.mjs --json         also print the figures as JSON
//
// The whole is the union of a static crawl from index.html (scripts/
// page-crawl.mjs) and what Chromium requests while every panel is opened:
// the crawl catches what the browser only loads on demand, the browser what
// the crawl cannot see. A view is what Chromium requests, in a fresh
// context, until the panel shows its verdict and the network is idle.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { crawl } from './page-crawl.mjs';

export const VIEW_BUDGET_BYTES = 250_000;
export const FIRST_VIEW_BUDGET_BYTES = 180_000;
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = path.join(repo, 'dist');

// The views with a piece of the engine of their own (scripts/split-wasm.mjs
// writes them into the built glue).
export async function pieceViewsOf(root = DIST) {
  const glue = path.join(root, 'web/api/wasm/sg_core.mjs');
  return Object.keys((await import(pathToFileURL(glue).href)).PIECES ?? {});
}
const budgetOf = (panel) => (panel === 'nim' ? FIRST_VIEW_BUDGET_BYTES : VIEW_BUDGET_BYTES);

export function staticCrawl(root = DIST) {
  return crawl(['index.html'], root);
}

// The paths (relative to root) Chromium requests for one view: a fresh
// context, index.html#<panel>, until the verdict shows and the network is
// idle. Also the panel ids the page's menu lists.
async function viewOf(session, panel) {
  const context = await session.browser.newContext();
  const page = await context.newPage();
  const base = new URL(session.url);
  const found = new Set();
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.origin === base.origin) found.add(decodeURIComponent(u.pathname).replace(/^\//, '') || 'index.html');
  });
  try {
    await page.goto(`${session.url}#${panel}`);
    await page.locator('.verdict-badge, .failure, .panel-empty').first().waitFor({ timeout: 20000 }).catch(() => {});
    await page.waitForLoadState('networkidle');
    const panels = await page.locator('[data-panel]').evaluateAll((links) => [...new Set(links.map((a) => a.dataset.panel))]);
    return { found, panels };
  } finally {
    await context.close();
  }
}

// Every view: { views: Map(panel -> Set of paths), found: their union }.
// The first view is views.get('nim').
export async function browserCrawl(root = DIST) {
  const { startSession } = await import('../tests/e2e_support/browser.mjs');
  const session = await startSession({ root });
  const views = new Map();
  try {
    const first = await viewOf(session, 'nim');
    views.set('nim', first.found);
    for (const panel of first.panels) if (!views.has(panel)) views.set(panel, (await viewOf(session, panel)).found);
  } finally {
    await session.close();
  }
  const found = new Set();
  for (const files of views.values()) for (const f of files) found.add(f);
  return { views, found };
}

export function weigh(files, root = DIST) {
  const rows = [...files].filter((f) => existsSync(path.join(root, f))).sort().map((file) => {
    const bytes = readFileSync(path.join(root, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return { rows, total: rows.reduce((s, r) => s + r.gzip, 0), raw: rows.reduce((s, r) => s + r.raw, 0) };
}

// The site in `root`: { all, views: Map(panel -> weigh()), firstView }.
export async function measure(root = DIST, { browser = true } = {}) {
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`${root}/index.html is missing: run scripts/build-site.sh`);
  const files = staticCrawl(root);
  const views = new Map();
  let seen = null;
  if (browser) {
    const crawled = await browserCrawl(root);
    seen = crawled.found;
    for (const f of seen) files.add(f);
    for (const [panel, paths] of crawled.views) views.set(panel, weigh(paths, root));
  }
  return { all: weigh(files, root), views, firstView: views.get('nim') ?? null, seen };
}

async function main() {
  const i = process.argv.indexOf('--root');
  const root = path.resolve(i > 0 ? process.argv[i + 1] : DIST);
  const { all, views, firstView, seen } = await measure(root, { browser: !process.argv.includes('--static') });
  const kb = (n) => (n / 1000).toFixed(1).padStart(7);
  const first = new Set(firstView?.rows.map((r) => r.file) ?? []);
  console.log(`${'file'.padEnd(52)} ${'raw KB'.padStart(7)} ${'gzip KB'.padStart(7)}  seen by`);
  for (const r of [...all.rows].sort((a, b) => b.gzip - a.gzip)) {
    const by = seen ? (seen.has(r.file) ? (first.has(r.file) ? 'first view' : 'browser') : 'static only') : 'static';
    console.log(`${r.file.padEnd(52)} ${kb(r.raw)} ${kb(r.gzip)}  ${by}`);
  }
  console.log(`${'whole site (reported, not budgeted)'.padEnd(52)} ${kb(all.raw)} ${kb(all.total)}`);
  for (const [panel, view] of views) {
    const budget = budgetOf(panel);
    const name = panel === 'nim' ? 'first view (index.html, Nim panel)' : `view of #${panel}`;
    console.log(`${name.padEnd(52)} ${kb(view.raw)} ${kb(view.total)}  budget ${budget / 1000} KB gzip`);
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ total: all.total, raw: all.raw, views: Object.fromEntries([...views].map(([p, v]) => [p, v.total])), rows: all.rows }));
  }
  const largest = (rows) => [...rows].sort((a, b) => b.gzip - a.gzip).slice(0, 3).map((r) => `${r.file} ${kb(r.gzip).trim()} KB`).join(', ');
  for (const [panel, view] of views) {
    const budget = budgetOf(panel);
    if (view.total > budget) {
      console.error(`the view of #${panel} is ${kb(view.total).trim()} KB gzip, over its ${budget / 1000} KB budget; largest: ${largest(view.rows)}`);
      process.exitCode = 1;
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
