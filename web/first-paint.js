// What the first paint needs before any module arrives: a theme the visitor
// pinned (light or dark), so the page never flashes the other one, and the
// language of the frame index.html shows while the modules and the engine
// load (?lang=, then the pinned language, then the browser's, as
// web/i18n/i18n.js detectLang decides). The theme button lives in app.js.
try {
  const theme = localStorage.getItem('sg-playground-theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {
  // Storage unavailable: the system setting applies.
}
// Without this mark (no JavaScript) the frame shows no spinner.
document.documentElement.dataset.boot = '';
try {
  const base = (tag) => (typeof tag === 'string' ? tag.trim().toLowerCase().split(/[-_]/)[0] : '');
  const known = (tag) => base(tag) === 'zh' || base(tag) === 'en';
  let stored = null;
  try {
    stored = localStorage.getItem('sg-playground-lang');
  } catch {
    // Storage unavailable: the address and the browser decide.
  }
  const wanted = [new URL(location.href).searchParams.get('lang'), stored, ...(navigator.languages ?? [])].find(known);
  if (base(wanted) === 'zh') document.documentElement.dataset.bootLang = 'zh';
} catch {
  // The frame then speaks English until app.js builds the page.
}
// The built site lists what each view needs (scripts/preload-plan.mjs):
// asked for now, the view's modules, styles and engine piece load side by
// side instead of one import level per round trip.
try {
  const plan = JSON.parse(document.getElementById('sg-preload')?.textContent ?? 'null');
  if (plan) {
    const hash = location.hash.slice(1);
    const q = hash.indexOf('?');
    const view = plan.views[decodeURIComponent(q < 0 ? hash : hash.slice(0, q))] ?? plan.views.nim;
    const zh = document.documentElement.dataset.bootLang === 'zh';
    const link = (rel, href, as) => {
      const l = document.createElement('link');
      l.rel = rel;
      l.href = href;
      if (as) l.as = as;
      // fetch() asks in CORS mode: the preload must too, or it is not reused.
      if (as === 'fetch') l.crossOrigin = 'anonymous';
      document.head.append(l);
    };
    for (const m of [...view.modules, ...(zh ? [...plan.zh.modules, ...view.zh] : [])]) link('modulepreload', m);
    for (const f of [...view.fetch, ...(zh ? plan.zh.fetch : [])]) link('preload', f, f.endsWith('.css') ? 'style' : 'fetch');
  }
} catch {
  // A plan that does not read only loses the head start.
}
