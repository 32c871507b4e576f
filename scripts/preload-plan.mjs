// What each view of the page needs before its first verdict, so the page can
// ask for all of it at once instead of one import level per round trip
// (150 ms each on a phone). Read from the bundles (scripts/site-bundle.mjs)
// as the browser would find them: app.js's bundle with its static imports
// (every view), then per view the panel's bundle with its static imports,
// its styles, its words and its engine piece. Paths are the built site's.
//
//   shared: ['web/js/app-X.js', 'web/js/chunk-Y.js', ...]   every view, as modules
//   views:  { nim: { modules, fetch, zh }, ... }              one view's extras
//   zh:     { modules, fetch }                                  Chinese, any view
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { staticClosure } from './site-bundle.mjs';

// The panels as app.js lists them: id, module, styles, word areas and the
// modules its first verdict imports later (preload).
function panelsOf(root) {
  const text = readFileSync(path.join(root, 'web/app.js'), 'utf8');
  const list = text.slice(text.indexOf('const PANELS = ['), text.indexOf('\n];', text.indexOf('const PANELS = [')));
  const panels = [];
  for (const entry of list.split(/\n  \{\n/).slice(1)) {
    const id = entry.match(/id: '([\w-]+)'/)?.[1];
    const module = entry.match(/load: \(\) => import\('([^']+)'\)/)?.[1];
    if (!id || !module) throw new Error(`app.js PANELS: an entry without id or load(): ${entry.slice(0, 60)}`);
    const listed = (field) => [...(entry.match(new RegExp(`${field}: \\[([^\\]]*)\\]`))?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
    const styles = listed('styles');
    const areas = entry.match(/areas: \[([^\]]*)\]/);
    panels.push({ id, module, styles, preload: listed('preload'), areas: areas ? [...areas[1].matchAll(/'([\w-]+)'/g)].map((m) => m[1]) : [id] });
  }
  return panels;
}

// `pieces`: { view: [main, rest] } file names beside sg_core.mjs (PIECES);
// `graph`: the bundles, as bundleSite() returns them.
export function preloadPlan(root, pieces, graph) {
  const web = (p) => path.posix.join('web', p);
  const closure = (source) => {
    const bundle = graph.outputOf(source);
    if (!bundle) throw new Error(`${source}: no bundle of its own`);
    return [...staticClosure(graph, bundle)];
  };
  const shared = closure('web/app.js');
  const zhModules = closure('web/i18n/zh/index.js').filter((m) => !shared.includes(m));
  // A panel's words not already in the first catalogue (Nim's are).
  const words = (lang, areas) => areas.map((a) => `web/i18n/${lang}/${a}.js`)
    .filter((f) => existsSync(path.join(root, f)) && graph.outputOf(f))
    .flatMap(closure).filter((m) => !shared.includes(m) && !zhModules.includes(m));
  const views = {};
  for (const panel of panelsOf(root)) {
    const modules = new Set();
    for (const entry of [panel.module, ...panel.preload]) {
      for (const m of closure(web(entry))) if (!shared.includes(m)) modules.add(m);
    }
    for (const f of words('en', panel.areas)) modules.add(f);
    const piece = pieces[panel.id];
    const engine = (file) => path.posix.join('web/api/wasm', file);
    const fetch = [...panel.styles.map(web), engine(piece ? piece[0] : 'sg_core.wasm')];
    if (piece) fetch.push(engine('sg_core.rest.en.txt'));
    views[panel.id] = { modules: [...modules], fetch, zh: words('zh', panel.areas) };
  }
  const zh = { modules: zhModules, fetch: ['web/api/wasm/sg_core.zh.txt'] };
  return { shared, views, zh };
}
