// The list of keyboard shortcuts (web/kit/shortcuts/shortcuts.js), in a modal
// dialog: its heading names it, focus moves into it and comes back to
// where it was, and Escape or the Close button closes it. Loaded on
// demand, with its stylesheet.
import { lang, t } from '../../i18n/i18n.js';
import { el, icon, replaceChildren, uid } from '../dom.js';

let styles = null;
function loadStyles() {
  styles ??= new Promise((resolve) => {
    const link = el('link', { rel: 'stylesheet', href: new URL('./shortcuts.css', import.meta.url).href });
    link.addEventListener('load', resolve, { once: true });
    link.addEventListener('error', resolve, { once: true });
    document.head.append(link);
  });
  return styles;
}

let dialog = null;
let body = null;
let returnTo = null;
let builtIn = null; // the language the dialog's frame was built in

function build() {
  const titleId = uid('shortcuts-title');
  body = el('div', { class: 'shortcuts-body' });
  dialog = el('dialog', { class: 'shortcuts-dialog', 'aria-labelledby': titleId },
    el('div', { class: 'shortcuts-head' },
      el('h2', { id: titleId, class: 'shortcuts-title', text: t('shortcuts.title') }),
      el('button', {
        type: 'button', class: 'btn btn-ghost btn-icon shortcuts-close', 'aria-label': t('shortcuts.close'),
        on: { click: () => dialog.close() },
      }, icon('close'))),
    body);
  dialog.addEventListener('close', () => {
    if (returnTo?.isConnected) returnTo.focus();
    returnTo = null;
  });
  // A click on the backdrop (outside the dialog's box) closes it too.
  dialog.addEventListener('click', (e) => {
    if (e.target !== dialog) return;
    const r = dialog.getBoundingClientRect();
    if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) dialog.close();
  });
  document.body.append(dialog);
}

// rows: [{ keys: ['h'], action: 'Hint', available }] (shortcuts.js,
// listShortcuts); `available: false` marks a control not usable just now.
export async function showShortcuts(rows) {
  await loadStyles();
  if (dialog?.open) return;
  // Built again after a change of language.
  if (dialog && builtIn !== lang()) {
    dialog.remove();
    dialog = null;
  }
  if (!dialog) {
    build();
    builtIn = lang();
  }
  replaceChildren(body,
    el('p', { class: 'hint', text: t('shortcuts.help') }),
    el('table', { class: 'shortcuts-table' },
      el('caption', { class: 'visually-hidden', text: t('shortcuts.caption') }),
      el('thead', {}, el('tr', {}, el('th', { scope: 'col', text: t('shortcuts.key') }), el('th', { scope: 'col', text: t('shortcuts.action') }))),
      el('tbody', {}, rows.map((row) => el('tr', { class: row.available === false ? 'is-unavailable' : null },
        el('th', { scope: 'row' }, row.keys.map((k) => el('kbd', { text: k }))),
        el('td', {}, row.action, row.available === false ? el('span', { class: 'shortcuts-note', text: t('shortcuts.unavailable') }) : null))))));
  returnTo = document.activeElement;
  dialog.showModal();
}
