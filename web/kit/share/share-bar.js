// The shell's "Copy link" and "Copy embed code" buttons. The link is the
// page's URL (its hash holds the whole state, its query the language); the
// embed code is the one script tag plus an <sg-playground> element for the
// current position, mode and language (when the address names one), with
// absolute URLs so it works pasted into any page.
//
//   const bar = createShareBar({ current: () => ({ position, mode, lang }) });
//   header.append(bar.element);
import { t } from '../../i18n/i18n.js';
import { el, uid } from '../dom.js';

const NOTICE_MS = 3000;

// Text for an HTML attribute value in double quotes.
const attributeText = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function embedCode({ position, mode, lang = null }, base = location.href) {
  const script = new URL('web/embed/sg-embed.js', base).href;
  const modeAttribute = mode && mode !== 'analyze' ? ` mode="${attributeText(mode)}"` : '';
  const langAttribute = lang ? ` lang="${attributeText(lang)}"` : '';
  return `<script type="module" src="${attributeText(script)}"></script>\n`
    + `<sg-playground position="${attributeText(position)}"${modeAttribute}${langAttribute}></sg-playground>`;
}

// Clipboard writes can be refused (no permission, an insecure origin, an
// old browser); then the text is shown selected in a read-only field.
export async function writeClipboard(text) {
  if (!navigator.clipboard || !window.isSecureContext) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function createShareBar({ current }) {
  const ids = { field: uid('share-text') };
  const notice = el('span', { class: 'share-notice', role: 'status', 'aria-live': 'polite' });
  const fieldLabel = el('label', { class: 'share-field-label', for: ids.field });
  const field = el('textarea', { id: ids.field, class: 'share-field', readonly: true, rows: '3', spellcheck: 'false' });
  const fallback = el('div', { class: 'share-fallback', hidden: true }, fieldLabel, field);
  let timer = null;

  function say(text) {
    clearTimeout(timer);
    notice.textContent = text;
    timer = setTimeout(() => { notice.textContent = ''; }, NOTICE_MS);
  }

  // what: 'link' or 'embed' (share.<what>.copied, .press, .selected).
  async function copy(text, what) {
    field.value = text;
    if (await writeClipboard(text)) {
      fallback.hidden = true;
      say(t(`share.${what}.copied`));
      return;
    }
    fieldLabel.textContent = t(`share.${what}.press`);
    fallback.hidden = false;
    field.focus();
    field.select();
    say(t(`share.${what}.selected`));
  }

  const linkButton = el('button', {
    type: 'button', class: 'btn btn-small share-link',
    title: t('share.link.title'),
    on: { click: () => copy(location.href, 'link') },
  }, t('share.link'));
  const embedButton = el('button', {
    type: 'button', class: 'btn btn-small share-embed',
    title: t('share.embed.title'),
    on: { click: () => copy(embedCode(current()), 'embed') },
  }, t('share.embed'));
  const element = el('div', { class: 'share-bar' },
    el('div', { class: 'share-row', role: 'group', 'aria-label': t('share.group') }, notice, linkButton, embedButton),
    fallback);
  return { element };
}
