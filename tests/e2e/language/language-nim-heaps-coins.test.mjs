// The Nim, heap games and coins panels in English and Simplified Chinese
// (web/i18n/{en,zh}/{nim,heaps,coins}.js): every view of each panel (a sum
// of games, misère play, the Grundy sequence with an entry explained, the
// Wythoff table as buttons and as a heat map, a long coin row, the general
// coin rule, a game with coins selected, play and teaching modes) speaks
// Chinese in a zh-CN browser with no English outside notation and names,
// and no Chinese in an en-US one; axe finds nothing in Chinese; screenshots
// at 1280 and 360 px in Chinese (test-results/lang-<view>-zh-*.png) are for
// looking at.
// Run: node --test --test-concurrency=1 tests/e2e/language/language-nim-heaps-coins.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { auditView } from '../../e2e_support/axe.mjs';
import { browserHarness, VIEWPORTS } from '../../e2e_support/browser.mjs';
import { assertSpeaks, openIn } from '../../e2e_support/i18n.mjs';

const h = browserHarness({ before, after, afterEach });

const p = (text) => encodeURIComponent(text);
const verdict = (cls) => (page) => page.locator(`.${cls} .verdict-badge:not(:text-is("?"))`).first().waitFor({ state: 'attached' });
const LONG_ROW = `coins(mock) ${'T'.repeat(2999)}H`;

// Each view: where it opens, what to wait for or do there, and the panel
// whose texts are checked.
const VIEWS = [
  {
    name: 'nim-sum', panel: 'nim-panel', path: `#nim?p=${p('nim 3 4 5 + kayles 4')}`,
    ready: verdict('nim-panel'),
  },
  {
    name: 'nim-misere', panel: 'nim-panel', path: `#nim?p=${p('misere: nim 1 1 2')}`,
    ready: verdict('nim-panel'),
  },
  {
    name: 'nim-ones', panel: 'nim-panel', path: `#nim?p=${p('misere: nim 1 1 1')}`,
    ready: verdict('nim-panel'),
  },
  {
    name: 'nim-play', panel: 'nim-panel', path: `#nim?p=${p('nim 1 2 3')}&mode=play`,
    ready: (page) => page.locator('.nim-panel .play-card.is-playing').waitFor(),
  },
  {
    name: 'nim-teach', panel: 'nim-panel', path: `#nim?p=${p('nim 1 2 3')}&mode=teach`,
    ready: (page) => page.locator('.nim-panel .quiz:not([hidden])').waitFor(),
  },
  {
    name: 'heaps', panel: 'heap-panel', path: `#heaps?p=${p('kayles 9 5 + staircase 1 2 3')}`,
    ready: verdict('heap-panel'),
  },
  {
    name: 'heaps-sequence', panel: 'heap-panel', path: `#heaps?p=${p('kayles 9')}&view=sequence&rule=kayles&n=200`,
    ready: async (page) => {
      await page.locator('.seq-proof').first().waitFor();
      await page.locator('.seq-cell[data-n="75"]').click();
      await page.locator('.seq-explain .mex-strip').waitFor();
    },
  },
  {
    name: 'heaps-no-period', panel: 'heap-panel', path: `#heaps?p=${p('grundy 9')}&view=sequence&rule=grundy&n=60`,
    ready: (page) => page.locator('.seq-proof.is-none').waitFor(),
  },
  {
    name: 'heaps-wythoff', panel: 'heap-panel', path: `#heaps?p=${p('wythoff 3 5')}&view=wythoff`,
    ready: (page) => page.locator('.wy-cell').first().waitFor(),
  },
  {
    name: 'heaps-heat-map', panel: 'heap-panel', path: `#heaps?p=${p('wythoff 3 5')}&view=wythoff&rows=100&cols=100`,
    ready: (page) => page.locator('.wy-canvas').waitFor(),
  },
  {
    name: 'heaps-wythoff-teach', panel: 'heap-panel', path: `#heaps?p=${p('wythoff 3 5')}&view=wythoff&mode=teach`,
    ready: (page) => page.locator('.wy-cell.is-hidden').first().waitFor(),
  },
  {
    name: 'heaps-play', panel: 'heap-panel', path: `#heaps?p=${p('kayles 4 3')}&mode=play`,
    ready: (page) => page.locator('.heap-panel .play-card.is-playing').waitFor(),
  },
  {
    name: 'coins', panel: 'coins-panel', path: `#coins?p=${p('coins(mock) THHTTH')}`,
    ready: verdict('coins-panel'),
  },
  {
    name: 'coins-general', panel: 'coins-panel', path: `#coins?p=${p('coins(at most 3 consecutive) HTTH')}`,
    ready: async (page) => {
      await verdict('coins-panel')(page);
      await page.locator('.coins-panel .coin-about code').first().waitFor();
    },
  },
  {
    name: 'coins-long', panel: 'coins-panel', path: '#coins',
    ready: async (page) => {
      await verdict('coins-panel')(page);
      await page.locator('.coins-panel .position-input').fill(LONG_ROW);
      await page.locator('.coins-panel .coin-window').waitFor();
      await page.locator('.coins-panel .coin-window .coin-sg:not(:empty)').first().waitFor({ state: 'attached' });
    },
  },
  {
    name: 'coins-play', panel: 'coins-panel', path: `#coins?p=${p('coins(mock) THHTTH')}&mode=play`,
    ready: async (page) => {
      await page.locator('.coins-panel .coin-selection:not([hidden])').waitFor();
      // Tails as the rightmost coin: not a move, and why.
      await page.locator('.coins-panel .coin[data-index="3"]').click();
      await page.locator('.coin-selection-verdict.is-wrong').waitFor();
    },
  },
  {
    name: 'coins-teach', panel: 'coins-panel', path: `#coins?p=${p('coins(mock) THHTTH')}&mode=teach`,
    ready: (page) => page.locator('.coins-panel .quiz:not([hidden])').waitFor(),
  },
];

// One Chinese load at 1280 px serves the language check and the audit
// (axe and width, and a screenshot of the views in SHOWN); the audit at
// 360 px loads the view once more.
const SHOWN = ['nim-sum', 'nim-play', 'heaps', 'heaps-sequence', 'heaps-wythoff', 'coins', 'coins-play', 'coins-long'];

describe('every view of the Nim, heap games and coins panels in both languages', () => {
  for (const view of VIEWS) {
    for (const lang of ['zh', 'en']) {
      test(lang === 'zh' ? `${view.name}, zh, with axe at 1280 and 360 px` : `${view.name}, ${lang}`, async () => {
        const page = await openIn(h, lang, { path: view.path });
        await view.ready(page);
        const texts = await assertSpeaks(page, lang, { within: [`.${view.panel}`] });
        assert.ok(texts.length > 10, `${view.name} shows its texts`);
        assert.deepEqual(page.problems, []);
        if (lang !== 'zh') return;
        const shoot = SHOWN.includes(view.name);
        await auditView(page, `lang-${view.name}-zh-${VIEWPORTS.desktop.width}`, { shoot });
        await h.recycle();
        const phone = await openIn(h, 'zh', { path: view.path, viewport: VIEWPORTS.phone });
        await view.ready(phone);
        await auditView(phone, `lang-${view.name}-zh-${VIEWPORTS.phone.width}`, { shoot });
      });
    }
  }

  test('the sequence view\'s Markdown export is in the page\'s language', async () => {
    for (const [lang, heading] of [['zh', /^# kayles 的 SG 值，n = 0\.\.199\n\n从 n = 71 起周期为 12，增量 0，已证明：/], ['en', /^# Grundy values of kayles, n = 0\.\.199\n\nPeriod 12 from n = 71, saltus 0, proven: /]]) {
      const page = await openIn(h, lang, { path: `#heaps?p=${p('kayles 9')}&view=sequence&rule=kayles&n=200` });
      await page.locator('.seq-proof').first().waitFor();
      // The clipboard is refused here: read the text the download would save.
      const text = await page.evaluate(async () => {
        let saved = null;
        const original = URL.createObjectURL;
        URL.createObjectURL = (blob) => { saved = blob; return original.call(URL, blob); };
        document.querySelector('.seq-md').click();
        URL.createObjectURL = original;
        return saved.text();
      });
      assert.match(text, heading);
      assert.deepEqual(page.problems, []);
    }
  });

  test('a coin selection that is not a move says why, in Chinese', async () => {
    const page = await openIn(h, 'zh', { path: `#coins?p=${p('coins(mock) THHHTH')}&mode=play` });
    await page.locator('.coins-panel .coin-selection:not([hidden])').waitFor();
    for (const i of [0, 1, 2, 3]) await page.locator(`.coins-panel .coin[data-index="${i}"]`).click();
    const bar = page.locator('.coins-panel .coin-selection');
    // Mock Turtles numbers from 0 and turns at most three coins; the
    // numbers are listed as Chinese lists them.
    assert.match(await bar.textContent(), /已选：0、1、2和3 号硬币。/);
    assert.match(await bar.textContent(), /不是合法走法：以 3 号硬币为最右一枚的走法在这里翻的枚数只能是 1、2和3 之一，而不是 4 枚/);
    assert.deepEqual(page.problems, []);
  });
});
