// Waiting until a page has done everything an input set off, instead of a
// fixed pause: a test that then asserts that nothing happened (no payload
// ran, no error) holds only once the page has really finished.
//
//   await watchWork(context);       before the page loads
//   await quiet(page);              after each input
//
// The page's pending work is counted in the page itself: timers of up to a
// second (debounced input, the computer's reply), animation frames, fetches
// in flight, images and frames still loading, and Worker requests without their answer (web/api/worker-client.js
// sends { id, method }; sg-worker.js answers each id with a result or an
// error). quiet() resolves when none is left and the DOM has not changed
// for two frames. Longer timers (a notice cleared after 3 s, an object URL
// revoked) do nothing a test observes, so they are not waited for.

const SHORT_TIMER_MS = 1000;

function probe(shortMs) {
  let pending = 0;
  const done = () => { pending -= 1; };
  const timers = new Set();
  const { setTimeout: set, clearTimeout: clear, requestAnimationFrame: raf, cancelAnimationFrame: caf, fetch } = window;
  window.setTimeout = function (fn, ms, ...rest) {
    if (!(Number(ms) <= shortMs) || typeof fn !== 'function') return set.call(window, fn, ms, ...rest);
    pending += 1;
    const id = set.call(window, (...a) => { timers.delete(id); done(); fn(...a); }, ms, ...rest);
    timers.add(id);
    return id;
  };
  window.clearTimeout = function (id) {
    if (timers.delete(id)) done();
    return clear.call(window, id);
  };
  const frames = new Set();
  window.requestAnimationFrame = function (fn) {
    pending += 1;
    const id = raf.call(window, (t) => { frames.delete(id); done(); fn(t); });
    frames.add(id);
    return id;
  };
  window.cancelAnimationFrame = function (id) {
    if (frames.delete(id)) done();
    return caf.call(window, id);
  };
  window.fetch = function (...args) {
    pending += 1;
    return fetch.apply(window, args).finally(done);
  };
  const Base = window.Worker;
  window.Worker = class extends Base {
    #open = new Set();
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => {
        const { id, type } = e.data || {};
        if ((type === 'result' || type === 'error') && this.#open.delete(id)) done();
      });
    }
    postMessage(message, ...rest) {
      if (message && message.id !== undefined && message.method && !this.#open.has(message.id)) {
        this.#open.add(message.id);
        pending += 1;
      }
      return super.postMessage(message, ...rest);
    }
    terminate() {
      pending -= this.#open.size;
      this.#open.clear();
      return super.terminate();
    }
  };
  let changedAt = 0;
  let frame = 0;
  const tick = () => { frame += 1; raf.call(window, tick); };
  raf.call(window, tick);
  // An image or frame added runs its handlers when it loads or fails (the
  // way an injected <img onerror> would run): wait for that too.
  const loading = new WeakSet();
  const watchLoad = (node) => {
    if (!(node instanceof HTMLImageElement || node instanceof HTMLIFrameElement) || loading.has(node)) return;
    if (node instanceof HTMLImageElement && (node.complete || !node.getAttribute('src'))) return;
    loading.add(node);
    pending += 1;
    let open = true;
    const end = () => { if (open) { open = false; done(); } };
    node.addEventListener('load', end, { once: true });
    node.addEventListener('error', end, { once: true });
    set.call(window, end, 5000); // a frame that never loads must not hang the test
  };
  new MutationObserver((records) => {
    changedAt = frame;
    for (const r of records) {
      for (const node of r.addedNodes) {
        if (node.nodeType !== 1) continue;
        watchLoad(node);
        node.querySelectorAll('img, iframe').forEach(watchLoad);
      }
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  window.__sgQuiet = () => pending === 0 && frame - changedAt >= 2 && !document.querySelector('main[aria-busy="true"]');
  window.__sgPending = () => ({ pending, framesSinceChange: frame - changedAt, busy: !!document.querySelector('main[aria-busy="true"]') });
}

// Counts the page's work in every page of the context from now on.
export async function watchWork(context) {
  await context.addInitScript(probe, SHORT_TIMER_MS);
}

// Resolves once the page has no work pending and has stopped changing;
// fails after `timeout` ms with what is still pending.
export async function quiet(page, { timeout = 15000 } = {}) {
  try {
    await page.waitForFunction(() => window.__sgQuiet?.() === true, null, { timeout, polling: 'raf' });
  } catch (e) {
    const state = await page.evaluate(() => window.__sgPending?.() ?? 'no probe: call watchWork(context) first').catch(() => 'closed');
    throw new Error(`the page did not come to rest within ${timeout} ms: ${JSON.stringify(state)}`, { cause: e });
  }
}
