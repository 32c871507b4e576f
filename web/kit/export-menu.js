// The small "Export" menu on a drawing's card (SVG or PNG file) and on the
// verdict card (the analysis copied as Markdown or LaTeX). The work is done
// by web/kit/export.js, loaded the first time an item is chosen. A copy the
// browser refuses is shown selected in a read-only field, as the share
// bar does.
//
//   const menu = createDrawingExport({ kind: 'graph', what: 'The game graph',
//     position: () => text, figure: (kit) => svgRoot | null });
//   cardHead.append(menu.element);  menu.setAvailable(false) while nothing is drawn
//   const copy = createAnalysisExport({ analysis: () => analysis });
import { el, uid } from './dom.js';
import { writeClipboard } from './share-bar.js';

const NOTICE_MS = 4000;
const loadKit = () => import('./export.js');

function createExportMenu({ label, title, items }) {
  const ids = { list: uid('export-list'), field: uid('export-field') };
  const button = el('button', {
    type: 'button', class: 'btn btn-small export-button', title,
    'aria-expanded': 'false', 'aria-controls': ids.list,
  }, label, el('span', { class: 'export-caret', 'aria-hidden': 'true', text: ' ▾' }));
  const notice = el('span', { class: 'export-status', role: 'status', 'aria-live': 'polite' });
  const list = el('ul', { id: ids.list, class: 'export-menu-list', hidden: true, 'aria-label': title });
  const fieldLabel = el('label', { for: ids.field });
  const field = el('textarea', { id: ids.field, readonly: true, rows: '6', spellcheck: 'false' });
  const closeField = el('button', { type: 'button', class: 'btn btn-small', on: { click: () => { fallback.hidden = true; raise(); button.focus(); } } }, 'Close');
  const fallback = el('div', { class: 'export-fallback export-menu-list', hidden: true }, fieldLabel, field, closeField);
  const element = el('div', { class: 'export-menu' }, notice, button, list, fallback);
  let timer = null;
  let busy = false;

  function say(text) {
    clearTimeout(timer);
    notice.textContent = text;
    if (text) timer = setTimeout(() => { notice.textContent = ''; }, NOTICE_MS);
  }

  // The open list (or field) overlaps the cards below: its card goes on top.
  function raise() {
    element.closest('.card')?.classList.toggle('has-open-menu', !list.hidden || !fallback.hidden);
  }

  function open(yes) {
    list.hidden = !yes;
    button.setAttribute('aria-expanded', yes ? 'true' : 'false');
    if (yes) fallback.hidden = true;
    raise();
  }

  const api = {
    say,
    async copy(text, what) {
      field.value = text;
      if (await writeClipboard(text)) {
        fallback.hidden = true;
        return `${what} copied`;
      }
      fieldLabel.textContent = `${what}: press Ctrl+C (⌘C) to copy`;
      fallback.hidden = false;
      raise();
      field.focus();
      field.select();
      return `${what} selected: copy it from the field`;
    },
  };

  for (const item of items) {
    list.append(el('li', {}, el('button', {
      type: 'button', class: 'btn btn-small', dataset: { export: item.id },
      on: {
        click: async () => {
          open(false);
          button.focus();
          if (busy) return;
          busy = true;
          say('Preparing…');
          try {
            say(await item.run(await loadKit(), api));
          } catch (e) {
            say(`The export failed: ${e.message}`);
          } finally {
            busy = false;
          }
        },
      },
    }, item.text)));
  }

  button.addEventListener('click', () => open(list.hidden));
  element.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || (list.hidden && fallback.hidden)) return;
    e.stopPropagation();
    fallback.hidden = true;
    open(false);
    button.focus();
  });
  // A press or focus outside closes the list.
  document.addEventListener('pointerdown', (e) => { if (!list.hidden && !element.contains(e.target)) open(false); });
  element.addEventListener('focusout', (e) => { if (!list.hidden && e.relatedTarget && !element.contains(e.relatedTarget)) open(false); });

  return {
    element,
    setAvailable(yes) {
      button.disabled = !yes;
      if (!yes) open(false);
    },
  };
}

// SVG and PNG (2x) files of a drawing. `figure(kit)` returns the export's
// <svg> root (kit.standaloneDrawing of a live drawing, or a kit figure built
// from data), or null when nothing is drawn.
export function createDrawingExport({ kind, what, position = () => '', figure, label = 'Export' }) {
  const make = (kit) => {
    const root = figure(kit);
    if (!root) throw new Error('nothing is drawn yet');
    return root;
  };
  return createExportMenu({
    label,
    title: `Save ${what.toLowerCase()} as an image`,
    items: [
      {
        id: 'svg', text: 'SVG image',
        run: async (kit) => {
          const name = kit.fileName(kind, position(), 'svg');
          kit.download(kit.svgBlob(make(kit)), name);
          return `Saved ${name}`;
        },
      },
      {
        id: 'png', text: 'PNG image (2×)',
        run: async (kit) => {
          const name = kit.fileName(kind, position(), 'png');
          kit.download(await kit.renderPng(make(kit), 2), name);
          return `Saved ${name}`;
        },
      },
    ],
  });
}

// The analysis (verdict, values, winning moves, reasoning) as text to paste.
export function createAnalysisExport({ analysis }) {
  const current = () => {
    const a = analysis();
    if (!a) throw new Error('there is no analysis yet');
    return a;
  };
  return createExportMenu({
    label: 'Copy analysis',
    title: 'Copy the analysis as text',
    items: [
      { id: 'markdown', text: 'as Markdown', run: (kit, api) => api.copy(kit.analysisMarkdown(current()), 'Markdown') },
      { id: 'latex', text: 'as LaTeX', run: (kit, api) => api.copy(kit.analysisLatex(current()), 'LaTeX') },
    ],
  });
}
