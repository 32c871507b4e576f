// A drawing in a frame that fits it: the <svg> is sized to its content
// (scaled to the width available, within limits), so a small graph is not
// lost in an empty canvas and a big one starts legible. The view zooms and
// pans: Ctrl/⌘ + wheel or a pinch zooms at the pointer, dragging the
// background pans, the − / + / Fit buttons and the keys + − 0 and the arrows
// (on the focused frame) do the same. The view is the SVG viewBox, so
// clicks, focus and getScreenCTM() keep working on the shapes inside.
//
//   const zoom = createZoomView({ label: 'The game graph', keepPress: (t) => t.closest('.has-token') });
//   card.append(zoom.element);
//   zoom.show({ x, y, width, height }, [layers...]);   // content box in drawing units
//   zoom.show(box, layers, { keepView: true });           // same drawing, redrawn
//   zoom.show(box, layers, { focus: { x, y } });          // too big: start around this point
import { t } from '../../i18n/i18n.js';
import { el, icon, svg } from '../dom.js';

const PAN_PX = 5; // a press that moves less is a click
const ZOOM_STEP = 1.25;
const KEY_PAN_PX = 48;
const MAX_ZOOM = 4; // times the natural size

export function createZoomView({
  label,
  minScale = 0.75, // the first view is not smaller than this (then it pans)
  maxScale = 1.5, // nor larger
  maxHeight = () => Math.max(260, Math.min(window.innerHeight * 0.72, 760)),
  keepPress = () => false, // pointer presses the drawing handles itself
  className = '',
} = {}) {
  const root = svg('svg', { class: 'drawing', role: 'group', 'aria-label': label });
  const viewport = el('div', {
    class: 'zoom-viewport', tabindex: '0', role: 'group',
    'aria-label': t('zoom.viewport', { label }),
  }, root);
  const zoomOut = el('button', { type: 'button', class: 'btn btn-icon zoom-out', 'aria-label': t('zoom.out'), title: t('zoom.out.title') }, icon('minus'));
  const zoomIn = el('button', { type: 'button', class: 'btn btn-icon zoom-in', 'aria-label': t('zoom.in'), title: t('zoom.in.title') }, icon('plus'));
  const fitButton = el('button', { type: 'button', class: 'btn btn-small zoom-fit', title: t('zoom.fit.title') }, t('zoom.fit'));
  const tools = el('div', { class: 'zoom-tools', role: 'group', 'aria-label': t('zoom.tools') }, zoomOut, zoomIn, fitButton);
  const element = el('div', { class: ['zoom-view', className] }, tools, viewport);

  let content = null; // { x, y, width, height } in drawing units
  let size = null; // { w, h } of the frame in CSS px
  let view = null; // { x, y, scale }: drawing point at the frame's top left, CSS px per unit
  let touched = false; // the user zoomed or panned since the drawing was fitted

  const frameWidth = () => Math.max(120, Math.floor(element.clientWidth || element.parentElement?.clientWidth || 600));

  // The frame: the content at the scale that fits the width (and the
  // height cap), kept within minScale..maxScale; never wider than the card.
  function measure() {
    const avail = frameWidth();
    const tallest = maxHeight();
    const fitScale = Math.min(avail / content.width, tallest / content.height);
    const scale = Math.min(maxScale, Math.max(minScale, fitScale));
    size = { w: Math.min(avail, Math.ceil(content.width * scale)), h: Math.min(Math.ceil(tallest), Math.ceil(content.height * scale)) };
    root.setAttribute('width', size.w);
    root.setAttribute('height', size.h);
    viewport.style.width = `${size.w}px`;
    viewport.style.height = `${size.h}px`;
    return scale;
  }

  // The first view: the content centred at the frame's scale, or, when it
  // does not fit, the part around `focus` (a token, say).
  let focus = null;
  function home() {
    const scale = measure();
    centre(scale, focus);
    touched = false;
    apply();
  }

  // "Fit": all of the content, however small that makes it.
  function fit() {
    if (!content) return;
    measure();
    centre(Math.min(maxScale, size.w / content.width, size.h / content.height), null);
    touched = false;
    apply();
  }

  function centre(scale, at) {
    const vw = size.w / scale;
    const vh = size.h / scale;
    const place = (start, length, span, point, share) => {
      if (length <= span) return start + length / 2 - span / 2;
      const want = point === undefined ? start : point - span * share;
      return Math.min(start + length - span, Math.max(start, want));
    };
    view = {
      scale,
      x: place(content.x, content.width, vw, at?.x ?? content.x + content.width / 2, 0.5),
      y: place(content.y, content.height, vh, at?.y, 0.35),
    };
  }

  const lowest = () => Math.min(minScale, size.w / content.width, size.h / content.height) * 0.8;
  const highest = () => Math.max(maxScale, MAX_ZOOM);

  // Keeps part of the content in view: it cannot be panned out of the frame.
  function clamp() {
    const vw = size.w / view.scale;
    const vh = size.h / view.scale;
    const keepW = Math.min(vw, content.width) * 0.25;
    const keepH = Math.min(vh, content.height) * 0.25;
    view.x = Math.min(content.x + content.width - keepW, Math.max(content.x - vw + keepW, view.x));
    view.y = Math.min(content.y + content.height - keepH, Math.max(content.y - vh + keepH, view.y));
  }

  function apply() {
    clamp();
    const r = (v) => Math.round(v * 100) / 100;
    root.setAttribute('viewBox', `${r(view.x)} ${r(view.y)} ${r(size.w / view.scale)} ${r(size.h / view.scale)}`);
    element.classList.toggle('is-zoomed', touched);
    zoomIn.disabled = view.scale >= highest() - 1e-9;
    zoomOut.disabled = view.scale <= lowest() + 1e-9;
  }

  // Zoom by `factor` keeping the drawing point under (px, py) (frame px) still.
  function zoomBy(factor, px = size.w / 2, py = size.h / 2) {
    if (!view) return;
    const scale = Math.min(highest(), Math.max(lowest(), view.scale * factor));
    const ux = view.x + px / view.scale;
    const uy = view.y + py / view.scale;
    view = { scale, x: ux - px / scale, y: uy - py / scale };
    touched = true;
    apply();
  }

  function panBy(dx, dy) {
    if (!view) return;
    view.x -= dx / view.scale;
    view.y -= dy / view.scale;
    touched = true;
    apply();
  }

  zoomIn.addEventListener('click', () => zoomBy(ZOOM_STEP));
  zoomOut.addEventListener('click', () => zoomBy(1 / ZOOM_STEP));
  fitButton.addEventListener('click', () => fit());

  const framePoint = (e) => {
    const rect = viewport.getBoundingClientRect();
    return [e.clientX - rect.left, e.clientY - rect.top];
  };

  // Ctrl/⌘ + wheel (a trackpad pinch arrives as one) zooms; a plain wheel
  // scrolls the page as everywhere else.
  viewport.addEventListener('wheel', (e) => {
    if (!view || !(e.ctrlKey || e.metaKey)) return;
    e.preventDefault();
    zoomBy(Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.002)), ...framePoint(e));
  }, { passive: false });

  viewport.addEventListener('keydown', (e) => {
    if (!view || e.altKey || e.ctrlKey || e.metaKey) return;
    const own = e.target === viewport;
    if (e.key === '+' || e.key === '=') zoomBy(ZOOM_STEP);
    else if (e.key === '-' || e.key === '_') zoomBy(1 / ZOOM_STEP);
    else if (e.key === '0') fit();
    else if (own && e.key === 'ArrowLeft') panBy(KEY_PAN_PX, 0);
    else if (own && e.key === 'ArrowRight') panBy(-KEY_PAN_PX, 0);
    else if (own && e.key === 'ArrowUp') panBy(0, KEY_PAN_PX);
    else if (own && e.key === 'ArrowDown') panBy(0, -KEY_PAN_PX);
    else return;
    e.preventDefault();
  });

  // Pointers: one drags the view (after PAN_PX, so a click stays a click),
  // two pinch. Presses the drawing keeps (a token being dragged) are left alone.
  const pointers = new Map(); // id -> [x, y]
  let press = null; // { id, x, y, panning }
  let pinch = null; // { distance, scale }
  let swallowClick = false;
  viewport.addEventListener('pointerdown', (e) => {
    if (!view || (e.pointerType === 'mouse' && e.button !== 0) || keepPress(e.target)) return;
    pointers.set(e.pointerId, framePoint(e));
    if (pointers.size === 1) press = { id: e.pointerId, x: e.clientX, y: e.clientY, panning: false };
    else if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      pinch = { distance: Math.hypot(a[0] - b[0], a[1] - b[1]) || 1 };
      press = null;
    }
  });
  viewport.addEventListener('pointermove', (e) => {
    if (!pointers.has(e.pointerId)) return;
    const before = pointers.get(e.pointerId);
    const now = framePoint(e);
    pointers.set(e.pointerId, now);
    if (pinch && pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      const distance = Math.hypot(a[0] - b[0], a[1] - b[1]) || 1;
      zoomBy(distance / pinch.distance, (a[0] + b[0]) / 2, (a[1] + b[1]) / 2);
      pinch.distance = distance;
      swallowClick = true;
      return;
    }
    if (!press || press.id !== e.pointerId) return;
    if (!press.panning) {
      if (Math.hypot(e.clientX - press.x, e.clientY - press.y) < PAN_PX) return;
      press.panning = true;
      viewport.setPointerCapture?.(e.pointerId);
      viewport.classList.add('is-panning');
    }
    panBy(now[0] - before[0], now[1] - before[1]);
  });
  const release = (e) => {
    if (!pointers.delete(e.pointerId)) return;
    if (press?.panning) swallowClick = true;
    if (press?.id === e.pointerId) press = null;
    if (pointers.size < 2) pinch = null;
    viewport.classList.remove('is-panning');
  };
  viewport.addEventListener('pointerup', release);
  viewport.addEventListener('pointercancel', release);
  // The click that ends a drag is no click on what lies under it.
  viewport.addEventListener('click', (e) => {
    if (!swallowClick) return;
    swallowClick = false;
    e.stopPropagation();
    e.preventDefault();
  }, true);
  viewport.addEventListener('pointerdown', () => { swallowClick = false; }, true);

  // A new width (a phone turned, the side column wrapped): refit unless
  // the user has zoomed; then the frame follows and the view stays.
  let lastWidth = 0;
  const resized = () => {
    if (!content || !element.isConnected) return;
    const w = frameWidth();
    if (w === lastWidth) return;
    lastWidth = w;
    if (touched && view) {
      measure();
      apply();
    } else {
      home();
    }
  };
  if (typeof ResizeObserver === 'function') new ResizeObserver(resized).observe(element);

  return {
    element,
    svg: root,
    viewport,
    // Shows `layers` (replacing what was drawn) with the content box `box`;
    // keepView keeps the user's zoom and pan (the same drawing, redrawn).
    show(box, layers, { keepView = false, focus: point = null } = {}) {
      content = { x: box.x, y: box.y, width: Math.max(1, box.width), height: Math.max(1, box.height) };
      focus = point;
      root.replaceChildren(...layers.filter(Boolean));
      lastWidth = frameWidth();
      if (keepView && touched && view) {
        measure();
        apply();
      } else {
        home();
      }
    },
    // The content box the drawing was given (for exports: the whole drawing, not the view).
    content: () => content && { ...content },
    view: () => view && { ...view, width: size.w / view.scale, height: size.h / view.scale },
    fit,
    zoomBy,
    panBy,
  };
}
