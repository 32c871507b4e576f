// Copies the third-party ES modules the page imports from node_modules into
// web/vendor/, each with its licence text. The page imports only these
// copies, so it runs from the sources and from dist/ without node_modules;
// the versions come from package-lock.json (`npm ci`), and
// tests/node/repository/vendored.test.mjs fails when a copy differs from node_modules.
//
//   node scripts/vendor-deps.mjs           refresh web/vendor/
//   node scripts/vendor-deps.mjs --check   exit 1 if a copy is stale
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// [file in node_modules, file in web/vendor/]
export const VENDORED = [
  ['d3-hierarchy/dist/d3-hierarchy.min.mjs', 'd3-hierarchy.min.mjs'],
  ['d3-hierarchy/LICENSE', 'd3-hierarchy.LICENSE.txt'],
].map(([from, to]) => ({ from: path.join(root, 'node_modules', from), to: path.join(root, 'web/vendor', to) }));

// The copies that differ from (or lack) their node_modules source.
export function staleCopies() {
  return VENDORED.filter(({ from, to }) => !existsSync(to) || !readFileSync(from).equals(readFileSync(to)));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const missing = VENDORED.filter(({ from }) => !existsSync(from));
  if (missing.length) {
    console.error(`not installed: ${missing.map((m) => m.from).join(', ')} (run npm ci)`);
    process.exit(1);
  }
  if (process.argv.includes('--check')) {
    const stale = staleCopies();
    for (const { to } of stale) console.error(`stale: ${path.relative(root, to)} (run node scripts/vendor-deps.mjs)`);
    process.exit(stale.length ? 1 : 0);
  }
  for (const { from, to } of VENDORED) copyFileSync(from, to);
  console.log(`web/vendor/: ${VENDORED.length} files copied`);
}
