// Every legal move of a position (sg.moves, each with its `action`), for
// the play list and the boards: the user may make any of them, winning or
// not. The engine caps the list (LISTED_MOVES here, and its byte budget for
// long positions) and says so with complete: false.
//
//   const legal = createLegalMoves({ sg, onReady: () => redraw() });
//   legal.get('kayles 5')  // { position, status: 'ready', moves, complete }
//
// A small position is listed on the page at once. A position with big
// numbers (a Kayles row of 10^6 has half a million options, a second to
// list) is listed in a Worker: get() answers { status: 'pending' } and
// onReady() is called when the list is there. The text is not parsed here:
// its numbers are only a measure of the work.
import { SGError } from '../api/sg.js';
import { tellEngine } from '../i18n/engine-lang.js';

export const LISTED_MOVES = 500;
const SLOW_NUMBER = 20000;
const SLOW_TEXT = 4000;

const slow = (text) => text.length > SLOW_TEXT || (text.match(/\d+/g) ?? []).some((d) => d.length > 5 || Number(d) >= SLOW_NUMBER);

// lang(): the language of the engine's move names, for the Worker's engine.
export function createLegalMoves({ sg, onReady = () => {}, lang = null }) {
  let cached = null; // { position, status, moves, complete, error }
  let worker = null; // a WorkerClient of our own, made for the first slow position
  let workerFailed = false;

  const ready = (position, r) => ({ position, status: 'ready', moves: r.moves, complete: r.complete, error: null });
  const failed = (position, e) => ({ position, status: 'failed', moves: [], complete: false, error: e });

  function listHere(position) {
    try {
      return ready(position, sg.moves(position, { max: LISTED_MOVES }));
    } catch (e) {
      if (!(e instanceof SGError)) throw e;
      return failed(position, e);
    }
  }

  async function listInWorker(position) {
    try {
      if (!worker) {
        const { WorkerClient } = await import('../api/worker-client.js');
        worker ??= new WorkerClient();
      }
      if (lang) tellEngine(worker, lang());
      const r = await worker.run('moves', [position, { max: LISTED_MOVES }]);
      return ready(position, r);
    } catch (e) {
      if (e instanceof SGError && !/engine worker|unknown engine method/.test(e.message)) return failed(position, e);
      // No Worker here (a CSP, a server without CORS): list on the page.
      workerFailed = true;
      return listHere(position);
    }
  }

  function get(position) {
    if (position === null || position === undefined) return null;
    if (cached?.position === position) return cached;
    if (!slow(position) || workerFailed) {
      cached = listHere(position);
      return cached;
    }
    cached = { position, status: 'pending', moves: [], complete: false, error: null };
    listInWorker(position).then((answer) => {
      if (cached?.position !== position) return; // another position meanwhile
      cached = answer;
      onReady(answer);
    });
    return cached;
  }

  return {
    get,
    forget: () => { cached = null; },
    // Closes the Worker for good (the page that used it was replaced).
    dispose() {
      worker?.dispose();
      worker = null;
      cached = null;
    },
  };
}
