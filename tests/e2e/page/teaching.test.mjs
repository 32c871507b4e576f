// Teaching mode hides every value from the eye AND from assistive
// technology until the student answers (web/kit/teaching-mode.js): the tree and
// graph drawings' labels (aria-label, <title>, live lines), the Grundy
// sequence table and plot, the Wythoff table and the sum builder's outcomes.
// The values come back after the reveal and when teaching mode is left.
// Run: node --test --test-concurrency=1 tests/e2e/page/teaching.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { browserHarness, screenshot } from '../../e2e_support/browser.mjs';

const h = browserHarness({ before, after, afterEach });

async function openTeaching(hash) {
  const opened = await h.openPage({ path: `${hash}&mode=teach` });
  await opened.page.getByRole('button', { name: 'Teach mode' }).waitFor();
  return opened;
}

// Everything a screen reader or the eye can get from `locator`: its
// accessibility tree (names included), every aria-label, aria-description,
// title attribute and SVG <title> of what is rendered, and the rendered text.
async function perceivable(locator) {
  const tree = await locator.ariaSnapshot();
  const labels = await locator.evaluate((root) => [root, ...root.querySelectorAll('*')].flatMap((n) => {
    const shown = (n.localName === 'title' ? n.parentElement : n).checkVisibility({ visibilityProperty: true });
    return shown ? [n.getAttribute('aria-label'), n.getAttribute('aria-description'), n.getAttribute('title'), n.localName === 'title' ? n.textContent : null] : [];
  }).filter(Boolean).join('\n'));
  const seen = await locator.evaluate((root) => root.innerText);
  return `${tree}\n${labels}\n${seen}`;
}

const teachToggle = (page) => page.getByRole('button', { name: 'Teach mode' });
const answer = async (page, panel) => {
  await page.locator(`.${panel} .quiz-choice`).first().click();
  await page.locator(`.${panel} .quiz-feedback.is-right, .${panel} .quiz-feedback.is-wrong`).waitFor();
};

describe('teaching mode hides the values from assistive technology too', () => {
  test('tree drawing: no value or winning cut in its labels until the answer', async () => {
    const { page, problems } = await openTeaching(`#trees?p=${encodeURIComponent('tree (()((())()))')}`);
    const drawing = page.locator('.tree-panel .tree-drawing');
    const info = page.locator('.tree-panel .tree-info');
    await page.locator('.tree-panel .quiz').waitFor();
    await drawing.locator('.edge').first().waitFor();
    // Focusing an edge writes its description to a live line.
    await drawing.locator('.edge').first().focus();
    const VALUES = /value|winning|SG\b|\bP\b|\bN\b/i;
    const asked = `${await perceivable(drawing)}\n${await info.innerText()}`;
    assert.match(asked, /Cut the edge above node 1/, 'the edges are still named');
    assert.doesNotMatch(asked, VALUES);
    assert.equal(await drawing.locator('.edge.winning').count(), 0, 'no edge is marked winning');
    await screenshot(page, 'teach-tree-asking');

    await answer(page, 'tree-panel');
    await drawing.locator('.edge[aria-label*="leaves value"]').first().waitFor();
    await drawing.locator('.edge').first().focus();
    const revealed = `${await perceivable(drawing)}\n${await info.innerText()}`;
    assert.match(revealed, /Cut the edge above node \d+: leaves value \d+/);
    assert.match(revealed, /Node 0 \(the root, on the ground\): its subtree has value \d+/);
    assert.match(revealed, /a winning cut/, 'tree (()((())())) is an N position: a winning cut is named');
    await screenshot(page, 'teach-tree-revealed');

    // The next position is asked about: hidden again.
    await page.getByRole('button', { name: 'Next position' }).click();
    await page.locator('.tree-panel.teach-asking').waitFor({ state: 'attached' });
    await page.waitForFunction(() => ![...document.querySelectorAll('.tree-drawing [aria-label]')].some((n) => /value/.test(n.getAttribute('aria-label'))));
    assert.doesNotMatch(await perceivable(drawing), VALUES);

    // Leaving teaching mode shows them.
    await teachToggle(page).click();
    await drawing.locator('[aria-label*="its subtree has value"]').first().waitFor();
    assert.deepEqual(problems, []);
  });

  test('graph drawing: nodes named without outcome, value or remoteness until the answer', async () => {
    const { page, problems } = await openTeaching(`#graphs?p=${encodeURIComponent('graph(a>b,b>c,a>c,c>d,b>d) a a')}`);
    const drawing = page.locator('.graph-panel .graph-drawing');
    await page.locator('.graph-panel .quiz').waitFor();
    await drawing.locator('.graph-node').first().waitFor();
    const VALUES = /value \d|remoteness \d|SG \d|\br \d|player to move|a draw|\b[PND]\b/;
    const asked = await perceivable(drawing);
    assert.match(asked, /Node a: value hidden until you answer; 2 tokens/);
    assert.doesNotMatch(asked, VALUES);
    assert.deepEqual(await drawing.locator('.node-outcome, .node-value, .node-remoteness').evaluateAll((ns) => ns.map((n) => n.textContent).filter(Boolean)), []);
    await screenshot(page, 'teach-graph-asking');

    await answer(page, 'graph-panel');
    await drawing.locator('.graph-node[aria-label*="remoteness"]').first().waitFor();
    const revealed = await perceivable(drawing);
    assert.match(revealed, /Node d: P, the player to move loses, value 0, remoteness 0/);
    assert.match(revealed, /SG \d/);
    await screenshot(page, 'teach-graph-revealed');

    // Teaching mode off and on again: still answered, so still shown (as the
    // verdict is); a position typed in teaching mode is asked: hidden.
    await teachToggle(page).click();
    await drawing.locator('.graph-node[aria-label*="remoteness"]').first().waitFor();
    await teachToggle(page).click();
    assert.equal(await page.locator('.graph-panel .verdict-card').isVisible(), true);
    assert.match(await perceivable(drawing), /remoteness \d/);
    await page.getByLabel('Position in SG notation').fill('graph(a>b,b>c,c>a,c>d,d>e) a');
    await page.locator('.graph-panel .quiz').getByText('Who wins graph(a>b,b>c,c>a,c>d,d>e) a').waitFor();
    await page.waitForFunction(() => !document.querySelector('.graph-drawing [aria-label*="remoteness"]'));
    const again = await perceivable(drawing);
    assert.match(again, /Node e: value hidden until you answer/);
    assert.doesNotMatch(again, VALUES);
    assert.deepEqual(problems, []);
  });

  test('Grundy sequence: every value a "?" until checked one by one or all shown', async () => {
    const { page, problems } = await openTeaching(`#heaps?p=${encodeURIComponent('kayles 9 4')}&view=sequence`);
    const view = page.locator('.heap-panel .seq-view');
    const cells = view.locator('.seq-table .seq-cell');
    await cells.first().waitFor();
    const truth = await page.evaluate(async () => {
      const { loadSG } = await import('./web/api/sg.js');
      return (await loadSG()).sequence('kayles', 20).values;
    });
    const texts = () => cells.evaluateAll((ns) => ns.slice(0, 20).map((n) => n.textContent));
    assert.deepEqual(await texts(), Array(20).fill('?'));
    assert.equal(await view.locator('.seq-summary').isVisible(), false, 'period, plot and export hidden');
    assert.equal(await view.locator('.seq-legend').isVisible(), false, 'the period colours are hidden');
    const asked = await perceivable(view);
    assert.match(asked, /SG\(5\): hidden\. Check it\./);
    assert.doesNotMatch(asked, /SG\(\d+\) = \d|Period (length|starts)|values range/);
    assert.equal(await view.locator('.seq-pre, .seq-first, .seq-rest').count(), 0);
    await screenshot(page, 'teach-sequence-asking');

    // Checking one value shows it (and why), and nothing else.
    await view.locator('.seq-cell[data-n="5"]').click();
    await view.locator('.seq-explain').getByText(`Why SG(5) = ${truth[5]}`).waitFor();
    const checked = await texts();
    assert.equal(checked[5], String(truth[5]));
    assert.deepEqual(checked.filter((t, i) => i !== 5), Array(19).fill('?'));

    // "Show the values" shows every value, the period and the plot.
    const show = view.getByRole('button', { name: 'Show the values' });
    await show.click();
    assert.equal(await show.getAttribute('aria-pressed'), 'true');
    assert.deepEqual(await texts(), truth.map(String));
    assert.equal(await view.locator('.seq-summary').isVisible(), true);
    assert.match(await perceivable(view), /SG\(7\) = 2/);
    await screenshot(page, 'teach-sequence-revealed');

    // Hidden again when asked; shown when teaching mode is left.
    await show.click();
    assert.deepEqual(await texts(), Array(20).fill('?'));
    await teachToggle(page).click();
    assert.deepEqual(await texts(), truth.map(String));
    assert.equal(await show.isVisible(), false, 'no switch outside teaching mode');
    assert.deepEqual(problems, []);
  });

  test('Wythoff table: no value, colour or P until shown; a cell opens its position with the quiz', async () => {
    const { page, problems } = await openTeaching(`#heaps?p=${encodeURIComponent('wythoff 3 5')}&view=wythoff`);
    const view = page.locator('.heap-panel .wy-view');
    const cells = view.locator('.wy-table .wy-cell');
    await cells.first().waitFor();
    assert.equal(await cells.count(), 256);
    assert.deepEqual([...new Set(await cells.allTextContents())], ['?']);
    assert.equal(await view.locator('.wy-cell.is-p, .wy-cell[style]').count(), 0, 'no colour gives a value away');
    const asked = await perceivable(view);
    assert.match(asked, /wythoff 1 2: value hidden\. Analyse it\./);
    assert.doesNotMatch(asked, /SG \d|a P position\.|from 0 to \d/);
    assert.equal(await view.locator('.wy-legend').isVisible(), false);
    await screenshot(page, 'teach-wythoff-asking');

    await view.getByRole('button', { name: 'Show the values' }).click();
    // (1, 2) is Wythoff's first P position after (0, 0).
    assert.equal(await view.getByRole('button', { name: 'wythoff 1 2: SG 0, a P position. Analyse it.' }).textContent(), 'P');
    assert.equal(await view.locator('.wy-cell.is-p').count(), await view.locator('.wy-cell', { hasText: /^P$/ }).count());
    await screenshot(page, 'teach-wythoff-revealed');

    // Hidden again; picking a cell asks about that position.
    await view.getByRole('button', { name: 'Show the values' }).click();
    await view.getByRole('button', { name: 'wythoff 2 1: value hidden. Analyse it.' }).click();
    await page.locator('.heap-panel .quiz').getByText('Who wins wythoff 2 1').waitFor();
    assert.equal(await page.locator('.heap-panel .verdict-card').isVisible(), false);
    assert.deepEqual(problems, []);
  });

  test('sum builder: no component outcome until the answer', async () => {
    // nim 0 is a P position alone: with the others' outcomes it would
    // give the selective sum's answer away.
    const { page, problems } = await openTeaching(`#sums?p=${encodeURIComponent('selective: nim 0 + kayles 4')}`);
    const builder = page.locator('.sums-panel .sum-builder');
    await page.locator('.sums-panel .quiz').waitFor();
    await builder.locator('.sum-part').nth(1).waitFor();
    // An outcome letter alone (not the D of "2-D coins" in the family menu).
    assert.doesNotMatch(await perceivable(builder), /(?<![-\w])[PND](?![-\w])|Outcome of this component/);
    await answer(page, 'sums-panel');
    await builder.locator('.sum-part .outcome-chip').first().waitFor();
    assert.match(await perceivable(builder), /Outcome of this component alone: P/);
    assert.deepEqual(problems, []);
  });
});
