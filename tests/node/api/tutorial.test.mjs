// The tutorial games through the JS API: nim multiplication (numbers and
// BigInts up to 2^64), its reduction step and table; each family's shape,
// actions (take-many, turn-grid, slide) applied and composed back; the
// working of each theorem; the caps in sg.limits(); a geography graph of
// 10^5 vertices.
// Run: node --test tests/node/api/tutorial.test.mjs
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { loadSG, SGError } from '../../../web/api/sg.js';

let sg;
before(async () => {
  sg = await loadSG();
});

const EXAMPLES = [
  'coins2d(ruler*ruler) THT/HTT', 'coins2d(mock*turtles) HTH/THT', 'moore(2) 3 5 6', 'moore(3) 9 10 12 14',
  'fibnim 20', 'fibnim 20 6', 'euclid 12 5', 'euclid 1000000007 998244353', 'geography(a-b,b-c,c-d,d-e,b-f) b',
  'geography(a-b,b-c,c-a,c-d,x) a',
];

// Nim multiplication by its definition, for small operands (independent of the engine).
function mexProducts(n) {
  const t = Array.from({ length: n }, () => new Array(n).fill(0));
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++) {
      const seen = new Set();
      for (let x = 0; x < a; x++) for (let y = 0; y < b; y++) seen.add(t[x][b] ^ t[a][y] ^ t[x][y]);
      let m = 0;
      while (seen.has(m)) m++;
      t[a][b] = m;
    }
  return t;
}

test('nimProduct: the definition below 32, BigInts above 2^53, and bad operands', () => {
  const t = mexProducts(32);
  for (let a = 0; a < 32; a++) for (let b = 0; b < 32; b++) assert.equal(sg.nimProduct(a, b), t[a][b]);
  assert.equal(sg.nimProduct(2n, 2n), 3);
  assert.equal(sg.nimProduct(2n ** 32n, 2n ** 32n), 3 * 2 ** 31);
  const big = sg.nimProduct(2n ** 63n, 2n ** 63n);
  assert.equal(typeof big, 'bigint');
  assert.equal(sg.nimProduct(2n ** 64n - 1n, 1), 2n ** 64n - 1n);
  // Field laws on a few 64-bit nimbers.
  const xs = [2n ** 64n - 1n, 0x9e3779b97f4a7c15n, 12345678901234567890n, 3n, 2n ** 40n + 7n];
  for (const a of xs)
    for (const b of xs) {
      assert.equal(BigInt(sg.nimProduct(a, b)), BigInt(sg.nimProduct(b, a)));
      for (const c of xs) assert.equal(BigInt(sg.nimProduct(a, b ^ c)), BigInt(sg.nimProduct(a, b)) ^ BigInt(sg.nimProduct(a, c)));
    }
  for (const bad of [-1, 1.5, 2n ** 64n, '3', null, undefined, Number.MAX_SAFE_INTEGER + 1]) {
    assert.throws(() => sg.nimProduct(bad, 2), SGError, String(bad));
  }
});

test('nimProductStep and nimProductTable', () => {
  const s = sg.nimProductStep(200, 77);
  assert.equal(s.fermat, 16);
  assert.equal(s.a1 * 16 + s.a0, 200);
  assert.equal(s.b1 * 16 + s.b0, 77);
  assert.equal(s.high * 16 + s.low, s.product);
  assert.equal(s.product, sg.nimProduct(200, 77));
  assert.equal(s.high, sg.nimProduct(s.a1, s.b1) ^ sg.nimProduct(s.a1, s.b0) ^ sg.nimProduct(s.a0, s.b1));
  assert.equal(s.low, sg.nimProduct(s.a0, s.b0) ^ sg.nimProduct(sg.nimProduct(s.a1, s.b1), 8));
  assert.equal(sg.nimProductStep(1, 9).fermat, 0);
  const wide = sg.nimProductStep(2n ** 63n + 5n, 2n ** 40n);
  assert.equal(wide.fermat, 2 ** 32);
  assert.equal(typeof wide.a1, 'number');
  const table = sg.nimProductTable(256);
  assert.ok(table instanceof Uint16Array);
  assert.equal(table.length, 65536);
  for (const [x, y] of [[0, 0], [2, 2], [255, 255], [17, 200], [128, 3]]) assert.equal(table[x * 256 + y], sg.nimProduct(x, y));
  assert.throws(() => sg.nimProductTable(257), /256/);
});

test('every example analyses, composes back, and its legal moves apply to their positions', () => {
  for (const text of EXAMPLES) {
    const a = sg.analyze(text);
    assert.equal(sg.compose(a), a.position, text);
    const { moves } = sg.moves(a.position, { max: 500 });
    assert.ok(moves.length > 0, text);
    for (const m of moves.slice(0, 60)) assert.equal(sg.apply(a.position, m.action), m.to, `${text}: ${m.move}`);
    for (const m of a.winningMoves) assert.equal(sg.analyze(m.to).outcome, 'P', `${text}: ${m.move}`);
  }
});

test('shapes and actions of each family', () => {
  const grid = sg.analyze('coins2d(ruler*mock) HTT/HTT').components[0].shape;
  assert.equal(grid.kind, 'grid');
  assert.deepEqual([grid.rows, grid.columns, grid.rowFirst, grid.columnFirst], [2, 3, 1, 0]);
  assert.deepEqual(Array.from(grid.heads), [1, 0, 0, 1, 0, 0]);
  assert.equal(sg.apply('coins2d(ruler*ruler) HH/HH', { kind: 'turn-grid', rows: [0, 1], columns: [1] }), 'coins2d(ruler*ruler) HT/HT');
  assert.throws(() => sg.apply('coins2d(one*one) HH/HH', { kind: 'turn-grid', rows: [0, 1], columns: [1] }), /rows rule one/);
  const moore = sg.analyze('moore(2) 3 5 6');
  assert.deepEqual(moore.winningMoves[0].action, { kind: 'take-many', component: 0, takes: [{ heap: 1, amount: 2 }, { heap: 2, amount: 3 }] });
  assert.equal(sg.apply('moore(2) 3 5 6', { kind: 'take-many', takes: [{ heap: 0, amount: 1 }, { heap: 2, amount: 6 }] }), 'moore(2) 2 5 0');
  assert.throws(() => sg.apply('moore(2) 3 5 6', { kind: 'take-many', takes: [{ heap: 0, amount: 1 }, { heap: 1, amount: 1 }, { heap: 2, amount: 1 }] }), /at most 2/);
  const fib = sg.analyze('fibnim 20 6').components[0].shape;
  assert.deepEqual(fib, { kind: 'limited-heap', heap: 20, limit: 6 });
  const geo = sg.analyze('geography(a-b,b-c,c-d) b');
  const g = geo.components[0].shape;
  assert.equal(g.kind, 'geography');
  assert.deepEqual(g.nodes, ['a', 'b', 'c', 'd']);
  assert.equal(g.token, 1);
  assert.equal(g.matching.length, 4);  // a maximum matching of the path: two edges, covering b (N)
  assert.deepEqual(geo.winningMoves[0].action, { kind: 'slide', component: 0, token: 0, from: 1, to: 0 });
  assert.equal(sg.compose({ components: [{ family: 'geography', shape: { kind: 'geography', nodes: ['x', 'y', 'z'], edges: [0, 1, 1, 2], token: 2 } }] }), 'geography(x-y,y-z) z');
  assert.equal(sg.compose({ components: [{ family: 'fibnim', shape: { kind: 'limited-heap', heap: 9, limit: 4 } }] }), 'fibnim 9 4');
  assert.equal(sg.compose({ components: [{ family: 'coins2d', rule: 'ruler*ruler', shape: { kind: 'grid', rows: 2, columns: 2, heads: [1, 0, 0, 1] } }] }), 'coins2d(ruler*ruler) HT/TH');
  assert.throws(() => sg.compose({ components: [{ family: 'coins2d', rule: 'ruler*ruler', shape: { kind: 'grid', rows: 2, columns: 3, heads: [1, 0, 0, 1] } }] }), /rows x columns/);
});

test('working: the numbers behind each theorem', () => {
  assert.deepEqual(sg.working('fibnim 20'), { kind: 'zeckendorf', heap: 20, limit: 19, terms: [13, 5, 2], takes: [2] });
  const e = sg.working('euclid 12 5');
  assert.equal(e.kind, 'continued-fraction');
  assert.deepEqual(e.levels.map((l) => [l.larger, l.smaller, l.quotient, l.remainder]), [[12, 5, 2, 2], [5, 2, 2, 1], [2, 1, 2, 0]]);
  assert.equal(e.levels[0].value, sg.analyze('euclid 12 5').grundy);
  const m = sg.working('moore(2) 3 5 6');
  assert.deepEqual(m, { kind: 'moore', modulus: 3, bitCounts: [2, 2, 2] });
  const t = sg.working('coins2d(ruler*mock) HTT/HTT');
  assert.deepEqual(t.rowValues, [1, 2]);
  assert.deepEqual(t.columnValues, [1, 2, 4]);
  assert.deepEqual(t.products, [1, 2, 4, 2, 3, 8]);
  const g = sg.working('geography(a-b,b-c,c-d) b');
  assert.equal(g.kind, 'matching');
  assert.deepEqual([g.componentSize, g.matched, g.matchedWithout], [4, 2, 1]);
  assert.deepEqual(Array.from(g.winning), [0]);
  assert.equal(sg.working('nim 3 4 5'), null);
  assert.equal(sg.working('nim 3 + euclid 3 5', 1).kind, 'continued-fraction');
  assert.throws(() => sg.working('euclid 3 5', 1), /no component 1/);
  assert.throws(() => sg.working('euclid 3'), SGError);
});

test('huge positions: 64-bit Moore, Fibonacci Nim and Euclid, a geography graph of 10^5 vertices', () => {
  const moore = sg.analyze('moore(2) 9223372036854775807 6148914691236517205 3074457345618258602');
  assert.equal(moore.components[0].grundy, null);
  assert.ok(moore.winningMoves.length > 0);
  assert.equal(sg.analyze('fibnim 7540113804746346429').outcome, 'P');
  assert.equal(sg.analyze('euclid 9223372036854775807 1').grundy, 9223372036854775807n);
  const n = 100000;
  const edges = [];
  let x = 12345;
  for (let v = 1; v < n; v++) {
    x = (x * 1103515245 + 12345) % 2147483648;  // a random earlier vertex: a random tree
    edges.push(`v${x % v}-v${v}`);
    if (v % 3 === 0) edges.push(`v${(x >> 7) % v}-v${v}`);  // and some cycles
  }
  const a = sg.analyze(`geography(${edges.join(',')}) v0`, { includeTo: false, parts: false });
  assert.ok(a.outcome === 'N' || a.outcome === 'P');
  const w = sg.working(`geography(${edges.join(',')}) v0`);
  assert.equal(w.componentSize, n);
  assert.equal(a.outcome === 'N', w.matched > w.matchedWithout);
});

test('the caps are stated', () => {
  const limits = sg.limits();
  for (const key of ['maxNimProductTable', 'maxGridCoins', 'maxMooreValueStates', 'maxMooreValueWork', 'maxMooreListingWork',
    'maxFibnimValueHeap', 'maxGeographyVertices', 'maxGeographyEdges', 'maxGeographyValueVertices', 'maxGeographyValueStates']) {
    assert.equal(typeof limits[key], 'number', key);
    assert.ok(limits.meanings[key].length > 10, key);
  }
  assert.equal(limits.maxGridCoins, 4096);
  assert.throws(() => sg.analyze(`coins2d(ruler*ruler) ${'H'.repeat(4097)}`), /4096/);
});
