// Shared play controls: play the panel's position against the perfect
// computer, with every legal move listed, a hint, undo/redo, the move
// history and a "no spoilers" switch. Every panel (and the <sg-playground>
// element) gets all of it by wiring:
//
//   import { createPlayControls } from './play.js';
//   const play = createPlayControls({
//     sg,                                  // the engine API (web/api/sg.js)
//     getPosition: () => input.value,      // the panel's current position text
//     setPosition: (text) => { ... },      // show this position in the panel
//     onChange: (state) => { ... },        // optional: play state changed
//     board: true,                         // the panel has a board to move on
//   });
//   card.append(play.element);
//
// Returned: { element, reset(), consider(position, error), move(move),
//             legalMoves(), legalMovesOf(position), state() }
//   consider(canonical, error)  the panel's text changed (not by play): its
//            canonical position, or null and the engine's error. In a game a
//            legal move from the game's position is your move; anything else
//            keeps the game and answers an SGError saying why (the panel
//            shows it like a parse error). Null when all is well.
//   move({ action, to?, move? })  your move made on a board or in the list;
//            the engine checks the action (sg.apply) and says why when it is
//            not a legal move. Outside a game it just shows the position.
//   legalMoves()  every legal move of the game's position (web/kit/legal-
//            moves.js), or null outside a game: boards draw their moves.
//   legalMovesOf(position)  the same for any position (a board outside a
//            game); onChange() is called when a list made in a Worker arrives.
//   reset()  ends the game and forgets history and hint.
//   state()  { active, turn: 'you'|'computer'|null, over, winner: 'you'|
//            'computer'|null, position, hint: [{move, to, component, action}]|
//            null, hintLost, thinking, locked, concealed }
// Panels use state.hint to highlight the winning moves on their board,
// state.locked to disable their moves, and state.concealed to hide values
// (the class `play-concealed` on the panel does it for the shared cards:
// web/kit/play.css; drawings ask isAsking() of web/kit/teaching-mode.js).
import { SGError } from '../api/sg.js';
import { el, icon, replaceChildren, uid } from './dom.js';
import { choiceText, createComputer } from './play-computer.js';
import { createLegalMoves } from './legal-moves.js';
import { createMoveList } from './move-list.js';

const COMPUTER_DELAY_MS = 450; // lets the player see their move before the answer
const MAX_OPTIONS = 10000;
const LONG_POSITION = 20000; // characters; longer hints list moves without `to`

const capitalize = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);
const short = (text) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

// A button with a keyboard shortcut (web/kit/shortcuts.js presses it).
const shortcut = (key) => ({ 'data-shortcut': key, 'aria-keyshortcuts': key });

export function createPlayControls({ sg, getPosition, setPosition, onChange = () => {}, board = false }) {
  const ids = { title: uid('play-title'), starter: uid('play-starter'), spoilers: uid('play-spoilers'), note: uid('play-spoilers-note') };

  let active = false;
  let youStart = true;
  let start = null; // canonical start position of the game
  let plies = []; // [{ by, move, from, to, choice }]
  let cursor = 0; // plies[0..cursor) are played; the rest can be redone
  let hint = null; // winning moves shown by the hint, or [] when lost
  let hintFor = null;
  let thinking = false;
  let timer = null;
  let message = ''; // a one-off note (e.g. a move that is not legal)
  let edit = null; // { reason }: the panel's text is not the game's position
  let noSpoilers = true;
  let epoch = 0; // bumps on every change that makes a pending computer move stale
  let engineReady = !sg.loadRest; // the whole engine is loaded (the Nim view loads half)
  const computer = createComputer(sg);
  const legal = createLegalMoves({ sg, onReady: () => emit() });
  const briefs = new Map(); // position -> brief analysis (a few, for the list's titles)

  // ---------------------------------------------------------- DOM
  const starterYou = el('input', { type: 'radio', name: ids.starter, value: 'you', checked: true, class: 'seg-input' });
  const starterComputer = el('input', { type: 'radio', name: ids.starter, value: 'computer', class: 'seg-input' });
  const starter = el('fieldset', { class: 'play-starter' },
    el('legend', { class: 'play-legend', text: 'First to move' }),
    el('div', { class: 'segmented' },
      el('label', { class: 'seg' }, starterYou, el('span', { class: 'seg-label', text: 'You' })),
      el('label', { class: 'seg' }, starterComputer, el('span', { class: 'seg-label', text: 'Computer' }))));
  const spoilerSwitch = el('input', { id: ids.spoilers, type: 'checkbox', role: 'switch', class: 'switch-input play-spoilers-input', checked: true, 'aria-describedby': ids.note });
  const spoilers = el('label', { class: 'switch play-spoilers', for: ids.spoilers },
    spoilerSwitch,
    el('span', { class: 'switch-track', 'aria-hidden': 'true' }, el('span', { class: 'switch-thumb' })),
    el('span', { class: 'switch-label' }, 'No spoilers'));

  const startButton = el('button', { type: 'button', class: 'btn btn-primary play-start', ...shortcut('n'), on: { click: () => withEngine(startGame) } }, 'Start game');
  const computerButton = el('button', {
    type: 'button', class: 'btn play-computer', ...shortcut('c'), title: 'The computer makes the next move',
    on: { click: () => withEngine(() => computerMove({ manual: true })) },
  }, 'Computer moves');
  const hintButton = el('button', { type: 'button', class: 'btn play-hint', ...shortcut('h'), on: { click: () => withEngine(showHint) } }, 'Hint');
  const undoButton = el('button', { type: 'button', class: 'btn btn-ghost play-undo', ...shortcut('u'), 'aria-label': 'Undo', on: { click: () => undo() } }, icon('undo'), 'Undo');
  const redoButton = el('button', { type: 'button', class: 'btn btn-ghost play-redo', ...shortcut('r'), 'aria-label': 'Redo', on: { click: () => redo() } }, icon('undo', 'icon icon-flip'), 'Redo');
  const stopButton = el('button', { type: 'button', class: 'btn btn-ghost play-stop', on: { click: () => stopGame() } }, 'End game');
  const backButton = el('button', { type: 'button', class: 'btn btn-small play-back', hidden: true, on: { click: () => backToGame() } }, 'Back to the game');

  const status = el('p', { class: 'play-status', role: 'status', 'aria-live': 'polite' });
  const concealNote = el('p', { id: ids.note, class: 'hint play-conceal-note' });
  const hintBox = el('div', { class: 'play-hint-box', hidden: true, 'aria-live': 'polite' });
  const moveList = createMoveList({ onMove: (m) => move(m), open: !board });
  const historyList = el('ol', { class: 'play-history', 'aria-label': 'Moves played' });
  const historyBox = el('div', { class: 'play-history-box', hidden: true },
    el('h3', { class: 'play-subtitle', text: 'Moves' }), historyList);

  const element = el('section', { class: 'card play-card', 'aria-labelledby': ids.title },
    el('div', { class: 'card-head' },
      el('h2', { id: ids.title, class: 'card-title', text: 'Play against the computer' }),
      spoilers),
    el('p', { class: 'hint play-intro', text: 'The computer plays perfectly: from a winning position it always wins. Each of its moves says how it was chosen: the fastest win, the longest delay when it is lost, or a move that keeps a draw.' }),
    el('div', { class: 'play-setup' }, starter, startButton),
    status,
    backButton,
    concealNote,
    el('div', { class: 'play-buttons', role: 'group', 'aria-label': 'Game controls' },
      computerButton, hintButton, undoButton, redoButton, stopButton),
    hintBox,
    moveList.element,
    historyBox);

  starterYou.addEventListener('change', () => { youStart = true; render(); });
  starterComputer.addEventListener('change', () => { youStart = false; render(); });
  spoilerSwitch.addEventListener('change', () => { noSpoilers = spoilerSwitch.checked; emit(); });

  // ---------------------------------------------------------- engine
  // The Nim view loads the engine's second file on demand: play needs it.
  function withEngine(action) {
    if (engineReady) {
      action();
      return;
    }
    sg.loadRest().then(() => { engineReady = true; action(); }, (e) => {
      message = `The engine could not be loaded: ${e?.message ?? e}`;
      render();
    });
  }

  // Only the canonical text, compound and components are needed: no parts,
  // no move list (a row of 10^6 coins would build a megabyte per move).
  function brief(text) {
    if (briefs.has(text)) return briefs.get(text);
    let a = null;
    try {
      a = sg.analyze(text, { includeTo: false, parts: false, maxMoves: 0, shape: false });
    } catch (e) {
      if (!(e instanceof SGError)) throw e;
    }
    if (briefs.size > 8) briefs.clear();
    briefs.set(text, a);
    return a;
  }
  const canonical = (text) => brief(text)?.position ?? null;
  const isMisere = (pos) => brief(pos)?.compound === 'misere';

  // explain() lists no option at all, and says it is incomplete, when a
  // compound's turns are more than it was asked for: ask again for more
  // (a conjunctive game is over when one component is, however many turns
  // the others have). Past MAX_OPTIONS the position is taken as not over.
  const overFor = new Map();
  function hasMove(pos) {
    if (overFor.has(pos)) return overFor.get(pos);
    let answer;
    try {
      const first = sg.explain(pos, { maxOptions: 1 });
      if (first.options.length > 0 || first.complete) answer = first.options.length > 0;
      else {
        const again = sg.explain(pos, { maxOptions: MAX_OPTIONS });
        answer = again.options.length > 0 || !again.complete;
      }
    } catch (e) {
      if (!(e instanceof SGError)) throw e;
      answer = false;
    }
    if (overFor.size > 8) overFor.clear();
    overFor.set(pos, answer);
    return answer;
  }

  // ---------------------------------------------------------- model
  const current = () => (cursor === 0 ? start : plies[cursor - 1].to);
  // Who is to move after `n` plies.
  const turnAfter = (n) => ((n % 2 === 0) === youStart ? 'you' : 'computer');

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
    const turn = active && !over ? turnAfter(cursor) : null;
    const hinted = hint !== null && hintFor === (active ? current() : hintFor);
    return {
      active,
      turn,
      over,
      winner,
      position: active ? current() : null,
      hint: hint && hint.length ? hint : null,
      hintLost: Boolean(hint && !hint.length),
      thinking,
      locked: active && (thinking || over || turn !== 'you'),
      // No spoilers: values hidden while the game runs, until a hint.
      concealed: active && noSpoilers && !over && !hinted,
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
    edit = null;
    setPosition(pos);
  }

  function clearHint() {
    hint = null;
    hintFor = null;
  }

  // Your move (made in the panel, on a board or in the list) is played.
  function record(by, m, from, to) {
    plies = plies.slice(0, cursor);
    plies.push({ by, move: m, from, to, choice: null });
    cursor = plies.length;
    clearHint();
    message = '';
  }

  // ---------------------------------------------------------- actions
  function startGame() {
    interrupt();
    message = '';
    const pos = canonical(getPosition());
    if (pos === null) {
      message = 'Fix the position first: the game starts from a valid position.';
      render();
      return;
    }
    active = true;
    start = pos;
    plies = [];
    cursor = 0;
    edit = null;
    clearHint();
    // The panel shows the game's position (and drops a refused edit's error).
    setPosition(pos);
    if (turnAfter(0) === 'computer') scheduleComputer();
    emit();
  }

  function stopGame() {
    interrupt();
    active = false;
    plies = [];
    cursor = 0;
    start = null;
    message = '';
    edit = null;
    clearHint();
    emit();
    startButton.focus();
  }

  function backToGame() {
    if (!active) return;
    show(current());
    emit();
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
    let choice;
    try {
      choice = await computer.choose(pos);
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
      record(by, choice.move, pos, choice.to);
      plies[cursor - 1].choice = choice;
    } else {
      message = `Computer: ${choice.move} (${choiceText(choice)}).`;
    }
    show(choice.to);
    // "Computer moves" on your turn plays for you; the computer then answers.
    if (active && manual && !overState().over && turnAfter(cursor) === 'computer') scheduleComputer();
    emit();
  }

  function showHint() {
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
      // turns from its action), without a megabyte of notation each.
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

  // Why a move cannot be made now, or null.
  function notNow() {
    if (overState().over) return 'the game is over: New game plays the position shown, End game leaves the game';
    if (thinking || turnAfter(cursor) !== 'you') return 'it is the computer’s turn';
    return null;
  }

  // A move made on a board or in the list: { action, to?, move? }.
  function move(m) {
    if (!active) {
      const from = canonical(getPosition());
      const to = m.to ?? (from === null ? null : attemptApply(from, m.action));
      if (to !== null) show(to);
      return to;
    }
    const from = current();
    const why = notNow();
    if (why) {
      message = `${capitalize(why)}.`;
      emit();
      return null;
    }
    const to = m.to ?? attemptApply(from, m.action);
    if (to === null) return null;
    record('you', m.move ?? labelOf(from, to), from, to);
    show(to);
    if (!overState().over) scheduleComputer();
    emit();
    return to;
  }

  // The position after an action, or null after saying why it is no move.
  function attemptApply(from, action) {
    try {
      return sg.apply(from, action);
    } catch (e) {
      if (!(e instanceof SGError)) throw e;
      message = `Not a legal move: ${e.reason ?? e.message}.`;
      emit();
      return null;
    }
  }

  // A move's name from the list of legal moves (the engine's words).
  function labelOf(from, to) {
    return legal.get(from)?.moves.find((x) => x.to === to)?.move ?? `move to ${short(to)}`;
  }

  // The panel's text changed, not by play. See the header.
  function consider(pos, error = null) {
    if (!active) {
      if (hint && pos !== hintFor) {
        clearHint();
        emit();
      }
      return null;
    }
    const from = current();
    if (pos === null) {
      edit = { reason: `the text is not a position (${error?.reason ?? error?.message ?? 'see the error under it'})` };
      emit();
      return null; // the panel shows the engine's error itself
    }
    if (pos === from) {
      if (edit) {
        edit = null;
        emit();
      }
      return null;
    }
    const why = notNow();
    if (!why) {
      const listed = legal.get(from);
      const found = listed?.moves.find((x) => x.to === pos);
      if (found) {
        record('you', found.move, from, pos);
        edit = null;
        if (!overState().over) scheduleComputer();
        emit();
        return null;
      }
      return refuse(listed?.status === 'pending' ? `the legal moves from ${short(from)} are still being listed; try again in a moment`
        : listed && !listed.complete ? `not among the first ${listed.moves.length} legal moves from ${short(from)} (the engine lists no more of them; make the move on the board)`
          : `not a legal move from ${short(from)}`);
    }
    return refuse(why);
  }

  function refuse(reason) {
    edit = { reason };
    emit();
    const where = overState().over ? `The game ended at ${short(current())}.` : `The game goes on from ${short(current())}.`;
    const error = new SGError(`${capitalize(reason)}. ${where}`);
    error.game = current();
    return error;
  }

  function reset() {
    interrupt();
    active = false;
    plies = [];
    cursor = 0;
    start = null;
    message = '';
    edit = null;
    clearHint();
    emit();
  }

  // ---------------------------------------------------------- view
  function render() {
    const s = state();
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
    backButton.hidden = !(active && edit);
    element.classList.toggle('is-playing', active);
    element.closest('.panel, .sg-embed')?.classList.toggle('play-concealed', s.concealed);

    const lastComputer = active && cursor > 0 && plies[cursor - 1].by !== 'you' ? plies[cursor - 1] : null;
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
      text = board ? 'Your turn: make any legal move, on the board or from the list of legal moves.' : 'Your turn: choose any move from the list of legal moves.';
    } else {
      kind = 'computer';
      text = 'The computer is to move: press “Computer moves”.';
    }
    const said = lastComputer && !thinking ? computerSaid(lastComputer, s.concealed) : null;
    status.className = `play-status play-${kind}`;
    replaceChildren(status,
      el('span', { class: 'play-dot', 'aria-hidden': 'true' }),
      el('span', { class: 'play-text' }, text,
        said ? el('span', { class: 'play-said', text: ` ${said}` }) : null,
        active && edit ? el('span', { class: 'play-edit', text: ` Your edit is not a move: ${edit.reason}.${s.over ? '' : ` The game goes on from ${short(current())}.`}` }) : null,
        message ? el('span', { class: 'play-message', text: ` ${message}` }) : null));

    concealNote.hidden = !s.concealed;
    concealNote.textContent = s.concealed
      ? 'No spoilers: the verdict, the values and the winning moves are hidden until the game ends or you ask for a hint.' : '';

    hintBox.hidden = hint === null;
    if (hint !== null) {
      if (!hint.length) {
        replaceChildren(hintBox, el('p', { class: 'play-hint-lost', text: 'Hint: this position is lost for the player to move: every move leaves the opponent a win. Play the move that lasts longest and hope for a mistake.' }));
      } else {
        const shown = hint.slice(0, 12);
        replaceChildren(hintBox,
          el('p', { class: 'play-hint-title', text: `Hint: ${hint.length} winning move${hint.length === 1 ? '' : 's'} (highlighted on the board and in the list)` }),
          el('ul', { class: 'play-hint-list' }, shown.map((m) => el('li', {}, el('span', { text: capitalize(m.move) }), m.to == null ? null : ' → ', m.to == null ? null : el('code', { text: m.to })))),
          hint.length > shown.length ? el('p', { class: 'hint', text: `… and ${hint.length - shown.length} more.` }) : null);
      }
    }

    const listed = active && !s.over ? legal.get(current()) : null;
    const b = listed ? brief(current()) : null;
    moveList.render(listed ? {
      legal: listed,
      components: b ? b.components.map((c) => c.position) : [],
      locked: s.locked,
      hinted: new Set((s.hint ?? []).map((m) => m.to)),
    } : null);

    historyBox.hidden = !active || plies.length === 0;
    replaceChildren(historyList, plies.map((p, i) => el('li', { class: ['play-ply', i >= cursor && 'is-undone'] },
      el('span', { class: ['play-by', p.by === 'you' ? 'by-you' : 'by-computer'], text: p.by === 'you' ? 'You' : capitalize(p.by) }),
      el('span', { class: 'play-move', text: capitalize(p.move) }),
      el('code', { class: 'play-to', text: p.to }),
      p.choice && !s.concealed ? el('span', { class: 'play-reason', text: capitalize(choiceText(p.choice)) }) : null,
      i >= cursor ? el('span', { class: 'visually-hidden', text: ' (undone)' }) : null)));
    if (start && active) historyList.setAttribute('aria-label', `Moves played from ${start}`);
  }

  // What the status says of the computer's last move: the move, and (when
  // values may be shown) how it was chosen.
  function computerSaid(ply, concealed) {
    const how = concealed ? '' : choiceText(ply.choice ?? {});
    return `The computer played “${capitalize(ply.move)}”${how ? `: ${how}` : ''}.`;
  }

  render();
  return {
    element,
    reset,
    consider,
    move,
    legalMoves: () => (active && !overState().over ? legal.get(current()) : null),
    // The same list for any position (a board outside a game).
    legalMovesOf: (position) => legal.get(position),
    state,
  };
}
