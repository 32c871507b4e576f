// A promise API over web/api/sg-worker.js, for calls that may take long:
//
//   import { WorkerClient, CancelledError } from './worker-client.js';
//   const engine = new WorkerClient();
//   const seq = await engine.run('sequence', ['nim', 100000], { onProgress: (p) => bar.value = p });
//   engine.cancel();   // terminates the worker: the running job really stops
//
// run() resolves with exactly what the same call on sg.js returns, and
// rejects with an SGError (same message and column) on bad input. cancel()
// rejects every pending job with a CancelledError and terminates the worker;
// a fresh one is started at once, ready for the next run(). A job can also be cancelled through an
// AbortSignal: run(method, args, { signal }). The games defined on the page (sg.define)
// and through run('define', [source]) are defined in the worker before each job, so every
// client knows them, and they outlive a cancel.
//
// Texts come in the client's language: new WorkerClient({ lang: 'zh' }) or
// engine.setLang('zh'). Each job carries it, so a worker started again
// after a cancel or a failure speaks it from its first job.
import { langOf, renderMessage } from './api-messages.js';
import { SGError, compiledEngine, definedGameSources } from './sg.js';

export class CancelledError extends Error {
  constructor(message = renderMessage('api_cancelled')) {
    super(message);
    this.name = 'CancelledError';
    this.cancelled = true;
  }
}

const WORKER_URL = new URL('./sg-worker.js', import.meta.url);

// A page may only start a Worker from its own origin, so a page on another
// origin that embeds <sg-playground> cannot start sg-worker.js directly. It
// can start a module Worker from a Blob it makes itself (same origin) whose
// one line imports sg-worker.js: that import is a CORS fetch, so the files
// must be served with Access-Control-Allow-Origin, and the host page's CSP
// must allow `worker-src blob: <this origin>` (README, Embedding). One Blob
// URL per script, kept for the page's life (a restart reuses it).
const blobUrls = new Map();
function startableUrl(url) {
  const here = globalThis.location?.origin;
  const target = new URL(url, globalThis.location?.href);
  if (!here || here === 'null' || target.origin === here) return url;
  if (!blobUrls.has(target.href)) {
    const source = `import ${JSON.stringify(target.href)};\n`;
    blobUrls.set(target.href, URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
  }
  return blobUrls.get(target.href);
}

function toError(data, lang = 'en') {
  if (data && data.name === 'SGError') {
    const details = data.restarted ? { restarted: true } : {};
    for (const key of ['reason', 'code', 'params', 'kind', 'limit', 'known', 'line']) if (data[key] !== undefined) details[key] = data[key];
    return new SGError(data.message, data.column ?? null, details);
  }
  const e = new Error(data && data.message ? data.message : renderMessage('api_worker_failed', {}, lang));
  if (data && data.name) e.name = data.name;
  return e;
}

// The worker always computes typed results; give callers the shape sg.js
// gives them (plain arrays unless they asked for { typed: true }).
function shapeResult(method, result, options) {
  if (options.typed || !result) return result;
  if (method === 'sequence') return { ...result, values: Array.from(result.values) };
  if (method === 'table') {
    const out = [];
    for (let i = 0; i < result.rows; i++) out.push(Array.from(result.values.subarray(i * result.cols, (i + 1) * result.cols)));
    return out;
  }
  return result;
}

export class WorkerClient {
  constructor({ url = WORKER_URL, lang = 'en' } = {}) {
    this.url = url;
    this.lang = 'en';
    this.setLang(lang);
    this.worker = null;
    this.nextId = 1;
    this.jobs = new Map(); // id -> { resolve, reject, onProgress, method, options }
    this.restartListeners = new Set();
    this.generation = 0; // how many workers were started; visible for tests
    this.definitions = new Map(); // name -> source of the games defined through run('define')
    this.applied = new Map(); // name -> source of the games the current worker has been given
  }

  // 'en' or 'zh' ('zh-CN' and the like too) for the jobs run from now on.
  setLang(next) {
    const chosen = langOf(next);
    if (!chosen) {
      const got = String(JSON.stringify(next) ?? next);
      throw new SGError(renderMessage('api_lang_option', { got }, this.lang), null, { code: 'api_lang_option', params: { got } });
    }
    this.lang = chosen;
  }

  // An error of the client itself, in its language.
  error(code, params = {}) {
    return new SGError(renderMessage(code, params, this.lang), null, { reason: renderMessage(code, params, this.lang), code, params });
  }

  // Pending + running jobs.
  get busy() {
    return this.jobs.size > 0;
  }

  ensureWorker() {
    if (this.worker) return this.worker;
    const worker = new Worker(startableUrl(this.url), { type: 'module', name: 'sg-engine' });
    this.generation += 1;
    worker.addEventListener('message', (event) => this.onMessage(event.data));
    worker.addEventListener('error', (event) => {
      // A script error while loading the worker (e.g. a missing file).
      event.preventDefault();
      this.fail(event.message ? this.error('api_worker_start_because', { reason: event.message }) : this.error('api_worker_start'));
    });
    worker.addEventListener('messageerror', () => this.fail(this.error('api_worker_unreadable')));
    // The page's compiled engine, shared instead of downloaded and compiled
    // again (a module that cannot cross is left to the worker to load).
    try {
      worker.postMessage({ type: 'engine', ...compiledEngine() });
    } catch {
      worker.postMessage({ type: 'engine', main: null, rest: null });
    }
    this.worker = worker;
    this.applied = new Map(); // a new worker knows no defined game yet
    return worker;
  }

  // Gives the worker the defined games it lacks (and forgets those gone)
  // ahead of a job: jobs run in order, and these have no job, so their
  // answers are dropped.
  syncDefinitions(worker) {
    const wanted = new Map([...definedGameSources(), ...this.definitions]);
    for (const name of this.applied.keys())
      if (!wanted.has(name)) worker.postMessage({ id: this.nextId++, method: 'forget', args: [name] });
    for (const [name, source] of wanted)
      if (this.applied.get(name) !== source) worker.postMessage({ id: this.nextId++, method: 'define', args: [source] });
    this.applied = wanted;
  }

  onMessage(data) {
    if (!data) return;
    if (data.type === 'load-error') {
      this.fail(toError(data.error, this.lang));
      return;
    }
    if (data.type === 'restart') {
      for (const listener of this.restartListeners) listener(toError(data.error, this.lang));
      return;
    }
    const job = this.jobs.get(data.id);
    if (!job) return;
    if (data.type === 'progress') {
      if (job.onProgress) job.onProgress(data.value);
    } else if (data.type === 'result') {
      this.jobs.delete(data.id);
      job.cleanup();
      if (job.method === 'define') {
        this.definitions.set(data.result.name, job.args[0]);
        this.applied.set(data.result.name, job.args[0]);
      }
      if (job.method === 'forget') {
        this.definitions.delete(job.args[0]);
        this.applied.delete(job.args[0]);
      }
      job.resolve(shapeResult(job.method, data.result, job.options));
    } else if (data.type === 'error') {
      this.jobs.delete(data.id);
      job.cleanup();
      job.reject(toError(data.error, this.lang));
    }
  }

  // Rejects every job and drops the worker (the next run starts a new one).
  fail(error) {
    this.stopWorker();
    this.rejectAll(error);
  }

  stopWorker() {
    if (this.worker) this.worker.terminate();
    this.worker = null;
  }

  rejectAll(error) {
    const jobs = [...this.jobs.values()];
    this.jobs.clear();
    for (const job of jobs) {
      job.cleanup();
      job.reject(error);
    }
  }

  // Runs sg[method](...args) in the worker. options: { onProgress(p), signal, typed }.
  run(method, args = [], options = {}) {
    const { onProgress, signal, ...rest } = options;
    if (signal && signal.aborted) return Promise.reject(new CancelledError(renderMessage('api_cancelled', {}, this.lang)));
    // Functions cannot cross to the worker: progress comes back as messages.
    const callArgs = args.map((a) => (a && typeof a === 'object' && !ArrayBuffer.isView(a) && !Array.isArray(a)
      ? Object.fromEntries(Object.entries(a).filter(([, v]) => typeof v !== 'function'))
      : a));
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      const abort = () => this.cancel();
      if (signal) signal.addEventListener('abort', abort, { once: true });
      const cleanup = () => { if (signal) signal.removeEventListener('abort', abort); };
      this.jobs.set(id, { resolve, reject, onProgress, method, args: callArgs, options: rest, cleanup });
      try {
        const worker = this.ensureWorker();
        this.syncDefinitions(worker);
        worker.postMessage({ id, method, args: callArgs, lang: this.lang });
      } catch (e) {
        this.jobs.delete(id);
        cleanup();
        reject(e instanceof Error ? e : this.error('api_worker_start_because', { reason: String(e) }));
      }
    });
  }

  // Stops everything now: terminates the worker (the computation stops for
  // real, even inside a long WASM call) and rejects every pending job with
  // a CancelledError. Returns how many jobs were cancelled.
  cancel() {
    const count = this.jobs.size;
    const hadWorker = this.worker !== null;
    this.stopWorker();
    this.rejectAll(new CancelledError(renderMessage('api_cancelled', {}, this.lang)));
    // Start the replacement now, so that it is loaded when the next job comes.
    if (hadWorker) this.ensureWorker();
    return count;
  }

  onRestart(listener) {
    this.restartListeners.add(listener);
    return () => this.restartListeners.delete(listener);
  }

  // Releases the worker for good (until the next run()).
  dispose() {
    this.stopWorker();
    this.rejectAll(new CancelledError(renderMessage('api_worker_closed', {}, this.lang)));
  }
}
