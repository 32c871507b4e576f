// Browser end-to-end tests of the heap games panel (web/panels/heaps/heap-panel.js,
// sequence-view.js, sequence-plot.js, wythoff-table.js) and the shared play
// controls (web/kit/play/play.js), in headless Chromium.
// Run: node --test --test-concurrency=1 tests/e2e/panels/heaps.test.mjs
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
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

async function open(path = '#heaps', options = {}) {
  opened = await openPage(session, { path, ...options });
  await opened.page.locator('.heap-panel .verdict-badge').first().waitFor({ state: 'attached' });
  return opened.page;
}

function assertNoProblems() {
  assert.deepEqual(opened.problems, [], 'console errors, page errors or failed requests');
}

const ui = (page) => ({
  input: page.getByLabel('Position in SG notation'),
  badge: page.locator('.heap-panel .verdict-badge'),
  moves: page.locator('.heap-panel .moves-card .move'),
  tab: (name) => page.getByRole('tab', { name }),
  rule: page.locator('.seq-rule-input'),
  n: page.locator('.seq-n-input'),
  compute: page.getByRole('button', { name: 'Compute', exact: true }),
  proof: page.locator('.seq-proof'),
  status: page.locator('.seq-view .seq-status'),
  progress: page.locator('.seq-view .seq-progress'),
});

async function computeSequence(page, rule, n) {
  const u = ui(page);
  await u.rule.fill(rule);
  await u.n.fill(String(n));
  await u.compute.click();
}

describe('heap games panel', () => {
  test('a Kayles position: verdict, heap values, a winning move played leads to P', async () => {
    const page = await open();
    const u = ui(page);
    assert.equal(await page.locator('h1.panel-title').textContent(), 'Heap games');
    assert.equal(await page.getByRole('link', { name: 'Heap games' }).getAttribute('aria-current'), 'page');
    await u.input.fill('kayles 7');
    await page.waitForFunction(() => document.querySelector('.heap-panel .verdict-badge')?.textContent === 'N');
    assert.equal(await page.locator('.heap-panel .verdict-grundy .stat-value').textContent(), '2');
    assert.equal(await page.locator('.heap-select').inputValue(), 'kayles');
    // Every winning move of kayles 7 is listed: to 3 3 and to 1 4.
    const tos = await page.locator('.heap-panel .move-to code').allTextContents();
    assert.deepEqual(tos.sort(), sg.analyze('kayles 7').winningMoves.map((m) => m.to).sort());
    await u.moves.first().click();
    await page.waitForFunction(() => document.querySelector('.heap-panel .verdict-badge')?.textContent === 'P');
    assert.equal(sg.analyze(await u.input.inputValue()).outcome, 'P');
    assert.equal(await page.locator('.heap-values tfoot .heap-sg').textContent(), '0');
    // An error names its column, and the last verdict stays (greyed).
    await u.input.fill('kayles 7 x');
    await page.locator('.heap-position-card .input-error').waitFor();
    assert.match(await page.locator('.heap-position-card .input-error').textContent(), /column 10/);
    // Big heaps of Grundy's game go to the Worker: the page stays responsive.
    await u.input.fill('grundy 300000');
    await page.locator('.heap-busy').waitFor();
    await page.locator('.heap-busy').getByRole('button', { name: 'Cancel' }).click();
    assert.equal(await page.locator('.heap-busy').isHidden(), true);
    await u.input.fill('grundy 30000');
    await page.waitForFunction(() => document.querySelector('.heap-busy')?.hidden === true
      && document.querySelector('.heap-panel .verdict-grundy .stat-value')?.textContent !== '0', null, { timeout: 60000 });
    assert.equal(await page.locator('.heap-panel .verdict-grundy .stat-value').textContent(), String(sg.analyze('grundy 30000').grundy));
    // Changing the game keeps the heaps.
    await u.input.fill('kayles 9 5');
    await page.locator('.heap-select').selectOption('sub');
    assert.equal(await u.input.inputValue(), 'sub(1,3,4) 9 5');
    await page.locator('.heap-select').selectOption('wythoff');
    assert.equal(await u.input.inputValue(), 'wythoff 9 5');
    assertNoProblems();
  });

  test('Kayles sequence: period 12 from 71, proven; the table marks it; an entry explains its mex', async () => {
    const page = await open('#heaps?p=kayles%205&view=sequence');
    const u = ui(page);
    await computeSequence(page, 'kayles', 300);
    await page.waitForFunction(() => document.querySelector('.seq-period .card-title')?.textContent === 'kayles: SG(0..299)');
    assert.equal(await page.locator('.seq-proof').textContent(), '✓ Proven');
    const facts = await page.locator('.seq-facts .stat-value').allTextContents();
    assert.deepEqual(facts.slice(0, 4), ['n = 71', '12', '0', 'proven']);
    assert.match(await page.locator('.seq-reason').textContent(), /Guy-Smith/);
    // One period per row: the row of n = 71 is the first period.
    await page.locator('.seq-goto input').fill('71');
    await page.locator('.seq-goto button').click();
    const cell71 = page.locator('.seq-cell[data-n="71"]');
    await cell71.waitFor();
    assert.equal(await cell71.evaluate((b) => b.parentElement.className), 'seq-first');
    assert.equal(await page.locator('.seq-cell[data-n="70"]').evaluate((b) => b.parentElement.className), 'seq-pre');
    assert.equal(await page.locator('.seq-cell[data-n="83"]').evaluate((b) => b.parentElement.className), 'seq-rest');
    assert.match(await cell71.evaluate((b) => b.closest('tr').textContent), /period \(first\)/);
    // The explanation of 71 went with the Go button.
    await page.locator('.seq-explain .mex-chip.is-mex').waitFor();
    // Click SG(7) = 2: options 3,5,3,0,4,0,1 -> mex 2.
    await page.locator('.seq-goto input').fill('7');
    await page.locator('.seq-goto button').click();
    await page.locator('.seq-cell[data-n="7"]').click();
    await page.waitForFunction(() => document.querySelector('.seq-explain .card-title')?.textContent === 'Why SG(7) = 2');
    assert.equal(await page.locator('.seq-explain .mex-chip.is-mex .mex-value').textContent(), '2');
    assert.deepEqual(await page.locator('.seq-explain .mex-chip.is-present .mex-value').allTextContents(), ['0', '1']);
    assert.equal(await page.locator('.seq-options tbody tr').count(), sg.explain('kayles 7').options.length);
    // CSV export: a real file with every value.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    assert.equal(download.suggestedFilename(), 'kayles-sg-0-299.csv');
    const csv = await readFile(await download.path(), 'utf8');
    const expected = sg.sequence('kayles', 300).values;
    const lines = csv.trim().split('\n');
    assert.equal(lines[0], 'n,grundy');
    assert.equal(lines.length, 301);
    assert.deepEqual(lines.slice(1).map((l) => Number(l.split(',')[1])), expected);
    const [md] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Markdown' }).click()]);
    const mdText = await readFile(await md.path(), 'utf8');
    assert.match(mdText, /^# Grundy values of kayles, n = 0\.\.299/);
    assert.match(mdText, /Period 12 from n = 71, saltus 0, proven/);
    // The plot is drawn.
    assert.match(await page.locator('.seq-canvas').getAttribute('aria-label'), /period 12 from n = 71/);
    await screenshot(page, 'heaps-sequence-desktop-light');
    assertNoProblems();
  });

  test('a coin rule is numbered from coin 1 everywhere: table, explanation, plot and exports', async () => {
    const page = await open('#heaps?p=kayles%205&view=sequence');
    await page.locator('.seq-proof').waitFor(); // the first visit's sequence
    await computeSequence(page, 'coins(ruler)', 16);
    await page.waitForFunction(() => document.querySelector('.seq-period .card-title')?.textContent === 'coins(ruler): SG(1..16)');
    // The ruler function: coin 4 (the row TTTH) has value 4, coin 16 has 16.
    assert.equal(await page.locator('.seq-cell[data-n="4"]').textContent(), '4');
    assert.equal(await page.locator('.seq-cell[data-n="16"]').textContent(), '16');
    assert.equal(await page.locator('.seq-cell[data-n="0"]').count(), 0);
    assert.equal(await page.locator('.seq-table tbody th').first().textContent(), '1');
    await page.locator('.seq-goto input').fill('4');
    await page.locator('.seq-goto button').click();
    await page.waitForFunction(() => document.querySelector('.seq-explain .card-title')?.textContent === 'Why SG(4) = 4');
    assert.equal(await page.locator('.seq-explain .hint code').first().textContent(), 'coins(ruler) TTTH');
    assert.equal(await page.locator('.seq-explain .mex-chip.is-mex .mex-value').textContent(), '4');
    // Coin 0 does not exist.
    await page.locator('.seq-goto input').fill('0');
    await page.locator('.seq-goto button').click();
    assert.equal(await page.locator('.seq-goto input').getAttribute('aria-invalid'), 'true');
    assert.match(await page.locator('.seq-canvas').getAttribute('aria-label'), /n from 1 to 16/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    assert.equal(download.suggestedFilename(), 'coins_ruler_-sg-1-16.csv');
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n');
    assert.deepEqual(lines.slice(0, 5), ['n,grundy', '1,1', '2,2', '3,1', '4,4']);
    assert.equal(lines.at(-1), '16,16');
    const [md] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Markdown' }).click()]);
    const mdText = await readFile(await md.path(), 'utf8');
    assert.match(mdText, /^# Grundy values of coins\(ruler\), n = 1\.\.16/);
    assert.match(mdText, /\n\| 1 \| 1 \| 2 \| 1 \| 4 \|/);
    assertNoProblems();
  });

  test('cancelling a long sequence stops it; another one then computes', async () => {
    const page = await open('#heaps?p=grundy%2010&view=sequence');
    const u = ui(page);
    await page.locator('.seq-proof').waitFor(); // the first visit computed grundy to 200
    // Grundy's game to 2^21 values takes several seconds even with the
    // sparse-space engine: long enough to cancel mid-way.
    await computeSequence(page, 'grundy', 2 ** 21);
    await u.progress.waitFor();
    await page.waitForFunction(() => Number(document.querySelector('.seq-view .seq-progress-bar')?.value) > 0, null, { timeout: 90000 });
    await screenshot(page, 'heaps-sequence-progress');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForFunction(() => document.querySelector('.seq-view .seq-status')?.textContent.startsWith('Cancelled'));
    assert.equal(await u.progress.isHidden(), true);
    await computeSequence(page, 'dawson', 400);
    await page.waitForFunction(() => document.querySelector('.seq-proof')?.textContent.includes('Proven')
      && document.querySelector('.seq-period .card-title')?.textContent.startsWith('dawson'), null, { timeout: 60000 });
    const facts = await page.locator('.seq-facts .stat-value').allTextContents();
    assert.deepEqual(facts.slice(0, 2), ['n = 53', '34']);
    // Bad N is refused with a message.
    await u.n.fill('0');
    await u.compute.click();
    await page.locator('.seq-view .seq-error').waitFor();
    assertNoProblems();
  });

  test('Wythoff table: P positions marked; a cell opens the position', async () => {
    const page = await open('#heaps?view=wythoff');
    await page.locator('.wy-cell').first().waitFor();
    const table = sg.table('wythoff', 16, 16);
    assert.equal(await page.locator('.wy-cell').count(), 256);
    const pCells = await page.locator('.wy-cell.is-p').count();
    assert.equal(pCells, table.flat().filter((v) => v === 0).length);
    assert.equal(await page.locator('.wy-cell').nth(3 * 16 + 5).textContent(), 'P'); // (3, 5)
    await page.locator('.wy-cell').nth(4 * 16 + 7).click();
    await page.waitForFunction(() => document.querySelector('.heap-panel .position-input')?.value === 'wythoff 4 7');
    assert.equal(await ui(page).badge.textContent(), 'P');
    assertNoProblems();
  });

  test('play mode: the computer answers and never loses a won position', async () => {
    const page = await open();
    const u = ui(page);
    // Random N positions of Kayles, small enough to play out quickly.
    const starts = [];
    let seed = 7;
    const rand = (k) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % k; };
    while (starts.length < 3) {
      const p = `kayles ${1 + rand(8)} ${1 + rand(6)}`;
      if (sg.analyze(p).outcome === 'N' && !starts.includes(p)) starts.push(p);
    }
    for (const start of starts) {
      await u.input.fill(start);
      await page.getByRole('radio', { name: 'Computer' }).check(); // the computer moves first
      await page.getByRole('button', { name: /Start game|New game/ }).click();
      for (let ply = 0; ply < 40; ply++) {
        // Wait for the computer's answer (or the end).
        await page.waitForFunction(() => /play-(you|won|lost)/.test(document.querySelector('.play-status')?.className ?? ''), null, { timeout: 20000 });
        const cls = await page.locator('.play-status').getAttribute('class');
        if (!cls.includes('play-you')) break;
        const position = await u.input.inputValue();
        assert.equal(sg.analyze(position).outcome, 'P', `the computer left ${position}, which is not a P position`);
        const options = sg.explain(position).options;
        const pick = options[rand(options.length)];
        await u.input.fill(pick.to);
        await page.waitForFunction((n) => document.querySelectorAll('.play-history li').length >= n, ply + 2);
      }
      assert.match(await page.locator('.play-status').textContent(), /the computer wins/);
      const history = await page.locator('.play-history li').count();
      assert.ok(history >= 1);
    }
    // Undo goes back to the player's turn; hint says the position is lost.
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.locator('.play-hint-lost').waitFor();
    await screenshot(page, 'heaps-play-desktop-light');
    assertNoProblems();
  });
});

describe('heap games panel: looks', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of ['light', 'dark']) {
      test(`screenshots: ${name}, ${colorScheme}`, async () => {
        const page = await open('#heaps?p=kayles%209%204', { viewport, colorScheme });
        await page.waitForFunction(() => document.querySelector('.heap-panel .verdict-badge')?.textContent === 'N');
        await screenshot(page, `heaps-position-${name}-${colorScheme}`);
        await ui(page).tab('Grundy sequence').click();
        await page.locator('.seq-proof').waitFor();
        await page.locator('.seq-cell[data-n="9"]').click();
        await page.locator('.seq-explain .mex-chip.is-mex').waitFor();
        await screenshot(page, `heaps-sequence-${name}-${colorScheme}`);
        await ui(page).tab('Wythoff table').click();
        await page.locator('.wy-cell').first().waitFor();
        await screenshot(page, `heaps-wythoff-${name}-${colorScheme}`);
        // No horizontal page scroll at any width.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
        assertNoProblems();
      });
    }
  }
});
