// Browser end-to-end tests of the Trees and Green Hackenbush panel, in
// headless Chromium (playwright-core, /usr/bin/chromium).
// Run: node --test --test-concurrency=1 tests/e2e/panels/trees.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { panelHarness, screenshot, VIEWPORTS } from '../../e2e_support/browser.mjs';

const { open, assertNoProblems } = panelHarness('trees', 'tree-panel', { before, after, afterEach });


const ui = (page) => ({
  input: page.getByLabel('Position in SG notation'),
  badge: page.locator('.tree-panel .verdict-badge'),
  value: page.locator('.tree-panel .verdict-grundy .stat-value'),
  decidedBy: page.locator('.tree-panel .decided-text'),
  moves: page.locator('.tree-panel .move-list .move'),
  edges: page.locator('.tree-drawing .edge'),
  winning: page.locator('.tree-drawing .edge.winning'),
  nodes: page.locator('.tree-drawing .node'),
  info: page.locator('.tree-info'),
});

describe('Trees panel', () => {
  test('a typed tree shows its verdict, value, theorem and winning cut; clicking the cut gives P', async () => {
    const page = await open();
    const u = ui(page);
    await u.input.fill('tree (()((())()))');
    assert.equal(await u.badge.textContent(), 'N');
    assert.equal(await u.value.textContent(), '5');
    assert.match(await u.decidedBy.textContent(), /colon principle/);
    assert.equal(await u.nodes.count(), 6);
    assert.equal(await u.edges.count(), 5);
    // The one winning cut: listed, and drawn as a winning edge with a label saying which.
    assert.equal(await u.moves.count(), 1);
    assert.match(await u.moves.first().textContent(), /Cut the edge above node 4/);
    assert.equal(await u.winning.count(), 1);
    assert.equal(await u.winning.getAttribute('data-node'), '4');
    assert.match(await u.winning.getAttribute('aria-label'), /Cut the edge above node 4: leaves value 0, a winning cut/);
    // A node's own value shows on focus (asked of the engine).
    await page.locator('.tree-drawing .node[data-node="2"]').focus();
    assert.match(await u.info.textContent(), /Node 2: its subtree has value 3/);
    assert.equal(await page.locator('.svg-tip').getAttribute('visibility'), 'visible');
    assert.match(await page.locator('.svg-tip-text').textContent(), /node 2: SG 3/);
    // Cut it by clicking the edge.
    await u.winning.click();
    await page.waitForFunction(() => document.querySelector('.tree-panel .verdict-badge').textContent === 'P');
    assert.equal(await u.input.inputValue(), 'tree (()(()()))');
    assert.equal(await u.value.textContent(), '0');
    assert.equal(await u.edges.count(), 4);
    assert.equal(await u.winning.count(), 0);
    assert.match(await page.locator('.tree-panel .moves-body').textContent(), /every move leaves a position in which the opponent wins/);
    await page.waitForFunction(() => decodeURIComponent(location.hash) === '#trees?p=tree (()(()()))');
    assertNoProblems();
  });

  test('the parent-list form and a sum of two trees are drawn side by side', async () => {
    const page = await open('tree(parents) 0 0 1 1 2');
    const u = ui(page);
    assert.equal(await u.badge.textContent(), 'N');
    assert.equal(await u.nodes.count(), 6);
    assert.equal(await u.winning.count(), 3);
    // Numbered as typed: each drawn edge runs from the typed parent's node
    // to its own, and the cuts name the typed nodes (preorder would not).
    const drawnParents = await page.evaluate(() => {
      const at = new Map([...document.querySelectorAll('.tree-drawing .node')]
        .map((n) => [`${n.querySelector('circle').getAttribute('cx')},${n.querySelector('circle').getAttribute('cy')}`, Number(n.dataset.node)]));
      return [...document.querySelectorAll('.tree-drawing .edge')].map((e) => {
        const line = e.querySelector('.edge-line');
        return [Number(e.dataset.node), at.get(`${line.getAttribute('x1')},${line.getAttribute('y1')}`)];
      }).sort((a, b) => a[0] - b[0]).map(([, p]) => p);
    });
    assert.deepEqual(drawnParents, [0, 0, 1, 1, 2]);
    assert.deepEqual(await u.winning.evaluateAll((es) => es.map((e) => e.dataset.node).sort()), ['3', '4', '5']);
    assert.match(await u.moves.first().textContent(), /Cut the edge above node 3/);
    // Edits and cuts keep the parent list in the typed numbers.
    await page.locator('.tree-drawing .node[data-node="2"]').click();
    await page.getByRole('button', { name: 'Add child' }).click();
    await page.waitForFunction(() => document.querySelector('.tree-panel .position-input').value === 'tree(parents) 0 0 1 1 2 2');
    await page.locator('.tree-drawing .edge[data-node="3"]').click();
    await page.waitForFunction(() => document.querySelector('.tree-panel .position-input').value === 'tree(parents) 0 0 1 2 2');
    await u.input.fill('tree ((())) + tree (()())');
    assert.equal(await page.locator('.tree-component').count(), 2);
    assert.equal(await u.badge.textContent(), 'N');
    assert.equal(await u.value.textContent(), '2');
    assert.deepEqual(await page.locator('.component-label').allTextContents(), ['component 1', 'component 2']);
    assert.match(await u.moves.first().textContent(), /Cut the edge above node 1\s*in component 1/);
    // Edges of component 2 cut component 2.
    await page.locator('.tree-drawing .edge[data-component="1"][data-node="2"]').click();
    await page.waitForFunction(() => document.querySelector('.tree-panel .position-input').value === 'tree ((())) + tree (())');
    assert.equal(await u.value.textContent(), '3');
    assertNoProblems();
  });

  test('editing by clicking: select a node, add a child, delete a node', async () => {
    const page = await open('tree (())');
    const u = ui(page);
    assert.equal(await page.getByRole('button', { name: 'Add child' }).isDisabled(), true);
    await page.locator('.tree-drawing .node[data-node="1"]').click();
    assert.match(await page.locator('.tree-selection').textContent(), /Selected: node 1/);
    assert.equal(await page.locator('.tree-drawing .node[data-node="1"]').getAttribute('aria-pressed'), 'true');
    await page.getByRole('button', { name: 'Add child' }).click();
    assert.equal(await u.input.inputValue(), 'tree ((()))');
    assert.equal(await u.value.textContent(), '2');
    // The parent stays selected: add another child to it.
    await page.getByRole('button', { name: 'Add child' }).click();
    assert.equal(await u.input.inputValue(), 'tree ((()()))');
    // Keyboard: select the root with Enter and add a child.
    await page.locator('.tree-drawing .node[data-node="0"]').focus();
    await page.keyboard.press('Enter');
    assert.equal(await page.getByRole('button', { name: 'Delete node' }).isDisabled(), true, 'the root cannot be deleted');
    await page.getByRole('button', { name: 'Add child' }).click();
    assert.equal(await u.input.inputValue(), 'tree ((()())())');
    await page.locator('.tree-drawing .node[data-node="1"]').click();
    await page.getByRole('button', { name: 'Delete node' }).click();
    assert.equal(await u.input.inputValue(), 'tree (())');
    assert.equal(await u.nodes.count(), 2);
    assertNoProblems();
  });

  test('Hackenbush graphs: cycles, loops and multi-edges drawn; a winning cut of a loop gives P', async () => {
    const page = await open('hackenbush 0-1 1-2 2-0 2-2');
    const u = ui(page);
    assert.equal(await u.badge.textContent(), 'P');
    assert.match(await u.decidedBy.textContent(), /fusion principle/);
    assert.equal(await u.edges.count(), 4);
    assert.equal(await page.locator('.tree-drawing .node').count(), 2, 'vertices 1 and 2 (0 is the ground)');
    await u.input.fill('hackenbush 0-1 1-2 1-2 2-2 0-3 3-3');
    assert.equal(await u.edges.count(), 6);
    // The double edge 1-2 bends (a quadratic curve each way), the loops are closed curves.
    const shapes = await page.locator('.tree-drawing .edge .edge-line').evaluateAll((ps) => ps.map((p) => p.getAttribute('d').split(' ')[3]));
    assert.deepEqual(shapes, ['L', 'Q', 'Q', 'C', 'L', 'C']);
    await u.input.fill('hackenbush 0-1 1-1 0-2');
    assert.equal(await u.badge.textContent(), 'N');
    assert.equal(await u.value.textContent(), '3');
    assert.equal(await u.winning.count(), 1);
    assert.equal(await u.winning.getAttribute('data-edge'), '2');
    await u.winning.focus();
    assert.match(await u.info.textContent(), /Cut edge 2 \(1-1\): leaves value 0, a winning cut/);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.tree-panel .verdict-badge').textContent === 'P');
    assert.equal(await u.input.inputValue(), 'hackenbush 0-1 0-2');
    // Editing a Hackenbush graph: add an edge up from vertex 1.
    await page.locator('.tree-drawing .node[data-node="1"]').click();
    await page.getByRole('button', { name: 'Add edge up' }).click();
    assert.equal(await u.input.inputValue(), 'hackenbush 0-1 0-2 1-3');
    assert.equal(await u.value.textContent(), '3');
    assertNoProblems();
  });

  test('with motion allowed, the cut part falls away before the position changes', async () => {
    const page = await open('tree (()((())()))', { reducedMotion: 'no-preference' });
    // Record each part as it starts to fall, with the position field at that
    // moment: a check after the click would race the 420 ms fall.
    await page.evaluate(() => {
      const input = document.querySelector('.tree-panel .position-input');
      window.fell = [];
      new MutationObserver((records) => {
        for (const { target: n } of records) {
          const name = `${n.classList[0]} ${n.dataset.node}`;
          if (n.classList.contains('falling') && !window.fell.some((f) => f.name === name)) window.fell.push({ name, input: input.value });
        }
      }).observe(document.querySelector('.tree-drawing'), { subtree: true, attributes: true, attributeFilter: ['class'] });
    });
    await page.locator('.tree-drawing .edge[data-node="2"]').click();
    await page.waitForFunction(() => document.querySelector('.tree-panel .position-input').value === 'tree (())');
    // Nodes 2..5 and their edges fell; node 1 stayed.
    const fell = await page.evaluate(() => window.fell);
    assert.deepEqual(fell.map((f) => f.name).sort(), ['edge 2', 'edge 3', 'edge 4', 'edge 5', 'node 2', 'node 3', 'node 4', 'node 5']);
    for (const f of fell) assert.equal(f.input, 'tree (()((())()))', `${f.name} fell before the position changed`);
    assert.equal(await page.locator('.tree-drawing .falling').count(), 0);
    assertNoProblems();
  });

  test('an error shows inline and keeps the last drawing inert', async () => {
    const page = await open('tree (()())');
    const u = ui(page);
    await u.input.fill('tree (()');
    await page.locator('.tree-panel .input-error').waitFor();
    assert.equal(await u.input.getAttribute('aria-invalid'), 'true');
    assert.match(await page.locator('.tree-panel .stale-note').textContent(), /last valid position, tree \(\(\)\(\)\)/);
    assert.equal(await page.locator('.tree-drawing-card').evaluate((n) => n.inert), true);
    await u.input.fill('tree (()())');
    assert.equal(await page.locator('.tree-panel .input-error').isHidden(), true);
    assertNoProblems();
  });

  test('play against the computer: your cut, then the computer answers', async () => {
    const page = await open('tree ((())(()))');
    const u = ui(page);
    assert.equal(await u.badge.textContent(), 'P');
    await page.locator('.tree-panel .play-start').click();
    // The view holds its piece of the engine only: play waits for the rest.
    await page.waitForFunction(() => /Your turn/.test(document.querySelector('.tree-panel .play-status').textContent));
    // A losing position: any cut, and the computer answers with a winning one.
    await page.locator('.tree-drawing .edge[data-node="2"]').click();
    await page.waitForFunction(() => document.querySelectorAll('.tree-panel .play-history .play-ply').length === 2);
    const history = await page.locator('.tree-panel .play-history .play-ply').allTextContents();
    assert.match(history[0], /You.*Cut the edge above node 2/);
    assert.match(history[1], /Computer/);
    assert.equal(await u.badge.textContent(), 'P', 'the computer left you a lost position');
    // Hint says the position is lost.
    await page.locator('.tree-panel .play-hint').click();
    assert.match(await page.locator('.tree-panel .play-hint-box').textContent(), /lost/);
    assertNoProblems();
  });
});

describe('Trees screenshots', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of ['light', 'dark']) {
      test(`${name} ${colorScheme}`, async () => {
        const page = await open('tree (()((())()))', { viewport, colorScheme });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.equal(overflow, 0, 'the page does not scroll sideways');
        await page.locator('.tree-drawing .node[data-node="3"]').focus();
        await screenshot(page, `trees-${name}-${colorScheme}`);
        await ui(page).input.fill('hackenbush 0-1 1-2 1-2 2-2 0-3 3-3 3-4 4-0');
        await screenshot(page, `trees-${name}-${colorScheme}-hackenbush`);
        assertNoProblems();
      });
    }
  }
});
