// The "why" view every panel shows under its verdict: which theorem or
// closed form decided the position (by name, linked to its explanation),
// the part that fits the compound (the nim-sum of the values as binary
// columns, the misère rule, suspense or remoteness: web/kit/why/why-compound.js),
// every option with its value and the mex of those values, and why a
// winning move wins. All facts come from the engine (sg.analyze,
// sg.explain); this file only arranges them. In teaching mode the card
// first asks the student for P or N (web/kit/teaching-mode.js).
//
//   const why = createWhyCard({ sg, setPosition: (text) => ... });
//   main.append(why.element);
//   side.prepend(why.quiz);  // the teaching-mode question, near the verdict
//   why.render(analysis);    // after every analysis (null when invalid)
import { SGError } from '../../api/sg.js';
import { capitalize, pieces, t } from '../../i18n/i18n.js';
import { el, icon, replaceChildren, uid } from '../dom.js';
import { isTeaching, lazyQuiz, onTeachingChange } from '../teaching-mode.js';
import { afterFrame } from '../after-frame.js';
import { isPrinting, onPrint } from '../print.js';
import { shorten } from './why-nim-sum.js';
import { compoundSection, overSection, undecidedSection } from './why-compound.js';
import { theoremLink } from '../theorems/theorem-link.js';
import { theoremName } from '../theorems/names.js';

export { nimSumRows } from './why-nim-sum.js';

const MAX_OPTIONS = 500; // options fetched from the engine
const OPTIONS_SHOWN = 10; // rows before "Show all"
const MAX_MEX_CHIPS = 40;
const LONG_POSITION = 20000; // longer positions are not explained on the page thread

// What a print lists of the options: every one, or only the winning ones
// (a handout of a position with 60 options would run to pages). One
// choice for the page, as a teacher prints panel after panel the same way.
let printWinningOnly = false;


// null for an SGError; onMissing() when the call needed the rest of the
// engine (a view's piece holds only what the view runs).
function attempt(fn, onMissing = null) {
  try {
    return fn();
  } catch (e) {
    if (!(e instanceof SGError)) throw e;
    if (e.loading) onMissing?.();
    return null;
  }
}

// ---------------------------------------------------------------- the card

export function createWhyCard({ sg, setPosition = null, binary = true, title = t('why.title') }) {
  const ids = { title: uid('why-title'), options: uid('why-options') };
  const quiz = lazyQuiz({ sg, setPosition, onReveal: () => reveal() });
  const body = el('div', { class: 'why-body' });
  const element = el('section', { class: 'card why-card', 'aria-labelledby': ids.title },
    el('div', { class: 'card-head' }, el('h2', { id: ids.title, class: 'card-title', text: title })),
    body);

  let analysis = null;
  let explained = null; // sg.explain of the analysis' position
  let explainWaits = false; // it waits for the rest of the engine
  let selected = 0; // index into analysis.winningMoves
  let showAll = false;
  let rendered = null; // the position the body shows

  // While the student is asked, the panel hides whatever gives the answer
  // away (web/kit/why/why.css, .teach-asking).
  function markPanel() {
    const asking = isTeaching() && analysis !== null && !analysis.undecided && !quiz.revealed();
    element.closest('.panel')?.classList.toggle('teach-asking', asking);
    body.hidden = asking;
    return asking;
  }

  function reveal() {
    if (!markPanel()) renderBody();
  }

  onTeachingChange(() => {
    quiz.ask(analysis?.undecided ? null : analysis);
    reveal();
  });

  // A print writes the body out whole, every option listed, wherever the
  // card is; it goes back to the shorter list after (web/kit/print.js).
  onPrint(() => { if (!markPanel()) renderBody(); });

  function render(next) {
    if (next && (!analysis || next.position !== analysis.position)) {
      selected = 0;
      showAll = false;
    }
    analysis = next;
    // Nothing to guess about a position too large to decide.
    quiz.ask(analysis?.undecided ? null : analysis);
    if (markPanel()) return;
    requestBody();
  }

  // The body (an explain() call, a second analysis, a table) is built
  // lazily: after the verdict has been painted, and only once the card is
  // near the viewport. Keystrokes in between coalesce into one build.
  let dirty = false;
  let near = typeof IntersectionObserver !== 'function';
  const later = afterFrame(() => {
    if (!dirty || markPanel()) return;
    if (!near) return holdBody();
    dirty = false;
    renderBody();
  });
  function requestBody() {
    dirty = true;
    if (near) later.schedule();
    else holdBody();
  }
  // Out of view the body waits, but it must not go on explaining a
  // position that is no longer the one analysed (a full-page screenshot
  // or a screen reader's virtual cursor reaches it without scrolling).
  function holdBody() {
    if (rendered === null || rendered === analysis?.position) return;
    rendered = null;
    replaceChildren(body, el('p', { class: 'empty-note', text: t('why.later') }));
  }
  if (!near) {
    new IntersectionObserver((entries) => {
      near = entries.some((e) => e.isIntersecting);
      if (dirty) requestBody();
    }, { rootMargin: '600px 0px' }).observe(element);
  }

  // The card drawn again once the engine's rest is here, if it still shows
  // the same position.
  function redrawWhenLoaded() {
    const shown = analysis?.position;
    sg.loadRest?.().then(() => {
      if (analysis?.position !== shown) return;
      rendered = null;
      renderBody();
    }, () => {});
  }

  function renderBody() {
    dirty = false;
    if (!analysis) {
      rendered = null;
      replaceChildren(body, el('p', { class: 'empty-note', text: t('why.empty') }));
      return;
    }
    if (analysis.undecided) {
      rendered = analysis.position;
      explained = null;
      replaceChildren(body, undecidedSection(analysis));
      return;
    }
    if (rendered !== analysis.position) {
      explainWaits = false;
      explained = analysis.position.length > LONG_POSITION ? null
        : attempt(() => sg.explain(analysis.position, { maxOptions: MAX_OPTIONS }), () => {
          explainWaits = true;
          redrawWhenLoaded();
        });
    }
    rendered = analysis.position;
    // The Nim panel draws its own nim-sum card (binary: false).
    const ownTable = !binary && (analysis.compound === 'normal' || analysis.theorem === 'misere-nim');
    if (analysis.over) {
      replaceChildren(body, overSection(analysis), theoremSection(), ownTable ? null : compoundSection(analysis));
      return;
    }
    replaceChildren(body,
      theoremSection(),
      ownTable ? null : compoundSection(analysis),
      optionsSection(),
      winSection());
  }

  function section(heading, ...content) {
    return el('div', { class: 'why-section' }, el('h3', { class: 'why-heading', text: heading }), ...content);
  }

  // ------------------------------------------------------------ theorem
  // The theorem by name, a link to its explanation; then the engine's words
  // for this position, and each component's own theorem.
  function theoremSection() {
    const perComponent = analysis.components.length > 1;
    return section(t('why.decidedBy'),
      el('p', { class: 'why-theorem' }, theoremLink(analysis.theorem, { className: 'why-theorem-name' })),
      el('p', { class: 'why-theorem-text', text: capitalize(analysis.decidedBy) }),
      perComponent ? el('ul', { class: 'why-theories' }, analysis.components.map((c, i) => el('li', {},
        el('span', { class: 'why-component', text: t('why.component', { n: i + 1 }) }), el('code', { text: shorten(c.position) }), t('why.colon'),
        theoremLink(c.theorem), el('span', { class: 'why-theory-text', text: t('why.theory', { theory: capitalize(c.theory) }) })))) : null);
  }

  // ------------------------------------------------------------ options and mex
  function optionsSection() {
    if (!explained) return section(t('why.options'), el('p', { class: 'hint', text: t(explainWaits ? 'why.options.loading' : 'why.options.tooLong') }));
    const options = explained.options;
    if (!options.length) {
      return section(t('why.optionsMex'),
        el('p', { class: 'why-conclusion', text: analysis.compound === 'misere' ? t('why.noMove.misere') : t('why.noMove') }));
    }
    const folded = isPrinting() && printWinningOnly;
    const list = folded ? options.filter((o) => o.winning) : showAll || isPrinting() ? options : options.slice(0, OPTIONS_SHOWN);
    const winIndex = new Map(analysis.winningMoves.map((m, i) => [`${m.component}\u0000${m.to}`, i]));
    const table = el('table', { class: 'why-options', id: ids.options },
      el('caption', { class: 'visually-hidden', text: t('why.options.caption') }),
      el('thead', {}, el('tr', {},
        el('th', { scope: 'col', text: t('why.col.move') }),
        el('th', { scope: 'col', class: 'num', text: t('why.col.value') }),
        el('th', { scope: 'col', text: t('why.col.outcome') }))),
      el('tbody', {}, list.map((o) => {
        const w = o.winning ? winIndex.get(`${o.component}\u0000${o.to}`) : undefined;
        return el('tr', { class: o.winning && 'is-winning' },
          el('th', { scope: 'row', class: 'why-move' },
            el('span', { class: 'why-move-name', text: capitalize(o.move) }),
            el('span', { class: 'why-move-to' }, el('span', { class: 'visually-hidden', text: t('why.leaves') }),
              el('span', { 'aria-hidden': 'true', text: '→ ' }), el('code', { title: o.to, text: shorten(o.to) })),
            w !== undefined ? el('button', {
              type: 'button', class: 'btn btn-small why-explain-move',
              'aria-label': t('why.whyWins.label', { move: o.move }),
              on: { click: () => selectWin(w) },
            }, t('why.whyWins')) : null),
          el('td', { class: 'num', text: o.value ?? '—' }),
          el('td', {}, el('span', { class: ['outcome-tag', `outcome-${o.outcome}`] },
            el('span', { class: 'outcome-letter', text: o.outcome }),
            o.winning ? el('span', { class: 'outcome-win', text: t('why.wins') }) : null)));
      })));
    const more = options.length > OPTIONS_SHOWN ? el('button', {
      type: 'button', class: 'btn btn-small why-show-all', 'aria-expanded': showAll ? 'true' : 'false', 'aria-controls': ids.options,
      on: { click: () => { showAll = !showAll; renderBody(); body.querySelector('.why-show-all')?.focus(); } },
    }, showAll ? t('why.showFewer') : t(explained.complete ? 'why.showAll' : 'why.showAllMore', { count: options.length })) : null;
    const printChoice = el('label', { class: 'why-print-choice' },
      el('input', {
        type: 'checkbox', checked: printWinningOnly,
        on: { change: (e) => { printWinningOnly = e.target.checked; } },
      }),
      el('span', { text: t('why.options.printWinning') }));
    return section(t('why.optionsMex'),
      el('p', { class: 'hint', text: analysis.components.length > 1 ? t('why.options.hintSum') : t('why.options.hint') }),
      list.length ? el('div', { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': t('why.options.region') }, table) : null,
      folded ? el('p', { class: 'hint why-folded', text: t(list.length ? 'why.options.folded' : 'why.options.foldedNone', { shown: list.length, count: options.length }) }) : null,
      more,
      options.length > 1 ? printChoice : null,
      explained.complete ? null : el('p', { class: 'hint', text: capitalize(explained.note) || t('why.options.first') }),
      mexPart(options));
  }

  function mexPart(options) {
    const mex = explained.mex;
    if (mex === null || mex === undefined) {
      // A value without a nimber is Smith's loopy value (∞ and the nimbers reachable).
      const loopyValue = (x) => x.value !== null && x.value !== undefined && x.grundy === null;
      const loopy = loopyValue(analysis) || options.some(loopyValue);
      const why = !explained.complete ? t('why.mex.incomplete') : loopy ? t('why.mex.loopy') : t('why.mex.none');
      return el('p', { class: 'hint why-mex-note', text: why });
    }
    const reached = new Set(options.filter((o) => o.grundy !== null).map((o) => Number(o.grundy)));
    const m = Number(mex);
    const chips = [];
    for (let v = 0; v <= Math.min(m, MAX_MEX_CHIPS); v++) {
      const isMex = v === m;
      chips.push(el('li', { class: ['why-mex-chip', reached.has(v) && 'is-reached', isMex && 'is-mex'] },
        el('span', { class: 'why-mex-value', text: String(v) }),
        el('span', { class: 'why-mex-label', text: isMex ? 'mex' : t('why.mex.reached') })));
    }
    const sorted = [...reached].sort((a, b) => a - b);
    const setText = `{${sorted.slice(0, 24).join(', ')}${sorted.length > 24 ? ', …' : ''}}`;
    return el('div', { class: 'why-mex' },
      m <= MAX_MEX_CHIPS ? el('ol', { class: 'why-mex-strip', 'aria-label': t('why.mex.strip', { m }) }, chips) : null,
      el('p', { class: 'why-conclusion', text: t(m === 0 ? 'why.mex.P' : 'why.mex.N', { set: setText, m }) }));
  }

  // ------------------------------------------------------------ the winning move
  function selectWin(i) {
    selected = i;
    renderBody();
    body.querySelector('.why-win')?.focus();
  }

  function winSection() {
    const moves = analysis.winningMoves;
    if (!moves.length) {
      const text = analysis.outcome === 'P' ? t('why.win.none.P') : analysis.outcome === 'D' ? t('why.win.none.D') : t('why.win.none');
      return section(t('why.win'), el('p', { class: 'why-conclusion', text }));
    }
    const move = moves[Math.min(selected, moves.length - 1)];
    // Only its values are needed, not its own winning moves.
    const after = move.to && move.to.length <= LONG_POSITION ? attempt(() => sg.analyze(move.to, { includeTo: false, maxMoves: 0 }), redrawWhenLoaded) : null;
    const lines = [];
    const several = analysis.components.length > 1;
    if (after && analysis.grundy !== null && after.grundy !== null) {
      const before = analysis.components[move.component];
      const now = after.components[move.component];
      const changed = Array.isArray(before.parts) && Array.isArray(now?.parts) && before.parts.length === now.parts.length
        ? before.parts.map((p, i) => [p, now.parts[i]]).filter(([a, b]) => a.value !== b.value || a.label !== b.label) : [];
      if (changed.length && changed.length <= 4) {
        // why.win.part: one part's new value; why.win.split: a part that became another.
        const changes = changed.map(([a, b]) => (a.label === b.label
          ? t('why.win.part', { part: a.label, from: a.value, to: b.value })
          : t('why.win.split', { part: a.label, from: a.value, into: b.label, to: b.value })));
        lines.push(t('why.win.changes', { move: capitalize(move.move), changes: changes.join(t('kit.clauseSep')) }));
      } else {
        lines.push(t(several ? 'why.win.changesComponent' : 'why.win.changesValue', { move: capitalize(move.move), n: move.component + 1, from: before.value, to: now?.value ?? '?' }));
      }
      if (several) {
        lines.push(t('why.win.nimSum', { sum: analysis.grundy, from: before.value, to: now?.value ?? '?', result: after.grundy }));
      } else {
        lines.push(t('why.win.value', { from: analysis.grundy, to: after.grundy }));
      }
      lines.push(t('why.win.zero'));
    } else {
      const by = after ? theoremName(after.theorem) : null;
      // why.win.leaves, why.win.leavesBy, why.win.leavesP, why.win.leavesPBy
      const key = `why.win.${move.to == null ? 'leavesP' : 'leaves'}${by ? 'By' : ''}`;
      lines.push(pieces(t, key, { move: capitalize(move.move), position: el('code', { text: shorten(move.to) }), theorem: by }));
      lines.push(t('why.win.fromP'));
    }
    const picker = moves.length > 1 ? el('p', { class: 'hint screen-only', text: t('why.win.picker', { n: Math.min(selected, moves.length - 1) + 1, count: moves.length, button: t('why.whyWins') }) }) : null;
    return section(t('why.win'),
      el('div', { class: 'why-win', tabindex: '-1' },
        el('p', { class: 'why-win-move' }, icon('arrow'), el('strong', { text: capitalize(move.move) }), move.to == null ? null : ' → ', move.to == null ? null : el('code', { text: shorten(move.to) })),
        lines.map((line) => el('p', { class: 'why-conclusion' }, line)),
        picker));
  }

  render(null);
  return { element, quiz: quiz.element, render };
}
