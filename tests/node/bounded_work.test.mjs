// Every request's work is bounded by what was asked: long listings stop at
// their caps before spending the memory, a short sequence does not prove its
// period for minutes, and an abort never makes the next call fail.
// No wall time is asserted (timings belong to bench/); the test runner's
// timeout is only a generous bound against hangs.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { loadSG } from '../../web/api/sg.js';

let sg;
let restarts = 0;
before(async () => {
  sg = await loadSG();
  sg.onRestart(() => { restarts += 1; });
});

const repeated = (head, part, n) => head + part.repeat(n);

describe('long listings answer without aborting the engine', { timeout: 120000 }, () => {
  for (const [name, text] of [
    ['kayles with 20001 heaps of 1', repeated('kayles', ' 1', 20001)],
    ['misere nim with 200001 heaps of 3', repeated('misere: nim', ' 3', 200001)],
    ['staircase with 100001 steps', repeated('staircase', ' 1', 100001)],
    ['a graph with 200001 tokens', repeated('graph(a>b)', ' a', 200001)],
  ]) {
    test(name, () => {
      const a = sg.analyze(text);
      assert.equal(a.outcome, 'N');
      assert.equal(a.winningMovesComplete, false);
      assert.ok(a.winningMoves.length > 0);
      assert.ok(a.winningMoves.length <= sg.limits().maxListedMoves);
      // The first listed move is right: it leaves a P position.
      assert.equal(sg.analyze(a.winningMoves[0].to, { includeTo: false, maxMoves: 0, parts: false }).outcome, 'P');
      assert.equal(restarts, 0, 'the engine did not restart');
    });
  }
});

describe('a short sequence does bounded work', { timeout: 120000 }, () => {
  test("sequence('octal(0.0603)', 200) answers, with its proof budget stated", () => {
    const s = sg.sequence('octal(0.0603)', 200);
    assert.equal(s.values.length, 200);
    if (s.period && !s.period.proven) assert.match(s.period.reason, /observed/);
    const limits = sg.limits();
    assert.ok(limits.octalSequenceProofHorizon > 0);
    assert.ok(limits.octalProofHorizon >= limits.octalSequenceProofHorizon);
    assert.equal(restarts, 0);
  });

  test('proveTo above its cap is refused; a proof with proveTo can be cancelled', () => {
    assert.throws(() => sg.sequence('octal(0.0603)', 10, { proveTo: sg.limits().octalProofHorizon + 1 }), /period proof/);
    assert.throws(() => sg.sequence('sub(1,3,4)', 10, { proveTo: 100 }), /proveTo/);
  });
});

describe('after an abort the very next call works', () => {
  test('back-to-back aborts, each followed at once by a call', () => {
    for (let i = 0; i < 3; i++) {
      assert.throws(() => sg._forceAbort(), /restarted/);
      assert.equal(sg.analyze('nim 3 4 5').grundy, 2);
    }
  });
});
