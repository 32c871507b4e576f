// One valid call to every entry point of the API, answered once when the
// module is fresh; check() calls them all again and fails on any answer
// that changed: after an error, the module must still answer as before.
import assert from 'node:assert/strict';

const PROBE_GAME = 'game probe(n)\n  n - k for k in 1..2 if k <= n\n';

export function entryPointProbes(sg) {
  return {
    analyze: () => sg.analyze('nim 3 4 5'),
    winningMove: () => sg.winningMove('nim 3 4 5', 0),
    explain: () => sg.explain('kayles 4'),
    bestMove: () => sg.bestMove('nim 1 2'),
    moves: () => sg.moves('nim 2 1'),
    apply: () => sg.apply('nim 3 4 5', { kind: 'take', component: 0, heap: 0, amount: 2, leaves: [1] }),
    compose: () => sg.compose({ components: [{ family: 'kayles', shape: { kind: 'heaps', heaps: [3, 4] } }] }),
    sequence: () => sg.sequence('octal(0.77)', 12),
    table: () => sg.table('wythoff', 3, 3),
    analyzeEdgeList: () => sg.analyzeEdgeList('a b\nb c\n'),
    families: () => sg.families().map((f) => f.name),
    define: () => {
      const d = sg.define(PROBE_GAME);
      const value = sg.analyze('probe 5').grundy;
      const listed = sg.definedGames().map((g) => g.name);
      return { d, value, listed, forgot: sg.forget('probe') };
    },
    identify: () => sg.identify('0 1 2 0 1 2').matches.map((m) => m.rule),
    randomPosition: () => sg.randomPosition('nim', 1),
    theorems: () => sg.theorems(),
    limits: () => sg.limits(),
    nimProduct: () => [sg.nimProduct(3, 5), sg.nimProductStep(3, 5), Array.from(sg.nimProductTable(4))],
    working: () => sg.working('moore(2) 3 5 6'),
    boardMemo: () => sg.addBoardMemo(sg.boardMemo().data),
  };
}

export function answersOfEveryEntryPoint(sg) {
  const probes = entryPointProbes(sg);
  const expected = Object.fromEntries(Object.entries(probes).map(([name, call]) => [name, call()]));
  return {
    probes,
    check(where) {
      for (const [name, call] of Object.entries(probes)) assert.deepEqual(call(), expected[name], `${name} ${where}`);
    },
  };
}
