// Work that is not the verdict (the moves list of a long position, binary
// columns, a coin row, a node table, the why card) runs after the frame
// that shows the verdict, so a keystroke in a 1000-item position paints its
// verdict first: keystroke to rendered verdict stays under 16 ms.
//
//   const rest = afterFrame(() => drawTheRest(), { quietMs: 120 });
//   rest.schedule();   // after the next frame; repeated calls coalesce
//   rest.flush();      // now, if still pending (e.g. before reading its DOM)
//   rest.cancel();
//   rest.run(later);   // schedule() when `later`, else cancel() and run now
//
// requestAnimationFrame puts the work after the next rendering update; from
// there it is posted at background priority (scheduler.postTask), below
// input and rendering, so a keystroke that arrives meanwhile is handled
// first and the work then runs once for the latest position.
// With quietMs, a schedule() that comes within quietMs of the previous one
// (typing, not a click) also waits until schedule() has not been called for
// that long: while keys come faster than that, only verdicts are drawn.
// The rest of a 1000-heap Nim position is a 10-20 ms layout (its binary
// table); drawn between two quick keystrokes, it held up the second one's
// verdict by as much (a trace of the perf e2e test).
// (An error thrown by the work rejects postTask's promise: it is reported as
// an unhandled rejection, like an error in a timer.)
// How long the panels' deferred cards wait for typing to pause.
export const REST_QUIET_MS = 120;

const post = typeof scheduler === 'object' && typeof scheduler?.postTask === 'function'
  ? (fn) => { scheduler.postTask(fn, { priority: 'background' }); }
  : (fn) => { setTimeout(fn, 0); };

// Hidden documents get no animation frames: run the work as a task then.
const nextFrame = (fn) => {
  if (typeof document === 'object' && document.visibilityState === 'hidden') setTimeout(fn, 0);
  else requestAnimationFrame(fn);
};

export function afterFrame(work, { quietMs = 0 } = {}) {
  let pending = false;
  let generation = 0;
  let askedAt = -Infinity;
  let typing = false;
  const run = (g) => {
    if (!pending || g !== generation) return;
    const quiet = performance.now() - askedAt;
    if (typing && quiet < quietMs) {
      setTimeout(() => nextFrame(() => post(() => run(g))), quietMs - quiet);
      return;
    }
    pending = false;
    work();
  };
  return {
    get pending() { return pending; },
    schedule() {
      const now = performance.now();
      typing = now - askedAt < quietMs;
      askedAt = now;
      if (pending) return;
      pending = true;
      const g = ++generation;
      nextFrame(() => post(() => run(g)));
    },
    flush() {
      if (pending) {
        pending = false;
        generation += 1;
        work();
      }
    },
    cancel() {
      pending = false;
      generation += 1;
    },
    run(later) {
      if (later) {
        this.schedule();
        return;
      }
      this.cancel();
      work();
    },
  };
}
