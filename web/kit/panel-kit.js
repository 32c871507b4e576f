// Shared parts of the trees, graphs and sums panels: the notation field
// with its inline error (column and caret), the verdict card and the list
// of winning moves. They reuse the Nim panel's classes (web/styles.css), so
// every panel looks the same. Text reaches the DOM only as text nodes.
import { SGError } from '../api/sg.js';
import { capitalize, pieces, t } from '../i18n/i18n.js';
import { el, icon, replaceChildren, uid } from './dom.js';
import { patchChildren } from './dom-patch.js';
import { theoremLink } from './theorems/theorem-link.js';
import { createAnalysisExport } from './export/export-menu.js';
import { isPrinting, onPrint } from './print.js';

// Assigning textContent replaces the text node even when the text is the
// same (and relays out its box): write only what changed.
export const writeText = (node, text) => { if (node.textContent !== text) node.textContent = text; };
// The same for `hidden`.
export const writeHidden = (node, hidden) => { if (node.hidden !== hidden) node.hidden = hidden; };

// The verdict's words for an outcome (P, N or D), in the page's language:
// verdict.P.headline, verdict.P.detail, ... (web/i18n/en/verdict.js).
export const outcomeText = (outcome) => (['P', 'N', 'D'].includes(outcome)
  ? { headline: t(`verdict.${outcome}.headline`), detail: t(`verdict.${outcome}.detail`) }
  : { headline: outcome, detail: '' });

export { capitalize };

// Engine columns count code points from 1; JS strings index UTF-16 units.
function indexOfColumn(text, column) {
  const chars = Array.from(text);
  const cp = Math.max(0, Math.min(column - 1, chars.length));
  return { index: chars.slice(0, cp).join('').length, chars, cp };
}

// The inline error of a notation field: the message, its column, and the
// text around that column with a caret (a button that selects the bad
// token). Shared by every panel's position field.
export function renderInputError({ input, errorBox, failure }) {
  const invalid = failure ? 'true' : 'false';
  if (input.getAttribute('aria-invalid') !== invalid) input.setAttribute('aria-invalid', invalid);
  writeHidden(errorBox, !failure);
  if (!failure) {
    if (errorBox.firstChild) replaceChildren(errorBox);
    return;
  }
  const text = input.value;
  const column = failure.column;
  const message = failure.reason ?? failure.message;
  const parts = [el('p', { class: 'error-message' }, icon('alert'),
    el('span', {}, message, column ? el('span', { class: 'error-column', text: t('field.column', { column }) }) : null))];
  if (column) {
    const { chars, cp } = indexOfColumn(text, column);
    // The bad token: from the column to the next blank (at least one character).
    let end = cp;
    while (end < chars.length && !/\s/.test(chars[end])) end += 1;
    if (end === cp) end = Math.min(cp + 1, chars.length);
    const from = Math.max(0, cp - 28);
    const to = Math.min(chars.length, Math.max(end, cp + 1) + 28);
    const before = (from > 0 ? '…' : '') + chars.slice(from, cp).join('');
    const token = chars.slice(cp, end).join('');
    const after = chars.slice(end, to).join('') + (to < chars.length ? '…' : '');
    parts.push(el('button', {
      type: 'button', class: 'caret-snippet',
      title: t('field.selectColumn', { column }),
      'aria-label': t('field.selectError', { column }),
      on: {
        click: () => {
          input.focus();
          input.setSelectionRange(indexOfColumn(text, column).index, indexOfColumn(text, column + Math.max(1, end - cp)).index);
        },
      },
    },
    el('span', { class: 'caret-line' }, before,
      el('mark', { class: token ? 'caret-token' : 'caret-token caret-end', text: token || ' ' }), after),
    el('span', { class: 'caret-line caret-pointer', 'aria-hidden': 'true' }, ' '.repeat(Array.from(before).length), '^')));
  }
  replaceChildren(errorBox, parts);
}

const READ_SHOWN = 120; // characters of a long position read

// The line under a position field when the engine read the text otherwise
// than written (`nim 3,4,5`, full-width digits, no game name): "Read as"
// and the canonical position. show(position) or show(null) to hide it.
export function createReadLine(id = uid('pos-read')) {
  const element = el('p', { id, class: 'hint read-as', hidden: true });
  let shown = null;
  function show(position) {
    if (position === shown) return;
    shown = position;
    writeHidden(element, position === null);
    // A pasted list of 10^5 heaps reads as a long position: its start says enough.
    const text = position !== null && position.length > READ_SHOWN ? `${position.slice(0, READ_SHOWN).replace(/[\ud800-\udbff]$/, '')}…` : position;
    replaceChildren(element, position === null ? [] : [icon('info'), el('span', {}, pieces(t, 'field.readAs', { position: el('code', { translate: 'no', text }) }))]);
  }
  return { element, show };
}

// The example chips of a panel, from the registry (sg.families()): each
// family the panel draws, with its examples (only the first with
// firstOnly). A lone example is named by its family, a short one by its
// text, a long one by its family and number.
export function familyExamples(families, panel, { firstOnly = false } = {}) {
  return families.filter((f) => f.panel === panel).flatMap((f) => (firstOnly ? f.examples.slice(0, 1) : f.examples).map((text, i, all) => ({
    label: all.length === 1 ? f.label : text.length <= 24 ? text : `${f.label} ${i + 1}`,
    text,
  })));
}

// The notation input with examples, hint and an inline error box.
//   onInput(text) is called on every edit (and on Enter).
export function createPositionField({ label, value = '', hint = null, examples = [], onInput }) {
  const ids = { input: uid('pos'), hint: uid('pos-hint'), error: uid('pos-error'), read: uid('pos-read') };
  const input = el('input', {
    id: ids.input, class: 'position-input', type: 'text', value,
    spellcheck: 'false', autocomplete: 'off', autocapitalize: 'off', autocorrect: 'off', enterkeyhint: 'done',
    'aria-describedby': `${ids.hint} ${ids.error} ${ids.read}`,
  });
  const readLine = createReadLine(ids.read);
  const errorBox = el('div', { id: ids.error, class: 'input-error', hidden: true });
  const exampleRow = examples.length ? el('div', { class: 'examples', role: 'group', 'aria-label': t('field.examples') },
    el('span', { class: 'examples-label', text: t('field.try') }),
    // A chip that shows the notation itself is notation: the code font, and
    // no page translator rewriting it.
    examples.map((x) => el('button', {
      type: 'button', class: ['chip', x.label === x.text && 'chip-notation'], title: x.text,
      translate: x.label === x.text ? 'no' : null,
      on: { click: () => { input.value = x.text; onInput(x.text); } },
    }, x.label))) : null;
  const element = el('div', { class: 'position-field' },
    el('label', { class: 'visually-hidden', for: ids.input, text: label }),
    input, errorBox, readLine.element,
    hint ? el('p', { id: ids.hint, class: 'hint' }, hint) : el('span', { id: ids.hint, hidden: true }),
    exampleRow);
  input.addEventListener('input', () => onInput(input.value));
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      onInput(input.value);
    }
  });

  const showError = (failure) => renderInputError({ input, errorBox, failure });

  return {
    element,
    input,
    showError,
    showRead: readLine.show,
    get value() { return input.value; },
    set value(text) { input.value = text; },
  };
}

// When `error` says the call needed the rest of the engine (a view's piece
// holds only what the view runs), runs `action` again once the rest is
// here; true when it will.
export function retryWhenLoaded(sg, error, action) {
  if (!error?.loading || !sg.loadRest) return false;
  sg.loadRest().then(action, () => {});
  return true;
}

// Runs fn(); returns { result } or { error } for an SGError (others rethrow).
export function attempt(fn) {
  try {
    return { result: fn() };
  } catch (e) {
    if (e instanceof SGError) return { error: e };
    throw e;
  }
}

// The verdict card: outcome badge (a letter, not only a colour), headline,
// stats and the deciding theorem.
export function createVerdictCard() {
  const badge = el('span', { class: 'verdict-badge', 'aria-hidden': 'true' });
  const headline = el('p', { class: 'verdict-headline' });
  const detail = el('p', { class: 'verdict-detail' });
  const stats = el('dl', { class: 'verdict-stats' });
  const decided = el('p', { class: 'decided-by' });
  // "Copy analysis": built from the analysis shown (export-analysis.js).
  let shown = null;
  const copy = createAnalysisExport({ analysis: () => shown });
  const element = el('section', { class: 'card verdict-card', 'aria-label': t('verdict.card') },
    el('div', { class: 'verdict-main', 'aria-live': 'polite', 'aria-atomic': 'true' },
      badge, el('div', { class: 'verdict-words' }, headline, detail)),
    stats, decided, el('div', { class: 'verdict-tools' }, copy.element));

  function render(analysis, extraStats = []) {
    // A position too large to decide has no verdict to copy.
    shown = analysis && !analysis.undecided ? analysis : null;
    copy.setAvailable(shown !== null);
    if (!analysis) {
      badge.textContent = '?';
      badge.className = 'verdict-badge';
      headline.textContent = t('verdict.none');
      detail.textContent = t('verdict.none.detail');
      replaceChildren(stats);
      replaceChildren(decided);
      return;
    }
    if (analysis.undecided) {
      renderUndecided(analysis);
      return;
    }
    // In place: a keystroke rewrites the badge (every time, so each new
    // verdict is a DOM change that assistive technology and the perf e2e
    // test see) and only the texts that changed, so the card is not laid
    // out again for nothing.
    const words = outcomeText(analysis.outcome);
    badge.textContent = analysis.outcome;
    badge.className = `verdict-badge outcome-${analysis.outcome}`;
    writeText(headline, words.headline);
    writeText(detail, words.detail);
    const value = analysis.value ?? (analysis.grundy === null ? null : String(analysis.grundy));
    const rows = [[t('verdict.value'), value ?? '—', value === null ? t('verdict.value.none') : (analysis.grundy === null ? t('verdict.value.generalized') : t('verdict.value.grundy'))], ...extraStats];
    // The first row is the value.
    patchChildren(stats, rows.map(([term, text, note], i) => el('div', { class: ['stat', String(text).length > 9 && 'stat-wide'] },
      el('dt', { text: term }),
      el('dd', { class: i === 0 ? 'verdict-grundy' : null },
        el('span', { class: ['stat-value', String(text).length > 9 && 'long'], text: String(text) }),
        note ? el('span', { class: 'stat-note', text: note }) : null))));
    const link = theoremLink(analysis.theorem);
    patchChildren(decided,
      el('span', { class: 'decided-label', text: t('verdict.decidedBy') }),
      link,
      el('span', { class: ['decided-text', link && 'decided-detail'], text: analysis.decidedBy ?? '' }));
  }

  // Too large to decide exactly: an answer for the position typed, with
  // what is known (each component's value alone) and the cap in words.
  function renderUndecided(analysis) {
    badge.textContent = '?';
    badge.className = 'verdict-badge outcome-unknown';
    // The engine's reason opens with "too large to decide exactly": the
    // headline does not say it twice.
    writeText(headline, t('verdict.undecided'));
    const reason = analysis.undecided.reason ?? '';
    writeText(detail, reason ? t('verdict.undecided.reason', { reason: capitalize(reason) }) : t('verdict.undecided.tooLarge'));
    const shown = analysis.components.slice(0, 4);
    patchChildren(stats, [
      [t('verdict.value'), '—', t('verdict.undecided.notKnown')],
      ...shown.map((c, i) => [analysis.components.length > 1 ? t('verdict.component', { n: i + 1 }) : t('verdict.alone'), c.value ?? '—', t('verdict.valueAlone')]),
    ].map(([term, text, note]) => el('div', { class: ['stat', String(text).length > 9 && 'stat-wide'] },
      el('dt', { text: term }),
      el('dd', {}, el('span', { class: ['stat-value', String(text).length > 9 && 'long'], text: String(text) }),
        el('span', { class: 'stat-note', text: note })))));
    patchChildren(decided, el('span', { class: 'decided-text', text: analysis.components.length > 4
      ? t('verdict.undecided.manyValues', { count: analysis.components.length })
      : t('verdict.undecided.values') }));
  }
  render(null);
  return { element, render };
}

// A long list of winning moves (a 1000-heap Nim row has hundreds) shows its
// first MOVES_SHOWN and a button for the rest: building every button on each
// keystroke costs more than the analysis.
export const MOVES_SHOWN = 40;

// The "Show all" / "Show fewer" toggle under a capped move list, or null.
// `more`: the analysis was asked for MOVES_SHOWN moves only and there are
// more (the panel asks the engine for the longer list when expanded).
export function moreMovesButton({ total, more = false, expanded, controls, onToggle }) {
  if (total <= MOVES_SHOWN && !(more && !expanded)) return null;
  return el('button', {
    type: 'button', class: 'btn btn-small moves-show-all', 'aria-expanded': expanded ? 'true' : 'false', 'aria-controls': controls,
    on: { click: onToggle },
  }, expanded ? t('kit.showFewer') : more ? t('kit.showMore') : t('kit.showAllListed', { count: total }));
}

// The winning-moves card. render(analysis, { onPlay, where, emptyText }).
export function createMovesCard({ title = t('moves.title') } = {}) {
  const heading = el('h2', { class: 'card-title', tabindex: '-1', text: title });
  const count = el('span', { class: 'count' });
  const body = el('div', { class: 'moves-body', id: uid('moves') });
  const element = el('section', { class: 'card moves-card', 'aria-label': title },
    el('div', { class: 'card-head' }, el('div', { class: 'title-row' }, heading, count)), body);
  let expanded = false;
  let last = null; // the arguments of the last render, for the toggle

  function render(analysis, options = {}) {
    last = [analysis, options];
    // decorate(button, move): the panel's own touches on each move button.
    // more: the list was cut at MOVES_SHOWN (+1) by the analysis; onExpand()
    // then has the panel analyse again for the long list and render.
    const { onPlay, where = null, emptyText = null, group = null, decorate = null, more = false, onExpand = null } = options;
    if (!analysis) {
      count.textContent = '';
      replaceChildren(body, el('p', { class: 'empty-note', text: t('moves.empty') }));
      return;
    }
    if (analysis.undecided) {
      count.textContent = '?';
      count.setAttribute('aria-label', t('moves.notKnown'));
      replaceChildren(body, el('p', { class: 'empty-note', text: t('moves.undecided') }));
      return;
    }
    const moves = analysis.winningMoves;
    const cut = more && !expanded;
    count.textContent = cut ? `${MOVES_SHOWN}+` : String(moves.length);
    count.setAttribute('aria-label', cut ? t('moves.countMore', { count: MOVES_SHOWN }) : t('moves.count', { count: moves.length }));
    if (!moves.length) {
      const text = emptyText ?? (analysis.outcome === 'P'
        ? t('moves.none.P')
        : analysis.outcome === 'D' ? t('moves.none.D') : t('moves.none'));
      replaceChildren(body, el('p', { class: 'empty-note', text }));
      return;
    }
    // A move listed without its `to` (analyze's includeTo: false, for huge
    // positions) shows only its name.
    const button = (move) => {
      const b = moveButton(move);
      decorate?.(b, move);
      return b;
    };
    const moveButton = (move) => el('button', {
      type: 'button', class: 'move', title: move.to == null ? t('kit.play') : t('kit.playIt', { position: move.to }),
      on: { click: () => onPlay?.(move) },
    },
    el('span', { class: 'move-text' },
      el('span', { class: 'move-name', text: capitalize(move.move) }),
      where ? el('span', { class: 'move-where', text: where(move) ?? '' }) : null),
    move.to == null ? null : el('span', { class: 'move-to' }, icon('arrow'), el('code', { text: move.to })));
    // A print lists every move the analysis holds (web/kit/print.js).
    const shown = expanded || isPrinting() ? moves : moves.slice(0, MOVES_SHOWN);
    let content;
    if (group) {
      const groups = new Map();
      for (const m of shown) {
        const key = group(m);
        if (!groups.has(key)) groups.set(key, []);
        groups.get(key).push(m);
      }
      content = [...groups].map(([key, list]) => el('div', { class: 'move-group' },
        el('h3', { class: 'move-group-title', text: key }),
        el('ol', { class: 'move-list' }, list.map((m) => el('li', {}, button(m))))));
    } else {
      content = el('ol', { class: 'move-list' }, shown.map((m) => el('li', {}, button(m))));
    }
    replaceChildren(body,
      el('p', { class: 'hint moves-hint', text: t('moves.hint') }),
      content,
      moreMovesButton({
        total: moves.length, more, expanded, controls: body.id,
        onToggle: () => {
          expanded = !expanded;
          if (expanded && more && onExpand) onExpand();
          else render(...last);
          body.querySelector('.moves-show-all')?.focus();
        },
      }),
      analysis.winningMovesComplete || cut ? null
        : el('p', { class: 'hint', text: t('moves.capped', { count: moves.length }) }));
  }
  render(null);
  onPrint(() => { if (last) render(...last); });
  return { element, render, heading, get expanded() { return expanded; } };
}

// A progress bar with a cancel button, for work done in the Worker.
export function createProgress(label) {
  const bar = el('progress', { class: 'work-progress', max: '1', value: '0', 'aria-label': label });
  const cancel = el('button', { type: 'button', class: 'btn btn-small', text: t('kit.cancel') });
  const text = el('span', { class: 'work-text', text: label });
  const element = el('div', { class: 'work', role: 'status', hidden: true }, text, bar, cancel);
  return {
    element,
    cancel,
    start(message) {
      text.textContent = message ?? label;
      bar.value = 0;
      element.hidden = false;
    },
    set(p) { bar.value = p; },
    done() { element.hidden = true; },
  };
}

// The layout every panel shares, in reading order (the DOM order, which is
// also the order on a phone):
//   position  the card(s) holding the position field
//   verdict   the verdict slot: the teaching quiz, the stale note, the verdict
//   side      the winning moves and the play controls
//   main      the rest of the main column (board, drawing, tables)
//   wide      full width after both columns (the Why card)
// On a wide screen the side is a column of its own at the right, so the
// verdict sits right under the position field at every width. The grid
// (web/styles.css, .panel-layout) is the same for every panel; `name`
// adds `<name>-layout` for a panel's own touches.
export function panelLayout({ name, position = [], verdict = [], side = [], main = [], wide = [] }) {
  return el('div', { class: `panel-layout ${name}-layout` },
    ...position,
    el('div', { class: 'panel-verdict' }, ...verdict),
    el('div', { class: 'panel-side' }, ...side),
    ...main,
    ...wide.map((part) => { part.classList.add('panel-wide'); return part; }));
}

// A panel's frame: title, lede and the shared layout above.
export function panelShell({ name, title, lede, ...parts }) {
  return el('article', { class: `panel ${name}-panel` },
    el('header', { class: 'panel-head' },
      el('h1', { class: 'panel-title', text: title }),
      el('p', { class: 'panel-lede', text: lede })),
    panelLayout({ name, ...parts }));
}
