// Classic contest problems, each written as a position in the notation
// (docs/notation.md). The gallery (gallery-panel.js) opens each one in its
// panel; tests/node/gallery.test.mjs checks that every position parses,
// that its verdict matches the problem's sample, and that each encoding
// below follows from the problem's rules.
//
//   source     the judge and problem number
//   title      the problem's name
//   statement  the rules in one line
//   position   the position in the notation
//   model      how the position encodes the problem, when it is not the
//              problem's own input word for word (null otherwise)
//   sample     the problem's sample input used for the position: the case
//              (input), the expected output and the outcome that output
//              means; null when the position is not a sample case
export const PROBLEMS = [
  {
    id: 'luogu-p2197',
    source: 'Luogu P2197',
    title: 'Nim (template)',
    statement: 'Heaps of stones; a move takes any number of stones from one heap; whoever cannot move loses. Does the first player win?',
    position: 'nim 1 1',
    model: null,
    sample: { input: 'heaps 1 1 (case 1)', output: 'No', outcome: 'P' },
  },
  {
    id: 'luogu-p4279',
    source: 'Luogu P4279 (SHOI 2008)',
    title: 'Little John’s game',
    statement: 'Nim where whoever takes the last stone loses (misère Nim). John moves first: who wins?',
    position: 'misere: nim 3 5 1',
    model: null,
    sample: { input: 'heaps 3 5 1 (case 1)', output: 'John', outcome: 'N' },
  },
  {
    id: 'hdu-1907',
    source: 'HDU 1907',
    title: 'John',
    statement: 'The same misère Nim: whoever eats the last candy loses; John eats first.',
    position: 'misere: nim 1',
    model: null,
    sample: { input: 'one heap of 1 (case 2)', output: 'Brother', outcome: 'P' },
  },
  {
    id: 'hdu-1848',
    source: 'HDU 1848',
    title: 'Fibonacci again and again',
    statement: 'Three heaps; a move takes a Fibonacci number of stones (1, 2, 3, 5, 8, …) from one heap; whoever takes the last stone wins.',
    position: 'sub(1,2,3,5,8,13,21,34,55,89,144,233,377,610,987) 1 4 1',
    model: 'A subtraction game whose set is every Fibonacci number up to 1000, the problem’s largest heap.',
    sample: { input: 'heaps 1 4 1 (case 2)', output: 'Nacci', outcome: 'P' },
  },
  {
    id: 'hdu-3032',
    source: 'HDU 3032',
    title: 'Nim or not Nim?',
    statement: 'Nim where a move may instead split one heap into two smaller non-empty heaps; whoever takes the last stone wins.',
    position: 'lasker 2 2 3',
    model: 'Lasker’s Nim: take any number from a heap, or split it in two.',
    sample: { input: 'heaps 2 2 3 (case 1)', output: 'Alice', outcome: 'N' },
  },
  {
    id: 'hdu-3595',
    source: 'HDU 3595',
    title: 'GG and MM',
    statement: 'Several games of two piles (x, y) at once; a move in a game takes a multiple of one pile from the other; each turn a player must move in every game not yet over; whoever cannot move loses.',
    position: 'every: graph(s3_2>s2_1,s2_1>s1_1,s2_1>s1_0,s1_1>s1_0) s3_2 + graph(s2_1>s1_1,s2_1>s1_0,s1_1>s1_0) s2_1',
    model: 'Each game is its own small game graph (node s3_2 is piles 3 and 2; a game is over when a pile is empty), and every: makes each turn a move in every game (Every-SG). This pair is our example, not the problem’s sample: played as an ordinary sum it would be a first-player win.',
    sample: null,
  },
  {
    id: 'hdu-1524',
    source: 'HDU 1524',
    title: 'A Chess Game',
    statement: 'Chessmen on the positions of a directed acyclic graph; a move slides one chessman along an edge; whoever cannot move loses.',
    position: 'graph(0>1,0>2,2>3) 0 2',
    model: null,
    sample: { input: 'the first graph, chessmen on 0 and 2', output: 'WIN', outcome: 'N' },
  },
  {
    id: 'hdu-1536',
    source: 'HDU 1536',
    title: 'S-Nim',
    statement: 'Nim where a move may only take an amount listed in a set S from one heap.',
    position: 'sub(2,5) 5 12',
    model: null,
    sample: { input: 'S = {2, 5}, heaps 5 12 (the first position)', output: 'L', outcome: 'P' },
  },
  {
    id: 'poj-1704',
    source: 'POJ 1704',
    title: 'Georgia and Bob',
    statement: 'Chessmen on a row of cells; a move slides one chessman left without passing another or the edge; whoever cannot move loses.',
    position: 'staircase 2 1 2 1 0 0 3 0',
    model: 'Staircase Nim: step i holds the empty cells left of the i-th chessman from the right (chessmen at 1 5 6 7 9 12 14 17); moving a chessman left moves cells from its step to the step below.',
    sample: { input: 'chessmen at 1 5 6 7 9 12 14 17 (case 2)', output: 'Georgia will win', outcome: 'N' },
  },
  {
    id: 'poj-2425',
    source: 'POJ 2425',
    title: 'A Chess Game',
    statement: 'HDU 1524’s game: chessmen on a directed acyclic graph, moved along edges; whoever cannot move loses.',
    position: 'graph(0>1,1>2) 1 1',
    model: 'The second graph of the sample has a fourth node, 3, with no edges and no chessman here, so it is left out.',
    sample: { input: 'the second graph, chessmen on 1 and 1', output: 'LOSE', outcome: 'P' },
  },
  {
    id: 'poj-3710',
    source: 'POJ 3710',
    title: 'Christmas Game',
    statement: 'Trees with simple cycles (gifts) hanging from them; a move cuts an edge and removes what no longer touches the root; whoever cannot cut loses.',
    position: 'hackenbush 0-1 + hackenbush 0-1 1-2 1-3 2-3',
    model: 'Green Hackenbush, one component per tree, each tree’s root (node 1) as the ground 0 and node k as k − 1; the fusion principle handles the cycles.',
    sample: { input: 'both trees of the sample', output: 'Sally', outcome: 'N' },
  },
  {
    id: 'hdu-3094',
    source: 'HDU 3094',
    title: 'A tree game',
    statement: 'A rooted tree; a move cuts an edge and removes what no longer touches the root; whoever cannot cut loses.',
    position: 'tree(parents) 5 3 7 8 7 1 4 0 5',
    model: 'Node k of the problem is node k − 1 here, so the root 1 is 0; the list gives the parents of nodes 1 to 9.',
    sample: { input: 'the 10-node tree (case 3)', output: 'Alice', outcome: 'N' },
  },
  {
    id: 'acwing-1319',
    source: 'AcWing 1319',
    title: 'Moving chessmen',
    statement: 'Chessmen on a directed acyclic graph; a move slides one chessman along an edge; whoever cannot move loses.',
    position: 'graph(2>1,2>4,1>4,1>5,4>5,1>3,3>5,3>6) 1 2 4 6',
    model: null,
    sample: { input: 'the sample graph, chessmen on 1 2 4 6', output: 'win', outcome: 'N' },
  },
  {
    id: 'macau-2020-g',
    source: 'ICPC Macau 2020, problem G',
    title: 'Game on Sequence',
    statement: 'Values 0 to 255 in a row; a token at index i jumps to any later index whose value differs from a_i in at most one bit; whoever cannot move loses.',
    position: 'seqgame(1,2,3,4,5,6,7) 4',
    model: 'The row after the sample’s two appends (6, then 7), the token on the fifth value (index 4 from 0).',
    sample: { input: 'the second game (token at position 5)', output: 'Grammy', outcome: 'N' },
  },
];
