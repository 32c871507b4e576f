// The name of a theorem the engine names (analysis.theorem,
// components[i].theorem, period.theorem; sg.theorems() lists the ids), by
// its stable id: the catalogue's theorem.name.<id> (web/i18n/<lang>/why.js), in
// the page's language. The explanations (explanations.js) load only when
// one is opened. No list of ids here: the engine's is the only one.
import { t } from '../../i18n/i18n.js';

const ID = /^[a-z]+(-[a-z]+)*$/;

// null for an id the catalogue does not name.
export function theoremName(id) {
  if (typeof id !== 'string' || !ID.test(id)) return null;
  const key = `theorem.name.${id}`;
  const name = t(key);
  return name === key ? null : name;
}
