// The Custom panel's starting points in the rule language (docs/notation.md,
// Defined games): the panel offers each as a chip, and the engine's split
// (scripts/split-workloads.mjs) defines each, so the panel's piece holds
// what they run. `label` and `comment` are catalogue keys.
export const EXAMPLES = [
  {
    label: 'custom.example.wyt',
    source: 'game wyt(a, b)\n  (a - k, b)      for k in 1..a\n  (a, b - k)      for k in 1..b\n  (a - k, b - k)  for k in 1..min(a, b)\n',
  },
  {
    label: 'custom.example.lask',
    source: 'game lask(n)\n  n - k           for k in 1..n\n  x + (n - x)     for x in 1..n-1\n',
  },
  {
    label: 'custom.example.squares',
    source: 'game squares(n)\n  n - k*k         for k in 1..n  if k*k <= n\n',
  },
  {
    label: 'custom.example.kay',
    comment: 'custom.example.kayComment',
    source: 'game kay(n)\n  a + (n - 1 - a)  for a in 0..n-1\n  a + (n - 2 - a)  for a in 0..n-2\n',
  },
];
