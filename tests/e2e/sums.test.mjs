// Browser end-to-end tests of the Sums panel, in headless Chromium
// (playwright-core, /usr/bin/chromium).
// Run: node --test --test-concurrency=1 tests/e2e/sums.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { panelHarness, screenshot, VIEWPORTS } from '../e2e_support/browser.mjs';

const { open, assertNoProblems } = panelHarness('sums', 'sums-panel', { before, after, afterEach });


const ui = (page) => ({
  input: page.getByLabel('Position in SG notation'),
  badge: page.locator('.sums-panel .verdict-badge'),
  value: page.locator('.sums-panel .verdict-grundy .stat-value'),
  decidedBy: page.locator('.sums-panel .decided-text'),
  moves: page.locator('.sums-panel .move-list .move'),
  groups: page.locator('.sums-panel .move-group-title'),
  rows: page.locator('.sum-table tbody tr'),
  parts: page.locator('.sum-part-input'),
});

const radio = (page, label) => page.getByRole('radio', { name: new RegExp(`^${label}`) });

const MIXED = 'nim 3 + kayles 4 + coins(mock) THT + tree (())';

describe('Sums panel', () => {
  test('build a mixed sum from the form: heap, Kayles row, coin row, tree, graph token', async () => {
    const page = await open('nim 3');
    const u = ui(page);
    const add = async (kind, value, rule = null) => {
      await page.getByLabel('Kind of component').selectOption({ label: kind });
      if (rule) await page.getByLabel('Coin rule').selectOption(rule);
      await page.locator('.sum-value').fill(value);
      await page.getByRole('button', { name: 'Add component' }).click();
    };
    await add('Kayles row', '4');
    assert.equal(await u.input.inputValue(), 'nim 3 + kayles 4');
    await add('Coin row', 'THT', 'mock');
    await add('Tree', '(())');
    assert.equal(await u.input.inputValue(), MIXED);
    await add('Graph token', 'graph(a>b,b>c) a');
    assert.equal(await u.input.inputValue(), `${MIXED} + graph(a>b,b>c) a`);
    assert.equal(await u.parts.count(), 5);
    // Per-component values: SG and outcome of each, alone.
    assert.equal(await u.rows.count(), 5);
    assert.deepEqual(await u.rows.evaluateAll((rs) => rs.map((r) => [...r.children].slice(1, 4).map((c) => c.textContent))), [
      ['nim 3', 'N', '3'], ['kayles 4', 'N', '1'], ['coins(mock) THT', 'N', '2'], ['tree (())', 'N', '1'], ['graph(a>b,b>c) a', 'P', '0'],
    ]);
    assert.equal(await u.badge.textContent(), 'N');
    assert.equal(await u.value.textContent(), '1');
    // Editing a component in place, and removing one.
    await u.parts.nth(0).fill('nim 2');
    await u.parts.nth(0).press('Enter');
    assert.equal(await u.input.inputValue(), 'nim 2 + kayles 4 + coins(mock) THT + tree (()) + graph(a>b,b>c) a');
    assert.equal(await u.badge.textContent(), 'P');
    await page.getByRole('button', { name: 'Remove component 5' }).click();
    assert.equal(await u.input.inputValue(), 'nim 2 + kayles 4 + coins(mock) THT + tree (())');
    assertNoProblems();
  });

  test('every compound: verdict, deciding theorem, values, and winning moves grouped by component', async () => {
    const page = await open(MIXED);
    const u = ui(page);
    const expected = {
      Normal: { prefix: '', outcome: 'N', theorem: /Sprague-Grundy theorem/ },
      Misère: { prefix: 'misere: ', outcome: 'N', theorem: /misère/ },
      Every: { prefix: 'every: ', outcome: 'N', theorem: /Every-SG theorem.*suspense/ },
      Conjunctive: { prefix: 'conjunctive: ', outcome: 'N', theorem: /conjunctive compound.*remoteness/ },
      Selective: { prefix: 'selective: ', outcome: 'N', theorem: /selective compound/ },
    };
    for (const [label, e] of Object.entries(expected)) {
      await radio(page, label).check();
      assert.equal(await u.input.inputValue(), `${e.prefix}${MIXED}`, label);
      assert.equal(await u.badge.textContent(), e.outcome, label);
      assert.match(await u.decidedBy.textContent(), e.theorem, label);
      assert.ok(await u.moves.count() >= 1, label);
    }
    // Selective: one combined move, listed under the components it moves in.
    assert.deepEqual(await u.groups.allTextContents(), ['In components 1, 2, 3, 4']);
    assert.match(await u.moves.first().textContent(), /1: take 3 from heap 1; 2: remove 2 leaving 1 and 1; 3: turn coin 2; 4: cut the edge above node 1/);
    // Every-SG and conjunctive show remoteness and suspense per component.
    await radio(page, 'Every').check();
    assert.deepEqual(await page.locator('.sum-table thead th').allTextContents(), ['#', 'Component', 'Outcome', 'SG value', 'Remoteness', 'Suspense']);
    assert.deepEqual(await u.rows.nth(1).locator('td').allTextContents(), ['2', 'N', '1', '3', '3']);
    // Normal play: moves grouped by component, one group each.
    await radio(page, 'Normal').check();
    assert.deepEqual(await u.groups.allTextContents(), ['Component 1: nim 3', 'Component 2: kayles 4', 'Component 4: tree (())']);
    // Typing the prefix moves the radio.
    await u.input.fill(`conjunctive: ${MIXED}`);
    assert.equal(await radio(page, 'Conjunctive').isChecked(), true);
    assertNoProblems();
  });

  test('playing a winning move leaves a P-position; play the whole sum against the computer', async () => {
    const page = await open(MIXED);
    const u = ui(page);
    await u.moves.first().click();
    assert.equal(await u.input.inputValue(), 'nim 2 + kayles 4 + coins(mock) THT + tree (())');
    assert.equal(await u.badge.textContent(), 'P');
    assert.equal(await u.value.textContent(), '0');
    // A game from an N position: you play a winning move, the computer answers.
    await u.input.fill(MIXED);
    await page.locator('.sums-panel .play-start').click();
    await u.moves.first().click();
    assert.equal(await u.badge.textContent(), 'P');
    await page.waitForFunction(() => document.querySelectorAll('.sums-panel .play-history .play-ply').length === 2);
    const history = await page.locator('.sums-panel .play-history .play-ply').allTextContents();
    assert.match(history[0], /You.*Take 1 from heap 1/);
    assert.match(history[1], /Computer/);
    assert.match(await page.locator('.sums-panel .play-status').textContent(), /Your turn/);
    // The computer, lost, left you a winning position again.
    assert.equal(await u.badge.textContent(), 'N');
    assertNoProblems();
  });

  test('an error in the sum shows inline', async () => {
    const page = await open(MIXED);
    const u = ui(page);
    await u.input.fill('nim 3 + kayles x');
    await page.locator('.sums-panel .input-error').waitFor();
    assert.match(await page.locator('.sums-panel .input-error').textContent(), /column 16/);
    assert.equal(await page.locator('.sum-values').evaluate((n) => n.inert), true);
    assertNoProblems();
  });
});

describe('Sums screenshots', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of ['light', 'dark']) {
      test(`${name} ${colorScheme}`, async () => {
        const page = await open(`every: ${MIXED}`, { viewport, colorScheme });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.equal(overflow, 0, 'the page does not scroll sideways');
        await screenshot(page, `sums-${name}-${colorScheme}`);
        assertNoProblems();
      });
    }
  }
});
