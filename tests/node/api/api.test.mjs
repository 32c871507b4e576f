// Node tests of the public JS API, web/api/sg.js (docs/api.md).
// Run: node --test tests/node/
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { loadSG, SGError } from '../../../web/api/sg.js';

let sg;
before(async () => {
  sg = await loadSG();
});

const MAX = 9223372036854775807n; // 2^63 - 1, the largest heap

// Asserts that fn throws an SGError whose message matches `pattern`, and that
// the module answers correctly straight afterwards.
function assertSGError(fn, pattern, { column } = {}) {
  let error;
  assert.throws(fn, (e) => {
    error = e;
    return true;
  });
  assert.ok(error instanceof SGError, `expected an SGError, got ${error && error.name}: ${error && error.message}`);
  assert.ok(error instanceof Error);
  assert.equal(error.name, 'SGError');
  assert.match(error.message, pattern);
  if (column !== undefined) assert.equal(error.column, column, `column of: ${error.message}`);
  const after = sg.analyze('nim 1 2');
  assert.equal(after.outcome, 'N', 'the module must answer correctly after an error');
  assert.equal(after.grundy, 3);
  return error;
}

describe('loadSG', () => {
  test('loads once and shares the instance', async () => {
    assert.equal(await loadSG(), sg);
    assert.ok(Object.isFrozen(sg));
    for (const name of ['analyze', 'sequence', 'table', 'families', 'limits', 'onRestart']) {
      assert.equal(typeof sg[name], 'function', name);
    }
  });

  test('families and limits describe the engine', () => {
    const families = sg.families();
    const nim = families.find((f) => f.name === 'nim');
    assert.ok(nim, 'nim is a family');
    assert.equal(typeof nim.summary, 'string');
    assert.equal(nim.hasSequence, true);
    const limits = sg.limits();
    for (const key of ['maxSequenceLength', 'maxNotationBytes', 'maxListedMoves']) {
      assert.ok(Number.isSafeInteger(limits[key]) && limits[key] > 0, key);
    }
  });
});

describe('analyze: Nim', () => {
  test('nim 3 4 5: N, grundy 2, the one winning move', () => {
    const r = sg.analyze('nim 3 4 5');
    assert.equal(r.position, 'nim 3 4 5');
    assert.equal(r.outcome, 'N');
    assert.equal(r.grundy, 2);
    assert.equal(typeof r.grundy, 'number');
    assert.match(r.decidedBy, /Bouton/);
    assert.equal(r.components.length, 1);
    assert.deepEqual(
      { position: r.components[0].position, grundy: r.components[0].grundy, outcome: r.components[0].outcome },
      { position: 'nim 3 4 5', grundy: 2, outcome: 'N' });
    assert.deepEqual(r.winningMoves.map((m) => m.to), ['nim 1 4 5']);
    assert.equal(r.winningMoves[0].move, 'take 2 from heap 1');
    assert.equal(r.winningMovesComplete, true);
  });

  test('every winning move is listed and leads to a P-position', () => {
    // 1 ^ 2 ^ 4 ^ 8 ... mixes: nim 7 11 13 14 has XOR 7^11^13^14 = 1: every odd heap can move.
    const r = sg.analyze('nim 7 11 13 14');
    assert.equal(r.grundy, 7 ^ 11 ^ 13 ^ 14);
    const heaps = [7, 11, 13, 14];
    const t = r.grundy;
    const expected = heaps.flatMap((h, i) => ((h ^ t) < h ? [heaps.map((x, j) => (j === i ? h ^ t : x))] : []))
      .map((hs) => `nim ${hs.join(' ')}`);
    assert.deepEqual(r.winningMoves.map((m) => m.to).sort(), expected.sort());
    for (const m of r.winningMoves) {
      const next = sg.analyze(m.to);
      assert.equal(next.outcome, 'P', m.to);
      assert.equal(next.grundy, 0, m.to);
    }
  });

  test('P-positions have no winning move', () => {
    for (const p of ['nim 1 2 3', 'nim 0', 'nim', 'nim 5 5', 'nim 9223372036854775807 9223372036854775807']) {
      const r = sg.analyze(p);
      assert.equal(r.outcome, 'P', p);
      assert.equal(r.grundy, 0, p);
      assert.deepEqual(r.winningMoves, [], p);
    }
  });

  test('brute force: outcome and grundy of every position with three heaps up to 7', () => {
    for (let a = 0; a < 8; a++) for (let b = 0; b < 8; b++) for (let c = 0; c < 8; c++) {
      const r = sg.analyze(`nim ${a} ${b} ${c}`);
      assert.equal(r.grundy, a ^ b ^ c);
      assert.equal(r.outcome, (a ^ b ^ c) === 0 ? 'P' : 'N');
    }
  });

  test('a sum: components and winning moves with the full resulting position', () => {
    const r = sg.analyze('nim 3 + nim 4 5');
    assert.equal(r.position, 'nim 3 + nim 4 5');
    assert.equal(r.outcome, 'N');
    assert.equal(r.grundy, 2);
    assert.deepEqual(r.components.map((c) => [c.position, c.grundy, c.outcome]), [['nim 3', 3, 'N'], ['nim 4 5', 1, 'N']]);
    assert.deepEqual(r.winningMoves.map((m) => [m.component, m.to]), [[0, 'nim 1 + nim 4 5']]);
    assert.match(r.decidedBy, /Sprague-Grundy|Sprague–Grundy/);
  });

  test('heap parts are reported per heap', () => {
    const [c] = sg.analyze('nim 3 0 9').components;
    assert.deepEqual(c.parts.map((p) => [p.label, p.grundy]), [['heap 1', 3], ['heap 2', 0], ['heap 3', 9]]);
  });
});

describe('analyze: misère Nim', () => {
  test('every heap 0 or 1: the player to move wins iff the number of 1-heaps is even', () => {
    for (const [p, outcome] of [['misere: nim 1 1 1', 'P'], ['misere: nim 1 1', 'N'], ['misere: nim 0', 'N'], ['misere: nim 1', 'P'], ['misere: nim 1 0 1 1', 'P']]) {
      const r = sg.analyze(p);
      assert.equal(r.outcome, outcome, p);
      assert.equal(r.grundy, null, `${p}: misère play has no single nimber`);
    }
  });

  test('some heap >= 2: the XOR decides, and the winning move leaves an odd number of 1-heaps', () => {
    const r = sg.analyze('misere: nim 3 1 1');
    assert.equal(r.outcome, 'N');
    assert.deepEqual(r.winningMoves.map((m) => m.to), ['misere: nim 1 1 1']);
    assert.equal(sg.analyze('misere: nim 1 1 1').outcome, 'P');
    assert.equal(sg.analyze('misere: nim 2 2').outcome, 'P');
    assert.deepEqual(sg.analyze('misere: nim 3 4 5').winningMoves.map((m) => m.to), ['misere: nim 1 4 5']);
  });

  test('brute force: misère outcome of every position with three heaps up to 5', () => {
    const memo = new Map();
    const wins = (heaps) => {
      const key = heaps.join(',');
      if (memo.has(key)) return memo.get(key);
      let win = heaps.every((h) => h === 0); // misère: no move means you win
      for (let i = 0; i < heaps.length && !win; i++) for (let k = 1; k <= heaps[i] && !win; k++) {
        win = !wins(heaps.map((h, j) => (j === i ? h - k : h)));
      }
      memo.set(key, win);
      return win;
    };
    for (let a = 0; a < 6; a++) for (let b = 0; b < 6; b++) for (let c = 0; c < 6; c++) {
      const p = `misere: nim ${a} ${b} ${c}`;
      const r = sg.analyze(p);
      assert.equal(r.outcome, wins([a, b, c]) ? 'N' : 'P', p);
      for (const m of r.winningMoves) assert.equal(sg.analyze(m.to).outcome, 'P', `${p} -> ${m.to}`);
    }
  });
});

describe('canonical notation', () => {
  const cases = [
    ['NIM  3   4', 'nim 3 4'],
    ['\tnim 3 ', 'nim 3'],
    ['nim 03', 'nim 3'],
    ['nim 3+nim 4', 'nim 3 + nim 4'],
    ['normal: nim 3', 'nim 3'],
    ['Misere:nim 3', 'misere: nim 3'],
    ['misère: nim 3', 'misere: nim 3'],
    ['nim 0 0', 'nim 0 0'],
  ];
  for (const [input, canonical] of cases) {
    test(`${JSON.stringify(input)} -> ${JSON.stringify(canonical)}`, () => {
      assert.equal(sg.analyze(input).position, canonical);
    });
  }

  test('an emptied heap stays in place as 0', () => {
    assert.deepEqual(sg.analyze('nim 4 1 1').winningMoves.map((m) => m.to), ['nim 0 1 1']);
  });
});

describe('64-bit edge cases', () => {
  test('2^63-1 heaps are exact and results above 2^53 are BigInt', () => {
    const r = sg.analyze(`nim ${MAX} 1`);
    assert.equal(r.position, `nim ${MAX} 1`);
    assert.equal(typeof r.grundy, 'bigint');
    assert.equal(r.grundy, MAX ^ 1n);
    assert.equal(r.components[0].grundy, MAX ^ 1n);
    assert.equal(r.components[0].parts[0].grundy, MAX);
    assert.deepEqual(r.winningMoves.map((m) => m.to), ['nim 1 1']);
    assert.equal(r.winningMoves[0].move, `take ${MAX - 1n} from heap 1`);
  });

  test('values at 2^53 - 1 stay numbers, just above become BigInt', () => {
    assert.equal(sg.analyze('nim 9007199254740991').grundy, 9007199254740991);
    assert.equal(sg.analyze('nim 9007199254740992').grundy, 9007199254740992n);
  });

  test('exact XOR of large heaps', () => {
    const a = 6148914691236517205n; // 0x5555...
    const b = 3074457345618258602n; // 0x2aaa...
    const r = sg.analyze(`nim ${a} ${b}`);
    assert.equal(r.grundy, a ^ b);
    const t = a ^ b;
    assert.deepEqual(r.winningMoves.map((m) => m.to).sort(),
      [[a ^ t, b], [a, b ^ t]].filter(([x, y], i) => (i === 0 ? x < a : y < b)).map(([x, y]) => `nim ${x} ${y}`).sort());
  });

  for (const big of ['9223372036854775808', '18446744073709551615', '18446744073709551616', '99999999999999999999999999']) {
    test(`heap ${big} is an SGError`, () => {
      const e = assertSGError(() => sg.analyze(`nim ${big}`), /too large/, { column: 5 });
      assert.match(e.message, /9223372036854775807/);
    });
  }
});

describe('sequence', () => {
  test("sequence('nim', n) is 0..n-1 with a proven period", () => {
    const r = sg.sequence('nim', 100000);
    assert.equal(r.values.length, 100000);
    assert.ok(Array.isArray(r.values));
    for (let i = 0; i < r.values.length; i++) if (r.values[i] !== i) assert.fail(`SG(${i}) = ${r.values[i]}`);
    assert.ok(r.period === null || typeof r.period.proven === 'boolean');
  });

  test('small and empty sequences, typed output', () => {
    assert.deepEqual(sg.sequence('nim', 5).values, [0, 1, 2, 3, 4]);
    assert.deepEqual(sg.sequence('nim', 0).values, []);
    const typed = sg.sequence('nim', 10, { typed: true });
    assert.ok(ArrayBuffer.isView(typed.values));
    assert.deepEqual(Array.from(typed.values), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  for (const [n, label] of [[NaN, 'NaN'], [Infinity, 'Infinity'], [-Infinity, '-Infinity'], [-1, '-1'], [1.5, '1.5'], ['10', 'a string'], [null, 'null'], [undefined, 'undefined'], [{}, 'an object']]) {
    test(`sequence length ${label} is an SGError`, () => {
      assertSGError(() => sg.sequence('nim', n), /sequence length/);
    });
  }

  test('a length above the limit is an SGError naming the limit', () => {
    const { maxSequenceLength } = sg.limits();
    assertSGError(() => sg.sequence('nim', maxSequenceLength + 1), new RegExp(`limit of ${maxSequenceLength}`));
  });

  test('an unknown rule is an SGError', () => {
    assertSGError(() => sg.sequence('nimm', 10), /unknown family "nimm"/);
    assertSGError(() => sg.sequence(42, 10), /rule must be a string/);
  });
});

describe('bad input', () => {
  const cases = [
    ['', /empty position/, 1],
    ['   ', /empty position/, 1],
    ['nimm 3', /unknown family "nimm" \(did you mean "nim"\?\)/, 1],
    ['foo 3', /unknown family "foo"/, 1],
    ['nim -3', /heap size "-3" must be a non-negative integer/, 5],
    ['nim 3 -4 5', /heap size "-4"/, 7],
    ['nim abc', /heap size "abc" must be a non-negative integer/, 5],
    ['nim 3.5', /heap size "3.5"/, 5],
    ['nim 1e3', /heap size "1e3"/, 5],
    ['nim 0x10', /heap size "0x10"/, 5],
    ['nim 3 $', /heap size "\$"/, 7],
    ['nim 3 4 5 # x', /heap size "#"/, 11],
    ['nim 3 +', /missing a component after "\+"/, 7],
    ['+ nim 3', /missing a component before "\+"/, 1],
    ['nim 3 + + nim 4', /missing a component/, 9],
    ['3 4 5', /expected a game family name/, 1],
    ['foo: nim 3', /unknown compound "foo"/, 1],
    ['misere: misere: nim 3', /unknown family "misere"/, 9],
    ['nim 3 4 5 \u0000', /control character/, 11],
    ['misère: nim -3', /heap size "-3"/, 13],
  ];
  for (const [input, pattern, column] of cases) {
    test(`${JSON.stringify(input)}: ${pattern}`, () => {
      assertSGError(() => sg.analyze(input), pattern, { column });
    });
  }

  test('an overlong position is an SGError', () => {
    const { maxNotationBytes } = sg.limits();
    const text = `nim ${'1 '.repeat(Math.ceil(maxNotationBytes / 2) + 8)}`;
    assertSGError(() => sg.analyze(text), /position text is too long \(\d+ bytes; the limit is \d+\)/);
  });

  for (const [value, label] of [[null, 'null'], [undefined, 'undefined'], [3, 'number'], [{}, 'object'], [['nim 3'], 'object'], [Symbol('x'), 'symbol']]) {
    test(`analyze(${String(label)}) is an SGError`, () => {
      assertSGError(() => sg.analyze(value), new RegExp(`position must be a string, got ${label}`));
    });
  }
});

describe('recovery after an abort', () => {
  test('_forceAbort throws SGError with restarted: true, listeners hear it, and the next call works', async () => {
    const heard = [];
    const off = sg.onRestart((e) => heard.push(e));
    const e = assertSGError(() => sg._forceAbort(), /internal error.*restarted/);
    assert.equal(e.restarted, true);
    assert.equal(heard.length, 1);
    off();
    assert.equal(sg.analyze('nim 3 4 5').grundy, 2);
    assert.deepEqual(sg.sequence('nim', 4).values, [0, 1, 2, 3]);
    // A second abort right away is survived too (the spare is prepared again).
    await new Promise((r) => setTimeout(r, 50));
    const again = assertSGError(() => sg._forceAbort(), /restarted/);
    assert.equal(again.restarted, true);
    assert.equal(heard.length, 1, 'an unsubscribed listener is not called');
    assert.equal(sg.analyze(`nim ${MAX} 1`).grundy, MAX ^ 1n);
  });
});
