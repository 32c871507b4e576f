// <sg-playground>: the playground as a custom element for any web page.
//
//   <script type="module" src="https://example.org/sg/web/embed/sg-embed.js"></script>
//   <sg-playground position="nim 3 4 5" mode="play"></sg-playground>
//
// Attributes (all optional, all may change at any time):
//   position  a position in the SG notation (compounds too): "misere: nim 1 2"
//   mode      analyze (verdict, winning moves, values per component; the
//             default) | play (against the perfect computer: every legal
//             move listed, no spoilers until the game ends or a hint) |
//             explain (every option, its value and the mex)
//   theme     light | dark | auto (the default: the visitor's setting)
//   editable  present: the element shows a field to edit the position
//   lang      en | zh: the language of its texts and of the engine's (the
//             default: the host page's <html lang>, else the browser's)
//   playground  the playground page "Open in SG Playground" opens (default:
//             the one beside this script; none when it comes from a package)
//
// Each element draws into its own shadow root with its own stylesheets, so
// the host page's CSS cannot break it and its CSS cannot leak out. Every
// URL (styles, engine, WASM) is resolved from this module's own URL, so one
// script tag works from another origin. The engine is loaded once per page,
// and only when the first element comes near the viewport. Problems are
// shown inside the element as text; nothing is thrown at the host page.
import { htmlLang, langOf, loadArea, loadLang, pieces, translator } from '../i18n/i18n.js';
import { engineSpeaking, tellEngine } from '../i18n/engine-lang.js';
import { el, replaceChildren, svg, uid, withCode } from '../kit/dom.js';
import {
  componentsView, errorView, explainView, undecidedView, verdictView, winningMovesView,
} from './embed-views.js';

const STYLE_FILES = ['../styles.css', '../kit/play/play.css', './embed.css'];
const MODES = ['analyze', 'play', 'explain'];
// Positions longer than this are analysed in the shared Worker, so a huge
// attribute cannot freeze the host page.
const WORKER_TEXT = 4000;
const TYPING_MS = 400;

// ---------------------------------------------------------------- engine

let engineLoad = null;
function loadEngine() {
  // The Nim piece of the engine first: a post of Nim positions needs no more.
  // Another family's first call fetches the rest (compute() below).
  engineLoad ??= import('../api/sg.js')
    .then(async (api) => ({ sg: await api.loadSG({ rest: 'on-demand' }), SGError: api.SGError }))
    .catch((e) => {
      engineLoad = null; // a later element (or attribute change) tries again
      throw e;
    });
  return engineLoad;
}

// One Worker for the whole page, created only for long positions. On a page
// of another origin it starts from a same-origin Blob that imports
// sg-worker.js (web/api/worker-client.js); where even that is refused (the
// host's CSP lacks worker-src blob:), the main thread does the work and the
// console says so.
let workerClient = null;
let workerBroken = false;
async function inWorker(method, args, lang) {
  if (!workerClient) {
    const { WorkerClient } = await import('../api/worker-client.js');
    workerClient ??= new WorkerClient();
  }
  // The Worker runs one job after another: its language is set for this one.
  tellEngine(workerClient, lang);
  return workerClient.run(method, args);
}

// engine: { sg, SGError, lang } (the element's #engine()).
async function compute(engine, method, args, text) {
  if (text.length > WORKER_TEXT && !workerBroken) {
    try {
      return await inWorker(method, args, engine.lang);
    } catch (e) {
      if (e instanceof engine.SGError && !/engine worker/.test(e.message)) throw e;
      workerBroken = true;
      console.info(`<sg-playground>: the engine Worker is not available (${e?.message ?? e}); long positions are analysed on the page's main thread.`);
    }
  }
  try {
    return engine.sg[method](...args);
  } catch (e) {
    // A family outside the Nim piece: once the rest is in, the call answers.
    if (!(e instanceof engine.SGError && e.loading)) throw e;
    await engine.sg.loadRest();
    return engine.sg[method](...args);
  }
}

// ---------------------------------------------------------------- lazy start

const wakers = new WeakMap();
let observer = null;
function whenVisible(element, wake) {
  if (typeof IntersectionObserver !== 'function') {
    wake();
    return;
  }
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const callback = wakers.get(entry.target);
      wakers.delete(entry.target);
      callback?.();
    }
  }, { rootMargin: '300px' });
  wakers.set(element, wake);
  observer.observe(element);
}
function stopWatching(element) {
  if (!observer || !wakers.has(element)) return;
  wakers.delete(element);
  observer.unobserve(element);
}

// ---------------------------------------------------------------- links

// The playground panel that shows an analysed position best (for "Open in
// the playground"): a lone component's panel from the registry (misère play
// only on the Nim panel), any other sum on the sums panel.
export function panelFor(analysis, families) {
  const { compound } = analysis;
  if (analysis.components.length !== 1) return 'sums';
  const name = analysis.components[0].family;
  const panel = families.find((f) => f.name === name || f.aliases.includes(name))?.panel ?? 'sums';
  if (compound === 'normal' || (compound === 'misere' && panel === 'nim')) return panel;
  return 'sums';
}

// Where the element's files sit inside an npm package (a CDN that serves
// packages, or node_modules): the package holds no playground page.
const PACKAGE_PATH = /\/sg-playground@[^/]*\/|\/node_modules\/sg-playground\//;

// The playground page "Open in SG Playground" leads to: the `playground`
// attribute (an http(s) URL, relative to the host page), else the page beside
// this module on a playground site; null (no link) when the module comes
// from a package and no attribute names a playground.
export function playgroundPage(attribute, moduleUrl = import.meta.url, base = document.baseURI) {
  const named = (attribute ?? '').trim();
  if (named) {
    try {
      const url = new URL(named, base);
      return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
    } catch {
      return null;
    }
  }
  return PACKAGE_PATH.test(new URL(moduleUrl).pathname) ? null : new URL('../../index.html', moduleUrl);
}

// The playground page's URL for a position (null when there is no page);
// the sums panel takes any position. lang: the playground opens in it.
export function playgroundUrl(text, mode = 'analyze', panel = 'sums', page = playgroundPage(null), lang = null) {
  if (!page) return null;
  const params = new URLSearchParams({ p: text });
  if (mode === 'play') params.set('mode', 'play');
  const url = new URL(page);
  if (langOf(lang)) url.searchParams.set('lang', langOf(lang));
  url.hash = `${panel}?${params.toString().replace(/\+/g, '%20')}`;
  return url.href;
}

function brandMark() {
  const dots = [];
  [3, 4, 5].forEach((n, col) => {
    for (let i = 0; i < n; i++) dots.push(svg('circle', { cx: 6 + col * 10, cy: 27 - i * 5.2, r: 2.3 }));
  });
  return svg('svg', { class: 'embed-mark', viewBox: '0 0 32 32', 'aria-hidden': 'true', focusable: 'false' }, ...dots);
}

// ---------------------------------------------------------------- language

// The element's language: its lang attribute, else the host page's
// <html lang>, else the visitor's browser (the first language of
// navigator.languages that the playground speaks), else English.
export function elementLang(attribute, pageLang = document.documentElement.lang, languages = navigator.languages ?? []) {
  const chosen = langOf(attribute) ?? langOf(pageLang);
  if (chosen) return chosen;
  for (const tag of languages) {
    const found = langOf(tag);
    if (found) return found;
  }
  return 'en';
}

// Elements that follow the page: a change of <html lang> (or of the
// browser's languages) reaches each of them.
const followers = new Set();
let pageWatch = null;
function followPage(element) {
  followers.add(element);
  if (pageWatch || typeof MutationObserver !== 'function') return;
  const tell = () => { for (const f of followers) f.languageChanged(); };
  pageWatch = new MutationObserver(tell);
  pageWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  window.addEventListener('languagechange', tell);
}

// ---------------------------------------------------------------- element

class SGPlaygroundElement extends HTMLElement {
  static observedAttributes = ['position', 'mode', 'theme', 'editable', 'playground', 'lang'];

  #ui = null;
  #current = ''; // the position shown (moves in play mode change it)
  #awake = false;
  #ticket = 0;
  #typing = null;
  #play = null; // play controls (web/kit/play/play.js), made on first use
  #playLoad = null;
  #lang = null; // the language the element speaks (its texts are built in it)
  #tr = translator('en');
  #langTicket = 0;
  #builtIn = null; // the language the frame was built in
  #worded = false; // the frame was built with the element's words at hand
  #styled = false; // the stylesheets have arrived

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    const links = STYLE_FILES.map((file) => el('link', { rel: 'stylesheet', href: new URL(file, import.meta.url).href }));
    // Hidden until its stylesheets arrive, so it never flashes unstyled.
    let pending = links.length;
    const styled = () => {
      if (--pending > 0) return;
      this.#styled = true;
      this.#reveal();
    };
    for (const link of links) {
      link.addEventListener('load', styled, { once: true });
      link.addEventListener('error', styled, { once: true });
    }
    shadow.append(...links);
    this.#build();
    this.languageChanged();
  }

  // Builds the element's frame in its language (again after a change of
  // language: the position typed stays).
  #build() {
    const tr = this.#tr;
    const old = this.#ui;
    const ids = { input: uid('sg-embed-input'), title: uid('sg-embed-title'), position: uid('sg-embed-position') };
    const input = el('input', {
      id: ids.input, class: 'position-input embed-input', type: 'text', value: old ? old.input.value : (this.getAttribute('position') ?? ''),
      spellcheck: 'false', autocomplete: 'off', autocapitalize: 'off', enterkeyhint: 'done',
    });
    const ui = {
      input,
      field: el('div', { class: 'embed-field', hidden: true },
        el('label', { class: 'embed-label', for: ids.input, text: tr('embed.field') }), input),
      position: el('code', { id: ids.position, class: 'embed-position' }),
      mode: el('span', { class: 'embed-mode' }),
      status: el('p', { class: 'embed-status', role: 'status' }),
      body: el('div', { class: 'embed-body' }),
      play: el('div', { class: 'embed-play', hidden: true }),
      openNote: el('span', { class: 'visually-hidden' }),
    };
    ui.open = el('a', { class: 'embed-open', target: '_blank', rel: 'noopener' }, tr('embed.open'), ui.openNote);
    // Named by the title and the position, so that several on a page differ.
    ui.root = el('section', { class: 'sg-embed', lang: htmlLang(tr.lang), 'aria-labelledby': `${ids.title} ${ids.position}` },
      el('div', { class: 'embed-head' },
        brandMark(),
        el('span', { id: ids.title, class: 'embed-title' }, tr('embed.brand'), el('span', { class: 'visually-hidden', text: tr('embed.titleSep') }), ui.mode),
        ui.position),
      ui.field, ui.status, ui.body, ui.play,
      ui.foot = el('p', { class: 'embed-foot' }, ui.open));
    // A CSSOM property, which a strict style-src allows.
    ui.root.style.visibility = 'hidden';
    if (old) old.root.replaceWith(ui.root);
    else this.shadowRoot.append(ui.root);
    this.#ui = ui;
    this.#builtIn = tr.lang;

    input.addEventListener('input', () => {
      clearTimeout(this.#typing);
      this.#typing = setTimeout(() => this.#edit(input.value), TYPING_MS);
    });
    input.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      clearTimeout(this.#typing);
      this.#edit(input.value);
    });
  }

  // Shown once styled and speaking its language.
  #reveal() {
    if (this.#styled && this.#lang) this.#ui.root.style.removeProperty('visibility');
  }

  // The language may have changed (the lang attribute, the page's, the
  // browser's): load its words, then build and fill the element again in it.
  // Any game restarts from its position.
  async languageChanged() {
    const wanted = elementLang(this.getAttribute('lang'));
    if (wanted === this.#lang) return;
    const ticket = ++this.#langTicket;
    let speaks = wanted;
    try {
      // The element's words are an area of their own (web/i18n/i18n.js):
      // the playground's first view does not carry them.
      await Promise.all([loadLang(wanted), loadArea('embed')]);
    } catch (e) {
      console.info(`<sg-playground>: the words for ${wanted} could not be loaded (${e?.message ?? e}); showing English.`);
      speaks = 'en';
    }
    if (ticket !== this.#langTicket) return;
    this.#lang = speaks;
    this.#tr = translator(speaks);
    // The frame was built before the words arrived, or in the language
    // spoken before.
    if (this.#builtIn !== speaks || !this.#worded) {
      this.#worded = true;
      this.#dropPlay();
      this.#build();
    }
    this.#syncFrame();
    if (this.#awake) this.#update();
    else if (this.isConnected) this.#ui.status.textContent = this.#tr('embed.waiting');
    this.#reveal();
  }

  #dropPlay() {
    this.#play?.dispose();
    this.#play = null;
    this.#playLoad = null;
  }

  get mode() {
    const m = (this.getAttribute('mode') ?? '').trim().toLowerCase();
    return MODES.includes(m) ? m : 'analyze';
  }

  connectedCallback() {
    followPage(this);
    this.languageChanged();
    this.#syncFrame();
    if (this.#awake) return;
    this.#ui.status.textContent = this.#tr('embed.waiting');
    whenVisible(this, () => this.#wake());
  }

  disconnectedCallback() {
    followers.delete(this);
    stopWatching(this);
    this.#awake = false;
    this.#play?.reset();
  }

  attributeChangedCallback(name, before, after) {
    if (before === after) return;
    if (name === 'lang') {
      this.languageChanged();
      return;
    }
    if (name === 'position') {
      this.#current = (after ?? '').trim();
      this.#ui.input.value = after ?? '';
      this.#play?.reset();
    }
    if (name === 'mode' && this.mode !== 'play') this.#play?.reset(); // a game needs its board
    this.#syncFrame();
    if (this.#awake && (name === 'position' || name === 'mode')) this.#update();
  }

  #page() {
    return playgroundPage(this.getAttribute('playground'));
  }

  // The parts that need no engine: header, field, link.
  #syncFrame() {
    const ui = this.#ui;
    const mode = this.mode;
    const tr = this.#tr;
    // embed.mode.analyze, embed.mode.play, embed.mode.explain
    ui.mode.textContent = tr(`embed.mode.${mode}`);
    ui.position.textContent = this.#current || tr('embed.noPositionShown');
    ui.field.hidden = !this.hasAttribute('editable');
    ui.play.hidden = mode !== 'play';
    const href = playgroundUrl(this.#current, mode, 'sums', this.#page(), this.#lang);
    ui.foot.hidden = !href;
    if (href) ui.open.href = href;
    else ui.open.removeAttribute('href');
    ui.openNote.textContent = tr('embed.openNote', { position: this.#current || tr('embed.noPosition') });
  }

  #wake() {
    if (this.#awake || !this.isConnected) return;
    this.#awake = true;
    this.#update();
  }

  #edit(text) {
    this.#current = text.trim();
    this.#syncFrame();
    this.#update();
  }

  #showError(message) {
    replaceChildren(this.#ui.body, errorView(message));
  }

  // The engine in this element's language (several elements on a page may
  // each speak their own).
  #engine(engine) {
    return { ...engine, sg: engineSpeaking(engine.sg, this.#lang ?? 'en'), lang: this.#lang ?? 'en' };
  }

  // Recomputes everything for the current position and mode. A newer call
  // (another attribute change) makes an older one's result stale. fromPlay:
  // the play controls moved (else, in a game, they judge the new position).
  async #update({ fromPlay = false } = {}) {
    const ticket = ++this.#ticket;
    const ui = this.#ui;
    const stale = () => ticket !== this.#ticket || !this.#awake;
    const text = this.#current;
    const mode = this.mode;
    const tr = this.#tr;
    const loading = tr('embed.loading');
    ui.status.textContent = loading;
    this.toggleAttribute('busy', true);
    try {
      const engine = this.#engine(await loadEngine());
      await engine.sg.setLang(engine.lang); // Chinese texts: fetched on first use
      if (stale()) return;
      ui.status.textContent = '';
      if (!text) {
        this.#showError(withCode(pieces(tr, 'embed.noPositionGiven', { example: el('code', { text: 'position="nim 3 4 5"' }) })));
        return;
      }
      const analysis = await compute(engine, 'analyze', [text], text);
      if (stale()) return;
      const explanation = mode !== 'explain' ? null
        : await compute(engine, 'explain', [analysis.position, { maxOptions: 2000 }], text);
      if (stale()) return;
      ui.position.textContent = analysis.position;
      const href = playgroundUrl(text, mode, panelFor(analysis, engine.sg.families()), this.#page(), this.#lang);
      if (href) ui.open.href = href;
      if (mode === 'analyze') {
        replaceChildren(ui.body, verdictView(analysis, tr), winningMovesView(analysis, tr), componentsView(analysis, tr));
      } else if (mode === 'explain') {
        replaceChildren(ui.body, verdictView(analysis, tr), explainView(explanation, tr));
      } else {
        // Play: the verdict (hidden while a game runs with no spoilers) and
        // the play controls, whose list holds every legal move.
        await this.#ensurePlay(engine);
        if (stale()) return;
        const refused = fromPlay ? null : this.#play.consider(analysis.position);
        if (refused) {
          // Not a move from the game's position: the game goes on from it.
          this.#current = refused.game;
          this.#syncFrame();
          this.#showError(refused.message);
          return;
        }
        replaceChildren(ui.body, verdictView(analysis, tr));
      }
    } catch (e) {
      if (stale()) return;
      // Too large to decide: an answer for the position, not an error.
      if (e && e.kind === 'too-large' && e.known) {
        ui.position.textContent = e.known.position;
        replaceChildren(ui.body, undecidedView(e, tr));
        return;
      }
      if (mode === 'play' && !fromPlay && e instanceof Error && e.name === 'SGError') this.#play?.consider(null, e);
      const loadFailed = !engineLoad;
      this.#showError(loadFailed
        ? tr('embed.loadFailed', { message: e && e.message ? e.message : e })
        : (e && e.message ? e.message : String(e)));
    } finally {
      if (ticket === this.#ticket) {
        this.toggleAttribute('busy', false);
        if (ui.status.textContent === loading) ui.status.textContent = '';
      }
    }
  }

  async #ensurePlay(engine) {
    if (this.#play) return;
    const where = this.#ui.play;
    this.#playLoad ??= import('../kit/play/play.js').then(({ createPlayControls }) => {
      // The language changed while the module loaded: the new frame makes its own.
      if (where !== this.#ui.play) return;
      this.#play = createPlayControls({
        sg: engine.sg,
        lang: engine.lang,
        getPosition: () => this.#current,
        setPosition: (text) => {
          this.#current = text;
          if (this.hasAttribute('editable')) this.#ui.input.value = text;
          this.#syncFrame();
          this.#update({ fromPlay: true });
        },
      });
      where.append(this.#play.element);
    });
    await this.#playLoad;
  }
}

if (!customElements.get('sg-playground')) customElements.define('sg-playground', SGPlaygroundElement);
