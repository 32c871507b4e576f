// Game graphs: a graph's shape from an edge list typed by the user, and a layered
// layout (web/layout/layered.js) for drawing the nodes and edges of a graph's shape: node
// centres, each edge as a path from rim to rim with its arrowhead drawn as a
// shape (no SVG marker: the tip touches the target's rim exactly, and the
// exports need no <defs>), and the polylines the label placement avoids.
import { layered } from '../../layout/layered.js';
import { t } from '../../i18n/i18n.js';

const NAME = /^(?:[A-Za-z_][A-Za-z0-9_]*|0|[1-9][0-9]*)$/;

// "a b" lines as the user typed them (blank lines and # comments ignored; a
// lone name is a node), with tokens on the named nodes -> a graph shape for
// sg.compose(). Throws an Error naming the bad line or token.
export function graphShapeFromLines(text, tokenNames) {
  const index = new Map();
  const nodes = [];
  const edges = [];
  const node = (name) => {
    if (!index.has(name)) {
      index.set(name, nodes.length);
      nodes.push(name);
    }
    return index.get(name);
  };
  text.split('\n').forEach((line, i) => {
    const bare = line.replace(/#.*/, '').trim();
    if (!bare) return;
    const parts = bare.split(/[\s,>]+/).filter(Boolean);
    if (parts.length > 2) throw new Error(t('graphs.errorTooManyNames', { line: i + 1 }));
    for (const p of parts) if (!NAME.test(p)) throw new Error(t('graphs.errorBadName', { line: i + 1, name: p }));
    const ends = parts.map(node);
    if (ends.length === 2) edges.push(ends[0], ends[1]);
  });
  if (!nodes.length) throw new Error(t('graphs.errorEmpty'));
  const tokens = tokenNames.map((name) => {
    if (!index.has(name)) throw new Error(t('graphs.errorTokenNotNode', { name }));
    return index.get(name);
  });
  return { kind: 'graph', nodes, edges, tokens };
}

export const NODE_R = 20;
export const LABEL_ROOM = 46; // the layout reserves this much right of each node for its labels
const RIM_GAP = 1.5; // between an arrow's tip and the target's rim
const ARROW_LEN = 9;
const ARROW_HALF = 4.5;
const TOKEN_R = 9; // the token disc at a node's top right
export const tokenAt = (p) => ({ x: p.x + NODE_R * 0.78, y: p.y - NODE_R * 0.78, r: TOKEN_R });

const unit = (from, to) => {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy) || 1;
  return { x: dx / len, y: dy / len };
};
const along = (p, dir, d) => ({ x: p.x + dir.x * d, y: p.y + dir.y * d });
const fmt = (v) => Math.round(v * 10) / 10;
const pt = (p) => `${fmt(p.x)} ${fmt(p.y)}`;

// Node centres, edges and the drawing's box (labels not included):
//   { pos: Map(name -> {x, y}), edges: [{ d, head, samples }], box: {x, y, width, height} }
// Each node is laid out as a box of its circle plus LABEL_ROOM on its
// right, so the labels beside a node have room and long edges bend around
// them; the circle sits at the box's left.
export function layoutGraph(nodes, edges) {
  const index = new Map(nodes.map((n, i) => [n, i]));
  const size = { width: NODE_R * 2 + LABEL_ROOM, height: NODE_R * 2 + 10 };
  const laid = layered({ sizes: nodes.map(() => size), edges: edges.map(([a, b]) => [index.get(a), index.get(b)]), nodesep: 18, ranksep: 36, edgesep: 12 });
  const pos = new Map(nodes.map((n, i) => [n, { x: laid.nodes[i].x - LABEL_ROOM / 2, y: laid.nodes[i].y }]));
  const drawn = edges.map(([a, b], i) => (a === b ? selfLoop(pos.get(a)) : edgeBetween(pos.get(a), pos.get(b), laid.bends[i])));
  return { pos, edges: drawn, box: boxOf(pos, drawn) };
}

// The path from a's rim to b's rim through the layout's bend points (those
// inside a node's label room are dropped).
function edgeBetween(a, b, points) {
  const inner = points.filter((p) => Math.hypot(p.x - a.x, p.y - a.y) > NODE_R + 4 && Math.hypot(p.x - b.x, p.y - b.y) > NODE_R + 4);
  const start = along(a, unit(a, inner[0] ?? b), NODE_R);
  const last = inner.length ? inner[inner.length - 1] : start;
  const dir = unit(last, b);
  const tip = along(b, dir, -(NODE_R + RIM_GAP));
  const end = along(tip, dir, -(ARROW_LEN - 1));
  let d = `M ${pt(start)}`;
  const samples = [start];
  let from = start;
  inner.forEach((p, i) => {
    const to = i === inner.length - 1 ? end : { x: (p.x + inner[i + 1].x) / 2, y: (p.y + inner[i + 1].y) / 2 };
    d += ` Q ${pt(p)} ${pt(to)}`;
    for (let k = 1; k <= 8; k++) {
      const t = k / 8;
      const u = 1 - t;
      samples.push({ x: u * u * from.x + 2 * u * t * p.x + t * t * to.x, y: u * u * from.y + 2 * u * t * p.y + t * t * to.y });
    }
    from = to;
  });
  if (!inner.length) {
    d += ` L ${pt(end)}`;
    samples.push(end);
  }
  return withHead(d, samples, tip, dir);
}

// A loop at the node's top left (the token disc is at its top right and the
// labels are placed beside it), ending in an arrow back into the node.
function selfLoop(c) {
  const at = (deg, r) => ({ x: c.x + r * Math.cos((deg * Math.PI) / 180), y: c.y + r * Math.sin((deg * Math.PI) / 180) });
  const start = at(252, NODE_R);
  const c1 = at(252, NODE_R * 2.9);
  const c2 = at(188, NODE_R * 2.9);
  const tip = at(188, NODE_R + RIM_GAP);
  const dir = unit(c2, tip);
  const end = along(tip, dir, -(ARROW_LEN - 1));
  const samples = [];
  for (let k = 0; k <= 16; k++) {
    const t = k / 16;
    const u = 1 - t;
    samples.push({
      x: u ** 3 * start.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t ** 3 * end.x,
      y: u ** 3 * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t ** 3 * end.y,
    });
  }
  return withHead(`M ${pt(start)} C ${pt(c1)}, ${pt(c2)}, ${pt(end)}`, samples, tip, dir);
}

function withHead(d, samples, tip, dir) {
  const base = along(tip, dir, -ARROW_LEN);
  const left = { x: base.x - dir.y * ARROW_HALF, y: base.y + dir.x * ARROW_HALF };
  const right = { x: base.x + dir.y * ARROW_HALF, y: base.y - dir.x * ARROW_HALF };
  return { d, head: `M ${pt(tip)} L ${pt(left)} L ${pt(right)} Z`, samples: [...samples, left, tip, right] };
}

// The box around every node (its selection ring and token disc) and edge.
function boxOf(pos, edges) {
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  const grow = (x, y, r = 0) => {
    box.x0 = Math.min(box.x0, x - r);
    box.y0 = Math.min(box.y0, y - r);
    box.x1 = Math.max(box.x1, x + r);
    box.y1 = Math.max(box.y1, y + r);
  };
  for (const p of pos.values()) {
    grow(p.x, p.y, NODE_R + 5);
    const t = tokenAt(p);
    grow(t.x, t.y, t.r + 2);
  }
  for (const e of edges) for (const p of e.samples) grow(p.x, p.y, 2);
  return { x: box.x0, y: box.y0, width: box.x1 - box.x0, height: box.y1 - box.y0 };
}
