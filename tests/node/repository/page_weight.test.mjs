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
  for (const f of ['index.html', 'web/api/wasm/sg_core.mjs', 'web/api/wasm/sg_core.wasm', 'web/api/wasm/sg_core.rest.wasm', 'web/api/wasm/sg_core.zh.txt', 'web/api/wasm/sg_core.rest.en.txt',
    'web/styles.css', 'web/js/sg-worker.js', 'web/vendor/d3-hierarchy.min.mjs'])
    assert.ok(files.has(f), `${f} not found by the crawl`);
  // The modules are bundles named by their content (scripts/site-bundle.mjs).
  for (const bundle of ['app', 'nim-panel', 'heap-panel', 'coins-panel', 'tree-panel', 'graph-panel', 'sums-panel', 'boards-panel'])
    assert.ok([...files].some((f) => new RegExp(`^web/js/${bundle}-[A-Z0-9]{8}\\.js$`).test(f)), `web/js/${bundle}-<hash>.js not found by the crawl`);
});
