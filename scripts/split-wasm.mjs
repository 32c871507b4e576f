// Splits the linked engine (sg_core.wasm) in two with Binaryen's wasm-split:
// sg_core.wasm keeps the functions the Nim panel runs, sg_core.rest.wasm
// holds every other function, loaded on demand (web/api/sg.js). Each function
// lives in exactly one of the two files; the first calls the second through
// table slots that hold a placeholder until the rest is attached.
//
// Which functions the Nim panel runs is measured, not listed: an
// instrumented copy of the module runs the Nim workload below under node and
// writes wasm-split's profile, so the cut follows the code as it changes.
//
//   node scripts/split-wasm.mjs DIR [wasm-split]   DIR holds sg_core.mjs and sg_core.wasm
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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

const tool = process.argv[3] ?? 'wasm-split';
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

export async function split(dir) {
  const full = path.join(dir, 'sg_core.wasm');
  const bytes = readFileSync(full);
  if (WebAssembly.Module.imports(new WebAssembly.Module(bytes)).some((i) => i.module === 'q')) {
    throw new Error(`${full} is already split`);
  }
  const work = mkdtempSync(path.join(tmpdir(), 'sg-split-'));
  try {
    const instrumented = path.join(work, 'instrumented.wasm');
    const prof = path.join(work, 'nim.prof');
    run(['--instrument', full, '-o', instrumented]);
    await profile(dir, instrumented, prof);
    const primary = path.join(work, 'primary.wasm');
    const secondary = path.join(work, 'rest.wasm');
    run(['--split', `--profile=${prof}`, '--export-prefix=%', '--import-namespace=p', '--placeholder-namespace=q', full, '-o1', primary, '-o2', secondary]);
    renameSync(primary, full);
    renameSync(secondary, path.join(dir, 'sg_core.rest.wasm'));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await split(path.resolve(process.argv[2]));
