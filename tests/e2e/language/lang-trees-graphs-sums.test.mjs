// The Trees, Game graph and Sums panels in Simplified Chinese and in
// English, in headless Chromium: every view of each panel (drawings with a
// selection and a tip, the edge-list form and its error, the node tables,
// every compound of a sum, a part's error, a running game, teaching mode)
// shows no English word outside the notation in a zh-CN browser and no
// Chinese character in an en-US one (tests/e2e_support/i18n.mjs); axe
// finds no violation in Chinese; screenshots at 1280 and 360 px in Chinese
// (test-results/lang-*.png) are for looking at.
// Run: node --test --test-concurrency=1 tests/e2e/language/lang-trees-graphs-sums.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { auditView } from '../../e2e_support/axe.mjs';
import { browserHarness, VIEWPORTS } from '../../e2e_support/browser.mjs';
import { assertSpeaks, openIn } from '../../e2e_support/i18n.mjs';

const h = browserHarness({ before, after, afterEach });

// Nodes named by numbers: a letter would read as an English word.
const DAG = 'graph(1>2,2>3,1>3,3>4,2>4) 1 2';
const chain = (n) => `graph(${Array.from({ length: n - 1 }, (_, i) => `${i}>${i + 1}`).join(',')}) 0`;

// Opens the view in a browser of that language and waits for its panel.
async function openView(lang, view, { viewport = VIEWPORTS.desktop } = {}) {
  const page = await openIn(h, lang, { path: view.hash, viewport });
  const { panel } = view;
  await page.locator(`.${panel} .verdict-badge:not(:text-is("?")), .${panel}.teach-asking .quiz, .${panel} .input-error:not([hidden]), .failure`)
    .first().waitFor({ state: 'attached' });
  await view.act?.(page);
  return page;
}

// Each view: the panel, its address and what to do there.
const VIEWS = [
  {
    name: 'trees-tree', panel: 'tree-panel', hash: `#trees?p=${encodeURIComponent('tree (()((())()))')}`,
    act: async (page) => {
      await page.locator('.tree-drawing .node[data-node="2"]').click();
      await page.locator('.tree-drawing .edge').first().focus();
    },
  },
  {
    name: 'trees-hackenbush', panel: 'tree-panel',
    hash: `#trees?p=${encodeURIComponent('hackenbush 0-1 1-2 1-2 2-2 0-3 3-3 3-4 4-0 + tree (()()) + nim 3')}`,
    act: async (page) => {
      await page.locator('.tree-drawing .node[data-node="2"]').first().click();
      await page.locator('.tree-drawing .hackenbush-component .edge').first().focus();
    },
  },
  { name: 'trees-error', panel: 'tree-panel', hash: `#trees?p=${encodeURIComponent('tree (()')}` },
  {
    name: 'graphs-dag', panel: 'graph-panel', hash: `#graphs?p=${encodeURIComponent(DAG)}`,
    act: async (page) => {
      await page.locator('.graph-drawing .graph-node[data-node="1"]').click();
      await page.locator('.graph-drawing .graph-node[data-node="2"]').hover();
    },
  },
  { name: 'graphs-loopy', panel: 'graph-panel', hash: `#graphs?p=${encodeURIComponent('graph(1>2,2>3,3>1,3>4) 1')}` },
  { name: 'graphs-table', panel: 'graph-panel', hash: `#graphs?p=${encodeURIComponent(chain(320))}` },
  {
    name: 'graphs-edge-list', panel: 'graph-panel', hash: '#graphs',
    act: async (page) => {
      await page.locator('.edge-list summary').click();
      await page.locator('.edge-list-input').fill('1 2\n2 3\n3 1\n3 4');
      await page.locator('.edge-list-actions .btn:not(.btn-primary)').click();
      await page.locator('.node-table').waitFor();
      await page.locator('.node-search').fill('99');
      await page.locator('.node-search').press('Enter');
      await page.locator('.node-search-note:not(:empty)').waitFor();
      await page.locator('.edge-list-input').fill('1 2\n2 3 4\n');
      await page.locator('.edge-list-actions .btn-primary').click();
      await page.locator('.edge-list-error:not([hidden])').waitFor();
    },
  },
  ...['normal', 'misere', 'every', 'conjunctive', 'selective'].map((compound) => ({
    name: `sums-${compound}`, panel: 'sums-panel',
    hash: `#sums?p=${encodeURIComponent(`${compound === 'normal' ? '' : `${compound}: `}nim 3 + sub(1,2) 5 + kayles 4 + graph(1>2,2>3) 1`)}`,
  })),
  {
    name: 'sums-part-error', panel: 'sums-panel', hash: `#sums?p=${encodeURIComponent('nim 3 + kayles 4')}`,
    act: async (page) => {
      await page.locator('.sum-part-input').nth(1).fill('kayles x');
      await page.locator('.sum-part-input').nth(1).press('Enter');
      await page.locator('.sums-panel .input-error:not([hidden])').waitFor();
    },
  },
];

// A running game and teaching mode, in each panel.
const MODES = [
  { panel: 'tree-panel', hash: `#trees?p=${encodeURIComponent('tree (()((())()))')}` },
  { panel: 'graph-panel', hash: `#graphs?p=${encodeURIComponent(DAG)}` },
  { panel: 'sums-panel', hash: `#sums?p=${encodeURIComponent('nim 3 + kayles 4 + tree (()())')}` },
].flatMap((v) => [
  {
    ...v, name: `${v.panel}-play`,
    act: async (page) => {
      await page.locator('main .play-start').click();
      await page.locator(`.${v.panel} .play-card.is-playing`).waitFor();
      await page.locator(`.${v.panel} .play-card .move-log li, .${v.panel} .play-status`).first().waitFor();
    },
  },
  { ...v, name: `${v.panel}-teach`, hash: `${v.hash}&mode=teach` },
]);

// One Chinese load at 1280 px serves the language check and the audit
// (axe, width, screenshot); the audit at 360 px loads the view once more.
const AUDITED = [VIEWS[0], VIEWS[1], VIEWS[3], VIEWS[6], VIEWS[9], ...MODES].map((v) => v.name);

for (const lang of ['zh', 'en']) {
  describe(`${lang === 'zh' ? 'Chinese' : 'English'}: no word of the other language`, () => {
    for (const view of [...VIEWS, ...MODES]) {
      const audited = lang === 'zh' && AUDITED.includes(view.name);
      test(audited ? `${view.name}, with axe and screenshots at 1280 and 360 px` : view.name, async () => {
        const page = await openView(lang, view);
        await assertSpeaks(page, lang);
        assert.deepEqual(page.problems, []);
        if (!audited) return;
        await auditView(page, `lang-zh-${view.name}-${VIEWPORTS.desktop.width}`);
        await h.recycle();
        await auditView(await openView('zh', view, { viewport: VIEWPORTS.phone }), `lang-zh-${view.name}-${VIEWPORTS.phone.width}`);
      });
    }
  });
}
