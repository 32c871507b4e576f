// What counts as English in a Chinese text, shared by the catalogue test
// (tests/node/page/i18n_catalogue.test.mjs) and the browser's language checks
// (tests/e2e_support/i18n.mjs): every Latin word except the notation, the
// family keywords (from the engine's registry), proper names and the names
// the tutorials themselves keep in English, and unit symbols (KB). Extend
// KEPT_WORDS only with such words.
import { loadSG } from '../../web/api/sg.js';

const sg = await loadSG();

export const KEPT_WORDS = new Set(`
  SG Nim Grundy mex P N D XOR Kayles Dawson Wythoff Lasker Bouton Sprague Moore Fibonacci Euclid Zeckendorf
  Chomp Cram Node Hackenbush Green Every Anti Multi SJ Smith Guy Conway Tartan Mock Turtles Turning Ruler Twins
  English CSV SVG PNG LaTeX Markdown URL HTML iframe JavaScript WebAssembly Worker OI ICPC HDU POJ Luogu AcWing Macau SHOI ZJOI UTF
  Winning Ways Lenstra Fraenkel Yesha Whinihan Scheinerman Ullman Cole Davie Nivasch Plambeck Siegel
  Colon Fusion principle
  misere every conjunctive selective mock ruler twins
  at most exactly anywhere consecutive near run one turtles
  H T e.g
  Playground HTTP HTTPS C Ctrl Tab Esc Enter KB
  mod max min
`.split(/\s+/).filter(Boolean).concat(sg.families().map((f) => f.name)));

// The English words of a text, outside `code` and {arguments}. A lone
// letter is a variable (n, k, a_i), never a word left untranslated.
export function englishWords(text) {
  // Code and notation in backticks or quotes are the user's, not prose; so
  // is a position inside a sentence (a move's title): a family with its
  // rule in brackets (coins(at most 3 consecutive), sub(1,3,4)) and a row
  // of coins (HTTH).
  const prose = text.replace(/`[^`]*`/g, ' ').replace(/\{[^}]*\}/g, ' ')
    .replace(/\b[a-z][a-z0-9]*\([^)]*\)/g, ' ').replace(/\b[HT]{2,}\b/g, ' ');
  const kept = (w) => KEPT_WORDS.has(w) || KEPT_WORDS.has(w.replace(/[.’']+$/, ''));
  // A hyphenated name (Every-SG, Anti-SG) is kept when each part is.
  return (prose.match(/[A-Za-z][A-Za-z'’.-]*[A-Za-z]/g) ?? []).filter((w) => !kept(w) && !w.split('-').every(kept));
}

// Chinese characters (the CJK ideographs and the full-width punctuation
// only Chinese text uses); none may show in the English page.
export const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
