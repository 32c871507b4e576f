// A self-contained SVG (export.js: shapes with presentation attributes, no
// CSS, no <use>, no markers) painted on a canvas at `scale` times its size
// and saved as a PNG. The page's CSP allows images from its own origin only
// (no blob: or data: URL), so the SVG cannot be loaded as an <img>: its
// shapes are drawn one by one instead, which the figures' small vocabulary
// (g, rect, circle, ellipse, line, polyline, polygon, path, text) allows.
//
//   const blob = await renderPng(root, 2);   // root: the export's <svg>
import { t } from '../../i18n/i18n.js';

const INHERITED = ['fill', 'stroke', 'stroke-width', 'fill-opacity', 'stroke-opacity', 'stroke-dasharray', 'stroke-linecap',
  'stroke-linejoin', 'font-size', 'font-weight', 'font-family', 'text-anchor', 'paint-order'];
const DEFAULTS = {
  fill: 'black', stroke: 'none', 'stroke-width': '1', 'fill-opacity': '1', 'stroke-opacity': '1', 'stroke-dasharray': 'none',
  'stroke-linecap': 'butt', 'stroke-linejoin': 'miter', 'font-size': '16', 'font-weight': '400', 'font-family': 'sans-serif',
  'text-anchor': 'start', 'paint-order': 'normal',
};
const MAX_PIXELS = 16384 * 16384 / 4; // a canvas larger than this fails in some browsers

const numbers = (s) => (String(s).match(/-?[\d.]+(?:e-?\d+)?/gi) ?? []).map(Number);

// transform="translate(x y) scale(s) matrix(...)" -> the canvas transform.
function applyTransform(g, text) {
  for (const [, name, args] of String(text).matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const v = numbers(args);
    if (name === 'translate') g.translate(v[0] ?? 0, v[1] ?? 0);
    else if (name === 'scale') g.scale(v[0] ?? 1, v[1] ?? v[0] ?? 1);
    else if (name === 'rotate') {
      if (v.length >= 3) g.translate(v[1], v[2]);
      g.rotate(((v[0] ?? 0) * Math.PI) / 180);
      if (v.length >= 3) g.translate(-v[1], -v[2]);
    } else if (name === 'matrix' && v.length === 6) g.transform(...v);
  }
}

function shapePath(node) {
  const n = (name) => Number(node.getAttribute(name) ?? 0);
  const p = new Path2D();
  switch (node.localName) {
    case 'rect': {
      const rx = Math.min(n('rx') || n('ry'), n('width') / 2, n('height') / 2);
      if (rx > 0) p.roundRect(n('x'), n('y'), n('width'), n('height'), rx);
      else p.rect(n('x'), n('y'), n('width'), n('height'));
      return p;
    }
    case 'circle':
      p.arc(n('cx'), n('cy'), n('r'), 0, Math.PI * 2);
      return p;
    case 'ellipse':
      p.ellipse(n('cx'), n('cy'), n('rx'), n('ry'), 0, 0, Math.PI * 2);
      return p;
    case 'line':
      p.moveTo(n('x1'), n('y1'));
      p.lineTo(n('x2'), n('y2'));
      return p;
    case 'polyline':
    case 'polygon': {
      const v = numbers(node.getAttribute('points') ?? '');
      for (let i = 0; i + 1 < v.length; i += 2) (i ? p.lineTo : p.moveTo).call(p, v[i], v[i + 1]);
      if (node.localName === 'polygon') p.closePath();
      return p;
    }
    case 'path':
      return new Path2D(node.getAttribute('d') ?? '');
    default:
      return null;
  }
}

function paint(g, node, style, alpha) {
  const fill = style.fill !== 'none' ? style.fill : null;
  const stroke = style.stroke !== 'none' && Number(style['stroke-width']) > 0 ? style.stroke : null;
  g.lineWidth = Number(style['stroke-width']);
  g.lineCap = style['stroke-linecap'];
  g.lineJoin = style['stroke-linejoin'];
  g.setLineDash(style['stroke-dasharray'] === 'none' ? [] : numbers(style['stroke-dasharray']));
  const doFill = (f) => { if (fill) { g.globalAlpha = alpha * Number(style['fill-opacity']); g.fillStyle = fill; f(); } };
  const doStroke = (f) => { if (stroke) { g.globalAlpha = alpha * Number(style['stroke-opacity']); g.strokeStyle = stroke; f(); } };
  const strokeFirst = style['paint-order'].startsWith('stroke');
  if (node.localName === 'text') {
    g.font = `${style['font-weight']} ${Number(style['font-size'])}px ${style['font-family']}`;
    g.textAlign = { middle: 'center', end: 'right' }[style['text-anchor']] ?? 'left';
    g.textBaseline = 'alphabetic';
    const x = Number(node.getAttribute('x') ?? 0);
    const y = Number(node.getAttribute('y') ?? 0);
    const t = node.textContent;
    const steps = [() => doFill(() => g.fillText(t, x, y)), () => doStroke(() => g.strokeText(t, x, y))];
    (strokeFirst ? steps.reverse() : steps).forEach((s) => s());
    return;
  }
  const path = shapePath(node);
  if (!path) return;
  const steps = [() => doFill(() => g.fill(path)), () => doStroke(() => g.stroke(path))];
  (strokeFirst ? steps.reverse() : steps).forEach((s) => s());
}

function draw(g, node, inherited, alpha) {
  if (['title', 'desc', 'defs', 'metadata'].includes(node.localName)) return;
  if (node.getAttribute('display') === 'none' || node.getAttribute('visibility') === 'hidden') return;
  const style = { ...inherited };
  for (const name of INHERITED) if (node.hasAttribute(name)) style[name] = node.getAttribute(name);
  const a = alpha * Number(node.getAttribute('opacity') ?? 1);
  g.save();
  if (node.hasAttribute('transform')) applyTransform(g, node.getAttribute('transform'));
  if (node.localName === 'g' || node.localName === 'svg') for (const child of node.children) draw(g, child, style, a);
  else paint(g, node, style, a);
  g.restore();
}

export function renderPng(root, scale = 2) {
  const [vx, vy, vw, vh] = numbers(root.getAttribute('viewBox'));
  const width = Number(root.getAttribute('width')) || vw;
  const height = Number(root.getAttribute('height')) || vh;
  const k = Math.min(scale, Math.sqrt(MAX_PIXELS / (width * height)));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * k));
  canvas.height = Math.max(1, Math.round(height * k));
  const g = canvas.getContext('2d');
  g.scale(canvas.width / vw, canvas.height / vh);
  g.translate(-vx, -vy);
  g.beginPath();
  g.rect(vx, vy, vw, vh);
  g.clip();
  draw(g, root, DEFAULTS, 1);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(t('export.pngFailed')))), 'image/png'));
}
