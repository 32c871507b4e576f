// The exports, end to end in Chromium: every drawing, table and plot saves an
// SVG that parses as XML with an <svg> root, holds the drawing's shapes
// (nodes, edges, coins, cells, rows) and needs nothing from the page (no
// class, style sheet, CSS variable or link; generic fonts), and a PNG that
// decodes at twice the SVG's size; "Copy analysis" puts the verdict, every
// winning move and the reasoning on the clipboard as Markdown and as LaTeX
// that compiles with pdflatex where it is installed (else its structure is
// checked); a refused clipboard shows the text selected in a field.
// Run: node --test --test-concurrency=1 tests/e2e/page/export.test.mjs
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { after, afterEach, before, describe, test } from 'node:test';
import { browserHarness, VIEWPORTS } from '../../e2e_support/browser.mjs';
import { checkLatexStructure, unescapeLatex } from '../../e2e_support/latex.mjs';

const h = browserHarness({ before, after, afterEach });
const hasPdflatex = spawnSync('sh', ['-c', 'command -v pdflatex'], { encoding: 'utf8' }).status === 0;
let dir;
before(() => { dir = mkdtempSync(join(tmpdir(), 'sg-export-')); });
after(() => rmSync(dir, { recursive: true, force: true }));

async function open(hash, { clipboard = true, ready = '.panel:not([hidden]) .verdict-badge:not(:text-is("?"))' } = {}) {
  const context = await h.newContext({ viewport: VIEWPORTS.desktop, reducedMotion: 'reduce', acceptDownloads: true, deviceScaleFactor: 1 });
  if (clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  else await context.addInitScript(() => { navigator.clipboard.writeText = () => Promise.reject(new Error('refused')); });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`); });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  await page.goto(`${h.session.url}${hash}`);
  await page.locator(ready).first().waitFor();
  return { page, problems };
}

// Chooses an item of the export menu in `card`; resolves to the file saved.
async function save(page, card, item) {
  const menu = page.locator(`${card} .export-menu`).first();
  await menu.locator('.export-button').click();
  const [download] = await Promise.all([page.waitForEvent('download'), menu.locator(`[data-export="${item}"]`).click()]);
  const path = join(dir, download.suggestedFilename());
  await download.saveAs(path);
  await menu.locator('.export-status', { hasText: 'Saved' }).waitFor();
  return { name: download.suggestedFilename(), path };
}

// The SVG parsed by the browser's XML parser: its root, counts of shapes,
// every text, and the attributes that would tie it to the page.
async function parseSvg(page, file) {
  const text = readFileSync(file, 'utf8');
  assert.match(text, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  const info = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'image/svg+xml');
    const root = doc.documentElement;
    const all = [...root.querySelectorAll('*')];
    const count = (tag) => root.getElementsByTagName(tag).length;
    return {
      error: doc.getElementsByTagName('parsererror').length ? doc.getElementsByTagName('parsererror')[0].textContent : null,
      root: root.localName, ns: root.namespaceURI, width: Number(root.getAttribute('width')), height: Number(root.getAttribute('height')),
      viewBox: root.getAttribute('viewBox'),
      counts: Object.fromEntries(['circle', 'path', 'rect', 'line', 'text', 'g', 'style', 'use', 'image'].map((t) => [t, count(t)])),
      texts: [...root.getElementsByTagName('text')].map((t) => t.textContent),
      title: root.querySelector('title')?.textContent ?? '',
      radii: [...root.getElementsByTagName('circle')].map((c) => Number(c.getAttribute('r'))),
      fonts: [...new Set(all.map((n) => n.getAttribute('font-family')).filter(Boolean))],
      paints: [...new Set(all.flatMap((n) => [n.getAttribute('fill'), n.getAttribute('stroke')]).filter(Boolean))],
      banned: all.flatMap((n) => [...n.attributes].map((a) => a.name).filter((a) => /^(class|style|id|href|xlink:href|role|tabindex|aria-.*|data-.*)$/.test(a))),
    };
  }, text);
  assert.equal(info.error, null, `${file} parses as XML`);
  assert.equal(info.root, 'svg');
  assert.equal(info.ns, 'http://www.w3.org/2000/svg');
  assert.ok(info.width > 0 && info.height > 0 && /^-?[\d.]+ -?[\d.]+ [\d.]+ [\d.]+$/.test(info.viewBox), 'a size and a viewBox');
  assert.deepEqual(info.banned, [], 'no class, style, id, link or ARIA attribute');
  assert.equal(info.counts.style + info.counts.use + info.counts.image, 0, 'no <style>, <use> or <image>');
  assert.doesNotMatch(text, /var\(|url\(|@import|<script/, 'no CSS variable, url() or script');
  for (const f of info.fonts) assert.ok(['sans-serif', 'monospace', 'serif'].includes(f), `a generic font: ${f}`);
  for (const p of info.paints) assert.match(p, /^(none|rgba?\([\d., ]+\))$/, `a resolved colour: ${p}`);
  return info;
}

// The PNG decoded (zlib-inflated and its scanlines counted): its size.
function decodePng(file) {
  const data = readFileSync(file);
  assert.deepEqual([...data.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'the PNG signature');
  let offset = 8;
  let header = null;
  const idat = [];
  while (offset < data.length) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    const body = data.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), depth: body[8], colour: body[9] };
    if (type === 'IDAT') idat.push(body);
    offset += 12 + length;
  }
  assert.ok(header, 'an IHDR chunk');
  const channels = { 0: 1, 2: 3, 4: 2, 6: 4 }[header.colour];
  assert.equal(header.depth, 8);
  const pixels = inflateSync(Buffer.concat(idat));
  assert.equal(pixels.length, header.height * (1 + header.width * channels), 'every scanline is there');
  return header;
}

async function checkBoth(page, card, expectKind) {
  const svgFile = await save(page, card, 'svg');
  assert.match(svgFile.name, new RegExp(`^${expectKind}-[a-z0-9-]*\\.svg$`), svgFile.name);
  const info = await parseSvg(page, svgFile.path);
  const pngFile = await save(page, card, 'png');
  assert.equal(pngFile.name, svgFile.name.replace(/\.svg$/, '.png'));
  const png = decodePng(pngFile.path);
  assert.equal(png.width, Math.round(info.width * 2), 'the PNG is twice as wide as the SVG');
  assert.equal(png.height, Math.round(info.height * 2), 'the PNG is twice as high as the SVG');
  return info;
}

describe('drawing exports', () => {
  test('the game graph: every node and edge, arrowheads as shapes', async () => {
    const position = 'graph(a>b,b>c,a>c,c>d,b>d,d>d) a a';
    const { page, problems } = await open(`#graphs?p=${encodeURIComponent(position)}`);
    await page.locator('.graph-drawing .node-value:not(:empty)').first().waitFor();
    const info = await checkBoth(page, '.graph-drawing-card', 'graph');
    assert.equal(info.radii.filter((r) => r === 20).length, 4, 'one body per node');
    assert.equal(info.counts.path, 12, 'each of the 6 edges and its arrowhead');
    const drawn = await page.locator('.graph-drawing .graph-node text').evaluateAll((ts) => ts.map((t) => t.textContent).filter(Boolean));
    assert.ok(drawn.filter((t) => t.startsWith('∞')).length === 4, 'every node is a draw here (d loops), labelled with its ∞ value');
    assert.deepEqual([...info.texts].sort(), [...drawn].sort(), 'every name, letter and label drawn on the page');
    assert.match(info.title, /The game graph of graph\(a>b/);
    assert.deepEqual(problems, []);
  });

  test('trees and Hackenbush', async () => {
    const { page, problems } = await open(`#trees?p=${encodeURIComponent('tree (()(()())) + hackenbush 0-1 1-2 2-0 2-2')}`);
    await page.locator('.tree-drawing .edge').first().waitFor();
    const info = await checkBoth(page, '.tree-drawing-card', 'drawing');
    assert.equal(info.radii.filter((r) => r === 11).length, 5, 'the tree\'s 5 nodes');
    assert.equal(info.radii.filter((r) => r === 9).length, 2, 'the Hackenbush graph\'s vertices above the ground');
    assert.equal(info.counts.line + info.counts.path >= 4 + 4, true, 'every edge');
    for (const t of ['0', '1', '4', 'component 1', 'component 2']) assert.ok(info.texts.includes(t), t);
    assert.deepEqual(problems, []);
  });

  test('the coin row', async () => {
    const { page, problems } = await open(`#coins?p=${encodeURIComponent('coins(mock) THHTTH')}`);
    await page.locator('.coin-sg:not(:empty)').first().waitFor();
    const info = await checkBoth(page, '.coin-board', 'coins');
    assert.equal(info.counts.circle, 6, 'one disc per coin');
    assert.deepEqual(info.texts.filter((t) => t === 'H' || t === 'T'), ['T', 'H', 'H', 'T', 'T', 'H']);
    for (const v of ['2', '4', '11']) assert.ok(info.texts.includes(v), `the head value ${v}`);
    assert.deepEqual(problems, []);
  });

  test('the Grundy sequence plot and the Wythoff table', async () => {
    let { page, problems } = await open('#heaps?view=sequence&rule=kayles&n=100', { ready: '.seq-summary:not([hidden])' });
    let info = await checkBoth(page, '.seq-summary', 'sequence');
    assert.equal(info.counts.circle, 100, 'one dot per value');
    assert.ok(info.texts.some((t) => t.startsWith('period 12 from 71')), 'the period');
    assert.deepEqual(problems, []);
    ({ page, problems } = await open('#heaps?view=wythoff&rows=10&cols=12', { ready: '.wy-table' }));
    const pCells = await page.locator('.wy-cell.is-p').count();
    assert.equal(pCells, 8, 'the P positions of the 10 x 12 corner: (0,0), (1,2), (2,1), (3,5), (5,3), (4,7), (7,4), (6,10)');
    info = await checkBoth(page, '.wy-card', 'table');
    assert.equal(info.counts.rect, 1 + 10 * 12, 'the background and one cell per value');
    assert.equal(info.texts.filter((t) => t === 'P').length, pCells, 'every P position');
    assert.deepEqual(problems, []);
  });

  test('the nim-sum in binary', async () => {
    const { page, problems } = await open(`#nim?p=${encodeURIComponent('nim 3 4 5')}`);
    const info = await checkBoth(page, '.binary-card', 'nim-sum');
    for (const t of ['Heap 1', 'Heap 2', 'Heap 3', 'Nim-sum (XOR)', '3', '4', '5', '2']) assert.ok(info.texts.includes(t), t);
    assert.deepEqual(problems, []);
  });
});

describe('copy the analysis', () => {
  const position = 'graph(start_1>mid_2,mid_2>end_3,start_1>end_3,end_3>sink_4,mid_2>sink_4) start_1 mid_2';

  async function copy(page, item) {
    const menu = page.locator('.panel:not([hidden]) .verdict-card .export-menu');
    await menu.locator('.export-button').click();
    await menu.locator(`[data-export="${item}"]`).click();
    return menu;
  }

  test('Markdown and LaTeX: the verdict, every winning move and the reasoning', async () => {
    const { page, problems } = await open(`#graphs?p=${encodeURIComponent(position)}`);
    const moves = await page.locator('.graph-panel .move-list .move-name').allTextContents();
    assert.ok(moves.length >= 1, 'the position has winning moves');
    const decided = await page.locator('.graph-panel .decided-text').textContent();
    let menu = await copy(page, 'markdown');
    await menu.locator('.export-status', { hasText: 'Markdown copied' }).waitFor();
    const md = await page.evaluate(() => navigator.clipboard.readText());
    assert.ok(md.startsWith(`# Analysis of \`${position}\``));
    assert.match(md, /\*\*Verdict:\*\* N position: the player to move wins\./);
    const plain = md.replace(/\\([\\`*_[\]<>#|~])/g, '$1');
    const listed = md.split('\n').filter((l) => /^\d+\. /.test(l)).map((l) => l.replace(/\\([\\`*_[\]<>#|~])/g, '$1'));
    assert.equal(listed.length, moves.length, 'every winning move');
    moves.forEach((m, i) => assert.ok(listed[i].startsWith(`${i + 1}. ${m}`), `${listed[i]} is ${m}`));
    assert.ok(plain.includes(`## Reasoning\n\n**Decided by** ${decided}`), 'the deciding theorem');
    menu = await copy(page, 'latex');
    await menu.locator('.export-status', { hasText: 'LaTeX copied' }).waitFor();
    const tex = await page.evaluate(() => navigator.clipboard.readText());
    checkLatexStructure(tex, 'the copied LaTeX');
    assert.ok(tex.includes('start\\_1'), 'underscores in node names are escaped');
    const text = unescapeLatex(tex);
    assert.ok(text.includes(decided), 'the deciding theorem');
    for (const m of moves) assert.ok(text.includes(m), `the move ${m}`);
    if (hasPdflatex) {
      writeFileSync(join(dir, 'copied.tex'), tex);
      execFileSync('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', 'copied.tex'], { cwd: dir, stdio: 'pipe', timeout: 120000 });
      assert.ok(readFileSync(join(dir, 'copied.pdf')).subarray(0, 5).toString() === '%PDF-', 'pdflatex wrote a PDF');
    }
    assert.deepEqual(problems, []);
  });

  test('a refused clipboard: the text is shown selected in a read-only field', async () => {
    const { page, problems } = await open(`#nim?p=${encodeURIComponent('nim 3 4 5')}`, { clipboard: false });
    const menu = await copy(page, 'markdown');
    await menu.locator('.export-status', { hasText: 'Markdown selected' }).waitFor();
    const field = menu.locator('.export-fallback textarea');
    assert.equal(await field.isVisible(), true);
    assert.equal(await field.getAttribute('readonly'), '');
    const state = await field.evaluate((t) => ({ focused: document.activeElement === t, start: t.selectionStart, end: t.selectionEnd, length: t.value.length, value: t.value }));
    assert.ok(state.focused && state.start === 0 && state.end === state.length, 'focused and selected whole');
    assert.match(state.value, /^# Analysis of `nim 3 4 5`\n\n\*\*Verdict:\*\* N position/);
    assert.match(state.value, /1\. Take 2 from heap 1 → `nim 1 4 5`/);
    assert.match(await menu.locator('.export-fallback label').textContent(), /Markdown: press Ctrl\+C/);
    await page.keyboard.press('Escape');
    assert.equal(await field.isVisible(), false, 'Escape closes it');
    assert.deepEqual(problems, []);
  });
});
