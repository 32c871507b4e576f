// The theorem ids of the API (analysis.theorem, components[i].theorem,
// period.theorem, sg.theorems()), the page's explanation of every one of
// them (web/kit/theorems/), the facts the Why card is drawn from, and a
// position too large to decide as a structured answer.
// Run: node --test tests/node/repository/theorems.test.mjs
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { loadSG, SGError } from '../../../web/api/sg.js';
import { theoremName } from '../../../web/kit/theorems/names.js';
import enWhy from '../../../web/i18n/en/why.js';
import zhWhy from '../../../web/i18n/zh/why.js';
import { readFileSync } from 'node:fs';
import { EXPLANATIONS } from '../../../web/kit/theorems/explanations.js';

let sg;
before(async () => {
  sg = await loadSG();
});

const COMPOUND_EXAMPLES = [
  'nim 5 + kayles 4',
  'misere: nim 3 4 5',
  'misere: nim 1 2 + graph(a>b,b>c,a>c) a',
  'misere: kayles 4 + kayles 4',
  'every: nim 3 + kayles 4',
  'conjunctive: nim 3 4 + nim 2',
  'selective: nim 1 + kayles 3 + nim 2',
  'graph(a>b,b>a) a + nim 1',
  'every: graph(a>b,b>a,b>c) a + nim 1',
  'wythoff 4000000000 6472135955',
];

// The theorem ids an analysis names: the whole position's and each component's.
const idsOf = (a) => [a.theorem, ...a.components.map((c) => c.theorem)];

describe('theorem ids', () => {
  test('sg.theorems() lists distinct ids, each with a name and an explanation', () => {
    const ids = sg.theorems();
    assert.ok(ids.length >= 20);
    assert.equal(new Set(ids).size, ids.length);
    for (const id of ids) {
      assert.match(id, /^[a-z]+(-[a-z]+)*$/);
      assert.ok(enWhy[`theorem.name.${id}`] && zhWhy[`theorem.name.${id}`], `no name for ${id}`);
      assert.equal(theoremName(id), enWhy[`theorem.name.${id}`]);
      const x = EXPLANATIONS[id];
      assert.ok(x, `no explanation for ${id}`);
      assert.ok(x.statement.length >= 1 && x.statement.every((p) => typeof p === 'string' && p.length > 40), id);
      assert.ok(Array.isArray(x.formulas), id);
      assert.ok(x.source.length > 10, id);
      assert.ok(x.example.position && x.example.panel && x.example.text, id);
      for (const r of x.related ?? []) assert.ok(ids.includes(r), `${id} relates to unknown ${r}`);
    }
    // Nothing explained that the engine cannot name.
    assert.deepEqual(Object.keys(EXPLANATIONS).sort(), [...ids].sort());
    // Nothing named that the engine cannot name, in either language.
    for (const catalogue of [enWhy, zhWhy]) {
      const named = Object.keys(catalogue).filter((k) => k.startsWith('theorem.name.')).map((k) => k.slice(13));
      assert.deepEqual(named.sort(), [...ids].sort());
    }
    assert.equal(theoremName('close'), null);
    assert.equal(theoremName('<b>'), null);
  });

  test('sg.d.ts declares exactly the ids sg.theorems() gives, and every panel', () => {
    const declarations = readFileSync(new URL('../../../web/api/sg.d.ts', import.meta.url), 'utf8');
    const union = (name) => {
      const m = declarations.match(new RegExp(`export type ${name} =([^;]*);`));
      assert.ok(m, `no type ${name}`);
      return [...m[1].matchAll(/'([a-z-]+)'/g)].map((x) => x[1]).sort();
    };
    assert.deepEqual(union('TheoremId'), [...sg.theorems()].sort());
    const panels = new Set([...sg.families().map((f) => f.panel), 'sums', 'custom']);
    assert.deepEqual(union('PanelId'), [...panels].sort());
    const kinds = new Set(sg.families().map((f) => f.shape).filter(Boolean));
    assert.ok(kinds.size >= 10);
    for (const kind of kinds) assert.ok(declarations.includes(`kind: '${kind}';`), `no shape of kind ${kind}`);
  });

  test('every id an analysis or a sequence gives is one of them', () => {
    const ids = new Set(sg.theorems());
    const seen = new Set();
    const families = sg.families();
    const texts = [...families.flatMap((f) => f.examples), ...COMPOUND_EXAMPLES];
    for (const text of texts) {
      const a = sg.analyze(text);
      for (const id of idsOf(a)) {
        assert.ok(ids.has(id), `${text}: unknown theorem ${id}`);
        seen.add(id);
      }
    }
    for (const rule of ['kayles', 'dawson', 'sub(1,3,4)', 'bash(3)', 'lasker', 'nim', 'coins(turtles)', 'octal(0.3...)']) {
      const { period } = sg.sequence(rule, 40);
      assert.ok(period && period.proven, rule);
      assert.ok(ids.has(period.theorem), `${rule}: ${period.theorem}`);
    }
    assert.equal(sg.sequence('grundy', 100).period?.theorem ?? null, null);
    assert.ok(seen.size >= 15, `only ${seen.size} theorems seen`);
  });

  test('each explanation\'s example is decided by its theorem, in its panel', () => {
    // The family panels, and Sums, which takes any position.
    const panels = new Set([...sg.families().map((f) => f.panel), 'sums']);
    for (const [id, x] of Object.entries(EXPLANATIONS)) {
      const a = sg.analyze(x.example.position);
      assert.ok(idsOf(a).includes(id), `${id}: ${x.example.position} names ${idsOf(a).join(', ')}`);
      assert.ok(panels.has(x.example.panel), `${id}: panel ${x.example.panel}`);
    }
  });

  test('a proven period is stated alike in the analysis and the sequence', () => {
    const { period } = sg.sequence('kayles', 20);
    assert.equal(period.theorem, 'octal-period');
    assert.equal(period.start, 71);
    assert.equal(period.length, 12);
    const a = sg.analyze('kayles 7');
    assert.equal(a.theorem, 'octal-period');
    assert.ok(a.decidedBy.includes(period.reason), a.decidedBy);
    assert.doesNotMatch(a.decidedBy, /sparse|engine|not proven|no period/);
  });
});

describe('the facts the Why card is drawn from', () => {
  test('misère Nim and the SJ theorem give the nim-sum and the count above 1', () => {
    const a = sg.analyze('misere: nim 3 4 5');
    assert.equal(a.theorem, 'misere-nim');
    assert.deepEqual(a.misere, { nimSum: 2, aboveOne: 3 });
    const sj = sg.analyze('misere: nim 1 2 + graph(a>b,b>c,a>c) a');
    assert.equal(sj.theorem, 'sj');
    assert.deepEqual(sj.misere, { nimSum: 1, aboveOne: 2 });
    assert.equal(sg.analyze('misere: kayles 4 + kayles 4').misere, null);
    assert.equal(sg.analyze('nim 3').misere, null);
  });

  test('Every-SG and conjunctive components carry the measure that decides', () => {
    const e = sg.analyze('every: nim 3 + kayles 4');
    assert.deepEqual(e.components.map((c) => c.suspense), [1, 3]);
    assert.equal(e.outcome, Math.max(1, 3) % 2 ? 'N' : 'P');
    const c = sg.analyze('conjunctive: nim 3 4 + nim 2');
    assert.deepEqual(c.components.map((x) => x.remoteness), [7, 1]);
    assert.equal(c.outcome, 'N');
  });

  test('a finished game says it is over', () => {
    assert.equal(sg.analyze('nim 0 0').over, true);
    assert.equal(sg.analyze('misere: nim 0').over, true);
    assert.equal(sg.analyze('conjunctive: nim 3 + nim 0').over, true);
    assert.equal(sg.analyze('nim 0 1').over, false);
    assert.equal(sg.analyze('every: nim 0 + nim 2').over, false);
  });
});

describe('a position too large to decide', () => {
  const TEXT = 'misere: kayles 9 + kayles 9 + kayles 100000';

  test('is an SGError of kind too-large, naming its cap, with what is known', () => {
    let error;
    assert.throws(() => sg.analyze(TEXT), (e) => { error = e; return true; });
    assert.ok(error instanceof SGError);
    assert.equal(error.kind, 'too-large');
    assert.match(error.message, /^too large to decide exactly/);
    assert.doesNotMatch(error.message, /max[A-Z]/, 'the message names no API option');
    assert.ok(Object.hasOwn(sg.limits(), error.limit), error.limit);
    assert.equal(error.column, null);
    assert.equal(error.known.position, TEXT);
    assert.equal(error.known.compound, 'misere');
    const kayles = sg.sequence('kayles', 100001).values;
    assert.deepEqual(error.known.components.map((c) => c.position), ['kayles 9', 'kayles 9', 'kayles 100000']);
    assert.deepEqual(error.known.components.map((c) => c.grundy), [kayles[9], kayles[9], kayles[100000]]);
    assert.ok(error.known.components.every((c) => c.outcome === null && c.theorem === 'octal-period' && c.shape.kind === 'heaps'));
    // The module answers at once afterwards.
    assert.equal(sg.analyze('nim 1 2').outcome, 'N');
  });

  test('other caps answer the same way; bad input stays an input error', () => {
    const loopy = `selective: ${Array.from({ length: 22 }, () => 'graph(a>b,b>a,b>c) a').join(' + ')}`;
    let error;
    assert.throws(() => sg.analyze(loopy), (e) => { error = e; return true; });
    assert.equal(error.kind, 'too-large');
    assert.ok(Object.hasOwn(sg.limits(), error.limit), error.limit);
    assert.equal(error.known.components.length, 22);
    let bad;
    assert.throws(() => sg.analyze('misere: kayles 9 + nim x'), (e) => { bad = e; return true; });
    assert.ok(bad instanceof SGError);
    assert.equal(bad.kind, undefined);
    assert.equal(bad.known, undefined);
    assert.equal(bad.column, 24);
  });
});

describe('the explanations\' formulas', () => {
  // A minimal DOM for math.js: elements with a tag, attributes, children, text.
  class FakeNode {
    constructor(tag, text = null) { this.tag = tag; this.attributes = {}; this.children = []; this.text = text; }
    setAttribute(k, v) { this.attributes[k] = v; }
    append(...nodes) { this.children.push(...nodes); }
    set textContent(t) { this.text = t; }
  }
  const render = (n) => (n.tag === '#text' ? n.text : `<${n.tag}>${n.text ?? ''}${n.children.map(render).join('')}</${n.tag}>`);

  test('every formula parses into MathML, and the notation means what it says', async () => {
    globalThis.document = {
      createElementNS: (ns, tag) => { assert.equal(ns, 'http://www.w3.org/1998/Math/MathML'); return new FakeNode(tag); },
      createTextNode: (t) => new FakeNode('#text', t),
    };
    try {
      const { formula, withFormulas } = await import('../../../web/kit/theorems/math.js');
      let count = 0;
      for (const [id, x] of Object.entries(EXPLANATIONS)) {
        for (const f of x.formulas) {
          const m = formula(f, { block: true });
          assert.equal(m.tag, 'math', id);
          assert.equal(m.attributes.display, 'block');
          assert.ok(m.attributes.alttext.length > 0);
          count += 1;
        }
        for (const p of [...x.statement, x.example.text]) withFormulas(p);
      }
      assert.ok(count >= 30, `${count} formulas`);
      assert.equal(render(formula('n_1 ⊕ n_2')), '<math><mrow><msub><mi>n</mi><mn>1</mn></msub><mo>⊕</mo><msub><mi>n</mi><mn>2</mn></msub></mrow></math>');
      assert.equal(render(formula('SG(x) = mex\\{\\}')), '<math><mrow><mi>SG</mi><mo>(</mo><mi>x</mi><mo>)</mo><mo>=</mo><mi>mex</mi><mo>{</mo><mo>}</mo></mrow></math>');
      assert.equal(render(formula('\\frac{1 + \\sqrt{5}}{2}')), '<math><mfrac><mrow><mn>1</mn><mo>+</mo><msqrt><mn>5</mn></msqrt></mrow><mn>2</mn></mfrac></math>');
      assert.equal(formula('∞_K + a = ∞_{K ⊕ a}').attributes.alttext, '∞_K + a = ∞_ K ⊕ a');
      assert.throws(() => formula('x_{1'), /missing "}"/);
      assert.throws(() => formula('\\nope{x}'), /unknown command/);
    } finally {
      delete globalThis.document;
    }
  });
});
