// Page weight: every file the playground can load, gzip-compressed (level
// 9, what a static server with gzip sends), in a table with the total;
// exits 1 above the budget (300 KB = 300,000 bytes).
//
//   node scripts/page-weight.mjs              static crawl + headless Chromium
//   node scripts/page-weight.mjs --static     static crawl only (no browser)
//   node scripts/page-weight.mjs --json       also print the figures as JSON
//
// Two ways to find the files, united: a static crawl from index.html (link
// and script tags, ES imports, dynamic import(), new URL(..., import.meta.url),
// CSS url()), and Chromium loading the page and opening every panel while
// the requests are recorded. The static crawl catches what the browser only
// loads on demand; the browser catches what the crawl cannot see.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const BUDGET_BYTES = 300_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PANELS = ['nim', 'heaps', 'coins', 'trees', 'graphs', 'sums'];

// Repository-relative paths reachable from index.html by reading the files.
export function staticCrawl() {
  const found = new Set();
  const queue = ['index.html'];
  const add = (from, ref) => {
    if (/^(?:[a-z]+:|\/\/|#|data:)/i.test(ref)) return;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), ref.split(/[?#]/)[0]));
    if (!found.has(target) && existsSync(path.join(root, target))) queue.push(target);
  };
  while (queue.length > 0) {
    const file = queue.pop();
    if (found.has(file)) continue;
    found.add(file);
    const text = readFileSync(path.join(root, file), 'utf8');
    const refs = [];
    if (file.endsWith('.html')) {
      for (const m of text.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"/g)) refs.push(m[1]);
    } else if (/\.m?js$/.test(file)) {
      for (const m of text.matchAll(/\bimport\s*(?:[\w*{}\s,]+from\s*)?['"]([^'"]+)['"]/g)) refs.push(m[1]);
      for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) refs.push(m[1]);
      for (const m of text.matchAll(/new URL\(\s*['"`]([^'"`$]+)['"`]\s*,\s*import\.meta\.url/g)) refs.push(m[1]);
    } else if (file.endsWith('.css')) {
      for (const m of text.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) refs.push(m[1]);
      for (const m of text.matchAll(/@import\s+['"]([^'"]+)['"]/g)) refs.push(m[1]);
    }
    for (const ref of refs) add(file, ref);
  }
  return found;
}

// Repository-relative paths Chromium requests while every panel is opened;
// `initial` holds those of the first view (index.html with the Nim panel).
export async function browserCrawl() {
  const { startSession } = await import('../tests/e2e_support/browser.mjs');
  const session = await startSession();
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

export function weigh(files) {
  const rows = [...files].sort().map((file) => {
    const bytes = readFileSync(path.join(root, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const total = rows.reduce((s, r) => s + r.gzip, 0);
  return { rows, total, raw: rows.reduce((s, r) => s + r.raw, 0) };
}

async function main() {
  const onlyStatic = process.argv.includes('--static');
  const files = staticCrawl();
  let browserFiles = null;
  let initial = null;
  if (!onlyStatic) {
    ({ found: browserFiles, initial } = await browserCrawl());
    for (const f of browserFiles) if (existsSync(path.join(root, f))) files.add(f);
  }
  const { rows, total, raw } = weigh(files);
  const kb = (n) => (n / 1000).toFixed(1).padStart(7);
  console.log(`${'file'.padEnd(52)} ${'raw KB'.padStart(7)} ${'gzip KB'.padStart(7)}  seen by`);
  for (const r of rows.sort((a, b) => b.gzip - a.gzip)) {
    const seen = browserFiles ? (browserFiles.has(r.file) ? 'browser+static' : 'static only') : 'static';
    console.log(`${r.file.padEnd(52)} ${kb(r.raw)} ${kb(r.gzip)}  ${seen}`);
  }
  console.log(`${'total'.padEnd(52)} ${kb(raw)} ${kb(total)}  budget ${BUDGET_BYTES / 1000} KB gzip`);
  let first = null;
  if (initial) {
    first = weigh([...initial].filter((f) => existsSync(path.join(root, f))));
    console.log(`${'first view only (index.html, Nim panel)'.padEnd(52)} ${kb(first.raw)} ${kb(first.total)}`);
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify({ total, raw, firstView: first?.total ?? null, rows }));
  if (total > BUDGET_BYTES) {
    const top = rows.slice(0, 3).map((r) => `${r.file} ${kb(r.gzip).trim()} KB`).join(', ');
    console.error(`page weight ${kb(total).trim()} KB gzip is over the ${BUDGET_BYTES / 1000} KB budget; largest: ${top}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
