// The built site without a browser: the site is written to a temporary
// folder (scripts/site-files.mjs) and the static crawl of
// scripts/page-weight.mjs must find every part of it. The budgets are per
// view and need Chromium: tests/e2e/delivery/site.test.mjs.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { staticCrawl } from '../../../scripts/page-weight.mjs';
import { writeSite } from '../../../scripts/site-files.mjs';

let site;
before(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'sg-weight-'));
  await writeSite(site);
});
after(() => rm(site, { recursive: true, force: true }));

test('the crawl finds the page, the engine and every panel', () => {
  const files = staticCrawl(site);
  for (const f of ['index.html', 'web/app.js', 'web/api/sg.js', 'web/api/wasm/sg_core.mjs', 'web/api/wasm/sg_core.wasm', 'web/api/wasm/sg_core.rest.wasm', 'web/api/wasm/sg_core.zh.txt', 'web/api/wasm/sg_core.rest.en.txt',
    'web/api/sg-worker.js', 'web/styles.css', 'web/panels/nim/nim-panel.js', 'web/panels/heaps/heap-panel.js',
    'web/panels/coins/coins-panel.js', 'web/panels/trees/tree-panel.js', 'web/panels/graphs/graph-panel.js',
    'web/panels/sums/sums-panel.js', 'web/layout/layered.js', 'web/vendor/d3-hierarchy.min.mjs'])
    assert.ok(files.has(f), `${f} not found by the crawl`);
});
