// The Nim panel: type a position (or edit its heaps with buttons), read the
// verdict, see why in binary, and play any winning move. Every fact shown
// comes from the engine (web/api/sg.js); this file only lays it out. The
// nim-sum table is arithmetic on the heap sizes the engine reports.
import { SGError } from '../../api/sg.js';
import { el, icon, replaceChildren, uid } from '../../kit/dom.js';
import { REST_QUIET_MS, afterFrame } from '../../kit/after-frame.js';
import { createWhyCard } from '../../kit/why/why-view.js';
import { createBinaryTable } from './nim-binary-table.js';
import { createHeapEditor } from './nim-heap-editor.js';
import { MOVES_SHOWN, attempt, createReadLine, createVerdictCard, moreMovesButton, renderInputError, familyExamples } from '../../kit/panel-kit.js';
import { panelLayout } from '../../kit/panel-kit.js';
import { isPrinting, onPrint } from '../../kit/print.js';
import { createPanelController } from '../../kit/panel-controller.js';
import { createPlayControls } from '../../kit/play/play.js';
import { boardLock, createHeapBoard } from '../../kit/heap-board.js';
import { createDrawingExport } from '../../kit/export/export-menu.js';
import { capitalize, pieces, t } from '../../i18n/i18n.js';

const LONG_TEXT = 20000; // above this many characters, analyse after a pause


// ------------------------------------------------------------ text helpers

// The compound prefix ("misere:", "normal:", ...) of the text as the user
// typed it: the switch follows it while the text is invalid, and toggling
// the switch rewrites it there, leaving the rest as typed.
// The colon may be a Chinese input method's full-width one (the engine reads it).
const PREFIX = /^(\s*)([A-Za-z\u00C0-\u024F]+)(\s*[:\uff1a]\s*)/;

function typedCompoundOf(text) {
  const m = PREFIX.exec(text);
  if (!m) return null;
  return m[2].toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

function withMisere(text, on) {
  const m = PREFIX.exec(text);
  const body = m ? text.slice(m[0].length) : text.replace(/^\s+/, '');
  return on ? `misere: ${body}` : body;
}


// ------------------------------------------------------------ model
// What the editor and the binary table work on, built from an analysis:
// the compound ('normal', 'misere', ...) and, per component, its heaps
// (BigInt) when it is Nim, and its family, rule and shape, from which
// sg.compose() writes the edited position.

function modelOf(analysis) {
  return {
    compound: analysis.compound,
    components: analysis.components.map((c) => {
      const nim = c.family === 'nim';
      return {
        position: c.position,
        family: c.family,
        rule: c.rule,
        shape: c.shape,
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
// (winningMove builds the one played), heaps as a typed array. Past ~250
// heaps every listed `to` costs more than the verdict (500 heaps: 239 moves,
// 4.8 ms with their `to`, 0.6 ms lean).
const LEAN_ABOVE = 1000; // characters
// Past ~100 heaps the verdict is drawn first, the rest after that frame.
const DEFER_ABOVE = 400; // characters
// Typing lists MOVES_SHOWN + 1 moves (enough to know there are more); "Show
// more moves" asks for up to LONG_LIST.
const LONG_LIST = 200;
const longOptions = (expanded) => ({ includeTo: false, typed: true, maxMoves: expanded ? LONG_LIST : MOVES_SHOWN + 1 });

// The edited model as a position, written by the engine: a Nim component
// with its edited heaps, any other as the analysis gave it.
function specOf(model) {
  return {
    compound: model.compound,
    components: model.components.map((c) => (c.nim
      ? { family: 'nim', shape: { kind: 'heaps', heaps: c.heaps } }
      : { family: c.family, rule: c.rule, shape: c.shape })),
  };
}

// The last valid analysis. Its model (a BigInt per heap: 10^6 of them for a
// long sum) is built when first needed, after the verdict is on screen.
function goodOf(analysis, lean) {
  let model = null;
  return { analysis, lean, get model() { return (model ??= modelOf(analysis)); } };
}

const cloneModel = (model) => ({
  compound: model.compound,
  components: model.components.map((c) => ({ ...c, heaps: [...c.heaps] })),
});

// ------------------------------------------------------------ the panel

export function createPanel(ctx) {
  const { sg } = ctx;
  const ids = { input: uid('nim-position'), hint: uid('nim-hint'), error: uid('nim-error'), read: uid('nim-read'), misere: uid('nim-misere'), moves: uid('nim-moves') };

  let good = null; // { analysis, lean, model } of the last valid text
  let failure = null; // the SGError of the current text, if any
  const undoStack = []; // texts before each played move
  let pending = null; // debounce timer for very long texts

  // ---------------------------------------------------------- position card
  const input = el('input', {
    id: ids.input,
    class: 'position-input',
    type: 'text',
    value: sg.families().find((f) => f.panel === 'nim').examples[0], // the registry's opening position
    spellcheck: 'false',
    autocomplete: 'off',
    autocapitalize: 'off',
    autocorrect: 'off',
    enterkeyhint: 'done',
    'aria-describedby': `${ids.hint} ${ids.error} ${ids.read}`,
  });
  const misereSwitch = el('input', { id: ids.misere, type: 'checkbox', role: 'switch', class: 'switch-input' });
  const errorBox = el('div', { id: ids.error, class: 'input-error', hidden: true });
  const readLine = createReadLine(ids.read);
  const examples = el('div', { class: 'examples', role: 'group', 'aria-label': t('nim.examples') },
    el('span', { class: 'examples-label', text: t('nim.examples.try') }),
    familyExamples(sg.families(), 'nim').map((x) => el('button', {
      type: 'button',
      class: 'chip',
      title: x.text,
      on: { click: () => setText(x.text, { focus: false }) },
    }, x.label)));
  const heapEditor = createHeapEditor({ onEdit: (change) => edit(change) });
  // In a game the heap buttons give way to a board of legal moves.
  const heapBoard = createHeapBoard({ onMove: (move) => game.move(move) });
  heapBoard.element.hidden = true;

  const positionCard = el('section', { class: 'card position-card', 'aria-labelledby': `${ids.input}-title` },
    el('div', { class: 'card-head' },
      el('h2', { id: `${ids.input}-title`, class: 'card-title', text: t('nim.position.title') }),
      el('label', { class: 'switch', for: ids.misere },
        misereSwitch,
        el('span', { class: 'switch-track', 'aria-hidden': 'true' }, el('span', { class: 'switch-thumb' })),
        el('span', { class: 'switch-label' }, t('nim.misere')))),
    el('label', { class: 'visually-hidden', for: ids.input, text: t('nim.position.label') }),
    input,
    errorBox,
    readLine.element,
    el('p', { id: ids.hint, class: 'hint' }, pieces(t, 'nim.position.hint', {
      nim: el('code', { text: 'nim' }), plus: el('code', { text: '+' }), misere: el('code', { text: 'misere:' }),
    })),
    examples);
  // The heap buttons are the board (in a game, the heaps to play on): under
  // the verdict, like every panel's.
  const heapCard = el('section', { class: 'card heap-editor-card', 'aria-label': t('nim.heaps') }, heapEditor.element, heapBoard.element);

  // ---------------------------------------------------------- verdict card
  const verdict = createVerdictCard();
  const verdictCard = verdict.element;

  // ---------------------------------------------------------- moves card
  const movesTitle = el('h2', { class: 'card-title', tabindex: '-1' }, t('nim.moves.title'));
  const movesCount = el('span', { class: 'count' });
  const undoButton = el('button', {
    type: 'button',
    class: 'btn btn-ghost btn-small undo',
    hidden: true,
    on: { click: () => undo() },
  }, icon('undo'), t('nim.moves.undo'));
  const movesBody = el('div', { class: 'moves-body', id: ids.moves });
  let movesExpanded = false; // a long list shows MOVES_SHOWN moves until expanded
  let movesDrawn = null; // the signature of the moves the list shows
  const movesCard = el('section', { class: 'card moves-card', 'aria-label': t('nim.moves.title') },
    el('div', { class: 'card-head' }, el('div', { class: 'title-row' }, movesTitle, movesCount), undoButton),
    movesBody);

  // ---------------------------------------------------------- binary card
  const binary = createBinaryTable();
  const binaryExport = createDrawingExport({
    kind: 'nim-sum', what: t('nim.binary.export'), position: () => input.value,
    figure: (kit) => {
      const data = binary.figure();
      return data ? kit.binaryFigure({ title: t('nim.binary.figureTitle', { position: input.value }), ...data }, kit.themeColours(binaryCard, kit.FIGURE_COLOURS)) : null;
    },
  });
  const binaryCard = el('section', { class: 'card binary-card', 'aria-label': t('nim.binary.card') },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: t('nim.binary.title') }), binaryExport.element),
    binary.element);

  // The options, the mex and the deciding theorem (the binary card above
  // already shows the nim-sum).
  const why = createWhyCard({ sg, setPosition: (text) => setText(text), binary: false, title: t('nim.why.title') });

  const game = createPlayControls({
    sg,
    board: true,
    getPosition: () => input.value,
    family: () => 'nim', // `3 4 5` typed here is Nim
    setPosition: (text) => {
      input.value = text;
      update({ fromPlay: true });
    },
    onChange: () => renderBoard(),
  });

  const controller = createPanelController({
    ctx,
    play: game,
    read: () => input.value,
    family: () => 'nim',
    analyze: (text, { expanded = movesExpanded } = {}, read = {}) => {
      return attempt(() => sg.analyze(text, { ...read, ...(text.length > LEAN_ABOVE ? longOptions(expanded) : {}) }));
    },
    accept: (analysis, previous, text) => goodOf(analysis, text.length > LEAN_ABOVE),
    showError: (error) => renderInputError({ input, errorBox, failure: error }),
    showRead: readLine.show,
    staleParts: () => [verdictCard, movesCard, binaryCard, why.element],
    render: (state, how) => {
      ({ good, failure } = state);
      // The switch shows the analysed compound, or while the text is
      // invalid the prefix as typed.
      misereSwitch.checked = failure || !good ? typedCompoundOf(input.value) === 'misere' : good.analysis.compound === 'misere';
      render(how);
    },
  });
  const element = el('article', { class: 'panel nim-panel' },
    el('header', { class: 'panel-head' },
      el('h1', { class: 'panel-title', text: t('nim.title') }),
      el('p', { class: 'panel-lede', text: t('nim.lede') })),
    panelLayout({
      name: 'nim',
      position: [positionCard],
      verdict: [why.quiz, controller.staleNote, verdictCard],
      side: [movesCard, game.element],
      main: [heapCard, binaryCard],
      wide: [why.element],
    }));

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

  function update({ now = false, fromPlay = false } = {}) {
    clearTimeout(pending);
    controller.update({ now, fromPlay });
  }

  // now: draw every card in this task (an action on the moves card itself).
  function render({ now = false } = {}) {
    const stale = failure !== null;
    heapEditor.element.classList.toggle('is-disabled', stale);
    undoButton.hidden = undoStack.length === 0 || game.state().active;
    // At once, with the verdict: teaching mode hides the verdict in the
    // same frame (the why card builds its own body later).
    why.render(good ? good.analysis : null);
    if (!good) {
      rest.cancel();
      renderEmpty();
      return;
    }
    const misere = good.analysis.compound === 'misere';
    verdict.render(good.analysis, [[t('nim.play.term'), t(misere ? 'nim.play.misere' : 'nim.play.normal'), t(misere ? 'nim.play.misereNote' : 'nim.play.normalNote')]]);
    // A long position paints its verdict first; the moves, the binary
    // columns and the heap buttons follow after that frame.
    rest.run(input.value.length > DEFER_ABOVE && !now);
  }

  // While keys come quickly only the verdict is redrawn (after-frame.js).
  const rest = afterFrame(() => renderRest(), { quietMs: REST_QUIET_MS });

  function renderRest() {
    if (!good) return;
    renderMoves(good.analysis, good.model);
    binary.render(good.analysis, good.model);
    heapEditor.render(good.model, failure !== null);
    renderBoard();
  }

  // The board of the game's position: its heaps and every legal move.
  function renderBoard() {
    const state = game.state();
    const playing = state.active && !state.over;
    heapEditor.element.hidden = playing;
    heapBoard.element.hidden = !playing;
    undoButton.hidden = undoStack.length === 0 || state.active;
    if (!playing || !good) {
      heapBoard.clear();
      return;
    }
    heapBoard.render({
      // Nim's heaps, and any other game of heaps or steps in the sum.
      components: good.model.components.map((c, index) => {
        const kind = c.nim ? 'heaps' : c.shape?.kind;
        return { index, kind, sizes: c.nim ? c.heaps : kind === 'heaps' || kind === 'steps' ? Array.from(c.shape[kind]) : [] };
      }).filter((c) => c.sizes.length),
      legal: game.legalMoves(),
      locked: boardLock(state, failure !== null),
      hinted: new Set((state.hint ?? []).map((m) => m.to)),
    });
  }

  function renderEmpty() {
    verdict.render(null);
    movesCount.textContent = '';
    movesDrawn = null;
    replaceChildren(movesBody, el('p', { class: 'empty-note', text: t('nim.moves.empty') }));
    binary.render(null, null);
    heapEditor.render(null, true);
  }

  function renderMoves(analysis, model) {
    const moves = analysis.winningMoves;
    // A lean list cut at MOVES_SHOWN counts as "40+".
    const cut = good.lean && !movesExpanded && !analysis.winningMovesComplete;
    movesCount.textContent = cut ? `${MOVES_SHOWN}+` : String(moves.length);
    movesCount.setAttribute('aria-label', cut ? t('nim.moves.countCut', { count: MOVES_SHOWN }) : t('nim.moves.count', { count: moves.length }));
    const heapsLeft = model.components.some((c) => !c.nim || c.heaps.some((h) => h > 0n));
    if (!moves.length) {
      let message;
      if (!heapsLeft && model.compound === 'misere') message = t('nim.moves.noneMisere');
      else if (!heapsLeft) message = t('nim.moves.noneNormal');
      else if (analysis.outcome === 'P') message = t('nim.moves.noneP');
      else message = t('nim.moves.noneListed');
      movesDrawn = null;
      replaceChildren(movesBody, el('p', { class: 'empty-note', text: message }));
      return;
    }
    const several = model.components.length > 1;
    // A print lists every move the analysis holds (web/kit/print.js).
    const shown = movesExpanded || isPrinting() ? moves : moves.slice(0, MOVES_SHOWN);
    // The same moves as drawn already (a keystroke that leaves the position
    // as it was, or changes a heap no winning move touches): keep them.
    const sig = JSON.stringify([several && model.components.map((c) => c.position), shown.map((m) => [m.component, m.move, m.to]),
      moves.length, movesExpanded, analysis.winningMovesComplete]);
    if (sig === movesDrawn) return;
    movesDrawn = sig;
    const list = el('ol', { class: 'move-list' });
    shown.forEach((move, k) => {
      const component = several ? model.components[move.component] : null;
      list.append(el('li', {},
        el('button', {
          type: 'button',
          class: 'move',
          title: move.to == null ? t('nim.moves.playIt') : t('nim.moves.playTo', { to: move.to }),
          // By index into the current analysis: kept buttons outlive theirs.
          on: { click: () => play(good.analysis.winningMoves[k], k) },
        },
        el('span', { class: 'move-text' },
          el('span', { class: 'move-name', text: capitalize(move.move) }),
          component ? el('span', { class: 'move-where', text: t('nim.moves.in', { position: component.position }) }) : null),
        move.to == null ? null : el('span', { class: 'move-to' }, icon('arrow'), el('code', { text: move.to })))));
    });
    const more = analysis.winningMovesComplete || (good.lean && !movesExpanded) ? null
      : el('p', { class: 'hint', text: t('nim.moves.capped', { count: moves.length }) });
    const lean = good.lean;
    const toggle = moreMovesButton({
      total: moves.length, more: lean && !analysis.winningMovesComplete, expanded: movesExpanded, controls: ids.moves,
      onToggle: () => {
        movesExpanded = !movesExpanded;
        if (lean && !failure) update({ now: true });
        else renderMoves(good.analysis, good.model);
        movesBody.querySelector('.moves-show-all')?.focus();
      },
    });
    replaceChildren(movesBody,
      el('p', { class: 'hint moves-hint', text: t('nim.moves.hint') }),
      list, toggle, more);
  }

  onPrint(() => { if (good && !failure) renderMoves(good.analysis, good.model); });

  function play(move, index) {
    if (!move) return;
    let to = move.to;
    if (to == null) {
      // Listed without its position: build this one move's.
      const { analysis } = good;
      try {
        to = sg.winningMove(analysis.position, index).to;
      } catch (e) {
        if (!(e instanceof SGError)) throw e;
        controller.fail(e, () => play(move, index));
        return;
      }
    }
    setText(to, { recordUndo: true });
    movesTitle.focus();
  }

  function edit(change) {
    if (!good || failure) return;
    const model = cloneModel(good.model);
    change(model);
    const { result, error } = attempt(() => sg.compose(specOf(model)));
    if (error) controller.fail(error, () => edit(change));
    else setText(result);
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
  misereSwitch.addEventListener('change', function toggleMisere() {
    const on = misereSwitch.checked;
    if (!good || failure) {
      setText(withMisere(input.value, on));
      return;
    }
    const compound = on ? 'misere' : 'normal';
    const { result, error } = attempt(() => sg.compose({ ...specOf(good.model), compound }));
    if (error) controller.fail(error, toggleMisere);
    else setText(result);
  });

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
      controller.hide();
    },
  };
}
