// Short inputs that once aborted the engine or ran for minutes: each is now
// answered, or refused by a stated cap (sg.limits()) before the work is
// spent, and the module answers the next call. Checked by content only: how
// long each takes is measured by bench/js/bounds.mjs (bench/run.mjs bounds),
// never here; the runner's timeout is a generous bound against hangs. Only
// inputs decided or refused at once are here (the suite's time is shared);
// those that run to a search's budget (every: kayles 60 ...) are
// rows of that bench.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { loadSG } from '../../../web/api/sg.js';

let sg;
let restarts = 0;
before(async () => {
  sg = await loadSG();
  sg.onRestart(() => { restarts += 1; });
});

const lean = { includeTo: false, maxMoves: 41 };

// The call answers (and `check` accepts the answer), or is refused as too
// large by one of `caps`, which sg.limits() states; either way the engine
// did not restart and answers the next call.
function answersOrRefuses(call, caps, check = () => {}) {
  let answer = null;
  try {
    answer = call();
  } catch (e) {
    assert.equal(e.name, 'SGError', String(e));
    assert.equal(e.kind, 'too-large', `${e.message}`);
    assert.ok(caps.includes(e.limit), `refused by ${e.limit}, expected one of ${caps}: ${e.message}`);
    assert.ok(e.limit in sg.limits(), `${e.limit} is stated in sg.limits()`);
  }
  if (answer !== null) check(answer);
  assert.equal(restarts, 0, 'the engine did not restart');
  assert.equal(sg.analyze('nim 3 4 5').grundy, 2, 'the module answers next');
  return answer;
}

function refused(call, cap) {
  assert.throws(call, (e) => e.name === 'SGError' && e.kind === 'too-large' && e.limit === cap);
  assert.equal(restarts, 0);
  assert.equal(sg.analyze('nim 3 4 5').grundy, 2);
}

describe('compounds that measure remoteness or suspense count their work first', { timeout: 60000 }, () => {
  test('a lone Nim heap is measured by its closed form, however large', () => {
    for (const text of ['conjunctive: nim 4000', 'conjunctive: nim 2000', 'every: nim 5000']) {
      const a = sg.analyze(text, lean);
      assert.equal(a.outcome, 'N', text);
      assert.equal(a.components[0].remoteness, 1);
      assert.equal(a.components[0].suspense, 1);
      // The one winning move empties the heap.
      assert.ok(a.winningMoves.some((m) => /take (4000|2000|5000)/.test(m.move)), text);
    }
    const mixed = sg.analyze('every: kayles 3 + nim 60000', lean);
    assert.ok(['N', 'P'].includes(mixed.outcome));
    assert.equal(mixed.components[1].suspense, 1);
    assert.equal(restarts, 0);
  });

  test("a heap whose options alone pass the measure's memory cap is refused before they are built", () => {
    answersOrRefuses(() => sg.analyze('every: lasker 1000000', lean), ['maxMeasureWork', 'maxMeasureBytes'], () => assert.fail('answered'));
  });

  test("the computer's move in Grundy's game falls back to theory past the play search's budget", () => {
    for (const n of [1200, 3000]) {
      const m = sg.bestMove(`grundy ${n}`);
      // Every heap above 2 can be split; the move leaves two heaps.
      assert.match(m.to, /^grundy \d+ \d+$/, `grundy ${n}`);
      const [a, b] = m.to.split(' ').slice(1).map(Number);
      assert.equal(a + b, n);
      if (m.reason.includes('wins')) assert.equal(sg.analyze(m.to, lean).outcome, 'P');
      assert.equal(restarts, 0);
    }
  });
});

describe('defined games: a request is estimated before it runs', { timeout: 60000 }, () => {
  test("the docs' Wythoff as 1024 x 1024 is refused at once; 64 x 64 answers", () => {
    sg.define('game wyt(a, b)\n  (a - k, b)      for k in 1..a\n  (a, b - k)      for k in 1..b\n  (a - k, b - k)  for k in 1..min(a, b)\n');
    refused(() => sg.table('wyt', 1024, 1024, { typed: true }), 'maxDefinedRequestWork');
    const t = sg.table('wyt', 64, 64);
    assert.equal(t[3][5], 0);
    assert.equal(t[5][3], 0);
    assert.equal(t[4][4], sg.table('wythoff', 5, 5)[4][4]);
  });
  test('subtract-a-square to 2^20 is refused at once; its first 1000 values answer', () => {
    sg.define('game sq(n)\n  n - k*k  for k in 1..n  if k*k <= n\n');
    refused(() => sg.sequence('sq', 1048576, { typed: true }), 'maxDefinedRequestWork');
    const s = sg.sequence('sq', 1000);
    // Subtract-a-square: P positions 0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34 (OEIS A030193).
    const p = [];
    for (let i = 0; i < 35; i++) if (s.values[i] === 0) p.push(i);
    assert.deepEqual(p, [0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34]);
  });
});

describe('Chomp: closed forms before search, and the search counted first', { timeout: 60000 }, () => {
  test("two rows by Sun's formula, at once", () => {
    const a = sg.analyze('chomp(2000,1000)', lean);
    assert.equal(a.outcome, 'N');
    // a - b even: a + floor((b-1)/2).
    assert.equal(a.grundy, 2000 + 499);
    assert.equal(a.winningMoves[0].move, 'bite at (1,1002)');
    const b = sg.analyze('chomp(50000,3)', lean);
    assert.equal(b.grundy, Math.min(3 * ((50000 - 3 - 1) / 2), 50000 - 3));
    assert.equal(sg.analyze('chomp(1001,1000)').outcome, 'P');
  });
  test('rectangles beyond the search are N by strategy stealing; other boards name the cap', () => {
    const r = sg.analyze('chomp 3x220', lean);
    assert.equal(r.outcome, 'N');
    assert.equal(r.winningMovesComplete, false);
    refused(() => sg.analyze('chomp(200,150,100)', lean), 'maxChompWork');
    refused(() => sg.analyze('chomp(100,100,100,99)', lean), 'maxChompDiagrams');
    refused(() => sg.analyze('chomp(220,220,219)', lean), 'maxChompWork');
  });
});

describe('random positions like a misère sum', { timeout: 60000 }, () => {
  test('every seed draws a position quickly decided', () => {
    for (const seed of [1, 2, 3]) {
      const text = sg.randomPosition('kayles', seed, { like: 'misere: kayles 20 + kayles 20 + kayles 20', size: 24 });
      assert.match(text, /^misere: kayles/);
      const a = sg.analyze(text, lean);
      assert.ok(['N', 'P'].includes(a.outcome));
      assert.equal(restarts, 0);
    }
  });
});

describe("Moore's Nim: recursion never as deep as the input", { timeout: 60000 }, () => {
  test('k = 5000 on 5000 heaps of 1 answers its one winning move', () => {
    const a = sg.analyze(`moore(5000) ${'1 '.repeat(5000)}`, lean);
    assert.equal(a.outcome, 'N');
    assert.equal(a.winningMoves.length, 1);
    assert.equal(a.winningMovesComplete, true);
    assert.match(a.winningMoves[0].move, /1 from heap 4999 and 1 from heap 5000$/);
    assert.equal(restarts, 0);
    assert.equal(sg.analyze('nim 3 4 5').grundy, 2);
  });
});

describe('octal codes whose values stay dense are priced before the work', { timeout: 60000 }, () => {
  test('a 64-digit code to 2^20 values is refused by maxOctalWork, and the rule still answers', () => {
    const rule = `octal(0.${'6'.repeat(64)})`;
    refused(() => sg.sequence(rule, 2 ** 20, { typed: true }), 'maxOctalWork');
    const small = sg.sequence(rule, 2000, { typed: true });
    assert.equal(small.values.length, 2000);
    assert.equal(sg.analyze(`${rule} 5`, lean).outcome, 'N');
  });
});

describe("Moore's Nim: a listing builds only the moves asked for", { timeout: 60000 }, () => {
  test('k = 11 on thirty heaps lists 41 of its 10,000+ winning moves and says there are more', () => {
    const heaps = [];
    for (let i = 0, x = 1; i < 30; i += 1) x = (x * 1103515245 + 12345) % 1000, heaps.push(x);
    const a = sg.analyze(`moore(11) ${heaps.join(' ')}`, lean);
    assert.equal(a.outcome, 'N');
    assert.equal(a.winningMoves.length, 41);
    assert.equal(a.winningMovesComplete, false);
    assert.equal(restarts, 0);
    assert.equal(sg.analyze('nim 3 4 5').grundy, 2);
  });
});

describe('Cram: the work cap pays for graph certificates, yet answers what it did', { timeout: 60000 }, () => {
  test('cram 4x7 is still searched to its published value within maxBoardWork', () => {
    // Lemoine and Viennot's table: 4 x 7 has value 3. A charge for the
    // certificates that outgrew the cap would refuse it instead.
    const a = answersOrRefuses(() => sg.analyze('cram 4x7', lean), []);
    assert.equal(a.grundy, 3);
  });
});

describe('Cram: a region past maxCramRegionCells is refused before any search', { timeout: 60000 }, () => {
  // Each once ran the search to maxBoardWork (1.7 to 3 s) before its refusal.
  for (const text of ['cram 3x13', 'cram 3x21', 'cram 7x9', 'cram 3x13 + nim 1']) {
    test(text, () => {
      assert.throws(() => sg.analyze(text, lean), (e) => e.kind === 'too-large' && e.limit === 'maxCramRegionCells');
      assert.ok('maxCramRegionCells' in sg.limits());
      assert.equal(restarts, 0);
      assert.equal(sg.analyze('nim 3 4 5').grundy, 2);
    });
  }
});
