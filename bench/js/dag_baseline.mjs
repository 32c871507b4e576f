// Plain-JavaScript baseline: SG values of the random DAG of
// bench/scenarios.hpp the way tutorial pages write it, adjacency arrays
// (an array of arrays), a topological order, and a Set-based mex per node.
//
//   node bench/js/dag_baseline.mjs [nodes] [edges]
//
// Times the SG pass (topological sort + mex) after the adjacency is built,
// like dag_bench's `sg` mode; the checksum equals dag_bench's.
import { arg, fnv1a, printResult, randomDag, timed } from './scenarios.mjs';

const nodes = arg(2, 1000000);
const edgeCount = arg(3, 10000000);
const dag = randomDag(nodes, edgeCount, 42);

const adj = Array.from({ length: nodes }, () => []);
const seenEdge = new Set();
for (let e = 0; e < edgeCount; e++) {
  // Repeated edges are folded, as the engine folds them. (A numeric key:
  // nodes * nodes stays below 2^53 for every size the bench uses.)
  const key = dag.from[e] * nodes + dag.to[e];
  if (seenEdge.has(key)) continue;
  seenEdge.add(key);
  adj[dag.from[e]].push(dag.to[e]);
}
const distinct = seenEdge.size;

// The reversed edges, built before the clock starts (the engine's graph
// holds both directions too).
const preds = Array.from({ length: nodes }, () => []);
for (let u = 0; u < nodes; u++) for (const v of adj[u]) preds[v].push(u);

// Kahn's algorithm on the reversed edges: a node is ready once all of its
// successors have their value.
const t = timed(() => {
  const pending = adj.map((list) => list.length);
  const grundy = new Array(nodes);
  const ready = [];
  for (let u = 0; u < nodes; u++) if (pending[u] === 0) ready.push(u);
  while (ready.length > 0) {
    const u = ready.pop();
    const seen = new Set();
    for (const v of adj[u]) seen.add(grundy[v]);
    let m = 0;
    while (seen.has(m)) m++;
    grundy[u] = m;
    for (const p of preds[u]) if (--pending[p] === 0) ready.push(p);
  }
  return grundy;
});
printResult(`dag-js-${nodes}-${edgeCount}`, t, fnv1a(t.value),
  `${(distinct / t.cpu).toPrecision(3)} edges/CPU s, Set-based mex`);
