// The tutorial games panel: 2-D coin games (Tartan theorem), Moore's Nim,
// Fibonacci Nim, Euclid's game and undirected vertex geography, each drawn
// from its shape with the theorem at work beside the verdict, and the nim
// multiplication calculator. Every fact comes from the engine: the verdict,
// values and moves from analyze() and moves(), the boards from the shapes,
// the working from working(), positions built by compose() and apply().
// The families listed are the registry's (sg.families(), panel 'tutorial').
import { SGError } from '../../api/sg.js';
import { el, replaceChildren, uid } from '../../kit/dom.js';
import { createPanelController } from '../../kit/panel-controller.js';
import { attempt, capitalize, createMovesCard, createPositionField, createVerdictCard, familyExamples, panelLayout } from '../../kit/panel-kit.js';
import { createPlayControls } from '../../kit/play/play.js';
import { isAsking, onAskingChange } from '../../kit/teaching-mode.js';
import { createWhyCard } from '../../kit/why/why-view.js';
import { createNimProductView } from './nim-product-view.js';
import { drawBoard } from './tutorial-boards.js';
import { createWorkingCard } from './working-view.js';
import { pieces, t } from '../../i18n/i18n.js';
import en from '../../i18n/en/tutorial.js';

// The panel's words: the catalogue's tutorial.* keys in the page's
// language, nested by their dotted parts (tutorial.board.heapTitle is
// TEXT.board.heapTitle), as the boards and views take them. The panel is
// built again when the language changes.
function catalogueText() {
  const text = {};
  for (const key of Object.keys(en)) {
    const path = key.split('.');
    if (path[0] !== 'tutorial') continue;
    let node = text;
    for (const part of path.slice(1, -1)) node = node[part] ??= {};
    node[path[path.length - 1]] = t(key);
  }
  return text;
}

const WORKER_ABOVE = 100000; // characters of notation analysed in the Worker
const LEAN = { includeTo: false, parts: false };
const MAX_MOVES = 400;

const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, k) => String(values[k]));

export function createPanel(ctx) {
  const { sg } = ctx;
  const TEXT = catalogueText();
  let view = 'games';
  let good = null; // { analysis, legal }
  let selected = null; // { kind: 'heap', i } | { kind: 'cell', i }
  let locked = false; // the computer is to move
  let shownOnce = false;
  let productShown = false;
  let job = null;

  // ---------------------------------------------------------- view switch
  const viewName = uid('tut-view');
  const viewInputs = ['games', 'product'].map((v) => el('input', { type: 'radio', name: viewName, value: v, checked: v === 'games', class: 'seg-input' }));
  const viewSwitch = el('fieldset', { class: 'tut-views' },
    el('legend', { class: 'visually-hidden', text: TEXT.views.label }),
    el('div', { class: 'segmented' }, viewInputs.map((input) => el('label', { class: 'seg' }, input, el('span', { class: 'seg-label', text: TEXT.views[input.value] })))));
  viewInputs.forEach((input) => input.addEventListener('change', () => setView(input.value, { record: true })));

  // ---------------------------------------------------------- games view
  const code = (text) => el('code', { text });
  const field = createPositionField({
    label: TEXT.field,
    value: sg.families().find((f) => f.panel === 'tutorial').examples[0],
    hint: el('span', {}, pieces(t, 'tutorial.hint', {
      slash: code('/'), coins2d: code('coins2d(ruler*ruler) THT/HTT'), moore: code('moore(2) 3 5 6'), fibnim: code('fibnim 20'),
      euclid: code('euclid 12 5'), geography: code('geography(a-b,b-c,c-d) b'), plus: code('+'),
    })),
    examples: familyExamples(sg.families(), 'tutorial', { firstOnly: true }),
    onInput: () => { selected = null; update(); },
  });
  const boardHint = el('p', { class: 'hint tut-board-hint screen-only' });
  const board = el('div', { class: 'tut-board' });
  // The field has a card of its own, so that the verdict follows it on a
  // phone as on every panel; the board (as tall as its game) comes after.
  const positionCard = el('section', { class: 'card tut-position-card', 'aria-label': TEXT.positionTitle },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: TEXT.positionTitle })), field.element);
  const boardCard = el('section', { class: 'card tut-board-card', 'aria-label': TEXT.boardTitle },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: TEXT.boardTitle })), boardHint, board);
  const verdict = createVerdictCard();
  const moves = createMovesCard();
  const everyTitle = el('h2', { class: 'card-title', text: TEXT.everyMove });
  const everyBody = el('div', { class: 'tut-every-body' });
  const everyCard = el('section', { class: 'card tut-every', 'aria-label': TEXT.everyMove },
    el('div', { class: 'card-head' }, everyTitle), el('p', { class: 'hint screen-only', text: TEXT.everyMoveHint }), everyBody);
  const play = createPlayControls({
    sg,
    getPosition: () => field.value,
    setPosition: (text) => setText(text, { fromPlay: true }),
    onChange: (state) => {
      locked = state.active && (state.thinking || state.turn === 'computer');
      if (good) renderBoard();
    },
  });
  const why = createWhyCard({ sg, setPosition: (text) => setText(text) });
  const working = createWorkingCard({ sg, text: TEXT.working });
  const progress = el('p', { class: 'hint tut-progress', role: 'status', hidden: true, text: TEXT.busy });

  const controller = createPanelController({
    ctx,
    read: () => field.value,
    analyze: (text) => {
      job?.abort();
      job = null;
      if (text.length <= WORKER_ABOVE) return attempt(() => sg.analyze(text));
      const abort = new AbortController();
      job = abort;
      progress.hidden = false;
      return ctx.engine().then((engine) => engine.run('analyze', [text, LEAN], { signal: abort.signal })).then(
        (result) => ({ result }),
        (error) => {
          if (error && error.cancelled) return null;
          if (!(error instanceof SGError)) throw error;
          return { error };
        },
      ).finally(() => { if (job === abort) { job = null; progress.hidden = true; } });
    },
    accept: (result, previous, text) => ({ analysis: result, legal: text.length <= WORKER_ABOVE ? legalMoves(result.position) : null }),
    showError: (error) => field.showError(error),
    showRead: field.showRead,
    staleParts: () => [verdict.element, moves.element, boardCard, everyCard, why.element, working.element],
    play,
    render: (state) => {
      good = state.good;
      render();
    },
  });
  const update = (how) => controller.update(how);

  // The shared layout: position, verdict, moves and play, then the board
  // with its list of every move, the theorem at work and the Why card.
  const gamesView = el('div', { class: 'tut-games-view' }, panelLayout({
    name: 'tutorial',
    position: [positionCard, progress],
    verdict: [why.quiz, controller.staleNote, verdict.element],
    side: [moves.element, play.element],
    main: [boardCard, everyCard, working.element],
    wide: [why.element],
  }));

  // ---------------------------------------------------------- product view
  const product = createNimProductView({ sg, text: TEXT.product, onChange: () => recordParams() });
  const productView = el('div', { class: 'tut-product-view', hidden: true }, product.element);

  const element = el('article', { class: 'panel tutorial-panel' },
    el('header', { class: 'panel-head' },
      el('h1', { class: 'panel-title', text: TEXT.title }),
      el('p', { class: 'panel-lede', text: TEXT.lede }),
      viewSwitch),
    gamesView, productView);
  onAskingChange(element, () => { if (good) { renderBoard(); working.render(isAsking(element) ? null : good.analysis); } });

  // ---------------------------------------------------------- model

  function setText(text, { fromPlay = false } = {}) {
    field.value = text;
    selected = null;
    update({ fromPlay });
  }

  function legalMoves(position) {
    const { result } = attempt(() => sg.moves(position, { max: MAX_MOVES }));
    return result ?? { moves: [], complete: false };
  }

  const single = () => (good && good.analysis.components.length === 1 ? good.analysis.components[0] : null);

  // Plays `action` on the position shown, unless the computer is to move.
  function playAction(action) {
    if (!good || locked || controller.failure) return;
    const { result, error } = attempt(() => sg.apply(good.analysis.position, { ...action, component: 0 }));
    if (error) controller.fail(error, () => playAction(action));
    else setText(result);
  }

  // Turns the coin at (x, y) over: an edit of the position, written by the engine.
  function toggleCoin(x, y) {
    const c = single();
    const shape = c.shape;
    const heads = Array.from(shape.heads);
    heads[x * Number(shape.columns) + y] ^= 1;
    const { result, error } = attempt(() => sg.compose({ components: [{ family: c.family, rule: c.rule, shape: { kind: 'grid', rows: shape.rows, columns: shape.columns, heads } }] }));
    if (error) controller.fail(error, () => toggleCoin(x, y));
    else setText(result);
  }

  // What a move touches, for the filter of the every-move list.
  function touches(move, sel) {
    const a = move.action;
    if (!a || !sel) return true;
    if (sel.kind === 'heap') return (a.kind === 'take' && Number(a.heap) === sel.i) || (a.kind === 'take-many' && a.takes.some((t) => Number(t.heap) === sel.i));
    if (sel.kind === 'cell' && a.kind === 'turn-grid') {
      const cols = Number(single().shape.columns);
      return a.rows[a.rows.length - 1] * cols + a.columns[a.columns.length - 1] === sel.i;
    }
    return true;
  }

  // ---------------------------------------------------------- rendering

  function render() {
    const analysis = good ? good.analysis : null;
    verdict.render(analysis);
    moves.render(analysis, {
      onPlay: (move) => { if (!locked && !controller.failure && move.to) setText(move.to); },
      where: analysis && analysis.components.length > 1 ? (m) => fill(TEXT.inComponent, { n: (m.component ?? 0) + 1 }) : null,
    });
    why.render(analysis);
    working.render(analysis && !isAsking(element) ? analysis : null);
    renderBoard();
    renderEvery();
  }

  function winningMarks(c) {
    const marks = { heaps: new Set(), takes: new Set(), wins: new Set(), winningVertices: new Set(), cells: new Map(), selected: selected?.i ?? null };
    if (isAsking(element)) return marks;
    for (const m of good.analysis.winningMoves) {
      const a = m.action;
      if (!a) continue;
      if (a.kind === 'take') marks.heaps.add(Number(a.heap)), marks.takes.add(Number(a.amount));
      if (a.kind === 'take-many') for (const t of a.takes) marks.heaps.add(Number(t.heap));
      if (a.kind === 'turn-grid') marks.wins.add(a.rows[a.rows.length - 1] * Number(c.shape.columns) + a.columns[a.columns.length - 1]);
      if (a.kind === 'slide') marks.winningVertices.add(Number(a.to));
    }
    if (c.shape?.kind === 'grid' && Array.isArray(c.parts)) {
      // The parts list the heads row by row, each with its Tartan value.
      let k = 0;
      Array.from(c.shape.heads).forEach((h, i) => { if (h) marks.cells.set(i, c.parts[k++]?.value); });
    }
    return marks;
  }

  function renderBoard() {
    const c = single();
    const hide = isAsking(element);
    if (!c || !c.shape) {
      boardHint.textContent = good ? TEXT.notDrawn : '';
      replaceChildren(board);
      return;
    }
    boardHint.textContent = TEXT.boardHints[c.shape.kind] ?? '';
    const marks = winningMarks(c);
    replaceChildren(board, drawBoard(c.shape, {
      text: TEXT.board,
      hide,
      marks,
      onHeap: (i) => { selected = selected?.kind === 'heap' && selected.i === i ? null : { kind: 'heap', i }; renderBoard(); renderEvery(); },
      onTake: (t) => {
        const heap = BigInt(c.shape.heap);
        const left = heap - BigInt(t);
        playAction({ kind: 'take', heap: 0, amount: t, leaves: left > 0n ? [left] : [] });
      },
      onCell: (x, y) => {
        const i = x * Number(c.shape.columns) + y;
        if (play.state().active && c.shape.heads[i] === 1) {
          selected = selected?.kind === 'cell' && selected.i === i ? null : { kind: 'cell', i };
          renderBoard();
          renderEvery();
        } else if (!locked) toggleCoin(x, y);
      },
      onVertex: (v) => playAction({ kind: 'slide', token: 0, from: c.shape.token, to: v }),
    }));
  }

  function renderEvery() {
    if (!good || !good.legal) {
      everyCard.hidden = !!good;
      replaceChildren(everyBody);
      return;
    }
    everyCard.hidden = false;
    const { moves: all, complete } = good.legal;
    const shown = all.filter((m) => touches(m, selected));
    const what = selected?.kind === 'heap' ? fill(TEXT.heapWhat, { n: selected.i + 1 })
      : selected?.kind === 'cell' ? (() => {
        const s = single().shape;
        const cols = Number(s.columns);
        return fill(TEXT.cellWhat, { x: Math.floor(selected.i / cols) + Number(s.rowFirst), y: (selected.i % cols) + Number(s.columnFirst) });
      })() : null;
    everyTitle.textContent = what ? fill(TEXT.filtered, { what }) : TEXT.everyMove;
    replaceChildren(everyBody,
      shown.length ? el('ol', { class: 'move-list tut-every-list' }, shown.map((m) => el('li', {},
        el('button', {
          type: 'button', class: 'move', disabled: locked,
          title: m.to ? fill(TEXT.playTo, { to: m.to }) : '',
          on: { click: () => { if (!locked && !controller.failure) setText(m.to); } },
        }, el('span', { class: 'move-text' }, el('span', { class: 'move-name', text: capitalize(m.move) })))))) : el('p', { class: 'empty-note', text: TEXT.noMoves }),
      what ? el('button', { type: 'button', class: 'btn btn-small', on: { click: () => { selected = null; renderBoard(); renderEvery(); } } }, TEXT.showAllMoves) : null,
      complete ? null : el('p', { class: 'hint', text: fill(TEXT.cappedMoves, { n: all.length }) }));
  }

  // ---------------------------------------------------------- views and URL

  function setView(next, { record = false } = {}) {
    view = next;
    viewInputs.forEach((input) => { input.checked = input.value === view; });
    gamesView.hidden = view !== 'games';
    productView.hidden = view !== 'product';
    if (view === 'games' && !shownOnce) {
      shownOnce = true;
      update();
    }
    if (view === 'product' && !productShown) {
      productShown = true;
      product.show(new URLSearchParams());
    }
    if (record) recordParams();
  }

  function recordParams() {
    if (view === 'product') ctx.setParams({ view: 'product', ...product.params() });
    else controller.scheduleParams();
  }

  return {
    element,
    show(params) {
      if (params.get('view') === 'product') {
        productShown = true;
        product.show(params);
        setView('product');
        return;
      }
      const p = params.get('p');
      if (p !== null && p !== field.value) {
        shownOnce = true;
        setText(p);
      }
      setView('games');
    },
    hide() {
      controller.hide();
      job?.abort();
    },
  };
}
