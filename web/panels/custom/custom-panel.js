// The Custom panel: write your own impartial game in the rule language
// (docs/rule-language.md) and the engine solves it. The definition is data:
// sg.define hands its text to the core, which parses and runs it; nothing
// here evaluates it. Errors are marked at their line in the editor. Then:
// positions of the game, alone or in sums, with the verdict, every winning
// move, the Why card and play (the shared kit); its Grundy sequence with a
// plot (one argument) or its SG table (two), computed in the Worker with a
// Cancel; and "Which game is this?". The URL carries the definition, so a
// link shares the game. Its texts are the catalogue's (web/i18n/*/custom.js).
import { SGError } from '../../api/sg.js';
import { el, icon, replaceChildren, uid } from '../../kit/dom.js';
import { attempt, createMovesCard, createPositionField, createVerdictCard, retryWhenLoaded } from '../../kit/panel-kit.js';
import { createPlayControls } from '../../kit/play/play.js';
import { createWhyCard } from '../../kit/why/why-view.js';
import { PARAMS_MAX_TEXT, createPanelController, familyOf } from '../../kit/panel-controller.js';
import { lazySequenceView, lazyWythoffView } from '../heaps/lazy-views.js';
import { EXAMPLES } from './custom-examples.js';
import { createRuleEditor } from './rule-editor.js';
import { createGameLookup } from './game-lookup.js';
import { formatNumber, t } from '../../i18n/i18n.js';

// Catalogue text with `code` in backticks, as text nodes and <code>.
function rich(text) {
  return text.split('`').map((part, i) => (i % 2 ? el('code', { text: part }) : part));
}

// A defined game's shape in words: "lask(n): 2 option lines. Its positions ...".
function definedText(g) {
  const lines = g.optionLines === 1 ? t('custom.optionLines.one') : t('custom.optionLines.many', { count: formatNumber(g.optionLines) });
  return t(g.splits ? 'custom.definedSplits' : 'custom.defined', {
    signature: `${g.name}(${g.arguments.join(', ')})`, lines, form: `${g.name} ${g.arguments.join(' ')}`, example: g.example,
  });
}

const tableTexts = (name) => ({
  title: t('custom.table.title', { name }),
  intro: t('custom.table.intro'),
  region: t('custom.table.region', { name }),
  caption: t('custom.table.caption', { name }),
  values: t('custom.table.values', { name }),
});

// A starting point's text, its comment in the page's language.
const sourceOf = (x) => (x.comment ? `# ${t(x.comment)}\n${x.source}` : x.source);

const VIEWS = ['position', 'values', 'lookup'];
const DEFINE_DELAY_MS = 250;
const SLOW_ARGUMENT = 1000; // a position with a number this big is analysed in the Worker
const LOOKUP_VALUES = 40; // values handed to "Which game is this?"
const MAX_DEFINITION_IN_URL = 6000;

export function createPanel(ctx) {
  const { sg } = ctx;
  const ids = { tabs: uid('custom-tabs'), def: uid('custom-def') };
  let game = null; // the game last defined here: sg.define's answer and its source
  let view = 'position';
  let defineTimer = null;
  let job = null; // AbortController of an analysis in the Worker
  let valuesView = null; // { for: source, view, kind }
  let locked = false;

  // ---------------------------------------------------------- definition
  const editor = createRuleEditor({ label: t('custom.definitionLabel'), value: sourceOf(EXAMPLES[2]), onInput: () => scheduleDefine() });
  const status = el('p', { class: 'rule-status', role: 'status', 'aria-live': 'polite' });
  const exampleRow = el('div', { class: 'examples', role: 'group', 'aria-label': t('custom.startFrom') },
    el('span', { class: 'examples-label', text: t('custom.startFrom') }),
    EXAMPLES.map((x) => el('button', {
      type: 'button', class: 'chip', title: sourceOf(x),
      on: { click: () => { editor.value = sourceOf(x); defineNow(); } },
    }, t(x.label))));
  const syntax = el('p', { class: 'hint rule-syntax' }, rich(t('custom.syntax')));
  const urlNote = el('p', { class: 'hint', text: t('custom.longDefinition'), hidden: true });
  const definitionCard = el('section', { class: 'card rule-card', 'aria-labelledby': ids.def },
    el('div', { class: 'card-head' }, el('h2', { id: ids.def, class: 'card-title', text: t('custom.definitionTitle') })),
    syntax, editor.element, status, exampleRow, urlNote);

  // ---------------------------------------------------------- position
  const field = createPositionField({ label: t('custom.positionLabel'), value: '', onInput: () => update() });
  const positionHint = el('p', { class: 'hint' });
  const tryRow = el('div', { class: 'examples', role: 'group', 'aria-label': t('custom.try') });
  const busy = el('div', { class: 'seq-progress heap-busy', role: 'status', hidden: true },
    el('span', { class: 'seq-progress-text', text: t('custom.busy') }),
    el('progress', { class: 'seq-progress-bar', 'aria-label': t('custom.busy') }),
    el('button', { type: 'button', class: 'btn btn-small', on: { click: () => cancelJob() } }, icon('close'), t('custom.cancel')));
  const positionCard = el('section', { class: 'card custom-position-card', 'aria-label': t('custom.positionTitle') },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: t('custom.positionTitle') })),
    field.element, positionHint, tryRow, busy);

  const verdict = createVerdictCard();
  const moves = createMovesCard();
  const why = createWhyCard({ sg, setPosition: (text) => setText(text) });
  const play = createPlayControls({
    sg,
    board: false,
    getPosition: () => field.value,
    family: () => family(),
    setPosition: (text) => setText(text, { fromPlay: true }),
    onChange: (state) => { locked = state.locked; },
  });

  const controller = createPanelController({
    ctx,
    read: () => field.value,
    family: () => family(),
    analyze: (text, how, read) => analyze(text, read),
    showError: (error) => field.showError(error),
    showRead: field.showRead,
    staleParts: () => [verdict.element, moves.element, why.element],
    play,
    paramsOf: () => paramsOf(),
    render: (state) => render(state),
  });
  const update = (how) => controller.update(how);
  // `5` typed here is the game defined (else the game shown).
  const family = () => game?.name ?? familyOf(controller.good?.analysis);

  const positionView = el('div', { class: 'custom-layout' },
    el('div', { class: 'custom-main' }, positionCard, why.element),
    el('div', { class: 'custom-side' }, why.quiz, controller.staleNote, verdict.element, moves.element, play.element));

  // ---------------------------------------------------------- values, lookup
  const valuesBox = el('div', { class: 'custom-values' });
  const lookup = createGameLookup({ sg, valuesOf: (name) => attempt(() => sg.sequence(name, LOOKUP_VALUES)).result?.values ?? null });

  // ---------------------------------------------------------- tabs
  const tabs = VIEWS.map((v) => el('button', {
    type: 'button', role: 'tab', id: `${ids.tabs}-${v}`, class: 'heap-tab',
    'aria-controls': `${ids.tabs}-${v}-panel`, on: { click: () => selectView(v, { focus: true }) },
  }, t(`custom.view.${v}`)));
  const tabList = el('div', { class: 'heap-tabs', role: 'tablist', 'aria-label': t('custom.views') }, tabs);
  tabList.addEventListener('keydown', (e) => {
    const i = VIEWS.indexOf(view);
    const j = { ArrowRight: (i + 1) % VIEWS.length, ArrowLeft: (i + VIEWS.length - 1) % VIEWS.length, Home: 0, End: VIEWS.length - 1 }[e.key];
    if (j === undefined) return;
    e.preventDefault();
    selectView(VIEWS[j], { focus: true });
  });
  const contents = { position: positionView, values: valuesBox, lookup: lookup.element };
  const tabPanels = VIEWS.map((v) => el('div', {
    role: 'tabpanel', id: `${ids.tabs}-${v}-panel`, class: 'heap-tabpanel', 'aria-labelledby': `${ids.tabs}-${v}`, tabindex: '-1',
  }, contents[v]));

  const element = el('article', { class: 'panel custom-panel' },
    el('header', { class: 'panel-head' },
      el('h1', { class: 'panel-title', text: t('custom.title') }),
      el('p', { class: 'panel-lede', text: t('custom.lede') })),
    definitionCard, tabList, tabPanels);

  // ---------------------------------------------------------- behaviour

  function scheduleDefine() {
    clearTimeout(defineTimer);
    defineTimer = setTimeout(() => defineNow(), DEFINE_DELAY_MS);
  }

  // The editor's text to the engine. A valid definition becomes the
  // panel's game (every Worker defines it before its next job); an invalid
  // one is marked in the editor and the panel keeps the last valid game.
  function defineNow({ keepPosition = false } = {}) {
    clearTimeout(defineTimer);
    const source = editor.value;
    if (game && source === game.source) {
      editor.showError(null);
      replaceChildren(status, rich(definedText(game)));
      return;
    }
    const { result, error } = attempt(() => sg.define(source));
    if (retryWhenLoaded(sg, error, () => { if (editor.value === source) defineNow({ keepPosition }); })) return;
    editor.showError(error ?? null);
    if (error) {
      replaceChildren(status, rich(game ? t('custom.stillShown', { name: game.name }) : t('custom.nothingYet')));
      controller.scheduleParams();
      return;
    }
    const previous = game;
    game = { ...result, source };
    if (previous && previous.name !== game.name) {
      const forget = () => attempt(() => sg.forget(previous.name));
      retryWhenLoaded(sg, forget().error, () => { forget(); update(); });
    }
    replaceChildren(status, rich(definedText(game)));
    lookup.setGame(game.arity === 1 ? game.name : null);
    renderTries();
    rebuildValues();
    // The position stays when it is still one of this game's (its values
    // may have changed): analysed again; otherwise the game's example.
    const same = previous && previous.name === game.name && previous.arity === game.arity;
    if (keepPosition || (same && field.value.trim())) update();
    else setText(game.example);
  }

  function renderTries() {
    replaceChildren(positionHint, rich(t('custom.positionHint', { name: game.name, example: game.example })));
    const tries = [game.example, `${game.example} + nim 3`];
    replaceChildren(tryRow, el('span', { class: 'examples-label', text: t('custom.try') }),
      tries.map((text) => el('button', { type: 'button', class: 'chip', on: { click: () => setText(text) } }, text)));
  }

  // The values view follows the game: its sequence (one argument), its
  // table (two), or a note. Computed when the view is shown.
  function rebuildValues() {
    if (valuesView && valuesView.for === game.source) return;
    let made;
    if (game.arity === 1) {
      made = lazySequenceView({ ctx, sg, rules: [game.name], intro: t('custom.sequenceIntro') });
      made.onSettings(() => controller.scheduleParams());
    } else if (game.arity === 2) {
      const name = game.name;
      made = lazyWythoffView({
        ctx,
        game: name,
        texts: tableTexts(name),
        onPick: function pick(a, b) {
          const { result, error } = attempt(() => sg.compose({ components: [{ family: name, shape: { kind: 'tuples', tuples: [[a, b]] } }] }));
          if (error) controller.fail(error, () => pick(a, b));
          else {
            setText(result);
            selectView('position');
          }
        },
      });
      made.onSettings(() => controller.scheduleParams());
    }
    valuesView = { for: game.source, view: made ?? null, kind: game.arity };
    replaceChildren(valuesBox, made ? made.element
      : el('section', { class: 'card' }, el('p', { class: 'empty-note' }, rich(t('custom.noValues', { name: game.name, arity: formatNumber(game.arity) })))));
    if (view === 'values') showValues();
  }

  function showValues() {
    const v = valuesView?.view;
    if (!v) return;
    if (valuesView.kind === 1) v.setRule(game.name);
    else v.activate();
  }

  function selectView(id, { focus = false } = {}) {
    view = id;
    tabs.forEach((t, i) => {
      const on = VIEWS[i] === id;
      t.setAttribute('aria-selected', on ? 'true' : 'false');
      t.tabIndex = on ? 0 : -1;
      if (on && focus) t.focus();
    });
    tabPanels.forEach((p, i) => { p.hidden = VIEWS[i] !== id; });
    if (id === 'values' && game) showValues();
    controller.scheduleParams();
  }

  function setText(text, { fromPlay = false } = {}) {
    field.value = text;
    update({ fromPlay });
  }

  function cancelJob() {
    controller.cancel();
    job?.abort();
    job = null;
    busy.hidden = true;
  }

  // Small positions on this page; one with a big number in the Worker,
  // where Cancel stops it for real (a defined game's cost is not known in
  // advance: its caps bound it).
  function analyze(text, read) {
    if (job) {
      job.abort();
      job = null;
    }
    const big = (text.match(/\d+/g) ?? []).some((d) => d.length > 6 || Number(d) >= SLOW_ARGUMENT);
    if (!big) {
      busy.hidden = true;
      return attempt(() => sg.analyze(text, read));
    }
    const abort = new AbortController();
    job = abort;
    busy.hidden = false;
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
  }

  function render({ good }) {
    const analysis = good?.analysis ?? null;
    why.render(analysis);
    verdict.render(analysis, analysis ? [[t('custom.components'), formatNumber(analysis.components.length), analysis.components.length > 1 ? t('custom.componentsNote') : null]] : []);
    moves.render(analysis, {
      onPlay: (m) => {
        if (locked) return;
        setText(m.to);
        moves.heading.focus();
      },
      where: analysis && analysis.components.length > 1 ? (m) => t('custom.inComponent', { position: analysis.components[m.component].position }) : null,
    });
  }

  function paramsOf() {
    const params = {};
    const source = editor.value;
    urlNote.hidden = source.length <= MAX_DEFINITION_IN_URL;
    if (source.length <= MAX_DEFINITION_IN_URL) params.def = source;
    if (field.value.length <= PARAMS_MAX_TEXT) params.p = field.value;
    if (view !== 'position') params.view = view;
    if (view === 'values' && valuesView?.view) Object.assign(params, valuesView.view.params());
    if (view === 'lookup') Object.assign(params, lookup.params());
    return params;
  }

  let shownOnce = false;
  return {
    element,
    show(params) {
      const def = params.get('def');
      const p = params.get('p');
      // The game first, then its position (analysed once the game is known).
      const newPosition = p !== null && p !== field.value;
      if (newPosition) field.value = p;
      if ((def !== null && def !== editor.value) || !shownOnce) {
        if (def !== null) editor.value = def;
        defineNow({ keepPosition: p !== null });
      } else if (newPosition) {
        update();
      }
      valuesView?.view?.restore(params);
      lookup.restore(params);
      const wanted = VIEWS.includes(params.get('view')) ? params.get('view') : 'position';
      if (!shownOnce || wanted !== view) selectView(wanted);
      shownOnce = true;
    },
    hide() {
      controller.hide();
    },
  };
}
