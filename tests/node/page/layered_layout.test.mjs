// The layered layout the graph and board drawings use (web/layout/layered.js):
// nodes never overlap, every edge of an acyclic graph points down, each edge
// bends once per layer it passes, and two edges between the same nodes are
// drawn apart.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { layered } from '../../../web/layout/layered.js';

const box = { width: 86, height: 50 };
const options = { nodesep: 18, ranksep: 36, edgesep: 12 };
const lay = (n, edges, more = {}) => layered({ sizes: Array.from({ length: n }, () => box), edges, ...options, ...more });

// Random edge lists from a fixed seed: `n` nodes, `m` edges, loops allowed.
function randomEdges(n, m, seed) {
  let x = seed;
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
  return Array.from({ length: m }, () => [next(), next()]);
}

function assertNoOverlap(nodes) {
  for (let i = 0; i < nodes.length; i++) {
    for (let j = i + 1; j < nodes.length; j++) {
      const apart = Math.abs(nodes[i].x - nodes[j].x) >= box.width + options.nodesep - 1e-6
        || Math.abs(nodes[i].y - nodes[j].y) >= box.height + options.ranksep - 1e-6;
      assert.ok(apart, `nodes ${i} and ${j} overlap: ${JSON.stringify([nodes[i], nodes[j]])}`);
    }
  }
}

test('an acyclic graph is drawn downwards, each edge bending between its ends', () => {
  const edges = [[0, 1], [1, 2], [0, 2], [2, 3], [1, 3], [0, 4]];
  const { nodes, bends, width, height } = lay(5, edges);
  edges.forEach(([a, b], i) => {
    assert.ok(nodes[a].y < nodes[b].y, `edge ${a}->${b} points down`);
    const ranks = Math.round((nodes[b].y - nodes[a].y) / (box.height + options.ranksep));
    assert.equal(bends[i].length, 2 * ranks - 1, `edge ${a}->${b}: one bend per layer passed`);
    for (const p of bends[i]) assert.ok(p.y > nodes[a].y && p.y < nodes[b].y);
    for (let k = 1; k < bends[i].length; k++) assert.ok(bends[i][k].y > bends[i][k - 1].y, 'bends run from source to target');
  });
  assertNoOverlap(nodes);
  for (const p of nodes) {
    assert.ok(p.x - box.width / 2 >= -1e-6 && p.x + box.width / 2 <= width + 1e-6);
    assert.ok(p.y - box.height / 2 >= -1e-6 && p.y + box.height / 2 <= height + 1e-6);
  }
});

test('a 2-cycle and a doubled edge are drawn as separate curves', () => {
  const { nodes, bends } = lay(2, [[0, 1], [1, 0], [0, 1]]);
  assert.notEqual(nodes[0].y, nodes[1].y);
  const mids = bends.map((b) => b[0].x);
  assert.equal(new Set(mids.map((x) => x.toFixed(3))).size, 3, `bends apart: ${mids}`);
  const sorted = [...mids].sort((a, b) => a - b);
  for (let k = 1; k < 3; k++) assert.ok(sorted[k] - sorted[k - 1] >= options.edgesep - 1e-6);
  // The reversed edge's bends still run from its source to its target.
  assert.equal(bends[1].length, 1);
});

test('loops, isolated nodes, margins and the empty graph', () => {
  const { nodes, bends, width, height } = lay(3, [[0, 0], [1, 2]], { margin: 24 });
  assert.deepEqual(bends[0], []);
  assertNoOverlap(nodes);
  assert.ok(Math.min(...nodes.map((p) => p.x - box.width / 2)) >= 24 - 1e-6);
  assert.ok(width >= 2 * 24 + box.width && height >= 2 * 24 + box.height);
  assert.deepEqual(layered({ sizes: [], edges: [] }), { nodes: [], bends: [], width: 0, height: 0 });
});

test('random graphs with cycles: no overlap, every bend between its ends, every value finite', () => {
  for (let seed = 1; seed <= 40; seed++) {
    const n = 1 + (seed % 13);
    const edges = randomEdges(n, seed % 29, seed);
    const { nodes, bends, width, height } = lay(n, edges);
    assertNoOverlap(nodes);
    assert.ok(Number.isFinite(width) && Number.isFinite(height));
    edges.forEach(([a, b], i) => {
      if (a === b) return assert.deepEqual(bends[i], []);
      assert.notEqual(nodes[a].y, nodes[b].y, `seed ${seed}: edge ${a}-${b} joins two layers`);
      const [lo, hi] = [Math.min(nodes[a].y, nodes[b].y), Math.max(nodes[a].y, nodes[b].y)];
      for (const p of bends[i]) assert.ok(Number.isFinite(p.x) && p.y > lo && p.y < hi, `seed ${seed}: bend of ${a}-${b}`);
      const first = bends[i][0];
      assert.ok(Math.abs(first.y - nodes[a].y) <= Math.abs(first.y - nodes[b].y) + 1e-6, 'bends start at the source');
    });
  }
});

test('the largest drawn graph (300 nodes, 600 edges) is laid out', () => {
  const { nodes, bends } = lay(300, randomEdges(300, 600, 7));
  assert.equal(nodes.length, 300);
  assert.equal(bends.length, 600);
  assertNoOverlap(nodes);
});
