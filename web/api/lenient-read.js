// A position as people type it, turned into the notation the engine reads:
//
//   ｎｉｍ　３，４，５      full-width forms folded      nim 3,4,5
//   nim 3,4,5            commas outside brackets      nim 3 4 5
//   3 4 5  (family nim)  a piece with no game name    nim 3 4 5
//
// Folding and commas keep every character where it was, so a column of the
// engine's is a column of the user's text; only the family words are
// inserted, and `inserted` maps columns back past them. What stays
// ambiguous is refused at its column: `1,000` (one number or two?) and a
// comma with no item on one side (`3,,4`).

// U+FF01..U+FF5E are ASCII's full-width twins; U+3000 is the ideographic
// space and U+3001 the enumeration comma a Chinese input method types.
const FULL_WIDTH = /[\u3000\u3001\uff01-\uff5e]/g;
const fold = (c) => (c === '\u3000' ? ' ' : c === '\u3001' ? ',' : String.fromCharCode(c.charCodeAt(0) - 0xfee0));
const LENIENT = /[,\u3000\u3001\uff01-\uff5e]/;

const isBlank = (c) => c === ' ' || c === '\t' || c === '\n' || c === '\r';
const isDigit = (c) => c >= '0' && c <= '9';
// Words made only of these letters are coin rows (H/T, U/D), never a
// game's name.
const COIN_ROW = /^[htud]+$/;
const WORD = /[^\s(+]*/y;
const SURROGATE = /[\ud800-\udfff]/;

// The error of a text that stays ambiguous: { code, params, column }.
export class Ambiguous {
  constructor(code, params, column) {
    Object.assign(this, { code, params, column });
  }
}

// The column (in characters, from 1) of index i of s.
const columnOf = (s, i) => (SURROGATE.test(s) ? Array.from(s.slice(0, i)).length : i) + 1;

// The index of the next non-blank character of s from i going step (+1 or
// -1), or -1.
function nextFilled(s, i, step) {
  while (i >= 0 && i < s.length && isBlank(s[i])) i += step;
  return i >= 0 && i < s.length ? i : -1;
}

// Full-width forms folded and commas outside brackets made blanks; every
// character keeps its column.
function foldCommas(original) {
  const s = original.replace(FULL_WIDTH, fold);
  const chunks = [];
  let depth = 0;
  let last = 0;
  for (let i = 0; i < s.length; i += 1) {
    const c = s[i];
    if (c === '(') depth += 1;
    else if (c === ')') depth = Math.max(0, depth - 1);
    // Inside brackets a comma belongs to the rule: sub(1,3), chomp(5,3,1).
    if (c !== ',' || depth > 0) continue;
    const before = nextFilled(s, i - 1, -1);
    const after = nextFilled(s, i + 1, 1);
    if (before < 0 || after < 0 || ',+:'.includes(s[before]) || ',+'.includes(s[after]))
      throw new Ambiguous('api_comma_alone', {}, columnOf(s, i));
    // A digit, the comma, exactly three digits: a thousands separator?
    if (isDigit(s[i - 1] ?? '') && /^[0-9]{3}$/.test(s.slice(i + 1, i + 4)) && !isDigit(s[i + 4] ?? '')) {
      let start = i - 1;
      while (start > 0 && isDigit(s[start - 1])) start -= 1;
      throw new Ambiguous('api_comma_thousands', { text: s.slice(start, i + 4) }, columnOf(s, i));
    }
    chunks.push(s.slice(last, i), ' ');
    last = i + 1;
  }
  chunks.push(s.slice(last));
  return chunks.join('');
}

// The family word put before each piece with no game name; the insertion
// points go into `inserted` as [column of the text read, length].
function withFamily(s, family, gameNames, inserted) {
  // Pieces start after the compound's colon and after each '+' outside
  // brackets, as the engine splits them.
  const colon = s.indexOf(':');
  const starts = [colon + 1];
  if (s.includes('+', colon + 1)) {
    let depth = 0;
    for (let i = colon + 1; i < s.length; i += 1) {
      if (s[i] === '(') depth += 1;
      else if (s[i] === ')') depth = Math.max(0, depth - 1);
      else if (s[i] === '+' && depth === 0) starts.push(i + 1);
    }
  }
  const word = `${family} `;
  const length = Array.from(word).length;
  const at = [];
  for (const start of starts) {
    const first = nextFilled(s, start, 1);
    if (first < 0 || s[first] === '+') continue;
    WORD.lastIndex = first;
    const name = WORD.exec(s)[0].toLowerCase();
    if (/^[a-z]/.test(name)) {
      // A word of three letters or more that is no coin row is taken for a
      // game's name, right or wrong (`kayels 3`, a forgotten `squares 10`):
      // the engine's "unknown family" or "did you mean" says more than an
      // argument error would. Shorter words (graph tokens) are arguments.
      if (name.length >= 3 && !COIN_ROW.test(name)) continue;
      if (gameNames().has(name)) continue;
    }
    at.push(first);
  }
  if (!at.length) return s;
  const chunks = [];
  let last = 0;
  for (const first of at) {
    chunks.push(s.slice(last, first), word);
    inserted.push([columnOf(s, first) + inserted.length * length, length]);
    last = first;
  }
  chunks.push(s.slice(last));
  return chunks.join('');
}

// Returns { text, inserted: [[column, length]], changed }, or throws an
// Ambiguous. family: the notation a piece without a game name is read as
// (null: none); gameNames(): the lower-case names of the families and
// defined games (asked for only when a piece starts with a word).
export function readLeniently(original, family = null, gameNames = () => new Set()) {
  let text = LENIENT.test(original) ? foldCommas(original) : original;
  const inserted = [];
  if (family) text = withFamily(text, family, gameNames, inserted);
  return { text, inserted, changed: text !== original };
}

// A column of the text read, as a column of the user's text (a column in
// an inserted family word is the column where it was inserted).
export function originalColumn(column, inserted) {
  let back = 0;
  for (const [at, length] of inserted) {
    if (column < at) break;
    if (column < at + length) return at - back;
    back += length;
  }
  return column - back;
}
