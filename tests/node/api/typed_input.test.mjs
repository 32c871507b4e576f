// Positions as people type them (web/api/lenient-read.js): full-width forms
// from a Chinese input method, commas between items, and a panel's own
// family when the game name is missing. Each is compared with the strict
// notation's analysis; what stays ambiguous is refused at its column.
// Run: node --test tests/node/api/typed_input.test.mjs
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { SGError, loadSG } from '../../../web/api/sg.js';

let sg;
before(async () => {
  sg = await loadSG();
});

// ASCII's full-width twin of every printable character, U+3000 for a blank.
const fullWidth = (s) => s.replace(/[!-~ ]/g, (c) => (c === ' ' ? '\u3000' : String.fromCharCode(c.charCodeAt(0) + 0xfee0)));

// Blanks outside brackets made commas: `nim 3 4 5` -> `nim 3,4,5`; only
// between two numbers, so that a word stays apart from its items.
function withCommas(s) {
  let depth = 0;
  let out = '';
  for (let i = 0; i < s.length; i += 1) {
    const c = s[i];
    if (c === '(') depth += 1;
    if (c === ')') depth -= 1;
    out += c === ' ' && depth === 0 && /[0-9]/.test(s[i - 1] ?? '') && /[0-9]/.test(s[i + 1] ?? '') ? ',' : c;
  }
  return out;
}

const refusal = (fn) => {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof SGError, String(e));
    return e;
  }
  assert.fail('expected an SGError');
  return null;
};

test('the forms a user types read as the notation they mean', () => {
  const cases = [
    ['nim 3,4,5', {}, 'nim 3 4 5'],
    ['nim 3, 4, 5', {}, 'nim 3 4 5'],
    ['ｎｉｍ　３，４，５', {}, 'nim 3 4 5'],
    ['nim 3、4、5', {}, 'nim 3 4 5'],
    ['misere：nim 1，2', {}, 'misere: nim 1 2'],
    ['3 4 5', { family: 'nim' }, 'nim 3 4 5'],
    ['３ ４ ５', { family: 'nim' }, 'nim 3 4 5'],
    ['misere: 1 2 + 3', { family: 'nim' }, 'misere: nim 1 2 + nim 3'],
    ['kayles 3 + 4', { family: 'nim' }, 'kayles 3 + nim 4'],
    ['THHTTH', { family: 'coins(mock)' }, 'coins(mock) THHTTH'],
    ['4x5', { family: 'cram' }, 'cram 4x5'],
    ['(()(()()))', { family: 'tree' }, 'tree (()(()()))'],
    ['0,0,1,1', { family: 'tree(parents)' }, 'tree(parents) 0 0 1 1'],
    ['sub(1,3,4) 10, 12', {}, 'sub(1,3,4) 10 12'],
    ['ｓｕｂ（１，３，４）　１０', {}, 'sub(1,3,4) 10'],
  ];
  for (const [typed, options, canonical] of cases) {
    const a = sg.analyze(typed, options);
    const b = sg.analyze(canonical, { strict: true });
    assert.equal(a.position, b.position, typed);
    assert.equal(a.outcome, b.outcome, typed);
    assert.deepEqual(a.winningMoves.map((m) => m.to), b.winningMoves.map((m) => m.to), typed);
    assert.notEqual(a.read, null, `${typed}: read says what the engine read`);
    assert.equal(sg.analyze(a.read, { strict: true }).position, b.position, typed);
    assert.equal(sg.normalize(typed, options).read, a.read, typed);
    // The other entry points read the same text the same way.
    assert.deepEqual(sg.moves(typed, options).moves.map((m) => m.to), sg.moves(canonical).moves.map((m) => m.to), typed);
    assert.equal(sg.explain(typed, options).mex, sg.explain(canonical).mex, typed);
  }
});

test('notation written as documented is read as written: every family example', () => {
  for (const f of sg.families()) {
    for (const example of f.examples) {
      const lenient = sg.analyze(example, { maxMoves: 0 });
      assert.equal(lenient.read, null, example);
      assert.equal(lenient.position, sg.analyze(example, { strict: true, maxMoves: 0 }).position, example);
    }
  }
});

test('every family example typed full-width, with commas, or without its game name means the same', () => {
  let withoutName = 0;
  for (const f of sg.families()) {
    for (const example of f.examples) {
      const strict = sg.analyze(example, { strict: true, maxMoves: 0 });
      for (const typed of [fullWidth(example), withCommas(example), fullWidth(withCommas(example))]) {
        const a = sg.analyze(typed, { maxMoves: 0 });
        assert.equal(a.position, strict.position, `${example} typed ${typed}`);
        assert.equal(a.outcome, strict.outcome, `${example} typed ${typed}`);
      }
      // One component without a compound: its game name left out, the
      // panel's family given instead.
      if (strict.components.length !== 1 || strict.compound !== 'normal' || example.includes(':')) continue;
      const c = strict.components[0];
      const family = c.rule === null ? c.family : `${c.family}(${c.rule})`;
      const named = example.match(/^\s*[A-Za-z][A-Za-z0-9]*(\([^)]*\))?\s*/)?.[0];
      if (!named) continue;
      const rest = example.slice(named.length);
      if (!rest || /^[A-Za-z]/.test(rest) && sg.normalize(rest, { family }).read === rest) continue;
      const a = sg.analyze(rest, { family, maxMoves: 0 });
      assert.equal(a.position, strict.position, `${rest} in the ${family} panel`);
      withoutName += 1;
    }
  }
  assert.ok(withoutName >= 30, `${withoutName} examples read without their game name`);
});

test('what stays ambiguous is refused at its column, in both languages', async () => {
  const cases = [
    ['nim 1,000', {}, 6, 'api_comma_thousands'],
    ['nim 2 10,500 3', {}, 9, 'api_comma_thousands'],
    ['nim 3,,4', {}, 6, 'api_comma_alone'],
    ['nim 3, ,4', {}, 6, 'api_comma_alone'],
    ['nim 3,4,', {}, 8, 'api_comma_alone'],
    [',3 4', { family: 'nim' }, 1, 'api_comma_alone'],
    ['ｎｉｍ　１，０００', {}, 6, 'api_comma_thousands'],
  ];
  for (const [typed, options, column, code] of cases) {
    const e = refusal(() => sg.analyze(typed, options));
    assert.equal(e.code, code, typed);
    assert.equal(e.column, column, typed);
    assert.match(e.message, new RegExp(`^column ${column}: `), typed);
    assert.equal(sg.analyze('nim 2 2').outcome, 'P', 'the module answers after it');
  }
  const zh = await loadSG({ lang: 'zh' });
  const e = refusal(() => zh.analyze('nim 1,000'));
  assert.match(e.message, /^第 6 列：1,000 可能是一个数/);
});

test('an engine error is given at the column of the user\'s text, past the family words put in', () => {
  const cases = [
    ['3 4 x', { family: 'nim' }, 5],
    ['3 4 + x', { family: 'kayles' }, 7],
    ['1 + 2 + 3 + x', { family: 'nim' }, 13],
    ['ｎｉｍ　３　ｘ', {}, 7],
    ['kayels 3', { family: 'nim' }, 1],
  ];
  for (const [typed, options, column] of cases) {
    const e = refusal(() => sg.analyze(typed, options));
    assert.equal(e.column, column, `${typed}: ${e.message}`);
    assert.match(e.message, new RegExp(`^column ${column}: `), typed);
  }
  // A word that looks like a game's name is left to the engine: a near
  // miss keeps its suggestion, an unknown or forgotten name is said so.
  assert.match(refusal(() => sg.analyze('kayels 3', { family: 'nim' })).message, /did you mean "kayles"/);
  assert.match(refusal(() => sg.analyze('squares 10', { family: 'wythoff' })).message, /unknown family "squares"/);
  assert.match(refusal(() => sg.analyze('1 2 + xyz 3', { family: 'nim' })).message, /^column 7: unknown family "xyz"/);
  // A row with a stray letter is no coin row: taken for a name and said
  // so at its column. A short word is the family's: a graph's tokens.
  assert.match(refusal(() => sg.analyze('HTXH', { family: 'coins(mock)' })).message, /^column 1: unknown family "HTXH"/);
  assert.equal(sg.analyze('a', { family: 'graph(a>b,b>c)' }).position, 'graph(a>b,b>c) a');
});

test('{ strict: true } takes the text as written', () => {
  assert.equal(refusal(() => sg.analyze('nim 3,4,5', { strict: true })).column, 5);
  assert.equal(refusal(() => sg.analyze('3 4 5', { family: 'nim', strict: true })).column, 1);
  assert.equal(refusal(() => sg.analyze('ｎｉｍ ３', { strict: true })).column, 1);
  assert.deepEqual(sg.normalize('nim 3,4', { strict: true }), { read: 'nim 3,4', changed: false });
  assert.equal(refusal(() => sg.analyze('nim 3', { family: 7 })).code, 'api_not_string');
  assert.equal(refusal(() => sg.normalize('nim 3', null)).code, 'api_not_object');
});

test('the other entry points read leniently too, and say columns in the user\'s text', () => {
  assert.equal(sg.apply('nim 3,4,5', { kind: 'take', component: 0, heap: 0, amount: 3, leaves: [] }), 'nim 0 4 5');
  assert.equal(sg.winningMove('ｎｉｍ　３，４，５', 0).to, sg.winningMove('nim 3 4 5', 0).to);
  assert.equal(sg.bestMove('3 4 5', { family: 'nim' }).to, sg.bestMove('nim 3 4 5').to);
  assert.equal(refusal(() => sg.bestMove('3 x', { family: 'nim' })).column, 3);
  assert.equal(refusal(() => sg.moves('3 x', { family: 'nim' })).column, 3);
});

test('a megabyte coin row gets its family put in once, at its start', () => {
  const row = 'HT'.repeat(500000);
  const r = sg.normalize(row, { family: 'coins(mock)' });
  assert.equal(r.read, `coins(mock) ${row}`);
  assert.equal(sg.normalize(`coins(mock) ${row}`, { family: 'coins(mock)' }).changed, false);
});

test('random typing: every answer or refusal says a column inside the text typed', () => {
  // A fixed seed (xorshift), so a failure repeats.
  let state = 0x9e3779b9;
  const next = (n) => {
    state ^= state << 13; state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5; state >>>= 0;
    return state % n;
  };
  const pieces = ['nim', 'kayles', 'coins(mock)', 'sub(1,3)', 'misere', ':', '：', '+', '＋', ',', '，', '、', ' ', '　',
    '3', '１', '0', '000', 'H', 'Ｔ', '(', ')', '（', '）', 'x', 'é', '\u{1F600}'];
  const families = [null, 'nim', 'kayles', 'coins(mock)', 'tree'];
  let answered = 0;
  for (let k = 0; k < 3000; k += 1) {
    const typed = Array.from({ length: 1 + next(8) }, () => pieces[next(pieces.length)]).join('');
    const family = families[next(families.length)];
    const length = Array.from(typed).length;
    try {
      const a = sg.analyze(typed, { family, maxMoves: 3 });
      // What was read means what the strict engine gives for it.
      assert.equal(sg.analyze(a.read ?? typed, { strict: true, maxMoves: 3 }).position, a.position, typed);
      answered += 1;
    } catch (e) {
      assert.ok(e instanceof SGError, `${typed}: ${e}`);
      if (e.column !== null) assert.ok(e.column >= 1 && e.column <= length + 1, `${JSON.stringify(typed)} (${family}): column ${e.column} of ${length}: ${e.message}`);
    }
  }
  assert.ok(answered > 100, `${answered} of 3000 answered`);
  assert.equal(sg.analyze('nim 1 2 3').outcome, 'P');
});
