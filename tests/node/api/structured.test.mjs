// Structured analysis through the JS API: compound, family, rule, shape;
// every move's action; moves(), apply() and compose(). Every legal move's
// action applied gives that move's `to`; each family's analysis composes
// back to its position; bad actions and specs are SGErrors naming what is
// wrong, and the module keeps working after each.
// Run: node --test tests/node/api/structured.test.mjs
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { loadSG, SGError } from '../../../web/api/sg.js';

let sg;
before(async () => {
  sg = await loadSG();
});

const EXAMPLES = [
  'nim 3 4 5', 'bash(3) 7 2', 'sub(1,3,4) 9 6', 'octal(0.137) 6 4', 'kayles 5 3', 'dawson 6', 'grundy 7 5',
  'lasker 4 3', 'wythoff 3 5', 'ends 3 1 4', 'merge 1 2 3', 'staircase 0 3 1 4', 'coins(mock) THHTTH',
  'coins(ruler) HTHTH', 'tree (()(()()))', 'hackenbush 0-1 1-2 2-0 2-2', 'graph(a>b,b>c,a>c,d) a c',
  'seqgame(3,5,1,4) 0 2', 'cram(..#./..../....)', 'nodekayles(a-b,b-c,c-a,d-e,f)', 'chomp(5,3,3,1)',
];
const COMPOUNDS = [
  'misere: nim 1 2 + kayles 3', 'every: nim 2 + kayles 3', 'conjunctive: nim 2 3 + tree (()())',
  'selective: nim 1 + coins(mock) THT',
];

function rejects(fn, pattern) {
  assert.throws(fn, (e) => e instanceof SGError && pattern.test(e.message));
  assert.equal(sg.analyze('nim 1 2').outcome, 'N');
}

test('analyze reports the compound, and each component its family, rule and shape', () => {
  const a = sg.analyze('misere: octal(0.137) 5 6 + coins(mock) THT + tree (()())');
  assert.equal(a.compound, 'misere');
  assert.deepEqual(a.components.map((c) => [c.family, c.rule]), [['octal', '0.137'], ['coins', 'mock'], ['tree', null]]);
  assert.deepEqual(a.components[0].shape, { kind: 'heaps', heaps: [5, 6] });
  assert.deepEqual(Array.from(a.components[1].shape.heads), [0, 1, 0]);
  assert.equal(a.components[1].shape.firstIndex, 0);
  assert.deepEqual(Array.from(a.components[2].shape.parents), [-1, 0, 0]);
  const g = sg.analyze('graph(a>b,b>c) a c').components[0].shape;
  assert.deepEqual(g.nodes, ['a', 'b', 'c']);
  assert.deepEqual(Array.from(g.edges), [0, 1, 1, 2]);
  assert.deepEqual(Array.from(g.tokens), [0, 2]);
  const big = sg.analyze('nim 9223372036854775807 2').components[0].shape;
  assert.deepEqual(big.heaps, [9223372036854775807n, 2]);
  const typed = sg.analyze('nim 9223372036854775807 2', { typed: true }).components[0].shape;
  assert.ok(typed.heaps instanceof Float64Array);
  assert.deepEqual(typed.large, [{ index: 0, value: '9223372036854775807' }]);
  assert.equal(sg.analyze('nim 1', { shape: false }).components[0].shape, null);
});

test('an error gives its reason apart from its column', () => {
  assert.throws(() => sg.analyze('nim -3'), (e) => e instanceof SGError && e.column === 5
    && e.message === `column 5: ${e.reason}` && /non-negative/.test(e.reason));
});

test('analyze says whether play may cycle', () => {
  for (const p of [...EXAMPLES, ...COMPOUNDS]) assert.equal(sg.analyze(p).mayCycle, false, p);
  for (const p of ['graph(p>n,n>p,n>t) n', 'nim 3 + graph(a>b,b>a,b>c) a', 'every: graph(a>b,b>a) a + nim 1']) {
    assert.equal(sg.analyze(p).mayCycle, true, p);
  }
});

test('every legal move of every example applies to exactly its `to`', () => {
  let checked = 0;
  for (const p of [...EXAMPLES, ...COMPOUNDS]) {
    const { moves, complete } = sg.moves(p, { max: 5000 });
    assert.ok(complete, p);
    for (const m of moves) {
      assert.equal(sg.apply(p, m.action), sg.analyze(m.to).position, `${p}: ${m.move}`);
      checked += 1;
    }
  }
  assert.ok(checked > 100, `${checked} moves`);
});

test('winning moves, explain options and the best move carry actions that apply', () => {
  for (const p of [...EXAMPLES, ...COMPOUNDS]) {
    const a = sg.analyze(p);
    for (const m of a.winningMoves) assert.equal(sg.apply(p, m.action), sg.analyze(m.to).position, `${p}: ${m.move}`);
    for (const o of sg.explain(p).options) assert.equal(sg.apply(p, o.action), sg.analyze(o.to).position, `${p}: ${o.move}`);
    const best = sg.bestMove(p);
    assert.equal(sg.apply(p, best.action), sg.analyze(best.to).position, `${p}: ${best.move}`);
    if (a.winningMoves.length) assert.deepEqual(sg.winningMove(p, 0).action, a.winningMoves[0].action);
  }
});

test('actions say what the move does', () => {
  const [nim] = sg.analyze('nim 3 4 5').winningMoves;
  assert.deepEqual(nim.action, { kind: 'take', component: 0, heap: 0, amount: 2, leaves: [1] });
  const kinds = (p) => new Set(sg.moves(p).moves.map((m) => m.action.kind));
  assert.deepEqual(kinds('wythoff 2 3'), new Set(['take', 'take-both']));
  assert.deepEqual(kinds('grundy 7'), new Set(['split']));
  assert.deepEqual(kinds('staircase 0 2'), new Set(['step']));
  assert.deepEqual(kinds('ends 1 2'), new Set(['end']));
  assert.deepEqual(kinds('merge 1 2'), new Set(['take', 'merge']));
  assert.deepEqual(kinds('coins(mock) THT'), new Set(['turn']));
  assert.deepEqual(kinds('tree (())'), new Set(['cut']));
  assert.deepEqual(kinds('graph(a>b) a'), new Set(['slide']));
  assert.deepEqual(kinds('every: nim 1 + nim 1'), new Set(['turns']));
  const turns = sg.moves('coins(mock) TTHH').moves.map((m) => m.action.coins.join(' '));
  assert.ok(turns.includes('2 3') && turns.includes('0 1 3') && !turns.includes('0 1 2 3'), turns.join(', '));
  assert.equal(sg.apply('nim 9223372036854775807', { kind: 'take', component: 0, heap: 0, amount: 9223372036854775800n, leaves: [7] }), 'nim 7');
});

test('compose(analyze(p)) is p for one example of every family and compound', () => {
  for (const p of [...EXAMPLES, ...COMPOUNDS]) {
    const a = sg.analyze(p);
    assert.equal(sg.compose(a), a.position, p);
    assert.equal(sg.compose(sg.analyze(p, { typed: true })), a.position, p);
  }
  assert.equal(sg.compose({ components: [{ family: 'nim', shape: { kind: 'heaps', heaps: [1, 9223372036854775807n] } }] }),
    'nim 1 9223372036854775807');
  assert.equal(sg.compose({
    compound: 'every',
    components: [{ family: 'tree', shape: { kind: 'tree', parents: [-1, 0, 1] } },
      { family: 'coins', rule: 'mock', shape: { kind: 'coins', heads: [0, 1] } }],
  }), sg.analyze('every: tree ((())) + coins(mock) TH').position);
  // With the user's numbers, a tree is written as a parent list again.
  assert.equal(sg.compose({ components: [{ family: 'tree', shape: { kind: 'tree', parents: [-1, 0, 1], numbers: [0, 1, 2] } }] }),
    sg.analyze('tree(parents) 0 1').position);
});

test('bad actions and specs are SGErrors that name what is wrong', () => {
  rejects(() => sg.apply('nim 3 4', { kind: 'take', component: 0, heap: 5, amount: 1, leaves: [] }), /component 0 \(nim\).*heap 6/);
  rejects(() => sg.apply('nim 3 4', { kind: 'take', component: 0, heap: 0, amount: 9, leaves: [] }), /has 3/);
  rejects(() => sg.apply('nim 3 4', { kind: 'take', component: 3, heap: 0, amount: 1, leaves: [2] }), /no component 3/);
  rejects(() => sg.apply('nim 3 4', { kind: 'remove' }), /kind must be one of/);
  rejects(() => sg.apply('nim 3 4', { kind: 'take', component: 0, heap: -1, amount: 1, leaves: [] }), /action\.heap/);
  rejects(() => sg.apply('nim 3 4', null), /action must be an object/);
  rejects(() => sg.apply('every: nim 2 + nim 3', { kind: 'take', component: 0, heap: 0, amount: 2, leaves: [] }), /component 1 does not/);
  rejects(() => sg.apply('tree (())', { kind: 'cut', component: 0, node: 0 }), /no edge above/);
  rejects(() => sg.compose({ components: [{ family: 'tree', shape: { kind: 'tree', parents: [0, 0] } }] }), /components\[0\] \(tree\).*parents\[0\]/);
  rejects(() => sg.compose({ components: [{ family: 'tree', shape: { kind: 'tree', parents: [-1, 0], numbers: [1, 0] } }] }), /shape\.numbers/);
  rejects(() => sg.compose({ components: [{ family: 'graph', shape: { kind: 'graph', nodes: ['a'], edges: [0, 4], tokens: [0] } }] }), /shape\.edges\[1\] = 4/);
  rejects(() => sg.compose({ components: [{ family: 'nimm', shape: { kind: 'heaps', heaps: [1] } }] }), /components\[0\] \(nimm\)/);
  rejects(() => sg.compose({ components: [{ family: 'nim', shape: { kind: 'heaps', heaps: [1.5] } }] }), /heaps\[0\]/);
  rejects(() => sg.compose({ compound: 'sideways', components: [] }), /compound must be one of/);
  rejects(() => sg.compose({ components: [] }), /at least one/);
  rejects(() => sg.moves('nim 3', { max: -1 }), /max/);
});

test('moves() keeps to its cap', () => {
  const r = sg.moves('nim 5 5 5', { max: 4 });
  assert.equal(r.moves.length, 4);
  assert.equal(r.complete, false);
  assert.deepEqual(sg.moves('nim 0'), { moves: [], complete: true });
});

test('misère sums of heaps carry each heap\'s genus and say whether the sum is tame', () => {
  // Kayles rows of 4 are tame, genus 1^{031}; a row of 5 is not (4^{146}).
  const tame = sg.analyze('misere: kayles 4 + kayles 4');
  assert.equal(tame.tame, true);
  assert.equal(tame.theorem, 'misere-genus');
  assert.match(tame.tameness, /^tame/);
  assert.deepEqual(tame.components[0].genera, [{ normal: 1, misere: [0, 3, 1], tame: true }]);
  const wild = sg.analyze('misere: kayles 4 + kayles 5');
  assert.equal(wild.tame, false);
  assert.equal(wild.theorem, 'misere-quotient');
  assert.match(wild.tameness, /kayles 5 has genus 4\^\{146\}.*the misère quotient decided/);
  assert.deepEqual(wild.components[1].genera, [{ normal: 4, misere: [1, 4, 6], tame: false }]);
  // Out of reach: null, and the answer still comes; no heap, no genera.
  const far = sg.analyze('misere: kayles 40');
  assert.deepEqual(far.components[0].genera, [null]);
  assert.equal(far.tame, null);
  assert.match(far.tameness, /out of reach/);
  const mixed = sg.analyze('misere: kayles 3 + coins(mock) THH');
  assert.equal(mixed.tame, null);
  assert.equal(mixed.tameness, null);
  assert.ok(mixed.components.every((c) => c.genera === null));
  assert.equal(sg.analyze('nim 3 4 5').components[0].genera, null);
});
