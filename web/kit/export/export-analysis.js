// "Copy the analysis": a position's analysis as Markdown or as a LaTeX
// document that compiles on its own (pdflatex). Both are built from the
// analysis' fields (sg.analyze: outcome, value, components with their values
// and theories, winning moves, decidedBy), never from the page's text. Every
// piece of engine or user text is escaped for its target; characters LaTeX's
// default fonts lack are written as commands. No DOM: node can run it.
// The words are the page's language (the catalogue's export.*); the
// engine's texts in the analysis are already in it. A Chinese LaTeX
// document is for XeLaTeX with ctex (ctexart), which sets Chinese text.
//
//   analysisMarkdown(analysis, { tr }) -> string
//   analysisLatex(analysis, { tr })    -> string (\documentclass ... \end{document})
//   // tr: a language's t() (web/i18n/i18n.js translator()), default the page's
import { capitalize, lang as pageLang, pieces, t } from '../../i18n/i18n.js';

const COMPOUNDS = ['normal', 'misere', 'every', 'conjunctive', 'selective'];
const MAX_PARTS = 64; // parts of a component listed one by one

const text = (v) => (v === null || v === undefined ? '' : String(v));

// The facts both formats show, in order, as plain strings.
function facts(a, tr) {
  const value = a.value ?? (a.grundy === null || a.grundy === undefined ? null : String(a.grundy));
  const several = a.components.length > 1;
  const hasRemoteness = a.components.some((c) => c.remoteness !== null && c.remoteness !== undefined);
  const hasSuspense = a.components.some((c) => c.suspense !== null && c.suspense !== undefined);
  return {
    position: a.position,
    // export.outcome.P / N / D, export.compound.<compound>
    outcome: ['P', 'N', 'D'].includes(a.outcome) ? tr(`export.outcome.${a.outcome}`) : text(a.outcome),
    value: value === null ? tr('export.value.none')
      : tr(a.grundy === null || a.grundy === undefined ? 'export.value.generalized' : 'export.value.grundy', { value }),
    compound: COMPOUNDS.includes(a.compound) ? tr(`export.compound.${a.compound}`) : text(a.compound),
    decidedBy: text(a.decidedBy),
    several,
    hasRemoteness,
    hasSuspense,
    components: a.components.map((c, i) => ({
      name: several ? tr('verdict.component', { n: i + 1 }) : tr('export.thePosition'),
      position: c.position,
      value: c.value ?? (c.grundy === null || c.grundy === undefined ? '—' : String(c.grundy)),
      outcome: text(c.outcome),
      remoteness: c.remoteness === null || c.remoteness === undefined ? '—' : String(c.remoteness),
      suspense: c.suspense === null || c.suspense === undefined ? '—' : String(c.suspense),
      theory: text(c.theory),
      // Typed parts (a long row analysed in bulk) are not listed.
      parts: Array.isArray(c.parts) && c.parts.length <= MAX_PARTS ? c.parts.map((p) => ({ label: capitalize(text(p.label)), value: text(p.value) })) : [],
      partsLeft: Array.isArray(c.parts) && c.parts.length > MAX_PARTS ? c.parts.length : (!Array.isArray(c.parts) && c.parts?.count) || 0,
    })),
    moves: a.winningMoves.map((m) => ({
      move: capitalize(text(m.move)),
      where: several && m.action?.kind !== 'turns' ? tr('export.inComponent', { n: m.component + 1 }) : '',
      to: m.to ?? null,
    })),
    complete: a.winningMovesComplete !== false,
    noMoves: a.outcome === 'P' ? tr('moves.none.P') : a.outcome === 'D' ? tr('export.none.D') : tr('moves.none'),
    // The theories that differ from the deciding theorem (one line each).
    theories: a.components.some((c) => c.theory && c.theory !== a.decidedBy) || several,
  };
}

// ------------------------------------------------------------------ Markdown

// Prose: the characters Markdown would read as markup get a backslash.
const md = (s) => text(s).replace(/([\\`*_[\]<>#|~])/g, '\\$1');
// A code span that survives any backticks inside, with | escaped for tables.
function mdCode(s, { cell = false } = {}) {
  let t = text(s);
  if (cell) t = t.replace(/\|/g, '\\|');
  const run = Math.max(0, ...(t.match(/`+/g) ?? []).map((m) => m.length));
  const fence = '`'.repeat(run + 1);
  const pad = t.startsWith('`') || t.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${t}${pad}${fence}`;
}
const mdCell = (s) => md(s).replace(/\n/g, ' ');

export function analysisMarkdown(analysis, { tr = t } = {}) {
  const f = facts(analysis, tr);
  const out = [];
  out.push(`# ${tr('export.title', { position: mdCode(f.position) })}`, '');
  out.push(`**${tr('export.label.verdict')}** ${tr('export.sentence', { text: md(f.outcome) })}`, '');
  out.push(`- **${tr('export.label.value')}** ${md(f.value)}`);
  out.push(`- **${tr('export.label.play')}** ${md(f.compound)}`);
  out.push('');
  out.push(`## ${tr('export.values')}`, '');
  const cols = [tr('why.col.component'), tr('export.col.position'), tr('why.col.value'), tr('why.col.outcome'),
    ...(f.hasRemoteness ? [tr('why.col.remoteness')] : []), ...(f.hasSuspense ? [tr('why.col.suspense')] : [])];
  out.push(`| ${cols.join(' | ')} |`, `|${cols.map(() => '---').join('|')}|`);
  for (const c of f.components) {
    const cells = [mdCell(c.name), mdCode(c.position, { cell: true }), mdCell(c.value), mdCell(c.outcome),
      ...(f.hasRemoteness ? [mdCell(c.remoteness)] : []), ...(f.hasSuspense ? [mdCell(c.suspense)] : [])];
    out.push(`| ${cells.join(' | ')} |`);
  }
  out.push('');
  for (const c of f.components) {
    if (c.parts.length < 2 && !c.partsLeft) continue;
    const parts = c.parts.map((p) => `${md(p.label)} = ${md(p.value)}`).join(tr('export.partSep'));
    out.push(tr(c.partsLeft ? 'export.partsLeft' : 'export.parts', { name: md(c.name), parts, count: c.partsLeft }), '');
  }
  out.push(`## ${tr(f.complete ? 'export.moves' : 'export.movesMore', { count: f.moves.length })}`, '');
  if (!f.moves.length) out.push(md(f.noMoves));
  f.moves.forEach((m, i) => {
    out.push(`${i + 1}. ${md(m.move)}${m.where ? tr('export.where', { where: md(m.where) }) : ''}${m.to !== null ? ` → ${mdCode(m.to)}` : ''}`);
  });
  out.push('');
  out.push(`## ${tr('export.reasoning')}`, '');
  out.push(`**${tr('export.label.decidedBy')}** ${md(f.decidedBy)}`, '');
  if (f.theories) {
    for (const c of f.components) out.push(`- ${md(c.name)} ${mdCode(c.position)}${tr('why.colon')}${md(c.theory)}`);
    out.push('');
  }
  out.push(tr('export.computed'), '');
  return out.join('\n');
}

// ------------------------------------------------------------------ LaTeX

// Characters outside ASCII that pdflatex's default setup (T1, utf8) lacks,
// as commands of the LaTeX kernel (the document loads no other package than
// fontenc and inputenc); Latin-1 letters pass through (inputenc knows them).
const UNICODE = new Map(Object.entries({
  '∞': '\\ensuremath{\\infty}', '⊕': '\\ensuremath{\\oplus}', '→': '\\ensuremath{\\rightarrow}', '←': '\\ensuremath{\\leftarrow}',
  '↔': '\\ensuremath{\\leftrightarrow}', '⇒': '\\ensuremath{\\Rightarrow}', '≤': '\\ensuremath{\\le}', '≥': '\\ensuremath{\\ge}',
  '≠': '\\ensuremath{\\ne}', '×': '\\ensuremath{\\times}', '·': '\\ensuremath{\\cdot}', '−': '\\ensuremath{-}', '±': '\\ensuremath{\\pm}',
  '⌊': '\\ensuremath{\\lfloor}', '⌋': '\\ensuremath{\\rfloor}', '⌈': '\\ensuremath{\\lceil}', '⌉': '\\ensuremath{\\rceil}',
  'φ': '\\ensuremath{\\varphi}', 'ϕ': '\\ensuremath{\\phi}', 'π': '\\ensuremath{\\pi}', 'Σ': '\\ensuremath{\\Sigma}', '∑': '\\ensuremath{\\sum}',
  '∈': '\\ensuremath{\\in}', '∉': '\\ensuremath{\\notin}', '∅': '\\ensuremath{\\emptyset}', '√': '\\ensuremath{\\surd}',
  '–': '--', '—': '---', '‘': '`', '’': "'", '“': '``', '”': "''", '…': '\\ldots{}', '•': '\\textbullet{}', '✓': '(yes)',
  '\u00a0': '~', '\u2009': '\\,', '\u202f': '\\,',
}));
const ASCII_SPECIAL = {
  '\\': '\\textbackslash{}', '{': '\\{', '}': '\\}', $: '\\$', '&': '\\&', '#': '\\#', '%': '\\%', _: '\\_',
  '~': '\\textasciitilde{}', '^': '\\textasciicircum{}', '<': '\\textless{}', '>': '\\textgreater{}', '|': '\\textbar{}',
  '"': '\\textquotedbl{}', '`': '\\textasciigrave{}',
};

// User or engine text -> LaTeX text mode: every special character escaped.
// cjk: the document sets Chinese (ctexart), so Chinese passes as it is.
export function latexEscape(s, { cjk = false } = {}) {
  let out = '';
  const chars = [...text(s)];
  chars.forEach((ch, i) => {
    const code = ch.codePointAt(0);
    if (ASCII_SPECIAL[ch]) out += ASCII_SPECIAL[ch];
    // "--" and ",," are ligatures in T1 (a dash, a low quote): keep them apart.
    else if ((ch === '-' || ch === ',') && chars[i + 1] === ch) out += `${ch}{}`;
    else if (ch === '\n' || ch === '\r' || ch === '\t') out += ' ';
    else if (code < 0x20 || code === 0x7f) out += '';
    else if (code < 0x80) out += ch;
    else if (UNICODE.has(ch)) out += UNICODE.get(ch);
    else if (code >= 0xc0 && code <= 0xff && code !== 0xd7 && code !== 0xf7) out += ch;
    // Chinese (and its full-width punctuation) where the document sets it.
    else if (cjk && (/[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/.test(ch))) out += ch;
    else out += `[U+${code.toString(16).toUpperCase().padStart(4, '0')}]`;
  });
  return out;
}

// Notation in typewriter type, breakable after its separators (a graph's
// edge list has no spaces to break at).
const latexCode = (s) => `\\texttt{${latexEscape(s).replace(/(,|\+|\\textgreater\{\})/g, '$1\\allowbreak{}')}}`;

export function analysisLatex(analysis, { tr = t } = {}) {
  const f = facts(analysis, tr);
  // A Chinese document is set by XeLaTeX with ctex; an English one by pdflatex.
  const chinese = (tr.lang ?? pageLang()) === 'zh';
  const esc = (s) => latexEscape(s, { cjk: chinese });
  // A catalogue text: its words escaped, its { tex } arguments as they are.
  const line = (key, params = {}) => pieces(tr, key, params).map((p) => (typeof p === 'string' ? esc(p) : p.tex)).join('');
  const code = (s) => ({ tex: latexCode(s) });
  const out = [
    ...(chinese ? ['\\documentclass[11pt,UTF8]{ctexart}'] : ['\\documentclass[11pt]{article}', '\\usepackage[T1]{fontenc}', '\\usepackage[utf8]{inputenc}']),
    '\\setlength{\\parindent}{0pt}',
    '\\setlength{\\parskip}{0.6em}',
    '\\begin{document}',
    '',
    `\\section*{${line('export.title', { position: code(f.position) })}}`,
    '',
    `\\textbf{${line('export.label.verdict')}} ${line('export.sentence', { text: f.outcome })}`,
    '',
    '\\begin{itemize}',
    `  \\item \\textbf{${line('export.label.value')}} ${esc(f.value)}`,
    `  \\item \\textbf{${line('export.label.play')}} ${esc(f.compound)}`,
    '\\end{itemize}',
    '',
    `\\subsection*{${line('export.values')}}`,
    '\\begin{itemize}',
  ];
  for (const c of f.components) {
    const extra = [
      f.hasRemoteness ? tr('export.remoteness', { n: c.remoteness }) : null,
      f.hasSuspense ? tr('export.suspense', { n: c.suspense }) : null,
    ].filter(Boolean).map((x) => tr('export.extra', { x })).join('');
    out.push(`  \\item ${line('export.component', { name: c.name, position: code(c.position), value: c.value, outcome: c.outcome, extra })}`);
    if (c.parts.length >= 2 || c.partsLeft) {
      const parts = c.parts.map((p) => `${p.label} = ${p.value}`).join(tr('export.partSep'));
      out.push(`    ${line(c.partsLeft ? 'export.tex.partsLeft' : 'export.tex.parts', { parts, count: c.partsLeft })}`);
    }
  }
  out.push('\\end{itemize}', '');
  out.push(`\\subsection*{${line(f.complete ? 'export.moves' : 'export.movesMore', { count: f.moves.length })}}`);
  if (!f.moves.length) out.push(esc(f.noMoves));
  else {
    out.push('\\begin{enumerate}');
    for (const m of f.moves) {
      out.push(`  \\item ${line(m.to !== null ? 'export.tex.move' : 'export.tex.moveNoTo', { move: m.move, where: m.where ? tr('export.where', { where: m.where }) : '', position: code(m.to ?? '') })}`);
    }
    out.push('\\end{enumerate}');
  }
  out.push('', `\\subsection*{${line('export.reasoning')}}`, `\\textbf{${line('export.label.decidedBy')}} ${esc(f.decidedBy)}`, '');
  if (f.theories) {
    out.push('\\begin{itemize}');
    for (const c of f.components) out.push(`  \\item ${esc(c.name)}, ${latexCode(c.position)}${esc(tr('why.colon'))}${esc(c.theory)}`);
    out.push('\\end{itemize}', '');
  }
  out.push(line('export.computed'), '', '\\end{document}', '');
  return out.join('\n');
}
