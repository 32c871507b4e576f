// The explanation of one theorem in a modal dialog: its statement, the
// formulas (MathML), an example position to open, where it comes from, and
// links to related theorems. One dialog serves the whole page; it is built
// on first use (web/kit/theorems/theorem-link.js loads this module on demand). Its
// words are the page's language: the English of explanations.js, or the
// Chinese of web/i18n/zh/theorems.js (loaded with the first Chinese one),
// around the same formulas.
import { lang, pieces, t } from '../../i18n/i18n.js';
import { el, icon, replaceChildren, uid } from '../dom.js';
import { EXPLANATIONS } from './explanations.js';
import { theoremName } from './names.js';
import { formula, withFormulas } from './math.js';

// The words of each explanation in a language other than English:
// { id: { statement: [...], example, source } }.
const WORDS = { zh: () => import('../../i18n/zh/theorems.js') };
const loadedWords = new Map();
async function wordsFor(language) {
  if (!WORDS[language]) return null;
  if (!loadedWords.has(language)) loadedWords.set(language, WORDS[language]().then((m) => m.default));
  return loadedWords.get(language);
}

let dialog = null;
let builtIn = null; // the language the dialog's frame was built in
let words = null; // the current language's words, or null for English
let body = null;
let titleId = null;
let opener = null;

function build() {
  titleId = uid('theorem-title');
  body = el('div', { class: 'theorem-dialog-body' });
  const close = el('button', {
    type: 'button', class: 'btn btn-ghost btn-icon theorem-dialog-close', 'aria-label': t('theorem.close'),
    on: { click: () => dialog.close() },
  }, icon('close'));
  dialog = el('dialog', { class: 'theorem-dialog', 'aria-labelledby': titleId }, close, body);
  // A click on the backdrop (outside the dialog's box) closes it.
  dialog.addEventListener('click', (e) => {
    if (e.target !== dialog) return;
    const r = dialog.getBoundingClientRect();
    const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
    if (!inside) dialog.close();
  });
  dialog.addEventListener('close', () => {
    if (opener && opener.isConnected) opener.focus();
    opener = null;
  });
  document.body.append(dialog);
}

function section(title, ...content) {
  return el('section', { class: 'theorem-section' }, el('h3', { class: 'theorem-section-title', text: title }), ...content);
}

function render(id) {
  const x = EXPLANATIONS[id];
  // The words in the page's language; the formulas and the example's
  // position are the same in every language.
  const said = words?.[id] ?? x;
  const name = theoremName(id) ?? id;
  const { example } = x;
  const href = `#${example.panel}?${new URLSearchParams({ p: example.position })}`;
  replaceChildren(body,
    el('h2', { id: titleId, class: 'theorem-dialog-title', tabindex: '-1', text: name }),
    said.statement.map((p) => el('p', { class: 'theorem-statement' }, withFormulas(p))),
    x.formulas.length ? el('div', { class: 'theorem-formulas' }, x.formulas.map((f) => formula(f, { block: true }))) : null,
    section(t('theorem.example'),
      el('p', {}, withFormulas(words?.[id]?.example ?? example.text)),
      el('p', {}, el('a', {
        class: 'theorem-example-link', href,
        on: { click: () => dialog.close() },
      }, ...pieces(t, 'theorem.open', { position: el('code', { text: example.position }), panel: t(`panel.${example.panel}.title`) })))),
    // In another language the source is said in it, and the works are
    // cited as they are (in English, and marked so).
    section(t('theorem.source'), el('p', { class: 'theorem-source', text: said.source }),
      said === x ? null : el('p', { class: 'theorem-source theorem-cite', lang: 'en', text: x.source })),
    x.related?.length ? section(t('theorem.related'), el('ul', { class: 'theorem-related' }, x.related.map((r) => el('li', {},
      el('button', { type: 'button', class: 'theorem-link', dataset: { theorem: r }, on: { click: () => show(r) } }, theoremName(r) ?? r))))) : null);
}

function show(id) {
  render(id);
  body.scrollTop = 0;
  body.querySelector('.theorem-dialog-title').focus();
}

// Opens the explanation of `id`; focus returns to `from` when it closes.
export async function openTheorem(id, from = null) {
  if (!Object.hasOwn(EXPLANATIONS, id)) return false;
  words = await wordsFor(lang());
  // Built again after a change of language.
  if (dialog && builtIn !== lang() && !dialog.open) {
    dialog.remove();
    dialog = null;
  }
  if (!dialog) {
    build();
    builtIn = lang();
  }
  opener = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  render(id);
  if (!dialog.open) dialog.showModal();
  body.scrollTop = 0;
  body.querySelector('.theorem-dialog-title').focus();
  return true;
}
