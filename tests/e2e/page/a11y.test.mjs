// Accessibility of the playground, in headless Chromium: an axe-core audit
// of every panel (light and dark, 1280 and 360 px wide, after a position is
// analysed), of a game in every panel, of teaching mode and of the embed
// page; keyboard focus that is always visible; and a screenshot of each
// panel in each theme (test-results/a11y-*.png).
// Run: node --test --test-concurrency=1 tests/e2e/page/a11y.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { auditView, axeViolations } from '../../e2e_support/axe.mjs';
import { browserHarness, screenshot, VIEWPORTS } from '../../e2e_support/browser.mjs';

const PANELS = [
  { id: 'nim', cls: 'nim-panel', position: 'nim 3 4 5' },
  { id: 'heaps', cls: 'heap-panel', position: 'kayles 9 4' },
  { id: 'coins', cls: 'coins-panel', position: 'coins(mock) THHTTH' },
  { id: 'trees', cls: 'tree-panel', position: 'tree (()(()()))' },
  { id: 'graphs', cls: 'graph-panel', position: 'graph(a>b,b>c,a>c,c>a) a b' },
  { id: 'sums', cls: 'sums-panel', position: 'nim 3 + kayles 4 + coins(mock) THT' },
  // The Custom panel opens with its default game, squares.
  { id: 'custom', cls: 'custom-panel', position: 'squares 10 + nim 2' },
  { id: 'tutorial', cls: 'tutorial-panel', position: 'geography(a-b,b-c,c-d,d-e,b-f) b' },
  { id: 'tutorial', name: 'tutorial-grid', cls: 'tutorial-panel', position: 'coins2d(mock*ruler) HTH/THT' },
  { id: 'boards', cls: 'boards-panel', position: 'cram(..#./..../....) + nodekayles(a-b,b-c,d) + chomp(4,2)' },
];

const h = browserHarness({ before, after, afterEach });

const audit = (page) => axeViolations(page);
const describeViolations = (list) => list.join('\n');

async function openPanel(panel, { scheme = 'light', viewport = VIEWPORTS.desktop, extra = '' } = {}) {
  const opened = await h.openPage({
    path: `#${panel.id}?p=${encodeURIComponent(panel.position)}${extra}`, viewport, colorScheme: scheme,
  });
  // In teaching mode the verdict is analysed but hidden: wait for it to exist.
  await opened.page.locator(`.${panel.cls} .verdict-badge:not(:text-is("?")), .failure`).first().waitFor({ state: 'attached' });
  // The why card's body is built once the card nears the viewport (below
  // the fold at 360 px): scroll to it so the audit covers it (in teaching
  // mode it is hidden, and the quiz stands in its place).
  await opened.page.evaluate((cls) => document.querySelector(`.${cls} .why-card`)?.scrollIntoView(), panel.cls);
  await opened.page.locator(`.${panel.cls} .why-card .why-section:visible, .${panel.cls} .quiz:visible`).first().waitFor();
  // Back to the top: full-page screenshots then show the sticky header where it belongs.
  await opened.page.evaluate(() => window.scrollTo(0, 0));
  return opened;
}

describe('axe-core finds no violations', () => {
  // Light, then dark on the same page: the themes are CSS on
  // prefers-color-scheme (and a redraw of the plot), so one load serves both.
  for (const viewport of ['desktop', 'phone']) {
    for (const panel of PANELS) {
      test(`${panel.name ?? panel.id} panel, light and dark, ${VIEWPORTS[viewport].width} px`, async () => {
        const { page, problems } = await openPanel(panel, { viewport: VIEWPORTS[viewport] });
        for (const scheme of ['light', 'dark']) {
          if (scheme === 'dark') {
            await page.emulateMedia({ colorScheme: 'dark' });
            await page.waitForFunction(() => matchMedia('(prefers-color-scheme: dark)').matches);
          }
          await auditView(page, `a11y-${panel.name ?? panel.id}-${scheme}-${VIEWPORTS[viewport].width}`, { problems });
        }
      });
    }
  }

  test('the embed page', async () => {
    const views = [
      { hash: 'position=nim%203%204%205&mode=analyze', name: 'analyze' },
      { hash: 'position=misere%3A%20nim%201%202%203&mode=explain&editable', name: 'explain' },
      { hash: 'position=kayles%209%204&mode=play', name: 'play' },
    ];
    for (const scheme of ['light', 'dark']) {
      for (const view of views) {
        const { page, context, problems } = await h.openPage({ path: `embed.html#${view.hash}`, colorScheme: scheme });
        try {
          // The element renders inside its shadow root once the engine answered.
          await page.waitForFunction(() => {
            const host = document.querySelector('sg-playground');
            const root = host?.shadowRoot ?? host;
            const text = root?.textContent ?? '';
            return /player to move|Your turn|computer/i.test(text) && !/Loading/i.test(text);
          }, null, { timeout: 30000 });
          // axe itself trips the page CSP when it looks inside a shadow
          // root: the page's own problems are the ones before the audit.
          const pageProblems = [...problems];
          const violations = await audit(page);
          await screenshot(page, `a11y-embed-${view.name}-${scheme}`);
          assert.ok(violations.length === 0, `${view.name}, ${scheme}:\n${describeViolations(violations)}`);
          assert.deepEqual(pageProblems, []);
        } finally {
          await context.close();
        }
      }
    }
  });
});

// A game in every panel: the list of legal moves open, a heap chosen on
// the board, a coin selected; No spoilers hides the answers meanwhile.
describe('axe-core finds no violations in a game', () => {
  for (const [viewport, scheme] of [['desktop', 'light'], ['phone', 'dark']]) {
    for (const panel of PANELS) {
      test(`${panel.id} panel in a game, ${scheme}, ${VIEWPORTS[viewport].width} px`, async () => {
        const { page, context, problems } = await h.openPage({
          path: `#${panel.id}?p=${encodeURIComponent(panel.position)}&mode=play`, viewport: VIEWPORTS[viewport], colorScheme: scheme,
        });
        try {
          await page.locator(`.${panel.cls} .play-card.is-playing`).waitFor();
          await page.locator(`.${panel.cls} .play-status.play-you`).waitFor();
          const list = page.locator(`.${panel.cls} .legal-moves`);
          if (!(await list.evaluate((n) => n.open))) await list.locator('summary').click();
          await list.locator('.legal-move').first().waitFor();
          if (await page.locator('.hb-pick').count()) await page.locator('.hb-pick').first().click();
          if (panel.id === 'coins') await page.locator('.coin-row .coin').nth(1).click();
          const violations = await audit(page);
          await screenshot(page, `a11y-game-${panel.id}-${scheme}-${VIEWPORTS[viewport].width}`);
          assert.ok(violations.length === 0, describeViolations(violations));
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      });
    }
  }
});

describe('teaching mode', () => {
  test('hides the answer, asks P or N, scores, reveals and offers the next position', async () => {
    const panel = PANELS[0];
    const { page, context, problems } = await openPanel(panel, { extra: '&mode=teach' });
    try {
      const quiz = page.locator('.nim-panel .quiz');
      await quiz.waitFor();
      assert.equal(await page.locator('.nim-panel .verdict-card').isVisible(), false, 'the verdict is hidden');
      assert.equal(await page.locator('.nim-panel .moves-card').isVisible(), false, 'the winning moves are hidden');
      assert.equal(await page.locator('.nim-panel .binary-card').isVisible(), false, 'the nim-sum is hidden');
      assert.equal(await page.locator('.nim-panel .why-body').isVisible(), false, 'the reasoning is hidden');
      assert.equal(await page.getByRole('button', { name: 'Teach mode' }).getAttribute('aria-pressed'), 'true');
      assert.deepEqual(await audit(page), []);
      // nim 3 4 5 is an N position: answer wrongly first.
      await page.getByRole('button', { name: /^P: the player to move loses/ }).click();
      await assert.doesNotReject(page.locator('.quiz-feedback.is-wrong').waitFor());
      assert.match(await page.locator('.quiz-score').textContent(), /Score: 0 of 1/);
      assert.equal(await page.locator('.nim-panel .verdict-card').isVisible(), true, 'revealed after answering');
      assert.equal(await page.locator('.nim-panel .why-body').isVisible(), true);
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Next position', 'focus moves to Next');
      assert.deepEqual(await audit(page), []);
      // The next position is asked about with the answers hidden again.
      const before = await page.getByLabel('Position in SG notation').inputValue();
      for (let i = 0; i < 5; i++) {
        await page.getByRole('button', { name: 'Next position' }).click();
        if (await page.getByLabel('Position in SG notation').inputValue() !== before) break;
      }
      assert.notEqual(await page.getByLabel('Position in SG notation').inputValue(), before);
      assert.equal(await page.locator('.nim-panel .verdict-card').isVisible(), false);
      const outcome = await page.evaluate(async () => {
        const { loadSG } = await import('./web/api/sg.js');
        const sg = await loadSG();
        return sg.analyze(document.querySelector('.nim-panel .position-input').value).outcome;
      });
      await page.getByRole('button', { name: new RegExp(`^${outcome}: `) }).click();
      await page.locator('.quiz-feedback.is-right').waitFor();
      assert.match(await page.locator('.quiz-score').textContent(), /Score: 1 of 2/);
      assert.match(page.url(), /mode=teach/);
      // Leaving teaching mode shows everything and drops the parameter.
      await page.getByRole('button', { name: 'Teach mode' }).click();
      assert.equal(await quiz.isVisible(), false);
      assert.equal(await page.locator('.nim-panel .verdict-card').isVisible(), true);
      await page.waitForFunction(() => !/mode=teach/.test(location.hash));
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('works in every panel', async () => {
    for (const panel of PANELS.slice(1)) {
      const { page, context, problems } = await openPanel(panel, { extra: '&mode=teach' });
      try {
        const root = page.locator(`.${panel.cls}`);
        await root.locator('.quiz').waitFor();
        assert.equal(await root.locator('.verdict-card').isVisible(), false, `${panel.id}: verdict hidden`);
        assert.equal(await root.locator('.moves-card').isVisible(), false, `${panel.id}: moves hidden`);
        await root.getByRole('button', { name: /^N: / }).click();
        await root.locator('.quiz-feedback.is-right, .quiz-feedback.is-wrong').waitFor();
        assert.equal(await root.locator('.verdict-card').isVisible(), true, `${panel.id}: revealed`);
        await screenshot(page, `a11y-teach-${panel.id}`);
        assert.deepEqual(problems, [], panel.id);
      } finally {
        await context.close();
      }
    }
  });
});

describe('teaching mode views', () => {
  // The drawings' hidden labels and the sequence and Wythoff views' reveal
  // switch, audited while the values are hidden and once they are shown.
  const VIEWS = [
    { panel: PANELS[3], ready: '.tree-drawing .edge' },
    { panel: PANELS[4], ready: '.graph-drawing .graph-node' },
    { panel: PANELS[1], extra: '&view=sequence', ready: '.seq-table .seq-cell', reveal: true },
    { panel: PANELS[1], extra: '&view=wythoff', ready: '.wy-table .wy-cell', reveal: true },
  ];
  for (const view of VIEWS) {
    test(`${view.panel.id}${view.extra ?? ''}: asked and revealed`, async () => {
      const { page, problems } = await h.openPage({ path: `#${view.panel.id}?p=${encodeURIComponent(view.panel.position)}${view.extra ?? ''}&mode=teach` });
      await page.locator(`.${view.panel.cls} ${view.ready}`).first().waitFor();
      assert.deepEqual(await audit(page), [], 'asked');
      // Revealed: the switch says so, or the quiz marks the choice made.
      if (view.reveal) {
        await page.getByRole('button', { name: 'Show the values' }).click();
        await page.locator(`.${view.panel.cls} .reveal-toggle[aria-pressed="true"]`).waitFor();
      } else {
        await page.locator(`.${view.panel.cls} .quiz-choice`).first().click();
        await page.locator(`.${view.panel.cls} .quiz-choice.is-chosen`).waitFor();
      }
      assert.deepEqual(await audit(page), [], 'revealed');
      assert.deepEqual(problems, []);
    });
  }
});

describe('keyboard', () => {
  test('every control is reachable with Tab and shows a visible focus indicator', async () => {
    for (const panel of PANELS) {
      const { page, context } = await openPanel(panel);
      try {
        const seen = [];
        // Every cell and vertex of a board is a button of its own: more stops.
        const stops = panel.id === 'boards' ? 140 : 60;
        for (let i = 0; i < stops; i++) {
          await page.keyboard.press('Tab');
          const info = await page.evaluate(() => {
            const a = document.activeElement;
            if (!a || a === document.body) return null;
            const s = getComputedStyle(a);
            let ring = (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
            // SVG controls show focus on their shapes (a ring, a thicker
            // stroke): some shape must look different while focused.
            if (!ring && a instanceof SVGElement) {
              const look = () => [...a.querySelectorAll('*')].map((n) => {
                const c = getComputedStyle(n);
                return `${c.stroke} ${c.strokeWidth} ${c.strokeDasharray} ${c.fill} ${c.opacity}`;
              }).join(';');
              const focused = look();
              a.blur();
              const plain = look();
              a.focus();
              ring = focused !== plain;
            }
            // A visually hidden input shows its focus on its styled sibling.
            const proxy = a.matches('.switch-input, .seg-input') ? getComputedStyle(a.nextElementSibling) : null;
            const proxyRing = proxy && ((proxy.outlineStyle !== 'none' && parseFloat(proxy.outlineWidth) > 0) || proxy.boxShadow !== 'none');
            return { name: `${a.tagName.toLowerCase()}.${[...a.classList].join('.')} ${(a.getAttribute('aria-label') ?? a.textContent ?? '').trim().slice(0, 30)}`, ring: ring || Boolean(proxyRing) };
          });
          if (!info) continue;
          seen.push(info);
        }
        const invisible = seen.filter((x) => !x.ring).map((x) => x.name);
        assert.deepEqual(invisible, [], `${panel.id}: focused without a visible indicator`);
        assert.ok(seen.some((x) => /why-explain-move|why-show-all|table-scroll/.test(x.name)) || panel.id === 'graphs' || panel.id === 'trees',
          `${panel.id}: the why view is reachable by keyboard`);
      } finally {
        await context.close();
      }
    }
  });
});
