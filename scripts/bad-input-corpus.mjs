// Writes tests/core/text/bad_inputs.hpp: the plain analyze() rows of
// tests/node/bounds/bad_inputs.test.mjs and the notation fuzz corpus, as C++ string
// literals, so the Catch2 suite renders every error they raise in Chinese.
//
//   node scripts/bad-input-corpus.mjs > tests/core/text/bad_inputs.hpp
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = readFileSync(path.join(root, 'tests/node/bounds/bad_inputs.test.mjs'), 'utf8');
const inputs = [];
// a('...'): a row whose input is one plain single-quoted literal (read as JS,
// escapes and all; it is this repository's own test file).
for (const m of source.matchAll(/\ba\(('(?:[^'\\]|\\.)*')\)/g)) inputs.push(Function(`return ${m[1]};`)());
const corpus = path.join(root, 'tests/fuzz/corpus/notation');
for (const f of readdirSync(corpus).sort()) inputs.push(readFileSync(path.join(corpus, f), 'utf8'));

// A lone UTF-16 surrogate has no UTF-8 form: sg.js refuses it before the engine.
const wellFormed = (s) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

function literal(text) {
  let out = '"';
  let afterHex = false;
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    if (byte >= 32 && byte < 127 && !'"\\?'.includes(c)) {
      if (afterHex && /[0-9a-fA-F]/.test(c)) out += '" "';
      out += c;
      afterHex = false;
    } else {
      out += `\\x${byte.toString(16).toUpperCase().padStart(2, '0')}`;
      afterHex = true;
    }
  }
  return `${out}"`;
}

const rows = [...new Set(inputs)].filter(wellFormed);
console.log(`#pragma once
// Inputs every parser must refuse or accept with a clear answer: the plain
// analyze() rows of tests/node/bounds/bad_inputs.test.mjs and the notation fuzz
// corpus (tests/fuzz/corpus/notation), as UTF-8 (rows with lone UTF-16
// surrogates, which have no UTF-8 form, are left out). Generated:
//   node scripts/bad-input-corpus.mjs > tests/core/text/bad_inputs.hpp
#include <array>
#include <string_view>

namespace sg::test {

inline constexpr std::array<std::string_view, ${rows.length}> kBadInputs{{
${rows.map((r) => `    ${literal(r)},`).join('\n')}
}};

}  // namespace sg::test`);
