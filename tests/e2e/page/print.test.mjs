// Printing a panel for a handout (web/styles.css, @media print, web/kit/print.js), with
// print media emulated: no navigation, button, field or link styled as a
// button shows, except the buttons that hold the analysis, which print
// as text; no placeholder text; the position shows as text; the Why card
// is written out whole, every option listed; tables and lists are whole,
// not windows of a scroll box. Screenshots: test-results/print-*.png.
// Run: node --test --test-concurrency=1 tests/e2e/page/print.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { browserHarness, screenshot } from '../../e2e_support/browser.mjs';

const PANELS = [
  { id: 'nim', cls: 'nim-panel', position: 'nim 3 4 5 6' },
  { id: 'heaps', cls: 'heap-panel', position: 'kayles 9 4 6' },
  { id: 'coins', cls: 'coins-panel', position: 'coins(mock) THHTTH' },
  { id: 'trees', cls: 'tree-panel', position: 'tree (()(()())(()()())) + hackenbush 0-1 1-2 2-0' },
  { id: 'graphs', cls: 'graph-panel', position: 'graph(a>b,a>c,a>d,a>e,a>f,b>c,c>d,d>a) a a b' },
  { id: 'sums', cls: 'sums-panel', position: 'nim 5 + kayles 4 + coins(turtles) THHT' },
];

// Placeholders: what a card says before or instead of its content.
const PLACEHOLDERS = /Loading|Not playing|appears? here|is written when|comes into view|No node selected|No verdict yet|Fix the position/i;
// A hint on how to use the page with a mouse or keys is for the screen
// (.screen-only).
const INSTRUCTIONS = /\bclick\b|\bhover\b|press Enter|on another row|Choose any legal move/i;
// Buttons that hold the analysis print as what they show.
const CONTENT_BUTTONS = ['move', 'coin', 'sort-button', 'link-button', 'seq-cell', 'wy-cell', 'caret-snippet', 'hb-pick'];

const h = browserHarness({ before, after, afterEach });

// Opens a panel on `position`, notes how many options the Why card has
// (its "Show all N options" button, or its rows), then prints.
async function printPanel(panel, position = panel.position, { width = 1280 } = {}) {
  const opened = await h.openPage({ path: `#${panel.id}?p=${encodeURIComponent(position)}`, viewport: { width, height: 800 } });
  const { page } = opened;
  await page.locator(`.${panel.cls} .verdict-badge[class*="outcome-"]`).waitFor();
  // On screen the Why card is written once it nears the view.
  await page.locator(`.${panel.cls} .why-card`).scrollIntoViewIfNeeded();
  await page.locator(`.${panel.cls} .why-card .why-section`).first().waitFor();
  const options = await page.evaluate((cls) => {
    const all = document.querySelector(`.${cls} .why-show-all`)?.textContent.match(/Show all (\d+)/);
    return all ? Number(all[1]) : document.querySelectorAll(`.${cls} .why-options tbody tr`).length;
  }, panel.cls);
  await page.evaluate(() => scrollTo(0, 0));
  await page.emulateMedia({ media: 'print' });
  return { ...opened, options };
}

// What a print shows that it should not.
function printFaults(page) {
  return page.evaluate(({ contentButtons, placeholders, instructions }) => {
    const shown = (n) => n.getClientRects().length > 0 && getComputedStyle(n).visibility !== 'hidden';
    const faults = [];
    for (const n of document.querySelectorAll('button, input, select, textarea, summary, nav, a.btn, [role="tab"]')) {
      if (!shown(n)) continue;
      const content = contentButtons.some((c) => n.classList.contains(c));
      if (!content) faults.push(`a control shows: <${n.tagName.toLowerCase()} class="${n.className}"> ${n.textContent.trim().slice(0, 40)}`);
      else if (!n.classList.contains('coin') && !n.classList.contains('seq-cell') && !n.classList.contains('wy-cell')
        && parseFloat(getComputedStyle(n).borderTopWidth) > 0) faults.push(`.${n.className} prints with a button's border`);
    }
    // A label prints only beside its control (the position field's heads
    // the position printed as text).
    for (const n of document.querySelectorAll('label[for]')) {
      const control = document.getElementById(n.htmlFor);
      if (shown(n) && control && !shown(control) && !control.classList.contains('position-input')) faults.push(`a label shows without its control: ${n.textContent.trim().slice(0, 40)}`);
    }
    const text = document.body.innerText;
    const placeholder = text.match(new RegExp(placeholders, 'i'));
    if (placeholder) faults.push(`placeholder text: "${placeholder[0]}"`);
    for (const n of document.querySelectorAll('main .hint')) {
      const instruction = shown(n) && n.innerText.match(new RegExp(instructions, 'i'));
      if (instruction) faults.push(`a hint for the screen: "${n.innerText.slice(0, 60)}"`);
    }
    // Nothing is a window of a scroll box.
    for (const n of document.querySelectorAll('main *')) {
      if (!shown(n)) continue;
      const s = getComputedStyle(n);
      if (!['auto', 'scroll'].includes(s.overflowY) && !['auto', 'scroll'].includes(s.overflowX)) continue;
      if (n.scrollHeight > n.clientHeight + 1 || n.scrollWidth > n.clientWidth + 1) faults.push(`a scroll box cuts .${n.className}`);
    }
    for (const card of document.querySelectorAll('main .card')) {
      if (shown(card) && getComputedStyle(card).contain !== 'none') faults.push(`.${card.className} is contained (it clips)`);
    }
    return faults;
  }, { contentButtons: CONTENT_BUTTONS, placeholders: PLACEHOLDERS.source, instructions: INSTRUCTIONS.source });
}

describe('a print of each panel', () => {
  for (const panel of PANELS) {
    test(panel.id, async () => {
      const { page, problems, options } = await printPanel(panel);
      await page.locator(`.${panel.cls} .print-position`).first().waitFor();
      assert.deepEqual(await printFaults(page), []);
      // The position as text.
      const printed = await page.locator(`.${panel.cls} .print-position`).evaluateAll((nodes) => nodes.filter((n) => n.getClientRects().length).map((n) => n.textContent));
      assert.ok(printed.includes(panel.position), `${printed.join(' | ')} shows ${panel.position}`);
      // The Why card whole: its sections, every option.
      const why = await page.evaluate((cls) => {
        const card = document.querySelector(`.${cls} .why-card`);
        return {
          sections: [...card.querySelectorAll('.why-heading')].map((n) => n.textContent),
          rows: card.querySelectorAll('.why-options tbody tr').length,
        };
      }, panel.cls);
      assert.ok(why.sections.includes('Decided by') && why.sections.includes('Why a winning move wins'), why.sections.join(', '));
      assert.ok(options > 10, `${panel.id}: the position has more options than the screen lists (${options})`);
      assert.equal(why.rows, options, 'every option is listed');
      await screenshot(page, `print-${panel.id}`);
      // Back on screen, the card lists its first options again.
      await page.emulateMedia({ media: 'screen' });
      await page.waitForFunction((cls) => document.querySelectorAll(`.${cls} .why-options tbody tr`).length === 10, panel.cls);
      assert.deepEqual(problems, []);
    });
  }

  test('a Why card far below the fold is written out too (a phone)', async () => {
    const panel = PANELS[3];
    const { page, problems } = await h.openPage({ path: `#trees?p=${encodeURIComponent(panel.position)}`, viewport: { width: 360, height: 740 } });
    await page.locator('.tree-panel .verdict-badge[class*="outcome-"]').waitFor();
    // Never scrolled to: on screen it waits.
    assert.equal(await page.locator('.tree-panel .why-card .why-section').count(), 0);
    await page.emulateMedia({ media: 'print' });
    await page.locator('.tree-panel .why-card .why-section').first().waitFor();
    assert.deepEqual(await printFaults(page), []);
    assert.deepEqual(problems, []);
  });

  for (const [id, cls] of [['heaps', 'heap-panel'], ['nim', 'nim-panel']]) {
    test(`a long list of winning moves prints whole (${id})`, async () => {
      // Sixty-one heaps of 1: taking any of them wins.
      const position = `${id === 'nim' ? 'nim' : 'kayles'} ${Array(61).fill(1).join(' ')}`;
      const { page, problems } = await h.openPage({ path: `#${id}?p=${encodeURIComponent(position)}`, viewport: { width: 1280, height: 800 } });
      await page.locator(`.${cls} .verdict-badge[class*="outcome-"]`).waitFor();
      const total = Number(await page.locator(`.${cls} .moves-card .count`).textContent());
      assert.equal(total, 61);
      assert.equal(await page.locator(`.${cls} .moves-card .move`).count(), 40, 'the screen lists the first 40');
      await page.emulateMedia({ media: 'print' });
      await page.waitForFunction(([c, n]) => document.querySelectorAll(`.${c} .moves-card .move`).length === n, [cls, total]);
      assert.deepEqual(await printFaults(page), []);
      await page.emulateMedia({ media: 'screen' });
      await page.waitForFunction((c) => document.querySelectorAll(`.${c} .moves-card .move`).length === 40, cls);
      assert.deepEqual(problems, []);
    });
  }

  test('a print can list only the winning options', async () => {
    const { page, problems } = await h.openPage({ path: `#coins?p=${encodeURIComponent('coins(mock) THHTTHTH')}`, viewport: { width: 1280, height: 800 } });
    await page.locator('.coins-panel .verdict-badge[class*="outcome-"]').waitFor();
    await page.locator('.coins-panel .why-card').scrollIntoViewIfNeeded();
    await page.locator('.coins-panel .why-print-choice input').check();
    const winning = Number(await page.locator('.coins-panel .moves-card .count').textContent());
    await page.emulateMedia({ media: 'print' });
    await page.waitForFunction(() => document.querySelector('.coins-panel .why-folded') !== null);
    const rows = await page.locator('.coins-panel .why-options tbody tr').evaluateAll((trs) => trs.map((r) => r.classList.contains('is-winning')));
    assert.equal(rows.length, winning, 'one row a winning move');
    assert.ok(rows.every(Boolean), 'only winning rows');
    assert.match(await page.locator('.coins-panel .why-folded').textContent(), new RegExp(`^${winning} of the \\d+ options printed`));
    assert.equal(await page.locator('.coins-panel .why-print-choice').isVisible(), false, 'the choice itself does not print');
    assert.deepEqual(await printFaults(page), []);
    await screenshot(page, 'print-folded');
    assert.deepEqual(problems, []);
  });

  test('a sequence prints its values, with no form, pager or status line', async () => {
    const { page, problems } = await h.openPage({ path: '#heaps?p=kayles%205&view=sequence', viewport: { width: 1280, height: 800 } });
    await page.locator('.seq-rule-input').fill('kayles');
    await page.locator('.seq-n-input').fill('300');
    await page.locator('.seq-compute').click();
    await page.waitForFunction(() => document.querySelector('.seq-period .card-title')?.textContent === 'kayles: SG(0..299)');
    // A status line from a copy, as a teacher leaves it before printing
    // (written here: headless Chromium's clipboard may never answer).
    await page.evaluate(() => { document.querySelector('.seq-view .seq-status').textContent = 'Copied the CSV table to the clipboard.'; });
    await page.emulateMedia({ media: 'print' });
    assert.deepEqual(await printFaults(page), []);
    assert.equal(await page.locator('.seq-view .seq-status').isVisible(), false);
    assert.equal(await page.locator('.seq-view .seq-form').isVisible(), false);
    assert.ok(await page.locator('.seq-cell').count() > 0);
    await screenshot(page, 'print-sequence');
    assert.deepEqual(problems, []);
  });

  test('a graph’s node table prints every row, not the window in view', async () => {
    const edges = Array.from({ length: 350 }, (_, i) => `n${i}>n${i + 1}`).join(',');
    const { page, problems } = await h.openPage({ path: `#graphs?p=${encodeURIComponent(`graph(${edges}) n0`)}`, viewport: { width: 1280, height: 800 } });
    await page.locator('.graph-panel .node-table').waitFor();
    assert.ok(await page.locator('.node-table tbody tr:not(.spacer-row)').count() < 351, 'on screen, a window of the rows');
    await page.emulateMedia({ media: 'print' });
    await page.waitForFunction(() => document.querySelectorAll('.node-table tbody tr:not(.spacer-row)').length === 351);
    assert.equal(await page.locator('.node-table tbody tr.spacer-row').count(), 0);
    assert.deepEqual(await printFaults(page), []);
    await screenshot(page, 'print-graph-table');
    assert.deepEqual(problems, []);
  });

  test('a running game prints its board and its moves, not its controls', async () => {
    const { page, problems } = await h.openPage({ path: `#heaps?p=${encodeURIComponent('kayles 9 4')}&mode=play`, viewport: { width: 1280, height: 800 } });
    await page.locator('.heap-panel .play-card.is-playing .play-you').waitFor();
    // A move on the board, the computer's answer, and a token's moves
    // offered: a choice on screen, not on paper.
    await page.locator('.hb-heap').nth(0).locator('.hb-token').nth(2).click();
    await page.locator('.hb-strip .legal-move').first().click();
    await page.waitForFunction(() => document.querySelectorAll('.heap-panel .play-ply').length === 2
      && document.querySelector('.heap-panel .play-status.play-you'));
    await page.locator('.hb-heap').nth(0).locator('.hb-pick').click();
    await page.locator('.hb-strip .legal-move').first().waitFor();
    await page.emulateMedia({ media: 'print' });
    assert.deepEqual(await printFaults(page), []);
    const printed = await page.locator('.heap-panel').innerText();
    assert.match(printed, /Heap 1\s*\d/, 'the heaps are named');
    assert.match(printed, /You\s*Remove/, 'the moves played');
    assert.doesNotMatch(printed, /First to move|Click a token|Moves from token|start at token/);
    await screenshot(page, 'print-game');
    assert.deepEqual(problems, []);
  });

  test('the gallery prints without its links', async () => {
    const { page, problems } = await h.openPage({ path: '#gallery', viewport: { width: 1280, height: 800 } });
    await page.locator('.gallery-item').first().waitFor();
    await page.emulateMedia({ media: 'print' });
    assert.deepEqual(await printFaults(page), []);
    assert.equal(await page.locator('.gallery-item .gallery-position').first().isVisible(), true);
    await screenshot(page, 'print-gallery');
    assert.deepEqual(problems, []);
  });
});
