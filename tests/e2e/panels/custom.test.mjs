// Browser end-to-end tests of the Custom panel, in headless Chromium: a
// game typed into the editor and solved by the engine, its errors marked at
// their line, its values (a sequence in the Worker with Cancel, a table),
// positions analysed and played, the definition carried by the URL, and
// "Which game is this?".
// Run: node --test --test-concurrency=1 tests/e2e/panels/custom.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { browserHarness, screenshot, VIEWPORTS } from '../../e2e_support/browser.mjs';
import { loadSG } from '../../../web/api/sg.js';

const WYT = `game wyt(a, b)
  (a - k, b)      for k in 1..a
  (a, b - k)      for k in 1..b
  (a - k, b - k)  for k in 1..min(a, b)
`;
const LASK = `game lask(n)
  n - k           for k in 1..n
  x + (n - x)     for x in 1..n-1
`;

const h = browserHarness({ before, after, afterEach });
let sg;
before(async () => {
  sg = await loadSG();
  sg.define(WYT);
  sg.define(LASK);
});

const ui = (page) => ({
  editor: page.getByLabel('Game definition'),
  status: page.locator('.custom-panel .rule-status'),
  error: page.locator('.custom-panel .rule-error'),
  input: page.getByLabel('Position in SG notation'),
  badge: page.locator('.custom-panel .verdict-badge'),
  value: page.locator('.custom-panel .verdict-grundy .stat-value'),
  moves: page.locator('.custom-panel .moves-card .move'),
  tab: (name) => page.getByRole('tab', { name }),
});

async function open(hash = '#custom', options = {}) {
  const opened = await h.openPage({ ...options, path: hash });
  await opened.page.locator('.custom-panel .verdict-badge:not(:text-is("?")), .failure').first().waitFor({ state: 'attached' });
  return opened;
}

const hashOf = (params) => `#custom?${new URLSearchParams(params).toString().replace(/\+/g, '%20')}`;

describe('Custom panel', () => {
  test('a game typed into the editor is solved: verdict, values, winning moves, Why card', async () => {
    const { page, problems } = await open();
    const u = ui(page);
    // The default game is the square-subtraction game.
    assert.match(await u.status.textContent(), /squares\(n\): one option line/);
    assert.equal(await u.input.inputValue(), 'squares 10');
    assert.equal(await u.badge.textContent(), 'P');
    await u.editor.fill(WYT);
    await page.waitForFunction(() => /wyt\(a, b\): 3 option lines/.test(document.querySelector('.rule-status').textContent));
    assert.equal(await u.input.inputValue(), sg.definedGames().find((g) => g.name === 'wyt').example);
    await u.input.fill('wyt 3 5 + squares 10 + nim 4');
    await page.waitForFunction(() => document.querySelector('.custom-panel .verdict-badge').textContent === 'N');
    // squares was forgotten when the game became wyt: the page says so (once
    // the engine's rest is here when the view's piece lacks the message).
    await page.waitForFunction(() => /unknown family "squares"/.test(document.querySelector('.custom-panel .position-field .input-error')?.textContent ?? ''));
    await u.input.fill('wyt 3 5 + wythoff 1 1 + nim 4');
    await page.waitForFunction(() => !document.querySelector('.custom-panel .position-field .input-error:not([hidden])'));
    const expected = sg.analyze('wyt 3 5 + wythoff 1 1 + nim 4');
    assert.equal(await u.badge.textContent(), expected.outcome);
    assert.equal(await u.value.textContent(), String(expected.grundy));
    assert.equal(await u.moves.count(), expected.winningMoves.length);
    // Play a winning move from the list: a P position.
    await u.moves.first().click();
    await page.waitForFunction(() => document.querySelector('.custom-panel .verdict-badge').textContent === 'P');
    assert.equal(sg.analyze(await u.input.inputValue()).outcome, 'P');
    // The Why card lists the options of the position with their values.
    assert.match(await page.locator('.custom-panel .why-card').textContent(), /Move \(\d+, \d+\) to \(\d+, \d+\) by line \d/);
    await screenshot(page, 'custom-position-1280');
    assert.deepEqual(problems, []);
  });

  test('errors are marked at their line, with the message and a caret that selects the spot', async () => {
    const { page, problems } = await open();
    const u = ui(page);
    await u.editor.fill('# my game\ngame g(n)\n  n - j for k in 1..n\n');
    await u.error.waitFor();
    assert.match(await u.error.textContent(), /unknown variable j \(line 3, column 7\)/);
    assert.equal(await page.locator('.custom-panel .rule-line-no.is-error').textContent(), '3');
    assert.equal(await page.locator('.custom-panel .rule-band').isVisible(), true);
    assert.equal(await u.editor.getAttribute('aria-invalid'), 'true');
    assert.match(await u.status.textContent(), /still shows the last valid game, squares/);
    // The caret button selects the unknown variable in the editor.
    await page.locator('.custom-panel .rule-snippet').click();
    const selected = await u.editor.evaluate((t) => t.value.slice(t.selectionStart, t.selectionEnd));
    assert.equal(selected, 'j');
    await screenshot(page, 'custom-error-1280');
    // More mistakes, each at its own line.
    for (const [text, line, says] of [
      ['game g(n)\n  n - k for k in 1..\n', 2, 'range 1.. needs an end'],
      ['game g(n)\n  n - 1 if n > 0\n  n - k for k in 1..n + 1\n', 3, 'negative argument'],
      ['game g(n)\n  (n + 1) if n == 0\n\n  n - 1 if n > 0\n', 4, 'can repeat'],
    ]) {
      await u.editor.fill(text);
      await page.waitForFunction((w) => document.querySelector('.custom-panel .rule-error').textContent.includes(w), says);
      assert.equal(await page.locator('.custom-panel .rule-line-no.is-error').textContent(), String(line));
    }
    // Fixed: no mark, the new game.
    await u.editor.fill('game g(n)\n  n - 1 if n > 0\n');
    await page.waitForFunction(() => /g\(n\): one option line/.test(document.querySelector('.rule-status').textContent));
    assert.equal(await u.error.isVisible(), false);
    assert.equal(await page.locator('.custom-panel .rule-line-no.is-error').count(), 0);
    assert.deepEqual(problems, []);
  });

  test('a definition is data: markup and script in it stay text and never run', async () => {
    const { page, problems } = await open();
    const u = ui(page);
    await page.evaluate(() => { window.pwned = false; });
    await u.editor.fill('game g(n)\n  <img src=x onerror="window.pwned=true"> + 1\n');
    await u.error.waitFor();
    assert.match(await u.error.textContent(), /unexpected character """/);
    assert.equal(await page.locator('.custom-panel img').count(), 0);
    await u.editor.fill('game g(n)\n  n - k for k in 1..n if alert(1)\n');
    await page.waitForFunction(() => /unknown variable alert|expected/.test(document.querySelector('.custom-panel .rule-error').textContent));
    assert.equal(await page.evaluate(() => window.pwned), false);
    assert.deepEqual(problems, []);
  });

  test('the URL carries the definition: a link opens the same game and position', async () => {
    const { page, problems } = await open(hashOf({ def: LASK, p: 'lask 5 6' }));
    const u = ui(page);
    assert.equal(await u.editor.inputValue(), LASK);
    assert.equal(await u.input.inputValue(), 'lask 5 6');
    assert.equal(await u.value.textContent(), String(sg.analyze('lask 5 6').grundy));
    // Edits go to the address bar; a reload restores them.
    await u.editor.fill(`${LASK}  # a comment\n`);
    await page.waitForFunction(() => decodeURIComponent(location.hash).includes('# a comment'));
    await u.input.fill('lask 7');
    await page.waitForFunction(() => decodeURIComponent(location.hash).includes('p=lask 7'));
    await page.reload();
    await page.locator('.custom-panel .verdict-badge:not(:text-is("?"))').waitFor();
    assert.equal(await u.editor.inputValue(), `${LASK}  # a comment\n`);
    assert.equal(await u.input.inputValue(), 'lask 7');
    assert.equal(await u.value.textContent(), String(sg.analyze('lask 7').grundy));
    assert.deepEqual(problems, []);
  });

  test('values: the sequence with its observed period, computed in the Worker, cancellable', async () => {
    const { page, problems } = await open(hashOf({ def: LASK, p: 'lask 5' }));
    const u = ui(page);
    await u.tab('Values').click();
    await page.locator('.custom-panel .seq-table .seq-cell').first().waitFor();
    const cells = await page.locator('.custom-panel .seq-table .seq-cell').evaluateAll((cs) => cs.slice(0, 40).map((c) => Number(c.textContent)));
    assert.deepEqual(cells, sg.sequence('lasker', 40).values);
    assert.match(await page.locator('.custom-panel .seq-proof').textContent(), /Observed/);
    assert.match(await page.locator('.custom-panel .seq-reason').textContent(), /not proven/);
    await page.locator('.custom-panel .seq-plot canvas').waitFor();
    // A long one, within maxDefinedRequestWork (lask costs about 4n^2 steps,
    // so 20,000 values are refused at once): Cancel stops the Worker.
    await page.locator('.custom-panel .seq-n-input').fill('10000');
    await page.locator('.custom-panel .seq-compute').click();
    await page.locator('.custom-panel .seq-cancel').waitFor();
    await page.locator('.custom-panel .seq-cancel').click();
    await page.waitForFunction(() => /Cancelled/.test(document.querySelector('.custom-panel .seq-status').textContent));
    // The replacement Worker knows the game: a new sequence works.
    await page.locator('.custom-panel .seq-n-input').fill('30');
    await page.locator('.custom-panel .seq-compute').click();
    await page.waitForFunction(() => /Computed 30 values/.test(document.querySelector('.custom-panel .seq-status').textContent));
    await screenshot(page, 'custom-sequence-1280');
    assert.deepEqual(problems, []);
  });

  test('values: a two-argument game has its SG table; a cell opens its position', async () => {
    const { page, problems } = await open(hashOf({ def: WYT, p: 'wyt 1 1' }));
    const u = ui(page);
    await u.tab('Values').click();
    await page.locator('.custom-panel .wy-table .wy-cell').first().waitFor();
    const row3 = await page.locator('.custom-panel .wy-table tbody tr').nth(3).locator('.wy-cell').evaluateAll((cs) => cs.slice(0, 8).map((c) => c.textContent));
    assert.deepEqual(row3, sg.table('wythoff', 4, 8)[3].map((v) => (v === 0 ? 'P' : String(v))));
    await page.getByRole('button', { name: /^wyt 3 5: SG 0/ }).click();
    await page.waitForFunction(() => document.querySelector('.custom-panel .position-input').value === 'wyt 3 5');
    assert.equal(await u.badge.textContent(), 'P');
    await screenshot(page, 'custom-table-1280');
    assert.deepEqual(problems, []);
  });

  test('play a defined game against the computer', async () => {
    const { page, problems } = await open(hashOf({ def: LASK, p: 'lask 7' }));
    await page.locator('.custom-panel .play-start').click();
    await page.locator('.custom-panel .play-card.is-playing').waitFor();
    // Your move from the list of legal moves (no board here), then the
    // computer's answer: two plies, and your turn again (or the end).
    const list = page.locator('.custom-panel .legal-moves');
    if (!(await list.evaluate((n) => n.open))) await list.locator('summary').click();
    assert.ok(await list.locator('.legal-move').count() >= 10);
    await list.locator('.legal-move').first().click();
    await page.waitForFunction(() => document.querySelectorAll('.custom-panel .play-history .play-ply:not(.is-undone)').length >= 2
      && /play-(you|won|lost)/.test(document.querySelector('.custom-panel .play-status')?.className ?? ''), null, { timeout: 20000 });
    assert.equal(sg.analyze(await ui(page).input.inputValue()).position, await ui(page).input.inputValue());
    assert.deepEqual(problems, []);
  });

  test('which game is this? known games from the first values', async () => {
    const { page, problems } = await open(hashOf({ def: LASK, p: 'lask 5', view: 'lookup' }));
    const values = page.getByLabel('Grundy values, from heap 0 on');
    await values.fill(sg.sequence('kayles', 30).values.join(', '));
    await page.getByRole('button', { name: 'Find the games' }).click();
    await page.locator('.lookup-match').first().waitFor();
    assert.equal(await page.locator('.lookup-match .lookup-label').first().textContent(), 'Kayles');
    assert.equal(await page.locator('.lookup-match .lookup-rule').first().textContent(), 'octal(0.77)');
    assert.match(await page.locator('.lookup-status').textContent(), /Searched 1,024 octal codes, 1,023 subtraction sets/);
    // The panel's own game: Lasker's Nim, built in and defined here.
    await page.getByRole('button', { name: 'Use the values of lask' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.lookup-match').length === 2);
    assert.deepEqual(await page.locator('.lookup-rule').allTextContents(), ['lasker', 'lask']);
    // A bad value: its column.
    await values.fill('0 1 x');
    await page.getByRole('button', { name: 'Find the games' }).click();
    assert.match(await page.locator('.lookup-card .input-error').textContent(), /"x" must be a non-negative integer \(column 5\)/);
    await screenshot(page, 'custom-lookup-1280');
    assert.deepEqual(problems, []);
  });

  test('teaching mode asks about positions of the defined game', async () => {
    const { page, problems } = await h.openPage({ path: `${hashOf({ def: WYT, p: 'wyt 2 3' })}&mode=teach` });
    await page.locator('.custom-panel .quiz').waitFor();
    assert.equal(await page.locator('.custom-panel .verdict-badge').isVisible(), false);
    await page.getByRole('button', { name: 'Next position' }).click();
    await page.waitForFunction(() => /^wyt( \d+ \d+)+$/.test(document.querySelector('.custom-panel .position-input').value));
    await page.locator('.custom-panel .quiz-choice').first().click();
    await page.locator('.custom-panel .quiz-feedback.is-right, .custom-panel .quiz-feedback.is-wrong').waitFor();
    assert.deepEqual(problems, []);
  });

  test('looks right at 1280 and 360 px', async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      const { page, problems } = await open(hashOf({ def: WYT, p: 'wyt 3 5 + nim 2' }), { viewport });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
      await screenshot(page, `custom-${viewport.width}`);
      assert.deepEqual(problems, []);
    }
  });
});
