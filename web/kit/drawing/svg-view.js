// Small helpers for the panels' SVG drawings: elements with text, focusable
// shapes that act as buttons, and a hover/focus tip. The frame that sizes,
// zooms and pans a drawing is web/kit/drawing/zoom-view.js.
import { svg } from '../dom.js';

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
      // Measured: a CJK character is about twice a Latin one's width.
      const w = 14 + (text.getComputedTextLength() || message.length * 6.6);
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
