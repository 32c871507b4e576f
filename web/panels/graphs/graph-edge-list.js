// The Game graph panel's edge-list input: type or paste "a b" lines, or
// load a file of them, then either turn a small list into the position's
// notation (drawn, playable) or analyse every node of a list of any size
// (up to 2^21 nodes and 2^25 edges) in the Worker.
//
//   const form = createEdgeListForm({ onUse(text, tokens), onAnalyse({ text } | { file }) });
//   form.show(graph)           the drawn graph ({ nodes, edges, tokens }) as lines
//   form.showError(message | null)
import { el } from '../../kit/dom.js';
import { t } from '../../i18n/i18n.js';

// Above this many lines "Use this graph" analyses in bulk instead: the
// notation of a bigger graph is too long to type, draw or put in a URL.
export const NOTATION_MAX_LINES = 5000;
// A loaded file is shown in the text box only when it is this small.
const SHOW_FILE_BYTES = 256 * 1024;

export function createEdgeListForm({ onUse, onAnalyse }) {
  let file = null; // a loaded file not copied into the text box

  // Filled by show() with the graph on display, so the box starts from
  // what the user sees (and learns the line format from it).
  const area = el('textarea', { class: 'edge-list-input', rows: '6', spellcheck: 'false', 'aria-label': t('graphs.edgeListLabel') });
  let shown = { edges: null, tokens: null }; // what the box and token field show
  area.addEventListener('input', () => { file = null; fileNote.textContent = ''; });
  const tokens = el('input', { class: 'edge-list-tokens', type: 'text', spellcheck: 'false', 'aria-label': t('graphs.tokensLabel') });
  const fileInput = el('input', { type: 'file', class: 'edge-list-file', accept: '.txt,.csv,.tsv,.edges,.el,text/plain', 'aria-label': t('graphs.loadFileLabel') });
  const fileNote = el('p', { class: 'hint edge-list-file-note', 'aria-live': 'polite' });
  const error = el('p', { class: 'edge-list-error', role: 'alert', hidden: true });

  fileInput.addEventListener('change', async () => {
    const chosen = fileInput.files && fileInput.files[0];
    if (!chosen) return;
    if (chosen.size <= SHOW_FILE_BYTES) {
      area.value = await chosen.text();
      file = null;
      fileNote.textContent = t('graphs.loadedIntoBox', { name: chosen.name });
    } else {
      file = chosen;
      fileNote.textContent = t('graphs.loadedTooBig', { name: chosen.name, size: (chosen.size / 1e6).toFixed(1) });
    }
    form.showError(null);
  });

  const lineCount = (text) => {
    let n = 0;
    for (let i = text.indexOf('\n'); i >= 0 && n <= NOTATION_MAX_LINES; i = text.indexOf('\n', i + 1)) n += 1;
    return n;
  };

  const element = el('details', { class: 'edge-list' },
    el('summary', { text: t('graphs.edgeListSummary') }),
    el('div', { class: 'edge-list-body' },
      el('p', { class: 'hint', text: t('graphs.edgeListHint') }),
      area,
      el('label', { class: 'edge-list-label' }, el('span', { text: t('graphs.loadFile') }), fileInput),
      fileNote,
      el('label', { class: 'edge-list-label' }, el('span', { text: t('graphs.tokensOn') }), tokens),
      el('div', { class: 'edge-list-actions' },
        el('button', {
          type: 'button', class: 'btn btn-primary btn-small',
          on: {
            click: () => {
              if (file || lineCount(area.value) > NOTATION_MAX_LINES) onAnalyse(file ? { file } : { text: area.value });
              else onUse(area.value, tokens.value.trim().split(/[\s,]+/).filter(Boolean));
            },
          },
        }, t('graphs.useGraph')),
        el('button', { type: 'button', class: 'btn btn-small', on: { click: () => onAnalyse(file ? { file } : { text: area.value }) } }, t('graphs.analyseAll'))),
      error));

  const form = {
    element,
    area,
    // Follows the position typed, except while the user writes in the box
    // or a loaded file (not in the box) waits to be analysed.
    show(graph) {
      if (file || element.contains(document.activeElement)) return;
      // The panel keeps a graph's edges array while only tokens move.
      if (graph.edges !== shown.edges) {
        const touched = new Set(graph.edges.flat());
        area.value = [...graph.edges.map(([a, b]) => `${a} ${b}`), ...graph.nodes.filter((n) => !touched.has(n))].join('\n');
      }
      const names = graph.tokens.join(' ');
      if (names !== shown.tokens) tokens.value = names;
      shown = { edges: graph.edges, tokens: names };
    },
    showError(message) {
      error.hidden = !message;
      error.textContent = message ?? '';
    },
  };
  return form;
}
