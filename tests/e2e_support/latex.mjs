// Checks of the LaTeX that "Copy the analysis" writes, for machines
// without pdflatex (and on top of it where there is one): the document's
// frame, balanced braces and environments, no special character left bare;
// and the text back from its escapes, to find every fact in it.
import assert from 'node:assert/strict';

// One pass over every escape web/kit/export/export-analysis.js writes.
const BACK = new Map(Object.entries({
  '\\textbackslash{}': '\\', '\\textasciitilde{}': '~', '\\textasciicircum{}': '^', '\\textless{}': '<', '\\textgreater{}': '>',
  '\\textbar{}': '|', '\\textquotedbl{}': '"', '\\textasciigrave{}': '`', '\\textbullet{}': '•', '\\ldots{}': '…', '\\allowbreak{}': '',
  '\\_': '_', '\\&': '&', '\\%': '%', '\\#': '#', '\\$': '$', '\\{': '{', '\\}': '}', '\\,': '\u2009',
  '\\ensuremath{\\infty}': '∞', '\\ensuremath{\\oplus}': '⊕', '\\ensuremath{\\rightarrow}': '→', '\\ensuremath{\\leftarrow}': '←',
  '\\ensuremath{\\varphi}': 'φ', '\\ensuremath{\\lfloor}': '⌊', '\\ensuremath{\\rfloor}': '⌋', '\\ensuremath{\\le}': '≤',
  '\\ensuremath{\\ge}': '≥', '\\ensuremath{\\ne}': '≠', '\\ensuremath{\\times}': '×', '\\ensuremath{\\cdot}': '·', '\\ensuremath{-}': '−',
  '---': '—', '--': '–', '``': '“', "''": '”', '-{}': '-', ',{}': ',',
}));
const TOKEN = /\\ensuremath\{\\?[a-zA-Z-]+\}|\\(?:text[a-z]+|ldots|allowbreak)\{\}|\\[_&%#${},]|[-,]\{\}|---|--|``|''/g;

export function unescapeLatex(tex) {
  return tex.replace(TOKEN, (t) => (BACK.has(t) ? BACK.get(t) : t));
}

export function checkLatexStructure(tex, name = 'document') {
  assert.match(tex, /^\\documentclass(\[[^\]]*\])?\{article\}\n/, `${name}: starts with \\documentclass`);
  assert.equal(tex.match(/\\begin\{document\}/g)?.length, 1, `${name}: one \\begin{document}`);
  assert.match(tex, /\\end\{document\}\s*$/, `${name}: ends with \\end{document}`);
  // Braces, skipping the escaped ones.
  let depth = 0;
  for (let i = 0; i < tex.length; i++) {
    if (tex[i] === '\\') {
      i += 1;
      continue;
    }
    if (tex[i] === '{') depth += 1;
    if (tex[i] === '}') depth -= 1;
    assert.ok(depth >= 0, `${name}: a } without its { at ${i}`);
  }
  assert.equal(depth, 0, `${name}: every { is closed`);
  const stack = [];
  for (const [, kind, env] of tex.matchAll(/\\(begin|end)\{([^}]*)\}/g)) {
    if (kind === 'begin') stack.push(env);
    else assert.equal(stack.pop(), env, `${name}: \\end{${env}} closes the last \\begin`);
  }
  assert.deepEqual(stack, [], `${name}: every environment is closed`);
  // Without its commands and escapes, the body has no special character left.
  const body = tex.slice(tex.indexOf('\\begin{document}'));
  const bare = body.replace(/\\[a-zA-Z]+\*?/g, '').replace(/\\[^a-zA-Z]/g, '');
  for (const ch of '_&%#$^~\\') assert.ok(!bare.includes(ch), `${name}: a bare ${ch}: …${bare.slice(Math.max(0, bare.indexOf(ch) - 40), bare.indexOf(ch) + 20)}…`);
  for (const ch of bare) assert.ok(ch.codePointAt(0) < 0x80 || /[À-ÿ]/.test(ch), `${name}: ${ch} (U+${ch.codePointAt(0).toString(16)}) is not in pdflatex's default fonts`);
}
