// embed.html, the iframe embed: one <sg-playground> whose attributes come
// from the page's hash (#position=nim%203%204%205&mode=play&theme=dark&editable&lang=zh),
// so the iframe's src alone says what it shows. A later hash change updates it.
// Without lang= the page speaks the visitor's language (web/i18n/i18n.js).
import { detectLang, htmlLang, langOf, loadArea, loadLang, translator } from '../i18n/i18n.js';
import { markDocument } from '../i18n/page-lang.js';
import './sg-embed.js';

const ATTRIBUTES = ['position', 'mode', 'theme'];

async function apply() {
  const element = document.querySelector('sg-playground');
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  for (const name of ATTRIBUTES) {
    const value = params.get(name);
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
  const editable = params.get('editable');
  element.toggleAttribute('editable', editable !== null && editable !== 'false' && editable !== '0');
  let lang = detectLang({ explicit: langOf(params.get('lang')) });
  try {
    await Promise.all([loadLang(lang), loadArea('embed')]);
  } catch {
    lang = 'en';
    await loadArea('embed').catch(() => {});
  }
  // The page and its element speak the same language.
  markDocument(lang);
  element.setAttribute('lang', htmlLang(lang));
  const tr = translator(lang);
  const position = params.get('position');
  document.title = position ? tr('embed.pageTitle', { position }) : tr('embed.brand');
  document.querySelector('h1').textContent = position ? tr('embed.pageHeading', { position }) : tr('embed.brand');
}

apply();
window.addEventListener('hashchange', apply);
