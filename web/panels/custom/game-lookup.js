// "Which game is this?": paste the first values of a Grundy sequence and
// read the known games that begin with them (sg.identify: every octal code
// with up to 3 digits after the point, every subtraction set within
// {1..10}, the built-in families and the games defined so far). The engine
// reads the values and says where a bad one is.
import { el, replaceChildren, uid } from '../../kit/dom.js';
import { attempt, renderInputError, retryWhenLoaded } from '../../kit/panel-kit.js';
import { formatNumber, t } from '../../i18n/i18n.js';

const SHOWN = 40;

// What the search did and found, in words.
function found(count, games) {
  if (games === 0) return t('custom.lookup.foundNone', { count: formatNumber(count) });
  if (games === 1) return t('custom.lookup.foundOne', { count: formatNumber(count) });
  return t('custom.lookup.foundMany', { games: formatNumber(games), count: formatNumber(count) });
}
const searched = (s, ms) => t('custom.lookup.searched', {
  octal: formatNumber(s.octalCodes), sets: formatNumber(s.subtractionSets), families: formatNumber(s.families), ms: formatNumber(ms),
});

// Built-in rules have a sequence view in the heap games panel.
const heapsLink = (rule) => `#heaps?${new URLSearchParams({ view: 'sequence', rule, n: '200' }).toString().replace(/\+/g, '%20')}`;

export function createGameLookup({ sg, valuesOf }) {
  const ids = { values: uid('lookup-values'), title: uid('lookup-title'), hint: uid('lookup-hint'), error: uid('lookup-error') };
  let mine = null; // the panel's game of one argument, or null
  let expanded = false;
  let last = null;

  const input = el('textarea', {
    id: ids.values, class: 'lookup-values', rows: '3', spellcheck: 'false', autocomplete: 'off',
    placeholder: '0 1 1 2 0 3 1 1 0 3 3 2', 'aria-describedby': `${ids.hint} ${ids.error}`,
  });
  const errorBox = el('div', { id: ids.error, class: 'input-error', hidden: true });
  const useMine = el('button', { type: 'button', class: 'btn btn-small lookup-use', hidden: true, on: { click: () => fillMine() } });
  const form = el('form', { class: 'lookup-form', novalidate: true },
    el('label', { for: ids.values, class: 'heap-field-label', text: t('custom.lookup.label') }), input, errorBox,
    el('div', { class: 'lookup-buttons' }, el('button', { type: 'submit', class: 'btn btn-primary lookup-find', text: t('custom.lookup.find') }), useMine));
  const status = el('p', { class: 'lookup-status', role: 'status', 'aria-live': 'polite' });
  const list = el('div', { class: 'lookup-results' });
  const element = el('section', { class: 'card lookup-card', 'aria-labelledby': ids.title },
    el('div', { class: 'card-head' }, el('h2', { id: ids.title, class: 'card-title', text: t('custom.lookup.title') })),
    el('p', { id: ids.hint, class: 'hint', text: t('custom.lookup.intro') }),
    form, status, list);

  function find() {
    const started = performance.now();
    const { result, error } = attempt(() => sg.identify(input.value));
    if (retryWhenLoaded(sg, error, find)) return;
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
    replaceChildren(status, el('strong', { text: found(count, matches.length) }), ' ', searched(result.searched, ms),
      matches.length > SHOWN ? ` ${t('custom.lookup.narrow')}` : '');
    const shown = expanded ? matches : matches.slice(0, SHOWN);
    replaceChildren(list,
      shown.length ? el('ol', { class: 'lookup-list' }, shown.map((m) => el('li', { class: 'lookup-match' },
        el('span', { class: 'lookup-label', text: m.label }),
        el('code', { class: 'lookup-rule', text: m.rule }),
        m.aliases.length ? el('span', { class: 'lookup-aliases', text: `${t('custom.lookup.also')} ${m.aliases.join(', ')}` }) : null,
        sg.families().some((f) => f.name === m.family && !f.defined)
          ? el('a', { class: 'lookup-open', href: heapsLink(m.rule), text: t('custom.lookup.open') })
          : el('span', { class: 'lookup-yours', text: t('custom.lookup.yours') })))) : null,
      matches.length > SHOWN ? el('button', {
        type: 'button', class: 'btn btn-small lookup-more', 'aria-expanded': expanded ? 'true' : 'false',
        on: { click: () => { expanded = !expanded; render(); } },
      }, expanded ? t('custom.lookup.fewer') : t('custom.lookup.more', { count: formatNumber(matches.length) })) : null);
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
      if (name) useMine.textContent = t('custom.lookup.useMine', { name });
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
