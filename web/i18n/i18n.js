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
import enFirst from './en/index.js';

export const LANGS = ['en', 'zh'];

// Each panel's own words, loaded with the panel (loadArea) so the first view
// carries only the shell's, the kit's and Nim's. Literal imports: the site
// builder follows them.
export const AREAS = {
  heaps: { en: () => import('./en/heaps.js'), zh: () => import('./zh/heaps.js') },
  // The Heap games panel's misère quotient view: loaded with the view.
  quotient: { en: () => import('./en/quotient.js'), zh: () => import('./zh/quotient.js') },
  coins: { en: () => import('./en/coins.js'), zh: () => import('./zh/coins.js') },
  trees: { en: () => import('./en/trees.js'), zh: () => import('./zh/trees.js') },
  graphs: { en: () => import('./en/graphs.js'), zh: () => import('./zh/graphs.js') },
  sums: { en: () => import('./en/sums.js'), zh: () => import('./zh/sums.js') },
  gallery: { en: () => import('./en/gallery.js'), zh: () => import('./zh/gallery.js') },
  custom: { en: () => import('./en/custom.js'), zh: () => import('./zh/custom.js') },
  tutorial: { en: () => import('./en/tutorial.js'), zh: () => import('./zh/tutorial.js') },
  boards: { en: () => import('./en/boards.js'), zh: () => import('./zh/boards.js') },
  // <sg-playground> and the iframe page (web/embed/), not the playground.
  embed: { en: () => import('./en/embed.js'), zh: () => import('./zh/embed.js') },
};
const en = { ...enFirst }; // grows as areas load
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
// One load per language, which every caller awaits whole: a second caller
// must not go on while the first still adds the areas' words (two Chinese
// <sg-playground> elements built one without its own words).
const langLoads = new Map();
export async function loadLang(lang) {
  const next = langOf(lang) ?? 'en';
  if (!loaded[next] && !langLoads.has(next)) {
    langLoads.set(next, import('./zh/index.js').then((m) => {
      loaded[next] = { ...m.default };
      return Promise.all([...areasLoaded.keys()].map((area) => addArea(area, next)));
    }).catch((e) => {
      langLoads.delete(next);
      delete loaded[next];
      throw e;
    }));
  }
  await langLoads.get(next);
  return next;
}

// Loads a panel's words (AREAS) in English and in every language loaded.
const areasLoaded = new Map(); // area -> Promise
async function addArea(area, language) {
  Object.assign(loaded[language], (await AREAS[area][language]()).default);
}
export function loadArea(area) {
  if (!AREAS[area]) return Promise.resolve();
  if (!areasLoaded.has(area)) areasLoaded.set(area, Promise.all(Object.keys(loaded).map((language) => addArea(area, language))));
  return areasLoaded.get(area);
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

// Sentence case for a text the engine wrote in lower case ("mex rule: …"
// -> "Mex rule: …"). Only English has it: a Chinese sentence that starts
// with notation or a kept name ("mex 规则", "nim 3 4 5") stays as written.
const CJK = /[\u3400-\u9fff\uff00-\uffef]/;
export const capitalize = (s) => (s && !CJK.test(s) ? s[0].toUpperCase() + s.slice(1) : s);
