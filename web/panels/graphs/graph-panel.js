// The Game graph panel: type a graph with tokens (or paste / load an edge
// list), see it drawn in layers with every node's outcome (P/N/D: colour,
// letter and ring shape), SG value and remoteness, move a token by clicking
// it and then one of its successors (or by dragging it there), read every
// winning move, and play against the computer. Every node's values come
// from one analyzeEdgeList call (in the Worker, with progress and cancel,
// unless the graph is tiny); beyond a few hundred nodes they are shown as a
// virtualised, sortable, searchable table. Big edge lists (up to 2^21
// nodes, 2^25 edges) go straight to that table. The contest classics are
// examples.
import { el, replaceChildren, svg, withCode } from '../../kit/dom.js';
import { REST_QUIET_MS, afterFrame } from '../../kit/after-frame.js';
import { createPlayControls } from '../../kit/play/play.js';
import { createWhyCard } from '../../kit/why/why-view.js';
import { isAsking, onAskingChange } from '../../kit/teaching-mode.js';
import { createPanelController, familyOf } from '../../kit/panel-controller.js';
import { MOVES_SHOWN, attempt, createMovesCard, createPositionField, createProgress, createVerdictCard, panelShell, retryWhenLoaded, writeHidden, writeText, familyExamples } from '../../kit/panel-kit.js';
import { createTip, svgButton, svgText } from '../../kit/drawing/svg-view.js';
import { createZoomView } from '../../kit/drawing/zoom-view.js';
import { createDrawingExport } from '../../kit/export/export-menu.js';
import { NODE_R, graphShapeFromLines, layoutGraph, tokenAt } from './graph-layout.js';
import { LINE_Y, drawingBox, placeLabels } from './graph-labels.js';
import { edgeListOf, nodeValues } from './graph-node-values.js';
import { createNodeTable } from './graph-table.js';
import { formatNumber, t } from '../../i18n/i18n.js';
import { NOTATION_MAX_LINES, createEdgeListForm } from './graph-edge-list.js';

const MAX_DRAWN = 300; // nodes drawn; beyond, a table
const MAIN_THREAD_EDGES = 2000; // fewer: valued at once on the page, no Worker round trip
const DRAG_PX = 6; // a press that moves less is a click
const LEAN_ABOVE = 2000; // characters: past this, analyse without each move's `to`
const DEFER_ABOVE = 400; // characters: past this, the verdict is drawn first, the rest after that frame
const LONG_LIST = 200; // winning moves listed once "Show more moves" is chosen

const OUTCOME_NAME = { P: 'graphs.outcomeP', N: 'graphs.outcomeN', D: 'graphs.outcomeD' };

// A lone graph component -> { rule, nodes, edges: [[from, to]], tokens } by
// name, from its shape (the nodes and edges of `previous` when the rule is
// the same, as when tokens move on a 2000-edge graph).
function graphOf(c, previous) {
  if (c.shape?.kind !== 'graph') return null;
  const { nodes } = c.shape;
  const tokens = Array.from(c.shape.tokens, (i) => nodes[i]);
  if (previous && previous.rule === c.rule) return { ...previous, tokens };
  const edges = [];
  for (let i = 0; i + 1 < c.shape.edges.length; i += 2) edges.push([nodes[c.shape.edges[i]], nodes[c.shape.edges[i + 1]]]);
  return { rule: c.rule, nodes, edges, tokens };
}

export function createPanel(ctx) {
  const { sg } = ctx;
  let good = null; // { analysis, graph (parsed) | null }
  let failure = null;
  let values = null; // nodeValues() of good.graph, or null while computing
  let valuesFor = null; // the rule the values belong to
  let bulk = null; // { values, text | null, file: its name | null (pasted) } of an analysed edge list
  let showBulk = false; // the drawing card shows the bulk table
  let selected = null; // node name holding the selected token
  let locked = false; // the computer is to move in a running game
  let job = 0;
  let drag = null; // { node, x, y, moved, ghost } while a token is pressed
  let dragEndedAt = 0;
  let tableShows = null; // { values, tokensKey } the node table shows for the position
  let drawn = null; // the drawing shown: { rule, values, hide, tip, edges, heads, labels, nodeLayer, selected, nodes: name -> { sig, g } }

  const field = createPositionField({
    label: t('graphs.fieldLabel'),
    value: sg.families().find((f) => f.panel === 'graphs').examples[0], // the registry's opening position
    hint: el('span', {}, withCode(t('graphs.hint'))),
    examples: familyExamples(sg.families(), 'graphs'),
    onInput: () => { selected = null; update(); },
  });

  // ---------------------------------------------------------- edge-list input
  const listForm = createEdgeListForm({
    onUse: (text, tokens) => {
      if (setGraph(text, tokens)) listForm.showError(null);
    },
    onAnalyse: (source) => analyseBulk(source),
  });

  const positionCard = el('section', { class: 'card position-card', 'aria-label': t('graphs.positionCard') },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: t('graphs.positionCard') })),
    field.element, listForm.element);

  // ---------------------------------------------------------- drawing card
  const progress = createProgress(t('graphs.computing'));
  const statusLine = el('p', { class: 'graph-status', 'aria-live': 'polite' });
  const drawing = el('div', { class: 'graph-drawing' });
  // Dragging a token is the drawing's own gesture: the view does not pan then.
  const zoom = createZoomView({ label: t('graphs.drawing'), keepPress: (target) => Boolean(target.closest?.('.graph-node.has-token')) });
  const nodeTable = createNodeTable({
    canPlay: () => !showBulk || Boolean(bulk?.text),
    onPlay: (name) => {
      if (!showBulk) return;
      setGraph(bulk.text, [name]);
    },
  });
  const backButton = el('button', { type: 'button', class: 'btn btn-small graph-back', hidden: true, on: { click: () => { showBulk = false; render(); } } }, t('graphs.back'));
  const drawingTitle = el('h2', { class: 'card-title', text: t('graphs.drawing') });
  // The whole drawing (not only the part in view) as SVG or PNG.
  const exportMenu = createDrawingExport({
    kind: 'graph', what: t('graphs.drawing'), position: () => field.value,
    figure: (kit) => (drawing.contains(zoom.element) ? kit.standaloneDrawing(zoom.svg, zoom.content(), { title: t('graphs.figureTitle', { position: field.value }) }) : null),
  });
  const drawingCard = el('section', { class: 'card graph-drawing-card', 'aria-label': t('graphs.drawing') },
    el('div', { class: 'card-head' }, drawingTitle, backButton, exportMenu.element),
    statusLine, progress.element, drawing,
    el('ul', { class: 'graph-legend', 'aria-label': t('graphs.legend') },
      el('li', {}, el('span', { class: 'legend-node outcome-P', 'aria-hidden': 'true', text: 'P' }), t('graphs.legendP')),
      el('li', {}, el('span', { class: 'legend-node outcome-N', 'aria-hidden': 'true', text: 'N' }), t('graphs.legendN')),
      el('li', {}, el('span', { class: 'legend-node outcome-D', 'aria-hidden': 'true', text: 'D' }), t('graphs.legendD')),
      el('li', {}, el('span', { class: 'legend-token', 'aria-hidden': 'true' }), t('graphs.legendToken')),
      el('li', {}, el('span', { class: 'legend-text', 'aria-hidden': 'true', text: t('graphs.remotenessShort', { r: 3 }) }), t('graphs.legendRemoteness'))));
  progress.cancel.addEventListener('click', async () => {
    job += 1;
    (await ctx.engine()).cancel();
    progress.done();
    statusLine.textContent = t('graphs.cancelled');
  });

  const verdict = createVerdictCard();
  const moves = createMovesCard();
  const play = createPlayControls({
    sg,
    board: true,
    getPosition: () => field.value,
    family: () => family(),
    setPosition: (text) => setText(text, { fromPlay: true }),
    onChange: (state) => { locked = state.locked; },
  });
  const playCard = play.element;
  // A text with no game name is read as the graph game shown.
  const family = () => familyOf(good?.analysis);

  const why = createWhyCard({ sg: ctx.sg, setPosition: (text) => setText(text) });

  // A long graph is analysed lean: no `to` per move (each is the whole
  // graph; the move played is built by winningMove) and, while typing,
  // MOVES_SHOWN + 1 moves, enough to know there are more.
  const controller = createPanelController({
    ctx,
    read: () => field.value,
    family: () => family(),
    analyze: (text, how, read) => {
      showBulk = false;
      const lean = text.length > LEAN_ABOVE;
      return attempt(() => sg.analyze(text, lean ? { ...read, includeTo: false, maxMoves: moves.expanded ? LONG_LIST : MOVES_SHOWN + 1 } : read));
    },
    accept: (result, previous) => {
      const next = { analysis: result, graph: result.components.length === 1 ? graphOf(result.components[0], previous?.graph) : null };
      if (!next.graph || next.graph.rule !== valuesFor) {
        values = null;
        valuesFor = null;
        if (next.graph) computeValues(next.graph);
      }
      return next;
    },
    showError: (error) => field.showError(error),
    showRead: field.showRead,
    // The bulk table is no view of the position: it is never stale.
    staleParts: () => [verdict.element, moves.element, [drawingCard, !showBulk], why.element],
    play,
    render: (state, how) => {
      ({ good, failure } = state);
      render(how);
    },
  });
  // Every change the panel makes is told to the play controls: a legal
  // move counts as yours in a running game, anything else restarts it.
  // now: draw every card in this task (an action on the moves card itself).
  const update = (how) => controller.update(how);

  const element = panelShell({
    name: 'graph',
    title: t('graphs.title'),
    lede: t('graphs.lede'),
    position: [positionCard],
    verdict: [why.quiz, controller.staleNote, verdict.element],
    side: [moves.element, playCard],
    main: [drawingCard],
    wide: [why.element],
  });
  // Teaching mode: the nodes' labels hide the values until the answer.
  onAskingChange(element, () => { if (good && !showBulk) renderGraph(); });

  // ---------------------------------------------------------- behaviour

  function setText(text, { fromPlay = false } = {}) {
    field.value = text;
    update({ fromPlay });
  }

  // Every node's values in one analyzeEdgeList call: on the page for a
  // small graph, else in the Worker with progress and cancel.
  async function computeValues(graph) {
    const mine = ++job;
    const text = edgeListOf(graph);
    if (graph.edges.length <= MAIN_THREAD_EDGES) {
      const { result, error } = attempt(() => sg.analyzeEdgeList(text));
      // The rest of the engine still on its way: value the nodes when it is in.
      if (retryWhenLoaded(sg, error, () => { if (mine === job) computeValues(graph).then(render); })) return;
      values = result ? nodeValues(result, { prefixed: true }) : null;
      valuesFor = graph.rule;
      return;
    }
    progress.start(t('graphs.computingCount', { count: formatNumber(graph.nodes.length) }));
    try {
      const engine = await ctx.engine();
      const r = await engine.run('analyzeEdgeList', [text, {}], { onProgress: (p) => { if (mine === job) progress.set(p); } });
      if (mine !== job) return;
      values = nodeValues(r, { prefixed: true });
      valuesFor = graph.rule;
    } catch (e) {
      if (mine === job && !e.cancelled) ctx.notify(t('graphs.valuesFailed', { message: e.message }), 'error');
      return;
    } finally {
      if (mine === job) progress.done();
    }
    render();
  }

  // A whole edge list (pasted or loaded), any size: the Worker values
  // every node; the drawing card then shows the table.
  async function analyseBulk(source) {
    const mine = ++job;
    const file = source.file ? source.file.name : null;
    listForm.showError(null);
    progress.start(file === null ? t('graphs.readingPasted') : t('graphs.readingFile', { file }));
    try {
      const text = source.file ? await source.file.text() : source.text;
      if (mine !== job) return;
      const engine = await ctx.engine();
      const r = await engine.run('analyzeEdgeList', [text, {}], { onProgress: (p) => { if (mine === job) progress.set(p); } });
      if (mine !== job) return;
      const small = r.edgeCount <= NOTATION_MAX_LINES && text.length < 200000;
      bulk = { values: nodeValues(r), text: small ? text : null, file };
      showBulk = true;
      render();
    } catch (e) {
      if (mine === job && !e.cancelled) listForm.showError(e.message);
    } finally {
      if (mine === job) progress.done();
    }
  }

  // ---------------------------------------------------------- rendering

  function render({ now = false } = {}) {
    controller.markStale();
    writeHidden(backButton, !showBulk || !good);
    writeText(drawingTitle, !showBulk ? t('graphs.drawing') : bulk.file === null ? t('graphs.everyNodePasted') : t('graphs.everyNodeOfFile', { file: bulk.file }));
    why.render(good ? good.analysis : null);
    if (!good) {
      rest.cancel();
      verdict.render(null);
      moves.render(null);
      if (showBulk) renderBulk();
      else replaceChildren(drawing);
      exportMenu.setAvailable(false);
      return;
    }
    const { analysis } = good;
    if (good.graph && !showBulk) listForm.show(good.graph);
    const c = analysis.components[0];
    const extra = [];
    if (analysis.components.length === 1 && c.remoteness !== null && c.remoteness !== undefined) extra.push([t('graphs.remoteness'), String(c.remoteness), t('graphs.remotenessNote')]);
    verdict.render(analysis, extra);
    // A long position paints its verdict first; the moves and the drawing
    // (or node table) follow after that frame.
    rest.run(field.value.length > DEFER_ABOVE && !showBulk && !now);
  }

  // While keys come quickly only the verdict is redrawn (after-frame.js).
  const rest = afterFrame(() => renderRest(), { quietMs: REST_QUIET_MS });

  function renderRest() {
    if (!good) return;
    const { analysis } = good;
    moves.render(analysis, {
      onPlay: (m) => {
        if (locked) return;
        const { result: to, error } = m.to != null ? { result: m.to }
          : attempt(() => sg.winningMove(analysis.position, analysis.winningMoves.indexOf(m)).to);
        if (error) {
          ctx.notify(t('graphs.moveFailed', { message: error.message }), 'error');
          return;
        }
        selected = null;
        setText(to);
        moves.heading.focus();
      },
      more: !analysis.winningMovesComplete && analysis.winningMoves.length <= MOVES_SHOWN + 1 && field.value.length > LEAN_ABOVE,
      onExpand: () => update({ now: true }),
      emptyText: analysis.outcome === 'P' && !analysis.winningMoves.length && good.graph && good.graph.tokens.every((token) => !good.graph.edges.some(([a]) => a === token))
        ? t('graphs.noTokenMoves') : null,
    });
    if (showBulk) renderBulk();
    else renderGraph();
    exportMenu.setAvailable(drawing.contains(zoom.element));
  }

  function renderBulk() {
    tableShows = null;
    const v = bulk.values;
    statusLine.textContent = t(v.acyclic ? 'graphs.bulkValued' : 'graphs.bulkValuedCycles');
    nodeTable.show(v, { note: t(bulk.text ? 'graphs.bulkPlayable' : 'graphs.bulkBrowse') });
    replaceChildren(drawing, nodeTable.element);
  }

  // { outcome, value, remoteness } of a drawn node, or null while computing.
  function valueOf(name) {
    if (!values) return null;
    const i = values.indexOf(name);
    return i < 0 ? null : { outcome: values.outcome(i), value: values.value(i), remoteness: values.remoteness(i) };
  }

  function renderGraph() {
    const graph = good.graph;
    if (!graph) {
      writeText(statusLine, t(good.analysis.components.length > 1 ? 'graphs.notOneGraph' : 'graphs.notAGraph'));
      replaceChildren(drawing);
      return;
    }
    const tokensAt = new Map();
    for (const token of graph.tokens) tokensAt.set(token, (tokensAt.get(token) ?? 0) + 1);
    if (selected && !tokensAt.has(selected)) selected = null;
    const successors = new Set(selected ? graph.edges.filter(([a]) => a === selected).map(([, b]) => b) : []);
    const counts = t('graphs.counts', { nodes: graph.nodes.length, edges: graph.edges.length, tokens: graph.tokens.length });
    const action = !selected ? t('graphs.selectToken')
      : successors.size ? t('graphs.chooseSuccessor', { node: selected, successors: [...successors].join(t('graphs.listSeparator')) })
        : t('graphs.noSuccessor', { node: selected });
    writeText(statusLine, t('graphs.status', { counts, action }));
    if (graph.nodes.length > MAX_DRAWN) {
      if (values) {
        // Typing moves tokens over the same nodes: keep the table's sort and
        // scroll, and redraw only what the tokens change.
        const tokensKey = JSON.stringify([...tokensAt]);
        if (tableShows?.values === values && drawing.contains(nodeTable.element)) {
          if (tableShows.tokensKey !== tokensKey) nodeTable.setTokens(tokensAt);
        } else {
          nodeTable.show(values, { tokens: tokensAt, note: t('graphs.tooManyToDraw', { max: MAX_DRAWN }) });
          replaceChildren(drawing, nodeTable.element);
        }
        tableShows = { values, tokensKey };
      } else {
        replaceChildren(drawing);
      }
      return;
    }
    const layout = layoutOf(graph);
    const { pos } = layout;
    const hide = isAsking(drawing); // teaching mode, not yet answered
    const focusNode = document.activeElement?.closest?.('.graph-node')?.dataset.node;
    // Typing tokens on a drawn graph changes a few nodes: the drawing stays,
    // and only the nodes whose tokens, selection or target changed (and the
    // edges' highlight when the selection changed) are redrawn.
    if (!(drawn && drawn.rule === graph.rule && drawn.values === values && drawn.hide === hide && drawing.contains(zoom.element))) {
      const sameGraph = drawn?.rule === graph.rule && drawing.contains(zoom.element);
      const tip = createTip();
      // Values go beside each node where no edge passes (graph-labels.js).
      const texts = new Map();
      if (!hide && values) {
        for (const n of graph.nodes) {
          const v = valueOf(n);
          if (v) texts.set(n, labelLines(v));
        }
      }
      const labels = placeLabels(layout, texts);
      const edges = layout.edges.map((e) => svg('path', { class: 'graph-edge', d: e.d }));
      const heads = layout.edges.map((e) => svg('path', { class: 'graph-arrow', d: e.head }));
      const nodeLayer = svg('g', { class: 'nodes' });
      drawn = { rule: graph.rule, values, hide, tip, edges, heads, labels, nodeLayer, selected: null, nodes: new Map() };
      if (!sameGraph) replaceChildren(drawing, zoom.element); // in the page first: the frame measures the card
      zoom.show(drawingBox(layout, labels), [
        svg('g', { class: 'edges', 'aria-hidden': 'true' }, ...edges, ...heads), nodeLayer, tip.element,
      ], { keepView: sameGraph, focus: pos.get(graph.tokens[0]) });
    }
    if (drawn.selected !== selected) {
      graph.edges.forEach(([a], i) => {
        drawn.edges[i].setAttribute('class', a === selected ? 'graph-edge from-selected' : 'graph-edge');
        drawn.heads[i].setAttribute('class', a === selected ? 'graph-arrow from-selected' : 'graph-arrow');
      });
      drawn.selected = selected;
    }
    for (const n of graph.nodes) {
      const count = tokensAt.get(n) ?? 0;
      const isTarget = successors.has(n);
      // Everything the node shows or does that the tokens decide (a target
      // names the selected token in its label).
      const sig = `${count}|${selected === n}|${isTarget ? selected : ''}`;
      const old = drawn.nodes.get(n);
      if (old?.sig === sig) continue;
      const g = nodeElement(n, pos.get(n), { v: hide ? null : valueOf(n), hide, count, isTarget, tip: drawn.tip, label: drawn.labels.get(n) });
      if (old) old.g.replaceWith(g);
      else drawn.nodeLayer.append(g);
      drawn.nodes.set(n, { sig, g });
    }
    if (focusNode && !drawing.contains(document.activeElement)) drawing.querySelector(`.graph-node[data-node="${CSS.escape(focusNode)}"][tabindex]`)?.focus();
  }

  // The value and remoteness lines beside a node.
  function labelLines(v) {
    const lines = [v.value.startsWith('∞') ? v.value : `SG ${v.value}`];
    if (v.remoteness !== '—') lines.push(t('graphs.remotenessShort', { r: v.remoteness }));
    return lines;
  }

  // One node of the drawing: its rings, name, outcome, values and tokens,
  // as a button when it holds a token or is a target, else as an image.
  // `label`: where its value lines go (graph-labels.js), with a background
  // when no place beside it was free of edges.
  function nodeElement(n, p, { v, hide, count, isTarget, tip, label: place }) {
    const hidden = t(drawing.closest('.teach-asking') ? 'graphs.hiddenUntilAnswer' : 'graphs.hiddenUntilEnd');
    const words = v ? t('graphs.nodeWords', { outcome: t(OUTCOME_NAME[v.outcome]), value: v.value, remoteness: v.remoteness }) : hide ? hidden : t('graphs.notComputed');
    let label;
    if (isTarget) label = t('graphs.moveTokenTo', { from: selected, to: n, words });
    else if (count) label = t(selected === n ? 'graphs.nodeWithTokensSelected' : 'graphs.nodeWithTokens', { node: n, words, count });
    else label = t('graphs.node', { node: n, words });
    const cls = ['graph-node', v ? `outcome-${v.outcome}` : 'outcome-unknown', count && 'has-token', selected === n && 'selected', isTarget && 'target'].filter(Boolean).join(' ');
    const lines = v && place ? labelLines(v) : [];
    const shapes = [
      svg('circle', { class: 'node-ring', cx: p.x, cy: p.y, r: NODE_R + 4 }),
      svg('circle', { class: 'node-body', cx: p.x, cy: p.y, r: NODE_R }),
      // The shape half of the outcome signal: P nodes get a second ring.
      v && v.outcome === 'P' ? svg('circle', { class: 'node-inner', cx: p.x, cy: p.y, r: NODE_R - 4 }) : null,
      svgText(p.x, p.y - 2, n.length > 6 ? `${n.slice(0, 5)}…` : n, { class: 'node-name', 'text-anchor': 'middle' }),
      svgText(p.x, p.y + 13, v ? v.outcome : hide ? '' : '…', { class: 'node-outcome', 'text-anchor': 'middle' }),
      place?.halo && lines.length ? svg('rect', { class: 'node-label-halo', x: place.x, y: place.y, width: place.width, height: place.height, rx: 4 }) : null,
      svgText(place ? place.x + 3 : p.x, place ? place.y + LINE_Y[0] : p.y, lines[0] ?? '', { class: 'node-value' }),
      svgText(place ? place.x + 3 : p.x, place ? place.y + LINE_Y[1] : p.y, lines[1] ?? '', { class: 'node-remoteness' }),
    ].filter(Boolean);
    if (count) {
      const disc = tokenAt(p);
      shapes.push(svg('circle', { class: 'token', cx: disc.x, cy: disc.y, r: disc.r }));
      shapes.push(svgText(disc.x, disc.y + 3.5, count, { class: 'token-count', 'text-anchor': 'middle' }));
    }
    // WCAG 2.5.3 (label in name): the name starts with the words drawn
    // on the node, in drawing order, kept apart by blanks (SVG does not
    // draw a blank between <text> elements, but it counts in the text).
    const drawnWords = shapes.filter((shape) => shape.tagName === 'text' && shape.textContent);
    if (drawnWords.length) label = t('graphs.drawnThenLabel', { drawn: drawnWords.map((shape) => shape.textContent).join(' '), label });
    const spaced = shapes.flatMap((shape) => (drawnWords.indexOf(shape) > 0 ? [document.createTextNode(' '), shape] : [shape]));
    const g = (count || isTarget)
      ? svgButton({ class: cls, 'data-node': n }, label, () => activate(n, isTarget, count), ...spaced)
      : svg('g', { class: cls, 'data-node': n, role: 'img', 'aria-label': label }, ...spaced);
    if (count) g.addEventListener('pointerdown', (e) => startDrag(e, n));
    const tipText = v ? t(count ? 'graphs.tipTokens' : 'graphs.tip', { node: n, outcome: v.outcome, value: v.value, remoteness: v.remoteness, count })
      : t(count ? 'graphs.tipPendingTokens' : 'graphs.tipPending', { node: n, count });
    const show = () => tip.show(p.x, p.y - NODE_R - 2, tipText);
    g.addEventListener('mouseenter', show);
    g.addEventListener('focus', show);
    g.addEventListener('mouseleave', () => tip.hide());
    g.addEventListener('blur', () => tip.hide());
    return g;
  }

  // The layout depends on the edges only: typing tokens reuses it (a
  // drawn graph of 300 nodes and 600 edges takes 0.1-2 s to lay out).
  let laidOut = null; // { rule, layout }
  function layoutOf(graph) {
    if (laidOut?.rule !== graph.rule) laidOut = { rule: graph.rule, layout: layoutGraph(graph.nodes, graph.edges) };
    return laidOut.layout;
  }

  // A token slides along an edge: the engine plays the move (sg.apply).
  function moveToken(from, to) {
    const { nodes, tokens } = good.graph;
    const action = { kind: 'slide', component: 0, token: tokens.indexOf(from), from: nodes.indexOf(from), to: nodes.indexOf(to) };
    selected = null;
    const { result, error } = attempt(() => sg.apply(good.analysis.position, action));
    if (error) controller.fail(error, () => moveToken(from, to));
    else setText(result);
  }

  // The graph of an edge list typed or loaded by the user, with tokens on
  // the named nodes, written by the engine (sg.compose). False after
  // showing why it cannot be.
  function setGraph(text, tokenNames) {
    let shape;
    try {
      shape = graphShapeFromLines(text, tokenNames);
    } catch (e) {
      listForm.showError(e.message);
      return false;
    }
    const { result, error } = attempt(() => sg.compose({ components: [{ family: 'graph', shape }] }));
    if (retryWhenLoaded(sg, error, () => { if (setGraph(text, tokenNames)) listForm.showError(null); })) return false;
    if (error) {
      listForm.showError(error.message);
      return false;
    }
    setText(result);
    return true;
  }

  function activate(node, isTarget, count) {
    if (locked || performance.now() - dragEndedAt < 300) return;
    if (isTarget && selected) {
      moveToken(selected, node);
      drawing.querySelector(`.graph-node[data-node="${CSS.escape(node)}"][tabindex]`)?.focus();
      return;
    }
    if (count) selected = selected === node ? null : node;
    renderGraph();
  }

  // Dragging a token: once the press has moved DRAG_PX, the token is
  // selected (its successors light up), a ghost disc follows the pointer,
  // and releasing it over a successor moves it there.
  function startDrag(event, node) {
    if (locked || event.button !== 0) return;
    drag = { node, x: event.clientX, y: event.clientY, moved: false, ghost: null };
    window.addEventListener('pointermove', onDragMove);
    window.addEventListener('pointerup', endDrag, { once: true });
    window.addEventListener('pointercancel', endDrag, { once: true });
  }

  function onDragMove(event) {
    if (!drag) return;
    if (!drag.moved) {
      if (Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < DRAG_PX) return;
      drag.moved = true;
      selected = drag.node;
      renderGraph();
    }
    const box = drawing.querySelector('svg.drawing');
    const matrix = box?.getScreenCTM();
    if (!box || !matrix) return;
    const pt = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    if (!drag.ghost || !drag.ghost.isConnected) {
      drag.ghost = svg('circle', { class: 'token token-ghost', r: 9, 'aria-hidden': 'true' });
      box.append(drag.ghost);
    }
    drag.ghost.setAttribute('cx', pt.x);
    drag.ghost.setAttribute('cy', pt.y);
  }

  function endDrag(event) {
    window.removeEventListener('pointermove', onDragMove);
    window.removeEventListener('pointerup', endDrag);
    window.removeEventListener('pointercancel', endDrag);
    const d = drag;
    drag = null;
    if (!d || !d.moved) return;
    dragEndedAt = performance.now();
    d.ghost?.remove();
    const target = event.type === 'pointerup' ? document.elementFromPoint(event.clientX, event.clientY)?.closest('.graph-node') : null;
    const to = target?.dataset.node;
    if (to !== undefined && good.graph.edges.some(([a, b]) => a === d.node && b === to)) moveToken(d.node, to);
    else renderGraph();
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
    hide() { controller.hide(); },
  };
}
