// The engine's private folders depend one way. A folder of core/src (each
// family group of families/ counts as one, and core/src's own files as
// another) may include only folders of the layers below it, or of its own
// layer when no cycle forms, so that a family, the notation or a kernel can
// be read, tested and cut into the engine's pieces without what sits above.
//
//   top       core/src/*.cpp: the API (analysis, explain, play, tables)
//   above     registry, lookup, random: whole positions, every family
//   compounds sums and their searches; misère below them
//   families  families/<group>/..., families' shared headers
//   notation  reading text
//   bottom    kernels, text: data structures and wording
//
// Run: node --test tests/node/repository/core_layers.test.mjs
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { test } from 'node:test';
import { filesUnder } from '../../node_support/files_under.mjs';

const root = new URL('../../../core/src/', import.meta.url).pathname;

const LAYERS = [
  ['kernels', 'text'],
  ['notation'],
  ['families'],
  ['misere'],
  ['compounds'],
  ['registry', 'lookup', 'random'],
  ['(top)'],
];

// The node a file or an included path belongs to: 'families/heaps' for
// anything under families/heaps/, 'families' for families/' own headers.
function folderOf(path) {
  const parts = path.split('/');
  if (parts.length === 1) return '(top)';
  if (parts[0] === 'families' && parts.length > 2) return `families/${parts[1]}`;
  return parts[0];
}
const layerOf = (folder) => LAYERS.findIndex((names) => names.includes(folder.split('/')[0]));

const sources = (dir) => filesUnder(dir, (name) => /\.(cpp|hpp)$/.test(name));

// Every include of a private header, as [from folder, to folder, where].
const edges = [];
for (const file of sources(root)) {
  const from = folderOf(relative(root, file));
  for (const [, path] of readFileSync(file, 'utf8').matchAll(/^\s*#\s*include\s*"([^"]+)"/gm)) {
    if (path.startsWith('sg/')) continue;
    const to = folderOf(path);
    if (to !== from) edges.push([from, to, `${relative(root, file)} includes "${path}"`]);
  }
}

test('every folder of core/src has a layer', () => {
  const folders = new Set(sources(root).map((f) => folderOf(relative(root, f))));
  for (const folder of folders) assert.notEqual(layerOf(folder), -1, `${folder} is in no layer of this test`);
  assert.ok(edges.length > 50, `only ${edges.length} includes between folders were found`);
});

test('no folder includes one of a higher layer', () => {
  const upward = edges.filter(([from, to]) => layerOf(to) > layerOf(from)).map(([, , where]) => where);
  assert.deepEqual(upward, []);
});

test('the folders of one layer form no cycle', () => {
  const next = new Map();
  for (const [from, to] of edges) {
    if (!next.has(from)) next.set(from, new Set());
    next.get(from).add(to);
  }
  // Depth-first search; a folder met again while still open closes a cycle.
  const state = new Map();
  const cycles = [];
  const visit = (node, path) => {
    state.set(node, 'open');
    for (const to of next.get(node) ?? []) {
      if (state.get(to) === 'open') cycles.push([...path.slice(path.indexOf(to)), to].join(' -> '));
      else if (!state.has(to)) visit(to, [...path, to]);
    }
    state.set(node, 'done');
  };
  for (const node of next.keys()) if (!state.has(node)) visit(node, [node]);
  assert.deepEqual(cycles, []);
});
