// Every node's values from one sg.analyzeEdgeList call, read back by node:
//
//   const v = nodeValues(await engine.run('analyzeEdgeList', [edgeListOf(graph)]));
//   v.count            number of nodes
//   v.name(i)          'a', or '17' in a numbered list
//   v.outcome(i)       'P' | 'N' | 'D'
//   v.value(i)         '2', or Smith's '∞{0,2}' on loopy graphs
//   v.remoteness(i)    '3', or '—' for a draw
//   v.suspense(i)      '5', '∞' where the winner can delay at will, '—' for a draw
//   v.indexOf('a')     the node's index, or -1
//
// The engine's arrays stay typed (a million nodes are a few MB); nothing
// is converted until a row is shown.

const OUTCOMES = ['P', 'N', 'D'];
const INFINITE = 0xFFFFFFFF; // graph_infinite and graph_no_length
const UNBOUNDED = 0xFFFFFFFE; // graph_unbounded
// Names in the notation may mix identifiers and numbers; a bulk list must
// not, so the drawn graph's names travel with a prefix that makes them all
// identifiers.
const PREFIX = 'n_';

// The edge list of a parsed graph ({ nodes, edges }): one "a b" line per
// edge, a lone name for a node without edges.
export function edgeListOf(graph) {
  const lines = graph.edges.map(([a, b]) => `${PREFIX}${a} ${PREFIX}${b}`);
  const touched = new Set(graph.edges.flat());
  for (const n of graph.nodes) if (!touched.has(n)) lines.push(`${PREFIX}${n}`);
  return `${lines.join('\n')}\n`;
}

export function nodeValues(result, { prefixed = false } = {}) {
  const { names, numbered, nodeCount, outcome, grundy, remoteness, suspense, loopyBegin, loopyValues } = result;
  const shown = prefixed ? names.map((n) => n.slice(PREFIX.length)) : names;
  let index = null;
  const length = (x) => (x === INFINITE ? '—' : x === UNBOUNDED ? '∞' : String(x));
  return {
    count: nodeCount,
    edgeCount: result.edgeCount,
    acyclic: result.acyclic,
    numbered,
    name: (i) => (numbered ? String(i) : shown[i]),
    outcomeCode: (i) => outcome[i],
    outcome: (i) => OUTCOMES[outcome[i]],
    grundyRaw: (i) => grundy[i],
    value(i) {
      if (grundy[i] !== INFINITE) return String(grundy[i]);
      return `∞{${Array.from(loopyValues.subarray(loopyBegin[i], loopyBegin[i + 1])).join(',')}}`;
    },
    remotenessRaw: (i) => remoteness[i],
    suspenseRaw: (i) => suspense[i],
    remoteness: (i) => length(remoteness[i]),
    suspense: (i) => length(suspense[i]),
    indexOf(name) {
      if (numbered) return /^(0|[1-9][0-9]*)$/.test(name) && Number(name) < nodeCount ? Number(name) : -1;
      index ??= new Map(shown.map((n, i) => [n, i]));
      return index.get(name) ?? -1;
    },
  };
}
