// The header's language switch: English / 中文, each name written in its
// own language (and marked so, for screen readers and the CJK fonts). The
// current language is pressed; choosing the other one calls onChoose(lang)
// (web/app.js pins it, writes it in the address and builds the page again).
//
//   const { element, focus } = langSwitch({ onChoose });
import { htmlLang, lang, LANGS, t } from '../i18n/i18n.js';
import { el } from './dom.js';

export function langSwitch({ onChoose }) {
  const buttons = LANGS.map((code) => el('button', {
    type: 'button', class: 'lang-choice', lang: htmlLang(code), dataset: { lang: code },
    'aria-pressed': code === lang() ? 'true' : 'false',
    on: { click: () => { if (code !== lang()) onChoose(code); } },
  }, t(`lang.${code}`)));
  const element = el('div', { class: 'lang-switch', role: 'group', 'aria-label': t('lang.switch') }, buttons);
  return {
    element,
    // Focus stays on the switch when the page is built again.
    focus: () => buttons.find((b) => b.dataset.lang === lang())?.focus(),
  };
}
