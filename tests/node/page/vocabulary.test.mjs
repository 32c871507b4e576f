// One vocabulary: each term has one rendering per language, in the page's
// catalogues and in the engine's messages alike, and theorem text writes
// × and ≥ in both languages, not a program's * and >=.
// Run: node --test tests/node/page/vocabulary.test.mjs
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { en, zh } from '../../e2e_support/catalogues.mjs';

// The engine's texts: every string literal of the message files, Chinese
// when it holds Chinese characters.
const defDir = new URL('../../../core/include/sg/messages/', import.meta.url);
const engine = { en: [], zh: [] };
for (const name of readdirSync(defDir).filter((f) => f.endsWith('.def'))) {
  const text = readFileSync(new URL(name, defDir), 'utf8');
  for (const [, literal] of text.matchAll(/"((?:[^"\\]|\\.)*)"/g)) {
    const s = literal.replace(/\\x([0-9A-F]{2})\\x([0-9A-F]{2})\\x([0-9A-F]{2})/gi,
      (_, a, b, c) => Buffer.from([a, b, c].map((h) => parseInt(h, 16))).toString('utf8'));
    engine[/[\u3400-\u9fff]/.test(s) ? 'zh' : 'en'].push(s);
  }
}
const texts = { en: [...Object.values(en), ...engine.en], zh: [...Object.values(zh), ...engine.zh] };

// term: the rendering kept, and what else has been written for it.
const TERMS = {
  en: [
    { term: 'Lasker’s Nim', keep: /Lasker[’']s Nim/, not: /Lasker Nim|Lasker[’']s nim\b/ },
    { term: 'suspense', keep: /suspense/, not: /\bdelay count\b/i },
  ],
  zh: [
    { term: 'suspense', keep: /持续步数/, not: /拖延步数|悬念/ },
    { term: 'remoteness', keep: /剩余步数/, not: /遥远度|距离步数/ },
    { term: 'Lasker’s Nim', keep: /Lasker 的 Nim/, not: /Lasker ?Nim|拉斯克/ },
    { term: 'Mock Turtles', keep: /Mock Turtles/, not: /模仿乌龟|假乌龟/ },
  ],
};

for (const lang of ['en', 'zh']) {
  test(`each term has one rendering (${lang})`, () => {
    for (const { term, keep, not } of TERMS[lang]) {
      assert.ok(texts[lang].some((s) => keep.test(s)), `${term}: "${keep.source}" is used somewhere`);
      assert.deepEqual(texts[lang].filter((s) => not.test(s)), [], `${term} is written ${keep.source} only`);
    }
  });
}

test('theorem and period texts write × and ≥, not * and >=', () => {
  // Rule-language messages quote the language itself ("2*k", "k <= n"):
  // only texts about values are held to the typesetting.
  const aboutValues = (s) => /SG\(|theorem|定理|period|周期/.test(s);
  for (const lang of ['en', 'zh']) {
    const bad = texts[lang].filter((s) => aboutValues(s) && /\d\s*\*\s*[\d{]|\}\s*\*\s*[\d{]|>=|<=/.test(s));
    assert.deepEqual(bad, [], lang);
  }
});

test('the rule templates carry their comments in the page language', () => {
  const panel = readFileSync(new URL('../../../web/panels/custom/custom-panel.js', import.meta.url), 'utf8');
  // A comment line inside a template's source would stay English on the Chinese page.
  assert.doesNotMatch(panel, /source: '#/);
  assert.match(zh['custom.example.kayComment'], /[\u3400-\u9fff]/);
});
