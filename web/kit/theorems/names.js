// The name of each theorem the engine can name (analysis.theorem,
// components[i].theorem, period.theorem), by its stable id: what a link to
// its explanation reads. The explanations themselves (explanations.js) load
// only when one is opened.
export const THEOREM_NAMES = Object.freeze({
  mex: 'The mex rule',
  'sprague-grundy': 'Sprague–Grundy theorem',
  bouton: 'Bouton’s theorem',
  'misere-nim': 'Misère Nim',
  sj: 'SJ theorem (anti-SG)',
  'misere-search': 'Misère play by search',
  'every-sg': 'Every-SG theorem',
  conjunctive: 'Conjunctive compounds (remoteness)',
  selective: 'Selective compounds',
  smith: 'Smith’s theorem (games with cycles)',
  retrograde: 'Retrograde analysis',
  colon: 'Colon principle',
  fusion: 'Fusion principle',
  wythoff: 'Wythoff’s theorem',
  bachet: 'Bachet’s game',
  'subtraction-period': 'Periodicity of subtraction games',
  'octal-period': 'Guy–Smith periodicity theorem',
  'octal-nim': 'Octal games that are Nim',
  lasker: 'Lasker’s Nim',
  staircase: 'Staircase Nim',
  'coin-turning': 'Coin-turning theorem',
  'turning-turtles': 'Turning Turtles',
  'mock-turtles': 'Mock Turtles',
  ruler: 'Ruler',
  ends: 'Stones at the ends',
  'take-or-merge': 'Take or merge',
});

export const theoremName = (id) => (id && Object.hasOwn(THEOREM_NAMES, id) ? THEOREM_NAMES[id] : null);
