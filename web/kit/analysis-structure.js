// What an analysis says about its own structure, read in one place so no
// panel parses the engine's notation for it.
//
//   compoundOf(analysis)  'normal' | 'misere' | 'every' | 'conjunctive' | 'selective'
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
