// The engine renders its own texts (moves, theorems, reasons, errors) in the
// language it was set to (sg.setLang in web/api/sg.js; the Worker client
// likewise). The page sets it once for itself; an embedded element that
// speaks another language than a neighbour on the same page wraps the
// shared engine so that each of its calls sets its language first.
// Engines without setLang (an older build) are used as they are.
import { langOf } from './i18n.js';

// Sets the language of an engine or a Worker client, where it has one;
// resolves once the engine has that language's texts at hand (or could not
// fetch them: the next call then says why).
export async function tellEngine(engine, language) {
  if (engine && typeof engine.setLang === 'function') await Promise.resolve(engine.setLang(langOf(language) ?? 'en')).catch(() => {});
}

// `sg` whose every method call first sets `language` (calls are
// synchronous, so no other element's call comes between). A new object
// with the same methods and properties, not a Proxy: the API object may
// be frozen, and a Proxy may not report another value for a frozen
// property.
export function engineSpeaking(sg, language) {
  if (!sg || typeof sg.setLang !== 'function') return sg;
  const fixed = langOf(language) ?? 'en';
  const names = new Set();
  for (let o = sg; o && o !== Object.prototype; o = Object.getPrototypeOf(o)) {
    for (const name of Object.getOwnPropertyNames(o)) if (name !== 'constructor') names.add(name);
  }
  const speaking = {};
  for (const name of names) {
    Object.defineProperty(speaking, name, {
      enumerable: true,
      get() {
        const value = sg[name];
        if (typeof value !== 'function') return value;
        if (name === 'setLang') return value.bind(sg);
        return (...args) => {
          sg.setLang(fixed);
          return value.apply(sg, args);
        };
      },
    });
  }
  return Object.freeze(speaking);
}
