// The figures the page draws as HTML or on a canvas (the coin row, the
// Grundy sequence plot, the Wythoff table, the nim-sum in binary), drawn
// again as SVG from the same data for the exports. Colours come resolved
// (export.js themeColours with FIGURE_COLOURS); fonts are generic.
//
//   coinRowFigure({ title, heads, numbers, values, marked }, colours)
//   sequenceFigure({ title, values, period, first }, colours)
//   tableFigure({ title, rows, cols, value(a, b), rowName, colName }, colours)
//   binaryFigure({ title, rows: [{ label, value (BigInt) }], total, more }, colours)
// Each returns the <svg> root of a document of its own (newFigure), never
// inserted in the page.

import { t } from '../../i18n/i18n.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

// A new SVG document whose root shows `box` (drawing units) at natural size,
// with a title and a background.
export function newFigure(box, { title = '', background = null } = {}) {
  const doc = document.implementation.createDocument(SVG_NS, 'svg', null);
  const root = doc.documentElement;
  const r = (v) => String(Math.round(v * 100) / 100);
  root.setAttribute('width', r(box.width));
  root.setAttribute('height', r(box.height));
  root.setAttribute('viewBox', `${r(box.x)} ${r(box.y)} ${r(box.width)} ${r(box.height)}`);
  root.setAttribute('font-family', 'sans-serif');
  if (title) root.append(make(doc, 'title', {}, title));
  if (background) root.append(make(doc, 'rect', { x: r(box.x), y: r(box.y), width: r(box.width), height: r(box.height), fill: background }));
  return root;
}

// An element of the figure's document with its attributes (and text).
export function make(doc, tag, attrs = {}, content = null) {
  const node = doc.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== null && v !== undefined && v !== false) node.setAttribute(k, String(v));
  if (content !== null) node.textContent = String(content);
  return node;
}

export const FIGURE_COLOURS = {
  bg: '--bg', surface: '--surface', surface2: '--surface-2', text: '--text', muted: '--muted', border: '--border-strong',
  accent: '--accent', lose: '--lose', loseSoft: '--lose-soft', win: '--win', winSoft: '--win-soft',
  odd: '--odd', oddStrong: '--odd-strong', oddText: '--odd-text',
};
const MONO = 'monospace';
const SANS = 'sans-serif';

const rgb = (c) => (String(c).match(/[\d.]+/g) ?? [128, 128, 128]).slice(0, 3).map(Number);
// c1 mixed into c0: t = 0 is c0, 1 is c1.
const mix = (c0, c1, t) => {
  const a = rgb(c0);
  const b = rgb(c1);
  return `rgb(${a.map((v, i) => Math.round(v + (b[i] - v) * t)).join(', ')})`;
};

// A figure of at least width x height (wider when the title needs it),
// its title drawn at the top left and a note under it (the figure is then
// NOTE_H taller; callers move their content down by it); add(tag, attrs,
// text) appends a shape.
const NOTE_H = 18;
// A text's width in Latin letters: a Chinese character is about two wide.
const letters = (text) => [...text].reduce((sum, ch) => sum + (/[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 1.8 : 1), 0);
function frame(width, height, title, colours, note = '') {
  const wide = Math.max(Math.ceil(32 + letters(title) * 8.8), Math.ceil(32 + letters(note) * 6.6));
  const root = newFigure({ x: 0, y: 0, width: Math.max(width, wide), height: height + (note ? NOTE_H : 0) }, { title: note ? `${title} ${note}` : title, background: colours.surface });
  const add = (tag, attrs, content = null) => {
    const node = make(root.ownerDocument, tag, attrs, content);
    root.append(node);
    return node;
  };
  add('text', { x: 16, y: 26, 'font-size': 15, 'font-weight': 700, fill: colours.text, 'font-family': SANS }, title);
  if (note) add('text', { x: 16, y: 26 + NOTE_H, 'font-size': 12, fill: colours.muted, 'font-family': SANS }, note);
  return { root, add };
}

// ------------------------------------------------------------------ coins

const PER_LINE = 20;
export function coinRowFigure({ title, heads, numbers, values = [], marked = [] }, colours) {
  const count = heads.length;
  const lines = Math.max(1, Math.ceil(count / PER_LINE));
  const step = 42;
  const lineH = 84;
  const width = 32 + Math.min(count, PER_LINE) * step;
  const { root, add } = frame(Math.max(width, 260), 44 + lines * lineH, title, colours);
  const turned = new Set(marked);
  for (let i = 0; i < count; i++) {
    const x = 16 + (i % PER_LINE) * step + step / 2;
    const y = 44 + Math.floor(i / PER_LINE) * lineH;
    add('text', { x, y: y + 14, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 600, fill: colours.muted, 'font-family': MONO }, numbers[i]);
    add('circle', {
      cx: x, cy: y + 38, r: 16,
      fill: heads[i] ? colours.oddStrong : colours.surface2,
      stroke: turned.has(i) ? colours.accent : heads[i] ? colours.oddText : colours.border,
      'stroke-width': turned.has(i) ? 3 : 1.5,
    });
    add('text', { x, y: y + 43, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 700, fill: heads[i] ? colours.oddText : colours.muted, 'font-family': SANS }, heads[i] ? 'H' : 'T');
    if (heads[i] && values[i] != null) add('text', { x, y: y + 72, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 600, fill: colours.text, 'font-family': MONO }, values[i]);
  }
  return root;
}

// ------------------------------------------------------------------ sequence plot

// The canvas plot of sequence-plot.js, in SVG: dots when they fit, else
// one bar per pixel column (the min..max of its values). values[i] is
// SG(first + i); period.start is an n.
export function sequenceFigure({ title, values, period, first = 0 }, colours) {
  const width = 760;
  const height = 290;
  const pad = { left: 56, right: 16, top: 58, bottom: 34 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const { root, add } = frame(width, height, title, colours);
  const n = values.length;
  let max = 0;
  for (let i = 0; i < n; i++) if (values[i] > max) max = values[i];
  const top = Math.max(1, max);
  const xOf = (i) => pad.left + (n <= 1 ? 0 : (i / (n - 1)) * plotW);
  const yOf = (v) => pad.top + plotH - (v / top) * plotH;
  if (period && n > 1) {
    const s = Math.min(period.start - first, n - 1);
    if (s > 0) add('rect', { x: pad.left, y: pad.top, width: xOf(s) - pad.left, height: plotH, fill: colours.surface2 });
    const e = Math.min(period.start - first + period.length, n - 1);
    add('rect', { x: xOf(s), y: pad.top, width: Math.max(2, xOf(e) - xOf(s)), height: plotH, fill: colours.odd });
    add('line', { x1: xOf(s), y1: pad.top, x2: xOf(s), y2: pad.top + plotH, stroke: colours.oddStrong, 'stroke-dasharray': '4 3' });
    add('text', { x: Math.min(xOf(s) + 4, width - pad.right - 150), y: pad.top - 6, 'font-size': 11, fill: colours.muted, 'font-family': SANS },
      `period ${period.length} from ${period.start}${period.proven ? ' (proven)' : ' (observed)'}`);
  }
  add('path', { d: `M ${pad.left - 0.5} ${pad.top} V ${pad.top + plotH + 0.5} H ${pad.left + plotW}`, fill: 'none', stroke: colours.border });
  const label = (x, y, text, anchor) => add('text', { x, y, 'text-anchor': anchor, 'font-size': 11, fill: colours.muted, 'font-family': SANS }, text);
  label(pad.left - 6, yOf(top) + 4, String(max), 'end');
  label(pad.left - 6, yOf(0) + 4, '0', 'end');
  label(pad.left, pad.top + plotH + 20, `n = ${first}`, 'start');
  label(pad.left + plotW, pad.top + plotH + 20, `n = ${first + Math.max(0, n - 1)}`, 'end');
  add('text', { x: 14, y: pad.top + plotH / 2, 'font-size': 11, fill: colours.muted, 'font-family': SANS, transform: `rotate(-90 14 ${pad.top + plotH / 2})`, 'text-anchor': 'middle' }, 'SG(n)');
  const dots = make(root.ownerDocument, 'g', { fill: colours.accent });
  root.append(dots);
  if (n <= plotW / 3) {
    const r = n <= plotW / 8 ? 2.5 : 1.6;
    for (let i = 0; i < n; i++) dots.append(make(root.ownerDocument, 'circle', { cx: xOf(i).toFixed(2), cy: yOf(values[i]).toFixed(2), r }));
  } else {
    const columns = Math.floor(plotW);
    for (let x = 0; x < columns; x++) {
      const i0 = Math.floor((x / columns) * n);
      const i1 = Math.max(i0 + 1, Math.floor(((x + 1) / columns) * n));
      let lo = Infinity;
      let hi = -Infinity;
      for (let i = i0; i < i1 && i < n; i++) {
        if (values[i] < lo) lo = values[i];
        if (values[i] > hi) hi = values[i];
      }
      if (lo === Infinity) continue;
      const y0 = yOf(hi);
      const y1 = yOf(lo);
      dots.append(make(root.ownerDocument, 'rect', { x: pad.left + x, y: (y0 - 0.75).toFixed(2), width: 1, height: Math.max(1.5, y1 - y0 + 1.5).toFixed(2) }));
    }
  }
  return root;
}

// ------------------------------------------------------------------ a table of values

const TABLE_SIDE = 256; // rows and columns exported at most
const TEXT_SIDE = 48; // up to this, cells show their value

export function tableFigure({ title, rows, cols, value, rowName = 'a', colName = 'b' }, colours) {
  const r = Math.min(rows, TABLE_SIDE);
  const c = Math.min(cols, TABLE_SIDE);
  const withText = r <= TEXT_SIDE && c <= TEXT_SIDE;
  const cell = withText ? 26 : Math.max(2, Math.floor(720 / Math.max(r, c)));
  const left = withText ? 40 : 16;
  const note = r < rows || c < cols ? t('export.figure.part', { lastRow: r - 1, lastCol: c - 1, rows, cols }) : '';
  const topY = (withText ? 64 : 48) + (note ? NOTE_H : 0);
  const { root, add } = frame(Math.max(left + c * cell + 16, 300), topY + r * cell + 16 - (note ? NOTE_H : 0), title, colours, note);
  let max = 0;
  for (let a = 0; a < r; a++) for (let b = 0; b < c; b++) max = Math.max(max, value(a, b));
  const shade = (v) => (max ? 0.08 + (v / max) * 0.56 : 0.08);
  if (withText) {
    add('text', { x: left - 6, y: topY - 8, 'text-anchor': 'end', 'font-size': 10, fill: colours.muted, 'font-family': SANS }, `${rowName} \\ ${colName}`);
    for (let b = 0; b < c; b++) add('text', { x: left + b * cell + cell / 2, y: topY - 8, 'text-anchor': 'middle', 'font-size': 10, 'font-weight': 600, fill: colours.muted, 'font-family': MONO }, b);
    for (let a = 0; a < r; a++) add('text', { x: left - 6, y: topY + a * cell + cell / 2 + 4, 'text-anchor': 'end', 'font-size': 10, 'font-weight': 600, fill: colours.muted, 'font-family': MONO }, a);
  }
  const cells = make(root.ownerDocument, 'g', {});
  root.append(cells);
  for (let a = 0; a < r; a++) {
    for (let b = 0; b < c; b++) {
      const v = value(a, b);
      const x = left + b * cell;
      const y = topY + a * cell;
      cells.append(make(root.ownerDocument, 'rect', {
        x, y, width: cell, height: cell,
        fill: v === 0 ? (withText ? colours.loseSoft : colours.lose) : mix(colours.surface, colours.accent, shade(v)),
        stroke: withText ? colours.surface : null, 'stroke-width': withText ? 1 : null,
      }));
      if (withText) {
        cells.append(make(root.ownerDocument, 'text', {
          x: x + cell / 2, y: y + cell / 2 + 4, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': v === 0 ? 800 : 500,
          fill: v === 0 ? colours.lose : colours.text, 'font-family': MONO,
        }, v === 0 ? 'P' : v));
      }
    }
  }
  return root;
}

// ------------------------------------------------------------------ nim-sum in binary

export function binaryFigure({ title, rows, total, more = 0 }, colours) {
  const values = rows.map((row) => BigInt(row.value));
  const width = Math.max(1, ...[...values, BigInt(total)].map((v) => v.toString(2).length));
  const labelW = Math.min(280, 32 + Math.max(...rows.map((row) => String(row.label).length), 13) * 7.8);
  const bitW = width > 16 ? 16 : 26;
  const rowH = 26;
  const topY = 64;
  const valueX = labelW + width * bitW + 16;
  const all = [...rows.map((row, i) => ({ label: row.label, value: values[i] })), { label: t('export.figure.nimSum'), value: BigInt(total), total: true }];
  const { root, add } = frame(Math.max(valueX + 90, 320), topY + all.length * rowH + 24 + (more ? rowH : 0), title, colours);
  if (more) {
    add('text', { x: 16, y: topY + all.length * rowH + rowH / 2 + 10, 'font-size': 11, fill: colours.muted, 'font-family': SANS },
      t('export.figure.moreRows', { count: more }));
  }
  const odd = (k) => ((BigInt(total) >> BigInt(k)) & 1n) === 1n;
  // Odd columns (an odd number of 1s) are shaded, as on the page.
  for (let i = 0; i < width; i++) {
    const k = width - 1 - i;
    if (odd(k)) add('rect', { x: labelW + i * bitW, y: topY - 20, width: bitW, height: all.length * rowH + 22, fill: colours.odd });
    add('text', { x: labelW + i * bitW + bitW / 2, y: topY - 6, 'text-anchor': 'middle', 'font-size': width > 8 ? 9 : 10, 'font-weight': 600, fill: colours.muted, 'font-family': MONO }, width > 8 ? k : 2 ** k);
  }
  add('text', { x: valueX + 40, y: topY - 6, 'text-anchor': 'end', 'font-size': 10, 'font-weight': 600, fill: colours.muted, 'font-family': SANS }, t('export.figure.value'));
  all.forEach((row, j) => {
    const y = topY + j * rowH + rowH / 2 + 5;
    if (row.total) add('line', { x1: 12, x2: valueX + 48, y1: topY + j * rowH + 2, y2: topY + j * rowH + 2, stroke: colours.text, 'stroke-width': 1.5 });
    add('text', { x: 16, y, 'font-size': 12, 'font-weight': row.total ? 700 : 600, fill: colours.text, 'font-family': SANS }, String(row.label).slice(0, 34));
    const bits = row.value.toString(2).padStart(width, '0');
    for (let i = 0; i < width; i++) {
      add('text', {
        x: labelW + i * bitW + bitW / 2, y, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': bits[i] === '1' ? 700 : 400,
        fill: bits[i] === '1' ? (odd(width - 1 - i) ? colours.oddText : colours.text) : colours.muted, 'font-family': MONO,
      }, bits[i]);
    }
    add('text', { x: valueX + 40, y, 'text-anchor': 'end', 'font-size': 13, 'font-weight': row.total ? 700 : 500, fill: colours.text, 'font-family': MONO }, String(row.value));
  });
  return root;
}
