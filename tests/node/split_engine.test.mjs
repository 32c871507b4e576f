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
const api = new URL('../../web/api/sg.js', import.meta.url).href;
const wasm = (name) => new WebAssembly.Module(readFileSync(new URL(`../../web/api/wasm/${name}`, import.meta.url)));

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
