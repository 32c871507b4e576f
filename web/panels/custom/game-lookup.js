// "Which game is this?": paste the first values of a Grundy sequence and
// read the known games that begin with them (sg.identify: every octal code
// with up to 3 digits after the point, every subtraction set within
// {1..10}, the built-in families and the games defined so far). The engine
// reads the values and says where a bad one is.
import { el, replaceChildren, uid } from '../../kit/dom.js';
import { attempt, renderInputError } from '../../kit/panel-kit.js';

const SHOWN = 40;

const TEXT = {
  title: 'Which game is this?',
  intro: 'Paste the first values of a Grundy sequence, from heap 0 on, with blanks or commas between them. The engine looks for them among every octal code with up to 3 digits after the point, every subtraction set within {1..10}, the built-in families and your games of one argument.',
  label: 'Grundy values, from heap 0 on',
  placeholder: '0 1 1 2 0 3 1 1 0 3 3 2',
  find: 'Find the games',
  useMine: (name) => `Use the values of ${name}`,
  searched: (s, ms) => `Searched ${s.octalCodes.toLocaleString('en')} octal codes, ${s.subtractionSets.toLocaleString('en')} subtraction sets and ${s.families} families in ${ms} ms.`,
  found: (n, count) => (n === 0 ? `No game of the search begins with these ${count} values.`
    : n === 1 ? `One game begins with these ${count} values.` : `${n.toLocaleString('en')} games begin with these ${count} values.`),
  also: 'also written',
  open: 'Its sequence in Heap games',
  yours: 'a game defined here',
  more: (n) => `Show all ${n.toLocaleString('en')}`,
  fewer: 'Show fewer',
  hint: 'Few values match many games: paste more to narrow them down.',
};

// Built-in rules have a sequence view in the heap games panel.
const heapsLink = (rule) => `#heaps?${new URLSearchParams({ view: 'sequence', rule, n: '200' }).toString().replace(/\+/g, '%20')}`;

export function createGameLookup({ sg, valuesOf }) {
  const ids = { values: uid('lookup-values'), title: uid('lookup-title'), hint: uid('lookup-hint'), error: uid('lookup-error') };
  let mine = null; // the panel's game of one argument, or null
  let expanded = false;
  let last = null;

  const input = el('textarea', {
    id: ids.values, class: 'lookup-values', rows: '3', spellcheck: 'false', autocomplete: 'off',
    placeholder: TEXT.placeholder, 'aria-describedby': `${ids.hint} ${ids.error}`,
  });
  const errorBox = el('div', { id: ids.error, class: 'input-error', hidden: true });
  const useMine = el('button', { type: 'button', class: 'btn btn-small lookup-use', hidden: true, on: { click: () => fillMine() } });
  const form = el('form', { class: 'lookup-form', novalidate: true },
    el('label', { for: ids.values, class: 'heap-field-label', text: TEXT.label }), input, errorBox,
    el('div', { class: 'lookup-buttons' }, el('button', { type: 'submit', class: 'btn btn-primary lookup-find', text: TEXT.find }), useMine));
  const status = el('p', { class: 'lookup-status', role: 'status', 'aria-live': 'polite' });
  const list = el('div', { class: 'lookup-results' });
  const element = el('section', { class: 'card lookup-card', 'aria-labelledby': ids.title },
    el('div', { class: 'card-head' }, el('h2', { id: ids.title, class: 'card-title', text: TEXT.title })),
    el('p', { id: ids.hint, class: 'hint', text: TEXT.intro }),
    form, status, list);

  function find() {
    const started = performance.now();
    const { result, error } = attempt(() => sg.identify(input.value));
    const ms = Math.max(1, Math.round(performance.now() - started));
    renderInputError({ input, errorBox, failure: error ?? null });
    if (error) {
      replaceChildren(status);
      replaceChildren(list);
      return;
    }
    const count = input.value.split(/[\s,]+/).filter(Boolean).length;
    last = { result, count, ms };
    expanded = false;
    render();
  }

  function render() {
    const { result, count, ms } = last;
    const { matches } = result;
    replaceChildren(status, el('strong', { text: TEXT.found(matches.length, count) }), ' ', TEXT.searched(result.searched, ms),
      matches.length > SHOWN ? ` ${TEXT.hint}` : '');
    const shown = expanded ? matches : matches.slice(0, SHOWN);
    replaceChildren(list,
      shown.length ? el('ol', { class: 'lookup-list' }, shown.map((m) => el('li', { class: 'lookup-match' },
        el('span', { class: 'lookup-label', text: m.label }),
        el('code', { class: 'lookup-rule', text: m.rule }),
        m.aliases.length ? el('span', { class: 'lookup-aliases', text: `${TEXT.also} ${m.aliases.join(', ')}` }) : null,
        sg.families().some((f) => f.name === m.family && !f.defined)
          ? el('a', { class: 'lookup-open', href: heapsLink(m.rule), text: TEXT.open })
          : el('span', { class: 'lookup-yours', text: TEXT.yours })))) : null,
      matches.length > SHOWN ? el('button', {
        type: 'button', class: 'btn btn-small lookup-more', 'aria-expanded': expanded ? 'true' : 'false',
        on: { click: () => { expanded = !expanded; render(); } },
      }, expanded ? TEXT.fewer : TEXT.more(matches.length)) : null);
  }

  function fillMine() {
    const values = mine && valuesOf(mine);
    if (!values) return;
    input.value = values.join(' ');
    find();
  }

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    find();
  });
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      find();
    }
  });

  return {
    element,
    // The panel's game when it has one argument (its values can be looked up), else null.
    setGame(name) {
      mine = name;
      useMine.hidden = !name;
      if (name) useMine.textContent = TEXT.useMine(name);
    },
    params() {
      return input.value.trim() ? { values: input.value.trim() } : {};
    },
    restore(params) {
      const values = params.get('values');
      if (values && values !== input.value) {
        input.value = values;
        find();
      }
    },
  };
}
