// The panel navigation (web/app.js puts it in the header): a bar of
// links, which on a phone folds into a menu button naming the current
// panel ("☰ Graphs ▾"); the button opens the same links as a list under
// the header (a disclosure: Escape, a choice or a click elsewhere closes
// it). show(panel) marks the panel on show.
import { t } from '../i18n/i18n.js';
import { el, icon, uid } from './dom.js';

export function panelNav() {
  const navList = el('ul', { class: 'panel-nav-list', id: uid('panel-list') });
  const current = el('span', { class: 'panel-menu-current' });
  const button = el('button', {
    type: 'button', class: 'btn btn-ghost panel-menu-button',
    'aria-expanded': 'false', 'aria-controls': navList.id,
  }, icon('menu'), el('span', { class: 'visually-hidden', text: t('shell.menu.showing') }), current, icon('chevron', 'icon panel-menu-chevron'));
  const nav = el('nav', { class: 'panel-nav', 'aria-label': t('shell.menu.panels') }, button, navList);
  const setOpen = (open) => {
    nav.classList.toggle('is-open', open);
    button.setAttribute('aria-expanded', open ? 'true' : 'false');
  };
  button.addEventListener('click', () => {
    const open = !nav.classList.contains('is-open');
    setOpen(open);
    if (open) (navList.querySelector('[aria-current="page"]') ?? navList.querySelector('a'))?.focus();
  });
  nav.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || !nav.classList.contains('is-open')) return;
    setOpen(false);
    button.focus();
  });
  navList.addEventListener('click', (e) => { if (e.target.closest('a')) setOpen(false); });
  document.addEventListener('pointerdown', (e) => { if (!nav.contains(e.target)) setOpen(false); });
  nav.addEventListener('focusout', (e) => { if (e.relatedTarget && !nav.contains(e.relatedTarget)) setOpen(false); });
  return {
    nav,
    navList,
    // The current panel: marked in the list and named on the button.
    show(def) {
      for (const link of navList.querySelectorAll('.panel-link')) {
        if (link.dataset.panel === def.id) link.setAttribute('aria-current', 'page');
        else link.removeAttribute('aria-current');
      }
      current.textContent = def.title;
      setOpen(false);
    },
  };
}
