// The playground page's language in its address: index.html?lang=zh#nim?p=…
// The query, not the hash, holds it: every link inside the page (#panel?…)
// and every history entry the shell records keep the query, so the
// language stays through panel links, the gallery and back/forward.
//
//   urlLang()            'zh', 'en' or null (the address names none)
//   hrefWithLang('zh')   this address with ?lang=zh
//   markDocument('zh')   <html lang="zh-CN">
import { htmlLang, langOf } from './i18n.js';

export const LANG_PARAM = 'lang';

export function urlLang(href = globalThis.location?.href) {
  if (!href) return null;
  return langOf(new URL(href).searchParams.get(LANG_PARAM));
}

export function hrefWithLang(language, href = globalThis.location.href) {
  const url = new URL(href);
  url.searchParams.set(LANG_PARAM, langOf(language) ?? 'en');
  return url.href;
}

export function markDocument(language, root = document.documentElement) {
  const tag = htmlLang(language);
  if (root.getAttribute('lang') !== tag) root.setAttribute('lang', tag);
}
