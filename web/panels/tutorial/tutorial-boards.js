// The boards of the tutorial games, drawn from the engine's shapes (never
// from the notation): heaps (Moore's Nim, Euclid), a heap with its limit
// (Fibonacci Nim), a grid of coins (coins2d), an undirected graph with its
// token and a maximum matching (geography). Each board reports clicks to
// the panel, which decides what a click does (edit, filter the moves, play).
//
//   drawBoard(shape, { text, hide, marks, onHeap, onTake, onCell, onVertex })
//     text   the panel's words (TEXT.board)
//     hide   teaching mode before the answer: no values, no winning marks
//     marks  { heaps: Set, takes: Set, cells: Map(index -> value), wins: Set,
//              winningVertices: Set, selected }
import { el, svg } from '../../kit/dom.js';
import { svgButton, svgText } from '../../kit/drawing/svg-view.js';
import { layoutUndirected } from './geography-layout.js';

const MAX_DOTS = 80; // tokens drawn one by one (Fibonacci Nim)
export const MAX_DRAWN_VERTICES = 160;

const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, k) => String(values[k]));

function heapsBoard(shape, { text, marks, onHeap }) {
  return el('div', { class: 'tut-heaps', role: 'group', 'aria-label': text.heaps },
    shape.heaps.map((h, i) => el('button', {
      type: 'button',
      class: ['tut-heap', marks.selected === i && 'selected', marks.heaps?.has(i) && 'winning'],
      'aria-pressed': marks.selected === i ? 'true' : 'false',
      title: fill(text.heapTitle, { n: i + 1 }),
      on: { click: () => onHeap?.(i) },
    },
    el('span', { class: 'tut-heap-name', text: fill(text.heapName, { n: i + 1 }) }),
    el('span', { class: 'tut-heap-size', text: String(h) }),
    Number(h) <= 40 ? el('span', { class: 'tut-heap-bar', 'aria-hidden': 'true', style: { '--size': String(h) } }) : null)));
}

// One heap as tokens; the last `limit` can be taken: clicking the t-th
// token from the right takes t.
function limitedBoard(shape, { text, marks, onTake }) {
  const heap = Number(shape.heap);
  const limit = Number(shape.limit);
  const head = el('p', { class: 'tut-limit' },
    el('strong', { text: fill(text.heapOf, { n: String(shape.heap) }) }), ' ',
    fill(limit ? text.limitLine : text.noMove, { limit: String(shape.limit) }));
  if (!Number.isSafeInteger(heap) || heap > MAX_DOTS) return el('div', { class: 'tut-limited' }, head, el('p', { class: 'hint', text: text.tooManyTokens }));
  const dots = [];
  for (let i = 0; i < heap; i++) {
    const t = heap - i; // taking from this token to the right end takes t
    const allowed = t <= limit;
    dots.push(el('button', {
      type: 'button',
      class: ['tut-token', allowed && 'takeable', marks.takes?.has(t) && 'winning'],
      disabled: !allowed,
      title: allowed ? fill(text.takeTitle, { t }) : text.beyondLimit,
      'aria-label': allowed ? fill(text.takeTitle, { t }) : fill(text.tokenBeyond, { n: i + 1 }),
      on: { click: () => onTake?.(t) },
    }));
  }
  return el('div', { class: 'tut-limited' }, head,
    el('div', { class: 'tut-tokens', role: 'group', 'aria-label': text.tokens }, dots));
}

function gridBoard(shape, { text, hide, marks, onCell }) {
  const rows = Number(shape.rows);
  const cols = Number(shape.columns);
  const rowNo = (x) => x + Number(shape.rowFirst);
  const colNo = (y) => y + Number(shape.columnFirst);
  const head = el('tr', {}, el('th', { scope: 'col', class: 'tut-corner' }, el('span', { class: 'visually-hidden', text: text.rowsColumns })),
    Array.from({ length: cols }, (_, y) => el('th', { scope: 'col', text: String(colNo(y)) })));
  const body = Array.from({ length: rows }, (_, x) => el('tr', {},
    el('th', { scope: 'row', text: String(rowNo(x)) }),
    Array.from({ length: cols }, (_, y) => {
      const i = x * cols + y;
      const heads = shape.heads[i] === 1;
      const value = hide ? null : marks.cells?.get(i);
      const valued = value !== undefined && value !== null;
      const label = fill(!heads ? text.cellTails : valued ? text.cellHeadsWorth : text.cellHeads, { x: rowNo(x), y: colNo(y), v: value });
      return el('td', {},
        // Named by its content (the visually hidden words), so the letter
        // and the value drawn on the coin need not be part of a label.
        el('button', {
          type: 'button',
          class: ['tut-coin', heads ? 'heads' : 'tails', !hide && marks.wins?.has(i) && 'winning', marks.selected === i && 'selected'],
          title: label,
          on: { click: () => onCell?.(x, y) },
        },
        el('span', { class: 'visually-hidden', text: label }),
        el('span', { class: 'tut-coin-face', 'aria-hidden': 'true', text: heads ? 'H' : 'T' }),
        heads && value !== undefined && value !== null ? el('span', { class: 'tut-coin-value', 'aria-hidden': 'true', text: String(value) }) : null));
    })));
  return el('div', { class: 'tut-grid-scroll' },
    el('table', { class: 'tut-grid' }, el('caption', { class: 'visually-hidden', text: text.grid }), el('thead', {}, head), el('tbody', {}, body)));
}

function geographyBoard(shape, { text, hide, marks, onVertex }) {
  const n = shape.nodes.length;
  if (n > MAX_DRAWN_VERTICES) return el('p', { class: 'hint', text: fill(text.tooManyVertices, { n, most: MAX_DRAWN_VERTICES }) });
  const edges = Array.from(shape.edges);
  const { points, width, height } = layoutUndirected(n, edges);
  const matched = new Set();
  if (!hide)
    for (let k = 0; k + 1 < shape.matching.length; k += 2) {
      const [a, b] = [shape.matching[k], shape.matching[k + 1]];
      matched.add(`${Math.min(a, b)}-${Math.max(a, b)}`);
    }
  const token = shape.token;
  const neighbours = new Set();
  for (let k = 0; k + 1 < edges.length; k += 2) {
    if (edges[k] === token) neighbours.add(edges[k + 1]);
    if (edges[k + 1] === token) neighbours.add(edges[k]);
  }
  const edgeLayer = svg('g', { class: 'tut-edges', 'aria-hidden': 'true' });
  for (let k = 0; k + 1 < edges.length; k += 2) {
    const [a, b] = [points[edges[k]], points[edges[k + 1]]];
    const inMatching = matched.has(`${Math.min(edges[k], edges[k + 1])}-${Math.max(edges[k], edges[k + 1])}`);
    edgeLayer.append(svg('line', { class: inMatching ? 'tut-edge matched' : 'tut-edge', x1: a.x, y1: a.y, x2: b.x, y2: b.y }));
    if (inMatching) edgeLayer.append(svg('line', { class: 'tut-edge-core', x1: a.x, y1: a.y, x2: b.x, y2: b.y }));
  }
  const vertexLayer = svg('g', { class: 'tut-vertices' });
  shape.nodes.forEach((name, v) => {
    const p = points[v];
    const isToken = v === token;
    const movable = neighbours.has(v);
    const winning = !hide && marks.winningVertices?.has(v);
    const label = isToken ? fill(text.tokenOn, { name }) : movable ? fill(winning ? text.moveToWinning : text.moveTo, { name }) : fill(text.vertexName, { name });
    const parts = [
      svg('circle', { class: 'tut-vertex-ring', cx: p.x, cy: p.y, r: 19 }),
      svg('circle', { class: 'tut-vertex-dot', cx: p.x, cy: p.y, r: 15 }),
      svgText(p.x, p.y + 4, name.length > 4 ? `${name.slice(0, 3)}…` : name, { class: 'tut-vertex-label', 'text-anchor': 'middle' }),
    ];
    const cls = ['tut-vertex', isToken && 'token', movable && 'movable', winning && 'winning'].filter(Boolean).join(' ');
    if (movable) vertexLayer.append(svgButton({ class: cls }, label, () => onVertex?.(v), ...parts));
    else {
      const g = svg('g', { class: cls, role: 'img', 'aria-label': label }, ...parts);
      vertexLayer.append(g);
    }
  });
  // Scaled down to fit a narrow card (to 60% at most: the names stay
  // legible), scrolling beyond that.
  const w = Math.ceil(width);
  const h = Math.ceil(height);
  const node = svg('svg', { class: 'tut-drawing', viewBox: `0 0 ${w} ${h}`, role: 'group', 'aria-label': text.graph }, edgeLayer, vertexLayer);
  node.style.setProperty('width', '100%');
  node.style.setProperty('max-width', `${w}px`);
  node.style.setProperty('min-width', `${Math.ceil(w * 0.6)}px`);
  return el('div', { class: 'tut-drawing-scroll' }, node);
}

export function drawBoard(shape, options) {
  if (!shape) return null;
  switch (shape.kind) {
    case 'heaps': return heapsBoard(shape, options);
    case 'limited-heap': return limitedBoard(shape, options);
    case 'grid': return gridBoard(shape, options);
    case 'geography': return geographyBoard(shape, options);
    default: return null;
  }
}
