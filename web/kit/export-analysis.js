// "Copy the analysis": a position's analysis as Markdown or as a LaTeX
// document that compiles on its own (pdflatex). Both are built from the
// analysis' fields (sg.analyze: outcome, value, components with their values
// and theories, winning moves, decidedBy), never from the page's text. Every
// piece of engine or user text is escaped for its target; characters LaTeX's
// default fonts lack are written as commands. No DOM: node can run it.
//
//   analysisMarkdown(analysis) -> string
//   analysisLatex(analysis)    -> string (\documentclass ... \end{document})

const OUTCOME = {
  P: 'P position: the player to move loses',
  N: 'N position: the player to move wins',
  D: 'draw: with perfect play the game never ends',
};
const COMPOUND = {
  normal: 'normal play (the sum of the components)',
  misere: 'misère play (whoever cannot move wins)',
  every: 'Every-SG compound (each move moves every component that can move)',
  conjunctive: 'conjunctive compound (each move moves every component; the game ends when one ends)',
  selective: 'selective compound (each move moves any non-empty set of components)',
};
const MAX_PARTS = 64; // parts of a component listed one by one

const capitalize = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);
const text = (v) => (v === null || v === undefined ? '' : String(v));

// The facts both formats show, in order, as plain strings.
function facts(a) {
  const value = a.value ?? (a.grundy === null || a.grundy === undefined ? null : String(a.grundy));
  const several = a.components.length > 1;
  const hasRemoteness = a.components.some((c) => c.remoteness !== null && c.remoteness !== undefined);
  const hasSuspense = a.components.some((c) => c.suspense !== null && c.suspense !== undefined);
  return {
    position: a.position,
    outcome: OUTCOME[a.outcome] ?? text(a.outcome),
    value: value === null ? 'none (no nimber applies here)' : `${value}${a.grundy === null || a.grundy === undefined ? ' (generalized value)' : ' (Grundy value)'}`,
    compound: COMPOUND[a.compound] ?? text(a.compound),
    decidedBy: text(a.decidedBy),
    several,
    hasRemoteness,
    hasSuspense,
    components: a.components.map((c, i) => ({
      name: several ? `Component ${i + 1}` : 'The position',
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
      where: several && m.action?.kind !== 'turns' ? `component ${m.component + 1}` : '',
      to: m.to ?? null,
    })),
    complete: a.winningMovesComplete !== false,
    noMoves: a.outcome === 'P' ? 'None: every move leaves a position in which the opponent wins.'
      : a.outcome === 'D' ? 'None: no move leaves a P position; with perfect play the game goes on for ever.'
        : 'None listed.',
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

export function analysisMarkdown(analysis) {
  const f = facts(analysis);
  const out = [];
  out.push(`# Analysis of ${mdCode(f.position)}`, '');
  out.push(`**Verdict:** ${md(f.outcome)}.`, '');
  out.push(`- **Value:** ${md(f.value)}`);
  out.push(`- **Play:** ${md(f.compound)}`);
  out.push('');
  out.push('## Values', '');
  const cols = ['Component', 'Position', 'Value', 'Outcome', ...(f.hasRemoteness ? ['Remoteness'] : []), ...(f.hasSuspense ? ['Suspense'] : [])];
  out.push(`| ${cols.join(' | ')} |`, `|${cols.map(() => '---').join('|')}|`);
  for (const c of f.components) {
    const cells = [mdCell(c.name), mdCode(c.position, { cell: true }), mdCell(c.value), mdCell(c.outcome),
      ...(f.hasRemoteness ? [mdCell(c.remoteness)] : []), ...(f.hasSuspense ? [mdCell(c.suspense)] : [])];
    out.push(`| ${cells.join(' | ')} |`);
  }
  out.push('');
  for (const c of f.components) {
    if (c.parts.length < 2 && !c.partsLeft) continue;
    out.push(`${md(c.name)}, part by part: ${c.parts.map((p) => `${md(p.label)} = ${md(p.value)}`).join('; ')}${c.partsLeft ? ` (${c.partsLeft} parts, not listed)` : ''}.`, '');
  }
  out.push(`## Winning moves (${f.moves.length}${f.complete ? '' : ' listed; there are more'})`, '');
  if (!f.moves.length) out.push(md(f.noMoves));
  f.moves.forEach((m, i) => {
    out.push(`${i + 1}. ${md(m.move)}${m.where ? ` (${md(m.where)})` : ''}${m.to !== null ? ` → ${mdCode(m.to)}` : ''}`);
  });
  out.push('');
  out.push('## Reasoning', '');
  out.push(`**Decided by** ${md(f.decidedBy)}`, '');
  if (f.theories) {
    for (const c of f.components) out.push(`- ${md(c.name)} ${mdCode(c.position)}: ${md(c.theory)}`);
    out.push('');
  }
  out.push('Computed by SG Playground.', '');
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
export function latexEscape(s) {
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
    else out += `[U+${code.toString(16).toUpperCase().padStart(4, '0')}]`;
  });
  return out;
}

// Notation in typewriter type, breakable after its separators (a graph's
// edge list has no spaces to break at).
const latexCode = (s) => `\\texttt{${latexEscape(s).replace(/(,|\+|\\textgreater\{\})/g, '$1\\allowbreak{}')}}`;

export function analysisLatex(analysis) {
  const f = facts(analysis);
  const out = [
    '\\documentclass[11pt]{article}',
    '\\usepackage[T1]{fontenc}',
    '\\usepackage[utf8]{inputenc}',
    '\\setlength{\\parindent}{0pt}',
    '\\setlength{\\parskip}{0.6em}',
    '\\begin{document}',
    '',
    `\\section*{Analysis of ${latexCode(f.position)}}`,
    '',
    `\\textbf{Verdict:} ${latexEscape(f.outcome)}.`,
    '',
    '\\begin{itemize}',
    `  \\item \\textbf{Value:} ${latexEscape(f.value)}`,
    `  \\item \\textbf{Play:} ${latexEscape(f.compound)}`,
    '\\end{itemize}',
    '',
    '\\subsection*{Values}',
    '\\begin{itemize}',
  ];
  for (const c of f.components) {
    const extra = [
      f.hasRemoteness ? `remoteness ${latexEscape(c.remoteness)}` : null,
      f.hasSuspense ? `suspense ${latexEscape(c.suspense)}` : null,
    ].filter(Boolean);
    out.push(`  \\item ${latexEscape(c.name)}, ${latexCode(c.position)}: value ${latexEscape(c.value)}, outcome ${latexEscape(c.outcome)}${extra.length ? `, ${extra.join(', ')}` : ''}.`);
    if (c.parts.length >= 2 || c.partsLeft) {
      out.push(`    Part by part: ${c.parts.map((p) => `${latexEscape(p.label)} = ${latexEscape(p.value)}`).join('; ')}${c.partsLeft ? ` (${c.partsLeft} parts, not listed)` : ''}.`);
    }
  }
  out.push('\\end{itemize}', '');
  out.push(`\\subsection*{Winning moves (${f.moves.length}${f.complete ? '' : ' listed; there are more'})}`);
  if (!f.moves.length) out.push(latexEscape(f.noMoves));
  else {
    out.push('\\begin{enumerate}');
    for (const m of f.moves) {
      out.push(`  \\item ${latexEscape(m.move)}${m.where ? ` (${latexEscape(m.where)})` : ''}${m.to !== null ? `, leaving ${latexCode(m.to)}` : ''}.`);
    }
    out.push('\\end{enumerate}');
  }
  out.push('', '\\subsection*{Reasoning}', `\\textbf{Decided by} ${latexEscape(f.decidedBy)}`, '');
  if (f.theories) {
    out.push('\\begin{itemize}');
    for (const c of f.components) out.push(`  \\item ${latexEscape(c.name)}, ${latexCode(c.position)}: ${latexEscape(c.theory)}`);
    out.push('\\end{itemize}', '');
  }
  out.push('Computed by SG Playground.', '', '\\end{document}', '');
  return out.join('\n');
}
