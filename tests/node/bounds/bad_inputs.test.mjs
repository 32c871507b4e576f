// Bad input, table-driven: every row is a malformed input to one entry point
// of web/api/sg.js. Each must throw an SGError whose message names the problem
// (and its column, where the problem has a place in the text), and the engine
// must give a correct answer to a valid position right after.
// Run: node --test tests/node/bounds/bad_inputs.test.mjs
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { loadSG, SGError } from '../../../web/api/sg.js';

let sg;
before(async () => {
  sg = await loadSG();
});

const MB = 1 << 20;
const TWO64 = '18446744073709551616';
const LIMIT64 = /too large \(the limit is 9223372036854775807\)/;
const NON_NEG = /must be a non-negative integer/;

// Valid calls with answers known independently of the engine, checked in
// turn after each bad row.
const KNOWN = [
  ['nim 3 4 5 is N with SG 3^4^5 = 2', () => {
    const r = sg.analyze('nim 3 4 5');
    assert.equal(r.outcome, 'N');
    assert.equal(r.grundy, 2);
    assert.deepEqual(r.winningMoves.map((m) => m.to), ['nim 1 4 5']);
  }],
  ['nim 1 2 3 is P', () => {
    const r = sg.analyze('nim 1 2 3');
    assert.equal(r.outcome, 'P');
    assert.equal(r.grundy, 0);
  }],
  ['Kayles SG(0..11)', () => {
    assert.deepEqual(sg.sequence('octal(0.77)', 12).values, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
  }],
  ['bash(3) 10 has SG 10 mod 4 = 2', () => {
    assert.equal(sg.analyze('bash(3) 10').grundy, 2);
  }],
  ['wythoff 3 5 is P (Wythoff pair k = 2)', () => {
    assert.equal(sg.analyze('wythoff 3 5').outcome, 'P');
  }],
  ['Wythoff 3x3 table', () => {
    assert.deepEqual(sg.table('wythoff', 3, 3), [[0, 1, 2], [1, 2, 0], [2, 0, 1]]);
  }],
  ['coins(turtles) THHTTH has SG 2^3^6 = 7', () => {
    assert.equal(sg.analyze('coins(turtles) THHTTH').grundy, 7);
  }],
  ['tree (()(())) is a leaf plus a stalk of 2: (0+1) ^ (1+1) = 3', () => {
    assert.equal(sg.analyze('tree (()(()))').grundy, 3);
  }],
  ['edge list a>b>c: a P, b N, c P', () => {
    const r = sg.analyzeEdgeList('a b\nb c\n');
    assert.deepEqual(r.names, ['a', 'b', 'c']);
    assert.deepEqual(Array.from(r.outcome), [0, 1, 0]);
  }],
  ['misere: nim 1 1 is N (an even number of 1-heaps)', () => {
    assert.equal(sg.analyze('misere: nim 1 1').outcome, 'N');
  }],
];

const a = (text) => ['analyze', text];
// The text as written: what lenient reading would fold or split.
const strict = (text) => ['analyze', text, { strict: true }];
const big = (prefix, fill, bytes = MB) => prefix + fill.repeat(Math.ceil(bytes / fill.length));

// [description, call, pattern, column]: call is [method, ...args]; column
// undefined = not checked, null = the error has no column.
const ROWS = [
  // ------------------------------------------------------------ empty and structure
  ['empty text', a(''), /empty position/, 1],
  ['blanks only', a('   '), /empty position/, 1],
  ['tabs and newlines only', a('\t\n\r '), /empty position/, 1],
  ['a lone +', a('+'), /missing a component before "\+"/, 1],
  ['a compound and nothing else', a('misere:'), /missing a component after the compound/, 8],
  ['a compound and blanks', a('every:   '), /missing a component after the compound/, 7],
  ['an empty compound name', a(': nim 3'), /unknown compound ""/, 1],
  ['an unknown compound', a('sometimes: nim 3'), /unknown compound "sometimes" \(expected normal, misere/, 1],
  ['a trailing +', a('nim 3 +'), /missing a component after "\+"/, 7],
  ['a doubled +', a('nim 3 ++ nim 4'), /missing a component before "\+"/, 8],
  ['+ right after the compound', a('conjunctive: + nim 3'), /missing a component before "\+"/, 14],
  ['two compounds', a('misere: misere: nim 3'), /unknown family "misere"/, 9],
  ['a compound without its colon', a('every nim 3'), /unknown family "every" \(a compound is written .* with a colon/, 1],
  // ------------------------------------------------------------ unknown families
  ['a misspelt family', a('nimm 3'), /unknown family "nimm" \(did you mean "nim"\?\)/, 1],
  ['an unknown family', a('foo 3'), /unknown family "foo"/, 1],
  ['kayles misspelt', a('kayle 3'), /did you mean "kayles"/, 1],
  ['hackenbush misspelt', a('hackenbosh 0-1'), /did you mean "hackenbush"/, 1],
  ['numbers without a family', a('3 4 5'), /expected a game family name such as "nim", found "3"/, 1],
  ['a family glued to a number', a('nim3'), /unknown family "nim3"/, 1],
  ['a dotless i in the family', a('n\u0131m 3'), /unknown family "n\u0131m" \(did you mean "nim"\?\)/, 1],
  ['a full-width family name, read strictly', strict('\uFF4E\uFF49\uFF4D 3'), /expected a game family name.*found "\uFF4E\uFF49\uFF4D"/, 1],
  ['a 1 MB family name', a(big('', 'x')), /unknown family "x{24}\.\.\."/, 1],
  ['an emoji family', a('\u{1F600} 3'), /expected a game family name.*"\u{1F600}"/u, 1],
  ['a family in a second component', a('nim 3 + nimm 4'), /unknown family "nimm"/, 9],
  // ------------------------------------------------------------ nim: heap sizes
  ['a negative heap', a('nim -3'), /heap size "-3" must be a non-negative integer/, 5],
  ['a negative heap in the middle', a('nim 3 -4 5'), /heap size "-4"/, 7],
  ['letters', a('nim abc'), /heap size "abc" must be a non-negative integer/, 5],
  ['a fraction', a('nim 3.5'), /heap size "3\.5"/, 5],
  ['an exponent', a('nim 1e3'), /heap size "1e3"/, 5],
  ['hexadecimal', a('nim 0x10'), /heap size "0x10"/, 5],
  ['comma-separated heaps, read strictly', strict('nim 1,2'), /heap size "1,2"/, 5],
  ['a thousands comma', a('nim 1,000'), /1,000 could be one number or two/, 6],
  ['an empty item between commas', a('nim 3,,4'), /a comma must stand between two items/, 6],
  ['a full-width thousands comma', a('nim \uFF11\uFF0C\uFF10\uFF10\uFF10'), /could be one number or two/, 6],
  ['NaN in the text', a('nim NaN'), /heap size "NaN" must be a non-negative integer/, 5],
  ['Infinity in the text', a('nim Infinity'), /heap size "Infinity"/, 5],
  ['-0', a('nim -0'), /heap size "-0"/, 5],
  ['a plus sign on a heap (+ joins components)', a('nim +3'), /expected a game family name such as "nim", found "3"/, 6],
  ['2^64', a(`nim ${TWO64}`), LIMIT64, 5],
  ['2^63', a('nim 9223372036854775808'), LIMIT64, 5],
  ['2^64 - 1', a('nim 18446744073709551615'), LIMIT64, 5],
  ['2^64 in the text as a power', a('nim 2^64'), /heap size "2\^64"/, 5],
  ['a 1 MB number', a(big('nim ', '9')), /heap size "9{24}\.\.\." is too large/, 5],
  ['a 1 MB word', a(big('nim 1 ', 'z')), /heap size "z{24}\.\.\." must be a non-negative integer/, 7],
  ['nim with a rule', a('nim(3) 4'), /nim takes no rule in parentheses/, 4],
  ['an unbalanced )', a('nim 3)'), /unbalanced "\)"/, 6],
  ['an unbalanced (', a('nim (3'), /unbalanced "\(": missing "\)"/, 5],
  ['a comment', a('nim 3 4 5 # x'), /heap size "#"/, 11],
  ['a dollar', a('nim 3 $'), /heap size "\$"/, 7],
  // ------------------------------------------------------------ unicode and control characters
  ['a full-width digit, read strictly', strict('nim \uFF13'), /heap size "\uFF13" must be a non-negative integer/, 5],
  ['an Arabic-Indic digit', a('nim \u0663'), /heap size "\u0663"/, 5],
  ['an emoji heap', a('nim \u{1F600}'), /heap size "\u{1F600}"/u, 5],
  ['an emoji, then a bad heap (columns count characters)', a('nim 1 \u{1F600} 2'), /heap size "\u{1F600}"/u, 7],
  ['a combining accent on a digit', a('nim 3\u0301'), /heap size "3\u0301"/, 5],
  ['a right-to-left override', a('nim \u202E3'), /unexpected invisible character U\+202E/, 5],
  ['a right-to-left mark', a('nim 3 \u200F4'), /unexpected invisible character U\+200F/, 7],
  ['Hebrew letters', a('nim \u05D0\u05D1'), /heap size "\u05D0\u05D1"/, 5],
  ['a zero-width space', a('nim 3\u200B'), /unexpected invisible character U\+200B/, 6],
  ['a no-break space', a('nim\u00A03'), /invisible character U\+00A0 \(a no-break space: type a plain space\)/, 4],
  ['a byte order mark', a('\uFEFFnim 3'), /unexpected invisible character U\+FEFF/, 1],
  ['a soft hyphen', a('nim 1\u00AD2'), /U\+00AD/, 6],
  ['a NUL', a('nim 3 4 5 \u0000'), /unexpected control character U\+0000/, 11],
  ['an escape sequence', a('nim \u001B[31m3'), /unexpected control character U\+001B/, 5],
  ['DEL', a('nim 3\u007F'), /unexpected control character U\+007F/, 6],
  ['a vertical tab', a('nim 3\u000B4'), /unexpected control character U\+000B/, 6],
  ['a form feed', a('nim 3\u000C4'), /unexpected control character U\+000C/, 6],
  ['a backspace', a('nim 3\b'), /unexpected control character U\+0008/, 6],
  ['a C1 control (NEL)', a('nim 3 \u0085'), /unexpected control character U\+0085/, 7],
  ['a line separator', a('nim 3\u20284'), /U\+2028/, 6],
  ['a control character after an emoji', a('nim \u{1F600}\u0001'), /U\+0001/, 6],
  ['a lone high surrogate', a('nim \uD800'), /lone UTF-16 surrogate/, 5],
  ['a lone low surrogate first', a('\uDC00nim 3'), /lone UTF-16 surrogate/, 1],
  ['a reversed surrogate pair', a('nim \uDE00\uD83D'), /lone UTF-16 surrogate/, 5],
  ['text above the size limit', a(`nim ${'1 '.repeat(5 * MB / 2)}`), /position text is too long \(\d+ bytes; the limit is 4194304\)/, null],
  // ------------------------------------------------------------ bash
  ['bash without its limit', a('bash 3'), /bash needs the most a move may take in parentheses/, 5],
  ['bash with empty parentheses', a('bash() 3'), /missing bash limit/, 6],
  ['bash(0)', a('bash(0) 3'), /bash limit "0" must be at least 1/, 6],
  ['bash(-1)', a('bash(-1) 3'), /bash limit "-1" must be a non-negative integer/, 6],
  ['bash(x)', a('bash(x) 3'), /bash limit "x"/, 6],
  ['bash(1.5)', a('bash(1.5) 3'), /bash limit "1\.5"/, 6],
  ['bash with an open rule', a('bash(3'), /unbalanced "\(": missing "\)"/, 5],
  ['bash with two limits', a('bash(3,4) 5'), /bash takes one number in parentheses/, 8],
  ['bash with a blank before the rule', a('bash (3) 5'), /bash needs the most a move may take in parentheses/, 5],
  ['bash(2^64)', a(`bash(${TWO64}) 3`), LIMIT64, 6],
  ['bash with a negative heap', a('bash(3) -1'), /heap size "-1"/, 9],
  // ------------------------------------------------------------ sub
  ['sub without a set', a('sub 3'), /sub needs a subtraction set in parentheses/, 4],
  ['sub with an empty set', a('sub() 3'), /the subtraction set is empty/, 5],
  ['sub(0)', a('sub(0) 3'), /subtraction amount "0" must be at least 1/, 5],
  ['sub with a duplicate amount', a('sub(2,2) 3'), /subtraction amount 2 is listed twice/, 7],
  ['sub with an empty amount', a('sub(1,,2) 3'), /missing a subtraction amount between commas/, 7],
  ['sub above its amount limit', a('sub(100001) 3'), /subtraction amount "100001" is too large \(the limit is 100000\)/, 5],
  ['sub(a)', a('sub(a) 3'), /subtraction amount "a" must be a non-negative integer/, 5],
  ['sub(1.5)', a('sub(1.5) 3'), /subtraction amount "1\.5"/, 5],
  ['sub(-2)', a('sub(-2) 3'), /subtraction amount "-2"/, 5],
  ['sub(2^64)', a(`sub(${TWO64}) 3`), /subtraction amount "18446744073709551616" is too large/, 5],
  ['sub with 1001 amounts', a(`sub(${Array.from({ length: 1001 }, (_, i) => i + 1).join(',')}) 3`), /too many subtraction amounts \(the limit is 1000\)/, undefined],
  ['sub with a bad heap', a('sub(1,2) x'), /heap size "x"/, 10],
  // ------------------------------------------------------------ octal, kayles, dawson, grundy, lasker
  ['octal without a code', a('octal 3'), /octal needs its code in parentheses/, 6],
  ['an octal digit 8', a('octal(0.8) 3'), /octal code digit "8" must be 0-7/, 9],
  ['an octal code without digits', a('octal(0.) 3'), /needs at least one digit after the point/, 9],
  ['an octal code without a point', a('octal(abc) 3'), /octal code "abc" needs a point/, 7],
  ['an octal code with an open bracket', a('octal(0.77 3'), /unbalanced "\(": missing "\)"/, 6],
  ['an octal code starting with 5', a('octal(5.0) 3'), /the digit before the point must be 0 or 4/, 7],
  ['two dots for a repeat', a('octal(0.7..) 3'), /exactly "\.\.\."/, 10],
  ['octal with a negative heap', a('octal(0.07) -1'), /heap size "-1"/, 13],
  ['kayles with a rule', a('kayles(3) 4'), /kayles takes no rule in parentheses/, 7],
  ['kayles -1', a('kayles -1'), /heap size "-1"/, 8],
  ['kayles 1.5', a('kayles 1.5'), /heap size "1\.5"/, 8],
  ['dawson x', a('dawson x'), /heap size "x"/, 8],
  ['dawson 2^64', a(`dawson ${TWO64}`), LIMIT64, 8],
  ['grundy 1.5', a('grundy 1.5'), /heap size "1\.5"/, 8],
  ['grundy -1', a('grundy -1'), /heap size "-1"/, 8],
  ['grundy 2^64', a(`grundy ${TWO64}`), /heap size "18446744073709551616" is too large/, 8],
  ['lasker -2', a('lasker -2'), /heap size "-2"/, 8],
  ['lasker 2^63', a('lasker 9223372036854775808'), LIMIT64, 8],
  ['lasker with a word', a('lasker 3 x'), /heap size "x"/, 10],
  // ------------------------------------------------------------ staircase, wythoff
  ['staircase with a letter', a('staircase a'), /number of coins "a" must be a non-negative integer/, 11],
  ['staircase 2^64', a(`staircase ${TWO64}`), /number of coins "18446744073709551616" is too large/, 11],
  ['staircase with a negative step', a('staircase 1 -1'), /number of coins "-1"/, 13],
  ['wythoff with one heap', a('wythoff 3'), /wythoff takes exactly two heap sizes.*found 1/, 10],
  ['wythoff with three heaps', a('wythoff 3 4 5'), /wythoff takes exactly two heap sizes, found 3/, 13],
  ['wythoff with none', a('wythoff'), /wythoff takes exactly two heap sizes.*found 0/, 8],
  ['wythoff -1 2', a('wythoff -1 2'), /heap size "-1"/, 9],
  ['wythoff 2^64', a(`wythoff ${TWO64} 1`), LIMIT64, 9],
  // ------------------------------------------------------------ coins
  ['coins without a rule', a('coins THH'), /coins needs a rule in parentheses/, 6],
  ['coins with an empty rule', a('coins() THH'), /missing the coin rule between the parentheses/, 7],
  ['an unknown coin rule', a('coins(foo) THH'), /unknown coin rule "foo"; expected one, turtles, mock/, 7],
  ['a coin X', a('coins(mock) THX'), /coin "X" must be H or T/, 15],
  ['a coin 2', a('coins(mock) 2'), /coin "2" must be H or T/, 13],
  ['an emoji coin', a('coins(mock) TH\u{1F600}'), /coin "\u{1F600}" must be H or T/u, 15],
  ['run(0)', a('coins(run(0)) HH'), /coin count "0" must be at least 1/, 11],
  ['exactly 0 anywhere', a('coins(exactly 0 anywhere) HH'), /coin count "0" must be at least 1/, 15],
  ['near 0', a('coins(near 0) H'), /coin count "0" must be at least 1/, 12],
  ['coins without a row', a('coins(mock)'), /missing the coin row after coins\(mock\)/, 12],
  ['run(x)', a('coins(run(x)) H'), /coin count "x" must be a non-negative integer/, 11],
  ['an open run(', a('coins(run(2) H'), /unbalanced "\(": missing "\)"/, 6],
  ['a coin rule shape that does not exist', a('coins(exactly 2 sideways) H'), /expected "anywhere" or "consecutive", found "sideways"/, 17],
  ['near -1', a('coins(near -1) H'), /coin count "-1"/, 12],
  ['run(2^64)', a(`coins(run(${TWO64})) H`), LIMIT64, 11],
  // ------------------------------------------------------------ tree (brackets and parents)
  ['tree without a tree', a('tree'), /missing a tree after "tree"/, 1],
  ['tree ((', a('tree (('), /unbalanced "\(": missing "\)"/, 6],
  ['tree ())', a('tree ())'), /unbalanced "\)"/, 8],
  ['tree )(', a('tree )('), /unbalanced "\)"/, 6],
  ['tree (()', a('tree (()'), /unbalanced "\(": missing "\)"/, 6],
  ['two roots', a('tree ()()'), /a second root/, 8],
  ['a letter in a tree', a('tree x'), /unexpected "x" in a tree/, 6],
  ['square brackets', a('tree [()]'), /unexpected "\[" in a tree/, 6],
  ['1 MB of open brackets', a(big('tree ', '(')), /unbalanced "\(": missing "\)"/, 6],
  ['a node that is its own parent (a self-loop)', a('tree(parents) 1'), /node 1 cannot be its own parent/, 15],
  ['a later self-loop', a('tree(parents) 0 2'), /node 2 cannot be its own parent/, 17],
  ['a parent cycle', a('tree(parents) 2 1'), /the parents form a cycle 1 -> 2 -> 1 that never reaches the root 0/, 15],
  ['a negative parent', a('tree(parents) -1'), /parent "-1" must be a non-negative integer/, 15],
  ['a parent that is not a node', a('tree(parents) 5'), /parent "5" of node 1 is not a node \(this tree has nodes 0\.\.1\)/, 15],
  ['a parent that is a word', a('tree(parents) x'), /parent "x"/, 15],
  ['an unknown tree syntax', a('tree(foo) 0'), /unknown tree syntax "foo"/, 6],
  // ------------------------------------------------------------ hackenbush (loops and multi-edges are legal)
  ['an edge with _', a('hackenbush 0_1'), /edge "0_1" must be two vertices joined by "-"/, 12],
  ['an edge missing its second vertex', a('hackenbush 0-'), /edge "0-" is missing its second vertex after "-"/, 14],
  ['an edge missing its first vertex', a('hackenbush -1'), /edge "-1" is missing its first vertex before "-"/, 12],
  ['letter vertices', a('hackenbush a-b'), /vertex "a" must be a non-negative integer/, 12],
  ['a path in one item', a('hackenbush 0-1-2'), /edge "0-1-2" has more than one "-"/, 15],
  ['a vertex above 2^64', a('hackenbush 0-99999999999999999999'), LIMIT64, 14],
  ['a fractional vertex', a('hackenbush 0-1.5'), /vertex "1\.5"/, 14],
  ['hackenbush with a rule', a('hackenbush(x) 0-1'), /hackenbush takes no rule/, 11],
  // ------------------------------------------------------------ graph (self-loops legal, repeats folded)
  ['graph without edges', a('graph a'), /graph needs its edges in parentheses/, 1],
  ['graph with empty parentheses', a('graph() a'), /needs at least one edge such as a>b/, 7],
  ['a token on an unknown node', a('graph(a>b) c'), /token on unknown node "c"/, 12],
  ['an open graph rule', a('graph(a>b'), /unbalanced "\(": missing "\)"/, 6],
  ['an arrow ->', a('graph(a->b) a'), /node name "a-" must be an identifier/, 7],
  ['an edge without a target', a('graph(a>) a'), /edge "a>" is missing its target node after ">"/, 8],
  ['an edge without a source', a('graph(>b) a'), /edge ">b" is missing its source node before ">"/, 7],
  ['a blank instead of >', a('graph(a b) a'), /node name "a" must be an identifier/, 7],
  ['a leading zero', a('graph(01>1) 1'), /node name "01".*without leading zeros/, 7],
  ['an emoji node', a('graph(\u{1F600}>b) b'), /node name "\u{1F600}"/u, 7],
  // ------------------------------------------------------------ seqgame, ends, merge
  ['a seqgame token past the end', a('seqgame(3,5) 5'), /token index "5" is past the end of the sequence \(indices are 0\.\.1\)/, 14],
  ['a seqgame value of 256', a('seqgame(256) 0'), /sequence value "256" is too large \(the limit is 255\)/, 9],
  ['an empty seqgame', a('seqgame() 0'), /seqgame needs its sequence in parentheses/, 9],
  ['a negative seqgame token', a('seqgame(1,2) -1'), /token index "-1" must be a non-negative integer/, 14],
  ['seqgame without a sequence', a('seqgame 0'), /seqgame needs its sequence in parentheses/, 1],
  ['a fractional seqgame value', a('seqgame(1.5) 0'), /sequence value "1\.5"/, 9],
  ['a seqgame token of 2^64', a(`seqgame(1,2) ${TWO64}`), LIMIT64, 14],
  ['ends -1', a('ends -1'), /heap size "-1"/, 6],
  ['ends x', a('ends x'), /heap size "x"/, 6],
  ['ends 2^64', a(`ends ${TWO64}`), LIMIT64, 6],
  ['merge -1', a('merge -1'), /heap size "-1"/, 7],
  ['merge 1.5', a('merge 1.5'), /heap size "1\.5"/, 7],
  ['merge 2^64', a(`merge ${TWO64}`), LIMIT64, 7],
  // ------------------------------------------------------------ compounds
  ['misere with a negative heap', a('mis\u00E8re: nim -3'), /heap size "-3"/, 13],
  ['misere with a misspelt family', a('misere: nimm 3'), /did you mean "nim"/, 9],
  ['every with one wythoff heap', a('every: wythoff 3'), /wythoff takes exactly two heap sizes/, 17],
  ['conjunctive with a broken tree', a('conjunctive: nim 3 + tree (()'), /unbalanced "\(": missing "\)"/, 27],
  ['selective with an unknown token', a('selective: graph(a>b) c'), /token on unknown node "c"/, 23],
  ['misere without its colon', a('misere nim 3'), /unknown family "misere" \(a compound is written/, 1],
  ['an accented compound without its colon', a('mis\u00E8re nim 3'), /unknown family "mis\u00E8re" \(a compound is written/, 1],
  // ------------------------------------------------------------ JS arguments to analyze
  ['analyze(null)', ['analyze', null], /position must be a string, got null/, null],
  ['analyze(undefined)', ['analyze', undefined], /position must be a string, got undefined/, null],
  ['analyze(NaN)', ['analyze', NaN], /position must be a string, got number/, null],
  ['analyze(Infinity)', ['analyze', Infinity], /position must be a string, got number/, null],
  ['analyze(-1)', ['analyze', -1], /position must be a string, got number/, null],
  ['analyze(1.5)', ['analyze', 1.5], /position must be a string, got number/, null],
  ['analyze(2**64)', ['analyze', 2 ** 64], /position must be a string, got number/, null],
  ['analyze(BigInt)', ['analyze', 10n], /position must be a string, got bigint/, null],
  ['analyze({})', ['analyze', {}], /position must be a string, got object/, null],
  ['analyze([text])', ['analyze', ['nim 3']], /position must be a string, got object/, null],
  ['analyze(String object)', ['analyze', new String('nim 3')], /position must be a string, got object/, null],
  ['analyze(object with toString)', ['analyze', { toString: () => 'nim 3' }], /position must be a string, got object/, null],
  ['analyze(function)', ['analyze', () => 'nim 3'], /position must be a string, got function/, null],
  ['analyze(Symbol)', ['analyze', Symbol('nim 3')], /position must be a string, got symbol/, null],
  ['analyze(true)', ['analyze', true], /position must be a string, got boolean/, null],
  // ------------------------------------------------------------ explain
  ['explain of a negative heap', ['explain', 'nim -1'], /heap size "-1"/, 5],
  ['explain(null)', ['explain', null], /position must be a string, got null/, null],
  ['explain with maxOptions -1', ['explain', 'nim 3', { maxOptions: -1 }], /maxOptions must be a non-negative integer, got -1/, null],
  ['explain with maxOptions NaN', ['explain', 'nim 3', { maxOptions: NaN }], /maxOptions must be a non-negative integer, got NaN/, null],
  ['explain with maxOptions 1.5', ['explain', 'nim 3', { maxOptions: 1.5 }], /maxOptions must be a non-negative integer, got 1\.5/, null],
  ['explain with maxOptions Infinity', ['explain', 'nim 3', { maxOptions: Infinity }], /maxOptions must be a non-negative integer, got Infinity/, null],
  ['explain with maxOptions as text', ['explain', 'nim 3', { maxOptions: '5' }], /maxOptions must be a non-negative integer/, null],
  ['explain of 2^64', ['explain', `nim ${TWO64}`], LIMIT64, 5],
  ['explain of an unknown family', ['explain', 'kayels 3'], /unknown family "kayels" \(did you mean "kayles"\?\)/, 1],
  ['explain of a lone surrogate', ['explain', 'nim 3 \uD83D'], /lone UTF-16 surrogate/, 7],
  // ------------------------------------------------------------ bestMove
  ['bestMove of a misspelt family', ['bestMove', 'nimm 3'], /unknown family "nimm"/, 1],
  ['bestMove when the game is over', ['bestMove', 'nim 0 0'], /no move is available: the game is over/, null],
  ['bestMove()', ['bestMove'], /position must be a string, got undefined/, null],
  ['bestMove of a broken tree', ['bestMove', 'tree (('], /unbalanced "\("/, 6],
  ['bestMove of an unknown token', ['bestMove', 'graph(a>b) z'], /token on unknown node "z"/, 12],
  ['bestMove of a control character', ['bestMove', 'nim 3\u0007'], /control character U\+0007/, 6],
  // ------------------------------------------------------------ sequence
  ['sequence of an unknown family', ['sequence', 'nimm', 10], /unknown family "nimm"/, 1],
  ['sequence of a bad octal code', ['sequence', 'octal(0.8)', 5], /octal code digit "8" must be 0-7/, 9],
  ['sequence of wythoff', ['sequence', 'wythoff', 5], /"wythoff" has no Grundy sequence of heap sizes/, 1],
  ['sequence of tree', ['sequence', 'tree', 5], /"tree" has no Grundy sequence/, 1],
  ['sequence of a graph', ['sequence', 'graph(a>b)', 5], /"graph" has no Grundy sequence/, 1],
  ['sequence of a position', ['sequence', 'nim 3', 5], /a sequence rule takes no heap sizes, found "3"/, 5],
  ['sequence of a sum', ['sequence', 'nim + nim', 5], /a sequence rule takes no heap sizes/, 5],
  ['sequence of an empty rule', ['sequence', '', 5], /missing a game family name/, 1],
  ['sequence of bash(0)', ['sequence', 'bash(0)', 5], /bash limit "0" must be at least 1/, 6],
  ['sequence of sub()', ['sequence', 'sub()', 5], /the subtraction set is empty/, 5],
  ['sequence of coins(foo)', ['sequence', 'coins(foo)', 5], /unknown coin rule "foo"/, 7],
  ['sequence length NaN', ['sequence', 'nim', NaN], /sequence length must be a non-negative integer, got NaN/, null],
  ['sequence length Infinity', ['sequence', 'nim', Infinity], /sequence length must be a non-negative integer, got Infinity/, null],
  ['sequence length -1', ['sequence', 'nim', -1], /sequence length must be a non-negative integer, got -1/, null],
  ['sequence length 1.5', ['sequence', 'nim', 1.5], /sequence length must be a non-negative integer, got 1\.5/, null],
  ['sequence length 2**64', ['sequence', 'nim', 2 ** 64], /sequence length must be a non-negative integer, got 18446744073709552000/, null],
  ['sequence length 2n**64n', ['sequence', 'nim', 2n ** 64n], /sequence length must be a non-negative integer/, null],
  ['sequence length above the limit', ['sequence', 'nim', 2 ** 22 + 1], /limit of 4194304/, undefined],
  ['sequence length null', ['sequence', 'nim', null], /sequence length must be a non-negative integer, got null/, null],
  ['sequence length undefined', ['sequence', 'nim'], /sequence length must be a non-negative integer, got undefined/, null],
  ['sequence length as text', ['sequence', 'nim', '10'], /sequence length must be a non-negative integer, got 10/, null],
  ['sequence length {}', ['sequence', 'nim', {}], /sequence length must be a non-negative integer/, null],
  ['sequence rule 42', ['sequence', 42, 10], /rule must be a string, got number/, null],
  ['sequence rule null', ['sequence', null, 10], /rule must be a string, got null/, null],
  ['sequence rule with a control character', ['sequence', 'nim\u0000', 5], /control character U\+0000|a sequence rule takes no heap sizes/, undefined],
  // ------------------------------------------------------------ table
  ['an unknown table', ['table', 'foo', 3, 3], /unknown table "foo": the supported tables are: wythoff/, 1],
  ['a nim table', ['table', 'nim', 3, 3], /unknown table "nim"/, 1],
  ['an empty table name', ['table', '', 3, 3], /unknown table ""/, 1],
  ['a table name null', ['table', null, 3, 3], /table name must be a string, got null/, null],
  ['table rows NaN', ['table', 'wythoff', NaN, 3], /row count must be a non-negative integer, got NaN/, null],
  ['table cols Infinity', ['table', 'wythoff', 3, Infinity], /column count must be a non-negative integer, got Infinity/, null],
  ['table rows -1', ['table', 'wythoff', -1, 3], /row count must be a non-negative integer, got -1/, null],
  ['table cols 1.5', ['table', 'wythoff', 3, 1.5], /column count must be a non-negative integer, got 1\.5/, null],
  ['table rows 2**64', ['table', 'wythoff', 2 ** 64, 1], /row count must be a non-negative integer/, null],
  ['table above the cell limit', ['table', 'wythoff', 1e6, 1e6], /a table of 1000000 x 1000000 cells is above the limit of 4194304 cells/, null],
  ['table cols undefined', ['table', 'wythoff', 3], /column count must be a non-negative integer, got undefined/, null],
  // ------------------------------------------------------------ analyzeEdgeList (self-loops legal there)
  ['a third name on a line', ['analyzeEdgeList', 'a b c\n'], /line 1, column 5: expected "a b" \(an edge\) or "a" \(a lone node\), found a third name "c"/, null],
  ['names in a numbered list', ['analyzeEdgeList', '1 2\na b\n'], /line 2, column 1: node "a" is not a number, but this list numbers its nodes/, null],
  ['a node number above the limit', ['analyzeEdgeList', '1 99999999999\n'], /line 1, column 3: node number "99999999999" is too large \(the limit is 2097151\)/, null],
  ['a node number of 2^64', ['analyzeEdgeList', `0 ${TWO64}\n`], /node number "18446744073709551616" is too large/, null],
  ['a negative node in a numbered list', ['analyzeEdgeList', '1 -2\n'], /line 1, column 3: node "-2" is not a number/, null],
  ['a bad node name', ['analyzeEdgeList', 'a b$\n'], /line 1, column 3: node name "b\$" must be an identifier/, null],
  ['an emoji node name', ['analyzeEdgeList', 'a \u{1F600}\n'], /node name "\u{1F600}" must be an identifier/u, null],
  ['a NUL inside a node name', ['analyzeEdgeList', 'a\u0000 b\n'], /line 1, column 2: unexpected control character U\+0000/, null],
  ['a zero-width space in a node name', ['analyzeEdgeList', 'a b\u200B\n'], /line 1, column 4: unexpected invisible character U\+200B/, null],
  ['a 1 MB line of one name and two more', ['analyzeEdgeList', `${'n'.repeat(MB)} b c\n`], /found a third name "c"/, null],
  ['an edge list of null', ['analyzeEdgeList', null], /edge list must be a string, got null/, null],
  ['an edge list of a number', ['analyzeEdgeList', 12], /edge list must be a string, got number/, null],
  ['an edge list with a lone surrogate', ['analyzeEdgeList', 'a \uD800\n'], /lone UTF-16 surrogate/, 3],
];

function runRow(method, args) {
  return sg[method](...args);
}

describe('bad input: every row is an SGError naming the problem, and the engine answers right after', () => {
  test('the table is large enough and covers every family and entry point', () => {
    assert.ok(ROWS.length >= 150, `${ROWS.length} rows`);
    const texts = ROWS.filter(([, [m]]) => m === 'analyze').map(([, [, t]]) => (typeof t === 'string' ? t.toLowerCase() : ''));
    for (const family of ['nim', 'bash', 'sub', 'octal', 'kayles', 'dawson', 'grundy', 'lasker', 'staircase', 'wythoff',
      'coins', 'tree', 'hackenbush', 'graph', 'seqgame', 'ends', 'merge', 'misere:', 'every:', 'conjunctive:', 'selective:']) {
      assert.ok(texts.some((t) => t.startsWith(family) || t.includes(` ${family}`)), `no row for ${family}`);
    }
    const methods = new Set(ROWS.map(([, [m]]) => m));
    for (const m of ['analyze', 'explain', 'bestMove', 'sequence', 'table', 'analyzeEdgeList']) assert.ok(methods.has(m), m);
  });

  ROWS.forEach(([description, [method, ...args], pattern, column], index) => {
    const [knownName, known] = KNOWN[index % KNOWN.length];
    test(`${method}: ${description}; then ${knownName}`, () => {
      let error = null;
      try {
        runRow(method, args);
      } catch (e) {
        error = e;
      }
      assert.ok(error, `accepted: ${method}(${args.map((x) => String(typeof x === 'string' ? JSON.stringify(x.slice(0, 60)) : typeof x === 'symbol' ? 'Symbol' : x)).join(', ')})`);
      assert.ok(error instanceof SGError, `expected an SGError, got ${error.name}: ${String(error.message).slice(0, 300)}`);
      assert.equal(error.name, 'SGError');
      assert.ok(error.message.length < 600, `a message of ${error.message.length} characters`);
      assert.match(error.message, pattern);
      if (column !== undefined) assert.equal(error.column, column, `column of: ${error.message}`);
      if (typeof error.column === 'number') assert.match(error.message, new RegExp(`(^|line \\d+, )column ${error.column}: `));
      known();
    });
  });
});

// What the rules allow must stay allowed: the rows above refuse self-loops
// and duplicates only where a family forbids them.
describe('legal inputs next to the refused ones', () => {
  test('hackenbush allows loops and multi-edges (fusion: each cycle is a loop worth 1)', () => {
    assert.equal(sg.analyze('hackenbush 0-0').grundy, 1);
    assert.equal(sg.analyze('hackenbush 0-1 0-1').grundy, 0);
    assert.equal(sg.analyze('hackenbush 0-1 0-1 0-1').grundy, 1);
  });
  test('graph allows self-loops (a draw) and folds repeated edges', () => {
    assert.equal(sg.analyze('graph(a>a) a').outcome, 'D');
    const r = sg.analyze('graph(a>b,a>b) a');
    assert.equal(r.position, 'graph(a>b) a');
    assert.equal(r.grundy, 1);
    assert.deepEqual(Array.from(sg.analyzeEdgeList('a a\n').outcome), [2]);
  });
  test('seqgame values may repeat, blanks of every ASCII kind separate, names ignore case', () => {
    assert.equal(sg.analyze('seqgame(1,1,1) 0 0').grundy, 0);
    assert.equal(sg.analyze('nim\t3\n4\r5').position, 'nim 3 4 5');
    assert.equal(sg.analyze('NIM 3').grundy, 3);
    assert.equal(sg.analyze(`${' '.repeat(MB)}nim 3 4 5`).grundy, 2);
  });
  test('tree(parents) with a repeated parent is a tree, and with no parents a single node', () => {
    // Node 1 holds two leaves: (0+1)^(0+1) = 0; the root holds node 1 and a leaf: (0+1)^(0+1) = 0.
    assert.equal(sg.analyze('tree(parents) 0 0 1 1').grundy, 0);
    assert.equal(sg.analyze('tree(parents)').position, 'tree(parents)');
  });
  test('non-ASCII text inside a well-formed position is fine where the family allows it', () => {
    assert.equal(sg.analyze('mis\u00E8re: nim 1 1').outcome, 'N');
  });
});
