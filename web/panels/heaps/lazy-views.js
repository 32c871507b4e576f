// The Heap games panel's big views, loaded when first shown: the Grundy
// sequence (sequence-view.js, with its plot), the Wythoff SG table
// (wythoff-table.js) and the misère quotient (quotient-view.js) are not
// part of the Heap games or Custom panel's first view (page weight). Each has the interface of the view it
// stands for; until the module has come, params() and restore() keep what
// the address asked for.
import { loadArea, t } from '../../i18n/i18n.js';
import { el, showLoadFailure } from '../../kit/dom.js';

const SIZE = /^\d+$/;

// make: () => Promise of the view. fallback(saved): its params() until then.
function lazyView(make, fallback) {
  const element = el('div', { class: 'lazy-view' });
  let view = null;
  let loading = null;
  let saved = new URLSearchParams();
  let listener = null;
  let shown = null; // what showing the view does, once it has come

  function load() {
    loading ??= make().then((made) => {
      view = made;
      view.restore(saved);
      if (listener) view.onSettings(listener);
      element.replaceChildren(view.element);
      if (shown) shown(view);
    }, () => {
      loading = null;
      showLoadFailure(element, t('heaps.view.loadFailed'), t('heaps.view.retry'), load);
    });
    return loading;
  }

  return {
    element,
    show(action) {
      shown = action;
      if (view) action(view);
      else load();
    },
    recompute() {
      view?.recompute();
    },
    params() {
      return view ? view.params() : fallback(saved);
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

// The same options as createWythoffView (wythoff-table.js).
export function lazyWythoffView(options) {
  const size = (saved, key) => (SIZE.test(saved.get(key) ?? '') ? saved.get(key) : '16');
  const lazy = lazyView(() => import('./wythoff-table.js').then(({ createWythoffView }) => createWythoffView(options)),
    (saved) => ({ rows: size(saved, 'rows'), cols: size(saved, 'cols') }));
  const { show, ...rest } = lazy;
  return { ...rest, activate: () => show((view) => view.activate()) };
}

// The same options as createSequenceView (sequence-view.js).
export function lazySequenceView(options) {
  let rule = null;
  const lazy = lazyView(() => import('./sequence-view.js').then(({ createSequenceView }) => createSequenceView(options)),
    (saved) => ({ rule: saved.get('rule') ?? rule ?? '', n: saved.get('n') ?? '' }));
  const { show, ...rest } = lazy;
  return { ...rest, setRule: (r) => { rule = r; show((view) => view.setRule(r)); } };
}

// The quotient view's stylesheet, resolved once its rules apply (a failed
// one leaves the view unstyled, not unusable).
function quotientStyles() {
  return new Promise((resolve) => {
    const link = el('link', { rel: 'stylesheet', href: new URL('./quotient.css', import.meta.url).href });
    link.addEventListener('load', resolve, { once: true });
    link.addEventListener('error', resolve, { once: true });
    document.head.append(link);
  });
}

// The same options as createQuotientView (quotient-view.js).
export function lazyQuotientView(options) {
  let rule = null;
  // Its words and styles come with it (the 'quotient' area, quotient.css),
  // not with the panel.
  const lazy = lazyView(() => Promise.all([import('./quotient-view.js'), loadArea('quotient'), quotientStyles()])
    .then(([{ createQuotientView }]) => createQuotientView(options)),
    (saved) => ({ rule: saved.get('rule') ?? rule ?? '', upto: saved.get('upto') ?? '' }));
  const { show, ...rest } = lazy;
  return { ...rest, activate: (r, analysis) => { rule = r; show((view) => view.activate(r, analysis)); } };
}
