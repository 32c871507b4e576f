// The language plumbing (web/i18n/): a translator per language beside the
// page's, sentences with nodes in either word order, the address's ?lang=,
// and the engine told each element's language before each of its calls.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lang, loadLang, pieces, setLang, t, translator } from '../../../web/i18n/i18n.js';
import { hrefWithLang, urlLang } from '../../../web/i18n/page-lang.js';
import { engineSpeaking, tellEngine } from '../../../web/i18n/engine-lang.js';

test('a translator speaks its language whatever the page speaks', async () => {
  await setLang('en');
  await loadLang('zh');
  const zh = translator('zh');
  assert.equal(lang(), 'en', 'loading a language does not switch the page');
  assert.equal(zh('play.start'), '开始对弈');
  assert.equal(zh.lang, 'zh');
  assert.equal(t('play.start'), 'Start game');
  assert.equal(translator(null), t, 'no language: the page\'s');
  assert.equal(translator('zh-CN')('play.hintCount', { count: 2 }), '提示：共 2 个必胜走法（已在棋盘和列表中高亮）');
  assert.equal(t('play.hintCount', { count: 1 }), 'Hint: 1 winning move (highlighted on the board and in the list)');
});

test('pieces keeps a node argument where each language puts it', async () => {
  await loadLang('zh');
  const code = { node: 'code' };
  assert.deepEqual(pieces(translator('en'), 'teach.question', { position: code }), ['Who wins ', code, ' with perfect play?']);
  assert.deepEqual(pieces(translator('zh'), 'teach.question', { position: code }), ['双方都采取最优策略时，', code, ' 谁会获胜？']);
  assert.deepEqual(pieces(translator('en'), 'shell.printSource', { url: code }), ['From SG Playground: ', code]);
});

test('the address holds the language in its query, before the hash', () => {
  assert.equal(urlLang('https://x.org/sg/?lang=zh#nim?p=nim%201'), 'zh');
  assert.equal(urlLang('https://x.org/sg/?lang=zh-CN#nim'), 'zh');
  assert.equal(urlLang('https://x.org/sg/#nim?lang=zh'), null, 'a panel parameter is not the language');
  assert.equal(urlLang('https://x.org/sg/?lang=fr'), null);
  assert.equal(hrefWithLang('zh', 'https://x.org/sg/#nim?p=nim%201%202'), 'https://x.org/sg/?lang=zh#nim?p=nim%201%202');
  assert.equal(hrefWithLang('en', 'https://x.org/sg/?lang=zh#gallery'), 'https://x.org/sg/?lang=en#gallery');
});

test('each element\'s engine speaks its language, even over one frozen engine', () => {
  let spoken = 'en';
  const calls = [];
  const sg = Object.freeze({
    get lang() { return spoken; },
    setLang(next) { spoken = next; },
    analyze(p) { calls.push(`${spoken} ${p}`); return spoken; },
  });
  const zh = engineSpeaking(sg, 'zh');
  const en = engineSpeaking(sg, 'en-GB');
  assert.equal(zh.analyze('nim 1'), 'zh');
  assert.equal(en.analyze('nim 2'), 'en');
  assert.equal(zh.analyze('nim 3'), 'zh');
  assert.deepEqual(calls, ['zh nim 1', 'en nim 2', 'zh nim 3']);
  assert.equal(zh.lang, 'zh', 'properties read through');
  // An engine without setLang (an older build) is used as it is.
  const old = { analyze: () => 'x' };
  assert.equal(engineSpeaking(old, 'zh'), old);
  tellEngine(old, 'zh');
  const told = [];
  tellEngine({ setLang: (l) => told.push(l) }, 'zh-Hans');
  assert.deepEqual(told, ['zh']);
});
