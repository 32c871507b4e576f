// Every entry point of the API refuses bad input with an SGError, and after
// each error every entry point still answers as it did on a fresh module
// (tests/node_support/entry_points.mjs). The list of entry points is the
// API object's own: a new function without rows here fails.
// Run: node --test tests/node/bounds/entry_points.test.mjs
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadSG, SGError } from '../../../web/api/sg.js';
import { answersOfEveryEntryPoint } from '../../node_support/entry_points.mjs';

const sg = await loadSG();
const answers = answersOfEveryEntryPoint(sg);

// Functions that take no input, and what they are for.
const NO_INPUT = {
  families: 'the registry', definedGames: 'the defined games', theorems: 'theorem ids', limits: 'the caps',
  loadRest: 'loads the second part', onRestart: 'a listener, never called by bad input',
  _forceAbort: 'the recovery path, tested in api.test.mjs',
};

const take = (heap, amount, leaves) => ({ kind: 'take', component: 0, heap, amount, leaves });

// [entry point, arguments, what the message says]
const ROWS = [
  ['analyze', ['nim -3'], /heap size "-3"/],
  ['analyze', ['nim 3', null], /must be an object/],
  ['winningMove', ['nim 1 2 3', 0], /no winning move/],
  ['winningMove', ['nim 1 2', 5], /there is no winning move number 5 \(the list has 1\)/],
  ['winningMove', ['nim 3', -1], /must be a non-negative integer/],
  ['winningMove', ['nimm 3', 0], /unknown family "nimm"/],
  ['explain', ['nim 3', { maxOptions: -1 }], /maxOptions must be a non-negative integer/],
  ['bestMove', ['nim 0 0'], /no move is available/],
  ['bestMove', ['nim 3', null], /must be an object/],
  ['moves', ['nim -1'], /heap size "-1"/],
  ['normalize', ['nim 1,000'], /could be one number or two/],
  ['normalize', ['nim 3', null], /must be an object/],
  ['normalize', ['3', { family: 5 }], /family must be a string/],
  ['moves', ['nim 3', { max: -1 }], /max must be a non-negative integer/],
  ['moves', ['nim 3', null], /must be an object/],
  ['apply', ['nim 3 4', take(5, 1, [0])], /component 0 \(nim\): there is no heap 6/],
  ['apply', ['nim 3 4', take(0, 9, [0])], /cannot take 9/],
  ['apply', ['nim 3 4', null], /action must be an object/],
  ['apply', ['nim 3 4', { kind: 'fly' }], /action\.kind must be one of .*got "fly"/],
  ['apply', ['nim 3 4', { kind: 'cut', component: 0, node: 1 }], /a Nim move takes from one heap/],
  ['apply', ['nim -3', take(0, 1, [0])], /heap size "-3"/],
  ['compose', [null], /compose needs an object/],
  ['compose', [{ components: [] }], /components is empty/],
  ['compose', [{ components: [{ family: 'chess', shape: { kind: 'heaps', heaps: [1] } }] }], /chess/],
  ['compose', [{ compound: 'sometimes', components: [] }], /compound/],
  ['compose', [{ components: [{ family: 'tree', shape: { kind: 'tree', parents: [0] } }] }], /root/],
  ['sequence', ['nimm', 10], /unknown family "nimm"/],
  ['sequence', ['nim', -1], /must be a non-negative integer/],
  ['misereQuotient', ['chess', 5], /unknown family "chess"/],
  ['misereQuotient', ['kayles', -1], /must be a non-negative integer/],
  ['misereQuotient', ['kayles 3', 5], /takes a rule without heaps, found "3"/],
  ['misereQuotient', ['coins(mock)', 5], /is not a heap game/],
  ['misereQuotient', ['kayles', 5000], /too large: misère quotients are computed for heaps up to 4096, not 5000/],
  ['table', ['chess', 3, 3], /unknown table "chess"/],
  ['analyzeEdgeList', ['a b c\n'], /third name/],
  ['define', [''], /line 1, column 1: a definition starts with "game"/],
  ['define', ['game f(n)\n  n - j\n'], /line 2, column 7: unknown variable j/],
  ['define', ['game nim(n)\n  n - 1\n'], /"nim" is already the name of a built-in game/],
  ['define', [null], /definition must be a string/],
  ['forget', [null], /name must be a string/],
  ['identify', ['0 x'], /column 3: Grundy value "x" must be a non-negative integer/],
  ['identify', [[-1]], /values\[0\]/],
  ['identify', [[1.5]], /values\[0\]/],
  ['identify', ['0 99999999999'], /99999999999/],
  ['randomPosition', ['chess', 1], /unknown family "chess"/],
  ['randomPosition', ['nim', 1, { like: 'kayles 4' }], /not of "nim"/],
  ['nimProduct', [-1, 2], /a must be a non-negative integer, got -1/],
  ['nimProduct', [2 ** 64, 1], /a must be a non-negative integer/],
  ['nimProduct', [1, 1.5], /b must be a non-negative integer/],
  ['nimProductStep', ['x', 1], /a must be/],
  ['nimProductTable', [1e6], /at most 256 rows; asked for 1000000/],
  ['nimProductTable', [-1], /must be a non-negative integer/],
  ['working', ['nimm 3'], /unknown family "nimm"/],
  ['working', ['moore(2) 3 5 6', -1], /component must be a non-negative integer/],
  ['working', ['moore(2) 3 5 6', 5], /there is no component 5: the position has 1/],
  ['boardMemo', [{ since: -1 }], /since must be a non-negative integer, got -1/],
  ['addBoardMemo', ['bytes'], /Uint8Array/],
  ['addBoardMemo', [new Uint8Array([1, 2, 3])], /not an export of the board memo/],
  ['setLang', ['xx'], /lang must be "en" or "zh", got "xx"/],
];

test('every entry point of the API has bad-input rows, or takes no input', () => {
  const entryPoints = Object.keys(sg).filter((k) => typeof sg[k] === 'function');
  assert.ok(entryPoints.length >= 25, `${entryPoints.length} entry points`);
  const covered = new Set(ROWS.map(([m]) => m));
  for (const name of entryPoints) assert.ok(covered.has(name) || name in NO_INPUT, `no bad-input row for sg.${name}`);
  for (const name of Object.keys(answers.probes)) assert.ok(entryPoints.includes(name), `probe of unknown sg.${name}`);
});

describe('each bad input is an SGError, and every entry point answers as before after it', () => {
  ROWS.forEach(([method, args, pattern], index) => {
    test(`${index}: sg.${method}(${args.map((a) => JSON.stringify(a) ?? String(a)).join(', ').slice(0, 80)})`, () => {
      let error = null;
      try {
        sg[method](...args);
      } catch (e) {
        error = e;
      }
      assert.ok(error instanceof SGError, `expected an SGError, got ${error}`);
      assert.match(error.message, pattern);
      if (typeof error.column === 'number') assert.match(error.message, /(^|line \d+, )column \d+: /);
      answers.check(`after sg.${method}`);
    });
  });
});
