// Shared play controls: play the panel's position against the perfect
// computer (sg.bestMove: it wins as fast as possible and, when lost, delays
// as long as it can), with a hint, undo/redo and the move history.
//
//   import { createPlayControls } from './play.js';
//   const play = createPlayControls({
//     sg,                                  // the engine API (web/api/sg.js)
//     getPosition: () => input.value,      // the panel's current position text
//     setPosition: (text) => { ... },      // show this position in the panel
//     onChange: (state) => { ... },        // optional: play state changed
//   });
//   card.append(play.element);
//
// Returned: { element, reset(), sync(), state() }
//   reset()  ends the game and forgets history and hint (e.g. the rule changed).
//   sync(canonical?)  call after the panel changed the position, with its
//            canonical notation when known (optional: the
//            controls also poll getPosition() while a game runs). A change
//            to one of the previous position's options counts as your move,
//            and the computer answers; any other change restarts the game
//            from the new position.
//   state()  the current state (the same object onChange receives):
//            { active, turn: 'you'|'computer'|null, over, winner: 'you'|
//              'computer'|null, position, hint: [{move, to, component,
//              action}]|null,
//              hintLost: boolean, thinking }
// Panels use state.hint to highlight the winning moves on their own board
// and state.turn === 'computer' (or thinking) to disable their move buttons.
import { SGError } from '../api/sg.js';
import { el, icon, replaceChildren, uid } from './dom.js';

// How much a move takes off the board, read from its action: tokens taken
// or moved, coins turned; a cut, split, merge or slide counts as one.
function takenBy(action) {
  if (!action) return Infinity;
  if (action.kind === 'turns') return action.parts.reduce((sum, a) => sum + takenBy(a), 0);
  if ('amount' in action) return Number(action.amount);
  if (action.kind === 'turn') return action.coins.length;
  return 1;
}

const COMPUTER_DELAY_MS = 450; // lets the player see their move before the answer
const POLL_MS = 300;
const MAX_OPTIONS = 10000;
const BEST_MOVE_MS = 2500; // then the computer settles for any winning move
const LONG_POSITION = 20000; // characters; longer hints list moves without `to`

const capitalize = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);

export function createPlayControls({ sg, getPosition, setPosition, onChange = () => {} }) {
  const ids = { title: uid('play-title'), starter: uid('play-starter'), status: uid('play-status') };

  let active = false;
  let youStart = true;
  let start = null; // canonical start position of the game
  let plies = []; // [{ by, move, from, to }]
  let cursor = 0; // plies[0..cursor) are played; the rest can be redone
  let known = null; // the position text last seen in / given to the panel
  let hint = null; // winning moves shown by the hint, or [] when lost
  let hintFor = null;
  let thinking = false;
  let timer = null;
  let poll = null;
  let message = ''; // a one-off note (e.g. errors)
  let epoch = 0; // bumps on every change that makes a pending computer move stale
  let worker = null; // a WorkerClient of our own for sg.bestMove
  let workerState = 'unknown';

  // ---------------------------------------------------------- DOM
  const starterYou = el('input', { type: 'radio', name: ids.starter, value: 'you', checked: true, class: 'seg-input' });
  const starterComputer = el('input', { type: 'radio', name: ids.starter, value: 'computer', class: 'seg-input' });
  const starter = el('fieldset', { class: 'play-starter' },
    el('legend', { class: 'play-legend', text: 'First to move' }),
    el('div', { class: 'segmented' },
      el('label', { class: 'seg' }, starterYou, el('span', { class: 'seg-label', text: 'You' })),
      el('label', { class: 'seg' }, starterComputer, el('span', { class: 'seg-label', text: 'Computer' }))));

  const startButton = el('button', { type: 'button', class: 'btn btn-primary play-start', on: { click: () => startGame() } }, 'Start game');
  const computerButton = el('button', {
    type: 'button', class: 'btn play-computer', title: 'The computer makes the next move (fastest win, or longest delay when lost)',
    on: { click: () => computerMove({ manual: true }) },
  }, 'Computer moves');
  const hintButton = el('button', { type: 'button', class: 'btn play-hint', on: { click: () => showHint() } }, 'Hint');
  const undoButton = el('button', { type: 'button', class: 'btn btn-ghost play-undo', 'aria-label': 'Undo', on: { click: () => undo() } }, icon('undo'), 'Undo');
  const redoButton = el('button', { type: 'button', class: 'btn btn-ghost play-redo', 'aria-label': 'Redo', on: { click: () => redo() } }, icon('undo', 'icon icon-flip'), 'Redo');
  const stopButton = el('button', { type: 'button', class: 'btn btn-ghost play-stop', on: { click: () => stopGame() } }, 'End game');

  const status = el('p', { id: ids.status, class: 'play-status', role: 'status', 'aria-live': 'polite' });
  const hintBox = el('div', { class: 'play-hint-box', hidden: true, 'aria-live': 'polite' });
  const historyList = el('ol', { class: 'play-history', 'aria-label': 'Moves played' });
  const historyBox = el('div', { class: 'play-history-box', hidden: true },
    el('h3', { class: 'play-subtitle', text: 'Moves' }), historyList);

  const element = el('section', { class: 'card play-card', 'aria-labelledby': ids.title },
    el('div', { class: 'card-head' },
      el('h2', { id: ids.title, class: 'card-title', text: 'Play against the computer' })),
    el('p', { class: 'hint play-intro', text: 'The computer never misses a win: from a winning position it always moves to a P position (the fastest win, when the engine finds it within a few seconds); from a losing one it plays for time.' }),
    el('div', { class: 'play-setup' }, starter, startButton),
    status,
    el('div', { class: 'play-buttons', role: 'group', 'aria-label': 'Game controls' },
      computerButton, hintButton, undoButton, redoButton, stopButton),
    hintBox,
    historyBox);

  starterYou.addEventListener('change', () => { youStart = true; render(); });
  starterComputer.addEventListener('change', () => { youStart = false; render(); });

  // ---------------------------------------------------------- model
  const current = () => (cursor === 0 ? start : plies[cursor - 1].to);
  // Who is to move after `n` plies.
  const turnAfter = (n) => ((n % 2 === 0) === youStart ? 'you' : 'computer');

  // Only the canonical text and the compound are needed: no parts, no move
  // list (a position of 10^6 coins would otherwise build a megabyte per listed move).
  function brief(text) {
    try {
      return sg.analyze(text, { includeTo: false, parts: false, maxMoves: 0 });
    } catch (e) {
      if (e instanceof SGError) return null;
      throw e;
    }
  }
  const canonical = (text) => brief(text)?.position ?? null;
  const isMisere = (pos) => {
    const a = brief(pos);
    return a !== null && a.compound === 'misere';
  };

  function optionsOf(pos) {
    try {
      return sg.explain(pos, { maxOptions: MAX_OPTIONS });
    } catch (e) {
      if (e instanceof SGError) return { options: [], complete: true, failed: e.message };
      throw e;
    }
  }

  // explain() lists no option at all, and says it is incomplete, when a
  // compound's turns are more than it was asked for: ask again for more
  // (a conjunctive game is over when one component is, however many turns
  // the others have). Past MAX_OPTIONS the position is taken as not over.
  function hasMove(pos) {
    try {
      const first = sg.explain(pos, { maxOptions: 1 });
      if (first.options.length > 0 || first.complete) return first.options.length > 0;
      const again = sg.explain(pos, { maxOptions: MAX_OPTIONS });
      return again.options.length > 0 || !again.complete;
    } catch (e) {
      if (e instanceof SGError) return false;
      throw e;
    }
  }

  // Game over when the player to move has no move: in normal play they
  // lose, in misère play they win.
  function overState() {
    if (!active) return { over: false, winner: null };
    const pos = current();
    if (hasMove(pos)) return { over: false, winner: null };
    const mover = turnAfter(cursor);
    const other = mover === 'you' ? 'computer' : 'you';
    return { over: true, winner: isMisere(pos) ? mover : other };
  }

  function state() {
    const { over, winner } = overState();
    return {
      active,
      turn: active && !over ? turnAfter(cursor) : null,
      over,
      winner,
      position: active ? current() : known,
      hint: hint && hint.length ? hint : null,
      hintLost: Boolean(hint && !hint.length),
      thinking,
    };
  }

  function emit() {
    render();
    try {
      onChange(state());
    } catch (e) {
      console.error(e);
    }
  }

  function show(pos) {
    known = pos;
    setPosition(pos);
  }

  function clearHint() {
    hint = null;
    hintFor = null;
  }

  // ---------------------------------------------------------- actions
  function startGame() {
    interrupt();
    message = '';
    const text = getPosition();
    const pos = canonical(text);
    if (pos === null) {
      message = 'Fix the position first: the game starts from a valid position.';
      render();
      return;
    }
    active = true;
    start = pos;
    plies = [];
    cursor = 0;
    clearHint();
    known = text;
    startPolling();
    if (turnAfter(0) === 'computer') scheduleComputer();
    emit();
  }

  function stopGame() {
    interrupt();
    stopPolling();
    active = false;
    plies = [];
    cursor = 0;
    start = null;
    message = '';
    clearHint();
    emit();
    startButton.focus();
  }

  // Drops a pending or running computer move.
  function interrupt() {
    clearTimeout(timer);
    epoch += 1;
    thinking = false;
  }

  function scheduleComputer() {
    clearTimeout(timer);
    thinking = true;
    timer = setTimeout(() => computerMove({ manual: false }), COMPUTER_DELAY_MS);
  }

  // The perfect computer moves for whoever is to move. In a game it only
  // answers on its own turn unless asked (the "Computer moves" step).
  async function computerMove({ manual }) {
    sync({ quiet: true });
    clearTimeout(timer);
    message = '';
    const pos = active ? current() : canonical(getPosition());
    if (pos === null) {
      thinking = false;
      message = 'Fix the position first.';
      render();
      return;
    }
    if (active && overState().over) {
      thinking = false;
      emit();
      return;
    }
    const ticket = ++epoch;
    thinking = true;
    emit();
    let best;
    try {
      best = await chooseMove(pos);
    } catch (e) {
      if (ticket !== epoch) return;
      thinking = false;
      if (!(e instanceof SGError)) throw e;
      message = capitalize(e.message);
      emit();
      return;
    }
    if (ticket !== epoch) return; // undone, restarted or stopped meanwhile
    thinking = false;
    clearHint();
    if (active) {
      const by = turnAfter(cursor) === 'computer' || !manual ? 'computer' : 'computer (for you)';
      plies = plies.slice(0, cursor);
      plies.push({ by, move: best.move, from: pos, to: best.to, reason: best.reason });
      cursor = plies.length;
    } else {
      message = `Computer: ${best.move} (${best.reason}).`;
    }
    show(best.to);
    // "Computer moves" on your turn plays for you; the computer then answers.
    if (active && manual && !overState().over && turnAfter(cursor) === 'computer') scheduleComputer();
    emit();
  }

  // sg.bestMove (fastest win, longest delay) runs in a Worker of its own,
  // because its remoteness search can take seconds; past the time limit,
  // or where the Worker cannot run it, the computer still plays perfectly
  // (a move to a P position whenever there is one) on the main thread.
  async function chooseMove(pos) {
    if (workerState !== 'unsupported') {
      const timeout = setTimeout(() => worker?.cancel(), BEST_MOVE_MS);
      try {
        if (!worker) {
          const { WorkerClient } = await import('../api/worker-client.js');
          worker ??= new WorkerClient();
        }
        return await worker.run('bestMove', [pos]);
      } catch (e) {
        if (e instanceof SGError && /unknown engine method/.test(e.message)) workerState = 'unsupported';
        else if (!e?.cancelled && (!(e instanceof SGError) || /engine worker/.test(e.message))) {
          // The Worker cannot start here (a CSP, a server without CORS):
          // say so once, and stop trying.
          workerState = 'unsupported';
          console.info(`SG Playground: the engine Worker is not available (${e?.message ?? e}); the computer's moves are chosen on the page's main thread.`);
        } else if (e instanceof SGError && !e.restarted) throw e;
        // Cancelled (too slow) or the worker failed: fall back.
      } finally {
        clearTimeout(timeout);
      }
    }
    return quickMove(pos);
  }

  function quickMove(pos) {
    const analysis = sg.analyze(pos);
    if (analysis.winningMoves.length) {
      const m = analysis.winningMoves[0];
      return { move: m.move, to: m.to, reason: 'wins: it leaves a P position', action: m.action };
    }
    const { options } = sg.explain(pos, { maxOptions: 2000 });
    if (!options.length) throw new SGError('no move is available: the game is over');
    // Lost anyway: take as little off the board as possible, to last longer.
    const best = options.reduce((a, b) => (takenBy(b.action) < takenBy(a.action) ? b : a));
    return { move: best.move, to: best.to, reason: 'every move loses; this one takes the least off the board', action: best.action };
  }

  function showHint() {
    sync({ quiet: true });
    message = '';
    const pos = active ? current() : canonical(getPosition());
    if (pos === null) {
      message = 'Fix the position first.';
      render();
      return;
    }
    let analysis;
    try {
      // Long positions: the moves' names (panels read the coins a move
      // turns from it), without a megabyte of notation each.
      analysis = sg.analyze(pos, pos.length > LONG_POSITION ? { includeTo: false, parts: false, maxMoves: 200 } : { parts: false });
    } catch (e) {
      if (!(e instanceof SGError)) throw e;
      message = capitalize(e.message);
      render();
      return;
    }
    hint = analysis.winningMoves.map((m) => ({ move: m.move, to: m.to, component: m.component, action: m.action }));
    hintFor = pos;
    emit();
  }

  // Back to your previous turn (the computer's answer and your move).
  function undo() {
    sync({ quiet: true });
    if (!canUndo()) return;
    interrupt();
    cursor -= 1;
    while (cursor > 0 && turnAfter(cursor) === 'computer') cursor -= 1;
    clearHint();
    message = '';
    show(current());
    emit();
    (canUndo() ? undoButton : redoButton).focus();
  }

  function redo() {
    sync({ quiet: true });
    if (!canRedo()) return;
    interrupt();
    cursor += 1;
    while (cursor < plies.length && turnAfter(cursor) === 'computer') cursor += 1;
    clearHint();
    message = '';
    show(current());
    emit();
    (canRedo() ? redoButton : undoButton).focus();
  }

  const firstUndoable = () => (youStart ? 0 : 1);
  const canUndo = () => active && !thinking && cursor > firstUndoable();
  const canRedo = () => active && !thinking && cursor < plies.length;

  // Notices a change the panel made: your move, or an edit.
  // `given` is the canonical form of the panel's text when the panel has
  // it already (it saves analysing a long position twice).
  function sync({ quiet = false, given = null } = {}) {
    const text = getPosition();
    if (text === known) return;
    if (!active && hint === null) {
      known = text; // nothing to follow outside a game
      return;
    }
    const pos = given ?? canonical(text);
    if (pos === null) return; // invalid text while typing: wait
    known = text;
    if (hint && pos !== hintFor) clearHint();
    if (!active) {
      if (!quiet) emit();
      return;
    }
    const from = current();
    if (pos === from) return;
    const { over } = overState();
    const explained = over ? { options: [] } : optionsOf(from);
    const option = explained.options.find((o) => o.to === pos);
    if (option && !thinking && turnAfter(cursor) === 'you') {
      plies = plies.slice(0, cursor);
      plies.push({ by: 'you', move: option.move, from, to: pos });
      cursor = plies.length;
      message = '';
      if (!overState().over) scheduleComputer();
      emit();
      return;
    }
    // Anything else is an edit: a new game from the new position.
    interrupt();
    start = pos;
    plies = [];
    cursor = 0;
    message = option ? 'Not your turn: the game restarted from this position.'
      : 'The position was edited: the game restarted from it.';
    if (turnAfter(0) === 'computer') scheduleComputer();
    emit();
  }

  function startPolling() {
    stopPolling();
    poll = setInterval(() => {
      if (!element.isConnected) return;
      sync();
    }, POLL_MS);
  }

  function stopPolling() {
    clearInterval(poll);
    poll = null;
  }

  function reset() {
    interrupt();
    stopPolling();
    active = false;
    plies = [];
    cursor = 0;
    start = null;
    message = '';
    known = null;
    clearHint();
    emit();
  }

  // ---------------------------------------------------------- view
  function render() {
    const s = state();
    starterYou.disabled = false;
    starterComputer.disabled = false;
    startButton.textContent = active ? 'New game' : 'Start game';
    startButton.title = active ? 'Start again from the position shown, with the chosen first player' : 'Play the position shown against the computer';
    stopButton.hidden = !active;
    undoButton.hidden = !active;
    redoButton.hidden = !active;
    undoButton.disabled = !canUndo();
    redoButton.disabled = !canRedo();
    computerButton.disabled = thinking || s.over;
    computerButton.textContent = active && s.turn === 'you' ? 'Computer moves for you' : 'Computer moves';
    hintButton.disabled = thinking || s.over;
    element.classList.toggle('is-playing', active);

    let text;
    let kind = 'idle';
    if (!active) {
      text = 'Not playing. Start a game to play the position shown; the hint and the computer’s move work any time.';
    } else if (s.over) {
      kind = s.winner === 'you' ? 'won' : 'lost';
      text = s.winner === 'you' ? 'Game over: you win!' : 'Game over: the computer wins.';
      text += isMisere(current()) ? ' (Misère play: whoever cannot move wins.)' : ' (Whoever cannot move loses.)';
    } else if (thinking) {
      kind = 'thinking';
      text = 'The computer is thinking…';
    } else if (s.turn === 'you') {
      kind = 'you';
      text = 'Your turn: make a move on the board.';
    } else {
      kind = 'computer';
      text = 'The computer is to move: press “Computer moves”.';
    }
    status.className = `play-status play-${kind}`;
    replaceChildren(status,
      el('span', { class: 'play-dot', 'aria-hidden': 'true' }),
      el('span', { class: 'play-text' }, text,
        message ? el('span', { class: 'play-message', text: ` ${message}` }) : null));

    hintBox.hidden = hint === null;
    if (hint !== null) {
      if (!hint.length) {
        replaceChildren(hintBox, el('p', { class: 'play-hint-lost', text: 'Hint: this position is lost for the player to move: every move leaves the opponent a win. Play the move that lasts longest and hope for a mistake.' }));
      } else {
        const shown = hint.slice(0, 12);
        replaceChildren(hintBox,
          el('p', { class: 'play-hint-title', text: `Hint: ${hint.length} winning move${hint.length === 1 ? '' : 's'} (highlighted on the board)` }),
          el('ul', { class: 'play-hint-list' }, shown.map((m) => el('li', {}, el('span', { text: capitalize(m.move) }), m.to == null ? null : ' → ', m.to == null ? null : el('code', { text: m.to })))),
          hint.length > shown.length ? el('p', { class: 'hint', text: `… and ${hint.length - shown.length} more.` }) : null);
      }
    }

    historyBox.hidden = !active || plies.length === 0;
    replaceChildren(historyList, plies.map((p, i) => el('li', { class: ['play-ply', i >= cursor && 'is-undone'] },
      el('span', { class: ['play-by', p.by === 'you' ? 'by-you' : 'by-computer'], text: p.by === 'you' ? 'You' : capitalize(p.by) }),
      el('span', { class: 'play-move', text: capitalize(p.move) }),
      el('code', { class: 'play-to', text: p.to }),
      i >= cursor ? el('span', { class: 'visually-hidden', text: ' (undone)' }) : null)));
    if (start && active) {
      historyList.setAttribute('aria-label', `Moves played from ${start}`);
    }
  }

  render();
  return { element, reset, sync: (canonicalPosition = null) => sync({ given: canonicalPosition }), state };
}
