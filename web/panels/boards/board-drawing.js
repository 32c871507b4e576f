// The Boards panel's drawings, from the engine's shapes (never from the
// notation): a Cram board (shape 'board'), a Chomp diagram ('diagram') and
// a Node Kayles graph ('undirected', laid out by web/layout/layered.js, as
// the graphs panel's are). Each free region or connected component is
// coloured as its own part (shape.partOf) and labelled with its value.
//
//   drawCram(shape, view) / drawChomp(shape, view) / drawGraph(shape, view)
//     -> { group, width, height } drawn from (0, 0)
//   view: { hide, parts, wins, selected, text, act(what), describe(what) }
//     hide      teaching mode before the answer: no value, no winning mark
//     parts     [{ label, grundy }] of the component (analyze)
//     wins      Set of the winning moves' keys (moveKey below)
//     act       called with { kind, ... } when a cell or node is chosen
//     describe  (what) -> the value it leaves, as text, or ''
import { layered } from '../../layout/layered.js';
import { el, svg } from '../../kit/dom.js';
import { svgButton, svgText } from '../../kit/drawing/svg-view.js';

export const CELL = 40;
const PALETTE = 6; // part colours, .part-0 ... .part-5 in boards.css
const NODE_R = 17;

// What a move is, as a key: 'domino 3 4', 'bite 1 2', 'pick 5'.
export function moveKey(action) {
  if (!action) return null;
  if (action.kind === 'domino') return `domino ${Math.min(...action.cells)} ${Math.max(...action.cells)}`;
  if (action.kind === 'bite') return `bite ${action.row} ${action.column}`;
  if (action.kind === 'pick') return `pick ${action.node}`;
  return null;
}

const partClass = (k) => (k >= 0 ? `part-${k % PALETTE}` : 'part-none');

// The value label of part k at (x, y), unless hidden.
function partBadge(view, k, x, y) {
  if (view.hide || k < 0 || !view.parts[k] || view.parts[k].grundy === null) return null;
  const text = view.text.badge(view.parts[k].grundy);
  const w = 12 + 7 * text.length;
  return svg('g', { class: `part-badge ${partClass(k)}`, 'aria-hidden': 'true' },
    svg('rect', { x: x - w / 2, y: y - 10, width: w, height: 20, rx: 10 }),
    svgText(x, y + 4.5, text, { 'text-anchor': 'middle' }));
}

// ---------------------------------------------------------------- Cram

export function drawCram(shape, view) {
  const { rows, cols } = shape;
  const free = (i) => shape.cells[i] === 1;
  const neighbours = (i) => [i % cols > 0 ? i - 1 : -1, i % cols < cols - 1 ? i + 1 : -1, i - cols, i + cols]
    .filter((j) => j >= 0 && j < rows * cols && free(j));
  const group = svg('g', { class: 'cram-board' });
  const cells = svg('g', { class: 'cells' });
  const partners = view.selected !== null && free(view.selected) ? new Set(neighbours(view.selected)) : new Set();
  for (let i = 0; i < rows * cols; i++) {
    const x = (i % cols) * CELL;
    const y = Math.floor(i / cols) * CELL;
    const at = view.text.cell(Math.floor(i / cols) + 1, (i % cols) + 1);
    if (!free(i)) {
      cells.append(svg('rect', { class: 'cell blocked', x: x + 1, y: y + 1, width: CELL - 2, height: CELL - 2, rx: 4 }));
      continue;
    }
    const part = shape.partOf[i];
    const partner = partners.has(i);
    const key = partner ? moveKey({ kind: 'domino', cells: [view.selected, i] }) : null;
    const leaves = key ? view.describe(key) : '';
    const label = partner ? view.text.placeWith(at, view.text.cell(Math.floor(view.selected / cols) + 1, (view.selected % cols) + 1), leaves)
      : view.selected === i ? view.text.selectedCell(at) : view.text.freeCell(at, neighbours(i).length > 0);
    cells.append(svgButton({
      class: ['cell', 'free', partClass(part), view.selected === i && 'selected', partner && 'partner'].filter(Boolean).join(' '),
      'data-cell': i,
    }, label, () => view.act(partner ? { kind: 'domino', cells: [view.selected, i] } : { kind: 'select', cell: i }),
    svg('rect', { x: x + 1, y: y + 1, width: CELL - 2, height: CELL - 2, rx: 4 })));
  }
  group.append(cells);
  // Winning dominoes: a ring over both cells (a shape, not only a colour).
  if (!view.hide) {
    const marks = svg('g', { class: 'win-marks', 'aria-hidden': 'true' });
    for (const key of view.wins) {
      const [, a, b] = key.split(' ').map(Number);
      const x = (a % cols) * CELL;
      const y = Math.floor(a / cols) * CELL;
      const across = b === a + 1;
      marks.append(svg('rect', { class: 'win-domino', x: x + 5, y: y + 5, width: (across ? 2 * CELL : CELL) - 10, height: (across ? CELL : 2 * CELL) - 10, rx: 12 }));
    }
    group.append(marks);
  }
  // Each region's value, on its first cell.
  const seen = new Set();
  for (let i = 0; i < rows * cols; i++) {
    const k = shape.partOf[i];
    if (k < 0 || seen.has(k)) continue;
    seen.add(k);
    group.append(partBadge(view, k, (i % cols) * CELL + 12, Math.floor(i / cols) * CELL + 12) ?? '');
  }
  return { group, width: cols * CELL, height: rows * CELL };
}

// ---------------------------------------------------------------- Chomp

export function drawChomp(shape, view) {
  const rows = Array.from(shape.rowLengths);
  const width = rows[0] ?? 1;
  const group = svg('g', { class: 'chomp-board' });
  rows.forEach((length, r) => {
    for (let c = 0; c < length; c++) {
      const x = c * CELL;
      const y = r * CELL;
      const at = view.text.cell(r + 1, c + 1);
      if (r === 0 && c === 0) {
        group.append(svg('g', { class: 'cell poison', role: 'img', 'aria-label': view.text.poison },
          svg('rect', { x: x + 1, y: y + 1, width: CELL - 2, height: CELL - 2, rx: 4 }),
          svg('path', { d: `M ${x + 12} ${y + 12} L ${x + CELL - 12} ${y + CELL - 12} M ${x + CELL - 12} ${y + 12} L ${x + 12} ${y + CELL - 12}` })));
        continue;
      }
      const key = moveKey({ kind: 'bite', row: r, column: c });
      const winning = !view.hide && view.wins.has(key);
      const leaves = view.describe(key);
      group.append(svgButton({ class: ['cell', 'free', 'part-0', winning && 'winning'].filter(Boolean).join(' '), 'data-row': r, 'data-column': c },
        view.text.bite(at, leaves, winning), () => view.act({ kind: 'bite', row: r, column: c }),
        svg('rect', { x: x + 1, y: y + 1, width: CELL - 2, height: CELL - 2, rx: 4 }),
        winning ? svg('rect', { class: 'win-ring', x: x + 6, y: y + 6, width: CELL - 12, height: CELL - 12, rx: 3 }) : null));
    }
  });
  // Hovering a cell marks what its bite takes: it and everything right of it and below it.
  group.addEventListener('pointerover', (e) => mark(group, e.target.closest('[data-row]')));
  group.addEventListener('focusin', (e) => mark(group, e.target.closest('[data-row]')));
  group.addEventListener('pointerleave', () => mark(group, null));
  group.addEventListener('focusout', () => mark(group, null));
  return { group, width: width * CELL, height: rows.length * CELL };
}

function mark(group, cell) {
  const r0 = cell ? Number(cell.dataset.row) : Infinity;
  const c0 = cell ? Number(cell.dataset.column) : Infinity;
  for (const n of group.querySelectorAll('[data-row]')) n.classList.toggle('doomed', Number(n.dataset.row) >= r0 && Number(n.dataset.column) >= c0);
}

// ---------------------------------------------------------------- Node Kayles

export function drawGraph(shape, view) {
  const { nodes } = shape;
  const edges = [];
  for (let i = 0; i + 1 < shape.edges.length; i += 2) edges.push([shape.edges[i], shape.edges[i + 1]]);
  const size = { width: NODE_R * 2 + 10, height: NODE_R * 2 + 10 };
  const laid = layered({ sizes: nodes.map(() => size), edges, nodesep: 26, ranksep: 34, edgesep: 10, margin: 24 });
  const at = (v) => laid.nodes[v];
  const neighbours = nodes.map(() => new Set());
  for (const [a, b] of edges) neighbours[a].add(b), neighbours[b].add(a);
  const group = svg('g', { class: 'nk-graph' });
  const lines = svg('g', { class: 'edges', 'aria-hidden': 'true' });
  // Each edge along the route the layout found: an edge that skips layers
  // (the one closing a cycle) bends beside the vertices it passes, on their
  // layers only (the bends between layers keep parallel edges apart, and
  // a Node Kayles graph has none).
  edges.forEach(([a, b], i) => {
    const bends = laid.bends[i].filter((_, k) => k % 2 === 1);
    const route = [at(a), ...bends, at(b)].map((p) => `${p.x} ${p.y}`).join(' L ');
    lines.append(svg('path', { class: 'nk-edge', 'data-a': a, 'data-b': b, d: `M ${route}` }));
  });
  const dots = svg('g', { class: 'nodes' });
  // The names drawn on the vertices sit outside the buttons (whose names
  // say them first), so that a button holds no text its name leaves out.
  const names = svg('g', { class: 'nk-names', 'aria-hidden': 'true' });
  nodes.forEach((name, v) => {
    const p = at(v);
    const key = moveKey({ kind: 'pick', node: v });
    const winning = !view.hide && view.wins.has(key);
    const gone = [name, ...[...neighbours[v]].map((u) => nodes[u])];
    const shown = name.length > 4 ? `${name.slice(0, 3)}…` : name;
    dots.append(svgButton({ class: ['nk-node', partClass(shape.partOf[v]), winning && 'winning'].filter(Boolean).join(' '), 'data-node': v },
      view.text.pick(shown, name, gone, view.describe(key), winning), () => view.act({ kind: 'pick', node: v }),
      winning ? svg('circle', { class: 'win-ring', cx: p.x, cy: p.y, r: NODE_R + 5 }) : null,
      svg('circle', { class: 'nk-dot', cx: p.x, cy: p.y, r: NODE_R })));
    names.append(svgText(p.x, p.y + 4.5, shown, { class: 'nk-label', 'text-anchor': 'middle' }));
  });
  group.append(lines, dots, names);
  // Each component's value, beside its first vertex.
  const seen = new Set();
  nodes.forEach((_, v) => {
    const k = shape.partOf[v];
    if (k < 0 || seen.has(k)) return;
    seen.add(k);
    group.append(partBadge(view, k, at(v).x - NODE_R - 4, at(v).y - NODE_R - 4) ?? '');
  });
  // Hovering a vertex marks what its pick removes.
  const show = (node) => {
    const v = node ? Number(node.dataset.node) : -1;
    for (const n of dots.querySelectorAll('[data-node]')) n.classList.toggle('doomed', v >= 0 && (Number(n.dataset.node) === v || neighbours[v].has(Number(n.dataset.node))));
    for (const l of lines.children) l.classList.toggle('doomed', v >= 0 && (Number(l.dataset.a) === v || Number(l.dataset.b) === v));
  };
  group.addEventListener('pointerover', (e) => show(e.target.closest('[data-node]')));
  group.addEventListener('focusin', (e) => show(e.target.closest('[data-node]')));
  group.addEventListener('pointerleave', () => show(null));
  group.addEventListener('focusout', () => show(null));
  const { width, height } = laid;
  return { group, width: Math.max(width, 80), height: Math.max(height, 60) };
}

// A drawing in a frame that scrolls when the board is wider than the page:
// boards are small, so no zoom view; the cells keep their size.
export function drawingBox(width, height, label, ...children) {
  const w = Math.ceil(width);
  const h = Math.ceil(height);
  const node = svg('svg', { class: 'drawing', viewBox: `0 0 ${w} ${h}`, role: 'group', 'aria-label': label }, ...children);
  node.style.width = `${w}px`;
  node.style.height = `${h}px`;
  return el('div', { class: 'drawing-scroll', tabindex: '-1' }, node);
}
