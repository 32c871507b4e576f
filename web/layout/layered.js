// A layered drawing of a directed graph (after Sugiyama, Tagawa and Toda),
// small enough to ship with a panel: edges point down where the graph
// allows, each edge bends through points of its own, so that two edges
// between the same nodes (a 2-cycle, a multigraph) are drawn apart.
//
//   layer:  0   a       b        real nodes sit on even layers (2 × rank)
//           1   .  .    .        one bend point per edge per odd layer,
//           2   c       d  .     and one per layer an edge skips over
//           3      .  .    .
//           4      e       f
//
// layered({ sizes, edges, nodesep, ranksep, edgesep, margin }) ->
//   { nodes: [{x, y}] (centres), bends: [[{x, y}, ...] per edge, source to target],
//     width, height }  (margin included; self-loops get no bends)

const SWEEPS = 24; // barycentre passes, alternating down and up
const STRAIGHTEN = 12; // coordinate passes, alternating down and up

export function layered({ sizes, edges, nodesep = 20, ranksep = 40, edgesep = 10, margin = 0 }) {
  const n = sizes.length;
  const oriented = orient(n, edges);
  const layerOf = ranks(n, edges, oriented).map((r) => 2 * r);
  // Every node of the layered graph: the real ones first, then each edge's
  // bend points; `up`/`down` are its neighbours one layer above/below.
  const layer = [...layerOf];
  const width = sizes.map((s) => s.width);
  const up = Array.from({ length: n }, () => []);
  const down = Array.from({ length: n }, () => []);
  const chains = edges.map(([a, b], i) => {
    if (a === b) return [];
    const [u, v] = oriented[i] ? [b, a] : [a, b];
    const chain = [];
    let prev = u;
    for (let l = layerOf[u] + 1; l < layerOf[v]; l++) {
      const d = layer.length;
      layer.push(l);
      width.push(0);
      up.push([prev]);
      down.push([]);
      down[prev].push(d);
      chain.push(d);
      prev = d;
    }
    down[prev].push(v);
    up[v].push(prev);
    return oriented[i] ? chain.reverse() : chain;
  });
  const rows = order(layer, up, down);
  const x = place(rows, width, up, down, n, nodesep, edgesep);
  // Heights: a layer of real nodes is as tall as its tallest; a layer of
  // bend points has none, and half the rank separation on each side.
  const tall = rows.map((row) => row.reduce((m, v) => (v < n ? Math.max(m, sizes[v].height) : m), 0));
  const y = [];
  let at = margin;
  rows.forEach((_, l) => {
    if (l > 0) at += tall[l - 1] / 2 + ranksep / 2 + tall[l] / 2;
    else at += tall[0] / 2;
    y.push(at);
  });
  let left = Infinity;
  let right = -Infinity;
  for (let v = 0; v < layer.length; v++) {
    left = Math.min(left, x[v] - width[v] / 2);
    right = Math.max(right, x[v] + width[v] / 2);
  }
  if (!layer.length) left = right = 0;
  const shift = margin - left;
  const point = (v) => ({ x: x[v] + shift, y: y[layer[v]] });
  const bottom = rows.length ? y[rows.length - 1] + tall[rows.length - 1] / 2 : margin;
  return {
    nodes: Array.from({ length: n }, (_, v) => point(v)),
    bends: chains.map((chain) => chain.map(point)),
    width: right - left + 2 * margin,
    height: bottom + margin,
  };
}

// Which edges to reverse so that none closes a cycle: the edges that a
// depth-first search finds pointing back into its own path (iterative, so
// a long path cannot overflow the stack). true = drawn upwards.
function orient(n, edges) {
  const out = Array.from({ length: n }, () => []);
  edges.forEach(([a, b], i) => { if (a !== b) out[a].push(i); });
  const state = new Uint8Array(n); // 0 unseen, 1 on the path, 2 done
  const reversed = edges.map(() => false);
  for (let s = 0; s < n; s++) {
    if (state[s]) continue;
    const stack = [[s, 0]];
    state[s] = 1;
    while (stack.length) {
      const top = stack[stack.length - 1];
      const [v, k] = top;
      if (k === out[v].length) {
        state[v] = 2;
        stack.pop();
        continue;
      }
      top[1]++;
      const i = out[v][k];
      const w = edges[i][1];
      if (state[w] === 1) reversed[i] = true;
      else if (!state[w]) {
        state[w] = 1;
        stack.push([w, 0]);
      }
    }
  }
  return reversed;
}

// Longest-path ranks of the oriented (acyclic) graph, then each source
// pulled down next to its nearest successor, as a layered drawing with
// short edges wants.
function ranks(n, edges, reversed) {
  const succ = Array.from({ length: n }, () => []);
  const indeg = new Int32Array(n);
  reversed.forEach((r, i) => {
    const [a, b] = edges[i];
    if (a === b) return;
    const [u, v] = r ? [b, a] : [a, b];
    succ[u].push(v);
    indeg[v]++;
  });
  const rank = new Int32Array(n);
  const queue = [];
  for (let v = 0; v < n; v++) if (!indeg[v]) queue.push(v);
  const hasPred = indeg.map((d) => d > 0);
  for (let q = 0; q < queue.length; q++) {
    const u = queue[q];
    for (const v of succ[u]) {
      rank[v] = Math.max(rank[v], rank[u] + 1);
      if (--indeg[v] === 0) queue.push(v);
    }
  }
  for (let q = queue.length - 1; q >= 0; q--) {
    const u = queue[q];
    if (hasPred[u] || !succ[u].length) continue;
    rank[u] = succ[u].reduce((m, v) => Math.min(m, rank[v]), Infinity) - 1;
  }
  return [...rank];
}

// The nodes of each layer in an order with few crossings: a depth-first
// first guess, then barycentre sweeps, keeping the best order seen.
function order(layer, up, down) {
  const count = layer.reduce((m, l) => Math.max(m, l + 1), 0);
  const rows = Array.from({ length: count }, () => []);
  const seen = new Uint8Array(layer.length);
  const visit = (s) => {
    const stack = [s];
    while (stack.length) {
      const v = stack.pop();
      if (seen[v]) continue;
      seen[v] = 1;
      rows[layer[v]].push(v);
      for (let k = down[v].length - 1; k >= 0; k--) stack.push(down[v][k]);
    }
  };
  for (let v = 0; v < layer.length; v++) if (!up[v].length) visit(v);
  for (let v = 0; v < layer.length; v++) visit(v);
  const pos = new Float64Array(layer.length);
  const index = () => rows.forEach((row) => row.forEach((v, i) => { pos[v] = i; }));
  index();
  let best = rows.map((row) => [...row]);
  let fewest = crossings(rows, down, pos);
  const key = new Float64Array(layer.length);
  let stale = 0; // sweeps since the best order last improved
  for (let s = 0; s < SWEEPS && fewest > 0 && stale < 4; s++) {
    const downward = s % 2 === 0;
    for (let k = 1; k < count; k++) {
      const l = downward ? k : count - 1 - k;
      const fixed = downward ? up : down;
      for (const v of rows[l]) {
        const nb = fixed[v];
        let sum = 0;
        for (const w of nb) sum += pos[w];
        key[v] = nb.length ? sum / nb.length : pos[v];
      }
      rows[l].sort((a, b) => key[a] - key[b] || pos[a] - pos[b]);
      rows[l].forEach((v, i) => { pos[v] = i; });
    }
    const c = crossings(rows, down, pos);
    stale++;
    if (c < fewest) {
      fewest = c;
      stale = 0;
      best = rows.map((row) => [...row]);
    }
  }
  return best;
}

// Edge crossings between each pair of neighbouring layers: inversions of
// the lower ends, taken in the order of the upper ends (a Fenwick tree).
function crossings(rows, down, pos) {
  let total = 0;
  for (let l = 0; l + 1 < rows.length; l++) {
    const ends = [];
    for (const v of rows[l]) {
      const from = ends.length;
      for (const w of down[v]) ends.push(pos[w]);
      if (ends.length - from > 1) ends.splice(from, ends.length - from, ...ends.slice(from).sort((a, b) => a - b));
    }
    const size = rows[l + 1].length;
    const tree = new Int32Array(size + 1);
    ends.forEach((e, seenSoFar) => {
      let below = 0; // ends so far at or left of e
      for (let i = e + 1; i > 0; i -= i & -i) below += tree[i];
      total += seenSoFar - below;
      for (let i = e + 1; i <= size; i += i & -i) tree[i]++;
    });
  }
  return total;
}

// x of every node: each layer in turn moved as close as its order allows to
// the mean of its neighbours (least squares under the minimum gaps, solved
// by pooling adjacent violators), so that edges run straight where they can.
function place(rows, width, up, down, n, nodesep, edgesep) {
  const x = new Float64Array(width.length);
  const gap = (a, b) => (width[a] + width[b]) / 2 + ((a < n) + (b < n) === 2 ? nodesep : (a < n) || (b < n) ? (nodesep + edgesep) / 2 : edgesep);
  for (const row of rows) row.forEach((v, i) => { x[v] = i ? x[row[i - 1]] + gap(row[i - 1], v) : 0; });
  for (let s = 0; s < STRAIGHTEN; s++) {
    const downward = s % 2 === 0;
    for (let k = 0; k < rows.length; k++) {
      const row = rows[downward ? k : rows.length - 1 - k];
      const want = row.map((v) => {
        let sum = 0;
        for (const w of up[v]) sum += x[w];
        for (const w of down[v]) sum += x[w];
        const k = up[v].length + down[v].length;
        return k ? sum / k : x[v];
      });
      fitInOrder(row, want, x, gap);
    }
  }
  return x;
}

// Least-squares x for one layer: x[row[i+1]] - x[row[i]] >= gap, closest to
// `want`. With offsets taken out the constraint is "non-decreasing", which
// pooling adjacent violators solves exactly in one pass.
function fitInOrder(row, want, x, gap) {
  const m = row.length;
  const offset = new Float64Array(m);
  for (let i = 1; i < m; i++) offset[i] = offset[i - 1] + gap(row[i - 1], row[i]);
  const mean = new Float64Array(m); // the pooled blocks, left to right
  const size = new Int32Array(m);
  let blocks = 0;
  for (let i = 0; i < m; i++) {
    let value = want[i] - offset[i];
    let count = 1;
    while (blocks && mean[blocks - 1] >= value) {
      blocks--;
      value = (mean[blocks] * size[blocks] + value * count) / (size[blocks] + count);
      count += size[blocks];
    }
    mean[blocks] = value;
    size[blocks++] = count;
  }
  for (let b = 0, i = 0; b < blocks; b++) for (let k = 0; k < size[b]; k++, i++) x[row[i]] = mean[b] + offset[i];
}
