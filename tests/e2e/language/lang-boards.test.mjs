// The Boards panel in Simplified Chinese and in English, in headless
// Chromium: Cram with a selected cell, Chomp with a hovered bite, Node
// Kayles with a hovered vertex, a sum with a part that is not a board, a
// running game and teaching mode show no English word outside the notation
// in a zh-CN browser and no Chinese character in an en-US one
// (tests/e2e_support/i18n.mjs); axe finds no violation in Chinese;
// screenshots at 1280 and 360 px in Chinese (test-results/lang-zh-boards-*.png)
// are for looking at.
// Run: node --test --test-concurrency=1 tests/e2e/language/lang-boards.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { auditView } from '../../e2e_support/axe.mjs';
import { browserHarness, VIEWPORTS } from '../../e2e_support/browser.mjs';
import { assertSpeaks, openIn } from '../../e2e_support/i18n.mjs';

const h = browserHarness({ before, after, afterEach });
const hash = (p, extra = '') => `#boards?p=${encodeURIComponent(p)}${extra}`;

async function openView(lang, view, { viewport = VIEWPORTS.desktop } = {}) {
  const page = await openIn(h, lang, { path: view.hash, viewport });
  await page.locator('.boards-panel .verdict-badge:not(:text-is("?")), .boards-panel.teach-asking .quiz, .boards-panel .input-error:not([hidden]), .failure')
    .first().waitFor({ state: 'attached' });
  await view.act?.(page);
  return page;
}

// Vertices named by numbers: a letter would read as an English word.
const GRAPH = 'nodekayles(1-2,2-3,3-4,4-5,5-1,6-7,8)';
const VIEWS = [
  {
    name: 'cram', hash: hash('cram(..#./..../....) + cram(..#./..#./##..)'),
    act: async (page) => {
      await page.locator('.cram-board [data-cell="0"]').first().click();
      await page.locator('.cram-board .partner').first().waitFor();
    },
  },
  {
    name: 'chomp', hash: hash('chomp 4x5'),
    act: async (page) => { await page.locator('.chomp-board .cell.winning').hover(); },
  },
  {
    name: 'nodekayles', hash: hash(GRAPH),
    act: async (page) => { await page.locator('.nk-graph [data-node="2"]').hover(); },
  },
  { name: 'sum', hash: hash('chomp(3,2) + nim 3 + cram 2x3') },
  { name: 'error', hash: hash('cram(..#/...)') },
  {
    name: 'play', hash: hash('cram 3x3'),
    act: async (page) => {
      await page.locator('main .play-start').click();
      await page.locator('.boards-panel .play-card.is-playing').waitFor();
      await page.locator('.boards-panel .play-card .move-log li, .boards-panel .play-status').first().waitFor();
    },
  },
  { name: 'teach', hash: hash(GRAPH, '&mode=teach') },
];

// One Chinese load at 1280 px serves the language check and the audit
// (axe, width, screenshot); the audit at 360 px loads the view once more.
const AUDITED = ['cram', 'chomp', 'nodekayles', 'teach'];

for (const lang of ['zh', 'en']) {
  describe(`Boards, ${lang === 'zh' ? 'Chinese' : 'English'}: no word of the other language`, () => {
    for (const view of VIEWS) {
      const audited = lang === 'zh' && AUDITED.includes(view.name);
      test(audited ? `${view.name}, with axe and screenshots at 1280 and 360 px` : view.name, async () => {
        const page = await openView(lang, view);
        await assertSpeaks(page, lang);
        assert.deepEqual(page.problems, []);
        if (!audited) return;
        await auditView(page, `lang-zh-boards-${view.name}-${VIEWPORTS.desktop.width}`);
        await h.recycle();
        await auditView(await openView('zh', view, { viewport: VIEWPORTS.phone }), `lang-zh-boards-${view.name}-${VIEWPORTS.phone.width}`);
      });
    }
  });
}
