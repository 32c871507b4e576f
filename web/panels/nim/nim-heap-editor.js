// The Nim panel's heap buttons: per heap its size, a bar, take one, add one
// and remove; an "Add a heap" button per component. Every edit goes through
// onEdit(change), where change(model) edits a copy of the panel's model.
//
// Typing in a long row (1000 heaps) usually leaves the heaps shown (the
// first MAX_HEAP_BUTTONS) as they were: the editor then only rewrites the
// "+N more" count, and otherwise patches its buttons in place (each
// handler names its heap by index, so a kept button stays right).
import { el, icon, replaceChildren } from '../../kit/dom.js';
import { patchChildren } from '../../kit/dom-patch.js';
import { t } from '../../i18n/i18n.js';

const MAX_HEAP = (1n << 63n) - 1n;
const MAX_HEAP_BUTTONS = 48; // heaps per component shown in the editor

const moreText = (n) => t('nim.heap.more', { count: n - MAX_HEAP_BUTTONS });

export function createHeapEditor({ onEdit }) {
  const element = el('div', { class: 'heap-editor' });
  let drawn = null; // the signature of what the buttons show

  function signature(model, disabled) {
    const several = model.components.length > 1;
    return JSON.stringify([disabled, several, model.components.map((c) => {
      if (!c.nim) return [several ? c.position : '', false];
      let max = 0n;
      for (const h of c.heaps) if (h > max) max = h;
      return [several ? c.position : '', String(max), c.heaps.length > MAX_HEAP_BUTTONS, c.heaps.slice(0, MAX_HEAP_BUTTONS).map(String)];
    })]);
  }

  function render(model, disabled) {
    if (!model) {
      drawn = null;
      replaceChildren(element);
      return;
    }
    const sig = signature(model, disabled);
    if (sig === drawn) {
      element.querySelectorAll('.heap-more').forEach((li) => {
        const text = moreText(model.components[Number(li.dataset.component)].heaps.length);
        if (li.textContent !== text) li.textContent = text;
      });
      return;
    }
    drawn = sig;
    const focusKey = document.activeElement && element.contains(document.activeElement) ? document.activeElement.dataset.focusKey : null;
    const several = model.components.length > 1;
    const parts = model.components.map((c, ci) => {
      const group = el('div', { class: 'heap-group', role: 'group', 'aria-label': several ? t('nim.heap.group', { n: ci + 1, position: c.position }) : t('nim.heaps') });
      if (several) group.append(el('p', { class: 'heap-group-title' }, el('span', { text: t('nim.heap.component', { n: ci + 1 }) }), el('code', { text: c.position })));
      if (!c.nim) {
        group.append(el('p', { class: 'hint', text: t('nim.heap.notNim') }));
        return group;
      }
      const row = el('ul', { class: 'heaps' });
      let max = 0n;
      for (const h of c.heaps) if (h > max) max = h;
      c.heaps.slice(0, MAX_HEAP_BUTTONS).forEach((h, hi) => {
        const name = several ? t('nim.heap.nameIn', { n: hi + 1, component: ci + 1 }) : t('nim.heap.name', { n: hi + 1 });
        const key = `${ci}-${hi}`;
        const digits = String(h);
        const fill = max === 0n ? 0 : Number((h * 1000n) / max) / 10;
        row.append(el('li', { class: 'heap' },
          el('div', { class: 'heap-top' },
            el('span', { class: 'heap-label', text: t('nim.heap.label', { n: hi + 1 }) }),
            el('button', {
              type: 'button', class: 'btn btn-ghost btn-icon heap-remove', disabled,
              'aria-label': t('nim.heap.remove', { name }), title: t('nim.heap.removeTitle'), dataset: { focusKey: `${key}-x` },
              on: { click: () => onEdit((m) => m.components[ci].heaps.splice(hi, 1)) },
            }, icon('close'))),
          el('span', { class: ['heap-size', digits.length > 6 && 'long', digits.length > 12 && 'huge'], text: digits }),
          el('span', { class: 'heap-bar', 'aria-hidden': 'true' }, el('span', { class: 'heap-fill', style: { width: `${fill}%` } })),
          el('div', { class: 'heap-buttons' },
            el('button', {
              type: 'button', class: 'btn btn-step', disabled: disabled || h === 0n,
              'aria-label': t('nim.heap.takeOne', { name }), dataset: { focusKey: `${key}-minus` },
              on: { click: () => onEdit((m) => { m.components[ci].heaps[hi] -= 1n; }) },
            }, icon('minus')),
            el('button', {
              type: 'button', class: 'btn btn-step', disabled: disabled || h >= MAX_HEAP,
              'aria-label': t('nim.heap.addOne', { name }), dataset: { focusKey: `${key}-plus` },
              on: { click: () => onEdit((m) => { m.components[ci].heaps[hi] += 1n; }) },
            }, icon('plus')))));
      });
      if (c.heaps.length > MAX_HEAP_BUTTONS) {
        row.append(el('li', { class: 'heap heap-more', dataset: { component: ci }, text: moreText(c.heaps.length) }));
      }
      row.append(el('li', { class: 'heap-add-item' },
        el('button', {
          type: 'button', class: 'btn btn-dashed heap-add', disabled,
          'aria-label': several ? t('nim.heap.addTo', { n: ci + 1 }) : t('nim.heap.add'),
          dataset: { focusKey: `${ci}-add` },
          on: { click: () => onEdit((m) => m.components[ci].heaps.push(1n)) },
        }, icon('plus'), t('nim.heap.add'))));
      group.append(row);
      return group;
    });
    patchChildren(element, parts);
    if (focusKey) {
      const target = element.querySelector(`[data-focus-key="${focusKey}"]`);
      const fallback = target && !target.disabled ? target
        : element.querySelector(`[data-focus-key^="${focusKey.replace(/-[a-z]+$/, '')}-"]:not(:disabled)`)
          ?? element.querySelector('.heap-add:not(:disabled)');
      if (fallback && fallback !== document.activeElement) fallback.focus();
    }
  }

  return { element, render };
}
