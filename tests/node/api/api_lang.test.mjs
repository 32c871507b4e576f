// The JS API's language (docs/api.md, Language): loadSG({ lang }),
// sg.setLang() and sg.lang, texts and errors (with code, params and column)
// in English and Simplified Chinese, the restart after an abort keeping the
// language, and the Worker client passing it with every job.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { loadSG, SGError } from '../../../web/api/sg.js';
import { WorkerClient } from '../../../web/api/worker-client.js';

const CJK = /[\u3400-\u9fff]/;
let en;
let zh;
before(async () => {
  en = await loadSG();
  zh = await loadSG({ lang: 'zh' });
});

function thrown(fn) {
  try {
    fn();
  } catch (e) {
    return e;
  }
  assert.fail('expected an SGError');
}

test('English by default, Chinese on request, one object per language', async () => {
  assert.equal(en.lang, 'en');
  assert.equal(zh.lang, 'zh');
  assert.equal(await loadSG(), en);
  assert.equal(await loadSG({ lang: 'zh-CN' }), zh);
  assert.notEqual(en, zh);
  const a = en.analyze('nim 1 2');
  const b = zh.analyze('nim 1 2');
  assert.equal(a.winningMoves[0].move, 'take 1 from heap 2');
  assert.equal(b.winningMoves[0].move, '从第 2 堆取走 1 个');
  assert.deepEqual(b.winningMoves[0].action, a.winningMoves[0].action, 'the structure is the same in both');
  assert.match(b.decidedBy, CJK);
  assert.doesNotMatch(a.decidedBy, CJK);
  assert.deepEqual(b.components[0].parts.map((p) => p.label), ['第 1 堆', '第 2 堆']);
  assert.deepEqual(a.components[0].parts.map((p) => p.label), ['heap 1', 'heap 2']);
  // The other object still speaks English after a Chinese call.
  assert.equal(en.analyze('nim 1 2').winningMoves[0].move, 'take 1 from heap 2');
});

test('every text the API returns is in its language', () => {
  const kayles = zh.families().find((f) => f.name === 'kayles');
  assert.match(kayles.label, CJK);
  assert.match(zh.bestMove('kayles 3 4').reason, CJK);
  assert.match(zh.explain('nim 3 4').options[0].move, CJK);
  assert.match(zh.moves('coins(mock) THHT').moves[0].move, CJK);
  assert.match(zh.sequence('kayles', 100).period.reason, CJK);
  assert.doesNotMatch(en.sequence('kayles', 100).period.reason, CJK);
});

test('setLang switches, accepts regional names and refuses others in the current language', async () => {
  const sg = en;
  sg.setLang('zh-CN');
  assert.equal(sg.lang, 'zh');
  assert.equal(sg.analyze('nim 1 2').winningMoves[0].move, '从第 2 堆取走 1 个');
  const e = thrown(() => sg.setLang('fr'));
  assert.ok(e instanceof SGError);
  assert.equal(e.code, 'api_lang_option');
  assert.match(e.message, /^lang 必须是/);
  assert.equal(sg.lang, 'zh', 'a refused language changes nothing');
  sg.setLang('en');
  assert.equal(sg.lang, 'en');
  assert.throws(() => loadSG({ lang: 'fr' }), (x) => x instanceof SGError && x.code === 'api_lang_option');
  // onProgress: a function or nothing, said in the language asked for.
  for (const bad of [5, 'yes', {}]) {
    const p = thrown(() => loadSG({ lang: 'zh', onProgress: bad }));
    assert.ok(p instanceof SGError);
    assert.equal(p.code, 'api_progress_option');
    assert.equal(p.message, 'onProgress 必须是函数');
  }
  assert.equal(await loadSG({ onProgress: () => {} }), en);
});

test('an engine error carries its code, params and column, rendered in either language', () => {
  const a = thrown(() => en.analyze('nim 3 x'));
  const b = thrown(() => zh.analyze('nim 3 x'));
  for (const e of [a, b]) {
    assert.ok(e instanceof SGError);
    assert.equal(e.column, 7);
    assert.equal(typeof e.code, 'string');
    assert.ok(e.code.length > 0 && e.code !== 'raw', `a catalogue code, got ${e.code}`);
    assert.equal(typeof e.params, 'object');
  }
  assert.equal(a.code, b.code);
  assert.deepEqual(Object.keys(a.params), Object.keys(b.params));
  assert.match(a.message, /^column 7: /);
  assert.match(b.message, /^第 7 列：/);
  assert.equal(b.message, `第 7 列：${b.reason}`);
  assert.match(b.reason, CJK);
  assert.doesNotMatch(a.reason, CJK);
  assert.ok(Object.values(a.params).includes('x'), `the bad token among the params: ${JSON.stringify(a.params)}`);
});

test('the API\'s own checks speak both languages, with codes', () => {
  const a = thrown(() => en.analyze(42));
  const b = thrown(() => zh.analyze(42));
  assert.equal(a.code, 'api_not_string');
  assert.equal(b.code, 'api_not_string');
  assert.equal(a.message, 'position must be a string, got number');
  assert.equal(b.message, '局面 必须是字符串，这里是 number');
  const lone = thrown(() => zh.analyze('nim \uD800'));
  assert.equal(lone.column, 5);
  assert.match(lone.message, /^第 5 列：/);
  const seed = thrown(() => zh.randomPosition('nim', -1));
  assert.equal(seed.code, 'api_not_count');
  assert.match(seed.message, /随机种子/);
});

test('every check of the API arguments answers with a code in both languages', () => {
  const cases = [
    ['api_below_2_64', (sg) => sg.nimProduct(2n ** 64n, 1)],
    ['api_increasing', (sg) => sg.apply('coins(one) THTH', { kind: 'turn', component: 0, coins: [2, 1] })],
    ['api_same_arity', (sg) => sg.apply('wythoff 3 4', { kind: 'replace', component: 0, position: 0, with: [[1, 2], [3]] })],
    ['api_take_object', (sg) => sg.apply('nim 3 4', { kind: 'take-many', component: 0, takes: [7] })],
    ['api_two_cells', (sg) => sg.apply('cram 2x2', { kind: 'domino', component: 0, cells: [0] })],
    ['api_value_above_u32', (sg) => sg.identify([0, 2 ** 33])],
    ['api_board_memo_bytes', (sg) => sg.addBoardMemo('SGBM')],
    ['api_not_string', (sg) => sg.define(42)],
    ['api_not_string', (sg) => sg.forget(42)],
    ['api_not_string', (sg) => sg.working(42)],
    ['api_not_count', (sg) => sg.nimProductTable(-1)],
    ['api_not_count', (sg) => sg.nimProductStep(1, -1)],
    ['api_not_count', (sg) => sg.boardMemo({ since: -1 })],
  ];
  for (const [code, call] of cases) {
    const a = thrown(() => call(en));
    const b = thrown(() => call(zh));
    assert.ok(a instanceof SGError && b instanceof SGError, code);
    assert.equal(a.code, code, a.message);
    assert.equal(b.code, code, b.message);
    assert.doesNotMatch(a.message, CJK);
    assert.match(b.message, CJK, b.message);
  }
});

test('the API builds every error of its own from a code', async () => {
  const { readFile } = await import('node:fs/promises');
  for (const file of ['sg.js', 'worker-client.js']) {
    const source = await readFile(new URL(`../../../web/api/${file}`, import.meta.url), 'utf8');
    const literal = source.split('\n').filter((line) => /new SGError\(\s*[`'"]/.test(line));
    assert.deepEqual(literal, [], `${file} builds an SGError from literal text`);
  }
});

test('the instance started after an abort keeps the language', () => {
  const sg = zh;
  const e = thrown(() => sg._forceAbort());
  assert.equal(e.restarted, true);
  assert.equal(e.code, 'api_restarted');
  assert.match(e.message, /引擎已重新启动/);
  assert.equal(sg.analyze('nim 1 2').winningMoves[0].move, '从第 2 堆取走 1 个', 'the replacement speaks Chinese');
  assert.equal(en.analyze('nim 1 2').winningMoves[0].move, 'take 1 from heap 2', 'and English to the other object');
});

// A stand-in for the browser's Worker that runs each job on an API object
// the way web/api/sg-worker.js does (setLang from the message, then the call).
class FakeWorker {
  static started = 0;
  constructor() {
    FakeWorker.started += 1;
    this.listeners = { message: [], error: [], messageerror: [] };
    this.sg = loadSG();
  }
  addEventListener(type, fn) {
    this.listeners[type].push(fn);
  }
  postMessage({ id, method, args, lang }) {
    this.sg.then(async (sg) => {
      let data;
      try {
        await sg.setLang(lang);
        sg.setLang(lang);
        data = { id, type: 'result', result: sg[method](...args) };
      } catch (e) {
        data = { id, type: 'error', error: { name: e.name, message: e.message, column: e.column, reason: e.reason, code: e.code, params: e.params } };
      }
      for (const fn of this.listeners.message) fn({ data });
    });
  }
  terminate() {}
}

test('the Worker client sends its language with every job, also after a cancel', async () => {
  const saved = globalThis.Worker;
  globalThis.Worker = FakeWorker;
  try {
    const engine = new WorkerClient({ url: new URL('./fake.js', import.meta.url), lang: 'zh' });
    assert.equal(engine.lang, 'zh');
    const r = await engine.run('analyze', ['nim 1 2']);
    assert.equal(r.winningMoves[0].move, '从第 2 堆取走 1 个');
    const e = await engine.run('analyze', ['nim 3 x']).then(() => null, (x) => x);
    assert.ok(e instanceof SGError);
    assert.match(e.message, /^第 7 列：/);
    assert.equal(typeof e.code, 'string');
    assert.equal(typeof e.params, 'object');
    const pending = engine.run('analyze', ['nim 5 6']);
    engine.cancel();
    const cancelled = await pending.then(() => null, (x) => x);
    assert.equal(cancelled.message, '计算已取消');
    const before = FakeWorker.started;
    assert.equal((await engine.run('analyze', ['nim 1 2'])).winningMoves[0].move, '从第 2 堆取走 1 个', 'the new worker speaks Chinese');
    assert.ok(FakeWorker.started >= before);
    engine.setLang('en');
    assert.equal((await engine.run('analyze', ['nim 1 2'])).winningMoves[0].move, 'take 1 from heap 2');
    assert.throws(() => engine.setLang('xx'), (x) => x instanceof SGError && x.code === 'api_lang_option');
    engine.dispose();
  } finally {
    globalThis.Worker = saved;
  }
});
