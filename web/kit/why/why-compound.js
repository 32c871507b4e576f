// The part of the Why card (web/kit/why/why-view.js) that fits the compound:
// the nim-sum for a disjunctive sum, the SJ (anti-SG) conditions for
// misère play, each component's suspense for Every-SG, its remoteness for
// conjunctive play, its outcome for selective play; a finished game says
// so, and a position too large to decide says what is known. Every number
// comes from the analysis' fields (analysis.misere, components[i].suspense,
// ...): nothing is read out of the engine's sentences.
import { capitalize, pieces, t } from '../../i18n/i18n.js';
import { el } from '../dom.js';
import { binaryTable, nimSumRows, shorten } from './why-nim-sum.js';
import { theoremLink } from '../theorems/theorem-link.js';

const OUTCOME_ALONE = { P: 'P', N: 'N', D: 'D' };
// why.so.N / why.so.P / why.so.D: who wins, as the end of a sentence.
const winsOrLoses = (outcome) => t(`why.so.${['N', 'P'].includes(outcome) ? outcome : 'D'}`);
const listOf = (numbers) => numbers.join(t('kit.listSep'));

function section(heading, ...content) {
  return el('div', { class: 'why-section' }, el('h3', { class: 'why-heading', text: heading }), ...content);
}

const conclusion = (text) => el('p', { class: 'why-conclusion', text });
const hint = (text) => el('p', { class: 'hint', text });

// A table of the components with the columns asked for; `mark(c, i)` flags
// the rows that decide.
function componentTable(analysis, columns, { caption, mark = () => false }) {
  return el('div', { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': t('why.table.region', { caption }) },
    el('table', { class: 'why-options why-compound-table' },
      el('caption', { class: 'visually-hidden', text: caption }),
      el('thead', {}, el('tr', {},
        el('th', { scope: 'col', text: t('why.col.component') }),
        columns.map((col) => el('th', { scope: 'col', class: col.num ? 'num' : null, text: col.title })))),
      el('tbody', {}, analysis.components.map((c, i) => el('tr', { class: mark(c, i) && 'is-deciding' },
        el('th', { scope: 'row' }, el('span', { class: 'why-component', text: `${i + 1}. ` }), el('code', { title: c.position, text: shorten(c.position) })),
        columns.map((col) => el('td', { class: col.num ? 'num' : null }, col.cell(c, i))))))));
}

const outcomeCell = (c) => (c.outcome ? el('span', { class: ['outcome-tag', `outcome-${c.outcome}`] }, el('span', { class: 'outcome-letter', text: OUTCOME_ALONE[c.outcome] ?? c.outcome })) : '—');
const valueCell = (c) => c.value ?? (c.grundy === null || c.grundy === undefined ? '—' : String(c.grundy));
const lengthCell = (n) => (n === null || n === undefined ? '—' : String(n));

// ---------------------------------------------------------------- normal play

function nimSumSection(analysis) {
  const rows = nimSumRows(analysis);
  if (!rows) {
    return section(t('why.nimSum'), hint(t('why.nimSum.none')));
  }
  // One game whose value is not an XOR of parts (a Wythoff pair, a single
  // heap): there is no sum, and a one-row nim-sum would suggest one. Its
  // theorem gives the value, as the verdict says.
  if (rows.length === 1) return singleSection(analysis);
  const { table, total, oddColumns } = binaryTable(rows, { caption: t('why.nimSum.caption') });
  const words = oddColumns.length
    ? t('why.nimSum.odd', { columns: listOf(oddColumns.map((k) => String(2n ** BigInt(k)))), count: oddColumns.length, total: String(total) })
    : t('why.nimSum.even');
  const verdict = total === 0n ? t('why.nimSum.P') : t('why.nimSum.N');
  return section(t('why.nimSum'),
    hint(t('why.nimSum.hint')),
    el('div', { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': t('why.nimSum.region') }, table),
    conclusion(`${words}${t('kit.gap')}${verdict}`));
}

function singleSection(analysis) {
  const value = valueCell(analysis.components[0]);
  const so = winsOrLoses(analysis.outcome);
  const link = theoremLink(analysis.theorem);
  return section(t('why.single'),
    el('p', { class: 'why-conclusion' }, ...(link
      ? pieces(t, 'why.single.by', { theorem: link, value, so })
      : [t('why.single.plain', { value, so })])));
}

// ---------------------------------------------------------------- misère

// Misère Nim and the SJ theorem: the nim-sum of the single games and how
// many are above 1 (analysis.misere) decide, in one of two cases.
function misereRuleSection(analysis) {
  const { nimSum, aboveOne } = analysis.misere;
  const rows = nimSumRows(analysis);
  const table = rows ? binaryTable(rows, { caption: t('why.misere.caption') }).table : null;
  // Misère Nim speaks of heaps, the SJ theorem of single games.
  const games = analysis.theorem === 'misere-nim' ? 'heaps' : 'games';
  const caseText = t(aboveOne > 0 ? `why.misere.some.${games}` : `why.misere.none.${games}`, { count: aboveOne, nimSum: String(nimSum), so: winsOrLoses(analysis.outcome) });
  return section(t('why.misere'),
    hint(analysis.theorem === 'misere-nim' ? t('why.misere.hint.nim') : t('why.misere.hint.sj')),
    table ? el('div', { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': t('why.nimSum.region') }, table) : null,
    el('dl', { class: 'why-facts' },
      el('div', {}, el('dt', { text: t('why.misere.nimSum') }), el('dd', { text: String(nimSum) })),
      el('div', {}, el('dt', { text: t(`why.misere.aboveOne.${games}`) }), el('dd', { text: String(aboveOne) }))),
    conclusion(caseText));
}

// The engine's sentence on tameness (misère sums of heaps), when it gave one.
const tamenessNote = (analysis) => (analysis.tameness ? el('p', { class: 'engine-text', text: capitalize(analysis.tameness) }) : null);

function misereSearchSection(analysis) {
  return section(t('why.search'),
    hint(t('why.search.hint')),
    componentTable(analysis, [
      { title: t('why.col.valueNormal'), num: true, cell: valueCell },
      { title: t('why.col.aloneMisere'), cell: outcomeCell },
    ], { caption: t('why.search.caption') }),
    tamenessNote(analysis),
    conclusion(t('why.search.so', { so: winsOrLoses(analysis.outcome) })));
}

// Every heap tame: Conway's genus rule, misère Nim on the genera.
function misereGenusSection(analysis) {
  return section(t('why.genus'),
    hint(t('why.genus.hint')),
    tamenessNote(analysis),
    conclusion(t('why.genus.so', { so: winsOrLoses(analysis.outcome) })));
}

// A sum of heaps of one rule, read in its misère quotient (analysis.quotient).
function misereQuotientSection(analysis) {
  const q = analysis.quotient;
  return section(t('why.quotient'),
    hint(t('why.quotient.hint')),
    tamenessNote(analysis),
    conclusion(t(q.p ? 'why.quotient.P' : 'why.quotient.N', { name: q.name, order: q.order, heaps: q.heaps, so: winsOrLoses(analysis.outcome) })));
}

// ---------------------------------------------------------------- compounds that move in several components

function everySection(analysis) {
  const measures = analysis.components.map((c) => c.suspense ?? 0);
  const greatest = Math.max(0, ...measures);
  const which = measures.map((s, i) => (s === greatest ? i + 1 : null)).filter(Boolean);
  return section(t('why.every'),
    hint(t('why.every.hint')),
    componentTable(analysis, [
      { title: t('why.col.alone'), cell: outcomeCell },
      { title: t('why.col.suspense'), num: true, cell: (c) => lengthCell(c.suspense) },
    ], { caption: t('why.every.caption'), mark: (c) => (c.suspense ?? 0) === greatest }),
    conclusion(t(greatest % 2 ? 'why.every.odd' : 'why.every.even', { n: greatest, which: listOf(which), count: which.length, so: winsOrLoses(analysis.outcome) })));
}

function conjunctiveSection(analysis) {
  const measures = analysis.components.map((c) => c.remoteness ?? 0);
  const least = measures.length ? Math.min(...measures) : 0;
  const which = measures.map((r, i) => (r === least ? i + 1 : null)).filter(Boolean);
  return section(t('why.conjunctive'),
    hint(t('why.conjunctive.hint')),
    componentTable(analysis, [
      { title: t('why.col.alone'), cell: outcomeCell },
      { title: t('why.col.remoteness'), num: true, cell: (c) => lengthCell(c.remoteness) },
    ], { caption: t('why.conjunctive.caption'), mark: (c) => (c.remoteness ?? 0) === least }),
    conclusion(t(least % 2 ? 'why.conjunctive.odd' : 'why.conjunctive.even', { n: least, which: listOf(which), count: which.length, so: winsOrLoses(analysis.outcome) })));
}

function selectiveSection(analysis) {
  const n = analysis.components.map((c, i) => (c.outcome === 'N' ? i + 1 : null)).filter(Boolean);
  return section(t('why.selective'),
    hint(t('why.selective.hint')),
    componentTable(analysis, [{ title: t('why.col.alone'), cell: outcomeCell }],
      { caption: t('why.selective.caption'), mark: (c) => c.outcome === 'N' }),
    conclusion(n.length ? t('why.selective.N', { which: listOf(n), count: n.length }) : t('why.selective.P')));
}

function retrogradeSection(analysis) {
  return section(t('why.retrograde'),
    hint(t('why.retrograde.hint')),
    componentTable(analysis, [
      { title: t('why.col.alone'), cell: outcomeCell },
      { title: t('why.col.remoteness'), num: true, cell: (c) => lengthCell(c.remoteness) },
    ], { caption: t('why.conjunctive.caption') }),
    conclusion(t('why.retrograde.so', { so: winsOrLoses(analysis.outcome) })));
}

// ---------------------------------------------------------------- the section for the analysis

// The section that fits analysis.compound (null when none applies).
export function compoundSection(analysis) {
  if (analysis.theorem === 'retrograde') return retrogradeSection(analysis);
  switch (analysis.compound) {
    case 'misere':
      if (analysis.misere) return misereRuleSection(analysis);
      if (analysis.theorem === 'misere-genus') return misereGenusSection(analysis);
      return analysis.theorem === 'misere-quotient' ? misereQuotientSection(analysis) : misereSearchSection(analysis);
    case 'every': return everySection(analysis);
    case 'conjunctive': return conjunctiveSection(analysis);
    case 'selective': return selectiveSection(analysis);
    default: return nimSumSection(analysis);
  }
}

// A game with no move left: who has won.
export function overSection(analysis) {
  // why.over.normal, why.over.misere, why.over.conjunctive (and .misere)
  const key = `why.over.${analysis.compound === 'conjunctive' ? 'conjunctive.' : ''}${analysis.compound === 'misere' ? 'misere' : 'normal'}`;
  return section(t('why.over'), conclusion(t(key)));
}

// A position too large to decide exactly (analysis.undecided, built by the
// page from the engine's SGError): the cap in words, and each component's
// value on its own.
export function undecidedSection(analysis) {
  const reason = analysis.undecided.reason ?? '';
  return section(t('why.known'),
    conclusion(reason ? t('verdict.undecided.reason', { reason: `${reason[0].toUpperCase()}${reason.slice(1)}` }) : t('verdict.undecided.tooLarge')),
    hint(t('why.known.hint')),
    componentTable(analysis, [
      { title: t('why.col.valueAlone'), num: true, cell: valueCell },
      { title: t('why.col.by'), cell: (c) => theoremLink(c.theorem) ?? '—' },
    ], { caption: t('why.known.caption') }));
}
