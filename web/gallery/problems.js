// Classic contest problems, each written as a position in the notation
// (docs/notation.md). The gallery (gallery-panel.js) opens each one in its
// panel; tests/node/page/gallery.test.mjs checks that every position parses,
// that its verdict matches the problem's sample, and that each encoding
// below follows from the problem's rules.
//
//   source     the judge and problem number
//   name       the problem's own title where the judge gives it in English
//              (a proper name, shown as it is in every language); the
//              others have a title in the catalogue, problem.<id>.title
//   position   the position in the notation
//   model      true when the catalogue's problem.<id>.model says how the
//              position encodes the problem (it is not the problem's own
//              input word for word)
//   sample     the problem's sample case used for the position: the output
//              the judge expects (as it prints it) and the outcome that
//              output means; the case itself is problem.<id>.sample in the
//              catalogue. null when the position is not a sample case.
// The rules in a line are problem.<id>.statement (web/i18n/en/gallery.js).
export const PROBLEMS = [
  {
    id: 'luogu-p2197',
    source: 'Luogu P2197',
    position: 'nim 1 1',
    model: false,
    sample: { output: 'No', outcome: 'P' },
  },
  {
    id: 'luogu-p4279',
    source: 'Luogu P4279 (SHOI 2008)',
    position: 'misere: nim 3 5 1',
    model: false,
    sample: { output: 'John', outcome: 'N' },
  },
  {
    id: 'hdu-1907',
    source: 'HDU 1907',
    name: 'John',
    position: 'misere: nim 1',
    model: false,
    sample: { output: 'Brother', outcome: 'P' },
  },
  {
    id: 'hdu-1848',
    source: 'HDU 1848',
    name: 'Fibonacci again and again',
    position: 'sub(1,2,3,5,8,13,21,34,55,89,144,233,377,610,987) 1 4 1',
    model: true,
    sample: { output: 'Nacci', outcome: 'P' },
  },
  {
    id: 'hdu-3032',
    source: 'HDU 3032',
    name: 'Nim or not Nim?',
    position: 'lasker 2 2 3',
    model: true,
    sample: { output: 'Alice', outcome: 'N' },
  },
  {
    id: 'hdu-3595',
    source: 'HDU 3595',
    name: 'GG and MM',
    position: 'every: graph(s3_2>s2_1,s2_1>s1_1,s2_1>s1_0,s1_1>s1_0) s3_2 + graph(s2_1>s1_1,s2_1>s1_0,s1_1>s1_0) s2_1',
    model: true,
    sample: null,
  },
  {
    id: 'hdu-1524',
    source: 'HDU 1524',
    name: 'A Chess Game',
    position: 'graph(0>1,0>2,2>3) 0 2',
    model: false,
    sample: { output: 'WIN', outcome: 'N' },
  },
  {
    id: 'hdu-1536',
    source: 'HDU 1536',
    name: 'S-Nim',
    position: 'sub(2,5) 5 12',
    model: false,
    sample: { output: 'L', outcome: 'P' },
  },
  {
    id: 'poj-1704',
    source: 'POJ 1704',
    name: 'Georgia and Bob',
    position: 'staircase 2 1 2 1 0 0 3 0',
    model: true,
    sample: { output: 'Georgia will win', outcome: 'N' },
  },
  {
    id: 'poj-2425',
    source: 'POJ 2425',
    name: 'A Chess Game',
    position: 'graph(0>1,1>2) 1 1',
    model: true,
    sample: { output: 'LOSE', outcome: 'P' },
  },
  {
    id: 'poj-3710',
    source: 'POJ 3710',
    name: 'Christmas Game',
    position: 'hackenbush 0-1 + hackenbush 0-1 1-2 1-3 2-3',
    model: true,
    sample: { output: 'Sally', outcome: 'N' },
  },
  {
    id: 'hdu-3094',
    source: 'HDU 3094',
    name: 'A tree game',
    position: 'tree(parents) 5 3 7 8 7 1 4 0 5',
    model: true,
    sample: { output: 'Alice', outcome: 'N' },
  },
  {
    id: 'acwing-1319',
    source: 'AcWing 1319',
    position: 'graph(2>1,2>4,1>4,1>5,4>5,1>3,3>5,3>6) 1 2 4 6',
    model: false,
    sample: { output: 'win', outcome: 'N' },
  },
  {
    id: 'macau-2020-g',
    source: 'ICPC Macau 2020',
    name: 'G · Game on Sequence',
    position: 'seqgame(1,2,3,4,5,6,7) 4',
    model: true,
    sample: { output: 'Grammy', outcome: 'N' },
  },
];
