// The page's words in English or Simplified Chinese. Every text of the page
// is a key of the catalogue (web/i18n/en/, web/i18n/zh/); the engine's own
// texts (moves, theorems, errors) come already rendered in the same
// language from sg.setLang(). Nothing on the page translates English.
//
//   t('play.start')                      -> 'Start game' / '开始对弈'
//   t('play.hintCount', { count: 2 })    -> 'Hint: 2 winning moves' / '提示：2 个必胜走法'
//
// Templates name their arguments in braces; {count|one|other} picks the
// English singular when count is 1 (Chinese has one form).
import en from './en/index.js';

export const LANGS = ['en', 'zh'];
const STORAGE_KEY = 'sg-playground-lang';

let current = 'en';
let catalogue = en;
const loaded = { en };
const listeners = new Set();

// 'zh', 'zh-CN', 'zh-Hans-CN' -> 'zh'; 'en-GB' -> 'en'; anything else null.
export function langOf(tag) {
  if (typeof tag !== 'string') return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LANGS.includes(base) ? base : null;
}

// The language to start in: an explicit choice (the URL's lang=, an
// element's lang attribute), else the one pinned with the header switch,
// else the browser's first language we have, else English.
export function detectLang({ explicit = null, languages = globalThis.navigator?.languages ?? [] } = {}) {
  const chosen = langOf(explicit);
  if (chosen) return chosen;
  const pinned = langOf(storedLang());
  if (pinned) return pinned;
  for (const tag of languages) {
    const lang = langOf(tag);
    if (lang) return lang;
  }
  return 'en';
}

export function storedLang() {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null; // storage refused (private mode, a sandboxed iframe)
  }
}

// Pins the language for later visits (the header switch).
export function pinLang(lang) {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, lang);
  } catch {
    // The choice then lasts this visit.
  }
}

// Loads the catalogue of `lang` (Chinese only when asked for) without
// making it current: an embedded element may speak another language than
// the page it sits in (translator() below).
export async function loadLang(lang) {
  const next = langOf(lang) ?? 'en';
  if (!loaded[next]) loaded[next] = (await import('./zh/index.js')).default;
  return next;
}

// Loads the catalogue of `lang` and makes it current; listeners hear of
// the change.
export async function setLang(lang) {
  const next = await loadLang(lang);
  const changed = next !== current;
  current = next;
  catalogue = loaded[next];
  if (changed) for (const listener of listeners) listener(current);
  return current;
}

export const lang = () => current;

// Called with the new language after every change; returns an unsubscribe.
export function onLangChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function fill(template, params) {
  return template.replace(/\{([A-Za-z0-9_]+)(?:\|([^|}]*)\|([^}]*))?\}/g, (whole, name, one, other) => {
    if (!(name in params)) return whole;
    const value = params[name];
    if (one === undefined) return String(value);
    return String(value) === '1' ? one : other;
  });
}

// The text of `key` in the current language, with its arguments. A key the
// catalogue lacks falls back to English, then to the key itself (the
// catalogue tests make sure neither happens).
export function t(key, params = {}) {
  const template = catalogue[key] ?? en[key];
  return template === undefined ? key : fill(template, params);
}

// The same for a language other than the current one (the embed element
// can differ from the page it sits in).
export function tIn(lang, key, params = {}) {
  const template = (loaded[langOf(lang) ?? 'en'] ?? en)[key] ?? en[key];
  return template === undefined ? key : fill(template, params);
}

// A t() for one language, loaded with loadLang() first; with no language
// (null, undefined) the page's current one, whatever it is at each call.
//   const tr = translator(element.lang);  tr('play.start')
export function translator(language = null) {
  const fixed = langOf(language);
  if (!fixed) return t;
  const tr = (key, params = {}) => tIn(fixed, key, params);
  tr.lang = fixed;
  return tr;
}

// A text whose arguments include DOM nodes (a code element in a sentence):
// the rendered text split around them, ready for el()'s children. The
// sentence stays one template, so each language orders it its own way.
//   pieces(t, 'shell.failureHelp', { dir: el('code', { text: 'web/api/wasm/' }) })
//     -> ['… engine in ', <code>, ' (run …']
export function pieces(tr, key, params = {}) {
  const nodes = [];
  const marked = {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && typeof value === 'object') {
      marked[name] = `\u0000${nodes.length}\u0000`;
      nodes.push(value);
    } else {
      marked[name] = value;
    }
  }
  return tr(key, marked).split(/\u0000(\d+)\u0000/).map((part, i) => (i % 2 ? nodes[Number(part)] : part)).filter((part) => part !== '');
}

// The tag for <html lang> and the lang attribute of a language's texts.
export const htmlLang = (language) => (langOf(language) === 'zh' ? 'zh-CN' : 'en');

// Numbers in the current language's digits and grouping.
export const formatNumber = (n) => (typeof n === 'bigint' || typeof n === 'number' ? n.toLocaleString(current === 'zh' ? 'zh-CN' : 'en') : String(n));
