// The part of the Why card (web/kit/why-view.js) that fits the compound:
// the nim-sum for a disjunctive sum, the SJ (anti-SG) conditions for
// misère play, each component's suspense for Every-SG, its remoteness for
// conjunctive play, its outcome for selective play; a finished game says
// so, and a position too large to decide says what is known. Every number
// comes from the analysis' fields (analysis.misere, components[i].suspense,
// ...): nothing is read out of the engine's sentences.
import { el } from './dom.js';
import { binaryTable, nimSumRows, shorten } from './why-nim-sum.js';
import { theoremLink } from './theorem-link.js';

const OUTCOME_ALONE = { P: 'P', N: 'N', D: 'D' };
const winsOrLoses = (outcome) => (outcome === 'N' ? 'the player to move wins' : outcome === 'P' ? 'the player to move loses' : 'neither player can force a win');

function section(heading, ...content) {
  return el('div', { class: 'why-section' }, el('h3', { class: 'why-heading', text: heading }), ...content);
}

const conclusion = (text) => el('p', { class: 'why-conclusion', text });
const hint = (text) => el('p', { class: 'hint', text });

// A table of the components with the columns asked for; `mark(c, i)` flags
// the rows that decide.
function componentTable(analysis, columns, { caption, mark = () => false }) {
  return el('div', { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': `${caption} (scrolls sideways when wide)` },
    el('table', { class: 'why-options why-compound-table' },
      el('caption', { class: 'visually-hidden', text: caption }),
      el('thead', {}, el('tr', {},
        el('th', { scope: 'col', text: 'Component' }),
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
    return section('Nim-sum in binary',
      hint('No nim-sum here: some component has no Grundy value (a draw, or a loopy value), so the verdict rests on Smith’s theorem above.'));
  }
  const { table, total, oddColumns } = binaryTable(rows, { caption: 'Each value in binary, and their XOR (the nim-sum)' });
  const words = oddColumns.length
    ? `The ${oddColumns.map((k) => String(2n ** BigInt(k))).join(', ')} column${oddColumns.length === 1 ? ' has' : 's have'} an odd number of 1s (highlighted), so the nim-sum is ${total}.`
    : 'Every column has an even number of 1s, so the nim-sum is 0.';
  const verdict = total === 0n ? ' A nim-sum of 0 is a P position (Sprague–Grundy theorem): the player to move loses.'
    : ' A non-zero nim-sum is an N position (Sprague–Grundy theorem): the player to move wins.';
  return section('Nim-sum in binary',
    hint('Each value in binary; XOR adds every column without carrying.'),
    el('div', { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': 'Nim-sum table (scrolls sideways when wide)' }, table),
    conclusion(words + verdict));
}

// ---------------------------------------------------------------- misère

// Misère Nim and the SJ theorem: the nim-sum of the single games and how
// many are above 1 (analysis.misere) decide, in one of two cases.
function misereRuleSection(analysis) {
  const { nimSum, aboveOne } = analysis.misere;
  const rows = nimSumRows(analysis);
  const table = rows ? binaryTable(rows, { caption: 'Each single game’s value in binary, and their XOR (the nim-sum)' }).table : null;
  const zero = BigInt(nimSum) === 0n;
  const games = analysis.theorem === 'misere-nim' ? 'heaps' : 'single games';
  const caseText = aboveOne > 0
    ? `Some of the ${games} (${aboveOne}) ${aboveOne === 1 ? 'has' : 'have'} a value above 1, so misère play follows normal play: the player to move wins iff the nim-sum is not 0. The nim-sum is ${nimSum}, so ${winsOrLoses(analysis.outcome)}.`
    : `No ${games.slice(0, -1)} has a value above 1, so the rule turns around: the player to move wins iff the nim-sum is 0 (an even number of values 1). The nim-sum is ${nimSum}, so ${winsOrLoses(analysis.outcome)}.`;
  return section('The misère rule',
    hint(analysis.theorem === 'misere-nim'
      ? 'In misère play the player who cannot move wins. Misère Nim is decided by two facts: the nim-sum of the heaps, and whether some heap has 2 or more.'
      : 'In misère play the player who cannot move wins. Here each single game has value 0 only once it is over, so the SJ theorem applies: it is decided by the nim-sum of the single games and whether some has a value above 1.'),
    table ? el('div', { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': 'Nim-sum table (scrolls sideways when wide)' }, table) : null,
    el('dl', { class: 'why-facts' },
      el('div', {}, el('dt', { text: 'Nim-sum' }), el('dd', { text: String(nimSum) })),
      el('div', {}, el('dt', { text: `${games[0].toUpperCase()}${games.slice(1)} with a value above 1` }), el('dd', { text: String(aboveOne) }))),
    conclusion(caseText));
}

function misereSearchSection(analysis) {
  return section('Misère play',
    hint('In misère play the player who cannot move wins, and the nim-sum does not decide: games of equal value can behave differently. The conditions of misère Nim and of the SJ theorem do not hold here, so every position reachable was decided from its options.'),
    componentTable(analysis, [
      { title: 'Value (normal play)', num: true, cell: valueCell },
      { title: 'Alone, misère', cell: outcomeCell },
    ], { caption: 'Each component: its value in normal play and its outcome alone in misère play' }),
    conclusion(`Searching the whole sum: ${winsOrLoses(analysis.outcome)}.`));
}

// ---------------------------------------------------------------- compounds that move in several components

function everySection(analysis) {
  const measures = analysis.components.map((c) => c.suspense ?? 0);
  const greatest = Math.max(0, ...measures);
  const which = measures.map((s, i) => (s === greatest ? i + 1 : null)).filter(Boolean);
  return section('Suspense decides',
    hint('Each turn moves in every component that is not over, so the game lasts as long as its longest component. Suspense: how many moves a component lasts when its winner makes it last and its loser ends it quickly.'),
    componentTable(analysis, [
      { title: 'Alone', cell: outcomeCell },
      { title: 'Suspense', num: true, cell: (c) => lengthCell(c.suspense) },
    ], { caption: 'Each component: its outcome alone and its suspense', mark: (c) => (c.suspense ?? 0) === greatest }),
    conclusion(`The greatest suspense is ${greatest} (component ${which.join(', ')}). By the Every-SG theorem the player to move wins iff it is odd: ${greatest} is ${greatest % 2 ? 'odd' : 'even'}, so ${winsOrLoses(analysis.outcome)}.`));
}

function conjunctiveSection(analysis) {
  const measures = analysis.components.map((c) => c.remoteness ?? 0);
  const least = measures.length ? Math.min(...measures) : 0;
  const which = measures.map((r, i) => (r === least ? i + 1 : null)).filter(Boolean);
  return section('Remoteness decides',
    hint('Each turn moves in every component, and the game ends as soon as one component is over, so the shortest one decides. Remoteness: how many moves a component lasts when its winner hurries and its loser delays.'),
    componentTable(analysis, [
      { title: 'Alone', cell: outcomeCell },
      { title: 'Remoteness', num: true, cell: (c) => lengthCell(c.remoteness) },
    ], { caption: 'Each component: its outcome alone and its remoteness', mark: (c) => (c.remoteness ?? 0) === least }),
    conclusion(`The least remoteness is ${least} (component ${which.join(', ')}). The player to move wins iff it is odd: ${least} is ${least % 2 ? 'odd' : 'even'}, so ${winsOrLoses(analysis.outcome)}.`));
}

function selectiveSection(analysis) {
  const n = analysis.components.map((c, i) => (c.outcome === 'N' ? i + 1 : null)).filter(Boolean);
  return section('Every component must be P',
    hint('Each turn moves in any set of components (at least one). Only whether each component is P or N matters: the compound is P iff every component is.'),
    componentTable(analysis, [{ title: 'Alone', cell: outcomeCell }],
      { caption: 'Each component and its outcome alone', mark: (c) => c.outcome === 'N' }),
    conclusion(n.length
      ? `Component${n.length === 1 ? '' : 's'} ${n.join(', ')} ${n.length === 1 ? 'is' : 'are'} N, so the player to move wins: one turn moves every N component to a P position.`
      : 'Every component is P, so the player to move loses: whatever set of components they move in, the opponent moves those back to P positions.'));
}

function retrogradeSection(analysis) {
  return section('Solved position by position',
    hint('Some component can return to an earlier position, so neither suspense nor remoteness is defined and no value theorem applies. Every position of the compound game was labelled from the end of play backwards.'),
    componentTable(analysis, [
      { title: 'Alone', cell: outcomeCell },
      { title: 'Remoteness', num: true, cell: (c) => lengthCell(c.remoteness) },
    ], { caption: 'Each component: its outcome alone and its remoteness' }),
    conclusion(`Solving the compound game: ${winsOrLoses(analysis.outcome)}.`));
}

// ---------------------------------------------------------------- the section for the analysis

// The section that fits analysis.compound (null when none applies).
export function compoundSection(analysis) {
  if (analysis.theorem === 'retrograde') return retrogradeSection(analysis);
  switch (analysis.compound) {
    case 'misere': return analysis.misere ? misereRuleSection(analysis) : misereSearchSection(analysis);
    case 'every': return everySection(analysis);
    case 'conjunctive': return conjunctiveSection(analysis);
    case 'selective': return selectiveSection(analysis);
    default: return nimSumSection(analysis);
  }
}

// A game with no move left: who has won.
export function overSection(analysis) {
  const misere = analysis.compound === 'misere';
  const why = analysis.compound === 'conjunctive'
    ? 'A component is over, which ends a conjunctive game: no turn is possible.'
    : 'No move is possible.';
  const who = misere
    ? 'In misère play the player who cannot move wins: the opponent made the last move, so the player to move has won.'
    : 'The player who cannot move loses: the opponent made the last move and has won.';
  return section('The game is over', conclusion(`${why} ${who}`));
}

// A position too large to decide exactly (analysis.undecided, built by the
// page from the engine's SGError): the cap in words, and each component's
// value on its own.
export function undecidedSection(analysis) {
  const reason = analysis.undecided.reason ?? '';
  return section('What is known',
    conclusion(reason ? `${reason[0].toUpperCase()}${reason.slice(1)}.` : 'Too large to decide exactly.'),
    hint('Each component on its own, with its value in normal play and the theorem that gives it. In this compound the values alone do not decide the whole position.'),
    componentTable(analysis, [
      { title: 'Value alone', num: true, cell: valueCell },
      { title: 'By', cell: (c) => theoremLink(c.theorem) ?? '—' },
    ], { caption: 'Each component on its own: its value and the theorem that gives it' }));
}
