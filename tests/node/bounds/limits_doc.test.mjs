// docs/limits.md is generated from sg.limits() (scripts/limits-doc.mjs): a
// cap added or changed without regenerating the document fails here.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadSG } from '../../../web/api/sg.js';
import { defaultFile, formatValue, renderLimitsDoc } from '../../../scripts/limits-doc.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const script = path.join(root, 'scripts', 'limits-doc.mjs');
const runCheck = (file) =>
  spawnSync(process.execPath, [script, '--check', '--file', file], { cwd: root, encoding: 'utf8' });

let limits;
before(async () => {
  limits = (await loadSG()).limits();
});

describe('docs/limits.md', () => {
  test('is what scripts/limits-doc.mjs makes of sg.limits()', () => {
    const run = runCheck(defaultFile);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(readFileSync(defaultFile, 'utf8'), renderLimitsDoc(limits));
  });

  test('has one row per cap, with its value and meaning', () => {
    const text = readFileSync(defaultFile, 'utf8');
    for (const key of Object.keys(limits.meanings)) {
      const row = text.split('\n').find((line) => line.startsWith(`| \`${key}\` |`));
      assert.ok(row, key);
      assert.ok(row.includes(formatValue(limits[key])), `${key}: ${row}`);
    }
  });

  test('the check fails on a document missing a new cap', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'limits-doc-'));
    const stale = path.join(dir, 'limits.md');
    const grown = { ...limits, maxNewThing: 7, meanings: { ...limits.meanings, maxNewThing: 'a cap added later' } };
    writeFileSync(stale, renderLimitsDoc(grown));
    const run = runCheck(stale);
    assert.equal(run.status, 1);
    assert.match(run.stderr, /is stale/);
    writeFileSync(stale, renderLimitsDoc(limits));
    assert.equal(runCheck(stale).status, 0);
  });

  test('formats values exactly', () => {
    assert.equal(formatValue(4194304), '2^22 (4 194 304)');
    assert.equal(formatValue('9223372036854775807'), '2^63−1 (9 223 372 036 854 775 807)');
    assert.equal(formatValue(100000), '100 000');
    assert.equal(formatValue(24), '24');
  });
});
