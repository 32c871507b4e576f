// Writing a compound back into notation typed by hand: the prefix before a
// sum's components ('misere: nim 1 2'). Reading an analysis needs no help:
// it reports `compound` and each component's `family`, `rule` and `shape`.
export const compoundPrefix = (compound) => (compound && compound !== 'normal' ? `${compound}: ` : '');
