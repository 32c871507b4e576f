// A board of heaps to move on (the Nim and Heap games panels): each heap
// (or staircase step) a row of tokens, or a bar when it is big. Click a
// token to move from there (take it and the tokens right of it; in a game
// that splits heaps, also knock it out of the middle or split the heap
// before it), or choose the heap and then one of its moves. Every move
// offered is one of the engine's legal moves (sg.moves, with its action);
// a big heap also takes a number, checked by the engine (sg.apply).
//
//   const board = createHeapBoard({ onMove: (move) => ... });
//   board.render({ components, legal, locked, hinted });
//   // locked: why no move may be made now, said above the heaps: 'wait'
//   // (the computer is to move), 'over' (the game ended), 'invalid' (the
//   // text has an error: the board shows the last good position), or false
//   // components: [{ index, kind: 'heaps'|'steps', sizes: [number|bigint] }]
//   // legal: web/kit/legal-moves.js get(); hinted: Set of hinted moves' `to`
//   // onMove({ action, to?, move? }) plays it (to is absent for a typed take).
import { capitalize, t } from '../i18n/i18n.js';
import { el, replaceChildren, uid } from './dom.js';

// Why a board takes no move, from the play controls' state() and whether
// the panel's text is invalid (false: it takes moves).
export function boardLock(state, invalid) {
  if (invalid) return 'invalid';
  if (!state.locked) return false;
  return state.over ? 'over' : 'wait';
}

const MAX_TOKENS = 24; // a heap with more tokens is drawn as a bar
const MAX_HEAPS = 48; // heaps per component drawn
const STRIP = 40; // moves of the chosen heap listed before "Show all"

const big = (v) => BigInt(v);

// The heaps a move acts on, in component `ci`: [{ heap, from, to }] where
// [from, to) are the tokens it takes off that heap (from === to: a split
// before token `from`), or null for a move the board cannot show on a heap.
function touches(action, ci, sizes, fromBothEnds) {
  if (!action || action.component !== ci) return null;
  const n = (h) => big(sizes[h] ?? 0);
  switch (action.kind) {
    case 'take': {
      const h = Number(action.heap);
      const amount = big(action.amount);
      const leaves = action.leaves.map(big);
      if (leaves.length === 2) {
        // Knocked out of the middle: either piece may be on the left.
        return [{ heap: h, from: leaves[0], to: leaves[0] + amount }, { heap: h, from: leaves[1], to: leaves[1] + amount }];
      }
      const right = [{ heap: h, from: n(h) - amount, to: n(h) }];
      return fromBothEnds ? [...right, { heap: h, from: 0n, to: amount }] : right;
    }
    case 'split': {
      const h = Number(action.heap);
      const [a, b] = action.leaves.map(big);
      return [{ heap: h, from: a, to: a }, { heap: h, from: b, to: b }];
    }
    case 'step': {
      const h = Number(action.step) - 1;
      return [{ heap: h, from: n(h) - big(action.amount), to: n(h) }];
    }
    case 'take-both':
      return sizes.map((_, h) => ({ heap: h, from: n(h) - big(action.amount), to: n(h) }));
    case 'end': {
      const h = action.side === 'left' ? 0 : sizes.length - 1;
      return [{ heap: h, from: n(h) - big(action.amount), to: n(h) }];
    }
    case 'merge':
      return action.heaps.map((h) => ({ heap: Number(h), from: 0n, to: 0n, merge: true }));
    default:
      return null;
  }
}

// Whether a move takes from token t of heap h on (or splits the heap there).
const startsAt = (spans, h, at) => spans.some((s) => s.heap === h && !s.merge && s.from === at);

export function createHeapBoard({ onMove }) {
  const element = el('div', { class: 'heap-board' });
  const note = el('p', { class: 'hint heap-board-note', 'aria-live': 'polite' });
  let chosen = null; // { component, heap, at: token index | null }
  let preview = null; // the move whose tokens are marked
  let expanded = false;
  let last = null;
  let shownFor = null; // the position drawn: a new one drops the chosen heap

  function render(input) {
    last = input;
    const { components = [], legal = null, locked = false, hinted = new Set() } = input ?? {};
    if ((legal?.position ?? null) !== shownFor) {
      shownFor = legal?.position ?? null;
      chosen = null;
      preview = null;
      expanded = false;
      note.textContent = '';
    }
    if (!components.length) {
      replaceChildren(element);
      return;
    }
    const focusKey = element.contains(document.activeElement) ? document.activeElement.dataset.key : null;
    const moves = legal?.status === 'ready' ? legal.moves : [];
    if (chosen && !components.some((c) => c.index === chosen.component && chosen.heap < c.sizes.length)) chosen = null;
    const groups = components.map((c) => drawComponent(c, components.length > 1, moves, { locked, hinted }));
    replaceChildren(element,
      // board.wait, board.over, board.invalid
      el('p', { class: 'hint heap-board-help', text: locked ? t(`board.${locked}`) : t('board.help') }),
      groups,
      legal?.status === 'pending' ? el('p', { class: 'hint', role: 'status', text: t('play.list.pending') }) : null,
      legal && legal.status === 'ready' && !legal.complete ? el('p', { class: 'hint', text: t('board.capped', { count: legal.moves.length }) }) : null,
      note);
    if (focusKey) element.querySelector(`[data-key="${CSS.escape(focusKey)}"]:not(:disabled)`)?.focus();
  }

  function drawComponent(c, several, moves, { locked, hinted }) {
    const ci = c.index;
    const sizes = c.sizes;
    const mine = moves.filter((m) => m.action?.component === ci && m.action.kind !== 'turns');
    // Heaps that split: a take leaving one piece may come off either end.
    const fromBothEnds = mine.some((m) => m.action.kind === 'take' && m.action.leaves.length === 2);
    const spans = new Map(mine.map((m) => [m, touches(m.action, ci, sizes, fromBothEnds) ?? []]));
    const steps = c.kind === 'steps';
    const heaps = sizes.slice(0, MAX_HEAPS).map((size, h) => {
      const n = big(size);
      const isChosen = chosen && chosen.component === ci && chosen.heap === h;
      const previewed = isChosen && preview ? (spans.get(preview) ?? []).filter((s) => s.heap === h) : [];
      const gone = (i) => previewed.some((s) => i >= s.from && i < s.to);
      const splitAt = (i) => previewed.some((s) => s.from === s.to && !s.merge && s.from === i);
      const heapMoves = mine.filter((m) => spans.get(m).some((s) => s.heap === h));
      const tokens = n <= BigInt(MAX_TOKENS)
        ? el('span', { class: 'hb-tokens', 'aria-hidden': 'true' },
          Array.from({ length: Number(n) }, (_, i) => el('span', {
            class: ['hb-token', gone(big(i)) && 'is-gone', splitAt(big(i)) && 'split-before'],
            dataset: { token: i },
            on: { click: () => { if (!locked) clickToken(ci, h, big(i), heapMoves, spans); } },
          })))
        : el('span', { class: 'hb-bar', 'aria-hidden': 'true' }, el('span', { class: 'hb-bar-fill' }));
      return el('li', { class: ['hb-heap', isChosen && 'is-chosen'], dataset: { heap: `${ci}-${h}` } },
        el('button', {
          type: 'button', class: 'hb-pick', disabled: locked || !n && !heapMoves.length,
          'aria-expanded': isChosen ? 'true' : 'false', dataset: { key: `pick-${ci}-${h}` },
          // The name starts with the words shown (WCAG 2.5.3, label in name).
          // board.pick.heap, board.pick.step.inComponent, ...
          'aria-label': t(`board.pick.${steps ? 'step' : 'heap'}${several ? '.inComponent' : ''}`, {
            label: t(steps ? 'board.step' : 'board.heap', { n: h + 1 }),
            size: String(n),
            component: ci + 1,
            state: t(isChosen ? 'board.chosen' : 'board.choose'),
          }),
          on: { click: () => choose(ci, h) },
        }, el('span', { class: 'hb-label', text: t(steps ? 'board.step' : 'board.heap', { n: h + 1 }) }), ' ', el('span', { class: 'hb-size', text: String(n) })),
        tokens,
        isChosen ? strip(c, h, n, heapMoves, spans, { locked, hinted }) : null);
    });
    return el('div', { class: 'hb-component', role: 'group', 'aria-label': several ? t('board.component', { n: ci + 1 }) : t('board.heaps') },
      several ? el('p', { class: 'heap-group-title' }, el('span', { text: t('board.component', { n: ci + 1 }) })) : null,
      el('ul', { class: 'hb-heaps' }, heaps),
      sizes.length > MAX_HEAPS ? el('p', { class: 'hint', text: t('board.moreHeaps', { count: sizes.length - MAX_HEAPS }) }) : null);
  }

  // The chosen heap's moves (those starting at the clicked token first),
  // and for a big heap a number to take.
  function strip(c, h, n, heapMoves, spans, { locked, hinted }) {
    const at = chosen.at;
    const list = at === null ? heapMoves : heapMoves.filter((m) => startsAt(spans.get(m), h, at));
    const shown = expanded ? list : list.slice(0, STRIP);
    const id = uid('hb-moves');
    const takeId = uid('hb-take');
    const takeInput = el('input', { id: takeId, class: 'heap-param-input hb-take-input', type: 'text', inputmode: 'numeric', autocomplete: 'off', dataset: { key: `take-${c.index}-${h}` } });
    const takeForm = n > BigInt(MAX_TOKENS) ? el('form', { class: 'hb-take', novalidate: true },
      el('label', { for: takeId, class: 'heap-field-label', text: t(c.kind === 'steps' ? 'board.take.step' : 'board.take.heap', { n: h + 1 }) }),
      takeInput,
      el('button', { type: 'submit', class: 'btn btn-small', disabled: locked, dataset: { key: `take-go-${c.index}-${h}` } }, t(c.kind === 'steps' ? 'board.move' : 'board.take'))) : null;
    takeForm?.addEventListener('submit', (e) => {
      e.preventDefault();
      const text = takeInput.value.trim();
      if (!/^\d+$/.test(text) || big(text) === 0n) {
        say(t(c.kind === 'steps' ? 'board.typeCount.step' : 'board.typeCount.heap', { max: String(n) }));
        return;
      }
      const k = big(text);
      const action = c.kind === 'steps'
        ? { kind: 'step', component: c.index, step: h + 1, amount: k }
        : { kind: 'take', component: c.index, heap: h, amount: k, leaves: k < n ? [n - k] : [] };
      onMove({ action });
    });
    return el('div', { class: 'hb-strip' },
      at !== null ? el('p', { class: 'hint', text: list.length ? t(c.kind === 'steps' ? 'board.from.step' : 'board.from.heap', { token: String(at + 1n), n: h + 1 })
        : t('board.noneAt', { token: String(at + 1n) }) }) : null,
      (list.length ? shown : heapMoves.slice(0, STRIP)).length
        ? el('ol', { class: 'move-list hb-moves', id }, (list.length ? shown : heapMoves.slice(0, STRIP)).map((m, k) => el('li', {},
          el('button', {
            type: 'button', class: ['move', 'legal-move', hinted.has(m.to) && 'is-hinted'], disabled: locked,
            title: t('kit.playIt', { position: m.to }), dataset: { key: `move-${c.index}-${h}-${k}` },
            on: {
              click: () => onMove(m),
              mouseenter: () => showPreview(m),
              focus: () => showPreview(m),
              mouseleave: () => showPreview(null),
              blur: () => showPreview(null),
            },
          }, el('span', { class: 'move-name', text: capitalize(m.move) }),
          hinted.has(m.to) ? el('span', { class: 'visually-hidden', text: t('play.list.hinted') }) : null))))
        : el('p', { class: 'hint', text: n === 0n ? t('board.empty') : t('board.noneListed') }),
      list.length > STRIP ? el('button', {
        type: 'button', class: 'btn btn-small moves-show-all', 'aria-expanded': expanded ? 'true' : 'false', 'aria-controls': id,
        dataset: { key: `all-${c.index}-${h}` },
        on: { click: () => { expanded = !expanded; render(last); } },
      }, expanded ? t('kit.showFewer') : t('kit.showAll', { count: list.length })) : null,
      takeForm);
  }

  // The tokens a move takes are marked while it is hovered or focused: only
  // their classes change, so the focused button stays.
  function showPreview(m) {
    preview = m;
    const { components = [], legal = null } = last ?? {};
    const c = components.find((x) => x.index === chosen?.component);
    const row = c ? element.querySelector(`.hb-heap[data-heap="${c.index}-${chosen.heap}"]`) : null;
    if (!row) return;
    const moves = legal?.status === 'ready' ? legal.moves : [];
    const fromBothEnds = moves.some((x) => x.action?.component === c.index && x.action.kind === 'take' && x.action.leaves.length === 2);
    const spans = m ? (touches(m.action, c.index, c.sizes, fromBothEnds) ?? []).filter((s) => s.heap === chosen.heap) : [];
    for (const dot of row.querySelectorAll('.hb-token')) {
      const i = big(dot.dataset.token);
      dot.classList.toggle('is-gone', spans.some((s) => i >= s.from && i < s.to));
      dot.classList.toggle('split-before', spans.some((s) => s.from === s.to && !s.merge && s.from === i));
    }
  }

  function choose(ci, h) {
    const same = chosen && chosen.component === ci && chosen.heap === h && chosen.at === null;
    chosen = same ? null : { component: ci, heap: h, at: null };
    preview = null;
    expanded = false;
    say('');
    render(last);
  }

  // A token clicked: the one move from it is played; several are offered.
  function clickToken(ci, h, token, heapMoves, spans) {
    const from = heapMoves.filter((m) => startsAt(spans.get(m), h, token));
    if (from.length === 1) {
      chosen = null;
      onMove(from[0]);
      return;
    }
    chosen = { component: ci, heap: h, at: token };
    preview = null;
    expanded = false;
    say(from.length ? t('board.startAt', { count: from.length, token: String(token + 1n) }) : t('board.noneAtListed', { token: String(token + 1n) }));
    render(last);
  }

  function say(text) {
    note.textContent = text;
  }

  return { element, render, say, clear: () => { chosen = null; preview = null; } };
}
