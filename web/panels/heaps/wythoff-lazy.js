// The Wythoff table view, loaded when first shown: its module is not part
// of the Heap games or Custom panel's first view (page weight). The same
// interface as createWythoffView (wythoff-table.js); until the module has
// come, params() and restore() keep the table size the address asked for.
import { t } from '../../i18n/i18n.js';
import { el } from '../../kit/dom.js';

const SIZE = /^\d+$/;

export function lazyWythoffView(options) {
  const element = el('div', { class: 'wy-lazy' });
  let view = null;
  let loading = null;
  let saved = new URLSearchParams();
  let listener = null;
  let active = false;

  function load() {
    loading ??= import('./wythoff-table.js').then(({ createWythoffView }) => {
      view = createWythoffView(options);
      view.restore(saved);
      if (listener) view.onSettings(listener);
      element.replaceChildren(view.element);
      if (active) view.activate();
    }, () => {
      // Offline or a failed request: say so, and try again on demand.
      loading = null;
      element.replaceChildren(el('p', { class: 'input-error', role: 'alert' }, t('heaps.wythoff.loadFailed'), ' ',
        el('button', { type: 'button', class: 'btn btn-small', on: { click: () => load() } }, t('heaps.wythoff.retry'))));
    });
    return loading;
  }

  return {
    element,
    activate() {
      active = true;
      if (view) view.activate();
      else load();
    },
    recompute() {
      view?.recompute();
    },
    params() {
      if (view) return view.params();
      const size = (key) => (SIZE.test(saved.get(key) ?? '') ? saved.get(key) : '16');
      return { rows: size('rows'), cols: size('cols') };
    },
    restore(params) {
      if (view) view.restore(params);
      else saved = new URLSearchParams(params);
    },
    onSettings(fn) {
      listener = fn;
      view?.onSettings(fn);
    },
  };
}
