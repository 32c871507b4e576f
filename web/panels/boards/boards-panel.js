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
import { el, replaceChildren, withCode } from '../../kit/dom.js';
import { createPlayControls } from '../../kit/play/play.js';
import { createWhyCard } from '../../kit/why/why-view.js';
import { isAsking, onAskingChange } from '../../kit/teaching-mode.js';
import { createPanelController, familyOf } from '../../kit/panel-controller.js';
import { attempt, createMovesCard, createPositionField, createProgress, createVerdictCard, familyExamples, panelShell, retryWhenLoaded } from '../../kit/panel-kit.js';
import { CELL, drawChomp, drawCram, drawGraph, drawingBox, moveKey } from './board-drawing.js';
import { pieces, t } from '../../i18n/i18n.js';

// The panel's texts (web/i18n/<lang>/boards.js), as the drawing asks for
// them. Engine texts (a part's label, a move's error) are marked so.
const engineText = (text) => el('span', { class: 'engine-text', text });
// A template chosen by what is known: `leaves` the value a move leaves
// ('' while teaching mode hides it), `winning` whether it wins.
const variant = (key, leaves, winning) => `${key}${leaves ? 'Leaves' : ''}${winning ? 'Winning' : ''}`;
const TEXT = {
  badge: (value) => String(value),
  cell: (r, c) => t('boards.cell', { r, c }),
  get poison() { return t('boards.poison'); },
  freeCell: (at, fits) => t(fits ? 'boards.freeCell' : 'boards.freeCellNoFit', { at }),
  selectedCell: (at) => t('boards.selectedCell', { at }),
  placeWith: (at, from, leaves) => t(leaves ? 'boards.placeLeaves' : 'boards.place', { at, from, leaves }),
  bite: (at, leaves, winning) => t(variant('boards.bite', leaves, winning), { at, leaves }),
  // Starts with the text drawn on the vertex (`shown`, shortened for a long name).
  pick: (shown, name, gone, leaves, winning) => t(variant('boards.pick', leaves, winning), {
    vertex: shown === name ? name : t('boards.vertexLong', { shown, name }),
    gone: gone.join(t('boards.nameSeparator')),
    leaves,
  }),
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
    label: t('boards.fieldLabel'),
    value: sg.families().find((f) => f.panel === 'boards').examples[0],
    hint: el('span', {}, withCode(t('boards.hint'))),
    examples: familyExamples(sg.families(), 'boards'),
    onInput: () => { selected = null; update(); },
  });
  const positionCard = el('section', { class: 'card position-card', 'aria-label': t('boards.positionCard') },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: t('boards.positionCard') })), field.element);

  const progress = createProgress(t('boards.searching'));
  const helpLine = el('p', { class: 'hint board-help' });
  const drawing = el('div', { class: 'board-drawing' });
  const drawingCard = el('section', { class: 'card board-drawing-card', 'aria-label': t('boards.drawingTitle') },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: t('boards.drawingTitle') })),
    progress.element, drawing, helpLine);
  // The running search ends with an error saying it was cancelled; the
  // last position searched stays on show, marked stale.
  progress.cancel.addEventListener('click', async () => {
    (await ctx.engine()).cancel();
    progress.done();
  });

  const verdict = createVerdictCard();
  const moves = createMovesCard({ title: t('boards.movesTitle') });
  const play = createPlayControls({
    sg,
    // Only a position the Worker has searched: the play controls ask the page's engine.
    getPosition: () => (failure || !good ? field.value : good.analysis.position),
    family,
    setPosition: (text) => setText(text, { fromPlay: true }),
    onChange: (state) => { locked = state.locked; },
    board: true,
  });
  const why = createWhyCard({ sg, setPosition: (text) => setText(text) });

  const controller = createPanelController({
    ctx,
    read: () => field.value,
    family,
    analyze: (text, how, read) => search(text, read),
    accept: (result) => ({ analysis: result, options: optionsOf(result.position) }),
    showError: (error) => field.showError(error),
    showRead: field.showRead,
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
    title: t('boards.title'),
    lede: t('boards.lede'),
    position: [positionCard],
    verdict: [why.quiz, controller.staleNote, verdict.element],
    side: [moves.element, play.element],
    main: [drawingCard],
    wide: [why.element],
  });
  onAskingChange(element, () => { if (good) renderDrawing(); });

  // `4x5` typed here is read as the board game shown.
  function family() {
    return familyOf(good?.analysis);
  }

  function setText(text, { fromPlay = false } = {}) {
    field.value = text;
    update({ fromPlay });
  }

  // The analysis, in the Worker (progress, cancel); then the Worker's new
  // memo entries go to the page's engine. Without a Worker, on the page.
  async function search(text, read) {
    const mine = ++job;
    let engine;
    try {
      engine = await ctx.engine();
    } catch {
      return attempt(() => sg.analyze(text, read));
    }
    const shown = setTimeout(() => { if (mine === job) progress.start(t('boards.searching')); }, PROGRESS_AFTER_MS);
    try {
      const result = await engine.run('analyze', [text, read], { onProgress: (p) => { if (mine === job) progress.set(p); } });
      if (engine.generation !== memoMark.generation) memoMark = { generation: engine.generation, next: 0 };
      const memo = await engine.run('boardMemo', [{ since: memoMark.next }]);
      memoMark.next = memo.next;
      if (memo.count) attempt(() => sg.addBoardMemo(memo.data));
      return { result };
    } catch (e) {
      if (e?.cancelled) return mine === job ? { error: new SGError(t('boards.cancelled')) } : null;
      if (e instanceof SGError) return { error: e };
      return attempt(() => sg.analyze(text, read)); // the Worker failed: the page's engine answers
    } finally {
      clearTimeout(shown);
      if (mine === job) progress.done();
    }
  }

  // The value each move leaves, by component and move (explain, on the
  // page's engine: its memo has the board now).
  function optionsOf(text) {
    const { result, error } = attempt(() => sg.explain(text, { maxOptions: 4000 }));
    // The rest of the engine still on its way: the values come when it is in.
    retryWhenLoaded(sg, error, () => {
      if (good?.analysis.position !== text) return;
      good.options = optionsOf(text);
      render();
    });
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
    verdict.render(analysis, analysis.components.length > 1 ? [[t('boards.statComponents'), String(analysis.components.length), t('boards.statComponentsNote')]] : []);
    moves.render(analysis, {
      onPlay: (move) => { if (!locked) setText(move.to); },
      where: analysis.components.length > 1 ? (m) => t('boards.inComponent', { n: (m.component ?? 0) + 1 }) : null,
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
        notes.push(pieces(t, 'boards.notDrawn', { n: ci + 1, position: el('code', { text: c.position.slice(0, 40) }) }));
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
        status = t('boards.statusCram', { rows: shape.rows, cols: shape.cols, free: shape.cells.reduce((n, x) => n + x, 0) });
        helps.add('cram');
        drawn = drawCram(shape, view);
      } else if (kind === 'diagram') {
        const cells = Array.from(shape.rowLengths).reduce((n, x) => n + x, 0);
        status = t('boards.statusChomp', { rows: shape.rowLengths.length, cells });
        helps.add('chomp');
        if (cells <= MAX_CELLS_DRAWN) drawn = drawChomp(shape, view);
        else notes.push(t('boards.tooLarge', { n: ci + 1 }));
      } else {
        status = t('boards.statusGraph', { vertices: shape.nodes.length, edges: shape.edges.length / 2 });
        helps.add('graph');
        if (shape.nodes.length) drawn = drawGraph(shape, view);
        else notes.push(t('boards.emptyGraph'));
      }
      if (kind !== 'diagram' && view.parts.length) status += t('kit.gap') + t('boards.statusParts', { n: view.parts.length });
      const legendItems = kind === 'diagram' ? [] : view.parts.map((p, k) => el('li', { class: `part-${k % 6}` },
        el('span', { class: 'legend-swatch', 'aria-hidden': 'true' }),
        hide ? engineText(p.label) : pieces(t, 'boards.partValue', { label: engineText(p.label), value: p.grundy ?? p.value })));
      if (kind === 'board' && c.grundy === null) notes.push(t('boards.noParts'));
      figures.push(el('figure', { class: 'board-figure', dataset: { component: ci } },
        el('figcaption', { class: 'board-status' }, several ? [el('strong', { text: t('boards.componentLead', { n: ci + 1 }) }), t('kit.gap')] : null, status),
        drawn ? drawingBox(drawn.width + 8, drawn.height + 8, several ? t('boards.component', { n: ci + 1 }) : t('boards.drawingTitle'),
          withMargin(drawn.group)) : null,
        legendItems.length ? el('ul', { class: 'board-parts', 'aria-label': hide ? t('boards.legendHidden') : t('boards.legendTitle') }, legendItems) : null));
    });
    replaceChildren(drawing, figures,
      notes.length ? el('ul', { class: 'board-notes hint' }, notes.map((n) => el('li', {}, n))) : null);
    // How to move is for the screen; what the rings mean prints too.
    const kinds = [...helps];
    const gap = t('kit.gap');
    replaceChildren(helpLine, el('span', { class: 'screen-only', text: kinds.map((k) => t(`boards.${k}Help`)).join(gap) }),
      kinds.length ? gap : null, kinds.map((k) => t(`boards.${k}Rings`)).join(gap));
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
      ctx.notify(t('boards.notPlayed', { message: error.message }), 'error');
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
