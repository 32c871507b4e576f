// Writes the static site (scripts/build-site.sh runs this after building the
// WASM): the three pages and everything they load, found by following their
// references, so no test tool, script or node_modules file can slip in.
// Page modules are minified with terser (the licence comments stay) and the
// stylesheets by css-minify.mjs; the engine's glue and the vendored libraries
// are copied as they are.
//
//   node scripts/site-files.mjs [outDir]     default dist/
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { minify } from 'terser';
import { crawl } from './page-crawl.mjs';
import { minifyCss } from './css-minify.mjs';
import { preloadPlan } from './preload-plan.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// What a visitor opens; everything else in dist/ is reached from these.
export const PAGES = ['index.html', 'embed.html', 'examples/blog.html'];
// Reached only through URLs built at run time (listed here, checked by the
// dist test): the element's stylesheets and the licence texts.
const EXTRA = ['web/vendor/d3-hierarchy.LICENSE.txt'];
const AS_IS = /^web\/(vendor|api\/wasm)\//;

export async function writeSite(outDir) {
  const files = crawl(PAGES, root);
  for (const f of EXTRA) files.add(f);
  const missing = [...files].filter((f) => !existsSync(path.join(root, f)));
  if (missing.length) throw new Error(`missing: ${missing.join(', ')} (run scripts/build-wasm.sh?)`);
  rmSync(outDir, { recursive: true, force: true });
  for (const file of [...files].sort()) {
    const from = path.join(root, file);
    const to = path.join(outDir, file);
    mkdirSync(path.dirname(to), { recursive: true });
    if (/\.m?js$/.test(file) && !AS_IS.test(file)) {
      const source = readFileSync(from, 'utf8');
      const module = !file.endsWith('first-paint.js');
      const out = await minify(source, { module, compress: true, mangle: true, format: { comments: /@license|@preserve/ } });
      writeFileSync(to, out.code);
    } else if (file.endsWith('.css') && !AS_IS.test(file)) {
      writeFileSync(to, minifyCss(readFileSync(from, 'utf8')));
    } else {
      cpSync(from, to);
    }
  }
  await writePreloads(outDir);
  return files;
}

// The playground's page asks at once for every module its view needs (the
// shell's as links here, the view's through web/first-paint.js from the
// plan), so no module waits for the one importing it.
async function writePreloads(outDir) {
  const { PIECES } = await import(pathToFileURL(path.join(root, 'web/api/wasm/sg_core.mjs')).href);
  const { shared, views, zh } = preloadPlan(root, PIECES);
  const page = path.join(outDir, 'index.html');
  const links = shared.filter((m) => m !== 'web/app.js').map((m) => `  <link rel="modulepreload" href="${m}">\n`).join('');
  const plan = `  <script type="application/json" id="sg-preload">${JSON.stringify({ views, zh })}</script>\n`;
  const html = readFileSync(page, 'utf8');
  const at = html.indexOf('  <script src="web/first-paint.js">');
  if (at < 0) throw new Error('index.html: no first-paint.js script to put the preloads before');
  writeFileSync(page, html.slice(0, at) + plan + html.slice(at).replace('<script type="module" src="web/app.js"></script>\n', (tag) => tag + links));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
  const files = await writeSite(outDir);
  console.log(`${path.relative(process.cwd(), outDir) || '.'}/: ${files.size} files`);
}
