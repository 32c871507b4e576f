// sg.limits() states every cap the engine enforces, and a request beyond a
// cap is an SGError that names it (docs/limits.md).
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { loadSG, SGError } from '../../web/api/sg.js';

let sg;
before(async () => {
  sg = await loadSG();
});

function errorOf(fn) {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof SGError, `an SGError, got ${e}`);
    return e;
  }
  assert.fail('expected an SGError');
}

describe('sg.limits()', () => {
  test('lists every cap with a value and a meaning', () => {
    const limits = sg.limits();
    const keys = Object.keys(limits.meanings);
    assert.ok(keys.length >= 30, `${keys.length} caps`);
    for (const key of ['maxOctalHeap', 'maxSubtractionSetSize', 'maxCoins', 'maxTreeNodes',
      'maxHackenbushEdges', 'maxGraphNodes', 'maxGraphEdges', 'maxSearchPositions', 'maxMisereWork', 'maxComponents', 'maxParts']) {
      assert.ok(keys.includes(key), key);
    }
    for (const key of keys) {
      assert.equal(typeof limits.meanings[key], 'string', key);
      assert.ok(limits.meanings[key].length > 10, key);
      if (key === 'maxCount') assert.equal(limits[key], '9223372036854775807');
      else assert.ok(Number.isSafeInteger(limits[key]) && limits[key] > 0, key);
    }
  });

  test('a heap beyond the octal cap is refused with the cap named', () => {
    const { maxOctalHeap } = sg.limits();
    const e = errorOf(() => sg.analyze(`grundy ${maxOctalHeap + 1}`));
    assert.match(e.message, new RegExp(`limit is ${maxOctalHeap}`));
    assert.equal(e.column, 8);
    assert.equal(sg.analyze('grundy 5').outcome, 'N'); // G(5) = 2
  });

  test('a finite code beyond the cap needs a period proven at parse time', () => {
    const { maxOctalHeap } = sg.limits();
    const e = errorOf(() => sg.analyze(`octal(0.007) ${maxOctalHeap + 1}`));
    assert.match(e.message, new RegExp(`heaps above ${maxOctalHeap} need a proven period`));
    // Kayles' period (12 from heap 72) is proven while parsing.
    assert.equal(sg.analyze('kayles 1000000000000').grundy, sg.analyze('kayles 76').grundy);
  });

  test('a subtraction set beyond direct reach without a period found is refused', () => {
    const amounts = Array.from({ length: 999 }, (_, i) => i + 1).concat([100000]);
    const rule = `sub(${amounts.join(',')})`;
    const e = errorOf(() => sg.analyze(`${rule} 100000000`));
    assert.match(e.message, /need the period, and no period is found within the first 4194 values/);
    assert.equal(sg.analyze(`${rule} 12345`).grundy, 345);
  });
});
