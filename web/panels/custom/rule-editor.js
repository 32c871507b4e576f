// The definition editor of the Custom panel: a plain textarea (the text is
// data for the engine, nothing here reads its meaning) with a gutter of line
// numbers, and an error marked at its line: the line's number and a band
// across the line, and below the editor the engine's message with its line
// and column and that line's text, a button that selects the spot.
//
//   const editor = createRuleEditor({ label, value, onInput });
//   editor.showError(sgError | null);   // sgError.line, .column, .reason
import { el, icon, replaceChildren, uid } from '../../kit/dom.js';
import { t } from '../../i18n/i18n.js';

const at = (line, column) => (column ? t('custom.editor.at', { line, column }) : t('custom.editor.atLine', { line }));

// The offset in `text` (UTF-16 units) of `column` (code points, from 1) on
// `line` (from 1); the end of the line when the column is past it.
function offsetOf(text, line, column) {
  let start = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', start);
    if (next < 0) return text.length;
    start = next + 1;
  }
  const end = text.indexOf('\n', start) < 0 ? text.length : text.indexOf('\n', start);
  const chars = Array.from(text.slice(start, end));
  return start + chars.slice(0, Math.max(0, (column || 1) - 1)).join('').length;
}

export function createRuleEditor({ label, value = '', onInput }) {
  const ids = { text: uid('rule-text'), error: uid('rule-error') };
  let error = null;

  const gutter = el('div', { class: 'rule-gutter', 'aria-hidden': 'true' });
  const band = el('div', { class: 'rule-band', 'aria-hidden': 'true', hidden: true });
  const textarea = el('textarea', {
    id: ids.text, class: 'rule-text', spellcheck: 'false', autocomplete: 'off', autocapitalize: 'off',
    autocorrect: 'off', wrap: 'off', rows: '8', 'aria-describedby': ids.error,
  });
  textarea.value = value;
  const errorBox = el('div', { id: ids.error, class: 'input-error rule-error', hidden: true });
  const element = el('div', { class: 'rule-editor-field' },
    el('label', { class: 'visually-hidden', for: ids.text, text: label }),
    el('div', { class: 'rule-editor' }, gutter, el('div', { class: 'rule-text-wrap' }, band, textarea)),
    errorBox);

  function lineCount() {
    let n = 1;
    for (const ch of textarea.value) if (ch === '\n') n += 1;
    return n;
  }

  function renderGutter() {
    const n = lineCount();
    const bad = error?.line ?? 0;
    if (gutter.childElementCount !== n || gutter.dataset.bad !== String(bad)) {
      replaceChildren(gutter, Array.from({ length: n }, (_, i) => el('span', {
        class: ['rule-line-no', i + 1 === bad && 'is-error'], text: String(i + 1),
      })));
      gutter.dataset.bad = String(bad);
    }
    gutter.scrollTop = textarea.scrollTop;
    placeBand();
  }

  // The band sits behind the error's line, scrolled with the text.
  function placeBand() {
    const line = error?.line ?? 0;
    band.hidden = !line;
    if (!line) return;
    const style = getComputedStyle(textarea);
    const height = parseFloat(style.lineHeight) || 24;
    const top = parseFloat(style.paddingTop) || 0;
    band.style.top = `${top + (line - 1) * height - textarea.scrollTop}px`;
    band.style.height = `${height}px`;
  }

  function select(line, column) {
    const text = textarea.value;
    const from = offsetOf(text, line, column);
    let to = from;
    while (to < text.length && !/[\s(),+\-*/%<>=]/.test(text[to])) to += 1;
    textarea.focus();
    textarea.setSelectionRange(from, Math.max(to, Math.min(from + 1, text.length)));
  }

  function showError(e) {
    error = e && e.line ? e : e ? { ...e, line: 0 } : null;
    textarea.setAttribute('aria-invalid', e ? 'true' : 'false');
    errorBox.hidden = !e;
    renderGutter();
    if (!e) {
      replaceChildren(errorBox);
      return;
    }
    const message = e.reason ?? e.message;
    const parts = [el('p', { class: 'error-message' }, icon('alert'),
      el('span', {}, message, e.line ? el('span', { class: 'error-column', text: at(e.line, e.column) }) : null))];
    if (e.line) {
      const lineText = textarea.value.split('\n')[e.line - 1] ?? '';
      const chars = Array.from(lineText);
      const at = Math.min(Math.max(0, (e.column || 1) - 1), chars.length);
      parts.push(el('button', {
        type: 'button', class: 'caret-snippet rule-snippet', 'aria-label': t('custom.editor.select', { line: e.line }),
        on: { click: () => select(e.line, e.column) },
      },
      el('span', { class: 'caret-line' }, chars.slice(0, at).join(''),
        el('mark', { class: 'caret-token', text: chars.slice(at, at + 1).join('') || ' ' }), chars.slice(at + 1).join('')),
      el('span', { class: 'caret-line caret-pointer', 'aria-hidden': 'true' }, ' '.repeat(at), '^')));
    }
    replaceChildren(errorBox, parts);
  }

  textarea.addEventListener('input', () => {
    renderGutter();
    onInput(textarea.value);
  });
  textarea.addEventListener('scroll', () => {
    gutter.scrollTop = textarea.scrollTop;
    placeBand();
  });
  renderGutter();

  return {
    element,
    textarea,
    showError,
    get value() { return textarea.value; },
    set value(text) {
      textarea.value = text;
      renderGutter();
    },
  };
}
