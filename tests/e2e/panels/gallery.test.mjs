// The gallery of classic problems in the browser: reached from the header,
// each problem's link opens its position in its panel, which shows the
// verdict the problem's sample expects; teaching mode hides the sample
// answers; axe-core finds nothing at 1280 and 360 px.
// Run: node --test --test-concurrency=1 tests/e2e/panels/gallery.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { axeViolations } from '../../e2e_support/axe.mjs';
import { browserHarness, screenshot, VIEWPORTS } from '../../e2e_support/browser.mjs';
import { PROBLEMS } from '../../../web/gallery/problems.js';

const PANEL_CLASS = { nim: 'nim-panel', heaps: 'heap-panel', coins: 'coins-panel', trees: 'tree-panel', graphs: 'graph-panel', sums: 'sums-panel' };

const h = browserHarness({ before, after, afterEach });

describe('the gallery of classic problems', () => {
  test('is a panel of the header, listing every problem', async () => {
    const { page, problems } = await h.openPage({ path: '#nim' });
    await page.locator('.nim-panel .verdict-badge[class*="outcome-"]').waitFor();
    await page.locator('.panel-link[data-panel="gallery"]').click();
    await page.locator('.gallery-item').first().waitFor();
    assert.equal(await page.locator('.gallery-item').count(), PROBLEMS.length);
    assert.equal(await page.locator('.panel-link[aria-current="page"]').textContent(), 'Problems');
    assert.deepEqual(problems, []);
  });

  test('opens each problem in its panel, with the verdict its sample expects', async () => {
    const { page, problems } = await h.openPage({ path: '#gallery' });
    await page.locator('.gallery-item').first().waitFor();
    for (const problem of PROBLEMS) {
      if (!await page.locator('.gallery-item').first().isVisible()) {
        await page.goto(`${h.session.url}#gallery`);
        await page.locator('.gallery-item').first().waitFor();
      }
      const item = page.locator(`.gallery-item[data-problem="${problem.id}"]`);
      assert.equal(await item.locator('.gallery-position code').textContent(), problem.position);
      const link = item.locator('a.gallery-open');
      const panel = await link.getAttribute('data-panel');
      assert.match(await link.textContent(), /^Open in /);
      await link.click();
      const cls = PANEL_CLASS[panel];
      assert.ok(cls, `${problem.id}: a panel (${panel})`);
      await page.locator(`main .${cls} .verdict-badge[class*="outcome-"]`).waitFor();
      assert.equal(await page.evaluate(() => decodeURIComponent(location.hash.split('?')[0].slice(1))), panel);
      const field = page.locator(`main .${cls} .position-input`).first();
      assert.equal((await field.inputValue()).trim(), problem.position, `${problem.id}: the field holds the position`);
      const badge = (await page.locator(`main .${cls} .verdict-badge`).textContent()).trim();
      if (problem.sample) assert.equal(badge, problem.sample.outcome, `${problem.id}: the sample expects “${problem.sample.output}”`);
      else assert.ok(['P', 'N', 'D'].includes(badge), `${problem.id}: ${badge}`);
      await page.goBack();
      await page.locator('.gallery-item').first().waitFor();
    }
    assert.deepEqual(problems, []);
  });

  test('teaching mode hides the sample answers', async () => {
    const { page, problems } = await h.openPage({ path: '#gallery?mode=teach' });
    await page.locator('.gallery-item').first().waitFor();
    assert.equal(await page.locator('.gallery-answer').first().isVisible(), false);
    assert.equal(await page.locator('.gallery-sample').first().isVisible(), true);
    assert.doesNotMatch(await page.locator('main').innerText(), /player to move (wins|loses)/);
    assert.deepEqual(problems, []);
  });

  for (const viewport of ['desktop', 'phone']) {
    test(`axe-core finds no violations, ${VIEWPORTS[viewport].width} px`, async () => {
      const { page, problems } = await h.openPage({ path: '#gallery', viewport: VIEWPORTS[viewport] });
      await page.locator('.gallery-item').first().waitFor();
      assert.deepEqual(await axeViolations(page), []);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(sideways <= 0, `the page scrolls sideways by ${sideways} px`);
      await screenshot(page, `gallery-${VIEWPORTS[viewport].width}`);
      assert.deepEqual(problems, []);
    });
  }
});
