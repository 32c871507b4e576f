// t() for a sentence with elements in it: a hint that shows notation as
// <code>, a lead word in <strong>. Arguments that are DOM nodes go in at
// their {name}, in the order the language puts them; the others are filled
// as t() fills them. The result is a list of children for el().
//
//   tNodes('nim.hint', { plus: el('code', { text: '+' }) })
//     -> ['Heap sizes after …; join games with ', <code>+</code>, '; …']
import { t } from './i18n.js';

// Private-use characters mark where a node goes: no text the user types
// into a template's argument carries them.
const OPEN = '\uE000';
const CLOSE = '\uE001';

export function tNodes(key, params = {}) {
  const nodes = [];
  const filled = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof Node !== 'undefined' && value instanceof Node) {
      filled[name] = `${OPEN}${nodes.length}${CLOSE}`;
      nodes.push(value);
    } else {
      filled[name] = value;
    }
  }
  const text = t(key, filled);
  if (!nodes.length) return [text];
  const out = [];
  const marker = new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g');
  let last = 0;
  for (const m of text.matchAll(marker)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(nodes[Number(m[1])]);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
