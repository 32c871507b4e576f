// Teaching mode: the page hides values, verdicts and winning moves and asks
// the student whether the position shown is P or N (or D on a loopy graph),
// then reveals the answer with the why view, keeps score and offers the
// next position. The mode is one page-wide switch, kept in the URL hash as
// `mode=teach` (app.js reads and writes it through teachingParam()).
//
// Each panel's why card (web/kit/why-view.js) hosts a quiz: createQuiz() below.
// While the student has not answered, the panel carries the class
// `teach-asking`, and web/kit/why.css hides everything that would give the answer
// away. Nothing here decides an answer: the engine's analysis is the key.
import { SGError } from '../api/sg.js';
import { pieces, t } from '../i18n/i18n.js';
import { el, replaceChildren, uid } from './dom.js';

const listeners = new Set();
let teaching = false;
const score = { right: 0, asked: 0 }; // one score for the whole visit

export const isTeaching = () => teaching;

export function setTeaching(on) {
  on = Boolean(on);
  if (on === teaching) return;
  teaching = on;
  if (on) document.documentElement.dataset.mode = 'teach';
  else delete document.documentElement.dataset.mode;
  for (const listener of listeners) listener(on);
}

export function onTeachingChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// While a panel asks, its why card gives the panel the class `teach-asking`
// (web/kit/why-view.js). CSS hides what is drawn, but a drawing's accessible
// text (aria-label, <title>, live lines) is built in JS: a drawing asks
// isAsking() when it draws and draws again on onAskingChange(), so a
// screen reader hears the values exactly when the eye sees them.
// A game with no spoilers hides the same things (`play-concealed`, set by
// web/kit/play.js), so the drawings follow both.
const HIDING = '.teach-asking, .play-concealed';
export const isAsking = (node) => Boolean(node?.closest?.(HIDING));

// listener(asking) whenever `panel` starts or stops asking (or hiding).
export function onAskingChange(panel, listener) {
  let asking = panel.matches(HIDING);
  const observer = new MutationObserver(() => {
    const now = panel.matches(HIDING);
    if (now === asking) return;
    asking = now;
    listener(now);
  });
  observer.observe(panel, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

// The reveal switch of a view that shows many values at once (the Grundy
// sequence, the Wythoff table): in teaching mode the values stay hidden
// until the student presses "Show the values". Entering teaching mode hides
// them again; leaving it shows them. onChange() redraws the view.
//   -> { element, concealed(), conceal() }
export function createRevealBar({ note, onChange }) {
  let revealed = false;
  const text = el('p', { class: 'reveal-note hint' });
  const button = el('button', { type: 'button', class: 'btn btn-small reveal-toggle', 'aria-pressed': 'false', text: t('teach.reveal') });
  const element = el('div', { class: 'reveal-bar', role: 'group', 'aria-label': t('teach.mode'), hidden: true }, text, button);
  function render() {
    element.hidden = !teaching;
    button.setAttribute('aria-pressed', revealed ? 'true' : 'false');
    text.textContent = revealed ? t('teach.revealed') : note;
  }
  button.addEventListener('click', () => {
    revealed = !revealed;
    render();
    onChange();
  });
  onTeachingChange(() => {
    revealed = false;
    render();
    onChange();
  });
  render();
  return {
    element,
    concealed: () => teaching && !revealed,
    // A new table: hidden again until asked for.
    conceal() {
      revealed = false;
      render();
    },
  };
}

// The URL parameter: { mode: 'teach' } while teaching, else {}.
export const teachingParam = () => (teaching ? { mode: 'teach' } : {});

// The shell's switch: a toggle button (aria-pressed), so it reads as
// "Teaching mode, toggle button, pressed" and works with Space and Enter.
export function teachToggle({ onToggle = () => {} } = {}) {
  // Visible "Teach"; the name read out is "Teach mode" (the hidden part
  // completes the visible word, in either language).
  const label = el('span', { class: 'teach-toggle-label' }, t('teach.toggle'), el('span', { class: 'visually-hidden', text: t('teach.toggleMore') }));
  const button = el('button', {
    type: 'button', class: 'btn btn-ghost teach-toggle',
    title: t('teach.toggleTitle'),
    dataset: { shortcut: 't' }, 'aria-keyshortcuts': 't',
  }, el('span', { class: 'teach-toggle-mark', 'aria-hidden': 'true', text: '?' }), label);
  const render = () => button.setAttribute('aria-pressed', teaching ? 'true' : 'false');
  button.addEventListener('click', () => {
    setTeaching(!teaching);
    onToggle(teaching);
  });
  onTeachingChange(render);
  render();
  return button;
}

// ---------------------------------------------------------------- next positions

const short = (text) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

function safeAnalyze(sg, text) {
  try {
    return sg.analyze(text, { includeTo: false });
  } catch (e) {
    if (e instanceof SGError) return null;
    throw e;
  }
}

// A fresh position like `like` (an analysis): the engine's seeded drawer
// keeps its compound, families, rules and boards and redraws the rest,
// steering to P or N about equally often. Null when it cannot draw one.
export function nextPosition(sg, like) {
  const family = like.components.length ? like.components[0].family : null;
  if (!family) return null;
  try {
    return sg.randomPosition(family, Math.floor(Math.random() * 0x7FFFFFFF), { like: like.position });
  } catch (e) {
    if (e instanceof SGError) return null;
    throw e;
  }
}

// ---------------------------------------------------------------- the quiz

// createQuiz({ sg, setPosition, onReveal }) -> { element, ask(analysis), revealed() }
//   ask(analysis): a new position to ask about (or the same one again, which
//   keeps the answer shown). setPosition(text) shows a position in the panel.
export function createQuiz({ sg, setPosition = null, onReveal = () => {} }) {
  const words = { P: t('teach.choice.P'), N: t('teach.choice.N'), D: t('teach.choice.D') };
  const ids = { title: uid('quiz-title') };
  const question = el('p', { class: 'quiz-question' });
  const choices = el('div', { class: 'quiz-choices', role: 'group', 'aria-labelledby': ids.title });
  const feedback = el('p', { class: 'quiz-feedback', role: 'status', 'aria-live': 'polite' });
  const scoreLine = el('p', { class: 'quiz-score' });
  const nextButton = el('button', { type: 'button', class: 'btn btn-primary quiz-next', text: t('teach.next') });
  const element = el('section', { class: 'card quiz', 'aria-labelledby': ids.title, hidden: true },
    el('h3', { id: ids.title, class: 'quiz-title', text: t('teach.title') }),
    question, choices, feedback,
    el('div', { class: 'quiz-foot' }, scoreLine, nextButton));

  let current = null; // the analysis asked about
  let answer = null; // the student's answer for `current`, or null
  let seed = null; // the analysis this series of positions started from
  let expected = null; // the canonical notation of the position we offered

  nextButton.addEventListener('click', () => {
    if (!current || !setPosition) return;
    const text = nextPosition(sg, seed ?? current);
    if (text === null) return;
    expected = safeAnalyze(sg, text)?.position ?? null;
    setPosition(text);
  });

  function choose(letter) {
    if (!current || answer !== null) return;
    answer = letter;
    score.asked += 1;
    if (letter === current.outcome) score.right += 1;
    render();
    onReveal();
    nextButton.focus();
  }

  function render() {
    element.hidden = !teaching || !current;
    // Hidden outside teaching mode: nothing to build on each keystroke
    // (turning teaching mode on renders it).
    if (!current || !teaching) return;
    replaceChildren(question, ...pieces(t, 'teach.question', { position: el('code', { text: short(current.position) }) }));
    const letters = current.outcome === 'D' || current.components.some((c) => c.shape?.kind === 'graph') ? ['P', 'N', 'D'] : ['P', 'N'];
    replaceChildren(choices, letters.map((letter) => el('button', {
      type: 'button',
      class: ['btn', 'quiz-choice', `quiz-choice-${letter}`, answer === letter && 'is-chosen'],
      disabled: answer !== null,
      'aria-pressed': answer === letter ? 'true' : 'false',
      on: { click: () => choose(letter) },
    }, el('span', { class: 'quiz-letter', 'aria-hidden': 'true', text: letter }), el('span', { class: 'quiz-words', text: words[letter] }))));
    if (answer === null) {
      feedback.textContent = t('teach.think');
      feedback.className = 'quiz-feedback';
    } else {
      const right = answer === current.outcome;
      feedback.className = `quiz-feedback ${right ? 'is-right' : 'is-wrong'}`;
      // teach.right.P, teach.wrong.N, ...: one sentence per case.
      replaceChildren(feedback, ...pieces(t, `teach.${right ? 'right' : 'wrong'}.${current.outcome}`, { position: el('code', { text: short(current.position) }) }));
    }
    scoreLine.textContent = score.asked ? t('teach.score', { right: score.right, asked: score.asked }) : t('teach.scoreNone');
    nextButton.hidden = !setPosition;
  }

  onTeachingChange(() => render());

  return {
    element,
    ask(analysis) {
      if (!analysis) {
        current = null;
        answer = null;
      } else if (!current || current.position !== analysis.position) {
        // A position the student typed or played starts a new series.
        if (analysis.position !== expected) seed = analysis;
        expected = null;
        current = analysis;
        answer = null;
      }
      render();
    },
    // True when the answers may be shown: not teaching, or answered.
    revealed: () => !teaching || answer !== null || !current,
  };
}
