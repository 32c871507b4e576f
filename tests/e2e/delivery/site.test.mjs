// The built site (scripts/site-files.mjs, what scripts/build-site.sh writes
// to dist/) on its own: copied to a temporary folder and served from a
// sub-path by a plain static server, with no repository around it. Every
// panel computes, the element works from another origin, and the page
// weight keeps both budgets (scripts/page-weight.mjs).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../e2e_support/browser.mjs';
import { startServer } from '../../../scripts/static-server.mjs';
import { writeSite } from '../../../scripts/site-files.mjs';
import { FIRST_VIEW_BUDGET_BYTES, VIEW_BUDGET_BYTES, measure, pieceViewsOf } from '../../../scripts/page-weight.mjs';

const SUB_PATH = 'some/path/';
const PANELS = ['nim', 'heaps', 'coins', 'trees', 'graphs', 'sums', 'boards'];
let tmp;
let site; // the folder served at SUB_PATH
let server;
let other; // a second origin for the host page
let browser;

before(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'sg-site-'));
  site = path.join(tmp, 'www', SUB_PATH);
  await writeSite(site);
  server = await startServer({ root: path.join(tmp, 'www'), port: 0 });
  await writeFile(path.join(tmp, 'post.html'), '');
  other = await startServer({ root: tmp, port: 0 });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});

after(async () => {
  await browser?.close();
  await server?.close();
  await other?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function listFiles(dir, prefix = '') {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix + entry.name;
    if (entry.isDirectory()) out.push(...await listFiles(path.join(dir, entry.name), `${rel}/`));
    else out.push(rel);
  }
  return out;
}

function watch(page) {
  const problems = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console: ${msg.text()}`); });
  page.on('requestfailed', (req) => problems.push(`failed: ${req.url()}`));
  page.on('response', (res) => { if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`); });
  return problems;
}

test('the site holds the pages, modules, WASM and licences, and nothing else', async () => {
  const files = await listFiles(site);
  for (const f of ['index.html', 'embed.html', 'examples/blog.html',
    'web/api/wasm/sg_core.mjs', 'web/api/wasm/sg_core.wasm', 'web/api/wasm/sg_core.rest.wasm', 'web/api/wasm/sg_core.zh.txt', 'web/api/wasm/sg_core.rest.en.txt', 'web/embed/sg-embed.js',
    'web/js/sg-worker.js', 'web/vendor/d3-hierarchy.min.mjs', 'web/vendor/d3-hierarchy.LICENSE.txt'])
    assert.ok(files.includes(f), `${f} is missing`);
  // The page's modules are bundles named by their content (scripts/site-bundle.mjs).
  for (const bundle of ['web/js/app', 'web/js/nim-panel', 'web/js/embed-page', 'web/first-paint'])
    assert.ok(files.some((f) => new RegExp(`^${bundle}-[\\w-]{8}\\.js$`).test(f)), `no ${bundle}-<hash>.js`);
  const loose = files.filter((f) => /\.m?js$/.test(f) && !/^web\/(js|vendor|api\/wasm)\//.test(f) && f !== 'web/embed/sg-embed.js' && !/^web\/first-paint-[\w-]{8}\.js$/.test(f));
  assert.deepEqual(loose, [], 'modules outside the bundles');
  const foreign = files.filter((f) => /(^|\/)(node_modules|tests?|scripts|bench|core|bindings|build)\//.test(f)
    || /\.(md|ts|cpp|hpp|sh|map)$/.test(f));
  assert.deepEqual(foreign, []);
});

test('served from a sub-path, every panel loads and computes', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watch(page);
  for (const panel of PANELS) {
    await page.goto(`${server.url}${SUB_PATH}#${panel}`);
    await page.locator('main .verdict-badge[class*="outcome-"]').first().waitFor({ timeout: 20000 });
    assert.equal(await page.locator('main .failure').count(), 0, `${panel}: the failure view`);
    assert.equal(await page.locator('.panel-link[aria-current="page"]').getAttribute('data-panel'), panel);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

// The built page asks at once for what a view needs before its first
// verdict (scripts/preload-plan.mjs): on a phone each module found only
// when its importer arrives costs a round trip.
// Bundled, a view's first verdict needs web/first-paint.js, the shell's
// bundles (nine with the engine's glue), the panel's (five to eight) and its
// words; the Boards Worker asks for three more (its bundle, then a shared
// chunk and the glue again, which the cache holds). The most is 24 (Chinese
// #boards); unbundled it was 50-60: on HTTP/1.1 each is a request of its
// own, six at a time.
const MAX_SCRIPTS = 24;

test(`each view asks at once for every module, text and engine piece of its first verdict, at most ${MAX_SCRIPTS} scripts`, async () => {
  const missed = [];
  const many = [];
  for (const lang of ['en', 'zh']) {
    for (const panel of [...PANELS, 'tutorial', 'custom']) {
      const context = await browser.newContext();
      // The moment the verdict is set, not the next poll: work the page
      // starts after the verdict's frame (a Worker's warm-up) comes later.
      await context.addInitScript(() => {
        const seen = new MutationObserver(() => {
          if (!document.querySelector('main .verdict-badge[class*="outcome-"]')) return;
          globalThis.verdictAt = performance.now();
          seen.disconnect();
        });
        seen.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
      });
      const page = await context.newPage();
      const problems = watch(page);
      await page.goto(`${server.url}${SUB_PATH}${lang === 'zh' ? '?lang=zh' : ''}#${panel}`);
      const verdict = await (await page.waitForFunction(() => globalThis.verdictAt ?? null, null, { timeout: 20000 })).jsonValue();
      const { loaded, asked } = await page.evaluate(() => {
        const base = new URL('.', location.href).href;
        const rel = (u) => (u.startsWith(base) ? u.slice(base.length) : u);
        return {
          loaded: performance.getEntriesByType('resource').map((e) => ({ file: rel(e.name), start: e.startTime })),
          asked: [...document.querySelectorAll('link[rel=modulepreload], link[rel=preload], link[rel=stylesheet], script[src]')].map((l) => rel(l.href || l.src)),
        };
      });
      // A Worker's script is fetched into its own module map: a preload
      // would not be reused.
      const late = loaded.filter((e) => e.start < verdict && /\.(m?js|wasm|txt|css)$/.test(e.file) && !asked.includes(e.file))
        .map((e) => e.file).filter((f) => f !== 'web/js/sg-worker.js');
      if (late.length) missed.push(`${lang} #${panel}: ${late.join(', ')}`);
      const scripts = loaded.filter((e) => e.start < verdict && /\.m?js$/.test(e.file)).map((e) => e.file);
      if (scripts.length > MAX_SCRIPTS) many.push(`${lang} #${panel}: ${scripts.length} (${scripts.join(', ')})`);
      assert.ok(asked.some((f) => f.endsWith('.wasm')), `${lang} #${panel} preloads its engine piece`);
      assert.deepEqual(problems, [], `${lang} #${panel}`);
      await context.close();
    }
  }
  assert.deepEqual(missed, [], 'files of the first verdict that were not asked for at once');
  assert.deepEqual(many, [], `views whose first verdict needs more than ${MAX_SCRIPTS} scripts`);
});

test('<sg-playground> from the site works on a page of another origin', async () => {
  const a = new URL(server.url).origin;
  const policy = `default-src 'none'; script-src ${a} 'wasm-unsafe-eval'; style-src ${a}; connect-src ${a}; worker-src blob: ${a}`;
  await writeFile(path.join(tmp, 'post.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${policy}"><title>elsewhere</title>
<script type="module" src="${server.url}${SUB_PATH}web/embed/sg-embed.js"></script></head><body>
<sg-playground position="nim 3 4 5"></sg-playground><sg-playground position="nim 2 2"></sg-playground></body></html>`);
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watch(page);
  await page.goto(`${other.url}post.html`);
  const badges = page.locator('sg-playground .verdict-badge');
  await badges.nth(0).filter({ hasText: 'N' }).waitFor({ timeout: 20000 });
  await badges.nth(1).filter({ hasText: 'P' }).waitFor({ timeout: 20000 });
  assert.deepEqual(problems.filter((p) => !/favicon/.test(p)), []);
  await context.close();
});

const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
const top = (rows) => [...rows].sort((x, y) => y.gzip - x.gzip).slice(0, 3).map((r) => `${r.file} ${kb(r.gzip)}`).join(', ');

let measured = null;
const measureOnce = () => (measured ??= measure(site));

test(`page weight: every panel's view at most ${VIEW_BUDGET_BYTES / 1000} KB gzip, and the first view loads only the Nim panel`, async () => {
  const { views, firstView } = await measureOnce();
  assert.ok(firstView.rows.some((r) => /^web\/js\/nim-panel-[\w-]{8}\.js$/.test(r.file)), 'the first view shows the Nim panel');
  const others = firstView.rows.filter((r) => /^web\/(js\/(?!nim-)[\w-]+-panel-|vendor\/)/.test(r.file));
  assert.deepEqual(others.map((r) => r.file), [], 'the first view loads no other panel\'s code');
  assert.ok(views.size >= 6, `views measured: ${[...views.keys()].join(', ')}`);
  for (const [panel, view] of views) assert.ok(view.total <= VIEW_BUDGET_BYTES, `#${panel}: ${kb(view.total)}; largest: ${top(view.rows)}`);
});

// Every panel's view but the Nim panel's has a piece of the engine of its
// own, and loads it and none of the rest: its families, its tools and the
// shell's calls are in it.
test('page weight: a panel\'s view loads its own piece of the engine, without any rest', async () => {
  const { views } = await measureOnce();
  const pieces = await pieceViewsOf(site);
  assert.deepEqual([...views.keys()].filter((p) => p !== 'nim' && !pieces.includes(p)), [], `views with a piece: ${pieces.join(', ')}`);
  for (const panel of pieces) {
    const files = views.get(panel).rows.map((r) => r.file).filter((f) => f.endsWith('.wasm'));
    assert.deepEqual(files, [`web/api/wasm/sg_core.${panel}.wasm`], `#${panel} loads its piece alone`);
  }
});

test(`page weight: the first view at most ${FIRST_VIEW_BUDGET_BYTES / 1000} KB gzip, without the rest of the engine`, async () => {
  const { firstView } = await measureOnce();
  const files = firstView.rows.map((r) => r.file);
  assert.ok(files.includes('web/api/wasm/sg_core.wasm'), `the first view loads the engine: ${files.join(', ')}`);
  assert.ok(!files.includes('web/api/wasm/sg_core.rest.wasm'), 'the first view does not load the rest of the engine');
  assert.ok(!files.includes('web/api/wasm/sg_core.zh.txt'), 'the English first view does not load the Chinese texts');
  assert.ok(!files.includes('web/api/wasm/sg_core.rest.en.txt'), 'the first view does not load the other families\' texts');
  assert.ok(firstView.total <= FIRST_VIEW_BUDGET_BYTES, `first view: ${kb(firstView.total)}; largest: ${top(firstView.rows)}`);
});
