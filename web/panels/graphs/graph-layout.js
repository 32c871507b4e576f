// Game graphs: a graph's shape from an edge list typed by the user, and a layered
// layout (dagre) for drawing the nodes and edges of a graph's shape.
import dagre from '../../vendor/dagre.esm.js';

const NAME = /^(?:[A-Za-z_][A-Za-z0-9_]*|0|[1-9][0-9]*)$/;

// "a b" lines as the user typed them (blank lines and # comments ignored; a
// lone name is a node), with tokens on the named nodes -> a graph shape for
// sg.compose(). Throws an Error naming the bad line or token.
export function graphShapeFromLines(text, tokenNames) {
  const index = new Map();
  const nodes = [];
  const edges = [];
  const node = (name) => {
    if (!index.has(name)) {
      index.set(name, nodes.length);
      nodes.push(name);
    }
    return index.get(name);
  };
  text.split('\n').forEach((line, i) => {
    const t = line.replace(/#.*/, '').trim();
    if (!t) return;
    const parts = t.split(/[\s,>]+/).filter(Boolean);
    if (parts.length > 2) throw new Error(`line ${i + 1}: write one edge per line, such as “a b”`);
    for (const p of parts) if (!NAME.test(p)) throw new Error(`line ${i + 1}: “${p}” is not a node name (letters, digits and _, or a number)`);
    const ends = parts.map(node);
    if (ends.length === 2) edges.push(ends[0], ends[1]);
  });
  if (!nodes.length) throw new Error('the list is empty: write one edge per line, such as “a b”');
  const tokens = tokenNames.map((name) => {
    if (!index.has(name)) throw new Error(`“${name}” is not a node of the list: a token sits on a node`);
    return index.get(name);
  });
  return { kind: 'graph', nodes, edges, tokens };
}

export const NODE_R = 20;

// Node centres and edge polylines from dagre (top to bottom).
export function layoutGraph(nodes, edges) {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 30, ranksep: 28, edgesep: 14, marginx: 34, marginy: 46 });
  g.setDefaultEdgeLabel(() => ({}));
  // Each node is its circle plus the value and remoteness labels under it.
  for (const n of nodes) g.setNode(n, { width: NODE_R * 2 + 16, height: NODE_R * 2 + 44 });
  edges.forEach(([a, b], i) => { if (a !== b) g.setEdge(a, b, {}, `e${i}`); });
  dagre.layout(g);
  const pos = new Map(nodes.map((n) => [n, { x: g.node(n).x, y: g.node(n).y }]));
  const lines = edges.map(([a, b], i) => (a === b ? null : g.edge(a, b, `e${i}`).points));
  const { width, height } = g.graph();
  return { pos, lines, width: Math.max(width, 120), height: Math.max(height, 80) };
}

// Path data through dagre's points, ending at the target node's rim.
export function edgeD(points) {
  if (!points || points.length < 2) return '';
  let d = `M ${points[0].x} ${points[0].y}`;
  if (points.length === 2) return `${d} L ${points[1].x} ${points[1].y}`;
  for (let i = 1; i < points.length - 1; i++) {
    const p = points[i];
    const q = points[i + 1];
    const mx = i === points.length - 2 ? q.x : (p.x + q.x) / 2;
    const my = i === points.length - 2 ? q.y : (p.y + q.y) / 2;
    d += ` Q ${p.x} ${p.y} ${mx} ${my}`;
  }
  return d;
}

export function selfLoopD(p) {
  const r = NODE_R;
  return `M ${p.x + r * 0.7} ${p.y - r * 0.7} C ${p.x + r * 2.4} ${p.y - r * 2.2}, ${p.x + r * 2.6} ${p.y + r * 0.6}, ${p.x + r} ${p.y + r * 0.2}`;
}
