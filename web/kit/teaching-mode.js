// Teaching mode: the page hides values, verdicts and winning moves and asks
// the student whether the position shown is P or N (or D on a loopy graph),
// then reveals the answer with the why view, keeps score and offers the
// next position. The mode is one page-wide switch, kept in the URL hash as
// `mode=teach` (app.js reads and writes it through teachingParam()).
//
// Each panel's why card (web/kit/why/why-view.js) hosts a quiz, loaded the
// first time teaching mode asks (web/kit/teaching/quiz.js); the Grundy
// sequence and the Wythoff table have a reveal bar (teaching/reveal-bar.js).
// While the student has not answered, the panel carries the class
// `teach-asking`, and web/kit/why/why.css hides everything that would give the answer
// away. Nothing here decides an answer: the engine's analysis is the key.
import { t } from '../i18n/i18n.js';
import { el, showLoadFailure } from './dom.js';

const listeners = new Set();
let teaching = false;

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
// (web/kit/why/why-view.js). CSS hides what is drawn, but a drawing's accessible
// text (aria-label, <title>, live lines) is built in JS: a drawing asks
// isAsking() when it draws and draws again on onAskingChange(), so a
// screen reader hears the values exactly when the eye sees them.
// A game with no spoilers hides the same things (`play-concealed`, set by
// web/kit/play/play.js), so the drawings follow both.
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

// ---------------------------------------------------------------- the quiz

// The quiz of a why card, with createQuiz's interface (teaching/quiz.js),
// its module loaded the first time it is asked in teaching mode: until
// then nothing is answered, so nothing is revealed.
export function lazyQuiz(options) {
  const element = el('section', { class: 'card quiz', hidden: true });
  let quiz = null;
  let loading = null;
  let last = null; // the analysis last asked about
  const load = () => {
    loading ??= import('./teaching/quiz.js').then(({ createQuiz }) => {
      quiz = createQuiz({ ...options, element });
      quiz.ask(last);
    }, () => {
      loading = null;
      element.hidden = false;
      showLoadFailure(element, t('teach.loadFailed'), t('teach.retry'), load);
    });
  };
  onTeachingChange((on) => { if (on && last) load(); });
  return {
    element,
    ask(analysis) {
      last = analysis;
      if (quiz) quiz.ask(analysis);
      else if (teaching && analysis) load();
    },
    revealed: () => (quiz ? quiz.revealed() : !teaching || !last),
  };
}
