// The small "Export" menu on a drawing's card (SVG or PNG file) and on the
// verdict card (the analysis copied as Markdown or LaTeX). The work is done
// by web/kit/export/export.js, loaded the first time an item is chosen. A copy the
// browser refuses is shown selected in a read-only field, as the share
// bar does.
//
//   const menu = createDrawingExport({ kind: 'graph', what: t('…'),
//     position: () => text, figure: (kit) => svgRoot | null });
//   // kind names the file too: its word is the catalogue's export.file.<kind>
//   cardHead.append(menu.element);  menu.setAvailable(false) while nothing is drawn
//   const copy = createAnalysisExport({ analysis: () => analysis });
import { lang, t } from '../../i18n/i18n.js';
import { el, uid } from '../dom.js';
import { writeClipboard } from '../share/share-bar.js';

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
  const closeField = el('button', { type: 'button', class: 'btn btn-small', on: { click: () => { fallback.hidden = true; raise(); button.focus(); } } }, t('export.close'));
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
    // what: the name of what is copied (Markdown, LaTeX).
    async copy(text, what) {
      field.value = text;
      if (await writeClipboard(text)) {
        fallback.hidden = true;
        return t('export.copied', { what });
      }
      fieldLabel.textContent = t('export.press', { what });
      fallback.hidden = false;
      raise();
      field.focus();
      field.select();
      return t('export.selected', { what });
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
          say(t('export.preparing'));
          try {
            say(await item.run(await loadKit(), api));
          } catch (e) {
            say(t('export.failed', { message: e.message }));
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
export function createDrawingExport({ kind, what, position = () => '', figure, label = t('export.label') }) {
  const make = (kit) => {
    const root = figure(kit);
    if (!root) throw new Error(t('export.nothingDrawn'));
    return root;
  };
  // export.file.graph, export.file.nim-sum, ...: the file name's word.
  const word = t(`export.file.${kind}`);
  return createExportMenu({
    label,
    // Mid-sentence in English ('Save the game graph as an image'); Chinese
    // has no case to change, and lowering it would spell Nim and SG as nim, sg.
    title: t('export.saveTitle', { what: lang() === 'en' ? what.toLowerCase() : what }),
    items: [
      {
        id: 'svg', text: t('export.svg'),
        run: async (kit) => {
          const name = kit.fileName(kind, position(), 'svg', word);
          kit.download(kit.svgBlob(make(kit)), name);
          return t('export.saved', { name });
        },
      },
      {
        id: 'png', text: t('export.png'),
        run: async (kit) => {
          const name = kit.fileName(kind, position(), 'png', word);
          kit.download(await kit.renderPng(make(kit), 2), name);
          return t('export.saved', { name });
        },
      },
    ],
  });
}

// The analysis (verdict, values, winning moves, reasoning) as text to paste.
export function createAnalysisExport({ analysis }) {
  const current = () => {
    const a = analysis();
    if (!a) throw new Error(t('export.noAnalysis'));
    return a;
  };
  return createExportMenu({
    label: t('export.analysis'),
    title: t('export.analysis.title'),
    items: [
      { id: 'markdown', text: t('export.asMarkdown'), run: (kit, api) => api.copy(kit.analysisMarkdown(current()), 'Markdown') },
      { id: 'latex', text: t('export.asLatex'), run: (kit, api) => api.copy(kit.analysisLatex(current()), 'LaTeX') },
    ],
  });
}
