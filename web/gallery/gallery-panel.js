// The gallery of classic problems (the list is data: problems.js): each
// problem's rules in a line, its source, its position in the notation and
// the sample answer it checks, with a link that opens the position in its
// panel. Loaded on demand, like a panel.
//
// The panel a position opens in is the registry's (sg.families(): each
// family names its panel) when every component is of one panel and the
// compound is the plain sum or misère play; the other compounds, and
// mixed sums, open in the Sums panel, which shows each component's
// remoteness and suspense.
import { SGError } from '../api/sg.js';
import { pieces, t } from '../i18n/i18n.js';
import { el, icon, withCode } from '../kit/dom.js';
import { PROBLEMS } from './problems.js';

// A problem's title: the judge's own English name, or the catalogue's.
export const problemTitle = (problem) => problem.name ?? t(`problem.${problem.id}.title`);

// The panel id for a position: { panel } or { error } (an SGError).
export function panelFor(sg, position) {
  let analysis;
  try {
    analysis = sg.analyze(position, { includeTo: false, maxMoves: 0 });
  } catch (e) {
    if (e instanceof SGError) return { error: e };
    throw e;
  }
  const byFamily = new Map(sg.families().map((f) => [f.name, f.panel]));
  const panels = new Set(analysis.components.map((c) => byFamily.get(c.family)));
  const plain = analysis.compound === 'normal' || analysis.compound === 'misere';
  return { panel: plain && panels.size === 1 ? [...panels][0] : 'sums' };
}

// The URL of a position in a panel, as the shell writes it (web/app.js).
export const hrefFor = (panel, position) => `#${panel}?${new URLSearchParams({ p: position }).toString().replace(/\+/g, '%20')}`;

// A link followed in this tab opens the panel at its top, where its field
// and verdict are: the gallery's scroll means nothing there. (A new tab
// or window opens at the top by itself.)
function openAtTop(event) {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  window.scrollTo(0, 0);
}

export function createPanel(ctx) {
  const { sg } = ctx;
  const titleOf = (id) => ctx.panels?.find((p) => p.id === id)?.title ?? id;
  const list = el('ol', { class: 'gallery-list' });
  const element = el('article', { class: 'panel gallery-panel' },
    el('header', { class: 'panel-head' },
      el('h1', { class: 'panel-title', text: t('gallery.title') }),
      el('p', { class: 'panel-lede', text: t('gallery.lede') })),
    list);

  let built = false;
  function build() {
    for (const problem of PROBLEMS) {
      const { panel, error } = panelFor(sg, problem.position);
      const headingId = `gallery-${problem.id}`;
      list.append(el('li', { class: 'card gallery-item', 'aria-labelledby': headingId, dataset: { problem: problem.id } },
        el('h2', { class: 'gallery-title', id: headingId },
          el('span', { class: 'gallery-source', text: problem.source }),
          // An English name keeps its language in a Chinese page.
          el('span', { class: 'gallery-name', lang: problem.name ? 'en' : null, text: problemTitle(problem) })),
        el('p', { class: 'gallery-statement' }, ...withCode(t(`problem.${problem.id}.statement`))),
        el('p', { class: 'gallery-position' }, el('code', { text: problem.position })),
        problem.model ? el('p', { class: 'hint gallery-model' }, ...withCode(t(`problem.${problem.id}.model`))) : null,
        problem.sample ? el('p', { class: 'gallery-sample' },
          el('span', { class: 'gallery-sample-label', text: t('gallery.sample') }),
          ...withCode(t(`problem.${problem.id}.sample`)),
          // Teaching mode hides the expected answer (web/styles.css). The
          // output is the judge's, word for word: code in any language.
          el('span', { class: 'gallery-answer' }, ...pieces(t, 'gallery.answer', {
            output: el('code', { class: 'gallery-output', text: problem.sample.output }),
            outcome: t(`gallery.outcome.${problem.sample.outcome}`),
          })))
          : null,
        error
          ? el('p', { class: 'input-error', role: 'alert', text: error.message })
          : el('a', { class: 'btn gallery-open', href: hrefFor(panel, problem.position), dataset: { panel }, on: { click: openAtTop } },
            t('gallery.open', { panel: titleOf(panel) }), icon('arrow'))));
    }
    built = true;
  }

  return {
    element,
    show() {
      if (!built) build();
      ctx.setParams({});
    },
    hide() {},
  };
}
