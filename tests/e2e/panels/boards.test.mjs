// Browser end-to-end tests of the Boards panel (Node Kayles, Cram, Chomp),
// in headless Chromium (playwright-core, /usr/bin/chromium).
// Run: node --test --test-concurrency=1 tests/e2e/panels/boards.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { panelHarness, screenshot, VIEWPORTS } from '../../e2e_support/browser.mjs';

const { open, assertNoProblems, harness } = panelHarness('boards', 'boards-panel', { before, after, afterEach });

const ui = (page) => ({
  input: page.getByLabel('Position in SG notation'),
  badge: page.locator('.boards-panel .verdict-badge'),
  value: page.locator('.boards-panel .verdict-grundy .stat-value'),
  moves: page.locator('.boards-panel .move-list .move'),
  parts: page.locator('.boards-panel .board-parts li'),
  figures: page.locator('.boards-panel .board-figure'),
});

const waitFor = (page, text) => page.waitForFunction((t) => document.querySelector('.boards-panel .position-input').value === t, text);

describe('Boards panel', () => {
  // The panel's Worker gets the page's compiled engine (worker-client.js):
  // each engine file is fetched once, by the page, never by the Worker:
  // here the Boards view's piece alone, the search needing nothing else.
  test('the Worker takes the compiled engine from the page instead of downloading it again', async () => {
    const context = await harness.newContext();
    const fetched = [];
    context.on('request', (r) => { if (/sg_core[^/]*\.wasm$/.test(r.url())) fetched.push(r.url().replace(/.*\//, '')); });
    const page = await context.newPage();
    await page.goto(`${harness.session.url}#boards?p=${encodeURIComponent('cram 3x4')}`);
    await page.locator('.boards-panel .verdict-badge:text-matches("^[PND]$")').waitFor();
    // Even x odd: N (the mirror strategy); the Worker's answer.
    assert.equal(await page.locator('.boards-panel .verdict-badge').textContent(), 'N');
    assert.deepEqual(fetched, ['sg_core.boards.wasm']);
  });

  test('Cram: regions coloured with their values; a domino placed by two clicks', async () => {
    const page = await open('cram(..#./..../....)');
    const u = ui(page);
    assert.equal(await u.badge.textContent(), 'N');
    assert.equal(await u.value.textContent(), '3');
    assert.deepEqual(await u.parts.allTextContents(), ['region 1: value 3']);
    assert.equal(await u.moves.count(), 5);
    assert.equal(await page.locator('.boards-panel .win-domino').count(), 5);
    // Cell 0 then cell 1: the domino on (1,1)-(1,2), a winning one.
    await page.locator('.cram-board [data-cell="0"]').click();
    const partner = page.locator('.cram-board [data-cell="1"]');
    assert.match(await partner.getAttribute('class'), /partner/);
    assert.match(await partner.getAttribute('aria-label'), /Place a domino on \(1,1\) and \(1,2\): leaves value 0/);
    await partner.click();
    await waitFor(page, 'cram(###./..../....)');
    await page.waitForFunction(() => document.querySelector('.boards-panel .verdict-badge').textContent === 'P');
    assert.equal(await page.locator('.cram-board .cell.blocked').count(), 3);
    await page.waitForFunction(() => decodeURIComponent(location.hash) === '#boards?p=cram(###./..../....)');
    // Two regions now, each with its own colour and value.
    await u.input.fill('cram(..#./..#./##..)');
    await page.waitForFunction(() => document.querySelectorAll('.boards-panel .board-parts li').length === 2);
    assert.deepEqual(await u.parts.allTextContents(), ['region 1: value 0', 'region 2: value 2']);
    assert.equal(await page.locator('.cram-board .cell.part-1').count(), 4);
    assertNoProblems();
  });

  test('Chomp: a bite takes its cell and everything right of it and below it', async () => {
    const page = await open('chomp 3x3');
    const u = ui(page);
    assert.equal(await u.badge.textContent(), 'N');
    const win = page.locator('.chomp-board .cell.winning');
    assert.equal(await win.count(), 1);
    assert.equal(await win.getAttribute('data-row'), '1');
    assert.equal(await win.getAttribute('data-column'), '1');
    assert.match(await page.locator('.chomp-board .poison').getAttribute('aria-label'), /poisoned/);
    await win.hover();
    assert.equal(await page.locator('.chomp-board .cell.doomed').count(), 4);
    await win.click();
    await waitFor(page, 'chomp(3,1,1)');
    await page.waitForFunction(() => document.querySelector('.boards-panel .verdict-badge').textContent === 'P');
    assert.equal(await page.locator('.chomp-board .cell.free').count(), 4);
    assertNoProblems();
  });

  test('Node Kayles: components coloured; a pick removes the vertex and its neighbours', async () => {
    const page = await open('nodekayles(a-b,b-c,c-d,d-e,f-g)');
    const u = ui(page);
    assert.equal(await u.badge.textContent(), 'N');
    assert.deepEqual(await u.parts.allTextContents(), ['component 1: value 3', 'component 2: value 1']);
    assert.equal(await page.locator('.nk-graph .nk-node').count(), 7);
    const c = page.locator('.nk-graph [data-node="2"]');
    assert.match(await c.getAttribute('aria-label'), /^c: pick it, removing c, b, d; leaves value/);
    await c.hover();
    assert.equal(await page.locator('.nk-graph .nk-node.doomed').count(), 3);
    await c.click();
    await waitFor(page, 'nodekayles(f-g,a,e)');
    // The text is set before the new verdict is drawn: wait for the value.
    await page.locator('.boards-panel .verdict-grundy .stat-value', { hasText: /^1$/ }).waitFor();
    assertNoProblems();
  });

  test('a sum: one figure per board, a move in any of them', async () => {
    const page = await open('cram 2x3 + nodekayles(a-b,b-c,d) + chomp(4,2) + nim 2');
    const u = ui(page);
    assert.equal(await u.figures.count(), 3);
    assert.match(await page.locator('.board-notes').textContent(), /Component 4 \(nim 2\) is not a board/);
    await page.locator('.board-figure[data-component="2"] [data-row="0"][data-column="1"]').click();
    await waitFor(page, 'cram 2x3 + nodekayles(a-b,b-c,d) + chomp 2x1 + nim 2');
    assertNoProblems();
  });

  test('a long search shows its progress in the Worker and can be cancelled', async () => {
    const page = await open('cram 2x2');
    const u = ui(page);
    // Cram on 3 x 11: the largest 3 x C searched (by tests, seconds); 3 x 13
    // is refused before any search (maxCramRegionCells).
    await u.input.fill('cram 3x11');
    const bar = page.locator('.boards-panel .work');
    await bar.waitFor({ state: 'visible' });
    await page.waitForFunction(() => Number(document.querySelector('.boards-panel .work-progress').value) > 0);
    await bar.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForFunction(() => /cancelled/i.test(document.querySelector('.boards-panel .input-error')?.textContent ?? ''));
    assert.equal(await bar.isVisible(), false);
    // The next position is searched by a fresh Worker.
    await u.input.fill('cram 3x5');
    await page.waitForFunction(() => document.querySelector('.boards-panel .verdict-grundy .stat-value')?.textContent === '1');
    assertNoProblems();
  });

  test('play against the computer on a board', async () => {
    const page = await open('cram 2x2');
    await page.getByRole('button', { name: 'Start game' }).click();
    // P for you: any domino, then the computer answers and you have lost.
    await page.locator('.cram-board [data-cell="0"]').click();
    await page.locator('.cram-board [data-cell="1"]').click();
    await page.waitForFunction(() => document.querySelector('.boards-panel .position-input').value === 'cram(##/##)');
    await page.locator('.boards-panel .play-card').getByText('Game over: the computer wins.').first().waitFor();
    assertNoProblems();
  });

  test('teaching mode: no value or winning move in the drawing until the answer', async () => {
    const page = await open('cram(..#./..../....) + nodekayles(a-b,b-c)', { path: undefined });
    await page.getByRole('button', { name: 'Teach mode' }).click();
    await page.locator('.boards-panel.teach-asking').waitFor({ state: 'attached' });
    const drawing = page.locator('.boards-panel .board-drawing');
    const labels = await drawing.evaluate((root) => [...root.querySelectorAll('[aria-label], title, .part-badge, li')]
      .map((n) => n.getAttribute('aria-label') ?? n.textContent).join('\n'));
    assert.doesNotMatch(labels, /value|winning/);
    assert.equal(await page.locator('.boards-panel .win-domino, .boards-panel .part-badge').count(), 0);
    await page.locator('.boards-panel .quiz-choice').first().click();
    await page.locator('.boards-panel .part-badge').first().waitFor();
    assert.match(await page.locator('.boards-panel .board-parts').first().textContent(), /value 3/);
    assertNoProblems();
  });

  test('screenshots at 1280 and 360 px', async () => {
    for (const [name, viewport] of [['boards-desktop', VIEWPORTS.desktop], ['boards-phone', VIEWPORTS.phone]]) {
      const page = await open('cram(..#./..#./##..) + nodekayles(a-b,b-c,c-d,d-a,c-e,f-g) + chomp(5,3,3,1)', { viewport });
      await page.locator('.boards-panel .why-card').scrollIntoViewIfNeeded();
      await page.locator('.boards-panel .why-theorem').waitFor();
      await screenshot(page, name);
    }
    assertNoProblems();
  });
});
