// A module Web Worker that owns its own instance of the engine and runs the
// calls that may take long (sequences, tables, big analyses) off the page's
// main thread. Spoken to only through web/api/worker-client.js:
//
//   page -> worker  { type: 'engine', main, rest, piece }  first: the page's
//                                   compiled engine (WebAssembly.Module or null)
//                                   and the view its piece is for (sg.js)
//                   { id, method, args, lang }   lang: 'en' | 'zh' for the texts
//   worker -> page  { type: 'ready' } | { type: 'load-error', error }
//                   { id, type: 'progress', value }   value in [0, 1]
//                   { id, type: 'result', result } | { id, type: 'error', error }
//
// Jobs run one at a time, in order. Cancelling means terminating the worker
// (the client does that), which stops the computation for real.
import { renderMessage } from './api-messages.js';
import { loadSG, useCompiled } from './sg.js';

const METHODS = new Set(['analyze', 'sequence', 'table', 'families', 'limits', 'theorems', 'explain', 'bestMove', 'analyzeEdgeList', 'winningMove', 'randomPosition', 'moves',
  'define', 'forget', 'definedGames', 'identify', 'working', 'boardMemo', 'misereQuotient']);
// Methods whose last argument is an options object that accepts onProgress
// (analyze, explain and bestMove report while a board is searched).
const OPTION_INDEX = { sequence: 2, misereQuotient: 2, table: 3, analyzeEdgeList: 1, analyze: 1, explain: 1, bestMove: 1 };
// Of those, the ones whose bulk results travel as typed arrays.
const TYPED = new Set(['sequence', 'table', 'analyzeEdgeList']);
const PROGRESS_INTERVAL_MS = 50;

// An SGError's fields cross as plain data (the client builds it again).
const errorData = (e) => ({
  name: e && e.name ? e.name : 'Error',
  message: e && e.message ? e.message : String(e),
  column: e && e.column !== undefined ? e.column : null,
  line: e && e.line !== undefined ? e.line : null,
  restarted: Boolean(e && e.restarted),
  reason: e && e.reason !== undefined ? e.reason : undefined,
  code: e && e.code !== undefined ? e.code : undefined,
  params: e && e.params !== undefined ? e.params : undefined,
  kind: e && e.kind !== undefined ? e.kind : undefined,
  limit: e && e.limit !== undefined ? e.limit : undefined,
  known: e && e.known !== undefined ? e.known : undefined,
});

// V8 first runs WebAssembly from its baseline compiler (Liftoff) and
// recompiles a function with its optimising compiler only once it has run
// enough: a user's first long analysis (a pasted row of 10^6 coins) took
// about twice as long as the next ones (215 ms, then 110-130 ms, in
// headless Chromium). A few small analyses right after loading (about 0.1 s
// of the Worker's time, measured 131-136 ms there) get the parser's and
// the analysis's hot functions optimised in the background before a user's
// first long job: that first 10^6-coin row then showed its verdict after
// 311-385 ms instead of 520-570 ms.
// One small analysis per task, so that a real job arriving meanwhile waits
// for at most one of them (about 20 ms); after it the warm-up stops.
let warming = true;
function warmUp(sg) {
  const row = 'HTTTHTT'.repeat(4000);
  const heaps = Array.from({ length: 3000 }, (_, i) => (i * 37) % 1000).join(' ');
  const steps = [];
  for (let i = 0; i < 3; i++) steps.push(`coins(mock) ${row}`, `nim ${heaps}`);
  const next = () => {
    if (!warming || steps.length === 0) return;
    try {
      sg.analyze(steps.shift(), { includeTo: false, typed: true, maxMoves: 41 });
    } catch {
      return; // only a warm-up: a failure shows again, with its message, on a real call
    }
    setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

// The engine starts loading with the first message: the client's
// { type: 'engine', main, rest } gives it the page's compiled modules
// (worker-client.js), so nothing is downloaded or compiled again.
let begin;
// The rest of the engine is fetched when a call first needs it (that call
// then runs again), so a view's Worker downloads no more than its page.
const ready = new Promise((resolve) => { begin = resolve; }).then(() => loadSG({ rest: 'on-demand' }));
ready.then(
  (sg) => {
    sg.onRestart((e) => self.postMessage({ type: 'restart', error: errorData(e) }));
    self.postMessage({ type: 'ready' });
    warmUp(sg);
  },
  (e) => self.postMessage({ type: 'load-error', error: errorData(e) }),
);

// Every typed array of the result (sequence values, the per-node arrays of
// analyzeEdgeList) is moved to the page, not copied.
function transferablesOf(result) {
  if (!result || typeof result !== 'object') return [];
  return [...new Set(Object.values(result).filter((v) => ArrayBuffer.isView(v)).map((v) => v.buffer))];
}

self.addEventListener('message', async (event) => {
  if (event.data?.type === 'engine') {
    useCompiled(event.data);
    begin();
    return;
  }
  begin();
  warming = false;
  const { id, method, args = [], lang = 'en' } = event.data || {};
  let sg;
  try {
    sg = await ready;
  } catch (e) {
    self.postMessage({ id, type: 'error', error: errorData(e) });
    return;
  }
  try {
    // The language's texts may be a download away; set it again after
    // waiting, since another job may have set another in between.
    await sg.setLang(lang);
    sg.setLang(lang);
    if (!METHODS.has(method)) {
      const params = { method: String(method) };
      throw Object.assign(new Error(renderMessage('api_unknown_method', params, lang)), { name: 'SGError', code: 'api_unknown_method', params });
    }
    const callArgs = Array.isArray(args) ? [...args] : [];
    const optionIndex = OPTION_INDEX[method];
    if (optionIndex !== undefined) {
      let last = -Infinity;
      const onProgress = (value) => {
        const now = performance.now();
        if (now - last >= PROGRESS_INTERVAL_MS) {
          last = now;
          self.postMessage({ id, type: 'progress', value });
        }
      };
      // Bulk values travel as typed arrays (transferred, not copied); the
      // client gives the caller the same shape sg.js would.
      callArgs[optionIndex] = { ...(callArgs[optionIndex] || {}), onProgress, ...(TYPED.has(method) ? { typed: true } : {}) };
      self.postMessage({ id, type: 'progress', value: 0 });
    }
    let result;
    try {
      result = sg[method](...callArgs);
    } catch (e) {
      if (!e?.loading) throw e;
      await sg.loadRest();
      await sg.setLang(lang);
      result = sg[method](...callArgs);
    }
    if (optionIndex !== undefined) self.postMessage({ id, type: 'progress', value: 1 });
    self.postMessage({ id, type: 'result', result }, transferablesOf(result));
  } catch (e) {
    self.postMessage({ id, type: 'error', error: errorData(e) });
  }
});
