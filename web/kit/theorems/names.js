// The name of each theorem the engine can name (analysis.theorem,
// components[i].theorem, period.theorem), by its stable id: what a link to
// its explanation reads, in the page's language (the catalogue's
// theorem.<id>, web/i18n/en/why.js). The explanations themselves
// (explanations.js) load only when one is opened.
import { t } from '../../i18n/i18n.js';

export const THEOREM_IDS = Object.freeze([
  'mex',
  'sprague-grundy',
  'bouton',
  'misere-nim',
  'sj',
  'misere-search',
  'misere-genus',
  'misere-quotient',
  'every-sg',
  'conjunctive',
  'selective',
  'smith',
  'retrograde',
  'colon',
  'fusion',
  'wythoff',
  'bachet',
  'subtraction-period',
  'octal-period',
  'octal-nim',
  'lasker',
  'staircase',
  'coin-turning',
  'turning-turtles',
  'mock-turtles',
  'ruler',
  'ends',
  'take-or-merge',
  'tartan',
  'moore',
  'zeckendorf',
  'nivasch',
  'matching',
]);

// THEOREM_NAMES[id]: the name, read in the language of the moment.
export const THEOREM_NAMES = Object.freeze(Object.defineProperties({}, Object.fromEntries(THEOREM_IDS.map((id) => [id, {
  enumerable: true,
  get: () => t(`theorem.${id}`),
}]))));

export const theoremName = (id) => (id && Object.hasOwn(THEOREM_NAMES, id) ? THEOREM_NAMES[id] : null);
