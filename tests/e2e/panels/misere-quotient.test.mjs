// Browser end-to-end tests of the Heap games panel's misère quotient view
// (web/panels/heaps/quotient-view.js, quotient-table.js) and of the Sums
// panel's quotient line, in headless Chromium: what the page shows is held
// to sg.misereQuotient and sg.analyze computed here through the node API.
// Run: node --test --test-concurrency=1 tests/e2e/panels/misere-quotient.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { auditView } from '../../e2e_support/axe.mjs';
import { browserHarness, VIEWPORTS } from '../../e2e_support/browser.mjs';
import { assertSpeaks, openIn } from '../../e2e_support/i18n.mjs';
import { loadSG } from '../../../web/api/sg.js';

const h = browserHarness({ before, after, afterEach });
let sg;
before(async () => {
  sg = await loadSG();
});

// The element of a sum of heaps: the product of their images.
function elementOf(q, heaps) {
  let e = 0;
  for (const x of heaps) e = q.table[e * q.order + q.heapImages[x]];
  return e;
}

// Opens #heaps (with `query`), in `lang` when given, and waits for the
// verdict; page.problems records console errors and failed requests.
async function open(query = '', { lang = null, viewport = VIEWPORTS.desktop } = {}) {
  const path = `#heaps${query}`;
  let page;
  if (lang) page = await openIn(h, lang, { path, viewport });
  else {
    const opened = await h.openPage({ path, viewport });
    page = opened.page;
    page.problems = opened.problems;
  }
  await page.locator('.heap-panel .verdict-badge:not(:text-is("?"))').first().waitFor({ state: 'attached' });
  return page;
}

const summary = (page) => page.locator('.mq-summary');

// The quotient view, once its summary shows the quotient of `rule` up to `n`.
async function showQuotient(page, { tab = 'Misère quotient', n = 20, rule = null } = {}) {
  await page.getByRole('tab', { name: tab }).click();
  await page.locator('.mq-n-input').waitFor();
  if (rule !== null || n !== 20) {
    if (rule !== null) await page.locator('.mq-rule-input').fill(rule);
    await page.locator('.mq-n-input').fill(String(n));
    await page.locator('.mq-compute').click();
  }
  await summary(page).waitFor();
  await page.locator('.mq-progress').waitFor({ state: 'hidden' });
}

const facts = (page) => page.locator('.mq-summary .stat').evaluateAll((stats) => Object.fromEntries(stats.map((s) => [
  s.querySelector('dt').textContent, s.querySelector('.stat-value').textContent])));

describe('misère quotient view', () => {
  test('Kayles: order, P-portion, table and heap images match sg.misereQuotient', async () => {
    const page = await open('?p=kayles%205');
    const q = sg.misereQuotient('kayles', 20);
    // The view's module comes only when its tab is opened.
    const before = await page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('quotient-view')));
    assert.equal(before, false, 'quotient-view.js is not loaded with the panel');
    await showQuotient(page);
    const pCount = q.p.reduce((s, x) => s + x, 0);
    const shown = await facts(page);
    assert.equal(shown.Order, String(q.order));
    assert.equal(shown['P-portion'], String(pCount));
    assert.equal(shown['Stable since'], `heap ${q.stableSince}`);
    assert.match(await summary(page).locator('.card-title').textContent(), /kayles, heaps 0 to 20/);
    // The presentation: every generator with its heap, every relation.
    const gens = await page.locator('.mq-generators .mq-word').allTextContents();
    assert.deepEqual(gens, q.generators.map((g) => g.name));
    const relations = await page.locator('.mq-relations .mq-word').allTextContents();
    assert.deepEqual(relations, q.relations.map((r) => `${r.word} = ${r.equals}`));
    if (q.period) assert.equal(await page.locator('.mq-summary .seq-reason .engine-text').textContent(), q.period.reason);
    // The table: order × order products, the P ones marked by class and words.
    assert.ok(q.order <= 48, 'Kayles to heap 20 is drawn as a full table');
    assert.equal(await page.locator('.mq-table tbody tr').count(), q.order);
    let pCells = 0;
    for (let i = 0; i < q.order * q.order; i++) pCells += q.p[q.table[i]];
    assert.equal(await page.locator('.mq-table td.is-p').count(), pCells);
    assert.equal(await page.locator('.mq-table td.is-p .visually-hidden').count(), pCells);
    const row = 2;
    const cells = await page.locator('.mq-table tbody tr').nth(row).locator('td').allTextContents();
    assert.deepEqual(cells.map((c) => c.replace(' (P-portion)', '')), Array.from({ length: q.order }, (_, b) => q.names[q.table[row * q.order + b]]));
    // Each heap's image and |Q_h|.
    const images = await page.locator('.mq-images tbody tr').evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => c.textContent)));
    assert.equal(images.length, q.heaps + 1);
    images.forEach(([heap, name, p, , order], i) => {
      assert.equal(heap, String(i));
      assert.equal(name, q.names[q.heapImages[i]]);
      assert.equal(p, q.p[q.heapImages[i]] ? 'P' : '—');
      assert.equal(order, String(q.orders[i]));
    });
    // The address keeps the view and its bound.
    await page.waitForFunction(() => location.hash.includes('view=quotient') && location.hash.includes('upto=20'));
    assert.deepEqual(page.problems, [], 'console errors, page errors or failed requests');
  });

  test('a misère position: its element, why it is P or N, and the moves to P elements', async () => {
    const text = 'misere: kayles 3 4 6';
    const page = await open(`?p=${encodeURIComponent(text)}&view=quotient&upto=12`);
    await summary(page).waitFor();
    const q = sg.misereQuotient('kayles', 12);
    assert.match(await summary(page).locator('.card-title').textContent(), /heaps 0 to 12/, 'the bound from the address');
    const a = sg.analyze(text);
    const e = elementOf(q, [3, 4, 6]);
    const card = page.locator('.mq-position');
    assert.equal(await card.locator('.mq-element-line > .mq-name').textContent(), q.names[e]);
    assert.equal(await card.locator('.mq-outcome').textContent(), a.outcome);
    assert.equal(q.p[e] === 1, a.outcome === 'P');
    if (a.outcome === 'N') {
      // Every winning move listed, each to an element of the P-portion.
      const moves = card.locator('.mq-move');
      assert.equal(await moves.count(), Math.min(24, a.winningMoves.length));
      assert.equal(await card.locator('.mq-move-element .mq-name.is-p').count(), await moves.count());
    }
    // The engine's own quotient decided the analysis, and says so.
    if (a.quotient) assert.equal(await card.locator('.mq-engine .mq-name').textContent(), a.quotient.name);
    // A normal-play position is placed too, and played in misère play.
    await page.getByRole('tab', { name: 'Position' }).click();
    await page.getByLabel('Position in SG notation').fill('kayles 2 5');
    await page.waitForFunction(() => document.querySelector('.heap-panel .verdict-badge')?.textContent === 'N'
      || document.querySelector('.heap-panel .verdict-badge')?.textContent === 'P');
    await page.getByRole('tab', { name: 'Misère quotient' }).click();
    await page.waitForFunction(() => document.querySelector('.mq-position .mq-position-text code')?.textContent === 'kayles 2 5');
    const m = sg.analyze('misere: kayles 2 5');
    assert.equal(await card.locator('.mq-outcome').textContent(), m.outcome);
    assert.equal(await card.locator('.mq-element-line > .mq-name').textContent(), q.names[elementOf(q, [2, 5])]);
    if (m.outcome === 'N') {
      const tos = await card.locator('.mq-move code').allTextContents();
      assert.deepEqual(tos.sort(), m.winningMoves.map((x) => x.to).sort());
    }
    // A heap past the bound is not placed.
    await page.getByRole('tab', { name: 'Position' }).click();
    await page.getByLabel('Position in SG notation').fill('kayles 2 15');
    await page.getByRole('tab', { name: 'Misère quotient' }).click();
    await page.waitForFunction(() => document.querySelector('.mq-position')?.textContent.includes('heap of 15'));
    assert.deepEqual(page.problems, [], 'console errors, page errors or failed requests');
  });

  test('cancel stops a long quotient; a refused one says why', async () => {
    const page = await open('?p=kayles%203');
    await showQuotient(page);
    // Grundy's game to heap 30 searches for seconds before it is refused.
    await page.locator('.mq-rule-input').fill('grundy');
    await page.locator('.mq-n-input').fill('30');
    await page.locator('.mq-compute').click();
    await page.locator('.mq-progress').waitFor();
    await page.locator('.mq-progress').getByRole('button', { name: 'Cancel' }).click();
    await page.waitForFunction(() => document.querySelector('.mq-status')?.textContent.startsWith('Cancelled'));
    assert.equal(await page.locator('.mq-progress').isHidden(), true);
    // The Kayles quotient still shown, and another one computes after it.
    assert.match(await summary(page).locator('.card-title').textContent(), /kayles/);
    await page.locator('.mq-rule-input').fill('sub(1,3,4)');
    await page.locator('.mq-n-input').fill('30');
    await page.locator('.mq-compute').click();
    await page.waitForFunction(() => /sub\(1,3,4\)/.test(document.querySelector('.mq-summary .card-title')?.textContent ?? ''));
    assert.equal((await facts(page)).Order, String(sg.misereQuotient('sub(1,3,4)', 30).order));
    // A bound past the limit is the field's error, before any work.
    await page.locator('.mq-n-input').fill(String(sg.limits().maxQuotientHeap + 1));
    await page.locator('.mq-compute').click();
    await page.locator('.mq-error:not([hidden])').waitFor();
    // A quotient past the engine's caps: its reason, and what to do.
    await page.locator('.mq-rule-input').fill('dawson');
    await page.locator('.mq-n-input').fill('40');
    await page.locator('.mq-compute').click();
    await page.locator('.mq-error:not([hidden]) .error-message').waitFor();
    let tooLarge = null;
    try {
      sg.misereQuotient('dawson', 40);
    } catch (e) {
      tooLarge = e;
    }
    assert.equal(tooLarge?.kind, 'too-large');
    assert.equal((await page.locator('.mq-error .error-message').textContent()).toLowerCase(), (tooLarge.reason ?? tooLarge.message).toLowerCase());
    assert.match(await page.locator('.mq-error .hint').textContent(), /smaller bound/);
    // A rule the engine refuses: its reason, as the sequence view shows it.
    await page.locator('.mq-rule-input').fill('wythoff');
    await page.locator('.mq-n-input').fill('10');
    await page.locator('.mq-compute').click();
    await page.locator('.mq-error:not([hidden]) .error-message').waitFor();
    let refused = null;
    try {
      sg.misereQuotient('wythoff', 10);
    } catch (e) {
      refused = e.reason ?? e.message;
    }
    assert.ok(refused, 'the engine refuses wythoff');
    assert.equal((await page.locator('.mq-error .error-message').textContent()).toLowerCase(), refused.toLowerCase());
  });

  test('Chinese, and 360 px with no sideways page scroll: axe finds nothing', async () => {
    const path = `?p=${encodeURIComponent('misere: kayles 3 4')}&view=quotient&upto=20`;
    for (const lang of ['zh', 'en']) {
      for (const [name, viewport] of Object.entries(VIEWPORTS)) {
        const page = await open(path, { lang, viewport });
        await summary(page).waitFor();
        await page.locator('.mq-position .mq-element-line').waitFor();
        await assertSpeaks(page, lang, { within: ['.mq-view', '.heap-tabs'], document: lang === 'zh' });
        // The table scrolls inside its own box at 360 px, never the page.
        const box = await page.locator('.mq-table-wrap').evaluate((n) => ({ scroll: n.scrollWidth, client: n.clientWidth }));
        if (name === 'phone') assert.ok(box.scroll > box.client, 'the table scrolls sideways inside its box');
        await auditView(page, `misere-quotient-${lang}-${name}`);
        await h.recycle();
      }
    }
  });
});

describe('sums panel', () => {
  test('a misère sum of Kayles heaps names its quotient element', async () => {
    const text = 'misere: kayles 3 + kayles 4 + kayles 6';
    const a = sg.analyze(text);
    assert.ok(a.quotient, 'the engine decides it with the quotient');
    const { page, problems } = await h.openPage({ path: `#sums?p=${encodeURIComponent(text)}` });
    await page.locator('.sums-panel .verdict-badge:not(:text-is("?")), .sum-quotient').first().waitFor();
    const line = page.locator('.sum-quotient');
    await line.waitFor();
    assert.equal(await line.locator('.sum-quotient-name').textContent(), a.quotient.name);
    assert.ok((await line.textContent()).includes(`${a.quotient.order} elements`));
    assert.ok((await line.textContent()).includes(a.quotient.p ? 'which is in the P-portion' : 'not in the P-portion'));
    // A sum of two rules has no quotient line.
    const mixed = 'misere: kayles 3 + nim 2';
    if (!sg.analyze(mixed).quotient) {
      await page.goto(`${h.session.url}#sums?p=${encodeURIComponent(mixed)}`);
      await page.waitForFunction(() => document.querySelector('.sum-values code')?.textContent.startsWith('kayles'));
      assert.equal(await page.locator('.sum-quotient').count(), 0);
    }
    assert.deepEqual(problems, [], 'console errors, page errors or failed requests');
  });
});
