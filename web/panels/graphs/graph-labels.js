// Where each node's value labels go (the SG or ∞ value over the remoteness,
// beside the node): the first of a few places around the circle that no
// edge, arrowhead, node, token disc or label already placed crosses. When
// every place is crossed, the least crossed one is used and the label gets a
// background (`halo`), so an edge never runs over its text unseen.
//
//   placeLabels(layout, Map(name -> [line 1, line 2])) -> Map(name -> { x, y, width, height, halo })
//   (x, y: the top left of the label box; lines are drawn from its left)
import { NODE_R, tokenAt } from './graph-layout.js';

// Monospace advances at the drawing's label sizes (11 and 10 px), rounded up.
const CHAR_W = [6.9, 6.3];
// A CJK character (the Chinese "3 步") is about an em wide: 1.7 such advances.
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
const advances = (text) => [...text].reduce((sum, c) => sum + (WIDE.test(c) ? 1.7 : 1), 0);
export const LINE_Y = [10, 23]; // baselines from the box top
const BOX_H = 27;
const PAD = 3;
const CELL = 48; // the grid that finds what lies near a box

export const labelSize = (lines) => ({
  width: Math.ceil(Math.max(...lines.map((t, i) => advances(t) * CHAR_W[Math.min(i, 1)]), 8)) + PAD * 2,
  height: lines.length > 1 ? BOX_H : BOX_H - 13,
});

// Candidate boxes around a circle at c, in order of preference: right
// (where the layout left room), then left, the diagonals, below and above.
function candidates(c, w, h) {
  const gap = NODE_R + 5;
  const diag = NODE_R * 0.72;
  return [
    [c.x + gap, c.y - h / 2],
    [c.x + gap, c.y - h / 2 + 9],
    [c.x + gap, c.y - h / 2 - 9],
    [c.x - gap - w, c.y - h / 2],
    [c.x + diag + 3, c.y + diag + 2],
    [c.x - diag - 3 - w, c.y + diag + 2],
    [c.x - w / 2, c.y + gap],
    [c.x - diag - 3 - w, c.y - diag - 2 - h],
    [c.x - w / 2, c.y - gap - h - 6],
    [c.x + diag + 12, c.y - diag - 6 - h],
  ].map(([x, y]) => ({ x, y, width: w, height: h }));
}

// A uniform grid of segments and discs, so each box meets only what is near.
function obstacleGrid() {
  const cells = new Map();
  const key = (i, j) => `${i},${j}`;
  const add = (item, x0, y0, x1, y1) => {
    for (let i = Math.floor(x0 / CELL); i <= Math.floor(x1 / CELL); i++) {
      for (let j = Math.floor(y0 / CELL); j <= Math.floor(y1 / CELL); j++) {
        const k = key(i, j);
        if (!cells.has(k)) cells.set(k, []);
        cells.get(k).push(item);
      }
    }
  };
  return {
    segment(a, b, owner) { add({ a, b, owner }, Math.min(a.x, b.x), Math.min(a.y, b.y), Math.max(a.x, b.x), Math.max(a.y, b.y)); },
    disc(c, r) { add({ c, r }, c.x - r, c.y - r, c.x + r, c.y + r); },
    box(b) { add({ box: b }, b.x, b.y, b.x + b.width, b.y + b.height); },
    near(b) {
      const found = new Set();
      for (let i = Math.floor(b.x / CELL); i <= Math.floor((b.x + b.width) / CELL); i++) {
        for (let j = Math.floor(b.y / CELL); j <= Math.floor((b.y + b.height) / CELL); j++) {
          for (const item of cells.get(key(i, j)) ?? []) found.add(item);
        }
      }
      return found;
    },
  };
}

// Does segment a-b meet the box? (Liang–Barsky clipping.)
export function segmentMeetsBox(a, b, box) {
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const edges = [[-dx, a.x - box.x], [dx, box.x + box.width - a.x], [-dy, a.y - box.y], [dy, box.y + box.height - a.y]];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const r = q / p;
      if (p < 0) t0 = Math.max(t0, r);
      else t1 = Math.min(t1, r);
      if (t0 > t1) return false;
    }
  }
  return true;
}

const discMeetsBox = (c, r, b) => {
  const x = Math.max(b.x, Math.min(c.x, b.x + b.width));
  const y = Math.max(b.y, Math.min(c.y, b.y + b.height));
  return Math.hypot(c.x - x, c.y - y) < r;
};
const boxesMeet = (p, q) => p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;

export function placeLabels(layout, texts) {
  const grid = obstacleGrid();
  layout.edges.forEach((e, i) => {
    for (let k = 1; k < e.samples.length; k++) grid.segment(e.samples[k - 1], e.samples[k], i);
  });
  for (const p of layout.pos.values()) {
    grid.disc(p, NODE_R + 4);
    const t = tokenAt(p);
    grid.disc(t, t.r + 1);
  }
  const placed = new Map();
  for (const name of texts.keys()) {
    if (!layout.pos.has(name)) continue;
    const size = labelSize(texts.get(name));
    let best = null;
    for (const box of candidates(layout.pos.get(name), size.width, size.height)) {
      let hits = 0;
      for (const item of grid.near(box)) {
        if (item.box ? boxesMeet(item.box, box) : item.c ? discMeetsBox(item.c, item.r, box) : segmentMeetsBox(item.a, item.b, box)) hits += item.box ? 3 : 1;
      }
      if (!best || hits < best.hits) best = { box, hits };
      if (!hits) break;
    }
    const label = { ...best.box, halo: best.hits > 0 };
    grid.box(label);
    placed.set(name, label);
  }
  return placed;
}

// The layout's box grown to hold the labels, with a margin.
export function drawingBox(layout, labels, margin = 10) {
  let x0 = layout.box.x;
  let y0 = layout.box.y;
  let x1 = x0 + layout.box.width;
  let y1 = y0 + layout.box.height;
  for (const b of labels.values()) {
    x0 = Math.min(x0, b.x);
    y0 = Math.min(y0, b.y);
    x1 = Math.max(x1, b.x + b.width);
    y1 = Math.max(y1, b.y + b.height);
  }
  return { x: x0 - margin, y: y0 - margin, width: x1 - x0 + margin * 2, height: y1 - y0 + margin * 2 };
}
