// The page's catalogues: both languages have the same keys with the same
// arguments, and the Chinese says nothing in English outside the notation
// and proper names.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import en from '../../web/i18n/en/index.js';
import zh from '../../web/i18n/zh/index.js';
import { detectLang, langOf, setLang, t } from '../../web/i18n/i18n.js';

const placeholders = (s) => [...s.matchAll(/\{([A-Za-z0-9_]+)(?:\|[^}]*)?\}/g)].map((m) => m[1]).sort();

// Words that stay as they are in Chinese: the notation, proper names, and
// the names the tutorials themselves keep in English.
export const KEPT_WORDS = new Set(`
  SG Nim Grundy mex P N D XOR Kayles Dawson Wythoff Lasker Bouton Sprague Moore Fibonacci Euclid Zeckendorf
  Chomp Cram Node Hackenbush Green Every Anti Multi SJ Smith Guy Conway Tartan Mock Turtles Ruler Twins
  English CSV SVG PNG LaTeX Markdown URL HTML iframe JavaScript WebAssembly Worker OI ICPC HDU POJ Luogu AcWing Macau
  nim sub octal kayles dawson grundy lasker wythoff staircase coins tree hackenbush graph misere every conjunctive selective
  ends merge seqgame moore fibnim euclid geography nodekayles cram chomp coins2d mock ruler twins
  H T e.g
`.split(/\s+/).filter(Boolean));

export function englishWords(text) {
  // Code and notation in backticks or quotes are the user's, not prose.
  const prose = text.replace(/`[^`]*`/g, ' ').replace(/\{[^}]*\}/g, ' ');
  return (prose.match(/[A-Za-z][A-Za-z'’.-]*[A-Za-z]|[A-Za-z]/g) ?? []).filter((w) => !KEPT_WORDS.has(w) && !KEPT_WORDS.has(w.replace(/[.’']+$/, '')));
}

test('both catalogues have the same keys', () => {
  assert.deepEqual(Object.keys(zh).sort(), Object.keys(en).sort());
});

test('every text has the same arguments in both languages', () => {
  for (const key of Object.keys(en)) assert.deepEqual(placeholders(zh[key]), placeholders(en[key]), key);
});

test('the Chinese texts are Chinese', () => {
  for (const [key, text] of Object.entries(zh)) {
    assert.deepEqual(englishWords(text), [], `${key}: ${text}`);
    if (/[A-Za-z]{3,}/.test(en[key].replace(/\{[^}]*\}/g, '')) && !key.startsWith('lang.')) {
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
