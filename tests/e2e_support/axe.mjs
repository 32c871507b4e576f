// axe-core for the browser tests: each violation as one line of text,
//   assert.deepEqual(await axeViolations(page), [], 'at 360 px');
// The page CSP forbids inline scripts, so axe comes in as a same-origin
// script tag (the test server serves the repository): the browser caches
// it and its compiled code, where page.evaluate() parsed 500 KB each time.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/static-server.mjs';
import { screenshot } from './browser.mjs';

const AXE_PATH = 'node_modules/axe-core/axe.min.js';
let source = null;

async function inject(page) {
  if (await page.evaluate(() => typeof window.axe === 'object')) return;
  const url = new URL(`/${AXE_PATH}`, page.url());
  if (url.protocol.startsWith('http')) {
    try {
      await page.addScriptTag({ url: url.href });
      return;
    } catch {
      // A page whose server does not hold the repository: evaluate below.
    }
  }
  source ??= readFileSync(join(repoRoot, AXE_PATH), 'utf8');
  await page.evaluate(source);
}

// The violations axe finds in the document, or in the first element that
// matches `within`: "id (impact): help" and up to `nodes` targets each.
export async function axeViolations(page, { within = null, nodes = 4 } = {}) {
  await inject(page);
  return page.evaluate(async ({ within, nodes }) => {
    const root = within ? document.querySelector(within) : document;
    const result = await window.axe.run(root, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, nodes)
      .map((n) => `${n.target.join(' ')} :: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`).join('\n    ')}`);
  }, { within, nodes });
}

// The checks every view gets at each width, on the page as it stands:
// no axe violation, nothing wider than the screen, no console error or
// failed request, and a screenshot for looking at (test-results/<name>.png)
// unless `shoot` is false.
export async function auditView(page, name, { problems = page.problems, shoot = true } = {}) {
  if (shoot) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, name);
  }
  assert.deepEqual(await axeViolations(page), [], `${name}: axe violations`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `${name}: the page scrolls sideways by ${overflow} px`);
  assert.deepEqual(problems, [], `${name}: console errors or failed requests`);
}
