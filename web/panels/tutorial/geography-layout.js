// Positions for an undirected graph's vertices (geography): a spring layout
// (Fruchterman and Reingold), seeded on a circle so the result is the same
// on every load. Connected components are laid out one by one and placed
// side by side. Only the coordinates: the panel draws.
//
//   layoutUndirected(n, edges)  ->  { points: [{ x, y }], width, height }
//   edges: u0, v0, u1, v1, ... vertex indices

const GAP = 56; // between two vertices that repel each other at rest
const MARGIN = 34;

function components(n, adjacency) {
  const seen = new Int32Array(n).fill(-1);
  const out = [];
  for (let s = 0; s < n; s++) {
    if (seen[s] >= 0) continue;
    const list = [s];
    seen[s] = out.length;
    for (let i = 0; i < list.length; i++)
      for (const u of adjacency[list[i]])
        if (seen[u] < 0) { seen[u] = out.length; list.push(u); }
    out.push(list);
  }
  return out;
}

// One component: list of vertices, positions in local coordinates.
function spring(list, adjacency) {
  const m = list.length;
  const index = new Map(list.map((v, i) => [v, i]));
  const pos = list.map((_, i) => {
    const a = (2 * Math.PI * i) / m;
    const r = m === 1 ? 0 : GAP * Math.max(1, m / (2 * Math.PI));
    return { x: Math.cos(a) * r, y: Math.sin(a) * r };
  });
  if (m <= 2) {
    if (m === 2) pos[1] = { x: GAP * 1.4, y: 0 }, pos[0] = { x: 0, y: 0 };
    return pos;
  }
  const k = GAP * 1.1;
  let temperature = GAP * 1.5;
  const rounds = m > 120 ? 120 : 260;
  for (let round = 0; round < rounds; round++) {
    const disp = pos.map(() => ({ x: 0, y: 0 }));
    for (let i = 0; i < m; i++)
      for (let j = i + 1; j < m; j++) {
        let dx = pos[i].x - pos[j].x;
        let dy = pos[i].y - pos[j].y;
        let d = Math.hypot(dx, dy);
        if (d < 0.01) { dx = 0.01 * (i - j); dy = 0.01; d = Math.hypot(dx, dy); }
        const f = (k * k) / d;
        disp[i].x += (dx / d) * f; disp[i].y += (dy / d) * f;
        disp[j].x -= (dx / d) * f; disp[j].y -= (dy / d) * f;
      }
    for (let i = 0; i < m; i++)
      for (const v of adjacency[list[i]]) {
        const j = index.get(v);
        if (j <= i) continue;
        const dx = pos[i].x - pos[j].x;
        const dy = pos[i].y - pos[j].y;
        const d = Math.hypot(dx, dy) || 0.01;
        const f = (d * d) / k;
        disp[i].x -= (dx / d) * f; disp[i].y -= (dy / d) * f;
        disp[j].x += (dx / d) * f; disp[j].y += (dy / d) * f;
      }
    for (let i = 0; i < m; i++) {
      const d = Math.hypot(disp[i].x, disp[i].y) || 1;
      const step = Math.min(d, temperature);
      pos[i].x += (disp[i].x / d) * step;
      pos[i].y += (disp[i].y / d) * step;
    }
    temperature = Math.max(0.5, temperature * 0.97);
  }
  return pos;
}

export function layoutUndirected(n, edges) {
  const adjacency = Array.from({ length: n }, () => []);
  for (let k = 0; k + 1 < edges.length; k += 2) {
    const u = edges[k];
    const v = edges[k + 1];
    if (u === v) continue;
    adjacency[u].push(v);
    adjacency[v].push(u);
  }
  const points = new Array(n);
  let x = MARGIN;
  let height = 0;
  // Largest component first, then the rest left to right.
  const parts = components(n, adjacency).sort((a, b) => b.length - a.length || a[0] - b[0]);
  for (const list of parts) {
    const pos = spring(list, adjacency);
    const minX = Math.min(...pos.map((p) => p.x));
    const maxX = Math.max(...pos.map((p) => p.x));
    const minY = Math.min(...pos.map((p) => p.y));
    const maxY = Math.max(...pos.map((p) => p.y));
    list.forEach((v, i) => { points[v] = { x: x + pos[i].x - minX, y: MARGIN + pos[i].y - minY }; });
    x += maxX - minX + GAP * 1.2;
    height = Math.max(height, maxY - minY);
  }
  return { points, width: Math.max(x - GAP * 1.2 + MARGIN, 120), height: height + 2 * MARGIN };
}
