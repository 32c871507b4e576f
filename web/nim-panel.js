// The Nim panel: type a position (or edit its heaps with buttons), read the
// verdict, see why in binary, and play any winning move. Every fact shown
// comes from the engine (web/sg.js); this file only lays it out. The
// nim-sum table is arithmetic on the heap sizes the engine reports.
import { SGError } from './sg.js';
import { el, icon, replaceChildren, uid } from './dom.js';
import { createWhyCard } from './why-view.js';

const DEFAULT_POSITION = 'nim 3 4 5';
const MAX_HEAP = (1n << 63n) - 1n;
const MAX_HEAP_BUTTONS = 48; // heaps per component shown in the editor
const MAX_TABLE_ROWS = 64; // rows of the binary table
const LONG_TEXT = 20000; // above this many characters, analyse after a pause

const EXAMPLES = [
  { label: 'nim 3 4 5', text: 'nim 3 4 5' },
  { label: 'nim 1 2 3', text: 'nim 1 2 3' },
  { label: 'A sum', text: 'nim 3 + nim 4 5' },
  { label: 'Misère', text: 'misere: nim 3 1 1' },
  { label: 'Huge heaps', text: 'nim 9223372036854775807 6148914691236517205' },
];

const OUTCOME_TEXT = {
  P: { headline: 'The player to move loses', detail: 'A P-position: with perfect play the previous player wins, whatever the player to move does.' },
  N: { headline: 'The player to move wins', detail: 'An N-position: the next player wins by playing one of the winning moves below.' },
  D: { headline: 'A draw with perfect play', detail: 'Neither player can force a win: perfect play never ends.' },
};

// ------------------------------------------------------------ text helpers

// The compound prefix ("misere:", "normal:", ...) of raw, possibly invalid text.
const PREFIX = /^(\s*)([A-Za-z\u00C0-\u024F]+)(\s*:\s*)/;

function compoundOf(text) {
  const m = PREFIX.exec(text);
  if (!m) return null;
  return m[2].toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

function withMisere(text, on) {
  const m = PREFIX.exec(text);
  const body = m ? text.slice(m[0].length) : text.replace(/^\s+/, '');
  return on ? `misere: ${body}` : body;
}

// Engine columns count code points from 1; JS strings index UTF-16 units.
function indexOfColumn(text, column) {
  const chars = Array.from(text);
  const cp = Math.max(0, Math.min(column - 1, chars.length));
  return { index: chars.slice(0, cp).join('').length, chars, cp };
}

const capitalize = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);
const stripColumn = (message) => message.replace(/^column \d+:\s*/, '');

// ------------------------------------------------------------ model
// What the editor and the binary table work on, built from an analysis:
// the compound prefix and, per component, its heaps (BigInt) when it is Nim.

function modelOf(analysis) {
  const m = /^([a-z]+):\s/.exec(analysis.position);
  return {
    compound: m ? m[1] : null,
    components: analysis.components.map((c) => {
      const nim = /^nim(\s|$)/.test(c.position);
      return {
        position: c.position,
        nim,
        heaps: nim ? heapsOf(c.parts) : [],
        grundy: c.grundy,
      };
    }),
  };
}

// Object parts carry each heap as text; typed parts (long positions) as one
// Float64Array, exact below 2^53, with the larger heaps listed apart.
function heapsOf(parts) {
  if (Array.isArray(parts)) return parts.map((p) => BigInt(p.value));
  const heaps = new Array(parts.count);
  for (let i = 0; i < parts.count; i++) heaps[i] = Number.isNaN(parts.grundy[i]) ? 0n : BigInt(parts.grundy[i]);
  for (const x of parts.large) heaps[x.index] = BigInt(x.value);
  return heaps;
}

// Long positions (a sum of 10^6 heaps) are analysed lean: no `to` per move
// (winningMove builds the one played), heaps as a typed array.
const LEAN_ABOVE = 2000; // characters: past ~400 heaps every listed `to` costs more than the verdict
const LONG_OPTIONS = { includeTo: false, typed: true, maxMoves: 200 };

function textOf(model) {
  const body = model.components
    .map((c) => (c.nim ? ['nim', ...c.heaps.map(String)].join(' ') : c.position))
    .join(' + ');
  return model.compound ? `${model.compound}: ${body}` : body;
}

const cloneModel = (model) => ({
  compound: model.compound,
  components: model.components.map((c) => ({ ...c, heaps: [...c.heaps] })),
});

// ------------------------------------------------------------ explanations

function normalConclusion(total, oddCount) {
  if (total === 0n) {
    return 'Every column has an even number of 1s, so the nim-sum is 0. Any move changes one heap and so makes some column odd: '
      + 'the player to move cannot reach a nim-sum of 0, and the opponent can always restore it.';
  }
  return `${oddCount === 1 ? 'One column has' : `${oddCount} columns have`} an odd number of 1s, so the nim-sum is ${total}. `
    + 'A winning move takes a heap with a 1 in the leftmost highlighted column down to heap XOR nim-sum, which makes every column even.';
}

function misereConclusion(model, total) {
  const heaps = model.components.flatMap((c) => c.heaps);
  if (heaps.some((h) => h >= 2n)) {
    return `Some heap has 2 or more tokens, so misère Nim goes as normal Nim: the player to move wins exactly when the nim-sum (here ${total}) is not 0. `
      + 'The only change is at the end: a move that would leave nothing but heaps of 0 or 1 must leave an odd number of 1-heaps.';
  }
  const ones = heaps.filter((h) => h === 1n).length;
  return `Every heap is 0 or 1, so the nim-sum no longer decides: in misère play the player to move wins exactly when the number of 1-heaps is even (here ${ones}).`;
}

// ------------------------------------------------------------ the panel

export function createPanel(ctx) {
  const { sg } = ctx;
  const ids = { input: uid('nim-position'), hint: uid('nim-hint'), error: uid('nim-error'), misere: uid('nim-misere') };

  let good = null; // { analysis, model } of the last valid text
  let failure = null; // the SGError of the current text, if any
  const undoStack = []; // texts before each played move
  let pending = null; // debounce timer for very long texts
  let paramsTimer = null;

  // ---------------------------------------------------------- position card
  const input = el('input', {
    id: ids.input,
    class: 'position-input',
    type: 'text',
    value: DEFAULT_POSITION,
    spellcheck: 'false',
    autocomplete: 'off',
    autocapitalize: 'off',
    autocorrect: 'off',
    enterkeyhint: 'done',
    'aria-describedby': `${ids.hint} ${ids.error}`,
  });
  const misereSwitch = el('input', { id: ids.misere, type: 'checkbox', role: 'switch', class: 'switch-input' });
  const errorBox = el('div', { id: ids.error, class: 'input-error', hidden: true });
  const examples = el('div', { class: 'examples', role: 'group', 'aria-label': 'Examples' },
    el('span', { class: 'examples-label', text: 'Try' }),
    EXAMPLES.map((x) => el('button', {
      type: 'button',
      class: 'chip',
      title: x.text,
      on: { click: () => setText(x.text, { focus: false }) },
    }, x.label)));
  const heapEditor = el('div', { class: 'heap-editor' });

  const positionCard = el('section', { class: 'card position-card', 'aria-labelledby': `${ids.input}-title` },
    el('div', { class: 'card-head' },
      el('h2', { id: `${ids.input}-title`, class: 'card-title', text: 'Position' }),
      el('label', { class: 'switch', for: ids.misere },
        misereSwitch,
        el('span', { class: 'switch-track', 'aria-hidden': 'true' }, el('span', { class: 'switch-thumb' })),
        el('span', { class: 'switch-label' }, 'Misère play'))),
    el('label', { class: 'visually-hidden', for: ids.input, text: 'Position in SG notation' }),
    input,
    errorBox,
    el('p', { id: ids.hint, class: 'hint' },
      'Heap sizes after ', el('code', { text: 'nim' }), '; join games with ', el('code', { text: '+' }),
      '; start with ', el('code', { text: 'misere:' }), ' for misère play, where the last player to move loses.'),
    examples,
    heapEditor);

  // ---------------------------------------------------------- verdict card
  const verdictBadge = el('span', { class: 'verdict-badge', 'aria-hidden': 'true' });
  const verdictHeadline = el('p', { class: 'verdict-headline' });
  const verdictDetail = el('p', { class: 'verdict-detail' });
  const verdictStats = el('dl', { class: 'verdict-stats' });
  const decidedBy = el('p', { class: 'decided-by' });
  const staleNote = el('p', { class: 'stale-note', hidden: true });
  const verdictCard = el('section', { class: 'card verdict-card', 'aria-label': 'Verdict' },
    el('div', { class: 'verdict-main', 'aria-live': 'polite', 'aria-atomic': 'true' },
      verdictBadge,
      el('div', { class: 'verdict-words' }, verdictHeadline, verdictDetail)),
    verdictStats,
    decidedBy);

  // ---------------------------------------------------------- moves card
  const movesTitle = el('h2', { class: 'card-title', tabindex: '-1' }, 'Winning moves');
  const movesCount = el('span', { class: 'count' });
  const undoButton = el('button', {
    type: 'button',
    class: 'btn btn-ghost btn-small undo',
    hidden: true,
    on: { click: () => undo() },
  }, icon('undo'), 'Undo move');
  const movesBody = el('div', { class: 'moves-body' });
  const movesCard = el('section', { class: 'card moves-card', 'aria-label': 'Winning moves' },
    el('div', { class: 'card-head' }, el('div', { class: 'title-row' }, movesTitle, movesCount), undoButton),
    movesBody);

  // ---------------------------------------------------------- binary card
  const binaryBody = el('div', { class: 'binary-body' });
  const binaryCard = el('section', { class: 'card binary-card', 'aria-label': 'Nim-sum in binary' },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: 'Why: the nim-sum in binary' })),
    binaryBody);

  // The options, the mex and the deciding theorem (the binary card above
  // already shows the nim-sum).
  const why = createWhyCard({ sg, setPosition: (text) => setText(text), binary: false, title: 'Why: options, mex and theorem' });

  const results = el('div', { class: 'nim-side' }, why.quiz, staleNote, verdictCard, movesCard);
  const element = el('article', { class: 'panel nim-panel' },
    el('header', { class: 'panel-head' },
      el('h1', { class: 'panel-title', text: 'Nim' }),
      el('p', { class: 'panel-lede', text: 'Remove any number of tokens from one heap; whoever cannot move loses. Type a position or build it with the heap buttons: the verdict, every winning move and the binary reasoning update as you go.' })),
    el('div', { class: 'nim-layout' }, positionCard, results, binaryCard, why.element));

  // ---------------------------------------------------------- behaviour

  function setText(text, { focus = false, recordUndo = false } = {}) {
    if (recordUndo) undoStack.push(input.value);
    input.value = text;
    update();
    if (focus) input.focus();
  }

  function undo() {
    if (!undoStack.length) return;
    input.value = undoStack.pop();
    update();
    (undoStack.length ? undoButton : movesTitle).focus();
  }

  function update() {
    clearTimeout(pending);
    const text = input.value;
    misereSwitch.checked = compoundOf(text) === 'misere';
    try {
      const analysis = sg.analyze(text, text.length > LEAN_ABOVE ? LONG_OPTIONS : {});
      good = { analysis, model: modelOf(analysis) };
      failure = null;
    } catch (e) {
      if (!(e instanceof SGError)) throw e;
      failure = e;
    }
    render();
    scheduleParams();
  }

  function scheduleParams() {
    clearTimeout(paramsTimer);
    paramsTimer = setTimeout(() => {
      const text = input.value;
      // Very long positions stay out of the address bar.
      ctx.setParams(text.length <= 2000 ? { p: text } : {});
    }, 250);
  }

  function render() {
    renderError();
    const stale = failure !== null;
    for (const part of [verdictCard, movesCard, binaryCard, why.element]) {
      part.classList.toggle('is-stale', stale && good !== null);
      part.inert = stale;
    }
    staleNote.hidden = !(stale && good);
    if (stale && good) {
      replaceChildren(staleNote, icon('info'),
        el('span', { text: `Showing the last valid position, ${good.analysis.position}, until the error is fixed.` }));
    }
    heapEditor.classList.toggle('is-disabled', stale);
    why.render(good ? good.analysis : null);
    if (!good) {
      renderEmpty();
      return;
    }
    renderVerdict(good.analysis, good.model);
    renderMoves(good.analysis, good.model);
    renderBinary(good.analysis, good.model);
    renderHeaps(good.model, stale);
  }

  function renderEmpty() {
    verdictBadge.textContent = '?';
    verdictBadge.className = 'verdict-badge';
    verdictHeadline.textContent = 'No verdict yet';
    verdictDetail.textContent = failure ? 'Fix the position to see who wins.' : 'Type a position such as “nim 3 4 5”.';
    replaceChildren(verdictStats);
    replaceChildren(decidedBy);
    movesCount.textContent = '';
    undoButton.hidden = undoStack.length === 0;
    replaceChildren(movesBody, el('p', { class: 'empty-note', text: 'The winning moves appear here once the position is valid.' }));
    replaceChildren(binaryBody, el('p', { class: 'empty-note', text: 'The heaps appear here in binary once the position is valid.' }));
    renderHeaps(null, true);
  }

  // The error, its column, and the text around it with a caret.
  function renderError() {
    input.setAttribute('aria-invalid', failure ? 'true' : 'false');
    errorBox.hidden = !failure;
    if (!failure) {
      replaceChildren(errorBox);
      return;
    }
    const text = input.value;
    const column = failure.column;
    const children = [
      el('p', { class: 'error-message' },
        icon('alert'),
        el('span', {},
          stripColumn(failure.message),
          column ? el('span', { class: 'error-column', text: ` (column ${column})` }) : null)),
    ];
    if (column) {
      const { chars, cp } = indexOfColumn(text, column);
      // The bad token: from the column to the next blank (at least one character).
      let end = cp;
      while (end < chars.length && !/\s/.test(chars[end])) end += 1;
      if (end === cp) end = Math.min(cp + 1, chars.length);
      const from = Math.max(0, cp - 28);
      const to = Math.min(chars.length, Math.max(end, cp + 1) + 28);
      const lead = from > 0 ? '…' : '';
      const before = lead + chars.slice(from, cp).join('');
      const token = chars.slice(cp, end).join('');
      const after = chars.slice(end, to).join('') + (to < chars.length ? '…' : '');
      const caretPad = ' '.repeat(Array.from(before).length);
      const snippet = el('button', {
        type: 'button',
        class: 'caret-snippet',
        title: `Select column ${column} in the position`,
        'aria-label': `Select the error at column ${column} in the position`,
        on: {
          click: () => {
            const start = indexOfColumn(text, column).index;
            const stop = indexOfColumn(text, column + Math.max(1, end - cp)).index;
            input.focus();
            input.setSelectionRange(start, stop);
          },
        },
      },
      el('span', { class: 'caret-line' },
        before, token ? el('mark', { class: 'caret-token', text: token }) : el('mark', { class: 'caret-token caret-end', text: ' ' }), after),
      el('span', { class: 'caret-line caret-pointer', 'aria-hidden': 'true' }, caretPad, '^'));
      children.push(snippet);
    }
    replaceChildren(errorBox, children);
  }

  function renderVerdict(analysis, model) {
    const words = OUTCOME_TEXT[analysis.outcome] ?? { headline: analysis.outcome, detail: '' };
    verdictBadge.textContent = analysis.outcome;
    verdictBadge.className = `verdict-badge outcome-${analysis.outcome}`;
    verdictHeadline.textContent = words.headline;
    verdictDetail.textContent = words.detail;
    const misere = model.compound === 'misere';
    const stats = [
      ['Grundy value', analysis.grundy === null ? '—' : String(analysis.grundy), analysis.grundy === null ? 'none in misère play' : null],
      ['Play', misere ? 'Misère' : 'Normal', misere ? 'last mover loses' : 'last mover wins'],
    ];
    replaceChildren(verdictStats, stats.map(([term, value, note]) => el('div', { class: ['stat', value.length > 9 && 'stat-wide'] },
      el('dt', { text: term }),
      el('dd', { class: term === 'Grundy value' ? 'verdict-grundy' : null },
        el('span', { class: ['stat-value', value.length > 9 && 'long'], text: value }),
        note ? el('span', { class: 'stat-note', text: note }) : null))));
    replaceChildren(decidedBy,
      el('span', { class: 'decided-label', text: 'Decided by ' }),
      el('span', { class: 'decided-text', text: analysis.decidedBy }));
  }

  function renderMoves(analysis, model) {
    const moves = analysis.winningMoves;
    movesCount.textContent = String(moves.length);
    movesCount.setAttribute('aria-label', `${moves.length} winning move${moves.length === 1 ? '' : 's'}`);
    undoButton.hidden = undoStack.length === 0;
    const heapsLeft = model.components.some((c) => !c.nim || c.heaps.some((h) => h > 0n));
    if (!moves.length) {
      let message;
      if (!heapsLeft && model.compound === 'misere') message = 'No move is left. In misère play the player who cannot move wins.';
      else if (!heapsLeft) message = 'No move is left: the player to move cannot move and loses.';
      else if (analysis.outcome === 'P') message = 'None: every move leaves a position in which the opponent wins.';
      else message = 'None listed.';
      replaceChildren(movesBody, el('p', { class: 'empty-note', text: message }));
      return;
    }
    const several = model.components.length > 1;
    const list = el('ol', { class: 'move-list' });
    for (const move of moves) {
      const component = several ? model.components[move.component] : null;
      list.append(el('li', {},
        el('button', {
          type: 'button',
          class: 'move',
          title: move.to == null ? 'Play it' : `Play it: the position becomes ${move.to}`,
          on: { click: () => play(move) },
        },
        el('span', { class: 'move-text' },
          el('span', { class: 'move-name', text: capitalize(move.move) }),
          component ? el('span', { class: 'move-where', text: `in ${component.position}` }) : null),
        move.to == null ? null : el('span', { class: 'move-to' }, icon('arrow'), el('code', { text: move.to })))));
    }
    const more = analysis.winningMovesComplete ? null
      : el('p', { class: 'hint', text: `The engine lists at most ${moves.length} winning moves; there are more.` });
    replaceChildren(movesBody,
      el('p', { class: 'hint moves-hint', text: 'Choose a move to play it.' }),
      list, more);
  }

  function play(move) {
    let to = move.to;
    if (to == null) {
      // Listed without its position: build this one move's.
      const { analysis } = good;
      try {
        to = sg.winningMove(analysis.position, analysis.winningMoves.indexOf(move)).to;
      } catch (e) {
        if (!(e instanceof SGError)) throw e;
        failure = e;
        render();
        return;
      }
    }
    setText(to, { recordUndo: true });
    movesTitle.focus();
  }

  // One row per heap (or per non-Nim component), the XOR row, and the
  // columns with an odd number of 1s highlighted.
  function renderBinary(analysis, model) {
    const rows = [];
    const groups = model.components.length > 1;
    model.components.forEach((c, ci) => {
      if (groups) rows.push({ group: c.position, index: ci });
      if (c.nim) c.heaps.forEach((value, hi) => rows.push({ label: `Heap ${hi + 1}`, value, component: ci, heap: hi }));
      else if (c.grundy !== null) rows.push({ label: c.position, value: BigInt(c.grundy), component: ci });
    });
    const valueRows = rows.filter((r) => !r.group);
    if (!valueRows.length) {
      replaceChildren(binaryBody, el('p', { class: 'empty-note', text: 'There are no heaps: the nim-sum is 0.' }));
      return;
    }
    if (model.components.some((c) => !c.nim && c.grundy === null)) {
      replaceChildren(binaryBody, el('p', { class: 'empty-note', text: 'Some component has no Grundy value, so there is no nim-sum to show.' }));
      return;
    }
    const total = valueRows.reduce((x, r) => x ^ r.value, 0n);
    // A loop, not Math.max(...rows): a sum of 10^6 heaps overflows the call stack.
    let width = Math.max(1, total.toString(2).length);
    for (const r of valueRows) width = Math.max(width, r.value.toString(2).length);
    const top = total === 0n ? -1 : total.toString(2).length - 1;
    const normal = model.compound === null;
    const bitsOf = (v) => v.toString(2).padStart(width, '0');
    const colClass = (k) => ['bit', (total >> BigInt(k)) & 1n ? 'odd' : null, k === top ? 'top' : null,
      k % 4 === 3 && k !== width - 1 ? 'nibble' : null];

    const head = el('tr', {},
      el('th', { scope: 'col', class: 'row-label' }, el('span', { class: 'visually-hidden', text: 'Heap' })),
      Array.from({ length: width }, (_, i) => {
        const k = width - 1 - i;
        const label = width <= 8 ? el('span', { text: String(2 ** k) }) : el('span', {}, '2', el('sup', { text: String(k) }));
        return el('th', { scope: 'col', class: colClass(k), title: `the ${2n ** BigInt(k)}s column` }, label);
      }),
      el('th', { scope: 'col', class: 'decimal', text: 'Value' }),
      normal && top >= 0 ? el('th', { scope: 'col', class: 'target' }, 'Move', el('span', { class: 'wide-only', text: ' to' })) : null,
      el('td', { class: 'fill' }));

    const body = el('tbody');
    let shown = 0;
    let hidden = 0;
    for (const row of rows) {
      if (row.group) {
        if (shown < MAX_TABLE_ROWS) body.append(el('tr', { class: 'group-row' }, el('th', { scope: 'rowgroup', colspan: String(width + 4), text: row.group })));
        continue;
      }
      if (shown >= MAX_TABLE_ROWS) {
        hidden += 1;
        continue;
      }
      shown += 1;
      const bits = bitsOf(row.value);
      // In normal play a winning move is to reduce a heap with a 1 in the
      // leftmost odd column to value XOR nim-sum: every column turns even.
      const canWin = normal && top >= 0 && ((row.value >> BigInt(top)) & 1n) === 1n;
      body.append(el('tr', { class: canWin ? 'can-win' : null },
        el('th', { scope: 'row', class: 'row-label', text: row.label }),
        Array.from(bits, (b, i) => el('td', { class: [...colClass(width - 1 - i), b === '1' ? 'one' : 'zero'], text: b })),
        el('td', { class: 'decimal', text: String(row.value) }),
        normal && top >= 0 ? el('td', { class: 'target', text: canWin && row.heap !== undefined ? `→ ${row.value ^ total}` : '' }) : null,
        el('td', { class: 'fill' })));
    }
    if (hidden) {
      body.append(el('tr', { class: 'more-row' }, el('td', { colspan: String(width + 4), text: `… and ${hidden} more (all of them count in the nim-sum)` })));
    }
    const foot = el('tfoot', {}, el('tr', { class: 'xor-row' },
      el('th', { scope: 'row', class: 'row-label', text: 'Nim-sum' }),
      Array.from(bitsOf(total), (b, i) => el('td', { class: [...colClass(width - 1 - i), b === '1' ? 'one' : 'zero'], text: b })),
      el('td', { class: 'decimal', text: String(total) }),
      normal && top >= 0 ? el('td', { class: 'target' }) : null,
      el('td', { class: 'fill' })));

    const table = el('table', { class: ['binary-table', width > 12 && 'compact'] },
      el('caption', { class: 'visually-hidden', text: 'Heap sizes in binary, their XOR (the nim-sum), and the columns with an odd number of 1s' }),
      el('thead', {}, head), body, foot);

    const oddCount = [...bitsOf(total)].filter((b) => b === '1').length;
    const conclusion = model.compound === 'misere' ? misereConclusion(model, total) : normalConclusion(total, oddCount);
    replaceChildren(binaryBody,
      el('p', { class: 'hint', text: 'Write each heap in binary and add every column without carrying (XOR). Highlighted columns hold an odd number of 1s.' }),
      el('div', { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': 'Binary table (scrolls sideways when wide)' }, table),
      el('p', { class: 'conclusion', text: conclusion }));
  }

  // The heap buttons: each edit rewrites the text field.
  function renderHeaps(model, disabled) {
    const focusKey = document.activeElement && heapEditor.contains(document.activeElement) ? document.activeElement.dataset.focusKey : null;
    const parts = [];
    if (!model) {
      replaceChildren(heapEditor);
      return;
    }
    const several = model.components.length > 1;
    model.components.forEach((c, ci) => {
      const group = el('div', { class: 'heap-group', role: 'group', 'aria-label': several ? `Component ${ci + 1}: ${c.position}` : 'Heaps' });
      if (several) group.append(el('p', { class: 'heap-group-title' }, el('span', { text: `Component ${ci + 1}` }), el('code', { text: c.position })));
      if (!c.nim) {
        group.append(el('p', { class: 'hint', text: 'Not a Nim component: edit it in the text field.' }));
        parts.push(group);
        return;
      }
      const row = el('ul', { class: 'heaps' });
      const max = c.heaps.reduce((m, h) => (h > m ? h : m), 0n);
      c.heaps.slice(0, MAX_HEAP_BUTTONS).forEach((h, hi) => {
        const name = several ? `heap ${hi + 1} of component ${ci + 1}` : `heap ${hi + 1}`;
        const key = `${ci}-${hi}`;
        const digits = String(h);
        const fill = max === 0n ? 0 : Number((h * 1000n) / max) / 10;
        row.append(el('li', { class: 'heap' },
          el('div', { class: 'heap-top' },
            el('span', { class: 'heap-label', text: `Heap ${hi + 1}` }),
            el('button', {
              type: 'button', class: 'btn btn-ghost btn-icon heap-remove', disabled,
              'aria-label': `Remove ${name}`, title: 'Remove this heap', dataset: { focusKey: `${key}-x` },
              on: { click: () => edit((m) => m.components[ci].heaps.splice(hi, 1)) },
            }, icon('close'))),
          el('span', { class: ['heap-size', digits.length > 6 && 'long', digits.length > 12 && 'huge'], text: digits }),
          el('span', { class: 'heap-bar', 'aria-hidden': 'true' }, el('span', { class: 'heap-fill', style: { width: `${fill}%` } })),
          el('div', { class: 'heap-buttons' },
            el('button', {
              type: 'button', class: 'btn btn-step', disabled: disabled || h === 0n,
              'aria-label': `Take one from ${name}`, dataset: { focusKey: `${key}-minus` },
              on: { click: () => edit((m) => { m.components[ci].heaps[hi] -= 1n; }) },
            }, icon('minus')),
            el('button', {
              type: 'button', class: 'btn btn-step', disabled: disabled || h >= MAX_HEAP,
              'aria-label': `Add one to ${name}`, dataset: { focusKey: `${key}-plus` },
              on: { click: () => edit((m) => { m.components[ci].heaps[hi] += 1n; }) },
            }, icon('plus')))));
      });
      if (c.heaps.length > MAX_HEAP_BUTTONS) {
        row.append(el('li', { class: 'heap heap-more', text: `+${c.heaps.length - MAX_HEAP_BUTTONS} more heaps (edit them in the text)` }));
      }
      row.append(el('li', { class: 'heap-add-item' },
        el('button', {
          type: 'button', class: 'btn btn-dashed heap-add', disabled,
          'aria-label': several ? `Add a heap to component ${ci + 1}` : 'Add a heap',
          dataset: { focusKey: `${ci}-add` },
          on: { click: () => edit((m) => m.components[ci].heaps.push(1n)) },
        }, icon('plus'), 'Add a heap')));
      group.append(row);
      parts.push(group);
    });
    replaceChildren(heapEditor, parts);
    if (focusKey) {
      const target = heapEditor.querySelector(`[data-focus-key="${focusKey}"]`);
      const fallback = target && !target.disabled ? target
        : heapEditor.querySelector(`[data-focus-key^="${focusKey.replace(/-[a-z]+$/, '')}-"]:not(:disabled)`)
          ?? heapEditor.querySelector('.heap-add:not(:disabled)');
      fallback?.focus();
    }
  }

  function edit(change) {
    if (!good || failure) return;
    const model = cloneModel(good.model);
    change(model);
    setText(textOf(model));
  }

  // ---------------------------------------------------------- events
  input.addEventListener('input', () => {
    clearTimeout(pending);
    if (input.value.length > LONG_TEXT) pending = setTimeout(update, 200);
    else update();
  });
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      update();
    }
  });
  misereSwitch.addEventListener('change', () => setText(withMisere(input.value, misereSwitch.checked)));

  let shownOnce = false;
  return {
    element,
    show(params) {
      const p = params.get('p');
      if (p !== null && p !== input.value) {
        input.value = p;
        update();
      } else if (!shownOnce) {
        update();
      }
      shownOnce = true;
    },
    hide() {
      clearTimeout(pending);
    },
  };
}
