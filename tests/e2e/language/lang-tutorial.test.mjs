// The Tutorial games panel in Simplified Chinese and in English, in
// headless Chromium: every view (each family's board and the theorem at
// work, a filtered move list, the nim multiplication calculator with an
// opened step and its error, a theorem's explanation, a running game,
// teaching mode) shows no English word outside the notation in a zh-CN
// browser and no Chinese character in an en-US one
// (tests/e2e_support/i18n.mjs); axe finds no violation in Chinese;
// screenshots at 1280 and 360 px in Chinese
// (test-results/lang-zh-tutorial-*.png) are for looking at.
// Run: node --test --test-concurrency=1 tests/e2e/language/lang-tutorial.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { auditView } from '../../e2e_support/axe.mjs';
import { browserHarness, VIEWPORTS } from '../../e2e_support/browser.mjs';
import { assertSpeaks, openIn } from '../../e2e_support/i18n.mjs';

const h = browserHarness({ before, after, afterEach });
const games = (p) => `#tutorial?p=${encodeURIComponent(p)}`;

async function openView(lang, view, { viewport = VIEWPORTS.desktop } = {}) {
  const page = await openIn(h, lang, { path: view.hash, viewport });
  await page.locator(view.ready ?? '.tutorial-panel .verdict-badge:not(:text-is("?")), .tutorial-panel.teach-asking .quiz')
    .first().waitFor({ state: 'attached' });
  await view.act?.(page);
  return page;
}

const VIEWS = [
  { name: 'geography', hash: games('geography(1-2,2-3,3-4,4-5,2-6,3-7,7-8) 3') },
  {
    name: 'coins2d', hash: games('coins2d(ruler*mock) HTT/THT'),
    act: async (page) => {
      await page.locator('.tutorial-panel .play-start').click();
      await page.locator('.tutorial-panel .play-card.is-playing').waitFor();
      await page.locator('.tut-coin.heads').first().click();
      await page.locator('.tut-every .card-title').waitFor();
    },
  },
  { name: 'moore', hash: games('moore(2) 3 5 6'), act: async (page) => page.locator('.tut-heap').first().click() },
  { name: 'fibnim', hash: games('fibnim 20') },
  { name: 'fibnim-p', hash: games('fibnim 21 4') },
  { name: 'euclid', hash: games('euclid 12 5') },
  { name: 'sum', hash: games('euclid 3 2 + moore(1) 4') },
  {
    name: 'product', hash: '#tutorial?view=product&a=200&b=77', ready: '.np-result code',
    act: async (page) => {
      await page.locator('.np-sub summary').first().click();
      await page.locator('.np-step').nth(1).waitFor();
    },
  },
  {
    name: 'product-error', hash: '#tutorial?view=product&a=200&b=77', ready: '.np-result code',
    act: async (page) => {
      await page.locator('.np-input').first().fill('x');
      await page.locator('.np-card .input-error:not([hidden])').waitFor();
    },
  },
  {
    name: 'play', hash: games('geography(1-2,2-3,3-4) 1'),
    act: async (page) => {
      await page.locator('.tutorial-panel .play-start').click();
      await page.locator('.tutorial-panel .play-card.is-playing').waitFor();
      await page.locator('.tut-vertex.movable').first().click();
      await page.waitForFunction(() => document.querySelectorAll('.tutorial-panel .play-history .play-ply').length === 2);
    },
  },
  {
    name: 'theorem', hash: games('moore(2) 3 5 6'),
    act: async (page) => {
      // The Why card, below the board, fills in once it nears the screen.
      await page.locator('.tutorial-panel .why-card').scrollIntoViewIfNeeded();
      await page.locator('.tutorial-panel .why-theorem .theorem-link').click();
      await page.locator('dialog.theorem-dialog[open] math').first().waitFor();
    },
  },
  { name: 'teach', hash: `${games('geography(1-2,2-3,3-4,4-5,2-6) 2')}&mode=teach` },
];

// One Chinese load at 1280 px serves the language check and the audit
// (axe, width, screenshot); the audit at 360 px loads the view once more.
const AUDITED = ['geography', 'coins2d', 'moore', 'fibnim', 'euclid', 'product', 'theorem', 'teach'];

for (const lang of ['zh', 'en']) {
  describe(`${lang === 'zh' ? 'Chinese' : 'English'}: no word of the other language`, () => {
    for (const view of VIEWS) {
      const audited = lang === 'zh' && AUDITED.includes(view.name);
      test(audited ? `${view.name}, with axe and screenshots at 1280 and 360 px` : view.name, async () => {
        const page = await openView(lang, view);
        await assertSpeaks(page, lang);
        assert.deepEqual(page.problems, []);
        if (!audited) return;
        await auditView(page, `lang-zh-tutorial-${view.name}-${VIEWPORTS.desktop.width}`);
        await h.recycle();
        await auditView(await openView('zh', view, { viewport: VIEWPORTS.phone }), `lang-zh-tutorial-${view.name}-${VIEWPORTS.phone.width}`);
      });
    }
  });
}
