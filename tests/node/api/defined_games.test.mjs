// Games defined in the rule language through the JS API: sg.define, their
// positions in every call that takes positions (alone and in sums with
// built-in families), sequences and tables, errors with line and column,
// definitions that outlive an engine restart, and sg.identify.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { loadSG, SGError } from '../../../web/api/sg.js';

const WYT = `game wyt(a, b)
  (a - k, b)      for k in 1..a
  (a, b - k)      for k in 1..b
  (a - k, b - k)  for k in 1..min(a, b)
`;
const LASK = `game lask(n)
  n - k           for k in 1..n
  x + (n - x)     for x in 1..n-1
`;
const SQUARES = `game squares(n)
  n - k*k         for k in 1..n  if k*k <= n
`;

let sg;
before(async () => {
  sg = await loadSG();
  for (const source of [WYT, LASK, SQUARES]) sg.define(source);
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

// SG of the square-subtraction game by its rules, here in JS.
function squaresBrute(count) {
  const g = [];
  for (let n = 0; n < count; n++) {
    const seen = new Set();
    for (let k = 1; k * k <= n; k++) seen.add(g[n - k * k]);
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
}

describe('sg.define', () => {
  test('returns the name, arity and an example that analyses', () => {
    const wyt = sg.define(WYT);
    assert.deepEqual({ ...wyt, example: undefined }, { name: 'wyt', arity: 2, arguments: ['a', 'b'], optionLines: 3, splits: false, example: undefined });
    assert.equal(sg.analyze(wyt.example).components[0].family, 'wyt');
    const lask = sg.define(LASK);
    assert.equal(lask.splits, true);
    assert.deepEqual(sg.definedGames().map((g) => g.name), ['wyt', 'lask', 'squares']);
    assert.equal(sg.definedGames()[2].source, SQUARES);
  });

  test('errors carry the line and column and name the problem', () => {
    const cases = [
      ['game g(n)\n  n - j for k in 1..n\n', 2, 7, 'unknown variable j'],
      ['game g(n)\n  n - k for k in 1..\n', 2, 21, 'range 1.. needs an end'],
      ['game g(n)\n  n - k for k in 1..n + 1\n', 2, 3, 'negative argument'],
      ['game g(n)\n  n\n', 2, 3, 'can repeat'],
      ['\n\ngame nim(n)\n  n - 1\n', 3, 6, 'built-in'],
    ];
    for (const [source, line, column, says] of cases) {
      const e = errorOf(() => sg.define(source));
      assert.equal(e.line, line, source);
      assert.equal(e.column, column, source);
      assert.ok(e.reason.includes(says), `${e.reason} should say ${says}`);
      assert.ok(e.message.startsWith(`line ${line}, column ${column}: `), e.message);
    }
    assert.equal(errorOf(() => sg.analyze('nim x')).line, null);
    assert.match(errorOf(() => sg.define(42)).message, /definition must be a string/);
    assert.match(errorOf(() => sg.define('x'.repeat(70000))).message, /limit is 65536/);
  });

  test('is data: a definition that looks like JavaScript is refused, never run', () => {
    globalThis.sgDefinedPwned = false;
    const e = errorOf(() => sg.define('game g(n)\n  globalThis.sgDefinedPwned = true\n'));
    assert.equal(e.line, 2);
    assert.equal(globalThis.sgDefinedPwned, false);
  });
});

describe('defined positions everywhere positions work', () => {
  test('wyt has wythoff\'s values, lask has lasker\'s, squares the brute force\'s', () => {
    for (let a = 0; a <= 8; a++) for (let b = 0; b <= 8; b++) assert.equal(sg.analyze(`wyt ${a} ${b}`).grundy, sg.analyze(`wythoff ${a} ${b}`).grundy);
    assert.deepEqual(sg.sequence('lask', 300).values, sg.sequence('lasker', 300).values);
    assert.deepEqual(sg.sequence('squares', 2000).values, squaresBrute(2000));
    assert.deepEqual(sg.table('wyt', 12, 9), sg.table('wythoff', 12, 9));
  });

  test('a sum with built-in families: values XOR, every winning move reaches P', () => {
    const a = sg.analyze('squares 10 + wyt 3 5 + nim 4');
    assert.equal(a.grundy, sg.analyze('squares 10').grundy ^ sg.analyze('wythoff 3 5').grundy ^ 4);
    assert.equal(a.outcome, 'N');
    assert.ok(a.winningMoves.length > 0);
    for (const m of a.winningMoves) assert.equal(sg.analyze(m.to).outcome, 'P', m.to);
    const all = sg.moves('squares 10 + wyt 3 5 + nim 4', { max: 1000 });
    const winning = all.moves.filter((m) => sg.analyze(m.to).outcome === 'P').map((m) => m.to).sort();
    assert.deepEqual(winning, a.winningMoves.map((m) => m.to).sort());
  });

  test('shapes, actions, apply and compose', () => {
    const a = sg.analyze('wyt 1 2 3 4');
    assert.deepEqual(a.components[0].shape, { kind: 'tuples', arity: 2, tuples: [[1, 2], [3, 4]] });
    assert.equal(sg.compose(a), 'wyt 1 2 3 4');
    const split = sg.explain('lask 5').options.find((o) => o.action.with.length === 2);
    assert.deepEqual(split.action, { kind: 'replace', component: 0, position: 0, with: [[1], [4]] });
    assert.equal(sg.apply('lask 5', split.action), split.to);
    assert.match(errorOf(() => sg.apply('lask 5', { kind: 'replace', component: 0, position: 0, with: [[6]] })).message, /no such replace move/);
    assert.equal(sg.compose({ components: [{ family: 'squares', shape: { kind: 'tuples', tuples: [[10], [2n]] } }] }), 'squares 10 2');
  });

  test('explain, bestMove, misère and the other compounds', () => {
    const e = sg.explain('squares 10');
    assert.deepEqual(e.options.map((o) => o.to), ['squares 9', 'squares 6', 'squares 1']);
    assert.equal(e.mex, sg.analyze('squares 10').grundy);
    const best = sg.bestMove('wyt 3 5 + lask 4');
    assert.equal(sg.analyze(best.to).outcome, 'P');
    for (const compound of ['misere', 'every', 'conjunctive', 'selective']) {
      const a = sg.analyze(`${compound}: lask 3 + wyt 1 2 + squares 5`);
      assert.ok(['P', 'N'].includes(a.outcome), compound);
      sg.bestMove(`${compound}: lask 3 + wyt 1 2 + squares 5`);
    }
  });

  test('teaching mode draws positions of a defined game', () => {
    for (let seed = 0; seed < 20; seed++) {
      const text = sg.randomPosition('wyt', seed);
      assert.match(text, /^wyt( \d+ \d+)+$/);
      assert.equal(sg.randomPosition('wyt', seed), text);
      // Steering to P or N may split a heap: two or more of them.
      assert.match(sg.randomPosition('lask', seed, { like: 'lask 5 6 + nim 2' }), /^lask \d+( \d+)+ \+ nim \d+$/);
    }
  });

  test('a one-argument game has an observed period; a two-argument game has no sequence', () => {
    const p = sg.sequence('lask', 100).period;
    assert.deepEqual({ ...p, reason: undefined }, { start: 1, length: 4, saltus: 4, proven: false, reason: undefined, theorem: null });
    assert.match(p.reason, /observed/);
    assert.match(errorOf(() => sg.sequence('wyt', 10)).message, /its values form a table/);
    assert.match(errorOf(() => sg.table('lask', 3, 3)).message, /games of two arguments/);
  });

  test('a huge valid game is answered too large within its caps', () => {
    sg.define('game chain(n)\n  n - 1 if n > 0\n');
    const e = errorOf(() => sg.analyze('chain 2000000'));
    assert.match(e.message, /too large/);
    assert.match(e.message, /maxDefinedStates/);
    assert.equal(sg.analyze('chain 7').grundy, 1);
    sg.forget('chain');
  });

  test('the families list names the defined games for the page', () => {
    const defined = sg.families().filter((f) => f.defined);
    assert.deepEqual(defined.map((f) => [f.name, f.panel, f.arity, f.hasSequence, f.hasTable]),
      [['wyt', 'custom', 2, false, true], ['lask', 'custom', 1, true, false], ['squares', 'custom', 1, true, false]]);
  });
});

describe('definitions outlive an engine restart', () => {
  test('after an abort the new instance knows every defined game', () => {
    const before = sg.analyze('squares 10 + wyt 3 5 + lask 6').position;
    assert.throws(() => sg._forceAbort(), (e) => e instanceof SGError && e.restarted);
    assert.equal(sg.analyze('squares 10 + wyt 3 5 + lask 6').position, before);
    assert.deepEqual(sg.definedGames().map((g) => g.name), ['wyt', 'lask', 'squares']);
    // Forgetting and redefining reach the next instance too.
    sg.define('game tmp(n)\n  n - 1 if n > 0\n');
    sg.forget('tmp');
    assert.throws(() => sg._forceAbort());
    assert.throws(() => sg.analyze('tmp 3'), /unknown family/);
    assert.equal(sg.analyze('lask 5').grundy, 5);
  });
});

describe('sg.identify', () => {
  test('finds octal codes, subtraction sets, built-in and defined games', () => {
    const kayles = sg.identify(sg.sequence('kayles', 40).values);
    assert.equal(kayles.matches[0].rule, 'octal(0.77)');
    assert.equal(kayles.matches[0].label, 'Kayles');
    assert.deepEqual(kayles.searched, { octalCodes: 1024, subtractionSets: 1023, families: kayles.searched.families });
    const squares = sg.identify(sg.sequence('squares', 60).values);
    assert.deepEqual(squares.matches.map((m) => m.rule), ['squares']);
    const mod3 = sg.identify('0, 1, 2, 0, 1, 2, 0, 1, 2, 0');
    assert.ok(mod3.matches.some((m) => m.rule === 'sub(1,2)' && m.aliases.includes('bash(2)')));
    assert.equal(sg.identify([0, 1, 2, 3, 4n]).matches[0].rule, 'nim');
  });

  test('bad values are answered with what and where', () => {
    assert.equal(errorOf(() => sg.identify('0 1 x')).column, 5);
    assert.match(errorOf(() => sg.identify([0, -1])).message, /values\[1\] must be a non-negative integer/);
    assert.match(errorOf(() => sg.identify([2 ** 33])).message, /above 2\^32-1/);
    assert.match(errorOf(() => sg.identify([])).message, /at least one value/);
    assert.match(errorOf(() => sg.identify(new Array(5000).fill(0))).message, /maxLookupValues/);
  });
});
