// Browser end-to-end tests of the Game graph panel, in headless Chromium
// (playwright-core, /usr/bin/chromium).
// Run: node --test --test-concurrency=1 tests/e2e/graphs.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { panelHarness, screenshot, VIEWPORTS } from '../e2e_support/browser.mjs';

const { open, assertNoProblems } = panelHarness('graphs', 'graph-panel', { before, after, afterEach });

const DAG = 'graph(a>b,b>c,a>c,c>d,b>d)';

const ui = (page) => ({
  input: page.getByLabel('Position in SG notation'),
  badge: page.locator('.graph-panel .verdict-badge'),
  value: page.locator('.graph-panel .verdict-grundy .stat-value'),
  decidedBy: page.locator('.graph-panel .decided-text'),
  moves: page.locator('.graph-panel .move-list .move'),
  status: page.locator('.graph-status'),
  node: (name) => page.locator(`.graph-drawing .graph-node[data-node="${name}"]`),
});

// name -> [outcome class, value text] as drawn.
async function drawnNodes(page) {
  return page.locator('.graph-drawing .graph-node').evaluateAll((gs) => Object.fromEntries(gs.map((g) => [
    g.dataset.node,
    [[...g.classList].find((c) => c.startsWith('outcome-')).slice(8), `${g.querySelector('.node-outcome').textContent} · ${g.querySelector('.node-value').textContent}`],
  ])));
}

describe('Graphs panel', () => {
  test('a DAG: every node coloured and lettered by outcome with its SG value; tokens move by clicking', async () => {
    const page = await open(`${DAG} a a`);
    const u = ui(page);
    assert.equal(await u.badge.textContent(), 'P');
    assert.equal(await u.value.textContent(), '0');
    assert.match(await u.decidedBy.textContent(), /Sprague-Grundy theorem/);
    assert.deepEqual(await drawnNodes(page), { a: ['P', 'P · SG 0'], b: ['N', 'N · SG 2'], c: ['N', 'N · SG 1'], d: ['P', 'P · SG 0'] });
    assert.equal(await page.locator('.graph-drawing .graph-edge').count(), 5);
    assert.equal(await u.node('a').locator('.token-count').textContent(), '2');
    // Only nodes holding a token can be picked; then only successors are targets.
    assert.equal(await u.node('d').getAttribute('role'), 'img');
    await u.node('a').click();
    assert.match(await u.status.textContent(), /Token on a selected: choose a highlighted successor \(b, c\)/);
    assert.deepEqual(await page.locator('.graph-drawing .graph-node.target').evaluateAll((gs) => gs.map((g) => g.dataset.node)), ['b', 'c']);
    assert.equal(await u.node('d').getAttribute('role'), 'img', 'd is not a successor of a: no move there');
    assert.match(await u.node('c').getAttribute('aria-label'), /Move the token from a to c \(N, the player to move wins, value 1\)/);
    await u.node('c').click();
    assert.equal(await u.input.inputValue(), `${DAG} c a`);
    assert.equal(await u.badge.textContent(), 'N');
    assert.equal(await u.value.textContent(), '1');
    // The winning move is listed; playing it gives P.
    assert.deepEqual(await page.locator('.graph-panel .move-list .move-name').allTextContents(), ['Move token 1 from c to d', 'Move token 2 from a to c']);
    await u.moves.first().click();
    assert.equal(await u.input.inputValue(), `${DAG} d a`);
    assert.equal(await u.badge.textContent(), 'P');
    // Keyboard: select a token and move it with Enter.
    await u.node('a').focus();
    await page.keyboard.press('Enter');
    await u.node('b').focus();
    await page.keyboard.press('Enter');
    assert.equal(await u.input.inputValue(), `${DAG} d b`);
    assertNoProblems();
  });

  test('a graph with a cycle: draws shown as D with ∞ values', async () => {
    const page = await open('graph(a>b,b>c,c>a,c>d,d>e) a');
    const u = ui(page);
    assert.equal(await u.badge.textContent(), 'D');
    assert.equal(await page.locator('.graph-panel .verdict-headline').textContent(), 'A draw with perfect play');
    assert.equal(await u.value.textContent(), '∞{}');
    assert.match(await u.decidedBy.textContent(), /Smith/);
    const nodes = await drawnNodes(page);
    assert.deepEqual(nodes.a, ['D', 'D · ∞{}']);
    assert.deepEqual(nodes.c, ['D', 'D · ∞{1}']);
    assert.deepEqual(nodes.d, ['N', 'N · SG 1']);
    assert.deepEqual(nodes.e, ['P', 'P · SG 0']);
    assert.match(await page.locator('.graph-panel .moves-body').textContent(), /no move wins; perfect play draws/);
    // Loopy graphs can still have winners: ∞{1} plus a nimber 1 is N.
    await u.input.fill('graph(a>b,b>c,c>a,c>d,d>e) c d');
    assert.equal(await u.badge.textContent(), 'N');
    assertNoProblems();
  });

  test('the edge-list editor builds the notation, and reports a bad line', async () => {
    const page = await open();
    const u = ui(page);
    await page.getByText('Build from an edge list').click();
    const area = page.getByLabel('Edge list, one edge per line');
    await area.fill('# a path\nx y\ny z\nw\n');
    await page.getByLabel('Tokens on nodes (names separated by blanks)').fill('x z');
    await page.getByRole('button', { name: 'Use this graph' }).click();
    assert.equal(await u.input.inputValue(), 'graph(x>y,y>z,w) x z');
    assert.equal(await u.badge.textContent(), 'P');
    assert.equal(await page.locator('.graph-drawing .graph-node').count(), 4);
    await area.fill('x y z');
    await page.getByRole('button', { name: 'Use this graph' }).click();
    assert.match(await page.locator('.edge-list-error').textContent(), /line 1: write one edge per line/);
    assertNoProblems();
  });

  test('the contest presets are examples, analysed without a drawing', async () => {
    const page = await open();
    const u = ui(page);
    await page.getByRole('button', { name: 'Stones at the ends' }).click();
    assert.equal(await u.input.inputValue(), 'ends 3 1 4');
    assert.equal(await u.badge.textContent(), 'N');
    assert.match(await u.moves.first().textContent(), /Take 1 from the right heap/);
    assert.match(await u.status.textContent(), /not a game graph/);
    await page.getByRole('button', { name: 'Game on Sequence' }).click();
    assert.match(await u.decidedBy.textContent(), /mex/);
    await page.getByRole('button', { name: 'Take or merge' }).click();
    assert.equal(await u.badge.textContent(), 'N');
    assertNoProblems();
  });

  test('large graphs: values computed in the Worker with progress; beyond 300 nodes a table', async () => {
    const chain = (n) => `graph(${Array.from({ length: n - 1 }, (_, i) => `n${i}>n${i + 1}`).join(',')}) n0`;
    const page = await open(chain(60));
    const u = ui(page);
    assert.equal(await u.badge.textContent(), 'N', 'a path of 59 edges: the first player makes the last move');
    await page.waitForFunction(() => document.querySelector('.graph-node[data-node="n59"] .node-value')?.textContent === 'SG 0');
    assert.equal(await u.node('n58').locator('.node-outcome').textContent(), 'N');
    assert.equal(await u.node('n58').locator('.node-value').textContent(), 'SG 1');
    await u.input.fill(chain(320));
    await page.locator('.graph-table').waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('.graph-table tbody tr')].at(-1)?.children[2].textContent === '0');
    assert.equal(await page.locator('.graph-table tbody tr').count(), 320);
    assert.deepEqual(await page.locator('.graph-table tbody tr').first().locator('td').allTextContents(), ['N', '1', '1', '1']);
    assertNoProblems();
  });

  test('play against the computer by moving tokens', async () => {
    const page = await open(`${DAG} c a`);
    const u = ui(page);
    await page.locator('.graph-panel .play-start').click();
    await u.node('c').click();
    await u.node('d').click();
    assert.equal(await u.badge.textContent(), 'P');
    // The computer, lost, delays: it answers a -> b.
    await page.waitForFunction(() => document.querySelectorAll('.graph-panel .play-history .play-ply').length === 2);
    const history = await page.locator('.graph-panel .play-history .play-ply').allTextContents();
    assert.match(history[0], /You.*Move token 1 from c to d/);
    assert.match(history[1], /Computer.*Move token 2 from a to b/);
    assert.equal(await u.input.inputValue(), `${DAG} d b`);
    assertNoProblems();
  });
});

describe('Graphs screenshots', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of ['light', 'dark']) {
      test(`${name} ${colorScheme}`, async () => {
        const page = await open(`${DAG} a c`, { viewport, colorScheme });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.equal(overflow, 0, 'the page does not scroll sideways');
        await ui(page).node('a').click();
        await screenshot(page, `graphs-${name}-${colorScheme}`);
        await ui(page).input.fill('graph(a>b,b>c,c>a,c>d,d>e,e>e,b>f) a e');
        await screenshot(page, `graphs-${name}-${colorScheme}-loopy`);
        assertNoProblems();
      });
    }
  }
});
