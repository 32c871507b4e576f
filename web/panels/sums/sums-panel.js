// The Sums panel: build a sum of games of any family (a Nim heap, a Kayles
// row, a coin row, a tree, a token on a graph, or anything typed), choose
// how they are combined (normal, misère, every, conjunctive, selective),
// and read the verdict, the theorem that decides it, each component's
// values, and the winning moves grouped by component. Play the whole sum
// against the computer. All values come from the engine's analyze().
import { el, icon, replaceChildren, uid } from '../../kit/dom.js';
import { createPlayControls } from '../../kit/play.js';
import { createWhyCard } from '../../kit/why-view.js';
import { SGError } from '../../api/sg.js';
import { attempt, createMovesCard, createPositionField, createVerdictCard, panelShell } from '../../kit/panel-kit.js';
import { createPanelController } from '../../kit/panel-controller.js';
import { theoremLink } from '../../kit/theorem-link.js';

const DEFAULT_POSITION = 'nim 5 + kayles 4 + coins(turtles) THHT + tree (()(()))';

const COMPOUNDS = [
  { id: 'normal', label: 'Normal', describe: 'move in one component; the last to move wins' },
  { id: 'misere', label: 'Misère', describe: 'move in one component; the last to move loses' },
  { id: 'every', label: 'Every', describe: 'move in every component not yet over' },
  { id: 'conjunctive', label: 'Conjunctive', describe: 'move in every component; over when one is' },
  { id: 'selective', label: 'Selective', describe: 'move in any non-empty set of components' },
];

// The compound prefix of the text as the user typed it (maybe invalid): the
// radio buttons follow it, and a compound chosen while the text is invalid
// replaces it there, leaving the rest as typed.
const splitCompound = (text) => {
  const m = /^\s*([A-Za-z\u00C0-\u024F]+)\s*:\s*/.exec(text);
  if (!m) return { compound: 'normal', body: text.trim() };
  const id = m[1].toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return { compound: id, body: text.slice(m[0].length).trim() };
};

const typedWithCompound = (compound, body) => (compound !== 'normal' ? `${compound}: ${body}` : body);

const lengthText = (v) => (v === null || v === undefined ? '—' : String(v));

export function createPanel(ctx) {
  const { sg } = ctx;
  let locked = false; // the computer is to move in a running game

  const field = createPositionField({
    label: 'Position in SG notation',
    value: DEFAULT_POSITION,
    hint: el('span', {}, 'Components joined by ', el('code', { text: '+' }), '; a compound before a colon, such as ',
      el('code', { text: 'conjunctive: nim 3 + kayles 4' }), '. Or build the sum below.'),
    examples: [
      { label: 'Mixed sum', text: DEFAULT_POSITION },
      { label: 'Misère (SJ theorem)', text: 'misere: nim 1 2 + graph(a>b,b>c,a>c) a' },
      { label: 'Misère (search)', text: 'misere: nim 2 + kayles 3 + tree (())' },
      { label: 'Every-SG', text: 'every: nim 3 + sub(1,2) 5 + kayles 4' },
      { label: 'Conjunctive', text: 'conjunctive: nim 2 + sub(1,2) 4 + kayles 5' },
      { label: 'Selective', text: 'selective: nim 1 + kayles 3 + nim 2' },
    ],
    onInput: () => update(),
  });

  // ---------------------------------------------------------- compound switch
  const compoundName = uid('compound');
  const compoundInputs = new Map();
  const compoundGroup = el('fieldset', { class: 'compound-group' },
    el('legend', { class: 'compound-legend', text: 'How the components combine' }),
    el('div', { class: 'compound-options' }, COMPOUNDS.map((c) => {
      const input = el('input', { type: 'radio', name: compoundName, value: c.id, class: 'compound-radio', on: { change: () => setCompound(c.id) } });
      compoundInputs.set(c.id, input);
      return el('label', { class: 'compound-option', title: c.describe }, input,
        el('span', { class: 'compound-text' }, el('span', { class: 'compound-label', text: c.label }), el('span', { class: 'compound-describe', text: c.describe })));
    })));

  // ---------------------------------------------------------- components
  const componentList = el('ol', { class: 'sum-components', 'aria-label': 'Components' });

  // The add-a-component form: one entry per family of the registry; the
  // text field starts with the family's first example, to edit.
  const families = sg.families();
  const kindSelect = el('select', { class: 'sum-kind', 'aria-label': 'Kind of component' }, families.map((f) => el('option', { value: f.name, text: f.label })));
  const valueInput = el('input', { type: 'text', class: 'sum-value', spellcheck: 'false', autocomplete: 'off' });
  const kindAbout = el('p', { class: 'hint sum-kind-about' });
  const addForm = el('form', { class: 'sum-add', 'aria-label': 'Add a component' },
    el('label', { class: 'sum-field' }, el('span', { text: 'Add' }), kindSelect),
    el('label', { class: 'sum-field sum-field-grow' }, el('span', { text: 'Component' }), valueInput),
    el('button', { type: 'submit', class: 'btn btn-primary btn-small sum-add-button' }, icon('plus'), 'Add component'),
    kindAbout);
  const syncKind = () => {
    const family = families.find((f) => f.name === kindSelect.value);
    valueInput.value = family.examples[0];
    kindAbout.textContent = family.summary;
  };
  kindSelect.addEventListener('change', syncKind);
  syncKind();
  addForm.addEventListener('submit', (e) => {
    e.preventDefault();
    const value = valueInput.value.trim();
    if (!value) return;
    const { good, failure } = controller;
    // The field holds an error: add to the text as typed, where it stays.
    if (failure || !good || !field.value.trim()) {
      setText(field.value.trim() ? `${field.value.trim()} + ${value}` : value);
      return;
    }
    const added = componentsOf(value, 'The new component');
    if (added) setComponents(good.compound, [...good.analysis.components, ...added]);
  });

  const positionCard = el('section', { class: 'card sum-position', 'aria-label': 'The sum' },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: 'The sum' })),
    field.element);
  // The builder is the board: under the verdict, like every panel's.
  const builderCard = el('section', { class: 'card sum-builder', 'aria-label': 'Build the sum' },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: 'Build the sum' })),
    compoundGroup, componentList, addForm);

  // ---------------------------------------------------------- results
  const verdict = createVerdictCard();
  const moves = createMovesCard();
  const valuesBody = el('div', { class: 'sum-values-body' });
  const valuesCard = el('section', { class: 'card sum-values', 'aria-label': 'Component values' },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: 'Component values' })), valuesBody);
  const play = createPlayControls({
    sg,
    board: false,
    getPosition: () => field.value,
    setPosition: (text) => setText(text, { fromPlay: true }),
    onChange: (state) => { locked = state.locked; },
  });
  const playCard = play.element;

  const why = createWhyCard({ sg: ctx.sg, setPosition: (text) => setText(text) });

  const controller = createPanelController({
    ctx,
    read: () => field.value,
    accept: (result) => ({ analysis: result, compound: result.compound, parts: result.components.map((c) => c.position) }),
    showError: (failure) => field.showError(failure),
    staleParts: () => [verdict.element, moves.element, valuesCard, why.element],
    play,
    render: () => render(),
  });
  const update = (how) => controller.update(how);

  const element = panelShell({
    name: 'sums',
    title: 'Sums of games',
    lede: 'Put games side by side and choose how a turn works: move in one of them (the ordinary sum, normal or misère), in every one, or in any set of them. The verdict names the theorem that decides it.',
    position: [positionCard],
    verdict: [why.quiz, controller.staleNote, verdict.element],
    side: [moves.element, playCard],
    main: [builderCard, valuesCard],
    wide: [why.element],
  });

  // ---------------------------------------------------------- behaviour

  function setText(text, { fromPlay = false } = {}) {
    field.value = text;
    update({ fromPlay });
  }

  // The engine writes every position the panel builds (sg.compose).
  function setComponents(compound, components) {
    if (!components.length) {
      setText('');
      return;
    }
    const { result, error } = attempt(() => sg.compose({ compound, components }));
    if (error) controller.fail(error);
    else setText(result);
  }

  // The components of a part typed in the form or in a part's field (a
  // part may itself be a sum), or null after showing why it is not valid.
  function componentsOf(text, what) {
    const { result, error } = attempt(() => sg.analyze(text, { includeTo: false, maxMoves: 0, parts: false }));
    if (result) return result.components;
    controller.fail(new SGError(`${what} (${text}): ${error.message}`));
    return null;
  }

  function setCompound(id) {
    const { good, failure } = controller;
    if (good && !failure) setComponents(id, good.analysis.components);
    else setText(typedWithCompound(id, splitCompound(field.value).body));
  }

  function replacePart(i, text) {
    const components = [...controller.good.analysis.components];
    if (text === null) components.splice(i, 1);
    else {
      const replaced = componentsOf(text, `Component ${i + 1}`);
      if (!replaced) return;
      components.splice(i, 1, ...replaced);
    }
    setComponents(controller.good.compound, components);
  }

  function render() {
    const { good, failure } = controller;
    const typed = splitCompound(field.value).compound;
    for (const [id, input] of compoundInputs) input.checked = id === (failure ? typed : good?.compound ?? 'normal');
    why.render(good ? good.analysis : null);
    if (!good) {
      verdict.render(null);
      moves.render(null);
      replaceChildren(componentList);
      replaceChildren(valuesBody);
      return;
    }
    const { analysis, compound } = good;
    verdict.render(analysis, [['Compound', COMPOUNDS.find((c) => c.id === compound)?.label ?? compound, COMPOUNDS.find((c) => c.id === compound)?.describe]]);
    const combined = ['every', 'conjunctive', 'selective'].includes(compound);
    moves.render(analysis, {
      onPlay: (m) => {
        if (locked) return;
        setText(m.to);
        moves.heading.focus();
      },
      group: (m) => (combined ? groupOfCombined(m) : `Component ${(m.component ?? 0) + 1}: ${controller.good.parts[m.component ?? 0] ?? ''}`),
      emptyText: null,
    });
    renderComponents();
    renderValues();
  }

  // A compound turn -> which components it moves in: the parts of its action.
  function groupOfCombined(move) {
    const which = (move.action.parts ?? [move.action]).map((a) => a.component + 1);
    if (!which.length) return 'Moves';
    return which.length === 1 ? `In component ${which[0]} only` : `In components ${which.join(', ')}`;
  }

  function renderComponents() {
    const focusKey = componentList.contains(document.activeElement) ? document.activeElement.dataset.focusKey : null;
    const { good } = controller;
    replaceChildren(componentList, good.parts.map((p, i) => {
      const c = good.analysis.components[i];
      const input = el('input', {
        type: 'text', class: 'sum-part-input', value: p, spellcheck: 'false', autocomplete: 'off',
        'aria-label': `Component ${i + 1} notation`, dataset: { focusKey: `part-${i}` },
      });
      input.addEventListener('change', () => replacePart(i, input.value.trim() || null));
      input.addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); replacePart(i, input.value.trim() || null); } });
      return el('li', { class: 'sum-part' },
        el('span', { class: 'sum-part-index', text: String(i + 1) }),
        input,
        // null: a position too large to decide (its components' outcomes in it are not known).
        el('span', { class: `outcome-chip outcome-${c.outcome ?? 'unknown'}`, title: `Outcome of this component alone: ${c.outcome ?? 'not known'}` },
          el('span', { class: 'visually-hidden', text: 'alone: ' }), c.outcome ?? '?'),
        el('button', {
          type: 'button', class: 'btn btn-ghost btn-icon', 'aria-label': `Remove component ${i + 1}`, title: 'Remove this component',
          dataset: { focusKey: `remove-${i}` }, on: { click: () => replacePart(i, null) },
        }, icon('close')));
    }));
    if (focusKey) componentList.querySelector(`[data-focus-key="${focusKey}"]`)?.focus();
  }

  function renderValues() {
    const { analysis } = controller.good;
    const showSuspense = analysis.components.some((c) => c.suspense !== null && c.suspense !== undefined);
    const showRemote = analysis.components.some((c) => c.remoteness !== null && c.remoteness !== undefined);
    const head = ['#', 'Component', 'Outcome', 'SG value', showRemote && 'Remoteness', showSuspense && 'Suspense'].filter(Boolean);
    const rows = analysis.components.map((c, i) => el('tr', {},
      el('td', { class: 'num', text: String(i + 1) }),
      el('th', { scope: 'row' }, el('code', { text: c.position })),
      el('td', {}, el('span', { class: `outcome-chip outcome-${c.outcome ?? 'unknown'}`, text: c.outcome ?? '?' })),
      el('td', { class: 'num', text: c.value ?? (c.grundy === null ? '—' : String(c.grundy)) }),
      showRemote ? el('td', { class: 'num', text: lengthText(c.remoteness) }) : null,
      showSuspense ? el('td', { class: 'num', text: lengthText(c.suspense) }) : null));
    const theory = analysis.components.map((c, i) => (c.theory ? el('li', {}, el('strong', { text: `${i + 1}: ` }),
      theoremLink(c.theorem), c.theorem ? ' — ' : null, c.theory) : null));
    replaceChildren(valuesBody,
      el('div', { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': 'Component values (scrolls sideways when wide)' },
        el('table', { class: 'sum-table' },
          el('thead', {}, el('tr', {}, head.map((h) => el('th', { scope: 'col', text: h })))),
          el('tbody', {}, rows))),
      el('p', { class: 'hint', text: 'Outcome and values of each component played alone. Remoteness: how long the winner takes (the loser delays); suspense: how long the winner can delay (the loser hurries).' }),
      theory.some(Boolean) ? el('ul', { class: 'sum-theory' }, theory) : null);
  }

  let shownOnce = false;
  return {
    element,
    show(params) {
      const p = params.get('p');
      if (p !== null && p !== field.value) setText(p);
      else if (!shownOnce) update();
      shownOnce = true;
    },
    hide() { controller.hide(); },
  };
}
