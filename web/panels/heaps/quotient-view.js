// The misère quotient view of the heap games panel (Plambeck and Siegel):
// the quotient of a heap rule up to a bound, computed in the Worker
// (progress bar, cancel that really stops it), its order, P-portion,
// presentation, stability and period, the multiplication table, each
// heap's image (quotient-table.js), and the panel's position in it: the
// element it maps to and why that makes it P or N in misère play.
import { SGError } from '../../api/sg.js';
import { el, icon, replaceChildren, uid } from '../../kit/dom.js';
import { capitalize, retryWhenLoaded } from '../../kit/panel-kit.js';
import { elementName, heapImagesTable, productTable, tableCSV, times } from './quotient-table.js';
import { formatNumber, t } from '../../i18n/i18n.js';

const DEFAULT_HEAPS = 20;
const SHOWN_MOVES = 24;
const SHOWN_NAMES = 64; // of the P-portion, in the summary (the table shows them all)

const ruleText = (c) => (c.rule === null ? c.family : `${c.family}(${c.rule})`);

// The heaps of each component of an analysis, when every component is a
// sum of heaps of `rules` (the rule as asked or as the engine wrote it):
// { heaps: [[...], ...] }, or { reason } saying why the quotient cannot read it.
function heapsIn(analysis, rules) {
  const heaps = [];
  for (const c of analysis.components) {
    if (c.shape?.kind !== 'heaps' || !rules.includes(ruleText(c))) return { reason: 'other' };
    if (c.shape.large?.length) return { reason: 'far' };
    heaps.push(Array.from(c.shape.heaps, Number));
  }
  return { heaps };
}

// The element of a sum of heaps: the product of the heaps' images.
function elementOf(q, heaps) {
  let e = 0;
  for (const h of heaps.flat()) e = times(q, e, q.heapImages[h]);
  return e;
}

// The heaps after a move, from its action (a take or a split leaves
// pieces in place of one heap); null for any other kind of move.
function heapsAfter(heaps, action) {
  if ((action.kind !== 'take' && action.kind !== 'split') || !heaps[action.component]) return null;
  const after = heaps.map((list) => [...list]);
  after[action.component].splice(Number(action.heap), 1, ...action.leaves.map(Number));
  return after;
}

// rules: the preset rules (the sequence view's: each heap family with a sequence).
export function createQuotientView({ ctx, sg, rules }) {
  const maxHeap = sg.limits().maxQuotientHeap;
  const ids = { rule: uid('mq-rule'), n: uid('mq-n'), title: uid('mq-title'), position: uid('mq-position') };
  let q = null; // the quotient shown
  let asked = null; // the rule as typed for it
  let running = null; // AbortController of the running job
  let analysis = null; // the panel's position, analysed (null while invalid)
  let linkedRule = null;
  let restoredRule = null; // a rule from the URL wins over the panel's once
  let settingsListener = () => {};

  // ---------------------------------------------------------- controls
  const ruleInput = el('input', { id: ids.rule, class: 'seq-rule-input mq-rule-input', type: 'text', value: 'kayles', spellcheck: 'false', autocomplete: 'off' });
  const nInput = el('input', { id: ids.n, class: 'seq-n-input mq-n-input', type: 'number', min: '0', max: String(maxHeap), step: '1', value: String(DEFAULT_HEAPS), inputmode: 'numeric' });
  const computeButton = el('button', { type: 'submit', class: 'btn btn-primary mq-compute' }, t('heaps.seq.compute'));
  const form = el('form', { class: 'seq-form', 'aria-label': t('heaps.mq.settings'), novalidate: true },
    el('div', { class: 'heap-field seq-rule-field' }, el('label', { for: ids.rule, class: 'heap-field-label', text: t('heaps.seq.rule') }), ruleInput),
    el('div', { class: 'heap-field seq-n-field' }, el('label', { for: ids.n, class: 'heap-field-label', text: t('heaps.mq.heaps') }), nInput),
    computeButton);
  const presetRow = el('div', { class: 'examples', role: 'group', 'aria-label': t('heaps.seq.rules') },
    el('span', { class: 'examples-label', text: t('heaps.seq.rules') }),
    rules.map((r) => el('button', { type: 'button', class: 'chip', on: { click: () => { ruleInput.value = r; compute(); } } }, r)));
  const errorBox = el('div', { class: 'input-error seq-error mq-error', role: 'alert', hidden: true });
  const progressBar = el('progress', { class: 'seq-progress-bar', max: '1', value: '0', 'aria-label': t('heaps.mq.computing') });
  const progressText = el('span', { class: 'seq-progress-text' });
  const cancelButton = el('button', { type: 'button', class: 'btn btn-small mq-cancel', on: { click: () => cancel() } }, icon('close'), t('heaps.cancel'));
  const progress = el('div', { class: 'seq-progress mq-progress', role: 'status', hidden: true }, progressText, progressBar, cancelButton);
  const statusLine = el('p', { class: 'seq-status mq-status', role: 'status', 'aria-live': 'polite' });
  const controlsCard = el('section', { class: 'card seq-controls', 'aria-labelledby': ids.title },
    el('div', { class: 'card-head' }, el('h2', { id: ids.title, class: 'card-title', text: t('heaps.mq.title') })),
    el('p', { class: 'hint', text: t('heaps.mq.hint', { max: formatNumber(maxHeap) }) }),
    form, presetRow, errorBox, progress, statusLine);

  // ---------------------------------------------------------- results
  const summaryCard = el('section', { class: 'card mq-summary', 'aria-label': t('heaps.mq.summary'), hidden: true });
  const positionCard = el('section', { class: 'card mq-position', 'aria-labelledby': ids.position, hidden: true });
  const tableBody = el('div', { class: 'mq-table-body' });
  const legend = el('ul', { class: 'seq-legend mq-legend', 'aria-label': t('heaps.seq.legend') },
    el('li', {}, el('span', { class: 'mq-swatch is-p', 'aria-hidden': 'true', text: 'P' }), t('heaps.mq.legendP')),
    el('li', {}, el('span', { class: 'mq-swatch', 'aria-hidden': 'true' }), t('heaps.mq.legendN')));
  const tableCard = el('section', { class: 'card mq-table-card', 'aria-label': t('heaps.mq.tableTitle'), hidden: true },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: t('heaps.mq.tableTitle') }), legend),
    tableBody,
    el('div', { class: 'seq-export' },
      el('button', { type: 'button', class: 'btn btn-small mq-csv', on: { click: () => download() } }, t('heaps.seq.downloadCsv'))));
  const imagesBody = el('div', { class: 'mq-images-body' });
  const imagesCard = el('section', { class: 'card mq-images-card', 'aria-label': t('heaps.mq.imagesTitle'), hidden: true },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: t('heaps.mq.imagesTitle') })), imagesBody);

  const element = el('div', { class: 'seq-view mq-view' }, controlsCard, summaryCard, positionCard,
    el('div', { class: 'mq-lower' }, tableCard, imagesCard));

  // ---------------------------------------------------------- compute
  function readN() {
    const text = nInput.value.trim();
    const n = Number(text);
    return /^\d+$/.test(text) && n <= maxHeap ? n : null;
  }

  async function compute() {
    const rule = ruleInput.value.trim();
    const n = readN();
    errorBox.hidden = true;
    if (!rule) return showError(t('heaps.seq.noRule'));
    if (n === null) return showError(t('heaps.mq.badN', { max: formatNumber(maxHeap) }));
    running?.abort();
    const job = new AbortController();
    running = job;
    progress.hidden = false;
    progressBar.value = 0;
    progressText.textContent = t('heaps.mq.progress', { rule, n });
    statusLine.textContent = '';
    computeButton.disabled = true;
    settingsListener();
    const started = performance.now();
    try {
      const engine = await ctx.engine();
      const result = await engine.run('misereQuotient', [rule, n], {
        signal: job.signal,
        onProgress: (p) => {
          if (running !== job) return;
          progressBar.value = p;
          progressText.textContent = t('heaps.mq.progressPercent', { rule, n, percent: Math.floor(p * 100) });
        },
      });
      if (running !== job) return;
      q = result;
      asked = rule;
      statusLine.textContent = t('heaps.mq.computed', { seconds: ((performance.now() - started) / 1000).toFixed(2) });
      render();
    } catch (e) {
      if (running !== job) return;
      if (e && e.cancelled) statusLine.textContent = t('heaps.seq.cancelled');
      else if (e instanceof SGError) showError(capitalize(e.reason ?? e.message), e.kind === 'too-large' ? t('heaps.mq.tooLarge') : null);
      else throw e;
    } finally {
      if (running === job) {
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

  // The engine's reason as it says it (its words, in the page's language),
  // and for a quotient past the caps what to do about it.
  function showError(message, advice = null) {
    errorBox.hidden = false;
    replaceChildren(errorBox, el('span', { class: 'error-message' }, icon('alert'), el('span', { text: message })),
      advice ? el('p', { class: 'hint', text: advice }) : null);
  }

  // ---------------------------------------------------------- render
  function render() {
    renderSummary();
    renderPosition();
    replaceChildren(tableBody, productTable(q));
    replaceChildren(imagesBody, el('p', { class: 'hint', text: t('heaps.mq.imagesHint') }), heapImagesTable(q));
    tableCard.hidden = false;
    imagesCard.hidden = false;
  }

  function fact(term, value, note = null) {
    return el('div', { class: 'stat' }, el('dt', { text: term }),
      el('dd', {}, el('span', { class: 'stat-value', text: value }), note ? el('span', { class: 'stat-note', text: note }) : null));
  }

  const word = (text) => el('code', { class: 'mq-word', translate: 'no', text });

  function renderSummary() {
    const pNames = q.names.filter((_, e) => q.p[e]);
    const pCount = pNames.length;
    const { period } = q;
    const growing = q.stableSince === q.heaps && q.orders[q.heaps] !== q.orders[Math.max(0, q.heaps - 1)];
    summaryCard.hidden = false;
    replaceChildren(summaryCard,
      el('div', { class: 'seq-period-head' },
        el('h2', { class: 'card-title', text: t('heaps.mq.of', { rule: q.rule, n: q.heaps }) })),
      el('dl', { class: 'seq-facts' },
        fact(t('heaps.mq.order'), formatNumber(q.order), t('heaps.mq.orderNote')),
        fact(t('heaps.mq.pSize'), formatNumber(pCount), t('heaps.mq.pSizeNote')),
        fact(t('heaps.mq.stable'), t('heaps.mq.stableValue', { h: q.stableSince }),
          t(growing ? 'heaps.mq.stillGrowing' : 'heaps.mq.stableNote', { n: q.heaps })),
        period ? fact(t('heaps.mq.period'), t('heaps.mq.periodValue', { length: period.length, start: period.start }),
          t(period.proven ? 'heaps.seq.provenNote' : 'heaps.seq.observedNote')) : fact(t('heaps.mq.period'), '—', t('heaps.mq.noPeriod'))),
      period ? el('p', { class: 'seq-reason' }, el('span', { class: 'decided-label', text: t('heaps.seq.reason') }),
        el('span', { class: 'engine-text', text: period.reason })) : null,
      el('div', { class: 'mq-presentation' },
        el('h3', { text: t('heaps.mq.presentation') }),
        q.generators.length ? el('p', { class: 'mq-generators' }, el('span', { class: 'mq-term', text: t('heaps.mq.generators') }),
          q.generators.map((g, i) => el('span', { class: 'mq-gen-item' }, word(g.name), ' ', t('heaps.mq.heapOf', { h: g.heap }),
            i + 1 < q.generators.length ? t('heaps.mq.listSeparator').trimEnd() : ''))) : el('p', { class: 'hint', text: t('heaps.mq.trivial') }),
        q.relations.length ? el('p', { class: 'mq-relations' }, el('span', { class: 'mq-term', text: t('heaps.mq.relations') }),
          el('span', { class: 'mq-relation-list' }, q.relations.map((r) => word(`${r.word} = ${r.equals}`)))) : null,
        el('p', { class: 'mq-pset' }, el('span', { class: 'mq-term', text: t('heaps.mq.pElements') }),
          el('span', { class: 'mq-relation-list' }, pNames.slice(0, SHOWN_NAMES).map(word),
            pNames.length > SHOWN_NAMES ? t('heaps.mq.moreNames', { count: formatNumber(pNames.length - SHOWN_NAMES) }) : null))));
  }

  // The panel's position in the quotient: its element, and why that makes
  // it P or N in misère play.
  function renderPosition() {
    positionCard.hidden = !q;
    if (!q) return;
    const title = el('h2', { id: ids.position, class: 'card-title', text: t('heaps.mq.positionTitle') });
    if (!analysis) return replaceChildren(positionCard, el('div', { class: 'card-head' }, title), el('p', { class: 'hint', text: t('heaps.mq.noPosition') }));
    const read = heapsIn(analysis, [asked, q.rule]);
    const misere = analysis.compound === 'misere';
    const shown = el('p', { class: 'mq-position-text' }, el('code', { text: analysis.position }));
    if (read.reason || !misere && analysis.compound !== 'normal') {
      return replaceChildren(positionCard, el('div', { class: 'card-head' }, title), shown,
        el('p', { class: 'hint', text: t('heaps.mq.notHeaps', { rule: q.rule }) }));
    }
    const { heaps } = read;
    const beyond = heaps.flat().filter((h) => h > q.heaps);
    if (beyond.length) {
      return replaceChildren(positionCard, el('div', { class: 'card-head' }, title), shown,
        el('p', { class: 'hint', text: t('heaps.mq.beyond', { h: Math.max(...beyond), n: q.heaps }) }));
    }
    const e = elementOf(q, heaps);
    const p = q.p[e] === 1;
    const misereText = misere ? analysis.position : attemptCompose(analysis);
    replaceChildren(positionCard, el('div', { class: 'card-head' }, title,
      el('span', { class: ['mq-outcome', `outcome-${p ? 'P' : 'N'}`], text: p ? 'P' : 'N' })),
      shown,
      misere ? null : el('p', { class: 'hint', text: t('heaps.mq.asMisere') }),
      el('p', { class: 'mq-element-line' }, t('heaps.mq.mapsTo'), ' ', elementName(q, e, { mark: false }),
        el('span', { class: 'mq-product-of', translate: 'no', text: heaps.flat().length > 1 ? ` = ${heaps.flat().map((h) => q.names[q.heapImages[h]]).join(' · ')}` : '' })),
      el('p', { class: 'conclusion', text: t(p ? 'heaps.mq.whyP' : 'heaps.mq.whyN', { name: q.names[e] }) }),
      p ? null : movesList(heaps, misereText),
      engineLine());
  }

  // The misère form of a normal-play position, written by the engine.
  function attemptCompose(a) {
    try {
      return sg.compose({ compound: 'misere', components: a.components });
    } catch (e) {
      if (!(e instanceof SGError)) throw e;
      retryLater(e);
      return null;
    }
  }

  // The page's engine holds the view's piece only: a call that needed the
  // rest draws the position again once the rest is here.
  function retryLater(error) {
    const shown = analysis;
    retryWhenLoaded(sg, error, () => { if (q && analysis === shown) renderPosition(); });
  }

  // The winning moves: the misère analysis's own, or (for a position typed
  // in normal play) every legal move whose element is in the P-portion.
  function movesList(heaps, misereText) {
    let moves = [];
    let complete = true;
    if (analysis.compound === 'misere') {
      moves = analysis.winningMoves;
      complete = analysis.winningMovesComplete;
    } else if (misereText) {
      let legal = { moves: [], complete: false };
      try {
        legal = sg.moves(misereText, { max: 2000 });
      } catch (e) {
        if (!(e instanceof SGError)) throw e;
        retryLater(e);
      }
      moves = legal.moves.filter((m) => {
        const after = heapsAfter(heaps, m.action);
        return after && q.p[elementOf(q, after)] === 1;
      });
      complete = legal.complete;
    }
    const items = moves.slice(0, SHOWN_MOVES).map((m) => {
      const after = heapsAfter(heaps, m.action);
      return el('li', { class: 'mq-move' },
        el('span', { class: 'engine-text mq-move-name', text: capitalize(m.move) }),
        m.to ? el('code', { text: m.to }) : null,
        after ? el('span', { class: 'mq-move-element' }, '↦ ', elementName(q, elementOf(q, after))) : null);
    });
    return el('div', { class: 'mq-moves' },
      el('p', { class: 'hint', text: t('heaps.mq.movesHint') }),
      items.length ? el('ul', { class: 'mq-move-list' }, items) : el('p', { class: 'hint', text: t('heaps.mq.noMoves') }),
      moves.length > SHOWN_MOVES || !complete ? el('p', { class: 'hint', text: t('heaps.mq.moreMoves', { count: SHOWN_MOVES }) }) : null);
  }

  // What the engine's analysis of the misère position says, from its own quotient.
  function engineLine() {
    const aq = analysis.quotient;
    if (!aq) return null;
    const same = aq.rule === q.rule && aq.heaps === q.heaps;
    return el('p', { class: 'hint mq-engine' },
      t(same ? 'heaps.mq.engineSame' : 'heaps.mq.engineOther', { rule: aq.rule, n: aq.heaps, order: formatNumber(aq.order) }), ' ',
      el('span', { class: 'mq-name', translate: 'no', text: aq.name }),
      ` (${t(aq.p ? 'heaps.mq.inP' : 'heaps.mq.notInP')})`);
  }

  function download() {
    if (!q) return;
    const url = URL.createObjectURL(new Blob([tableCSV(q)], { type: 'text/csv' }));
    const a = el('a', { href: url, download: `${q.rule.replace(/[^A-Za-z0-9.,-]+/g, '_')}-misere-quotient-${q.heaps}.csv`, class: 'visually-hidden' });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }

  // ---------------------------------------------------------- events
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    compute();
  });

  return {
    element,
    // The panel's rule and analysed position: the rule prefilled and
    // computed on the first visit, the position placed in the quotient.
    activate(rule, position) {
      analysis = position;
      if (q) renderPosition();
      if (running) return;
      if (rule && rule !== linkedRule) {
        linkedRule = rule;
        if (restoredRule === null) ruleInput.value = rule;
        restoredRule = null;
      }
      if (!q || asked !== ruleInput.value.trim()) compute();
    },
    recompute() {
      if (q) compute();
    },
    params() {
      return { rule: ruleInput.value.trim(), upto: nInput.value };
    },
    restore(params) {
      const rule = params.get('rule');
      const n = params.get('upto');
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
