// A canvas plot of a Grundy sequence: SG(n) against n. Long sequences are
// decimated per pixel column (the min..max of each column's values is drawn
// as one bar), so 4 million values draw as fast as 400. The preperiod and
// the first period are shaded and labelled; a click picks the nearest n.
// Values are indexed from 0; n = first + index is the rule's own numbering
// (coins from 1), which every label shows.
import { el } from '../../kit/dom.js';
import { t } from '../../i18n/i18n.js';

const HEIGHT = 220;
const PAD = { left: 44, right: 12, top: 14, bottom: 40 };

// Round tick values from lo to hi, about `count` of them: steps of 1, 2 or
// 5 times a power of ten, whole numbers only (n and SG(n) are integers).
// A reader (or a printed handout) reads values off the axes between them.
export function niceTicks(lo, hi, count) {
  const span = hi - lo;
  if (span <= 0) return [lo];
  const rough = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough));
  const ticks = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) ticks.push(v);
  return ticks;
}

export function createSequencePlot({ onPick = () => {} } = {}) {
  const canvas = el('canvas', { class: 'seq-canvas', height: String(HEIGHT), role: 'img', 'aria-label': t('heaps.plot.label') });
  const readout = el('p', { class: 'seq-plot-readout hint', 'aria-live': 'polite' });
  const element = el('figure', { class: 'seq-plot' }, canvas,
    el('figcaption', { class: 'hint seq-plot-caption' }, t('heaps.plot.caption'), t('kit.gap'), el('span', { class: 'screen-only', text: t('heaps.plot.click') })),
    readout);
  let data = null; // { values, period (start as n), first, selected (an index) }

  // CSS variables hold light-dark() pairs: let the browser resolve them.
  const colours = () => {
    const probe = el('span', { hidden: true });
    element.append(probe);
    const v = (name) => {
      probe.style.color = `var(${name})`;
      return getComputedStyle(probe).color || '#888';
    };
    const c = { line: v('--accent'), axis: v('--border-strong'), text: v('--muted'), pre: v('--surface-2'), period: v('--odd'), mark: v('--odd-strong'), pick: v('--lose') };
    probe.remove();
    return c;
  };

  function geometry() {
    const width = Math.max(240, Math.floor(element.clientWidth || 600));
    return { width, plotW: width - PAD.left - PAD.right, plotH: HEIGHT - PAD.top - PAD.bottom };
  }

  function draw() {
    if (!data) return;
    const { values, period, first, selected } = data;
    const n = values.length;
    const periodAt = period ? period.start - first : 0; // the period's start as an index
    const { width, plotW, plotH } = geometry();
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(HEIGHT * ratio);
    canvas.style.width = `${width}px`;
    canvas.style.height = `${HEIGHT}px`;
    const g = canvas.getContext('2d');
    g.setTransform(ratio, 0, 0, ratio, 0, 0);
    g.clearRect(0, 0, width, HEIGHT);
    const c = colours();
    let max = 0;
    for (let i = 0; i < n; i++) if (values[i] > max) max = values[i];
    const top = Math.max(1, max);
    const xOf = (i) => PAD.left + (n <= 1 ? 0 : (i / (n - 1)) * plotW);
    const yOf = (v) => PAD.top + plotH - (v / top) * plotH;

    // Preperiod and first period bands.
    if (period && n > 1) {
      const s = Math.min(periodAt, n - 1);
      if (s > 0) {
        g.fillStyle = c.pre;
        g.fillRect(PAD.left, PAD.top, xOf(s) - PAD.left, plotH);
      }
      const e = Math.min(periodAt + period.length, n - 1);
      g.fillStyle = c.period;
      g.fillRect(xOf(s), PAD.top, Math.max(2, xOf(e) - xOf(s)), plotH);
      g.strokeStyle = c.mark;
      g.setLineDash([4, 3]);
      g.beginPath();
      g.moveTo(xOf(s) + 0.5, PAD.top);
      g.lineTo(xOf(s) + 0.5, PAD.top + plotH);
      g.stroke();
      g.setLineDash([]);
    }

    // Axes.
    g.strokeStyle = c.axis;
    g.lineWidth = 1;
    g.beginPath();
    g.moveTo(PAD.left - 0.5, PAD.top);
    g.lineTo(PAD.left - 0.5, PAD.top + plotH + 0.5);
    g.lineTo(PAD.left + plotW, PAD.top + plotH + 0.5);
    g.stroke();
    g.fillStyle = c.text;
    g.font = '11px system-ui, sans-serif';
    // Ticks on both axes, each with its value, and the axes' names.
    g.textAlign = 'right';
    g.textBaseline = 'middle';
    g.beginPath();
    for (const v of niceTicks(0, top, Math.max(2, Math.floor(plotH / 36)))) {
      g.moveTo(PAD.left - 4, Math.round(yOf(v)) + 0.5);
      g.lineTo(PAD.left, Math.round(yOf(v)) + 0.5);
      g.fillText(String(v), PAD.left - 6, yOf(v));
    }
    g.textAlign = 'center';
    g.textBaseline = 'top';
    const last = first + n - 1;
    for (const v of niceTicks(first, last, Math.max(2, Math.floor(plotW / 70)))) {
      const x = Math.round(xOf(v - first)) + 0.5;
      g.moveTo(x, PAD.top + plotH);
      g.lineTo(x, PAD.top + plotH + 4);
      g.fillText(String(v), Math.min(Math.max(x, PAD.left + 6), PAD.left + plotW - 6), PAD.top + plotH + 6);
    }
    g.stroke();
    g.textAlign = 'right';
    g.fillText(t('heaps.plot.axisN'), PAD.left + plotW, PAD.top + plotH + 22);
    g.textAlign = 'left';
    g.fillText(t('heaps.plot.axisSG'), 2, 1);
    if (period && periodAt < n) {
      g.textAlign = 'left';
      g.fillStyle = c.text;
      const label = t('heaps.plot.periodFrom', { start: period.start });
      const x = Math.min(xOf(periodAt) + 4, PAD.left + plotW - g.measureText(label).width);
      g.fillText(label, x, 1);
    }

    // Values: dots when they fit, else per-column min..max bars.
    g.fillStyle = c.line;
    g.strokeStyle = c.line;
    if (n <= plotW / 3) {
      const r = n <= plotW / 8 ? 2.5 : 1.6;
      for (let i = 0; i < n; i++) {
        g.beginPath();
        g.arc(xOf(i), yOf(values[i]), r, 0, Math.PI * 2);
        g.fill();
      }
    } else {
      const columns = Math.floor(plotW);
      for (let x = 0; x < columns; x++) {
        const i0 = Math.floor((x / columns) * n);
        const i1 = Math.max(i0 + 1, Math.floor(((x + 1) / columns) * n));
        let lo = Infinity;
        let hi = -Infinity;
        for (let i = i0; i < i1 && i < n; i++) {
          const v = values[i];
          if (v < lo) lo = v;
          if (v > hi) hi = v;
        }
        if (lo === Infinity) continue;
        const y0 = yOf(hi);
        const y1 = yOf(lo);
        g.fillRect(PAD.left + x, y0 - 0.75, 1, Math.max(1.5, y1 - y0 + 1.5));
      }
    }

    if (selected !== null && selected !== undefined && selected < n) {
      g.strokeStyle = c.pick;
      g.lineWidth = 1.5;
      g.beginPath();
      g.arc(xOf(selected), yOf(values[selected]), 5, 0, Math.PI * 2);
      g.stroke();
    }
    canvas.setAttribute('aria-label', period
      ? t('heaps.plot.describePeriod', { first, last: first + n - 1, max, length: period.length, start: period.start })
      : t('heaps.plot.describe', { first, last: first + n - 1, max }));
  }

  canvas.addEventListener('click', (e) => {
    if (!data) return;
    const rect = canvas.getBoundingClientRect();
    const { plotW } = geometry();
    const n = data.values.length;
    const at = (e.clientX - rect.left - PAD.left) / plotW;
    const i = Math.round(Math.min(1, Math.max(0, at)) * (n - 1));
    onPick(i);
  });
  canvas.addEventListener('mousemove', (e) => {
    if (!data) return;
    const rect = canvas.getBoundingClientRect();
    const { plotW } = geometry();
    const n = data.values.length;
    const at = (e.clientX - rect.left - PAD.left) / plotW;
    if (at < 0 || at > 1) return;
    const i = Math.round(at * (n - 1));
    readout.textContent = `n = ${data.first + i}: SG = ${data.values[i]}`;
  });

  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => draw()) : null;
  observer?.observe(element);
  const themeObserver = new MutationObserver(() => draw());
  themeObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', () => draw());

  return {
    element,
    // first: the n of values[0] (sg.sequence's firstIndex).
    show(values, period, first = 0) {
      data = { values, period, first, selected: null };
      readout.textContent = '';
      draw();
    },
    select(n) {
      if (!data) return;
      data.selected = n;
      draw();
    },
    clear() {
      data = null;
      const g = canvas.getContext('2d');
      g.clearRect(0, 0, canvas.width, canvas.height);
    },
  };
}
