// Uses every function of web/api/sg.js as docs/api.md documents it; compiled by
// tests/node/api/types.test.mjs with tsc --noEmit --strict against web/api/sg.d.ts.
// The @ts-expect-error lines are misuse that the declarations must reject.
import { loadSG, SGError } from '../../web/api/sg.js';
import type { Analysis, CompoundName, DefinedGame, GameMatch, Grundy, Identification, KnownParts, LegalMoves, MoveAction, Outcome, PanelId, Part, SG, Shape, TheoremId, TypedParts, TypedShape } from '../../web/api/sg.js';

const sg: SG = await loadSG();

const a: Analysis = sg.analyze('nim 3 4 5');
const outcome: Outcome = a.outcome;
const g: Grundy | null = a.grundy;
if (typeof g === 'bigint') console.log(g + 1n);
else if (g !== null) console.log(g + 1);
const decided: string = a.decidedBy;
const theory: string = a.components[0].theory;
const part: Part = a.components[0].parts[0];
const to: string = a.winningMoves[0].to;
console.log(outcome, decided, theory, part.label, part.value, to, a.value, a.winningMovesComplete);
const decidedId: TheoremId = a.theorem;
const componentId: TheoremId = a.components[0].theorem;
const ids: TheoremId[] = sg.theorems();
const over: boolean = a.over;
if (a.misere) console.log(a.misere.nimSum, a.misere.aboveOne + 1);
console.log(decidedId, componentId, ids.length, over);
const typedAsPeopleDo: string | null = sg.analyze('3,4,5', { family: 'nim' }).read;
const normalized: { read: string; changed: boolean } = sg.normalize('ｎｉｍ　３', { strict: false });
console.log(typedAsPeopleDo, normalized.read, sg.moves('3 4', { family: 'nim', max: 5 }).complete);
// @ts-expect-error family is a notation string
sg.analyze('3 4 5', { family: 3 });
try {
  sg.analyze('misere: kayles 9 + kayles 9 + kayles 10');
} catch (e) {
  if (e instanceof SGError && e.kind === 'too-large') {
    const known: KnownParts | undefined = e.known;
    const cap: string | undefined = e.limit;
    console.log(cap, known?.position, known?.components.map((c) => `${c.position} ${c.value} ${c.theorem}`));
  }
}

const typed = sg.analyze('nim 3 4 5', { typed: true, partLabels: true });
const parts: TypedParts = typed.components[0].parts;
const first: number = parts.grundy[0];
console.log(first, parts.count, parts.large.length, parts.labels?.[0]);

const lean = sg.analyze('coins(mock) THHTTH', { includeTo: false, maxMoves: 10, parts: false });
const none: null = lean.winningMoves[0].to;
console.log(none, sg.winningMove('coins(mock) THHTTH', 0).to.length);

const x = sg.explain('nim 2 3', { maxOptions: 100 });
for (const o of x.options) console.log(o.move, o.to, o.grundy, o.value, o.outcome, o.winning, o.component);
console.log(x.mex, x.complete, x.note);

const best = sg.bestMove('nim 3 4 5');
console.log(best.move, best.to, best.reason, best.remoteness);

const seq = sg.sequence('kayles', 100);
const v0: number = seq.values[0];
if (seq.period) console.log(seq.period.start, seq.period.length, seq.period.saltus, seq.period.proven, seq.period.reason, seq.period.theorem);
const fast = sg.sequence('octal(0.137)', 1000, { typed: true, onProgress: (p) => p < 2 });
const u32: Uint32Array = fast.values;
console.log(v0, u32.length);

const rows: number[][] = sg.table('wythoff', 10, 10);
const flat = sg.table('wythoff', 10, 10, { typed: true, onProgress: () => true });
console.log(rows[0][0], flat.values[flat.cols + 1], flat.rows);

const graph = sg.analyzeEdgeList('a b\nb c\n', { onProgress: () => undefined });
console.log(graph.names[0], graph.outcome[0], graph.grundy[0], graph.remoteness[0], graph.suspense[0], graph.acyclic, graph.nodeCount);

for (const f of sg.families()) console.log(f.name, f.summary, f.hasSequence);
const heapMenu: Array<{ value: string; text: string }> = sg.families()
  .filter((f) => f.panel === 'heaps')
  .map((f) => ({ value: f.name, text: f.label }));
const ruleField: string | null = sg.families()[0].ruleHelp;
const coinMenu: string[] = (sg.families().find((f) => f.name === 'coins')?.coinRules ?? []).map((r) => `${r.name}: ${r.label}`);
const opening: string = sg.families()[0].examples[0];
const panel: PanelId = sg.families()[0].panel;
const next: string = sg.randomPosition('coins', 7, { like: 'coins(mock) THHT' });
const sized: string = sg.randomPosition('nim', 1, { size: 4 });
console.log(heapMenu.length, ruleField, coinMenu, opening, panel, next, sized, sg.limits().maxRandomSize + 1);
console.log(sg.limits().maxSequenceLength);
const limits = sg.limits();
const misereWork: number = limits.maxMisereWork;
const countCap: string = limits.maxCount;
for (const [name, meaning] of Object.entries(limits.meanings)) console.log(name, meaning.length, misereWork, countCap);

// Games defined in the rule language, and "which game is this?".
const squares: DefinedGame = sg.define('game squares(n)\n  n - k*k  for k in 1..n  if k*k <= n\n');
const arity: number = squares.arity;
const definedList: string[] = sg.definedGames().map((d) => `${d.name}: ${d.source.length}`);
const forgotten: boolean = sg.forget('squares');
const found: Identification = sg.identify([0, 1, 2, 0, 1, 2]);
const named: GameMatch | undefined = sg.identify('0 1 1 2 0 3 1 1 0 3 3 2').matches[0];
console.log(arity, definedList, forgotten, found.searched.octalCodes, named?.rule, named?.aliases);
const defShape: Shape | null = sg.analyze('squares 10').components[0].shape;
if (defShape && defShape.kind === 'tuples') console.log(defShape.arity, defShape.tuples[0][0]);
const defAction: MoveAction = sg.analyze('squares 10').winningMoves[0].action;
if (defAction.kind === 'replace') console.log(defAction.position, defAction.with[0]);
try {
  sg.define('game g(n)\n  n - j\n');
} catch (e) {
  if (e instanceof SGError) console.log(e.line, e.column);
}

const stop: () => boolean = sg.onRestart((err) => console.log(err));
stop();

try {
  sg.analyze('nim -3');
} catch (e) {
  if (e instanceof SGError) {
    const column: number | null = e.column;
    console.log(e.message, column, e.restarted === true);
  }
}

// ---------------------------------------------------------------- misuse

// @ts-expect-error a position is text
sg.analyze(42);
// @ts-expect-error the outcome is P, N or D
const wrongOutcome: 'W' = a.outcome;
// @ts-expect-error grundy may be a BigInt or null: not always a number
const alwaysNumber: number = a.grundy;
// @ts-expect-error with includeTo: false there is no `to` text
const missingTo: string = lean.winningMoves[0].to;
// @ts-expect-error typed parts are not an array of Part
const notArray: Part[] = typed.components[0].parts;
// @ts-expect-error a typed sequence is a Uint32Array, not number[]
const notPlain: number[] = fast.values;
// @ts-expect-error a plain table is number[][], not a TypedTable
const notTyped: Uint32Array = rows.values;
// @ts-expect-error maxOptions is a number
sg.explain('nim 1', { maxOptions: 'all' });
// @ts-expect-error unknown analyze option
sg.analyze('nim 1', { fast: true });
// Structured analysis: compound, family, rule, shape, and each move's action.
const compound: CompoundName = a.compound;
const family: string = a.components[0].family;
const rule: string | null = a.components[0].rule;
const shape: Shape | null = a.components[0].shape;
if (shape && shape.kind === 'heaps') console.log(shape.heaps.map((h) => String(h)));
if (shape && shape.kind === 'tree') console.log(shape.parents[0] === -1);
if (shape && shape.kind === 'graph') console.log(shape.nodes[shape.tokens[0]], shape.edges.length);
const typedShape: TypedShape | null = typed.components[0].shape;
if (typedShape && typedShape.kind === 'heaps') console.log(typedShape.heaps[0], typedShape.large?.length);
const action: MoveAction = a.winningMoves[0].action;
if (action.kind === 'take') console.log(action.heap, action.amount, action.leaves);
if (action.kind === 'turns') console.log(action.parts.length);
const all: LegalMoves = sg.moves('nim 3 4 5', { max: 100 });
const after: string = sg.apply('nim 3 4 5', all.moves[0].action);
const built: string = sg.compose({ compound: 'misere', components: [{ family: 'nim', shape: { kind: 'heaps', heaps: [1, 2n] } }] });
const again: string = sg.compose(a);
console.log(compound, family, rule, after, built, again, all.complete, x.options[0].action, sg.bestMove('nim 1').action);
// @ts-expect-error an action's kind is one of the listed kinds
sg.apply('nim 3', { kind: 'remove', component: 0 });
// @ts-expect-error compose needs components
sg.compose({ compound: 'normal' });
// @ts-expect-error no such function
sg.solve('nim 1');
// @ts-expect-error loadSG returns a promise
loadSG().analyze('nim 1');
console.log(wrongOutcome, alwaysNumber, missingTo, notArray, notPlain, notTyped);
// @ts-expect-error the seed is a number
sg.randomPosition('nim', '7');
// @ts-expect-error a definition is text
sg.define(['game g(n)']);
// @ts-expect-error identify takes values, not options
sg.identify({ values: [0, 1] });
// @ts-expect-error a panel is one of the page's panels
const badPanel: PanelId = 'chess';
console.log(badPanel);
