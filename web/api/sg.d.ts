// TypeScript declarations for web/api/sg.js, the public JS API of SG Playground.
// Checked by tests/node/api/types.test.mjs (tsc --strict on tests/types/usage.ts).
//
//   import { loadSG, SGError } from './web/api/sg.js';
//   const sg = await loadSG();
//   sg.analyze('nim 3 4 5').outcome;   // 'N'

/** A Grundy value: a number, or a BigInt above 2^53-1 (Nim heaps reach 2^63-1). */
export type Grundy = number | bigint;

/** P: the player to move loses; N: the player to move wins; D: a draw. */
export type Outcome = 'P' | 'N' | 'D';

/**
 * The theorem or method that decides a position or values a component, by
 * a stable id (the page links each to its explanation); sg.theorems() lists
 * every id the engine can give.
 */
export type TheoremId =
  | 'mex' | 'sprague-grundy' | 'bouton' | 'misere-nim' | 'sj' | 'misere-search'
  | 'every-sg' | 'conjunctive' | 'selective' | 'smith' | 'retrograde'
  | 'colon' | 'fusion' | 'wythoff' | 'bachet' | 'subtraction-period' | 'octal-period' | 'octal-nim'
  | 'lasker' | 'staircase' | 'coin-turning' | 'turning-turtles' | 'mock-turtles' | 'ruler'
  | 'ends' | 'take-or-merge' | 'tartan' | 'moore' | 'zeckendorf' | 'nivasch' | 'matching'
  | 'misere-genus' | 'misere-quotient';

/**
 * What is known of a position too large to decide exactly (SGError.known):
 * each component on its own, with its value in normal play. Its outcome in
 * the position is not known (null).
 */
export interface KnownParts {
  position: string;
  compound: CompoundName;
  components: Array<Omit<Component<Part[] | TypedParts, Shape | TypedShape>, 'outcome'> & { outcome: null }>;
}

/** Thrown by every function on bad input; the module keeps working after it. */
export class SGError extends Error {
  constructor(message: string, column?: number | null, details?: { restarted?: boolean; loading?: boolean; reason?: string; code?: string; params?: Record<string, string>; kind?: 'too-large'; limit?: string; known?: KnownParts; line?: number | null });
  readonly name: 'SGError';
  /** The column (code points, from 1) of the error in the notation, when it has one. */
  column: number | null;
  /** The line (from 1) of the error in a text of several lines (a game definition, sg.define); null otherwise. */
  line?: number | null;
  /** The message without its "column N: " prefix (for showing beside the marked text); set on the engine's own errors. */
  reason?: string;
  /** The message as data: its catalogue code ('heap_not_number', 'api_not_string'). */
  code?: string;
  /** The code's arguments, rendered in the API's language. */
  params?: Record<string, unknown>;
  /** Set when the WASM instance aborted and a spare instance took over. */
  restarted?: boolean;
  /** Set when the call needed the part of the engine that was still loading (loadSG `{ rest: 'on-demand' }`). */
  loading?: boolean;
  /**
   * 'too-large': the position is valid but too large to decide exactly
   * within the stated caps; an answer, not an error of the input. Unset for
   * bad input.
   */
  kind?: 'too-large';
  /** With kind 'too-large': the cap it passed, by its sg.limits() name ('maxMisereWork'). */
  limit?: string;
  /** With kind 'too-large' from analyze(): the position and each component's value on its own. */
  known?: KnownParts;
}

/** One part of a component (a heap, a head, a branch, a token) and its value. */
export interface Part {
  label: string;
  /** The value as text: a nimber, or ∞{...} for a loopy value. */
  value: string;
  /** The nimber, or null for a loopy value. */
  grundy: Grundy | null;
}

/** The parts of a component with { typed: true }: one Float64Array for all. */
export interface TypedParts {
  count: number;
  /** SG of part i; NaN where the value is not exact in a double (see large). */
  grundy: Float64Array;
  /** The parts grundy cannot hold: a loopy value, or a nimber of 2^53 and above. */
  large: Array<{ index: number; value: string; grundy: Grundy | null }>;
  /** The labels, with { partLabels: true }; otherwise null. */
  labels: string[] | null;
}

export type CompoundName = 'normal' | 'misere' | 'every' | 'conjunctive' | 'selective';

/** Heaps of Nim and the take-away games (the families are in docs/api.md), in input order. */
export interface HeapsShape<N = Array<number | bigint>> {
  kind: 'heaps';
  heaps: N;
  /** Only with { typed: true }: the heaps above 2^53-1 (NaN in `heaps`), as decimal text. */
  large?: Array<{ index: number; value: string }>;
}
/** Staircase: coins on step 1, 2, ... */
export interface StepsShape<N = Array<number | bigint>> {
  kind: 'steps';
  steps: N;
  large?: Array<{ index: number; value: string }>;
}
export interface CoinsShape {
  kind: 'coins';
  /** 1 = heads, left to right. */
  heads: Uint8Array;
  /** The rule's own numbering of the leftmost coin (Mock Turtles: 0). */
  firstIndex: 0 | 1;
}
export interface TreeShape {
  kind: 'tree';
  /** Parent of each node in preorder; parents[0] = -1 (the root). */
  parents: Int32Array;
  /** A tree written as a parent list: the user's number of each preorder
   *  node (moves, actions and parts use these numbers). Absent for brackets. */
  numbers?: Uint32Array;
}
export interface HackenbushShape {
  kind: 'hackenbush';
  /** u0, v0, u1, v1, ... vertex labels; 0 is the ground. */
  edges: Uint32Array;
}
export interface GraphShape {
  kind: 'graph';
  nodes: string[];
  /** from0, to0, from1, to1, ... as indices into nodes. */
  edges: Uint32Array;
  /** Node index per token, in input order. */
  tokens: Uint32Array;
}
export interface SequenceShape {
  kind: 'sequence';
  values: Uint8Array;
  /** The index each token stands on. */
  tokens: Uint32Array;
}
/** The positions of a game defined with sg.define, `arity` arguments each (a sum when there are several). */
export interface TuplesShape {
  kind: 'tuples';
  arity: number;
  tuples: Array<Array<number | bigint>>;
}
/** Fibnim: one heap and the most the next move may take. */
export interface LimitedHeapShape {
  kind: 'limited-heap';
  heap: number | bigint;
  limit: number | bigint;
}
/** coins2d: a grid of coins; row i is coordinate i of the rows' rule, column j of the columns' rule. */
export interface GridShape {
  kind: 'grid';
  rows: number;
  columns: number;
  /** Each rule's own numbering of its first row or column (Mock Turtles: 0). */
  rowFirst: 0 | 1;
  columnFirst: 0 | 1;
  /** 1 = heads, row by row from the top. */
  heads: Uint8Array;
}
/** geography: an undirected graph, the token, and a maximum matching of the token's component. */
export interface GeographyShape {
  kind: 'geography';
  nodes: string[];
  /** u0, v0, u1, v1, ... as indices into nodes. */
  edges: Uint32Array;
  /** The node the token is on. */
  token: number;
  /** A maximum matching of the token's component, as node index pairs: it covers the token exactly when the position is N (drawn, not composed). */
  matching: Uint32Array;
}
/** Cram: a board of rows x cols cells. */
export interface BoardShape {
  kind: 'board';
  rows: number;
  cols: number;
  /** 1 = free, 0 = blocked, row by row (cell r*cols + c). */
  cells: Uint8Array;
  /** Per cell, the index in parts of its free region; -1 for a blocked cell, or when no region was valued. */
  partOf: Int32Array;
}
/** Chomp: row lengths, top first (a Young diagram; the top-left cell is the poison). */
export interface DiagramShape {
  kind: 'diagram';
  rowLengths: Uint32Array;
}
/** Node Kayles: an undirected graph. */
export interface UndirectedShape {
  kind: 'undirected';
  nodes: string[];
  /** u0, v0, u1, v1, ... as indices into nodes. */
  edges: Uint32Array;
  /** Per node, the index in parts of its connected component; -1 when no component was valued. */
  partOf: Int32Array;
}
export type Shape = HeapsShape | StepsShape | CoinsShape | TreeShape | HackenbushShape | GraphShape | SequenceShape
  | TuplesShape | LimitedHeapShape | GridShape | GeographyShape | BoardShape | DiagramShape | UndirectedShape;
export type TypedShape = HeapsShape<Float64Array> | StepsShape<Float64Array> | CoinsShape | TreeShape | HackenbushShape
  | GraphShape | SequenceShape | TuplesShape | LimitedHeapShape | GridShape | GeographyShape | BoardShape | DiagramShape
  | UndirectedShape;
/** What a shape is: the `kind` of a Shape, and a family's `shape` in sg.families(). */
export type ShapeKind = Shape['kind'];

/** What a move does. Indices are 0-based, except `step` (the step number of the notation). */
export type MoveAction =
  /** leaves: the heaps left in place of the heap ([] when emptied, or two pieces). */
  | { kind: 'take'; component: number; heap: number | bigint; amount: number | bigint; leaves: Array<number | bigint> }
  | { kind: 'take-both'; component: number; amount: number | bigint }
  | { kind: 'split'; component: number; heap: number | bigint; leaves: Array<number | bigint> }
  | { kind: 'step'; component: number; step: number | bigint; amount: number | bigint }
  | { kind: 'end'; component: number; side: 'left' | 'right'; amount: number | bigint }
  | { kind: 'merge'; component: number; heaps: Array<number | bigint> }
  /** coins: 0-based from the left; add the shape's firstIndex to show them. */
  | { kind: 'turn'; component: number; coins: number[] }
  | { kind: 'cut'; component: number; node: number }
  | { kind: 'cut'; component: number; edge: number }
  | { kind: 'slide'; component: number; token: number; from: number; to: number }
  /** A defined game's move: its position `position` (0-based) becomes the positions `with` (a sum when several). */
  | { kind: 'replace'; component: number; position: number | bigint; with: Array<Array<number | bigint>> }
  /** Moore's Nim: several heaps at once, heaps ascending. */
  | { kind: 'take-many'; component: number; takes: Array<{ heap: number | bigint; amount: number | bigint }> }
  /** coins2d: every coin of rows x columns (0-based from the top and the left). */
  | { kind: 'turn-grid'; component: number; rows: number[]; columns: number[] }
  /** Cram: a domino on two cells side by side or one above the other (cells row by row). */
  | { kind: 'domino'; component: number; cells: number[] }
  /** Node Kayles: pick a node; it and its neighbours go. */
  | { kind: 'pick'; component: number; node: number }
  /** Chomp: take the cell at (row, column) and every cell right of it and below it. */
  | { kind: 'bite'; component: number; row: number; column: number }
  /** every / conjunctive / selective: one action per moving component. */
  | { kind: 'turns'; parts: MoveAction[] };

export interface Component<P = Part[], S = Shape> {
  /** Canonical notation of this component. */
  position: string;
  /** The family name as written, lower case: 'kayles', 'coins', 'graph'. */
  family: string;
  /** The canonical rule text between the parentheses ('0.137', 'mock'), or null. */
  rule: string | null;
  /** What the page draws; null with { shape: false }. */
  shape: S | null;
  grundy: Grundy | null;
  /** The value as text: a nimber, ∞{...} for a loopy game, or null. */
  value: string | null;
  outcome: Outcome;
  /** The theorem or closed form that values this component, by name. */
  theory: string;
  /** Its id. */
  theorem: TheoremId;
  /** Moves to the end with perfect play (when the engine computes it), else null. */
  remoteness: number | null;
  /** Every-SG suspense (when computed), else null. */
  suspense: number | null;
  parts: P;
  /** Misère sums of heaps: each part's genus (null where out of reach); else null. */
  genera: Array<Genus | null> | null;
}

/**
 * Conway's genus of a heap in misère play, g^{γ0 γ1 ...} (On Numbers and
 * Games, ch. 12): `normal` is g, `misere[k]` the misère SG value of the heap
 * plus k heaps *2; the sequence alternates between its last two values from
 * there on. Tame: one of misère Nim's genera, and so is every option's.
 */
export interface Genus {
  normal: number;
  misere: number[];
  tame: boolean;
}

export interface WinningMove<To = string> {
  /** The index of the component the move is played in (0 for combined moves). */
  component: number;
  /** The move in words: 'take 2 from heap 1'. */
  move: string;
  /** The position after the move, canonical; null with { includeTo: false }. */
  to: To;
  /** What the move does, as data. */
  action: MoveAction;
}

export interface Analysis<P = Part[], To = string, S = Shape> {
  /** Canonical notation of the position. */
  position: string;
  /** The notation the engine read when the text was read leniently (`nim 3,4,5` -> 'nim 3 4 5'); null when taken as written. */
  read: string | null;
  compound: CompoundName;
  outcome: Outcome;
  /** The nimber of the whole position; null where none applies (misère, Every-SG, draws). */
  grundy: Grundy | null;
  /** grundy as text, ∞{...} for a loopy value, or null. */
  value: string | null;
  /** The theorem that decided the outcome, by name: "Bouton's theorem: ...". */
  decidedBy: string;
  /** Its id. */
  theorem: TheoremId;
  /** Some component may recur in play (a graph with cycles): a move to a P position need not end the game. */
  mayCycle: boolean;
  /** No move is possible: the game has ended (conjunctive: some component has; otherwise every component). */
  over: boolean;
  /** When misère Nim or the SJ theorem decided: the nim-sum of the single games and how many have SG > 1. */
  misere: { nimSum: Grundy; aboveOne: number } | null;
  /** Misère sums of heaps: true when every heap is tame (the genus rule decided), false when one is not, else null. */
  tame: boolean | null;
  /** The sentence that says so ("not tame: kayles 12 has genus 4^{146}, ..."), or null. */
  tameness: string | null;
  /**
   * Misère sums whose every part is heaps of one rule within its misère
   * quotient's reach: the element the sum maps to in Q_heaps, `heaps` the
   * sum's largest heap (element indexes sg.misereQuotient(rule, heaps)), and
   * whether it is in the P-portion; theorem 'misere-quotient' when the
   * quotient decided (a tame sum is said to be decided by the genus rule).
   */
  quotient: QuotientElement | null;
  components: Array<Component<P, S>>;
  /** Every move to a P position (up to the listing cap). */
  winningMoves: Array<WinningMove<To>>;
  /** false when the listing stopped at the cap (or at maxMoves). */
  winningMovesComplete: boolean;
}

/**
 * How a position text is read (every entry point that takes one). By
 * default leniently: full-width forms folded to ASCII, commas outside
 * brackets taken as blanks, and with `family` a '+'-piece with no game name
 * read as that family ('3 4 5' with family 'nim' is 'nim 3 4 5'). `1,000`
 * and `3,,4` stay refused, at their column of the text as typed.
 */
export interface ReadOptions {
  /** true: the text as written, nothing folded or put in. Default false. */
  strict?: boolean;
  /** The family (with its rule: 'coins(mock)', 'bash(3)') of a piece with no game name. */
  family?: string | null;
}

export interface AnalyzeOptions extends ReadOptions {
  /** false: winning moves come with to: null (see winningMove()). Default true. */
  includeTo?: boolean;
  /** List at most this many winning moves. Default: the engine's cap. */
  maxMoves?: number;
  /** false: components[i].parts is []. Default true. */
  parts?: boolean;
  /** true: components[i].parts is a TypedParts. Default false. */
  typed?: boolean;
  /** With typed: also the part labels. Default false. */
  partLabels?: boolean;
  /** false: components[i].shape is null. Default true. */
  shape?: boolean;
  /** Called with p in [0, 1] while a board is searched; returning false cancels (SGError). */
  onProgress?: ProgressCallback;
}

export interface MovesOptions extends ReadOptions {
  /** List at most this many moves. Default 2000. */
  max?: number;
}

export interface LegalMoves {
  /** Every legal move, winning or not. */
  moves: WinningMove[];
  /** false when a cap (max, or a component with too many options) cut the list short. */
  complete: boolean;
}

/** A shape for compose(): the one analyze returns, or built by hand (plain arrays are accepted). */
export type ShapeInput =
  | { kind: 'heaps'; heaps: ArrayLike<number | bigint> | Float64Array; large?: Array<{ index: number; value: string }> }
  | { kind: 'steps'; steps: ArrayLike<number | bigint> | Float64Array; large?: Array<{ index: number; value: string }> }
  | { kind: 'coins'; heads: ArrayLike<number>; firstIndex?: 0 | 1 }
  | { kind: 'tree'; parents: ArrayLike<number>; numbers?: ArrayLike<number> }
  | { kind: 'hackenbush'; edges: ArrayLike<number> }
  | { kind: 'graph'; nodes: string[]; edges: ArrayLike<number>; tokens: ArrayLike<number> }
  | { kind: 'sequence'; values: ArrayLike<number>; tokens: ArrayLike<number> }
  /** A defined game's positions; for a game of one argument an entry may be a plain number. */
  | { kind: 'tuples'; tuples: Array<ArrayLike<number | bigint> | number | bigint>; arity?: number }
  | { kind: 'limited-heap'; heap: number | bigint; limit: number | bigint }
  | { kind: 'grid'; rows: number; columns: number; heads: ArrayLike<number> }
  | { kind: 'geography'; nodes: string[]; edges: ArrayLike<number>; token: number }
  | { kind: 'board'; rows: number; cols: number; cells: ArrayLike<number> }
  | { kind: 'diagram'; rowLengths: ArrayLike<number> }
  | { kind: 'undirected'; nodes: string[]; edges: ArrayLike<number> };

/** One level of the reduction of a ⊗ b by Fermat 2-powers: a = a1·F + a0, b = b1·F + b0, and
 * a ⊗ b = (a1⊗b1 ⊕ a1⊗b0 ⊕ a0⊗b1)·F ⊕ (a0⊗b0 ⊕ (a1⊗b1)⊗F/2) = high·F + low. */
export interface NimProductStep {
  a: number | bigint;
  b: number | bigint;
  product: number | bigint;
  /** F, the largest Fermat 2-power 2^(2^k) not above max(a, b); 0 when a or b is below 2 (no reduction). */
  fermat: number | bigint;
  a1: number | bigint;
  a0: number | bigint;
  b1: number | bigint;
  b0: number | bigint;
  /** a1⊗b1, a1⊗b0, a0⊗b1, a0⊗b0 */
  highHigh: number | bigint;
  highLow: number | bigint;
  lowHigh: number | bigint;
  lowLow: number | bigint;
  /** (a1⊗b1) ⊗ F/2 */
  highHighHalf: number | bigint;
  high: number | bigint;
  low: number | bigint;
}

/** The numbers a tutorial game's theorem works from (sg.working), by the component's family. */
export type Working =
  /** coins2d, by the Tartan theorem: SG1(x) per row, SG2(y) per column, and SG1(x) ⊗ SG2(y) row by row. */
  | { kind: 'tartan'; rowValues: Array<number | bigint>; columnValues: Array<number | bigint>; products: Array<number | bigint> }
  /** moore, by Moore's theorem: bitCounts[b] heaps have bit b set; P iff each is divisible by modulus = k + 1. */
  | { kind: 'moore'; modulus: number | bigint; bitCounts: Array<number | bigint> }
  /** fibnim: the heap's Zeckendorf terms (largest first) and every winning take. */
  | { kind: 'zeckendorf'; heap: number | bigint; limit: number | bigint; terms: Array<number | bigint>; takes: Array<number | bigint> }
  /** euclid: larger = quotient * smaller + remainder, from the pair down, with each level's SG value. */
  | { kind: 'continued-fraction'; levels: Array<{ larger: number | bigint; smaller: number | bigint; quotient: number | bigint; remainder: number | bigint; value: number | bigint }> }
  /** geography: maximum matchings of the token's component with and without its vertex, the winning vertices, a maximum matching as pairs. */
  | { kind: 'matching'; componentSize: number; matched: number; matchedWithout: number; winning: Uint32Array; matching: Uint32Array };

export interface CompositionSpec {
  compound?: CompoundName;
  components: Array<{ family: string; rule?: string | null; shape: ShapeInput }>;
}

export interface ExplainOptions extends ReadOptions {
  /** List at most this many options. Default 2000. */
  maxOptions?: number;
  /** As AnalyzeOptions.onProgress. */
  onProgress?: ProgressCallback;
}

export interface ExplainedOption {
  component: number;
  move: string;
  to: string;
  /** The value of the whole position after the move, or null. */
  grundy: Grundy | null;
  value: string | null;
  outcome: Outcome;
  /** true when the option is a P position: a winning move. */
  winning: boolean;
  action: MoveAction;
}

export interface Explanation {
  options: ExplainedOption[];
  /** false when the list stopped at maxOptions. */
  complete: boolean;
  /** mex of the option values (= the Grundy value), or null where it does not apply. */
  mex: Grundy | null;
  /** Why the list is short or the mex missing; '' when nothing to say. */
  note: string;
}

export interface BestMove {
  move: string;
  to: string;
  /** Why the computer chose it. */
  reason: string;
  /** Moves to the end with perfect play, when known. */
  remoteness: number | null;
  action: MoveAction;
}

/** Return false to cancel the computation; p runs from 0 to 1. */
export type ProgressCallback = (p: number) => boolean | void;

export interface SequenceOptions {
  typed?: boolean;
  /** Reports 0..1 (of the values and of the proof); returning false cancels. */
  onProgress?: ProgressCallback;
  /**
   * Octal codes (octal, kayles, dawson): compute up to this many values to
   * prove the period by the Guy-Smith theorem, at most limits().octalProofHorizon.
   * Without it a sequence computes at most limits().octalSequenceProofHorizon
   * values beyond the n asked for, and reports the period as observed
   * (proven: false) when that does not prove it.
   */
  proveTo?: number | bigint;
}

export interface Period {
  /** The preperiod: values repeat from heap `start` on. */
  start: number;
  length: number;
  /** Arithmetic periodicity: SG(n + length) = SG(n) + saltus. */
  saltus: number;
  /** true when a theorem proves the period, false when only observed. */
  proven: boolean;
  /** The proof in words (the analysis of a heap states it alike), or why it is only observed. */
  reason: string;
  /** The theorem that proves it; null when only observed. */
  theorem: TheoremId | null;
}

export interface Sequence<V = number[]> {
  /** values[i] is SG(firstIndex + i). */
  values: V;
  /**
   * Where the rule's own numbering starts: 0 for heap rules (SG of heap
   * 0..n-1); for coin rules the number of the leftmost coin as the coins
   * panel numbers it, 1 (0 for Mock Turtles): SG(c) is the value of the row
   * whose only head is coin c.
   */
  firstIndex: number;
  /** period.start is in the same numbering. */
  period: Period | null;
}

export interface QuotientElement {
  rule: string;
  heaps: number;
  order: number;
  element: number;
  /** Its normal form over the generators: '1', 'a', 'ab²c'. */
  name: string;
  p: boolean;
}

/**
 * The misère quotient Q of a heap rule restricted to heaps 0..heaps
 * (Plambeck and Siegel, "Misère quotients for impartial games", 2008):
 * sums of those heaps that no such sum added to both tells apart in misère
 * play are one element. docs/misere-quotients.md says what is proven.
 */
export interface MisereQuotient {
  /** The rule in canonical notation: 'kayles', 'octal(0.07)', 'sub(1,3,4)'. */
  rule: string;
  /** Q decides every misère sum of heaps 0..heaps. */
  heaps: number;
  /** Elements 0..order-1; 0 is the identity (the empty sum). */
  order: number;
  /** Row-major: element a·b = table[a * order + b]. */
  table: Uint16Array;
  /** p[e] = 1 when e is in the P-portion (every sum mapped to it is a misère P-position). */
  p: Uint8Array;
  /** Each element's normal form over the generators: '1', 'a', 'ab²c'. */
  names: string[];
  /** heapImages[h]: the element of heap h, h = 0..heaps. */
  heapImages: Uint16Array;
  /** orders[h] = |Q_h|, h = 0..heaps. */
  orders: Uint32Array;
  /** The heaps whose image the smaller heaps do not generate, named a, b, c, ... */
  generators: Array<{ name: string; heap: number }>;
  /** With the generators, a presentation of Q: each relation says word = equals. */
  relations: Array<{ word: string; equals: string }>;
  /** The least h with |Q_h| = order: observed stable as far as `heaps`, not proven beyond. */
  stableSince: number;
  /** The heap images' period, proven or only observed (`reason` says which). */
  period: { start: number; length: number; proven: boolean; reason: string } | null;
}

export interface TableOptions {
  typed?: boolean;
  onProgress?: ProgressCallback;
}

export interface TypedTable {
  rows: number;
  cols: number;
  /** Row-major: value (r, c) is values[r * cols + c]. */
  values: Uint32Array;
}

export interface EdgeListOptions {
  onProgress?: ProgressCallback;
}

export interface EdgeListAnalysis {
  nodeCount: number;
  edgeCount: number;
  /** true when the nodes were plain numbers 0..n-1. */
  numbered: boolean;
  acyclic: boolean;
  /** Node names, index = node number. */
  names: string[];
  /** 0 P, 1 N, 2 D. */
  outcome: Uint8Array;
  /** SG value; 0xFFFFFFFF marks ∞_K, K in loopyValues[loopyBegin[u] .. loopyBegin[u+1]]. */
  grundy: Uint32Array;
  /** 0xFFFFFFFF for draws. */
  remoteness: Uint32Array;
  /** 0xFFFFFFFF for draws, 0xFFFFFFFE when unbounded. */
  suspense: Uint32Array;
  loopyBegin: Uint32Array;
  loopyValues: Uint32Array;
}

/** The page panel that draws a family (its id in the page's URL hash). */
export type PanelId = 'nim' | 'heaps' | 'coins' | 'trees' | 'graphs' | 'sums' | 'custom' | 'tutorial' | 'boards';

/** A rule the notation knows by name: coins(mock) is "Mock Turtles". */
export interface NamedRule {
  /** As in the notation: `coins(${name})`. */
  name: string;
  /** For a menu. */
  label: string;
  /** One line: the moves and the values. */
  summary: string;
}

/**
 * One entry of the family registry, in page order. Every list the page
 * shows (menus, examples, panels, coin rules) is built from these.
 */
export interface FamilyInfo {
  /** The notation keyword: `kayles`, `sub`, `coins`. */
  name: string;
  /** For a menu: "Dawson’s Kayles". */
  label: string;
  /** One line: the moves. */
  summary: string;
  panel: PanelId;
  /** The shape kind its components are drawn as and composed from; null for a defined game. */
  shape: ShapeKind | null;
  /** Positions that analyse; the first is the one the panel opens with. */
  examples: string[];
  /** sg.sequence() works for the family's rules. */
  hasSequence: boolean;
  /** A two-heap SG table (sg.table('wythoff', ...)). */
  hasTable: boolean;
  /** Other notations of the same rule: kayles is also `octal(0.77)`. */
  aliases: string[];
  /** The label of the rule field ("Subtraction set"); null when the family takes no rule in brackets. */
  ruleHelp: string | null;
  /** The coin rules known by name (the coins family only). */
  coinRules?: NamedRule[];
  /** A game defined with sg.define (listed after the built-in families, panel 'custom'). */
  defined?: true;
  /** Its arguments per position (defined games only). */
  arity?: number;
}

/** A game defined with sg.define(). */
export interface DefinedGame {
  /** Its name in the notation: `squares 10`. */
  name: string;
  /** Arguments per position. */
  arity: number;
  /** The arguments' names, as in the header. */
  arguments: string[];
  optionLines: number;
  /** Some option is a sum of positions (a move that splits). */
  splits: boolean;
  /** A position that analyses: `squares 10`. */
  example: string;
}

/** One game whose Grundy sequence starts with the values given to identify(). */
export interface GameMatch {
  /** What sg.sequence takes: 'octal(0.77)', 'sub(1,4)', 'lasker', 'coins(mock)', a defined game. */
  rule: string;
  /** Its family: 'octal', 'sub', 'lasker', ... */
  family: string;
  /** A name for it: 'Kayles', 'Subtraction game {1, 4}'. */
  label: string;
  /** Other notations of the same rule: 'kayles', 'bash(3)'. */
  aliases: string[];
}

export interface Identification {
  /** Built-in families first, then defined games, subtraction sets and octal codes. */
  matches: GameMatch[];
  /** How many of each kind were compared. */
  searched: { octalCodes: number; subtractionSets: number; families: number };
}

/** sg.randomPosition() options. */
export interface RandomPositionOptions {
  /** A position whose first component is of the family asked for: the result keeps its compound, rules, number of parts and the boards of trees and graphs. */
  like?: string | null;
  /** Parts to draw (heaps, coins, steps, tree edges, graph nodes, sequence values; Wythoff: the larger heap), 1..limits().maxRandomSize. */
  size?: number;
}

/**
 * Every stated cap (README "Limits"), by name; `meanings` says in words what
 * each one caps. A request beyond a cap is an SGError that names it.
 */
export interface Limits {
  /** 2^63-1 as a decimal string: it is above 2^53, so not a safe number. */
  maxCount: string;
  maxSequenceLength: number;
  maxNotationBytes: number;
  maxTableCells: number;
  maxListedMoves: number;
  maxSearchPositions: number;
  maxMisereWork: number;
  /** Parts of a position sg.randomPosition draws (its `size`). */
  maxRandomSize: number;
  meanings: Record<string, string>;
  [cap: string]: number | string | Record<string, string>;
}

export interface SG {
  /**
   * Speak `lang` from the next call on ('zh-CN' and the like too); SGError for another language.
   * Resolves once its texts are at hand: the Chinese ones are fetched on first use, and a call
   * before they arrive throws an SGError with loading: true.
   */
  setLang(lang: Lang | string): Promise<void>;
  /** The language every text comes in. */
  readonly lang: Lang;
  analyze(position: string, options?: AnalyzeOptions & { typed?: false; includeTo?: true }): Analysis;
  analyze(position: string, options: AnalyzeOptions & { typed: true; includeTo?: true }): Analysis<TypedParts, string, TypedShape>;
  analyze(position: string, options: AnalyzeOptions & { typed?: false; includeTo: false }): Analysis<Part[], null>;
  analyze(position: string, options: AnalyzeOptions & { typed: true; includeTo: false }): Analysis<TypedParts, null, TypedShape>;
  analyze(position: string, options?: AnalyzeOptions): Analysis<Part[] | TypedParts, string | null, Shape | TypedShape>;

  /** The winning move at `index` of analyze(position, { includeTo: false }), with its `to`. */
  winningMove(position: string, index: number): WinningMove;

  /** Every option with its value and outcome, and their mex: the "why" view. */
  explain(position: string, options?: ExplainOptions): Explanation;

  /** The board searches' memo added since `since` (0: all), as bytes for addBoardMemo() of another instance. */
  boardMemo(options?: { since?: number }): { data: Uint8Array; count: number; next: number };

  /** Adds a boardMemo() export of this engine; returns how many entries were new. */
  addBoardMemo(data: Uint8Array): number;

  /** The perfect computer's move: the fastest win, or the longest delay when lost. */
  bestMove(position: string, options?: ReadOptions & { onProgress?: ProgressCallback }): BestMove;

  /** Every legal move, with its action, at most options.max (default 2000). */
  moves(position: string, options?: MovesOptions): LegalMoves;

  /** The canonical position after the action; SGError when it is not a legal move. */
  apply(position: string, action: MoveAction): string;

  /** The notation the engine reads for a text as typed, without analysing it. */
  normalize(position: string, options?: ReadOptions): { read: string; changed: boolean };

  /** Canonical notation from shapes: compose(analyze(p)) === analyze(p).position. */
  compose(spec: CompositionSpec | Analysis<unknown, unknown, Shape | TypedShape>): string;

  sequence(rule: string, n: number | bigint, options: SequenceOptions & { typed: true }): Sequence<Uint32Array>;
  sequence(rule: string, n: number | bigint, options?: SequenceOptions & { typed?: false }): Sequence;

  /**
   * The misère quotient of a heap rule without heaps ('kayles', 'sub(1,3,4)')
   * for heaps 0..heaps, at most limits().maxQuotientHeap; "too large" past
   * maxQuotientOrder, maxQuotientWork or maxQuotientStateWords. Kept between
   * calls: asking again, or for more heaps, goes on from where it stopped.
   */
  misereQuotient(rule: string, heaps: number | bigint, options?: { onProgress?: ProgressCallback }): MisereQuotient;

  table(game: string, rows: number | bigint, cols: number | bigint, options: TableOptions & { typed: true }): TypedTable;
  table(game: string, rows: number | bigint, cols: number | bigint, options?: TableOptions & { typed?: false }): number[][];

  /** A whole graph, one edge "a b" (or a lone node "a") per line, # comments allowed. */
  analyzeEdgeList(text: string, options?: EdgeListOptions): EdgeListAnalysis;

  families(): FamilyInfo[];

  /**
   * Defines a game in the rule language (docs/rule-language.md); its positions
   * then work everywhere positions work. Defining a name again replaces the
   * game. SGError with `line` and `column` when the text is not a valid
   * definition. The text is data: the engine parses and runs it.
   */
  define(source: string): DefinedGame;
  /** The games defined so far, with their sources, in definition order. */
  definedGames(): Array<DefinedGame & { source: string }>;
  /** Forgets a defined game; false when there is none of that name. */
  forget(name: string): boolean;
  /** "Which game is this?": the known games whose Grundy sequence starts with these values (at most limits().maxLookupValues). */
  identify(values: string | ArrayLike<number | bigint>): Identification;
  /** A seeded random position of `family` for teaching mode: the same seed gives the same text on every build; P and N come up about equally often. `seed` is a non-negative safe integer. */
  randomPosition(family: string, seed: number, options?: RandomPositionOptions): string;
  limits(): Limits;
  /** Every theorem id analyze() and sequence() can give. */
  theorems(): TheoremId[];

  /** Nim multiplication a ⊗ b for any a, b below 2^64: a number, or a BigInt above 2^53-1. */
  nimProduct(a: number | bigint, b: number | bigint): number | bigint;
  /** One level of a ⊗ b's reduction by Fermat 2-powers, for a calculator. */
  nimProductStep(a: number | bigint, b: number | bigint): NimProductStep;
  /** The n x n nim multiplication table, x ⊗ y at x * n + y; n <= limits().maxNimProductTable (256). */
  nimProductTable(n: number): Uint16Array;
  /** The numbers behind component `component` (default 0)'s theorem, or null for a family without them. */
  working(position: string, component?: number): Working | null;

  /** Resolves once the whole engine is loaded: at once, unless loadSG was given `{ rest: 'on-demand' }`. */
  loadRest(): Promise<void>;

  /** Called with the error whenever the engine aborted and was replaced; returns an unsubscribe function. */
  onRestart(listener: (error: unknown) => void): () => boolean;

  /** For tests of the recovery path: makes the live instance abort. */
  _forceAbort(): never;
}

export interface LoadOptions {
  /**
   * 'now' (the default): the whole engine before the promise resolves.
   * 'on-demand': only the piece of the engine that `view` runs (by default
   * the Nim panel's, a page's first view); the rest downloads on
   * sg.loadRest() or on the first call that needs it, which then throws an
   * SGError with `loading: true`.
   */
  rest?: 'now' | 'on-demand';
  /**
   * The playground view (a panel id such as 'heaps') whose piece of the
   * engine to start with; a view without a piece of its own, or null, gets
   * the Nim panel's. Only the first loadSG call of a page chooses.
   */
  view?: PanelId | string | null;
  /** The language of every text the API returns: 'en' (the default) or 'zh' ('zh-CN' and the like too). */
  lang?: Lang | string;
  /**
   * Called as the bytes of each file the engine downloads arrive, from this
   * call on (the first file, the rest, the text catalogues); in a browser
   * only (node reads the files at once).
   */
  onProgress?: (progress: LoadProgress) => void;
}

/** How far one of the engine's files has downloaded. */
export interface LoadProgress {
  /** The file's name: 'sg_core.wasm' or a view's 'sg_core.<view>.wasm', its rest ('sg_core.rest.wasm', 'sg_core.<view>.rest.wasm'), 'sg_core.rest.en.txt', 'sg_core.zh.txt'. */
  file: string;
  /** Bytes received so far. */
  loaded: number;
  /** The file's size in bytes, or null when the server does not say (or sends it compressed). */
  total: number | null;
}

/** The languages the API speaks. */
export type Lang = 'en' | 'zh';

/** Loads the WASM engine once per page (or node process); every caller shares it. */
export function loadSG(options?: LoadOptions): Promise<SG>;

/** [name, source] of each game defined with sg.define on this page, in order: what every WorkerClient defines in its worker. */
export function definedGameSources(): Array<[string, string]>;

/** The engine's modules this page has compiled (null until compiled): worker-client.js hands them to its Worker. */
export function compiledEngine(): { main: WebAssembly.Module | null; rest: WebAssembly.Module | null; piece: string | null };

/** In a Worker's copy of this module, before loadSG: instantiate these instead of downloading and compiling (`piece`: the view they were cut for). */
export function useCompiled(modules: { main?: WebAssembly.Module | null; rest?: WebAssembly.Module | null; piece?: string | null }): void;

/** The view whose piece of the engine serves `view`: its own, or 'nim' (the Nim panel's, the default piece). */
export function pieceOf(view: string): string;
