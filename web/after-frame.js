// Work that is not the verdict (the moves list of a long position, binary
// columns, a coin row, a node table, the why card) runs after the frame
// that shows the verdict, so a keystroke in a 1000-item position paints its
// verdict first (issue #9: keystroke to rendered verdict under 16 ms).
//
//   const rest = afterFrame(() => drawTheRest());
//   rest.schedule();   // after the next frame; repeated calls coalesce
//   rest.flush();      // now, if still pending (e.g. before reading its DOM)
//   rest.cancel();
//
// requestAnimationFrame puts the work after the next rendering update; from
// there it is posted at background priority (scheduler.postTask), below
// input and rendering, so a keystroke that arrives meanwhile is handled
// first and the work then runs once for the latest position.
// (An error thrown by the work rejects postTask's promise: it is reported as
// an unhandled rejection, like an error in a timer.)
const post = typeof scheduler === 'object' && typeof scheduler?.postTask === 'function'
  ? (fn) => { scheduler.postTask(fn, { priority: 'background' }); }
  : (fn) => { setTimeout(fn, 0); };

// Hidden documents get no animation frames: run the work as a task then.
const nextFrame = (fn) => {
  if (typeof document === 'object' && document.visibilityState === 'hidden') setTimeout(fn, 0);
  else requestAnimationFrame(fn);
};

export function afterFrame(work) {
  let pending = false;
  let generation = 0;
  const run = (g) => {
    if (!pending || g !== generation) return;
    pending = false;
    work();
  };
  return {
    get pending() { return pending; },
    schedule() {
      if (pending) return;
      pending = true;
      const g = ++generation;
      nextFrame(() => post(() => run(g)));
    },
    flush() {
      if (pending) run(generation);
    },
    cancel() {
      pending = false;
      generation += 1;
    },
  };
}
