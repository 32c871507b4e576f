// The language checks of the browser tests: open a view in a Chinese or an
// English browser, collect what it shows and says (visible text and the
// names assistive technology reads: aria-label, title, placeholder, alt,
// the document's title), and fail on English words in the Chinese page
// (outside notation, code and the allowlist of tests/e2e_support/
// i18n-words.mjs) or on any Chinese character in the English page.
//
//   const page = await openIn(h, 'zh', { path: '#gallery' });
//   await assertSpeaks(page, 'zh', { within: ['main'] });
//   await assertSpeaks(page, 'en');
//
// Notation is never prose: <code>, <kbd>, <pre>, <samp>, form fields'
// values, what is marked translate="no" (an address), and any element marked with another language (lang="en" on
// a problem's English name in the Chinese page, the 中文 switch in the
// English page) are left out. Open shadow roots (<sg-playground>) are read.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/static-server.mjs';
import { VIEWPORTS } from './browser.mjs';
import { CJK, englishWords } from './i18n-words.mjs';

export const LOCALES = { zh: 'zh-CN', en: 'en-US' };

// Until the engine renders its own texts in Chinese (sg.setLang in
// web/api/sg.js), the parts of a view that show engine texts cannot be
// Chinese; they are named here and left out of the Chinese check only then
// (.engine-text marks any other element of a panel that shows engine text).
export const ENGINE_SPEAKS_CHINESE = readFileSync(join(repoRoot, 'web/api/sg.js'), 'utf8').includes('setLang');
export const ENGINE_TEXT = [
  '.move-name', '.play-move', '.play-reason', '.play-said', '.play-message', '.play-edit',
  '.decided-text', '.why-theorem-text', '.why-theory-text', '.embed-move-name', '.embed-decided', '.embed-theory',
  '.embed-error-text', '.error-message', '.examples .chip', '.why-move-name', '.hb-moves', '.quiz-feedback',
  '.embed-options th[scope="row"]', '.embed-facts', '.engine-text', '.sum-kind-about', '.sum-theory-text',
  '.why-win', 'th.why-move', '.why-binary .row-label', '.why-move', '.why-win-move',
];

// A page in `lang` (its locale and Accept-Language), lent by the harness's
// pool and taken back after the test, with every console error, page error
// and failed request recorded in `page.problems`.
export async function openIn(harness, lang, { path = '', viewport = VIEWPORTS.desktop, colorScheme = 'light' } = {}) {
  const { page, problems } = await harness.openPage({ path, viewport, colorScheme, locale: LOCALES[lang] });
  page.problems = problems;
  return page;
}

// Every text the view shows or says, as [{ text, where }]: within the
// elements matching `within` (default the whole document, and its title),
// leaving out those matching `skip`.
export async function collectTexts(page, lang, { within = null, skip = [] } = {}) {
  return page.evaluate(({ lang, within, skip }) => {
    const NOTATION = 'code, kbd, pre, samp, var, input, textarea, select, script, style, noscript, template, [translate="no"]';
    const NAMES = ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription', 'aria-valuetext'];
    const out = [];
    const path = (node) => {
      const bits = [];
      for (let n = node; n && n.nodeType === 1 && bits.length < 4; n = n.parentElement ?? n.getRootNode().host) {
        bits.unshift(n.localName + (n.id ? `#${n.id}` : '') + (n.classList?.length ? `.${[...n.classList].slice(0, 2).join('.')}` : ''));
      }
      return bits.join(' > ');
    };
    // Another language marked on the element or an ancestor (not the page's).
    const otherLang = (node) => {
      const tagged = node.closest('[lang]');
      const tag = (tagged?.getAttribute('lang') ?? '').toLowerCase().split('-')[0];
      return tagged && tagged !== document.documentElement && tag && tag !== lang;
    };
    const shown = (node) => node.checkVisibility({ checkVisibilityCSS: true });
    function walk(root) {
      const elements = root.querySelectorAll('*');
      for (const node of [root, ...elements]) {
        if (node.nodeType !== 1) continue;
        if (node.shadowRoot) walk(node.shadowRoot);
        if (node.closest(NOTATION) || skip.some((s) => node.closest(s))) continue;
        if (otherLang(node)) continue;
        // An open dialog, or a part of the page on show.
        if (!shown(node) && node.localName !== 'title') continue;
        for (const name of NAMES) {
          const value = node.getAttribute(name);
          if (value && value.trim()) out.push({ text: value.trim(), where: `${path(node)} [${name}]` });
        }
        for (const child of node.childNodes) {
          if (child.nodeType === 3 && child.textContent.trim()) out.push({ text: child.textContent.trim(), where: path(node) });
        }
      }
    }
    const roots = within ? within.flatMap((s) => [...document.querySelectorAll(s)]) : [document.body];
    for (const root of roots) walk(root);
    if (!within) out.push({ text: document.title, where: 'document.title' });
    return out;
  }, { lang, within, skip });
}

// Fails when the view (or the parts `within`) shows English in the Chinese
// page or Chinese in the English page, and (unless document: false, for an
// element of its own language on a page of another) when <html lang> is
// not the language's. Returns the texts it read.
export async function assertSpeaks(page, lang, { within = null, skip = [], document: whole = true } = {}) {
  const engineSkip = lang === 'zh' && !ENGINE_SPEAKS_CHINESE ? ENGINE_TEXT : [];
  const texts = await collectTexts(page, lang, { within, skip: [...skip, ...engineSkip] });
  assert.ok(texts.length > 0, `nothing to read in ${within ?? 'the page'}`);
  const wrong = lang === 'zh'
    ? texts.map((x) => ({ ...x, words: englishWords(x.text) })).filter((x) => x.words.length)
    : texts.filter((x) => CJK.test(x.text));
  assert.deepEqual(wrong.map((x) => `${x.where}: ${x.text}${x.words ? `  <- ${x.words.join(' ')}` : ''}`), [],
    lang === 'zh' ? 'English in the Chinese page' : 'Chinese in the English page');
  if (lang === 'zh') assert.ok(texts.some((x) => CJK.test(x.text)), 'the Chinese page says something in Chinese');
  if (whole) assert.equal(await page.evaluate(() => document.documentElement.lang), lang === 'zh' ? 'zh-CN' : 'en', '<html lang>');
  return texts;
}
