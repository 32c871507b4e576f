// The public JS API of SG Playground. Works unchanged in
// browsers, module Workers and Node >= 20:
//
//   import { loadSG } from './web/api/sg.js';
//   const sg = await loadSG();
//   sg.analyze('nim 3 4 5').outcome  // 'N'
//
// Callers only ever see strings, numbers (BigInt above 2^53-1), plain arrays
// and objects; nothing needs .delete(). Bad input throws SGError. Every text
// comes in the API's language: loadSG({ lang: 'zh' }) or sg.setLang('zh')
// for Simplified Chinese, English by default.
import { langOf, renderMessage } from './api-messages.js';
import { Ambiguous, originalColumn, readLeniently } from './lenient-read.js';
import createSGModule, { PIECES } from './wasm/sg_core.mjs';

// message: the reason with its column ("column 5: ...", "第 5 列：...");
// code and params: the message as data (a catalogue code and its arguments).
export class SGError extends Error {
  constructor(message, column = null, details = {}) {
    super(message);
    this.name = 'SGError';
    this.column = column;
    Object.assign(this, details);
  }
}

// The language the API call running now speaks in (calls are synchronous;
// makeApi sets it around each one).
let speaking = 'en';

// An error of the API's own checks, in the language of the running call.
function apiError(code, params = {}, { column = null, lang = speaking, ...details } = {}) {
  const reason = renderMessage(code, params, lang);
  const message = column ? renderMessage('api_at_column', { column, message: reason }, lang) : reason;
  return new SGError(message, column, { reason, code, params, ...details });
}
const noun = (code) => ({ code, params: {} });

// The same error of the API's own in `lang`: a download shared by every
// API object fails once, in the language of whichever asked first.
function inLang(e, lang) {
  return e instanceof SGError && e.code && e.code.startsWith('api_') ? apiError(e.code, e.params, { lang }) : e;
}

// A failed load as an SGError in `lang`: the API's own said again in it,
// anything else (a compile or read error) wrapped as `code` with its reason.
function loadError(e, lang, code = 'api_could_not_load_engine') {
  return e instanceof SGError ? inLang(e, lang) : apiError(code, { reason: String(e && e.message ? e.message : e) }, { lang });
}

const isNode = typeof process === 'object' && !!process.versions && !!process.versions.node;
// The engine comes in two files (scripts/split-wasm.mjs): a piece with what
// one view runs, and the rest, every other function. Calls into the rest go
// through table slots that hold placeholders until it is attached. The
// default piece, sg_core.wasm, is the Nim panel's (the first view); the views
// in PIECES (written into the glue by the split) have their own.
let piece = null; // a view of PIECES, or null for the default piece
const hasPiece = (view) => typeof view === 'string' && Object.hasOwn(PIECES, view);
const defaultUrl = new URL('./wasm/sg_core.wasm', import.meta.url);
const wasmUrl = () => (piece ? new URL(PIECES[piece][0], defaultUrl) : defaultUrl);
const restUrl = () => (piece ? new URL(PIECES[piece][1], defaultUrl) : new URL('./wasm/sg_core.rest.wasm', import.meta.url));

// The view whose piece serves `view`: its own, or the Nim panel's.
export const pieceOf = (view) => (hasPiece(view) ? view : 'nim');
// The Chinese templates are a file of their own, fetched when a caller first
// asks for Chinese; the English texts of the families the first file does
// not run come with the rest (the engine has only the first view's built in).
const zhUrl = new URL('./wasm/sg_core.zh.txt', import.meta.url);
const restTextUrl = new URL('./wasm/sg_core.rest.en.txt', import.meta.url);
const PLACEHOLDERS = 'q';
const PRIMARY = 'p';

// A file beside this module under node (bytes, or text in `encoding`).
async function readLocal(url, encoding) {
  // A specifier held in a variable: bundlers for the browser leave it
  // alone (it is only reached under node).
  const fsModule = 'node:fs/promises';
  const { readFile } = await import(/* webpackIgnore: true */ /* @vite-ignore */ fsModule);
  return readFile(url, encoding);
}

// Who hears how the engine's files download (loadSG's onProgress): each
// gets { file, loaded, total } as bytes arrive, total null when the server
// does not say or compresses (Content-Length then counts other bytes).
const progressListeners = new Set();
function reportProgress(file, loaded, total) {
  const event = { file, loaded, total: total !== null && loaded <= total ? total : null };
  for (const listener of progressListeners) {
    try {
      listener(event);
    } catch {
      // A listener's own error is its own: the download goes on.
    }
  }
}

// The response for `url` (its bytes reported to the progress listeners as
// they arrive), or the SGError naming the HTTP status or the failure to
// reach the server.
async function fetchOk(url) {
  let response;
  try {
    response = await fetch(url);
  } catch (e) {
    throw apiError('api_could_not_reach', { url: String(url), reason: String(e && e.message ? e.message : e) });
  }
  if (!response.ok) throw apiError('api_could_not_load', { url: String(url), status: String(response.status) });
  // Counted on a copy: the response itself keeps its URL, which the
  // browser's cache of compiled code is keyed by.
  if (!progressListeners.size || !response.body) return response;
  const file = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  const total = Number(response.headers.get('content-length')) || null;
  const reader = response.clone().body.getReader();
  (async () => {
    let loaded = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      loaded += chunk.value.byteLength;
      reportProgress(file, loaded, total);
    }
  })().catch(() => {});
  return response;
}

async function compileUrl(url) {
  if (isNode) return WebAssembly.compile(await readLocal(url));
  if (WebAssembly.compileStreaming) {
    try {
      return await WebAssembly.compileStreaming(fetchOk(url));
    } catch {
      // Served with the wrong MIME type: fall through to a plain compile.
    }
  }
  return WebAssembly.compile(await (await fetchOk(url)).arrayBuffer());
}

// The text of a file beside this module (the engine's text catalogues).
async function fetchText(url) {
  return isNode ? readLocal(url, 'utf8') : (await fetchOk(url)).text();
}

// The compiled module is shared by every instance: recovering from an abort
// only re-instantiates (about 10 ms), it never downloads or compiles again.
let compiled = null;
let mainModule = null;
const takeMain = (module) => {
  split = WebAssembly.Module.imports(module).some((i) => i.module === PLACEHOLDERS);
  mainModule = module;
  return module;
};
function compileOnce() {
  compiled ??= compileUrl(wasmUrl()).then(takeMain);
  return compiled;
}

// The engine this page has compiled ({ main, rest }: WebAssembly.Module or
// null), which worker-client.js hands to its Worker; the Worker's copy of
// this module takes it with useCompiled() before loadSG, so the engine is
// neither downloaded nor compiled twice.
export const compiledEngine = () => ({ main: mainModule, rest: restModule, piece });
let restGiven = null;
export function useCompiled({ main = null, rest = null, piece: view = null } = {}) {
  if (compiled === null && hasPiece(view)) piece = view;
  if (main instanceof WebAssembly.Module) compiled ??= Promise.resolve(takeMain(main));
  if (rest instanceof WebAssembly.Module) restGiven = rest;
}

// Whether sg_core.wasm needs sg_core.rest.wasm (false for an unsplit build),
// and the compiled rest once compileRest() has finished.
let split = false;
let restModule = null;
let restText = null;
let restCompiled = null;
// The second part's English, which a view's own piece needs from the start
// (only the Nim panel's has its texts built in).
let restTextLoad = null;
function loadRestText() {
  restTextLoad ??= fetchText(restTextUrl).then((text) => {
    restText = text;
  }, (e) => {
    restTextLoad = null;
    throw e;
  });
  return restTextLoad;
}
function compileRest() {
  restCompiled ??= compileOnce().then(() => Promise.all([split ? restGiven ?? compileUrl(restUrl()) : null, loadRestText()])).then(([module]) => {
    restModule = module;
  }, (e) => {
    restCompiled = null; // a later call tries again
    throw e;
  });
  return restCompiled;
}

// Thrown by a placeholder: the call needs a function of the rest, which is
// not attached to this instance yet.
class RestMissing extends Error {}

// The placeholder imports of one instance: once the rest is attached, the
// table slot holds the real function (JS callers that kept the placeholder,
// such as Embind's invokers, are forwarded to it).
function placeholderImports(wasmModule, link) {
  const out = {};
  for (const { module, name } of WebAssembly.Module.imports(wasmModule)) {
    if (module !== PLACEHOLDERS) continue;
    const slot = Number(name);
    out[name] = (...args) => {
      if (!link.attached) throw new RestMissing();
      return link.table.get(slot)(...args);
    };
  }
  return out;
}

// Instantiates the rest against one instance's memory, table and exports;
// its element segments put the real functions into the placeholders' slots.
function attachRest(m) {
  const link = m.sgLink;
  if (!link || link.attached || !restModule) return;
  new WebAssembly.Instance(restModule, { [PRIMARY]: link.exports });
  link.attached = true;
}

// The Emscripten options of one instance; `create(imports)` instantiates the
// compiled module (synchronously or not) and returns the instance or a promise.
function moduleOptions(wasmModule, create) {
  const options = {
    sgLink: { attached: !split, exports: null, table: null },
    instantiateWasm(imports, receive) {
      const link = options.sgLink;
      if (split) imports[PLACEHOLDERS] = placeholderImports(wasmModule, link);
      const done = (instance) => {
        link.exports = instance.exports;
        link.table = Object.values(instance.exports).find((v) => v instanceof WebAssembly.Table);
        attachRest(options);
        receive(instance, wasmModule);
        return instance.exports;
      };
      const made = create(imports);
      if (made instanceof WebAssembly.Instance) return done(made);
      made.then(done);
      return {};
    },
    print: () => {},
    printErr: () => {},
  };
  return options;
}

// The compiled module once compileOnce() has finished, for instantiateNow().
let compiledModule = null;

async function instantiate() {
  const wasmModule = await compileOnce();
  compiledModule = wasmModule;
  // Hand Emscripten the compiled module ourselves: its own loader would
  // try fetch() on a file path under node, which fails.
  return createSGModule(moduleOptions(wasmModule, (imports) => WebAssembly.instantiate(wasmModule, imports)));
}

// A fresh instance made synchronously from the compiled module, or null
// when that is not possible here. Emscripten fills in the object it is given
// and, when the instance arrives at once, runs its start-up before returning.
function instantiateNow() {
  if (!compiledModule) return null;
  try {
    const m = moduleOptions(compiledModule, (imports) => new WebAssembly.Instance(compiledModule, imports));
    createSGModule(m).catch(() => {});
    return typeof m.analyze === 'function' ? m : null;
  } catch {
    return null;
  }
}

const toNumber = (s) => {
  if (s === null || s === undefined) return null;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : BigInt(s);
};

function parts(c) {
  if (!c.partCount) return [];
  const labels = c.partLabels.split('\n');
  const values = c.partValues.split(' ');
  return labels.map((label, i) => ({ label, value: values[i], grundy: /^\d+$/.test(values[i]) ? toNumber(values[i]) : null }));
}

// { typed: true }: the parts as arrays, one conversion per array. grundy[i]
// is exact below 2^53; the parts it cannot hold (NaN there) are in `large`.
function typedParts(c) {
  const large = c.partLarge ? c.partLarge.slice(0, -1).split('\n').map((line) => {
    const space = line.indexOf(' ');
    const value = line.slice(space + 1);
    return { index: Number(line.slice(0, space)), value, grundy: /^\d+$/.test(value) ? toNumber(value) : null };
  }) : [];
  return {
    count: c.partCount,
    grundy: c.partGrundy ?? new Float64Array(0),
    large,
    labels: typeof c.partLabels === 'string' ? (c.partCount ? c.partLabels.split('\n') : []) : null,
  };
}

// Numbers of an action or shape arrive as JS numbers, or as decimal text
// above 2^53-1: those become BigInt.
const big = (x) => (typeof x === 'string' ? BigInt(x) : x);

function actionFromRaw(a) {
  if (!a) return null;
  if (a.kind === 'turns') return { kind: 'turns', parts: a.parts.map(actionFromRaw) };
  const out = { kind: a.kind, component: a.component };
  for (const key of ['heap', 'amount', 'step', 'node', 'edge', 'token', 'from', 'to', 'row', 'column']) if (key in a) out[key] = big(a[key]);
  if ('side' in a) out.side = a.side;
  if ('leaves' in a) out.leaves = a.leaves.map(big);
  if ('heaps' in a) out.heaps = a.heaps.map(big);
  if ('cells' in a) out.cells = a.cells.map(big);
  if ('coins' in a) out.coins = Array.from(a.coins);
  if ('position' in a) out.position = big(a.position);
  if ('with' in a) out.with = a.with.map((tuple) => tuple.map(big));
  if ('takes' in a) out.takes = a.takes.map((t) => ({ heap: big(t.heap), amount: big(t.amount) }));
  if ('rows' in a) out.rows = Array.from(a.rows);
  if ('columns' in a) out.columns = Array.from(a.columns);
  return out;
}

function largeList(text) {
  return text ? text.slice(0, -1).split('\n').map((line) => {
    const space = line.indexOf(' ');
    return { index: Number(line.slice(0, space)), value: line.slice(space + 1) };
  }) : [];
}

// Typed: heaps stay a Float64Array with the values it cannot hold in
// `large`; otherwise a plain array, BigInt where a double would round.
function shapeFromRaw(s, typed) {
  if (!s) return null;
  if (s.kind === 'heaps' || s.kind === 'steps') {
    const large = largeList(s.large);
    if (typed) return { kind: s.kind, [s.kind]: s[s.kind], large };
    const list = Array.from(s[s.kind]);
    for (const { index, value } of large) list[index] = BigInt(value);
    return { kind: s.kind, [s.kind]: list };
  }
  if (s.kind === 'graph') return { kind: 'graph', nodes: s.nodeCount ? s.nodes.split('\n') : [], edges: s.edges, tokens: s.tokens };
  if (s.kind === 'tuples') {
    // A defined game's positions, `arity` arguments each.
    const numbers = Array.from(s.numbers);
    for (const { index, value } of largeList(s.large)) numbers[index] = BigInt(value);
    const tuples = [];
    for (let i = 0; i < numbers.length; i += s.arity) tuples.push(numbers.slice(i, i + s.arity));
    return { kind: 'tuples', arity: s.arity, tuples };
  }
  if (s.kind === 'limited-heap') return { kind: s.kind, heap: big(s.heap), limit: big(s.limit) };
  if (s.kind === 'geography') {
    return { kind: s.kind, nodes: s.nodeCount ? s.nodes.split('\n') : [], edges: s.edges, token: s.token, matching: s.matching };
  }
  if (s.kind === 'undirected') return { kind: 'undirected', nodes: s.nodeCount ? s.nodes.split('\n') : [], edges: s.edges, partOf: s.partOf };
  return { ...s };
}

function moveFromRaw(m) {
  return { component: m.component, move: m.move, to: m.to, action: actionFromRaw(m.action) };
}

function componentFromRaw(c, typed) {
  return {
    position: c.position,
    family: c.family,
    rule: c.rule,
    shape: shapeFromRaw(c.shape, typed),
    grundy: toNumber(c.grundy),
    value: c.value,
    outcome: c.outcome,
    theory: c.theory,
    theorem: c.theorem,
    remoteness: c.remoteness,
    suspense: c.suspense,
    parts: typed ? typedParts(c) : parts(c),
    genera: c.genera ?? null,
  };
}

function analysisFromRaw(r, typed = false) {
  return {
    position: r.position,
    compound: r.compound,
    outcome: r.outcome,
    grundy: toNumber(r.grundy),
    value: r.value,
    decidedBy: r.decidedBy,
    theorem: r.theorem,
    mayCycle: r.mayCycle,
    over: r.over,
    misere: r.misere ? { nimSum: toNumber(r.misere.nimSum), aboveOne: r.misere.aboveOne } : null,
    tame: r.tame,
    tameness: r.tameness,
    quotient: r.quotient ? { ...r.quotient } : null,
    components: r.components.map((c) => componentFromRaw(c, typed)),
    winningMoves: r.winningMoves.map(moveFromRaw),
    winningMovesComplete: r.winningMovesComplete,
  };
}

// What is known of a position too large to decide (SGError.known): each
// component on its own; its outcome in the compound is not known.
function knownFromRaw(k, typed) {
  return {
    position: k.position,
    compound: k.compound,
    components: k.components.map((c) => ({ ...componentFromRaw(c, typed), outcome: null })),
  };
}

// A lone UTF-16 surrogate is not text: Embind's UTF-8 encoder would fuse it
// with the next character, so the core would see and quote something else.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// `what` names the argument: a noun of the API's messages ({ code }) or a
// field path as the caller spells it ('components[0].family').
function checkText(value, what) {
  if (typeof value !== 'string') throw apiError('api_not_string', { what, got: value === null ? 'null' : typeof value });
  if (value.isWellFormed ? value.isWellFormed() : !LONE_SURROGATE.test(value)) return;
  const lone = value.search(LONE_SURROGATE);
  if (lone >= 0) {
    const column = [...value.slice(0, lone)].length + 1;
    throw apiError('api_lone_surrogate', { what }, { column });
  }
}

function checkCount(value, what) {
  if (typeof value === 'bigint') value = Number(value);
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw apiError('api_not_count', { what, got: String(value) });
  return value;
}

// A count given as a number or a BigInt, as decimal text for the engine.
function decimal(value, what) {
  if (typeof value === 'bigint') {
    if (value < 0n) throw apiError('api_not_count', { what, got: String(value) });
    return value.toString();
  }
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw apiError('api_not_count', { what, got: value === undefined ? 'undefined' : String(value) });
  return String(value);
}

// A nimber (below 2^64) given as a number or a BigInt, as decimal text.
function nimber(value, what) {
  const text = decimal(value, what);
  if (BigInt(text) >= 1n << 64n) throw apiError('api_below_2_64', { what, got: text });
  return text;
}

function list(value, what) {
  if (!Array.isArray(value) && !ArrayBuffer.isView(value)) throw apiError('api_not_array', { what });
  return Array.from(value);
}

const ACTION_FIELDS = {
  take: ['heap', 'amount'], 'take-both': ['amount'], split: ['heap'], step: ['step', 'amount'], end: ['amount'],
  merge: [], turn: [], cut: [], slide: ['token', 'from', 'to'], replace: ['position'], 'take-many': [], 'turn-grid': [],
  domino: [], pick: ['node'], bite: ['row', 'column'],
};

// Indices (rows, columns, coins) as runs [first, last, ...] of decimal text.
function runsOf(value, what) {
  const items = list(value, what).map((x, i) => BigInt(decimal(x, `${what}[${i}]`)));
  const runs = [];
  for (let i = 0; i < items.length; i++) {
    if (i && items[i] <= items[i - 1]) throw apiError('api_increasing', { what });
    if (i && items[i] === items[i - 1] + 1n) runs[runs.length - 1] = items[i];
    else runs.push(items[i], items[i]);
  }
  return runs.map(String);
}

// The action as the engine reads it: every number decimal text, coins as
// runs [first, last, ...] (a long run of Ruler stays two numbers).
function actionToRaw(a, what = 'action') {
  if (a === null || typeof a !== 'object') throw apiError('api_action_object', { what });
  if (a.kind === 'turns') {
    return { kind: 'turns', parts: list(a.parts, `${what}.parts`).map((p, i) => actionToRaw(p, `${what}.parts[${i}]`)) };
  }
  if (!Object.hasOwn(ACTION_FIELDS, a.kind))
    throw apiError('api_one_of', { what: `${what}.kind`, choices: Object.keys(ACTION_FIELDS).concat('turns').join(', '), got: String(JSON.stringify(a.kind)) });
  const out = { kind: a.kind, component: decimal(a.component ?? 0, `${what}.component`) };
  for (const key of ACTION_FIELDS[a.kind]) out[key] = decimal(a[key], `${what}.${key}`);
  if (a.kind === 'take' || a.kind === 'split') out.leaves = list(a.leaves, `${what}.leaves`).map((x, i) => decimal(x, `${what}.leaves[${i}]`));
  if (a.kind === 'end') {
    if (a.side !== 'left' && a.side !== 'right') throw apiError('api_side', { what: `${what}.side` });
    out.side = a.side;
  }
  if (a.kind === 'merge') {
    const heaps = list(a.heaps, `${what}.heaps`);
    if (heaps.length !== 2) throw apiError('api_two_heaps', { what: `${what}.heaps` });
    out.heaps = heaps.map((x, i) => decimal(x, `${what}.heaps[${i}]`));
  }
  if (a.kind === 'turn') {
    out.runs = runsOf(a.coins, `${what}.coins`);
  }
  if (a.kind === 'replace') {
    // The positions that replace it, flattened, with their count and arity.
    const tuples = list(a.with, `${what}.with`).map((t, i) => list(t, `${what}.with[${i}]`));
    if (!tuples.length || tuples.some((t) => t.length !== tuples[0].length || !t.length))
      throw apiError('api_same_arity', { what: `${what}.with` });
    out.runs = tuples.flatMap((t, i) => t.map((x, k) => decimal(x, `${what}.with[${i}][${k}]`)));
    out.terms = String(tuples.length);
    out.arity = String(tuples[0].length);
  }
  if (a.kind === 'take-many') {
    out.runs = list(a.takes, `${what}.takes`).flatMap((t, i) => {
      if (t === null || typeof t !== 'object') throw apiError('api_take_object', { what: `${what}.takes[${i}]` });
      return [decimal(t.heap, `${what}.takes[${i}].heap`), decimal(t.amount, `${what}.takes[${i}].amount`)];
    });
  }
  if (a.kind === 'turn-grid') {
    out.rows = runsOf(a.rows, `${what}.rows`);
    out.columns = runsOf(a.columns, `${what}.columns`);
  }
  if (a.kind === 'domino') {
    const cells = list(a.cells, `${what}.cells`);
    if (cells.length !== 2) throw apiError('api_two_cells', { what: `${what}.cells` });
    out.cells = cells.map((x, i) => decimal(x, `${what}.cells[${i}]`));
  }
  if (a.kind === 'cut') {
    if ((a.node === undefined) === (a.edge === undefined)) throw apiError('api_node_or_edge', { what });
    if (a.node !== undefined) out.node = decimal(a.node, `${what}.node`);
    else out.edge = decimal(a.edge, `${what}.edge`);
  }
  return out;
}

const COMPOUNDS = ['normal', 'misere', 'every', 'conjunctive', 'selective'];

// A list of small integers as the engine reads it: one decimal text.
function integers(value, what, min, max) {
  if (value === undefined || value === null) throw apiError('api_missing', { what });
  if (!ArrayBuffer.isView(value)) {
    list(value, what).forEach((x, i) => {
      if (typeof x !== 'number' || !Number.isInteger(x) || x < min || x > max)
        throw apiError('api_integer_range', { what: `${what}[${i}]`, min: String(min), max: String(max), got: String(x) });
    });
  }
  return Array.prototype.join.call(value, ' ');
}

// The spec as the engine reads it (sg.d.ts CompositionSpec).
function specToRaw(spec) {
  if (spec === null || typeof spec !== 'object') throw apiError('api_compose_object');
  const compound = spec.compound ?? 'normal';
  if (!COMPOUNDS.includes(compound)) throw apiError('api_one_of', { what: 'compound', choices: COMPOUNDS.join(', '), got: String(JSON.stringify(compound)) });
  const components = list(spec.components, 'components').map((c, i) => {
    const at = `components[${i}]`;
    if (c === null || typeof c !== 'object') throw apiError('api_component_object', { what: at });
    checkText(c.family, `${at}.family`);
    if (c.rule !== undefined && c.rule !== null) checkText(c.rule, `${at}.rule`);
    const s = c.shape;
    if (s === null || typeof s !== 'object') throw apiError('api_shape_object', { what: `${at}.shape` });
    const out = { family: c.family, rule: c.rule ?? null, kind: String(s.kind) };
    const field = (name) => `${at}.shape.${name}`;
    switch (s.kind) {
      case 'heaps': case 'steps': {
        if (ArrayBuffer.isView(s[s.kind])) {
          const numbers = Array.from(s[s.kind], (x) => (Number.isNaN(x) ? x : decimal(x, field(s.kind))));
          for (const { index, value } of s.large ?? []) numbers[index] = decimal(BigInt(value), field('large'));
          numbers.forEach((x, k) => { if (typeof x !== 'string') throw apiError('api_nan_not_large', { what: `${field(s.kind)}[${k}]` }); });
          out.numbers = numbers.join(' ');
        } else {
          out.numbers = list(s[s.kind], field(s.kind)).map((x, k) => decimal(x, `${field(s.kind)}[${k}]`)).join(' ');
        }
        break;
      }
      case 'coins':
        out.bytes = integers(s.heads, field('heads'), 0, 255);
        out.firstIndex = s.firstIndex ?? 1;
        break;
      case 'tree':
        out.parents = integers(s.parents, field('parents'), -1, 0x7fffffff);
        // The user's numbers of a tree written as a parent list: kept, so
        // the position is written as that list again.
        if (s.numbers !== undefined && s.numbers !== null) out.numbers = integers(s.numbers, field('numbers'), 0, 0x7fffffff);
        break;
      case 'hackenbush': out.edges = integers(s.edges, field('edges'), 0, 0xffffffff); break;
      case 'graph': {
        const nodes = list(s.nodes, field('nodes'));
        nodes.forEach((n, k) => {
          checkText(n, `${field('nodes')}[${k}]`);
          if (n.includes('\n')) throw apiError('api_line_break', { what: `${field('nodes')}[${k}]` });
        });
        out.nodes = nodes.join('\n');
        out.nodeCount = nodes.length;
        out.edges = integers(s.edges, field('edges'), 0, 0xffffffff);
        out.tokens = integers(s.tokens, field('tokens'), 0, 0xffffffff);
        break;
      }
      case 'sequence':
        out.bytes = integers(s.values, field('values'), 0, 255);
        out.tokens = integers(s.tokens, field('tokens'), 0, 0xffffffff);
        break;
      case 'tuples':
        // Each position's arguments; a game of one argument may give plain numbers.
        out.numbers = list(s.tuples, field('tuples')).flatMap((t, k) => (typeof t === 'number' || typeof t === 'bigint'
          ? [decimal(t, `${field('tuples')}[${k}]`)]
          : list(t, `${field('tuples')}[${k}]`).map((x, j) => decimal(x, `${field('tuples')}[${k}][${j}]`)))).join(' ');
        break;
      case 'limited-heap':
        out.numbers = `${decimal(s.heap, field('heap'))} ${decimal(s.limit, field('limit'))}`;
        break;
      case 'grid':
        out.numbers = `${decimal(s.rows, field('rows'))} ${decimal(s.columns, field('columns'))}`;
        out.bytes = integers(s.heads, field('heads'), 0, 255);
        break;
      case 'board':
        out.numbers = `${decimal(s.rows, field('rows'))} ${decimal(s.cols, field('cols'))}`;
        out.bytes = integers(s.cells, field('cells'), 0, 255);
        break;
      case 'diagram': out.numbers = integers(s.rowLengths, field('rowLengths'), 0, 0xffffffff); break;
      case 'geography':
      case 'undirected': {
        const nodes = list(s.nodes, field('nodes'));
        nodes.forEach((n, k) => {
          checkText(n, `${field('nodes')}[${k}]`);
          if (n.includes('\n')) throw apiError('api_line_break', { what: `${field('nodes')}[${k}]` });
        });
        out.nodes = nodes.join('\n');
        out.nodeCount = nodes.length;
        out.edges = integers(s.edges, field('edges'), 0, 0xffffffff);
        if (s.kind === 'geography') out.tokens = String(checkCount(s.token, field('token')));
        break;
      }
      default:
        throw apiError('api_one_of', { what: `${at}.shape.kind`, choices: 'heaps, steps, coins, tree, hackenbush, graph, sequence, tuples, limited-heap, grid, geography, board, diagram, undirected', got: String(JSON.stringify(s.kind)) });
    }
    return out;
  });
  return { compound, components };
}

// options.onProgress as the engine calls it: false from the caller cancels.
function progressOf(options) {
  return options && typeof options.onProgress === 'function' ? (p) => options.onProgress(p) !== false : null;
}

// An engine error ({ error, reason, column, code, params, kind?, limit?,
// known? }, rendered in the engine's language) becomes an SGError.
function unwrap(r, typed = false) {
  if (r && typeof r === 'object' && 'error' in r) {
    const details = { reason: r.reason, code: r.code, params: r.params, line: r.line || null };
    if (r.kind) Object.assign(details, { kind: r.kind, limit: r.limit });
    if (r.known) details.known = knownFromRaw(r.known, typed);
    throw new SGError(r.error, r.column || null, details);
  }
  return r;
}

// The games defined with sg.define on this page (name -> source, in the
// order defined): every instance of the engine gets them, and so does every
// WorkerClient's worker (worker-client.js), before it runs anything.
const pageDefinitions = new Map();

// [name, source] of each game defined on this page (for worker-client.js).
export function definedGameSources() {
  return [...pageDefinitions];
}

class Engine {
  constructor(instance) {
    this.instance = instance;
    this.spare = null;
    this.sparePending = null;
    this.restarts = 0;
    this.listeners = new Set();
    // Every instance gets the page's defined games before its first call,
    // so they outlive restarts.
    this.definitions = pageDefinitions;
    this.zhText = null;
    this.zhLoad = null;
  }

  // Brings an instance's defined games in line with this.definitions.
  syncDefinitions(m) {
    const have = m.sgDefinitions ?? new Map();
    if (have.size === this.definitions.size && [...have].every(([name, source]) => this.definitions.get(name) === source)) return;
    for (const name of have.keys()) if (!this.definitions.has(name)) m.forget(name);
    for (const [name, source] of this.definitions) if (have.get(name) !== source) m.define(source);
    m.sgDefinitions = new Map(this.definitions);
  }

  // A second instance kept ready, so that recovery is synchronous.
  prepareSpare() {
    if (this.sparePending) return this.sparePending;
    this.sparePending = instantiate().then((m) => { attachRest(m); this.spare = m; }, () => {}).finally(() => { this.sparePending = null; });
    return this.sparePending;
  }

  // An instance to replace an aborted one: the spare, or one made now, so
  // that the call after an abort runs even when aborts come back to back.
  replacement() {
    const next = this.spare ?? instantiateNow();
    this.spare = null;
    this.prepareSpare();
    return next;
  }

  // Compiles the rest of the engine (once) and attaches it to the live
  // instance and the spare; later instances get it as they are made.
  loadRest(lang = 'en') {
    this.restLoad ??= compileRest().then(() => {
      if (this.instance) attachRest(this.instance);
      if (this.spare) attachRest(this.spare);
    }, (e) => {
      this.restLoad = null;
      throw loadError(e, lang);
    });
    return this.restLoad;
  }

  // Fetches the Chinese templates (once); each instance takes them on its
  // first call in Chinese (call()).
  loadChinese(lang = 'zh') {
    this.zhLoad ??= fetchText(zhUrl).then((text) => {
      this.zhText = text;
    }, (e) => {
      this.zhLoad = null;
      throw loadError(e, lang);
    });
    return this.zhLoad;
  }

  // What `lang` needs beyond the first file: nothing for English.
  loadLang(lang) {
    return lang === 'zh' ? this.loadChinese(lang) : Promise.resolve();
  }

  // Gives instance `m` the Chinese templates, or throws the SGError a call
  // gets while they are on their way.
  speakChinese(m) {
    if (m.sgZh) return;
    if (this.zhText === null) {
      this.loadChinese().catch(() => {});
      throw apiError('api_loading', {}, { lang: 'zh', loading: true });
    }
    unwrap(m.loadCatalogue(this.zhText));
    m.sgZh = true;
  }

  // Runs `fn` on the live instance, speaking `lang`. An abort (out of
  // memory, a bug) leaves a WASM instance unusable, so it is replaced before
  // the caller gets the SGError saying so; the very next call runs on the
  // replacement, which is told the language on its first call.
  call(fn, lang = 'en') {
    if (!this.instance) this.instance = this.replacement();
    if (!this.instance) throw apiError('api_restarting', {}, { lang });
    attachRest(this.instance);
    try {
      const m = this.instance;
      if (restText !== null && !m.sgRestText) {
        unwrap(m.loadCatalogue(restText));
        m.sgRestText = true;
      }
      if (lang === 'zh') this.speakChinese(m);
      if (m.sgLang !== lang) {
        m.setLang(lang);
        m.sgLang = lang;
      }
      this.syncDefinitions(m);
      return fn(m);
    } catch (e) {
      if (e instanceof SGError) throw e;
      if (e instanceof RestMissing) {
        // The call stopped half-way (stack and heap not unwound): start the
        // rest's download and continue on a clean instance.
        this.instance = this.replacement();
        this.loadRest().catch(() => {});
        throw apiError('api_loading', {}, { lang, loading: true });
      }
      this.restarts += 1;
      this.instance = this.replacement();
      if (!this.instance) instantiate().then((m) => { this.instance ??= m; }, () => {});
      for (const listener of this.listeners) listener(e);
      throw apiError('api_restarted', { reason: String(e && e.message ? e.message : e) }, { lang, restarted: true });
    }
  }
}

// The API over the shared engine, speaking `initial` until setLang().
// The text the engine reads for a position as typed (lenient-read.js):
// { text, inserted, changed }. options.strict takes it as written;
// options.family reads a piece with no game name as that family.
function readPosition(position, options, gameNames) {
  checkText(position, noun('api_what_position'));
  if (options && options.strict) return { text: position, inserted: [], changed: false };
  const family = options && options.family != null ? options.family : null;
  if (family !== null) checkText(family, 'family');
  try {
    return readLeniently(position, family, gameNames);
  } catch (e) {
    if (e instanceof Ambiguous) throw apiError(e.code, e.params, { column: e.column });
    throw e;
  }
}

// fn(text read); an engine error's column is given back in the user's text.
function inUserColumns(reading, fn) {
  try {
    return fn(reading.text);
  } catch (e) {
    if (!(e instanceof SGError) || !e.column || !reading.inserted.length || e.code?.startsWith('api_')) throw e;
    e.column = originalColumn(e.column, reading.inserted);
    e.message = renderMessage('api_at_column', { column: e.column, message: e.reason }, speaking);
    throw e;
  }
}

function makeApi(engine, initial) {
  let lang = initial;
  // Runs one synchronous call: the API's own errors speak `lang`, and so
  // does the engine (call()).
  const speak = (fn) => {
    const outer = speaking;
    speaking = lang;
    try {
      return fn();
    } finally {
      speaking = outer;
    }
  };
  const call = (fn) => engine.call(fn, lang);
  // The built-in games' names and aliases, asked once; defined games live.
  let builtIn = null;
  const gameNames = () => {
    builtIn ??= new Set(call((m) => m.families()).filter((f) => !f.defined)
      .flatMap((f) => [f.name, ...f.aliases.map((a) => a.split('(')[0])]).map((n) => n.toLowerCase()));
    return new Set([...builtIn, ...[...engine.definitions.keys()].map((n) => n.toLowerCase())]);
  };
  const read = (position, options) => readPosition(position, options, gameNames);
  return Object.freeze({
    // The language every text comes in: 'en' or 'zh'.
    get lang() {
      return lang;
    },

    // 'en' or 'zh' ('zh-CN', 'en-GB' and the like too) from now on, for
    // this object only: other objects loadSG returned keep theirs. Returns
    // a promise that resolves once the language's texts are at hand (the
    // Chinese ones are a download of their own; a call before then throws
    // an SGError with loading: true).
    setLang(next) {
      const chosen = langOf(next);
      if (!chosen) throw apiError('api_lang_option', { got: String(JSON.stringify(next) ?? next) }, { lang });
      lang = chosen;
      const ready = engine.loadLang(chosen);
      ready.catch(() => {});
      return ready;
    },

    // options (all optional; the defaults give the documented shape):
    //   includeTo: false   winning moves come with to: null (each `to` is the
    //                      whole position: a megabyte for a 10^6-coin row);
    //                      winningMove(position, k) builds the one needed
    //   maxMoves: n        list at most n winning moves (then
    //                      winningMovesComplete is false if there were more)
    //   parts: false       no per-part values (components[i].parts = [])
    //   typed: true        components[i].parts = { count, grundy: Float64Array,
    //                      large: [{ index, value, grundy }], labels: null }
    //   partLabels: true   with typed: labels as a string array too
    //   onProgress(p)      called with p in [0, 1] while a board is searched;
    //                      returning false cancels (SGError "... cancelled")
    analyze(position, options = {}) {
      return speak(() => {
        if (options === null || typeof options !== 'object') throw apiError('api_not_object', { what: noun('api_what_analyze_options') });
        const reading = read(position, options);
        const includeTo = options.includeTo === undefined ? true : Boolean(options.includeTo);
        const maxMoves = options.maxMoves === undefined || options.maxMoves === Infinity ? -1 : checkCount(options.maxMoves, 'maxMoves');
        const includeParts = options.parts === undefined ? true : Boolean(options.parts);
        const typed = Boolean(options.typed);
        const labels = !typed || Boolean(options.partLabels);
        const shape = options.shape === undefined ? true : Boolean(options.shape);
        const raw = inUserColumns(reading, (text) => unwrap(call((m) => m.analyze(text, includeTo, maxMoves, includeParts, typed, labels, shape, progressOf(options))), typed));
        return { ...analysisFromRaw(raw, typed), read: reading.changed ? reading.text : null };
      });
    },

    // The winning move at `index` of analyze(position, { includeTo: false }),
    // with its `to`: { component, move, to }.
    winningMove(position, index) {
      return speak(() => {
        const reading = read(position);
        index = checkCount(index, noun('api_what_move_index'));
        return moveFromRaw(inUserColumns(reading, (text) => unwrap(call((m) => m.winningMove(text, index)))));
      });
    },

    // The "why" view: every option with its value and outcome, and the mex.
    explain(position, options = {}) {
      return speak(() => {
        const reading = read(position, options);
        const max = options.maxOptions === undefined ? 2000 : checkCount(options.maxOptions, 'maxOptions');
        const r = inUserColumns(reading, (text) => unwrap(call((m) => m.explain(text, max, progressOf(options)))));
        return {
          options: r.options.map((o) => ({
            component: o.component, move: o.move, to: o.to, grundy: toNumber(o.grundy),
            value: o.value, outcome: o.outcome, winning: o.winning, action: actionFromRaw(o.action),
          })),
          complete: r.complete,
          mex: toNumber(r.mex),
          note: r.note,
        };
      });
    },

    // The perfect computer's move: fastest win, or longest delay when lost.
    // options.onProgress as for analyze.
    bestMove(position, options = {}) {
      return speak(() => {
        if (options === null || typeof options !== 'object') throw apiError('api_not_object', { what: noun('api_what_best_move_options') });
        const reading = read(position, options);
        const r = inUserColumns(reading, (text) => unwrap(call((m) => m.bestMove(text, progressOf(options)))));
        return { move: r.move, to: r.to, reason: r.reason, remoteness: r.remoteness, action: actionFromRaw(r.action) };
      });
    },

    // Every legal move (not only the winning ones), at most `max` (default
    // 2000): { moves: [{ component, move, to, action }], complete }.
    moves(position, options = {}) {
      return speak(() => {
        if (options === null || typeof options !== 'object') throw apiError('api_not_object', { what: noun('api_what_moves_options') });
        const reading = read(position, options);
        const max = options.max === undefined ? 2000 : checkCount(options.max, 'max');
        const r = inUserColumns(reading, (text) => unwrap(call((m) => m.moves(text, max))));
        return { moves: r.moves.map(moveFromRaw), complete: r.complete };
      });
    },

    // The canonical position after `action` (a move's action as the API
    // returns it); SGError when it is not a legal move of `position`.
    apply(position, action) {
      return speak(() => {
        const reading = read(position);
        const raw = actionToRaw(action);
        return inUserColumns(reading, (text) => unwrap(call((m) => m.apply(text, raw)))).position;
      });
    },

    // The notation the engine reads for a position as typed, without
    // analysing it: { read, changed }. options: { family, strict } as for
    // analyze. SGError for what stays ambiguous (`1,000`, `3,,4`).
    normalize(position, options = {}) {
      return speak(() => {
        if (options === null || typeof options !== 'object') throw apiError('api_not_object', { what: 'options' });
        const reading = read(position, options);
        return { read: reading.text, changed: reading.changed };
      });
    },

    // Canonical notation from { compound?, components: [{ family, rule?,
    // shape }] }: an analysis composes back to its own position.
    compose(spec) {
      return speak(() => {
        const raw = specToRaw(spec);
        return unwrap(call((m) => m.compose(raw))).position;
      });
    },

    sequence(rule, n, options = {}) {
      return speak(() => {
        checkText(rule, noun('api_what_rule'));
        n = checkCount(n, noun('api_what_sequence_length'));
        const onProgress = typeof options.onProgress === 'function'
          ? (p) => options.onProgress(p) !== false : null;
        const proveTo = options.proveTo === undefined ? 0 : checkCount(options.proveTo, 'proveTo');
        const r = unwrap(call((m) => m.sequence(rule, n, onProgress, proveTo)));
        return {
          values: options.typed ? r.values : Array.from(r.values),
          firstIndex: r.firstIndex,
          period: r.period ? { ...r.period } : null,
        };
      });
    },

    // The misère quotient of a heap rule for heaps 0..heaps (Plambeck and
    // Siegel): its multiplication table, P-portion, presentation and the
    // image of each heap, as typed arrays and plain objects.
    misereQuotient(rule, heaps, options = {}) {
      return speak(() => {
        checkText(rule, noun('api_what_rule'));
        heaps = checkCount(heaps, 'heaps');
        const r = unwrap(call((m) => m.misereQuotient(rule, heaps, progressOf(options))));
        return {
          ...r,
          generators: r.generators.map((g) => ({ ...g })),
          relations: r.relations.map((x) => ({ ...x })),
          period: r.period ? { ...r.period } : null,
        };
      });
    },

    table(game, rows, cols, options = {}) {
      return speak(() => {
        checkText(game, noun('api_what_table_name'));
        rows = checkCount(rows, noun('api_what_row_count'));
        cols = checkCount(cols, noun('api_what_column_count'));
        const onProgress = typeof options.onProgress === 'function'
          ? (p) => options.onProgress(p) !== false : null;
        const r = unwrap(call((m) => m.table(game, rows, cols, onProgress)));
        if (options.typed) return r;
        const out = [];
        for (let i = 0; i < r.rows; i++) out.push(Array.from(r.values.subarray(i * r.cols, (i + 1) * r.cols)));
        return out;
      });
    },

    // A whole graph as an edge list ("a b" per line): per-node results as
    // typed arrays. outcome: 0 P, 1 N, 2 D; grundy 0xFFFFFFFF marks ∞_K
    // (K in loopyValues[loopyBegin[u]..loopyBegin[u+1]]); remoteness and
    // suspense 0xFFFFFFFF for draws, suspense 0xFFFFFFFE when unbounded.
    analyzeEdgeList(text, options = {}) {
      return speak(() => {
        checkText(text, noun('api_what_edge_list'));
        const onProgress = typeof options.onProgress === 'function'
          ? (p) => options.onProgress(p) !== false : null;
        const r = unwrap(call((m) => m.analyzeEdgeList(text, onProgress)));
        return { ...r, names: r.names ? r.names.split('\n') : [] };
      });
    },

    // The registry: per family in page order, its label, examples, panel,
    // rule field and named rules (sg.d.ts FamilyInfo), then the games
    // defined with define(), the texts in the API's language. Every list
    // the page shows is built from it.
    families() {
      return speak(() => call((m) => m.families()));
    },

    // A game defined in the rule language (docs/rule-language.md); its
    // positions then work everywhere positions work. The text is parsed and
    // run by the engine, never evaluated as JavaScript. SGError with `line`
    // and `column` when it is not a valid definition.
    define(source) {
      return speak(() => {
        checkText(source, 'definition');
        const r = unwrap(call((m) => {
          const out = m.define(source);
          if (!('error' in out)) {
            engine.definitions.set(out.name, source);
            m.sgDefinitions = new Map(engine.definitions);
          }
          return out;
        }));
        return { name: r.name, arity: r.arity, arguments: r.arguments, optionLines: r.optionLines, splits: r.splits, example: r.example };
      });
    },

    // The games defined so far, with their sources, in definition order.
    definedGames() {
      return speak(() => call((m) => m.definedGames()));
    },

    // Forgets a defined game; false when there is none of that name.
    forget(name) {
      return speak(() => {
        checkText(name, 'name');
        return call((m) => {
          const found = m.forget(name);
          engine.definitions.delete(name);
          m.sgDefinitions = new Map(engine.definitions);
          return found;
        });
      });
    },

    // "Which game is this?": the known games whose Grundy sequence starts
    // with `values` (an array of non-negative integers, or text such as
    // "0 1 2 0 1 2").
    identify(values) {
      return speak(() => {
        let text;
        if (typeof values === 'string') {
          checkText(values, 'values');
          text = values;
        } else {
          text = list(values, 'values').map((x, i) => {
            const v = decimal(x, `values[${i}]`);
            if (BigInt(v) > 0xFFFFFFFFn) throw apiError('api_value_above_u32', { what: `values[${i}]` });
            return v;
          }).join(' ');
        }
        const r = unwrap(call((m) => m.identify(text)));
        return { matches: r.matches, searched: { ...r.searched } };
      });
    },

    // A seeded random position of `family` (the same seed gives the same
    // text on every build), P or N about equally often. options.like: a
    // position whose first component is of `family`; the result keeps its
    // compound, rules and boards. options.size: parts to draw, 1..maxRandomSize.
    randomPosition(family, seed, options = {}) {
      return speak(() => {
        checkText(family, noun('api_what_family'));
        seed = checkCount(seed, noun('api_what_seed'));
        if (options === null || typeof options !== 'object') throw apiError('api_not_object', { what: noun('api_what_random_options') });
        const hasLike = options.like !== undefined && options.like !== null;
        if (hasLike) checkText(options.like, 'like');
        let size = 0;
        if (options.size !== undefined) {
          size = checkCount(options.size, 'size');
          if (size < 1) throw apiError('api_size_at_least_one');
          size = Math.min(size, 0xFFFFFFFF); // the engine names the cap beyond maxRandomSize
        }
        return unwrap(call((m) => m.randomPosition(family, seed, hasLike, hasLike ? options.like : '', size)));
      });
    },

    // Every theorem id analyze() and sequence() can give ('bouton', 'sj', ...).
    theorems() {
      return speak(() => call((m) => m.theorems()));
    },

    // Every cap, with what each one means (in the API's language).
    limits() {
      return speak(() => call((m) => m.limits()));
    },

    // Nim multiplication: a ⊗ b for any a, b below 2^64 (numbers or
    // BigInts); a number, or a BigInt above 2^53-1.
    nimProduct(a, b) {
      return speak(() => big(unwrap(call((m) => m.nimProduct(nimber(a, 'a'), nimber(b, 'b'))))));
    },

    // One level of the reduction of a ⊗ b by Fermat 2-powers (sg.d.ts
    // NimProductStep): F, the halves, the products of halves, the result's
    // halves; fermat is 0 when a or b is below 2 (no reduction).
    nimProductStep(a, b) {
      return speak(() => {
        const r = unwrap(call((m) => m.nimProductStep(nimber(a, 'a'), nimber(b, 'b'))));
        return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, big(v)]));
      });
    },

    // The n x n nim multiplication table (x ⊗ y at x * n + y), n <= 256.
    nimProductTable(n) {
      return speak(() => unwrap(call((m) => m.nimProductTable(checkCount(n, noun('api_what_table_size'))))).values);
    },

    // The numbers the theorem of a tutorial game works from, for the why
    // view (sg.d.ts Working), or null for a family without them.
    working(position, component = 0) {
      return speak(() => {
        const reading = read(position);
        component = checkCount(component, 'component');
        const r = inUserColumns(reading, (text) => unwrap(call((m) => m.working(text, component))));
        if (r === null) return null;
        const out = { kind: r.kind };
        for (const [key, value] of Object.entries(r)) {
          if (key === 'kind') continue;
          if (key === 'levels') out.levels = value.map((l) => Object.fromEntries(Object.entries(l).map(([k, v]) => [k, big(v)])));
          else if (Array.isArray(value)) out[key] = value.map(big);
          else out[key] = ArrayBuffer.isView(value) ? value : big(value);
        }
        return out;
      });
    },

    // What the board searches (nodekayles, cram, chomp) have memoised since
    // `since` (0: everything), as bytes another engine instance can take
    // with addBoardMemo(): the page's Worker searches, then hands its
    // results to the page's own instance. { data: Uint8Array, count, next };
    // pass `next` as `since` to get only what is added afterwards.
    boardMemo({ since = 0 } = {}) {
      return speak(() => unwrap(call((m) => m.boardMemo(checkCount(since, 'since')))));
    },

    // Adds the entries of a boardMemo() export of this engine (taken on
    // trust; a damaged or foreign export is an SGError); returns how many
    // were new.
    addBoardMemo(data) {
      return speak(() => {
        if (!(data instanceof Uint8Array)) throw apiError('api_board_memo_bytes');
        let text = '';
        for (let i = 0; i < data.length; i += 8192) text += String.fromCharCode.apply(null, data.subarray(i, i + 8192));
        return unwrap(call((m) => m.addBoardMemo(text))).added;
      });
    },

    // Resolves once the whole engine is loaded (at once unless loadSG was
    // called with { rest: 'on-demand' }), with this object's language.
    loadRest() {
      return Promise.all([engine.loadRest(lang), engine.loadLang(lang)]).then(() => undefined);
    },

    // Called with the error whenever the engine had to be restarted.
    onRestart(listener) {
      engine.listeners.add(listener);
      return () => engine.listeners.delete(listener);
    },

    // For tests of the recovery path: makes the live instance abort.
    _forceAbort() {
      return speak(() => call((m) => m._forceAbort()));
    },
  });
}

let enginePromise = null;
const apiPromises = new Map(); // language asked for -> its API object

// Loads the WASM engine once per page (or node process); every caller,
// including several embedded widgets, shares it. There is one API object
// per language asked for ({ lang: 'zh' } for Simplified Chinese, English by
// default), shared by the callers that ask for it; setLang() on it changes
// it for all of them. With { rest: 'on-demand' } only the piece a view
// needs is downloaded now: the view named by { view } (a panel id), the Nim
// panel's by default; sg.loadRest() fetches the rest, as does the first call
// that needs it (that call throws an SGError with loading: true). The first
// call of loadSG picks the piece. onProgress hears every file the engine
// downloads from then on, as its bytes arrive (sg.d.ts LoadProgress).
export function loadSG({ rest = 'now', lang = 'en', onProgress = null, view = null } = {}) {
  const chosen = langOf(lang);
  if (!chosen) throw apiError('api_lang_option', { got: String(JSON.stringify(lang) ?? lang) }, { lang: 'en' });
  if (rest !== 'now' && rest !== 'on-demand') throw apiError('api_rest_option', {}, { lang: chosen });
  if (onProgress !== null && typeof onProgress !== 'function') throw apiError('api_progress_option', {}, { lang: chosen });
  if (view !== null && typeof view !== 'string') throw apiError('api_not_string', { what: 'view', got: typeof view }, { lang: chosen });
  if (onProgress) progressListeners.add(onProgress);
  if (compiled === null && hasPiece(view)) piece = view;
  if (rest === 'now') compileOnce().then(() => compileRest()).catch(() => {}); // both files at once
  // A view's own piece speaks the second part's English from its first call.
  const texts = piece ? loadRestText() : null;
  enginePromise ??= Promise.all([instantiate(), texts]).then(async ([m]) => {
    const engine = new Engine(m);
    await engine.prepareSpare();
    return engine;
  }, (e) => {
    enginePromise = null;
    throw e;
  });
  let api = apiPromises.get(chosen);
  if (!api) {
    api = enginePromise.then(async (engine) => {
      await engine.loadLang(chosen);
      return makeApi(engine, chosen);
    }).catch((e) => {
      apiPromises.delete(chosen);
      throw loadError(e, chosen, 'api_could_not_start');
    });
    apiPromises.set(chosen, api);
  }
  if (rest === 'on-demand') return api;
  return api.then(async (sg) => {
    await sg.loadRest();
    return sg;
  });
}
