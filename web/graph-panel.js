// The Game graph panel: type a graph with tokens (or paste an edge list),
// see it drawn in layers with every node's outcome (P/N/D, letter and
// colour) and value (a nimber, or ∞ on loopy graphs), move a token by
// clicking it and then one of its successors, read every winning move, and
// play against the computer. Per-node values come from the engine:
// analyze('graph(...) x') for each node x (in the Worker, with progress and
// cancel, when the graph is large). The contest classics are examples.
import { el, icon, replaceChildren, svg } from './dom.js';
import { createPlayControls } from './play.js';
import { attempt, createMovesCard, createPositionField, createProgress, createVerdictCard, panelShell } from './panel-kit.js';
import { createTip, drawingBox, svgButton, svgText } from './svg-view.js';
import { NODE_R, edgeD, graphText, layoutGraph, parseGraph, ruleFromLines, selfLoopD } from './graph-layout.js';

const DEFAULT_POSITION = 'graph(a>b,b>c,a>c,c>d,b>d) a a';
const MAX_DRAWN = 300; // nodes drawn; beyond, a table
const MAX_TABLE_ROWS = 1000;
const MAX_VALUED = 5000; // nodes whose values are computed
const MAIN_THREAD_NODES = 40; // fewer: computed at once on the page

const EXAMPLES = [
  { label: 'A DAG, two tokens', text: 'graph(a>b,b>c,a>c,c>d,b>d) a a' },
  { label: 'A cycle: draws', text: 'graph(a>b,b>c,c>a,c>d,d>e) a' },
  { label: 'Loopy, ∞ values', text: 'graph(a>b,b>a,b>c,c>d,a>e) a c' },
  { label: 'Game on Sequence', text: 'seqgame(3,5,1,4,7,6) 0 2' },
  { label: 'Stones at the ends', text: 'ends 3 1 4' },
  { label: 'Take or merge', text: 'merge 1 2 3' },
];

const OUTCOME_NAME = { P: 'P, the player to move loses', N: 'N, the player to move wins', D: 'D, a draw' };

export function createPanel(ctx) {
  const { sg } = ctx;
  let good = null; // { analysis, graph (parsed) | null }
  let failure = null;
  let values = null; // Map(node -> { outcome, value }) for good.graph
  let valuesFor = null; // the rule the values belong to
  let selected = null; // node name holding the selected token
  let paramsTimer = null;
  let locked = false; // the computer is to move in a running game
  let job = 0;

  const field = createPositionField({
    label: 'Position in SG notation',
    value: DEFAULT_POSITION,
    hint: el('span', {}, 'Edges ', el('code', { text: 'a>b' }), ' inside ', el('code', { text: 'graph(...)' }),
      ', then the nodes holding tokens: ', el('code', { text: 'graph(a>b,b>c,a>c) a a' }), '. A move slides one token along one edge; whoever cannot move loses.'),
    examples: EXAMPLES,
    onInput: () => { selected = null; update(); },
  });

  // ---------------------------------------------------------- edge-list editor
  const listArea = el('textarea', { class: 'edge-list-input', rows: '6', spellcheck: 'false', 'aria-label': 'Edge list, one edge per line' });
  listArea.value = 'a b\nb c\na c\nc d';
  const tokenInput = el('input', { class: 'edge-list-tokens', type: 'text', value: 'a', spellcheck: 'false', 'aria-label': 'Tokens on nodes (names separated by blanks)' });
  const listError = el('p', { class: 'edge-list-error', role: 'alert', hidden: true });
  const listForm = el('details', { class: 'edge-list' },
    el('summary', { text: 'Build from an edge list' }),
    el('div', { class: 'edge-list-body' },
      el('p', { class: 'hint', text: 'One edge “from to” per line (a lone name is a node without edges); # starts a comment.' }),
      listArea,
      el('label', { class: 'edge-list-label' }, el('span', { text: 'Tokens on' }), tokenInput),
      el('button', { type: 'button', class: 'btn btn-primary btn-small', on: { click: () => useList() } }, 'Use this graph'),
      listError));

  const positionCard = el('section', { class: 'card position-card', 'aria-label': 'Position' },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: 'Position' })),
    field.element, listForm);

  // ---------------------------------------------------------- drawing card
  const progress = createProgress('Computing every node’s value…');
  const statusLine = el('p', { class: 'graph-status', 'aria-live': 'polite' });
  const drawing = el('div', { class: 'graph-drawing' });
  const drawingCard = el('section', { class: 'card graph-drawing-card', 'aria-label': 'The game graph' },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: 'The game graph' })),
    statusLine, progress.element, drawing,
    el('ul', { class: 'graph-legend', 'aria-label': 'Legend' },
      el('li', {}, el('span', { class: 'legend-node outcome-P', 'aria-hidden': 'true', text: 'P' }), 'player to move loses'),
      el('li', {}, el('span', { class: 'legend-node outcome-N', 'aria-hidden': 'true', text: 'N' }), 'player to move wins'),
      el('li', {}, el('span', { class: 'legend-node outcome-D', 'aria-hidden': 'true', text: 'D' }), 'draw'),
      el('li', {}, el('span', { class: 'legend-token', 'aria-hidden': 'true' }), 'token')));
  progress.cancel.addEventListener('click', async () => {
    job += 1;
    (await ctx.engine()).cancel();
    progress.done();
    statusLine.textContent = 'Cancelled: the nodes’ values were not computed.';
  });

  const verdict = createVerdictCard();
  const moves = createMovesCard();
  const staleNote = el('p', { class: 'stale-note', hidden: true });
  const play = createPlayControls({
    sg,
    getPosition: () => field.value,
    setPosition: (text) => setText(text, { fromPlay: true }),
    onChange: (state) => { locked = state.active && (state.thinking || state.turn === 'computer'); },
  });
  const playCard = play.element;

  const element = panelShell({
    name: 'graph',
    title: 'Game graph',
    lede: 'Tokens on a directed graph: a move slides one token along an edge, and whoever cannot move loses. On a graph with cycles perfect play may never end: those nodes are draws. Click a token, then a successor, to move it.',
    main: [positionCard, drawingCard],
    side: [staleNote, verdict.element, moves.element, playCard],
  });

  // ---------------------------------------------------------- behaviour

  function setText(text, { fromPlay = false } = {}) {
    field.value = text;
    update({ fromPlay });
  }

  // Every change the panel makes is told to the play controls: a legal
  // move counts as yours in a running game, anything else restarts it.
  function update({ fromPlay = false } = {}) {
    const text = field.value;
    const { result, error } = attempt(() => sg.analyze(text));
    failure = error ?? null;
    if (result) {
      const single = result.components.length === 1 && /^graph\(/.test(result.components[0].position);
      good = { analysis: result, graph: single ? parseGraph(result.components[0].position) : null };
      if (!good.graph || good.graph.rule !== valuesFor) {
        values = null;
        valuesFor = null;
        if (good.graph) computeValues(good.graph);
      }
    }
    if (!fromPlay) play.sync();
    render();
    clearTimeout(paramsTimer);
    paramsTimer = setTimeout(() => ctx.setParams(text.length <= 2000 ? { p: text } : {}), 250);
  }

  // Every node's outcome and value: analyze('graph(rule) x').
  async function computeValues(graph) {
    const mine = ++job;
    const nodes = graph.nodes.slice(0, MAX_VALUED);
    const texts = nodes.map((n) => graphText(graph.rule, [n]));
    const out = new Map();
    if (nodes.length <= MAIN_THREAD_NODES) {
      nodes.forEach((n, i) => {
        const { result } = attempt(() => sg.analyze(texts[i]));
        if (result) out.set(n, { outcome: result.outcome, value: result.value });
      });
      values = out;
      valuesFor = graph.rule;
      return;
    }
    progress.start(`Computing the values of ${nodes.length} nodes…`);
    try {
      const engine = await ctx.engine();
      for (let i = 0; i < nodes.length; i++) {
        const r = await engine.run('analyze', [texts[i]]);
        if (mine !== job) return;
        out.set(nodes[i], { outcome: r.outcome, value: r.value });
        if (i % 8 === 0) progress.set(i / nodes.length);
      }
    } catch (e) {
      if (mine === job && !e.cancelled) ctx.notify(`The nodes’ values could not be computed: ${e.message}`, 'error');
      return;
    } finally {
      if (mine === job) progress.done();
    }
    values = out;
    valuesFor = graph.rule;
    render();
  }

  function useList() {
    try {
      const rule = ruleFromLines(listArea.value);
      const tokens = tokenInput.value.trim().split(/[\s,]+/).filter(Boolean);
      listError.hidden = true;
      setText(graphText(rule, tokens));
    } catch (e) {
      listError.hidden = false;
      listError.textContent = e.message;
    }
  }

  // ---------------------------------------------------------- rendering

  function render() {
    field.showError(failure);
    const stale = failure !== null && good !== null;
    for (const part of [verdict.element, moves.element, drawingCard, playCard]) {
      part.classList.toggle('is-stale', stale);
      part.inert = failure !== null;
    }
    staleNote.hidden = !stale;
    if (stale) replaceChildren(staleNote, icon('info'), el('span', { text: `Showing the last valid position, ${good.analysis.position}, until the error is fixed.` }));
    if (!good) {
      verdict.render(null);
      moves.render(null);
      replaceChildren(drawing);
      return;
    }
    const { analysis } = good;
    const c = analysis.components[0];
    const extra = [];
    if (analysis.components.length === 1 && c.remoteness !== null && c.remoteness !== undefined) extra.push(['Remoteness', String(c.remoteness), 'moves to the end with perfect play']);
    verdict.render(analysis, extra);
    moves.render(analysis, {
      onPlay: (m) => {
        if (locked) return;
        selected = null;
        setText(m.to);
        moves.heading.focus();
      },
      emptyText: analysis.outcome === 'P' && !analysis.winningMoves.length && good.graph && good.graph.tokens.every((t) => !good.graph.edges.some(([a]) => a === t))
        ? 'No token can move: the player to move loses.' : null,
    });
    renderGraph();
  }

  function renderGraph() {
    const graph = good.graph;
    if (!graph) {
      statusLine.textContent = good.analysis.components.length > 1
        ? 'A sum: the drawing shows a single graph. The verdict and moves cover the whole position.'
        : 'This position is not a game graph, so there is nothing to draw; its verdict and winning moves are on the right.';
      replaceChildren(drawing);
      return;
    }
    const tokensAt = new Map();
    for (const t of graph.tokens) tokensAt.set(t, (tokensAt.get(t) ?? 0) + 1);
    if (selected && !tokensAt.has(selected)) selected = null;
    const successors = new Set(selected ? graph.edges.filter(([a]) => a === selected).map(([, b]) => b) : []);
    statusLine.textContent = `${graph.nodes.length} node${graph.nodes.length === 1 ? '' : 's'}, ${graph.edges.length} edge${graph.edges.length === 1 ? '' : 's'}, ${graph.tokens.length} token${graph.tokens.length === 1 ? '' : 's'}. `
      + (selected ? `Token on ${selected} selected: choose a highlighted successor (${successors.size ? [...successors].join(', ') : 'none: it cannot move'}).`
        : 'Select a token (a node with a numbered disc) to move it.');
    if (graph.nodes.length > MAX_DRAWN) {
      replaceChildren(drawing, valueTable(graph, tokensAt));
      return;
    }
    const { pos, lines, width, height } = layoutGraph(graph.nodes, graph.edges);
    const tip = createTip();
    const defs = svg('defs', {},
      svg('marker', { id: 'graph-arrow', viewBox: '0 0 10 10', refX: '9', refY: '5', markerWidth: '7', markerHeight: '7', orient: 'auto-start-reverse' },
        svg('path', { class: 'arrow-head', d: 'M 0 0 L 10 5 L 0 10 z' })));
    const edgeLayer = svg('g', { class: 'edges', 'aria-hidden': 'true' });
    graph.edges.forEach(([a, b], i) => {
      const d = a === b ? selfLoopD(pos.get(a)) : edgeD(trimmed(lines[i], pos.get(b)));
      const cls = ['graph-edge', selected === a && 'from-selected'].filter(Boolean).join(' ');
      edgeLayer.append(svg('path', { class: cls, d, 'marker-end': 'url(#graph-arrow)' }));
    });
    const nodeLayer = svg('g', { class: 'nodes' });
    for (const n of graph.nodes) {
      const p = pos.get(n);
      const v = values?.get(n);
      const count = tokensAt.get(n) ?? 0;
      const isTarget = successors.has(n);
      const words = v ? `${OUTCOME_NAME[v.outcome]}, value ${v.value}` : 'value not computed';
      let label;
      if (isTarget) label = `Move the token from ${selected} to ${n} (${words})`;
      else if (count) label = `Node ${n}: ${words}; ${count} token${count === 1 ? '' : 's'}. ${selected === n ? 'Selected; activate to deselect' : 'Select this token'}`;
      else label = `Node ${n}: ${words}`;
      const cls = ['graph-node', v ? `outcome-${v.outcome}` : 'outcome-unknown', count && 'has-token', selected === n && 'selected', isTarget && 'target'].filter(Boolean).join(' ');
      const shapes = [
        svg('circle', { class: 'node-ring', cx: p.x, cy: p.y, r: NODE_R + 4 }),
        svg('circle', { class: 'node-body', cx: p.x, cy: p.y, r: NODE_R }),
        svgText(p.x, p.y - 2, n.length > 6 ? `${n.slice(0, 5)}…` : n, { class: 'node-name', 'text-anchor': 'middle' }),
        svgText(p.x, p.y + 13, v ? v.outcome : '…', { class: 'node-outcome', 'text-anchor': 'middle' }),
        svgText(p.x, p.y + NODE_R + 15, v ? (v.value.startsWith('∞') ? v.value : `SG ${v.value}`) : '', { class: 'node-value', 'text-anchor': 'middle' }),
      ];
      if (count) {
        shapes.push(svg('circle', { class: 'token', cx: p.x + NODE_R * 0.78, cy: p.y - NODE_R * 0.78, r: 9 }));
        shapes.push(svgText(p.x + NODE_R * 0.78, p.y - NODE_R * 0.78 + 3.5, count, { class: 'token-count', 'text-anchor': 'middle' }));
      }
      const g = (count || isTarget)
        ? svgButton({ class: cls, 'data-node': n }, label, () => activate(n, isTarget, count), ...shapes)
        : svg('g', { class: cls, 'data-node': n, role: 'img', 'aria-label': label }, ...shapes);
      const show = () => tip.show(p.x, p.y - NODE_R - 2, `${n}: ${v ? `${v.outcome}, ${v.value}` : '…'}${count ? `, ${count} token${count === 1 ? '' : 's'}` : ''}`);
      g.addEventListener('mouseenter', show);
      g.addEventListener('focus', show);
      g.addEventListener('mouseleave', () => tip.hide());
      g.addEventListener('blur', () => tip.hide());
      nodeLayer.append(g);
    }
    const focusNode = document.activeElement?.closest?.('.graph-node')?.dataset.node;
    replaceChildren(drawing, drawingBox(width, height, 'The game graph', { grow: 1 }, defs, edgeLayer, nodeLayer, tip.element));
    if (focusNode) drawing.querySelector(`.graph-node[data-node="${CSS.escape(focusNode)}"][tabindex]`)?.focus();
  }

  // Stops the edge at the target's rim so the arrow head shows.
  function trimmed(points, target) {
    if (!points || points.length < 2) return points;
    const out = points.map((p) => ({ ...p }));
    const last = out[out.length - 1];
    const prev = out[out.length - 2];
    const dx = last.x - prev.x;
    const dy = last.y - prev.y;
    const len = Math.hypot(dx, dy) || 1;
    const dist = Math.hypot(last.x - target.x, last.y - target.y);
    const cut = Math.max(0, NODE_R + 3 - dist);
    last.x -= (dx / len) * cut;
    last.y -= (dy / len) * cut;
    return out;
  }

  function activate(node, isTarget, count) {
    if (locked) return;
    if (isTarget && selected) {
      const from = selected;
      const tokens = [...good.graph.tokens];
      tokens[tokens.indexOf(from)] = node;
      selected = null;
      setText(graphText(good.graph.rule, tokens));
      drawing.querySelector(`.graph-node[data-node="${CSS.escape(node)}"][tabindex]`)?.focus();
      return;
    }
    if (count) selected = selected === node ? null : node;
    renderGraph();
  }

  function valueTable(graph, tokensAt) {
    const rows = graph.nodes.slice(0, MAX_TABLE_ROWS).map((n) => {
      const v = values?.get(n);
      return el('tr', { class: v ? `outcome-row-${v.outcome}` : null },
        el('th', { scope: 'row', text: n }),
        el('td', { class: 'cell-outcome', text: v ? v.outcome : '…' }),
        el('td', { text: v ? v.value : '…' }),
        el('td', { text: String(graph.edges.filter(([a]) => a === n).length) }),
        el('td', { text: tokensAt.get(n) ? String(tokensAt.get(n)) : '' }));
    });
    return el('div', {},
      el('p', { class: 'hint', text: `More than ${MAX_DRAWN} nodes: shown as a table${graph.nodes.length > MAX_TABLE_ROWS ? ` (the first ${MAX_TABLE_ROWS})` : ''}. Move tokens by typing or with the winning moves.` }),
      el('div', { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': 'Node values' },
        el('table', { class: 'graph-table' },
          el('thead', {}, el('tr', {}, ['Node', 'Outcome', 'Value', 'Successors', 'Tokens'].map((h) => el('th', { scope: 'col', text: h })))),
          el('tbody', {}, rows))));
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
    hide() { clearTimeout(paramsTimer); },
  };
}
