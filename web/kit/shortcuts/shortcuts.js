// Keyboard shortcuts. A control that has one carries data-shortcut="<key>"
// (one lower-case character) and aria-keyshortcuts; pressing the key
// clicks the visible, enabled control with that key in the current panel
// or the header. The shell's own keys:
//   ?        lists every shortcut (a dialog, loaded on demand)
//   /        focuses the position field
//   1 to 9   open the panels in the order of the menu
// No key acts while the user types in a field, with Ctrl, Alt or Meta
// held, or while a dialog is open.
//
//   installShortcuts({ panels: () => [{ id, title }], open(id) })
//   openShortcuts()   the dialog, from a button
// (panels is asked each time, so the titles are in the language of the
// moment; a second install only replaces the configuration.)
import { pieces, t } from '../../i18n/i18n.js';
import { el } from '../dom.js';

const TYPING_TYPES = new Set(['text', 'search', 'number', 'url', 'email', 'tel', 'password', '']);

// Focus in a field that takes text: every key belongs to it.
export function isTypingIn(target) {
  if (!(target instanceof Element)) return false;
  if (target.closest('textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  return target.tagName === 'INPUT' && TYPING_TYPES.has(target.type);
}

const shown = (node) => !node.closest('[hidden], [inert], [aria-hidden="true"]')
  && (node.checkVisibility ? node.checkVisibility({ checkVisibilityCSS: true }) : node.getClientRects().length > 0);
const enabled = (node) => !node.disabled && node.getAttribute('aria-disabled') !== 'true';

// Where shortcut controls count: the panel on show, then the header.
const scopes = () => [document.querySelector('main .panel'), document.querySelector('.site-header')].filter(Boolean);

// The control for `key`, or null.
export function controlFor(key) {
  for (const scope of scopes()) {
    for (const node of scope.querySelectorAll('[data-shortcut]')) {
      if (node.dataset.shortcut === key && shown(node) && enabled(node)) return node;
    }
  }
  return null;
}

// The position field of the panel on show.
const positionField = () => [...(document.querySelector('main .panel')?.querySelectorAll('.position-input') ?? [])].find(shown) ?? null;

let config = { panels: () => [], open: () => {} };
let installed = false;

// A control's name as a screen reader hears it: its aria-label, else its
// text without the parts hidden from assistive technology.
function nameOf(node) {
  const label = node.getAttribute('aria-label');
  if (label) return label.trim();
  const copy = node.cloneNode(true);
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent.replace(/\s+/g, ' ').trim();
}

// Every shortcut there is now: the shell's, then each control's (one
// line per key, named by the first control that has it).
export function listShortcuts() {
  const rows = [
    { keys: ['?'], action: t('shortcuts.show') },
    { keys: ['/'], action: t('shortcuts.field') },
    ...config.panels().slice(0, 9).map((p, i) => ({ keys: [String(i + 1)], action: t('shortcuts.openPanel', { panel: p.title }) })),
  ];
  const seen = new Set();
  for (const scope of scopes()) {
    for (const node of scope.querySelectorAll('[data-shortcut]')) {
      const key = node.dataset.shortcut;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push({ keys: [key], action: nameOf(node), available: shown(node) && enabled(node) });
    }
  }
  return rows;
}

let dialog = null; // the module's promise, once asked for
export async function openShortcuts() {
  dialog ??= import('./shortcuts-dialog.js');
  const { showShortcuts } = await dialog;
  showShortcuts(listShortcuts());
}

function onKey(event) {
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return;
  if (isTypingIn(event.target) || document.querySelector('dialog[open]')) return;
  const { key } = event;
  if (key === '?') {
    event.preventDefault();
    openShortcuts();
    return;
  }
  if (key === '/') {
    const field = positionField();
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.select();
    return;
  }
  if (/^[1-9]$/.test(key)) {
    const panel = config.panels()[Number(key) - 1];
    if (!panel) return;
    event.preventDefault();
    config.open(panel.id);
    return;
  }
  if (key.length !== 1) return;
  const control = controlFor(key.toLowerCase());
  if (!control) return;
  event.preventDefault();
  control.click();
}

export function installShortcuts({ panels, open }) {
  config = { panels: typeof panels === 'function' ? panels : () => panels, open };
  if (installed) return;
  installed = true;
  document.addEventListener('keydown', onKey);
}

// A footer button naming the key that lists them.
export function shortcutsButton() {
  return el('button', {
    type: 'button', class: 'btn btn-ghost btn-small shortcuts-button', 'aria-keyshortcuts': '?',
    on: { click: () => openShortcuts() },
  }, ...pieces(t, 'shortcuts.button', { key: el('kbd', { text: '?' }) }));
}
