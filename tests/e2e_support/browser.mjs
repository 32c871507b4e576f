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

// Starts the static server on a free port (serving `root`, the repository
// by default) and launches Chromium (a fresh profile each time). Call
// close() when done.
export async function startSession({ root = repoRoot } = {}) {
  const server = await startServer({ root, port: 0 });
  let browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  } catch (e) {
    await server.close();
    throw e;
  }
  return {
    url: server.url,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

// Opens a page and records every console error, uncaught exception and
// failed request, so that a test can assert there were none.
export async function openPage(session, { path = '', viewport = VIEWPORTS.desktop, colorScheme = 'light', reducedMotion = 'reduce' } = {}) {
  const context = await session.browser.newContext({ viewport, colorScheme, reducedMotion, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()} ${req.failure()?.errorText ?? ''}`));
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  await page.goto(session.url + path);
  return { page, context, problems };
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

export async function screenshot(page, name) {
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
// h.session is startSession()'s { url, browser } once `before` has run.
export function browserHarness({ before, after, afterEach }) {
  let session = null;
  const contexts = [];
  before(async () => { session = await startSession(); });
  after(async () => { await session?.close(); });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });
  const track = (context) => {
    contexts.push(context);
    return context;
  };
  return {
    get session() { return session; },
    track,
    newContext: async (options = {}) => track(await session.browser.newContext(options)),
    async openPage(options = {}) {
      const opened = await openPage(session, options);
      track(opened.context);
      return opened;
    },
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
