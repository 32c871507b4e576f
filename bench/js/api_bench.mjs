// The analyze_bench scenarios through the public JS API (web/api/sg.js, the WASM
// module under node): what a page or a tutorial site pays, conversions of
// the input and the result included.
//
//   node bench/js/api_bench.mjs nim [heaps]          10^6 random Nim heaps
//   node bench/js/api_bench.mjs coins [coins]        coins(mock), 10^6 coins
//   node bench/js/api_bench.mjs tree-deep|tree-wide [nodes]
//
// Best of 3; the checksum (verdict and nimber) equals analyze_bench's for
// the same scenario, so the run script can tell both analysed one position.
import { loadSG } from '../../web/api/sg.js';
import { arg, coinRow, fnv1a, nimHeaps, printResult, timed } from './scenarios.mjs';

const what = process.argv[2] ?? 'nim';
const size = arg(3, 1000000);
let notation;
if (what === 'nim') notation = `nim ${nimHeaps(size, 11).join(' ')}`;
else if (what === 'coins') notation = coinRow('mock', size, 7);
else if (what === 'tree-deep') notation = `tree ${'('.repeat(size)}${')'.repeat(size)}`;
else if (what === 'tree-wide') notation = `tree (${'()'.repeat(size - 1)})`;
else {
  console.log('usage: node bench/js/api_bench.mjs nim|coins|tree-deep|tree-wide [size]');
  process.exit(2);
}

// The options sg.js offers for huge positions: parts as typed arrays, and
// winning moves without the notation of each resulting position (a page
// asks for one with sg.winningMove when the user picks it).
const options = { typed: true, includeTo: false };
const sg = await loadSG();
const best = { wall: Infinity, cpu: Infinity };
let checksum = 0;
let note = '';
for (let run = 0; run < 3; run++) {
  const t = timed(() => sg.analyze(notation, options));
  const a = t.value;
  best.wall = Math.min(best.wall, t.wall);
  best.cpu = Math.min(best.cpu, t.cpu);
  const g = a.grundy === null ? 0xffffffffffffffffn : BigInt(a.grundy);
  checksum = fnv1a([
    'PND'.indexOf(a.outcome),
    Number(g & 0xffffffffn),
    Number((g >> 32n) & 0xffffffffn),
  ]);
  note = `outcome ${a.outcome}, ${a.winningMoves.length}${a.winningMovesComplete ? '' : '+'} winning moves`;
}
printResult(`${what}-api-${size}`, best, checksum, note);
