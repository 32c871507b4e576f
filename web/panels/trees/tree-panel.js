// The Trees and Green Hackenbush panel: type a rooted tree or a Hackenbush
// graph (or a sum of them), see it drawn on the ground, the verdict and every
// winning cut; cut an edge by clicking it (the cut part falls away), edit
// the tree by selecting a node, and play against the computer. Every value
// comes from the engine: the verdict and the winning cuts from analyze(),
// the value after each cut from explain(), and a tree node's own value from
// analyze() of its subtree.
import { el, icon, replaceChildren, svg, withCode } from '../../kit/dom.js';
import { createPlayControls } from '../../kit/play/play.js';
import { createWhyCard } from '../../kit/why/why-view.js';
import { isAsking, onAskingChange } from '../../kit/teaching-mode.js';
import { createPanelController, familyOf } from '../../kit/panel-controller.js';
import { attempt, createMovesCard, createPositionField, createVerdictCard, panelShell, retryWhenLoaded, familyExamples } from '../../kit/panel-kit.js';
import { createTip, hitBand, prefersReducedMotion, svgButton, svgText } from '../../kit/drawing/svg-view.js';
import { createZoomView } from '../../kit/drawing/zoom-view.js';
import { createDrawingExport } from '../../kit/export/export-menu.js';
import { pieces, t } from '../../i18n/i18n.js';
import {
  childrenOf, edgePath, layoutHackenbush, layoutTree, parentsOf, userParents, userParentsWithout,
  subtreeSizes, withChild, withoutSubtree,
} from './tree-layout.js';

const MAX_DRAWN = 400; // nodes or edges per component drawn
const MAX_NODE_VALUES = 300; // tree nodes whose subtree value is asked of the engine
const FALL_MS = 420;
const PAD = 28;
const TOP = 24; // room above the drawing: a node's ring and a loop's top
const BAND = 40; // the ground band under the drawing (component labels)



// What a cut cuts, as a key of the options map: 'node 3' (tree, the edge
// above preorder node 3) or 'edge 0' (Hackenbush, 0-based as in shape.edges).
function cutKey(action) {
  if (action?.kind !== 'cut') return null;
  return action.node !== undefined ? `node ${action.node}` : `edge ${action.edge}`;
}

// A tree in the user's numbers (parent of node x at [x], -1 for the root),
// sent with those numbers so the engine writes it as a parent list again.
const numberedShape = (parents) => ({ kind: 'tree', parents, numbers: parents.map((_, x) => x) });

const hackenbushShape = (edges) => ({ kind: 'hackenbush', edges: edges.flatMap((e) => [Number(e.u), Number(e.v)]) });

export function createPanel(ctx) {
  const { sg } = ctx;
  let good = null; // { analysis, options: Map(component -> Map(cut key -> option)), model }
  let failure = null;
  let selection = null; // { component, node } (tree node number or hackenbush vertex label)
  let busy = false; // a cut is falling
  let locked = false; // the computer is to move in a running game
  let playing = false; // a game runs: the tree is moved on, not edited

  const field = createPositionField({
    label: t('trees.fieldLabel'),
    value: sg.families().find((f) => f.panel === 'trees').examples[0], // the registry's opening position
    hint: el('span', {}, withCode(t('trees.hint'))),
    examples: familyExamples(sg.families(), 'trees'),
    onInput: () => { selection = null; update(); },
  });
  const verdict = createVerdictCard();
  const moves = createMovesCard({ title: t('trees.winningCuts') });

  // ---------------------------------------------------------- drawing card
  const selectionText = el('p', { class: 'tree-selection', 'aria-live': 'polite' });
  const addButton = el('button', { type: 'button', class: 'btn btn-small', disabled: true, on: { click: () => addChild() } }, icon('plus'), t('trees.addChild'));
  const deleteButton = el('button', { type: 'button', class: 'btn btn-small', disabled: true, on: { click: () => deleteNode() } }, icon('close'), t('trees.deleteNode'));
  const infoLine = el('p', { class: 'tree-info hint', 'aria-live': 'polite' });
  const drawing = el('div', { class: 'tree-drawing' });
  const zoom = createZoomView({ label: t('trees.drawingZoom') });
  let drawnKey = null; // the positions drawn: a redraw of the same ones keeps the zoom
  const exportMenu = createDrawingExport({
    kind: 'drawing', what: t('trees.drawingWhat'), position: () => field.value,
    figure: (kit) => (drawing.contains(zoom.element) ? kit.standaloneDrawing(zoom.svg, zoom.content(), { title: t('trees.figureTitle', { position: field.value }) }) : null),
  });
  const drawingCard = el('section', { class: 'card tree-drawing-card', 'aria-label': t('trees.drawing') },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: t('trees.drawing') }),
      el('div', { class: 'tree-tools', role: 'group', 'aria-label': t('trees.editTools') }, addButton, deleteButton), exportMenu.element),
    selectionText,
    drawing,
    infoLine,
    el('ul', { class: 'tree-legend', 'aria-label': t('trees.legend') },
      el('li', {}, el('span', { class: 'legend-swatch legend-win', 'aria-hidden': 'true' }), t('trees.legendWinning')),
      el('li', {}, el('span', { class: 'legend-swatch legend-edge', 'aria-hidden': 'true' }), t('trees.legendEdge')),
      el('li', {}, el('span', { class: 'legend-swatch legend-selected', 'aria-hidden': 'true' }), t('trees.legendSelected'))),
    el('p', { class: 'hint screen-only', text: t('trees.drawingHint') }));

  const play = createPlayControls({
    sg,
    board: true,
    getPosition: () => field.value,
    family: () => family(),
    setPosition: (text) => setText(text, { fromPlay: true }),
    onChange: (state) => {
      locked = state.locked;
      if (playing !== state.active) {
        playing = state.active;
        if (good) renderSelection();
      }
    },
  });
  const playCard = play.element;
  const family = () => familyOf(good?.analysis);

  const positionCard = el('section', { class: 'card position-card', 'aria-label': t('trees.positionCard') },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: t('trees.positionCard') })),
    field.element);

  const why = createWhyCard({ sg: ctx.sg, setPosition: (text) => setText(text) });

  const controller = createPanelController({
    ctx,
    read: () => field.value,
    // A text with no game name is read as the tree game shown.
    family: () => family(),
    accept: (result) => ({ analysis: result, model: modelOf(result), options: optionsOf(result.position) }),
    showError: (error) => field.showError(error),
    showRead: field.showRead,
    staleParts: () => [verdict.element, moves.element, drawingCard, why.element],
    play,
    render: (state) => {
      ({ good, failure } = state);
      render();
    },
  });
  // Every change the panel makes is told to the play controls: a legal
  // move counts as yours in a running game, anything else restarts it.
  const update = (how) => controller.update(how);

  const element = panelShell({
    name: 'tree',
    title: t('trees.title'),
    lede: t('trees.lede'),
    position: [positionCard],
    verdict: [why.quiz, controller.staleNote, verdict.element],
    side: [moves.element, playCard],
    main: [drawingCard],
    wide: [why.element],
  });
  // The answer is given or hidden again: the drawing's labels follow.
  onAskingChange(element, () => { if (good && !busy) renderDrawing(); });

  // ---------------------------------------------------------- state

  function setText(text, { fromPlay = false } = {}) {
    field.value = text;
    update({ fromPlay });
  }

  // explain(): every option with its value, keyed by component and by what
  // it cuts (its action: a tree node or a Hackenbush edge).
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
      const key = cutKey(o.action);
      if (key === null) continue;
      const c = o.action.component;
      if (!map.has(c)) map.set(c, new Map());
      map.get(c).set(key, o);
    }
    return map;
  }

  function modelOf(analysis) {
    return {
      compound: analysis.compound,
      components: analysis.components.map((c) => {
        if (c.shape?.kind === 'tree') {
          // A tree typed as a parent list keeps the user's numbers (shape.numbers).
          const parents = Array.from(c.shape.parents);
          const numbers = c.shape.numbers ? Array.from(c.shape.numbers) : null;
          return { kind: 'tree', position: c.position, family: c.family, rule: c.rule, parents, numbers };
        }
        if (c.shape?.kind === 'hackenbush') {
          const edges = [];
          for (let i = 0; i + 1 < c.shape.edges.length; i += 2) edges.push({ u: String(c.shape.edges[i]), v: String(c.shape.edges[i + 1]) });
          return { kind: 'hackenbush', position: c.position, edges };
        }
        return { kind: 'other', position: c.position };
      }),
    };
  }

  // The position with component ci's shape replaced, written by the engine.
  function setShape(ci, shape) {
    const { analysis } = good;
    const components = analysis.components.map((c, i) => (i === ci ? { family: c.family, rule: c.rule, shape } : c));
    const { result, error } = attempt(() => sg.compose({ compound: analysis.compound, components }));
    if (error) controller.fail(error, () => setShape(ci, shape));
    else setText(result);
  }

  // ---------------------------------------------------------- rendering

  function render() {
    why.render(good ? good.analysis : null);
    if (!good) {
      verdict.render(null);
      moves.render(null);
      replaceChildren(drawing);
      exportMenu.setAvailable(false);
      return;
    }
    const { analysis, model } = good;
    verdict.render(analysis, [[t('trees.components'), String(model.components.length), model.components.length > 1 ? t('trees.componentsNote') : null]]);
    moves.render(analysis, {
      onPlay: (move) => {
        const key = cutKey(move.action);
        if (key !== null) cut(move.action.component, key);
        else if (!busy && !locked && !failure) setText(move.to); // a move in a component of another family
      },
      where: model.components.length > 1 ? (m) => t('trees.whereComponent', { n: (m.component ?? 0) + 1 }) : null,
      emptyText: analysis.outcome === 'P' && !model.components.some((c) => c.kind !== 'other' && (c.kind === 'tree' ? c.parents.length > 1 : c.edges.length))
        ? t('trees.noEdgeLeft') : null,
    });
    renderDrawing();
  }

  function winningSet(ci) {
    return new Set(good.analysis.winningMoves.filter((m) => m.action?.kind === 'cut' && m.action.component === ci).map((m) => cutKey(m.action)));
  }

  function renderDrawing() {
    const { model } = good;
    infoLine.textContent = '';
    const tip = createTip();
    const groups = [];
    let x = PAD;
    let height = 0;
    const drawnParts = model.components.map((c, ci) => {
      if (c.kind === 'tree' && c.parents.length <= MAX_DRAWN) return drawTree(c, ci, tip);
      if (c.kind === 'hackenbush' && c.edges.length <= MAX_DRAWN) return drawHackenbush(c, ci, tip);
      return null;
    });
    for (const p of drawnParts) if (p) height = Math.max(height, p.height);
    const notes = [];
    drawnParts.forEach((p, ci) => {
      if (!p) {
        const other = model.components[ci].kind === 'other';
        notes.push(el('li', {}, pieces(t, other ? 'trees.notDrawnOther' : 'trees.notDrawnLarge',
          { n: ci + 1, max: MAX_DRAWN, position: el('code', { text: model.components[ci].position.slice(0, 60) }) })));
        return;
      }
      p.group.setAttribute('transform', `translate(${x + p.offset} ${TOP + height - p.height})`);
      Object.assign(p.group.dataset, { dx: x + p.offset, dy: TOP + height - p.height }); // for the tips
      if (model.components.length > 1) {
        p.group.prepend(svgText(p.width / 2 - p.offset, p.height + 34, t('trees.componentLabel', { n: ci + 1 }), { class: 'component-label', 'text-anchor': 'middle' }));
      }
      groups.push(p.group);
      x += p.width + PAD * 2;
    });
    const width = Math.max(x - PAD, 60);
    const ground = svg('g', { class: 'ground', 'aria-hidden': 'true' },
      svg('rect', { class: 'ground-fill', x: -5000, y: TOP + height, width: width + 10000, height: BAND }),
      svg('line', { class: 'ground-line', x1: -5000, x2: width + 5000, y1: TOP + height, y2: TOP + height }));
    // The frame fits the drawing: from above the highest node to the
    // bottom of the ground band (the ground runs on to the frame's sides).
    const key = model.components.map((c) => c.position).join('\u0000');
    replaceChildren(drawing,
      groups.length ? zoom.element : null,
      notes.length ? el('ul', { class: 'tree-notes hint' }, notes) : null);
    if (groups.length) zoom.show({ x: 0, y: 0, width, height: TOP + height + BAND }, [ground, ...groups, tip.element], { keepView: key === drawnKey });
    drawnKey = groups.length ? key : null;
    exportMenu.setAvailable(groups.length > 0);
    renderSelection();
  }

  // One tree: edges (cut buttons) and nodes (select buttons); root on the ground.
  function drawTree(c, ci, tip) {
    const { parents } = c;
    const name = (v) => (c.numbers ? c.numbers[v] : v); // the node's number as the user wrote it
    const { nodes, width, height } = layoutTree(parents);
    // Teaching mode, not yet answered: no value, no winning cut, not even
    // in the text a screen reader reads.
    const hide = isAsking(drawing);
    const wins = hide ? new Set() : winningSet(ci);
    const options = hide ? new Map() : good.options.get(ci) ?? new Map();
    const values = !hide && parents.length <= MAX_NODE_VALUES ? nodeValues(c) : null;
    const sizes = subtreeSizes(parents);
    const group = svg('g', { class: 'tree-component' });
    const edges = svg('g', { class: 'edges' });
    const vertexLayer = svg('g', { class: 'nodes' });
    for (let v = 1; v < parents.length; v++) {
      const a = nodes[parents[v]];
      const b = nodes[v];
      const key = `node ${name(v)}`;
      const option = options.get(key);
      const winning = wins.has(key);
      const desc = t(!option ? 'trees.cutTreeEdge' : winning ? 'trees.cutTreeEdgeWinning' : 'trees.cutTreeEdgeValue', { v: name(v), value: option?.value ?? option?.grundy });
      // data-order is the preorder index: a subtree is a range of them.
      const g = svgButton({ class: ['edge', winning ? 'winning' : ''].join(' ').trim(), 'data-component': ci, 'data-node': name(v), 'data-order': v, 'data-falls': `${v}-${v + sizes[v]}` },
        desc, () => cut(ci, key),
        hitBand(a, b),
        svg('line', { class: 'edge-line', x1: a.x, y1: a.y, x2: b.x, y2: b.y }),
        winning ? svg('line', { class: 'edge-core', x1: a.x, y1: a.y, x2: b.x, y2: b.y }) : null);
      hoverTip(g, tip, () => [(a.x + b.x) / 2, (a.y + b.y) / 2 + 6], () => (option ? t('trees.tipAfterCut', { value: option.value ?? option.grundy }) : t('trees.tipCut')), desc);
      edges.append(g);
    }
    nodes.forEach((p, v) => {
      const value = values ? values[v] : null;
      const desc = t(v === 0 ? (value !== null ? 'trees.rootValue' : 'trees.root') : (value !== null ? 'trees.nodeValue' : 'trees.node'), { v: name(v), value });
      const g = svgButton({ class: v === 0 ? 'node root' : 'node', 'data-component': ci, 'data-node': name(v), 'data-order': v },
        t('trees.selectIt', { what: desc }), () => select(ci, name(v)),
        svg('circle', { class: 'node-ring', cx: p.x, cy: p.y, r: 15 }),
        svg('circle', { class: 'node-dot', cx: p.x, cy: p.y, r: 11 }),
        svgText(p.x, p.y + 4, name(v), { class: 'node-label', 'text-anchor': 'middle' }));
      hoverTip(g, tip, () => [p.x, p.y - 8], () => t(value !== null ? 'trees.tipNodeValue' : 'trees.tipNode', { v: name(v), value }), desc);
      vertexLayer.append(g);
    });
    group.append(edges, vertexLayer);
    return { group, width: Math.max(width, 20), height, offset: 0 };
  }

  // The subtree value of every node, asked of the engine (small trees only).
  function nodeValues({ family, rule, parents }) {
    const children = childrenOf(parents);
    return parents.map((_, v) => {
      const shape = { kind: 'tree', parents: parentsOf(children, v) };
      const { result } = attempt(() => sg.analyze(sg.compose({ components: [{ family, rule, shape }] })));
      return result ? String(result.grundy) : null;
    });
  }

  function drawHackenbush(c, ci, tip) {
    const { edges } = c;
    const { vertices, width, height } = layoutHackenbush(edges);
    // Loops on a top vertex reach above the drawing's TOP margin from the
    // second one on (each is drawn about 9 px taller, edgePath).
    const top = Math.min(...[...vertices.values()].map((p) => p.y));
    const loopsOnTop = new Map();
    for (const e of edges) if (e.u === e.v && vertices.get(e.u)?.y === top) loopsOnTop.set(e.u, (loopsOnTop.get(e.u) ?? 0) + 1);
    const loopRoom = Math.max(0, ...[...loopsOnTop.values()].map((k) => (k > 1 ? 10 * k - 6 : 0)));
    for (const p of vertices.values()) p.y += loopRoom;
    const hide = isAsking(drawing); // as in drawTree
    const wins = hide ? new Set() : winningSet(ci);
    const options = hide ? new Map() : good.options.get(ci) ?? new Map();
    const group = svg('g', { class: 'hackenbush-component' });
    const edgeLayer = svg('g', { class: 'edges' });
    const vertexLayer = svg('g', { class: 'nodes' });
    const pairCount = new Map();
    const falling = fallingEdges(edges);
    const grounded = (label) => vertices.get(label);
    // Several edges between the same two vertices spread symmetrically.
    const keyOf = (e) => [e.u, e.v].sort().join('~');
    const pairTotal = new Map();
    for (const e of edges) pairTotal.set(keyOf(e), (pairTotal.get(keyOf(e)) ?? 0) + 1);
    edges.forEach((e, i) => {
      const key = keyOf(e);
      const k = pairCount.get(key) ?? 0;
      pairCount.set(key, k + 1);
      const spread = k - (pairTotal.get(key) - 1) / 2;
      const loop = e.u === e.v;
      // The ground is a line: an edge to it lands right under its other end.
      let a = grounded(e.u);
      let b = grounded(e.v);
      if (!a || !b) return;
      if (e.u === '0' && !loop) a = { x: b.x + spread * 16, y: a.y };
      if (e.v === '0' && !loop) b = { x: a.x + spread * 16, y: b.y };
      const bend = loop ? k : (e.u === '0' || e.v === '0') ? 0 : spread * 1.6;
      const d = edgePath(a, b, bend, loop);
      const cutAt = `edge ${i}`;
      const option = options.get(cutAt);
      const winning = wins.has(cutAt);
      const desc = t(!option ? 'trees.cutGraphEdge' : winning ? 'trees.cutGraphEdgeWinning' : 'trees.cutGraphEdgeValue',
        { i: i + 1, u: e.u, v: e.v, value: option?.value ?? option?.grundy });
      const g = svgButton({ class: ['edge', winning ? 'winning' : ''].join(' ').trim(), 'data-component': ci, 'data-edge': i + 1, 'data-falls': falling[i].join(' ') },
        desc, () => cut(ci, cutAt),
        loop || bend ? svg('path', { class: 'edge-hit', d }) : hitBand(a, b),
        svg('path', { class: 'edge-line', d }),
        winning ? svg('path', { class: 'edge-core', d }) : null);
      const mid = loop ? [a.x, a.y - 26 - 10 * k] : [(a.x + b.x) / 2, (a.y + b.y) / 2 + 6];
      hoverTip(g, tip, () => mid, () => (option ? t('trees.tipEdgeAfterCut', { i: i + 1, value: option.value ?? option.grundy }) : t('trees.tipEdge', { i: i + 1 })), desc);
      edgeLayer.append(g);
    });
    for (const [label, p] of vertices) {
      if (p.ground) continue;
      const desc = t('trees.vertex', { v: label });
      vertexLayer.append(svgButton({ class: 'node', 'data-component': ci, 'data-node': label }, t('trees.selectIt', { what: desc }), () => select(ci, label),
        svg('circle', { class: 'node-ring', cx: p.x, cy: p.y, r: 13 }),
        svg('circle', { class: 'node-dot', cx: p.x, cy: p.y, r: 9 }),
        svgText(p.x, p.y + 3.5, label, { class: 'node-label small', 'text-anchor': 'middle' })));
    }
    group.append(edgeLayer, vertexLayer);
    return { group, width: Math.max(width, 30) + 20, height: height + loopRoom, offset: 10 };
  }

  // For each edge i, the edges (1-based) that fall when it is cut.
  function fallingEdges(edges) {
    return edges.map((_, i) => {
      const rest = edges.map((e, j) => ({ ...e, j })).filter((e) => e.j !== i);
      const reached = new Set(['0']);
      let grew = true;
      while (grew) {
        grew = false;
        for (const e of rest) {
          if (reached.has(e.u) !== reached.has(e.v)) {
            reached.add(e.u);
            reached.add(e.v);
            grew = true;
          }
        }
      }
      return [i + 1, ...rest.filter((e) => !reached.has(e.u)).map((e) => e.j + 1)];
    });
  }

  function hoverTip(g, tip, where, short, long) {
    const show = () => {
      const [x, y] = where();
      // Points are in the component's own coordinates: add its translation.
      const at = g.closest('.tree-component, .hackenbush-component')?.dataset ?? {};
      tip.show(x + Number(at.dx ?? 0), y + Number(at.dy ?? 0), short());
      infoLine.textContent = long;
    };
    g.addEventListener('mouseenter', show);
    g.addEventListener('focus', show);
    g.addEventListener('mouseleave', () => tip.hide());
    g.addEventListener('blur', () => tip.hide());
  }

  // ---------------------------------------------------------- selection and edits

  function select(ci, node) {
    selection = selection && selection.component === ci && selection.node === node ? null : { component: ci, node };
    renderSelection();
  }

  function renderSelection() {
    for (const n of drawing.querySelectorAll('.node')) {
      const on = selection && Number(n.dataset.component) === selection.component && n.dataset.node === String(selection.node);
      n.classList.toggle('selected', Boolean(on));
      n.setAttribute('aria-pressed', on ? 'true' : 'false');
    }
    const c = selection && good ? good.model.components[selection.component] : null;
    if (!c) {
      selection = null;
      selectionText.textContent = t('trees.noSelection');
    } else {
      const [alone, ofComponent] = c.kind === 'tree' ? ['trees.selectedNode', 'trees.selectedNodeOf'] : ['trees.selectedVertex', 'trees.selectedVertexOf'];
      selectionText.textContent = t(good.model.components.length > 1 ? ofComponent : alone, { v: selection.node, n: selection.component + 1 });
    }
    // In a game only cuts are moves: the tree is not edited.
    addButton.disabled = !c || playing;
    deleteButton.disabled = !c || playing || (c.kind === 'tree' && selection.node === 0);
    replaceChildren(addButton, icon('plus'), t(c?.kind === 'hackenbush' ? 'trees.addEdgeUp' : 'trees.addChild'));
    replaceChildren(deleteButton, icon('close'), t(c?.kind === 'hackenbush' ? 'trees.deleteVertex' : 'trees.deleteNode'));
  }

  function addChild() {
    if (!selection || !good) return;
    const c = good.model.components[selection.component];
    if (c.kind === 'tree') {
      // The new leaf is v's last child: v keeps its number, so it stays
      // selected. A numbered tree gives the leaf the next number.
      setShape(selection.component, c.numbers
        ? numberedShape([...userParents(c), selection.node])
        : { kind: 'tree', parents: withChild(c.parents, selection.node) });
    } else {
      const labels = c.edges.flatMap((e) => [Number(e.u), Number(e.v)]);
      const fresh = String(Math.max(0, ...labels) + 1);
      setShape(selection.component, hackenbushShape([...c.edges, { u: String(selection.node), v: fresh }]));
    }
    renderSelection();
  }

  function deleteNode() {
    if (!selection || !good) return;
    const c = good.model.components[selection.component];
    let shape;
    if (c.kind === 'tree') {
      if (selection.node === 0) return;
      shape = c.numbers
        ? numberedShape(userParentsWithout(userParents(c), selection.node))
        : { kind: 'tree', parents: withoutSubtree(c.parents, selection.node) };
    } else {
      shape = hackenbushShape(c.edges.filter((e) => e.u !== String(selection.node) && e.v !== String(selection.node)));
    }
    const ci = selection.component;
    selection = null;
    setShape(ci, shape);
  }

  // ---------------------------------------------------------- cutting

  async function cut(ci, key) {
    if (busy || locked || !good || failure) return;
    const option = good.options.get(ci)?.get(key);
    if (!option) {
      ctx.notify(t('trees.unlistedCut', { n: ci + 1 }), 'warning');
      return;
    }
    const [what, index] = key.split(' ');
    const edgeEl = drawing.querySelector(`.edge[data-component="${ci}"][data-${what}="${what === 'edge' ? Number(index) + 1 : index}"]`);
    if (edgeEl && !prefersReducedMotion()) {
      busy = true;
      for (const f of fallingParts(ci, edgeEl)) f.classList.add('falling');
      await new Promise((r) => setTimeout(r, FALL_MS));
      busy = false;
    }
    selection = null;
    setText(option.to);
    moves.heading.focus();
  }

  function fallingParts(ci, edgeEl) {
    const c = good.model.components[ci];
    const scope = `[data-component="${ci}"]`;
    if (c.kind === 'tree') {
      const [from, to] = edgeEl.dataset.falls.split('-').map(Number);
      return [...drawing.querySelectorAll(`.edge${scope}, .node${scope}`)].filter((n) => Number(n.dataset.order) >= from && Number(n.dataset.order) < to);
    }
    const fall = new Set(edgeEl.dataset.falls.split(' '));
    return [...drawing.querySelectorAll(`.edge${scope}`)].filter((n) => fall.has(n.dataset.edge));
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
