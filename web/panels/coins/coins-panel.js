// The coins panel: coin-turning games. Pick a rule (one, turtles, run3,
// near3, mock, ruler, or a general rule such as "at most 3 consecutive"),
// flip coins by clicking them, and read each head's SG value, the total,
// the verdict and every winning move, shown on the row. Long rows (up to a
// million coins) are analysed in the Worker with the lean options (no `to`
// per move, per-head values as one typed array) and drawn as a window of
// coins that scrolls along the row.
import { SGError } from '../../api/sg.js';
import { el, icon, replaceChildren, uid } from '../../kit/dom.js';
import { patchChildren } from '../../kit/dom-patch.js';
import { REST_QUIET_MS, afterFrame } from '../../kit/after-frame.js';
import { MOVES_SHOWN, attempt, createMovesCard, createPositionField, createVerdictCard, writeHidden, writeText, familyExamples } from '../../kit/panel-kit.js';
import { panelLayout } from '../../kit/panel-kit.js';
import { createPanelController } from '../../kit/panel-controller.js';
import { createPlayControls } from '../../kit/play/play.js';
import { createWhyCard } from '../../kit/why/why-view.js';
import { createDrawingExport } from '../../kit/export/export-menu.js';
import { isAsking, onAskingChange } from '../../kit/teaching-mode.js';
import { createSelectionBar, judgeSelection, list } from './coin-selection.js';
import { formatNumber, lang, pieces, t } from '../../i18n/i18n.js';

// Besides the registry's named rules: a rule spelled out. Its forms are
// notation (the same in every language), shown as code in a list of the
// page's language ('a, b or c' / 'a、b或c').
const GENERAL_FORMS = ['exactly K anywhere', 'at most K anywhere', 'exactly K consecutive', 'at most K consecutive', 'near K', 'run(K)'];
function generalAbout() {
  const parts = new Intl.ListFormat(lang() === 'zh' ? 'zh-CN' : 'en-GB', { type: 'disjunction' }).formatToParts(GENERAL_FORMS);
  return pieces(t, 'coins.general.about', { rules: el('span', {}, parts.map((p) => (p.type === 'element' ? el('code', { text: p.value }) : p.value))) });
}
const MAX_BUTTONS = 2000; // above this many coins, a window of the row instead of every coin
const WINDOW = 120; // coins drawn at a time in a long row
const WORKER_ABOVE = 5000; // analyse rows longer than this in the Worker
const MAX_COINS = 1000000;
// A long row's analysis: no megabyte `to` per move (the move played is asked
// for by index), per-head values as a Float64Array, a short move list.
const LONG_ROW_OPTIONS = { includeTo: false, typed: true, maxMoves: 200 };
// Past this many coins the page analyses lean too, and draws the verdict
// before the row and the moves: a 1000-coin Mock Turtles row has 18,000
// winning moves, each `to` a 1000-character row, and a 200-coin row can
// have 2,700 of them (19 ms to list with their `to`, 4 ms lean).
const LEAN_ROW = 50;

const HEAD = /^[HU1]$/i;
// The rule and row of the text as the user typed it, drawn at once (and
// kept while it is invalid); a valid text's rule and row are then read from
// its analysis, and text the engine wrote is never parsed here.
function parseCoins(text) {
  const m = /^\s*([A-Za-z]+)\s*\(([^)]*)\)\s*([HTUD01]*)\s*$/i.exec(text);
  if (!m) return null;
  return { family: m[1].toLowerCase(), rule: m[2].trim().toLowerCase().replace(/\s+/g, ' '), row: m[3].toUpperCase().replace(/[U1]/g, 'H').replace(/[D0]/g, 'T') };
}

export function createPanel(ctx) {
  const { sg } = ctx;
  // The rule menu: the named rules of the registry's coin families, then the general rule.
  const FAMILIES = sg.families().filter((f) => f.panel === 'coins');
  const RULES = [
    ...FAMILIES.flatMap((f) => (f.coinRules ?? []).map((r) => ({ id: r.name, label: r.label, about: r.summary, family: f.name }))),
    { id: 'general', label: t('coins.general'), about: null },
  ];
  const ids = { rule: uid('coin-rule'), general: uid('coin-general'), length: uid('coin-length'), title: uid('coin-title') };
  let analysis = null; // of the shown row
  let analysed = null; // { row, text, values(i) } for `analysis`
  let windowStart = 0; // first coin drawn of a long row
  let row = ''; // 'H' and 'T', left to right: set from the text before anything draws
  let rule = RULES[0].id;
  let family = FAMILIES[0].name; // of the row shown
  let job = null; // AbortController of a Worker analysis
  let preview = null; // coins a focused/hovered move would turn
  let fullRow = null; // { list, items, sigs }: the drawn coins of a row of up to MAX_BUTTONS
  let selected = []; // in a game: the coins (0-based, ascending) your move turns
  let selectedFor = null; // the position they were selected in

  // ---------------------------------------------------------- controls
  const ruleSelect = el('select', { id: ids.rule, class: 'heap-select' }, RULES.map((r) => el('option', { value: r.id, text: r.label })));
  const generalInput = el('input', { id: ids.general, class: 'heap-param-input coin-general-input', type: 'text', value: 'at most 3 consecutive', spellcheck: 'false', autocomplete: 'off' });
  const generalField = el('div', { class: 'heap-field coin-general', hidden: true },
    el('label', { for: ids.general, class: 'heap-field-label', text: t('coins.rule') }), generalInput);
  const lengthInput = el('input', { id: ids.length, class: 'heap-param-input coin-length-input', type: 'number', min: '1', max: String(MAX_COINS), inputmode: 'numeric' });
  const about = el('p', { class: 'hint coin-about' });
  const numbering = el('p', { class: 'coin-numbering' });

  const field = createPositionField({
    label: t('coins.position.label'),
    value: sg.families().find((f) => f.panel === 'coins').examples[0], // the registry's opening position
    hint: pieces(t, 'coins.position.hint', { mock: el('code', { text: 'coins(mock) THHTTH' }), general: el('code', { text: 'coins(at most 3 consecutive) HTTH' }) }),
    examples: familyExamples(sg.families(), 'coins'),
    onInput: () => fromText(),
  });

  const lengthRow = el('div', { class: 'coin-length-row' },
    el('div', { class: 'heap-field' }, el('label', { for: ids.length, class: 'heap-field-label', text: t('coins.length') }),
      el('div', { class: 'coin-stepper' },
        el('button', { type: 'button', class: 'btn btn-step', 'aria-label': t('coins.fewer'), on: { click: () => resize(row.length - 1) } }, icon('minus')),
        lengthInput,
        el('button', { type: 'button', class: 'btn btn-step', 'aria-label': t('coins.more'), on: { click: () => resize(row.length + 1) } }, icon('plus')))),
    el('div', { class: 'coin-row-actions' },
      el('button', { type: 'button', class: 'btn btn-small', on: { click: () => setRow('T'.repeat(row.length)) } }, t('coins.allTails')),
      el('button', { type: 'button', class: 'btn btn-small', on: { click: () => setRow(randomRow(row.length)) } }, t('coins.random'))));

  const rowBox = el('div', { class: 'coin-row-box' });
  // In a game a click selects coins; this bar plays the selection.
  const selectionBar = createSelectionBar({ onTurn: () => turnSelected(), onClear: () => { selected = []; renderRow(); } });
  const totalLine = el('p', { class: 'coin-total' });

  // The row as drawn (a long row: the window in view), redrawn as SVG.
  const exportMenu = createDrawingExport({
    kind: 'coins', what: t('coins.row.export'), position: () => field.value,
    figure: (kit) => {
      const [from, to] = row.length > MAX_BUTTONS ? [windowStart, windowStart + WINDOW] : [0, row.length];
      const shown = current();
      const hide = isAsking(rowBox); // teaching mode: no values until the answer
      const index = Array.from({ length: to - from }, (_, k) => from + k);
      return kit.coinRowFigure({
        title: to - from < row.length ? t('coins.row.figureTitle', { rule: ruleText(), from: numberOf(from), to: numberOf(to - 1), count: row.length }) : field.value,
        heads: index.map((i) => row[i] === 'H'),
        numbers: index.map(numberOf),
        values: index.map((i) => (hide || row[i] !== 'H' ? null : shown?.values(i) ?? null)),
      }, kit.themeColours(boardCard, kit.FIGURE_COLOURS));
    },
  });
  const positionCard = el('section', { class: 'card coin-position', 'aria-labelledby': ids.title },
    el('div', { class: 'card-head' }, el('h2', { id: ids.title, class: 'card-title', text: t('coins.position.title') })),
    el('div', { class: 'heap-rule-row' },
      el('div', { class: 'heap-field' }, el('label', { for: ids.rule, class: 'heap-field-label', text: t('coins.rule') }), ruleSelect),
      generalField),
    about, field.element);
  // The coins are the board: under the verdict, like every panel's.
  const boardCard = el('section', { class: 'card coin-board', 'aria-label': t('coins.row.title') },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: t('coins.row.title') }), exportMenu.element),
    numbering, lengthRow, rowBox, selectionBar.element, totalLine);

  const verdict = createVerdictCard();
  const moves = createMovesCard();
  const progress = el('div', { class: 'seq-progress coin-progress', role: 'status', hidden: true },
    el('span', { class: 'seq-progress-text', text: t('coins.busy') }),
    el('progress', { class: 'seq-progress-bar', 'aria-label': t('coins.busy.bar') }),
    el('button', { type: 'button', class: 'btn btn-small', on: { click: () => cancelJob() } }, icon('close'), t('coins.cancel')));

  const play = createPlayControls({
    sg,
    board: true,
    getPosition: () => field.value,
    family: () => coinFamily(),
    setPosition: (text) => { field.value = text; fromText({ fromPlay: true, typed: false }); },
    onChange: () => { renderMoves(); renderRow(); },
  });

  const why = createWhyCard({ sg, setPosition: (text) => { field.value = text; fromText({ typed: false }); } });

  const element = el('article', { class: 'panel coins-panel' },
    el('header', { class: 'panel-head' },
      el('h1', { class: 'panel-title', text: t('coins.title') }),
      el('p', { class: 'panel-lede', text: t('coins.lede') })),
    panelLayout({
      name: 'coin',
      position: [positionCard, progress],
      verdict: [why.quiz, verdict.element],
      side: [moves.element, play.element],
      main: [boardCard],
      wide: [why.element],
    }));

  // The values come and go with teaching mode's question.
  onAskingChange(element, () => renderRow());

  // ---------------------------------------------------------- model
  const coinFamily = () => `${family}(${rule})`; // a row typed alone (THHT) is read under it
  const ruleText = () => (ruleSelect.value === 'general' ? generalInput.value.trim().toLowerCase().replace(/\s+/g, ' ') : ruleSelect.value);
  // The rule's own numbering: the analysis says it (shape.firstIndex).
  const fromZero = () => analysis?.components[0]?.shape?.firstIndex === 0;
  const numberOf = (i) => (fromZero() ? i : i + 1); // i: 0-based index in the row

  function randomRow(n) {
    let s = '';
    for (let i = 0; i < n; i++) s += Math.random() < 0.4 ? 'H' : 'T';
    return s;
  }

  // A row (of 'H' and 'T') under the current rule, written by the engine.
  function setRow(coins) {
    const heads = new Uint8Array(coins.length);
    for (let i = 0; i < coins.length; i++) heads[i] = coins.charCodeAt(i) === 72 ? 1 : 0;
    const { result, error } = attempt(() => sg.compose({ components: [{ family, rule, shape: { kind: 'coins', heads } }] }));
    if (error) {
      controller.fail(error, () => setRow(coins));
      return;
    }
    row = coins;
    field.value = result;
    fromText({ typed: false });
  }

  function resize(n) {
    const len = Math.max(1, Math.min(MAX_COINS, n));
    if (len === row.length) return;
    setRow(len < row.length ? row.slice(0, len) : row + 'T'.repeat(len - row.length));
  }

  // Outside a game a click flips a coin (an edit); in a game it selects
  // the coin for your move.
  function flip(i) {
    const state = play.state();
    if (state.active) {
      if (state.locked) return;
      selected = selected.includes(i) ? selected.filter((c) => c !== i) : [...selected, i].sort((a, b) => a - b);
      renderRow();
      return;
    }
    setRow(row.slice(0, i) + (row[i] === 'H' ? 'T' : 'H') + row.slice(i + 1));
  }

  // Your move: the selected coins turned over, if that is a legal move.
  function turnSelected() {
    const judged = judgeNow();
    if (!judged.move && !judged.unknown) return;
    const move = judged.move ?? { action: { kind: 'turn', component: 0, coins: selected } };
    if (play.move(move) !== null) selected = [];
    renderRow();
  }

  function judgeNow() {
    return judgeSelection(selected, { legal: play.legalMoves(), row, ci: 0, numberOf });
  }

  // The text is the source of truth: the picker, the row and the analysis
  // follow it. typed: the user typed it (else the engine wrote it, and its
  // rule and row come with its analysis).
  function fromText({ fromPlay = false, typed = true } = {}) {
    const parsed = typed ? parseCoins(field.value) : null;
    if (parsed && FAMILIES.some((f) => f.name === parsed.family)) follow(parsed.family, parsed.rule, parsed.row);
    syncControls();
    analyse({ fromPlay });
  }

  // The picker and the row show this family, rule and row.
  function follow(newFamily, newRule, newRow) {
    const known = RULES.find((r) => r.id === newRule && r.family === newFamily);
    if (newRule !== rule || newFamily !== family) preview = null;
    family = newFamily;
    rule = newRule;
    row = newRow;
    if (known) ruleSelect.value = known.id;
    else {
      ruleSelect.value = 'general';
      if (document.activeElement !== generalInput) generalInput.value = newRule;
    }
  }

  // Only what changed is written: a keystroke in the row leaves the rule's
  // texts as they were, and rewriting them would relay out the card.
  function syncControls() {
    const r = RULES.find((x) => x.id === ruleSelect.value);
    writeHidden(generalField, ruleSelect.value !== 'general');
    // A named rule's summary is the engine's text (sg.families()).
    about.classList.toggle('engine-text', r.about !== null);
    if (r.about === null) {
      if (!about.querySelector('code')) patchChildren(about, ...generalAbout());
    } else writeText(about, r.about);
    patchChildren(numbering, el('strong', { text: t('coins.numbering') }), t(fromZero() ? 'coins.numbering.zero' : 'coins.numbering.one'));
    if (document.activeElement !== lengthInput && lengthInput.value !== String(row.length)) lengthInput.value = String(row.length);
  }

  const controller = createPanelController({
    ctx,
    read: () => field.value,
    family: () => coinFamily(),
    analyze: (text, how, read) => {
      cancelJob({ quiet: true });
      if (text.length > WORKER_ABOVE + 40) {
        const abort = new AbortController();
        job = abort;
        progress.hidden = false;
        return ctx.engine().then((engine) => engine.run('analyze', [text, { ...read, ...LONG_ROW_OPTIONS }], { signal: abort.signal })).then(
          (result) => ({ result }),
          (error) => {
            if (error && error.cancelled) { progress.hidden = true; return null; }
            if (!(error instanceof SGError)) throw error;
            return { error };
          },
        ).finally(() => { if (job === abort) { job = null; progress.hidden = true; } });
      }
      // Typing lists MOVES_SHOWN + 1 moves, enough to know there are more.
      const lean = row.length > LEAN_ROW;
      return attempt(() => sg.analyze(text, lean ? { ...read, ...LONG_ROW_OPTIONS, maxMoves: moves.expanded ? LONG_ROW_OPTIONS.maxMoves : MOVES_SHOWN + 1 } : read));
    },
    accept: (result) => {
      const fresh = !analysed || analysed.row.length !== row.length;
      analysis = result;
      analysed = describe(result);
      const c = result.components[0];
      if (result.components.length === 1 && c.shape?.kind === 'coins') follow(c.family, c.rule, analysed.row);
      syncControls(); // the numbering is the new analysis's
      // A new long row opens on its first winning move.
      if (fresh && row.length > MAX_BUTTONS && result.winningMoves.length) {
        const turned = turnedBy(result.winningMoves[0]);
        if (turned.length) showCoin(turned[turned.length - 1]);
      }
      return { analysis: result };
    },
    showError: (error) => field.showError(error),
    showRead: field.showRead,
    staleParts: () => [verdict.element, moves.element, why.element],
    play,
    render: () => {
      verdict.render(analysis, analysis ? [[t('coins.heads'), String(countHeads(row))]] : []);
      // A long row paints its verdict first; its moves and coins follow
      // after that frame (a coin added to a 1000-coin row relays it out).
      rest.run(row.length > LEAN_ROW);
      why.render(analysis);
    },
  });
  const analyse = (how) => controller.update(how);
  // While the text is bad the cards say which position they still show.
  verdict.element.before(controller.staleNote);

  const renderRest = () => {
    renderMoves();
    renderRow();
  };
  // While keys come quickly only the verdict is redrawn (after-frame.js).
  const rest = afterFrame(renderRest, { quietMs: REST_QUIET_MS });

  function cancelJob({ quiet = false } = {}) {
    if (!job) return;
    job.abort();
    job = null;
    progress.hidden = true;
    if (!quiet) ctx.notify(t('coins.cancelled'));
  }

  const countHeads = (s) => {
    let c = 0;
    for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 72) c++;
    return c;
  };

  // What the view needs of an analysis: its row (the shape's heads), and
  // the SG value of the head at coin i (0-based). Parts list the heads left
  // to right, so the k-th head has the k-th part.
  function describe(a) {
    const shape = a.components[0]?.shape;
    const heads = shape?.kind === 'coins' ? shape.heads : new Uint8Array(0);
    const r = Array.from(heads, (h) => (h ? 'H' : 'T')).join('');
    const rank = new Int32Array(heads.length).fill(-1);
    for (let i = 0, k = 0; i < heads.length; i++) if (heads[i]) rank[i] = k++;
    const parts = a.components[0]?.parts ?? [];
    let count;
    let valueOf;
    if (Array.isArray(parts)) {
      count = parts.length;
      valueOf = (k) => parts[k]?.value;
    } else {
      const large = new Map(parts.large.map((x) => [x.index, x.value]));
      count = parts.count;
      valueOf = (k) => (large.has(k) ? large.get(k) : String(parts.grundy[k]));
    }
    return { row: r, values: (i) => (rank[i] >= 0 ? valueOf(rank[i]) : undefined), count, first: (n) => Array.from({ length: Math.min(n, count) }, (_, k) => valueOf(k)) };
  }
  const current = () => (analysed && analysed.row === row ? analysed : null);

  // Coins (0-based) a move turns: its action's.
  const turnedBy = (move) => (move.action?.kind === 'turn' ? move.action.coins : []);

  // Scrolls a long row's window so that coin i is in view.
  function showCoin(i) {
    if (row.length <= MAX_BUTTONS || (i >= windowStart && i < windowStart + WINDOW)) return;
    windowStart = Math.max(0, Math.min(row.length - WINDOW, i - Math.floor(WINDOW / 2)));
  }

  // ---------------------------------------------------------- render
  function renderRow() {
    const state = play.state();
    const hinted = new Set((state.hint ?? []).flatMap((m) => turnedBy(m)));
    const turning = new Set(preview ?? []);
    const shown = current();
    // No spoilers in a game, or teaching mode asking: no value, even in the labels.
    const hide = isAsking(rowBox);
    const valueAt = (i) => (hide ? undefined : shown?.values(i));
    const locked = state.locked;
    if (!state.active || (selectedFor !== null && selectedFor !== state.position)) selected = [];
    selectedFor = state.active ? state.position : null;
    const chosen = new Set(selected);
    selectionBar.render({ shown: state.active && !state.over, selected, judged: judgeNow(), numberOf, locked });
    const coinItem = (i) => {
      const heads = row[i] === 'H';
      const n = numberOf(i);
      const value = heads ? valueAt(i) : undefined;
      const picked = chosen.has(i);
      return el('li', { class: ['coin-item', turning.has(i) && 'will-turn', hinted.has(i) && 'is-hinted', picked && 'is-selected'] },
        el('span', { class: 'coin-number', 'aria-hidden': 'true', text: String(n) }),
        el('button', {
          type: 'button', class: ['coin', heads ? 'is-heads' : 'is-tails'], 'aria-pressed': (state.active ? picked : heads) ? 'true' : 'false',
          'aria-label': t('coins.coin.label', { n, facts: [
            t(heads ? 'coins.coin.heads' : 'coins.coin.tails'),
            value !== undefined ? t('coins.coin.sg', { value }) : null,
            turning.has(i) ? t('coins.coin.turning') : null,
            state.active && picked ? t('coins.coin.selected') : null,
          ].filter(Boolean).join(t('coins.coin.separator')) }),
          disabled: locked, dataset: { index: i },
          on: { click: () => flip(i) },
        }, heads ? 'H' : 'T'),
        el('span', { class: 'coin-sg', 'aria-hidden': 'true', text: value ?? '' }));
    };
    const focused = document.activeElement?.classList?.contains('coin') ? document.activeElement.dataset.index : null;
    if (row.length > MAX_BUTTONS) {
      fullRow = null;
      windowStart = Math.max(0, Math.min(row.length - WINDOW, windowStart));
      const end = windowStart + WINDOW;
      const coinList = el('ol', { class: 'coin-row coin-window', 'aria-label': t('coins.window.label', { from: numberOf(windowStart), to: numberOf(end - 1), count: formatNumber(row.length) }) });
      for (let i = windowStart; i < end; i++) coinList.append(coinItem(i));
      replaceChildren(rowBox, el('div', { class: 'coin-summary' },
        el('p', {}, el('strong', { text: t('coins.window.count', { count: formatNumber(row.length), heads: formatNumber(countHeads(row)) }) }),
          ' ', t('coins.window.showing', { from: formatNumber(numberOf(windowStart)), to: formatNumber(numberOf(end - 1)) })),
        windowControls(),
        el('div', { class: 'coin-row-scroll' }, coinList),
        preview && preview.length ? el('p', { class: 'coin-summary-preview', text: t(preview.length === 1 ? 'coins.window.previewOne' : 'coins.window.previewMany', {
          list: preview.length > 12 ? [...preview.slice(0, 12).map(numberOf), '…'].join(t('coins.coin.separator')) : list(preview.map(numberOf)),
        }) }) : null,
        flipForm(locked)));
    } else {
      // In place: a keystroke in a 1000-coin row changes a coin or two, and
      // rebuilding every button would relay out the whole page. Each coin
      // is redrawn only when what it shows changed.
      const sigOf = (i) => `${row[i]}|${row[i] === 'H' ? valueAt(i) : ''}|${turning.has(i)}|${hinted.has(i)}|${locked}|${numberOf(i)}|${state.active}|${chosen.has(i)}`;
      const label = t('coins.row.label', { first: fromZero() ? 0 : 1 });
      if (!fullRow || !rowBox.contains(fullRow.list)) {
        fullRow = { list: el('ol', { class: 'coin-row' }), items: [], sigs: [] };
        replaceChildren(rowBox, el('div', { class: 'coin-row-scroll' }, fullRow.list),
          el('p', { class: 'hint coin-legend' }, el('span', { class: 'screen-only coin-click' }), t('kit.gap'), el('span', { class: 'coin-key' })));
      }
      // What a click does is for the screen; what the numbers mean prints too.
      const click = rowBox.querySelector('.coin-click');
      const key = rowBox.querySelector('.coin-key');
      const clickText = t(state.active ? 'coins.row.clickPlay' : 'coins.row.click');
      const keyText = t(state.active ? 'coins.row.legendPlay' : 'coins.row.legend');
      if (click && click.textContent !== clickText) click.textContent = clickText;
      if (key && key.textContent !== keyText) key.textContent = keyText;
      const { list: coinList, items, sigs } = fullRow;
      if (coinList.getAttribute('aria-label') !== label) coinList.setAttribute('aria-label', label);
      for (let i = 0; i < row.length; i++) {
        const sig = sigOf(i);
        if (sigs[i] === sig) continue;
        const item = coinItem(i);
        if (items[i]) items[i].replaceWith(item);
        else coinList.append(item);
        items[i] = item;
        sigs[i] = sig;
      }
      while (items.length > row.length) {
        items.pop().remove();
        sigs.pop();
      }
    }
    if (focused !== null) rowBox.querySelector(`.coin[data-index="${focused}"]`)?.focus();
    if (shown && analysis) {
      const first = shown.first(12);
      replaceChildren(totalLine, el('span', { class: 'coin-total-label', text: t('coins.total') }),
        shown.count ? `${first.join(' ⊕ ')}${shown.count > 12 ? ' ⊕ …' : ''} = ` : `${t('coins.total.none')} = `,
        el('strong', { class: 'coin-total-value', text: analysis.value ?? String(analysis.grundy) }));
    } else replaceChildren(totalLine);
  }

  // Scrolling a long row: a slider over the whole row, page buttons, and a
  // jump to the first winning move.
  function windowControls() {
    const last = row.length - WINDOW;
    const go = (start) => {
      windowStart = Math.max(0, Math.min(last, start));
      renderRow();
    };
    const slider = el('input', {
      type: 'range', class: 'coin-window-slider', min: '0', max: String(last), step: '1', value: String(windowStart),
      'aria-label': t('coins.window.scroll'), 'aria-valuetext': t('coins.window.scrollValue', { from: numberOf(windowStart), to: numberOf(windowStart + WINDOW - 1) }),
    });
    slider.addEventListener('change', () => {
      go(Number(slider.value));
      rowBox.querySelector('.coin-window-slider')?.focus();
    });
    const moves = analysis && current() ? analysis.winningMoves : [];
    const page = (delta, label, text) => el('button', {
      type: 'button', class: 'btn btn-small', 'aria-label': label,
      disabled: delta < 0 ? windowStart <= 0 : windowStart >= last,
      on: { click: () => go(windowStart + delta) },
    }, text);
    return el('div', { class: 'coin-window-controls' },
      page(-WINDOW, t('coins.window.previous'), '◀'),
      slider,
      page(WINDOW, t('coins.window.next'), '▶'),
      moves.length ? el('button', {
        type: 'button', class: 'btn btn-small',
        on: {
          click: () => {
            const turned = turnedBy(moves[0]);
            if (turned.length) go(turned[turned.length - 1] - Math.floor(WINDOW / 2));
          },
        },
      }, t('coins.window.winning')) : null);
  }

  // Flip one coin of a long row by its number.
  function flipForm(locked) {
    const id = uid('coin-flip');
    const input = el('input', { id, class: 'heap-param-input coin-flip-input', type: 'number', inputmode: 'numeric',
      min: String(numberOf(0)), max: String(numberOf(row.length - 1)), disabled: locked });
    const form = el('form', { class: 'coin-flip-form', novalidate: true },
      el('label', { for: id, class: 'heap-field-label', text: t(play.state().active ? 'coins.flip.labelPlay' : 'coins.flip.label', { from: numberOf(0), to: formatNumber(numberOf(row.length - 1)) }) }),
      el('div', { class: 'coin-flip-row' }, input, el('button', { type: 'submit', class: 'btn btn-small', disabled: locked }, t(play.state().active ? 'coins.flip.select' : 'coins.flip'))));
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const i = Number(input.value) - numberOf(0);
      if (!Number.isInteger(i) || i < 0 || i >= row.length) {
        input.setAttribute('aria-invalid', 'true');
        return;
      }
      flip(i);
    });
    return form;
  }

  function renderMoves() {
    const state = play.state();
    const key = (m) => `${m.component ?? 0}:${m.move}`; // a coin move's name says which coins it turns
    const hinted = new Set((state.hint ?? []).map(key));
    moves.render(analysis && current() ? analysis : null, {
      onPlay: (move) => {
        if (state.active && state.turn !== 'you') return;
        preview = null;
        if (move.to != null) {
          playTo(move.to);
          return;
        }
        // Listed without its `to`: the engine builds the position of this
        // one move (by its index in the list), in the Worker.
        const from = analysis.position;
        const fromRow = row;
        const index = analysis.winningMoves.indexOf(move);
        ctx.engine().then((engine) => engine.run('winningMove', [from, index])).then((m) => {
          if (field.value === from || row === fromRow) playTo(m.to);
        }, (error) => {
          if (!(error instanceof SGError)) throw error;
          ctx.notify(t('coins.notPlayed', { message: error.message }));
        });
      },
      decorate: (button, move) => decorateMove(button, move, { locked: state.active && state.turn !== 'you', hinted }),
      // Cut at MOVES_SHOWN + 1 on the page (the Worker lists the long list).
      more: Boolean(analysis && !analysis.winningMovesComplete && analysis.winningMoves.length <= MOVES_SHOWN + 1),
      // The longer list is drawn at once: the toggle then moves focus into it.
      onExpand: () => {
        analyse();
        rest.flush();
      },
    });
  }

  // A move button shows the coins it turns on the row while hovered or
  // focused (its label names them in the rule's numbering, as the row does).
  function decorateMove(button, move, { locked, hinted }) {
    button.disabled = locked;
    button.classList.toggle('is-hinted', hinted.has(`${move.component ?? 0}:${move.move}`));
    const show = () => {
      preview = turnedBy(move);
      if (preview.length) showCoin(preview[preview.length - 1]);
      renderRow();
    };
    const hide = () => { preview = null; renderRow(); };
    button.addEventListener('mouseenter', show);
    button.addEventListener('focus', show);
    button.addEventListener('mouseleave', hide);
    button.addEventListener('blur', hide);
  }

  function playTo(text) {
    field.value = text;
    fromText({ typed: false });
    moves.heading.focus();
  }



  // ---------------------------------------------------------- events
  ruleSelect.addEventListener('change', () => {
    play.reset();
    family = RULES.find((r) => r.id === ruleSelect.value)?.family ?? family;
    rule = ruleText() || RULES[0].id;
    setRow(row);
    if (ruleSelect.value === 'general') generalInput.focus();
  });
  generalInput.addEventListener('input', () => {
    const r = ruleText();
    if (!r) return;
    play.reset();
    rule = r;
    setRow(row);
  });
  lengthInput.addEventListener('change', () => {
    const n = Number(lengthInput.value);
    if (Number.isInteger(n) && n >= 1) resize(n);
    else lengthInput.value = String(row.length);
  });

  // Started after the frame that shows the verdict, so a phone's first
  // verdict does not share the line with the Worker's files.
  const warmUp = afterFrame(() => ctx.engine().then((engine) => engine.run('limits', [])).catch(() => {}));
  let shownOnce = false;
  return {
    element,
    show(params) {
      // Start the Worker now, so that a long row pasted later does not also
      // wait for it to load the engine.
      warmUp.schedule();
      const p = params.get('p');
      if (p !== null && p !== field.value) {
        field.value = p;
        fromText();
      } else if (!shownOnce) fromText();
      shownOnce = true;
    },
    hide() {
      controller.hide();
    },
  };
}
