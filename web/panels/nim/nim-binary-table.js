// The Nim panel's "nim-sum in binary" card body: one row per heap (or per
// non-Nim component), the XOR row, the columns with an odd number of 1s
// highlighted, and for normal play the size each winning heap goes to
// (Bouton's theorem: heap XOR nim-sum).
//
// Typing in a 1000-heap row changes one heap and the nim-sum: the table
// keeps its cells and only rewrites the classes and digits that changed;
// it is rebuilt only when its shape (width, rows) changes.
import { el, replaceChildren } from '../../kit/dom.js';
import { t } from '../../i18n/i18n.js';

const MAX_TABLE_ROWS = 64; // rows of the binary table
const FIGURE_ROWS = 256; // rows of its exported image

function normalConclusion(total, oddCount) {
  if (total === 0n) return t('nim.binary.evenAll');
  return t(oddCount === 1 ? 'nim.binary.oddOne' : 'nim.binary.oddMany', { count: oddCount, total });
}

function misereConclusion(model, total) {
  let big = false;
  let ones = 0;
  for (const c of model.components) {
    for (const h of c.heaps) {
      if (h >= 2n) big = true;
      else if (h === 1n) ones += 1;
    }
  }
  if (big) return t('nim.binary.misereBig', { total });
  return t('nim.binary.misereSmall', { count: ones });
}

const setClass = (node, cls) => { if (node.className !== cls) node.className = cls; };
const setText = (node, text) => { if (node.textContent !== text) node.textContent = text; };

export function createBinaryTable() {
  const element = el('div', { class: 'binary-body' });
  let kept = null; // { shape, headCells, bodyRows: [{ row, cells }], footCells, more, conclusion }

  let figure = null; // { rows, more, total } of the table shown, for the export
  function empty(text) {
    kept = null;
    figure = null;
    replaceChildren(element, el('p', { class: 'empty-note', text }));
  }

  function render(analysis, model) {
    if (!model) {
      empty(t('nim.binary.empty'));
      return;
    }
    const rows = [];
    const groups = model.components.length > 1;
    model.components.forEach((c, ci) => {
      if (groups) rows.push({ group: c.position, index: ci });
      if (c.nim) c.heaps.forEach((value, hi) => rows.push({ label: t('nim.heap.label', { n: hi + 1 }), value, component: ci, heap: hi }));
      else if (c.grundy !== null) rows.push({ label: c.position, value: BigInt(c.grundy), component: ci });
    });
    const valueRows = rows.filter((r) => !r.group);
    if (!valueRows.length) {
      empty(t('nim.binary.noHeaps'));
      return;
    }
    if (model.components.some((c) => !c.nim && c.grundy === null)) {
      empty(t('nim.binary.noValue'));
      return;
    }
    let total = 0n;
    for (const r of valueRows) total ^= r.value;
    // What the export draws (export-figures.js binaryFigure): the rows, at
    // most FIGURE_ROWS of them, and the nim-sum of all.
    figure = {
      rows: valueRows.slice(0, FIGURE_ROWS).map((r) => ({
        label: !groups ? r.label : r.heap === undefined ? t('nim.heap.component', { n: r.component + 1 })
          : t('nim.heap.componentHeap', { component: r.component + 1, n: r.heap + 1 }),
        value: r.value,
      })),
      more: Math.max(0, valueRows.length - FIGURE_ROWS),
      total,
    };
    // A loop, not Math.max(...rows): a sum of 10^6 heaps overflows the call stack.
    let width = Math.max(1, total.toString(2).length);
    for (const r of valueRows) width = Math.max(width, r.value.toString(2).length);
    const top = total === 0n ? -1 : total.toString(2).length - 1;
    const normal = model.compound === 'normal';
    const targets = normal && top >= 0;
    const bitsOf = (v) => v.toString(2).padStart(width, '0');
    const colClass = (k) => ['bit', (total >> BigInt(k)) & 1n ? 'odd' : null, k === top ? 'top' : null,
      k % 4 === 3 && k !== width - 1 ? 'nibble' : null].filter(Boolean).join(' ');
    const bitClass = (k, b) => `${colClass(k)} ${b === '1' ? 'one' : 'zero'}`;

    // The rows drawn (groups and the first MAX_TABLE_ROWS values), each as
    // the class and text of its cells after the label.
    const drawn = [];
    let shown = 0;
    let hidden = 0;
    for (const row of rows) {
      if (row.group) {
        if (shown < MAX_TABLE_ROWS) drawn.push(row);
        continue;
      }
      if (shown >= MAX_TABLE_ROWS) {
        hidden += 1;
        continue;
      }
      shown += 1;
      // In normal play a winning move is to reduce a heap with a 1 in the
      // leftmost odd column to value XOR nim-sum: every column turns even.
      const canWin = targets && ((row.value >> BigInt(top)) & 1n) === 1n;
      const cells = Array.from(bitsOf(row.value), (b, i) => [bitClass(width - 1 - i, b), b]);
      cells.push(['decimal', String(row.value)]);
      if (targets) cells.push(['target', canWin && row.heap !== undefined ? `→ ${row.value ^ total}` : '']);
      drawn.push({ label: row.label, rowClass: canWin ? 'can-win' : '', cells });
    }
    const footCells = Array.from(bitsOf(total), (b, i) => [bitClass(width - 1 - i, b), b]);
    footCells.push(['decimal', String(total)]);
    if (targets) footCells.push(['target', '']);
    let oddCount = 0;
    for (const b of bitsOf(total)) if (b === '1') oddCount += 1;
    const conclusion = model.compound === 'misere' ? misereConclusion(model, total) : normalConclusion(total, oddCount);
    const moreText = hidden ? t('nim.binary.more', { count: hidden }) : null;

    const shape = JSON.stringify([width, targets, drawn.map((r) => (r.group ? `g${r.group}` : r.label)), Boolean(moreText)]);
    if (kept && kept.shape === shape) {
      kept.headCells.forEach((th, i) => setClass(th, colClass(width - 1 - i)));
      drawn.forEach((r, i) => {
        if (r.group) return;
        const { row, cells } = kept.bodyRows[i];
        setClass(row, r.rowClass);
        r.cells.forEach(([cls, text], j) => { setClass(cells[j], cls); setText(cells[j], text); });
      });
      footCells.forEach(([cls, text], j) => { setClass(kept.footCells[j], cls); setText(kept.footCells[j], text); });
      if (moreText) setText(kept.more, moreText);
      setText(kept.conclusion, conclusion);
      return;
    }

    const cellsOf = (list) => list.map(([cls, text]) => el('td', { class: cls, text }));
    const headCells = Array.from({ length: width }, (_, i) => {
      const k = width - 1 - i;
      const label = width <= 8 ? el('span', { text: String(2 ** k) }) : el('span', {}, '2', el('sup', { text: String(k) }));
      return el('th', { scope: 'col', class: colClass(k), title: t('nim.binary.column', { value: 2n ** BigInt(k) }) }, label);
    });
    const head = el('tr', {},
      el('th', { scope: 'col', class: 'row-label' }, el('span', { class: 'visually-hidden', text: t('nim.binary.heapHead') })),
      headCells,
      el('th', { scope: 'col', class: 'decimal', text: t('nim.binary.valueHead') }),
      targets ? el('th', { scope: 'col', class: 'target' }, t('nim.binary.moveHead'), el('span', { class: 'wide-only', text: t('nim.binary.moveHeadWide') })) : null,
      el('td', { class: 'fill' }));
    const body = el('tbody');
    const bodyRows = drawn.map((r) => {
      if (r.group) {
        body.append(el('tr', { class: 'group-row' }, el('th', { scope: 'rowgroup', colspan: String(width + 4), text: r.group })));
        return null;
      }
      const cells = cellsOf(r.cells);
      const row = el('tr', { class: r.rowClass || null }, el('th', { scope: 'row', class: 'row-label', text: r.label }), cells, el('td', { class: 'fill' }));
      body.append(row);
      return { row, cells };
    });
    const more = moreText ? el('td', { colspan: String(width + 4), text: moreText }) : null;
    if (more) body.append(el('tr', { class: 'more-row' }, more));
    const foot = cellsOf(footCells);
    const table = el('table', { class: ['binary-table', width > 12 && 'compact'] },
      el('caption', { class: 'visually-hidden', text: t('nim.binary.caption') }),
      el('thead', {}, head), body,
      el('tfoot', {}, el('tr', { class: 'xor-row' }, el('th', { scope: 'row', class: 'row-label', text: t('nim.binary.nimSum') }), foot, el('td', { class: 'fill' }))));
    const conclusionLine = el('p', { class: 'conclusion', text: conclusion });
    replaceChildren(element,
      el('p', { class: 'hint', text: t('nim.binary.hint') }),
      el('div', { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': t('nim.binary.region') }, table),
      conclusionLine);
    kept = { shape, headCells, bodyRows, footCells: foot, more, conclusion: conclusionLine };
  }

  return { element, render, figure: () => figure };
}
