// The Grundy sequence view of the heap games panel: SG(0..N-1) of a rule,
// computed in the Worker (progress bar, cancel that really stops it), its
// period (start, length, saltus, proven or only observed, and why), a plot,
// a paged table laid out one period per row, the explanation of any entry
// (its options, their values and the mex) and CSV / Markdown export.
// Every n shown is in the rule's own numbering (sg.sequence's firstIndex:
// heaps from 0, coins from 1); arrays and the table's cells are indexed
// from 0, n = first + index.
import { SGError } from '../../api/sg.js';
import { el, icon, replaceChildren, uid } from '../../kit/dom.js';
import { capitalize } from '../../kit/panel-kit.js';
import { createSequencePlot } from './sequence-plot.js';
import { createRevealBar } from '../../kit/teaching/reveal-bar.js';
import { theoremLink } from '../../kit/theorems/theorem-link.js';
import { createDrawingExport } from '../../kit/export/export-menu.js';
import { formatNumber, pieces, t } from '../../i18n/i18n.js';

const MAX_N = 1 << 22;
const DEFAULT_N = 200;
const ROWS_PER_PAGE = 30;
const EXPLAIN_LIMIT = 200000; // explain runs on the page: keep it quick

// ------------------------------------------------------------ export text

function periodLine(rule, n, period) {
  if (!period) return t('heaps.seq.mdNoPeriod', { count: n });
  const { length, start, saltus, reason } = period;
  return t(period.proven ? 'heaps.seq.mdProven' : 'heaps.seq.mdObserved', { length, start, saltus, reason });
}

export function toCSV(values, first = 0) {
  const lines = ['n,grundy'];
  for (let i = 0; i < values.length; i++) lines.push(`${first + i},${values[i]}`);
  return `${lines.join('\n')}\n`;
}

// Rows start at the indices `starts` (the table's rows: one period a row).
export function toMarkdown(rule, values, period, width, first = 0, starts = null) {
  const w = width;
  const head = ['| n |', ...Array.from({ length: w }, (_, k) => ` +${k} |`)].join('');
  const rule2 = ['|---|', ...Array.from({ length: w }, () => '---|')].join('');
  const lines = [`# ${t('heaps.seq.mdTitle', { rule, first, last: first + values.length - 1 })}`, '', periodLine(rule, values.length, period), '', head, rule2];
  const rows = starts ?? Array.from({ length: Math.ceil(values.length / w) }, (_, r) => r * w);
  rows.forEach((r, k) => {
    const end = k + 1 < rows.length ? rows[k + 1] : values.length;
    const cells = [];
    for (let c = 0; c < w; c++) cells.push(r + c < end ? ` ${values[r + c]} |` : '  |');
    lines.push(`| ${first + r} |${cells.join('')}`);
  });
  return `${lines.join('\n')}\n`;
}

function download(name, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = el('a', { href: url, download: name, class: 'visually-hidden' });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

const fileStem = (rule, n, first) => `${rule.replace(/[^A-Za-z0-9.,-]+/g, '_')}-sg-${first}-${first + n - 1}`;

// ------------------------------------------------------------ the view

// rules: the preset rules (from the registry: each heap family with a sequence).
// intro: what the card says the values are (the Custom panel says its own).
export function createSequenceView({ ctx, sg, rules, intro = null }) {
  const ids = { rule: uid('seq-rule'), n: uid('seq-n'), go: uid('seq-go'), title: uid('seq-title') };
  let result = null; // { rule, values, first, period }: values[i] is SG(first + i)
  let running = null; // AbortController of the running job
  let page = 0;
  let selected = null;
  let settingsListener = () => {};
  let linkedRule = null; // the panel's rule last seen
  let restoredRule = null; // a rule from the URL wins over the panel's once
  const shownCells = new Set(); // teaching mode: the values the student checked one by one

  // Teaching mode: every value is a "?" until the student checks it (a
  // click) or shows them all; the period, the plot and the export, which
  // give the values away, wait for "Show the values".
  const reveal = createRevealBar({
    note: t('heaps.seq.teaching'),
    onChange: () => { shownCells.clear(); if (result) renderResult(); },
  });
  const concealed = () => reveal.concealed();
  const hidden = (i) => concealed() && !shownCells.has(i);

  // ---------------------------------------------------------- controls
  const ruleInput = el('input', { id: ids.rule, class: 'seq-rule-input', type: 'text', value: 'kayles', spellcheck: 'false', autocomplete: 'off' });
  const nInput = el('input', { id: ids.n, class: 'seq-n-input', type: 'number', min: '1', max: String(MAX_N), step: '1', value: String(DEFAULT_N), inputmode: 'numeric' });
  const computeButton = el('button', { type: 'submit', class: 'btn btn-primary seq-compute' }, t('heaps.seq.compute'));
  const presetRow = el('div', { class: 'examples', role: 'group', 'aria-label': t('heaps.seq.rules') },
    el('span', { class: 'examples-label', text: t('heaps.seq.rules') }),
    rules.map((r) => el('button', { type: 'button', class: 'chip', on: { click: () => { ruleInput.value = r; compute(); } } }, r)));
  const form = el('form', { class: 'seq-form', 'aria-label': t('heaps.seq.settings'), novalidate: true },
    el('div', { class: 'heap-field seq-rule-field' }, el('label', { for: ids.rule, class: 'heap-field-label', text: t('heaps.seq.rule') }), ruleInput),
    el('div', { class: 'heap-field seq-n-field' }, el('label', { for: ids.n, class: 'heap-field-label', text: t('heaps.seq.n') }), nInput),
    computeButton);
  const nError = el('p', { class: 'input-error seq-error', role: 'alert', hidden: true });

  const progressBar = el('progress', { class: 'seq-progress-bar', max: '1', value: '0', 'aria-label': t('heaps.seq.computing') });
  const progressText = el('span', { class: 'seq-progress-text' });
  const cancelButton = el('button', { type: 'button', class: 'btn btn-small seq-cancel', on: { click: () => cancel() } }, icon('close'), t('heaps.cancel'));
  const progress = el('div', { class: 'seq-progress', role: 'status', hidden: true }, progressText, progressBar, cancelButton);
  const statusLine = el('p', { class: 'seq-status', role: 'status', 'aria-live': 'polite' });

  const controlsCard = el('section', { class: 'card seq-controls', 'aria-labelledby': ids.title },
    el('div', { class: 'card-head' }, el('h2', { id: ids.title, class: 'card-title', text: t('heaps.seq.title') })),
    el('p', { class: 'hint', text: intro ?? t('heaps.seq.hint', { max: formatNumber(MAX_N) }) }),
    form, presetRow, nError, progress, statusLine);

  // ---------------------------------------------------------- results
  const periodBox = el('div', { class: 'seq-period' });
  const plot = createSequencePlot({ onPick: (n) => goTo(n, { explain: true }) });
  // The plot as SVG or PNG, drawn again from the values (export-figures.js).
  const plotExport = createDrawingExport({
    kind: 'sequence', what: t('heaps.seq.plotWhat'), label: t('heaps.seq.plotLabel'),
    position: () => (result ? `${result.rule} ${result.values.length}` : ''),
    figure: (kit) => (result && !concealed() ? kit.sequenceFigure({
      title: t('heaps.seq.plotTitle', { rule: result.rule, first: result.first, last: result.first + result.values.length - 1 }),
      values: result.values, period: result.period, first: result.first,
    }, kit.themeColours(summaryCard, kit.FIGURE_COLOURS)) : null),
  });
  const exportRow = el('div', { class: 'seq-export', role: 'group', 'aria-label': t('heaps.seq.export') }, plotExport.element,
    el('button', { type: 'button', class: 'btn btn-small seq-csv', on: { click: () => exportAs('csv') } }, t('heaps.seq.downloadCsv')),
    el('button', { type: 'button', class: 'btn btn-small seq-md', on: { click: () => exportAs('md') } }, t('heaps.seq.downloadMd')),
    el('button', { type: 'button', class: 'btn btn-small btn-ghost seq-copy-csv', on: { click: () => copy('csv') } }, t('heaps.seq.copyCsv')),
    el('button', { type: 'button', class: 'btn btn-small btn-ghost seq-copy-md', on: { click: () => copy('md') } }, t('heaps.seq.copyMd')));
  const summaryCard = el('section', { class: 'card seq-summary', 'aria-label': t('heaps.seq.summary'), hidden: true },
    periodBox, plot.element, exportRow);

  const goInput = el('input', { id: ids.go, class: 'seq-go-input', type: 'number', min: '0', step: '1', inputmode: 'numeric' });
  const pageInfo = el('span', { class: 'seq-page-info' });
  const prevButton = el('button', { type: 'button', class: 'btn btn-small', 'aria-label': t('heaps.seq.prevRows'), on: { click: () => setPage(page - 1) } }, t('heaps.seq.prev'));
  const nextButton = el('button', { type: 'button', class: 'btn btn-small', 'aria-label': t('heaps.seq.nextRows'), on: { click: () => setPage(page + 1) } }, t('heaps.seq.next'));
  const goForm = el('form', { class: 'seq-goto', novalidate: true },
    el('label', { for: ids.go, class: 'heap-field-label', text: t('heaps.seq.explainN') }), goInput,
    el('button', { type: 'submit', class: 'btn btn-small', text: t('heaps.seq.go') }));
  const legend = el('ul', { class: 'seq-legend', 'aria-label': t('heaps.seq.legend') },
    el('li', {}, el('span', { class: 'seq-swatch pre', 'aria-hidden': 'true' }), t('heaps.seq.legendPre')),
    el('li', {}, el('span', { class: 'seq-swatch first', 'aria-hidden': 'true' }), t('heaps.seq.legendFirst')),
    el('li', {}, el('span', { class: 'seq-swatch rest', 'aria-hidden': 'true' }), t('heaps.seq.legendRest')));
  const tableWrap = el('div', { class: 'table-scroll seq-table-wrap', tabindex: '0', role: 'region', 'aria-label': t('heaps.seq.region') });
  const tableCard = el('section', { class: 'card seq-table-card', 'aria-label': t('heaps.seq.tableCard'), hidden: true },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: t('heaps.seq.values') }), legend),
    el('div', { class: 'seq-pager' }, prevButton, pageInfo, nextButton, goForm),
    tableWrap);

  const explainBody = el('div', { class: 'seq-explain-body' });
  const explainTitle = el('h2', { class: 'card-title', tabindex: '-1', text: t('heaps.seq.whyTitle') });
  const explainCard = el('section', { class: 'card seq-explain', 'aria-label': t('heaps.seq.explainCard'), hidden: true },
    el('div', { class: 'card-head' }, explainTitle), explainBody);

  const element = el('div', { class: 'seq-view' },
    controlsCard, reveal.element, summaryCard,
    el('div', { class: 'seq-lower' }, tableCard, explainCard));

  // ---------------------------------------------------------- compute
  function readN() {
    const n = Number(nInput.value);
    if (!Number.isInteger(n) || n < 1 || n > MAX_N) return null;
    return n;
  }

  async function compute() {
    const rule = ruleInput.value.trim();
    const n = readN();
    nError.hidden = true;
    if (!rule) {
      showError(t('heaps.seq.noRule'));
      return;
    }
    if (n === null) {
      showError(t('heaps.seq.badN', { max: formatNumber(MAX_N) }));
      return;
    }
    running?.abort();
    const controller = new AbortController();
    running = controller;
    progress.hidden = false;
    progressBar.value = 0;
    progressText.textContent = t('heaps.seq.progress', { count: formatNumber(n), rule });
    statusLine.textContent = '';
    computeButton.disabled = true;
    settingsListener();
    const started = performance.now();
    try {
      const engine = await ctx.engine();
      const r = await engine.run('sequence', [rule, n, { typed: true }], {
        typed: true,
        signal: controller.signal,
        onProgress: (p) => {
          if (running !== controller) return;
          progressBar.value = p;
          progressText.textContent = t('heaps.seq.progressPercent', { count: formatNumber(n), rule, percent: Math.floor(p * 100) });
        },
      });
      if (running !== controller) return;
      result = { rule, values: r.values, first: r.firstIndex, period: r.period ?? null };
      reveal.conceal();
      shownCells.clear();
      statusLine.textContent = t('heaps.seq.computed', { count: formatNumber(n), seconds: ((performance.now() - started) / 1000).toFixed(2) });
      page = 0;
      selected = null;
      renderResult();
    } catch (e) {
      if (running !== controller) return;
      if (e && e.cancelled) statusLine.textContent = t('heaps.seq.cancelled');
      else if (e instanceof SGError) showError(capitalize(e.reason ?? e.message));
      else throw e;
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
    running.abort(); // terminates the worker: the computation really stops
    running = null;
    progress.hidden = true;
    computeButton.disabled = false;
    statusLine.textContent = t('heaps.seq.cancelled');
    computeButton.focus();
  }

  function showError(message) {
    nError.hidden = false;
    replaceChildren(nError, el('span', { class: 'error-message' }, icon('alert'), el('span', { text: message })));
  }

  // ---------------------------------------------------------- render
  // While the values are hidden the layout must not show the period either.
  const periodShown = () => (concealed() ? null : result.period);

  function layoutWidth() {
    const p = periodShown();
    if (p && p.length >= 2 && p.length <= 36) return p.length;
    return 10;
  }

  // Row starts: with one period per row, rows are aligned so that the
  // period's start begins a row.
  function rowStarts() {
    const n = result.values.length;
    const w = layoutWidth();
    const p = periodShown();
    const offset = p && p.length === w ? (p.start - result.first) % w : 0;
    const starts = [0];
    for (let s = offset || w; s < n; s += w) starts.push(s);
    return starts;
  }

  function renderResult() {
    summaryCard.hidden = concealed();
    legend.hidden = concealed();
    tableCard.hidden = false;
    const { rule, values, period, first } = result;
    const n = values.length;
    const range = `${rule}: SG(${first}..${first + n - 1})`;
    if (period) {
      const status = period.proven ? 'proven' : 'observed';
      replaceChildren(periodBox,
        el('div', { class: 'seq-period-head' },
          el('h2', { class: 'card-title', text: range }),
          el('span', { class: ['seq-proof', `is-${status}`] }, t(period.proven ? 'heaps.seq.proven' : 'heaps.seq.observed'))),
        el('dl', { class: 'seq-facts' },
          fact(t('heaps.seq.periodStart'), `n = ${period.start}`),
          fact(t('heaps.seq.periodLength'), String(period.length)),
          fact(t('heaps.seq.saltus'), String(period.saltus), period.saltus ? `SG(n + ${period.length}) = SG(n) + ${period.saltus}` : t('heaps.seq.saltusExact')),
          fact(t('heaps.seq.status'), t(period.proven ? 'heaps.seq.statusProven' : 'heaps.seq.statusObserved'),
            t(period.proven ? 'heaps.seq.provenNote' : 'heaps.seq.observedNote'))),
        // The same words as the analysis of a heap (its Why card), and the theorem by name.
        el('p', { class: 'seq-reason' }, el('span', { class: 'decided-label', text: t(period.theorem ? 'heaps.seq.provenBy' : 'heaps.seq.reason') }),
          period.theorem ? [theoremLink(period.theorem), el('span', { class: 'decided-detail engine-text', text: capitalize(period.reason) })]
            : el('span', { class: 'engine-text', text: period.reason })));
    } else {
      replaceChildren(periodBox,
        el('div', { class: 'seq-period-head' },
          el('h2', { class: 'card-title', text: range }),
          el('span', { class: 'seq-proof is-none' }, t('heaps.seq.noPeriod'))),
        el('p', { class: 'hint', text: t('heaps.seq.noPeriodHint', { count: formatNumber(n) }) }));
    }
    plot.show(values, period, first);
    page = Math.min(page, pageCount() - 1); // the layout may have changed
    renderTable();
    if (explainCard.hidden === false && selected !== null && selected < n && !hidden(selected)) explain(selected);
    else explainCard.hidden = true;
  }

  function fact(term, value, note = null) {
    return el('div', { class: 'stat' }, el('dt', { text: term }),
      el('dd', {}, el('span', { class: 'stat-value', text: value }), note ? el('span', { class: 'stat-note', text: note }) : null));
  }

  function pageCount() {
    return Math.max(1, Math.ceil(rowStarts().length / ROWS_PER_PAGE));
  }

  function setPage(p) {
    page = Math.max(0, Math.min(pageCount() - 1, p));
    renderTable();
  }

  // focusAt: the index of the cell to focus.
  function renderTable({ focusAt = null } = {}) {
    const { values, first } = result;
    const period = periodShown();
    const periodAt = period ? period.start - first : 0; // the period's start as an index
    const n = values.length;
    const w = layoutWidth();
    const starts = rowStarts();
    const firstRow = page * ROWS_PER_PAGE;
    const last = Math.min(starts.length, firstRow + ROWS_PER_PAGE);
    const byPeriod = period && period.length === w;
    const head = el('tr', {}, el('th', { scope: 'col', class: 'seq-rowhead', text: 'n' }),
      Array.from({ length: w }, (_, k) => el('th', { scope: 'col', text: `+${k}` })),
      byPeriod ? el('th', { scope: 'col', class: 'seq-rowtag', text: t('heaps.seq.part') }) : el('td', { class: 'seq-rowtag' }));
    const body = el('tbody');
    for (let r = firstRow; r < last; r++) {
      const s = starts[r];
      const e = r + 1 < starts.length ? starts[r + 1] : n;
      let tag = '';
      if (period) {
        if (e <= periodAt) tag = 'pre';
        else if (s >= periodAt && byPeriod) tag = s === periodAt ? 'first' : 'repeat';
        else if (s < periodAt) tag = 'preAndPeriod';
      }
      const cells = [];
      for (let i = s; i < e; i++) {
        let kind = null;
        if (hidden(i)) {
          cells.push(el('td', {}, el('button', {
            type: 'button', class: ['seq-cell', 'is-hidden', i === selected && 'is-selected'], dataset: { n: first + i },
            'aria-label': t('heaps.seq.cellHidden', { n: first + i }),
            on: { click: () => goTo(i, { explain: true, focus: true }) },
          }, '?')));
          continue;
        }
        if (period) {
          if (i < periodAt) kind = 'pre';
          else if (i < periodAt + period.length) kind = 'first';
          else kind = 'rest';
        }
        cells.push(el('td', { class: kind ? `seq-${kind}` : null },
          el('button', {
            type: 'button', class: ['seq-cell', i === selected && 'is-selected'], dataset: { n: first + i },
            'aria-label': t(kind === 'pre' ? 'heaps.seq.cellPre' : kind === 'first' ? 'heaps.seq.cellFirst' : 'heaps.seq.cell', { n: first + i, value: values[i] }),
            on: { click: () => goTo(i, { explain: true }) },
          }, String(values[i]))));
      }
      for (let k = e - s; k < w; k++) cells.push(el('td', { class: 'seq-empty' }));
      const tagText = tag === 'repeat' ? t('heaps.seq.tagRepeat', { k: Math.floor((s - periodAt) / period.length) })
        : tag === 'pre' ? t('heaps.seq.tagPre') : tag === 'first' ? t('heaps.seq.tagFirst') : tag === 'preAndPeriod' ? t('heaps.seq.tagPreAndPeriod') : '';
      body.append(el('tr', { class: tag === 'pre' ? 'row-pre' : null },
        el('th', { scope: 'row', class: 'seq-rowhead', text: String(first + s) }),
        cells,
        el('td', { class: 'seq-rowtag', text: tagText })));
    }
    const table = el('table', { class: 'seq-table' },
      el('caption', { class: 'visually-hidden', text: t('heaps.seq.caption', { rule: result.rule }) }),
      el('thead', {}, head), body);
    replaceChildren(tableWrap, table);
    const total = pageCount();
    const lastN = last < starts.length ? starts[last] - 1 : n - 1;
    pageInfo.textContent = t('heaps.seq.page', { from: first + starts[firstRow], to: first + lastN, page: page + 1, pages: formatNumber(total) });
    prevButton.disabled = page === 0;
    nextButton.disabled = page >= total - 1;
    goInput.min = String(first);
    goInput.max = String(first + n - 1);
    if (focusAt !== null) tableWrap.querySelector(`[data-n="${first + focusAt}"]`)?.focus();
  }

  function goTo(i, { explain: doExplain = false, focus = false } = {}) {
    if (!result) return;
    const starts = rowStarts();
    let r = 0;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid] <= i) { r = mid; lo = mid + 1; } else hi = mid - 1;
    }
    page = Math.floor(r / ROWS_PER_PAGE);
    selected = i;
    if (doExplain) shownCells.add(i); // asking why is asking for the value
    plot.select(i);
    renderTable({ focusAt: focus ? i : null });
    if (doExplain) explain(i);
  }

  // Entry i of a rule's sequence (n = first + i) as a position, written by
  // the engine: a heap of n, or for a coin rule the row of i + 1 coins whose
  // only head is the last (coin n in the rule's numbering). The rule
  // is read as the user typed it ('sub(1,3,4)'); the kind of shape its
  // family has comes from the registry's first example of it.
  const shapeKinds = new Map();
  function positionOf(rule, i, first) {
    const m = /^\s*([A-Za-z]+)\s*(?:\((.*)\))?\s*$/s.exec(rule);
    const family = m && sg.families().find((f) => f.name === m[1].toLowerCase());
    if (!family) throw new SGError(t('heaps.seq.notRule', { rule }));
    if (!shapeKinds.has(family.name)) shapeKinds.set(family.name, sg.analyze(family.examples[0], { includeTo: false, maxMoves: 0 }).components[0].shape.kind);
    const kind = shapeKinds.get(family.name);
    let shape;
    if (kind === 'coins') {
      const heads = new Uint8Array(i + 1);
      heads[i] = 1;
      shape = { kind, heads };
    } else {
      shape = { kind, [kind]: [first + i] };
    }
    return sg.compose({ components: [{ family: m[1].toLowerCase(), rule: m[2] ?? null, shape }] });
  }

  // The options of entry n = first + i, their values, and the mex.
  function explain(i) {
    explainCard.hidden = false;
    const { rule, values, first } = result;
    const n = first + i;
    explainTitle.textContent = t('heaps.seq.why', { n, value: values[i] });
    const limit = /^grundy\b/.test(rule) ? 20000 : EXPLAIN_LIMIT; // Grundy's game costs n per value
    if (n > limit) {
      replaceChildren(explainBody, el('p', { class: 'empty-note', text: t('heaps.seq.explainLimit', { rule, limit: formatNumber(limit) }) }));
      return;
    }
    let x;
    let position;
    try {
      position = positionOf(rule, i, first);
      x = sg.explain(position, { maxOptions: 400 });
    } catch (e) {
      if (!(e instanceof SGError)) throw e;
      replaceChildren(explainBody, el('p', { class: 'empty-note engine-text', text: capitalize(e.message) }));
      return;
    }
    const present = new Set(x.options.map((o) => o.grundy).filter((g) => g !== null));
    const mex = x.mex;
    const chips = [];
    if (mex !== null) {
      for (let v = 0; v <= Number(mex); v++) {
        const isMex = v === Number(mex);
        chips.push(el('li', { class: ['mex-chip', present.has(v) && 'is-present', isMex && 'is-mex'] },
          el('span', { class: 'mex-value', text: String(v) }),
          el('span', { class: 'mex-label', text: isMex ? 'mex' : present.has(v) ? t('heaps.seq.reached') : '' })));
      }
    }
    const larger = [...present].filter((v) => mex !== null && v > Number(mex)).sort((a, b) => a - b);
    replaceChildren(explainBody,
      el('p', { class: 'hint' }, pieces(t, 'heaps.seq.optionsHint', { position: el('code', { text: position }) })),
      mex !== null ? el('ol', { class: 'mex-strip', 'aria-label': t('heaps.seq.strip', { mex }) }, chips) : null,
      larger.length ? el('p', { class: 'hint', text: t('heaps.seq.larger', { values: `${larger.slice(0, 20).join(', ')}${larger.length > 20 ? ', …' : ''}` }) }) : null,
      x.options.length ? el('div', { class: 'table-scroll seq-options-wrap', tabindex: '0', role: 'region', 'aria-label': t('heaps.seq.optionsRegion') },
        el('table', { class: 'seq-options' },
          el('thead', {}, el('tr', {}, el('th', { scope: 'col', text: t('heaps.seq.move') }), el('th', { scope: 'col', text: t('heaps.seq.option') }), el('th', { scope: 'col', class: 'num', text: 'SG' }))),
          el('tbody', {}, x.options.map((o) => el('tr', { class: o.grundy !== null && Number(o.grundy) < Number(mex) ? null : 'is-above' },
            el('td', { class: 'engine-text', text: capitalize(o.move) }),
            el('td', {}, el('code', { text: o.to })),
            el('td', { class: 'num', text: o.value ?? '—' })))))) : el('p', { class: 'empty-note', text: t('heaps.seq.noMove') }),
      x.complete ? null : el('p', { class: ['hint', x.note && 'engine-text'], text: x.note || t('heaps.seq.firstOptions') }),
      el('p', { class: 'conclusion', text: t('heaps.seq.conclusion', {
        values: `${[...present].sort((a, b) => a - b).slice(0, 24).join(', ')}${present.size > 24 ? ', …' : ''}`, mex, n, value: values[i],
      }) }));
  }

  // ---------------------------------------------------------- export
  function textOf(kind) {
    return kind === 'csv' ? toCSV(result.values, result.first)
      : toMarkdown(result.rule, result.values, result.period, layoutWidth(), result.first, rowStarts());
  }

  function exportAs(kind) {
    if (!result) return;
    const stem = fileStem(result.rule, result.values.length, result.first);
    if (kind === 'csv') download(`${stem}.csv`, textOf('csv'), 'text/csv');
    else download(`${stem}.md`, textOf('md'), 'text/markdown');
  }

  async function copy(kind) {
    if (!result) return;
    try {
      await navigator.clipboard.writeText(textOf(kind));
      statusLine.textContent = t('heaps.seq.copied', { format: kind === 'csv' ? 'CSV' : 'Markdown' });
    } catch {
      statusLine.textContent = t('heaps.seq.copyRefused');
    }
  }

  // ---------------------------------------------------------- events
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    compute();
  });
  goForm.addEventListener('submit', (e) => {
    e.preventDefault();
    const i = result ? Number(goInput.value) - result.first : NaN;
    if (!result || !Number.isInteger(i) || i < 0 || i >= result.values.length) {
      goInput.setAttribute('aria-invalid', 'true');
      return;
    }
    goInput.setAttribute('aria-invalid', 'false');
    goTo(i, { explain: true, focus: true });
  });

  return {
    element,
    // The panel's current rule: prefilled, computed on the first visit.
    setRule(rule) {
      if (running) return;
      if (rule && rule !== linkedRule) {
        linkedRule = rule;
        if (restoredRule === null) ruleInput.value = rule;
        restoredRule = null;
      }
      if (!result || result.rule !== ruleInput.value.trim()) compute();
    },
    // The rule's values changed (a defined game was defined again).
    recompute() {
      if (result) compute();
    },
    params() {
      return { rule: ruleInput.value.trim(), n: nInput.value };
    },
    restore(params) {
      const rule = params.get('rule');
      const n = params.get('n');
      if (rule) {
        ruleInput.value = rule;
        restoredRule = rule;
      }
      if (n && /^\d+$/.test(n)) nInput.value = n;
    },
    onSettings(fn) {
      settingsListener = fn;
    },
  };
}
