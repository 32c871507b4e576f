// Playing a coin move by clicking (web/panels/coins/coins-panel.js): in a
// game the user selects the coins a move turns over, several at once, and
// then confirms. judgeSelection() says whether the selection is one of the
// legal moves (their actions, from sg.moves) and, when it is not, why, in
// the rule's own numbering of the coins.
import { el, replaceChildren } from '../../kit/dom.js';
import { lang, pieces, t } from '../../i18n/i18n.js';

// '1, 2 and 3' / '1、2和3': a list in the page's language.
export const list = (numbers) => new Intl.ListFormat(lang() === 'zh' ? 'zh-CN' : 'en-GB', { type: 'conjunction' }).format(numbers.map(String));
const coinsWord = (coins, numberOf) => t(coins.length === 1 ? 'coins.sel.coin' : 'coins.sel.coins', { list: list(coins.map(numberOf)) });
const sameSet = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

// selected: 0-based coin indices, ascending; legal: { moves, complete } of
// the row's component `ci`; row: 'H'/'T' per coin; numberOf(i): the coin's
// number in the rule's numbering.
//   -> { move } (a legal move), { reason } (not a move, and why), or
//      { unknown } (not among the listed moves, which the engine capped:
//      the engine decides when it is played).
export function judgeSelection(selected, { legal, row, ci = 0, numberOf }) {
  if (!selected.length) return { reason: null };
  const turns = (legal?.moves ?? []).filter((m) => m.action?.kind === 'turn' && m.action.component === ci);
  const found = turns.find((m) => sameSet(m.action.coins, selected));
  if (found) return { move: found };
  const last = selected[selected.length - 1];
  if (row[last] !== 'H') {
    return { reason: t('coins.sel.tails', { n: numberOf(last) }) };
  }
  if (legal && !legal.complete) return { unknown: true };
  const ending = turns.filter((m) => m.action.coins[m.action.coins.length - 1] === last);
  if (!ending.length) return { reason: t('coins.sel.noMoveEnds', { n: numberOf(last) }) };
  const sizes = [...new Set(ending.map((m) => m.action.coins.length))].sort((a, b) => a - b);
  const example = (moves) => moves.slice(0, 3).map((m) => coinsWord(m.action.coins, numberOf)).join(t('coins.sel.separator'));
  if (!sizes.includes(selected.length)) {
    const one = sizes.length === 1 && sizes[0] === 1;
    return { reason: t(one ? 'coins.sel.sizeOne' : 'coins.sel.sizes', { n: numberOf(last), sizes: list(sizes), count: selected.length, examples: example(ending) }) };
  }
  const bigger = ending.filter((m) => selected.every((c) => m.action.coins.includes(c)));
  if (bigger.length) return { reason: t('coins.sel.more', { examples: example(bigger) }) };
  return { reason: t('coins.sel.noneExactly', { coins: coinsWord(selected, numberOf), n: numberOf(last), examples: `${example(ending)}${ending.length > 3 ? ', …' : ''}` }) };
}

// The bar under the row in a game: what is selected, whether it is a move,
// and the buttons that play it or clear it.
export function createSelectionBar({ onTurn, onClear }) {
  const text = el('p', { class: 'coin-selection-text' });
  const verdict = el('p', { class: 'coin-selection-verdict', 'aria-live': 'polite' });
  const turn = el('button', { type: 'button', class: 'btn btn-primary btn-small coin-turn', on: { click: () => onTurn() } }, t('coins.sel.turn'));
  const clear = el('button', { type: 'button', class: 'btn btn-small coin-clear', on: { click: () => onClear() } }, t('coins.sel.clear'));
  const element = el('div', { class: 'coin-selection', role: 'group', 'aria-label': t('coins.sel.group'), hidden: true },
    text, verdict, el('div', { class: 'coin-selection-buttons' }, turn, clear));

  // judged: judgeSelection()'s answer; locked: not your turn.
  function render({ shown, selected, judged, numberOf, locked }) {
    element.hidden = !shown;
    if (!shown) return;
    text.textContent = selected.length
      ? t('coins.sel.selected', { coins: coinsWord(selected, numberOf) })
      : t('coins.sel.prompt', { button: t('coins.sel.turn') });
    verdict.className = `coin-selection-verdict${judged.reason ? ' is-wrong' : judged.move ? ' is-right' : ''}`;
    replaceChildren(verdict, judged.move ? pieces(t, 'coins.sel.legal', { move: el('span', { class: 'engine-text', text: judged.move.move }) })
      : judged.reason ? t('coins.sel.notMove', { reason: judged.reason })
        : judged.unknown ? t('coins.sel.unknown') : '');
    turn.disabled = locked || !(judged.move || judged.unknown);
    clear.disabled = !selected.length;
  }

  return { element, render };
}
