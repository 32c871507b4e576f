// web/api/sg.d.ts: the TypeScript declarations of web/api/sg.js. tsc --strict must
// accept tests/types/usage.ts (every function used as documented, and each
// misuse marked @ts-expect-error, which fails if the types stop rejecting
// it), and every function the live API has must be declared.
// Run: node --test tests/node/api/types.test.mjs
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { loadSG } from '../../../web/api/sg.js';
import * as module from '../../../web/api/sg.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const declarations = readFileSync(join(root, 'web/api/sg.d.ts'), 'utf8');
const TSC = join(root, 'node_modules/typescript/bin/tsc');
const FLAGS = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext'];

async function tsc(file) {
  try {
    await promisify(execFile)(process.execPath, [TSC, ...FLAGS, file], { cwd: root });
    return '';
  } catch (e) {
    return `${e.stdout}${e.stderr}` || String(e);
  }
}

test('tsc --strict accepts the documented usage and rejects the misuse', { timeout: 180000 }, async () => {
  assert.equal(await tsc('tests/types/usage.ts'), '');
});

test('tsc rejects a misuse that is not marked', { timeout: 180000 }, async () => {
  const out = await tsc('tests/types/misuse.ts');
  assert.match(out, /misuse\.ts\(6,\d+\): error TS(2345|2769)/, 'a number passed as the position must not compile');
});

test('every export and every API function is declared', async () => {
  for (const name of Object.keys(module)) {
    assert.match(declarations, new RegExp(`export (declare )?(class|function|const) ${name}\\b`), `export ${name}`);
  }
  const sg = await loadSG();
  const block = declarations.slice(declarations.indexOf('export interface SG {'));
  for (const name of Object.keys(sg)) {
    assert.match(block, new RegExp(`^\\s+(readonly )?${name}(\\(|: )`, 'm'), `sg.${name} is declared in interface SG`);
  }
});
