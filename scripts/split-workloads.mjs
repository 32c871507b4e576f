// What each panel's view runs in the engine, for the cut of the engine into
// one piece per view (scripts/split-wasm.mjs). A view's piece holds the
// functions its workload runs; every other function stays in that view's
// rest, loaded on demand. The families come from the registry
// (sg.families(): each names its panel), so a new family lands in its
// panel's piece with no change here. The calls go through the public API
// (web/api/sg.js), with the arguments the panels pass.
import { PROBLEMS } from '../web/gallery/problems.js';

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
// applying a move) and the winning moves one by one, in normal and misère
// play.
function position(sg, text) {
  for (const play of [text, `misere: ${text}`]) {
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

// The panels' own calls beyond the positions: the worked computation
// (working), the board searches' memo.
function extras(sg, f) {
  for (const example of f.examples) attempt(() => sg.working(example));
  if (f.panel === 'boards') {
    const memo = attempt(() => sg.boardMemo());
    if (memo) attempt(() => sg.addBoardMemo(memo.data));
  }
}

// A family's examples, random positions (the dice button) and, where the
// family has them, its Grundy sequence and two-heap table.
function family(sg, f) {
  for (const example of f.examples) position(sg, example);
  for (let seed = 0; seed < 6; seed++) {
    attempt(() => sg.randomPosition(f.name, seed));
    attempt(() => sg.randomPosition(f.name, seed, { outcome: seed % 2 ? 'P' : 'N' }));
  }
  if (f.hasSequence) {
    const rule = f.examples[0].split(' ')[0];
    attempt(() => sg.sequence(rule, 300));
    attempt(() => sg.explain(`${rule} 7`));
  }
  if (f.hasTable) attempt(() => sg.table(f.name, 20, 20));
  extras(sg, f);
}

// The gallery's problems, each opened in its panel.
function gallery(sg) {
  for (const problem of PROBLEMS) attempt(() => sg.analyze(problem.position, { includeTo: false, maxMoves: 0 }));
}

// The views with a piece of their own: the panels that run every engine
// call that may need the rest through a path that runs it again once the
// rest is here (the panel controller's analysis, its fail() with a retry),
// checked by their browser tests on the piece alone. The other panels
// (trees, graphs, sums, tutorial, custom) still have editors and tools that
// would show "still loading" and stop (the edge-list and rule editors, the
// Sums form, play in Trees, the nim-multiplication tool): they start with
// the Nim panel's piece and load the rest at once. The Nim panel's piece
// is the first view's (split-wasm.mjs, its own workload).
export const PIECE_VIEWS = ['heaps', 'coins', 'boards', 'gallery'];

export async function runView(sg, view) {
  for (const lang of ['zh', 'en']) {
    await sg.setLang(lang);
    sg.families();
    sg.limits();
    attempt(() => sg.theorems());
    shell(sg);
    if (view === 'gallery') gallery(sg);
    else for (const f of sg.families()) if (f.panel === view) family(sg, f);
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
