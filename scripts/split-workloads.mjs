// What each panel's view runs in the engine, for the cut of the engine into
// one piece per view (scripts/split-wasm.mjs). A view's piece holds the
// functions its workload runs; every other function stays in that view's
// rest, loaded on demand. The families come from the registry
// (sg.families(): each names its panel), so a new family lands in its
// panel's piece with no change here. The calls go through the public API
// (web/api/sg.js), with the arguments the panels pass.
import { PROBLEMS } from '../web/gallery/problems.js';
import { EXAMPLES as CUSTOM_EXAMPLES } from '../web/panels/custom/custom-examples.js';

// Calls that fail are part of the workload (mistyped input): their error
// paths belong to the view too.
const attempt = (f) => {
  try {
    return f();
  } catch {
    return null;
  }
};

// Everything the panels do with one position: the verdict (short and with
// every option listed), the Why card, the move list, playing (best move,
// applying a move) and the winning moves one by one; in misère play too
// on the panels that offer it (Heap games, Sums).
const MISERE_PANELS = new Set(['heaps', 'sums']);
// A misère sum of heaps of one rule is read in that rule's misère quotient,
// whose code (16.5 KB of gzip) no view's piece has room for: the workload
// adds a Nim heap, which the quotient does not read with another rule, so
// the misère search is in the piece and the quotient stays in the rest.
const outsideQuotient = (text) => `misere: ${text} + nim 1`;
function position(sg, text, misere = false) {
  for (const play of misere ? [text, outsideQuotient(text)] : [text]) {
    attempt(() => sg.analyze(play, { includeTo: false, maxMoves: 0, parts: false }));
    attempt(() => sg.analyze(play, { includeTo: true }));
    attempt(() => sg.analyze(play, { onProgress() {} }));
    attempt(() => sg.explain(play));
    attempt(() => sg.bestMove(play));
    const listed = attempt(() => sg.moves(play));
    for (const move of (listed?.moves ?? []).slice(0, 3)) if (move.action) attempt(() => sg.apply(play, move.action));
    for (let k = 0; k < 3; k++) attempt(() => sg.winningMove(play, k));
    // Editors write positions back from their shapes.
    const analysis = attempt(() => sg.analyze(play, { includeTo: false, maxMoves: 0 }));
    if (analysis) attempt(() => sg.compose(analysis));
  }
}

// What every view runs: the shell's Nim positions (previews, the teaching
// notes) and the Worker's warm-up (web/api/sg-worker.js), which starts with
// any panel that sends work to the Worker.
function shell(sg) {
  for (const text of ['nim 3 4 5', 'nim 1 2 3', 'misere: nim 1 2 3']) {
    attempt(() => sg.analyze(text, { includeTo: false, maxMoves: 0, parts: false }));
    attempt(() => sg.analyze(text));
  }
  const row = 'HTTTHTT'.repeat(400);
  const heaps = Array.from({ length: 300 }, (_, i) => (i * 37) % 1000).join(' ');
  for (const text of [`coins(mock) ${row}`, `nim ${heaps}`]) attempt(() => sg.analyze(text, { includeTo: false, typed: true, maxMoves: 41 }));
}

// The panels' own calls beyond the positions: a graph's every node
// (analyzeEdgeList, as the Graphs panel writes its edge list), the
// worked computation (working), the board searches' memo.
function extras(sg, f) {
  if (f.panel === 'graphs') {
    attempt(() => sg.analyzeEdgeList('n_a n_b\nn_b n_c\nn_a n_c\nn_c n_d\n'));
    attempt(() => sg.analyzeEdgeList('n_a n_b\nn_b n_a\nn_c\n'));
  }
  // The edge-list editor's graph, composed from plain arrays.
  if (f.shape === 'graph') {
    for (const tokens of [[0, 2], [0], []]) {
      attempt(() => sg.compose({ components: [{ family: f.name, shape: { kind: 'graph', nodes: ['x', 'y', 'z', 'w'], edges: [0, 1, 1, 2], tokens } }] }));
    }
  }
  for (const example of f.examples) attempt(() => sg.working(example));
  if (f.panel === 'boards') {
    const memo = attempt(() => sg.boardMemo());
    if (memo) attempt(() => sg.addBoardMemo(memo.data));
  }
}

// A family's examples, random positions (the dice button) and, where the
// family has them, its Grundy sequence and two-heap table.
function family(sg, f) {
  for (const example of f.examples) position(sg, example, MISERE_PANELS.has(f.panel));
  for (let seed = 0; seed < 6; seed++) {
    attempt(() => sg.randomPosition(f.name, seed));
    attempt(() => sg.randomPosition(f.name, seed, { outcome: seed % 2 ? 'P' : 'N' }));
    // The teaching quiz's next position: one like the example.
    attempt(() => sg.randomPosition(f.name, seed, { like: f.examples[0] }));
  }
  if (f.hasSequence) {
    const rule = f.examples[0].split(' ')[0];
    attempt(() => sg.sequence(rule, 300));
    attempt(() => sg.explain(`${rule} 7`));
  }
  if (f.hasTable) attempt(() => sg.table(f.name, 20, 20));
  // A rule's editor composes every rule typed, a wrong one included.
  if (f.ruleHelp) {
    const shape = attempt(() => sg.analyze(f.examples[0], { includeTo: false, maxMoves: 0 }))?.components[0]?.shape;
    for (const rule of ['four', '3,x', '', '0.9']) if (shape) attempt(() => sg.compose({ components: [{ family: f.name, rule, shape }] }));
  }
  extras(sg, f);
}

// The Sums panel's own positions (its default and its examples), under
// every compound: the other families of a sum come with the rest.
const SUMS = ['nim 5 + kayles 4 + coins(turtles) THHT + tree (()(()))', 'nim 1 2 + graph(a>b,b>c,a>c) a',
  'nim 2 + kayles 3 + tree (())', 'nim 3 + sub(1,2) 5 + kayles 4', 'nim 2 + sub(1,2) 4 + kayles 5',
  'nim 1 + kayles 3 + nim 2'];
function sums(sg) {
  for (const compound of ['', 'misere: ', 'every: ', 'conjunctive: ', 'selective: ']) {
    for (const text of SUMS) attempt(() => sg.analyze(`${compound}${text}`, { includeTo: false, maxMoves: 0, parts: false }));
  }
  position(sg, SUMS[0], true);
}

// The rule language: the panel's starting points and the built-in
// definitions, each defined and its games analysed.
function custom(sg) {
  const sources = [...CUSTOM_EXAMPLES.map((x) => x.source), ...(attempt(() => sg.definedGames()) ?? []).map((g) => g.source)];
  for (const source of sources) {
    for (const text of [source, `# a comment\n${source}`]) {
      const game = attempt(() => sg.define(text));
      if (game?.name) for (const args of ['3', '4 5', '7']) position(sg, `${game.name} ${args}`);
    }
  }
  // A game replaced by another is forgotten; its name is then unknown.
  for (const game of attempt(() => sg.definedGames()) ?? []) attempt(() => sg.forget(game.name));
  attempt(() => sg.analyze('wyt 3 5 + squares 10 + nim 4'));
  attempt(() => sg.define('game broken(n)\n  n - '));
}

// The gallery's problems, each opened in its panel.
function gallery(sg) {
  for (const problem of PROBLEMS) attempt(() => sg.analyze(problem.position, { includeTo: false, maxMoves: 0 }));
}

// The views with a piece of their own: every panel that draws a family,
// and the panels that mix them. The Nim panel's piece is the first view's
// (split-wasm.mjs, its own workload).
export function pieceViews(sg) {
  const panels = [...new Set(sg.families().map((f) => f.panel))].filter((p) => p !== 'nim');
  return [...panels, 'sums', 'custom', 'gallery'];
}

export async function runView(sg, view) {
  for (const lang of ['zh', 'en']) {
    await sg.setLang(lang);
    sg.families();
    sg.limits();
    attempt(() => sg.theorems());
    shell(sg);
    if (view === 'sums') sums(sg);
    else if (view === 'custom') custom(sg);
    else if (view === 'gallery') gallery(sg);
    else for (const f of sg.families()) if (f.panel === view) family(sg, f);
    // The Tutorial panel's nim-multiplication tool: products, the steps
    // of one, the table.
    if (view === 'tutorial') {
      for (const [a, b] of [[2, 3], [5, 9], [16, 16], [200, 255]]) {
        attempt(() => sg.nimProduct(a, b));
        attempt(() => sg.nimProductStep(a, b));
      }
      for (const n of [16, 256]) attempt(() => sg.nimProductTable(n));
    }
    // The Heap games panel lists every family with a Grundy sequence, and
    // reads each one's shape from its first example.
    if (view === 'heaps') {
      for (const f of sg.families()) {
        if (!f.hasSequence) continue;
        attempt(() => sg.analyze(f.examples[0], { includeTo: false, maxMoves: 0 }));
        attempt(() => sg.analyze(f.examples[0], { includeTo: false, maxMoves: 0, parts: false }));
        attempt(() => sg.sequence(f.examples[0].split(' ')[0], 64));
      }
    }
    for (const bad of ['', 'nimm 3', 'nim x', 'kayles -1', 'sub( 3', 'nim 3 +']) attempt(() => sg.analyze(bad));
  }
}
