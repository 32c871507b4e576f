// Plain-JavaScript baseline: a Grundy sequence the way tutorial pages write
// it, a Set of option values per heap and a mex loop, every split tried.
// O(n^2) per sequence; run only to an n that finishes in seconds.
//
//   node bench/js/octal_baseline.mjs grundy 20000     Grundy's game
//   node bench/js/octal_baseline.mjs 0.6 20000        an octal code
//
// Prints a RESULT line whose checksum equals octal_bench's `engine` mode.
import { fnv1a, printResult, timed } from './scenarios.mjs';

function mex(seen) {
  let m = 0;
  while (seen.has(m)) m++;
  return m;
}

// Grundy's game: split a heap into two unequal non-empty heaps.
function grundyGame(n) {
  const g = [];
  for (let h = 0; h < n; h++) {
    const seen = new Set();
    for (let a = 1; 2 * a < h; a++) seen.add(g[a] ^ g[h - a]);
    g.push(mex(seen));
  }
  return g;
}

// Octal code 0.d1d2d3...: removing k stones is allowed, by digit d_k, to
// leave no heap (bit 1), one heap (bit 2) or two non-empty heaps (bit 4).
function octal(code, n) {
  const digits = code.split('.')[1].split('').map(Number);
  const g = [];
  for (let h = 0; h < n; h++) {
    const seen = new Set();
    for (let k = 1; k <= digits.length && k <= h; k++) {
      const d = digits[k - 1];
      const rest = h - k;
      if (d & 1 && rest === 0) seen.add(0);
      if (d & 2 && rest > 0) seen.add(g[rest]);
      if (d & 4) for (let a = 1; 2 * a <= rest; a++) seen.add(g[a] ^ g[rest - a]);
    }
    g.push(mex(seen));
  }
  return g;
}

const code = process.argv[2] ?? 'grundy';
const n = Number(process.argv[3] ?? 20000);
const t = timed(() => (code === 'grundy' ? grundyGame(n) : octal(code, n)));
printResult(`${code}-js-${n}`, t, fnv1a(t.value), 'Set-based mex over all splits');
