// A catalogue text as DOM nodes, for texts that hold code or a node of
// their own: `code` in backticks becomes <code>, and a {slot} that t() left
// unfilled takes the node given for it. Everything else stays a text node.
//
//   el('p', {}, richText(t('trees.hint')))
//   richText(t('trees.notDrawn', { n: 2 }), { position: el('code', { text: position }) })
//
// User text goes in as a node, never inside the template, so backticks or
// braces the user typed stay as typed.
import { el } from '../kit/dom.js';

export function richText(text, nodes = {}) {
  return String(text).split(/(`[^`]*`|\{[A-Za-z0-9_]+\})/).filter(Boolean).map((part) => {
    if (part.length > 1 && part.startsWith('`') && part.endsWith('`')) return el('code', { text: part.slice(1, -1) });
    const slot = /^\{([A-Za-z0-9_]+)\}$/.exec(part);
    return slot && slot[1] in nodes ? nodes[slot[1]] : part;
  });
}
