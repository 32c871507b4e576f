// Cuts the linked engine (sg_core.wasm) with Binaryen's wasm-split into one
// pair of files per view: a piece with the functions the view runs, and its
// rest, every other function, loaded on demand (web/api/sg.js). The Nim
// panel's (the first view) keeps the names sg_core.wasm and
// sg_core.rest.wasm; each view named in PIECES (an export the split adds to
// the glue, sg_core.mjs) has sg_core.<view>.wasm and sg_core.<view>.rest.wasm.
// In each pair a function lives in exactly one
// file; the piece calls the rest through table slots that hold a
// placeholder until the rest is attached.
//
// Which functions a view runs is measured, not listed: an instrumented copy
// of the module runs the view's workload under node (the Nim workload below,
// the panels' in split-workloads.mjs) and writes wasm-split's profile, so
// the cut follows the code as it changes.
//
//   node scripts/split-wasm.mjs DIR [wasm-split]   DIR holds sg_core.mjs and sg_core.wasm
//   node scripts/split-wasm.mjs --unsplit DIR      no pieces (an unsplit build)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pieceViews, runView } from './split-workloads.mjs';

// Features the link emits (bulk memory, the octal engine's SIMD, exported
// mutable globals); wasm-split must accept them.
const FEATURES = ['--enable-bulk-memory', '--enable-simd', '--enable-mutable-globals', '--enable-sign-ext',
  '--enable-nontrapping-float-to-int'];

// What the first view does with the engine: the Nim panel's analyses (normal
// and misère, short and long positions, the lean options of long ones), its
// Why card (explain), winning moves one by one, playing (best move, legal
// moves, applying a move), the page's start-up (registry, limits) and the
// errors of mistyped input. The arguments are those web/api/sg.js passes.
function nimWorkload(m) {
  const positions = ['nim 3 4 5', 'nim 1 2 3', 'nim 0', 'nim 7', 'nim 1 1', 'nim 2 2 2 2', 'nim 12 7 9 3 1',
    'misere: nim 1 2 3', 'misère: nim 1 1', 'misere: nim 2 2 1', 'misere: nim 5', 'normal: nim 3 4 5',
    'nim 3 + nim 4', 'nim 9223372036854775807 1', 'nim 9223372036854775806 1', 'misere: nim 9223372036854775807',
    'nim 9223372036854775808', 'nim 18446744073709551615 3', 'nim 4503599627370497 9007199254740993 5',
    `nim ${Array.from({ length: 300 }, (_, i) => i % 37).join(' ')}`,
    `misere: nim ${Array.from({ length: 300 }, (_, i) => 1 + (i % 5)).join(' ')}`,
    `nim ${Array.from({ length: 20000 }, (_, i) => (i * 7919) % 100003).join(' ')}`];
  const bad = ['', 'nim', 'nim x', 'nim 3 -4', 'nim 99999999999999999999999', 'nim 3 4 5 +', 'misere:', 'nim 3,4',
    'mis: nim 1', ' nim 3 4 5 ', 'NIM 3 4 5', 'nim 3 4 5 # note', 'nim 1 2 3 )', 'nimm 3'];
  m.families();
  m.limits();
  for (const text of [...positions, ...bad]) {
    for (const typed of [false, true]) {
      for (const includeTo of [false, true]) {
        m.analyze(text, includeTo, -1, true, typed, true, true, null);
        m.analyze(text, includeTo, 20, false, typed, false, false, null);
      }
    }
    m.explain(text, 2000, null);
    m.explain(text, 200, null);
    m.bestMove(text, null);
    m.moves(text, 2000);
    for (let k = 0; k < 3; k++) m.winningMove(text, k);
    m.winningMove(text, -1);
    const moves = m.moves(text, 50).moves ?? [];
    for (const mv of moves.slice(0, 3)) {
      if (mv.action) m.apply(text, JSON.parse(JSON.stringify(mv.action, (k, v) => (typeof v === 'number' ? String(v) : v))));
    }
  }
  // The heap editor and the misère switch write positions with compose
  // (specs as web/api/sg.js hands them over).
  const heaps = (numbers) => ({ family: 'nim', rule: null, kind: 'heaps', numbers });
  for (const compound of ['normal', 'misere', 'every']) {
    for (const numbers of ['3 4 5', '4 4 5', '0', '', '9223372036854775807 1', '9223372036854775806 1',
      '9223372036854775808', Array.from({ length: 2000 }, (_, i) => i % 50).join(' ')]) {
      m.compose({ compound, components: [heaps(numbers)] });
      m.compose({ compound, components: [heaps(numbers), heaps('1 2')] });
    }
    m.compose({ compound, components: [] });
  }
  m.apply('nim 3 4 5', { kind: 'take', component: '0', heap: '1', amount: '2', leaves: ['2'] });
  m.apply('nim 3 4 5', { kind: 'take', component: '0', heap: '9', amount: '2', leaves: [] });
  for (let seed = 0; seed < 20; seed++) {
    m.randomPosition('nim', seed, false, '', 1 + (seed % 6));
    m.randomPosition('nim', seed, true, 'misere: nim 1 2 3', 3);
  }
}

const tool = (process.argv[2] !== '--unsplit' && process.argv[3]) || 'wasm-split';
const run = (args) => execFileSync(tool, [...FEATURES, ...args], { stdio: ['ignore', 'ignore', 'inherit'] });

async function profile(dir, instrumented, out) {
  const { default: createSGModule } = await import(pathToFileURL(path.join(dir, 'sg_core.mjs')).href);
  const wasmModule = await WebAssembly.compile(readFileSync(instrumented));
  let exports = null;
  const m = await createSGModule({
    instantiateWasm(imports, receive) {
      WebAssembly.instantiate(wasmModule, imports).then((instance) => {
        exports = instance.exports;
        receive(instance, wasmModule);
      });
      return {};
    },
    print: () => {},
    printErr: () => {},
  });
  // In both languages the API speaks (sg.js sets one on every instance),
  // the Chinese after taking its templates from the file beside the engine.
  // The second part's English too: sg.js gives it to every instance with
  // the rest, and the function that asks for it when it is missing must
  // not run here, so that it lands in the rest (core/src/text).
  for (const file of ['sg_core.rest.en.txt', 'sg_core.zh.txt']) {
    const loaded = m.loadCatalogue(readFileSync(path.join(dir, file), 'utf8'));
    if (loaded.error) throw new Error(`${file}: ${loaded.error}`);
  }
  for (const lang of ['zh', 'en']) {
    m.setLang(lang);
    nimWorkload(m);
  }
  const size = 1 << 20;
  const at = m._malloc(size);
  const written = exports.__write_profile(at, size);
  // The profile: an 8-byte module hash, then 4 bytes per function.
  const bytes = new Uint8Array(exports[Object.keys(exports).find((k) => exports[k] instanceof WebAssembly.Memory)].buffer, at, size);
  if (!(written > 8 && written <= size)) throw new Error(`the profile did not fit: ${written} bytes`);
  writeFileSync(out, bytes.slice(0, written));
}

// The profile of each view's workload run through the public API
// (split-workloads.mjs) on a fresh copy of web/api/sg.js: every instance
// the API makes is counted (the live one and its spare), and their
// profiles merged.
async function profileView(dir, compiled, view, work) {
  const instances = [];
  const instantiate = WebAssembly.instantiate;
  WebAssembly.instantiate = async (...args) => {
    const made = await instantiate(...args);
    const instance = made.instance ?? made;
    if (instance.exports.__write_profile) instances.push(instance);
    return made;
  };
  try {
    const api = await import(`${pathToFileURL(path.join(dir, '..', 'sg.js')).href}?view=${view}`);
    api.useCompiled({ main: compiled });
    const sg = await api.loadSG();
    await runView(sg, view);
  } finally {
    WebAssembly.instantiate = instantiate;
  }
  const files = instances.map((instance, i) => {
    // Written past the end of the instance's memory: the run is over.
    const memory = Object.values(instance.exports).find((v) => v instanceof WebAssembly.Memory);
    const at = memory.grow(16) * 65536;
    const written = instance.exports.__write_profile(at, 16 * 65536);
    const file = path.join(work, `${view}.${i}.prof`);
    writeFileSync(file, new Uint8Array(memory.buffer, at, written).slice());
    return file;
  });
  const out = path.join(work, `${view}.prof`);
  run(['--merge-profiles', ...files, '-o', out]);
  return out;
}

// The views with a piece of their own, as the engine's registry names them
// (split-workloads.mjs).
async function viewsOf(dir) {
  const api = await import(`${pathToFileURL(path.join(dir, '..', 'sg.js')).href}?views`);
  return pieceViews(await api.loadSG());
}

// One split: `full` cut by `prof` into `first` and `rest`.
function cut(full, prof, first, rest) {
  run(['--split', `--profile=${prof}`, '--export-prefix=%', '--import-namespace=p', '--placeholder-namespace=q', full, '-o1', first, '-o2', rest]);
}

export async function split(dir) {
  const full = path.join(dir, 'sg_core.wasm');
  const bytes = readFileSync(full);
  if (WebAssembly.Module.imports(new WebAssembly.Module(bytes)).some((i) => i.module === 'q')) {
    throw new Error(`${full} is already split`);
  }
  const work = mkdtempSync(path.join(tmpdir(), 'sg-split-'));
  try {
    const instrumented = path.join(work, 'instrumented.wasm');
    run(['--instrument', full, '-o', instrumented]);
    const views = await viewsOf(dir);
    // Each view's pair, cut from the whole engine before it is replaced;
    // the instrumented module is compiled once for every view's run.
    const compiled = await WebAssembly.compile(readFileSync(instrumented));
    for (const view of views) {
      const prof = await profileView(dir, compiled, view, work);
      cut(full, prof, path.join(dir, `sg_core.${view}.wasm`), path.join(dir, `sg_core.${view}.rest.wasm`));
    }
    const prof = path.join(work, 'nim.prof');
    await profile(dir, instrumented, prof);
    const primary = path.join(work, 'primary.wasm');
    const secondary = path.join(work, 'rest.wasm');
    cut(full, prof, primary, secondary);
    renameSync(primary, full);
    renameSync(secondary, path.join(dir, 'sg_core.rest.wasm'));
    writePieces(dir, views);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// The views' pieces, as the named export PIECES of the engine's glue
// (sg_core.mjs, which every page loads anyway: no request of its own): the
// piece's file and its rest's, relative to the glue, as literals the site's
// crawl finds. An unsplit build has none (CMakeLists.txt).
const PIECES_MARK = '\n// The views with an engine piece of their own (scripts/split-wasm.mjs):\n';
export function writePieces(dir, views) {
  const glue = path.join(dir, 'sg_core.mjs');
  const text = readFileSync(glue, 'utf8');
  const cutAt = text.indexOf(PIECES_MARK);
  const rows = views.map((v) => `${v}:['./sg_core.${v}.wasm','./sg_core.${v}.rest.wasm']`);
  writeFileSync(glue, `${cutAt < 0 ? text : text.slice(0, cutAt)}${PIECES_MARK}export const PIECES={${rows.join(',')}};\n`);
}

// Removes the views' pieces of an earlier split.
function unsplit(dir) {
  for (const file of readdirSync(dir)) if (/^sg_core\.[a-z]+\.(rest\.)?wasm$/.test(file) && file !== 'sg_core.rest.wasm') rmSync(path.join(dir, file));
  writePieces(dir, []);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv[2] === '--unsplit') unsplit(path.resolve(process.argv[3]));
  else await split(path.resolve(process.argv[2]));
}
