// The teaching-mode quiz of a why card: is the position shown P or N (or D
// on a loopy graph)? The engine's analysis is the key; the answer reveals
// the why view, the score is kept for the visit, and "Next" draws a fresh
// position like the one asked about.
import { SGError } from '../../api/sg.js';
import { pieces, t } from '../../i18n/i18n.js';
import { el, replaceChildren, uid } from '../dom.js';
import { isTeaching, onTeachingChange } from '../teaching-mode.js';

const score = { right: 0, asked: 0 }; // one score for the whole visit

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
// steering to P or N about equally often. Null when it cannot draw one;
// onMissing() when the draw needed the rest of the engine.
export function nextPosition(sg, like, onMissing = null) {
  const family = like.components.length ? like.components[0].family : null;
  if (!family) return null;
  try {
    return sg.randomPosition(family, Math.floor(Math.random() * 0x7FFFFFFF), { like: like.position });
  } catch (e) {
    if (e instanceof SGError && e.loading) onMissing?.();
    if (e instanceof SGError) return null;
    throw e;
  }
}

// ---------------------------------------------------------------- the quiz

// createQuiz({ sg, setPosition, onReveal, element }) -> { element, ask(analysis), revealed() }
//   element: the section to build the quiz in (web/kit/teaching-mode.js
//   lazyQuiz makes it before this module comes).
//   ask(analysis): a new position to ask about (or the same one again, which
//   keeps the answer shown). setPosition(text) shows a position in the panel.
export function createQuiz({ sg, setPosition = null, onReveal = () => {}, element = el('section', { class: 'card quiz', hidden: true }) }) {
  const words = { P: t('teach.choice.P'), N: t('teach.choice.N'), D: t('teach.choice.D') };
  const ids = { title: uid('quiz-title') };
  const question = el('p', { class: 'quiz-question' });
  const choices = el('div', { class: 'quiz-choices', role: 'group', 'aria-labelledby': ids.title });
  const feedback = el('p', { class: 'quiz-feedback', role: 'status', 'aria-live': 'polite' });
  const scoreLine = el('p', { class: 'quiz-score' });
  const nextButton = el('button', { type: 'button', class: 'btn btn-primary quiz-next', text: t('teach.next') });
  element.setAttribute('aria-labelledby', ids.title);
  element.replaceChildren(
    el('h3', { id: ids.title, class: 'quiz-title', text: t('teach.title') }),
    question, choices, feedback,
    el('div', { class: 'quiz-foot' }, scoreLine, nextButton));

  let current = null; // the analysis asked about
  let answer = null; // the student's answer for `current`, or null
  let seed = null; // the analysis this series of positions started from
  let expected = null; // the canonical notation of the position we offered

  nextButton.addEventListener('click', function next() {
    if (!current || !setPosition) return;
    const text = nextPosition(sg, seed ?? current, () => sg.loadRest?.().then(next, () => {}));
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
    element.hidden = !isTeaching() || !current;
    // Hidden outside teaching mode: nothing to build on each keystroke
    // (turning teaching mode on renders it).
    if (!current || !isTeaching()) return;
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
    revealed: () => !isTeaching() || answer !== null || !current,
  };
}
