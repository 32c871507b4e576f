// sg.families() carries everything the page builds its lists from, and
// sg.randomPosition() draws teaching mode's positions in the engine: the
// same seed gives the same text here as in the native suite.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, test } from 'node:test';
import { loadSG, SGError } from '../../../web/api/sg.js';

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

const PANELS = ['nim', 'heaps', 'coins', 'trees', 'graphs', 'sums', 'tutorial', 'boards'];

describe('sg.families()', () => {
  test('every entry has the fields the page reads', () => {
    const families = sg.families();
    assert.ok(families.length >= 17, `${families.length} families`);
    const names = new Set();
    for (const f of families) {
      assert.equal(typeof f.name, 'string');
      assert.ok(!names.has(f.name), `${f.name} twice`);
      names.add(f.name);
      assert.ok(f.label.length > 2, f.name);
      assert.ok(f.summary.length > 10, f.name);
      assert.ok(PANELS.includes(f.panel), `${f.name}: panel ${f.panel}`);
      assert.ok(Array.isArray(f.examples) && f.examples.length >= 1, f.name);
      assert.equal(typeof f.hasSequence, 'boolean');
      assert.equal(typeof f.hasTable, 'boolean');
      assert.ok(Array.isArray(f.aliases), f.name);
      assert.ok(f.ruleHelp === null || (typeof f.ruleHelp === 'string' && f.ruleHelp.length > 0), f.name);
      assert.equal('coinRules' in f, f.name === 'coins', f.name);
    }
  });

  test('the lists the page used to keep by hand come out of it', () => {
    const families = sg.families();
    const heaps = families.filter((f) => f.panel === 'heaps').map((f) => f.name);
    assert.deepEqual(heaps, ['kayles', 'dawson', 'grundy', 'lasker', 'bash', 'sub', 'octal', 'staircase', 'wythoff']);
    const byName = Object.fromEntries(families.map((f) => [f.name, f]));
    assert.equal(byName.nim.panel, 'nim');
    assert.equal(byName.dawson.label, 'Dawson’s Kayles');
    assert.deepEqual(byName.kayles.aliases, ['octal(0.77)']);
    assert.equal(byName.sub.ruleHelp, 'Subtraction set');
    assert.equal(byName.nim.ruleHelp, null);
    assert.equal(byName.wythoff.hasTable, true);
    assert.deepEqual(families.filter((f) => f.hasTable).map((f) => f.name), ['wythoff']);
    for (const name of ['tree', 'hackenbush']) assert.equal(byName[name].panel, 'trees');
    for (const name of ['graph', 'seqgame', 'ends', 'merge']) assert.equal(byName[name].panel, 'graphs');
    const rules = byName.coins.coinRules;
    assert.deepEqual(rules.map((r) => r.name), ['turtles', 'mock', 'one', 'ruler', 'run3', 'near3']);
    assert.equal(rules.find((r) => r.name === 'mock').label, 'Mock Turtles');
  });

  test('every example analyses through the API, and a family with a sequence has one', () => {
    let count = 0;
    for (const f of sg.families()) {
      for (const text of f.examples) {
        const a = sg.analyze(text);
        assert.ok(['P', 'N', 'D'].includes(a.outcome), text);
        count += 1;
      }
      if (f.hasSequence) {
        const first = f.examples[0];
        const rule = f.ruleHelp ? first.slice(0, first.indexOf(')') + 1) : f.name;
        assert.equal(sg.sequence(rule, 12).values.length, 12, rule);
      }
    }
    assert.ok(count >= 30, `${count} examples`);
  });

  test('every named coin rule analyses', () => {
    const coins = sg.families().find((f) => f.name === 'coins');
    for (const r of coins.coinRules) assert.match(sg.analyze(`coins(${r.name}) THHT`).position, new RegExp(`^coins\\(${r.name}\\)`));
  });
});

describe('sg.randomPosition()', () => {
  test('draws the same texts as the native build (pinned in tests/core/test_random_position.cpp)', () => {
    assert.equal(sg.randomPosition('nim', 1), 'nim 8 4 3');
    assert.equal(sg.randomPosition('coins', 0), 'coins(turtles) TTTHTHTH');
    assert.equal(sg.randomPosition('tree', 2), 'tree(parents) 0 1 0 1');
  });

  test('every family: deterministic, valid, P and N about equally often', () => {
    for (const f of sg.families()) {
      const outcomes = { P: 0, N: 0, D: 0 };
      for (let seed = 0; seed < 60; seed++) {
        const text = sg.randomPosition(f.name, seed);
        assert.equal(sg.randomPosition(f.name, seed), text);
        const a = sg.analyze(text);
        assert.equal(a.position, text);
        assert.ok(text.startsWith(f.name), text);
        outcomes[a.outcome] += 1;
      }
      assert.ok(outcomes.P >= 15 && outcomes.N >= 15, `${f.name}: ${JSON.stringify(outcomes)}`);
    }
  });

  test('like keeps the rule, the compound and the board; size sets the parts', () => {
    for (let seed = 0; seed < 10; seed++) {
      assert.match(sg.randomPosition('coins', seed, { like: 'coins(mock) THHTTH' }), /^coins\(mock\) [HT]{6}$/);
      assert.match(sg.randomPosition('octal', seed, { like: 'octal(0.137) 12' }), /^octal\(0\.137\) /);
      assert.match(sg.randomPosition('nim', seed, { like: 'misere: nim 3 + kayles 4' }), /^misere: nim [\d ]+ \+ kayles /);
      assert.match(sg.randomPosition('graph', seed, { like: 'graph(a>b,b>c,a>c) a c' }), /^graph\(a>b,b>c,a>c\) [abc] [abc]$/);
      assert.match(sg.randomPosition('nim', seed, { size: 5 }), /^nim( \d+){5}$/);
    }
  });

  test('bad arguments are SGErrors, and the engine still works after them', () => {
    assert.match(errorOf(() => sg.randomPosition('chess', 1)).message, /unknown family "chess"/);
    assert.match(errorOf(() => sg.randomPosition(7, 1)).message, /family must be a string/);
    assert.match(errorOf(() => sg.randomPosition('nim', -1)).message, /seed must be a non-negative integer/);
    assert.match(errorOf(() => sg.randomPosition('nim', 1.5)).message, /seed must be a non-negative integer/);
    assert.match(errorOf(() => sg.randomPosition('nim', 2 ** 60)).message, /seed must be a non-negative integer/);
    assert.match(errorOf(() => sg.randomPosition('nim', 1, null)).message, /options must be an object/);
    assert.match(errorOf(() => sg.randomPosition('nim', 1, { size: 0 })).message, /size must be at least 1/);
    const big = errorOf(() => sg.randomPosition('nim', 1, { size: sg.limits().maxRandomSize + 1 }));
    assert.match(big.message, /maxRandomSize/);
    const bad = errorOf(() => sg.randomPosition('nim', 1, { like: 'nim 3 -4' }));
    assert.match(bad.message, /^column 7: like: /);
    assert.equal(bad.column, 7);
    assert.match(errorOf(() => sg.randomPosition('nim', 1, { like: 'kayles 4' })).message, /position of "kayles", not of "nim"/);
    assert.match(errorOf(() => sg.randomPosition('nim', 1, { like: 42 })).message, /like must be a string/);
    assert.equal(sg.randomPosition('nim', 1), 'nim 8 4 3');
    assert.equal(sg.analyze('nim 3 4 5').outcome, 'N');
  });
});

// The page's panel list (web/app.js PANELS) holds how each panel loads; the
// engine says which panels exist. They must name the same ones, in the
// page's own Gallery besides.
test('the page has a panel for every panel the engine names, and no other', () => {
  const app = readFileSync(new URL('../../../web/app.js', import.meta.url), 'utf8');
  const list = app.slice(app.indexOf('const PANELS = ['), app.indexOf('\n];', app.indexOf('const PANELS = [')));
  const page = [...list.matchAll(/^ {4}id: '([a-z]+)',$/gm)].map((m) => m[1]);
  assert.ok(page.length >= 10, page.join(' '));
  const engine = new Set([...sg.families().map((f) => f.panel), 'sums', 'custom', 'gallery']);
  assert.deepEqual([...new Set(page)].sort(), [...engine].sort());
});
