// Browser end-to-end tests of the Sums panel, in headless Chromium
// (playwright-core, /usr/bin/chromium).
// Run: node --test --test-concurrency=1 tests/e2e/panels/sums.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { panelHarness, screenshot, VIEWPORTS } from '../../e2e_support/browser.mjs';
import { loadSG } from '../../../web/api/sg.js';

const { open, assertNoProblems } = panelHarness('sums', 'sums-panel', { before, after, afterEach });
let sg;
before(async () => { sg = await loadSG(); });


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
    const add = async (kind, value) => {
      await page.getByLabel('Kind of component').selectOption({ label: kind });
      // The field starts with the family's first example.
      assert.equal(await page.locator('.sum-value').inputValue(), sg.families().find((f) => f.label === kind).examples[0]);
      await page.locator('.sum-value').fill(value);
      const before = await u.input.inputValue();
      await page.getByRole('button', { name: 'Add component' }).click();
      // A family outside the view's piece of the engine is added once the
      // rest has arrived: wait for the sum to change.
      await page.waitForFunction((b) => document.querySelector('.sums-panel .position-input')?.value !== b, before);
    };
    await add('Kayles', 'kayles 4');
    assert.equal(await u.input.inputValue(), 'nim 3 + kayles 4');
    await add('Coin-turning game', 'coins(mock) THT');
    await add('Tree', 'tree (())');
    assert.equal(await u.input.inputValue(), MIXED);
    await add('Game graph', 'graph(a>b,b>c) a');
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
    assert.match(await u.moves.first().textContent(), /1: take 3 from heap 1; 2: remove 2 leaving 1 and 1; 3: turn coin 1; 4: cut the edge above node 1/);  // Mock Turtles numbers its coins from 0
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
    // A game from an N position: you play a winning move, the computer
    // answers. (No spoilers off: the winning moves stay on screen.)
    await u.input.fill(MIXED);
    await page.getByRole('switch', { name: 'No spoilers' }).uncheck();
    await page.locator('.sums-panel .play-start').click();
    await page.locator('.sums-panel .play-card.is-playing').waitFor();
    await u.moves.first().click();
    assert.equal(await u.badge.textContent(), 'P');
    await page.waitForFunction(() => document.querySelectorAll('.sums-panel .play-history .play-ply').length === 2);
    const history = await page.locator('.sums-panel .play-history .play-ply').allTextContents();
    assert.match(history[0], /You.*1: take 1 from heap 1/);
    assert.match(history[1], /Computer/);
    assert.match(await page.locator('.sums-panel .play-status').textContent(), /Your turn/);
    // The computer, lost, left you a winning position again.
    assert.equal(await u.badge.textContent(), 'N');
    assertNoProblems();
  });

  // How each compound's game ends. `over(c)`: component
  // c alone has no move. Normal, misère, every and selective play end when
  // every component is over; conjunctive play as soon as one is.
  const componentOver = (c) => {
    const e = sg.explain(c, { maxOptions: 10000 });
    return e.options.length === 0 && e.complete;
  };
  const ENDS = {
    misere: (cs) => cs.every(componentOver),
    every: (cs) => cs.every(componentOver),
    conjunctive: (cs) => cs.some(componentOver),
    selective: (cs) => cs.every(componentOver),
  };
  const POOLS = {
    misere: ['nim 1 2', 'nim 3', 'nim 1 1', 'graph(a>b,b>c,a>c) a', 'graph(a>b,b>c,c>d) a', 'kayles 3', 'tree (()(()))', 'sub(1,2) 4'],
    every: ['nim 2', 'nim 3', 'sub(1,2) 4', 'kayles 4', 'tree (()(()))', 'coins(turtles) THH', 'nim 1 1'],
    conjunctive: ['nim 2', 'nim 3', 'sub(1,2) 4', 'kayles 5', 'tree (()(()))', 'coins(mock) THT', 'nim 1 2'],
    selective: ['nim 1', 'nim 2', 'kayles 3', 'sub(1,3) 4', 'tree (())', 'coins(turtles) TH'],
  };
  // Random N positions of each compound (fixed seed), small enough for the
  // computer's remoteness search.
  // mulberry32: a small seeded generator whose low bits are usable.
  const generator = (seed) => (k) => {
    seed = (seed + 0x6D2B79F5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296 * k) | 0;
  };
  function starts(compound, count, seed) {
    const rand = generator(seed);
    const pool = POOLS[compound];
    const out = [];
    for (let tries = 0; out.length < count && tries < 500; tries++) {
      const n = 2 + rand(2);
      const text = `${compound}: ${Array.from({ length: n }, () => pool[rand(pool.length)]).join(' + ')}`;
      const a = sg.analyze(text);
      if (a.outcome === 'N' && !out.includes(a.position) && sg.explain(a.position).complete) out.push(a.position);
    }
    return out;
  }

  for (const compound of Object.keys(ENDS)) {
    test(`play a ${compound} sum against the computer: it never loses a won position, and the game ends by the compound's rule`, async () => {
      const page = await open('nim 1');
      const u = ui(page);
      const rand = generator(7 + compound.length);
      const theorems = new Set();
      const games = starts(compound, 3, 1000 + compound.length * 17);
      assert.equal(games.length, 3, `three ${compound} starts: ${games.join(', ')}`);
      for (const start of games) {
        await u.input.fill(start);
        await page.getByRole('radio', { name: 'Computer' }).check();
        await page.locator('.sums-panel .play-start').click();
        await page.locator('.sums-panel .play-card.is-playing').waitFor();
        let last = start;
        for (let ply = 0; ply < 40; ply++) {
          await page.waitForFunction(() => /play-(you|won|lost)/.test(document.querySelector('.sums-panel .play-status')?.className ?? ''), null, { timeout: 20000 });
          const cls = await page.locator('.sums-panel .play-status').getAttribute('class');
          last = await u.input.inputValue();
          if (!cls.includes('play-you')) break;
          const a = sg.analyze(last);
          assert.equal(a.outcome, 'P', `the computer left ${last} (from ${start})`);
          theorems.add(a.decidedBy.split(/[:(]/)[0]);
          const options = sg.explain(last).options;
          assert.ok(options.length > 0, `${last}: your turn, so you have a move`);
          await u.input.fill(options[rand(options.length)].to);
          await page.waitForFunction((n) => document.querySelectorAll('.sums-panel .play-history li').length >= n, ply + 2);
        }
        const status = await page.locator('.sums-panel .play-status').textContent();
        assert.match(status, /Game over: the computer wins/, `${start} ended at ${last}`);
        // The game ended where the compound says it ends, with you to move.
        const components = sg.analyze(last).components.map((c) => c.position);
        assert.ok(ENDS[compound](components), `${compound} game ended at ${last}`);
        assert.ok(componentOver(last), `${last}: the whole position has no move`);
        if (compound === 'misere') assert.match(status, /Misère play: whoever cannot move wins/);
        await page.getByRole('button', { name: 'End game' }).click();
      }
      // The page names the theorem that decided: shown in the verdict card.
      const shown = await u.decidedBy.textContent();
      assert.ok(shown.length > 10, shown);
      console.log(`# ${compound}: deciding theorems seen in play: ${[...theorems].join(' | ')}`);
      assertNoProblems();
    });
  }

  test('a misère sum names the theorem that decided it: misère Nim, the SJ theorem, or a search', async () => {
    const page = await open('misere: nim 1 2 3');
    const u = ui(page);
    assert.match(await u.decidedBy.textContent(), /^misère Nim/);
    await u.input.fill('misere: nim 1 2 + graph(a>b,b>c,a>c) a');
    await page.waitForFunction(() => /SJ theorem/.test(document.querySelector('.sums-panel .decided-text')?.textContent ?? ''));
    await u.input.fill('misere: nim 2 + kayles 3 + tree (())');
    await page.waitForFunction(() => /misère search/.test(document.querySelector('.sums-panel .decided-text')?.textContent ?? ''));
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
