// Rooted trees and Green Hackenbush drawings: editing the structure the
// engine's shape gives, and laying it out with the ground at the bottom (as
// Hackenbush is drawn).
//
//   trees       parents [-1, 0, 0, 2, 2] in preorder (shape.parents), the
//               numbering the engine's moves use ("cut the edge above node 3").
//               Layout: d3-hierarchy's tidy tree, flipped so the root sits on the ground.
//   hackenbush  edges [{u:'0',v:'1'}, ...] (from shape.edges; vertex 0 is
//               the ground). Layout: layers by distance from the ground, ordered
//               by a few barycentre sweeps; multi-edges bend, loops are small circles.
import { hierarchy, tree as tidyTree } from '../../vendor/d3-hierarchy.min.mjs';

export const NODE_GAP = 46; // horizontal spacing of siblings
export const LEVEL_GAP = 62; // vertical spacing of levels

// ------------------------------------------------------------ trees

export function childrenOf(parents) {
  const children = parents.map(() => []);
  parents.forEach((p, v) => { if (p >= 0) children[p].push(v); });
  return children;
}

// The preorder parent array of the tree the child lists describe, from the
// root (node 0): the numbering shape.parents and the engine's moves use.
// Iterative: deep paths are fine.
export function parentsOf(children, root = 0) {
  const parents = [-1];
  const stack = [[root, 0]];
  const number = [0];
  while (stack.length) {
    const top = stack[stack.length - 1];
    const kids = children[top[0]];
    if (top[1] < kids.length) {
      const next = kids[top[1]];
      top[1] += 1;
      parents.push(number[stack.length - 1]);
      number[stack.length] = parents.length - 1;
      stack.push([next, 0]);
    } else {
      stack.pop();
    }
  }
  return parents;
}

export function subtreeSizes(parents) {
  const size = parents.map(() => 1);
  for (let v = parents.length - 1; v > 0; v--) size[parents[v]] += size[v];
  return size;
}

// The tree (its parent array) with a new leaf as the last child of v.
export function withChild(parents, v) {
  const children = childrenOf(parents);
  children.push([]);
  children[v] = [...children[v], parents.length];
  return parentsOf(children);
}

// The tree (its parent array) without the subtree of v (v > 0).
export function withoutSubtree(parents, v) {
  const children = childrenOf(parents);
  children[parents[v]] = children[parents[v]].filter((c) => c !== v);
  return parentsOf(children);
}

// A tree typed as a parent list, in the user's numbers: the parent of node
// x at [x] (-1 for the root), from the preorder parents and shape.numbers.
export function userParents({ parents, numbers }) {
  const out = new Array(parents.length).fill(-1);
  for (let v = 1; v < parents.length; v++) out[numbers[v]] = numbers[parents[v]];
  return out;
}

// userParents without the subtree of x (x > 0): the nodes left keep their
// order and close up to 0..n-1, as the engine numbers them after a cut.
export function userParentsWithout(parents, x) {
  const gone = parents.map(() => false);
  for (let v = 1; v < parents.length; v++) {
    let u = v;
    for (let steps = 0; u > 0 && u !== x && steps < parents.length; steps++) u = parents[u];
    gone[v] = u === x;
  }
  const renamed = [];
  let next = 0;
  parents.forEach((_, v) => { if (!gone[v]) renamed[v] = next++; });
  return parents.filter((_, v) => !gone[v]).map((p) => (p < 0 ? -1 : renamed[p]));
}

// Node positions: { nodes: [{x, y}], width, height }, y grows downwards and
// the root is at the bottom (y = height).
export function layoutTree(parents) {
  const children = childrenOf(parents);
  const root = hierarchy(0, (v) => children[v]);
  tidyTree().nodeSize([NODE_GAP, LEVEL_GAP]).separation((a, b) => (a.parent === b.parent ? 1 : 1.25))(root);
  const nodes = [];
  let minX = Infinity;
  let maxX = -Infinity;
  let maxY = 0;
  root.each((n) => {
    nodes[n.data] = { x: n.x, y: n.y };
    minX = Math.min(minX, n.x);
    maxX = Math.max(maxX, n.x);
    maxY = Math.max(maxY, n.y);
  });
  for (const n of nodes) {
    n.x -= minX;
    n.y = maxY - n.y;
  }
  return { nodes, width: maxX - minX, height: maxY };
}

// ------------------------------------------------------------ hackenbush

// Vertex positions for a Hackenbush graph: layer = distance from the ground
// (vertex "0", drawn as the ground line). Returns
// { vertices: Map(label -> {x, y, layer}), width, height, ground: [x0, x1] }.
export function layoutHackenbush(edges) {
  const adj = new Map();
  const add = (a, b) => {
    if (!adj.has(a)) adj.set(a, []);
    adj.get(a).push(b);
  };
  for (const e of edges) {
    add(e.u, e.v);
    add(e.v, e.u);
  }
  const layer = new Map([['0', 0]]);
  const queue = ['0'];
  while (queue.length) {
    const a = queue.shift();
    for (const b of adj.get(a) ?? []) {
      if (!layer.has(b)) {
        layer.set(b, layer.get(a) + 1);
        queue.push(b);
      }
    }
  }
  const layers = [];
  for (const [label, k] of layer) {
    if (label === '0') continue;
    (layers[k] ??= []).push(label);
  }
  // Initial order: the order vertices were reached; then barycentre sweeps
  // against the layer below (and, for the ground, the first-edge order).
  const pos = new Map();
  const place = (list) => list.forEach((label, i) => pos.set(label, i - (list.length - 1) / 2));
  layers.forEach((list) => list && place(list));
  pos.set('0', 0);
  for (let sweep = 0; sweep < 4; sweep++) {
    for (let k = 1; k < layers.length; k++) {
      const list = layers[k];
      if (!list) continue;
      const bary = new Map(list.map((label) => {
        const near = (adj.get(label) ?? []).filter((b) => b !== '0' && b !== label && Math.abs(layer.get(b) - k) === 1);
        const value = near.length ? near.reduce((s, b) => s + pos.get(b), 0) / near.length : pos.get(label);
        return [label, value];
      }));
      list.sort((a, b) => bary.get(a) - bary.get(b));
      place(list);
    }
  }
  const widest = Math.max(1, ...Array.from(layers, (l) => (l ? l.length : 0)));
  const width = (widest - 1) * NODE_GAP * 1.3;
  const height = (layers.length - 1 || 1) * LEVEL_GAP;
  const vertices = new Map();
  vertices.set('0', { x: width / 2, y: height, layer: 0, ground: true });
  layers.forEach((list, k) => list && list.forEach((label) => {
    vertices.set(label, { x: width / 2 + pos.get(label) * NODE_GAP * 1.3, y: height - k * LEVEL_GAP, layer: k });
  }));
  // Edges to the ground land on the ground line under their upper end.
  return { vertices, width, height };
}

// SVG path data for edge i of a Hackenbush drawing: straight, bent (the
// k-th of several edges between the same two vertices) or a loop.
export function edgePath(a, b, bend, loop) {
  if (loop) {
    const r = 11 + 5 * bend;
    return `M ${a.x} ${a.y} C ${a.x - 2 * r} ${a.y - 2.4 * r}, ${a.x + 2 * r} ${a.y - 2.4 * r}, ${a.x} ${a.y}`;
  }
  if (!bend) return `M ${a.x} ${a.y} L ${b.x} ${b.y}`;
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  const off = bend * 18;
  return `M ${a.x} ${a.y} Q ${mx - (dy / len) * off} ${my + (dx / len) * off} ${b.x} ${b.y}`;
}
