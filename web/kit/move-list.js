// The list of every legal move in a game (web/kit/play.js): winning or not,
// grouped by the component it is played in (by the set of components for
// the compounds that move several at once), each a button that plays it.
// The moves come from sg.moves (web/kit/legal-moves.js) with their actions;
// the list says when the engine capped it.
//
//   const list = createMoveList({ onMove: (move) => play.move(move), open: true });
//   list.render({ legal, components, locked, hinted });
//   // legal: legal.get(position); components: the positions of the
//   // components (group titles); hinted: Set of the `to` of hinted moves.
import { el, icon, replaceChildren, uid } from './dom.js';

const SHOWN = 40; // moves listed before "Show all"

const capitalize = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);

// The group a move belongs to: its component, or the components a
// compound turn moves in.
function groupOf(move, components) {
  if (move.action?.kind === 'turns') {
    const which = move.action.parts.map((a) => a.component + 1);
    return { key: `turns:${which.join(',')}`, title: which.length === 1 ? `In component ${which[0]} only` : `In components ${which.join(', ')}` };
  }
  const c = move.component ?? 0;
  return { key: `c:${c}`, title: components.length > 1 ? `Component ${c + 1}: ${components[c] ?? ''}` : null };
}

export function createMoveList({ onMove, open = false }) {
  const id = uid('legal-moves');
  const count = el('span', { class: 'count legal-count' });
  const body = el('div', { class: 'legal-body', id });
  const summary = el('summary', { class: 'legal-summary' }, el('span', { class: 'legal-title', text: 'All legal moves' }), count);
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
      replaceChildren(body, el('p', { class: 'hint', role: 'status', text: 'Listing the legal moves…' }));
      return;
    }
    if (legal.status === 'failed') {
      count.textContent = '';
      replaceChildren(body, el('p', { class: 'hint', text: `The legal moves could not be listed: ${legal.error?.message ?? 'unknown error'}.` }));
      return;
    }
    const { moves, complete } = legal;
    count.textContent = complete ? String(moves.length) : `${moves.length}+`;
    count.setAttribute('aria-label', complete ? `${moves.length} legal move${moves.length === 1 ? '' : 's'}` : `more than ${moves.length} legal moves`);
    if (!moves.length) {
      replaceChildren(body, el('p', { class: 'hint', text: complete ? 'No legal move: the player to move cannot move.'
        : 'This position is too large for the engine to list its moves: make a move on the board, where the panel has one.' }));
      return;
    }
    const shown = expanded ? moves : moves.slice(0, SHOWN);
    const groups = new Map();
    shown.forEach((move, index) => {
      const g = groupOf(move, components);
      if (!groups.has(g.key)) groups.set(g.key, { title: g.title, items: [] });
      const winning = hinted.has(move.to);
      groups.get(g.key).items.push(el('li', {}, el('button', {
        type: 'button', class: ['move', 'legal-move', winning && 'is-hinted'], disabled: locked,
        title: `Play it: the position becomes ${move.to}`, dataset: { index },
        on: { click: () => onMove(moves[index]) },
      },
      el('span', { class: 'move-text' }, el('span', { class: 'move-name', text: capitalize(move.move) }),
        winning ? el('span', { class: 'visually-hidden', text: ' (a winning move, from the hint)' }) : null),
      el('span', { class: 'move-to' }, icon('arrow'), el('code', { text: move.to })))));
    });
    replaceChildren(body,
      [...groups.values()].map((g) => el('div', { class: 'move-group' },
        g.title ? el('h3', { class: 'move-group-title', text: g.title }) : null,
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
      }, expanded ? 'Show fewer moves' : `Show all ${moves.length} listed moves`) : null,
      complete ? null : el('p', { class: 'hint legal-capped', text: `The engine lists the first ${moves.length} legal moves of this large position; make the others on the board, where the panel has one.` }));
    if (focused !== undefined) (body.querySelector(`.legal-move[data-index="${focused}"]:not(:disabled)`) ?? summary).focus();
  }

  return { element, render };
}
