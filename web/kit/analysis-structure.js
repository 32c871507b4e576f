// What an analysis says about its own structure, read in one place so no
// panel parses the engine's notation for it.
//
//   compoundOf(analysis)  'normal' | 'misere' | 'every' | 'conjunctive' | 'selective'
//   familyOf(families, component)  the registry name of a component's family ('kayles', 'coins', ...)
//
// analyze() reports the compound as `compound`; an engine built before that
// field existed writes it only as the prefix of the canonical position
// ("misere: nim 1 2"), which is read here and nowhere else.
const CANONICAL_PREFIX = /^([a-z]+):\s/;

export function compoundOf(analysis) {
  if (typeof analysis.compound === 'string') return analysis.compound;
  return CANONICAL_PREFIX.exec(analysis.position)?.[1] ?? 'normal';
}

// The prefix to write before a sum's components for this compound.
export const compoundPrefix = (compound) => (compound && compound !== 'normal' ? `${compound}: ` : '');

// analyze() reports each component's `family`; before that field existed,
// the family is the registry name the component's notation starts with.
export function familyOf(families, component) {
  if (typeof component.family === 'string') return component.family;
  const text = component.position.replace(CANONICAL_PREFIX, '');
  const names = families.flatMap((f) => [f.name, ...f.aliases.map((a) => a.replace(/\(.*$/, ''))]);
  return names.filter((n) => text.startsWith(n) && !/[a-z]/.test(text[n.length] ?? '')).sort((a, b) => b.length - a.length)[0] ?? null;
}
