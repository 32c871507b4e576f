// The lifecycle every panel shares, written once:
//
//   text ─ analyze ─┬─ result ─ good  = accept(result)   (the last valid one)
//                   └─ error ── failure                   (shown under the field)
//        ─ play controls judge the change in a game: a legal move is yours,
//          any other position is refused like an error (the game goes on)
//        ─ render({ good, failure }) draws; the parts of the last valid
//          analysis are marked stale and inert while the text is bad, with
//          a note naming the position they show
//        ─ after a pause the address bar gets the text (short texts only)
//
// analyze may answer at once ({ result } or { error }) or with a promise of
// one (work done in the Worker): an answer that arrives after a newer edit
// is dropped.
//
// A valid position too large to decide exactly (an SGError of kind
// 'too-large') is an answer, not an error of the text: the panel gets an
// analysis of the position typed with `undecided` set, its components'
// values alone and no outcome (see undecidedAnalysis).
import { t } from '../i18n/i18n.js';
import { el, icon, replaceChildren } from './dom.js';
import { attempt, retryWhenLoaded, writeHidden } from './panel-kit.js';

// The analysis the page shows for a position the engine answers "too large
// to decide exactly": the position and each component on its own, as the
// engine reports them (error.known); outcome null, no winning move.
export function undecidedAnalysis(error) {
  const known = error.known;
  return {
    position: known.position,
    compound: known.compound,
    outcome: null,
    grundy: null,
    value: null,
    decidedBy: '',
    theorem: null,
    mayCycle: false,
    over: false,
    misere: null,
    components: known.components,
    winningMoves: [],
    winningMovesComplete: true,
    undecided: { reason: error.reason ?? error.message, limit: error.limit ?? null },
  };
}

// The family, with its rule, of an analysis' first component ('nim',
// 'coins(mock)'), or null: a panel of several games reads a text that names
// no game as the game it shows.
export function familyOf(analysis) {
  const c = analysis?.components?.[0];
  return c ? (c.rule ? `${c.family}(${c.rule})` : c.family) : null;
}

// Texts longer than this stay out of the address bar.
export const PARAMS_MAX_TEXT = 2000;
const PARAMS_DELAY_MS = 250;

// options:
//   ctx                 the shell's context ({ sg, setParams, ... })
//   read()              the text the panel analyses (its field's value)
//   analyze(text, how, reading)  default: attempt(() => ctx.sg.analyze(text,
//                       reading)); reading = { family } for the engine's
//                       options, so that `3 4 5` is read as this panel's game
//   family()            the family, with its rule, of a text that names no
//                       game ('nim', 'coins(mock)'), or null
//   accept(result, previous)  what the panel keeps of a valid analysis
//                       (default { analysis: result })
//   showError(failure)  the field's inline error (null clears it)
//   showRead(position)  the field's "Read as" line: the canonical position
//                       when the text was read otherwise than written, or null
//   staleParts()        the cards that show the last valid analysis (an
//                       entry [card, false] is left unmarked just now)
//   play                the play controls, or null
//   paramsOf(text)      the hash parameters for the text
//   render(state, how)  draws; state = { good, failure }, how = update()'s
//                       options ({ fromPlay, now, ... })
export function createPanelController({
  ctx,
  read,
  analyze = (text, how, reading) => attempt(() => ctx.sg.analyze(text, reading)),
  accept = (result) => ({ analysis: result }),
  family = () => null,
  showError = null,
  showRead = null,
  staleParts = () => [],
  play = null,
  paramsOf = (text) => (text.length <= PARAMS_MAX_TEXT ? { p: text } : {}),
  render,
}) {
  let good = null;
  let failure = null;
  let ticket = 0;
  let paramsTimer = null;
  const staleNote = el('p', { class: 'stale-note', hidden: true });

  // The engine refused something the panel asked on its own (a move
  // listed without its position): shown like an error of the text.
  // retry: the edit that failed, run again once the engine's rest is here
  // when that is why it failed (a piece of the engine holds only what its
  // view needs), unless another change came first.
  function fail(error, retry = null) {
    const mine = ticket;
    if (retry) retryWhenLoaded(ctx.sg, error, () => { if (mine === ticket) retry(); });
    failure = error;
    showError?.(failure);
    showRead?.(null);
    markStale();
    render({ good, failure }, {});
  }

  function settle(text, answer, how) {
    let { result, error } = answer;
    if (error?.kind === 'too-large' && error.known) {
      result = undecidedAnalysis(error);
      error = null;
    }
    // The engine's second file was still on its way (the Nim first view
    // loads it on demand): analyse again once it is here.
    if (error?.loading && ctx.sg.loadRest) {
      const mine = ticket;
      ctx.sg.loadRest().then(() => { if (mine === ticket) update(how); }, () => {});
    }
    failure = error ?? null;
    // In a game the play controls judge the text: a legal move from the
    // game's position is your move; any other position keeps the game and
    // is shown like an error of the text, with the reason.
    if (!how.fromPlay && play) failure = play.consider(result ? result.position : null, failure) ?? failure;
    if (result && !failure) good = accept(result, good, text);
    showError?.(failure);
    showRead?.(result && !failure && result.read ? result.position : null);
    markStale();
    render({ good, failure }, how);
    scheduleParams(text);
  }

  // Stale: the cards hold the last valid analysis while the text is bad.
  // Inert: nothing in them can be played while the text is bad.
  function markStale() {
    const stale = failure !== null && good !== null;
    for (const entry of staleParts()) {
      // [part, false]: a part that shows something else just now (no marks).
      const [part, frozen = true] = Array.isArray(entry) ? entry : [entry];
      if (part.classList.contains('is-stale') !== (stale && frozen)) part.classList.toggle('is-stale', stale && frozen);
      if (part.inert !== (failure !== null && frozen)) part.inert = failure !== null && frozen;
    }
    writeHidden(staleNote, !stale);
    if (stale) {
      replaceChildren(staleNote, icon('info'),
        el('span', { text: failure.game !== undefined
          ? t('field.staleGame', { position: good.analysis.position })
          : t('field.stale', { position: good.analysis.position }) }));
    }
  }

  function scheduleParams(text) {
    clearTimeout(paramsTimer);
    paramsTimer = setTimeout(() => ctx.setParams(paramsOf(text)), PARAMS_DELAY_MS);
  }

  // how: { fromPlay: the play controls made this change, now: draw every
  // card in this task, ... } (passed on to analyze and render).
  function update(how = {}) {
    const text = read();
    const mine = ++ticket;
    const answer = analyze(text, how, { family: family() });
    if (answer && typeof answer.then === 'function') {
      return answer.then((settled) => {
        if (mine === ticket && settled) settle(text, settled, how);
      });
    }
    settle(text, answer, how);
    return undefined;
  }

  return {
    update,
    fail,
    staleNote,
    // Redraw the stale marks (a part joined or left the list).
    markStale,
    // Write the address bar again (a setting paramsOf reads changed).
    scheduleParams: () => scheduleParams(read()),
    // Drop a pending answer (the user cancelled it).
    cancel() { ticket += 1; },
    // The panel is hidden: drop the pending address-bar write.
    hide() { clearTimeout(paramsTimer); },
    get good() { return good; },
    get failure() { return failure; },
  };
}
