// The npm package: `npm pack` of this repository, installed offline from the
// tarball into a fresh temporary project. Node uses the API through the
// package name; a page served from that project uses the element through
// `sg-playground/embed`, which finds its WASM next to itself, as a CDN that
// serves npm packages would serve it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../e2e_support/browser.mjs';
import { repoRoot, startServer } from '../../../scripts/static-server.mjs';

const run = promisify(execFile);
let tmp;
let project;

before(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'sg-package-'));
  const { stdout } = await run('npm', ['pack', '--silent', '--pack-destination', tmp], { cwd: repoRoot });
  const tarball = path.join(tmp, stdout.trim().split('\n').pop());
  project = path.join(tmp, 'project');
  await run('mkdir', ['-p', project]);
  await writeFile(path.join(project, 'package.json'), JSON.stringify({ name: 'uses-sg', private: true, type: 'module' }));
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], { cwd: project });
});

after(() => tmp && rm(tmp, { recursive: true, force: true }));

test('the tarball holds the API, its types, the element and the WASM, and no sources or tools', async () => {
  const { stdout } = await run('npm', ['pack', '--dry-run', '--json'], { cwd: repoRoot });
  const files = JSON.parse(stdout)[0].files.map((f) => f.path);
  for (const f of ['package.json', 'web/api/sg.js', 'web/api/api-messages.js', 'web/api/lenient-read.js', 'web/api/sg.d.ts', 'web/api/wasm/sg_core.mjs',
    'web/api/wasm/sg_core.wasm', 'web/api/wasm/sg_core.rest.wasm', 'web/api/wasm/sg_core.zh.txt', 'web/api/wasm/sg_core.rest.en.txt', 'web/embed/sg-embed.js', 'web/embed/sg-embed.d.ts'])
    assert.ok(files.includes(f), `${f} is not packed`);
  assert.deepEqual(files.filter((f) => /^(core|bindings|tests|scripts|bench|node_modules|docs)\//.test(f)), []);
});

test('node: import { loadSG } from "sg-playground" analyses a position', async () => {
  await writeFile(path.join(project, 'use.mjs'), `import { loadSG, SGError } from 'sg-playground';
const sg = await loadSG();
const a = sg.analyze('nim 3 4 5');
let bad = null;
try { sg.analyze('nim 3 x'); } catch (e) { bad = e instanceof SGError; }
console.log(JSON.stringify({ outcome: a.outcome, grundy: String(a.grundy), moves: a.winningMoves.length, bad }));
`);
  const { stdout } = await run(process.execPath, ['use.mjs'], { cwd: project });
  assert.deepEqual(JSON.parse(stdout), { outcome: 'N', grundy: '2', moves: 1, bad: true });
});

test('the package types check with tsc --strict through the package name', async () => {
  await writeFile(path.join(project, 'use.ts'), `import { loadSG, type Analysis } from 'sg-playground';
import type { SGPlaygroundElement } from 'sg-playground/embed';
const sg = await loadSG();
const a: Analysis = sg.analyze('nim 1 2');
const o: 'P' | 'N' | 'D' = a.outcome;
declare const el: SGPlaygroundElement;
const tag: HTMLElementTagNameMap['sg-playground'] = el;
// @ts-expect-error analyze takes a string
sg.analyze(42);
export { o, tag };
`);
  const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
  const flags = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--lib', 'es2022,dom', 'use.ts'];
  const result = await run(process.execPath, [tsc, ...flags], { cwd: project }).then(() => '', (e) => `${e.stdout}${e.stderr}`);
  assert.equal(result, '');
});

test('a page uses <sg-playground> from node_modules/sg-playground/embed', async () => {
  await writeFile(path.join(project, 'page.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>post</title>
<script type="module" src="node_modules/sg-playground/web/embed/sg-embed.js"></script></head>
<body><sg-playground position="nim 1 2 3"></sg-playground>
<sg-playground position="kayles 5" playground="https://play.example/sg/"></sg-playground></body></html>`);
  assert.equal(JSON.parse(await readFile(path.join(project, 'node_modules/sg-playground/package.json'), 'utf8')).exports['./embed'].default,
    './web/embed/sg-embed.js');
  const server = await startServer({ root: project, port: 0 });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    const problems = [];
    page.on('pageerror', (err) => problems.push(err.message));
    page.on('response', (res) => { if (res.status() >= 400 && !/favicon/.test(res.url())) problems.push(`HTTP ${res.status()}: ${res.url()}`); });
    await page.goto(`${server.url}page.html`);
    await page.locator('sg-playground .verdict-badge').filter({ hasText: 'P' }).waitFor({ timeout: 20000 });
    await page.locator('sg-playground .verdict-badge').filter({ hasText: 'N' }).waitFor({ timeout: 20000 });
    assert.deepEqual(problems, []);
    // A package holds no playground page: no link unless `playground` names one.
    const links = await page.locator('sg-playground').evaluateAll((els) => els.map((e) => {
      const a = e.shadowRoot.querySelector('.embed-open');
      return { shown: !a.closest('[hidden]'), href: a.getAttribute('href') };
    }));
    assert.deepEqual(links, [{ shown: false, href: null }, { shown: true, href: 'https://play.example/sg/?lang=en#heaps?p=kayles%205' }]);
  } finally {
    await browser.close();
    await server.close();
  }
});
