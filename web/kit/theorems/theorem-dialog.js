// The explanation of one theorem in a modal dialog: its statement, the
// formulas (MathML), an example position to open, where it comes from, and
// links to related theorems. One dialog serves the whole page; it is built
// on first use (web/kit/theorem-link.js loads this module on demand).
import { el, icon, replaceChildren, uid } from '../dom.js';
import { EXPLANATIONS } from './explanations.js';
import { THEOREM_NAMES } from './names.js';
import { formula, withFormulas } from './math.js';

const PANEL_NAMES = { nim: 'Nim', heaps: 'Heap games', coins: 'Coins', trees: 'Trees', graphs: 'Graphs', sums: 'Sums' };

let dialog = null;
let body = null;
let titleId = null;
let opener = null;

function build() {
  titleId = uid('theorem-title');
  body = el('div', { class: 'theorem-dialog-body' });
  const close = el('button', {
    type: 'button', class: 'btn btn-ghost btn-icon theorem-dialog-close', 'aria-label': 'Close the explanation',
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
  const name = THEOREM_NAMES[id] ?? id;
  const { example } = x;
  const href = `#${example.panel}?${new URLSearchParams({ p: example.position })}`;
  replaceChildren(body,
    el('h2', { id: titleId, class: 'theorem-dialog-title', tabindex: '-1', text: name }),
    x.statement.map((p) => el('p', { class: 'theorem-statement' }, withFormulas(p))),
    x.formulas.length ? el('div', { class: 'theorem-formulas' }, x.formulas.map((f) => formula(f, { block: true }))) : null,
    section('Example',
      el('p', {}, withFormulas(example.text)),
      el('p', {}, el('a', {
        class: 'theorem-example-link', href,
        on: { click: () => dialog.close() },
      }, 'Open ', el('code', { text: example.position }), ` in the ${PANEL_NAMES[example.panel] ?? example.panel} panel`))),
    section('Where it comes from', el('p', { class: 'theorem-source', text: x.source })),
    x.related?.length ? section('See also', el('ul', { class: 'theorem-related' }, x.related.map((r) => el('li', {},
      el('button', { type: 'button', class: 'theorem-link', dataset: { theorem: r }, on: { click: () => show(r) } }, THEOREM_NAMES[r] ?? r))))) : null);
}

function show(id) {
  render(id);
  body.scrollTop = 0;
  body.querySelector('.theorem-dialog-title').focus();
}

// Opens the explanation of `id`; focus returns to `from` when it closes.
export function openTheorem(id, from = null) {
  if (!Object.hasOwn(EXPLANATIONS, id)) return false;
  if (!dialog) build();
  opener = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  render(id);
  if (!dialog.open) dialog.showModal();
  body.scrollTop = 0;
  body.querySelector('.theorem-dialog-title').focus();
  return true;
}
