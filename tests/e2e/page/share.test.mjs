// Browser end-to-end tests of sharing on the main page (web/app.js,
// web/kit/share/share-bar.js): the URL hash holds the whole view, a reload restores
// it, back/forward step through edits, and the copy buttons.
// Run: node --test --test-concurrency=1 tests/e2e/page/share.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { browserHarness } from '../../e2e_support/browser.mjs';

const h = browserHarness({ before, after, afterEach });
let opened = null; // the page open() opened last

async function open(hash = '') {
  opened = await h.openPage({ path: hash });
  await verdictShown(opened.page);
  return opened.page;
}

async function verdictShown(page) {
  // attached: the heaps panel's sequence view hides the verdict card.
  await page.locator('main .verdict-badge:not(:text-is("?")), main .failure').first().waitFor({ state: 'attached' });
}

const input = (page) => page.locator('main .position-input').first();
const hashParams = (page) => page.evaluate(() => {
  const hash = location.hash.slice(1);
  const q = hash.indexOf('?');
  return { panel: q < 0 ? hash : hash.slice(0, q), ...Object.fromEntries(new URLSearchParams(q < 0 ? '' : hash.slice(q + 1))) };
});
const waitForHash = (page, key, value) => page.waitForFunction(([k, v]) => {
  const hash = location.hash;
  const q = hash.indexOf('?');
  return new URLSearchParams(q < 0 ? '' : hash.slice(q + 1)).get(k) === v;
}, [key, value]);

// What a user sees: enough to tell whether a view was restored.
async function viewState(page) {
  return {
    hash: await hashParams(page),
    title: await page.title(),
    position: await input(page).inputValue(),
    verdict: await page.locator('main .verdict-badge').first().textContent(),
    value: await page.locator('main .verdict-grundy .stat-value, main .verdict-value, main .verdict-stats dd').first().textContent(),
    selectedTab: await page.locator('main [role="tab"][aria-selected="true"]').allTextContents(),
    playing: await page.locator('main .play-card.is-playing').count(),
  };
}

async function setPosition(page, text) {
  await input(page).fill(text);
  await input(page).press('Enter');
  await waitForHash(page, 'p', text);
}

const PANELS = [
  { id: 'nim', position: 'misere: nim 2 3 7', verdict: 'N' },
  { id: 'heaps', position: 'kayles 7 + dawson 4', verdict: 'P', extra: async (page) => {
    await page.getByRole('tab', { name: 'Grundy sequence' }).click();
    await waitForHash(page, 'view', 'sequence');
    // The view's module has come and written its settings (the number of
    // values) into the address: the state to restore is settled.
    await waitForHash(page, 'n', '200');
  } },
  { id: 'coins', position: 'coins(mock) THHTH', verdict: 'N' },
  { id: 'trees', position: 'tree (()(()()))', verdict: 'P' },
  { id: 'graphs', position: 'graph(a>b,b>c,a>c) a', verdict: 'N' },
  { id: 'sums', position: 'every: nim 3 + kayles 4', verdict: 'N' },
  // The panel's default game, squares (its definition goes in the URL too).
  { id: 'custom', position: 'squares 7 + nim 2', verdict: 'N' },
  { id: 'boards', position: 'cram 2x3 + chomp(3,1)', verdict: 'N' },
];

describe('Sharing the view through the URL', () => {
  for (const panel of PANELS) {
    test(`${panel.id}: a reload restores the exact state`, async () => {
      const page = await open(`#${panel.id}`);
      await setPosition(page, panel.position);
      await page.locator('main .verdict-badge').first().filter({ hasText: panel.verdict }).waitFor();
      if (panel.extra) await panel.extra(page);
      const before = await viewState(page);
      assert.equal(before.hash.panel, panel.id);
      assert.equal(before.hash.p, panel.position);
      await page.reload();
      await verdictShown(page);
      await page.locator('main .verdict-badge').first().filter({ hasText: panel.verdict }).waitFor({ state: 'attached' });
      assert.deepEqual(await viewState(page), before);
      assert.deepEqual(opened.problems, []);
    });
  }

  test('a running game is in the hash (mode=play): reload resumes it, back ends it', async () => {
    const page = await open(`#heaps?p=${encodeURIComponent('kayles 6')}`);
    await page.getByRole('button', { name: 'Start game' }).click();
    await waitForHash(page, 'mode', 'play');
    await page.reload();
    await verdictShown(page);
    await page.locator('main .play-card.is-playing').waitFor();
    assert.equal((await hashParams(page)).p, 'kayles 6');
    await page.evaluate(() => history.back());
    await waitForHash(page, 'mode', null);
    await page.locator('main .play-card:not(.is-playing)').waitFor();
    await page.evaluate(() => history.forward());
    await page.locator('main .play-card.is-playing').waitFor();
  });

  test('back and forward step through three edits; typing makes one entry', async () => {
    const page = await open('#nim?p=nim%203%204%205');
    const start = await page.evaluate(() => history.length);
    for (const text of ['nim 1 2', 'nim 1 2 3', 'nim 4 5']) await setPosition(page, text);
    assert.equal(await page.evaluate(() => history.length), start + 3);

    const back = async (expected) => {
      await page.evaluate(() => history.back());
      await waitForHash(page, 'p', expected);
      await page.waitForFunction((t) => document.querySelector('main .position-input').value === t, expected);
    };
    await back('nim 1 2 3');
    assert.equal(await page.locator('main .verdict-badge').first().textContent(), 'P');
    await back('nim 1 2');
    await back('nim 3 4 5');
    await page.evaluate(() => history.forward());
    await waitForHash(page, 'p', 'nim 1 2');
    assert.equal(await input(page).inputValue(), 'nim 1 2');
    await page.evaluate(() => history.forward());
    await waitForHash(page, 'p', 'nim 1 2 3');
    assert.equal(await input(page).inputValue(), 'nim 1 2 3');
    // Going back did not push anything: forward still reaches the last edit.
    await page.evaluate(() => history.forward());
    await waitForHash(page, 'p', 'nim 4 5');

    // Typing key by key is one edit, committed after a pause.
    const length = await page.evaluate(() => history.length);
    await input(page).press('End');
    await input(page).pressSequentially(' 6 7', { delay: 60 });
    await waitForHash(page, 'p', 'nim 4 5 6 7');
    // Committed after the pause: one entry, not one per key.
    await page.waitForFunction((before) => history.length > before, length);
    assert.equal(await page.evaluate(() => history.length), length + 1);
    await page.evaluate(() => history.back());
    await waitForHash(page, 'p', 'nim 4 5');
    assert.deepEqual(opened.problems, []);
  });

  test('copy link yields the current URL; copy embed code the one-script-tag snippet', async () => {
    const page = await open('#nim?p=nim%203%204%205');
    await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(h.session.url).origin });
    await setPosition(page, 'nim 1 2 3');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.locator('.share-notice', { hasText: 'Link copied' }).waitFor();
    const url = await page.evaluate(() => location.href);
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), url);
    assert.match(url, /#nim\?p=nim%201%202%203$/);

    await page.getByRole('button', { name: 'Copy embed code' }).click();
    await page.locator('.share-notice', { hasText: 'Embed code copied' }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()),
      `<script type="module" src="${h.session.url}web/embed/sg-embed.js"></script>\n<sg-playground position="nim 1 2 3"></sg-playground>`);
    assert.deepEqual(opened.problems, []);
  });

  test('where the clipboard refuses, the text is shown selected in a read-only field', async () => {
    const context = await h.newContext();
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
    });
    const page = await context.newPage();
    await page.goto(`${h.session.url}#sums?p=${encodeURIComponent('misere: nim 1 + kayles 2')}`);
    await verdictShown(page);
    await page.getByRole('button', { name: 'Start game' }).click();
    await waitForHash(page, 'mode', 'play');
    await page.getByRole('button', { name: 'Copy embed code' }).click();
    const field = page.locator('.share-field');
    await field.waitFor();
    assert.equal(await field.getAttribute('readonly'), '');
    const text = await field.inputValue();
    assert.match(text, /<sg-playground position="misere: nim 1 \+ kayles 2" mode="play"><\/sg-playground>$/);
    assert.deepEqual(await field.evaluate((n) => [n.selectionStart, n.selectionEnd, document.activeElement === n]), [0, text.length, true]);
  });
});
