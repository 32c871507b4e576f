// Static checks that user text cannot become markup or code:
// no HTML-string sinks or code-from-text in the page's own scripts, and
// every page ships a Content-Security-Policy that allows only its own
// scripts and the WASM.
// Run: node --test tests/node/page/no_injection.test.mjs
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { filesUnder } from '../../node_support/files_under.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));

const pages = readdirSync(root).filter((n) => n.endsWith('.html')).map((n) => join(root, n));
// web/api/wasm holds the Emscripten glue, generated and checked separately below.
const scripts = filesUnder(join(root, 'web'), (n) => /\.(m?js|html)$/.test(n), (_, name) => name === 'wasm' || name === 'node_modules');

// Sinks that parse a string as HTML, and ways to run a string as code.
const SINKS = [
  ['innerHTML', /\binnerHTML\b/],
  ['outerHTML', /\bouterHTML\b/],
  ['insertAdjacentHTML', /\binsertAdjacentHTML\b/],
  ['document.write', /\bdocument\s*\.\s*write(ln)?\b/],
  ['eval', /(^|[^\w$.])eval\s*\(/],
  ['new Function', /\bnew\s+Function\s*\(/],
  ['Function(...) called as a constructor', /(^|[^\w$.])Function\s*\(\s*['"`]/],
  ['setTimeout/setInterval with a string', /\bset(Timeout|Interval)\s*\(\s*['"`]/],
  ['createContextualFragment', /\bcreateContextualFragment\b/],
  ['DOMParser', /\bDOMParser\b/],
  ['srcdoc', /\bsrcdoc\b/],
  ['a javascript: URL', /javascript:/i],
];

// Comments may mention a sink ("never innerHTML"); only code counts.
function stripComments(source) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
    .replace(/<!--[\s\S]*?-->/g, (m) => m.replace(/[^\n]/g, ' '));
}

test('the scan sees the page scripts', () => {
  const names = scripts.map((f) => relative(root, f));
  for (const expected of ['web/app.js', 'web/api/sg.js', 'web/kit/dom.js', 'web/api/sg-worker.js']) assert.ok(names.includes(expected), expected);
  assert.ok(pages.some((p) => p.endsWith('index.html')));
});

test('the detector finds each sink it looks for', () => {
  const samples = ['a.innerHTML = x', 'a.outerHTML = x', 'a.insertAdjacentHTML("beforeend", x)', 'document.write(x)',
    'eval(x)', 'new Function(x)', 'Function("return 1")', 'setTimeout("x()", 1)', 'range.createContextualFragment(x)',
    'new DOMParser()', 'frame.srcdoc = x', 'a.href = "javascript:x"'];
  SINKS.forEach(([name, pattern], i) => assert.match(stripComments(samples[i]), pattern, name));
  assert.doesNotMatch(stripComments('// never innerHTML here\nconst x = 1;'), /innerHTML/);
  assert.doesNotMatch(stripComments('retrieval(x); medieval (y)'), SINKS[4][1]);
});

for (const file of [...scripts, ...pages]) {
  test(`${relative(root, file)} has no HTML-string sink and runs no text as code`, () => {
    const code = stripComments(readFileSync(file, 'utf8'));
    const found = [];
    code.split('\n').forEach((line, i) => {
      for (const [name, pattern] of SINKS) if (pattern.test(line)) found.push(`line ${i + 1}: ${name}: ${line.trim().slice(0, 120)}`);
    });
    assert.deepEqual(found, []);
  });
}

test('pages carry no inline script or inline event handler (the CSP would block them anyway)', () => {
  for (const page of pages) {
    const html = stripComments(readFileSync(page, 'utf8'));
    for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      assert.match(m[1], /\bsrc=/, `${relative(root, page)}: an inline <script>`);
      assert.equal(m[2].trim(), '', `${relative(root, page)}: a <script src> with a body`);
    }
    assert.doesNotMatch(html, /<[^>]+\son[a-z]+\s*=/i, `${relative(root, page)}: an inline event handler`);
  }
});

function cspOf(page) {
  const html = readFileSync(page, 'utf8');
  const metas = [...html.matchAll(/<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/gi)];
  assert.equal(metas.length, 1, `${relative(root, page)} needs exactly one CSP meta tag`);
  const head = html.slice(0, html.search(/<\/head>/i));
  assert.ok(head.includes(metas[0][0]), 'the CSP meta is in <head>');
  // It must come before any script, or the script would load unrestricted.
  const firstScript = html.search(/<script\b/i);
  assert.ok(firstScript < 0 || html.indexOf(metas[0][0]) < firstScript, 'the CSP meta precedes every script');
  return Object.fromEntries(metas[0][1].split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
    const [name, ...values] = d.split(/\s+/);
    return [name.toLowerCase(), values];
  }));
}

for (const name of ['index.html', 'embed.html']) {
  const page = join(root, name);
  test(`${name} ships a CSP allowing only its own scripts and the WASM`, { skip: !existsSync(page) && `${name} does not exist` }, () => {
    const csp = cspOf(page);
    const scriptSrc = csp['script-src'] ?? csp['default-src'];
    assert.ok(scriptSrc, 'script-src (or default-src) is set');
    assert.ok(scriptSrc.includes("'self'"), "script-src allows 'self'");
    for (const v of scriptSrc) assert.ok(["'self'", "'wasm-unsafe-eval'"].includes(v), `script-src allows ${v}`);
    for (const [directive, values] of Object.entries(csp)) {
      for (const bad of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'data:', 'blob:', 'http:', 'https:'])
        assert.ok(!values.includes(bad), `${directive} allows ${bad}`);
    }
    assert.deepEqual(csp['object-src'], ["'none'"], "object-src 'none'");
    assert.deepEqual(csp['base-uri'], ["'none'"], "base-uri 'none' (a <base> cannot redirect the module URLs)");
    if (csp['worker-src']) assert.deepEqual(csp['worker-src'], ["'self'"]);
  });
}
