// A theorem's name as a button that opens its explanation (a dialog whose
// module and texts load on first use). The engine names theorems by id
// (analysis.theorem, components[i].theorem, period.theorem); the page never
// reads the name out of the engine's words.
//
//   theoremLink('bouton')  -> <button class="theorem-link">Bouton’s theorem</button>
//   theoremLink(null)      -> null (no theorem: nothing to link)
import { t } from '../../i18n/i18n.js';
import { el } from '../dom.js';
import { theoremName } from './names.js';

export function openTheoremExplanation(id, opener = null) {
  return import('./theorem-dialog.js').then((m) => m.openTheorem(id, opener));
}

export function theoremLink(id, { label = null, className = null } = {}) {
  const name = theoremName(id);
  if (!name) return null;
  return el('button', {
    type: 'button', class: ['theorem-link', className], 'aria-haspopup': 'dialog',
    title: t('theorem.link.title', { name }),
    dataset: { theorem: id },
    // The id is read when clicked: a patched view (web/kit/dom-patch.js)
    // keeps the first button and its listener, with the new data-theorem.
    on: { click: (e) => { openTheoremExplanation(e.currentTarget.dataset.theorem, e.currentTarget); } },
  }, label ?? name);
}
