// The page in English and Simplified Chinese (web/i18n/): the language
// follows the browser, the header switch pins it and the address keeps it
// (links, back/forward, Copy link, the embed code); the shell, the gallery,
// the shortcuts dialog, print, play and teaching modes, the <sg-playground>
// element and the iframe embed speak Chinese in a Chinese browser with no
// English outside notation and names, and no Chinese in an English one;
// axe finds nothing in Chinese; screenshots at 1280 and 360 px in Chinese
// (test-results/lang-*.png) are for looking at.
// Run: node --test --test-concurrency=1 tests/e2e/language/language.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { axeViolations } from '../../e2e_support/axe.mjs';
import { browserHarness, screenshot, VIEWPORTS } from '../../e2e_support/browser.mjs';
import { ENGINE_SPEAKS_CHINESE, assertSpeaks, openIn } from '../../e2e_support/i18n.mjs';

const h = browserHarness({ before, after, afterEach });

// The shell's own parts of a panel page (the panels' texts are their own).
const SHELL = ['.site-header', '.site-footer', '.share-slot', '.notices'];

const waitForPanel = (page, cls = 'nim-panel') => page.locator(`.${cls} .verdict-badge:not(:text-is("?")), .failure`).first().waitFor();

describe('choosing the language', () => {
  test('follows the browser: Chinese in a zh-CN browser, English in an en-US one', async (t) => {
    if (!ENGINE_SPEAKS_CHINESE) t.diagnostic('the engine has no sg.setLang yet: its texts are left out of the Chinese checks');
    const zh = await openIn(h, 'zh', { path: '#nim' });
    await waitForPanel(zh);
    await assertSpeaks(zh, 'zh', { within: SHELL });
    assert.equal(await zh.title(), 'Nim · SG Playground');
    assert.match(await zh.locator('.panel-link[data-panel="gallery"]').textContent(), /经典例题/);
    assert.equal(new URL(zh.url()).searchParams.get('lang'), null, 'a language followed is not written in the address');
    const en = await openIn(h, 'en', { path: '#nim' });
    await waitForPanel(en);
    await assertSpeaks(en, 'en', { within: SHELL });
    assert.deepEqual([...zh.problems, ...en.problems], []);
  });

  test('the header switch pins it, keeps the view, and the address keeps it', async () => {
    const page = await openIn(h, 'en', { path: '#nim?p=nim%201%202' });
    await waitForPanel(page);
    const switcher = page.getByRole('group', { name: 'Language' });
    assert.equal(await switcher.getByRole('button', { name: 'English' }).getAttribute('aria-pressed'), 'true');
    await switcher.getByRole('button', { name: '中文' }).click();
    await page.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' });
    await waitForPanel(page);
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('lang'), 'zh');
    assert.equal(decodeURIComponent(url.hash), '#nim?p=nim 1 2', 'the view stays');
    assert.equal(await page.locator('.nim-panel .position-input').inputValue(), 'nim 1 2');
    await assertSpeaks(page, 'zh', { within: SHELL });
    // Focus stays on the switch, now on the language chosen.
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.lang), 'zh');
    // Pinned: a new visit without ?lang= in the same browser is Chinese.
    await page.goto(`${h.session.url}#nim`);
    await waitForPanel(page);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');

    // Links and back/forward keep it; the gallery's links too.
    await page.goto(`${h.session.url}?lang=zh#nim?p=nim%201%202`);
    await waitForPanel(page);
    await page.locator('.panel-link[data-panel="gallery"]').click();
    await page.locator('.gallery-open').first().waitFor();
    assert.equal(new URL(page.url()).searchParams.get('lang'), 'zh');
    await page.locator('.gallery-open').first().click();
    await page.locator('main .verdict-badge:not(:text-is("?"))').first().waitFor();
    assert.equal(new URL(page.url()).searchParams.get('lang'), 'zh', 'a problem opens in the same language');
    await page.goBack();
    await page.goBack();
    await waitForPanel(page);
    assert.equal(new URL(page.url()).searchParams.get('lang'), 'zh');
    assert.equal(await page.locator('.nim-panel .position-input').inputValue(), 'nim 1 2');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');

    // Copy link and the embed code carry it (the clipboard refused, the
    // text shows in the share bar's field).
    await page.evaluate(() => { navigator.clipboard.writeText = () => Promise.reject(new Error('refused')); });
    await page.getByRole('button', { name: '复制链接' }).click();
    const field = page.locator('.share-field');
    await field.waitFor();
    assert.equal(new URL(await field.inputValue()).searchParams.get('lang'), 'zh');
    await page.getByRole('button', { name: '复制嵌入代码' }).click();
    assert.match(await field.inputValue(), /<sg-playground position="nim 1 2" lang="zh"><\/sg-playground>/);
    assert.deepEqual(page.problems, []);
  });

  test('switching during a game keeps the game from its position, and teaching mode', async () => {
    const page = await openIn(h, 'en', { path: '#nim?p=nim%203%204%205&mode=play,teach' });
    const card = page.locator('.nim-panel .play-card.is-playing');
    await card.waitFor();
    await card.locator('.legal-moves').evaluate((d) => { d.open = true; });
    await card.locator('.legal-move').first().click();
    await card.locator('.play-said').waitFor();
    const position = await page.locator('.nim-panel .position-input').inputValue();
    assert.notEqual(position, 'nim 3 4 5', 'the game moved on');
    await page.getByRole('button', { name: '中文' }).click();
    await page.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' });
    await page.locator('.nim-panel .play-card.is-playing').waitFor();
    assert.equal(await page.locator('.nim-panel .position-input').inputValue(), position);
    assert.equal(await page.locator('.teach-toggle').getAttribute('aria-pressed'), 'true');
    assert.match(new URL(page.url()).hash, /mode=play(%2C|,)teach/);
    await assertSpeaks(page, 'zh', { within: ['.play-card', '.quiz', ...SHELL] });
    assert.deepEqual(page.problems, []);
  });

  test('a failed download of the engine\'s Chinese texts is said in Chinese', async () => {
    const context = await h.newContext({ locale: 'zh-CN', viewport: VIEWPORTS.desktop, reducedMotion: 'reduce' });
    await context.route('**/sg_core.zh.txt', (route) => route.fulfill({ status: 404, body: '' }));
    const page = await context.newPage();
    await page.goto(`${h.session.url}#nim`);
    const failure = page.locator('.failure');
    await failure.waitFor();
    const text = await failure.innerText();
    assert.match(text, /无法加载/);
    assert.doesNotMatch(text, /could not load/);
  });

  test('an address of the other language wins over the pinned one, and back switches back', async () => {
    const page = await openIn(h, 'zh', { path: '?lang=en#nim?p=nim%203' });
    await waitForPanel(page);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en', 'the address names English');
    await page.evaluate(() => { location.href = '?lang=zh#nim?p=nim%204'; });
    await page.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' });
    await page.goBack();
    await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
    await waitForPanel(page);
    await assertSpeaks(page, 'en', { within: SHELL });
  });
});

describe('every view of the shell in both languages', () => {
  for (const lang of ['zh', 'en']) {
    test(`gallery, ${lang}`, async () => {
      const page = await openIn(h, lang, { path: '#gallery' });
      await page.locator('.gallery-open').first().waitFor();
      await assertSpeaks(page, lang);
      // The judges' English names stay, marked as English.
      if (lang === 'zh') assert.equal(await page.locator('[data-problem="hdu-1848"] .gallery-name').getAttribute('lang'), 'en');
      assert.deepEqual(page.problems, []);
    });

    test(`shortcuts dialog, ${lang}`, async () => {
      const page = await openIn(h, lang, { path: '#nim?p=nim%203%204' });
      await waitForPanel(page);
      await page.keyboard.press('?');
      const dialog = page.locator('dialog.shortcuts-dialog[open]');
      await dialog.waitFor();
      await assertSpeaks(page, lang, { within: ['dialog.shortcuts-dialog'] });
      assert.deepEqual(page.problems, []);
    });

    test(`print, ${lang}`, async () => {
      const page = await openIn(h, lang, { path: '#nim?p=nim%203%204' });
      await waitForPanel(page);
      await page.emulateMedia({ media: 'print' });
      await page.locator('.print-source:not(:empty)').waitFor({ state: 'attached' });
      await assertSpeaks(page, lang, { within: ['.print-source'] });
      assert.deepEqual(page.problems, []);
    });

    test(`play mode, ${lang}`, async () => {
      const page = await openIn(h, lang, { path: '#nim?p=nim%203%204%205&mode=play' });
      // No spoilers hides the verdict in play: the game's card is the sign.
      const card = page.locator('.nim-panel .play-card.is-playing');
      await card.waitFor();
      await assertSpeaks(page, lang, { within: ['.play-card'] });
      // A move, the computer's answer, a hint: every line of the card.
      await card.locator('.legal-moves').evaluate((d) => { d.open = true; });
      await card.locator('.legal-move').first().click();
      await card.locator('.play-said').waitFor();
      await card.locator('.play-hint').click();
      await card.locator('.play-hint-box:not([hidden])').waitFor();
      await assertSpeaks(page, lang, { within: ['.play-card'] });
      assert.deepEqual(page.problems, []);
    });

    test(`teaching mode, ${lang}`, async () => {
      const page = await openIn(h, lang, { path: '#nim?p=nim%201%202&mode=teach' });
      await page.locator('.quiz:not([hidden])').waitFor();
      await assertSpeaks(page, lang, { within: ['.quiz', '.teach-toggle'] });
      // nim 1 2 is N: the answer P is wrong.
      await page.locator('.quiz-choice-P').click();
      await page.locator('.quiz-feedback.is-wrong').waitFor();
      await assertSpeaks(page, lang, { within: ['.quiz'] });
      assert.deepEqual(page.problems, []);
    });
  }
});

describe('the embed in both languages', () => {
  const FIXTURE = 'fixture/lang-host.html';
  const host = (lang, body) => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>host</title>
<script type="module" src="../web/embed/sg-embed.js"></script></head><body><main><h1>host</h1>${body}</main></body></html>`;
  async function openHost(browserLang, html, viewport = VIEWPORTS.desktop) {
    const page = await openIn(h, browserLang, { viewport });
    await page.route(h.session.url + FIXTURE, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto(h.session.url + FIXTURE);
    return page;
  }
  const ready = (page, i = 0) => page.locator('sg-playground').nth(i).locator('.verdict-badge, .embed-error').first().waitFor();

  test('elements of different languages on one page each speak their own', async () => {
    const page = await openHost('en', host('en', `
      <sg-playground id="zh" lang="zh" position="nim 3 4 5" mode="explain"></sg-playground>
      <sg-playground id="en" lang="en" position="nim 3 4 5" mode="explain"></sg-playground>
      <sg-playground id="page" position="nim 1 2 3"></sg-playground>`));
    for (let i = 0; i < 3; i++) await ready(page, i);
    await assertSpeaks(page, 'zh', { within: ['#zh'], document: false });
    await assertSpeaks(page, 'en', { within: ['#en', '#page'] });
    const zhSection = page.locator('#zh .sg-embed');
    assert.equal(await zhSection.getAttribute('lang'), 'zh-CN');
    assert.match(await page.locator('#zh .embed-mode').textContent(), /原因/);
    assert.equal(await page.locator('#en .embed-mode').textContent(), 'Why');
    // No lang attribute: the host page's <html lang> (English here).
    assert.equal(await page.locator('#page .sg-embed').getAttribute('lang'), 'en');
    assert.match(await page.locator('#zh .embed-open').getAttribute('href'), /[?&]lang=zh#\w+\?/, 'opens the playground in its language');
    // A change of the attribute speaks the other language.
    await page.locator('#en').evaluate((e) => e.setAttribute('lang', 'zh'));
    await page.locator('#en .sg-embed[lang="zh-CN"]').waitFor();
    await page.locator('#en .verdict-badge').waitFor();
    assert.deepEqual(page.problems, []);
  });

  for (const lang of ['zh', 'en']) {
    test(`the element follows a ${lang} host page, in analysis, why and play`, async () => {
      const page = await openHost(lang === 'zh' ? 'en' : 'zh', host(lang === 'zh' ? 'zh-CN' : 'en', `
        <sg-playground position="nim 3 4 5"></sg-playground>
        <sg-playground position="nim 3 4 5 + kayles 4" mode="explain"></sg-playground>
        <sg-playground position="nim 1 2" mode="play" editable></sg-playground>
        <sg-playground position="nim 3 x"></sg-playground>`));
      for (let i = 0; i < 4; i++) await ready(page, i);
      const play = page.locator('sg-playground').nth(2);
      await play.locator('.play-start').click();
      await play.locator('.legal-move').first().waitFor();
      await assertSpeaks(page, lang, { within: ['sg-playground'] });
      if (lang === 'zh') assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(page.problems, []);
    });

    test(`the iframe embed, ${lang}`, async () => {
      const page = await openIn(h, lang === 'zh' ? 'en' : 'zh', { path: `embed.html#position=nim%203%204%205&mode=play&lang=${lang}` });
      await page.locator('sg-playground .play-start').waitFor();
      await page.waitForFunction((tag) => document.documentElement.lang === tag, lang === 'zh' ? 'zh-CN' : 'en');
      await assertSpeaks(page, lang);
      assert.equal(await page.locator('sg-playground').getAttribute('lang'), lang === 'zh' ? 'zh-CN' : 'en');
      assert.deepEqual(page.problems, []);
    });
  }

  test('the iframe embed follows the visitor without lang=', async () => {
    const page = await openIn(h, 'zh', { path: 'embed.html#position=nim%203%204%205' });
    await page.locator('sg-playground .verdict-badge').waitFor();
    // The element can show its verdict before the page has its own words:
    // embed-page.js marks the document's language and names it in one step.
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    await assertSpeaks(page, 'zh');
  });
});

describe('axe and screenshots in Chinese', () => {
  // One load per view and width serves axe, the width check and the
  // screenshot (test-results/lang-<view>-zh-<width>.png).
  const views = [
    ['gallery', '#gallery', (p) => p.locator('.gallery-open').first().waitFor()],
    ['play', '#nim?p=nim%201%202&mode=play', (p) => p.locator('.play-card.is-playing').waitFor()],
    ['teach', '#nim?p=nim%201%202&mode=teach', (p) => p.locator('.quiz:not([hidden])').waitFor()],
    ['shortcuts', '#nim?p=nim%203%204', async (p) => { await waitForPanel(p); await p.keyboard.press('?'); await p.locator('dialog.shortcuts-dialog[open]').waitFor(); }],
    // The embed's element looks inside its shadow root, which axe's own
    // probes trip the CSP on (see a11y.test.mjs): screenshots and width only.
    ['embed', 'embed.html#position=nim%203%204%205&mode=explain&lang=zh', (p) => p.locator('sg-playground .verdict-badge').waitFor(), { axe: false }],
  ];
  for (const [name, path, ready, { axe = true } = {}] of views) {
    test(`${name}: axe, width and screenshots at 1280 and 360 px`, async () => {
      for (const viewport of ['desktop', 'phone']) {
        const width = VIEWPORTS[viewport].width;
        const page = await openIn(h, 'zh', { path, viewport: VIEWPORTS[viewport] });
        await ready(page);
        if (axe) assert.deepEqual(await axeViolations(page), [], `${path} at ${width} px`);
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `lang-${name}-zh-${width}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(overflow <= 0, `${name} at ${width} px scrolls sideways by ${overflow} px`);
        assert.deepEqual(page.problems, []);
        await h.recycle();
      }
    });
  }
});
