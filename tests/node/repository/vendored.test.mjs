// The page imports third-party code only from web/vendor/, and those copies
// are exactly the files package-lock.json installs (scripts/vendor-deps.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VENDORED, staleCopies } from '../../../scripts/vendor-deps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

test('web/vendor/ holds the installed versions, each with its licence', () => {
  assert.deepEqual(staleCopies().map((c) => c.to), []);
  const names = readdirSync(path.join(root, 'web/vendor')).sort();
  assert.deepEqual(names, VENDORED.map((c) => path.basename(c.to)).sort());
  for (const name of names.filter((n) => /\.m?js$/.test(n))) {
    const licence = name.replace(/(\.min)?\.(esm\.)?m?js$/, '.LICENSE.txt');
    assert.ok(names.includes(licence), `${name} has no ${licence}`);
  }
});

test('no page module imports from node_modules', () => {
  const offenders = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) { if (entry.name !== 'vendor' && entry.name !== 'wasm') walk(full); continue; }
      if (/\.(m?js|html|css)$/.test(entry.name) && /node_modules\//.test(readFileSync(full, 'utf8'))) offenders.push(full);
    }
  };
  walk(path.join(root, 'web'));
  for (const page of ['index.html', 'embed.html', 'examples/blog.html']) {
    if (/node_modules\//.test(readFileSync(path.join(root, page), 'utf8'))) offenders.push(page);
  }
  assert.deepEqual(offenders.map((f) => path.relative(root, f)), []);
});
