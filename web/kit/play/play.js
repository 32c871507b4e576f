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
//     lang: 'zh',                          // optional: its language (default:
//                                          // the page's, web/i18n/i18n.js)
//     family: () => 'nim',                 // optional: the game of a text that
//   });                                    // names none (panel-controller.js)
//   card.append(play.element);
//
// Returned: { element, dispose(), reset(), consider(position, error), move(move),
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
// web/kit/play/play.css; drawings ask isAsking() of web/kit/teaching-mode.js).
import { SGError } from '../../api/sg.js';
import { capitalize, lang as pageLang, translator } from '../../i18n/i18n.js';
import { bringIntoView, el, icon, replaceChildren, uid } from '../dom.js';
import { choiceText, createComputer } from './play-computer.js';
import { createLegalMoves } from '../legal-moves.js';
import { createMoveList } from '../move-list.js';

const COMPUTER_DELAY_MS = 450; // lets the player see their move before the answer
const MAX_OPTIONS = 10000;
const LONG_POSITION = 20000; // characters; longer hints list moves without `to`

const short = (text) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

// A button with a keyboard shortcut (web/kit/shortcuts/shortcuts.js presses it).
const shortcut = (key) => ({ 'data-shortcut': key, 'aria-keyshortcuts': key });

// Every set of controls made, so that a page built again (in another
// language) can stop the games of the one it replaces: disposePlayIn(root)
// stops the computer and closes the Workers of the controls inside root.
const made = new Set();
export function disposePlayIn(root) {
  for (const controls of made) {
    if (!root.contains(controls.element)) continue;
    made.delete(controls);
    controls.dispose();
  }
}

export function createPlayControls({ sg, getPosition, setPosition, onChange = () => {}, board = false, lang = null, family = () => null }) {
  const tr = translator(lang);
  const speaks = () => tr.lang ?? pageLang();
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
  let shownOver = false; // the status last showed a finished game
  const computer = createComputer(sg, { lang: speaks });
  const legal = createLegalMoves({ sg, onReady: () => emit(), lang: speaks });
  const briefs = new Map(); // position -> brief analysis (a few, for the list's titles)

  // ---------------------------------------------------------- DOM
  const starterYou = el('input', { type: 'radio', name: ids.starter, value: 'you', checked: true, class: 'seg-input' });
  const starterComputer = el('input', { type: 'radio', name: ids.starter, value: 'computer', class: 'seg-input' });
  const starter = el('fieldset', { class: 'play-starter' },
    el('legend', { class: 'play-legend', text: tr('play.first') }),
    el('div', { class: 'segmented' },
      el('label', { class: 'seg' }, starterYou, el('span', { class: 'seg-label', text: tr('play.you') })),
      el('label', { class: 'seg' }, starterComputer, el('span', { class: 'seg-label', text: tr('play.computer') }))));
  const spoilerSwitch = el('input', { id: ids.spoilers, type: 'checkbox', role: 'switch', class: 'switch-input play-spoilers-input', checked: true, 'aria-describedby': ids.note });
  const spoilers = el('label', { class: 'switch play-spoilers', for: ids.spoilers },
    spoilerSwitch,
    el('span', { class: 'switch-track', 'aria-hidden': 'true' }, el('span', { class: 'switch-thumb' })),
    el('span', { class: 'switch-label' }, tr('play.noSpoilers')));

  const startButton = el('button', { type: 'button', class: 'btn btn-primary play-start', ...shortcut('n'), on: { click: () => withEngine(startGame) } }, tr('play.start'));
  const computerButton = el('button', {
    type: 'button', class: 'btn play-computer', ...shortcut('c'), title: tr('play.computerMoves.title'),
    on: { click: () => withEngine(() => computerMove({ manual: true })) },
  }, tr('play.computerMoves'));
  const hintButton = el('button', { type: 'button', class: 'btn play-hint', ...shortcut('h'), on: { click: () => withEngine(showHint) } }, tr('play.hint'));
  const undoButton = el('button', { type: 'button', class: 'btn btn-ghost play-undo', ...shortcut('u'), 'aria-label': tr('play.undo'), on: { click: () => undo() } }, icon('undo'), tr('play.undo'));
  const redoButton = el('button', { type: 'button', class: 'btn btn-ghost play-redo', ...shortcut('r'), 'aria-label': tr('play.redo'), on: { click: () => redo() } }, icon('undo', 'icon icon-flip'), tr('play.redo'));
  const stopButton = el('button', { type: 'button', class: 'btn btn-ghost play-stop', on: { click: () => stopGame() } }, tr('play.end'));
  const backButton = el('button', { type: 'button', class: 'btn btn-small play-back', hidden: true, on: { click: () => backToGame() } }, tr('play.back'));

  // Read whole when it changes: "Game over: you win" is one sentence.
  const status = el('p', { class: 'play-status', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
  const concealNote = el('p', { id: ids.note, class: 'hint play-conceal-note' });
  const hintBox = el('div', { class: 'play-hint-box', hidden: true, 'aria-live': 'polite' });
  const moveList = createMoveList({ onMove: (m) => move(m), open: !board, tr });
  const historyList = el('ol', { class: 'play-history', 'aria-label': tr('play.history') });
  const historyBox = el('div', { class: 'play-history-box', hidden: true },
    el('h3', { class: 'play-subtitle', text: tr('play.historyTitle') }), historyList);

  const element = el('section', { class: 'card play-card', 'aria-labelledby': ids.title },
    el('div', { class: 'card-head' },
      el('h2', { id: ids.title, class: 'card-title', text: tr('play.title') }),
      spoilers),
    el('p', { class: 'hint play-intro', text: tr('play.intro') }),
    el('div', { class: 'play-setup' }, starter, startButton),
    status,
    backButton,
    concealNote,
    el('div', { class: 'play-buttons', role: 'group', 'aria-label': tr('play.controls') },
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
    // Say why nothing happens yet: the rest can take seconds on a slow line.
    message = tr('play.loadingRest');
    render();
    sg.loadRest().then(() => { engineReady = true; message = ''; action(); }, (e) => {
      message = tr('play.engineFailed', { message: e?.message ?? e });
      render();
    });
  }

  // Only the canonical text, compound and components are needed: no parts,
  // no move list (a row of 10^6 coins would build a megabyte per move).
  function brief(text) {
    const how = { family: family() };
    const key = `${how.family}\u0000${text}`;
    if (briefs.has(key)) return briefs.get(key);
    let a = null;
    try {
      // The panel's text is read as the panel reads it (`3 4 5` as Nim).
      a = sg.analyze(text, { ...how, includeTo: false, parts: false, maxMoves: 0, shape: false });
    } catch (e) {
      if (!(e instanceof SGError)) throw e;
      if (e.kind === 'too-large') tooLarge.add(text);
    }
    if (briefs.size > 8) {
      briefs.clear();
      tooLarge.clear();
    }
    briefs.set(key, a);
    return a;
  }
  const tooLarge = new Set(); // valid texts too large to decide exactly
  const canonical = (text) => brief(text)?.position ?? null;
  // Why there is nothing to play from the text (canonical() is null): the
  // computer plays perfectly, so not from a position it cannot decide.
  const unplayable = (text) => (tooLarge.has(text)
    ? tr('play.tooLarge')
    : null);
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
      message = unplayable(getPosition()) ?? tr('play.fixFirst.start');
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
    reset();
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
      message = unplayable(getPosition()) ?? tr('play.fixFirst');
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
      if (!(e instanceof SGError)) throw e;
      // A game restored from the address starts before the rest of the
      // engine is here: the answer comes once it is.
      if (e.loading && sg.loadRest) {
        message = tr('play.loadingRest');
        emit();
        sg.loadRest().then(() => { if (ticket === epoch) computerMove({ manual }); }, () => {});
        return;
      }
      thinking = false;
      message = capitalize(e.message);
      emit();
      return;
    }
    if (ticket !== epoch) return; // undone, restarted or stopped meanwhile
    thinking = false;
    clearHint();
    if (active) {
      // Who moved: 'you', 'computer', or 'for-you' (the computer, asked on your turn).
      const by = turnAfter(cursor) === 'computer' || !manual ? 'computer' : 'for-you';
      record(by, choice.move, pos, choice.to);
      plies[cursor - 1].choice = choice;
    } else {
      message = tr('play.computerSaidIdle', { move: choice.move, how: choiceText(choice, tr) });
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
      message = unplayable(getPosition()) ?? tr('play.fixFirst');
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
    if (overState().over) return tr('play.why.over');
    if (thinking || turnAfter(cursor) !== 'you') return tr('play.why.computerTurn');
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
      message = tr('play.sentence', { reason: capitalize(why) });
      emit();
      return null;
    }
    const to = m.to ?? attemptApply(from, m.action);
    if (to === null) return null;
    record('you', m.move ? plyName(from, m) : labelOf(from, to), from, to);
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
      message = tr('play.notLegal', { reason: e.reason ?? e.message });
      emit();
      return null;
    }
  }

  // A move's name from the list of legal moves (the engine's words).
  function labelOf(from, to) {
    const found = legal.get(from)?.moves.find((x) => x.to === to);
    return found ? plyName(from, found) : tr('play.moveTo', { position: short(to) });
  }

  // A listed move's name in the history, the hint and the status, worded
  // as the computer's (sg.bestMove): in a position of several components a
  // move in one of them is named after its component ("2: remove 1 leaving
  // 3"); a move in several at once already names each one.
  function plyName(from, m) {
    if (m.component == null || m.action?.kind === 'turns') return m.move;
    return (brief(from)?.components.length ?? 1) > 1 ? `${m.component + 1}: ${m.move}` : m.move;
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
      edit = { reason: tr('play.why.notPosition', { error: error?.reason ?? error?.message ?? tr('play.why.seeError') }) };
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
        record('you', plyName(from, found), from, pos);
        edit = null;
        if (!overState().over) scheduleComputer();
        emit();
        return null;
      }
      return refuse(listed?.status === 'pending' ? tr('play.why.listing', { position: short(from) })
        : listed && !listed.complete ? tr('play.why.notListed', { count: listed.moves.length, position: short(from) })
          : tr('play.why.notLegal', { position: short(from) }));
    }
    return refuse(why);
  }

  function refuse(reason) {
    edit = { reason };
    emit();
    const error = new SGError(tr(overState().over ? 'play.refused.over' : 'play.refused.on', { reason: capitalize(reason), position: short(current()) }));
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
    startButton.textContent = active ? tr('play.new') : tr('play.start');
    startButton.title = active ? tr('play.new.title') : tr('play.start.title');
    stopButton.hidden = !active;
    undoButton.hidden = !active;
    redoButton.hidden = !active;
    undoButton.disabled = !canUndo();
    redoButton.disabled = !canRedo();
    computerButton.disabled = thinking || s.over;
    computerButton.textContent = active && s.turn === 'you' ? tr('play.computerMovesForYou') : tr('play.computerMoves');
    hintButton.disabled = thinking || s.over;
    backButton.hidden = !(active && edit);
    element.classList.toggle('is-playing', active);
    element.closest('.panel, .sg-embed')?.classList.toggle('play-concealed', s.concealed);

    const lastComputer = active && cursor > 0 && plies[cursor - 1].by !== 'you' ? plies[cursor - 1] : null;
    let text;
    let kind = 'idle';
    if (!active) {
      text = tr('play.status.idle');
    } else if (s.over) {
      kind = s.winner === 'you' ? 'won' : 'lost';
      // play.status.won.normal, play.status.lost.misere, ...
      text = tr(`play.status.${kind}.${isMisere(current()) ? 'misere' : 'normal'}`);
    } else if (thinking) {
      kind = 'thinking';
      text = tr('play.status.thinking');
    } else if (s.turn === 'you') {
      kind = 'you';
      text = board ? tr('play.status.yourTurnBoard') : tr('play.status.yourTurn');
    } else {
      kind = 'computer';
      text = tr('play.status.computerTurn', { button: tr('play.computerMoves') });
    }
    const said = lastComputer && !thinking ? computerSaid(lastComputer, s.concealed) : null;
    // Sentences follow each other with a space in English, none in Chinese.
    const gap = tr('kit.gap');
    status.className = `play-status play-${kind}`;
    replaceChildren(status,
      el('span', { class: 'play-dot', 'aria-hidden': 'true' }),
      el('span', { class: 'play-text' }, text,
        said ? el('span', { class: 'play-said', text: gap + said }) : null,
        active && edit ? el('span', { class: 'play-edit', text: gap + tr(s.over ? 'play.edit' : 'play.edit.goesOn', { reason: edit.reason, position: short(current()) }) }) : null,
        message ? el('span', { class: 'play-message', text: gap + message }) : null));
    // The last move is often made on the board, far below the status on a
    // phone: when the game has just ended, bring the outcome into view.
    if (s.over && !shownOver && status.isConnected) bringIntoView(status);
    shownOver = s.over;

    concealNote.hidden = !s.concealed;
    concealNote.textContent = s.concealed ? tr('play.concealed') : '';

    hintBox.hidden = hint === null;
    if (hint !== null) {
      if (!hint.length) {
        replaceChildren(hintBox, el('p', { class: 'play-hint-lost', text: tr('play.hint.lost') }));
      } else {
        const shown = hint.slice(0, 12);
        replaceChildren(hintBox,
          el('p', { class: 'play-hint-title', text: tr('play.hintCount', { count: hint.length }) }),
          el('ul', { class: 'play-hint-list' }, shown.map((m) => el('li', {}, el('span', { text: capitalize(plyName(hintFor, m)) }), m.to == null ? null : ' → ', m.to == null ? null : el('code', { text: m.to })))),
          hint.length > shown.length ? el('p', { class: 'hint', text: tr('kit.andMore', { count: hint.length - shown.length }) }) : null);
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
      // play.by.you, play.by.computer, play.by.for-you
      el('span', { class: ['play-by', p.by === 'you' ? 'by-you' : 'by-computer'], text: tr(`play.by.${p.by}`) }),
      el('span', { class: 'play-move', text: capitalize(p.move) }),
      el('code', { class: 'play-to', text: p.to }),
      p.choice && !s.concealed ? el('span', { class: 'play-reason', text: capitalize(choiceText(p.choice, tr)) }) : null,
      i >= cursor ? el('span', { class: 'visually-hidden', text: tr('play.undone') }) : null)));
    if (start && active) historyList.setAttribute('aria-label', tr('play.historyFrom', { position: start }));
  }

  // What the status says of the computer's last move: the move, and (when
  // values may be shown) how it was chosen.
  function computerSaid(ply, concealed) {
    const how = concealed ? '' : choiceText(ply.choice ?? {}, tr);
    return how ? tr('play.said.how', { move: capitalize(ply.move), how }) : tr('play.said', { move: capitalize(ply.move) });
  }

  // The page built again: the game stops for good, its Workers close.
  function dispose() {
    interrupt();
    computer.dispose();
    legal.dispose();
  }

  render();
  const controls = { element, dispose };
  made.add(controls);
  return {
    element,
    dispose() {
      made.delete(controls);
      dispose();
    },
    reset,
    consider,
    move,
    legalMoves: () => (active && !overState().over ? legal.get(current()) : null),
    // The same list for any position (a board outside a game).
    legalMovesOf: (position) => legal.get(position),
    state,
  };
}
