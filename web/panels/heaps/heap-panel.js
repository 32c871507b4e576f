// The heap games panel: pick a rule (Nim, Bash, subtraction, octal games
// with the Kayles / Dawson / Grundy / Lasker presets, Staircase Nim,
// Wythoff), type a position, read the verdict and every winning move, play
// against the computer; and the big views: the Grundy sequence of the
// rule (web/panels/heaps/sequence-view.js), the Wythoff SG table (web/panels/heaps/wythoff-table.js)
// and the rule's misère quotient (web/panels/heaps/quotient-view.js).
import { SGError } from '../../api/sg.js';
import { el, icon, replaceChildren, uid } from '../../kit/dom.js';
import { attempt, capitalize, createMovesCard, createPositionField, createVerdictCard, familyExamples, retryWhenLoaded } from '../../kit/panel-kit.js';
import { panelLayout } from '../../kit/panel-kit.js';
import { createPlayControls } from '../../kit/play/play.js';
import { boardLock, createHeapBoard } from '../../kit/heap-board.js';
import { createWhyCard } from '../../kit/why/why-view.js';
import { PARAMS_MAX_TEXT, createPanelController } from '../../kit/panel-controller.js';
import { lazyQuotientView, lazySequenceView, lazyWythoffView } from './lazy-views.js';
import { pieces, t } from '../../i18n/i18n.js';

const SLOW_HEAP = 20000; // from this heap size on, analyse in the Worker
const VIEWS = ['position', 'sequence', 'quotient', 'wythoff'].map((id) => ({ id, label: `heaps.view.${id}` }));

// The family, rule text and arguments at the start of the text as the user
// typed it, while it is invalid (a valid text is read from its analysis).
function parseHead(text) {
  const m = /^\s*([A-Za-z]+)(?:\(([^)]*)\))?((?:\s+[^\s+]+)*)\s*$/.exec(text);
  if (!m) return null;
  return { family: m[1].toLowerCase(), param: m[2] ?? null, args: m[3].trim().split(/\s+/).filter(Boolean) };
}

const ruleOf = (game, param) => (game.param ? `${game.id}(${param})` : game.id);

// The heaps of a component's shape ('heaps', or 'steps' for Staircase Nim).
const heapsOf = (shape) => (shape && (shape.kind === 'heaps' || shape.kind === 'steps') ? Array.from(shape[shape.kind]) : []);

// The panel's rules, from the registry: every family whose panel is 'heaps'.
// A family's first example, as the engine analyses it, gives the rule its
// field starts with, the kind of shape it is drawn as, and the heaps a
// two-heap game (one with a two-heap table) falls back to.
function gamesOf(sg) {
  return sg.families().filter((f) => f.panel === 'heaps').map((f) => {
    const c = sg.analyze(f.examples[0], { includeTo: false, maxMoves: 0 }).components[0];
    return {
      id: f.name, label: f.label, example: f.examples[0], args: heapsOf(c.shape), shape: c.shape.kind,
      about: f.summary, hasSequence: f.hasSequence, pair: f.hasTable,
      param: f.ruleHelp ? { label: f.ruleHelp, value: c.rule ?? '', placeholder: c.rule ?? '' } : null,
    };
  });
}

// The sequence view's preset rules: every family of the registry with a
// sequence of heaps (Nim's panel draws Nim, but its sequence is shown here
// too), with the rule of its first example.
function sequenceRules(sg) {
  return sg.families().filter((f) => f.hasSequence).flatMap((f) => {
    const c = sg.analyze(f.examples[0], { includeTo: false, maxMoves: 0, parts: false }).components[0];
    return c.shape.kind === 'heaps' ? [c.rule === null ? f.name : `${f.name}(${c.rule})`] : [];
  });
}

export function createPanel(ctx) {
  const { sg } = ctx;
  const GAMES = gamesOf(sg);
  const ids = { game: uid('heap-game'), param: uid('heap-param'), paramError: uid('heap-param-error'), tabs: uid('heap-tabs') };
  let analysis = null;
  let failed = false; // the text is invalid (analysis is the last valid one)
  let view = 'position';
  let job = null; // AbortController of an analysis running in the Worker

  // ---------------------------------------------------------- rule picker
  const gameSelect = el('select', { id: ids.game, class: 'heap-select' },
    GAMES.map((g) => el('option', { value: g.id, text: g.label })));
  const paramInput = el('input', {
    id: ids.param, class: 'heap-param-input', type: 'text', spellcheck: 'false', autocomplete: 'off',
    'aria-describedby': ids.paramError, 'aria-invalid': 'false',
  });
  const paramLabel = el('label', { for: ids.param, class: 'heap-field-label' });
  const paramField = el('div', { class: 'heap-field heap-param' }, paramLabel, paramInput);
  // A rule the engine refuses is the rule control's error, said there; the
  // position (still the last good rule's) stays as it was.
  const paramError = el('p', { id: ids.paramError, class: 'heap-param-error', hidden: true });
  // The rule's summary is the engine's (sg.families()); it opens with the
  // rule's name.
  const about = el('p', { class: 'hint heap-about engine-text' });

  const field = createPositionField({
    label: t('heaps.position.label'),
    value: sg.families().find((f) => f.panel === 'heaps').examples[0], // the registry's opening position
    hint: pieces(t, 'heaps.position.hint', {
      kayles: el('code', { text: 'kayles 9 5' }), sub: el('code', { text: 'sub(1,3,4) 10 7' }),
      octal: el('code', { text: 'octal(0.137) 12' }), wythoff: el('code', { text: 'wythoff 3 5' }), plus: el('code', { text: '+' }),
    }),
    examples: familyExamples(sg.families(), 'heaps', { firstOnly: true }),
    onInput: () => { showParamError(null); update(); },
  });

  const busy = el('div', { class: 'seq-progress heap-busy', role: 'status', hidden: true },
    el('span', { class: 'seq-progress-text', text: t('heaps.busy') }),
    el('progress', { class: 'seq-progress-bar', 'aria-label': t('heaps.busy.bar') }),
    el('button', {
      type: 'button', class: 'btn btn-small',
      on: {
        click: () => {
          controller.cancel();
          job?.abort();
          job = null;
          busy.hidden = true;
        },
      },
    }, icon('close'), t('heaps.cancel')));

  // The heaps drawn as a board: click a token or a heap to make any legal
  // move (in a game, your move; otherwise the position after it is shown).
  // A card under the verdict, like Nim's heaps, so the verdict stays in the
  // first screen of a phone.
  const board = createHeapBoard({ onMove: (move) => play.move(move) });
  const boardBox = el('section', { class: 'card heap-board-box', 'aria-labelledby': `${ids.game}-board` },
    el('div', { class: 'card-head' }, el('h2', { id: `${ids.game}-board`, class: 'card-title', text: t('heaps.board') })), board.element);

  const positionCard = el('section', { class: 'card heap-position-card', 'aria-labelledby': `${ids.game}-title` },
    el('div', { class: 'card-head' }, el('h2', { id: `${ids.game}-title`, class: 'card-title', text: t('heaps.position.title') })),
    el('div', { class: 'heap-rule-row' },
      el('div', { class: 'heap-field' }, el('label', { for: ids.game, class: 'heap-field-label', text: t('heaps.game') }), gameSelect),
      paramField, paramError),
    about,
    field.element,
    busy);

  // ---------------------------------------------------------- results
  const verdict = createVerdictCard();
  const moves = createMovesCard();
  const valuesBody = el('div', { class: 'heap-values-body' });
  const valuesCard = el('section', { class: 'card heap-values-card', 'aria-label': t('heaps.values.card') },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: t('heaps.values.title') })),
    valuesBody);

  const why = createWhyCard({ sg, setPosition: (text) => setText(text) });

  const play = createPlayControls({
    sg,
    board: true,
    getPosition: () => field.value,
    family,
    setPosition: (text) => {
      field.value = text;
      update({ fromPlay: true });
    },
    onChange: () => { renderMoves(); renderBoard(); },
  });

  const positionView = panelLayout({
    name: 'heap',
    position: [positionCard],
    verdict: [why.quiz, verdict.element],
    side: [moves.element, play.element],
    main: [boardBox, valuesCard],
    wide: [why.element],
  });

  const sequence = lazySequenceView({ ctx, sg, rules: sequenceRules(sg) });
  const quotient = lazyQuotientView({ ctx, sg, rules: sequenceRules(sg) });
  const tableGame = GAMES.find((g) => g.pair);
  const wythoff = lazyWythoffView({
    ctx,
    game: tableGame.id,
    onPick: (a, b) => {
      composeAndSet({ components: [{ family: tableGame.id, shape: { kind: tableGame.shape, [tableGame.shape]: [a, b] } }] });
      selectView('position');
    },
  });

  // ---------------------------------------------------------- tabs
  const tabs = VIEWS.map((v) => el('button', {
    type: 'button', role: 'tab', id: `${ids.tabs}-${v.id}`, class: 'heap-tab',
    'aria-controls': `${ids.tabs}-${v.id}-panel`, dataset: { view: v.id },
    on: { click: () => selectView(v.id, { focus: true }) },
  }, t(v.label)));
  const tabList = el('div', { class: 'heap-tabs', role: 'tablist', 'aria-label': t('heaps.views') }, tabs);
  tabList.addEventListener('keydown', (e) => {
    const i = VIEWS.findIndex((v) => v.id === view);
    let j = null;
    if (e.key === 'ArrowRight') j = (i + 1) % VIEWS.length;
    else if (e.key === 'ArrowLeft') j = (i + VIEWS.length - 1) % VIEWS.length;
    else if (e.key === 'Home') j = 0;
    else if (e.key === 'End') j = VIEWS.length - 1;
    if (j === null) return;
    e.preventDefault();
    selectView(VIEWS[j].id, { focus: true });
  });
  const panels = {
    position: positionView,
    sequence: sequence.element,
    quotient: quotient.element,
    wythoff: wythoff.element,
  };
  const tabPanels = VIEWS.map((v) => el('div', {
    role: 'tabpanel', id: `${ids.tabs}-${v.id}-panel`, class: 'heap-tabpanel',
    'aria-labelledby': `${ids.tabs}-${v.id}`, tabindex: '-1',
  }, panels[v.id]));

  const element = el('article', { class: 'panel heap-panel' },
    el('header', { class: 'panel-head' },
      el('h1', { class: 'panel-title', text: t('heaps.title') }),
      el('p', { class: 'panel-lede', text: t('heaps.lede') })),
    tabList,
    tabPanels);

  function selectView(id, { focus = false } = {}) {
    view = id;
    tabs.forEach((tab, i) => {
      const on = VIEWS[i].id === id;
      tab.setAttribute('aria-selected', on ? 'true' : 'false');
      tab.tabIndex = on ? 0 : -1;
      if (on && focus) tab.focus();
    });
    tabPanels.forEach((p, i) => { p.hidden = VIEWS[i].id !== id; });
    if (id === 'sequence') sequence.setRule(currentRule());
    if (id === 'wythoff') wythoff.activate();
    if (id === 'quotient') activateQuotient();
    scheduleParams();
  }

  // ---------------------------------------------------------- behaviour
  function currentGame() {
    return GAMES.find((g) => g.id === gameSelect.value) ?? GAMES[0];
  }

  // `3 4 5` typed here is the picked game, with its rule.
  function family() {
    const game = currentGame();
    return ruleOf(game, paramInput.value.trim() || game.param?.value);
  }

  // The first component's family, rule and heaps: from the analysis while
  // the text is valid, else from the text as typed.
  function head({ typed = false } = {}) {
    const c = analysis && !failed && !typed ? analysis.components[0] : null;
    if (c) return { family: c.family, param: c.rule, args: heapsOf(c.shape) };
    const text = parseHead(field.value.split('+')[0]);
    return text && { ...text, args: text.args.map((a) => (/^\d+$/.test(a) ? BigInt(a) : a)) };
  }

  // The rule of the position's first component, for the sequence view.
  function currentRule() {
    const h = head();
    const game = h && GAMES.find((g) => g.id === h.family);
    if (game && game.hasSequence) return ruleOf(game, h.param ?? game.param?.value);
    const picked = currentGame();
    return picked.hasSequence ? ruleOf(picked, paramInput.value.trim() || picked.param?.value) : 'kayles';
  }

  // The misère quotient view: the rule of the position's first component
  // when it is a heap rule with a sequence (Nim too; not Wythoff's pairs),
  // else the sequence view's; and the position, to place in the quotient,
  // while the text is valid.
  function activateQuotient() {
    const c = analysis && !failed ? analysis.components[0] : null;
    const heapRule = c && c.shape?.kind === 'heaps' && sg.families().some((f) => f.name === c.family && f.hasSequence);
    const rule = heapRule ? ruleOf({ id: c.family, param: c.rule !== null }, c.rule) : currentRule();
    quotient.activate(rule, failed ? null : analysis);
  }

  // The picker follows the text.
  function syncPicker(how = {}) {
    const h = head(how);
    const game = h && GAMES.find((g) => g.id === h.family);
    if (game) {
      gameSelect.value = game.id;
      if (game.param && h.param !== null && document.activeElement !== paramInput) paramInput.value = h.param;
    }
    const g = currentGame();
    paramField.hidden = !g.param;
    if (g.param) {
      paramLabel.textContent = g.param.label;
      paramInput.placeholder = g.param.placeholder;
      if (!paramInput.value) paramInput.value = g.param.value;
    }
    about.textContent = g.about;
  }

  // The text follows the picker: same heaps, new rule, written by the engine.
  function rewriteRule() {
    const game = currentGame();
    const h = head();
    let args = h ? h.args : [];
    if (!args.length || (game.pair && args.length !== 2)) args = game.args;
    if (game.param && !(paramInput.value.trim())) paramInput.value = game.param.value;
    const rule = game.param ? paramInput.value.trim() : null;
    const { result, error } = attempt(() => sg.compose({ components: [{ family: game.id, rule, shape: { kind: game.shape, [game.shape]: args } }] }));
    if (retryWhenLoaded(sg, error, rewriteRule)) return;
    showParamError(error && game.param ? { label: game.param.label, error } : null);
    if (error && !game.param) controller.fail(error, rewriteRule);
    else if (!error) setText(result);
  }

  // The engine's reason for the one component composed, without the API's
  // "components[0] (bash):" before it.
  function showParamError(failure) {
    paramInput.setAttribute('aria-invalid', failure ? 'true' : 'false');
    paramError.hidden = !failure;
    if (!failure) {
      replaceChildren(paramError);
      return;
    }
    const { error, label } = failure;
    const reason = error.code === 'compose_in_component' ? error.params.error : error.reason ?? error.message;
    replaceChildren(paramError, icon('alert'), el('span', { text: t('heaps.param.invalid', { label, reason: capitalize(reason) }) }));
  }

  function composeAndSet(spec) {
    const { result, error } = attempt(() => sg.compose(spec));
    if (error) controller.fail(error, () => composeAndSet(spec));
    else setText(result);
  }

  function setText(text) {
    field.value = text;
    update();
  }

  // Big heaps of games without a closed form (Grundy's game above all) can
  // take seconds: any text with a heap that big is analysed in the Worker,
  // with a Cancel button (a closed form answers there at once too). The
  // text is not parsed yet: its numbers are only a measure of the work.
  function slow(text) {
    return (text.match(/\d+/g) ?? []).some((d) => d.length > 5 || Number(d) >= SLOW_HEAP);
  }

  const controller = createPanelController({
    ctx,
    read: () => field.value,
    family,
    analyze: (text, how, read) => {
      if (job) {
        job.abort();
        job = null;
      }
      if (!slow(text)) {
        busy.hidden = true;
        return attempt(() => sg.analyze(text, read));
      }
      const abort = new AbortController();
      job = abort;
      busy.hidden = false;
      syncPicker({ typed: true }); // the answer takes a while: follow the text now
      return ctx.engine().then((engine) => engine.run('analyze', [text, read], { signal: abort.signal })).then(
        (result) => ({ result }),
        (error) => {
          if (error && error.cancelled) return null;
          if (!(error instanceof SGError)) throw error;
          return { error };
        },
      ).finally(() => {
        if (job === abort) {
          job = null;
          busy.hidden = true;
        }
      });
    },
    showError: (error) => field.showError(error),
    showRead: field.showRead,
    staleParts: () => [verdict.element, moves.element, valuesCard, why.element],
    play,
    paramsOf: (text) => {
      const params = {};
      if (text.length <= PARAMS_MAX_TEXT) params.p = text;
      if (view !== 'position') params.view = view;
      return Object.assign(params, view === 'sequence' ? sequence.params() : {}, view === 'wythoff' ? wythoff.params() : {},
        view === 'quotient' ? quotient.params() : {});
    },
    render: (state) => {
      analysis = state.good?.analysis ?? null;
      failed = state.failure !== null;
      syncPicker();
      verdict.render(analysis, analysis ? statsOf(analysis) : []);
      renderMoves();
      renderBoard();
      renderValues();
      why.render(analysis);
      if (view === 'sequence') sequence.setRule(currentRule());
      if (view === 'quotient') activateQuotient();
    },
  });
  const update = (how) => controller.update(how);
  const scheduleParams = () => controller.scheduleParams();
  // While the text is bad the cards say which position they still show.
  verdict.element.before(controller.staleNote);

  function statsOf(a) {
    const misere = a.compound === 'misere';
    return [[t('heaps.play.term'), t(misere ? 'heaps.play.misere' : 'heaps.play.normal'), t(misere ? 'heaps.play.misereNote' : 'heaps.play.normalNote')]];
  }

  function renderMoves() {
    const state = play.state();
    const hinted = new Set((state.hint ?? []).map((m) => m.to));
    moves.render(analysis, {
      onPlay: (move) => {
        if (state.active && state.turn !== 'you') return;
        setText(move.to);
        moves.heading.focus();
      },
      where: analysis && analysis.components.length > 1 ? (m) => t('heaps.moves.in', { position: analysis.components[m.component].position }) : null,
    });
    const busy = state.active && state.turn !== 'you';
    for (const button of moves.element.querySelectorAll('.move')) {
      button.disabled = busy;
      const to = button.querySelector('.move-to code')?.textContent;
      button.classList.toggle('is-hinted', hinted.has(to));
    }
  }

  // The board: the heaps of every component drawn as heaps or steps, and
  // the legal moves of the position shown (of the game's, in a game).
  function renderBoard() {
    const state = play.state();
    const shapes = analysis ? analysis.components.map((c, index) => ({ index, shape: c.shape }))
      .filter(({ shape }) => shape && (shape.kind === 'heaps' || shape.kind === 'steps')) : [];
    boardBox.hidden = !shapes.length;
    if (!shapes.length) {
      board.render(null);
      return;
    }
    const large = (shape) => new Map((shape.large ?? []).map((x) => [x.index, x.value]));
    board.render({
      components: shapes.map(({ index, shape }) => {
        const big = large(shape);
        return { index, kind: shape.kind, sizes: Array.from(shape[shape.kind], (v, i) => (big.has(i) ? BigInt(big.get(i)) : v)) };
      }),
      legal: state.active ? play.legalMoves() : play.legalMovesOf(analysis.position),
      locked: boardLock(state, failed),
      hinted: new Set((state.hint ?? []).map((m) => m.to)),
    });
  }

  // A component's heaps (or steps) as drawn in the table, from its shape.
  function sizesOf(c) {
    const list = c.shape?.kind === 'heaps' ? c.shape.heaps : c.shape?.kind === 'steps' ? c.shape.steps : [];
    const large = new Map((c.shape?.large ?? []).map((x) => [x.index, x.value]));
    const sizes = Array.from(list, (v, i) => large.get(i) ?? String(v));
    // One part per heap (a Wythoff pair is one part): the sizes go beside the values.
    return { heaps: c.shape?.kind === 'heaps' && c.parts.length === sizes.length, staircase: c.shape?.kind === 'steps', sizes };
  }

  // Each heap (or step) with its SG value, and their XOR.
  function renderValues() {
    if (!analysis) {
      replaceChildren(valuesBody, el('p', { class: 'empty-note', text: t('heaps.values.empty') }));
      return;
    }
    const groups = analysis.components.map((c, ci) => {
      const { heaps, staircase, sizes } = sizesOf(c);
      let note = null;
      let engineNote = false; // a component's theory is the engine's text
      if (staircase) note = t('heaps.values.staircase');
      else if (!c.parts.length && c.theory) {
        note = capitalize(c.theory);
        engineNote = true;
      }
      // Misère sums of heaps: each heap's genus g^{γ0γ1…} and whether it is tame.
      const genera = c.genera ?? null;
      const rows = c.parts.slice(0, 200).map((p, i) => el('tr', { class: p.grundy === 0 ? 'is-zero' : null },
        el('th', { scope: 'row', class: 'engine-text', text: capitalize(p.label) }),
        el('td', { class: 'num', text: heaps || staircase ? (sizes[i] ?? '') : '' }),
        el('td', { class: 'num heap-sg', text: p.value }),
        genera ? genusCells(genera[i]) : null));
      return el('div', { class: 'heap-values-group' },
        analysis.components.length > 1 ? el('p', { class: 'heap-group-title' }, el('span', { text: t('heaps.values.component', { n: ci + 1 }) }), el('code', { text: c.position })) : null,
        rows.length ? el('table', { class: 'heap-values' },
          el('thead', {}, el('tr', {},
            el('th', { scope: 'col', text: t(staircase ? 'heaps.values.step' : 'heaps.values.heap') }),
            el('th', { scope: 'col', class: 'num', text: t(staircase ? 'heaps.values.coins' : 'heaps.values.size') }),
            el('th', { scope: 'col', class: 'num', text: t(staircase ? 'heaps.values.counts' : 'heaps.values.sg') }),
            genera ? [el('th', { scope: 'col', text: t('heaps.values.genus') }), el('th', { scope: 'col', text: t('heaps.values.tame') })] : null)),
          el('tbody', {}, rows),
          el('tfoot', {}, el('tr', {},
            el('th', { scope: 'row', text: t(analysis.components.length > 1 ? 'heaps.values.componentTotal' : 'heaps.values.xor') }),
            el('td', {}),
            el('td', { class: 'num heap-sg', text: c.value ?? '—' }),
            genera ? [el('td', {}), el('td', {})] : null))) : null,
        c.parts.length > 200 ? el('p', { class: 'hint', text: t('heaps.values.more', { count: c.parts.length - 200 }) }) : null,
        note ? el('p', { class: ['hint', engineNote && 'engine-text'], text: note }) : null);
    });
    const total = analysis.value ?? (analysis.grundy === null ? '—' : String(analysis.grundy));
    // In misère play the XOR does not decide: the genus (or misère Nim's rule) does.
    if (analysis.compound === 'misere') {
      const withGenus = analysis.components.some((c) => c.genera);
      replaceChildren(valuesBody,
        el('p', { class: 'hint', text: t(withGenus ? 'heaps.values.genusHint' : 'heaps.values.misereHint') }),
        groups,
        analysis.tameness ? el('p', { class: 'conclusion engine-text', text: capitalize(analysis.tameness) }) : null);
      return;
    }
    replaceChildren(valuesBody,
      el('p', { class: 'hint', text: t('heaps.values.hint') }),
      groups,
      analysis.components.length > 1 ? el('p', { class: 'conclusion', text: t('heaps.values.sum', { total }) }) : null,
      el('p', { class: 'conclusion', text: analysis.outcome === 'P' ? t('heaps.values.zero')
        : analysis.outcome === 'N' ? t('heaps.values.nonZero', { total }) : '' }));
  }

  // A heap's genus as Conway writes it, g with γ0γ1… raised, and whether it is tame.
  function genusCells(g) {
    if (!g) return [el('td', { class: 'hint', text: t('heaps.values.unknown') }), el('td', {})];
    const wide = g.misere.some((v) => v > 9);
    return [
      el('td', { class: 'heap-genus', translate: 'no' }, String(g.normal), el('sup', { text: g.misere.join(wide ? ',' : '') })),
      el('td', { class: g.tame ? 'is-tame' : 'is-wild', text: t(g.tame ? 'heaps.values.yes' : 'heaps.values.no') }),
    ];
  }

  gameSelect.addEventListener('change', () => {
    const game = currentGame();
    showParamError(null);
    paramInput.value = game.param ? game.param.value : '';
    rewriteRule();
  });
  paramInput.addEventListener('input', () => {
    if (!paramInput.value.trim()) return;
    rewriteRule();
  });
  sequence.onSettings(() => scheduleParams());
  wythoff.onSettings(() => scheduleParams());
  quotient.onSettings(() => scheduleParams());

  let shownOnce = false;
  return {
    element,
    show(params) {
      const p = params.get('p');
      const wanted = params.get('view');
      if (p !== null && p !== field.value) {
        field.value = p;
        update();
      } else if (!shownOnce) {
        update();
      }
      sequence.restore(params);
      wythoff.restore(params);
      quotient.restore(params);
      const v = VIEWS.some((x) => x.id === wanted) ? wanted : 'position';
      if (!shownOnce || v !== view) selectView(v);
      shownOnce = true;
    },
    hide() {
      controller.hide();
    },
  };
}
