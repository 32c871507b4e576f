// The Wythoff SG table of the heap games panel: sg.table(game, r, c), game
// being the registry's family with a two-heap table (hasTable), Wythoff,
// computed in the Worker (progress, cancel), drawn as colour-scaled cells
// with the P positions (SG 0) marked by a letter as well as a colour. Small
// tables are real buttons (pick a cell to analyse it); large ones are drawn
// on a canvas, where a click picks the cell under the pointer.
import { SGError } from '../../api/sg.js';
import { el, icon, replaceChildren, uid } from '../../kit/dom.js';
import { createRevealBar } from '../../kit/teaching/reveal-bar.js';
import { createDrawingExport } from '../../kit/export/export-menu.js';
import { formatNumber, pieces, t } from '../../i18n/i18n.js';

const MAX_SIDE = 2048;
const BUTTON_CELLS = 40 * 40; // above this, a canvas heat map

// Another two-argument game (one defined in the rule language, the Custom
// panel) passes the words that name it, already in the page's language:
// { title, intro, region, caption, values }; Wythoff's game uses the catalogue's.
export function createWythoffView({ ctx, game, onPick, texts = null }) {
  const ids = { rows: uid('wy-rows'), cols: uid('wy-cols'), title: uid('wy-title') };
  let result = null; // { rows, cols, values: Uint32Array, max }
  let running = null;
  let settingsListener = () => {};
  let activated = false;

  const rowsInput = el('input', { id: ids.rows, class: 'wy-size', type: 'number', min: '1', max: String(MAX_SIDE), value: '16', inputmode: 'numeric' });
  const colsInput = el('input', { id: ids.cols, class: 'wy-size', type: 'number', min: '1', max: String(MAX_SIDE), value: '16', inputmode: 'numeric' });
  const computeButton = el('button', { type: 'submit', class: 'btn btn-primary' }, t('heaps.wythoff.compute'));
  const form = el('form', { class: 'seq-form wy-form', 'aria-label': t('heaps.wythoff.size'), novalidate: true },
    el('div', { class: 'heap-field' }, el('label', { for: ids.rows, class: 'heap-field-label', text: t('heaps.wythoff.rows') }), rowsInput),
    el('div', { class: 'heap-field' }, el('label', { for: ids.cols, class: 'heap-field-label', text: t('heaps.wythoff.cols') }), colsInput),
    computeButton);
  const errorBox = el('p', { class: 'input-error seq-error', role: 'alert', hidden: true });
  const progressBar = el('progress', { class: 'seq-progress-bar', max: '1', value: '0', 'aria-label': t('heaps.wythoff.computing') });
  const progressText = el('span', { class: 'seq-progress-text' });
  const cancelButton = el('button', { type: 'button', class: 'btn btn-small', on: { click: () => cancel() } }, icon('close'), t('heaps.cancel'));
  const progress = el('div', { class: 'seq-progress', role: 'status', hidden: true }, progressText, progressBar, cancelButton);
  const statusLine = el('p', { class: 'seq-status', role: 'status', 'aria-live': 'polite' });

  const legend = el('ul', { class: 'seq-legend wy-legend', 'aria-label': t('heaps.wythoff.legend') },
    el('li', {}, el('span', { class: 'wy-swatch wy-p', 'aria-hidden': 'true', text: 'P' }), t('heaps.wythoff.legendP')),
    el('li', {}, el('span', { class: 'wy-swatch wy-scale', 'aria-hidden': 'true' }), t('heaps.wythoff.legendScale')));
  const body = el('div', { class: 'wy-body' });
  // Wythoff's theorem names every P position: not while the student guesses.
  const theorem = el('span', { text: texts ? '' : t('heaps.wythoff.theorem') });
  // Teaching mode: every cell a "?" (no colour, no P) until "Show the
  // values"; picking a cell still opens it, where the quiz asks P or N.
  const reveal = createRevealBar({
    note: t('heaps.wythoff.teaching'),
    onChange: () => {
      theorem.hidden = reveal.concealed();
      if (result) render();
    },
  });
  theorem.hidden = reveal.concealed();
  const readout = el('p', { class: 'hint wy-readout', 'aria-live': 'polite' });
  // The table as SVG or PNG (export-figures.js); not while its values are hidden.
  const exportMenu = createDrawingExport({
    kind: 'table', what: t('heaps.wythoff.export'), position: () => (result ? `${game} ${result.rows}x${result.cols}` : game),
    figure: (kit) => (result && !reveal.concealed() ? kit.tableFigure({
      title: t('heaps.wythoff.figureTitle', { game }), rows: result.rows, cols: result.cols, value: (a, b) => result.values[a * result.cols + b],
    }, kit.themeColours(element, kit.FIGURE_COLOURS)) : null),
  });
  exportMenu.setAvailable(false);

  const element = el('div', { class: 'wy-view' },
    el('section', { class: 'card seq-controls', 'aria-labelledby': ids.title },
      el('div', { class: 'card-head' }, el('h2', { id: ids.title, class: 'card-title', text: texts?.title ?? t('heaps.wythoff.title') })),
      texts ? el('p', { class: 'hint' }, texts.intro, t('heaps.table.pick'))
        : el('p', { class: 'hint' }, pieces(t, 'heaps.wythoff.hint', { position: `${game} a b`, theorem })),
      form, errorBox, progress, statusLine),
    reveal.element,
    el('section', { class: 'card wy-card', 'aria-label': t('heaps.wythoff.table') },
      el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: t('heaps.wythoff.table') }), legend, exportMenu.element),
      body, readout));

  function readSide(input) {
    const v = Number(input.value);
    return Number.isInteger(v) && v >= 1 && v <= MAX_SIDE ? v : null;
  }

  async function compute() {
    const rows = readSide(rowsInput);
    const cols = readSide(colsInput);
    errorBox.hidden = true;
    if (rows === null || cols === null) {
      errorBox.hidden = false;
      errorBox.textContent = t('heaps.wythoff.badSize', { max: formatNumber(MAX_SIDE) });
      return;
    }
    running?.abort();
    const controller = new AbortController();
    running = controller;
    progress.hidden = false;
    progressBar.value = 0;
    progressText.textContent = t('heaps.wythoff.progress', { rows, cols });
    computeButton.disabled = true;
    settingsListener();
    try {
      const engine = await ctx.engine();
      const r = await engine.run('table', [game, rows, cols, { typed: true }], {
        typed: true,
        signal: controller.signal,
        onProgress: (p) => {
          if (running !== controller) return;
          progressBar.value = p;
          progressText.textContent = t('heaps.wythoff.progressPercent', { rows, cols, percent: Math.floor(p * 100) });
        },
      });
      if (running !== controller) return;
      let max = 0;
      for (const v of r.values) if (v > max) max = v;
      result = { rows: r.rows, cols: r.cols, values: r.values, max };
      reveal.conceal();
      render();
    } catch (e) {
      if (running !== controller) return;
      if (e && e.cancelled) statusLine.textContent = t('heaps.seq.cancelled');
      else if (e instanceof SGError) {
        errorBox.hidden = false;
        errorBox.textContent = e.message;
      } else throw e;
    } finally {
      if (running === controller) {
        running = null;
        progress.hidden = true;
        computeButton.disabled = false;
      }
    }
  }

  function cancel() {
    if (!running) return;
    running.abort();
    running = null;
    progress.hidden = true;
    computeButton.disabled = false;
    statusLine.textContent = t('heaps.seq.cancelled');
  }

  // Share of the accent colour for a value: 8% .. 64%. Up to 64% the text
  // colour keeps a 4.5:1 contrast in both themes (WCAG 1.4.3); beyond it
  // there is a band where neither the text nor the on-accent colour does.
  const shade = (v) => (result.max ? 8 + Math.round((v / result.max) * 56) : 8);

  function render() {
    const { rows, cols, values, max } = result;
    const hide = reveal.concealed();
    exportMenu.setAvailable(!hide);
    legend.hidden = hide;
    theorem.hidden = hide;
    readout.textContent = '';
    statusLine.textContent = hide ? t('heaps.wythoff.countHidden', { count: formatNumber(rows * cols) }) : t('heaps.wythoff.count', { count: formatNumber(rows * cols), max });
    if (rows * cols <= BUTTON_CELLS) {
      const head = el('tr', {}, el('th', { scope: 'col', class: 'wy-corner', text: 'a \\ b' }),
        Array.from({ length: cols }, (_, b) => el('th', { scope: 'col', text: String(b) })));
      const tbody = el('tbody');
      for (let a = 0; a < rows; a++) {
        const tr = el('tr', {}, el('th', { scope: 'row', text: String(a) }));
        for (let b = 0; b < cols; b++) {
          const v = values[a * cols + b];
          if (hide) {
            tr.append(el('td', {}, el('button', {
              type: 'button', class: 'wy-cell is-hidden', 'aria-label': t('heaps.wythoff.cellHidden', { position: `${game} ${a} ${b}` }), title: `${game} ${a} ${b}`,
              on: { click: () => onPick(a, b), focus: () => { readout.textContent = `${game} ${a} ${b}`; } },
            }, '?')));
            continue;
          }
          const pct = shade(v);
          const cell = el('button', {
            type: 'button', class: ['wy-cell', v === 0 && 'is-p'],
            'aria-label': v === 0 ? t('heaps.wythoff.cellP', { position: `${game} ${a} ${b}` }) : t('heaps.wythoff.cell', { position: `${game} ${a} ${b}`, value: v }),
            title: `${game} ${a} ${b}: SG ${v}`,
            on: { click: () => onPick(a, b), focus: () => { readout.textContent = `${game} ${a} ${b}: SG ${v}`; } },
          }, v === 0 ? 'P' : String(v));
          if (v !== 0) cell.style.background = `color-mix(in srgb, var(--accent) ${pct}%, var(--surface))`;
          tr.append(el('td', {}, cell));
        }
        tbody.append(tr);
      }
      replaceChildren(body, el('div', { class: 'table-scroll wy-scroll', tabindex: '0', role: 'region', 'aria-label': texts?.region ?? t('heaps.wythoff.region') },
        el('table', { class: 'wy-table' }, el('caption', { class: 'visually-hidden', text: texts?.caption ?? t('heaps.wythoff.caption') }), el('thead', {}, head), tbody)));
      return;
    }
    if (hide) {
      replaceChildren(body, el('p', { class: 'empty-note wy-hidden-note', text: t('heaps.wythoff.hiddenMap', { rows, cols }) }));
      return;
    }
    renderCanvas();
  }

  function renderCanvas() {
    const { rows, cols, values, max } = result;
    const canvas = el('canvas', { class: 'wy-canvas', width: String(cols), height: String(rows), role: 'img',
      'aria-label': texts ? t('heaps.table.mapLabel', { rows, cols, max, values: texts.values }) : t('heaps.wythoff.mapLabel', { rows, cols, max }) });
    const style = getComputedStyle(element);
    const parse = (name, fallback) => {
      const probe = el('span', {});
      probe.style.color = style.getPropertyValue(name).trim() || fallback;
      element.append(probe);
      const rgb = getComputedStyle(probe).color.match(/\d+(\.\d+)?/g)?.map(Number) ?? [128, 128, 128];
      probe.remove();
      return rgb;
    };
    const accent = parse('--accent', '#4f46e5');
    const surface = parse('--surface', '#ffffff');
    const pColour = parse('--lose', '#b42318');
    const g = canvas.getContext('2d');
    const img = g.createImageData(cols, rows);
    for (let i = 0; i < rows * cols; i++) {
      const v = values[i];
      const share = v === 0 ? 1 : shade(v) / 100;
      const c = v === 0 ? pColour : accent;
      const base = v === 0 ? surface : surface;
      img.data[i * 4] = Math.round(base[0] + (c[0] - base[0]) * share);
      img.data[i * 4 + 1] = Math.round(base[1] + (c[1] - base[1]) * share);
      img.data[i * 4 + 2] = Math.round(base[2] + (c[2] - base[2]) * share);
      img.data[i * 4 + 3] = 255;
    }
    g.putImageData(img, 0, 0);
    const cellAt = (e) => {
      const rect = canvas.getBoundingClientRect();
      const b = Math.floor(((e.clientX - rect.left) / rect.width) * cols);
      const a = Math.floor(((e.clientY - rect.top) / rect.height) * rows);
      return a >= 0 && a < rows && b >= 0 && b < cols ? { a, b } : null;
    };
    canvas.addEventListener('mousemove', (e) => {
      const c = cellAt(e);
      if (c) readout.textContent = `${game} ${c.a} ${c.b}: SG ${values[c.a * cols + c.b]}${values[c.a * cols + c.b] === 0 ? ' (P)' : ''}`;
    });
    canvas.addEventListener('click', (e) => {
      const c = cellAt(e);
      if (c) onPick(c.a, c.b);
    });
    // Taller than the screen it scrolls: a region the keyboard reaches.
    replaceChildren(body, el('div', { class: 'wy-canvas-wrap', tabindex: '0', role: 'region', 'aria-label': t('heaps.wythoff.mapRegion') }, canvas),
      el('p', { class: 'hint', text: t(texts ? 'heaps.table.mapHint' : 'heaps.wythoff.mapHint', { rows, cols }) }));
  }

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    compute();
  });

  return {
    element,
    activate() {
      if (!activated) {
        activated = true;
        compute();
      }
    },
    // The game's values changed (a defined game was defined again).
    recompute() {
      if (activated) compute();
    },
    params() {
      return { rows: rowsInput.value, cols: colsInput.value };
    },
    restore(params) {
      const r = params.get('rows');
      const c = params.get('cols');
      if (r && /^\d+$/.test(r)) rowsInput.value = r;
      if (c && /^\d+$/.test(c)) colsInput.value = c;
    },
    onSettings(fn) {
      settingsListener = fn;
    },
  };
}
