// Browser end-to-end tests of the playground page and its Nim panel, in
// headless Chromium (playwright-core, /usr/bin/chromium).
// Run: node --test --test-concurrency=1 tests/e2e/
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { openPage, screenshot, startSession, VIEWPORTS, waitForApp } from '../../e2e_support/browser.mjs';

let session;
let opened = null; // { page, context, problems } of the running test

before(async () => {
  session = await startSession();
});
after(async () => {
  await session?.close();
});
afterEach(async () => {
  await session?.recycle();
  opened = null;
});

async function open(options = {}) {
  opened = await openPage(session, options);
  if (options.wait !== false) await waitForApp(opened.page);
  return opened.page;
}

// A page in a context of its own, closed afterwards: for tests that
// intercept or throttle the engine's files, which a lent page must not keep.
async function inFreshPage(viewport, run) {
  const context = await session.browser.newContext({ viewport });
  try {
    return await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

// Every test that does not provoke errors on purpose ends with this.
function assertNoProblems() {
  assert.deepEqual(opened.problems, [], 'console errors, page errors or failed requests');
}

const ui = (page) => ({
  input: page.getByLabel('Position in SG notation'),
  badge: page.locator('.verdict-badge'),
  headline: page.locator('.verdict-headline'),
  grundy: page.locator('.verdict-grundy .stat-value'),
  decidedBy: page.locator('.decided-text'),
  moves: page.locator('.move-list .move'),
  movesCount: page.locator('.moves-card .count'),
  error: page.locator('.input-error'),
  misere: page.getByRole('switch', { name: 'Misère play' }),
  heaps: page.locator('.heap-editor .heap:not(.heap-more)'),
  xorRow: page.locator('.binary-table tfoot .xor-row'),
});

async function typePosition(page, text) {
  const { input } = ui(page);
  await input.fill(text);
}

describe('page shell', () => {
  test('loads the engine once, with the CSP, navigation and no console errors', async () => {
    const requests = [];
    const page = await open({ wait: false });
    page.on('request', (r) => requests.push(r.url()));
    await waitForApp(page);
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'/);
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /style-src 'self'/);
    assert.match(csp, /worker-src 'self'/);
    assert.equal(await page.locator('h1.panel-title').textContent(), 'Nim');
    const link = page.getByRole('link', { name: 'Nim' });
    assert.equal(await link.getAttribute('aria-current'), 'page');
    assert.equal(await page.locator('.site-header .brand-name').textContent(), 'SG Playground');
    assert.equal(await page.locator('footer').count(), 1);
    assert.match(await page.title(), /Nim · SG Playground/);
    // Default position shows at once.
    assert.equal(await ui(page).input.inputValue(), 'nim 3 4 5');
    assert.equal(await ui(page).badge.textContent(), 'N');
    await typePosition(page, 'nim 1 2 3');
    await page.locator('.nim-panel .verdict-badge', { hasText: 'P' }).waitFor();
    assert.equal(requests.filter((u) => u.endsWith('.wasm')).length, 0, 'the WASM is not fetched again');
    // No inline style attributes in the markup the page builds (CSP-friendly).
    assert.equal(await page.locator('[style]:not(.heap-fill)').count(), 0);
    assertNoProblems();
  });

  test('the theme button cycles auto, light and dark, and remembers the choice', async () => {
    const page = await open({ colorScheme: 'light' });
    const button = page.locator('.theme-toggle');
    const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await bg();
    await button.click(); // -> light
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
    await button.click(); // -> dark
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    assert.notEqual(await bg(), light);
    await page.reload();
    await waitForApp(page);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    await page.locator('.theme-toggle').click(); // -> auto
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme ?? 'auto'), 'auto');
    assert.equal(await bg(), light);
    assertNoProblems();
  });

  test('a failed engine load shows a clear message', () => inFreshPage(VIEWPORTS.desktop, async (page) => {
    await page.route('**/sg_core.wasm', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto(session.url);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.match(await alert.textContent(), /The engine could not be loaded/);
    assert.match(await alert.textContent(), /HTTP 404/);
    assert.equal(await page.getByRole('button', { name: 'Try again' }).count(), 1);
  }));

  // A slow network (CDP throttling), so that the engine's first file takes
  // seconds: the page names it and counts its kilobytes as they come (of
  // the whole when the server sends its size), in each language.
  for (const [lang, words] of [['en', /^sg_core\.wasm: (\d+)( of \d+)? KB$/], ['zh', /^sg_core\.wasm：已下载 (\d+)( \/ \d+)? KB$/]]) {
    test(`while the engine downloads, the page says which file and how much (${lang})`, () => inFreshPage(VIEWPORTS.phone, async (page, context) => {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 64 * 1024, uploadThroughput: 64 * 1024 });
      await page.goto(`${session.url}?lang=${lang}`);
      // The status and its aria-live are read together: once the file has
      // come, the status is gone, and a later read would find nothing.
      const progress = async (above) => (await page.waitForFunction(([source, least]) => {
        const status = document.querySelector('#app .loading .loading-progress');
        const m = new RegExp(source).exec(status?.textContent ?? '');
        return m && Number(m[1]) > least ? { text: status.textContent, live: status.getAttribute('aria-live') } : null;
      }, [words.source, above], { timeout: 60_000 })).jsonValue();
      const first = await progress(0);
      const later = await progress(Number(words.exec(first.text)[1]));
      assert.ok(Number(words.exec(later.text)[1]) > Number(words.exec(first.text)[1]), `${first.text}, then ${later.text}`);
      // The status keeps its one sentence for screen readers.
      assert.deepEqual([first.live, later.live], ['off', 'off']);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await waitForApp(page);
      assert.equal(await page.locator('.loading').count(), 0);
    }));
  }

  test('onProgress gives a file\'s size when the server sends it', () => inFreshPage(VIEWPORTS.desktop, async (page) => {
    await page.route('**/sg_core.zh.txt', async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      await route.fulfill({ response, body, headers: { ...response.headers(), 'content-length': String(body.length) } });
    });
    await page.goto(session.url);
    await waitForApp(page);
    // The Chinese texts are a download of their own, made on first use.
    const events = await page.evaluate(async () => {
      const { loadSG } = await import('./web/api/sg.js');
      const seen = [];
      await loadSG({ lang: 'zh', onProgress: (e) => seen.push(e) });
      return seen.filter((e) => e.file === 'sg_core.zh.txt');
    });
    assert.ok(events.length >= 1);
    const last = events.at(-1);
    assert.ok(last.total > 1000);
    assert.equal(last.loaded, last.total);
    for (let i = 1; i < events.length; i++) assert.ok(events[i].loaded > events[i - 1].loaded);
  }));

  test('an engine file the server never answers for is named in the message', () => inFreshPage(VIEWPORTS.desktop, async (page) => {
    await page.route('**/sg_core.wasm', (route) => route.abort('connectionreset'));
    await page.goto(session.url);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.match(await alert.textContent(), /The engine could not be loaded/);
    assert.match(await alert.textContent(), /could not load \S*sg_core\.wasm: no answer from the server/);
  }));

  test('the engine restarting is reported once', async () => {
    const page = await open();
    // The page and this dynamic import share one engine (same module URL).
    const restarted = await page.evaluate(async () => {
      const { loadSG } = await import('./web/api/sg.js');
      const sg = await loadSG();
      try { sg._forceAbort(); } catch (e) { return e.restarted === true; }
      return false;
    });
    assert.equal(restarted, true);
    const notice = page.locator('.notice-warning');
    await notice.waitFor();
    assert.match(await notice.textContent(), /restarted/);
    // The page keeps working, and a second restart does not repeat the notice.
    await typePosition(page, 'nim 1 2 3');
    assert.equal(await ui(page).badge.textContent(), 'P');
    // The page's listener was registered first, so it has run when this
    // one is called: the second restart has been reported, or not, by then.
    await page.evaluate(async () => {
      const { loadSG } = await import('./web/api/sg.js');
      const sg = await loadSG();
      const told = new Promise((resolve) => sg.onRestart(resolve));
      try { sg._forceAbort(); } catch { /* expected */ }
      await told;
    });
    assert.equal(await page.locator('.notice-warning').count(), 1);
    await page.getByRole('button', { name: 'Dismiss this notice' }).click();
    assert.equal(await page.locator('.notice').count(), 0);
    assertNoProblems();
  });
});

describe('Nim panel', () => {
  test('a game beyond Nim typed before the rest of the engine arrives is answered when it does', async () => {
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    await inFreshPage(VIEWPORTS.desktop, async (page) => {
      await page.route('**/sg_core.rest.wasm', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(session.url);
      await waitForApp(page);
      const u = ui(page);
      await u.input.fill('nim 2 + kayles 3');
      // The first file holds Nim only: the panel says the rest is on its way.
      await page.locator('.nim-panel').getByText(/still loading/).first().waitFor();
      release();
      // No further input: the panel analyses again once the second file is in.
      await page.waitForFunction(() => document.querySelector('.nim-panel .verdict-grundy .stat-value')?.textContent === '1');
      assert.equal(await u.grundy.textContent(), '1');
      assert.equal(await page.locator('.nim-panel .stale-note:not([hidden])').count(), 0);
    });
  });

  test('typing shows the verdict; clicking a winning move plays it', async () => {
    const page = await open();
    const u = ui(page);
    await u.input.fill('');
    await u.input.pressSequentially('nim 3 4 5');
    assert.equal(await u.badge.textContent(), 'N');
    assert.equal(await u.headline.textContent(), 'The player to move wins');
    assert.equal(await u.grundy.textContent(), '2');
    assert.match(await u.decidedBy.textContent(), /Bouton/);
    assert.equal(await u.moves.count(), 1);
    assert.equal(await u.movesCount.textContent(), '1');
    assert.match(await u.moves.first().textContent(), /Take 2 from heap 1/);
    assert.match(await u.moves.first().textContent(), /nim 1 4 5/);

    await u.moves.first().click();
    assert.equal(await u.input.inputValue(), 'nim 1 4 5');
    assert.equal(await u.badge.textContent(), 'P');
    assert.equal(await u.headline.textContent(), 'The player to move loses');
    assert.equal(await u.grundy.textContent(), '0');
    assert.equal(await u.moves.count(), 0);
    assert.match(await page.locator('.moves-body').textContent(), /every move leaves a position in which the opponent wins/);
    // The URL records the position.
    await page.waitForFunction(() => decodeURIComponent(location.hash) === '#nim?p=nim 1 4 5');

    // Undo brings the previous position back.
    await page.getByRole('button', { name: 'Undo move' }).click();
    assert.equal(await u.input.inputValue(), 'nim 3 4 5');
    assert.equal(await page.getByRole('button', { name: 'Undo move' }).count(), 0);
    assertNoProblems();
  });

  test('every winning move is listed, and each leads to a P-position', async () => {
    const page = await open();
    const u = ui(page);
    await typePosition(page, 'nim 7 11 13 14');
    const heaps = [7, 11, 13, 14];
    const t = heaps.reduce((a, b) => a ^ b);
    const expected = heaps.flatMap((h, i) => ((h ^ t) < h ? [`nim ${heaps.map((x, j) => (j === i ? h ^ t : x)).join(' ')}`] : []));
    assert.equal(await u.moves.count(), expected.length);
    const shown = await page.locator('.move-list .move-to code').allTextContents();
    assert.deepEqual(shown.sort(), expected.sort());
    await u.moves.nth(expected.length - 1).click();
    assert.equal(await u.badge.textContent(), 'P');
    assertNoProblems();
  });

  test('a winning move can be played from the keyboard', async () => {
    const page = await open();
    const u = ui(page);
    await typePosition(page, 'nim 3 4 5');
    await u.moves.first().focus();
    await page.keyboard.press('Enter');
    assert.equal(await u.input.inputValue(), 'nim 1 4 5');
    // Focus lands on the moves heading, ready for the next Tab.
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Winning moves');
    assertNoProblems();
  });

  test('the heap buttons edit the text', async () => {
    const page = await open();
    const u = ui(page);
    await typePosition(page, 'nim 3 4 5');
    assert.equal(await u.heaps.count(), 3);
    await page.getByRole('button', { name: 'Add one to heap 1' }).click();
    assert.equal(await u.input.inputValue(), 'nim 4 4 5');
    assert.equal(await u.grundy.textContent(), '5');
    await page.getByRole('button', { name: 'Take one from heap 3' }).click();
    assert.equal(await u.input.inputValue(), 'nim 4 4 4');
    await page.getByRole('button', { name: 'Add a heap' }).click();
    assert.equal(await u.input.inputValue(), 'nim 4 4 4 1');
    assert.equal(await u.heaps.count(), 4);
    await page.getByRole('button', { name: 'Remove heap 2' }).click();
    assert.equal(await u.input.inputValue(), 'nim 4 4 1');
    assert.equal(await u.badge.textContent(), 'N');
    await page.getByRole('button', { name: 'Remove heap 3' }).click();
    assert.equal(await u.input.inputValue(), 'nim 4 4');
    assert.equal(await u.badge.textContent(), 'P');
    // Keyboard: focus stays on the button after it re-renders.
    const plus = page.getByRole('button', { name: 'Add one to heap 2' });
    await plus.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    assert.equal(await u.input.inputValue(), 'nim 4 6');
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'Add one to heap 2');
    // Taking the last token disables "take one".
    await typePosition(page, 'nim 1');
    await page.getByRole('button', { name: 'Take one from heap 1' }).click();
    assert.equal(await u.input.inputValue(), 'nim 0');
    assert.equal(await page.getByRole('button', { name: 'Take one from heap 1' }).isDisabled(), true);
    assert.match(await page.locator('.moves-body').textContent(), /cannot move and loses/);
    // Heaps of a sum are edited in their own component.
    await typePosition(page, 'nim 3 + nim 4 5');
    await page.getByRole('button', { name: 'Add one to heap 2 of component 2' }).click();
    assert.equal(await u.input.inputValue(), 'nim 3 + nim 4 6');
    await page.getByRole('button', { name: 'Add a heap to component 1' }).click();
    assert.equal(await u.input.inputValue(), 'nim 3 1 + nim 4 6');
    assertNoProblems();
  });

  test('the misère toggle adds and removes the prefix, and the engine’s misère strategy follows', async () => {
    const page = await open();
    const u = ui(page);
    await typePosition(page, 'nim 1 1 1');
    assert.equal(await u.misere.isChecked(), false);
    assert.equal(await u.badge.textContent(), 'N');
    await u.misere.check();
    assert.equal(await u.input.inputValue(), 'misere: nim 1 1 1');
    assert.equal(await u.badge.textContent(), 'P');
    assert.equal(await u.grundy.textContent(), '—');
    assert.match(await u.decidedBy.textContent(), /misère Nim/);
    await u.misere.uncheck();
    assert.equal(await u.input.inputValue(), 'nim 1 1 1');
    assert.equal(await u.badge.textContent(), 'N');

    // Misère strategy: leave an odd number of 1-heaps, not a nim-sum of 0.
    await typePosition(page, 'nim 3 1 1');
    assert.deepEqual(await page.locator('.move-list .move-to code').allTextContents(), ['nim 0 1 1']);
    await u.misere.check();
    assert.equal(await u.input.inputValue(), 'misere: nim 3 1 1');
    assert.deepEqual(await page.locator('.move-list .move-to code').allTextContents(), ['misere: nim 1 1 1']);
    await u.moves.first().click();
    assert.equal(await u.badge.textContent(), 'P');
    assert.match(await page.locator('.conclusion').textContent(), /number of 1-heaps is even/);

    // Typing the prefix by hand moves the switch; so does "normal:".
    await typePosition(page, 'Misère: nim 2 2');
    assert.equal(await u.misere.isChecked(), true);
    await u.misere.uncheck();
    assert.equal(await u.input.inputValue(), 'nim 2 2');
    await typePosition(page, 'normal: nim 2 2');
    assert.equal(await u.misere.isChecked(), false);
    await u.misere.check();
    assert.equal(await u.input.inputValue(), 'misere: nim 2 2');
    assertNoProblems();
  });

  test('an error shows inline with its column and a caret', async () => {
    const page = await open();
    const u = ui(page);
    await typePosition(page, 'nim 3 -4 5');
    await u.error.waitFor();
    assert.equal(await u.input.getAttribute('aria-invalid'), 'true');
    assert.match(await u.error.locator('.error-message').textContent(), /heap size "-4" must be a non-negative integer \(column 7\)/);
    assert.equal(await u.error.locator('.caret-token').textContent(), '-4');
    const lines = await u.error.locator('.caret-line').allTextContents();
    assert.equal(lines[0], 'nim 3 -4 5');
    assert.equal(lines[1].indexOf('^'), 6, 'the caret sits under column 7');
    // The last valid result stays visible but inert, and says so.
    assert.match(await page.locator('.stale-note').textContent(), /last valid position, nim 3 4 5/);
    assert.equal(await page.locator('.moves-card').evaluate((n) => n.inert), true);
    assert.equal(await page.locator('.verdict-card').evaluate((n) => n.inert), true);
    assert.equal(await page.locator('.heap-editor button:not(:disabled)').count(), 0);
    // Clicking the snippet selects the bad token in the field.
    await u.error.locator('.caret-snippet').click();
    assert.deepEqual(await u.input.evaluate((n) => [n.selectionStart, n.selectionEnd]), [6, 8]);
    // Fixing it clears the error.
    await typePosition(page, 'nim 3 4 5');
    assert.equal(await u.error.isHidden(), true);
    assert.equal(await u.input.getAttribute('aria-invalid'), 'false');
    assert.equal(await page.locator('.stale-note').isHidden(), true);
    // Other errors.
    await typePosition(page, 'nimm 3');
    assert.match(await u.error.textContent(), /unknown family "nimm" \(did you mean "nim"\?\) \(column 1\)/);
    await typePosition(page, 'misère: nim 1 x');
    assert.match(await u.error.textContent(), /column 15/);
    assert.equal(await u.error.locator('.caret-token').textContent(), 'x');
    await typePosition(page, '');
    assert.match(await u.error.textContent(), /empty position/);
    assertNoProblems();
  });

  test('values above 2^53 render exactly', async () => {
    const page = await open();
    const u = ui(page);
    const max = 9223372036854775807n;
    await typePosition(page, `nim ${max} 1`);
    assert.equal(await u.grundy.textContent(), String(max ^ 1n));
    assert.match(await u.moves.first().textContent(), new RegExp(`Take ${max - 1n} from heap 1`));
    assert.equal(await page.locator('.heap-size').first().textContent(), String(max));
    assert.equal(await page.getByRole('button', { name: 'Add one to heap 1' }).isDisabled(), true);
    assert.equal(await u.xorRow.locator('.decimal').textContent(), String(max ^ 1n));
    assert.equal(await u.xorRow.locator('td.bit').count(), 63);
    await page.getByRole('button', { name: 'Take one from heap 1' }).click();
    assert.equal(await u.input.inputValue(), `nim ${max - 1n} 1`);
    await typePosition(page, `nim ${max + 1n}`);
    assert.match(await u.error.textContent(), /too large/);
    assertNoProblems();
  });

  test('the nim-sum table: one row per heap, the XOR row and the odd columns', async () => {
    const page = await open();
    const u = ui(page);
    await typePosition(page, 'nim 3 + nim 4 5');
    const rows = page.locator('.binary-table tbody tr:not(.group-row)');
    assert.equal(await rows.count(), 3);
    assert.deepEqual(await rows.locator('td.bit').allTextContents(), ['0', '1', '1', '1', '0', '0', '1', '0', '1']);
    assert.deepEqual(await u.xorRow.locator('td.bit').allTextContents(), ['0', '1', '0']);
    // 3 ^ 4 ^ 5 = 2: only the 2s column is odd.
    assert.deepEqual(await page.locator('.binary-table thead th.bit').evaluateAll((ths) => ths.map((th) => th.classList.contains('odd'))), [false, true, false]);
    assert.deepEqual(await page.locator('.binary-table .group-row').allTextContents(), ['nim 3', 'nim 4 5']);
    assert.equal(await page.locator('.binary-table tr.can-win .target').textContent(), '→ 1');
    await typePosition(page, 'nim 1 2 3');
    assert.equal(await page.locator('.binary-table .odd').count(), 0);
    assert.match(await page.locator('.conclusion').textContent(), /nim-sum is 0/);
    assertNoProblems();
  });

  test('a sum of 10^6 heaps: verdict, heaps from typed parts, and a winning move played', async () => {
    const page = await open({ path: '#nim' });
    const u = ui(page);
    const heaps = Array.from({ length: 1000000 }, (_, i) => (i * 7919) % 1000);
    const text = `nim ${heaps.join(' ')} 1000`;
    const xor = heaps.reduce((x, h) => x ^ h, 1000);
    // Time from the text arriving in the field to the verdict on screen
    // (printed, not asserted: the machine's load varies).
    const ms = await page.evaluate(({ t, value }) => new Promise((resolve) => {
      const field = document.querySelector('.nim-panel .position-input');
      const t0 = performance.now();
      field.value = t;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      const check = () => {
        if (document.querySelector('.nim-panel .verdict-grundy .stat-value')?.textContent === value) resolve(performance.now() - t0);
        else setTimeout(check, 5);
      };
      check();
    }), { t: text, value: String(xor) });
    console.log(`# Nim with 10^6 heaps: verdict on screen after ${ms.toFixed(0)} ms`);
    assert.equal(await u.badge.textContent(), 'N');
    assert.ok(await u.moves.count() >= 1);
    await u.moves.first().click();
    await page.waitForFunction(() => document.querySelector('.nim-panel .verdict-badge')?.textContent === 'P', null, { timeout: 60000 });
    assertNoProblems();
  });

  test('a long row lists 40 winning moves while typing, more on demand, and edits keep the heap buttons in place', async () => {
    const page = await open();
    const u = ui(page);
    // Nim-sum 2: the winning moves take a heap with the 2s bit, here every heap of 3.
    const { loadSG } = await import('../../../web/api/sg.js');
    const sg = await loadSG();
    const heaps = Array.from({ length: 1000 }, (_, i) => (i % 2 ? 3 : 1));
    const text = `nim ${heaps.join(' ')} 2`;
    const expected = sg.analyze(text, { includeTo: false, maxMoves: 200 });
    assert.equal(expected.winningMoves.length, 200);
    await typePosition(page, text);
    await page.waitForFunction(() => document.querySelector('.nim-panel .moves-card .count')?.textContent === '40+');
    assert.equal(await u.moves.count(), 40);
    assert.deepEqual(await u.moves.locator('.move-name').allTextContents(),
      expected.winningMoves.slice(0, 40).map((m) => m.move[0].toUpperCase() + m.move.slice(1)));
    const firstHeap = await u.heaps.first().elementHandle();
    await page.getByRole('button', { name: 'Show more moves' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.nim-panel .move-list .move').length === 200);
    assert.equal(await u.movesCount.textContent(), '200');
    await page.getByRole('button', { name: 'Show fewer moves' }).click();
    assert.equal(await u.moves.count(), 40);
    // Typing past the heaps shown leaves their buttons as they were (same nodes).
    await u.input.press('End');
    await page.keyboard.type('5');
    await page.waitForFunction(() => /\+953 more heaps/.test(document.querySelector('.nim-panel .heap-more')?.textContent ?? ''));
    assert.ok(await firstHeap.evaluate((node) => node.isConnected), 'the first heap button was kept');
    assertNoProblems();
  });

  test('the URL hash restores a position', async () => {
    const page = await open({ path: `#nim?p=${encodeURIComponent('nim 1 2 3')}` });
    assert.equal(await ui(page).input.inputValue(), 'nim 1 2 3');
    assert.equal(await ui(page).badge.textContent(), 'P');
    await page.evaluate(() => { location.hash = `#nim?p=${encodeURIComponent('misere: nim 1 1')}`; });
    await page.waitForFunction(() => document.querySelector('.verdict-badge').textContent === 'N');
    assert.equal(await ui(page).misere.isChecked(), true);
    assertNoProblems();
  });
});

describe('worker client', () => {
  test('runs a sequence with progress, rejects bad input, and cancel really stops the worker', async () => {
    const page = await open();
    const result = await page.evaluate(async () => {
      const { WorkerClient, CancelledError } = await import('./web/api/worker-client.js');
      const client = new WorkerClient();
      const progress = [];
      const seq = await client.run('sequence', ['nim', 100000], { onProgress: (p) => progress.push(p) });
      let ok = seq.values.length === 100000 && Array.isArray(seq.values);
      for (let i = 0; i < seq.values.length && ok; i++) ok = seq.values[i] === i;
      const analysis = await client.run('analyze', ['nim 9223372036854775807 1']);

      let badInput = null;
      try { await client.run('analyze', ['nim 3 -4']); } catch (e) { badInput = { name: e.name, message: e.message, column: e.column }; }
      let badLength = null;
      try { await client.run('sequence', ['nim', -1]); } catch (e) { badLength = { name: e.name, message: e.message }; }

      // Cancel a job as soon as it starts: it rejects with a CancelledError,
      // the worker is terminated and replaced, and the next job works.
      const firstWorker = client.worker;
      const long = client.run('sequence', ['nim', 4194304]);
      const queued = client.run('analyze', ['nim 1 2 3']);
      const t0 = performance.now();
      const cancelledCount = client.cancel();
      const outcomes = await Promise.allSettled([long, queued]);
      const cancelMs = performance.now() - t0;
      const replaced = client.worker !== null && client.worker !== firstWorker;
      const after = await client.run('sequence', ['nim', 10]);
      const afterAnalysis = await client.run('analyze', ['nim 3 4 5']);

      // An AbortSignal cancels too.
      const controller = new AbortController();
      const viaSignal = client.run('sequence', ['nim', 4194304], { signal: controller.signal });
      controller.abort();
      let signalError = null;
      try { await viaSignal; } catch (e) { signalError = e instanceof CancelledError; }
      const final = await client.run('analyze', ['nim 1 1']);
      client.dispose();
      return {
        ok,
        progress,
        period: seq.period,
        grundyType: typeof analysis.grundy,
        grundy: String(analysis.grundy),
        badInput,
        badLength,
        cancelledCount,
        outcomes: outcomes.map((o) => (o.status === 'rejected' ? { name: o.reason.name, cancelled: o.reason instanceof CancelledError } : o.status)),
        cancelMs,
        replaced,
        generation: client.generation,
        after: after.values,
        afterOutcome: afterAnalysis.outcome,
        signalError,
        final: final.outcome,
      };
    });
    assert.equal(result.ok, true, 'sequence nim 100000 is 0..99999');
    assert.ok(result.progress.length >= 2, `progress was reported: ${JSON.stringify(result.progress)}`);
    assert.equal(result.progress.at(-1), 1);
    assert.deepEqual(result.progress, [...result.progress].sort((a, b) => a - b), 'progress never goes back');
    assert.equal(result.grundyType, 'bigint');
    assert.equal(result.grundy, '9223372036854775806');
    assert.deepEqual(result.badInput, { name: 'SGError', message: 'column 7: heap size "-4" must be a non-negative integer', column: 7 });
    assert.equal(result.badLength.name, 'SGError');
    assert.match(result.badLength.message, /sequence length must be a non-negative integer/);
    assert.equal(result.cancelledCount, 2);
    assert.deepEqual(result.outcomes, [{ name: 'CancelledError', cancelled: true }, { name: 'CancelledError', cancelled: true }]);
    assert.ok(result.cancelMs < 1000, `cancel took ${result.cancelMs} ms`);
    assert.equal(result.replaced, true);
    assert.deepEqual(result.after, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    assert.equal(result.afterOutcome, 'N');
    assert.equal(result.signalError, true);
    assert.equal(result.final, 'P');
    assertNoProblems();
  });
});

describe('screenshots', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of ['light', 'dark']) {
      test(`${name} ${colorScheme}`, async () => {
        const page = await open({ viewport, colorScheme, path: `#nim?p=${encodeURIComponent('nim 3 4 5')}` });
        // No horizontal overflow of the page itself.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.equal(overflow, 0, 'the page does not scroll sideways');
        await screenshot(page, `nim-${name}-${colorScheme}`);
        await typePosition(page, 'nim 3 -4 5');
        await screenshot(page, `nim-${name}-${colorScheme}-error`);
        assertNoProblems();
      });
    }
  }
});
