// The computer's move for the play controls (web/kit/play/play.js), and exactly
// how it was chosen, so that the page claims no more than what was done.
//
//   const computer = createComputer(sg);
//   const choice = await computer.choose('kayles 3 3');
//   // { move, to, action, reason, fallback, kind }
//
// sg.bestMove plays the fastest win, or the longest delay when lost, or
// keeps a draw, and says which in `reason`. Its remoteness search can take
// seconds, so it runs in a Worker of its own with a time limit. Past the
// limit, or where no Worker can run, the computer chooses on the page:
// `fallback` then says why ('time-limit', 'worker-error' or 'no-worker'),
// `reason` is null, and `kind` says what it played instead ('win': a move
// to a P position; 'least': every move loses and this one takes the least
// off the board; 'exact': sg.bestMove itself, on the page, for a game that
// may cycle, with its reason).
import { SGError } from '../../api/sg.js';
import { t } from '../../i18n/i18n.js';
import { tellEngine } from '../../i18n/engine-lang.js';

export const BEST_MOVE_MS = 2500;
const OPTIONS_LOOKED_AT = 2000;

// How much a move takes off the board, read from its action: tokens taken
// or moved, coins turned; a cut, split, merge or slide counts as one.
function takenBy(action) {
  if (!action) return Infinity;
  if (action.kind === 'turns') return action.parts.reduce((sum, a) => sum + takenBy(a), 0);
  if ('amount' in action) return Number(action.amount);
  if (action.kind === 'turn') return action.coins.length;
  return 1;
}

async function startWorker() {
  const { WorkerClient } = await import('../../api/worker-client.js');
  return new WorkerClient();
}

// options: lang() names the language the Worker's engine speaks (its
// reasons are shown); for tests, makeWorker() resolves to a WorkerClient-
// like object ({ run(method, args), cancel() }) and limitMs is the time limit.
export function createComputer(sg, { makeWorker = startWorker, limitMs = BEST_MOVE_MS, lang = null } = {}) {
  let worker = null;
  let workerState = 'unknown'; // 'unsupported' once a Worker failed to start

  async function choose(pos) {
    if (workerState !== 'unsupported') {
      let timedOut = false;
      const timeout = setTimeout(() => { timedOut = true; worker?.cancel(); }, limitMs);
      try {
        worker ??= await makeWorker();
        if (lang) tellEngine(worker, lang());
        const best = await worker.run('bestMove', [pos]);
        return { ...best, fallback: null, kind: 'exact' };
      } catch (e) {
        if (e?.cancelled && timedOut) return { ...onPage(pos, 'time-limit'), limitMs };
        if (e?.restarted) return onPage(pos, 'worker-error');
        if (e instanceof SGError && !/engine worker|unknown engine method/.test(e.message)) throw e;
        // The Worker cannot start here (a CSP, a server without CORS):
        // say so once, and stop trying.
        workerState = 'unsupported';
        console.info(`SG Playground: the engine Worker is not available (${e?.message ?? e}); the computer's moves are chosen on the page's main thread.`);
      } finally {
        clearTimeout(timeout);
      }
    }
    return onPage(pos, 'no-worker');
  }

  // On the page: perfect for the outcome (a move to a P position whenever
  // there is one), but not measured for speed.
  function onPage(pos, fallback) {
    const analysis = sg.analyze(pos, { parts: false });
    // With cycles a move to P may never end the game: only the engine's
    // remoteness play is exact there, so do not guess.
    if (analysis.mayCycle) return { ...sg.bestMove(pos), fallback, kind: 'exact' };
    if (analysis.winningMoves.length) {
      const m = analysis.winningMoves[0];
      return { move: m.move, to: m.to, action: m.action, reason: null, fallback, kind: 'win' };
    }
    const { options } = sg.explain(pos, { maxOptions: OPTIONS_LOOKED_AT });
    if (!options.length) throw new SGError(t('play.noMove'));
    // Lost anyway: take as little off the board as possible, to last longer.
    const best = options.reduce((a, b) => (takenBy(b.action) < takenBy(a.action) ? b : a));
    return { move: best.move, to: best.to, action: best.action, reason: null, fallback, kind: 'least' };
  }

  // Closes the Worker for good (the page that used it was replaced).
  function dispose() {
    worker?.dispose?.();
    worker = null;
  }

  return { choose, dispose };
}

// What the computer's choice claims, in a sentence: the engine's own reason,
// or what it did instead and why. tr: the language's t() (web/i18n/i18n.js).
export function choiceText(choice, tr = t) {
  if (!choice.fallback || choice.kind === 'exact') return choice.reason ?? '';
  // play.fallback.time-limit, play.fallback.worker-error, play.fallback.no-worker
  const why = tr(`play.fallback.${choice.fallback}`, { seconds: (choice.limitMs ?? BEST_MOVE_MS) / 1000 });
  return tr(choice.kind === 'win' ? 'play.choice.win' : 'play.choice.least', { why });
}
