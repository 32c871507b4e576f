// Browser end-to-end tests of the Tutorial games panel (2-D coins, Moore's
// Nim, Fibonacci Nim, Euclid, geography, nim multiplication), in headless
// Chromium (playwright-core, /usr/bin/chromium).
// Run: node --test --test-concurrency=1 tests/e2e/panels/tutorial.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { panelHarness, screenshot, VIEWPORTS } from '../../e2e_support/browser.mjs';

const { harness, open, assertNoProblems } = panelHarness('tutorial', 'tutorial-panel', { before, after, afterEach });

const ui = (page) => ({
  input: page.getByLabel('Position in SG notation'),
  badge: page.locator('.tutorial-panel .verdict-badge'),
  value: page.locator('.tutorial-panel .verdict-grundy .stat-value'),
  decidedBy: page.locator('.tutorial-panel .decided-text'),
  moves: page.locator('.tutorial-panel .moves-card .move-list .move'),
  every: page.locator('.tutorial-panel .tut-every .move'),
  working: page.locator('.tutorial-panel .tut-working'),
});
const badgeIs = (page, letter) => page.waitForFunction((l) => document.querySelector('.tutorial-panel .verdict-badge')?.textContent === l, letter);

describe('Tutorial games panel', () => {
  test('geography: the matching is drawn, the theorem at work, and a click on the winning vertex plays it', async () => {
    const page = await open('geography(a-b,b-c,c-d,d-e,b-f) b');
    const u = ui(page);
    assert.equal(await u.badge.textContent(), 'N');
    assert.match(await u.decidedBy.textContent(), /every maximum matching covers/);
    assert.equal(await page.locator('.tut-vertex').count(), 6);
    assert.equal(await page.locator('.tut-edge').count(), 5);
    // b lies on three edges and d on two: a maximum matching has 2 edges, and covers b.
    assert.equal(await page.locator('.tut-edge.matched').count(), 2);
    assert.match(await u.working.textContent(), /has 2 edges/);
    assert.match(await u.working.textContent(), /Without b, a maximum matching has 1 edges/);
    assert.match(await u.working.textContent(), /every maximum matching covers b/);
    const winning = page.locator('.tut-vertex.winning');
    assert.equal(await winning.count(), await u.moves.count());
    assert.match(await winning.first().getAttribute('aria-label'), /Move the token to \w+, a winning move/);
    await winning.first().click();
    await badgeIs(page, 'P');
    assert.match(await u.input.inputValue(), /^geography\(/);
    assertNoProblems();
  });

  test('coins2d: a clickable grid, the Tartan table, and every winning move leads to P', async () => {
    const page = await open('coins2d(ruler*mock) HTT/THT');
    const u = ui(page);
    assert.equal(await page.locator('.tut-coin').count(), 6);
    assert.equal(await page.locator('.tut-coin.heads').count(), 2);
    assert.match(await u.working.textContent(), /Tartan theorem/);
    assert.equal(await page.locator('.tut-tartan td.head').count(), 2);
    // Turning the coin at row 2, column 0 (Mock Turtles numbers columns from 0) over.
    await page.getByRole('button', { name: /^Row 2, column 0: tails/ }).click();
    await page.waitForFunction(() => document.querySelector('.tutorial-panel .position-input').value === 'coins2d(ruler*mock) HTT/HHT');
    assert.equal(await page.locator('.tut-coin.heads').count(), 3);
    const value = await u.value.textContent();
    assert.match(await page.locator('.tut-working .tut-sum').textContent(), new RegExp(`= ${value}$`));
    if (await u.badge.textContent() === 'N') {
      await u.moves.first().click();
      await badgeIs(page, 'P');
    }
    assertNoProblems();
  });

  test('Fibonacci Nim: Zeckendorf terms, and taking by clicking a token', async () => {
    const page = await open('fibnim 20');
    const u = ui(page);
    assert.equal(await u.badge.textContent(), 'N');
    assert.match(await u.working.textContent(), /20 = 13 \+ 5 \+ 2/);
    assert.match(await u.working.textContent(), /Winning takes: 2\./);
    assert.equal(await page.locator('.tut-token').count(), 20);
    assert.equal(await page.locator('.tut-token.takeable').count(), 19);
    await page.locator('.tut-tokens').getByRole('button', { name: 'Take 2', exact: true }).click();
    await badgeIs(page, 'P');
    assert.equal(await u.input.inputValue(), 'fibnim 18 4');
    assertNoProblems();
  });

  test('Euclid and Moore: the continued fraction and the binary columns; every move is listed', async () => {
    const page = await open('euclid 12 5');
    const u = ui(page);
    assert.deepEqual(await page.locator('.tut-euclid tbody td code').allTextContents(), ['12 = 2 × 5 + 2', '5 = 2 × 2 + 1', '2 = 2 × 1 + 0']);
    assert.equal(await u.every.count(), 2);
    await u.input.fill('moore(2) 3 5 6');
    await page.locator('.tut-moore').waitFor();
    assert.match(await u.working.textContent(), /divisible by 3/);
    assert.equal(await page.locator('.tut-heap').count(), 3);
    const all = await u.every.count();
    await page.locator('.tut-heap').first().click();
    const some = await u.every.count();
    assert.ok(some < all && some > 0, 'a heap filters the moves');
    assert.match(await page.locator('.tut-every .card-title').textContent(), /heap 1/);
    await u.every.first().click();
    await page.waitForFunction(() => document.querySelector('.tutorial-panel .position-input').value !== 'moore(2) 3 5 6');
    assertNoProblems();
  });

  test('play: the computer answers a move made on the board', async () => {
    const page = await open('geography(a-b,b-c,c-d) a');
    const u = ui(page);
    assert.equal(await u.badge.textContent(), 'N');
    await page.locator('.tutorial-panel .play-start').click();
    await page.locator('.tutorial-panel .play-card.is-playing').waitFor();
    await page.locator('.tut-vertex.movable').first().click();
    await page.waitForFunction(() => document.querySelectorAll('.tutorial-panel .play-history .play-ply').length === 2);
    const history = await page.locator('.tutorial-panel .play-history .play-ply').allTextContents();
    assert.match(history[0], /You.*move the token from a to b/i);
    assert.match(history[1], /Computer/);
    assertNoProblems();
  });

  test('nim multiplication: the product, its reduction, the table up to 256', async () => {
    const page = await harness.openPage({ path: '#tutorial?view=product&a=200&b=77' }).then((o) => o.page);
    await page.locator('.np-result code').waitFor();
    const engineProduct = await page.evaluate(async () => (await import('./web/api/sg.js')).loadSG().then((sg) => String(sg.nimProduct(200, 77))));
    assert.equal(await page.locator('.np-result code').textContent(), `200 ⊗ 77 = ${engineProduct}`);
    assert.match(await page.locator('.np-step').first().textContent(), /F = 16/);
    // Opening a product of halves shows its own reduction
    // (the toggle event that builds it comes after the click resolves).
    await page.locator('.np-sub summary').first().click();
    await page.locator('.np-step').nth(1).waitFor();
    assert.equal(await page.locator('.np-step').count(), 2);
    assert.equal(await page.locator('.np-table td').count(), 256);
    await page.getByLabel('Size').selectOption('256');
    await page.waitForFunction(() => document.querySelectorAll('.np-table td').length === 65536);
    await page.locator('.np-table td[data-x="2"][data-y="2"]').click();
    assert.equal(await page.locator('.np-result code').textContent(), '2 ⊗ 2 = 3');
    await page.getByLabel('a', { exact: true }).fill('18446744073709551615');
    await page.getByLabel('b', { exact: true }).fill('1');
    assert.equal(await page.locator('.np-result code').textContent(), '18446744073709551615 ⊗ 1 = 18446744073709551615');
    await page.getByLabel('a', { exact: true }).fill('18446744073709551616');
    assert.match(await page.locator('.np-card .input-error').textContent(), /a must be a whole number/);
    await page.waitForFunction(() => decodeURIComponent(location.hash).startsWith('#tutorial?view=product'));
  });

  test('the Why card names each game\'s theorem and opens its explanation', async () => {
    const cases = [
      ['coins2d(ruler*ruler) THT/HTT', 'Tartan theorem', /nim product/],
      ['moore(2) 3 5 6', 'Moore’s theorem', /divisible by/],
      ['fibnim 20', 'Zeckendorf’s theorem (Fibonacci Nim)', /Zeckendorf’s theorem/],
      ['euclid 12 5', 'Euclid’s game by continued fractions', /continued fraction/],
      ['geography(1-2,2-3,2-4) 2', 'Geography by maximum matchings', /maximum matching/],
    ];
    const page = await open(cases[0][0]);
    for (const [text, name, words] of cases) {
      await ui(page).input.fill(text);
      // The Why card fills in once it nears the screen, below the board.
      await page.locator('.tutorial-panel .why-card').scrollIntoViewIfNeeded();
      const link = page.locator('.tutorial-panel .why-theorem .theorem-link');
      await page.waitForFunction((n) => document.querySelector('.tutorial-panel .why-theorem .theorem-link')?.textContent === n, name);
      await link.click();
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      assert.match(await dialog.textContent(), words, text);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('dialog.theorem-dialog')?.open);
    }
    assertNoProblems();
  });

  test('teaching mode hides the working and the winning marks until the answer', async () => {
    const { page } = await harness.openPage({ path: `#tutorial?p=${encodeURIComponent('geography(a-b,b-c,c-d,d-e,b-f) b')}&mode=teach` });
    await page.locator('.tutorial-panel .quiz').waitFor();
    await page.locator('.tut-vertex').first().waitFor();
    assert.equal(await page.locator('.tut-vertex.winning').count(), 0);
    assert.equal(await page.locator('.tut-working').isVisible(), false);
    const labels = (await page.locator('.tut-board').evaluate((n) => [...n.querySelectorAll('[aria-label]')].map((x) => x.getAttribute('aria-label')).join('\n')));
    assert.doesNotMatch(labels, /winning/);
    await page.locator('.tutorial-panel .quiz-choice').first().click();
    await page.locator('.tut-vertex.winning').first().waitFor();
    assert.equal(await page.locator('.tut-working').isVisible(), true);
  });
});

describe('Tutorial games screenshots', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    for (const position of ['geography(a-b,b-c,c-d,d-e,b-f,c-g,g-h) c', 'coins2d(turtles*turtles) HTTH/THHT/TTTH']) {
      test(`${name}: ${position}`, async () => {
        const page = await open(position, { viewport });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.equal(overflow, 0, 'the page does not scroll sideways');
        await screenshot(page, `tutorial-${name}-${position.slice(0, position.indexOf('('))}`);
        assertNoProblems();
      });
    }
    test(`${name}: nim multiplication`, async () => {
      const { page } = await harness.openPage({ path: '#tutorial?view=product&a=200&b=77', viewport });
      await page.locator('.np-result code').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, 'the page does not scroll sideways');
      await screenshot(page, `tutorial-${name}-product`);
    });
  }
});
