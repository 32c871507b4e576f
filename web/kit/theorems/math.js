// Formulas of the theorem explanations as MathML, which Chromium renders
// natively (no library). They are written in a small TeX-like notation:
//
//   SG(n) = mex\{ SG(n - s) : s ∈ S \}     mex{...} set braces: \{ \}
//   n_1 ⊕ n_2 ⊕ … ⊕ n_k                   _x or _{...} subscript, ^ superscript
//   \floor{k φ}  \frac{1 + \sqrt{5}}{2}   floor, fraction, square root
//   \text{if } x \text{ is odious}        words in upright text
//   \,  \;  \quad                        spaces: thin, medium, wide
//
// A run of ASCII letters is one identifier ("SG", "mex": upright), a lone
// letter is italic; digits are numbers; any other sign is an operator.
// Only the explanations' own constant texts come here, never user text.
const NS = 'http://www.w3.org/1998/Math/MathML';

const node = (tag, children = [], attrs = {}) => {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  for (const c of children) e.append(c);
  return e;
};
const leaf = (tag, text, attrs = {}) => {
  const e = node(tag, [], attrs);
  e.textContent = text;
  return e;
};

// Letters that name things rather than operate: identifiers, not operators.
const IDENTIFIER_SIGNS = new Set(['∞', 'ℕ', 'φ', 'π', 'Σ']);
const MINUS = '\u2212';
// Brackets hug what they enclose: a stretchy fence is drawn with a wide
// glyph variant, which set them apart ("SG ( n )"); no formula here needs
// one taller than a line.
const FENCES = new Set(['(', ')', '[', ']', '|', '⌊', '⌋', '{', '}']);
const fence = (sign) => leaf('mo', sign, { stretchy: 'false' });

class Parser {
  constructor(text) {
    this.text = text;
    this.at = 0;
  }

  peek() { return this.text[this.at]; }

  skipBlanks() {
    while (this.at < this.text.length && /\s/.test(this.text[this.at])) this.at += 1;
  }

  // Items up to the closing brace (or the end), as one row.
  row(closing = null) {
    const items = [];
    for (;;) {
      this.skipBlanks();
      if (this.at >= this.text.length) {
        if (closing) throw new Error(`missing "${closing}" in formula ${this.text}`);
        break;
      }
      if (closing && this.peek() === closing) {
        this.at += 1;
        break;
      }
      items.push(this.scripted());
    }
    return items.length === 1 ? items[0] : node('mrow', items);
  }

  // An atom with its subscript and superscript, if any.
  scripted() {
    const base = this.atom();
    let sub = null;
    let sup = null;
    for (;;) {
      const c = this.peek();
      if (c === '_' && !sub) {
        this.at += 1;
        sub = this.argument();
      } else if (c === '^' && !sup) {
        this.at += 1;
        sup = this.argument();
      } else break;
    }
    if (sub && sup) return node('msubsup', [base, sub, sup]);
    if (sub) return node('msub', [base, sub]);
    if (sup) return node('msup', [base, sup]);
    return base;
  }

  argument() {
    this.skipBlanks();
    if (this.peek() === '{') {
      this.at += 1;
      return this.row('}');
    }
    return this.atom();
  }

  // Raw text up to the matching "}" (after "\text{").
  braced() {
    if (this.peek() !== '{') throw new Error(`expected "{" in formula ${this.text}`);
    const end = this.text.indexOf('}', this.at);
    if (end < 0) throw new Error(`missing "}" in formula ${this.text}`);
    const inner = this.text.slice(this.at + 1, end);
    this.at = end + 1;
    return inner;
  }

  command() {
    const m = /^\\([A-Za-z]+|.)/.exec(this.text.slice(this.at));
    this.at += m[0].length;
    switch (m[1]) {
      case '{': return fence('{');
      case '}': return fence('}');
      case ',': return node('mspace', [], { width: '0.17em' });
      case ';': return node('mspace', [], { width: '0.28em' });
      case 'quad': return node('mspace', [], { width: '1em' });
      case 'text': return leaf('mtext', this.braced().replace(/ /g, '\u00a0'));
      case 'frac': {
        const top = this.argument();
        return node('mfrac', [top, this.argument()]);
      }
      case 'sqrt': return node('msqrt', [this.argument()]);
      case 'floor': return node('mrow', [fence('⌊'), this.argument(), fence('⌋')]);
      default: throw new Error(`unknown command \\${m[1]} in formula ${this.text}`);
    }
  }

  atom() {
    this.skipBlanks();
    const c = this.peek();
    if (c === '\\') return this.command();
    if (c === '{') {
      this.at += 1;
      return this.row('}');
    }
    const rest = this.text.slice(this.at);
    const number = /^\d+(\.\d+)?/.exec(rest);
    if (number) {
      this.at += number[0].length;
      return leaf('mn', number[0]);
    }
    const word = /^[A-Za-z]+/.exec(rest);
    if (word) {
      this.at += word[0].length;
      return leaf('mi', word[0]);
    }
    const sign = String.fromCodePoint(rest.codePointAt(0));
    this.at += sign.length;
    if (IDENTIFIER_SIGNS.has(sign) || /\p{L}/u.test(sign)) return leaf('mi', sign);
    if (sign === '-') return leaf('mo', MINUS);
    if (FENCES.has(sign)) return fence(sign);
    return leaf('mo', sign);
  }
}

// The formula as plain text (the <math> element's alttext).
const plain = (text) => text
  .replace(/\\text\{([^}]*)\}/g, '$1')
  .replace(/\\\{/g, '\u0001').replace(/\\\}/g, '\u0002')
  .replace(/\\[A-Za-z]+|\\.|[{}]/g, ' ')
  .replace(/\u0001/g, '{').replace(/\u0002/g, '}')
  .replace(/\s+/g, ' ')
  .trim();

// A <math> element for the formula; `block` for a displayed one.
export function formula(text, { block = false } = {}) {
  const body = new Parser(text).row();
  return node('math', [body], { display: block ? 'block' : 'inline', alttext: plain(text) });
}

// A text with $...$ formulas in it, as DOM nodes (text and <math>).
export function withFormulas(text) {
  const out = [];
  const re = /\$([^$]+)\$/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) out.push(document.createTextNode(text.slice(last, m.index)));
    out.push(formula(m[1]));
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(document.createTextNode(text.slice(last)));
  return out;
}
