// The nim-sum table of the Why card (web/kit/why/why-view.js): each value in
// binary, one row per part (a heap, a head, a branch, a token) or per
// component, and their XOR with its odd columns marked.
import { capitalize, t } from '../../i18n/i18n.js';
import { el } from '../dom.js';

const MAX_BINARY_ROWS = 48;
const MAX_PARTS = 4096; // a component with more parts is one row of the table
const SHORT = 42; // longer notation is shortened in table cells

export const shorten = (text) => (text == null ? '' : text.length > SHORT ? `${text.slice(0, SHORT - 1)}…` : text);

export const xorAll = (values) => values.reduce((x, v) => x ^ v, 0n);

// The rows of the nim-sum table: the parts of a component (its heaps,
// heads, branches, tokens) when their XOR is the component's value, else
// the component itself. null when some value is not a nimber.
export function nimSumRows(analysis) {
  if (analysis.components.some((c) => c.grundy === null)) return null;
  const several = analysis.components.length > 1;
  const rows = [];
  analysis.components.forEach((c, ci) => {
    const value = BigInt(c.grundy);
    // Typed parts (long positions, analyze({ typed: true })) are not listed.
    const list = Array.isArray(c.parts) && c.parts.length <= MAX_PARTS ? c.parts : [];
    const parts = list.length > 1 && list.every((p) => p.grundy !== null) ? list.map((p) => BigInt(p.grundy)) : null;
    if (parts && xorAll(parts) === value) {
      if (several) rows.push({ group: t('why.nimSum.group', { n: ci + 1, position: shorten(c.position) }) });
      c.parts.forEach((p, i) => rows.push({ label: capitalize(p.label), value: parts[i] }));
    } else {
      rows.push({ label: several ? t('verdict.component', { n: ci + 1 }) : t('verdict.value'), note: shorten(c.position), value });
    }
  });
  return rows;
}

export function binaryTable(rows, { caption }) {
  const values = rows.filter((r) => !r.group);
  const total = xorAll(values.map((r) => r.value));
  const width = values.reduce((w, r) => Math.max(w, r.value.toString(2).length), 1);
  const odd = (k) => ((total >> BigInt(k)) & 1n) === 1n;
  const bitCells = (v, tag) => Array.from(v.toString(2).padStart(width, '0'), (b, i) => {
    const k = width - 1 - i;
    return el(tag, { class: ['bit', odd(k) && 'odd', b === '1' ? 'one' : 'zero', k % 4 === 3 && k !== width - 1 && 'nibble'], text: b });
  });
  const head = el('tr', {},
    el('th', { scope: 'col', class: 'row-label' }, el('span', { class: 'visually-hidden', text: t('why.nimSum.part') })),
    Array.from({ length: width }, (_, i) => {
      const k = width - 1 - i;
      return el('th', { scope: 'col', class: ['bit', odd(k) && 'odd', k % 4 === 3 && k !== width - 1 && 'nibble'] },
        width <= 8 ? String(2 ** k) : el('span', {}, '2', el('sup', { text: String(k) })),
        odd(k) ? el('span', { class: 'visually-hidden', text: t('why.nimSum.oddColumn') }) : null);
    }),
    el('th', { scope: 'col', class: 'decimal', text: t('why.col.value') }),
    el('td', { class: 'fill' }));
  const body = el('tbody');
  let shown = 0;
  for (const row of rows) {
    if (shown >= MAX_BINARY_ROWS) break;
    if (row.group) {
      body.append(el('tr', { class: 'group-row' }, el('th', { scope: 'rowgroup', colspan: String(width + 3), text: row.group })));
      continue;
    }
    shown += 1;
    body.append(el('tr', {},
      el('th', { scope: 'row', class: 'row-label' }, row.label, row.note ? el('code', { class: 'why-row-note', text: ` ${row.note}` }) : null),
      bitCells(row.value, 'td'),
      el('td', { class: 'decimal', text: String(row.value) }),
      el('td', { class: 'fill' })));
  }
  if (values.length > shown) {
    body.append(el('tr', { class: 'more-row' }, el('td', { colspan: String(width + 3), text: t('export.figure.moreRows', { count: values.length - shown }) })));
  }
  const foot = el('tfoot', {}, el('tr', { class: 'xor-row' },
    el('th', { scope: 'row', class: 'row-label', text: t('export.figure.nimSum') }),
    bitCells(total, 'td'),
    el('td', { class: 'decimal', text: String(total) }),
    el('td', { class: 'fill' })));
  const table = el('table', { class: ['binary-table', 'why-binary', width > 12 && 'compact'] },
    el('caption', { class: 'visually-hidden', text: caption }), el('thead', {}, head), body, foot);
  const oddColumns = Array.from({ length: width }, (_, i) => width - 1 - i).filter(odd);
  return { table, total, oddColumns };
}
