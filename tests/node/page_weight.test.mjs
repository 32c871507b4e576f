// The page-weight budget: every file the playground can load,
// gzip-compressed, under 300 KB. Uses the static crawl of
// scripts/page-weight.mjs (no browser; the script itself also records what
// Chromium requests, and finds the same files).
import assert from 'node:assert/strict';
import test from 'node:test';
import { BUDGET_BYTES, staticCrawl, weigh } from '../../scripts/page-weight.mjs';

test('the crawl finds the page, the engine and every panel', () => {
  const files = staticCrawl();
  for (const f of ['index.html', 'web/app.js', 'web/api/sg.js', 'web/api/wasm/sg_core.mjs', 'web/api/wasm/sg_core.wasm',
    'web/api/sg-worker.js', 'web/styles.css', 'web/panels/nim/nim-panel.js', 'web/panels/heaps/heap-panel.js',
    'web/panels/coins/coins-panel.js', 'web/panels/trees/tree-panel.js', 'web/panels/graphs/graph-panel.js',
    'web/panels/sums/sums-panel.js'])
    assert.ok(files.has(f), `${f} not found by the crawl`);
  assert.ok([...files].some((f) => f.startsWith('node_modules/')), 'the libraries the page imports');
});

test(`everything the page can load is under ${BUDGET_BYTES / 1000} KB gzip`, () => {
  const { rows, total } = weigh(staticCrawl());
  const largest = rows.sort((a, b) => b.gzip - a.gzip).slice(0, 3)
    .map((r) => `${r.file} ${(r.gzip / 1000).toFixed(1)} KB`).join(', ');
  assert.ok(total <= BUDGET_BYTES, `${(total / 1000).toFixed(1)} KB gzip; largest: ${largest}`);
});
