// Small helpers for the panels' SVG drawings: elements with text, focusable
// shapes that act as buttons, a hover/focus tip, and a scroll box that keeps
// the drawing at its natural size (it scrolls instead of shrinking to
// illegibility on a narrow screen).
import { el, svg } from './dom.js';

export const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// An SVG <text> with the given string as its content (never markup).
export function svgText(x, y, text, attrs = {}) {
  const node = svg('text', { x, y, ...attrs });
  node.textContent = String(text);
  return node;
}

// A group that behaves as a button: focusable, Enter/Space activate it.
export function svgButton(attrs, label, onActivate, ...children) {
  const g = svg('g', { ...attrs, role: 'button', tabindex: '0', 'aria-label': label }, ...children);
  const title = svg('title');
  title.textContent = label;
  g.prepend(title);
  g.addEventListener('click', (e) => onActivate(e));
  g.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onActivate(e);
    }
  });
  return g;
}

// A thick invisible band around the segment a-b: the click and hover
// target of an edge (a polygon, so it has an area even when the edge is
// vertical or horizontal).
export function hitBand(a, b, half = 9) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  const nx = (-dy / len) * half;
  const ny = (dx / len) * half;
  const pts = [[a.x + nx, a.y + ny], [b.x + nx, b.y + ny], [b.x - nx, b.y - ny], [a.x - nx, a.y - ny]];
  return svg('polygon', { class: 'edge-hit', points: pts.map((p) => p.join(',')).join(' ') });
}

// A tip drawn inside the SVG (rect + text), moved next to a shape on
// hover/focus; show(x, y, text) / hide().
export function createTip() {
  const rect = svg('rect', { class: 'svg-tip-box', rx: 6, ry: 6, height: 24 });
  const text = svgText(0, 0, '', { class: 'svg-tip-text' });
  const group = svg('g', { class: 'svg-tip', 'aria-hidden': 'true', visibility: 'hidden' }, rect, text);
  return {
    element: group,
    show(x, y, message) {
      text.textContent = message;
      const w = 14 + message.length * 6.6;
      // Inside the part of the drawing in view (the viewBox, zoomed or not).
      const box = group.ownerSVGElement?.viewBox.baseVal;
      if (box && box.width) x = Math.max(box.x + w / 2 + 2, Math.min(box.x + box.width - w / 2 - 2, x));
      if (y < (box?.y ?? 0) + 40) y += 64; // no room above: show it below
      rect.setAttribute('width', w);
      rect.setAttribute('x', x - w / 2);
      rect.setAttribute('y', y - 36);
      text.setAttribute('x', x);
      text.setAttribute('y', y - 19.5);
      group.parentNode?.appendChild(group); // on top of everything
      group.setAttribute('visibility', 'visible');
    },
    hide() { group.setAttribute('visibility', 'hidden'); },
  };
}

// An <svg> of the given natural size inside a scroll box.
// The drawing fills the box's width and is `grow` times its natural
// height at most: small drawings grow a little, and on a narrow screen the
// box scrolls rather than shrinking the drawing below its natural size.
// What lies outside the viewBox but inside the box still shows (a ground
// line can run from edge to edge).
export function drawingBox(width, height, label, { grow = 1.35 } = {}, ...children) {
  const w = Math.ceil(width);
  const h = Math.ceil(height);
  const node = svg('svg', {
    class: 'drawing', viewBox: `0 0 ${w} ${h}`, preserveAspectRatio: 'xMidYMax meet', role: 'group', 'aria-label': label,
  }, ...children);
  node.style.width = '100%';
  node.style.minWidth = `${w}px`;
  node.style.height = `${Math.round(h * grow)}px`;
  return el('div', { class: 'drawing-scroll', tabindex: '-1' }, node);
}
