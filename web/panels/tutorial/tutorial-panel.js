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
import { attempt, capitalize, createMovesCard, createPositionField, createVerdictCard, familyExamples } from '../../kit/panel-kit.js';
import { createPlayControls } from '../../kit/play.js';
import { isAsking, onAskingChange } from '../../kit/teaching-mode.js';
import { createWhyCard } from '../../kit/why-view.js';
import { createNimProductView } from './nim-product-view.js';
import { drawBoard } from './tutorial-boards.js';
import { createWorkingCard } from './working-view.js';

// Every English text of the panel, in one place for the coming translation.
const TEXT = {
  title: 'Tutorial games',
  lede: 'Games the classic tutorials teach, each decided by its own theorem: 2-D coin turning (the Tartan theorem and nim multiplication), Moore\u2019s Nim, Fibonacci Nim, Euclid\u2019s game and geography on an undirected graph. Type a position or pick an example; play against the computer; see the theorem at work.',
  views: { label: 'View', games: 'Games', product: 'Nim multiplication' },
  field: 'Position in SG notation',
  hint: ['Rows of coins joined by ', '/', ' under two coin rules, ', 'coins2d(ruler*ruler) THT/HTT', '; ', 'moore(2) 3 5 6', '; ', 'fibnim 20', '; ', 'euclid 12 5', '; ', 'geography(a-b,b-c,c-d) b', '; join games with ', '+', '.'],
  boardTitle: 'Board',
  boardHints: {
    heaps: 'Click a heap to list the moves that take from it.',
    'limited-heap': 'Click a token to take it and every token to its right.',
    grid: 'Click a coin to turn it over (to set up a position); in a game, click a head to list the moves it decides.',
    geography: 'Click a vertex next to the token to move there. The thick double lines are a maximum matching.',
  },
  notDrawn: 'This position has no board here: the sums panel draws sums of several games.',
  board: {
    heaps: 'Heaps', heapTitle: 'Heap {n}: list its moves', heapName: 'heap {n}', heapOf: 'A heap of {n}.',
    limitLine: 'The next move may take 1 to {limit}.', noMove: 'No move is allowed.', tooManyTokens: 'Too many tokens to draw one by one: play from the list of moves.',
    takeTitle: 'Take {t}', beyondLimit: 'more than the next move may take', tokenName: 'token {n}', tokens: 'Tokens',
    rowsColumns: 'Rows and columns', cellName: 'row {x}, column {y}', heads: 'heads', tails: 'tails', worth: 'worth {v}', grid: 'The coin grid',
    graph: 'The graph, the token and a maximum matching', tokenOn: 'The token, on {name}', moveTo: 'Move the token to {name}',
    winningMove: 'a winning move', vertexName: 'vertex {name}', tooManyVertices: 'The graph has {n} vertices; graphs of up to {most} are drawn. The verdict and the winning moves are exact.',
  },
  everyMove: 'Every move', everyMoveHint: 'Choose any legal move to play it, winning or not.', filtered: 'Moves of {what}', showAllMoves: 'All moves',
  cappedMoves: 'The first {n} moves are listed.', noMoves: 'No move is left: the player to move loses.',
  heapWhat: 'heap {n}', cellWhat: 'the coin at row {x}, column {y}',
  working: {
    title: 'The theorem at work',
    tartanLead: 'Tartan theorem: a lone head at row x, column y is worth SG\u2081(x) \u2297 SG\u2082(y), the nim product of its row\u2019s and its column\u2019s values. Row headers are SG\u2081, column headers SG\u2082; the heads\u2019 cells are marked, and their nim-sum is the grid\u2019s value.',
    tartanCaption: 'SG\u2081(x) \u2297 SG\u2082(y) for every cell', columnValue: 'column {y}', rowValue: 'row {x}', tableCut: 'The first {most} rows and columns are shown.', noHeads: 'No head: the value is 0.',
    mooreLead: 'Moore\u2019s theorem: a position is P exactly when, in every binary column, the number of heaps with that bit set is divisible by {m} (k + 1).',
    mooreCaption: 'Heaps with each bit set', bit: 'Bit', heapsWithBit: 'Heaps with the bit', remainder: 'Remainder mod {m}',
    mooreN: 'Not divisible in column {bits}: an N position. A winning move fixes every column at once, touching at most k heaps.', mooreP: 'Every column is divisible: a P position.',
    zeckLead: 'Zeckendorf\u2019s theorem: every heap is one sum of non-consecutive Fibonacci numbers (1, 2, 3, 5, 8, 13, \u2026).',
    emptyHeap: 'The heap is empty: no move is left.',
    zeckN: 'Its smallest term, {q}, is at most the {limit} the next move may take: the player to move wins by taking it (or a few of the smallest terms together).',
    zeckP: 'Its smallest term, {q}, is more than the {limit} the next move may take: whatever is taken, the opponent can take the new smallest term. A P position.',
    zeckTakes: 'Winning takes: {takes}.',
    euclidLead: 'The continued fraction of the larger number over the smaller is {cf}. Each quotient q is a level of the game; the options of a level form a chain worth 0, 1, 2, \u2026 that skips the value h of the level below.',
    euclidCaption: 'The levels of the continued fraction', step: 'Level', division: 'Division', levelValue: 'SG', because: 'Why',
    lastLevel: 'the last level (remainder 0) is worth its quotient, {q}', belowHigh: 'the level below is worth {h} \u2265 {q}: the chain reaches q \u2212 1',
    belowLow: 'the level below is worth {h} < {q}: the chain skips it and reaches q', euclidOver: 'A number is 0: the game is over.',
    matchingLead: 'Geography on an undirected graph: the player to move wins exactly when every maximum matching covers the token\u2019s vertex (the winner keeps moving along the matching).',
    matchedWith: 'A maximum matching of the token\u2019s component ({size} vertices) has {n} edges.',
    matchedWithout: 'Without {v}, a maximum matching has {n} edges.',
    coveredN: 'So every maximum matching covers {v}: the player to move wins by moving along its matching edge.',
    coveredP: 'So some maximum matching misses {v}: the player to move loses.',
    winningVertices: 'Winning moves go to: {list}.',
  },
  product: {
    calculator: 'Nim multiplication', calculatorHint: 'Any two numbers below 2^64. The product is reduced by Fermat 2-powers F = 2^(2^k): below F, multiplying by F is ordinary, and F \u2297 F = F \u2295 F/2. Open a product of halves to see its own reduction.',
    table: 'Multiplication table', size: 'Size', tableHint: 'Click a cell to multiply its row and column above.', tableRegion: 'The nim multiplication table (scrolls)',
    tableCaption: 'x \u2297 y for x and y below {n}', base: '{a} \u2297 {b} = {p}: one of them is 0 or 1.',
    fermat: 'F = {F} ({name}), the largest Fermat 2-power not above the larger number.',
    rule: 'a \u2297 b = (a\u2081\u2297b\u2081 \u2295 a\u2081\u2297b\u2080 \u2295 a\u2080\u2297b\u2081)\u00b7{F} \u2295 (a\u2080\u2297b\u2080 \u2295 (a\u2081\u2297b\u2081)\u2297{half}), since {F} \u2297 {F} = {F} \u2295 {half}.',
    badNumber: '{which} must be a whole number from 0 to 18446744073709551615.',
  },
};

const WORKER_ABOVE = 100000; // characters of notation analysed in the Worker
const LEAN = { includeTo: false, parts: false };
const MAX_MOVES = 400;

const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, k) => String(values[k]));

export function createPanel(ctx) {
  const { sg } = ctx;
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
  const [h0, c0, h1, c1, h2, c2, h3, c3, h4, c4, h5, c5, h6, c6, h7] = TEXT.hint;
  const field = createPositionField({
    label: TEXT.field,
    value: sg.families().find((f) => f.panel === 'tutorial').examples[0],
    hint: el('span', {}, h0, el('code', { text: c0 }), h1, el('code', { text: c1 }), h2, el('code', { text: c2 }), h3, el('code', { text: c3 }),
      h4, el('code', { text: c4 }), h5, el('code', { text: c5 }), h6, el('code', { text: c6 }), h7),
    examples: familyExamples(sg.families(), 'tutorial', { firstOnly: true }),
    onInput: () => { selected = null; update(); },
  });
  const boardHint = el('p', { class: 'hint tut-board-hint' });
  const board = el('div', { class: 'tut-board' });
  const boardCard = el('section', { class: 'card tut-board-card', 'aria-label': TEXT.boardTitle },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: TEXT.boardTitle })), boardHint, board, field.element);
  const verdict = createVerdictCard();
  const moves = createMovesCard();
  const everyTitle = el('h2', { class: 'card-title', text: TEXT.everyMove });
  const everyBody = el('div', { class: 'tut-every-body' });
  const everyCard = el('section', { class: 'card tut-every', 'aria-label': TEXT.everyMove },
    el('div', { class: 'card-head' }, everyTitle), el('p', { class: 'hint', text: TEXT.everyMoveHint }), everyBody);
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
  const progress = el('p', { class: 'hint tut-progress', role: 'status', hidden: true, text: 'Analysing a large position in the background…' });

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
    staleParts: () => [verdict.element, moves.element, boardCard, everyCard, why.element, working.element],
    play,
    render: (state) => {
      good = state.good;
      render();
    },
  });
  const update = (how) => controller.update(how);

  const gamesView = el('div', { class: 'tutorial-layout' },
    el('div', { class: 'tutorial-main' }, boardCard, progress, why.element, working.element),
    el('div', { class: 'tutorial-side' }, why.quiz, controller.staleNote, verdict.element, moves.element, play.element, everyCard));

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
    if (error) controller.fail(error);
    else setText(result);
  }

  // Turns the coin at (x, y) over: an edit of the position, written by the engine.
  function toggleCoin(x, y) {
    const c = single();
    const shape = c.shape;
    const heads = Array.from(shape.heads);
    heads[x * Number(shape.columns) + y] ^= 1;
    const { result, error } = attempt(() => sg.compose({ components: [{ family: c.family, rule: c.rule, shape: { kind: 'grid', rows: shape.rows, columns: shape.columns, heads } }] }));
    if (error) controller.fail(error);
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
      where: analysis && analysis.components.length > 1 ? (m) => `in component ${(m.component ?? 0) + 1}` : null,
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
          title: m.to ? `The position becomes ${m.to}` : '',
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
