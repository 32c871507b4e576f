// sg.sequence counts in the rule's own numbering: heaps from 0, coins as the
// coins panel numbers them (from 1; Mock Turtles from 0). values[i] is
// SG(firstIndex + i), and
// period.start is in the same numbering; each value is the analysis of the
// position it stands for.
// Run: node --test tests/node/api/sequence_numbering.test.mjs
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { loadSG } from '../../../web/api/sg.js';

let sg;
before(async () => {
  sg = await loadSG();
});

// The row whose only head is the (i + 1)th coin from the left.
const headAt = (rule, i) => `coins(${rule}) ${'T'.repeat(i)}H`;

test('coin rules count coins as the coins panel does: values[i] is the value of a head at coin firstIndex + i', () => {
  for (const rule of ['ruler', 'mock', 'turtles', 'run3', 'near3', 'at most 3 consecutive']) {
    for (const typed of [false, true]) {
      const s = sg.sequence(`coins(${rule})`, 12, { typed });
      // The panel's own number of the leftmost coin: what its label shows.
      const leftmost = sg.analyze(`coins(${rule}) H`).components[0].shape.firstIndex;
      assert.equal(s.firstIndex, rule === 'mock' ? 0 : 1, rule);
      assert.equal(s.firstIndex, leftmost, rule);
      assert.equal(s.values.length, 12);
      for (let i = 0; i < 12; i++) assert.equal(s.values[i], sg.analyze(headAt(rule, i)).grundy, `${rule}, coin ${s.firstIndex + i}`);
    }
  }
  // Mock Turtles, numbered from 0: SG(c) is the c-th odious number.
  assert.deepEqual(sg.sequence('coins(mock)', 5).values, [1, 2, 4, 7, 8]);
  // The ruler function: the largest power of 2 dividing the coin's number.
  const ruler = sg.sequence('coins(ruler)', 8);
  assert.deepEqual(ruler.values, [1, 2, 1, 4, 1, 2, 1, 8]);
  assert.equal(ruler.values[4 - ruler.firstIndex], 4);
});

test('a coin rule period starts at a coin number', () => {
  // Turning Turtles: SG(c) = c, from coin 1; run3: SG(c) = 1 when 3 divides c.
  const turtles = sg.sequence('coins(turtles)', 6);
  assert.deepEqual(turtles.values, [1, 2, 3, 4, 5, 6]);
  assert.equal(turtles.period.start, 1);
  const run3 = sg.sequence('coins(run3)', 9);
  assert.deepEqual(run3.values, [0, 0, 1, 0, 0, 1, 0, 0, 1]);
  assert.equal(run3.period.start, 1);
  assert.equal(run3.period.length, 3);
});

test('heap rules count heaps from 0', () => {
  for (const rule of ['nim', 'kayles', 'sub(1,3,4)', 'octal(0.137)', 'grundy', 'lasker', 'bash(2)']) {
    const s = sg.sequence(rule, 10);
    assert.equal(s.firstIndex, 0, rule);
    for (let i = 0; i < 10; i++) assert.equal(s.values[i], sg.analyze(`${rule} ${i}`).grundy, `${rule} ${i}`);
    if (s.period) assert.ok(s.period.start >= 0);
  }
  assert.equal(sg.sequence('kayles', 100).period.start, 71);
});
