// A tree typed as a parent list is numbered as typed: the shape's numbers,
// every move's name and action, the parts, a cut's result, and the tree
// panel's own edits (tree-layout.js) all use the user's node numbers.
// Run: node --test tests/node/api/tree_numbers.test.mjs
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { loadSG } from '../../../web/api/sg.js';
import { userParents, userParentsWithout } from '../../../web/panels/trees/tree-layout.js';

let sg;
before(async () => {
  sg = await loadSG();
});

// Not in preorder: preorder would visit 0 1 3 4 2 5.
const TYPED = [0, 0, 1, 1, 2];

test('the shape gives back the parents as typed', () => {
  const a = sg.analyze(`tree(parents) ${TYPED.join(' ')}`);
  assert.equal(a.position, 'tree(parents) 0 0 1 1 2');
  const { shape } = a.components[0];
  assert.deepEqual(Array.from(shape.numbers), [0, 1, 3, 4, 2, 5]);
  assert.deepEqual(userParents(shape), [-1, ...TYPED]);
  // Brackets have no numbering of their own to keep.
  assert.equal(sg.analyze('tree (()(()()))').components[0].shape.numbers, undefined);
});

test('moves, actions and parts name the typed nodes', () => {
  const text = `tree(parents) ${TYPED.join(' ')}`;
  const a = sg.analyze(text);
  assert.deepEqual(a.winningMoves.map((m) => [m.action.node, m.move, m.to]), [
    [3, 'cut the edge above node 3', 'tree(parents) 0 0 1 2'],
    [4, 'cut the edge above node 4', 'tree(parents) 0 0 1 2'],
    [5, 'cut the edge above node 5', 'tree(parents) 0 0 1 1'],
  ]);
  assert.deepEqual(a.components[0].parts.map((p) => p.label), ['branch at node 1', 'branch at node 2']);
  for (const m of sg.moves(text).moves) {
    assert.equal(m.move, `cut the edge above node ${m.action.node}`);
    assert.equal(sg.apply(text, m.action), m.to);
  }
});

test('the panel edits a numbered tree in its numbers, as the engine cuts it', () => {
  const parents = [-1, ...TYPED];
  // Removing node 3 closes the numbers up: 4 becomes 3, 5 becomes 4.
  assert.deepEqual(userParentsWithout(parents, 3), [-1, 0, 0, 1, 2]);
  assert.deepEqual(userParentsWithout(parents, 1), [-1, 0, 1]);
  const cut = sg.apply(`tree(parents) ${TYPED.join(' ')}`, { kind: 'cut', component: 0, node: 3 });
  assert.equal(cut, `tree(parents) ${userParentsWithout(parents, 3).slice(1).join(' ')}`);
  // A shape in user numbers composes back to the same list.
  const added = [...parents, 2];
  assert.equal(sg.compose({ components: [{ family: 'tree', shape: { kind: 'tree', parents: added, numbers: added.map((_, x) => x) } }] }),
    `tree(parents) ${added.slice(1).join(' ')}`);
});
