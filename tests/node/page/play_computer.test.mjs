// Node tests of the computer's move for play (web/kit/play/play-computer.js):
// the engine's best move when its Worker answers; past the time limit or
// without a Worker, a move that still wins whenever the position is won
// (checked over small positions), or the move that takes the least off the
// board when every move loses; and the sentence that says which, exactly.
// Run: node --test tests/node/page/play_computer.test.mjs
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { loadSG } from '../../../web/api/sg.js';
import { choiceText, createComputer } from '../../../web/kit/play/play-computer.js';

let sg;
before(async () => {
  sg = await loadSG();
});

// A Worker that never answers until cancelled (a search past the limit).
function slowWorker() {
  let reject = null;
  return {
    run: () => new Promise((_, r) => { reject = r; }),
    cancel: () => reject?.(Object.assign(new Error('the computation was cancelled'), { cancelled: true })),
  };
}
// A Worker that answers at once, as the engine does.
const quickWorker = () => ({ run: (method, args) => Promise.resolve(sg[method](...args)), cancel() {} });

// How much a move takes off the board, written from the rules here (not
// from the module): tokens taken, coins turned; anything else counts one.
const size = (a) => (a.kind === 'turns' ? a.parts.reduce((s, p) => s + size(p), 0)
  : a.amount !== undefined ? Number(a.amount) : a.kind === 'turn' ? a.coins.length : 1);

const quiet = (fn) => async (...args) => {
  const info = console.info;
  console.info = () => {};
  try { return await fn(...args); } finally { console.info = info; }
};

describe('the computer', () => {
  test('with its Worker: the engine’s best move, and its reason word for word', async () => {
    const computer = createComputer(sg, { makeWorker: async () => quickWorker() });
    for (const pos of ['nim 3 4 5', 'kayles 3 3', 'graph(a>b,b>a,b>c) a']) {
      const choice = await computer.choose(pos);
      const best = sg.bestMove(pos);
      assert.equal(choice.to, best.to);
      assert.equal(choice.fallback, null);
      assert.equal(choiceText(choice), best.reason);
    }
  });

  test('past the time limit: a winning move from every small won position, and it says so', async () => {
    const computer = createComputer(sg, { makeWorker: async () => slowWorker(), limitMs: 5 });
    const positions = [];
    for (let a = 0; a <= 4; a++) for (let b = a; b <= 5; b++) positions.push(`nim ${a} ${b} 3`, `kayles ${a} ${b}`, `wythoff ${a} ${b}`);
    let won = 0;
    let lost = 0;
    for (const pos of positions) {
      const analysis = sg.analyze(pos);
      const legal = sg.moves(pos).moves;
      if (!legal.length) continue;
      const choice = await computer.choose(pos);
      assert.equal(choice.fallback, 'time-limit', pos);
      assert.ok(legal.some((m) => m.to === choice.to), `${pos}: ${choice.to} is a legal move`);
      if (analysis.outcome === 'N') {
        won += 1;
        assert.equal(sg.analyze(choice.to).outcome, 'P', `${pos}: the move leaves a P position`);
        assert.equal(choiceText(choice), 'wins: it leaves a P position (its search for the best move ran past the 0.005 s limit, so this win is not measured to be the fastest)');
      } else {
        lost += 1;
        const least = Math.min(...legal.map((m) => size(m.action)));
        assert.equal(size(choice.action), least, `${pos}: takes the least off the board`);
        assert.match(choiceText(choice), /^every move loses; this one takes the least off the board \(its search .* so this delay is not measured to be the longest\)$/);
      }
    }
    assert.ok(won > 20 && lost > 5, `both kinds checked (${won} won, ${lost} lost)`);
  });

  test('without a Worker: chosen on the page, said so, and the Worker is not tried again', quiet(async () => {
    let tries = 0;
    const computer = createComputer(sg, { makeWorker: async () => { tries += 1; throw new Error('the engine worker could not start'); } });
    const first = await computer.choose('nim 1 2');
    assert.equal(first.fallback, 'no-worker');
    assert.equal(first.to, 'nim 1 1');
    assert.match(choiceText(first), /runs in a background Worker, which this page cannot start/);
    await computer.choose('nim 1 2');
    assert.equal(tries, 1);
  }));

  test('a game that may cycle is played by the engine even without its Worker', quiet(async () => {
    const computer = createComputer(sg, { makeWorker: async () => slowWorker(), limitMs: 5 });
    const pos = 'graph(a>b,b>a,b>c) a';
    const choice = await computer.choose(pos);
    assert.equal(choice.kind, 'exact');
    assert.equal(choiceText(choice), sg.bestMove(pos).reason);
  }));
});
