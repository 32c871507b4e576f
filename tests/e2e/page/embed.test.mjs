// Browser end-to-end tests of the embed: the <sg-playground> element
// (web/embed/sg-embed.js), the iframe page embed.html and examples/blog.html.
// Run: node --test --test-concurrency=1 tests/e2e/page/embed.test.mjs
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, describe, test } from 'node:test';
import { startServer } from '../../../scripts/static-server.mjs';
import { browserHarness, screenshot, VIEWPORTS } from '../../e2e_support/browser.mjs';

const h = browserHarness({ before, after, afterEach });

const WASM = /sg_core\.wasm$/;

// A host page of our own at FIXTURE_PATH on the test server's origin (the
// route answers it; everything else comes from the real server).
const FIXTURE_PATH = 'fixture/host.html';
function hostPage(body, { head = '' } = {}) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>${head}
<script type="module" src="../web/embed/sg-embed.js"></script></head><body>${body}</body></html>`;
}

// Opens `html` as a page of the test origin; counts the WASM requests.
async function openHost(html, options = {}) {
  const context = await h.newContext({ viewport: VIEWPORTS.desktop, reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`); });
  const wasm = { count: 0 };
  context.on('request', (req) => { if (WASM.test(req.url())) wasm.count += 1; });
  await page.route(h.session.url + FIXTURE_PATH, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(h.session.url + FIXTURE_PATH);
  return { page, problems, wasm };
}

const embed = (page, i = 0) => {
  const host = page.locator('sg-playground').nth(i);
  return {
    host,
    badge: host.locator('.verdict-badge'),
    error: host.locator('.embed-error'),
    moves: host.locator('.embed-move'),
    options: host.locator('.legal-move'),
    position: host.locator('.embed-position'),
    mode: host.locator('.embed-mode'),
  };
};

describe('<sg-playground>', () => {
  test('two embeds on one page are isolated, both answer, and the WASM is fetched once', async () => {
    const { page, problems, wasm } = await openHost(hostPage(`
      <style>p, code, span, button, li { display: none !important; } .verdict-badge { display: none !important; }</style>
      <sg-playground id="a" position="nim 3 4 5"></sg-playground>
      <sg-playground id="b" position="nim 1 2 3" mode="analyze"></sg-playground>`));
    const a = embed(page, 0);
    const b = embed(page, 1);
    await assert.doesNotReject(a.badge.filter({ hasText: 'N' }).waitFor());
    await b.badge.filter({ hasText: 'P' }).waitFor();
    // Each answers for its own position.
    assert.equal(await a.moves.count(), 1);
    assert.match(await a.moves.first().textContent(), /Take 2 from heap 1/);
    assert.equal(await b.moves.count(), 0);
    assert.match(await b.host.locator('.embed-section').first().textContent(), /None: every move leaves the opponent a win/);
    // Nothing of theirs is in the page's DOM, and the page's CSS does not reach them.
    assert.equal(await page.evaluate(() => document.querySelectorAll('.verdict-badge, .embed-move').length), 0);
    assert.equal(await a.badge.evaluate((n) => getComputedStyle(n).display), 'grid');
    assert.equal(await page.evaluate(() => document.getElementById('a').shadowRoot !== document.getElementById('b').shadowRoot), true);
    assert.equal(wasm.count, 1, 'sg_core.wasm requested once for the page');
    assert.deepEqual(problems, []);
  });

  test('Nim positions load the Nim piece of the engine alone; another family fetches the rest and answers', async () => {
    const { page, problems } = await openHost(hostPage('<sg-playground position="nim 3 4 5"></sg-playground>'));
    const files = [];
    page.on('request', (req) => { if (/\/wasm\//.test(req.url())) files.push(req.url().replace(/^.*\/wasm\//, '')); });
    await embed(page).badge.filter({ hasText: 'N' }).waitFor();
    await page.waitForTimeout(300);
    assert.deepEqual(files.filter((f) => /rest/.test(f)), [], `loaded: ${files.join(', ')}`);
    await page.evaluate(() => document.querySelector('sg-playground').setAttribute('position', 'kayles 5 + nim 3'));
    await embed(page).badge.filter({ hasText: 'N' }).waitFor();
    assert.match(await embed(page).position.textContent(), /kayles 5 \+ nim 3/);
    assert.ok(files.includes('sg_core.rest.wasm'), `the rest was fetched: ${files.join(', ')}`);
    assert.equal(await embed(page).error.count(), 0);
    assert.deepEqual(problems, []);
  });

  test('the engine is loaded only when an embed comes near the viewport', async () => {
    const { page, wasm } = await openHost(hostPage(`
      <div style="height: 5000px">A long post.</div>
      <sg-playground position="kayles 7"></sg-playground>`));
    // The element has decided to wait: it says so, and has loaded nothing.
    await embed(page).host.locator('.embed-status', { hasText: 'loads when this comes into view' }).waitFor();
    assert.equal(wasm.count, 0, 'nothing loaded while the embed is far below the fold');
    await embed(page).host.scrollIntoViewIfNeeded();
    await embed(page).badge.filter({ hasText: 'N' }).waitFor();
    assert.equal(wasm.count, 1);
  });

  test('changing the position attribute updates; a bad position shows an error and the element recovers', async () => {
    const { page, problems } = await openHost(hostPage('<sg-playground position="nim 3 4 5"></sg-playground>'));
    const e = embed(page);
    await e.badge.filter({ hasText: 'N' }).waitFor();
    await e.host.evaluate((n) => n.setAttribute('position', 'nim 2 2'));
    await e.badge.filter({ hasText: 'P' }).waitFor();
    assert.equal(await e.position.textContent(), 'nim 2 2');

    await e.host.evaluate((n) => n.setAttribute('position', 'nimm 3'));
    await e.error.waitFor();
    assert.match(await e.error.textContent(), /unknown family "nimm" \(did you mean "nim"\?\)/);
    assert.equal(await e.badge.count(), 0);

    // Markup in the attribute stays text.
    await e.host.evaluate((n) => n.setAttribute('position', '<img src=x onerror="window.hacked=1">'));
    await e.error.waitFor();
    assert.equal(await e.host.evaluate((n) => n.shadowRoot.querySelectorAll('img').length), 0);
    assert.equal(await page.evaluate(() => window.hacked), undefined);

    await e.host.evaluate((n) => n.setAttribute('position', 'misere: nim 1 1 1'));
    await e.badge.filter({ hasText: 'P' }).waitFor();
    assert.equal(await e.error.count(), 0);
    assert.deepEqual(problems, []);
  });

  test('a position too large to decide is an answer, with each component\'s value, not an error', async () => {
    const { page, problems } = await openHost(hostPage('<sg-playground position="misere: kayles 3 + nim 1000000000000"></sg-playground>'));
    const e = embed(page);
    await e.badge.filter({ hasText: '?' }).waitFor();
    assert.equal(await e.error.count(), 0);
    assert.equal(await e.position.textContent(), 'misere: kayles 3 + nim 1000000000000');
    assert.equal(await e.host.locator('.embed-headline').textContent(), 'No exact verdict');
    assert.match(await e.host.locator('.embed-facts').textContent(), /^Too large to decide exactly: /);
    const text = await e.host.locator('.embed-body').textContent();
    assert.match(text, /kayles 3/);
    assert.match(text, /1000000000000/);
    assert.doesNotMatch(text, /max[A-Z]/);
    assert.deepEqual(problems, []);
  });

  test('mode, theme and editable react to attribute changes', async () => {
    const { page } = await openHost(hostPage('<sg-playground position="nim 2 3"></sg-playground>'));
    const e = embed(page);
    await e.badge.filter({ hasText: 'N' }).waitFor();
    assert.equal(await e.mode.textContent(), 'Analysis');
    await e.host.evaluate((n) => n.setAttribute('mode', 'explain'));
    await e.host.locator('.embed-options').waitFor();
    assert.equal(await e.mode.textContent(), 'Why');
    assert.equal(await e.host.locator('.embed-options tbody tr').count(), 5);
    assert.match(await e.host.locator('.embed-mex').textContent(), /mex\{.*\} = 1/);

    const background = () => e.host.locator('.sg-embed').evaluate((n) => getComputedStyle(n).backgroundColor);
    await e.host.evaluate((n) => n.setAttribute('theme', 'light'));
    assert.equal(await background(), 'rgb(255, 255, 255)');
    await e.host.evaluate((n) => n.setAttribute('theme', 'dark'));
    assert.equal(await background(), 'rgb(22, 25, 34)');

    const field = e.host.getByLabel('Position in SG notation');
    assert.equal(await field.isVisible(), false);
    await e.host.evaluate((n) => n.setAttribute('editable', ''));
    await field.fill('nim 5 5');
    await field.press('Enter');
    await e.badge.filter({ hasText: 'P' }).waitFor();
    assert.equal(await e.position.textContent(), 'nim 5 5');
    // Typed as people do (commas): read, and the canonical position shown.
    await field.fill('nim 3,4,5');
    await field.press('Enter');
    await e.position.filter({ hasText: 'nim 3 4 5' }).waitFor();
    await e.badge.filter({ hasText: 'N' }).waitFor();
  });

  test('play mode: you move, the perfect computer answers', async () => {
    const { page, problems } = await openHost(hostPage('<sg-playground position="nim 1 2" mode="play"></sg-playground>'));
    const e = embed(page);
    await e.badge.filter({ hasText: 'N' }).waitFor();
    await e.host.getByRole('button', { name: 'Start game' }).click();
    // The element holds the Nim piece: Start waits for the rest.
    await e.host.locator('.play-card.is-playing').waitFor();
    // The winning move from nim 1 2 is to nim 1 1: the keyboard reaches it
    // in the list of legal moves (after the game controls), with a visible
    // focus ring.
    const focused = () => e.host.evaluate((n) => {
      const a = n.shadowRoot.activeElement;
      return a ? { text: a.textContent, outline: getComputedStyle(a).outlineStyle } : { text: '' };
    });
    for (let i = 0; i < 20 && !(await focused()).text.endsWith('nim 1 1'); i++) await page.keyboard.press('Tab');
    assert.deepEqual(await focused(), { text: 'Take 1 from heap 2nim 1 1', outline: 'solid' });
    await page.keyboard.press('Enter');
    const plies = e.host.locator('.play-ply');
    await plies.nth(1).waitFor();
    assert.match(await plies.nth(0).textContent(), /You.*nim 1 1/);
    assert.match(await plies.nth(1).textContent(), /Computer.*nim (0 1|1 0)/);
    await e.options.first().click();
    await e.host.locator('.play-won').waitFor();
    assert.match(await e.host.locator('.play-status').textContent(), /you win/);
    assert.deepEqual(problems, []);
  });

  test('the iframe page restores its state from the hash', async () => {
    const { page, problems } = await h.openPage({ path: 'embed.html#position=misere%3A%20nim%201%202%203&mode=explain&theme=dark' });
    const e = embed(page);
    await e.badge.filter({ hasText: 'P' }).waitFor();
    assert.equal(await e.mode.textContent(), 'Why');
    assert.equal(await e.position.textContent(), 'misere: nim 1 2 3');
    assert.equal(await e.host.locator('.embed-options tbody tr').count(), 6);
    assert.equal(await e.host.getAttribute('theme'), 'dark');
    await page.evaluate(() => { location.hash = 'position=nim%204%204&mode=play&editable'; });
    await e.host.getByRole('button', { name: 'Start game' }).waitFor();
    assert.equal(await e.position.textContent(), 'nim 4 4');
    assert.equal(await e.host.getByLabel('Position in SG notation').inputValue(), 'nim 4 4');
    assert.deepEqual(problems, []);
  });

  // A post on origin B (a second server) that embeds the element from the
  // test server's origin A with one script tag, under the host CSP the README
  // documents (`policy(A)`), or none. Returns the page, what it logged, and
  // every Worker it started.
  async function crossOriginPost(t, policy = null) {
    const dir = await mkdtemp(join(tmpdir(), 'sg-embed-'));
    const other = await startServer({ root: dir, port: 0 });
    t.after(async () => {
      await other.close();
      await rm(dir, { recursive: true, force: true });
    });
    const origin = new URL(h.session.url).origin;
    assert.notEqual(new URL(other.url).origin, origin);
    const csp = policy ? `<meta http-equiv="Content-Security-Policy" content="${policy(origin)}">` : '';
    await writeFile(join(dir, 'post.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8">${csp}<title>elsewhere</title>
<script type="module" src="${h.session.url}web/embed/sg-embed.js"></script></head><body>
<sg-playground position="kayles 6 + nim 5" mode="play"></sg-playground>
<sg-playground position="nim 3 4 5"></sg-playground></body></html>`);
    const context = await h.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const log = { problems: [], info: [], workers: [] };
    page.on('pageerror', (err) => log.problems.push(err.message));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !/status of 404/.test(msg.text())) log.problems.push(msg.text()); // 404: B has no favicon
      if (msg.type() === 'info') log.info.push(msg.text());
    });
    page.on('worker', (worker) => log.workers.push(worker));
    await page.goto(`${other.url}post.html`);
    await embed(page, 1).badge.filter({ hasText: 'N' }).waitFor();
    await embed(page, 0).badge.waitFor();
    return { page, log, origin, hostOrigin: new URL(other.url).origin };
  }

  // Plays one move of yours and waits for the computer's answer.
  async function playOnce(e, plies) {
    await e.options.first().click();
    await e.host.locator('.play-ply').nth(plies + 1).waitFor({ timeout: 15000 });
  }

  // The CSP a host page needs (README, Embedding).
  const HOST_POLICY = (a) => `default-src 'none'; script-src ${a} 'wasm-unsafe-eval'; style-src ${a}; connect-src ${a}; worker-src blob: ${a}`;

  test('embedded from another origin, the computer chooses its moves in a Worker', async (t) => {
    const { page, log, origin, hostOrigin } = await crossOriginPost(t, HOST_POLICY);
    const e = embed(page, 0);
    await e.host.getByRole('button', { name: 'Start game' }).click();
    // The element holds the Nim piece: Start waits for the rest.
    await e.host.locator('.play-card.is-playing').waitFor();
    await playOnce(e, 0);
    // The first computer move started the engine's Worker: a Blob of the
    // host's origin that imports sg-worker.js from ours.
    const engines = log.workers.filter((w) => w.url().startsWith(`blob:${hostOrigin}/`));
    assert.equal(engines.length, 1, `one blob Worker (workers: ${log.workers.map((w) => w.url()).join(', ')})`);
    const worker = engines[0];
    assert.equal(await worker.evaluate(() => self.name), 'sg-engine');
    // It runs the page's compiled engine (worker-client.js), so it fetches
    // no engine file, only texts, and those from origin A.
    const loaded = await worker.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
    assert.ok(!loaded.some((url) => /sg_core[^/]*\.wasm$/.test(url)), `the Worker fetched no engine file: ${loaded.join(', ')}`);
    assert.ok(loaded.includes(`${origin}/web/api/wasm/sg_core.rest.en.txt`), `the Worker fetched the texts from origin A: ${loaded.join(', ')}`);
    // Listen to what the page asks of the Worker, then play on: the
    // computer's next move must be asked of it.
    await worker.evaluate(() => {
      self.seenMethods = [];
      self.addEventListener('message', (event) => self.seenMethods.push(event.data?.method));
    });
    await playOnce(e, 2);
    assert.deepEqual(await worker.evaluate(() => self.seenMethods), ['bestMove']);
    assert.deepEqual(log.info.filter((m) => /Worker/.test(m)), [], 'no main-thread fallback');
    // The playground opens in the element's language (the host page's, English).
    assert.match(await e.host.locator('.embed-open').getAttribute('href'), new RegExp(`^${h.session.url}index\\.html\\?lang=en#sums\\?`));
    assert.deepEqual(log.problems, []);
  });

  test('where the host page forbids Workers, the computer plays on the main thread and the console says so', async (t) => {
    const { page, log } = await crossOriginPost(t, (a) => HOST_POLICY(a).replace(/worker-src [^;]*/, "worker-src 'none'"));
    const e = embed(page, 0);
    // With spoilers shown, the status says how the computer chose.
    await e.host.getByRole('switch', { name: 'No spoilers' }).uncheck();
    await e.host.getByRole('button', { name: 'Start game' }).click();
    // The element holds the Nim piece: Start waits for the rest.
    await e.host.locator('.play-card.is-playing').waitFor();
    await playOnce(e, 0);
    await playOnce(e, 2);
    assert.equal(log.info.filter((m) => /engine Worker is not available/.test(m)).length, 1, `said once: ${log.info.join(' | ')}`);
    assert.match(await e.host.locator('.play-status').textContent(),
      /The computer played “[^”]+”: (wins: it leaves a P position|every move loses; this one takes the least off the board) \(its search for the best move runs in a background Worker, which this page cannot start, so this (win|delay) is not measured to be the (fastest|longest)\)\./);
    // CSP violations are console errors: only the refused Worker may be one.
    assert.deepEqual(log.problems.filter((m) => !/worker-src/.test(m)), []);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`examples/blog.html at ${viewport.width} px: two embeds and the iframe answer`, async () => {
      const { page, problems } = await h.openPage({ path: 'examples/blog.html', viewport });
      // Bring every embed into view so that each loads.
      for (const i of [0, 1]) await embed(page, i).host.scrollIntoViewIfNeeded();
      await page.locator('iframe.post-embed').scrollIntoViewIfNeeded();
      await embed(page, 0).badge.filter({ hasText: 'N' }).waitFor();
      await embed(page, 1).host.getByRole('button', { name: 'Start game' }).waitFor();
      const frame = page.frameLocator('iframe.post-embed');
      await frame.locator('sg-playground .verdict-badge').filter({ hasText: 'P' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, 'no horizontal scrolling');
      await screenshot(page, `embed-blog-${name}`);
      assert.deepEqual(problems, []);
    });
  }
});
