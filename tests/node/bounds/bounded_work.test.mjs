// Every request's work is bounded by what was asked: long listings stop at
// their caps before spending the memory, a short sequence computes no more
// than its stated proof horizon, a cancelled proof does no more work, and an
// abort never makes the next call fail. The bounds are read from what the
// engine answers, never from wall time (timings belong to bench/).
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { loadSG } from '../../../web/api/sg.js';

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
  // octal(0.156) has period 349 from heap 3479, which the Guy-Smith theorem
  // proves with the values of heaps 0..7658: more than a short sequence's
  // proof horizon. Proven with them, not proven without: the default
  // request computed no more than its stated horizon.
  test('a short sequence stops its proof at the stated horizon; proveTo goes further', () => {
    const { octalSequenceProofHorizon, octalProofHorizon } = sg.limits();
    assert.ok(octalSequenceProofHorizon < 7659 && 7659 <= octalProofHorizon);
    const s = sg.sequence('octal(0.156)', 200);
    assert.equal(s.values.length, 200);
    assert.ok(!s.period?.proven, JSON.stringify(s.period));
    const proven = sg.sequence('octal(0.156)', 200, { proveTo: 7659 });
    assert.deepEqual(proven.values, s.values);
    assert.deepEqual([proven.period.start, proven.period.length, proven.period.proven], [3479, 349, true]);
    assert.equal(restarts, 0);
  });

  test('proveTo above its cap is refused; a proof with proveTo stops at its first progress report', () => {
    assert.throws(() => sg.sequence('octal(0.0603)', 10, { proveTo: sg.limits().octalProofHorizon + 1 }), /period proof/);
    assert.throws(() => sg.sequence('sub(1,3,4)', 10, { proveTo: 100 }), /proveTo/);
    let reports = 0;
    assert.throws(() => sg.sequence('octal(0.16)', 10, {
      proveTo: sg.limits().octalProofHorizon, onProgress: () => { reports += 1; return false; },
    }), /cancelled/);
    assert.equal(reports, 1, 'no work after the cancel');
    assert.equal(sg.sequence('kayles', 3).values.length, 3);
    assert.equal(restarts, 0);
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
