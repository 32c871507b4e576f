// "The theorem at work": the numbers the engine's theorem for a tutorial
// game works from (sg.working), laid out for the reader: the Tartan
// product table, Moore's binary columns, the Zeckendorf representation,
// Euclid's continued fraction, geography's matchings. Hidden while a
// student is asked for the verdict (teaching mode).
import { el, replaceChildren } from '../../kit/dom.js';
import { lang } from '../../i18n/i18n.js';

const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, k) => String(values[k]));
// Items of a list in a sentence, separated as the page's language does.
const list = (items) => items.join(lang() === 'zh' ? '、' : ', ');
const MAX_BITS_SHOWN = 64;
const MAX_TABLE = 32; // rows or columns of the Tartan table drawn

function tartan(w, analysis, text) {
  const shape = analysis.components[0].shape;
  const rows = Number(shape.rows);
  const cols = Number(shape.columns);
  const heads = shape.heads;
  const r = Math.min(rows, MAX_TABLE);
  const c = Math.min(cols, MAX_TABLE);
  const picked = [];
  const table = el('table', { class: 'tut-table tut-tartan' },
    el('caption', { text: text.tartanCaption }),
    el('thead', {}, el('tr', {}, el('th', { scope: 'col', text: '⊗' }),
      Array.from({ length: c }, (_, y) => el('th', { scope: 'col', title: fill(text.columnValue, { y: y + Number(shape.columnFirst) }), text: String(w.columnValues[y]) })))),
    el('tbody', {}, Array.from({ length: r }, (_, x) => el('tr', {},
      el('th', { scope: 'row', title: fill(text.rowValue, { x: x + Number(shape.rowFirst) }), text: String(w.rowValues[x]) }),
      Array.from({ length: c }, (_, y) => {
        const v = w.products[x * cols + y];
        const on = heads[x * cols + y] === 1;
        if (on) picked.push(v);
        return el('td', { class: on ? 'head' : null, text: String(v) });
      })))));
  const total = picked.reduce((s, v) => s ^ BigInt(v), 0n);
  return [
    el('p', { text: text.tartanLead }),
    el('div', { class: 'tut-table-scroll' }, table),
    rows > r || cols > c ? el('p', { class: 'hint', text: fill(text.tableCut, { most: MAX_TABLE }) }) : null,
    el('p', { class: 'tut-sum' }, picked.length ? `${picked.join(' ⊕ ')} = ${total}` : text.noHeads),
  ];
}

function moore(w, text) {
  const m = BigInt(w.modulus);
  const counts = w.bitCounts.slice(0, MAX_BITS_SHOWN);
  const bits = counts.map((_, b) => counts.length - 1 - b);
  const bad = bits.filter((b) => BigInt(counts[b]) % m !== 0n);
  return [
    el('p', { text: fill(text.mooreLead, { m: String(w.modulus) }) }),
    el('div', { class: 'tut-table-scroll' }, el('table', { class: 'tut-table tut-moore' },
      el('caption', { class: 'visually-hidden', text: text.mooreCaption }),
      el('thead', {}, el('tr', {}, el('th', { scope: 'row', text: text.bit }), bits.map((b) => el('th', { scope: 'col', text: `2^${b}` })))),
      el('tbody', {},
        el('tr', {}, el('th', { scope: 'row', text: text.heapsWithBit }), bits.map((b) => el('td', { text: String(counts[b]) }))),
        el('tr', {}, el('th', { scope: 'row', text: fill(text.remainder, { m: String(w.modulus) }) }),
          bits.map((b) => el('td', { class: BigInt(counts[b]) % m ? 'odd' : null, text: String(BigInt(counts[b]) % m) })))))),
    el('p', { class: 'tut-sum', text: bad.length ? fill(text.mooreN, { bits: list(bad.map((b) => `2^${b}`)) }) : text.mooreP }),
  ];
}

function zeckendorf(w, text) {
  if (BigInt(w.heap) === 0n) return [el('p', { text: text.emptyHeap })];
  const smallest = w.terms[w.terms.length - 1];
  const wins = BigInt(smallest) <= BigInt(w.limit);
  return [
    el('p', { text: text.zeckLead }),
    el('p', { class: 'tut-sum' }, `${w.heap} = `, w.terms.map((t, i) => [i ? ' + ' : '', el('span', { class: i === w.terms.length - 1 ? 'tut-term smallest' : 'tut-term', text: String(t) })])),
    el('p', { text: fill(wins ? text.zeckN : text.zeckP, { q: String(smallest), limit: String(w.limit) }) }),
    wins ? el('p', { text: fill(text.zeckTakes, { takes: list(w.takes.map(String)) }) }) : null,
  ];
}

function continuedFraction(w, text) {
  if (!w.levels.length) return [el('p', { text: text.euclidOver })];
  const quotients = w.levels.map((l) => String(l.quotient));
  return [
    el('p', { text: fill(text.euclidLead, { cf: `[${quotients[0]}${quotients.length > 1 ? `; ${quotients.slice(1).join(', ')}` : ''}]` }) }),
    el('div', { class: 'tut-table-scroll' }, el('table', { class: 'tut-table tut-euclid' },
      el('caption', { class: 'visually-hidden', text: text.euclidCaption }),
      el('thead', {}, el('tr', {}, [text.step, text.division, text.levelValue, text.because].map((h) => el('th', { scope: 'col', text: h })))),
      el('tbody', {}, w.levels.map((l, i) => {
        const below = i + 1 < w.levels.length ? w.levels[i + 1].value : null;
        const why = below === null ? fill(text.lastLevel, { q: String(l.quotient) })
          : BigInt(below) >= BigInt(l.quotient) ? fill(text.belowHigh, { h: String(below), q: String(l.quotient) })
            : fill(text.belowLow, { h: String(below), q: String(l.quotient) });
        return el('tr', {},
          el('td', { text: String(i + 1) }),
          el('td', {}, el('code', { text: `${l.larger} = ${l.quotient} × ${l.smaller} + ${l.remainder}` })),
          el('td', { class: 'num', text: String(l.value) }),
          el('td', { text: why }));
      })))),
  ];
}

function matching(w, analysis, text) {
  const shape = analysis.components[0].shape;
  const names = shape.nodes;
  const token = names[shape.token];
  const winning = Array.from(w.winning, (v) => names[v]);
  const covered = w.matched > w.matchedWithout;
  return [
    el('p', { text: text.matchingLead }),
    el('ul', { class: 'tut-facts' },
      el('li', { text: fill(text.matchedWith, { n: w.matched, size: w.componentSize }) }),
      el('li', { text: fill(text.matchedWithout, { n: w.matchedWithout, v: token }) })),
    el('p', { class: 'tut-sum', text: fill(covered ? text.coveredN : text.coveredP, { v: token }) }),
    winning.length ? el('p', { text: fill(text.winningVertices, { list: list(winning) }) }) : null,
  ];
}

export function createWorkingCard({ sg, text }) {
  const body = el('div', { class: 'tut-working-body' });
  const element = el('section', { class: 'card tut-working', 'aria-label': text.title },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: text.title })), body);

  function render(analysis) {
    const c = analysis?.components.length === 1 ? analysis.components[0] : null;
    let w = null;
    try {
      w = c ? sg.working(analysis.position, 0) : null;
    } catch {
      w = null; // a position the engine refuses here is shown without it
    }
    element.hidden = !w;
    if (!w) return replaceChildren(body);
    const parts = {
      tartan: () => tartan(w, analysis, text),
      moore: () => moore(w, text),
      zeckendorf: () => zeckendorf(w, text),
      'continued-fraction': () => continuedFraction(w, text),
      matching: () => matching(w, analysis, text),
    }[w.kind]?.() ?? [];
    return replaceChildren(body, parts);
  }

  return { element, render };
}
