// The parts an <sg-playground> element shows (web/embed/sg-embed.js): the
// verdict line, the winning moves, the per-component values and the options
// with their mex (the "why" view). Play mode's moves are the shared play
// controls' (web/kit/play/play.js).
// Each function returns fresh DOM built with dom.js, so text from the
// position or the host page only ever becomes text nodes. Each takes the
// element's t() (tr: web/i18n/i18n.js translator()), so an element speaks
// its own language whatever the page around it speaks.
import { capitalize, t } from '../i18n/i18n.js';
import { el, icon } from '../kit/dom.js';

const MAX_LISTED = 12;


const valueOf = (a) => a.value ?? (a.grundy === null || a.grundy === undefined ? '—' : String(a.grundy));

// embed.headline.P / N / D and embed.outcomeName.P / N / D.
const known = (outcome) => ['P', 'N', 'D'].includes(outcome);

export function verdictView(analysis, tr = t) {
  const { outcome } = analysis;
  return el('div', { class: 'embed-verdict', 'aria-live': 'polite', 'aria-atomic': 'true' },
    el('span', { class: `verdict-badge outcome-${outcome}`, 'aria-hidden': 'true', text: outcome }),
    el('div', { class: 'embed-verdict-words' },
      el('p', { class: 'embed-headline', text: known(outcome) ? tr(`embed.headline.${outcome}`) : outcome }),
      el('p', { class: 'embed-facts' },
        el('span', { class: 'visually-hidden', text: known(outcome) ? tr(`embed.outcomeName.${outcome}`) : `${outcome}. ` }),
        tr('embed.value'), el('code', { class: 'embed-value', text: valueOf(analysis) }),
        analysis.decidedBy ? el('span', { class: 'embed-decided', text: ` · ${analysis.decidedBy}` }) : null)));
}

function section(title, ...children) {
  return el('section', { class: 'embed-section', 'aria-label': title },
    el('p', { class: 'embed-section-title', 'aria-hidden': 'true', text: title }), ...children);
}

function moreNote(total, shown, tr) {
  return total > shown ? el('p', { class: 'hint', text: tr('kit.andMore', { count: total - shown }) }) : null;
}

export function winningMovesView(analysis, tr = t) {
  const moves = analysis.winningMoves;
  if (!moves.length) {
    const text = analysis.outcome === 'D' ? tr('embed.none.D') : tr('embed.none.P');
    return section(tr('embed.winning'), el('p', { class: 'hint embed-none', text }));
  }
  const shown = moves.slice(0, MAX_LISTED);
  return section(tr(analysis.winningMovesComplete ? 'embed.winningCount' : 'embed.winningCountMore', { count: moves.length }),
    el('ul', { class: 'embed-moves' }, shown.map((m) => el('li', { class: 'embed-move' },
      el('span', { class: 'embed-move-name', text: capitalize(m.move) }),
      icon('arrow'),
      el('code', { class: 'embed-move-to', text: m.to })))),
    moreNote(moves.length, shown.length, tr));
}

// Per-component values: each summand with its value and outcome alone, or
// the parts of a single component (the heaps of one Nim component).
export function componentsView(analysis, tr = t) {
  const rows = analysis.components.length > 1
    ? analysis.components.map((c, i) => [`${i + 1}. ${c.position}`, valueOf(c), c.outcome, c.theory])
    : (analysis.components[0]?.parts ?? []).map((p) => [p.label, p.value, null, null]);
  if (!rows.length) return null;
  const shown = rows.slice(0, MAX_LISTED);
  const several = analysis.components.length > 1;
  return section(tr(several ? 'embed.components' : 'embed.parts'),
    el('table', { class: 'embed-table' },
      el('thead', {}, el('tr', {},
        el('th', { scope: 'col', text: tr(several ? 'embed.component' : 'embed.part') }),
        el('th', { scope: 'col', text: tr('embed.col.value') }),
        several ? el('th', { scope: 'col', text: tr('embed.col.outcome') }) : null)),
      el('tbody', {}, shown.map(([name, value, outcome, theory]) => el('tr', {},
        el('th', { scope: 'row' }, el('code', { text: name }),
          theory ? el('span', { class: 'embed-theory', text: theory }) : null),
        el('td', {}, el('code', { text: value })),
        outcome ? el('td', { text: outcome }) : null)))),
    moreNote(rows.length, shown.length, tr));
}

// The why view: every option, its value, and the mex that gives the value.
export function explainView(explanation, tr = t) {
  const { options } = explanation;
  const shown = options.slice(0, 40);
  const values = [...new Set(options.map((o) => o.value))];
  const mexLine = explanation.mex === null || explanation.mex === undefined ? null
    : el('p', { class: 'embed-mex' },
      'mex', el('code', { text: `{${values.slice(0, 24).join(', ')}${values.length > 24 ? ', …' : ''}}` }),
      ' = ', el('code', { class: 'embed-mex-value', text: String(explanation.mex) }));
  // Misère and the other compounds give no nimbers: no empty column then.
  const hasValues = options.some((o) => valueOf(o) !== '—');
  return section(tr(explanation.complete ? 'embed.options' : 'embed.optionsMore', { count: options.length }),
    options.length ? el('table', { class: 'embed-table embed-options' },
      el('thead', {}, el('tr', {},
        el('th', { scope: 'col', text: tr('embed.col.move') }),
        el('th', { scope: 'col', text: tr('embed.col.to') }),
        hasValues ? el('th', { scope: 'col', text: tr('embed.col.value') }) : null,
        el('th', { scope: 'col', text: tr('embed.col.outcome') }))),
      el('tbody', {}, shown.map((o) => el('tr', { class: o.winning ? 'is-winning' : null },
        el('th', { scope: 'row' }, capitalize(o.move), o.winning ? el('span', { class: 'embed-win-tag', text: tr('embed.winningTag') }) : null),
        el('td', {}, el('code', { text: o.to })),
        hasValues ? el('td', {}, el('code', { text: valueOf(o) })) : null,
        el('td', { text: o.outcome ?? '' }))))) : el('p', { class: 'hint', text: tr('embed.noMove') }),
    moreNote(options.length, shown.length, tr),
    mexLine,
    explanation.note ? el('p', { class: 'hint', text: explanation.note }) : null);
}

// A valid position too large to decide exactly (an SGError of kind
// 'too-large'): the answer for it, with what is known (each component's
// value on its own, from error.known) and the cap in words.
export function undecidedView(error, tr = t) {
  const reason = error.reason ?? error.message ?? '';
  const components = error.known?.components ?? [];
  return [
    el('div', { class: 'embed-verdict', 'aria-live': 'polite', 'aria-atomic': 'true' },
      el('span', { class: 'verdict-badge outcome-unknown', 'aria-hidden': 'true', text: '?' }),
      el('div', { class: 'embed-verdict-words' },
        el('p', { class: 'embed-headline', text: tr('embed.undecided') }),
        el('p', { class: 'embed-facts', text: reason ? tr('embed.undecided.reason', { reason: capitalize(reason) }) : tr('embed.undecided.tooLarge') }))),
    components.length ? section(tr('embed.undecided.known'),
      el('table', { class: 'embed-table' },
        el('thead', {}, el('tr', {},
          el('th', { scope: 'col', text: tr('embed.component') }),
          el('th', { scope: 'col', text: tr('embed.col.valueAlone') }))),
        el('tbody', {}, components.slice(0, MAX_LISTED).map((c, i) => el('tr', {},
          el('th', { scope: 'row' }, el('code', { text: `${i + 1}. ${c.position}` }),
            c.theory ? el('span', { class: 'embed-theory', text: c.theory }) : null),
          el('td', {}, el('code', { text: valueOf(c) })))))),
      moreNote(components.length, Math.min(components.length, MAX_LISTED), tr)) : null,
  ];
}

// message: a text, or the pieces of one (web/i18n/i18n.js pieces()).
export function errorView(message) {
  return el('div', { class: 'embed-error', role: 'alert' },
    icon('alert'), Array.isArray(message) ? el('p', { class: 'embed-error-text' }, ...message)
      : el('p', { class: 'embed-error-text', text: capitalize(String(message)) }));
}
