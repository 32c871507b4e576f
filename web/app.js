// The playground's page shell: header, panel navigation, theme, the engine's
// loading state and the URL hash. Panels are plain ES modules; adding one is
// one entry in PANELS below.
//
// A panel module exports createPanel(ctx) and returns
//   { element, show(params), hide() }
// where params are the panel's URL parameters (URLSearchParams). ctx holds:
//   sg          the engine API from web/sg.js (already loaded)
//   engine()    a shared WorkerClient (web/worker-client.js) for long calls
//   setParams   (object) -> void: records the panel's state in the URL hash
//   notify      (message, kind) -> void: a notice at the top of the page
import { loadSG } from './sg.js';
import { el, icon, replaceChildren, svg } from './dom.js';

const PANELS = [
  {
    id: 'nim',
    title: 'Nim',
    summary: 'Heaps, the nim-sum and every winning move',
    load: () => import('./nim-panel.js'),
  },
  {
    id: 'heaps',
    title: 'Heap games',
    summary: 'Kayles, octal and subtraction games, Grundy sequences and periods, Wythoff',
    load: () => import('./heap-panel.js'),
  },
  {
    id: 'coins',
    title: 'Coins',
    summary: 'Coin-turning games: flip coins, see every winning move',
    load: () => import('./coins-panel.js'),
  },
  {
    id: 'trees',
    title: 'Trees',
    summary: 'Trees and Green Hackenbush: cut edges, see every winning cut',
    load: () => import('./tree-panel.js'),
  },
  {
    id: 'graphs',
    title: 'Graphs',
    summary: 'Tokens on a game graph: P, N and draws, move tokens by clicking',
    load: () => import('./graph-panel.js'),
  },
  {
    id: 'sums',
    title: 'Sums',
    summary: 'Sums and compounds of any games, with the deciding theorem',
    load: () => import('./sums-panel.js'),
  },
];

const THEMES = [
  { id: 'auto', label: 'Auto', icon: 'auto', describe: 'follows the system setting' },
  { id: 'light', label: 'Light', icon: 'sun', describe: 'light' },
  { id: 'dark', label: 'Dark', icon: 'moon', describe: 'dark' },
];
const THEME_KEY = 'sg-playground-theme';

// ---------------------------------------------------------------- theme

function storedTheme() {
  try {
    const t = localStorage.getItem(THEME_KEY);
    return THEMES.some((x) => x.id === t) ? t : 'auto';
  } catch {
    return 'auto';
  }
}

function applyTheme(id) {
  if (id === 'auto') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = id;
}

function themeButton() {
  let current = storedTheme();
  const label = el('span', { class: 'theme-label' });
  const button = el('button', { type: 'button', class: 'btn btn-ghost theme-toggle' });
  const render = () => {
    const t = THEMES.find((x) => x.id === current);
    replaceChildren(button, icon(t.icon), label);
    label.textContent = t.label;
    button.setAttribute('aria-label', `Colour theme: ${t.label} (${t.describe}). Activate to change.`);
    button.title = `Theme: ${t.label}`;
  };
  button.addEventListener('click', () => {
    current = THEMES[(THEMES.findIndex((x) => x.id === current) + 1) % THEMES.length].id;
    try {
      if (current === 'auto') localStorage.removeItem(THEME_KEY);
      else localStorage.setItem(THEME_KEY, current);
    } catch {
      // Storage may be unavailable (private mode): the choice lasts this visit.
    }
    applyTheme(current);
    render();
  });
  applyTheme(current);
  render();
  return button;
}

// ---------------------------------------------------------------- URL hash
// #nim?p=nim%203%204%205 : the panel id, then that panel's parameters.

function readHash() {
  const hash = location.hash.replace(/^#/, '');
  const q = hash.indexOf('?');
  const id = decodeURIComponent(q < 0 ? hash : hash.slice(0, q));
  return { id, params: new URLSearchParams(q < 0 ? '' : hash.slice(q + 1)) };
}

function hashFor(id, params) {
  const query = new URLSearchParams(params).toString().replace(/\+/g, '%20');
  return `#${encodeURIComponent(id)}${query ? `?${query}` : ''}`;
}

// ---------------------------------------------------------------- notices

function createNotices(container) {
  const shown = new Set();
  return function notify(message, { kind = 'info', once = null } = {}) {
    if (once) {
      if (shown.has(once)) return;
      shown.add(once);
    }
    const notice = el('div', { class: ['notice', `notice-${kind}`], role: kind === 'error' ? 'alert' : 'status' },
      icon(kind === 'info' ? 'info' : 'alert'),
      el('p', { class: 'notice-text', text: message }),
      el('button', {
        type: 'button',
        class: 'btn btn-ghost btn-icon',
        'aria-label': 'Dismiss this notice',
        on: { click: () => notice.remove() },
      }, icon('close')));
    container.append(notice);
  };
}

// ---------------------------------------------------------------- shell

// Three heaps of 3, 4 and 5 tokens: the classic first Nim position.
function brandMark() {
  const dots = [];
  [3, 4, 5].forEach((n, col) => {
    for (let i = 0; i < n; i++) dots.push(svg('circle', { cx: 6 + col * 10, cy: 27 - i * 5.2, r: 2.3 }));
  });
  return svg('svg', { class: 'brand-mark', viewBox: '0 0 32 32', 'aria-hidden': 'true', focusable: 'false' }, ...dots);
}

function buildShell(root) {
  const nav = el('nav', { class: 'panel-nav', 'aria-label': 'Panels' });
  const navList = el('ul', { class: 'panel-nav-list' });
  nav.append(navList);
  const header = el('header', { class: 'site-header' },
    el('div', { class: 'header-inner' },
      el('a', { class: 'brand', href: `#${PANELS[0].id}`, 'aria-label': 'SG Playground, home' },
        brandMark(),
        el('span', { class: 'brand-text' },
          el('span', { class: 'brand-name', text: 'SG Playground' }),
          el('span', { class: 'brand-tagline', text: 'Sprague–Grundy analysis in your browser' }))),
      nav,
      themeButton()));
  const notices = el('div', { class: 'notices', 'aria-live': 'polite' });
  const main = el('main', { id: 'main', class: 'site-main', tabindex: '-1' });
  const footer = el('footer', { class: 'site-footer' },
    el('div', { class: 'footer-inner' },
      el('p', { text: 'The engine is C++20 compiled to WebAssembly. Everything runs on this device; nothing is sent anywhere.' }),
      el('p', { class: 'footer-meta', text: 'Positions are written in the SG notation, e.g. “nim 3 4 5”, “nim 3 + nim 4 5”, “misere: nim 1 1 1”.' })));
  const skip = el('a', { class: 'skip-link', href: '#main', text: 'Skip to content' });
  skip.addEventListener('click', (e) => {
    e.preventDefault();
    main.focus();
  });
  replaceChildren(root, skip, header, notices, main, footer);

  for (const panel of PANELS) {
    navList.append(el('li', {},
      el('a', { class: 'panel-link', href: `#${panel.id}`, dataset: { panel: panel.id }, title: panel.summary }, panel.title)));
  }
  return { main, navList, notify: createNotices(notices) };
}

function loadingView() {
  return el('div', { class: 'loading', role: 'status' },
    el('span', { class: 'spinner', 'aria-hidden': 'true' }),
    el('span', { text: 'Loading the engine…' }));
}

function failureView(error, retry) {
  return el('section', { class: 'card failure', role: 'alert' },
    el('h1', { class: 'failure-title' }, icon('alert'), 'The engine could not be loaded'),
    el('p', { class: 'failure-message', text: error && error.message ? error.message : String(error) }),
    el('p', { text: 'The playground needs WebAssembly and must be served over http(s) with the compiled engine in web/wasm/ (run scripts/build-wasm.sh, then scripts/serve.sh).' }),
    el('button', { type: 'button', class: 'btn btn-primary', on: { click: retry } }, 'Try again'));
}

// ---------------------------------------------------------------- app

async function start() {
  const root = document.getElementById('app');
  const { main, navList, notify } = buildShell(root);
  document.documentElement.classList.add('js');

  let sg;
  replaceChildren(main, loadingView());
  main.setAttribute('aria-busy', 'true');
  try {
    sg = await loadSG();
  } catch (error) {
    main.removeAttribute('aria-busy');
    replaceChildren(main, failureView(error, () => location.reload()));
    console.warn('SG Playground: the engine could not be loaded:', error);
    return;
  }
  main.removeAttribute('aria-busy');

  sg.onRestart(() => notify(
    'The engine hit an internal error and was restarted. Your last request did not complete; everything else keeps working.',
    { kind: 'warning', once: 'engine-restart' }));

  let engine = null;
  const engineClient = async () => {
    if (!engine) {
      const { WorkerClient } = await import('./worker-client.js');
      engine = new WorkerClient();
      engine.onRestart(() => notify('The background engine hit an internal error and was restarted.', { kind: 'warning', once: 'worker-restart' }));
    }
    return engine;
  };

  const instances = new Map(); // id -> Promise<panel instance>
  let currentId = null;
  let navigation = 0;

  const instanceFor = (def) => {
    if (!instances.has(def.id)) {
      instances.set(def.id, def.load().then((module) => module.createPanel({
        sg,
        engine: engineClient,
        notify: (message, kind = 'info') => notify(message, { kind }),
        setParams: (params) => {
          if (currentId !== def.id) return;
          const hash = hashFor(def.id, params);
          if (hash !== location.hash) history.replaceState(null, '', hash);
        },
      })));
    }
    return instances.get(def.id);
  };

  async function route() {
    const { id, params } = readHash();
    const def = PANELS.find((p) => p.id === id) ?? PANELS[0];
    const token = ++navigation;
    for (const link of navList.querySelectorAll('.panel-link')) {
      if (link.dataset.panel === def.id) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
    document.title = `${def.title} · SG Playground`;
    if (currentId !== def.id) {
      if (currentId) (await instances.get(currentId))?.hide?.();
      replaceChildren(main, loadingView());
    }
    let panel;
    try {
      panel = await instanceFor(def);
    } catch (error) {
      instances.delete(def.id);
      if (token === navigation) replaceChildren(main, failureView(error, () => route()));
      return;
    }
    if (token !== navigation) return;
    if (currentId !== def.id || !main.contains(panel.element)) replaceChildren(main, panel.element);
    currentId = def.id;
    panel.show(params);
  }

  window.addEventListener('hashchange', route);
  await route();
}

start();
