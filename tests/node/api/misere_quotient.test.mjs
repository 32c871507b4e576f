// sg.misereQuotient as data, and analyze() reading misère sums of one heap
// rule in it: the table, P-portion and heap images against a misère brute
// force written here from Kayles' rule, the names and the presentation, the
// caps, progress and cancel, and both languages.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { loadSG } from '../../../web/api/sg.js';

let sg;
before(async () => {
  sg = await loadSG();
});

// Misère Kayles by its rule: knock down one pin or two adjacent ones; the
// player who cannot move wins. Positions are sorted rows.
const memo = new Map();
function kaylesWins(rows) {
  const key = rows.filter((r) => r > 0).sort((a, b) => a - b).join(',');
  if (memo.has(key)) return memo.get(key);
  const list = key ? key.split(',').map(Number) : [];
  let win = list.length === 0;
  for (let i = 0; i < list.length && !win; i++)
    for (const take of [1, 2])
      for (let left = 0; left + take <= list[i] && !win; left++) {
        const next = list.filter((_, j) => j !== i).concat([left, list[i] - take - left]);
        if (!kaylesWins(next)) win = true;
      }
  memo.set(key, win);
  return win;
}

test('the quotient is plain data that decides every small sum as the brute force does', () => {
  const q = sg.misereQuotient('kayles', 10);
  assert.equal(q.rule, 'kayles');
  assert.equal(q.heaps, 10);
  assert.ok(q.table instanceof Uint16Array && q.p instanceof Uint8Array && q.heapImages instanceof Uint16Array);
  assert.equal(q.table.length, q.order * q.order);
  assert.equal(q.names.length, q.order);
  assert.equal(q.names[0], '1');
  assert.equal(q.heapImages.length, 11);
  assert.equal(q.orders.length, 11);
  assert.equal(q.orders[10], q.order);
  assert.equal(q.order % 2, 0, 'every misère quotient has even order');
  const element = (rows) => rows.reduce((e, r) => q.table[e * q.order + q.heapImages[r]], 0);
  let sums = 0;
  for (let a = 1; a <= 10; a++)
    for (let b = 0; b <= a; b++)
      for (let c = 0; c <= b; c++) {
        const rows = [a, b, c];
        assert.equal(q.p[element(rows)] === 1, !kaylesWins(rows), rows.join(' '));
        sums++;
      }
  assert.ok(sums > 200);
  // The presentation: each generator's heap maps to the element of its
  // name, and each relation's two words are one element.
  for (const g of q.generators) assert.equal(q.names[q.heapImages[g.heap]], g.name);
  assert.ok(q.relations.length > 0);
  for (const r of q.relations) assert.notEqual(r.word, r.equals);
});

test('analyze reads a misère sum of one rule in its quotient, with every winning move', () => {
  const a = sg.analyze('misere: kayles 5 + kayles 4');
  assert.equal(a.theorem, 'misere-quotient');
  assert.equal(a.outcome, kaylesWins([5, 4]) ? 'N' : 'P');
  const q = sg.misereQuotient('kayles', 5);
  assert.deepEqual(a.quotient, { rule: 'kayles', heaps: 5, order: q.order, element: a.quotient.element, name: q.names[a.quotient.element], p: a.outcome === 'P' });
  assert.match(a.decidedBy, /misère quotient \(Plambeck–Siegel\)/);
  const n = sg.analyze('misere: kayles 7 + kayles 5');
  assert.equal(n.outcome, 'N');
  const expected = [];
  for (const [i, row] of [[0, 7], [1, 5]].map(([i, r]) => [i, r]))
    for (const take of [1, 2])
      for (let left = 0; left + take <= row; left++) {
        const other = i === 0 ? 5 : 7;
        if (!kaylesWins([other, left, row - take - left])) expected.push([other, left, row - take - left].filter((x) => x).sort().join(','));
      }
  const listed = n.winningMoves.map((m) => m.to.replace('misere: ', '').split(/[^0-9]+/).filter(Boolean).map(Number).sort().join(','));
  assert.deepEqual([...new Set(listed)].sort(), [...new Set(expected)].sort());
  // A sum of two rules is searched, with no quotient.
  assert.equal(sg.analyze('misere: kayles 5 + dawson 4').quotient, null);
});

test('progress is reported, and cancelling answers with an error the next call recovers from', () => {
  const seen = [];
  sg.misereQuotient('bash(3)', 60, { onProgress: (p) => { seen.push(p); } });
  assert.ok(seen.length > 0);
  assert.equal(seen.at(-1), 1);
  assert.throws(() => sg.misereQuotient('octal(0.6)', 40, { onProgress: () => false }), /cancelled/);
  assert.equal(sg.misereQuotient('octal(0.6)', 3).heaps, 3);
});

test('the caps are stated, and a quotient past them is too large, naming the cap', () => {
  const limits = sg.limits();
  for (const cap of ['maxQuotientHeap', 'maxQuotientOrder', 'maxQuotientWork', 'maxQuotientStateWords'])
    assert.ok(limits.meanings[cap], cap);
  assert.throws(() => sg.misereQuotient('kayles', limits.maxQuotientHeap + 1), (e) => e.kind === 'too-large' && e.limit === 'maxQuotientHeap');
  assert.equal(sg.analyze('nim 1').outcome, 'N');
});

test('the period sentence and the errors come in Chinese too', async () => {
  await sg.setLang('zh');
  try {
    const q = sg.misereQuotient('sub(1,3,4)', 40);
    assert.ok(q.period);
    assert.match(q.period.reason, /周期/);
    assert.throws(() => sg.misereQuotient('kayles 3', 5), /反常规则商只需要规则/);
  } finally {
    await sg.setLang('en');
  }
});
