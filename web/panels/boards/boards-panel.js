// The Boards panel: Node Kayles on a graph, Cram on a board of cells, Chomp
// on a Young diagram. Type a board (or pick an example), see it drawn with
// each independent part (a free region, a connected component) coloured
// and labelled with its value, the verdict and every winning move; play by
// clicking a cell or a vertex, alone or against the computer.
//
// A board is searched (docs/limits.md): the search runs in the Worker with
// its progress and a Cancel button; what it memoised is then handed to the
// page's own engine (sg.addBoardMemo), so the play controls and the Why
// card, which ask the page's engine, answer at once.
import { SGError } from '../../api/sg.js';
import { el, replaceChildren } from '../../kit/dom.js';
import { createPlayControls } from '../../kit/play.js';
import { createWhyCard } from '../../kit/why-view.js';
import { isAsking, onAskingChange } from '../../kit/teaching-mode.js';
import { createPanelController } from '../../kit/panel-controller.js';
import { attempt, createMovesCard, createPositionField, createProgress, createVerdictCard, familyExamples, panelShell } from '../../kit/panel-kit.js';
import { drawingBox } from '../../kit/svg-view.js';
import { CELL, drawChomp, drawCram, drawGraph, moveKey } from './board-drawing.js';

// Every English text of the panel (a catalogue will replace this object).
const TEXT = {
  title: 'Boards',
  lede: 'Node Kayles, Cram and Chomp: board games that fall apart into independent parts as they are played. Each part is a game of its own, searched once up to symmetry; their values XOR. Click a vertex or a cell to move.',
  fieldLabel: 'Position in SG notation',
  hint: [['A graph, ', 'nodekayles(a-b,b-c,d)'], ['; a Cram board, ', 'cram 3x4'], [' or ', 'cram(..#./..../....)'],
    ['; a Chomp board, ', 'chomp 4x5'], [' or ', 'chomp(5,3,1)'], ['; join games with ', '+'], ['.', null]],
  drawingTitle: 'The board',
  searching: 'Searching the board (the bar shows how near the search is to its cap)…',
  cancelled: 'Cancelled: the search stopped. Change the position to search again.',
  movesTitle: 'Winning moves',
  component: (n) => `Component ${n}`,
  notDrawn: (n, position) => `Component ${n} (${position}) is not a board: its verdict is in the sum on the right.`,
  tooLarge: (n) => `Component ${n} is too large to draw; its verdict and moves are on the right.`,
  emptyGraph: 'The graph is empty: no vertex is left to pick.',
  legendTitle: 'Its parts and their values',
  legendHidden: 'Its parts (answer the question to see more)',
  partValue: (label, value) => `${label}: value ${value}`,
  partNoValue: (label) => label,
  noParts: 'The parts\u2019 values are not known: the board was decided without searching them.',
  badge: (value) => String(value),
  cell: (r, c) => `(${r},${c})`,
  poison: 'The poisoned cell (1,1): never taken',
  freeCell: (at, fits) => (fits ? `Free cell ${at}: select it, then a free neighbour to place a domino` : `Free cell ${at}: no domino fits here`),
  selectedCell: (at) => `Selected cell ${at}: choose a highlighted neighbour`,
  placeWith: (at, from, leaves) => `Place a domino on ${from} and ${at}${leaves ? `: leaves value ${leaves}` : ''}`,
  bite: (at, leaves, winning) => `Bite at ${at}${leaves ? `: leaves value ${leaves}` : ''}${winning ? ', a winning move' : ''}`,
  // Starts with the text drawn on the vertex (`shown`, shortened for a long name).
  pick: (shown, name, gone, leaves, winning) => `${shown}${shown === name ? '' : ` (${name})`}: pick it, removing ${gone.join(', ')}${leaves ? `; leaves value ${leaves}` : ''}${winning ? ', a winning move' : ''}`,
  cramHelp: 'Click a free cell, then a free neighbour: the domino covers both. Winning dominoes are ringed.',
  chompHelp: 'Click a cell to take it with every cell right of it and below it (hover to see which). Winning bites are ringed.',
  graphHelp: 'Click a vertex to remove it with its neighbours (hover to see which). Winning vertices are ringed.',
  statusCram: (rows, cols, free) => `Cram on ${rows}\u00d7${cols} cells, ${free} free.`,
  statusChomp: (rows, cells) => `Chomp: ${rows} row${rows === 1 ? '' : 's'}, ${cells} cell${cells === 1 ? '' : 's'} with the poison.`,
  statusGraph: (v, e) => `Node Kayles on ${v} vertices and ${e} edge${e === 1 ? '' : 's'}.`,
  statusParts: (n) => ` ${n} independent part${n === 1 ? '' : 's'}.`,
  notPlayed: (message) => `The move could not be played: ${message}`,
};

const MAX_CELLS_DRAWN = 1200; // a Chomp diagram with more cells is not drawn
const PROGRESS_AFTER_MS = 150; // a quicker search shows no progress bar

export function createPanel(ctx) {
  const { sg } = ctx;
  let good = null; // { analysis, options: Map('ci key' -> option) }
  let failure = null;
  let selected = null; // { component, cell } of Cram
  let locked = false; // the computer is to move in a running game
  let job = 0;
  let memoMark = { generation: -1, next: 0 }; // what the page's engine has of the Worker's memo

  const field = createPositionField({
    label: TEXT.fieldLabel,
    value: sg.families().find((f) => f.panel === 'boards').examples[0],
    hint: el('span', {}, TEXT.hint.map(([words, code]) => [words, code ? el('code', { text: code }) : null]).flat()),
    examples: familyExamples(sg.families(), 'boards'),
    onInput: () => { selected = null; update(); },
  });
  const positionCard = el('section', { class: 'card position-card', 'aria-label': 'Position' },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: 'Position' })), field.element);

  const progress = createProgress(TEXT.searching);
  const helpLine = el('p', { class: 'hint board-help' });
  const drawing = el('div', { class: 'board-drawing' });
  const drawingCard = el('section', { class: 'card board-drawing-card', 'aria-label': TEXT.drawingTitle },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: TEXT.drawingTitle })),
    progress.element, drawing, helpLine);
  // The running search ends with an error saying it was cancelled; the
  // last position searched stays on show, marked stale.
  progress.cancel.addEventListener('click', async () => {
    (await ctx.engine()).cancel();
    progress.done();
  });

  const verdict = createVerdictCard();
  const moves = createMovesCard({ title: TEXT.movesTitle });
  const play = createPlayControls({
    sg,
    // Only a position the Worker has searched: the play controls ask the page's engine.
    getPosition: () => (failure || !good ? field.value : good.analysis.position),
    setPosition: (text) => setText(text, { fromPlay: true }),
    onChange: (state) => { locked = state.active && (state.thinking || state.turn === 'computer'); },
  });
  const why = createWhyCard({ sg, setPosition: (text) => setText(text) });

  const controller = createPanelController({
    ctx,
    read: () => field.value,
    analyze: (text) => search(text),
    accept: (result, previous, text) => ({ analysis: result, options: optionsOf(text) }),
    showError: (error) => field.showError(error),
    staleParts: () => [verdict.element, moves.element, drawingCard, play.element, why.element],
    play,
    render: (state) => {
      ({ good, failure } = state);
      render();
    },
  });
  const update = (how) => controller.update(how);

  const element = panelShell({
    name: 'boards',
    title: TEXT.title,
    lede: TEXT.lede,
    main: [positionCard, drawingCard, why.element],
    side: [why.quiz, controller.staleNote, verdict.element, moves.element, play.element],
  });
  onAskingChange(element, () => { if (good) renderDrawing(); });

  function setText(text, { fromPlay = false } = {}) {
    field.value = text;
    update({ fromPlay });
  }

  // The analysis, in the Worker (progress, cancel); then the Worker's new
  // memo entries go to the page's engine. Without a Worker, on the page.
  async function search(text) {
    const mine = ++job;
    let engine;
    try {
      engine = await ctx.engine();
    } catch {
      return attempt(() => sg.analyze(text));
    }
    const shown = setTimeout(() => { if (mine === job) progress.start(TEXT.searching); }, PROGRESS_AFTER_MS);
    try {
      const result = await engine.run('analyze', [text], { onProgress: (p) => { if (mine === job) progress.set(p); } });
      if (engine.generation !== memoMark.generation) memoMark = { generation: engine.generation, next: 0 };
      const memo = await engine.run('boardMemo', [{ since: memoMark.next }]);
      memoMark.next = memo.next;
      if (memo.count) attempt(() => sg.addBoardMemo(memo.data));
      return { result };
    } catch (e) {
      if (e?.cancelled) return mine === job ? { error: new SGError(TEXT.cancelled) } : null;
      if (e instanceof SGError) return { error: e };
      return attempt(() => sg.analyze(text)); // the Worker failed: the page's engine answers
    } finally {
      clearTimeout(shown);
      if (mine === job) progress.done();
    }
  }

  // The value each move leaves, by component and move (explain, on the
  // page's engine: its memo has the board now).
  function optionsOf(text) {
    const { result } = attempt(() => sg.explain(text, { maxOptions: 4000 }));
    const map = new Map();
    for (const o of result?.options ?? []) {
      const key = moveKey(o.action);
      if (key) map.set(`${o.action.component} ${key}`, o);
    }
    return map;
  }

  // ---------------------------------------------------------- rendering

  function render() {
    why.render(good ? good.analysis : null);
    if (!good) {
      verdict.render(null);
      moves.render(null);
      replaceChildren(drawing);
      return;
    }
    const { analysis } = good;
    verdict.render(analysis, analysis.components.length > 1 ? [['Components', String(analysis.components.length), 'a sum: values XOR']] : []);
    moves.render(analysis, {
      onPlay: (move) => { if (!locked) setText(move.to); },
      where: analysis.components.length > 1 ? (m) => `in component ${(m.component ?? 0) + 1}` : null,
    });
    renderDrawing();
  }

  // One figure per component: its caption, the drawing, its parts' legend.
  function renderDrawing() {
    const { analysis, options } = good;
    const hide = isAsking(drawing);
    const several = analysis.components.length > 1;
    const helps = new Set();
    const figures = [];
    const notes = [];
    analysis.components.forEach((c, ci) => {
      const shape = c.shape;
      const kind = shape?.kind;
      if (!['board', 'diagram', 'undirected'].includes(kind)) {
        notes.push(TEXT.notDrawn(ci + 1, c.position.slice(0, 40)));
        return;
      }
      const view = {
        hide,
        parts: Array.isArray(c.parts) ? c.parts : [],
        wins: new Set(analysis.winningMoves.filter((m) => m.component === ci).map((m) => moveKey(m.action)).filter(Boolean)),
        selected: selected && selected.component === ci ? selected.cell : null,
        text: TEXT,
        act: (what) => act(ci, what),
        describe: (key) => {
          if (hide) return '';
          const o = options.get(`${ci} ${key}`);
          return o ? String(o.value ?? o.grundy) : '';
        },
      };
      let status;
      let drawn = null;
      if (kind === 'board') {
        status = TEXT.statusCram(shape.rows, shape.cols, shape.cells.reduce((n, x) => n + x, 0));
        helps.add(TEXT.cramHelp);
        drawn = drawCram(shape, view);
      } else if (kind === 'diagram') {
        const cells = Array.from(shape.rowLengths).reduce((n, x) => n + x, 0);
        status = TEXT.statusChomp(shape.rowLengths.length, cells);
        helps.add(TEXT.chompHelp);
        if (cells <= MAX_CELLS_DRAWN) drawn = drawChomp(shape, view);
        else notes.push(TEXT.tooLarge(ci + 1));
      } else {
        status = TEXT.statusGraph(shape.nodes.length, shape.edges.length / 2);
        helps.add(TEXT.graphHelp);
        if (shape.nodes.length) drawn = drawGraph(shape, view);
        else notes.push(TEXT.emptyGraph);
      }
      if (kind !== 'diagram' && view.parts.length) status += TEXT.statusParts(view.parts.length);
      const legendItems = kind === 'diagram' ? [] : view.parts.map((p, k) => el('li', { class: `part-${k % 6}` },
        el('span', { class: 'legend-swatch', 'aria-hidden': 'true' }),
        hide ? TEXT.partNoValue(p.label) : TEXT.partValue(p.label, p.grundy ?? p.value)));
      if (kind === 'board' && c.grundy === null) notes.push(TEXT.noParts);
      figures.push(el('figure', { class: 'board-figure', dataset: { component: ci } },
        el('figcaption', { class: 'board-status' }, several ? el('strong', { text: `${TEXT.component(ci + 1)}. ` }) : null, status),
        drawn ? drawingBox(drawn.width + 8, drawn.height + 8, several ? TEXT.component(ci + 1) : TEXT.drawingTitle, { grow: 1 },
          withMargin(drawn.group)) : null,
        legendItems.length ? el('ul', { class: 'board-parts', 'aria-label': hide ? TEXT.legendHidden : TEXT.legendTitle }, legendItems) : null));
    });
    replaceChildren(drawing, figures,
      notes.length ? el('ul', { class: 'board-notes hint' }, notes.map((n) => el('li', { text: n }))) : null);
    helpLine.textContent = [...helps].join(' ');
  }

  const withMargin = (group) => {
    group.setAttribute('transform', 'translate(4 4)');
    return group;
  };

  // ---------------------------------------------------------- moves

  function act(ci, what) {
    if (locked || failure || !good) return;
    if (what.kind === 'select') {
      selected = selected && selected.component === ci && selected.cell === what.cell ? null : { component: ci, cell: what.cell };
      renderDrawing();
      drawing.querySelector(`.cram-board [data-cell="${what.cell}"]`)?.focus();
      return;
    }
    const { result, error } = attempt(() => sg.apply(good.analysis.position, { ...what, component: ci }));
    if (error) {
      ctx.notify(TEXT.notPlayed(error.message), 'error');
      return;
    }
    selected = null;
    setText(result);
  }

  let shownOnce = false;
  return {
    element,
    show(params) {
      const p = params.get('p');
      if (p !== null && p !== field.value) setText(p);
      else if (!shownOnce) update();
      shownOnce = true;
    },
    hide() { controller.hide?.(); },
  };
}
