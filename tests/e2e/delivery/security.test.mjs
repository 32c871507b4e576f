// XSS payloads through every way text enters the page: the URL
// hash of every panel, every text field of every panel, and the attributes
// of the <sg-playground> embed (and embed.html's hash). Positions must be
// parsed, never executed or turned into markup.
//
// Detection does not rely on the CSP: the hash and field runs use a context
// with the CSP bypassed, so a payload that reached innerHTML would really run
// and call window.__pwned (an exposed binding that records the call); the DOM
// (shadow roots included) is also searched for any element a payload would
// create. A separate run with the CSP on asserts no violation was reported.
// Run: node --test --test-concurrency=1 tests/e2e/delivery/security.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { browserHarness, VIEWPORTS } from '../../e2e_support/browser.mjs';
import { quiet, watchWork } from '../../e2e_support/quiet.mjs';

const PAYLOADS = [
  `<img src=x onerror="__pwned('img')">`,
  `<script>__pwned('script')</script>`,
  `"><svg onload="__pwned('svg')">`,
  `'><svg/onload=__pwned('svg2')>`,
  `javascript:__pwned('js-url')`,
  `\${__pwned('template')}`,
  '`${__pwned("backtick")}`',
  `</textarea><img src=x onerror=__pwned('textarea')>`,
  `<iframe srcdoc="<script>parent.__pwned('srcdoc')</script>"></iframe>`,
  `nim 3 <b onmouseover=__pwned('b') style="display:block;position:fixed;inset:0">4</b>`,
  `nim 3 4 5 + <img src=x onerror=__pwned('sum')>`,
  `graph(a>b) <svg><script>__pwned('svg-script')</script></svg>`,
  `{{constructor.constructor('__pwned("angular")')()}}`,
  `<a href="javascript:__pwned('link')" id=pwnlink>x</a>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=__pwned('mxss')>`,
  `<details open ontoggle=__pwned('details')>`,
  `nim 3'); __pwned('quote'); ('`,
];

const PANELS = [
  { id: 'nim', panel: 'nim-panel', extra: [] },
  { id: 'heaps', panel: 'heap-panel', extra: [[], [['view', 'sequence']], [['view', 'wythoff']]] },
  { id: 'coins', panel: 'coins-panel', extra: [] },
  { id: 'trees', panel: 'tree-panel', extra: [] },
  { id: 'graphs', panel: 'graph-panel', extra: [] },
  { id: 'sums', panel: 'sums-panel', extra: [] },
  { id: 'custom', panel: 'custom-panel', extra: [[], [['view', 'values']], [['view', 'lookup']]] },
  { id: 'boards', panel: 'boards-panel', extra: [] },
  { id: 'tutorial', panel: 'tutorial-panel', extra: [] },
];
// Every parameter a panel reads from the hash (web/panels/*/, web/app.js);
// def (a game's definition) and values ("Which game is this?") are the
// Custom panel's.
const HASH_PARAMS = ['p', 'rule', 'n', 'rows', 'cols', 'mode', 'view', 'def', 'values'];

const h = browserHarness({ before, after, afterEach });

// A fresh context whose pages record payload runs, CSP violations and
// console/page errors.
async function guardedPage({ bypassCSP }) {
  const context = await h.newContext({ viewport: VIEWPORTS.desktop, reducedMotion: 'reduce', bypassCSP });
  await watchWork(context);
  const ran = [];
  await context.exposeBinding('__pwned', (_source, id) => { ran.push(String(id)); });
  await context.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
    }, true);
  });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('request', (req) => {
    // An <img src=x> or an iframe created from a payload would fetch.
    const url = req.url();
    if (!url.startsWith(h.session.url) || /\/x$|srcdoc|javascript:/.test(url)) problems.push(`unexpected request: ${url}`);
  });
  page.on('dialog', (d) => { problems.push(`dialog: ${d.message()}`); d.dismiss(); });
  return { context, page, ran, problems };
}

// Elements and attributes that only a payload would create, searched in the
// document and in every open shadow root.
async function injectedMarkup(page) {
  return page.evaluate(() => {
    const found = [];
    const visit = (root) => {
      for (const node of root.querySelectorAll('*')) {
        const tag = node.localName;
        if (['iframe', 'object', 'embed', 'frame'].includes(tag)) found.push(`<${tag}>`);
        if (tag === 'img' && !(node.getAttribute('src') || '').match(/^(web\/|\.\.?\/|\/|data:image\/svg)/)) found.push(`<img src=${node.getAttribute('src')}>`);
        if (tag === 'script' && !node.hasAttribute('src')) found.push('inline <script>');
        if (node.id === 'pwnlink') found.push('<a id=pwnlink>');
        for (const attr of node.attributes) {
          if (/^on/i.test(attr.name)) found.push(`${tag}[${attr.name}]`);
          if (/^\s*javascript:/i.test(attr.value) && /^(href|src|action|formaction|xlink:href|data)$/i.test(attr.name)) found.push(`${tag}[${attr.name}=javascript:]`);
          if (attr.name === 'srcdoc') found.push(`${tag}[srcdoc]`);
        }
        if (node.shadowRoot) visit(node.shadowRoot);
      }
    };
    visit(document);
    return found;
  });
}

async function assertClean(state, where) {
  const { page, ran, problems } = state;
  assert.deepEqual(ran, [], `${where}: a payload ran`);
  assert.deepEqual(await injectedMarkup(page), [], `${where}: payload markup in the DOM`);
  assert.deepEqual(await page.evaluate(() => window.__violations), [], `${where}: CSP violations`);
  assert.deepEqual(problems.filter((p) => !/SGError|Failed to load resource: the server responded with a status of 4/.test(p)), [], `${where}: errors`);
}

// The page still works: a valid position gives its verdict.
// A panel may still record its own state in the hash a moment after the
// last keystroke (a debounced setParams), so the navigation is retried.
async function assertStillWorks(page) {
  const verdict = page.locator('.nim-panel .verdict-badge:text-is("N")');
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.evaluate(() => { location.hash = '#nim?p=nim%203%204%205'; });
    try {
      await verdict.waitFor({ timeout: 4000 });
      break;
    } catch (e) {
      if (attempt === 4) throw e;
    }
  }
  assert.equal(await page.locator('.nim-panel .verdict-badge').textContent(), 'N');
  assert.equal(await page.locator('.nim-panel').getByLabel('Position in SG notation').inputValue(), 'nim 3 4 5');
}

async function openApp(state, hash, panel = null) {
  await state.page.goto(`${h.session.url}${hash}`);
  await state.page.locator(panel ? `.${panel}, .failure` : '.verdict-badge, .failure').first().waitFor({ state: 'attached' });
  await state.page.waitForFunction(() => !document.querySelector('main[aria-busy="true"]'));
}

describe('XSS through the URL hash', () => {
  for (const { id, panel, extra } of PANELS) {
    test(`#${id}: payloads in every hash parameter are text, never markup or code`, async () => {
      const state = await guardedPage({ bypassCSP: true });
      await openApp(state, `#${id}`);
      await state.page.locator(`.${panel}`).waitFor();
      for (const more of extra.length ? extra : [[]]) {
        for (const payload of PAYLOADS) {
          const params = new URLSearchParams([...HASH_PARAMS.filter((k) => !more.some(([m]) => m === k)).map((k) => [k, payload]), ...more]);
          await state.page.evaluate((h) => { location.hash = h; }, `#${id}?${params}`);
          await quiet(state.page);
          await assertClean(state, `#${id} ${JSON.stringify(more)} ${payload}`);
        }
      }
      // The payload shown back, if at all, is text: the position field holds it verbatim.
      await state.page.evaluate((h) => { location.hash = h; }, `#${id}?p=${encodeURIComponent(PAYLOADS[0])}`);
      await quiet(state.page);
      await assertClean(state, `#${id} last`);
      await assertStillWorks(state.page);
    });
  }

  test('a payload as the panel id itself', async () => {
    const state = await guardedPage({ bypassCSP: true });
    await openApp(state, '#nim');
    for (const payload of PAYLOADS) {
      await state.page.evaluate((h) => { location.hash = h; }, `#${encodeURIComponent(payload)}?p=${encodeURIComponent(payload)}`);
      await quiet(state.page);
      await assertClean(state, `panel id ${payload}`);
    }
    await assertStillWorks(state.page);
  });

  test('loading the page with a payload hash (first load, not a hash change)', async () => {
    const state = await guardedPage({ bypassCSP: true });
    await openApp(state, `#sums?p=${encodeURIComponent(PAYLOADS[0])}&mode=${encodeURIComponent(PAYLOADS[2])}`);
    await quiet(state.page);
    await assertClean(state, 'first load');
    await assertStillWorks(state.page);
  });
});

// The text fields a panel shows (position, rule, value fields, the graph's
// edge list...), found by role so that new fields are covered too.
const FIELDS = 'input:not([type]), input[type="text"], input[type="search"], input[type="url"], textarea';

describe('XSS through every text field', () => {
  for (const { id, panel, extra } of PANELS) {
    test(`${id}: payloads typed into every text field stay text`, async () => {
      const state = await guardedPage({ bypassCSP: true });
      let fieldsSeen = 0;
      for (const more of extra.length ? extra : [[]]) {
        await openApp(state, `#${id}${more.length ? `?${new URLSearchParams(more)}` : ''}`, panel);
        await quiet(state.page);
        const fields = state.page.locator(`.${panel}`).locator(FIELDS);
        const count = await fields.count();
        for (let i = 0; i < count; i++) {
          const field = fields.nth(i);
          if (!(await field.isVisible()) || !(await field.isEditable())) continue;
          fieldsSeen += 1;
          for (const payload of PAYLOADS) {
            await field.fill(payload);
            await field.press('Enter');
            await field.dispatchEvent('change');
            await quiet(state.page);
            await assertClean(state, `${id} field ${i} ${payload}`);
          }
          await field.blur();
        }
      }
      assert.ok(fieldsSeen >= 1, `${id}: no text field found`);
      await quiet(state.page);
      await assertClean(state, `${id} after typing`);
      await assertStillWorks(state.page);
    });
  }
});

describe('with the CSP on', () => {
  test('no violation while payloads pass through hash and fields, and the CSP blocks inline script', async () => {
    const state = await guardedPage({ bypassCSP: false });
    await openApp(state, '#nim');
    for (const payload of PAYLOADS) {
      await state.page.evaluate((h) => { location.hash = h; }, `#sums?p=${encodeURIComponent(payload)}`);
      await quiet(state.page);
    }
    await openApp(state, '#nim');
    const field = state.page.getByLabel('Position in SG notation');
    for (const payload of PAYLOADS) {
      await field.fill(payload);
      await field.press('Enter');
    }
    await quiet(state.page);
    await assertClean(state, 'CSP on');
    // The policy is live: an inline script added on purpose is refused and reported.
    await state.page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = "__pwned('inline-by-test')";
      document.body.append(s);
    });
    await quiet(state.page);
    assert.deepEqual(state.ran, [], 'the CSP let an inline script run');
    const violations = await state.page.evaluate(() => window.__violations);
    assert.ok(violations.some((v) => /script-src/.test(v)), `expected a script-src violation, got ${JSON.stringify(violations)}`);
    await state.page.evaluate(() => document.querySelector('body > script:last-child').remove());
    await assertStillWorks(state.page);
  });
});

const escapeAttribute = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('XSS through the embed', () => {
  test('<sg-playground> attributes (position, mode, theme, editable) never become markup or code', async () => {
    const state = await guardedPage({ bypassCSP: true });
    const modes = ['play', 'analyze', 'explain'];
    const body = PAYLOADS.map((p, i) => `<sg-playground position="${escapeAttribute(p)}" mode="${modes[i % 3]}" theme="${escapeAttribute(PAYLOADS[(i + 1) % PAYLOADS.length])}" editable></sg-playground>
<sg-playground position="nim 3 4 5" mode="${escapeAttribute(p)}"></sg-playground>`).join('\n');
    // A host page of our own without a CSP, as a third-party page may be.
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>
<script type="module" src="../web/embed/sg-embed.js"></script></head><body>
<sg-playground id="good" position="nim 3 4 5" mode="play"></sg-playground>
${body}</body></html>`;
    await state.page.route(`${h.session.url}fixture/host.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await state.page.goto(`${h.session.url}fixture/host.html`);
    const good = state.page.locator('#good');
    await good.locator('.verdict-badge').first().waitFor({ timeout: 15000 });
    // Let every element come into view and answer.
    const hosts = state.page.locator('sg-playground');
    for (let i = 0; i < await hosts.count(); i++) await hosts.nth(i).scrollIntoViewIfNeeded();
    await quiet(state.page);
    await assertClean(state, 'embed attributes');
    // Attributes changed later are attributes too; and the editable field takes payloads.
    for (const payload of PAYLOADS) {
      await state.page.evaluate((p) => {
        const e = document.getElementById('good');
        e.setAttribute('position', p);
        e.setAttribute('mode', 'play');
      }, payload);
      await quiet(state.page);
    }
    const field = state.page.locator('sg-playground[editable]').first().locator(FIELDS).first();
    if (await field.count()) {
      for (const payload of PAYLOADS) {
        await field.fill(payload);
        await field.press('Enter');
      }
    }
    await quiet(state.page);
    await assertClean(state, 'embed attribute changes and field');
    // Still works: a valid position gives its verdict.
    await state.page.evaluate(() => document.getElementById('good').setAttribute('position', 'nim 1 2 3'));
    await good.locator('.verdict-badge:text-is("P")').waitFor({ timeout: 10000 });
  });

  test('embed.html: payloads in its hash stay text', async () => {
    const state = await guardedPage({ bypassCSP: true });
    await state.page.goto(`${h.session.url}embed.html#position=${encodeURIComponent(PAYLOADS[0])}&mode=play&editable`);
    await quiet(state.page);
    for (const payload of PAYLOADS) {
      const params = new URLSearchParams([['position', payload], ['mode', payload], ['theme', payload], ['editable', payload]]);
      await state.page.evaluate((h) => { location.hash = h; }, `#${params}`);
      await quiet(state.page);
      await assertClean(state, `embed.html ${payload}`);
    }
    await state.page.evaluate(() => { location.hash = '#position=nim%203%204%205&mode=analyze'; });
    await state.page.locator('sg-playground .verdict-badge:text-is("N")').waitFor({ timeout: 10000 });
    await assertClean(state, 'embed.html end');
  });
});

describe('the detectors can fail', () => {
  test('a payload that does reach innerHTML is caught (by the binding and by the DOM search)', async () => {
    const state = await guardedPage({ bypassCSP: true });
    await openApp(state, '#nim', 'nim-panel');
    // Done by the test itself, never by the page: what a vulnerable panel would do.
    await state.page.evaluate((p) => {
      const div = document.createElement('div');
      div.id = 'vulnerable';
      div['inner' + 'HTML'] = p;
      document.body.append(div);
    }, PAYLOADS[0]);
    await quiet(state.page);
    assert.deepEqual(state.ran, ['img']);
    assert.ok((await injectedMarkup(state.page)).some((f) => /onerror|img src=x/.test(f)));
    await assert.rejects(assertClean(state, 'vulnerable'));
    state.ran.length = 0;
    await state.page.evaluate(() => document.getElementById('vulnerable').remove());
    state.problems.length = 0;
    await assertClean(state, 'after removal');
  });
});
