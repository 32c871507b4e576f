// Tiny DOM helpers. Text only ever reaches the page as text nodes or
// textContent: nothing here parses HTML, so user input cannot inject markup.

const SVG_NS = 'http://www.w3.org/2000/svg';

// Appends children: strings, numbers and BigInts become text nodes; arrays
// are flattened; null, undefined and false are skipped.
export function append(parent, ...children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(parent, ...child);
    else if (child instanceof Node) parent.appendChild(child);
    else parent.appendChild(document.createTextNode(String(child)));
  }
  return parent;
}

// Applies props to an element:
//   class: 'a b' or ['a', cond && 'b']      text: textContent
//   on: { click: fn }                       dataset: { key: value }
//   style: { property: value } (CSSOM assignments, allowed by the page CSP)
//   any other key: an attribute (true -> present, false/null -> absent).
function applyProps(node, props) {
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined) continue;
    if (key === 'class') {
      const names = Array.isArray(value) ? value.filter(Boolean).join(' ') : value;
      if (names) node.setAttribute('class', names);
    } else if (key === 'text') {
      node.textContent = String(value);
    } else if (key === 'on') {
      for (const [type, handler] of Object.entries(value)) node.addEventListener(type, handler);
    } else if (key === 'dataset') {
      for (const [k, v] of Object.entries(value)) node.dataset[k] = String(v);
    } else if (key === 'style') {
      for (const [k, v] of Object.entries(value)) node.style.setProperty(k, v);
    } else if (key === 'value' && 'value' in node) {
      node.value = String(value);
    } else if (key === 'checked' || key === 'disabled') {
      node[key] = Boolean(value);
    } else if (value === false || value === null) {
      node.removeAttribute(key);
    } else {
      node.setAttribute(key, value === true ? '' : String(value));
    }
  }
  return node;
}

// el('button', { class: 'btn', on: { click } }, 'Label')
export function el(tag, props = {}, ...children) {
  return append(applyProps(document.createElement(tag), props), ...children);
}

// The same for SVG elements (icons).
export function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  for (const child of children) if (child) node.appendChild(child);
  return node;
}

// Replaces every child of `parent`.
export function replaceChildren(parent, ...children) {
  parent.replaceChildren();
  return append(parent, ...children);
}

// A unique id for label/aria wiring.
let nextId = 0;
export function uid(prefix = 'id') {
  nextId += 1;
  return `${prefix}-${nextId}`;
}

// Small line icons drawn with SVG paths (24x24 grid, stroke = currentColor).
const ICONS = {
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  close: 'M6 6l12 12M18 6L6 18',
  menu: 'M4 7h16M4 12h16M4 17h16',
  chevron: 'M6 9l6 6 6-6',
  keyboard: ['M3 6h18a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1z', 'M6 10h.01M10 10h.01M14 10h.01M18 10h.01M8 14h8'],
  undo: 'M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  sun: 'M12 4V2M12 22v-2M4 12H2M22 12h-2M5.6 5.6L4.2 4.2M19.8 19.8l-1.4-1.4M5.6 18.4l-1.4 1.4M19.8 4.2l-1.4 1.4M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0z',
  moon: 'M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z',
  auto: ['M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z', { d: 'M12 3a9 9 0 0 0 0 18z', fill: 'currentColor' }],
  arrow: 'M5 12h14M13 6l6 6-6 6',
  alert: 'M12 9v4M12 17h.01M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  info: 'M12 16v-4M12 8h.01M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0z',
};

export function icon(name, className = 'icon') {
  const paths = [ICONS[name]].flat().map((p) => svg('path', typeof p === 'string' ? { d: p } : p));
  return svg('svg', { class: className, viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' }, ...paths);
}

// A catalogue text whose `notation` is in backticks, as nodes: the
// notation in <code>, the rest as text (strings among `parts` only; nodes,
// such as pieces() of web/i18n/i18n.js gives, pass through).
export function withCode(...parts) {
  return parts.flat().flatMap((part) => (typeof part !== 'string' ? [part]
    : part.split('`').map((bit, i) => (i % 2 ? el('code', { text: bit }) : bit)).filter((bit) => bit !== '')));
}

// Scrolls `node` to the middle of the screen unless it shows whole already
// (an outcome announced far from where the user's eyes are, on a phone).
export function bringIntoView(node) {
  const r = node.getBoundingClientRect();
  if (r.top >= 0 && r.bottom <= window.innerHeight) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  node.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
}

// Says in `parent` that a module loaded on demand did not come (offline, a
// failed request), with a button that calls `retry`.
export function showLoadFailure(parent, message, retryLabel, retry) {
  replaceChildren(parent, el('p', { class: 'input-error', role: 'alert' }, message, ' ',
    el('button', { type: 'button', class: 'btn btn-small', on: { click: retry } }, retryLabel)));
}
