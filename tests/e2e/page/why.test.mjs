// Browser end-to-end tests of the reasoning as users read it: the Why card
// fitted to each compound, theorem names that open their explanation (with
// MathML formulas), one wording of a proven period in the verdict and the
// Sequence tab, and a position too large to decide shown as an answer.
// Run: node --test --test-concurrency=1 tests/e2e/page/why.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { panelHarness, screenshot, VIEWPORTS } from '../../e2e_support/browser.mjs';
import { loadSG } from '../../../web/api/sg.js';

const sums = panelHarness('sums', 'sums-panel', { before, after, afterEach });
let sg;
before(async () => { sg = await loadSG(); });

// The Why card is written once it is near the viewport.
async function whyBody(page, panel = 'sums-panel') {
  const card = page.locator(`.${panel} .why-card`);
  await card.scrollIntoViewIfNeeded();
  await page.locator(`.${panel} .why-body .why-section`).first().waitFor();
  return page.locator(`.${panel} .why-body`);
}

async function setPosition(page, text) {
  const input = page.getByLabel('Position in SG notation');
  await input.fill(text);
  await page.waitForFunction((t) => document.querySelector('.sums-panel .why-card') && document.querySelector('.sums-panel .position-input')?.value === t, text);
}

describe('The Why card fits the compound', () => {
  test('normal, misère, Every-SG, conjunctive and selective sums each show what decides them', async () => {
    const page = await sums.open('nim 5 + kayles 4');
    let body = await whyBody(page);
    assert.match(await body.textContent(), /Nim-sum in binary/);
    assert.match(await body.locator('.why-theorem .theorem-link').textContent(), /Sprague–Grundy theorem/);

    const cases = [
      ['misere: nim 1 2 + graph(a>b,b>c,a>c) a', 'The misère rule', /The nim-sum is 1, so the player to move wins/, 'SJ theorem (anti-SG)'],
      ['misere: nim 1 1 1', 'The misère rule', /No heap has a value above 1.*The nim-sum is 1, so the player to move loses/, 'Misère Nim'],
      // Two rules: no quotient holds both, so the search decides.
      ['misere: kayles 5 + grundy 4', 'Misère play', /not tame: kayles 5 has genus 4\^\{146\}.*Searching the whole sum: the player to move wins/i, 'Misère play by search'],
      ['misere: kayles 5 + kayles 4', 'Misère play: the misère quotient', /The sum is a·c in the quotient of order 12 \(heaps up to 5\), in the P-portion: the player to move loses/, 'Misère quotient (Plambeck–Siegel)'],
      ['misere: kayles 4 + kayles 4', 'Misère play: the genus rule', /By the genus rule: the player to move wins/, 'Genus rule (Conway)'],
      ['every: nim 3 + kayles 4', 'Suspense decides', /The greatest suspense is 3 \(component 2\).*3 is odd, so the player to move wins/, 'Every-SG theorem'],
      ['conjunctive: nim 3 4 + nim 2', 'Remoteness decides', /The least remoteness is 1 \(component 2\).*1 is odd, so the player to move wins/, 'Conjunctive compounds (remoteness)'],
      ['selective: nim 1 + kayles 3 + nim 0', 'Every component must be P', /Components 1, 2 are N, so the player to move wins/, 'Selective compounds'],
      ['every: graph(a>b,b>a,b>c) a + nim 1', 'Solved position by position', /the player to move loses/, 'Retrograde analysis'],
    ];
    for (const [text, heading, conclusion, theorem] of cases) {
      await setPosition(page, text);
      body = await whyBody(page);
      await page.waitForFunction((h) => [...document.querySelectorAll('.sums-panel .why-heading')].some((x) => x.textContent === h), heading);
      const words = await body.textContent();
      assert.match(words, conclusion, text);
      assert.doesNotMatch(words, /Nim-sum in binary/, `${text}: no nim-sum table where it does not decide`);
      assert.equal(await body.locator('.why-theorem .theorem-link').textContent(), theorem, text);
      // The verdict agrees with the engine.
      assert.equal(await page.locator('.sums-panel .verdict-badge').textContent(), sg.analyze(text).outcome, text);
    }
    // The deciding rows are marked.
    await setPosition(page, 'every: nim 3 + kayles 4');
    await whyBody(page);
    assert.deepEqual(await page.locator('.sums-panel .why-compound-table tr.is-deciding th code').allTextContents(), ['kayles 4']);
    await screenshot(page, 'why-every-1280');
    sums.assertNoProblems();
  });

  test('a finished game says it is over and who won', async () => {
    const page = await sums.open('nim 0 + kayles 0');
    let body = await whyBody(page);
    await page.locator('.sums-panel .why-heading', { hasText: 'The game is over' }).waitFor();
    assert.match(await body.textContent(), /the opponent made the last move and has won/);
    assert.doesNotMatch(await body.textContent(), /Why a winning move wins/);
    await setPosition(page, 'misere: nim 0');
    body = await whyBody(page);
    await page.waitForFunction(() => /the player to move has won/.test(document.querySelector('.sums-panel .why-body')?.textContent ?? ''));
    await setPosition(page, 'conjunctive: nim 3 + nim 0');
    // The conjunctive builder pushes the card out of range: a reader scrolls to it.
    await page.locator('.sums-panel .why-card').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => /ends a conjunctive game/.test(document.querySelector('.sums-panel .why-body')?.textContent ?? ''));
    sums.assertNoProblems();
  });
});

describe('Theorem explanations', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`a theorem name in the Why card opens its explanation, with MathML formulas (${viewport.width} px)`, async () => {
      const page = await sums.open('nim 3 4 5 + kayles 7', { viewport });
      await whyBody(page);
      // Each component's theorem is a link too.
      assert.deepEqual(await page.locator('.sums-panel .why-theories .theorem-link').allTextContents(), ['Bouton’s theorem', 'Guy–Smith periodicity theorem']);
      const link = page.locator('.sums-panel .why-theories .theorem-link').nth(0);
      await link.click();
      const dialog = page.getByRole('dialog', { name: 'Bouton’s theorem' });
      await dialog.waitFor();
      assert.match(await dialog.textContent(), /nim-sum is 0/);
      assert.match(await dialog.textContent(), /Annals of Mathematics 3/);
      // The formula is MathML, laid out by the browser: scripts sit lower
      // than their base and the block has a real size.
      const math = dialog.locator('math[display="block"]').first();
      const box = await math.boundingBox();
      assert.ok(box && box.width > 100 && box.height > 10, `formula box ${JSON.stringify(box)}`);
      const [base, script] = await dialog.locator('math msub').first().evaluate((m) => [m.children[0], m.children[1]].map((c) => c.getBoundingClientRect().bottom));
      assert.ok(script > base, `subscript below its base (${script} > ${base})`);
      await screenshot(page, `theorem-dialog-${viewport.width}`);
      // Related theorems open in place; Escape closes and gives focus back.
      await dialog.getByRole('button', { name: 'Misère Nim' }).click();
      await page.getByRole('dialog', { name: 'Misère Nim' }).waitFor();
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('dialog.theorem-dialog')?.open);
      assert.equal(await link.evaluate((n) => n === document.activeElement), true);
      // The example opens in its panel.
      await link.click();
      await page.getByRole('dialog', { name: 'Bouton’s theorem' }).getByRole('link', { name: /Open nim 3 4 5 in the Nim panel/ }).click();
      await page.waitForFunction(() => location.hash.startsWith('#nim') && !document.querySelector('dialog.theorem-dialog')?.open);
      await page.locator('.nim-panel .verdict-badge', { hasText: 'N' }).waitFor();
      assert.equal(await page.locator('.nim-panel .position-input').inputValue(), 'nim 3 4 5');
      sums.assertNoProblems();
    });
  }

  test('the verdict and the Sequence tab state Kayles\' proven period alike, by the same theorem', async () => {
    const page = await sums.open('nim 1');
    await page.goto(`${page.url().split('#')[0]}#heaps?p=${encodeURIComponent('kayles 7')}`);
    await page.locator('.heap-panel .verdict-badge', { hasText: 'N' }).waitFor();
    const { period } = sg.sequence('kayles', 20);
    const decided = await page.locator('.heap-panel .decided-by').textContent();
    assert.match(decided, /Guy–Smith periodicity theorem/);
    assert.ok(decided.includes(period.reason), decided);
    assert.match(period.reason, /period 12 from heap 71, proven/);
    await page.getByRole('tab', { name: 'Grundy sequence' }).click();
    await page.locator('.seq-rule-input').fill('kayles');
    await page.locator('.seq-n-input').fill('100');
    await page.getByRole('button', { name: 'Compute', exact: true }).click();
    const reason = page.locator('.seq-reason');
    await reason.waitFor();
    assert.equal(await reason.locator('.theorem-link').textContent(), 'Guy–Smith periodicity theorem');
    // The same words (capitalized on the page).
    assert.ok((await reason.textContent()).includes(period.reason.slice(1)), await reason.textContent());
    sums.assertNoProblems();
  });
});

describe('A position too large to decide', () => {
  const TEXT = 'misere: kayles 3 + nim 1000000000000';

  test('is shown as an answer for the position typed, with each component\'s value', async () => {
    const page = await sums.open('nim 3 + kayles 4');
    await page.getByLabel('Position in SG notation').fill(TEXT);
    await page.waitForFunction(() => document.querySelector('.sums-panel .verdict-headline')?.textContent === 'No exact verdict');
    assert.equal(await page.locator('.sums-panel .verdict-badge').textContent(), '?');
    assert.match(await page.locator('.sums-panel .verdict-detail').textContent(), /^Too large to decide exactly: no theorem decides this misère position, and searching it would take more than 200000000 steps\.$/);
    // Not an error of the text, and no greyed result of another position.
    assert.equal(await page.locator('.sums-panel .input-error').isHidden(), true);
    assert.equal(await page.locator('.sums-panel .stale-note').isHidden(), true);
    assert.equal(await page.locator('.sums-panel .is-stale').count(), 0);
    // What is known: each component's value alone, for the position typed.
    assert.deepEqual(await page.locator('.sums-panel .verdict-stats .stat-value').allTextContents(), ['—', '3', '1000000000000']);
    assert.deepEqual(await page.locator('.sum-part-input').evaluateAll((xs) => xs.map((x) => x.value)), ['kayles 3', 'nim 1000000000000']);
    assert.match(await page.locator('.sums-panel .moves-card').textContent(), /Not known: the position is too large to decide exactly/);
    const body = await whyBody(page);
    assert.match(await body.textContent(), /What is known.*Too large to decide exactly/);
    assert.deepEqual(await body.locator('.why-compound-table tbody td.num').allTextContents(), ['3', '1000000000000']);
    assert.deepEqual(await body.locator('.why-compound-table .theorem-link').allTextContents(), ['Guy–Smith periodicity theorem', 'Bouton’s theorem']);
    // No API option names anywhere on the page.
    assert.doesNotMatch(await page.locator('main').textContent(), /max[A-Z][A-Za-z]+/);
    await screenshot(page, 'too-large-1280');
    // No game from it: the computer could not play it perfectly.
    await page.locator('.sums-panel .play-start').click();
    await page.locator('.sums-panel .play-message', { hasText: 'This position is too large to decide exactly, so the computer cannot play it perfectly' }).waitFor();
    assert.equal(await page.locator('.sums-panel .play-card.is-playing').count(), 0);
    // A decidable position again: the verdict comes back.
    await page.getByLabel('Position in SG notation').fill('misere: kayles 3 + nim 1');
    await page.locator('.sums-panel .verdict-badge', { hasText: /^[PN]$/ }).waitFor();
    sums.assertNoProblems();
  });

  test('at 360 px', async () => {
    const page = await sums.open('nim 3', { viewport: VIEWPORTS.phone });
    await page.getByLabel('Position in SG notation').fill(TEXT);
    await page.waitForFunction(() => document.querySelector('.sums-panel .verdict-headline')?.textContent === 'No exact verdict');
    await whyBody(page);
    await screenshot(page, 'too-large-360');
    sums.assertNoProblems();
  });
});
