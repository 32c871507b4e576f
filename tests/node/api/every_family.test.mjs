// Cross-checks that walk the registry (sg.families(), the defined games
// included), so that a new family is in each of them by construction:
//   - analyze().winningMoves are exactly explain()'s winning options, and
//     every legal move applies and composes back to its own text;
//   - bad input built from each family's own examples is an SGError with
//     its column inside the text, and every entry point of the API answers
//     as before right after it.
// Run: node --test tests/node/api/every_family.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadSG, SGError } from '../../../web/api/sg.js';
import { answersOfEveryEntryPoint } from '../../node_support/entry_points.mjs';

const sg = await loadSG();

// The rule language's examples (tests/defined_examples.hpp): defined, they
// are families like any other.
for (const source of [
  'game wyt(a, b)\n  (a - k, b)      for k in 1..a\n  (a, b - k)      for k in 1..b\n  (a - k, b - k)  for k in 1..min(a, b)\n',
  'game lask(n)\n  n - k           for k in 1..n\n  x + (n - x)     for x in 1..n-1\n',
  'game squares(n)\n  n - k*k         for k in 1..n  if k*k <= n\n',
]) sg.define(source);

const families = sg.families();
const answers = answersOfEveryEntryPoint(sg);

// Positions of a family: its examples and seeded draws.
function positionsOf(f) {
  const out = [...f.examples];
  for (let seed = 0; seed < 6; seed++) out.push(sg.randomPosition(f.name, seed, { size: 2 }));
  return out;
}

test('the registry lists the built-in families and the defined games', () => {
  const names = families.map((f) => f.name);
  for (const name of ['nim', 'kayles', 'coins', 'graph', 'coins2d', 'geography', 'nodekayles', 'cram', 'chomp', 'wyt', 'lask', 'squares'])
    assert.ok(names.includes(name), name);
  assert.equal(new Set(names).size, names.length);
});

describe('every family: analyze, explain, moves, apply and compose agree', () => {
  for (const f of families) {
    test(f.name, () => {
      let compared = 0;
      for (const text of positionsOf(f)) {
        const a = sg.analyze(text);
        assert.equal(sg.compose(a), a.position, `compose(analyze(${text}))`);
        const e = sg.explain(text, { maxOptions: 300 });
        if (!e.complete || !a.winningMovesComplete) continue;
        const winning = e.options.filter((o) => o.winning).map((o) => o.to).sort();
        assert.deepEqual([...new Set(a.winningMoves.map((m) => m.to))].sort(), [...new Set(winning)].sort(), text);
        for (const o of e.options) assert.equal(o.winning, o.outcome === 'P', `${text} -> ${o.to}`);
        const legal = sg.moves(text, { max: 300 });
        if (legal.complete) {
          assert.deepEqual(legal.moves.map((m) => m.to).sort(), e.options.map((o) => o.to).sort(), `${text}: moves and explain`);
          for (const m of legal.moves.slice(0, 40)) assert.equal(sg.apply(text, m.action), m.to, `${text}: apply ${m.move}`);
        }
        compared += 1;
      }
      assert.ok(compared >= 3, `${f.name}: only ${compared} positions with every option listed`);
    });
  }
});

// A row: the text, what its error says, and the index (UTF-16) of the
// character the error's column must point at.
function badRowsOf(f) {
  const ex = f.examples[0];
  const plain = ex.includes(':') ? ex.slice(ex.indexOf(':') + 1).trim() : ex;
  const row = (text, pattern, index) => [text, pattern, [...text.slice(0, index)].length + 1];
  const zwsp = `misere: ${plain} + ${plain} \u200B`;
  return [
    row(`${f.name}zz 1`, /unknown family/, 0),
    row(`${plain} \u0007`, /unexpected control character U\+0007/, plain.length + 1),
    row(`${plain} +`, /missing a component after "\+"/, plain.length + 1),
    row(`nim 1 + ${f.name}(`, /unbalanced "\(": missing "\)"/, 8 + f.name.length),
    row(zwsp, /unexpected invisible character U\+200B/, zwsp.length - 1),
  ];
}

describe('every family: bad input is an SGError at its column, and every entry point answers after it', () => {
  for (const f of families) {
    test(f.name, () => {
      for (const [text, pattern, column] of badRowsOf(f)) {
        for (const method of ['analyze', 'explain', 'moves', 'bestMove', 'working']) {
          let error = null;
          try {
            sg[method](text);
          } catch (e) {
            error = e;
          }
          assert.ok(error instanceof SGError, `${method}(${JSON.stringify(text)}): ${error}`);
          assert.match(error.message, pattern, `${method}(${JSON.stringify(text)})`);
          assert.equal(error.column, column, `${method}(${JSON.stringify(text)}): ${error.message}`);
          assert.ok(error.column >= 1 && error.column <= [...text].length + 1);
          answers.check(`after ${method}(${JSON.stringify(text)})`);
        }
      }
    });
  }
});
