// Node tests of sg.analyze(position, options) and sg.winningMove(): the lean
// and typed forms carry the same facts as the default form (docs/api.md).
// Run: node --test tests/node/api/analyze_options.test.mjs
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { loadSG, SGError } from '../../../web/api/sg.js';

let sg;
before(async () => {
  sg = await loadSG();
});

const SMALL = [
  'nim 3 4 5', 'nim 7 7 1 2 12', 'nim 9223372036854775807 1', 'coins(turtles) THTHHTTH', 'coins(mock) THHTTHTHHT',
  'coins(ruler) TTTHHHTH', 'coins(at most 3 consecutive) HTTHHTH', 'kayles 9 + dawson 7', 'lasker 5 6',
  'staircase 0 3 1 4', 'tree (()(()()))', 'hackenbush 0-1 1-2 2-0 2-2', 'graph(a>b,b>c,a>c) a a',
  'graph(a>a,a>b) a + nim 1', 'wythoff 3 5', 'misere: nim 1 2 3', 'every: nim 3 + sub(1,2) 5 + kayles 4',
  'conjunctive: nim 2 + sub(1,2) 4 + kayles 5', 'selective: nim 1 + kayles 3 + nim 2',
  'nim 5 + kayles 4 + coins(turtles) THHT + tree (()(()))',
];

// Rows of `n` coins with a head at every 7th coin from the 4th.
function sparseRow(n) {
  let row = '';
  for (let i = 0; i < n; i++) row += i % 7 === 3 ? 'H' : 'T';
  return row;
}

describe('analyze options', () => {
  test('includeTo: false lists the same moves with to: null; winningMove(k) gives each to', () => {
    for (const text of SMALL) {
      const full = sg.analyze(text);
      const bare = sg.analyze(text, { includeTo: false });
      assert.equal(bare.position, full.position, text);
      assert.equal(bare.outcome, full.outcome, text);
      assert.deepEqual(bare.components, full.components, text);
      assert.equal(bare.winningMovesComplete, full.winningMovesComplete, text);
      assert.deepEqual(bare.winningMoves, full.winningMoves.map((m) => ({ ...m, to: null })), text);
      full.winningMoves.forEach((m, k) => assert.deepEqual(sg.winningMove(text, k), m, `${text} move ${k}`));
      assert.throws(() => sg.winningMove(text, full.winningMoves.length), SGError, text);
    }
  });

  test('typed parts hold the same values as the objects', () => {
    for (const text of SMALL) {
      const full = sg.analyze(text);
      const typed = sg.analyze(text, { typed: true, partLabels: true });
      assert.deepEqual(typed.winningMoves, full.winningMoves, text);
      full.components.forEach((c, i) => {
        const t = typed.components[i].parts;
        assert.ok(t.grundy instanceof Float64Array, text);
        assert.equal(t.count, c.parts.length, text);
        assert.equal(t.grundy.length, c.parts.length, text);
        assert.deepEqual(t.labels, c.parts.map((p) => p.label), text);
        const large = new Map(t.large.map((x) => [x.index, x]));
        c.parts.forEach((p, k) => {
          if (large.has(k)) {
            assert.ok(Number.isNaN(t.grundy[k]), `${text} part ${k}`);
            assert.equal(large.get(k).value, p.value, `${text} part ${k}`);
            assert.equal(large.get(k).grundy, p.grundy, `${text} part ${k}`);
          } else {
            assert.equal(t.grundy[k], p.grundy, `${text} part ${k}`);
            assert.equal(String(t.grundy[k]), p.value, `${text} part ${k}`);
          }
        });
      });
      // Without partLabels, no labels are built.
      for (const c of sg.analyze(text, { typed: true }).components) assert.equal(c.parts.labels, null, text);
    }
    // Values a double cannot hold, and loopy values, come as text.
    const big = sg.analyze('nim 9223372036854775807 1', { typed: true }).components[0].parts;
    assert.deepEqual(big.large, [{ index: 0, value: '9223372036854775807', grundy: 9223372036854775807n }]);
    assert.equal(big.grundy[1], 1);
  });

  test('maxMoves keeps the first moves; parts: false drops the parts', () => {
    const text = 'coins(turtles) HHHHHHHHHHHH';
    const full = sg.analyze(text);
    assert.ok(full.winningMoves.length > 3);
    const cut = sg.analyze(text, { maxMoves: 3 });
    assert.deepEqual(cut.winningMoves, full.winningMoves.slice(0, 3));
    assert.equal(cut.winningMovesComplete, false);
    assert.equal(sg.analyze(text, { maxMoves: full.winningMoves.length }).winningMovesComplete, true);
    assert.deepEqual(sg.analyze(text, { maxMoves: 0 }).winningMoves, []);
    const bare = sg.analyze(text, { parts: false });
    assert.deepEqual(bare.components[0].parts, []);
    assert.equal(bare.grundy, full.grundy);
    assert.throws(() => sg.analyze(text, { maxMoves: -1 }), SGError);
    assert.throws(() => sg.analyze(text, 'fast'), SGError);
    assert.throws(() => sg.winningMove(text, 1.5), SGError);
  });

  test('a row of 10^6 coins: lean typed analysis, and the played move wins', () => {
    const row = sparseRow(1000000);
    const text = `coins(mock) ${row}`;
    const t0 = performance.now();
    const a = sg.analyze(text, { includeTo: false, typed: true, maxMoves: 200 });
    const ms = performance.now() - t0;
    console.log(`# coins(mock), 10^6 coins, lean typed analysis: ${ms.toFixed(0)} ms`);
    assert.equal(a.outcome, 'N');
    assert.equal(a.winningMoves.length, 200);
    assert.equal(a.winningMovesComplete, false);
    const parts = a.components[0].parts;
    assert.equal(parts.count, Math.ceil((1000000 - 3) / 7));
    // Mock Turtles numbers from 0: the head at x is worth 2x or 2x+1 (odious).
    const odious = (x) => { let c = 0; for (let v = x; v; v >>= 1) c ^= v & 1; return c ? 2 * x : 2 * x + 1; };
    let xor = 0;
    for (let k = 0; k < parts.count; k++) {
      assert.equal(parts.grundy[k], odious(3 + 7 * k));
      xor ^= parts.grundy[k];
    }
    assert.equal(a.grundy, xor);
    const move = sg.winningMove(text, 0);
    assert.equal(move.move, a.winningMoves[0].move);
    assert.equal(sg.analyze(move.to, { includeTo: false, parts: false, maxMoves: 0 }).outcome, 'P');
  });

  test('Nim with 10^6 heaps through typed parts', () => {
    const heaps = Array.from({ length: 1000000 }, (_, i) => (i * 7919) % 1000);
    const text = `nim ${heaps.join(' ')} 1000`;
    const t0 = performance.now();
    const a = sg.analyze(text, { includeTo: false, typed: true, maxMoves: 100 });
    const ms = performance.now() - t0;
    console.log(`# nim, 10^6 heaps, lean typed analysis: ${ms.toFixed(0)} ms`);
    const parts = a.components[0].parts;
    assert.equal(parts.count, 1000001);
    for (let i = 0; i < heaps.length; i += 997) assert.equal(parts.grundy[i], heaps[i]);
    assert.equal(parts.grundy[1000000], 1000);
    assert.equal(a.grundy, heaps.reduce((x, h) => x ^ h, 1000));
    assert.equal(a.outcome, 'N');
    assert.ok(a.winningMoves.length >= 1);
    const move = sg.winningMove(text, 0);
    assert.equal(sg.analyze(move.to, { includeTo: false, parts: false, maxMoves: 0 }).outcome, 'P');
  });
});
