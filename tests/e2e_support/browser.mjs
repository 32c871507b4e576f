// Shared helpers for the browser end-to-end tests (kept outside tests/e2e,
// because `node --test tests/e2e/` runs every file in that directory).
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { repoRoot, startServer } from '../../scripts/static-server.mjs';

export const CHROMIUM = process.env.SG_CHROMIUM || '/usr/bin/chromium';
// Without the background-networking flags headless Chromium floods a closed
// network with failing connections, and pages wait on them.
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
export const resultsDir = join(repoRoot, 'test-results');

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 360, height: 740 },
};

// The page a pooled tab is parked on between tests (see PagePool.reset).
const BETWEEN_TESTS = 'tests/e2e_support/blank.html';

// Starts the static server on a free port (serving `root`, the repository
// by default) and launches Chromium (a fresh profile each time). Call
// close() when done. The session keeps a pool of pages that openPage()
// lends and recycle() takes back (see PagePool).
// The files do not change during a run, so the server lets the browser
// keep them for an hour: a page load takes its ~70 files from the cache
// instead of revalidating each one (scripts/static-server.mjs).
export async function startSession({ root = repoRoot } = {}) {
  const server = await startServer({ root, port: 0, cacheControl: 'max-age=3600' });
  let browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  } catch (e) {
    await server.close();
    throw e;
  }
  const pool = new PagePool(browser, root === repoRoot ? server.url + BETWEEN_TESTS : 'about:blank');
  return {
    url: server.url,
    browser,
    pool,
    // Takes back every page lent since the last call (after each test).
    recycle: () => pool.recycle(),
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

// Opens a page and records every console error, uncaught exception and
// failed request, so that a test can assert there were none. The page comes
// from the session's pool: a fresh context's first page costs a renderer
// process and a WASM compile (about 1 s of CPU), a reused one navigates.
export async function openPage(session, { path = '', viewport = VIEWPORTS.desktop, colorScheme = 'light', reducedMotion = 'reduce', locale } = {}) {
  const lent = await session.pool.lend(locale);
  await lent.page.setViewportSize(viewport);
  await lent.page.emulateMedia({ media: null, colorScheme, reducedMotion, forcedColors: null });
  const problems = [];
  lent.problems = problems;
  await lent.page.goto(session.url + path);
  return { page: lent.page, context: lent.context, problems };
}

// Context and page methods whose effect outlives a navigation: a test that
// calls one gets its page closed afterwards instead of reused.
const LASTING = {
  context: ['addInitScript', 'exposeBinding', 'exposeFunction', 'route', 'routeFromHAR', 'routeWebSocket',
    'setExtraHTTPHeaders', 'setGeolocation', 'grantPermissions', 'setOffline', 'setHTTPCredentials',
    'newPage', 'setDefaultTimeout', 'setDefaultNavigationTimeout', 'addCookies'],
  page: ['addInitScript', 'exposeBinding', 'exposeFunction', 'route', 'routeFromHAR', 'routeWebSocket',
    'setExtraHTTPHeaders', 'setDefaultTimeout', 'setDefaultNavigationTimeout', 'addLocatorHandler'],
  clock: ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'],
};

// Pages lent to tests and taken back between them. A page is reused only
// when nothing of the last test can reach the next: storage cleared and
// seen empty, no cookies, no lasting method called, its listeners removed,
// and a full navigation to a blank page in between. The blank page is on
// the tests' origin: about:blank would start a new renderer process for
// every test, which parses the page's modules and compiles the engine again.
class PagePool {
  constructor(browser, blank) {
    this.browser = browser;
    this.blank = blank;
    this.idle = [];
    this.lent = [];
  }

  // The locale is fixed when a context is made (navigator.language and
  // Accept-Language), so idle pages are kept per locale (none: the browser's).
  async lend(locale) {
    const at = this.idle.findIndex((one) => one.locale === locale);
    const lent = at >= 0 ? this.idle.splice(at, 1)[0] : await this.create(locale);
    this.lent.push(lent);
    return lent;
  }

  async create(locale) {
    const context = await this.browser.newContext({
      viewport: VIEWPORTS.desktop, colorScheme: 'light', reducedMotion: 'reduce', deviceScaleFactor: 1, ...(locale ? { locale } : {}),
    });
    const page = await context.newPage();
    const lent = { context, page, locale, problems: [], tainted: false, listeners: [], close: context.close.bind(context) };
    // A test's own clean-up closes "its" context: the pool decides instead.
    context.close = async () => {};
    page.on('console', (msg) => {
      if (msg.type() === 'error') lent.problems.push(`console error: ${msg.text()}`);
    });
    page.on('pageerror', (err) => lent.problems.push(`page error: ${err.message}`));
    page.on('requestfailed', (req) => lent.problems.push(`request failed: ${req.url()} ${req.failure()?.errorText ?? ''}`));
    page.on('response', (res) => {
      if (res.status() >= 400) lent.problems.push(`HTTP ${res.status()}: ${res.url()}`);
    });
    const taint = (target, names) => {
      for (const name of names) {
        const original = target[name]?.bind(target);
        if (original) target[name] = (...args) => { lent.tainted = true; return original(...args); };
      }
    };
    taint(context, LASTING.context);
    taint(page, LASTING.page);
    taint(page.clock, LASTING.clock);
    // The test's own listeners go when the page is taken back.
    for (const name of ['on', 'once', 'addListener', 'prependListener']) {
      const original = page[name].bind(page);
      page[name] = (event, fn) => { lent.listeners.push([event, fn]); return original(event, fn); };
    }
    return lent;
  }

  async recycle() {
    const lent = this.lent.splice(0);
    await Promise.all(lent.map(async (one) => {
      if (await this.reset(one)) this.idle.push(one);
      else await one.close().catch(() => {});
    }));
  }

  async reset(lent) {
    const { context, page } = lent;
    if (lent.tainted || page.isClosed() || context.pages().length !== 1) return false;
    for (const [event, fn] of lent.listeners.splice(0)) page.removeListener(event, fn);
    try {
      await within(page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); }), 3000);
      await within(page.goto(this.blank), 5000);
      await context.clearCookies();
      const state = await context.storageState();
      return state.origins.length === 0 && state.cookies.length === 0;
    } catch {
      return false;
    }
  }
}

function within(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms); });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// Waits until the engine has loaded and the Nim panel shows a verdict; if
// the page reports that the engine failed to load, fails with its message.
export async function waitForApp(page) {
  const ready = page.locator('.nim-panel .verdict-badge, .failure').first();
  await ready.waitFor();
  if (await ready.evaluate((n) => n.classList.contains('failure'))) {
    const text = await ready.textContent();
    const hint = /eval|Content Security Policy/i.test(text)
      ? ' (the WASM glue uses eval/new Function, which the page CSP forbids: link sg_module with -sDYNAMIC_EXECUTION=0)'
      : '';
    throw new Error(`the page could not load the engine: ${text}${hint}`);
  }
}

// Screenshots are for looking at, never compared: SG_SCREENSHOTS=0 (the
// whole suite's default, scripts/test.sh) skips them and returns null.
export const SHOOTING = process.env.SG_SCREENSHOTS !== '0';

export async function screenshot(page, name) {
  if (!SHOOTING) return null;
  await mkdir(resultsDir, { recursive: true });
  const path = join(resultsDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

// The shared set-up of every browser e2e file: one browser and one server
// per file (node:test's before/after), and every browser context a test
// opens through the harness closed after that test. Pass node:test's hooks:
//   const h = browserHarness({ before, after, afterEach });
//   const { page, problems } = await h.openPage({ path: '#nim' });
//   const context = await h.newContext({ viewport });   // closed after the test
//   await h.recycle();   // in a loop over views: done with the pages lent so far
// h.session is startSession()'s { url, browser } once `before` has run.
export function browserHarness({ before, after, afterEach }) {
  let session = null;
  const contexts = [];
  before(async () => { session = await startSession(); });
  after(async () => { await session?.close(); });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
    await session?.recycle();
  });
  const track = (context) => {
    contexts.push(context);
    return context;
  };
  return {
    get session() { return session; },
    track,
    newContext: async (options = {}) => track(await session.browser.newContext(options)),
    openPage: (options = {}) => openPage(session, options),
    // Takes back every page lent so far, for a test that visits many views
    // one after another: the next openPage() navigates a page kept warm.
    recycle: () => session.recycle(),
  };
}

// A panel's e2e file: browserHarness plus `open(position)`, which loads
// `#<panelId>?p=...` and waits for the panel's verdict (or a failure
// notice); `assertNoProblems()` checks the page opened last had no console
// errors, page errors or failed requests.
export function panelHarness(panelId, panelClass, hooks) {
  const harness = browserHarness(hooks);
  let opened = null;
  return {
    harness,
    async open(position = null, options = {}) {
      const hash = position === null ? `#${panelId}` : `#${panelId}?p=${encodeURIComponent(position)}`;
      opened = await harness.openPage({ ...options, path: hash });
      const { page } = opened;
      await page.locator(`.${panelClass} .verdict-badge:not(:text-is("?")), .failure`).first().waitFor();
      return page;
    },
    assertNoProblems: () => assert.deepEqual(opened.problems, [], 'console errors, page errors or failed requests'),
  };
}
