// Browser end-to-end tests of the Game graph panel, in headless Chromium
// (playwright-core, /usr/bin/chromium).
// Run: node --test --test-concurrency=1 tests/e2e/panels/graphs.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { panelHarness, screenshot, VIEWPORTS } from '../../e2e_support/browser.mjs';

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

// A random DAG "u v" list (edges go from a lower to a higher number, mostly
// near, some far) and its SG values by the definition, sinks first.
function randomDag(nodes, edges, seed) {
  let x = seed;
  const rand = (n) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
  const succ = Array.from({ length: nodes }, () => []);
  const lines = [];
  for (let k = 0; k < edges; k++) {
    const u = rand(nodes - 1);
    const reach = k % 4 === 0 ? nodes - 1 - u : Math.min(nodes - 1 - u, 50);
    const v = u + 1 + rand(reach);
    succ[u].push(v);
    lines.push(`${u} ${v}`);
  }
  lines.push(`${nodes - 1}`);
  const grundy = new Array(nodes).fill(0);
  for (let u = nodes - 1; u >= 0; u--) {
    const seen = new Set(succ[u].map((v) => grundy[v]));
    let m = 0;
    while (seen.has(m)) m++;
    grundy[u] = m;
  }
  return { text: `${lines.join('\n')}\n`, grundy };
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
    assert.match(await u.node('c').getAttribute('aria-label'), /Move the token from a to c \(N, the player to move wins, value 1, remoteness 1\)/);
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

  test('large graphs: one analyzeEdgeList call values every node; beyond 300 nodes a sortable, searchable table', async () => {
    const chain = (n) => `graph(${Array.from({ length: n - 1 }, (_, i) => `n${i}>n${i + 1}`).join(',')}) n0`;
    const page = await open(chain(60));
    const u = ui(page);
    assert.equal(await u.badge.textContent(), 'N', 'a path of 59 edges: the first player makes the last move');
    await page.waitForFunction(() => document.querySelector('.graph-node[data-node="n59"] .node-value')?.textContent === 'SG 0');
    assert.equal(await u.node('n58').locator('.node-outcome').textContent(), 'N');
    assert.equal(await u.node('n58').locator('.node-value').textContent(), 'SG 1');
    assert.equal(await u.node('n0').locator('.node-remoteness').textContent(), 'r 59');
    await u.input.fill(chain(320));
    await page.locator('.node-table').waitFor();
    assert.match(await page.locator('.node-table-summary').textContent(), /^320 nodes, 319 edges\./);
    const firstRow = page.locator('.node-table tbody tr:not(.spacer-row)').first();
    assert.equal(await firstRow.locator('th').textContent(), 'n0');
    assert.deepEqual(await firstRow.locator('td').allTextContents(), ['N wins', '1', '319', '319', '1']);
    // Virtualised: far fewer rows exist than nodes.
    assert.ok(await page.locator('.node-table tbody tr:not(.spacer-row)').count() < 60);
    // Sort by remoteness: the end of the path first.
    await page.getByRole('button', { name: 'Remoteness' }).click();
    assert.equal(await firstRow.locator('th').textContent(), 'n319');
    assert.equal(await page.locator('.node-table th[aria-sort="ascending"]').textContent(), 'Remoteness ▲');
    await page.getByRole('button', { name: 'Remoteness' }).click();
    assert.equal(await firstRow.locator('th').textContent(), 'n0');
    // Search scrolls to the node and marks it.
    await page.getByLabel('Find a node by name').fill('n200');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    const found = page.locator('.node-table tr.is-found');
    await found.waitFor();
    assert.equal(await found.locator('th').textContent(), 'n200');
    assert.deepEqual((await found.locator('td').allTextContents()).slice(0, 3), ['N wins', '1', '119']);
    assert.ok(await found.isVisible());
    await page.getByLabel('Find a node by name').fill('nope');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    assert.equal(await page.locator('.node-search-note').textContent(), 'No node named nope.');
    assertNoProblems();
  });

  test('bulk: a pasted list of 10^5 edges is valued in the Worker and agrees with a direct computation', async () => {
    const { text, grundy } = randomDag(20000, 100000, 5);
    const page = await open();
    await page.getByText('Build from an edge list, or analyse a big one').click();
    // A paste: the whole text at once (fill() types it key by key).
    await page.getByLabel('Edge list, one edge per line').evaluate((area, value) => {
      area.value = value;
      area.dispatchEvent(new Event('input', { bubbles: true }));
    }, text);
    const t0 = Date.now();
    await page.getByRole('button', { name: 'Analyse every node' }).click();
    await page.locator('.node-table').waitFor();
    const seconds = (Date.now() - t0) / 1000;
    assert.match(await page.locator('.node-table-summary').textContent(), /^20,000 nodes, [\d,]+ edges\./);
    assert.equal(await page.locator('.graph-drawing-card .card-title').textContent(), 'Every node of the pasted list');
    for (const node of [0, 1, 777, 19998, 19999]) {
      await page.getByLabel('Find a node by name').fill(String(node));
      await page.getByRole('button', { name: 'Find', exact: true }).click();
      const row = page.locator('.node-table tr.is-found');
      await row.waitFor();
      assert.equal(await row.locator('th').textContent(), String(node));
      assert.equal(await row.locator('td.cell-value').textContent(), String(grundy[node]), `SG of node ${node}`);
      assert.match(await row.locator('td.cell-outcome').textContent(), grundy[node] === 0 ? /^P/ : /^N/);
    }
    // Sorting by SG puts a largest value last.
    await page.getByRole('button', { name: 'SG value' }).click();
    await page.getByRole('button', { name: 'SG value' }).click();
    assert.equal(Number(await page.locator('.node-table tbody tr:not(.spacer-row) td.cell-value').first().textContent()), Math.max(...grundy));
    // The table replaced the drawing; going back shows the position again.
    await page.getByRole('button', { name: 'Back to the position' }).click();
    assert.equal(await page.locator('.graph-drawing .graph-node').count(), 4);
    assertNoProblems();
    console.log(`# bulk paste of 10^5 edges: table after ${seconds.toFixed(2)} s`);
  });

  test('bulk: a loaded file is analysed; a node of a small list can be played from', async () => {
    const { text, grundy } = randomDag(30000, 60000, 9);
    const page = await open();
    await page.getByText('Build from an edge list, or analyse a big one').click();
    await page.getByLabel('Load an edge-list file').setInputFiles({ name: 'edges.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
    await page.locator('.edge-list-file-note', { hasText: 'edges.txt' }).waitFor();
    assert.match(await page.locator('.edge-list-file-note').textContent(), /too big to show/);
    await page.getByRole('button', { name: 'Analyse every node' }).click();
    await page.locator('.node-table').waitFor();
    assert.equal(await page.locator('.graph-drawing-card .card-title').textContent(), 'Every node of edges.txt');
    await page.getByLabel('Find a node by name').fill('12345');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    assert.equal(await page.locator('.node-table tr.is-found td.cell-value').textContent(), String(grundy[12345]));
    // A small file goes into the box; its nodes are links that start a game there.
    await page.getByLabel('Load an edge-list file').setInputFiles({ name: 'small.txt', mimeType: 'text/plain', buffer: Buffer.from('# tiny\nx y\ny z\nx z\n') });
    await page.locator('.edge-list-file-note', { hasText: 'small.txt' }).waitFor();
    assert.equal(await page.getByLabel('Edge list, one edge per line').inputValue(), '# tiny\nx y\ny z\nx z\n');
    await page.getByRole('button', { name: 'Analyse every node' }).click();
    await page.locator('.graph-drawing-card .card-title', { hasText: 'the pasted list' }).waitFor();
    await page.locator('.node-table').getByRole('button', { name: 'x' }).click();
    assert.equal(await ui(page).input.inputValue(), 'graph(x>y,y>z,x>z) x');
    assert.equal(await ui(page).badge.textContent(), 'N');
    assertNoProblems();
  });

  test('bulk: a long analysis shows progress and can be cancelled; the next one works', async () => {
    const page = await open();
    await page.getByText('Build from an edge list, or analyse a big one').click();
    // The 30 MB file is made inside the page: handing it over from node
    // (setInputFiles) alone took over 30 s on a loaded machine.
    await page.getByLabel('Load an edge-list file').evaluate((input) => {
      const lines = [];
      for (let i = 0; i < 1000000; i++) lines.push(`${i} ${i + 1}`, `${i} ${i + 2}`, `${i} ${i + 3}`);
      const files = new DataTransfer();
      files.items.add(new File([lines.join('\n')], 'big.txt', { type: 'text/plain' }));
      input.files = files.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await page.locator('.edge-list-file-note', { hasText: 'big.txt' }).waitFor();
    await page.getByRole('button', { name: 'Analyse every node' }).click();
    const work = page.locator('.graph-drawing-card .work');
    await work.waitFor();
    assert.match(await work.textContent(), /Reading and analysing big\.txt/);
    await work.getByRole('button', { name: 'Cancel' }).click();
    assert.equal(await work.isHidden(), true);
    assert.equal(await ui(page).status.textContent(), 'Cancelled: the nodes’ values were not computed.');
    // The replacement worker takes the next job; the one table shown is
    // that job's, never the cancelled run's.
    await page.getByLabel('Edge list, one edge per line').fill('0 1\n1 2\n');
    await page.getByRole('button', { name: 'Analyse every node' }).click();
    await page.locator('.node-table').waitFor();
    assert.equal(await page.locator('.node-table').count(), 1, 'one table');
    assert.match(await page.locator('.node-table-summary').textContent(), /^3 nodes, 2 edges\./);
    assertNoProblems();
  });

  test('play against the computer by moving tokens', async () => {
    const page = await open(`${DAG} c a`);
    const u = ui(page);
    await page.locator('.graph-panel .play-start').click();
    await page.locator('.graph-panel .play-card.is-playing').waitFor();
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

  test('the computer, first to move from an N position, wins by the fastest route', async () => {
    // From a: to t wins at once (t is terminal); to p also wins (p is P,
    // remoteness 2) but slower. The computer must take a -> t.
    const slowAndFast = 'graph(a>p,p>q,q>r,a>t) a';
    const page = await open(slowAndFast);
    const u = ui(page);
    assert.equal(await u.badge.textContent(), 'N');
    assert.deepEqual(await page.locator('.graph-panel .move-list .move-name').allTextContents(), ['Move the token on a to p', 'Move the token on a to t']);
    await page.locator('.graph-panel .play-starter input[value="computer"]').check({ force: true });
    await page.locator('.graph-panel .play-start').click();
    await page.locator('.graph-panel .play-card.is-playing').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.graph-panel .play-history .play-ply').length === 1);
    assert.match(await page.locator('.graph-panel .play-history .play-ply').first().textContent(), /Computer.*Move the token on a to t/);
    assert.equal(await u.input.inputValue(), 'graph(a>p,p>q,q>r,a>t) t');
    assert.match(await page.locator('.graph-panel .play-card').textContent(), /Game over: the computer wins\./);
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
