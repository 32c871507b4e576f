// The page's modules bundled for the built site (scripts/site-files.mjs):
// with esbuild, each page's entry, each panel, each language module and the
// Worker become one file with its static imports, code shared between them
// goes into shared chunks, and every name carries a hash of its content. On
// a phone each module is a round trip of its own (150 ms); a view then needs
// a handful of files instead of 50-60.
//
// All bundles sit in one folder, web/js/, so a path a module resolves
// against its own URL (new URL('./wasm/sg_core.wasm', import.meta.url), a
// stylesheet's './panels/heaps/heaps.css') is rewritten, in the source as it
// is read, to the same file seen from web/js/. The engine's glue and the
// vendored libraries stay files of their own, copied as they are.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

export const BUNDLES = 'web/js';
// Entry points the pages name, bundled apart per site part: chunks shared by
// the playground and the element would cut the playground's shell into more
// files. The panels, languages and other modules loaded with import() become
// bundles of their own through esbuild's split.
// The Worker is bundled with the playground, so it imports the chunks the
// page has already downloaded (sg.js and its texts) instead of its own copy.
const WORKER = 'web/api/sg-worker.js';
const PARTS = [['web/app.js', WORKER], ['web/embed/embed-page.js', 'web/embed/sg-embed.js']];
// Names that stay: hosts load the element by its address (docs/embedding.md),
// and web/api/worker-client.js starts the Worker by a URL fixed before the
// Worker's content is known; the element's Worker is the playground's.
export const STABLE = { 'web/embed/sg-embed.js': 'web/embed/sg-embed.js', [WORKER]: 'web/js/sg-worker.js' };
// Files kept apart: the engine's glue (beside its .wasm pieces) and the
// vendored libraries (beside their licences).
const KEPT = /^web\/(api\/wasm|vendor)\//;
// Relative paths in string literals that name a file, not a module: each is
// resolved against the module's own URL (web/app.js's stylesheets,
// web/api/sg.js's engine files, web/embed/sg-embed.js's page link).
const FILE_LITERAL = /(['"`])(\.{1,2}\/[^'"`$\s]+\.(?:css|wasm|txt|html|svg))\1/g;
const URL_OF_MODULE = /new URL\(\s*(['"])(\.{1,2}\/[^'"]+\.m?js)\1\s*,\s*import\.meta\.url\s*\)/g;

const posix = (p) => p.split(path.sep).join('/');
const fromBundles = (file) => {
  const rel = path.posix.relative(BUNDLES, file);
  return rel.startsWith('.') ? rel : `./${rel}`;
};

// Rewrites the paths a module resolves against its URL to the bundles'
// folder; `built` maps a module reached by URL (the Worker) to its bundle.
function relocate(root, built) {
  return {
    name: 'relocate',
    setup(b) {
      b.onResolve({ filter: /\.m?js$/ }, (args) => {
        if (args.kind !== 'import-statement' && args.kind !== 'dynamic-import') return null;
        const target = posix(path.relative(root, path.resolve(args.resolveDir, args.path)));
        return KEPT.test(target) ? { path: fromBundles(target), external: true } : null;
      });
      b.onLoad({ filter: /\.js$/ }, (args) => {
        const file = posix(path.relative(root, args.path));
        const dir = path.posix.dirname(file);
        const at = (ref) => path.posix.normalize(path.posix.join(dir, ref));
        const contents = readFileSync(args.path, 'utf8')
          .replace(FILE_LITERAL, (_, q, ref) => `${q}${fromBundles(at(ref))}${q}`)
          .replace(URL_OF_MODULE, (_, q, ref) => {
            const bundle = built[at(ref)];
            if (!bundle) throw new Error(`${file}: ${ref} is loaded by URL but not bundled`);
            return `new URL(${q}${fromBundles(bundle)}${q}, import.meta.url)`;
          });
        return { contents, loader: 'js' };
      });
    },
  };
}

const OPTIONS = {
  bundle: true,
  format: 'esm',
  // The sources are modern already: nothing is rewritten for older browsers.
  target: 'esnext',
  minify: true,
  // Chinese texts as they are: smaller than \u escapes once compressed.
  charset: 'utf8',
  legalComments: 'inline',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  metafile: true,
  logLevel: 'error',
};

// Bundles into outDir/web/js/. Returns the graph of what was written:
//   files:   { 'web/js/app-X.js': { imports: [...], dynamic: [...], entry, inputs } }
//   inputs:  every source module some bundle holds
//   outputOf(source): the bundle a source module starts (entry or import()),
//                     the playground's when both parts have one
export async function bundleSite(root, outDir) {
  const outdir = path.join(outDir, BUNDLES);
  const pageOptions = { ...OPTIONS, absWorkingDir: root, splitting: true, outdir, plugins: [relocate(root, { [WORKER]: STABLE[WORKER] })] };
  const parts = [];
  for (const entries of PARTS) {
    // What a part loads with import() is found by a first pass, then named
    // as an entry of its own (nim-panel-X.js, not chunk-X.js).
    const found = await build({ ...pageOptions, entryPoints: entries, write: false });
    const lazy = Object.values(found.metafile.outputs).map((m) => m.entryPoint).filter((e) => e && !entries.includes(e) && e !== WORKER);
    parts.push(await build({ ...pageOptions, entryPoints: [...entries, ...lazy.sort()] }));
  }
  const files = {};
  const add = (metafile) => {
    for (const [out, meta] of Object.entries(metafile.outputs)) {
      const file = posix(path.relative(outDir, path.resolve(root, out)));
      const refs = (kind) => meta.imports.filter((i) => i.kind === kind).map((i) => (i.external
        ? path.posix.normalize(path.posix.join(BUNDLES, i.path))
        : posix(path.relative(outDir, path.resolve(root, i.path)))));
      files[file] = { imports: refs('import-statement'), dynamic: refs('dynamic-import'), entry: meta.entryPoint ?? null, inputs: Object.keys(meta.inputs) };
    }
  };
  for (const b of parts) add(b.metafile);
  const inputs = new Set(parts.flatMap((b) => Object.keys(b.metafile.inputs)));

  // The names that stay. The element's entry moves to web/embed/: its
  // bundle is only imports and exports of shared chunks (embed-page.js
  // imports the element too), rewritten to be reached from there.
  for (const [source, target] of Object.entries(STABLE)) {
    const [file, meta] = Object.entries(files).find(([, m]) => m.entry === source);
    if (Object.values(files).some((m) => m.imports.includes(file) || m.dynamic.includes(file))) throw new Error(`${file} is imported: it cannot move to ${target}`);
    let text = readFileSync(path.join(outDir, file), 'utf8');
    const back = path.posix.relative(path.posix.dirname(target), BUNDLES);
    if (back && text.includes('import.meta')) throw new Error(`${file} resolves paths against its own URL: it cannot move to ${target}`);
    if (back) text = text.replace(/(["'])\.\/([\w.-]+\.js)\1/g, (m, q, name) => (files[`${BUNDLES}/${name}`] ? `${q}${back}/${name}${q}` : m));
    mkdirSync(path.dirname(path.join(outDir, target)), { recursive: true });
    writeFileSync(path.join(outDir, target), text);
    rmSync(path.join(outDir, file));
    delete files[file];
    files[target] = meta;
  }

  const outputOf = (source) => Object.keys(files).find((f) => files[f].entry === source) ?? null;
  return { files, inputs, outputOf };
}

// `file` and every file it imports statically, in order (externals too).
export function staticClosure(graph, file, seen = new Set()) {
  if (!file || seen.has(file)) return seen;
  seen.add(file);
  for (const next of graph.files[file]?.imports ?? []) staticClosure(graph, next, seen);
  return seen;
}
