// The oracles of tests/oracles/ share no code with the engine: each file
// includes only the standard library and its own folder, names nothing of
// the engine's namespace, and says so at its top.
// Run: node --test tests/node/repository/oracles_independent.test.mjs
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const dir = new URL('../../oracles/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.hpp'));

test('the oracle folder holds the family oracles', () => {
  for (const f of ['oracle.hpp', 'all.hpp', 'values.hpp', 'compounds.hpp', 'sums.hpp']) assert.ok(files.includes(f), f);
});

for (const file of files) {
  test(`${file} shares nothing with the engine`, () => {
    const text = readFileSync(new URL(file, dir), 'utf8');
    assert.match(text.split('\n').slice(0, 3).join('\n'), /Shares with the engine: nothing\./);
    for (const [, open, name] of text.matchAll(/^\s*#\s*include\s*([<"])([^>"]+)[>"]/gm)) {
      if (open === '<') assert.match(name, /^[a-z_]+$/, `${file}: <${name}> is not a standard header`);
      else assert.ok(files.includes(name), `${file}: "${name}" is not in tests/oracles/`);
    }
    const code = text.replace(/\/\/.*$/gm, '');
    assert.doesNotMatch(code, /\bsg::|namespace sg\b|\bSG_/, `${file} names the engine`);
  });
}
