// The engine in two files (scripts/split-wasm.mjs): loadSG({ rest:
// 'on-demand' }) starts with the part the Nim panel runs and fetches the rest
// only when asked or needed. Each case runs in a fresh node process, since
// loadSG() keeps one engine per process.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);
const api = new URL('../../../web/api/sg.js', import.meta.url).href;
const wasm = (name) => new WebAssembly.Module(readFileSync(new URL(`../../../web/api/wasm/${name}`, import.meta.url)));

async function inFreshProcess(body) {
  const script = `import { loadSG, SGError } from ${JSON.stringify(api)};\n${body}`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
  return JSON.parse(stdout);
}

test('the first file calls the rest through placeholders, and the rest defines what they stand for', () => {
  const placeholders = WebAssembly.Module.imports(wasm('sg_core.wasm')).filter((i) => i.module === 'q');
  assert.ok(placeholders.length > 0, 'sg_core.wasm has no placeholders: the build is not split');
  const rest = WebAssembly.Module.imports(wasm('sg_core.rest.wasm'));
  assert.ok(rest.some((i) => i.kind === 'table') && rest.some((i) => i.kind === 'memory'), 'the rest shares the table and memory');
  assert.deepEqual(WebAssembly.Module.exports(wasm('sg_core.rest.wasm')), [], 'the rest exports nothing of its own');
});

test('on demand: Nim works at once, other games after the rest is loaded', async () => {
  const out = await inFreshProcess(`
const sg = await loadSG({ rest: 'on-demand' });
const nim = sg.analyze('nim 3 4 5');
const misere = sg.analyze('misere: nim 1 1');
const why = sg.explain('nim 1 2').options.length;
let early = null;
try { early = sg.analyze('kayles 5').outcome; } catch (e) { early = e instanceof SGError && e.loading === true ? 'loading' : String(e); }
const afterEarly = sg.analyze('nim 1 2 3').outcome;
await sg.loadRest();
const kayles = sg.analyze('kayles 5');
const graph = sg.analyzeEdgeList('a b\\nb c').nodeCount;
console.log(JSON.stringify({ nim: nim.outcome, grundy: String(nim.grundy), misere: misere.outcome, why, early, afterEarly,
  kayles: kayles.outcome, kaylesGrundy: String(kayles.grundy), graph, same: (await loadSG()) === sg }));
`);
  assert.ok(out.early === 'loading' || out.early === 'N', `kayles before the rest: ${out.early}`);
  assert.deepEqual({ ...out, early: null }, {
    nim: 'N', grundy: '2', misere: 'N', why: 3, early: null, afterEarly: 'P', kayles: 'N', kaylesGrundy: '4', graph: 3, same: true,
  });
});

test('loadSG() resolves with the whole engine', async () => {
  const out = await inFreshProcess(`
const sg = await loadSG();
console.log(JSON.stringify({ kayles: sg.analyze('kayles 5').outcome, seq: Array.from(sg.sequence('kayles', 6, { typed: true }).values) }));
`);
  assert.deepEqual(out, { kayles: 'N', seq: [0, 1, 2, 3, 1, 4] });
});

test('the Chinese texts are a file of their own: in neither engine file, fetched on first use', async () => {
  const bytes = (name) => readFileSync(new URL(`../../../web/api/wasm/${name}`, import.meta.url));
  const take = Buffer.from('从第 {heap} 堆取走');
  assert.ok(!bytes('sg_core.wasm').includes(take), 'sg_core.wasm holds the Chinese move text');
  assert.ok(!bytes('sg_core.rest.wasm').includes(take), 'sg_core.rest.wasm holds the Chinese move text');
  const file = bytes('sg_core.zh.txt').toString('utf8');
  assert.match(file, /^SGMC 1 zh\n/);
  assert.ok(file.includes(take.toString()), 'sg_core.zh.txt lacks the Chinese move text');
  const out = await inFreshProcess(`
const sg = await loadSG({ rest: 'on-demand' });
const en = sg.analyze('nim 1 2').winningMoves[0].move;
const ready = sg.setLang('zh');
let early = null;
try { early = sg.analyze('nim 1 2').winningMoves[0].move; } catch (e) { early = e instanceof SGError && e.loading === true ? e.message : String(e); }
await ready;
const zh = sg.analyze('nim 1 2').winningMoves[0].move;
const error = (() => { try { sg.analyze('nim x'); } catch (e) { return e.message; } })();
console.log(JSON.stringify({ en, early, zh, error }));
`);
  assert.equal(out.en, 'take 1 from heap 2');
  assert.equal(out.early, '引擎的这一部分还在加载，请稍后再试', 'a call before the texts arrive says they are loading');
  assert.equal(out.zh, '从第 2 堆取走 1 个');
  assert.match(out.error, /^第 5 列：/);
});

test('a missing Chinese file is an SGError in Chinese, and English still works', async () => {
  const { cpSync, mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const dir = mkdtempSync(path.join(tmpdir(), 'sg-nozh-'));
  try {
    cpSync(new URL('../../../web/api/', import.meta.url), dir, { recursive: true, filter: (f) => !f.endsWith('sg_core.zh.txt') });
    const script = `import { loadSG, SGError } from ${JSON.stringify(new URL(`file://${dir}/sg.js`).href)};
let zh;
try { await loadSG({ lang: 'zh' }); zh = 'loaded'; } catch (e) { zh = { error: e instanceof SGError, code: e.code, message: e.message }; }
const en = (await loadSG()).analyze('nim 1 2').winningMoves[0].move;
console.log(JSON.stringify({ zh, en }));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
    const out = JSON.parse(stdout);
    assert.equal(out.zh.error, true);
    // Under node a missing file is a read error (a browser gets HTTP 404:
    // api_could_not_load); either way it is said in Chinese and named.
    assert.equal(out.zh.code, 'api_could_not_load_engine');
    assert.match(out.zh.message, /^无法加载引擎：.*sg_core\.zh\.txt/);
    assert.equal(out.en, 'take 1 from heap 2');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the English texts of the other families come with the rest, not in the first file', async () => {
  const bytes = (name) => readFileSync(new URL(`../../../web/api/wasm/${name}`, import.meta.url));
  const cram = 'the free regions are independent games whose values XOR';
  assert.ok(!bytes('sg_core.wasm').includes(Buffer.from(cram)), 'sg_core.wasm holds the Cram theory');
  assert.ok(bytes('sg_core.wasm').includes(Buffer.from('take {amount} from heap {heap}')), 'sg_core.wasm lacks the Nim move text');
  const file = bytes('sg_core.rest.en.txt').toString('utf8');
  assert.match(file, /^SGMC 1 rest-en\n/);
  assert.ok(file.includes(cram), 'sg_core.rest.en.txt lacks the Cram theory');
  assert.ok(!file.includes('take {amount} from heap {heap}'), 'the first part\'s texts are not repeated');
  const out = await inFreshProcess(`
const sg = await loadSG({ rest: 'on-demand' });
const families = sg.families().map((f) => f.label);
let early = null;
try { early = sg.analyze('cram 3x3').outcome; } catch (e) { early = e instanceof SGError && e.loading === true ? 'loading' : String(e); }
await sg.loadRest();
const theory = sg.analyze('cram 3x3').components[0].theory;
const error = (() => { try { sg.analyze('cram 3x'); } catch (e) { return e.message; } })();
console.log(JSON.stringify({ families, early, theory, error }));
`);
  assert.ok(out.families.includes('Cram') && out.families.includes('Chomp'), `the registry names every family at once: ${out.families}`);
  assert.equal(out.early, 'loading');
  assert.match(out.theory, /free regions are independent games/);
  assert.match(out.error, /^column \d+: /);
  assert.doesNotMatch(out.error, /^column \d+: [a-z_]+$/, 'an error that is only its code');
});

// One piece per view (scripts/split-wasm.mjs, split-workloads.mjs): a view
// started with its own piece answers its panel's families at once, needs
// the rest only for other panels' games, and answers everything after it.
test('each view with a piece of its own answers its families without the rest', async () => {
  const { PIECES } = await import(new URL('../../../web/api/wasm/sg_core.mjs', import.meta.url).href);
  const views = Object.keys(PIECES);
  for (const panel of ['heaps', 'coins', 'trees', 'graphs', 'boards', 'tutorial', 'sums', 'custom', 'gallery']) assert.ok(views.includes(panel), `no piece for ${panel}`);
  for (const [view, [first, rest]] of Object.entries(PIECES)) {
    assert.ok(WebAssembly.Module.imports(wasm(first.slice(2))).some((i) => i.module === 'q'), `${first} is not split`);
    assert.deepEqual(WebAssembly.Module.exports(wasm(rest.slice(2))), [], `${rest} exports nothing of its own`);
    const out = await inFreshProcess(`
const sg = await loadSG({ rest: 'on-demand', view: ${JSON.stringify(view)} });
const mine = sg.families().filter((f) => f.panel === ${JSON.stringify(view)}).map((f) => f.examples[0]);
const early = mine.map((text) => { try { return sg.analyze(text).outcome; } catch (e) { return e.loading ? 'loading' : 'error ' + e.message; } });
await sg.loadRest();
const late = mine.map((text) => sg.analyze(text).outcome);
const others = ['nim 3 4 5', 'kayles 5', 'cram 3x3', 'tree (()(()))', 'coins(ruler) THT'].map((text) => sg.analyze(text).outcome);
console.log(JSON.stringify({ early, late, others }));
`);
    assert.deepEqual(out.early, out.late, `${view}: its own families before the rest`);
    assert.deepEqual(out.others, ['N', 'N', 'P', 'N', 'N'], `${view}: every game after the rest`);
  }
});

// The misère quotient's code is in no view's piece (no workload runs it,
// split-workloads.mjs): in the Heap games and Sums views it waits for the
// rest, and a misère sum the quotient does not read answers at once.
test('the misère quotient comes with the rest in the views that use it', async () => {
  const mixedSums = { heaps: 'misere: kayles 5 + dawson 4', sums: 'misere: nim 2 + sub(1,2) 4 + kayles 5' };
  for (const [view, mixedSum] of Object.entries(mixedSums)) {
    const out = await inFreshProcess(`
const sg = await loadSG({ rest: 'on-demand', view: ${JSON.stringify(view)} });
const early = (f) => { try { return f(); } catch (e) { return e.loading ? 'loading' : 'error ' + e.message; } };
const mixed = early(() => sg.analyze(${JSON.stringify(mixedSum)}).theorem);
const quotient = early(() => sg.misereQuotient('kayles', 12).order);
const sum = early(() => sg.analyze('misere: kayles 5 + kayles 7').outcome);
await sg.loadRest();
const late = sg.analyze('misere: kayles 5 + kayles 7');
console.log(JSON.stringify({ mixed, quotient, sum, late: [late.outcome, late.theorem, late.quotient.rule], order: sg.misereQuotient('kayles', 12).order }));
`);
    assert.deepEqual(out, { mixed: 'misere-search', quotient: 'loading', sum: 'loading', late: ['N', 'misere-quotient', 'kayles'], order: out.order }, view);
    assert.ok(out.order > 1, `${view}: the quotient's order ${out.order}`);
  }
});

test('a view without a piece of its own starts with the Nim panel\'s, and a bad view is an SGError', async () => {
  const out = await inFreshProcess(`
const { pieceOf } = await import(${JSON.stringify(api)});
let bad = null;
try { loadSG({ view: 7 }); } catch (e) { bad = e instanceof SGError ? e.message : String(e); }
const sg = await loadSG({ rest: 'on-demand', view: 'no-such-panel' });
console.log(JSON.stringify({ bad, nim: sg.analyze('nim 3 4 5').outcome, piece: pieceOf('no-such-panel'), heaps: pieceOf('heaps') }));
`);
  assert.deepEqual(out, { bad: 'view must be a string, got number', nim: 'N', piece: 'nim', heaps: 'heaps' });
});
