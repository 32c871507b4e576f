// Page weight of the built site (dist/, from scripts/build-site.sh): every
// file the playground can load, gzip-compressed (level 9, what a static
// server with gzip sends), and the files of the first view (index.html with
// the Nim panel). Exits 1 above either budget: everything 320 KB, the first
// view 150 KB (1 KB = 1,000 bytes).
//
//   node scripts/page-weight.mjs [--root DIR]   static crawl + headless Chromium
//   node scripts/page-weight.mjs --static       static crawl only (no browser)
//   node scripts/page-weight.mjs --json         also print the figures as JSON
//
// The whole is the union of a static crawl from index.html (scripts/
// page-crawl.mjs) and what Chromium requests while every panel is opened:
// the crawl catches what the browser only loads on demand, the browser what
// the crawl cannot see. The first view is what Chromium requests until the
// Nim panel shows its verdict.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { crawl } from './page-crawl.mjs';

export const BUDGET_BYTES = 320_000;
export const FIRST_VIEW_BUDGET_BYTES = 150_000;
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = path.join(repo, 'dist');
const PANELS = ['nim', 'heaps', 'coins', 'trees', 'graphs', 'sums'];

export function staticCrawl(root = DIST) {
  return crawl(['index.html'], root);
}

// Paths (relative to root) Chromium requests while every panel is opened;
// `initial` holds those of the first view.
export async function browserCrawl(root = DIST) {
  const { startSession } = await import('../tests/e2e_support/browser.mjs');
  const session = await startSession({ root });
  const found = new Set();
  let initial = null;
  try {
    const context = await session.browser.newContext();
    const page = await context.newPage();
    const base = new URL(session.url);
    page.on('request', (req) => {
      const u = new URL(req.url());
      if (u.origin === base.origin) found.add(decodeURIComponent(u.pathname).replace(/^\//, '') || 'index.html');
    });
    for (const panel of PANELS) {
      await page.goto(`${session.url}#${panel}`);
      await page.locator('.verdict-badge, .failure').first().waitFor({ timeout: 15000 }).catch(() => {});
      await page.waitForLoadState('networkidle');
      initial ??= new Set(found);
    }
    await context.close();
  } finally {
    await session.close();
  }
  return { found, initial };
}

export function weigh(files, root = DIST) {
  const rows = [...files].filter((f) => existsSync(path.join(root, f))).sort().map((file) => {
    const bytes = readFileSync(path.join(root, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return { rows, total: rows.reduce((s, r) => s + r.gzip, 0), raw: rows.reduce((s, r) => s + r.raw, 0) };
}

// Both measurements of the site in `root`: { all, firstView } from weigh().
export async function measure(root = DIST, { browser = true } = {}) {
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`${root}/index.html is missing: run scripts/build-site.sh`);
  const files = staticCrawl(root);
  let initial = null;
  let seen = null;
  if (browser) {
    ({ found: seen, initial } = await browserCrawl(root));
    for (const f of seen) files.add(f);
  }
  return { all: weigh(files, root), firstView: initial ? weigh(initial, root) : null, seen };
}

async function main() {
  const i = process.argv.indexOf('--root');
  const root = path.resolve(i > 0 ? process.argv[i + 1] : DIST);
  const { all, firstView, seen } = await measure(root, { browser: !process.argv.includes('--static') });
  const kb = (n) => (n / 1000).toFixed(1).padStart(7);
  const first = new Set(firstView?.rows.map((r) => r.file) ?? []);
  console.log(`${'file'.padEnd(52)} ${'raw KB'.padStart(7)} ${'gzip KB'.padStart(7)}  seen by`);
  for (const r of [...all.rows].sort((a, b) => b.gzip - a.gzip)) {
    const by = seen ? (seen.has(r.file) ? (first.has(r.file) ? 'first view' : 'browser') : 'static only') : 'static';
    console.log(`${r.file.padEnd(52)} ${kb(r.raw)} ${kb(r.gzip)}  ${by}`);
  }
  console.log(`${'total'.padEnd(52)} ${kb(all.raw)} ${kb(all.total)}  budget ${BUDGET_BYTES / 1000} KB gzip`);
  if (firstView) {
    console.log(`${'first view (index.html, Nim panel)'.padEnd(52)} ${kb(firstView.raw)} ${kb(firstView.total)}  budget ${FIRST_VIEW_BUDGET_BYTES / 1000} KB gzip`);
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify({ total: all.total, raw: all.raw, firstView: firstView?.total ?? null, rows: all.rows }));
  const largest = (rows) => [...rows].sort((a, b) => b.gzip - a.gzip).slice(0, 3).map((r) => `${r.file} ${kb(r.gzip).trim()} KB`).join(', ');
  if (all.total > BUDGET_BYTES) {
    console.error(`page weight ${kb(all.total).trim()} KB gzip is over the ${BUDGET_BYTES / 1000} KB budget; largest: ${largest(all.rows)}`);
    process.exitCode = 1;
  }
  if (firstView && firstView.total > FIRST_VIEW_BUDGET_BYTES) {
    console.error(`first view ${kb(firstView.total).trim()} KB gzip is over the ${FIRST_VIEW_BUDGET_BYTES / 1000} KB budget; largest: ${largest(firstView.rows)}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
