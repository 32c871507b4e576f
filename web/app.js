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
//   panels      [{ id, title }]: every panel, for links between them
//
// The hash holds the whole view (panel, position with its compound, the
// panel's own settings, and mode=play while a game runs), so a link or a
// reload restores it. The query holds the language (?lang=zh, see
// web/i18n/page-lang.js); switching it builds the shell and the panels
// again in the other language from the address. Each committed edit is a history entry: back and
// forward step through edits (typing commits on Enter, on change, or after
// a pause).
import { loadSG, pieceOf } from './api/sg.js';
import { detectLang, lang, loadArea, pieces, pinLang, setLang, t } from './i18n/i18n.js';
import { hrefWithLang, markDocument, urlLang } from './i18n/page-lang.js';
import { tellEngine } from './i18n/engine-lang.js';
import { el, icon, replaceChildren, svg } from './kit/dom.js';
import { langSwitch } from './kit/lang-switch.js';
import { disposePlayIn } from './kit/play/play.js';
import { createShareBar } from './kit/share/share-bar.js';
import { isTeaching, onTeachingChange, setTeaching, teachToggle } from './kit/teaching-mode.js';
import { installShortcuts, shortcutsButton } from './kit/shortcuts/shortcuts.js';
import { onPrint } from './kit/print.js';
import { panelNav } from './kit/panel-nav.js';
import { foldLede } from './kit/lede-fold.js';

// Each panel's name and summary are the catalogue's `panel.<id>.title` and
// `panel.<id>.summary` (web/i18n/en/shell.js).
const PANELS = [
  {
    id: 'nim',
    load: () => import('./panels/nim/nim-panel.js'),
  },
  {
    id: 'heaps',
    load: () => import('./panels/heaps/heap-panel.js'),
    styles: ['./panels/heaps/heaps.css'],
  },
  {
    id: 'coins',
    load: () => import('./panels/coins/coins-panel.js'),
    // The rule menu and the progress bar are styled in heaps.css.
    styles: ['./panels/heaps/heaps.css', './panels/coins/coins.css'],
  },
  {
    id: 'trees',
    load: () => import('./panels/trees/tree-panel.js'),
    styles: ['./panels/trees/trees.css'],
  },
  {
    id: 'graphs',
    load: () => import('./panels/graphs/graph-panel.js'),
    // The drawing's frame and tooltips (web/kit/drawing/svg-view.js) are styled in trees.css.
    styles: ['./panels/trees/trees.css', './panels/graphs/graphs.css'],
  },
  {
    id: 'boards',
    load: () => import('./panels/boards/boards-panel.js'),
    styles: ['./panels/boards/boards.css'],
    // Its verdicts come from the Worker: the built page preloads the client.
    preload: ['./api/worker-client.js'],
  },
  {
    id: 'sums',
    load: () => import('./panels/sums/sums-panel.js'),
    styles: ['./panels/sums/sums.css'],
  },
  {
    id: 'tutorial',
    load: () => import('./panels/tutorial/tutorial-panel.js'),
    styles: ['./panels/tutorial/tutorial.css'],
  },
  {
    id: 'gallery',
    load: () => import('./gallery/gallery-panel.js'),
    styles: ['./gallery/gallery.css'],
  },
  {
    id: 'custom',
    // The values views, with their words, are the heap games panel's.
    areas: ['heaps', 'custom'],
    load: () => import('./panels/custom/custom-panel.js'),
    // The values views are the heap games panel's.
    styles: ['./panels/heaps/heaps.css', './panels/custom/custom.css'],
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

const panelTitle = (id) => t(`panel.${id}.title`);
const panelSummary = (id) => t(`panel.${id}.summary`);
// The panels as the panels and the shortcuts see them, in the language of
// the moment.
const panelList = () => PANELS.map(({ id }) => ({ id, title: panelTitle(id) }));

// Named in the catalogue: shell.theme.<id> and shell.theme.<id>.describe.
const THEMES = [
  { id: 'auto', icon: 'auto' },
  { id: 'light', icon: 'sun' },
  { id: 'dark', icon: 'moon' },
];
const THEME_KEY = 'sg-playground-theme';

// ---------------------------------------------------------------- theme

function storedTheme() {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return THEMES.some((x) => x.id === stored) ? stored : 'auto';
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
    const theme = THEMES.find((x) => x.id === current);
    const name = t(`shell.theme.${theme.id}`);
    replaceChildren(button, icon(theme.icon), label);
    label.textContent = name;
    button.setAttribute('aria-label', t('shell.theme.label', { name, describe: t(`shell.theme.${theme.id}.describe`) }));
    button.title = t('shell.theme.title', { name });
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
  let typedAt = -Infinity; // the last input event
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
  document.addEventListener('input', () => {
    // Typing after a commit starts a new entry, even within the grace.
    if (committedAt > typedAt) draft = false, clearTimeout(draftTimer);
    typedAt = performance.now();
  }, true);
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
      // A record with no typing since the last commit belongs to that
      // commit, however late the panel's debounce brings it.
      if (isTyping() && typedAt > committedAt) {
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
        'aria-label': t('shell.notice.dismiss'),
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

// onLang(lang): the visitor chose a language with the header switch.
function buildShell(root, { onLang }) {
  const { nav, navList, show } = panelNav();
  const switcher = langSwitch({ onChoose: onLang });
  const header = el('header', { class: 'site-header' },
    el('div', { class: 'header-inner' },
      el('a', { class: 'brand', href: `#${PANELS[0].id}` },
        brandMark(),
        el('span', { class: 'brand-text' },
          el('span', { class: 'brand-name', text: t('shell.brand') }))),
      nav,
      teachToggle(),
      switcher.element,
      themeButton()));
  const notices = el('div', { class: 'notices', 'aria-live': 'polite' });
  const main = el('main', { id: 'main', class: 'site-main', tabindex: '-1' });
  const footer = el('footer', { class: 'site-footer' },
    el('div', { class: 'footer-inner' },
      el('p', { text: t('shell.footer.engine') }),
      el('p', { class: 'footer-meta' }, ...pieces(t, 'shell.footer.notation', {
        a: el('code', { text: 'nim 3 4 5' }), b: el('code', { text: 'nim 3 + nim 4 5' }), c: el('code', { text: 'misere: nim 1 1 1' }),
      })),
      el('p', { class: 'footer-keys' }, shortcutsButton())));
  const skip = el('a', { class: 'skip-link', href: '#main', text: t('shell.skip') });
  skip.addEventListener('click', (e) => {
    e.preventDefault();
    main.focus();
  });
  const share = el('section', { class: 'share-slot', 'aria-label': t('shell.share') });
  // Printed under the panel (web/styles.css, @media print): where the handout came from.
  const printSource = el('p', { class: 'print-source' });
  replaceChildren(root, skip, header, notices, share, main, printSource, footer);
  // Fields do not print: a print shows each position as text, and the
  // address that opens this view again.
  // One listener for the page's life: each shell built (one per language)
  // writes only while it is the one on the page.
  onPrint((printing) => {
    if (!printing || !root.contains(main)) return;
    for (const input of main.querySelectorAll('.position-input')) {
      let copy = input.nextElementSibling;
      if (!copy?.classList.contains('print-position')) {
        copy = el('p', { class: 'print-position' });
        input.after(copy);
      }
      replaceChildren(copy, el('code', { text: input.value }));
    }
    // The address is notation: translate="no" keeps it out of translation.
    replaceChildren(printSource, ...pieces(t, 'shell.printSource', { url: el('span', { class: 'print-url', translate: 'no', text: location.href }) }));
  });

  PANELS.forEach((panel, i) => {
    navList.append(el('li', {},
      el('a', { class: 'panel-link', href: `#${panel.id}`, dataset: { panel: panel.id }, title: panelSummary(panel.id), 'aria-keyshortcuts': i < 9 ? String(i + 1) : null }, panelTitle(panel.id))));
  });
  return { main, showPanel: show, share, notify: createNotices(notices), focusLang: switcher.focus };
}

// The words under the spinner: which file of the engine is on its way and
// how much of it has come (sg.js LoadProgress), or the plain sentence.
// Not announced byte by byte: the status says "loading" once.
function loadingView() {
  return el('div', { class: 'loading', role: 'status' },
    el('span', { class: 'spinner', 'aria-hidden': 'true' }),
    el('span', { text: t('shell.loading') }),
    el('span', { class: 'loading-progress', 'aria-live': 'off' }));
}

function showLoadProgress({ file, loaded, total }) {
  const words = document.querySelector('#app .loading .loading-progress');
  if (!words) return;
  const kb = (bytes) => String(Math.max(1, Math.round(bytes / 1024)));
  words.textContent = total === null
    ? t('shell.loadingBytes', { file, loaded: kb(loaded) })
    : t('shell.loadingOf', { file, loaded: kb(loaded), total: kb(total) });
}

function failureView(error, retry) {
  return el('section', { class: 'card failure', role: 'alert' },
    el('h1', { class: 'failure-title' }, icon('alert'), t('shell.failure.title')),
    el('p', { class: 'failure-message', text: error && error.message ? error.message : String(error) }),
    el('p', {}, ...pieces(t, 'shell.failure.help', {
      dir: el('code', { text: 'web/api/wasm/' }), build: el('code', { text: 'scripts/build-wasm.sh' }), serve: el('code', { text: 'scripts/serve.sh' }),
    })),
    el('button', { type: 'button', class: 'btn btn-primary', on: { click: retry } }, t('shell.failure.retry')));
}

// ---------------------------------------------------------------- app

// The view whose engine piece the page loaded (start()).
let served = 'nim';

async function start() {
  const root = document.getElementById('app');
  document.documentElement.classList.add('js');
  // What the first view needs is asked for at once and side by side: the
  // engine, and the panel's module, styles and words (each is fetched
  // once; route() takes them from there). In a chain they were the last
  // 1.2 s of a throttled phone's first verdict.
  const first = PANELS.find((p) => p.id === readHash().id) ?? PANELS[0];
  // The language: the address's ?lang=, else the one pinned with the
  // header switch, else the browser's (web/i18n/i18n.js, detectLang).
  const wanted = detectLang({ explicit: urlLang() });
  // The engine's piece for this view (web/api/sg.js): any other panel
  // needs the rest of the engine as well.
  served = pieceOf(first.id);
  const engineLoad = loadSG({ rest: 'on-demand', lang: wanted, onProgress: showLoadProgress, view: first.id });
  engineLoad.then((api) => (first.id === served ? null : api.loadRest())).catch(() => {});
  for (const pending of [first.load(), loadStyles(first.styles), ...(first.areas ?? [first.id]).map(loadArea)]) pending.catch(() => {});
  try {
    await setLang(wanted);
  } catch (error) {
    // The Chinese catalogue did not arrive: the page speaks English.
    console.warn('SG Playground: the language could not be loaded:', error);
    await setLang('en');
  }
  markDocument(lang());

  let sg = null;
  let engine = null;
  let shell = null;
  // Every shell built (one per language) is a generation: what an older
  // one's panels still do (a late answer, a computer move) is ignored.
  let generation = 0;
  const notify = (message, options) => shell.notify(message, options);

  const instances = new Map(); // id -> Promise<panel instance>
  const lastParams = new Map(); // id -> the params the panel recorded last
  let currentId = null;
  let currentPanel = null;
  let navigation = 0;
  let routedHash = null; // the hash whose state the page shows
  const recorder = createHistoryRecorder();

  // Keys 1 to 9 open the panels as the menu lists them (web/kit/shortcuts/shortcuts.js).
  installShortcuts({
    panels: () => panelList(),
    open: (id) => { location.hash = `#${id}`; },
  });

  // mode=play is the shell's: any panel's play controls (web/kit/play/play.js) mark
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

  const engineClient = async () => {
    if (!engine) {
      const { WorkerClient } = await import('./api/worker-client.js');
      engine = new WorkerClient();
      tellEngine(engine, lang());
      engine.onRestart(() => notify(t('shell.notice.workerRestart'), { kind: 'warning', once: 'worker-restart' }));
    }
    return engine;
  };

  const instanceFor = (def) => {
    if (!instances.has(def.id)) {
      const mine = generation;
      instances.set(def.id, Promise.all([def.load(), loadStyles(def.styles), ...(def.areas ?? [def.id]).map(loadArea), def.id === served ? null : sg.loadRest()]).then(([module]) => module.createPanel({
        sg,
        engine: engineClient,
        notify: (message, kind = 'info') => { if (mine === generation) notify(message, { kind }); },
        panels: panelList(),
        setParams: (params) => {
          if (mine !== generation) return;
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

  // Brings the play state in line with the hash (a link or back/forward).
  const restoreMode = (panel, params) => {
    const modes = (params.get('mode') ?? '').split(',');
    setTeaching(modes.includes('teach'));
    const wanted = modes.includes('play');
    if (wanted === playing()) return;
    const button = panel.element.querySelector(wanted ? '.play-card .play-start' : '.play-card .play-stop');
    if (button && !button.disabled) button.click();
  };

  // The header, footer, share bar and notices, in the current language.
  function buildPage() {
    shell = buildShell(root, { onLang: chooseLang });
    shell.share.append(createShareBar({
      current: () => {
        const { params } = readHash();
        // The language goes with the code when the address names one.
        return { position: params.get('p') ?? '', mode: playing() ? 'play' : 'analyze', lang: urlLang() };
      },
    }).element);
  }

  async function route() {
    const { id, params } = readHash();
    const def = PANELS.find((p) => p.id === id) ?? PANELS[0];
    const { main } = shell;
    const token = ++navigation;
    shell.showPanel({ id: def.id, title: panelTitle(def.id) });
    document.title = t('shell.documentTitle', { panel: panelTitle(def.id) });
    if (!sg) return; // the engine is still loading: start() routes once it is here
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
    foldLede(panel.element);
    restoreMode(panel, params);
    wasPlaying = playing();
    playWatch.observe(panel.element, { subtree: true, attributes: true, attributeFilter: ['class'] });
  }

  // Another language: the engine follows, and the shell and every panel
  // are built again from the address (a running game starts again from
  // its position, which the hash holds). The scroll position stays.
  async function switchLang(next) {
    await setLang(next);
    // The Chinese texts are the engine's own download: wait for them (a
    // failure shows on the panel's first call).
    await tellEngine(sg, lang());
    tellEngine(engine, lang());
    // The document says its language when its header and footer are
    // rebuilt in it (below, with no wait between), never before.
    markDocument(lang());
    const scroll = window.scrollY;
    generation += 1;
    const old = [...instances.values()];
    instances.clear();
    currentId = null;
    currentPanel = null;
    playWatch.disconnect();
    for (const pending of old) {
      pending.then((panel) => {
        panel?.hide?.();
        if (panel?.element) disposePlayIn(panel.element);
      }, () => {});
    }
    buildPage();
    if (sg) {
      main().removeAttribute('aria-busy');
      await route();
    } else {
      replaceChildren(main(), loadingView());
      main().setAttribute('aria-busy', 'true');
    }
    window.scrollTo(0, scroll);
  }
  const main = () => shell.main;

  // The header switch: pinned for later visits and written in the address.
  let switching = Promise.resolve();
  function chooseLang(next) {
    pinLang(next);
    history.replaceState(history.state, '', hrefWithLang(next));
    switching = switching.then(() => (next === lang() ? null : switchLang(next))).then(() => shell.focusLang());
    return switching;
  }

  buildPage();
  replaceChildren(main(), loadingView());
  main().setAttribute('aria-busy', 'true');
  try {
    // The first view needs only the Nim part of the engine; any other panel
    // waits for the rest (instanceFor below).
    sg = await engineLoad;
  } catch (error) {
    main().removeAttribute('aria-busy');
    replaceChildren(main(), failureView(error, () => location.reload()));
    console.warn('SG Playground: the engine could not be loaded:', error);
    return;
  }
  // An engine without the lang option (an older build) is told here.
  tellEngine(sg, lang());
  main().removeAttribute('aria-busy');

  sg.onRestart(() => notify(t('shell.notice.engineRestart'), { kind: 'warning', once: 'engine-restart' }));

  // Back/forward fire popstate (and hashchange when the hash differs); a
  // typed or linked hash fires hashchange. Route once per distinct hash;
  // an address naming another language switches to it.
  const onNavigate = () => {
    const wanted = urlLang();
    if (wanted && wanted !== lang()) {
      routedHash = location.hash;
      switching = switching.then(() => switchLang(wanted));
      return;
    }
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
