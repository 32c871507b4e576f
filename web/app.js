// The playground's page shell: header, panel navigation, theme, the engine's
// loading state and the URL hash. Panels are plain ES modules; adding one is
// one entry in PANELS below.
//
// A panel module exports createPanel(ctx) and returns
//   { element, show(params), hide() }
// where params are the panel's URL parameters (URLSearchParams). ctx holds:
//   sg          the engine API from web/api/sg.js (already loaded)
//   engine()    a shared WorkerClient (web/api/worker-client.js) for long calls
//   setParams   (object) -> void: records the panel's state in the URL hash
//   notify      (message, kind) -> void: a notice at the top of the page
//
// The hash holds the whole view (panel, position with its compound, the
// panel's own settings, and mode=play while a game runs), so a link or a
// reload restores it. Each committed edit is a history entry: back and
// forward step through edits (typing commits on Enter, on change, or after
// a pause).
import { loadSG } from './api/sg.js';
import { el, icon, replaceChildren, svg } from './kit/dom.js';
import { createShareBar } from './kit/share-bar.js';
import { isTeaching, onTeachingChange, setTeaching, teachToggle } from './kit/teaching-mode.js';

const PANELS = [
  {
    id: 'nim',
    title: 'Nim',
    summary: 'Heaps, the nim-sum and every winning move',
    load: () => import('./panels/nim/nim-panel.js'),
  },
  {
    id: 'heaps',
    title: 'Heap games',
    summary: 'Kayles, octal and subtraction games, Grundy sequences and periods, Wythoff',
    load: () => import('./panels/heaps/heap-panel.js'),
    styles: ['./panels/heaps/heaps.css'],
  },
  {
    id: 'coins',
    title: 'Coins',
    summary: 'Coin-turning games: flip coins, see every winning move',
    load: () => import('./panels/coins/coins-panel.js'),
    styles: ['./panels/coins/coins.css'],
  },
  {
    id: 'trees',
    title: 'Trees',
    summary: 'Trees and Green Hackenbush: cut edges, see every winning cut',
    load: () => import('./panels/trees/tree-panel.js'),
    styles: ['./panels/trees/trees.css'],
  },
  {
    id: 'graphs',
    title: 'Graphs',
    summary: 'Tokens on a game graph: P, N and draws, move tokens by clicking',
    load: () => import('./panels/graphs/graph-panel.js'),
    styles: ['./panels/graphs/graphs.css'],
  },
  {
    id: 'boards',
    title: 'Boards',
    summary: 'Node Kayles, Cram and Chomp: parts, their values and every winning move',
    load: () => import('./panels/boards/boards-panel.js'),
    styles: ['./panels/boards/boards.css'],
  },
  {
    id: 'sums',
    title: 'Sums',
    summary: 'Sums and compounds of any games, with the deciding theorem',
    load: () => import('./panels/sums/sums-panel.js'),
    styles: ['./panels/sums/sums.css'],
  },
];

// A panel's own stylesheet loads with its module, so the first view does not
// download the other panels' styles; resolves once the rules apply.
const loadedStyles = new Map(); // URL -> Promise
function loadStyles(hrefs = []) {
  return Promise.all(hrefs.map((href) => {
    const url = new URL(href, import.meta.url).href;
    if (!loadedStyles.has(url)) {
      loadedStyles.set(url, new Promise((resolve) => {
        const link = el('link', { rel: 'stylesheet', href: url });
        // A failed stylesheet leaves the panel unstyled, not unusable.
        link.addEventListener('load', resolve, { once: true });
        link.addEventListener('error', resolve, { once: true });
        document.head.append(link);
      }));
    }
    return loadedStyles.get(url);
  }));
}

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

// ---------------------------------------------------------------- history
// Edits become history entries. While the user types in a text field the
// entry being typed is replaced on every keystroke; it is committed (the
// next edit pushes a new entry) on Enter, on a change event, or after
// TYPING_IDLE_MS without typing. Right after a navigation (load, back,
// forward, a panel link) the panel echoes its state back through
// setParams: that echo only replaces, so forward history survives.

const TYPING_IDLE_MS = 700;
const ECHO_MS = 600;
const COMMIT_GRACE_MS = 400;
const TYPING_TYPES = new Set(['text', 'search', 'number', 'url', 'email', '']);

function isTyping() {
  const a = document.activeElement;
  if (!a) return false;
  if (a.tagName === 'TEXTAREA') return true;
  return a.tagName === 'INPUT' && TYPING_TYPES.has(a.type);
}

function createHistoryRecorder() {
  let draft = false; // the current entry is still being typed
  let draftTimer = null;
  let echoUntil = 0;
  let committedAt = -Infinity; // the last Enter or change event
  const commitSoon = (ms) => {
    clearTimeout(draftTimer);
    draftTimer = setTimeout(() => { draft = false; }, ms);
  };
  // Enter or change ends typing. The panel records its state a little
  // later (its own debounce), so that record still belongs to this entry.
  const committed = () => {
    committedAt = performance.now();
    if (draft) commitSoon(COMMIT_GRACE_MS);
  };
  // The echo window absorbs the panel's own record after a navigation, not
  // a user's edit: a key or pointer press ends it at once.
  document.addEventListener('pointerdown', () => { echoUntil = 0; }, true);
  document.addEventListener('keydown', (e) => {
    echoUntil = 0;
    if (e.key === 'Enter') committed();
  }, true);
  document.addEventListener('change', committed, true);
  return {
    navigated() {
      draft = false;
      clearTimeout(draftTimer);
      echoUntil = performance.now() + ECHO_MS;
    },
    record(hash) {
      if (hash === location.hash) return;
      if (draft || performance.now() < echoUntil) history.replaceState(null, '', hash);
      else history.pushState(null, '', hash);
      if (isTyping() && performance.now() - committedAt > COMMIT_GRACE_MS) {
        draft = true;
        commitSoon(TYPING_IDLE_MS);
      } else {
        draft = false;
      }
    },
  };
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
      el('a', { class: 'brand', href: `#${PANELS[0].id}` },
        brandMark(),
        el('span', { class: 'brand-text' },
          el('span', { class: 'brand-name', text: 'SG Playground' }),
          el('span', { class: 'brand-tagline', text: 'Sprague–Grundy analysis in your browser' }))),
      nav,
      teachToggle(),
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
  const share = el('section', { class: 'share-slot', 'aria-label': 'Share this view' });
  replaceChildren(root, skip, header, notices, share, main, footer);

  for (const panel of PANELS) {
    navList.append(el('li', {},
      el('a', { class: 'panel-link', href: `#${panel.id}`, dataset: { panel: panel.id }, title: panel.summary }, panel.title)));
  }
  return { main, navList, share, notify: createNotices(notices) };
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
    el('p', { text: 'The playground needs WebAssembly and must be served over http(s) with the compiled engine in web/api/wasm/ (run scripts/build-wasm.sh, then scripts/serve.sh).' }),
    el('button', { type: 'button', class: 'btn btn-primary', on: { click: retry } }, 'Try again'));
}

// ---------------------------------------------------------------- app

async function start() {
  const root = document.getElementById('app');
  const { main, navList, share, notify } = buildShell(root);
  document.documentElement.classList.add('js');

  let sg;
  replaceChildren(main, loadingView());
  main.setAttribute('aria-busy', 'true');
  try {
    // The first view needs only the Nim part of the engine; any other panel
    // waits for the rest (instanceFor below).
    sg = await loadSG({ rest: 'on-demand' });
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
      const { WorkerClient } = await import('./api/worker-client.js');
      engine = new WorkerClient();
      engine.onRestart(() => notify('The background engine hit an internal error and was restarted.', { kind: 'warning', once: 'worker-restart' }));
    }
    return engine;
  };

  const instances = new Map(); // id -> Promise<panel instance>
  const lastParams = new Map(); // id -> the params the panel recorded last
  let currentId = null;
  let currentPanel = null;
  let navigation = 0;
  let routedHash = null; // the hash whose state the page shows
  const recorder = createHistoryRecorder();

  // mode=play is the shell's: any panel's play controls (web/kit/play.js) mark
  // a running game with .play-card.is-playing.
  const playing = () => Boolean(currentPanel?.element.querySelector('.play-card.is-playing'));
  const recordCurrent = () => {
    if (!currentId) return;
    const params = { ...(lastParams.get(currentId) ?? Object.fromEntries(readHash().params)) };
    delete params.mode;
    // mode lists the shell's modes: play (a game runs), teach (teaching mode).
    const modes = [playing() && 'play', isTeaching() && 'teach'].filter(Boolean);
    if (modes.length) params.mode = modes.join(',');
    recorder.record(hashFor(currentId, params));
    routedHash = location.hash; // the page shows this state already
  };

  const instanceFor = (def) => {
    if (!instances.has(def.id)) {
      instances.set(def.id, Promise.all([def.load(), loadStyles(def.styles), def.id === 'nim' ? null : sg.loadRest()]).then(([module]) => module.createPanel({
        sg,
        engine: engineClient,
        notify: (message, kind = 'info') => notify(message, { kind }),
        setParams: (params) => {
          lastParams.set(def.id, { ...params });
          if (currentId === def.id) recordCurrent();
        },
      })));
    }
    return instances.get(def.id);
  };

  onTeachingChange(() => recordCurrent());

  // A game started or ended: the hash says so.
  let wasPlaying = false;
  const playWatch = new MutationObserver(() => {
    const now = playing();
    if (now === wasPlaying) return;
    wasPlaying = now;
    recordCurrent();
  });

  share.append(createShareBar({
    current: () => {
      const { params } = readHash();
      return { position: params.get('p') ?? '', mode: playing() ? 'play' : 'analyze' };
    },
  }).element);

  // Brings the play state in line with the hash (a link or back/forward).
  const restoreMode = (panel, params) => {
    const modes = (params.get('mode') ?? '').split(',');
    setTeaching(modes.includes('teach'));
    const wanted = modes.includes('play');
    if (wanted === playing()) return;
    const button = panel.element.querySelector(wanted ? '.play-card .play-start' : '.play-card .play-stop');
    if (button && !button.disabled) button.click();
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
    currentPanel = panel;
    recorder.navigated();
    const own = Object.fromEntries(params);
    delete own.mode;
    lastParams.set(def.id, own);
    playWatch.disconnect();
    panel.show(params);
    restoreMode(panel, params);
    wasPlaying = playing();
    playWatch.observe(panel.element, { subtree: true, attributes: true, attributeFilter: ['class'] });
  }

  // Back/forward fire popstate (and hashchange when the hash differs); a
  // typed or linked hash fires hashchange. Route once per distinct hash.
  const onNavigate = () => {
    if (location.hash === routedHash) return;
    routedHash = location.hash;
    route();
  };
  window.addEventListener('hashchange', onNavigate);
  window.addEventListener('popstate', onNavigate);
  routedHash = location.hash;
  await route();
}

start();
