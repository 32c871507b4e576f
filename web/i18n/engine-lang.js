// The engine renders its own texts (moves, theorems, reasons, errors) in the
// language it was set to (sg.setLang in web/api/sg.js; the Worker client
// likewise). The page sets it once for itself; an embedded element that
// speaks another language than a neighbour on the same page wraps the
// shared engine so that each of its calls sets its language first.
// Engines without setLang (an older build) are used as they are.
import { langOf } from './i18n.js';

// Sets the language of an engine or a Worker client, where it has one.
export function tellEngine(engine, language) {
  if (engine && typeof engine.setLang === 'function') engine.setLang(langOf(language) ?? 'en');
}

// `sg` whose every method call first sets `language` (calls are
// synchronous, so no other element's call comes between).
export function engineSpeaking(sg, language) {
  if (!sg || typeof sg.setLang !== 'function') return sg;
  const fixed = langOf(language) ?? 'en';
  const wrapped = new Map();
  return new Proxy(sg, {
    get(target, name) {
      const value = Reflect.get(target, name, target);
      if (typeof value !== 'function' || name === 'setLang' || name === 'constructor') return value;
      // One wrapper per method, made again if the method is replaced.
      if (wrapped.get(name)?.value !== value) {
        wrapped.set(name, {
          value,
          call: (...args) => {
            target.setLang(fixed);
            return value.apply(target, args);
          },
        });
      }
      return wrapped.get(name).call;
    },
  });
}
