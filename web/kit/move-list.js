// The list of every legal move in a game (web/kit/play/play.js): winning or not,
// grouped by the component it is played in (by the set of components for
// the compounds that move several at once), each a button that plays it.
// The moves come from sg.moves (web/kit/legal-moves.js) with their actions;
// the list says when the engine capped it.
//
//   const list = createMoveList({ onMove: (move) => play.move(move), open: true, tr });
//   // tr: the language's t() (web/i18n/i18n.js; default the page's)
//   list.render({ legal, components, locked, hinted });
//   // legal: legal.get(position); components: the positions of the
//   // components (group titles); hinted: Set of the `to` of hinted moves.
import { capitalize, pieces, t } from '../i18n/i18n.js';
import { el, icon, replaceChildren, uid } from './dom.js';

const SHOWN = 40; // moves listed before "Show all"


// The group a move belongs to: its component, or the components a
// compound turn moves in.
function groupOf(move, components, tr) {
  if (move.action?.kind === 'turns') {
    const which = move.action.parts.map((a) => a.component + 1);
    return {
      key: `turns:${which.join(',')}`,
      title: which.length === 1 ? tr('play.list.inComponent', { n: which[0] }) : tr('play.list.inComponents', { list: which.join(tr('kit.listSep')) }),
    };
  }
  const c = move.component ?? 0;
  return { key: `c:${c}`, title: components.length > 1 ? pieces(tr, 'play.list.component', { n: c + 1, position: el('code', { text: components[c] ?? '' }) }) : null };
}

export function createMoveList({ onMove, open = false, tr = t }) {
  const id = uid('legal-moves');
  const count = el('span', { class: 'count legal-count' });
  const body = el('div', { class: 'legal-body', id });
  const summary = el('summary', { class: 'legal-summary' }, el('span', { class: 'legal-title', text: tr('play.list.title') }), count);
  const element = el('details', { class: 'legal-moves' }, summary, body);
  element.open = open;
  let expanded = false;
  let drawn = null;
  let last = null;

  function render(input) {
    last = input;
    const { legal, components = [], locked = false, hinted = new Set() } = input ?? {};
    element.hidden = !legal;
    if (!legal) {
      drawn = null;
      return;
    }
    const sig = JSON.stringify([legal.position, legal.status, legal.moves.length, components, locked, [...hinted], expanded]);
    if (sig === drawn) return;
    drawn = sig;
    const focused = element.contains(document.activeElement) ? document.activeElement.dataset.index : undefined;
    if (legal.status === 'pending') {
      count.textContent = '';
      replaceChildren(body, el('p', { class: 'hint', role: 'status', text: tr('play.list.pending') }));
      return;
    }
    if (legal.status === 'failed') {
      count.textContent = '';
      replaceChildren(body, el('p', { class: 'hint', text: tr('play.list.failed', { message: legal.error?.message ?? tr('play.list.unknownError') }) }));
      return;
    }
    const { moves, complete } = legal;
    count.textContent = complete ? String(moves.length) : `${moves.length}+`;
    count.setAttribute('aria-label', tr(complete ? 'play.list.count' : 'play.list.countMore', { count: moves.length }));
    if (!moves.length) {
      replaceChildren(body, el('p', { class: 'hint', text: complete ? tr('play.list.none') : tr('play.list.tooLarge') }));
      return;
    }
    const shown = expanded ? moves : moves.slice(0, SHOWN);
    const groups = new Map();
    shown.forEach((move, index) => {
      const g = groupOf(move, components, tr);
      if (!groups.has(g.key)) groups.set(g.key, { title: g.title, items: [] });
      const winning = hinted.has(move.to);
      groups.get(g.key).items.push(el('li', {}, el('button', {
        type: 'button', class: ['move', 'legal-move', winning && 'is-hinted'], disabled: locked,
        title: tr('kit.playIt', { position: move.to }), dataset: { index },
        on: { click: () => onMove(moves[index]) },
      },
      el('span', { class: 'move-text' }, el('span', { class: 'move-name', text: capitalize(move.move) }),
        winning ? el('span', { class: 'visually-hidden', text: tr('play.list.hinted') }) : null),
      el('span', { class: 'move-to' }, icon('arrow'), el('code', { text: move.to })))));
    });
    replaceChildren(body,
      [...groups.values()].map((g) => el('div', { class: 'move-group' },
        g.title ? el('h3', { class: 'move-group-title' }, g.title) : null,
        el('ol', { class: 'move-list' }, g.items))),
      moves.length > SHOWN ? el('button', {
        type: 'button', class: 'btn btn-small moves-show-all', 'aria-expanded': expanded ? 'true' : 'false', 'aria-controls': id,
        on: {
          click: () => {
            expanded = !expanded;
            render(last);
            body.querySelector('.moves-show-all')?.focus();
          },
        },
      }, expanded ? tr('kit.showFewer') : tr('kit.showAllListed', { count: moves.length })) : null,
      complete ? null : el('p', { class: 'hint legal-capped', text: tr('play.list.capped', { count: moves.length }) }));
    if (focused !== undefined) (body.querySelector(`.legal-move[data-index="${focused}"]:not(:disabled)`) ?? summary).focus();
  }

  return { element, render };
}
