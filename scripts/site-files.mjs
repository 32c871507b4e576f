// Writes the static site (scripts/build-site.sh runs this after building the
// WASM): the three pages and everything they load, found by following their
// references, so no test tool, script or node_modules file can slip in.
// The page's modules are bundled per view by scripts/site-bundle.mjs into
// web/js/ under names that carry a hash of their content; web/first-paint.js
// is minified with terser (the licence comments stay) and named by its hash
// too; the stylesheets are minified by css-minify.mjs; the engine's glue and
// the vendored libraries are copied as they are.
//
//   node scripts/site-files.mjs [outDir]     default dist/
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { minify } from 'terser';
import { crawl } from './page-crawl.mjs';
import { minifyCss } from './css-minify.mjs';
import { preloadPlan } from './preload-plan.mjs';
import { bundleSite } from './site-bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// What a visitor opens; everything else in dist/ is reached from these.
export const PAGES = ['index.html', 'embed.html', 'examples/blog.html'];
// Reached only through URLs built at run time (listed here, checked by the
// dist test): the element's stylesheets and the licence texts.
const EXTRA = ['web/vendor/d3-hierarchy.LICENSE.txt'];
const AS_IS = /^web\/(vendor|api\/wasm)\//;
const FIRST_PAINT = 'web/first-paint.js';
// The pages' module scripts, replaced by their bundles.
const PAGE_SCRIPTS = { 'index.html': 'web/app.js', 'embed.html': 'web/embed/embed-page.js' };

export async function writeSite(outDir) {
  const files = crawl(PAGES, root);
  for (const f of EXTRA) files.add(f);
  const missing = [...files].filter((f) => !existsSync(path.join(root, f)));
  if (missing.length) throw new Error(`missing: ${missing.join(', ')} (run scripts/build-wasm.sh?)`);
  rmSync(outDir, { recursive: true, force: true });
  const modules = [...files].filter((f) => /\.m?js$/.test(f) && !AS_IS.test(f) && f !== FIRST_PAINT);
  for (const file of [...files].sort()) {
    if (modules.includes(file) || file === FIRST_PAINT) continue;
    const from = path.join(root, file);
    const to = path.join(outDir, file);
    mkdirSync(path.dirname(to), { recursive: true });
    if (file.endsWith('.css') && !AS_IS.test(file)) {
      writeFileSync(to, minifyCss(readFileSync(from, 'utf8')));
    } else {
      cpSync(from, to);
    }
  }
  const graph = await bundleSite(root, outDir);
  // A module the crawl found but no bundle holds would be missing from the site.
  const unbundled = modules.filter((m) => !graph.inputs.has(m));
  if (unbundled.length) throw new Error(`not in any bundle: ${unbundled.join(', ')}`);
  const firstPaint = await writeFirstPaint(outDir);
  for (const [page, entry] of Object.entries(PAGE_SCRIPTS)) {
    const html = readFileSync(path.join(outDir, page), 'utf8');
    const tag = `<script type="module" src="${entry}"></script>`;
    if (!html.includes(tag)) throw new Error(`${page}: no ${tag} to point at its bundle`);
    writeFileSync(path.join(outDir, page), html.replace(tag, `<script type="module" src="${graph.outputOf(entry)}"></script>`));
  }
  await writePreloads(outDir, graph, firstPaint);
  return new Set([...files].filter((f) => !modules.includes(f) && f !== FIRST_PAINT).concat(Object.keys(graph.files), firstPaint));
}

// The classic script index.html runs first, minified and named by its hash.
async function writeFirstPaint(outDir) {
  const out = await minify(readFileSync(path.join(root, FIRST_PAINT), 'utf8'), { module: false, compress: true, mangle: true, format: { comments: /@license|@preserve/ } });
  const hash = createHash('sha256').update(out.code).digest('base64url').slice(0, 8);
  const file = FIRST_PAINT.replace(/\.js$/, `-${hash}.js`);
  writeFileSync(path.join(outDir, file), out.code);
  return file;
}

// The playground's page asks at once for every file its view needs (the
// shell's modules as links here, the view's through web/first-paint.js from
// the plan), so no bundle waits for the one importing it.
async function writePreloads(outDir, graph, firstPaint) {
  const { PIECES } = await import(pathToFileURL(path.join(root, 'web/api/wasm/sg_core.mjs')).href);
  const { shared, views, zh } = preloadPlan(root, PIECES, graph);
  const page = path.join(outDir, 'index.html');
  const app = graph.outputOf('web/app.js');
  const links = shared.filter((m) => m !== app).map((m) => `  <link rel="modulepreload" href="${m}">\n`).join('');
  const plan = `  <script type="application/json" id="sg-preload">${JSON.stringify({ views, zh })}</script>\n`;
  const html = readFileSync(page, 'utf8');
  const script = `  <script src="${FIRST_PAINT}"></script>`;
  const at = html.indexOf(script);
  if (at < 0) throw new Error('index.html: no first-paint.js script to put the preloads before');
  const appTag = `<script type="module" src="${app}"></script>\n`;
  writeFileSync(page, html.slice(0, at) + plan + html.slice(at).replace(script, `  <script src="${firstPaint}"></script>`).replace(appTag, (tag) => tag + links));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
  const files = await writeSite(outDir);
  console.log(`${path.relative(process.cwd(), outDir) || '.'}/: ${files.size} files`);
}
