// On a phone a panel's lede shows its first lines and a "More" button, so
// the position and its verdict keep the first screen; the button appears
// only when the text is longer (web/styles.css: .panel-lede[data-fold],
// .lede-toggle). Called once a panel is on show; a second call does nothing.
import { t } from '../i18n/i18n.js';
import { el, uid } from './dom.js';

const PHONE = '(max-width: 640px)';

export function foldLede(panelElement) {
  const lede = panelElement.querySelector('.panel-head > .panel-lede');
  if (!lede || lede.dataset.fold) return;
  lede.dataset.fold = 'folded';
  lede.id ||= uid('lede');
  const toggle = el('button', {
    type: 'button', class: 'lede-toggle', 'aria-expanded': 'false', 'aria-controls': lede.id,
    on: {
      click: () => {
        const open = lede.dataset.fold === 'folded';
        lede.dataset.fold = open ? 'open' : 'folded';
        toggle.setAttribute('aria-expanded', open ? 'true' : 'false');
        toggle.textContent = open ? t('shell.lede.less') : t('shell.lede.more');
      },
    },
  }, t('shell.lede.more'));
  lede.after(toggle);
  const check = () => {
    // Measured folded: a text that fits needs no button.
    toggle.hidden = lede.dataset.fold === 'folded' && lede.scrollHeight <= lede.clientHeight + 1;
  };
  window.matchMedia(PHONE).addEventListener('change', check);
  new ResizeObserver(check).observe(lede);
  check();
}
