// Speed as the user feels it: cold load to the first verdict, and
// keystroke to rendered verdict for Nim, coin-row and game-graph positions of
// 1000 heaps / coins / nodes; and a 10^6-coin row from the text
// to its rendered verdict.
//
// Measured inside the page with performance marks: an init script marks
// every `input` event (capture phase, before the panel's own listener),
// watches the verdict badges, and when a badge gets its P/N/D marks the
// verdict as set, then waits for the next frame (requestAnimationFrame, then
// a task) and measures input -> rendered. The figures are printed and
// written to test-results/perf.json.
//
// Budgets: cold load < 1 s, keystroke median < 16 ms. Speed targets are
// measured and reported, never asserted as timed tests (the developers'
// guide): this runs on shared CI machines whose load varies, so a breach of
// the budget is printed and written to perf.json ("withinBudget": false).
// What is asserted is that every keystroke gets its rendered verdict, and a
// sanity bound (LOOSE) far above any budget that only a hang would cross.
import assert from 'node:assert/strict';
import { writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { resultsDir, startSession } from '../../e2e_support/browser.mjs';

const BUDGET = { coldLoadMs: 1000, keystrokeMs: 16, millionCoinsMs: 1000 };
const LOOSE = { coldLoadMs: 15000, keystrokeMs: 5000, millionCoinsMs: 20000 };

// Installed before any page script: marks and samples in window.__sgPerf.
function instrument() {
  const perf = { firstVerdict: null, samples: [], inputAt: null };
  window.__sgPerf = perf;
  addEventListener('input', () => {
    performance.mark('sg-input');
    perf.inputAt = performance.now();
  }, true);
  const badgeOf = (node) => (node.nodeType === 1 ? node : node.parentElement)?.closest?.('.verdict-badge');
  new MutationObserver((records) => {
    const badge = records.map((r) => badgeOf(r.target)).find(Boolean);
    if (!badge || !/^[PND]$/.test(badge.textContent)) return;
    const now = performance.now();
    if (perf.firstVerdict === null) {
      performance.mark('sg-first-verdict');
      perf.firstVerdict = now;
    }
    if (perf.inputAt === null) return;
    const start = perf.inputAt;
    perf.inputAt = null;
    performance.mark('sg-verdict-set');
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        performance.mark('sg-verdict-rendered');
        const m = performance.measure('sg-keystroke-to-verdict', 'sg-input', 'sg-verdict-rendered');
        perf.samples.push({ setMs: now - start, renderedMs: m.duration });
      };
      channel.port2.postMessage(0);
    });
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2 : NaN;
};

// Inputs of 1000 heaps / coins / nodes, and keystrokes that keep them valid.
function scenarios() {
  let seed = 12345;
  const rand = (n) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  const heaps = Array.from({ length: 1000 }, () => 1 + rand(999));
  const coins = Array.from({ length: 1000 }, () => (rand(2) ? 'H' : 'T')).join('');
  const edges = [];
  for (let v = 0; v + 1 < 1000; v++) edges.push(`${v}>${v + 1}`);
  for (let i = 0; i < 1000; i++) {
    const u = rand(999);
    edges.push(`${u}>${u + 1 + rand(999 - u)}`);
  }
  const typing = [' ', '5', '7', 'Backspace', 'Backspace', 'Backspace'];
  return [
    { name: 'nim, 1000 heaps', panel: 'nim', cls: 'nim-panel', text: `nim ${heaps.join(' ')}`, keys: typing },
    { name: 'coins, 1000 coins', panel: 'coins', cls: 'coins-panel', text: `coins(mock) ${coins}`,
      keys: ['H', 'T', 'H', 'Backspace', 'Backspace', 'Backspace'] },
    { name: 'graph, 1000 nodes', panel: 'graphs', cls: 'graph-panel', text: `graph(${edges.join(',')}) 0`, keys: typing },
  ];
}

let session;
const report = { date: new Date().toISOString(), budget: BUDGET, coldLoad: null, keystroke: {} };
before(async () => { session = await startSession(); });
after(async () => {
  await session?.close();
  await mkdir(resultsDir, { recursive: true });
  await writeFile(join(resultsDir, 'perf.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`perf figures: ${JSON.stringify(report)}`);
});

test('cold load to the first verdict (fresh context, empty cache)', async () => {
  const times = [];
  for (let i = 0; i < 3; i++) {
    const context = await session.browser.newContext();
    await context.addInitScript(instrument);
    const page = await context.newPage();
    await page.goto(`${session.url}#nim`);
    await page.waitForFunction(() => window.__sgPerf?.firstVerdict !== null, null, { timeout: 15000 });
    times.push(await page.evaluate(() => window.__sgPerf.firstVerdict));
    await context.close();
  }
  const m = median(times);
  report.coldLoad = { runsMs: times.map((t) => +t.toFixed(1)), medianMs: +m.toFixed(1), withinBudget: m < BUDGET.coldLoadMs };
  console.log(`cold load to first verdict: ${times.map((t) => t.toFixed(0)).join(', ')} ms (median ${m.toFixed(0)})`);
  assert.ok(m < LOOSE.coldLoadMs, `median cold load ${m.toFixed(0)} ms`);
});

for (const s of scenarios()) {
  test(`keystroke to rendered verdict: ${s.name}`, async () => {
    const context = await session.browser.newContext();
    await context.addInitScript(instrument);
    const page = await context.newPage();
    await page.goto(`${session.url}#${s.panel}`);
    const input = page.locator(`.${s.cls} .position-input`).first();
    await input.waitFor();
    await page.waitForFunction(() => window.__sgPerf?.firstVerdict !== null, null, { timeout: 15000 });
    await input.fill(s.text);
    await page.waitForFunction((cls) => /^[PND]$/.test(document.querySelector(`.${cls} .verdict-badge`)?.textContent),
      s.cls, { timeout: 15000 });
    await page.evaluate(() => { window.__sgPerf.samples = []; });
    await input.press('End');
    // 24 keystrokes: each waits 0-16.7 ms for its frame depending on when
    // it lands, and a median of 12 moved by +-3 ms between runs.
    const keys = [...s.keys, ...s.keys, ...s.keys, ...s.keys];
    let typed = 0;
    for (const [i, key] of keys.entries()) {
      await page.keyboard.press(key);
      await page.waitForFunction((n) => window.__sgPerf.samples.length >= n, i + 1, { timeout: 30000 });
      typed = i + 1;
      // Far over budget already: three keystrokes say enough, spare the run.
      const slow = await page.evaluate((limit) => window.__sgPerf.samples.filter((x) => x.renderedMs > limit).length, 4 * BUDGET.keystrokeMs * 3);
      if (typed >= 3 && slow >= 3) break;
    }
    const samples = await page.evaluate(() => window.__sgPerf.samples);
    await context.close();
    const rendered = samples.map((x) => x.renderedMs);
    const m = median(rendered);
    report.keystroke[s.name] = {
      keystrokes: samples.length,
      medianMs: +m.toFixed(2),
      maxMs: +Math.max(...rendered).toFixed(2),
      medianSetMs: +median(samples.map((x) => x.setMs)).toFixed(2),
      withinBudget: m < BUDGET.keystrokeMs,
    };
    console.log(`${s.name}: keystroke to rendered verdict median ${m.toFixed(1)} ms, max ${Math.max(...rendered).toFixed(1)} ms ` +
      `(verdict set after ${report.keystroke[s.name].medianSetMs} ms)`);
    assert.equal(samples.length, typed, 'one rendered verdict per keystroke');
    assert.ok(m < LOOSE.keystrokeMs, `median ${m.toFixed(1)} ms`);
  });
}

// A row of 10^6 coins, from the text arriving in the field to the
// rendered verdict (the Worker's lean analysis, then the window of coins).
// Three different rows, median reported.
test('a 10^6-coin row: text to rendered verdict', async () => {
  const context = await session.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${session.url}#coins`);
  await page.waitForFunction(() => /^[PN]$/.test(document.querySelector('.coins-panel .verdict-badge')?.textContent ?? ''), null, { timeout: 15000 });
  const times = [];
  for (let run = 0; run < 3; run++) {
    times.push(await page.evaluate((run) => new Promise((resolve) => {
      let row = '';
      for (let i = 0; i < 1000000; i++) row += (i + run) % 7 === 3 ? 'H' : 'T';
      const input = document.querySelector('.coins-panel .position-input');
      const t0 = performance.now();
      input.value = `coins(mock) ${row}`;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      const check = () => {
        const summary = document.querySelector('.coins-panel .coin-summary')?.textContent ?? '';
        if (/^1,000,000 coins/.test(summary) && !document.querySelector('.coins-panel .verdict-card.is-stale')
          && document.querySelector('.coins-panel .coin-total-value') && !document.querySelector('.coins-panel .coin-progress:not([hidden])')) {
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0)));
        } else requestAnimationFrame(check);
      };
      check();
    }), run));
  }
  await context.close();
  const m = median(times);
  report.millionCoins = { runsMs: times.map((t) => +t.toFixed(1)), medianMs: +m.toFixed(1), withinBudget: m < BUDGET.millionCoinsMs };
  console.log(`10^6-coin row, text to rendered verdict: ${times.map((t) => t.toFixed(0)).join(', ')} ms (median ${m.toFixed(0)})`);
  assert.ok(m < LOOSE.millionCoinsMs, `median ${m.toFixed(0)} ms`);
});
