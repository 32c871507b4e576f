// The Sums panel: build a sum of games of any family (a Nim heap, a Kayles
// row, a coin row, a tree, a token on a graph, or anything typed), choose
// how they are combined (normal, misère, every, conjunctive, selective),
// and read the verdict, the theorem that decides it, each component's
// values, and the winning moves grouped by component. Play the whole sum
// against the computer. All values come from the engine's analyze().
import { el, icon, replaceChildren, uid, withCode } from '../../kit/dom.js';
import { createPlayControls } from '../../kit/play/play.js';
import { createWhyCard } from '../../kit/why/why-view.js';
import { SGError } from '../../api/sg.js';
import { attempt, createMovesCard, createPositionField, createVerdictCard, panelShell, retryWhenLoaded } from '../../kit/panel-kit.js';
import { createPanelController } from '../../kit/panel-controller.js';
import { theoremLink } from '../../kit/theorems/theorem-link.js';
import { pieces, t } from '../../i18n/i18n.js';

const DEFAULT_POSITION = 'nim 5 + kayles 4 + coins(turtles) THHT + tree (()(()))';

// Each compound's name and rule: catalogue keys sums.<id>, sums.<id>About.
const COMPOUNDS = ['normal', 'misere', 'every', 'conjunctive', 'selective'];
const compoundLabel = (id) => (COMPOUNDS.includes(id) ? t(`sums.${id}`) : id);
const compoundAbout = (id) => (COMPOUNDS.includes(id) ? t(`sums.${id}About`) : null);

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
    label: t('sums.fieldLabel'),
    value: DEFAULT_POSITION,
    hint: el('span', {}, withCode(t('sums.hint'))),
    examples: [
      { label: t('sums.exampleMixed'), text: DEFAULT_POSITION },
      { label: t('sums.exampleMisereSJ'), text: 'misere: nim 1 2 + graph(a>b,b>c,a>c) a' },
      { label: t('sums.exampleMisereSearch'), text: 'misere: nim 2 + kayles 3 + tree (())' },
      { label: t('sums.exampleEvery'), text: 'every: nim 3 + sub(1,2) 5 + kayles 4' },
      { label: t('sums.exampleConjunctive'), text: 'conjunctive: nim 2 + sub(1,2) 4 + kayles 5' },
      { label: t('sums.exampleSelective'), text: 'selective: nim 1 + kayles 3 + nim 2' },
    ],
    onInput: () => update(),
  });

  // ---------------------------------------------------------- compound switch
  const compoundName = uid('compound');
  const compoundInputs = new Map();
  const compoundGroup = el('fieldset', { class: 'compound-group' },
    el('legend', { class: 'compound-legend', text: t('sums.compoundLegend') }),
    el('div', { class: 'compound-options' }, COMPOUNDS.map((id) => {
      const input = el('input', { type: 'radio', name: compoundName, value: id, class: 'compound-radio', on: { change: () => setCompound(id) } });
      compoundInputs.set(id, input);
      return el('label', { class: 'compound-option', title: compoundAbout(id) }, input,
        el('span', { class: 'compound-text' }, el('span', { class: 'compound-label', text: compoundLabel(id) }), el('span', { class: 'compound-describe', text: compoundAbout(id) })));
    })));

  // ---------------------------------------------------------- components
  const componentList = el('ol', { class: 'sum-components', 'aria-label': t('sums.componentList') });

  // The add-a-component form: one entry per family of the registry; the
  // text field starts with the family's first example, to edit.
  const families = sg.families();
  const kindSelect = el('select', { class: 'sum-kind', 'aria-label': t('sums.kindLabel') }, families.map((f) => el('option', { value: f.name, text: f.label })));
  const valueInput = el('input', { type: 'text', class: 'sum-value', spellcheck: 'false', autocomplete: 'off' });
  const kindAbout = el('p', { class: 'hint sum-kind-about' });
  const addForm = el('form', { class: 'sum-add', 'aria-label': t('sums.addForm') },
    el('label', { class: 'sum-field' }, el('span', { text: t('sums.add') }), kindSelect),
    el('label', { class: 'sum-field sum-field-grow' }, el('span', { text: t('sums.component') }), valueInput),
    el('button', { type: 'submit', class: 'btn btn-primary btn-small sum-add-button' }, icon('plus'), t('sums.addButton')),
    kindAbout);
  const syncKind = () => {
    const family = families.find((f) => f.name === kindSelect.value);
    valueInput.value = family.examples[0];
    kindAbout.textContent = family.summary;
  };
  kindSelect.addEventListener('change', syncKind);
  syncKind();
  addForm.addEventListener('submit', function addPart(e) {
    e?.preventDefault();
    const value = valueInput.value.trim();
    if (!value) return;
    const { good, failure } = controller;
    // The field holds an error: add to the text as typed, where it stays.
    if (failure || !good || !field.value.trim()) {
      setText(field.value.trim() ? `${field.value.trim()} + ${value}` : value);
      return;
    }
    const added = componentsOf(value, null, () => addPart());
    if (added) setComponents(good.compound, [...good.analysis.components, ...added]);
  });

  const positionCard = el('section', { class: 'card sum-position', 'aria-label': t('sums.sumCard') },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: t('sums.sumCard') })),
    field.element);
  // The builder is the board: under the verdict, like every panel's.
  const builderCard = el('section', { class: 'card sum-builder', 'aria-label': t('sums.builderCard') },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: t('sums.builderCard') })),
    compoundGroup, componentList, addForm);

  // ---------------------------------------------------------- results
  const verdict = createVerdictCard();
  const moves = createMovesCard();
  const valuesBody = el('div', { class: 'sum-values-body' });
  const valuesCard = el('section', { class: 'card sum-values', 'aria-label': t('sums.valuesCard') },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: t('sums.valuesCard') })), valuesBody);
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
    showRead: field.showRead,
    staleParts: () => [verdict.element, moves.element, valuesCard, why.element],
    play,
    render: () => render(),
  });
  const update = (how) => controller.update(how);

  const element = panelShell({
    name: 'sums',
    title: t('sums.title'),
    lede: t('sums.lede'),
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
    if (error) controller.fail(error, () => setComponents(compound, components));
    else setText(result);
  }

  // The components of a part typed in the form (index null) or in part
  // i's field (a part may itself be a sum), or null after showing why it
  // is not valid. retry: the edit, run again when the engine's rest was
  // missing.
  function componentsOf(text, index, retry) {
    const { result, error } = attempt(() => sg.analyze(text, { includeTo: false, maxMoves: 0, parts: false }));
    if (result) return result.components;
    if (retryWhenLoaded(sg, error, retry)) return null;
    controller.fail(new SGError(index === null ? t('sums.newComponentError', { text, message: error.message })
      : t('sums.componentError', { n: index + 1, text, message: error.message })));
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
      const replaced = componentsOf(text, i, () => replacePart(i, text));
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
    verdict.render(analysis, [[t('sums.compound'), compoundLabel(compound), compoundAbout(compound)]]);
    const combined = ['every', 'conjunctive', 'selective'].includes(compound);
    moves.render(analysis, {
      onPlay: (m) => {
        if (locked) return;
        setText(m.to);
        moves.heading.focus();
      },
      group: (m) => (combined ? groupOfCombined(m) : t('sums.groupComponent', { n: (m.component ?? 0) + 1, position: controller.good.parts[m.component ?? 0] ?? '' })),
      emptyText: null,
    });
    renderComponents();
    renderValues();
  }

  // A compound turn -> which components it moves in: the parts of its action.
  function groupOfCombined(move) {
    const which = (move.action.parts ?? [move.action]).map((a) => a.component + 1);
    if (!which.length) return t('sums.groupMoves');
    return which.length === 1 ? t('sums.groupOnly', { n: which[0] }) : t('sums.groupSeveral', { list: which.join(t('sums.listSeparator')) });
  }

  function renderComponents() {
    const focusKey = componentList.contains(document.activeElement) ? document.activeElement.dataset.focusKey : null;
    const { good } = controller;
    replaceChildren(componentList, good.parts.map((p, i) => {
      const c = good.analysis.components[i];
      const input = el('input', {
        type: 'text', class: 'sum-part-input', value: p, spellcheck: 'false', autocomplete: 'off',
        'aria-label': t('sums.partLabel', { n: i + 1 }), dataset: { focusKey: `part-${i}` },
      });
      input.addEventListener('change', () => replacePart(i, input.value.trim() || null));
      input.addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); replacePart(i, input.value.trim() || null); } });
      return el('li', { class: 'sum-part' },
        el('span', { class: 'sum-part-index', text: String(i + 1) }),
        input,
        // null: a position too large to decide (its components' outcomes in it are not known).
        el('span', { class: `outcome-chip outcome-${c.outcome ?? 'unknown'}`, title: c.outcome ? t('sums.aloneTitle', { outcome: c.outcome }) : t('sums.aloneUnknown') },
          el('span', { class: 'visually-hidden', text: t('sums.alone') }), c.outcome ?? '?'),
        el('button', {
          type: 'button', class: 'btn btn-ghost btn-icon', 'aria-label': t('sums.remove', { n: i + 1 }), title: t('sums.removeTitle'),
          dataset: { focusKey: `remove-${i}` }, on: { click: () => replacePart(i, null) },
        }, icon('close')));
    }));
    if (focusKey) componentList.querySelector(`[data-focus-key="${focusKey}"]`)?.focus();
  }

  function renderValues() {
    const { analysis } = controller.good;
    const showSuspense = analysis.components.some((c) => c.suspense !== null && c.suspense !== undefined);
    const showRemote = analysis.components.some((c) => c.remoteness !== null && c.remoteness !== undefined);
    const head = ['sums.columnIndex', 'sums.columnComponent', 'sums.columnOutcome', 'sums.columnValue', showRemote && 'sums.columnRemoteness', showSuspense && 'sums.columnSuspense']
      .filter(Boolean).map((key) => t(key));
    const rows = analysis.components.map((c, i) => el('tr', {},
      el('td', { class: 'num', text: String(i + 1) }),
      el('th', { scope: 'row' }, el('code', { text: c.position })),
      el('td', {}, el('span', { class: `outcome-chip outcome-${c.outcome ?? 'unknown'}`, text: c.outcome ?? '?' })),
      el('td', { class: 'num', text: c.value ?? (c.grundy === null ? '—' : String(c.grundy)) }),
      showRemote ? el('td', { class: 'num', text: lengthText(c.remoteness) }) : null,
      showSuspense ? el('td', { class: 'num', text: lengthText(c.suspense) }) : null));
    const theory = analysis.components.map((c, i) => {
      if (!c.theory) return null;
      const link = theoremLink(c.theorem);
      // The theory is the engine's text (its class tells the language checks).
      const theoryText = el('span', { class: 'sum-theory-text', text: c.theory });
      return el('li', {}, el('strong', { text: t('sums.theoryOf', { n: i + 1 }) }),
        link ? pieces(t, 'sums.theoremAndTheory', { theorem: link, theory: theoryText }) : theoryText);
    });
    // A misère sum of heaps of one rule: the element of its misère quotient
    // that decided it (the reason itself is the verdict's, from the engine).
    const q = analysis.quotient ?? null;
    replaceChildren(valuesBody,
      q ? el('p', { class: 'sum-quotient' }, pieces(t, q.p ? 'sums.quotientP' : 'sums.quotientN', {
        name: el('span', { class: 'sum-quotient-name', translate: 'no', text: q.name }),
        rule: el('code', { text: q.rule }), n: String(q.heaps), order: String(q.order),
      })) : null,
      el('div', { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': t('sums.valuesRegion') },
        el('table', { class: 'sum-table' },
          el('thead', {}, el('tr', {}, head.map((h) => el('th', { scope: 'col', text: h })))),
          el('tbody', {}, rows))),
      el('p', { class: 'hint', text: t('sums.valuesHint') }),
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
