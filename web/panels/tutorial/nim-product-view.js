// The nim multiplication calculator: a ⊗ b for any a, b below 2^64 with its
// reduction by Fermat 2-powers, one level at a time (each product of halves
// opens into its own reduction), and the multiplication table, 16 x 16 up
// to 256 x 256. Every number comes from the engine (sg.nimProduct,
// sg.nimProductStep, sg.nimProductTable); this file lays them out.
import { SGError } from '../../api/sg.js';
import { el, replaceChildren, uid } from '../../kit/dom.js';
import { retryWhenLoaded } from '../../kit/panel-kit.js';

const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, k) => String(values[k]));
const SIZES = [16, 32, 64, 128, 256];
const LIMIT = (1n << 64n) - 1n;

// "2^(2^k)" for a Fermat 2-power F.
function fermatName(f) {
  const e = BigInt(f).toString(2).length - 1;
  return `2^${e}`;
}

function parseNimber(text) {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const v = BigInt(t);
  return v <= LIMIT ? v : null;
}

export function createNimProductView({ sg, text, onChange }) {
  const ids = { a: uid('np-a'), b: uid('np-b'), size: uid('np-size'), error: uid('np-error') };
  const inputA = el('input', { id: ids.a, class: 'np-input', type: 'text', inputmode: 'numeric', value: '200', spellcheck: 'false', autocomplete: 'off', 'aria-describedby': ids.error });
  const inputB = el('input', { id: ids.b, class: 'np-input', type: 'text', inputmode: 'numeric', value: '77', spellcheck: 'false', autocomplete: 'off', 'aria-describedby': ids.error });
  const error = el('p', { id: ids.error, class: 'input-error', role: 'alert', hidden: true });
  const result = el('p', { class: 'np-result', 'aria-live': 'polite' });
  const steps = el('div', { class: 'np-steps' });
  const sizeSelect = el('select', { id: ids.size, class: 'heap-select' }, SIZES.map((n) => el('option', { value: String(n), text: `${n} × ${n}` })));
  const tableBox = el('div', { class: 'np-table-scroll', tabindex: '0', role: 'region', 'aria-label': text.tableRegion });

  const calcCard = el('section', { class: 'card np-card', 'aria-label': text.calculator },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: text.calculator })),
    el('p', { class: 'hint', text: text.calculatorHint }),
    el('div', { class: 'np-inputs' },
      el('span', { class: 'np-operand' }, el('label', { for: ids.a, class: 'heap-field-label', text: 'a' }), inputA),
      el('span', { class: 'np-times', 'aria-hidden': 'true', text: '⊗' }),
      el('span', { class: 'np-operand' }, el('label', { for: ids.b, class: 'heap-field-label', text: 'b' }), inputB)),
    error, result, steps);
  const tableCard = el('section', { class: 'card np-table-card', 'aria-label': text.table },
    el('div', { class: 'card-head' }, el('h2', { class: 'card-title', text: text.table }),
      el('div', { class: 'heap-field' }, el('label', { for: ids.size, class: 'heap-field-label', text: text.size }), sizeSelect)),
    el('p', { class: 'hint', text: text.tableHint }), tableBox);
  const element = el('div', { class: 'np-view' }, calcCard, tableCard);

  // One level of the reduction of a ⊗ b, with each product of halves as a
  // <details> that opens into its own level.
  function stepOf(a, b, depth) {
    const s = sg.nimProductStep(a, b);
    if (BigInt(s.fermat) === 0n) {
      return el('p', { class: 'np-base', text: fill(text.base, { a: String(a), b: String(b), p: String(s.product) }) });
    }
    const F = String(s.fermat);
    const half = String(BigInt(s.fermat) / 2n);
    // A product of halves: a leaf when an operand is 0 or 1, else a level
    // of its own, built when opened.
    const sub = (x, y, label) => {
      const line = el('code', { text: `${label} = ${x} ⊗ ${y} = ${sg.nimProduct(x, y)}` });
      if (BigInt(x) < 2n || BigInt(y) < 2n) return el('p', { class: 'np-leaf' }, line);
      const d = el('details', { class: 'np-sub' }, el('summary', {}, line));
      d.addEventListener('toggle', () => {
        if (d.open && d.children.length === 1) d.append(stepOf(BigInt(x), BigInt(y), depth + 1));
      });
      return d;
    };
    return el('div', { class: 'np-step', 'data-depth': String(depth) },
      el('p', {}, fill(text.fermat, { F, name: fermatName(s.fermat) })),
      el('p', {}, el('code', { text: `a = ${s.a1}·${F} + ${s.a0},  b = ${s.b1}·${F} + ${s.b0}` })),
      el('p', { text: fill(text.rule, { F, half }) }),
      el('div', { class: 'np-subs' },
        sub(s.a1, s.b1, 'a₁⊗b₁'), sub(s.a1, s.b0, 'a₁⊗b₀'), sub(s.a0, s.b1, 'a₀⊗b₁'), sub(s.a0, s.b0, 'a₀⊗b₀'),
        sub(s.highHigh, BigInt(s.fermat) / 2n, `(a₁⊗b₁)⊗${half}`)),
      el('p', {}, el('code', { text: `high = ${s.highHigh} ⊕ ${s.highLow} ⊕ ${s.lowHigh} = ${s.high}` })),
      el('p', {}, el('code', { text: `low = ${s.lowLow} ⊕ ${s.highHighHalf} = ${s.low}` })),
      el('p', { class: 'np-total' }, el('code', { text: `${s.a} ⊗ ${s.b} = ${s.high}·${F} + ${s.low} = ${s.product}` })));
  }

  function compute({ notify = true } = {}) {
    const a = parseNimber(inputA.value);
    const b = parseNimber(inputB.value);
    const bad = a === null ? inputA : b === null ? inputB : null;
    inputA.setAttribute('aria-invalid', a === null ? 'true' : 'false');
    inputB.setAttribute('aria-invalid', b === null ? 'true' : 'false');
    error.hidden = !bad;
    if (bad) {
      error.textContent = fill(text.badNumber, { which: bad === inputA ? 'a' : 'b' });
      return;
    }
    try {
      const p = sg.nimProduct(a, b);
      replaceChildren(result, el('code', { text: `${a} ⊗ ${b} = ${p}` }));
      replaceChildren(steps, stepOf(a, b, 0));
    } catch (e) {
      if (!(e instanceof SGError)) throw e;
      if (retryWhenLoaded(sg, e, () => compute({ notify }))) return;
      error.hidden = false;
      error.textContent = e.message;
    }
    if (notify) onChange?.();
  }

  let drawnSize = 0;
  function drawTable() {
    const n = Number(sizeSelect.value);
    if (n === drawnSize) return;
    let values;
    try {
      values = sg.nimProductTable(n);
    } catch (e) {
      if (retryWhenLoaded(sg, e, drawTable)) return;
      throw e;
    }
    drawnSize = n;
    const head = el('tr', {}, el('th', { scope: 'col', class: 'np-corner', text: '⊗' }), Array.from({ length: n }, (_, y) => el('th', { scope: 'col', text: String(y) })));
    const rows = [];
    for (let x = 0; x < n; x++) {
      const cells = new Array(n);
      for (let y = 0; y < n; y++) cells[y] = el('td', { dataset: { x, y }, text: String(values[x * n + y]) });
      rows.push(el('tr', {}, el('th', { scope: 'row', text: String(x) }), cells));
    }
    replaceChildren(tableBox, el('table', { class: ['np-table', n > 16 && 'compact'] },
      el('caption', { class: 'visually-hidden', text: fill(text.tableCaption, { n }) }), el('thead', {}, head), el('tbody', {}, rows)));
  }
  // A click on a cell puts its row and column into the calculator.
  tableBox.addEventListener('click', (e) => {
    const cell = e.target.closest('td[data-x]');
    if (!cell) return;
    inputA.value = cell.dataset.x;
    inputB.value = cell.dataset.y;
    compute();
    inputA.focus();
  });
  inputA.addEventListener('input', () => compute());
  inputB.addEventListener('input', () => compute());
  sizeSelect.addEventListener('change', () => { drawTable(); onChange?.(); });

  return {
    element,
    show(params) {
      if (params.get('a') !== null) inputA.value = params.get('a');
      if (params.get('b') !== null) inputB.value = params.get('b');
      if (params.get('size') && SIZES.includes(Number(params.get('size')))) sizeSelect.value = params.get('size');
      compute({ notify: false });
      drawTable();
    },
    params() {
      return { a: inputA.value.trim(), b: inputB.value.trim(), size: sizeSelect.value };
    },
  };
}
