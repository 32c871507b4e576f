// Every node of a big game graph as a table: virtualised (only the rows in
// view exist in the DOM, so a million nodes scroll like ten), sortable by
// any column, with a search that scrolls to a node by name.
//
//   const table = createNodeTable({ onPlay: (name) => ..., canPlay: () => bool });
//   table.show(values, { tokens })   values from graph-node-values.js
//
// Sorting packs (key, index) into one float64 (key < 2^32, index < 2^21:
// exact below 2^53) and uses the typed array's native numeric sort, about
// 0.1 s for a million nodes; names sort with a comparator.
import { el, replaceChildren } from '../../kit/dom.js';
import { isPrinting, onPrint } from '../../kit/print.js';
import { formatNumber, t } from '../../i18n/i18n.js';

const ROW_H = 32; // px, fixed by graphs.css so rows can be placed by arithmetic
const VIEW_ROWS = 14; // rows in view; more are rendered above and below
const SPARE = 10;
const INDEX_SPAN = 2 ** 21; // graph_limits::max_nodes
const PRINT_ROWS = 5000; // rows a print writes out (a note says when there are more)

const COLUMNS = [
  { id: 'node', title: 'graphs.columnNode' },
  { id: 'outcome', title: 'graphs.columnOutcome' },
  { id: 'value', title: 'graphs.columnValue' },
  { id: 'remoteness', title: 'graphs.columnRemoteness' },
  { id: 'suspense', title: 'graphs.columnSuspense' },
];
const OUTCOME_WORDS = { P: 'graphs.rowP', N: 'graphs.rowN', D: 'graphs.rowD' };

export function createNodeTable({ onPlay = null, canPlay = () => false } = {}) {
  let values = null;
  let tokens = new Map();
  let order = null; // row -> node index
  let sortBy = { column: 'node', descending: false };
  let found = -1;

  const search = el('input', { type: 'search', class: 'node-search', placeholder: t('graphs.searchPlaceholder'), spellcheck: 'false', 'aria-label': t('graphs.searchLabel') });
  const searchNote = el('span', { class: 'node-search-note', 'aria-live': 'polite' });
  const searchForm = el('form', { class: 'node-search-form', role: 'search' },
    search, el('button', { type: 'submit', class: 'btn btn-small', text: t('graphs.find') }), searchNote);
  const summary = el('p', { class: 'hint node-table-summary' });
  const headRow = el('tr', {});
  const body = el('tbody', {});
  const table = el('table', { class: 'graph-table node-table' }, el('thead', {}, headRow), body);
  const scroller = el('div', { class: 'table-scroll node-table-scroll', tabindex: '0', role: 'region', 'aria-label': t('graphs.tableRegion') }, table);
  const element = el('div', { class: 'node-table-view' }, summary, searchForm, scroller);

  searchForm.addEventListener('submit', (event) => {
    event.preventDefault();
    find(search.value.trim());
  });
  scroller.addEventListener('scroll', () => renderRows());

  function keyOf(column) {
    const v = values;
    switch (column) {
      case 'outcome': return v.outcomeCode;
      case 'value': return v.grundyRaw;
      case 'remoteness': return v.remotenessRaw;
      case 'suspense': return v.suspenseRaw;
      default: return null;
    }
  }

  function sortRows() {
    const n = values.count;
    const { column, descending } = sortBy;
    const key = keyOf(column);
    if (key) {
      const packed = new Float64Array(n);
      for (let i = 0; i < n; i++) packed[i] = key(i) * INDEX_SPAN + i;
      packed.sort();
      order = new Uint32Array(n);
      for (let r = 0; r < n; r++) order[r] = packed[r] % INDEX_SPAN;
    } else if (values.numbered) {
      order = new Uint32Array(n);
      for (let i = 0; i < n; i++) order[i] = i;
    } else {
      const names = Array.from({ length: n }, (_, i) => values.name(i));
      order = Uint32Array.from(names.keys()).sort((a, b) => (names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : a - b));
    }
    if (descending) order.reverse();
  }

  function renderHead() {
    replaceChildren(headRow, ...COLUMNS.map(({ id, title }) => {
      const active = sortBy.column === id;
      const button = el('button', { type: 'button', class: 'sort-button', on: { click: () => setSort(id) } },
        t(title), el('span', { class: 'sort-mark', 'aria-hidden': 'true', text: active ? (sortBy.descending ? ' ▼' : ' ▲') : '' }));
      return el('th', { scope: 'col', 'aria-sort': active ? (sortBy.descending ? 'descending' : 'ascending') : 'none' }, button);
    }), ...(tokens.size ? [el('th', { scope: 'col', text: t('graphs.columnTokens') })] : []));
  }

  function setSort(column) {
    sortBy = { column, descending: sortBy.column === column ? !sortBy.descending : false };
    sortRows();
    renderHead();
    scroller.scrollTop = 0;
    renderRows();
  }

  function row(r) {
    const i = order[r];
    const name = values.name(i);
    const outcome = values.outcome(i);
    const nameCell = onPlay && canPlay()
      ? el('th', { scope: 'row' }, el('button', { type: 'button', class: 'link-button', title: t('graphs.playFrom', { name }), on: { click: () => onPlay(name) } }, name))
      : el('th', { scope: 'row', text: name });
    return el('tr', { class: `outcome-row-${outcome}${i === found ? ' is-found' : ''}`, 'aria-rowindex': String(r + 2), 'data-node': name },
      nameCell,
      el('td', { class: 'cell-outcome' }, el('span', { class: `outcome-chip outcome-${outcome}`, 'aria-hidden': 'true', text: outcome }), el('span', { text: ` ${t(OUTCOME_WORDS[outcome])}` })),
      el('td', { class: 'cell-value', text: values.value(i) }),
      el('td', { text: values.remoteness(i) }),
      el('td', { text: values.suspense(i) }),
      ...(tokens.size ? [el('td', { text: tokens.get(name) ? String(tokens.get(name)) : '' })] : []));
  }

  // Only the rows in view (plus a margin) exist; two spacer rows keep the
  // scroll height of the whole table. Browsers cap an element's height near
  // 2^25 px, so past MAX_PX rows share the scroll range (pitch < ROW_H).
  const MAX_PX = 30e6;
  const pitch = () => Math.min(ROW_H, MAX_PX / Math.max(1, values.count));

  // A print writes the rows out from the first, without spacers
  // (web/kit/print.js); after it the window in view comes back.
  function renderPrint() {
    const n = values.count;
    const rows = [];
    for (let r = 0; r < Math.min(n, PRINT_ROWS); r++) rows.push(row(r));
    if (n > PRINT_ROWS) {
      rows.push(el('tr', { class: 'more-row' }, el('td', { colspan: String(COLUMNS.length + 1),
        text: t('graphs.printedRows', { shown: formatNumber(PRINT_ROWS), total: formatNumber(n) }) })));
    }
    replaceChildren(body, ...rows);
  }
  onPrint(() => renderRows());

  function renderRows() {
    if (!values) return;
    if (isPrinting()) return renderPrint();
    const n = values.count;
    const step = pitch();
    const first = Math.max(0, Math.floor(scroller.scrollTop / step) - SPARE);
    const last = Math.min(n, first + VIEW_ROWS + 2 * SPARE);
    const spacer = (px) => el('tr', { class: 'spacer-row', 'aria-hidden': 'true' }, el('td', { colspan: String(COLUMNS.length + 1), style: { height: `${px}px` } }));
    const rows = [];
    if (first > 0) rows.push(spacer(first * step));
    for (let r = first; r < last; r++) rows.push(row(r));
    const below = n * step - first * step - (last - first) * ROW_H;
    if (last < n && below > 0) rows.push(spacer(below));
    replaceChildren(body, ...rows);
  }

  function find(name) {
    if (!values || !name) return;
    const i = values.indexOf(name);
    if (i < 0) {
      searchNote.textContent = t('graphs.noSuchNode', { name });
      return;
    }
    found = i;
    const r = order.indexOf(i);
    searchNote.textContent = t('graphs.foundRow', { name, row: r + 1, total: values.count });
    scroller.scrollTop = r * pitch();
    renderRows();
  }

  return {
    element,
    show(v, { tokens: shownTokens = new Map(), note = '' } = {}) {
      values = v;
      tokens = shownTokens;
      found = -1;
      searchNote.textContent = '';
      table.setAttribute('aria-rowcount', String(v.count + 1));
      summary.textContent = t(v.acyclic ? 'graphs.tableSummary' : 'graphs.tableSummaryCycles', { nodes: formatNumber(v.count), edges: formatNumber(v.edgeCount), note });
      sortRows();
      renderHead();
      scroller.scrollTop = 0;
      renderRows();
    },
    // The same nodes with other tokens (a keystroke in the position): the
    // token column changes, the sort and the scroll stay. While the column
    // stays, only its cells are rewritten, and only where they changed: no
    // rows are rebuilt and nothing reads the layout.
    setTokens(next) {
      const hadColumn = tokens.size > 0;
      tokens = next;
      if (hadColumn !== tokens.size > 0) {
        renderHead();
        renderRows();
        return;
      }
      if (!hadColumn) return;
      for (const tr of body.rows) {
        if (tr.classList.contains('spacer-row')) continue;
        const cell = tr.lastElementChild;
        const count = tokens.get(tr.dataset.node);
        const text = count ? String(count) : '';
        if (cell.textContent !== text) cell.textContent = text;
      }
    },
  };
}
