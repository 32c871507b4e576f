// The "why" view every panel shows under its verdict: which theorem or
// closed form decided the position (by name), the nim-sum of the values as
// binary columns, every option with its value and the mex of those values,
// and why a winning move wins. All facts come from the engine (sg.analyze,
// sg.explain); this file only arranges them. In teaching mode the card
// first asks the student for P or N (web/kit/teaching-mode.js).
//
//   const why = createWhyCard({ sg, setPosition: (text) => ... });
//   main.append(why.element);
//   side.prepend(why.quiz);  // the teaching-mode question, near the verdict
//   why.render(analysis);    // after every analysis (null when invalid)
import { SGError } from '../api/sg.js';
import { el, icon, replaceChildren, uid } from './dom.js';
import { createQuiz, isTeaching, onTeachingChange } from './teaching-mode.js';
import { afterFrame } from './after-frame.js';
import { isPrinting, onPrint } from './print.js';

const MAX_OPTIONS = 500; // options fetched from the engine
const OPTIONS_SHOWN = 10; // rows before "Show all"
const MAX_BINARY_ROWS = 48;
const MAX_PARTS = 4096; // a component with more parts is one row of the table
const MAX_MEX_CHIPS = 40;
const SHORT = 42; // longer notation is shortened in table cells
const LONG_POSITION = 20000; // longer positions are not explained on the page thread

const capitalize = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);
// A move listed without its position (analyze's includeTo: false) has to: null.
const shorten = (text) => (text == null ? '' : text.length > SHORT ? `${text.slice(0, SHORT - 1)}…` : text);
const OUTCOME_WORDS = { P: 'P position', N: 'N position', D: 'draw' };

function attempt(fn) {
  try {
    return fn();
  } catch (e) {
    if (e instanceof SGError) return null;
    throw e;
  }
}

// "Bouton's theorem: SG of Nim is ..." -> name "Bouton's theorem", the
// rest, and the separator between them.
export function splitTheorem(text) {
  if (!text) return { name: '', rest: '', sep: ':' };
  const i = text.indexOf(': ');
  if (i >= 0 && i <= 90) return { name: text.slice(0, i), rest: text.slice(i + 2), sep: ':' };
  // No "name: statement" form: the first clause names the method.
  const j = text.search(/[,;] /);
  return j < 0 ? { name: text, rest: '', sep: ':' } : { name: text.slice(0, j), rest: text.slice(j + 2), sep: text[j] };
}

const xorAll = (values) => values.reduce((x, v) => x ^ v, 0n);

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
      if (several) rows.push({ group: `Component ${ci + 1}: ${shorten(c.position)}` });
      c.parts.forEach((p, i) => rows.push({ label: capitalize(p.label), value: parts[i] }));
    } else {
      rows.push({ label: several ? `Component ${ci + 1}` : 'Value', note: shorten(c.position), value });
    }
  });
  return rows;
}

function binaryTable(rows, { caption }) {
  const values = rows.filter((r) => !r.group);
  const total = xorAll(values.map((r) => r.value));
  const width = values.reduce((w, r) => Math.max(w, r.value.toString(2).length), 1);
  const odd = (k) => ((total >> BigInt(k)) & 1n) === 1n;
  const bitCells = (v, tag) => Array.from(v.toString(2).padStart(width, '0'), (b, i) => {
    const k = width - 1 - i;
    return el(tag, { class: ['bit', odd(k) && 'odd', b === '1' ? 'one' : 'zero', k % 4 === 3 && k !== width - 1 && 'nibble'], text: b });
  });
  const head = el('tr', {},
    el('th', { scope: 'col', class: 'row-label' }, el('span', { class: 'visually-hidden', text: 'Part' })),
    Array.from({ length: width }, (_, i) => {
      const k = width - 1 - i;
      return el('th', { scope: 'col', class: ['bit', odd(k) && 'odd', k % 4 === 3 && k !== width - 1 && 'nibble'] },
        width <= 8 ? String(2 ** k) : el('span', {}, '2', el('sup', { text: String(k) })),
        odd(k) ? el('span', { class: 'visually-hidden', text: ' (odd column)' }) : null);
    }),
    el('th', { scope: 'col', class: 'decimal', text: 'Value' }),
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
    body.append(el('tr', { class: 'more-row' }, el('td', { colspan: String(width + 3), text: `… and ${values.length - shown} more (all of them count in the nim-sum)` })));
  }
  const foot = el('tfoot', {}, el('tr', { class: 'xor-row' },
    el('th', { scope: 'row', class: 'row-label', text: 'Nim-sum (XOR)' }),
    bitCells(total, 'td'),
    el('td', { class: 'decimal', text: String(total) }),
    el('td', { class: 'fill' })));
  const table = el('table', { class: ['binary-table', 'why-binary', width > 12 && 'compact'] },
    el('caption', { class: 'visually-hidden', text: caption }), el('thead', {}, head), body, foot);
  const oddColumns = Array.from({ length: width }, (_, i) => width - 1 - i).filter(odd);
  return { table, total, oddColumns };
}

// ---------------------------------------------------------------- the card

export function createWhyCard({ sg, setPosition = null, binary = true, title = 'Why: the reasoning' }) {
  const ids = { title: uid('why-title'), options: uid('why-options') };
  const quiz = createQuiz({ sg, setPosition, onReveal: () => reveal() });
  const body = el('div', { class: 'why-body' });
  const element = el('section', { class: 'card why-card', 'aria-labelledby': ids.title },
    el('div', { class: 'card-head' }, el('h2', { id: ids.title, class: 'card-title', text: title })),
    body);

  let analysis = null;
  let explained = null; // sg.explain of the analysis' position
  let selected = 0; // index into analysis.winningMoves
  let showAll = false;
  let rendered = null; // the position the body shows

  // While the student is asked, the panel hides whatever gives the answer
  // away (web/kit/why.css, .teach-asking).
  function markPanel() {
    const asking = isTeaching() && analysis !== null && !quiz.revealed();
    element.closest('.panel')?.classList.toggle('teach-asking', asking);
    body.hidden = asking;
    return asking;
  }

  function reveal() {
    if (!markPanel()) renderBody();
  }

  onTeachingChange(() => {
    quiz.ask(analysis);
    reveal();
  });

  // A print writes the body out whole, every option listed, wherever the
  // card is; it goes back to the shorter list after (web/kit/print.js).
  onPrint(() => { if (!markPanel()) renderBody(); });

  function render(next) {
    if (next && (!analysis || next.position !== analysis.position)) {
      selected = 0;
      showAll = false;
    }
    analysis = next;
    quiz.ask(analysis);
    if (markPanel()) return;
    requestBody();
  }

  // The body (an explain() call, a second analysis, a table) is built
  // lazily: after the verdict has been painted, and only once the card is
  // near the viewport. Keystrokes in between coalesce into one build.
  let dirty = false;
  let near = typeof IntersectionObserver !== 'function';
  const later = afterFrame(() => {
    if (!dirty || markPanel()) return;
    if (!near) return holdBody();
    dirty = false;
    renderBody();
  });
  function requestBody() {
    dirty = true;
    if (near) later.schedule();
    else holdBody();
  }
  // Out of view the body waits, but it must not go on explaining a
  // position that is no longer the one analysed (a full-page screenshot
  // or a screen reader's virtual cursor reaches it without scrolling).
  function holdBody() {
    if (rendered === null || rendered === analysis?.position) return;
    rendered = null;
    replaceChildren(body, el('p', { class: 'empty-note', text: 'The reasoning for this position is written when this card comes into view.' }));
  }
  if (!near) {
    new IntersectionObserver((entries) => {
      near = entries.some((e) => e.isIntersecting);
      if (dirty) requestBody();
    }, { rootMargin: '600px 0px' }).observe(element);
  }

  function renderBody() {
    dirty = false;
    if (!analysis) {
      rendered = null;
      replaceChildren(body, el('p', { class: 'empty-note', text: 'The reasoning appears here once the position is valid.' }));
      return;
    }
    if (rendered !== analysis.position) {
      explained = analysis.position.length > LONG_POSITION ? null
        : attempt(() => sg.explain(analysis.position, { maxOptions: MAX_OPTIONS }));
    }
    rendered = analysis.position;
    replaceChildren(body,
      theoremSection(),
      binary ? binarySection() : null,
      optionsSection(),
      winSection());
  }

  function section(heading, ...content) {
    return el('div', { class: 'why-section' }, el('h3', { class: 'why-heading', text: heading }), ...content);
  }

  // ------------------------------------------------------------ theorem
  function theoremSection() {
    const { name, rest, sep } = splitTheorem(analysis.decidedBy);
    const theories = [...new Set(analysis.components.map((c) => c.theory).filter(Boolean))];
    const perComponent = analysis.components.length > 1 && theories.length > 0;
    return section('Decided by',
      el('p', { class: 'why-theorem' }, el('strong', { class: 'why-theorem-name', text: capitalize(name) }), rest ? `${sep} ${rest}` : ''),
      perComponent ? el('ul', { class: 'why-theories' }, analysis.components.map((c, i) => {
        const t = splitTheorem(c.theory);
        return el('li', {}, el('span', { class: 'why-component', text: `Component ${i + 1} ` }), el('code', { text: shorten(c.position) }),
          ': ', el('strong', { text: capitalize(t.name) }), t.rest ? `${t.sep} ${t.rest}` : '');
      })) : null);
  }

  // ------------------------------------------------------------ nim-sum
  function binarySection() {
    const rows = nimSumRows(analysis);
    if (!rows) {
      return section('Nim-sum in binary',
        el('p', { class: 'hint', text: 'No nim-sum here: some component has no Grundy value (a draw, or a loopy value), so the verdict rests on the theorem above.' }));
    }
    const { table, total, oddColumns } = binaryTable(rows, { caption: 'Each value in binary, and their XOR (the nim-sum)' });
    const normal = analysis.grundy !== null;
    const words = oddColumns.length
      ? `The ${oddColumns.map((k) => String(2n ** BigInt(k))).join(', ')} column${oddColumns.length === 1 ? ' has' : 's have'} an odd number of 1s (highlighted), so the nim-sum is ${total}.`
      : 'Every column has an even number of 1s, so the nim-sum is 0.';
    const verdict = !normal
      ? ` In ${analysis.compound === 'misere' ? 'misère' : 'this compound'} play the nim-sum alone does not decide; see the theorem above.`
      : total === 0n ? ' A nim-sum of 0 is a P position (Sprague–Grundy theorem): the player to move loses.'
        : ' A non-zero nim-sum is an N position (Sprague–Grundy theorem): the player to move wins.';
    return section('Nim-sum in binary',
      el('p', { class: 'hint', text: 'Each value in binary; XOR adds every column without carrying.' }),
      el('div', { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': 'Nim-sum table (scrolls sideways when wide)' }, table),
      el('p', { class: 'why-conclusion', text: words + verdict }));
  }

  // ------------------------------------------------------------ options and mex
  function optionsSection() {
    if (!explained) return section('Options', el('p', { class: 'hint', text: 'The options of this position are not listed here (the position is too long to list them on the page).' }));
    const options = explained.options;
    if (!options.length) {
      return section('Options and the mex',
        el('p', { class: 'why-conclusion', text: analysis.compound === 'misere'
          ? 'No move is possible: in misère play the player to move, who cannot move, wins.'
          : 'No move is possible, so the set of option values is empty and SG = mex{} = 0: the player to move loses.' }));
    }
    const list = showAll || isPrinting() ? options : options.slice(0, OPTIONS_SHOWN);
    const winIndex = new Map(analysis.winningMoves.map((m, i) => [`${m.component}\u0000${m.to}`, i]));
    const table = el('table', { class: 'why-options', id: ids.options },
      el('caption', { class: 'visually-hidden', text: 'Every option: the move and the position it leaves, its value and its outcome' }),
      el('thead', {}, el('tr', {},
        el('th', { scope: 'col', text: 'Move and position left' }),
        el('th', { scope: 'col', class: 'num', text: 'Value' }),
        el('th', { scope: 'col', text: 'Outcome' }))),
      el('tbody', {}, list.map((o) => {
        const w = o.winning ? winIndex.get(`${o.component}\u0000${o.to}`) : undefined;
        return el('tr', { class: o.winning && 'is-winning' },
          el('th', { scope: 'row', class: 'why-move' },
            el('span', { class: 'why-move-name', text: capitalize(o.move) }),
            el('span', { class: 'why-move-to' }, el('span', { class: 'visually-hidden', text: 'leaves ' }),
              el('span', { 'aria-hidden': 'true', text: '→ ' }), el('code', { title: o.to, text: shorten(o.to) })),
            w !== undefined ? el('button', {
              type: 'button', class: 'btn btn-small why-explain-move',
              'aria-label': `Why it wins: ${o.move}`,
              on: { click: () => selectWin(w) },
            }, 'Why it wins') : null),
          el('td', { class: 'num', text: o.value ?? '—' }),
          el('td', {}, el('span', { class: ['outcome-tag', `outcome-${o.outcome}`] },
            el('span', { class: 'outcome-letter', text: o.outcome }),
            o.winning ? el('span', { class: 'outcome-win', text: '✓ wins' }) : null)));
      })));
    const more = options.length > OPTIONS_SHOWN ? el('button', {
      type: 'button', class: 'btn btn-small why-show-all', 'aria-expanded': showAll ? 'true' : 'false', 'aria-controls': ids.options,
      on: { click: () => { showAll = !showAll; renderBody(); body.querySelector('.why-show-all')?.focus(); } },
    }, showAll ? 'Show fewer options' : `Show all ${options.length}${explained.complete ? '' : '+'} options`) : null;
    return section('Options and the mex',
      el('p', { class: 'hint', text: analysis.components.length > 1
        ? 'Every move, in any component, with the value of the whole position it leaves.'
        : 'Every move with the value of the position it leaves.' }),
      el('div', { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': 'Options (scrolls when wide)' }, table),
      more,
      explained.complete ? null : el('p', { class: 'hint', text: capitalize(explained.note) || 'Only the first options are listed.' }),
      mexPart(options));
  }

  function mexPart(options) {
    const mex = explained.mex;
    if (mex === null || mex === undefined) {
      // A value without a nimber is Smith's loopy value (∞ and the nimbers reachable).
      const loopyValue = (x) => x.value !== null && x.value !== undefined && x.grundy === null;
      const loopy = loopyValue(analysis) || options.some(loopyValue);
      const why = !explained.complete ? 'The mex needs every option, and not all are listed.'
        : loopy ? 'No mex here: the game graph has cycles, so Smith’s generalized values (∞ with the nimbers reachable) replace it.'
          : 'No mex here: values in this kind of play are not nimbers, so the theorem above decides instead.';
      return el('p', { class: 'hint why-mex-note', text: why });
    }
    const reached = new Set(options.filter((o) => o.grundy !== null).map((o) => Number(o.grundy)));
    const m = Number(mex);
    const chips = [];
    for (let v = 0; v <= Math.min(m, MAX_MEX_CHIPS); v++) {
      const isMex = v === m;
      chips.push(el('li', { class: ['why-mex-chip', reached.has(v) && 'is-reached', isMex && 'is-mex'] },
        el('span', { class: 'why-mex-value', text: String(v) }),
        el('span', { class: 'why-mex-label', text: isMex ? 'mex' : 'reached' })));
    }
    const sorted = [...reached].sort((a, b) => a - b);
    const setText = `{${sorted.slice(0, 24).join(', ')}${sorted.length > 24 ? ', …' : ''}}`;
    return el('div', { class: 'why-mex' },
      m <= MAX_MEX_CHIPS ? el('ol', { class: 'why-mex-strip', 'aria-label': `Values 0 to ${m}: each below ${m} is reached by some option, ${m} is not` }, chips) : null,
      el('p', { class: 'why-conclusion', text: `The options reach ${setText}; the least value not reached is ${m}: mex${setText} = ${m}, which is the Grundy value of this position${m === 0 ? ', so it is a P position' : ', so it is an N position'}.` }));
  }

  // ------------------------------------------------------------ the winning move
  function selectWin(i) {
    selected = i;
    renderBody();
    body.querySelector('.why-win')?.focus();
  }

  function winSection() {
    const moves = analysis.winningMoves;
    if (!moves.length) {
      const text = analysis.outcome === 'P'
        ? 'There is none: every option above is an N position, so whatever the player to move does, the opponent can answer with a winning move, and keeps the win to the end.'
        : analysis.outcome === 'D' ? 'There is none: no option is a P position, and with perfect play the game goes on for ever.'
          : 'None is listed.';
      return section('Why a winning move wins', el('p', { class: 'why-conclusion', text }));
    }
    const move = moves[Math.min(selected, moves.length - 1)];
    // Only its values are needed, not its own winning moves.
    const after = move.to && move.to.length <= LONG_POSITION ? attempt(() => sg.analyze(move.to, { includeTo: false, maxMoves: 0 })) : null;
    const lines = [];
    const where = analysis.components.length > 1 ? `component ${move.component + 1}` : 'the position';
    if (after && analysis.grundy !== null && after.grundy !== null) {
      const before = analysis.components[move.component];
      const now = after.components[move.component];
      const changed = Array.isArray(before.parts) && Array.isArray(now?.parts) && before.parts.length === now.parts.length
        ? before.parts.map((p, i) => [p, now.parts[i]]).filter(([a, b]) => a.value !== b.value || a.label !== b.label) : [];
      if (changed.length && changed.length <= 4) {
        lines.push(`${capitalize(move.move)} changes ${changed.map(([a, b]) => (a.label === b.label ? `${a.label} from value ${a.value} to ${b.value}` : `${a.label} (${a.value}) into ${b.label} (${b.value})`)).join(', ')}.`);
      } else {
        lines.push(`${capitalize(move.move)} changes the value of ${where} from ${before.value} to ${now?.value ?? '?'}.`);
      }
      if (analysis.components.length > 1) {
        lines.push(`The nim-sum becomes ${analysis.grundy} XOR ${before.value} XOR ${now?.value ?? '?'} = ${after.grundy}.`);
      } else {
        lines.push(`The value goes from ${analysis.grundy} to ${after.grundy}.`);
      }
      lines.push('A position of value 0 is a P position (Sprague–Grundy theorem): every move from it makes the value non-zero, and from a non-zero value there is always a move back to 0. So you can always answer, and you make the last move.');
    } else {
      const t = after ? splitTheorem(after.decidedBy) : null;
      lines.push(`${capitalize(move.move)} leaves ${move.to == null ? '' : `${shorten(move.to)}, `}a P position${t && t.name ? ` (by ${t.name})` : ''}.`);
      lines.push('From a P position every move leads to an N position, so whatever the opponent does you again have a winning reply, to the end of the game.');
    }
    const picker = moves.length > 1 ? el('p', { class: 'hint', text: `Move ${Math.min(selected, moves.length - 1) + 1} of ${moves.length} winning moves; choose “Why it wins” on another row to explain it.` }) : null;
    return section('Why a winning move wins',
      el('div', { class: 'why-win', tabindex: '-1' },
        el('p', { class: 'why-win-move' }, icon('arrow'), el('strong', { text: capitalize(move.move) }), move.to == null ? null : ' → ', move.to == null ? null : el('code', { text: shorten(move.to) })),
        lines.map((text) => el('p', { class: 'why-conclusion', text })),
        picker));
  }

  render(null);
  return { element, quiz: quiz.element, render };
}
