// "Copy the analysis" as Markdown and LaTeX (web/kit/export/export-analysis.js),
// from real analyses of every family and compound: the verdict, every
// value, every winning move and the reasoning (the deciding theorem and each
// component's theory) are in the text; LaTeX escapes every special
// character of engine and user text, and the document compiles with pdflatex
// when the machine has it (else its structure is checked: document
// environment, balanced braces and environments, no bare special).
// Run: node --test tests/node/page/export_text.test.mjs
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { loadSG } from '../../../web/api/sg.js';
import { analysisLatex, analysisMarkdown, latexEscape } from '../../../web/kit/export/export-analysis.js';
import { checkLatexStructure, unescapeLatex } from '../../e2e_support/latex.mjs';

const POSITIONS = [
  'nim 3 4 5', 'kayles 7', 'misere: nim 1 1 1', 'misere: nim 3 4 5', 'every: kayles 3 + nim 2', 'conjunctive: nim 3 + kayles 4',
  'selective: nim 3 + kayles 4', 'coins(mock) THHTTH', 'hackenbush 0-1 1-2 2-0 2-2', 'tree (()(()()))', 'wythoff 3 5',
  'graph(a>b,b>a) a', 'graph(a_1>b_2,b_2>a_1,b_2>c_3) a_1 c_3', 'lasker 5 + sub(1,3,4) 9 + octal(0.137) 10', 'nim 0',
];
// Text with every character LaTeX treats specially, and Unicode the engine writes.
const SPECIAL = 'a_1 & 100% #2 $5 {x} ~y ^z \\w <v> |u| "t" `s` a--b c,,d ∞_{K xor a} → ⊕ – — “q” … φ ⌊k⌋ ≤ ≥ × · è';

let sg;
let dir;
const hasPdflatex = spawnSync('sh', ['-c', 'command -v pdflatex'], { encoding: 'utf8' }).status === 0;
// The Chinese document needs XeLaTeX and ctex (texlive-xetex, texlive-lang-chinese).
const hasCtex = spawnSync('sh', ['-c', 'command -v xelatex && kpsewhich ctexart.cls'], { encoding: 'utf8' }).status === 0;
before(async () => {
  sg = await loadSG();
  dir = mkdtempSync(join(tmpdir(), 'sg-latex-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

function compile(name, source, engine = 'pdflatex') {
  writeFileSync(join(dir, `${name}.tex`), source);
  try {
    execFileSync(engine, ['-interaction=nonstopmode', '-halt-on-error', `${name}.tex`], { cwd: dir, stdio: 'pipe', timeout: 120000 });
  } catch (e) {
    const log = String(e.stdout ?? '').split('\n').filter((l) => /^(!|l\.\d)/.test(l)).join('\n');
    assert.fail(`${engine} failed on ${name}:\n${log}`);
  }
  assert.equal(readFileSync(join(dir, `${name}.pdf`)).subarray(0, 5).toString(), '%PDF-', `${engine} wrote a PDF of ${name}`);
}

const outcomeWords = { P: 'P position', N: 'N position', D: 'draw' };

test('Markdown: the verdict, every value, every winning move and the reasoning', () => {
  for (const p of POSITIONS) {
    const a = sg.analyze(p);
    const md = analysisMarkdown(a);
    assert.match(md, new RegExp(`^# Analysis of \`+${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\`+`), p);
    assert.ok(md.includes(`**Verdict:** ${outcomeWords[a.outcome]}`), `${p}: verdict`);
    const unescaped = md.replace(/\\([\\`*_[\]<>#|~])/g, '$1');
    for (const c of a.components) {
      assert.ok(unescaped.includes(`\`${c.position}\``), `${p}: component ${c.position}`);
      if (c.value !== null) assert.ok(unescaped.includes(`| ${c.value} |`), `${p}: value ${c.value}`);
      if (a.components.length > 1 || c.theory !== a.decidedBy) assert.ok(unescaped.includes(c.theory), `${p}: theory of ${c.position}`);
    }
    assert.ok(unescaped.includes(`**Decided by** ${a.decidedBy}`), `${p}: decided by`);
    const listed = md.split('\n').filter((l) => /^\d+\. /.test(l));
    assert.equal(listed.length, a.winningMoves.length, `${p}: one line per winning move`);
    a.winningMoves.forEach((m, i) => {
      const line = listed[i].replace(/\\([\\`*_[\]<>#|~])/g, '$1');
      assert.ok(line.toLowerCase().includes(m.move.toLowerCase()), `${p}: move ${m.move}`);
      assert.ok(line.includes(`\`${m.to}\``), `${p}: the position after ${m.move}`);
    });
    if (!a.winningMoves.length) assert.match(md, /## Winning moves \(0\)\n\nNone/);
  }
});

test('LaTeX: every special character of engine and user text is escaped, and nothing is lost', () => {
  assert.equal(unescapeLatex(latexEscape(SPECIAL)), SPECIAL);
  for (const ch of '_&%#${}~^\\') assert.ok(!latexEscape(ch).startsWith(ch) || ch === '\\', `${ch} escaped`);
  assert.equal(latexEscape('a_1 & 100%'), 'a\\_1 \\& 100\\%');
  assert.equal(latexEscape('{x}'), '\\{x\\}');
  assert.equal(latexEscape('∞_{K}'), '\\ensuremath{\\infty}\\_\\{K\\}');
  assert.equal(latexEscape('漢'), '[U+6F22]', 'a character the default fonts lack is named, not passed to pdflatex');
});

test(`LaTeX: a standalone document of the analysis ${hasPdflatex ? 'that pdflatex compiles' : 'with a sound structure (no pdflatex here)'}`, () => {
  const fake = {
    position: `graph(${SPECIAL})`, compound: 'normal', outcome: 'N', grundy: 1, value: '1', decidedBy: `Theorem: ${SPECIAL}`, mayCycle: false,
    components: [{ position: SPECIAL, family: 'graph', rule: null, shape: null, grundy: 1, value: '∞{0,1}', outcome: 'N', theory: SPECIAL, remoteness: 1, suspense: null,
      parts: [{ label: 'token 1 at a_1', value: '1', grundy: 1 }, { label: '$&%', value: '∞_{2}', grundy: null }] }],
    winningMoves: [{ component: 0, move: `move ${SPECIAL}`, to: `graph(x_1>y) y & # ${SPECIAL}`, action: { kind: 'slide' } }],
    winningMovesComplete: false,
  };
  const documents = [['special', fake], ...POSITIONS.map((p, i) => [`p${i}`, sg.analyze(p)])];
  for (const [name, a] of documents) {
    const tex = analysisLatex(a);
    checkLatexStructure(tex, name);
    const text = unescapeLatex(tex);
    assert.ok(text.includes(a.decidedBy), `${name}: the deciding theorem`);
    for (const c of a.components) assert.ok(text.includes(c.position), `${name}: ${c.position}`);
    for (const m of a.winningMoves) assert.ok(text.toLowerCase().includes(m.move.toLowerCase()), `${name}: ${m.move}`);
    if (hasPdflatex) compile(name, tex);
  }
});

// In Chinese: the same facts under Chinese headings, and a LaTeX document
// for XeLaTeX with ctex that keeps the Chinese as it is (pdflatex cannot
// set it; its frame and escapes are checked as for English).
test(`the analysis in Chinese: Markdown headings and a ctexart document${hasCtex ? ' that xelatex compiles' : ' (no xelatex with ctex here)'}`, async () => {
  const { loadLang, translator } = await import('../../../web/i18n/i18n.js');
  const { CJK, englishWords } = await import('../../e2e_support/i18n-words.mjs');
  await loadLang('zh');
  const tr = translator('zh');
  const a = sg.analyze('nim 3 + kayles 4');
  const md = analysisMarkdown(a, { tr });
  assert.ok(md.startsWith(`# \`${a.position}\` 的分析\n`), md.slice(0, 60));
  assert.match(md, /\*\*结论：\*\* 必胜态：先手必胜。/);
  assert.match(md, /## 必胜走法（\d+）/);
  // The words around the engine's: no English outside code and kept names.
  const prose = md.replace(/`[^`]*`/g, ' ').replace(/^\d+\. .*$/gm, ' ').replace(/^- .*$/gm, ' ').replace(/\*\*判定依据：\*\* .*$/m, ' ');
  assert.deepEqual(englishWords(prose.replace(/\|[^\n]*\|/g, ' ')), []);
  const tex = analysisLatex(a, { tr });
  assert.match(tex, /^\\documentclass\[11pt,UTF8\]\{ctexart\}\n/);
  assert.ok(CJK.test(tex) && !tex.includes('[U+'), 'the Chinese passes as it is');
  assert.match(tex, /\\section\*\{\\texttt\{nim 3 \+\\allowbreak\{\} kayles 4\}\s*的分析\}/);
  assert.equal((tex.match(/\{/g) ?? []).length - (tex.match(/\\\{/g) ?? []).length, (tex.match(/\}/g) ?? []).length - (tex.match(/\\\}/g) ?? []).length, 'braces balance');
  if (hasCtex) {
    compile('zh-sum', tex, 'xelatex');
    // With the engine's own text in Chinese too, as the Chinese page has it.
    await sg.setLang('zh');
    try {
      compile('zh-mock', analysisLatex(sg.analyze('coins(mock) THHTTH + tree(parents) 0 0 1'), { tr }), 'xelatex');
    } finally {
      await sg.setLang('en');
    }
  }
});
