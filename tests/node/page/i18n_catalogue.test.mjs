// The page's catalogues: both languages have the same keys with the same
// arguments, and the Chinese says nothing in English outside the notation
// and proper names.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { en, zh } from '../../e2e_support/catalogues.mjs';
import { detectLang, langOf, setLang, t } from '../../../web/i18n/i18n.js';
import { englishWords } from '../../e2e_support/i18n-words.mjs';

// The names of a text's arguments (a plural's {count|…} names count again).
const placeholders = (s) => [...new Set([...s.matchAll(/\{([A-Za-z0-9_]+)(?:\|[^}]*)?\}/g)].map((m) => m[1]))].sort();

test('both catalogues have the same keys', () => {
  assert.deepEqual(Object.keys(zh).sort(), Object.keys(en).sort());
});

test('every text has the same arguments in both languages', () => {
  for (const key of Object.keys(en)) assert.deepEqual(placeholders(zh[key]), placeholders(en[key]), key);
});

test('the Chinese texts are Chinese', () => {
  for (const [key, text] of Object.entries(zh)) {
    assert.deepEqual(englishWords(text), [], `${key}: ${text}`);
    // A text of English words (not only names and notation) is Chinese.
    if (englishWords(en[key]).some((w) => w.length >= 3) && !key.startsWith('lang.')) {
      assert.match(text, /[\u3400-\u9fff]/, `${key} has no Chinese: ${text}`);
    }
  }
});

test('the language follows an explicit choice, then the browser', () => {
  assert.equal(langOf('zh-CN'), 'zh');
  assert.equal(langOf('zh-Hans'), 'zh');
  assert.equal(langOf('en-GB'), 'en');
  assert.equal(langOf('fr'), null);
  assert.equal(detectLang({ explicit: 'zh', languages: ['en-US'] }), 'zh');
  assert.equal(detectLang({ languages: ['fr-FR', 'zh-TW', 'en'] }), 'zh');
  assert.equal(detectLang({ languages: ['fr-FR'] }), 'en');
});

test('t() renders the current language and its arguments', async () => {
  await setLang('zh');
  assert.equal(t('lang.switch'), zh['lang.switch']);
  await setLang('en');
  assert.equal(t('lang.switch'), en['lang.switch']);
  assert.equal(t('no.such.key'), 'no.such.key');
});

// The theorem explanations' Chinese (web/i18n/zh/theorems.js) beside the
// English of web/kit/theorems/explanations.js: every theorem, the same
// paragraphs with the same formulas in $…$, Chinese prose around them.
test('every theorem explanation is in Chinese too, with the same formulas', async () => {
  const { EXPLANATIONS } = await import('../../../web/kit/theorems/explanations.js');
  const { default: words } = await import('../../../web/i18n/zh/theorems.js');
  assert.deepEqual(Object.keys(words).sort(), Object.keys(EXPLANATIONS).sort());
  const formulas = (s) => [...s.matchAll(/\$[^$]*\$/g)].map((m) => m[0]).sort();
  const prose = (s) => s.replace(/\$[^$]*\$/g, ' ');
  for (const [id, x] of Object.entries(EXPLANATIONS)) {
    const zhx = words[id];
    assert.equal(zhx.statement.length, x.statement.length, `${id}: paragraphs`);
    zhx.statement.forEach((p, i) => assert.deepEqual(formulas(p), formulas(x.statement[i]), `${id} ${i}: formulas`));
    for (const text of [...zhx.statement, zhx.example]) {
      assert.deepEqual(englishWords(prose(text)), [], `${id}: ${text}`);
      assert.match(text, /[\u3400-\u9fff]/, `${id}: ${text}`);
    }
    // A source names its authors and works as they are; it says so in Chinese.
    assert.match(zhx.source, /[\u3400-\u9fff]/, `${id}: source`);
  }
});

test('every area file of the catalogue loads: with the first view or with its panel', async () => {
  const { readdir, readFile } = await import('node:fs/promises');
  const { AREAS } = await import('../../../web/i18n/i18n.js');
  for (const lang of ['en', 'zh']) {
    const dir = new URL(`../../../web/i18n/${lang}/`, import.meta.url);
    const index = await readFile(new URL('index.js', dir), 'utf8');
    const first = [...index.matchAll(/from '\.\/([a-z-]+)\.js'/g)].map((m) => m[1]);
    for (const file of (await readdir(dir)).filter((f) => f.endsWith('.js') && f !== 'index.js' && f !== 'theorems.js')) {
      const area = file.replace(/\.js$/, '');
      assert.ok(first.includes(area) !== Object.hasOwn(AREAS, area), `${lang}/${file}: in the first view or a panel's area, exactly one`);
    }
  }
});
