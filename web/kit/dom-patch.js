// Updates a rendered subtree in place to match a freshly built one, so a
// keystroke that changes one heap of a 1000-heap row touches the few nodes
// that differ instead of replacing a thousand (and relaying out the page).
//
//   patchChildren(list, el('li', ...), el('li', ...));  // like replaceChildren
//
// Nodes are matched by position. An element kept in place keeps its own
// event listeners and focus: the new one's listeners are dropped. So patch
// only views whose handlers do not capture per-render data (read the
// target's data-* attributes instead, or look the state up when called).
import { append } from './dom.js';

// Inline styles go through the CSSOM: the page's CSP (style-src 'self')
// refuses a style attribute set by setAttribute.
function syncStyle(from, to) {
  const want = to.style;
  for (const prop of [...from.style]) if (!want.getPropertyValue(prop)) from.style.removeProperty(prop);
  for (const prop of want) {
    const value = want.getPropertyValue(prop);
    if (from.style.getPropertyValue(prop) !== value) from.style.setProperty(prop, value);
  }
}

function syncAttributes(from, to) {
  for (const { name } of [...from.attributes]) if (name !== 'style' && !to.hasAttribute(name)) from.removeAttribute(name);
  for (const { name, value } of to.attributes) if (name !== 'style' && from.getAttribute(name) !== value) from.setAttribute(name, value);
  if (from.style && (from.hasAttribute('style') || to.hasAttribute('style'))) syncStyle(from, to);
  // Properties that attributes no longer drive once the user has interacted.
  if ('disabled' in to && from.disabled !== to.disabled) from.disabled = to.disabled;
  if (to instanceof HTMLInputElement && from.value !== to.value && from !== document.activeElement) from.value = to.value;
}

function sameKind(a, b) {
  return a.nodeType === b.nodeType && (a.nodeType !== 1 || (a.namespaceURI === b.namespaceURI && a.tagName === b.tagName));
}

function patchNode(from, to) {
  if (from.nodeType === 3 || from.nodeType === 8) {
    if (from.data !== to.data) from.data = to.data;
    return;
  }
  syncAttributes(from, to);
  patchList(from, [...to.childNodes]);
}

function patchList(parent, next) {
  const old = parent.childNodes;
  let i = 0;
  for (; i < next.length; i++) {
    const have = old[i];
    const want = next[i];
    if (!have) parent.appendChild(want);
    else if (sameKind(have, want)) patchNode(have, want);
    else parent.replaceChild(want, have);
  }
  while (old.length > next.length) parent.lastChild.remove();
}

// Makes parent's children equal to `children` (same forms as append()).
export function patchChildren(parent, ...children) {
  const fresh = append(document.createDocumentFragment(), ...children);
  patchList(parent, [...fresh.childNodes]);
  return parent;
}
