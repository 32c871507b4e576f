// The stylesheet minifier of dist/: it must never change what a rule says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { minifyCss } from '../../../scripts/css-minify.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

test('comments and spaces go; strings, calc() and selectors keep their meaning', () => {
  const css = `/* don't "quote" me */\n.a  .b:hover ,\n.c > .d {\n  content: '  /* kept */  ';\n  width: calc(100% - 2px);\n}\n`;
  assert.equal(minifyCss(css), `.a .b:hover,.c > .d{content:'  /* kept */  ';width:calc(100% - 2px)}`);
});

test('a descendant pseudo-class keeps its space', () => {
  assert.equal(minifyCss('div :focus { color: red; }'), 'div :focus{color:red}');
});

test('an unclosed comment or string is an error, not a silent cut', () => {
  assert.throws(() => minifyCss('.a { color: red; } /* open'), /unclosed comment at offset 19/);
  assert.throws(() => minifyCss(".a { content: 'x; }"), /unclosed string at offset 14/);
});

test('every stylesheet of the page keeps its rules and strings', () => {
  const sheets = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.css')) sheets.push(p);
    }
  };
  walk(path.join(root, 'web'));
  assert.ok(sheets.length >= 10, `found ${sheets.length} stylesheets`);
  for (const file of sheets) {
    const text = readFileSync(file, 'utf8');
    const small = minifyCss(text);
    const plain = text.replace(/\/\*[\s\S]*?\*\//g, '');
    const count = (s, c) => s.split(c).length - 1;
    assert.equal(count(small, '{'), count(plain, '{'), file);
    assert.equal(count(small, '}'), count(plain, '}'), file);
    for (const str of plain.match(/'[^']*'|"[^"]*"/g) ?? []) assert.ok(small.includes(str), `${file} keeps ${str}`);
    assert.ok(small.length < text.length * 0.9, `${file} shrinks`);
  }
});
