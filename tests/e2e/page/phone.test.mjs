// The playground on a 360 x 740 phone, in English and in Chinese, as a
// student working through it would use it: every panel's verdict in the
// first screen (Tutorial games too), nothing wider than its card, a
// gallery link opening its panel at the top, the end of a game brought
// into view and announced, a heap rule's error said at its control, a
// single Wythoff game's Why card naming its theorem, text as people type
// it read and shown in notation, and a tree's typed node numbers kept.
// One page per language
// serves every check (panels are switched through the address, which
// loads nothing), so the file stays cheap. Screenshots in
// test-results/phone-*.png are for looking at.
// Run: node --test --test-concurrency=1 tests/e2e/page/phone.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { browserHarness, screenshot, VIEWPORTS } from '../../e2e_support/browser.mjs';

const h = browserHarness({ before, after, afterEach });
const PHONE = VIEWPORTS.phone;

// Each panel with a position that exercises its widest parts: a long
// notation on the boards, a graph whose edge list is opened.
const PANELS = [
  { id: 'nim', cls: 'nim-panel' },
  { id: 'heaps', cls: 'heap-panel' },
  { id: 'coins', cls: 'coins-panel', p: 'coins(mock) THHTTHHT' },
  { id: 'trees', cls: 'tree-panel' },
  { id: 'graphs', cls: 'graph-panel', open: '.edge-list summary' },
  { id: 'boards', cls: 'boards-panel', p: 'nodekayles(1-2,2-3,3-4,4-5,5-6,6-7,7-8,8-9,9-10,10-11,11-12) + cram 3x4 + chomp 3x4' },
  { id: 'sums', cls: 'sums-panel' },
  { id: 'tutorial', cls: 'tutorial-panel' },
];

const hashOf = (id, p = null, extra = '') => `#${id}${p === null ? '' : `?p=${encodeURIComponent(p)}`}${extra}`;

// Goes to a panel (and position) by the address: the page stays loaded.
async function go(page, hash, cls) {
  await page.evaluate((to) => { location.hash = to; }, hash);
  await page.locator(`main .${cls} .verdict-badge[class*="outcome-"]`).waitFor();
}

// The elements of the panel's cards that run past their card's right edge,
// outside any box that scrolls or clips them.
function overflowing(cls) {
  const out = [];
  for (const card of document.querySelectorAll(`main .${cls} .card`)) {
    if (!card.getClientRects().length || card.parentElement.closest('.card')) continue;
    const edge = card.getBoundingClientRect().right;
    for (const node of card.querySelectorAll('*')) {
      const r = node.getBoundingClientRect();
      if (!r.width || r.right <= edge + 1) continue;
      let clipped = false;
      for (let a = node.parentElement; a && a !== card; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') { clipped = true; break; }
      }
      if (!clipped) out.push(`${node.tagName.toLowerCase()}.${node.className?.baseVal ?? node.className} runs ${Math.round(r.right - edge)} px past .${card.className.split(' ').join('.')}`);
    }
  }
  return out.slice(0, 6);
}

async function openPhone(lang, hash) {
  const opened = await h.openPage({ path: `?lang=${lang}${hash}`, viewport: PHONE });
  return opened;
}

for (const lang of ['en', 'zh']) {
  describe(`a 360 px phone, ${lang}`, () => {
    test('every panel: the verdict in the first screen, nothing wider than its card', async () => {
      const { page, problems } = await openPhone(lang, '#nim');
      for (const panel of PANELS) {
        await go(page, hashOf(panel.id, panel.p ?? null), panel.cls);
        const badge = await page.evaluate((cls) => {
          scrollTo(0, 0);
          return document.querySelector(`main .${cls} .verdict-badge`).getBoundingClientRect().bottom;
        }, panel.cls);
        assert.ok(badge <= PHONE.height, `${panel.id}: the verdict's bottom is at ${badge} px`);
        if (panel.open) await page.locator(`main .${panel.cls} ${panel.open}`).click();
        // The Why card writes itself once near the view.
        await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
        await page.locator(`main .${panel.cls} .why-card .why-section`).first().waitFor();
        assert.deepEqual(await page.evaluate(overflowing, panel.cls), [], `${panel.id}: no element wider than its card`);
        // A long notation beside a nim-sum row wraps: the bit columns stay on the screen.
        const hidden = await page.evaluate((cls) => [...document.querySelectorAll(`main .${cls} .why-binary`)]
          .map((table) => table.closest('.table-scroll')).filter((box) => box && box.scrollWidth > box.clientWidth + 1).length, panel.cls);
        assert.equal(hidden, 0, `${panel.id}: the nim-sum columns fit the screen`);
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(sideways <= 0, `${panel.id}: the page scrolls sideways by ${sideways} px`);
        if (panel.id === 'tutorial' || panel.id === 'boards' || panel.id === 'graphs') {
          await page.evaluate(() => scrollTo(0, 0));
          await screenshot(page, `phone-${lang}-${panel.id}`);
        }
      }
      assert.deepEqual(problems, []);
    });

    test('a gallery link opens its panel at the top; a game\'s end comes into view', async () => {
      const { page, problems } = await openPhone(lang, '#gallery');
      const link = page.locator('main .gallery-open').nth(6);
      await link.scrollIntoViewIfNeeded();
      assert.ok(await page.evaluate(() => scrollY) > 300, 'the link is far down the gallery');
      const cls = `${await link.getAttribute('data-panel')}-panel`.replace(/^heaps-/, 'heap-').replace(/^trees-/, 'tree-').replace(/^graphs-/, 'graph-');
      await link.click();
      await page.locator(`main .${cls} .verdict-badge[class*="outcome-"]`).waitFor();
      assert.equal(await page.evaluate(() => scrollY), 0, 'the panel opens at its top');

      // A game of nim 1 2 against the computer, played from the heaps at
      // the foot of the page: its end shows, and is said, where the status is.
      await page.evaluate((to) => { location.hash = to; }, hashOf('nim', 'nim 1 2', '&mode=play'));
      const status = page.locator('main .nim-panel .play-status');
      await status.and(page.locator('.play-you')).waitFor();
      assert.equal(await status.getAttribute('aria-live'), 'polite');
      while (!/play-(won|lost)/.test(await status.getAttribute('class'))) {
        if (/play-you/.test(await status.getAttribute('class'))) {
          await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
          await page.locator('main .nim-panel .hb-pick:not(:disabled)').first().click();
          await page.locator('main .nim-panel .hb-strip .legal-move:not(:disabled)').first().click();
        }
        await page.waitForFunction(() => !/play-(you|thinking|computer)\b/.test(document.querySelector('main .nim-panel .play-status').className)
          || /play-you/.test(document.querySelector('main .nim-panel .play-status').className));
        await page.waitForTimeout(50);
      }
      const box = await status.evaluate((n) => { const r = n.getBoundingClientRect(); return { top: r.top, bottom: r.bottom }; });
      assert.ok(box.top >= 0 && box.bottom <= PHONE.height, `the end of the game is on the screen: ${JSON.stringify(box)}`);
      const shot = await screenshot(page, `phone-${lang}-game-over`);
      if (shot) await page.screenshot({ path: shot.replace('.png', '-screen.png') });
      assert.deepEqual(problems, []);
    });

    test('text as people type it is read, and the field says how; trees keep their typed numbers', async () => {
      const { page, problems } = await openPhone(lang, '#nim');
      const readAs = (cls) => page.locator(`main .${cls} .read-as`);
      const label = lang === 'zh' ? '读作：' : 'Read as: ';
      // Commas, a Chinese input method's full-width forms, and no game name.
      const typed = [['nim 3,4,5', 'nim 3 4 5'], ['ｎｉｍ　３，４，５', 'nim 3 4 5'], ['misere：nim 1，2', 'misere: nim 1 2'], ['3 4 5', 'nim 3 4 5']];
      for (const [panel, hash, tries] of [
        ['nim-panel', '#nim', typed],
        ['coins-panel', hashOf('coins', 'coins(mock) THHT'), [['THHTH', 'coins(mock) THHTH']]],
        ['boards-panel', hashOf('boards', 'cram 3x4'), [['4x5', 'cram 4x5']]],
      ]) {
        await go(page, hash, panel);
        assert.equal(await readAs(panel).isHidden(), true, `${panel}: nothing to say of text taken as written`);
        for (const [text, read] of tries) {
          await page.locator(`main .${panel} .position-input`).fill(text);
          await page.locator(`main .${panel} .read-as code`).and(page.getByText(read, { exact: true })).waitFor();
          assert.equal(await readAs(panel).textContent(), `${label}${read}`, text);
          assert.equal(await page.locator(`main .${panel} .position-input`).getAttribute('aria-invalid'), 'false', text);
        }
        if (panel === 'nim-panel') await screenshot(page, `phone-${lang}-read-as`);
      }
      // A tree keeps the numbers it was typed with: the winning cuts of
      // tree(parents) 0 0 1 1 2 are above nodes 3, 4 and 5 (preorder
      // would renumber them), in the drawing and in the list of moves.
      await go(page, hashOf('trees', 'tree(parents) 0 0 1 1 2'), 'tree-panel');
      assert.deepEqual(await page.locator('main .tree-drawing .edge.winning').evaluateAll((es) => es.map((e) => e.dataset.node).sort()), ['3', '4', '5']);
      // The move's words name node 3 (its notation follows in the same row).
      assert.match(await page.locator('main .tree-panel .move-list .move').first().textContent(), /(^|\D)3(\D|$)/);
      // Still ambiguous: refused at the column of the text as typed.
      await go(page, '#nim', 'nim-panel');
      for (const text of ['nim 1,000', 'nim 3,,4']) {
        await page.locator('main .nim-panel .position-input').fill(text);
        await page.locator('main .nim-panel .input-error .error-column').waitFor();
        assert.match(await page.locator('main .nim-panel .error-column').textContent(), /\b6\b/, text);
        assert.equal(await page.locator('main .nim-panel .caret-token').textContent(), text.slice(5), text);
        assert.equal(await readAs('nim-panel').isHidden(), true, `${text}: no reading shown`);
      }
      assert.deepEqual(problems, []);
    });

    test('a heap rule\'s error is said at its control; one Wythoff game is no sum', async () => {
      const { page, problems } = await openPhone(lang, hashOf('heaps', 'bash(3) 10'));
      await page.locator('main .heap-panel .verdict-badge[class*="outcome-"]').waitFor();
      const param = page.locator('main .heap-param-input');
      await param.fill('four');
      const error = page.locator('main .heap-param-error');
      await error.waitFor();
      const said = await error.textContent();
      assert.doesNotMatch(said, /components\[|\(bash\)|（bash）/, 'no API path');
      assert.match(said, /four/);
      assert.equal(await param.getAttribute('aria-invalid'), 'true');
      assert.equal(await page.locator('main .heap-panel .position-input').getAttribute('aria-invalid'), 'false', 'the position stays valid');
      const gap = await page.evaluate(() => document.querySelector('main .heap-param-error').getBoundingClientRect().top
        - document.querySelector('main .heap-param-input').getBoundingClientRect().bottom);
      assert.ok(gap >= 0 && gap < 24, `the error is right under its control (${gap} px)`);
      assert.doesNotMatch(await page.locator('main .heap-board-help').textContent(), /computer|电脑/, 'no game, no wait');
      const about = await page.locator('main .heap-about').textContent();
      assert.ok(!/^(.+)[:：]\s*\1[:：]/.test(about), `the rule is named once: ${about}`);
      await screenshot(page, `phone-${lang}-heap-rule-error`);

      // One Wythoff game is no sum: its Why card names Wythoff's theorem
      // as what decides, and shows no nim-sum.
      await go(page, hashOf('heaps', 'wythoff 3 5'), 'heap-panel');
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      await page.locator('main .heap-panel .why-card .why-section').first().waitFor();
      const why = page.locator('main .heap-panel .why-body');
      assert.equal(await why.locator('.why-binary').count(), 0, 'no nim-sum table');
      assert.equal(await why.locator('.why-conclusion .theorem-link').first().getAttribute('data-theorem'), 'wythoff');
      assert.match(await why.locator('.why-conclusion').first().textContent(), /Wythoff|威佐夫/);
      assert.deepEqual(problems, []);
    });
  });
}
