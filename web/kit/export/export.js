// The export kit, loaded on demand by the export menus (export-menu.js):
// a drawing on the page as a self-contained SVG file (every style it uses
// written on its shapes as presentation attributes, theme colours resolved
// to rgb(), fonts generic), that SVG as a PNG at 2x (export-png.js), the
// figures the page draws as HTML or canvas rebuilt as SVG from their data
// (export-figures.js), downloads, and the analysis as Markdown or LaTeX
// (export-analysis.js).
//
// The SVG is built in a document of its own, never inserted in the page:
// the page's CSP (style-src 'self', img-src 'self') is not involved.
import { make, newFigure } from './export-figures.js';

export { analysisLatex, analysisMarkdown } from './export-analysis.js';
export { FIGURE_COLOURS, binaryFigure, coinRowFigure, sequenceFigure, tableFigure } from './export-figures.js';
export { renderPng } from './export-png.js';

// ------------------------------------------------------------------ drawings

const GEOMETRY = {
  g: ['transform'],
  circle: ['cx', 'cy', 'r', 'transform'],
  ellipse: ['cx', 'cy', 'rx', 'ry', 'transform'],
  rect: ['x', 'y', 'width', 'height', 'rx', 'ry', 'transform'],
  line: ['x1', 'y1', 'x2', 'y2', 'transform'],
  polyline: ['points', 'transform'],
  polygon: ['points', 'transform'],
  path: ['d', 'transform'],
  text: ['x', 'y', 'transform'],
};
// What only the live page needs: hit areas, hover tips, a dragged token.
const LIVE_ONLY = ['edge-hit', 'svg-tip', 'token-ghost'];

const number = (v) => String(parseFloat(v));
// A computed colour as rgb()/rgba(), which every SVG reader knows: a
// color-mix() computes to color(srgb r g b [/ a]).
function colour(v) {
  if (!v || v === 'none' || v === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(v)) return 'none';
  const srgb = v.match(/^color\(srgb\s+([\d.e-]+)\s+([\d.e-]+)\s+([\d.e-]+)(?:\s*\/\s*([\d.e-]+))?\)$/);
  if (!srgb) return v;
  const [r, g, b] = srgb.slice(1, 4).map((c) => Math.round(Math.min(1, Math.max(0, Number(c))) * 255));
  const a = srgb[4] === undefined ? 1 : Number(srgb[4]);
  return a === 0 ? 'none' : a < 1 ? `rgba(${r}, ${g}, ${b}, ${a})` : `rgb(${r}, ${g}, ${b})`;
}
const genericFont = (family) => (/mono|courier|consolas|menlo/i.test(family) ? 'monospace' : /serif/i.test(family) && !/sans/i.test(family) ? 'serif' : 'sans-serif');

// The presentation attributes for what getComputedStyle says of a shape.
function paintOf(style, tag) {
  const a = { fill: colour(style.fill), stroke: colour(style.stroke) };
  if (a.stroke !== 'none') {
    a['stroke-width'] = number(style.strokeWidth);
    if (style.strokeDasharray && style.strokeDasharray !== 'none') a['stroke-dasharray'] = style.strokeDasharray.replace(/px/g, '').replace(/,\s*/g, ' ');
    if (style.strokeLinecap && style.strokeLinecap !== 'butt') a['stroke-linecap'] = style.strokeLinecap;
    if (style.strokeLinejoin && style.strokeLinejoin !== 'miter') a['stroke-linejoin'] = style.strokeLinejoin;
    if (style.strokeOpacity && Number(style.strokeOpacity) !== 1) a['stroke-opacity'] = style.strokeOpacity;
  }
  if (style.fillOpacity && Number(style.fillOpacity) !== 1) a['fill-opacity'] = style.fillOpacity;
  if (style.opacity && Number(style.opacity) !== 1) a.opacity = style.opacity;
  if (tag === 'text') {
    a['font-size'] = number(style.fontSize);
    a['font-weight'] = style.fontWeight;
    a['font-family'] = genericFont(style.fontFamily);
    if (style.textAnchor && style.textAnchor !== 'start') a['text-anchor'] = style.textAnchor;
    if (a.stroke !== 'none' && /^stroke/.test(style.paintOrder ?? '')) a['paint-order'] = 'stroke';
  }
  return a;
}

function copyShape(live, doc) {
  const tag = live.localName;
  if (!GEOMETRY[tag] || LIVE_ONLY.some((c) => live.classList.contains(c)) || (tag === 'text' && !live.textContent)) return null;
  const style = getComputedStyle(live);
  if (style.display === 'none' || style.visibility === 'hidden') return null;
  const attrs = {};
  for (const name of GEOMETRY[tag]) if (live.hasAttribute(name)) attrs[name] = live.getAttribute(name);
  const paint = tag === 'g' ? (Number(style.opacity) !== 1 ? { opacity: style.opacity } : {}) : paintOf(style, tag);
  // A shape that paints nothing (a selection ring not shown) is left out.
  if (tag !== 'g' && paint.fill === 'none' && paint.stroke === 'none') return null;
  const node = make(doc, tag, { ...attrs, ...paint });
  if (tag === 'text') node.textContent = live.textContent;
  else for (const child of live.children) {
    const copy = copyShape(child, doc);
    if (copy) node.append(copy);
  }
  if (tag === 'g' && !node.children.length) return null;
  return node;
}

// The drawing in `live` (an <svg> on the page) as a self-contained SVG of
// the content box `box`: every shape with its computed paint and font, no
// classes, ids, ARIA or event targets.
export function standaloneDrawing(live, box, { title = '' } = {}) {
  const background = colour(getComputedStyle(live.parentElement ?? live).backgroundColor);
  const root = newFigure(box, { title, background: background === 'none' ? colour(getComputedStyle(document.body).backgroundColor) : background });
  for (const child of live.children) {
    const copy = copyShape(child, root.ownerDocument);
    if (copy) root.append(copy);
  }
  return root;
}

export function serialize(root) {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(root)}\n`;
}

// ------------------------------------------------------------------ colours and files

// The theme's colours (CSS variables holding light-dark() pairs), resolved
// to rgb() by the browser inside `scope`.
export function themeColours(scope, names) {
  const probe = document.createElement('span');
  probe.hidden = true;
  (scope ?? document.body).append(probe);
  const out = {};
  for (const [key, variable] of Object.entries(names)) {
    probe.style.color = `var(${variable})`;
    out[key] = getComputedStyle(probe).color;
  }
  probe.remove();
  return out;
}

// "graph", "graph(a>b) a" -> "graph-a-b-a"; a name for the saved file.
// word: what the file holds, in the page's language (the kind in English).
export function fileName(kind, position, ext, word = kind) {
  let slug = String(position ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 48).replace(/-+$/, '');
  if (slug === kind || slug.startsWith(`${kind}-`)) slug = slug.slice(kind.length + 1);
  return `${[word, slug].filter(Boolean).join('-')}.${ext}`;
}

export function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30000);
}

export const svgBlob = (root) => new Blob([serialize(root)], { type: 'image/svg+xml' });
