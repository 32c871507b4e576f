// Playing a coin move by clicking (web/panels/coins/coins-panel.js): in a
// game the user selects the coins a move turns over, several at once, and
// then confirms. judgeSelection() says whether the selection is one of the
// legal moves (their actions, from sg.moves) and, when it is not, why, in
// the rule's own numbering of the coins.
import { el, replaceChildren } from '../../kit/dom.js';

const list = (numbers) => {
  if (numbers.length <= 1) return numbers.join('');
  return `${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
};
const coinsWord = (coins, numberOf) => `coin${coins.length === 1 ? '' : 's'} ${list(coins.map(numberOf))}`;
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
    return { reason: `the rightmost coin a move turns must go from heads to tails, and coin ${numberOf(last)} is tails` };
  }
  if (legal && !legal.complete) return { unknown: true };
  const ending = turns.filter((m) => m.action.coins[m.action.coins.length - 1] === last);
  if (!ending.length) return { reason: `no move of this rule turns coin ${numberOf(last)} as its rightmost coin` };
  const sizes = [...new Set(ending.map((m) => m.action.coins.length))].sort((a, b) => a - b);
  const example = (moves) => moves.slice(0, 3).map((m) => coinsWord(m.action.coins, numberOf)).join('; ');
  if (!sizes.includes(selected.length)) {
    return { reason: `a move whose rightmost coin is ${numberOf(last)} turns ${list(sizes.map(String))} coin${sizes.length === 1 && sizes[0] === 1 ? '' : 's'} here, not ${selected.length} (for example ${example(ending)})` };
  }
  const bigger = ending.filter((m) => selected.every((c) => m.action.coins.includes(c)));
  if (bigger.length) return { reason: `select more coins: for example ${example(bigger)}` };
  return { reason: `no move of this rule turns exactly ${coinsWord(selected, numberOf)}; moves whose rightmost coin is ${numberOf(last)}: ${example(ending)}${ending.length > 3 ? ', …' : ''}` };
}

// The bar under the row in a game: what is selected, whether it is a move,
// and the buttons that play it or clear it.
export function createSelectionBar({ onTurn, onClear }) {
  const text = el('p', { class: 'coin-selection-text' });
  const verdict = el('p', { class: 'coin-selection-verdict', 'aria-live': 'polite' });
  const turn = el('button', { type: 'button', class: 'btn btn-primary btn-small coin-turn', on: { click: () => onTurn() } }, 'Turn them over');
  const clear = el('button', { type: 'button', class: 'btn btn-small coin-clear', on: { click: () => onClear() } }, 'Clear');
  const element = el('div', { class: 'coin-selection', role: 'group', 'aria-label': 'Your move', hidden: true },
    text, verdict, el('div', { class: 'coin-selection-buttons' }, turn, clear));

  // judged: judgeSelection()'s answer; locked: not your turn.
  function render({ shown, selected, judged, numberOf, locked }) {
    element.hidden = !shown;
    if (!shown) return;
    text.textContent = selected.length
      ? `Selected: ${coinsWord(selected, numberOf)}.`
      : 'Your move: click the coins it turns over (several if the rule allows), then press “Turn them over”.';
    verdict.className = `coin-selection-verdict${judged.reason ? ' is-wrong' : judged.move ? ' is-right' : ''}`;
    replaceChildren(verdict, judged.move ? `A legal move: ${judged.move.move}.`
      : judged.reason ? `Not a move: ${judged.reason}.`
        : judged.unknown ? 'The engine checks this move when you turn the coins.' : '');
    turn.disabled = locked || !(judged.move || judged.unknown);
    clear.disabled = !selected.length;
  }

  return { element, render };
}
