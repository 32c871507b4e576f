// Browser end-to-end tests of the coins panel (web/panels/coins/coins-panel.js) and its
// play mode (web/kit/play/play.js), in headless Chromium.
// Run: node --test --test-concurrency=1 tests/e2e/panels/coins.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { openPage, screenshot, startSession, VIEWPORTS } from '../../e2e_support/browser.mjs';
import { loadSG } from '../../../web/api/sg.js';

let session;
let sg;
let opened = null;

before(async () => {
  session = await startSession();
  sg = await loadSG();
});
after(async () => {
  await session?.close();
});
afterEach(async () => {
  await session?.recycle();
  opened = null;
});

async function open(path = '#coins', options = {}) {
  opened = await openPage(session, { path, ...options });
  await opened.page.locator('.coins-panel .verdict-badge').waitFor();
  return opened.page;
}

function assertNoProblems() {
  assert.deepEqual(opened.problems, [], 'console errors, page errors or failed requests');
}

const ui = (page) => ({
  input: page.getByLabel('Position in SG notation'),
  badge: page.locator('.coins-panel .verdict-badge'),
  coins: page.locator('.coin-row .coin'),
  coin: (n) => page.getByRole('button', { name: new RegExp(`^Coin ${n}:`) }),
  moves: page.locator('.coins-panel .moves-card .move'),
  rule: page.getByLabel('Rule', { exact: true }).first(),
});

const badgeIs = (page, letter) => page.waitForFunction((l) => document.querySelector('.coins-panel .verdict-badge')?.textContent === l, letter);

describe('coins panel', () => {
  test('flip coins: the notation, per-head values, total and verdict follow', async () => {
    const page = await open('#coins?p=coins(turtles)%20THTHHTTH');
    const u = ui(page);
    assert.equal(await u.coins.count(), 8);
    assert.equal(await u.coin(1).getAttribute('aria-pressed'), 'false');
    assert.equal(await u.coin(1).textContent(), 'T');
    await u.coin(1).click();
    assert.equal(await u.input.inputValue(), 'coins(turtles) HHTHHTTH');
    assert.equal(await u.coin(1).getAttribute('aria-pressed'), 'true');
    assert.equal(await u.coin(1).textContent(), 'H');
    const expected = sg.analyze('coins(turtles) HHTHHTTH');
    await page.waitForFunction((v) => document.querySelector('.coin-total-value')?.textContent === v, expected.value);
    assert.equal(await u.badge.textContent(), expected.outcome);
    // Turning Turtles: a head at i is worth i.
    const sgs = await page.locator('.coin-item .coin-sg').allTextContents();
    assert.deepEqual(sgs, ['1', '2', '', '4', '5', '', '', '8']);
    // Numbered from 1.
    assert.match(await page.locator('.coin-numbering').textContent(), /numbered from 1/);
    assert.equal(await page.locator('.coin-number').first().textContent(), '1');
    // Typing the notation redraws the row; length buttons.
    await u.input.fill('coins(turtles) HTTH');
    assert.equal(await u.coins.count(), 4);
    await page.getByRole('button', { name: 'One coin more' }).click();
    assert.equal(await u.input.inputValue(), 'coins(turtles) HTTHT');
    await page.locator('.coin-length-input').fill('12');
    await page.locator('.coin-length-input').press('Enter');
    await page.locator('.coin-length-input').blur();
    await page.waitForFunction(() => document.querySelectorAll('.coin-row .coin').length === 12);
    assertNoProblems();
  });

  test('winning moves are shown on the row and played to a P position', async () => {
    const page = await open('#coins?p=coins(turtles)%20THTHHTTH');
    const u = ui(page);
    const analysis = sg.analyze('coins(turtles) THTHHTTH');
    assert.equal(await u.moves.count(), analysis.winningMoves.length);
    const move = analysis.winningMoves[0];
    const before = 'THTHHTTH';
    const after = move.to.split(' ')[1];
    const turned = [...before].map((c, i) => (c !== after[i] ? i : -1)).filter((i) => i >= 0);
    await u.moves.first().focus();
    const marked = await page.locator('.coin-item').evaluateAll((items) => items.map((li, i) => (li.classList.contains('will-turn') ? i : -1)).filter((i) => i >= 0));
    assert.deepEqual(marked, turned);
    await page.getByRole('button', { name: new RegExp(`^Coin ${turned[0] + 1}:.*turned by the highlighted move`) }).waitFor();
    await u.moves.first().click();
    await badgeIs(page, 'P');
    assert.equal(await u.input.inputValue(), move.to);
    assert.match(await page.locator('.coins-panel .moves-card').textContent(), /None/);
    assertNoProblems();
  });

  test('rule changes: Mock Turtles numbers from 0, a general rule, errors', async () => {
    const page = await open('#coins?p=coins(turtles)%20THHTTH');
    const u = ui(page);
    await page.locator('.coins-panel select').selectOption('mock');
    assert.equal(await u.input.inputValue(), 'coins(mock) THHTTH');
    assert.match(await page.locator('.coin-numbering').textContent(), /numbered from 0/);
    assert.equal(await page.locator('.coin-number').first().textContent(), '0');
    // Heads at 1, 2, 5 (from 0): 2, 4, 11.
    assert.deepEqual(await page.locator('.coin-item .coin-sg').allTextContents(), ['', '2', '4', '', '', '11']);
    assert.equal(await page.locator('.coin-total-value').textContent(), '13');
    // One numbering everywhere, the rule's own: the move labels count from 0 too.
    assert.match(await u.moves.first().textContent(), /^Turn coins 1, 2, 5/);
    assert.doesNotMatch(await page.locator('.coins-panel').textContent(), /counting from 1/);
    await page.locator('.coins-panel select').selectOption('general');
    await page.locator('.coin-general-input').fill('exactly 2 anywhere');
    assert.equal(await u.input.inputValue(), 'coins(exactly 2 anywhere) THHTTH');
    const general = sg.analyze('coins(exactly 2 anywhere) THHTTH');
    await page.waitForFunction((v) => document.querySelector('.coin-total-value')?.textContent === v, general.value);
    await page.locator('.coin-general-input').fill('near 5');
    await page.waitForFunction(() => document.querySelector('.coins-panel .position-input').value === 'coins(near 5) THHTTH');
    await page.locator('.coin-general-input').fill('at most 3 consecutive');
    await page.waitForFunction(() => document.querySelector('.coins-panel .position-input').value === 'coins(at most 3 consecutive) THHTTH');
    // A bad rule names its column.
    await u.input.fill('coins(sometimes) THH');
    await page.locator('.coins-panel .input-error').waitFor();
    assert.match(await page.locator('.coins-panel .input-error').textContent(), /unknown coin rule/);
    assertNoProblems();
  });

  test('a row of a million coins answers fast, drawn as a window around the winning move', async () => {
    const page = await open();
    const u = ui(page);
    let row = '';
    for (let i = 0; i < 1000000; i++) row += i % 7 === 3 ? 'H' : 'T';
    const heads = [...row].filter((c) => c === 'H').length;
    const text = `coins(mock) ${row}`;
    const expected = sg.analyze(text, { includeTo: false, typed: true, maxMoves: 200 });
    // Time from the text arriving in the field to the verdict on screen
    // (printed, not asserted: the machine's load varies).
    const ms = await page.evaluate(({ t, value }) => new Promise((resolve) => {
      const input = document.querySelector('.coins-panel .position-input');
      const t0 = performance.now();
      input.value = t;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      const check = () => {
        if (document.querySelector('.coin-total-value')?.textContent === value && document.querySelector('.coin-window')) resolve(performance.now() - t0);
        else requestAnimationFrame(check);
      };
      check();
    }), { t: text, value: expected.value });
    console.log(`# a row of 10^6 coins (coins(mock)): verdict on screen after ${ms.toFixed(0)} ms`);
    assert.equal(await u.badge.textContent(), expected.outcome);
    assert.match(await page.locator('.coin-summary').textContent(), new RegExp(`1,000,000 coins, ${heads.toLocaleString('en')} heads`));
    // A window of coins, not a million buttons, around the first winning move.
    const count = await u.coins.count();
    assert.ok(count > 0 && count <= 200, `${count} coins drawn`);
    // The first 40 moves are drawn; "Show all" draws the 200 the Worker listed.
    assert.equal(await u.moves.count(), 40);
    const showAll = page.getByRole('button', { name: 'Show all 200 listed moves' });
    assert.equal(await showAll.getAttribute('aria-expanded'), 'false');
    await showAll.click();
    assert.equal(await u.moves.count(), 200);
    assert.equal(await page.locator('.coins-panel .moves-show-all').getAttribute('aria-expanded'), 'true');
    const first = expected.winningMoves[0].move; // "turn coin(s) ..." in the rule's numbering (from 0)
    const lastTurned = Math.max(...first.match(/\d+/g).map(Number));
    const numbers = (await page.locator('.coin-window .coin-number').allTextContents()).map(Number);
    // The row is numbered as the labels are.
    assert.ok(numbers.includes(lastTurned), `coin ${lastTurned} is in view (${numbers[0]}..${numbers.at(-1)})`);
    // Per-head SG under the heads: Mock Turtles, head at x (from 0) is worth 2x or 2x+1.
    const odious = (x) => { let c = 0; for (let v = x; v; v >>= 1) c ^= v & 1; return c ? 2 * x : 2 * x + 1; };
    const items = await page.locator('.coin-window .coin-item').evaluateAll((lis) => lis.map((li) => [li.querySelector('.coin-number').textContent, li.querySelector('.coin').textContent, li.querySelector('.coin-sg').textContent]));
    for (const [n, face, value] of items) assert.equal(value, face === 'H' ? String(odious(Number(n))) : '', `coin ${n}`);
    // Scrolling along the row.
    await page.getByRole('button', { name: 'Next coins' }).click();
    const moved = Number(await page.locator('.coin-window .coin-number').first().textContent());
    assert.equal(moved, numbers[0] + count);
    await page.getByLabel('Scroll along the row').fill('999000');
    await page.waitForFunction(() => document.querySelector('.coin-window .coin-number')?.textContent === '999000');
    // Hovering a move brings its coins into view, highlighted.
    await u.moves.nth(5).hover();
    const turned = await page.locator('.coin-window .coin-item.will-turn .coin-number').allTextContents();
    const labelled = expected.winningMoves[5].move.match(/\d+/g).map((d) => String(Number(d)));
    assert.ok(turned.length >= 1 && turned.every((n) => labelled.includes(n)), `${turned} of ${labelled}`);
    // The why card, out of view, must not go on explaining the default row.
    const why = await page.locator('.coins-panel .why-body').textContent();
    assert.ok(!why.includes('coins(turtles)'), `why card still explains the previous row: ${why.slice(0, 120)}`);
    await screenshot(page, 'coins-million');
    // Playing a move listed without its position: the engine builds it.
    const t1 = Date.now();
    await u.moves.first().click();
    await badgeIs(page, 'P');
    console.log(`# playing a move on the 10^6 row and the new verdict: ${Date.now() - t1} ms`);
    const after = await u.input.inputValue();
    assert.equal(after, sg.winningMove(text, 0).to);
    assert.equal(sg.analyze(after, { includeTo: false, parts: false, maxMoves: 0 }).outcome, 'P');
    // A coin of a long row flips by its number.
    await page.getByLabel(/^Flip coin number/).fill('1');
    await page.getByRole('button', { name: 'Flip', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('.coins-panel .position-input').value.startsWith('coins(mock) TH'));
    assertNoProblems();
  });

  test('play mode: the computer answers and wins from a won position', async () => {
    const page = await open();
    const u = ui(page);
    let seed = 11;
    const rand = (k) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % k; };
    const starts = ['coins(turtles) THTHHTTH', 'coins(mock) THHTTHT', 'coins(ruler) HTHHTH'];
    for (const start of starts) {
      assert.equal(sg.analyze(start).outcome, 'N');
      await u.input.fill(start);
      await page.getByRole('radio', { name: 'Computer' }).check();
      await page.getByRole('button', { name: /Start game|New game/ }).click();
      for (let ply = 0; ply < 60; ply++) {
        await page.waitForFunction(() => /play-(you|won|lost)/.test(document.querySelector('.play-status')?.className ?? ''), null, { timeout: 20000 });
        const cls = await page.locator('.play-status').getAttribute('class');
        if (!cls.includes('play-you')) break;
        const position = await u.input.inputValue();
        assert.equal(sg.analyze(position).outcome, 'P', `the computer left ${position}`);
        const options = sg.explain(position).options;
        const pick = options[rand(options.length)];
        await u.input.fill(pick.to);
        await page.waitForFunction((n) => document.querySelectorAll('.play-history li').length >= n, ply + 2);
      }
      assert.match(await page.locator('.play-status').textContent(), /the computer wins/);
    }
    // Coins are locked while the computer thinks; the hint marks coins.
    await page.getByRole('button', { name: 'End game' }).click();
    await u.input.fill('coins(turtles) THTHHTTH');
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.locator('.coin-item.is-hinted').first().waitFor();
    await page.locator('.moves-card .move.is-hinted').first().waitFor();
    assertNoProblems();
  });
});

describe('coins panel: looks', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of ['light', 'dark']) {
      test(`screenshots: ${name}, ${colorScheme}`, async () => {
        const page = await open('#coins?p=coins(mock)%20THHTTHTHHT', { viewport, colorScheme });
        await badgeIs(page, 'N');
        await ui(page).moves.first().hover();
        await screenshot(page, `coins-${name}-${colorScheme}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
        assertNoProblems();
      });
    }
  }
});
