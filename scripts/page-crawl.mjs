// The files a page can load, found by reading them: link, script and iframe
// tags, ES imports, dynamic import(), new URL(..., import.meta.url), CSS
// url() and @import, and relative module paths written as string literals
// (a list of stylesheets resolved at run time). Shared by the page weight
// (scripts/page-weight.mjs) and the site build (scripts/site-files.mjs).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Paths relative to `root`, reachable from the `pages` (also relative).
export function crawl(pages, root) {
  const found = new Set();
  const queue = [...pages];
  const add = (from, ref) => {
    if (/^(?:[a-z]+:|\/\/|#|data:)/i.test(ref)) return;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), ref.split(/[?#]/)[0]));
    if (!target.startsWith('..') && !found.has(target) && existsSync(path.join(root, target))) queue.push(target);
  };
  while (queue.length > 0) {
    const file = queue.pop();
    if (found.has(file)) continue;
    found.add(file);
    if (!/\.(html|m?js|css)$/.test(file)) continue;
    const text = readFileSync(path.join(root, file), 'utf8');
    const refs = [];
    if (file.endsWith('.html')) {
      for (const m of text.matchAll(/<(?:script|link|iframe)\b[^>]*?\b(?:src|href)="([^"]+)"/g)) refs.push(m[1]);
    } else if (/\.m?js$/.test(file)) {
      for (const m of text.matchAll(/\bimport\s*(?:[\w*{}\s,]+from\s*)?['"]([^'"]+)['"]/g)) refs.push(m[1]);
      for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) refs.push(m[1]);
      for (const m of text.matchAll(/new URL\(\s*['"`]([^'"`$]+)['"`]\s*,\s*import\.meta\.url/g)) refs.push(m[1]);
      for (const m of text.matchAll(/['"`](\.{1,2}\/[^'"`$\s]+\.(?:m?js|css|wasm|svg))['"`]/g)) refs.push(m[1]);
    } else {
      for (const m of text.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) refs.push(m[1]);
      for (const m of text.matchAll(/@import\s+['"]([^'"]+)['"]/g)) refs.push(m[1]);
    }
    for (const ref of refs) add(file, ref.replace(/&amp;/g, '&'));
  }
  return found;
}
