// The misère quotient's two tables, drawn from sg.misereQuotient's data:
// the multiplication table with the P-portion marked (a full grid up to
// FULL_TABLE elements; beyond that a product look-up, since a grid of
// thousands of rows helps nobody) and each heap's image with |Q_h|.
// Element names are notation (translate="no"); every word is the catalogue's.
import { el } from '../../kit/dom.js';
import { formatNumber, t } from '../../i18n/i18n.js';

export const FULL_TABLE = 48;

// An element's name as notation, marked P (for screen readers too) when it
// is in the P-portion.
export function elementName(q, e, { mark = true } = {}) {
  const p = q.p[e] === 1;
  return el('span', { class: ['mq-name', mark && p && 'is-p'], translate: 'no' }, q.names[e],
    mark && p ? el('span', { class: 'visually-hidden', text: t('heaps.mq.pMark') }) : null);
}

// The product of elements, a·b.
export const times = (q, a, b) => q.table[a * q.order + b];

// The table as CSV: a header row of names, then one row per element.
export function tableCSV(q) {
  const quote = (s) => `"${s.replace(/"/g, '""')}"`;
  const lines = [['', ...q.names].map(quote).join(',')];
  for (let a = 0; a < q.order; a++) {
    const row = [q.names[a]];
    for (let b = 0; b < q.order; b++) row.push(q.names[times(q, a, b)]);
    lines.push(row.map(quote).join(','));
  }
  return `${lines.join('\n')}\n`;
}

// The multiplication table, or for a large quotient the look-up of one product.
export function productTable(q) {
  if (q.order > FULL_TABLE) return productLookup(q);
  const head = el('tr', {}, el('th', { scope: 'col', class: 'mq-corner', text: '·' }),
    Array.from({ length: q.order }, (_, b) => el('th', { scope: 'col', class: q.p[b] ? 'is-p' : null }, elementName(q, b, { mark: false }))));
  const rows = Array.from({ length: q.order }, (_, a) => el('tr', {},
    el('th', { scope: 'row', class: q.p[a] ? 'is-p' : null }, elementName(q, a, { mark: false })),
    Array.from({ length: q.order }, (_, b) => {
      const c = times(q, a, b);
      return el('td', { class: q.p[c] ? 'is-p' : null }, elementName(q, c));
    })));
  return el('div', { class: 'table-scroll mq-table-wrap', tabindex: '0', role: 'region', 'aria-label': t('heaps.mq.tableRegion') },
    el('table', { class: 'mq-table' },
      el('caption', { class: 'visually-hidden', text: t('heaps.mq.caption', { rule: q.rule }) }),
      el('thead', {}, head), el('tbody', {}, rows)));
}

// Two menus of elements and their product.
function productLookup(q) {
  const menu = (label) => el('label', { class: 'heap-field' }, el('span', { class: 'heap-field-label', text: label }),
    el('select', { class: 'heap-select mq-pick', translate: 'no' }, q.names.map((name, e) => el('option', { value: String(e), text: name }))));
  const left = menu(t('heaps.mq.left'));
  const right = menu(t('heaps.mq.right'));
  const out = el('p', { class: 'mq-product', role: 'status' });
  const show = () => {
    const a = Number(left.querySelector('select').value);
    const b = Number(right.querySelector('select').value);
    const c = times(q, a, b);
    out.replaceChildren(elementName(q, a, { mark: false }), ' · ', elementName(q, b, { mark: false }), ' = ', elementName(q, c),
      ' ', el('span', { class: ['mq-badge', q.p[c] ? 'is-p' : 'is-n'], text: t(q.p[c] ? 'heaps.mq.inP' : 'heaps.mq.notInP') }));
  };
  left.addEventListener('change', show);
  right.addEventListener('change', show);
  show();
  return el('div', { class: 'mq-lookup' },
    el('p', { class: 'hint', text: t('heaps.mq.tooMany', { order: formatNumber(q.order), max: FULL_TABLE }) }),
    el('div', { class: 'mq-lookup-row' }, left, right), out);
}

// Heap h, its element, whether that is P, the generator it is, and |Q_h|.
export function heapImagesTable(q) {
  const generatorOf = new Map(q.generators.map((g) => [g.heap, g.name]));
  const rows = Array.from(q.heapImages, (e, h) => el('tr', { class: [q.p[e] && 'is-p', h === q.stableSince && 'is-stable'] },
    el('th', { scope: 'row', class: 'num', text: String(h) }),
    el('td', {}, elementName(q, e, { mark: false })),
    el('td', { class: 'mq-p-cell', text: t(q.p[e] ? 'heaps.mq.yesP' : 'heaps.mq.noP') }),
    el('td', {}, generatorOf.has(h) ? el('span', { class: 'mq-name mq-gen', translate: 'no', text: generatorOf.get(h) }) : null),
    el('td', { class: 'num', text: String(q.orders[h]) })));
  return el('div', { class: 'table-scroll seq-options-wrap', tabindex: '0', role: 'region', 'aria-label': t('heaps.mq.imagesRegion') },
    el('table', { class: 'seq-options mq-images' },
      el('caption', { class: 'visually-hidden', text: t('heaps.mq.imagesCaption', { rule: q.rule }) }),
      el('thead', {}, el('tr', {},
        el('th', { scope: 'col', class: 'num', text: t('heaps.mq.heap') }),
        el('th', { scope: 'col', text: t('heaps.mq.element') }),
        el('th', { scope: 'col', text: t('heaps.mq.pPortion') }),
        el('th', { scope: 'col', text: t('heaps.mq.role') }),
        el('th', { scope: 'col', class: 'num mq-qh', text: t('heaps.mq.orderSoFar') }))),
      el('tbody', {}, rows)));
}
