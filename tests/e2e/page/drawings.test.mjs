// The drawings of the Graphs and Trees panels, measured in the page: the
// frame fits the drawing (no empty canvas) at 1280 and 360 px; no edge or
// arrowhead crosses a node's value labels (or, where no place beside a node
// was free, the label has a background); every arrowhead ends at its target's
// rim; zoom and pan (buttons, Ctrl+wheel, keys, dragging) change the view,
// Fit restores it, and tokens and edges still answer clicks and drags
// after zooming.
// Run: node --test --test-concurrency=1 tests/e2e/page/drawings.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { browserHarness, screenshot, VIEWPORTS } from '../../e2e_support/browser.mjs';

const h = browserHarness({ before, after, afterEach });
const NODE_R = 20; // web/panels/graphs/graph-layout.js

const GRAPHS = {
  dag: 'graph(a>b,b>c,a>c,c>d,b>d) a a',
  cycles: 'graph(a>b,b>c,c>a,c>d,d>e,e>d,a>e,b>f,f>g,g>f,e>h,h>h) a',
  fan: 'graph(a>b,a>c,a>d,a>e,a>f,b>g,c>g,d>g,e>h,f>h,g>i,h>i,b>h,c>h,d>i) a',
  named: 'graph(start_1>mid_2,mid_2>end_3,start_1>end_3,end_3>sink_4,mid_2>sink_4,sink_4>start_1) start_1',
};

async function open(panel, position, viewport = VIEWPORTS.desktop) {
  const opened = await h.openPage({ path: `#${panel}?p=${encodeURIComponent(position)}`, viewport });
  await opened.page.locator(`.panel:not([hidden]) .verdict-badge:not(:text-is("?"))`).first().waitFor();
  return opened;
}

// The view (viewBox) of the panel's drawing.
const viewOf = (page, scope) => page.locator(`${scope} svg.drawing`).evaluate((s) => {
  const v = s.viewBox.baseVal;
  return { x: v.x, y: v.y, width: v.width, height: v.height };
});

// Everything measured in drawing units: node centres, label boxes (the
// text's own boxes, from the fonts the page used), points along every edge
// and arrowhead (1 px apart), the arrow tips, the drawn content's box.
function measureGraph() {
  const svg = document.querySelector('.graph-panel svg.drawing');
  const nodes = [...svg.querySelectorAll('.graph-node')].map((g) => {
    const body = g.querySelector('.node-body');
    const texts = [...g.querySelectorAll('.node-value, .node-remoteness')].filter((t) => t.textContent).map((t) => t.getBBox());
    const box = texts.length ? {
      x: Math.min(...texts.map((b) => b.x)), y: Math.min(...texts.map((b) => b.y)),
      x1: Math.max(...texts.map((b) => b.x + b.width)), y1: Math.max(...texts.map((b) => b.y + b.height)),
    } : null;
    return { name: g.dataset.node, cx: Number(body.getAttribute('cx')), cy: Number(body.getAttribute('cy')), box, halo: Boolean(g.querySelector('.node-label-halo')) };
  });
  const sample = (p) => {
    const length = p.getTotalLength();
    const points = [];
    for (let s = 0; s <= length; s += 1) points.push(p.getPointAtLength(s));
    points.push(p.getPointAtLength(length));
    return points.map((q) => ({ x: q.x, y: q.y }));
  };
  const edges = [...svg.querySelectorAll('.graph-edge')].map(sample);
  const arrows = [...svg.querySelectorAll('.graph-arrow')].map((p) => {
    const [x, y] = p.getAttribute('d').match(/-?[\d.]+/g).map(Number);
    return { tip: { x, y }, outline: sample(p) };
  });
  const boxOf = (sel) => svg.querySelector(sel).getBBox();
  const parts = [boxOf('.edges'), boxOf('.nodes')];
  const content = {
    x: Math.min(...parts.map((b) => b.x)), y: Math.min(...parts.map((b) => b.y)),
    x1: Math.max(...parts.map((b) => b.x + b.width)), y1: Math.max(...parts.map((b) => b.y + b.height)),
  };
  const v = svg.viewBox.baseVal;
  const frame = svg.getBoundingClientRect();
  const card = svg.closest('.card').getBoundingClientRect();
  return { nodes, edges, arrows, content, view: { x: v.x, y: v.y, x1: v.x + v.width, y1: v.y + v.height }, frame: { width: frame.width, height: frame.height }, cardWidth: card.width };
}

const inside = (p, b, shrink = 0.5) => p.x > b.x + shrink && p.x < b.x1 - shrink && p.y > b.y + shrink && p.y < b.y1 - shrink;
const discMeetsBox = (c, r, b) => Math.hypot(c.x - Math.max(b.x, Math.min(c.x, b.x1)), c.y - Math.max(b.y, Math.min(c.y, b.y1))) < r;

function checkGraph(m, name) {
  const labelled = m.nodes.filter((n) => n.box);
  assert.ok(labelled.length >= 3, `${name}: the nodes have value labels`);
  for (const n of labelled) {
    const crossed = [...m.edges, ...m.arrows.map((a) => a.outline)].some((points) => points.some((p) => inside(p, n.box)));
    assert.ok(!crossed || n.halo, `${name}: an edge runs over the labels of ${n.name} without a background`);
    for (const other of m.nodes) assert.ok(!discMeetsBox({ x: other.cx, y: other.cy }, NODE_R, n.box), `${name}: the labels of ${n.name} overlap node ${other.name}`);
  }
  // Every arrowhead ends on a node's rim, outside every node.
  for (const { tip } of m.arrows) {
    const d = Math.min(...m.nodes.map((n) => Math.hypot(tip.x - n.cx, tip.y - n.cy)));
    assert.ok(d >= NODE_R && d <= NODE_R + 3, `${name}: an arrow tip ${d.toFixed(1)} from its node's centre (rim at ${NODE_R})`);
  }
  for (const points of m.edges) {
    for (const end of [points[0], points[points.length - 1]]) {
      const d = Math.min(...m.nodes.map((n) => Math.hypot(end.x - n.cx, end.y - n.cy)));
      assert.ok(d >= NODE_R - 0.5, `${name}: an edge ends ${d.toFixed(1)} from a centre, inside the node`);
    }
  }
  // The drawing fills its frame, and the frame holds the drawing; or, where
  // the drawing is too big to be legible whole (a wide graph on a phone),
  // the frame is filled by part of it and pans.
  const w = m.view.x1 - m.view.x;
  const hgt = m.view.y1 - m.view.y;
  const fill = (a0, a1, v0, v1) => (Math.min(a1, v1) - Math.max(a0, v0)) / (v1 - v0);
  const fillX = fill(m.content.x, m.content.x1, m.view.x, m.view.x1);
  const fillY = fill(m.content.y, m.content.y1, m.view.y, m.view.y1);
  assert.ok(fillX >= 0.8 && fillY >= 0.8, `${name}: the drawing fills ${(100 * fillX).toFixed(0)}% x ${(100 * fillY).toFixed(0)}% of its frame`);
  const whole = m.content.x >= m.view.x - 1 && m.content.x1 <= m.view.x1 + 1 && m.content.y >= m.view.y - 1 && m.content.y1 <= m.view.y1 + 1;
  const scale = m.frame.width / w;
  assert.ok(m.frame.width <= m.cardWidth, `${name}: the frame is no wider than its card`);
  assert.ok(scale >= 0.74, `${name}: drawn at ${scale.toFixed(2)} of its natural size, too small to read`);
  assert.ok(whole || scale < 0.76, `${name}: shown whole unless that would be too small to read`);
  return whole;
}

describe('graph drawings', () => {
  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    test(`labels clear of edges, arrows at the rim, the frame fitted (${vpName})`, async () => {
      for (const [name, position] of Object.entries(GRAPHS)) {
        const { page, problems } = await open('graphs', position, viewport);
        await page.locator('.graph-drawing .node-value:not(:empty)').first().waitFor();
        const whole = checkGraph(await page.evaluate(measureGraph), `${name} at ${vpName}`);
        assert.ok(whole || (vpName === 'phone' && name === 'fan'), `${name} at ${vpName} is shown whole`);
        if (name === 'cycles') {
          const full = await screenshot(page, `drawing-graph-${vpName}`);
          if (full) await page.locator('.graph-drawing-card').screenshot({ path: full.replace(/\.png$/, '-card.png') });
        }
        assert.deepEqual(problems, []);
      }
    });
  }

  test('a big graph: every label crossed by an edge has a background', async () => {
    let x = 7;
    const rand = (n) => { x = (x * 1103515245 + 12345) % 2147483648; return x % n; };
    const edges = [];
    for (let i = 0; i < 60; i++) for (let k = 0; k < 2; k++) { const j = i + 1 + rand(6); if (j < 60) edges.push(`v${i}>v${j}`); }
    const { page, problems } = await open('graphs', `graph(${edges.join(',')}) v0 v3`);
    await page.locator('.graph-drawing .node-value:not(:empty)').first().waitFor();
    const m = await page.evaluate(measureGraph);
    for (const n of m.nodes.filter((k) => k.box)) {
      const crossed = m.edges.some((points) => points.some((p) => inside(p, n.box)));
      assert.ok(!crossed || n.halo, `an edge runs over the labels of ${n.name} without a background`);
    }
    // Too tall to fit legibly: the first view is legible and shows the first token.
    const view = await viewOf(page, '.graph-panel');
    const frame = await page.locator('.graph-panel svg.drawing').boundingBox();
    assert.ok(frame.width / view.width >= 0.74, 'legible at first');
    const v0 = m.nodes.find((n) => n.name === 'v0');
    assert.ok(v0.cx > view.x && v0.cx < view.x + view.width && v0.cy > view.y && v0.cy < view.y + view.height, 'the token on v0 is in view');
    assert.deepEqual(problems, []);
  });

  test('zoom and pan change the view, Fit restores it, and tokens still move by click and drag', async () => {
    const { page, problems } = await open('graphs', GRAPHS.dag);
    const input = page.getByLabel('Position in SG notation');
    const scope = '.graph-panel';
    const first = await viewOf(page, scope);
    // A drag that starts on a target node pans: it is no click on that node.
    await page.locator('.graph-drawing .graph-node[data-node="a"]').click();
    const target = page.locator('.graph-drawing .graph-node[data-node="b"] .node-body');
    await target.scrollIntoViewIfNeeded();
    const t = await target.boundingBox();
    await page.mouse.move(t.x + t.width / 2, t.y + t.height / 2);
    await page.mouse.down();
    await page.mouse.move(t.x + t.width / 2 + 12, t.y + t.height / 2 + 6, { steps: 4 });
    await page.mouse.up();
    assert.equal(await input.inputValue(), GRAPHS.dag, 'the drag moved no token');
    assert.notDeepEqual(await viewOf(page, scope), first, 'the drag panned the view');
    await page.locator('.graph-drawing .graph-node[data-node="a"]').click(); // deselect
    await page.locator('.graph-panel .zoom-fit').click();
    assert.deepEqual(await viewOf(page, scope), first, 'Fit');
    await page.locator('.graph-panel .zoom-in').click();
    const zoomed = await viewOf(page, scope);
    assert.ok(Math.abs(zoomed.width - first.width / 1.25) < 0.1, `+ zooms in by 1.25 (${first.width} -> ${zoomed.width})`);
    // Drag the background: the view follows the pointer.
    await page.locator('.graph-panel .zoom-viewport').scrollIntoViewIfNeeded();
    const frame = await page.locator('.graph-panel .zoom-viewport').boundingBox();
    await page.mouse.move(frame.x + 6, frame.y + 6);
    await page.mouse.down();
    await page.mouse.move(frame.x + 36, frame.y + 26, { steps: 5 });
    await page.mouse.up();
    const panned = await viewOf(page, scope);
    const scale = frame.width / zoomed.width;
    assert.ok(Math.abs((zoomed.x - panned.x) * scale - 30) < 1.5 && Math.abs((zoomed.y - panned.y) * scale - 20) < 1.5, `dragging pans by the distance dragged: ${JSON.stringify([zoomed, panned, scale])}`);
    assert.equal(await input.inputValue(), GRAPHS.dag, 'a pan moves no token');
    // Keys on the focused frame.
    await page.locator('.graph-panel .zoom-viewport').focus();
    await page.keyboard.press('-');
    assert.ok((await viewOf(page, scope)).width > panned.width, '- zooms out');
    const before = await viewOf(page, scope);
    await page.keyboard.press('ArrowRight');
    assert.ok((await viewOf(page, scope)).x > before.x, 'an arrow key pans');
    await page.keyboard.press('0');
    assert.deepEqual(await viewOf(page, scope), first, '0 fits');
    // Ctrl + wheel zooms at the pointer: the token's node stays under it.
    const a = page.locator('.graph-drawing .graph-node[data-node="a"] .node-body');
    await a.scrollIntoViewIfNeeded();
    const at = await a.boundingBox();
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -300);
    await page.keyboard.up('Control');
    const wheeled = await viewOf(page, scope);
    assert.ok(wheeled.width < first.width * 0.8, 'Ctrl+wheel zooms in');
    const after = await a.boundingBox();
    assert.ok(Math.abs(after.x + after.width / 2 - (at.x + at.width / 2)) < 2, 'the point under the pointer stays there');
    // Tokens: click a token, then a successor; then drag one.
    await page.locator('.graph-drawing .graph-node[data-node="a"]').click();
    await page.locator('.graph-drawing .graph-node[data-node="b"]').click();
    assert.equal(await input.inputValue(), 'graph(a>b,b>c,a>c,c>d,b>d) b a');
    assert.ok((await viewOf(page, scope)).width < first.width * 0.8, 'a move keeps the zoom');
    await page.locator('.graph-drawing .graph-node[data-node="a"] .node-body').scrollIntoViewIfNeeded();
    const from = await page.locator('.graph-drawing .graph-node[data-node="a"] .node-body').boundingBox();
    const to = await page.locator('.graph-drawing .graph-node[data-node="b"] .node-body').boundingBox();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    assert.equal(await input.inputValue(), 'graph(a>b,b>c,a>c,c>d,b>d) b b', 'dragging a token moves it, not the view');
    await page.locator('.graph-panel .zoom-fit').click();
    const fitted = await viewOf(page, scope);
    assert.ok(Math.abs(fitted.width - first.width) < 0.5 && Math.abs(fitted.x - first.x) < 0.5, 'Fit shows the whole graph again');
    assert.deepEqual(problems, []);
  });

  test('on a touch screen: a pinch zooms, a finger drawn sideways pans', async () => {
    const context = await h.newContext({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${h.session.url}#graphs?p=${encodeURIComponent(GRAPHS.dag)}`);
    await page.locator('.graph-panel .verdict-badge:not(:text-is("?"))').waitFor();
    const frame = page.locator('.graph-panel .zoom-viewport');
    await frame.scrollIntoViewIfNeeded();
    const b = await frame.boundingBox();
    const first = await viewOf(page, '.graph-panel');
    const cdp = await context.newCDPSession(page);
    const touch = (type, touchPoints) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints });
    const cx = b.x + b.width / 2;
    const cy = b.y + b.height / 2;
    const apart = (d) => [{ x: cx - d, y: cy, id: 0 }, { x: cx + d, y: cy, id: 1 }];
    await touch('touchStart', apart(20));
    for (let d = 24; d <= 60; d += 4) await touch('touchMove', apart(d));
    await touch('touchEnd', []);
    const pinched = await viewOf(page, '.graph-panel');
    assert.ok(pinched.width < first.width / 2, `the pinch zoomed in (${first.width} -> ${pinched.width})`);
    await touch('touchStart', [{ x: cx, y: cy, id: 0 }]);
    for (let dx = 4; dx <= 40; dx += 4) await touch('touchMove', [{ x: cx - dx, y: cy, id: 0 }]);
    await touch('touchEnd', []);
    const panned = await viewOf(page, '.graph-panel');
    assert.ok(panned.x > pinched.x, 'a finger drawn to the left shows more of the right');
    await page.locator('.graph-panel .zoom-fit').click();
    assert.deepEqual(await viewOf(page, '.graph-panel'), first, 'Fit');
  });
});

describe('tree and Hackenbush drawings', () => {
  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    test(`the frame fits the drawing (${vpName})`, async () => {
      for (const position of ['tree (()(()()))', 'hackenbush 0-1 1-2 2-0 2-2 0-3 3-4 3-4', 'tree (()(()())) + hackenbush 0-1 1-2 2-2']) {
        const { page, problems } = await open('trees', position, viewport);
        await page.locator('.tree-drawing .edge').first().waitFor();
        const m = await page.evaluate(() => {
          const svg = document.querySelector('.tree-panel svg.drawing');
          const boxes = [...svg.querySelectorAll('.tree-component, .hackenbush-component')].map((g) => {
            const b = g.getBBox();
            const t = g.transform.baseVal.consolidate()?.matrix ?? { e: 0, f: 0 };
            return { x: b.x + t.e, y: b.y + t.f, x1: b.x + t.e + b.width, y1: b.y + t.f + b.height };
          });
          const v = svg.viewBox.baseVal;
          const frame = svg.getBoundingClientRect();
          return {
            content: { x: Math.min(...boxes.map((b) => b.x)), y: Math.min(...boxes.map((b) => b.y)), x1: Math.max(...boxes.map((b) => b.x1)), y1: Math.max(...boxes.map((b) => b.y1)) },
            view: { x: v.x, y: v.y, width: v.width, height: v.height }, frameWidth: frame.width, cardWidth: svg.closest('.card').getBoundingClientRect().width,
          };
        });
        const { content: c, view: v } = m;
        assert.ok(c.x >= v.x - 1 && c.x1 <= v.x + v.width + 1 && c.y >= v.y - 1 && c.y1 <= v.y + v.height + 1, `${position}: the drawing lies inside its frame`);
        assert.ok((c.x1 - c.x) / v.width >= 0.6 && (c.y1 - c.y) / v.height >= 0.6, `${position}: the drawing fills ${((c.x1 - c.x) / v.width * 100).toFixed(0)}% x ${((c.y1 - c.y) / v.height * 100).toFixed(0)}% of its frame`);
        assert.ok(m.frameWidth <= m.cardWidth, `${position}: no wider than its card`);
        assert.ok(m.frameWidth / v.width >= 0.75, `${position}: legible`);
        if (position.includes('+')) {
          const full = await screenshot(page, `drawing-tree-${vpName}`);
          if (full) await page.locator('.tree-drawing-card').screenshot({ path: full.replace(/\.png$/, '-card.png') });
        }
        assert.deepEqual(problems, []);
      }
    });
  }

  test('after zooming, an edge is still cut by a click', async () => {
    const { page, problems } = await open('trees', 'tree (()(()()))');
    const edge = page.locator('.tree-drawing .edge[data-node="1"] .edge-line');
    await edge.scrollIntoViewIfNeeded();
    const at = await edge.boundingBox();
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -200);
    await page.keyboard.up('Control');
    const view = await viewOf(page, '.tree-panel');
    await page.locator('.tree-drawing .edge[data-node="1"]').click();
    const input = page.locator('.tree-panel').getByLabel('Position in SG notation');
    for (let i = 0; i < 50 && await input.inputValue() === 'tree (()(()()))'; i++) await page.waitForTimeout(100);
    assert.equal(await input.inputValue(), 'tree ((()()))');
    assert.ok(view.width < 120, `zoomed in: ${view.width}`);
    assert.equal(await page.locator('.tree-panel .zoom-view.is-zoomed').count(), 0, 'the tree left by the cut is drawn fitted');
    assert.deepEqual(problems, []);
  });
});
