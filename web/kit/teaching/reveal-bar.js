import { t } from '../../i18n/i18n.js';
import { el } from '../dom.js';
import { isTeaching, onTeachingChange } from '../teaching-mode.js';

// The reveal switch of a view that shows many values at once (the Grundy
// sequence, the Wythoff table): in teaching mode the values stay hidden
// until the student presses "Show the values". Entering teaching mode hides
// them again; leaving it shows them. onChange() redraws the view.
//   -> { element, concealed(), conceal() }
export function createRevealBar({ note, onChange }) {
  let revealed = false;
  const text = el('p', { class: 'reveal-note hint' });
  const button = el('button', { type: 'button', class: 'btn btn-small reveal-toggle', 'aria-pressed': 'false', text: t('teach.reveal') });
  const element = el('div', { class: 'reveal-bar', role: 'group', 'aria-label': t('teach.mode'), hidden: true }, text, button);
  function render() {
    element.hidden = !isTeaching();
    button.setAttribute('aria-pressed', revealed ? 'true' : 'false');
    text.textContent = revealed ? t('teach.revealed') : note;
  }
  button.addEventListener('click', () => {
    revealed = !revealed;
    render();
    onChange();
  });
  onTeachingChange(() => {
    revealed = false;
    render();
    onChange();
  });
  render();
  return {
    element,
    concealed: () => isTeaching() && !revealed,
    // A new table: hidden again until asked for.
    conceal() {
      revealed = false;
      render();
    },
  };
}
