// The playground as a phone (360 x 740) and a desktop (1280 x 800) show
// it: every panel reachable from the header, which names the panel on
// show; each panel's verdict right under its position field at both
// widths, and within a phone's first screen; no table column clipped; the
// embed element and embed.html at 360 px. Screenshots in
// test-results/layout-*.png.
// Run: node --test --test-concurrency=1 tests/e2e/page/layout.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { browserHarness, screenshot, VIEWPORTS } from '../../e2e_support/browser.mjs';

// Each panel with a typical position: its opening position (the
// registry's first example, when `position` is null) and another.
const PANELS = [
  { id: 'nim', title: 'Nim', cls: 'nim-panel', positions: [null, 'nim 1 2 3 4 5 6 7'] },
  { id: 'heaps', title: 'Heap games', cls: 'heap-panel', positions: [null, 'sub(1,3,4) 10 7'] },
  { id: 'coins', title: 'Coins', cls: 'coins-panel', positions: [null, 'coins(mock) THHTTH'] },
  { id: 'trees', title: 'Trees', cls: 'tree-panel', positions: [null, 'tree (()(()())) + tree ((()))'] },
  { id: 'graphs', title: 'Graphs', cls: 'graph-panel', positions: [null, 'graph(a>b,b>c,c>a,c>d,d>e) a'] },
  { id: 'sums', title: 'Sums', cls: 'sums-panel', positions: [null, 'every: kayles 5 + nim 3'] },
];
const GALLERY = { id: 'gallery', title: 'Problems', cls: 'gallery-panel' };
// Panels without a position of their own to check (reached from the menu).
const OTHERS = [GALLERY, { id: 'custom', title: 'Custom', cls: 'custom-panel' }, { id: 'tutorial', title: 'Tutorial games', cls: 'tutorial-panel' },
  { id: 'boards', title: 'Boards', cls: 'boards-panel' }];

const h = browserHarness({ before, after, afterEach });

const hashOf = (panel, position) => (position === null ? `#${panel.id}` : `#${panel.id}?p=${encodeURIComponent(position)}`);

async function openPanel(panel, position, viewport) {
  const opened = await h.openPage({ path: hashOf(panel, position), viewport });
  await opened.page.locator(`.${panel.cls} .verdict-badge[class*="outcome-"]`).waitFor();
  return opened;
}

// The boxes of a panel's position field, its card, the verdict card and its
// badge and headline, in page coordinates (the page scrolled to the top).
async function boxes(page, cls) {
  return page.evaluate((panelClass) => {
    scrollTo(0, 0);
    const panel = document.querySelector(`.${panelClass}`);
    const box = (node) => {
      const r = node.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const field = [...panel.querySelectorAll('.position-input')].find((n) => n.getClientRects().length);
    const card = field.closest('.card');
    const slot = panel.querySelector('.panel-verdict');
    // What stands between the position card and the verdict slot.
    const between = [];
    for (let n = card.closest('.panel-layout > *').nextElementSibling; n && n !== slot; n = n.nextElementSibling) {
      if (n.getClientRects().length) between.push(n.className);
    }
    return {
      field: box(field),
      card: box(card),
      verdict: box(panel.querySelector('.verdict-card')),
      badge: box(panel.querySelector('.verdict-badge')),
      headline: box(panel.querySelector('.verdict-headline')),
      between,
      sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  }, cls);
}

describe('every panel is reachable on a phone', () => {
  test('the menu button names the panel on show and opens every panel', async () => {
    const { page, problems } = await h.openPage({ path: '#nim', viewport: VIEWPORTS.phone });
    await page.locator('.nim-panel .verdict-badge[class*="outcome-"]').waitFor();
    const button = page.locator('.panel-menu-button');
    assert.ok(await button.isVisible(), 'the menu button shows at 360 px');
    assert.equal(await page.locator('.panel-nav-list').isVisible(), false, 'the links wait behind the button');
    assert.match(await button.getAttribute('aria-label') ?? await button.textContent(), /Nim/);
    for (const panel of [...PANELS, ...OTHERS]) {
      await button.click();
      assert.equal(await button.getAttribute('aria-expanded'), 'true');
      // Every link is whole on the screen.
      const links = await page.locator('.panel-link').evaluateAll((nodes) => nodes.map((n) => {
        const r = n.getBoundingClientRect();
        return { text: n.textContent, left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: n.scrollWidth, client: n.clientWidth };
      }));
      assert.equal(links.length, PANELS.length + OTHERS.length);
      for (const l of links) {
        assert.ok(l.left >= 0 && l.right <= 360 && l.top >= 0 && l.bottom <= 740, `${l.text} is on the screen: ${JSON.stringify(l)}`);
        assert.ok(l.width <= l.client + 1, `${l.text} is not clipped`);
      }
      await page.locator(`.panel-link[data-panel="${panel.id}"]`).click();
      await page.locator(`main .${panel.cls}`).waitFor();
      assert.equal(await button.getAttribute('aria-expanded'), 'false', 'a choice closes the menu');
      assert.equal(await page.locator('.panel-menu-current').textContent(), panel.title, 'the button names the panel');
      assert.equal(await page.locator('.panel-link[aria-current="page"]').getAttribute('data-panel'), panel.id);
      assert.match(await page.evaluate(() => location.hash), new RegExp(`^#${panel.id}`));
    }
    // Escape closes the menu and gives focus back to its button.
    await button.click();
    await page.keyboard.press('Escape');
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.evaluate(() => document.activeElement.classList.contains('panel-menu-button')), true);
    await screenshot(page, 'layout-menu-360');
    assert.deepEqual(problems, []);
  });

  test('on wider screens every link shows whole, on one row (two below 1024 px)', async () => {
    for (const width of [1280, 1024, 800, 641]) {
      const { page } = await h.openPage({ path: '#graphs', viewport: { width, height: 800 } });
      await page.locator('.graph-panel .verdict-badge[class*="outcome-"]').waitFor();
      const rows = await page.locator('.panel-link').evaluateAll((nodes) => new Set(nodes.map((n) => Math.round(n.getBoundingClientRect().top))).size);
      assert.ok(rows <= (width >= 1024 ? 1 : 2), `${width} px: the links take ${rows} rows`);
      assert.equal(await page.locator('.panel-menu-button').isVisible(), false);
      const clipped = await page.locator('.panel-link').evaluateAll((nodes) => nodes.filter((n) => n.getBoundingClientRect().right > innerWidth).length);
      assert.equal(clipped, 0, `${width} px: no link runs off the screen`);
    }
  });
});

describe('the verdict comes right under the position field', () => {
  for (const viewport of ['phone', 'desktop']) {
    for (const panel of PANELS) {
      test(`${panel.id}, ${VIEWPORTS[viewport].width} px`, async () => {
        for (const position of panel.positions) {
          const { page, problems } = await openPanel(panel, position, VIEWPORTS[viewport]);
          const b = await boxes(page, panel.cls);
          const what = `${panel.id} ${position ?? '(opening position)'}`;
          assert.deepEqual(b.between, [], `${what}: nothing between the position card and the verdict`);
          assert.ok(b.verdict.top >= b.card.bottom && b.verdict.top - b.card.bottom <= 40, `${what}: the verdict ${b.verdict.top} follows the position card ${b.card.bottom}`);
          assert.ok(Math.abs(b.verdict.left - b.card.left) <= 1, `${what}: in the same column`);
          assert.ok(b.sideways <= 0, `${what}: the page scrolls sideways by ${b.sideways} px`);
          if (viewport === 'phone') {
            assert.ok(b.badge.bottom <= 740 && b.headline.bottom <= 740,
              `${what}: the verdict (badge ${b.badge.bottom}, headline ${b.headline.bottom}) is in the first 740 px`);
          }
          if (position === null) await screenshot(page, `layout-${panel.id}-${VIEWPORTS[viewport].width}`);
          assert.deepEqual(problems, []);
        }
      });
    }
  }
});

// Every table is whole, or scrolls sideways inside its card: no column is
// cut off by the card's edge.
async function clippedColumns(page) {
  // The Why card is written once near the view: bring every card by.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
  await page.locator('.panel .why-card .why-section').first().waitFor();
  return page.evaluate(() => {
    const out = [];
    for (const table of document.querySelectorAll('main .panel table')) {
      if (!table.getClientRects().length) continue;
      const card = table.closest('.card') ?? document.querySelector('main');
      const edge = card.getBoundingClientRect().right;
      let scroller = table.parentElement;
      while (scroller !== card && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
      if (scroller !== card) {
        const right = scroller.getBoundingClientRect().right;
        if (right > edge + 1) out.push(`${table.className}: its scroll box ends at ${right}, past the card's edge ${edge}`);
        continue;
      }
      for (const cell of table.querySelectorAll('th, td')) {
        const r = cell.getBoundingClientRect();
        if (r.width && r.right > edge + 1) {
          out.push(`${table.className}: "${cell.textContent.trim().slice(0, 24)}" ends at ${r.right}, past the card's edge ${edge}`);
          break;
        }
      }
    }
    return out;
  });
}

describe('no table column is clipped at 360 px', () => {
  const positions = [
    ['nim', 'nim-panel', 'nim 9223372036854775807 6148914691236517205 12345'],
    ['heaps', 'heap-panel', 'kayles 9 4 11 13 17 + dawson 7'],
    ['coins', 'coins-panel', 'coins(mock) THHTTHHTHTHHTH'],
    ['trees', 'tree-panel', 'tree (()(()())) + hackenbush 0-1 1-2 2-0 2-2'],
    ['graphs', 'graph-panel', 'graph(start>middle,middle>finish,start>finish,finish>final) start middle'],
    ['sums', 'sums-panel', 'nim 5 + kayles 4 + coins(turtles) THHT + tree (()(()))'],
    ['sums', 'sums-panel', 'every: kayles 5 + nim 3 + sub(1,3,4) 9'],
  ];
  for (const [id, cls, position] of positions) {
    test(`${id}: ${position}`, async () => {
      const { page, problems } = await openPanel({ id, cls }, position, VIEWPORTS.phone);
      assert.deepEqual(await clippedColumns(page), []);
      assert.deepEqual(problems, []);
    });
  }

  test('a graph of 351 nodes: the node table scrolls inside its card', async () => {
    const edges = Array.from({ length: 350 }, (_, i) => `n${i}>n${i + 1}`).join(',');
    const { page, problems } = await openPanel({ id: 'graphs', cls: 'graph-panel' }, `graph(${edges}) n0`, VIEWPORTS.phone);
    await page.locator('.node-table').waitFor();
    assert.deepEqual(await clippedColumns(page), []);
    assert.deepEqual(problems, []);
  });
});

describe('the embed at 360 px', () => {
  const views = [
    'position=nim%203%204%205&mode=analyze',
    'position=misere%3A%20nim%201%202%203&mode=explain&editable',
    'position=kayles%209%204&mode=play',
    `position=${encodeURIComponent('graph(start>middle,middle>finish,start>finish,finish>final) start middle')}&mode=explain`,
  ];
  for (const view of views) {
    test(view, async () => {
      const { page, problems } = await h.openPage({ path: `embed.html#${view}`, viewport: VIEWPORTS.phone });
      await page.waitForFunction(() => {
        const host = document.querySelector('sg-playground');
        const text = (host?.shadowRoot ?? host)?.textContent ?? '';
        return /player to move|Your turn|computer/i.test(text) && !/Loading/i.test(text);
      }, null, { timeout: 30000 });
      const fit = await page.evaluate(() => {
        const host = document.querySelector('sg-playground');
        const root = host.shadowRoot ?? host;
        const edge = host.getBoundingClientRect().right;
        const past = [...root.querySelectorAll('*')].filter((n) => {
          if (!n.getClientRects().length) return false;
          // Inside a box that scrolls sideways, a node may run past the edge.
          const up = (p) => p.parentElement ?? (p.parentNode instanceof ShadowRoot ? p.parentNode.host : null);
          for (let p = up(n); p && p !== host; p = up(p)) {
            if (['auto', 'scroll'].includes(getComputedStyle(p).overflowX)) return false;
          }
          return n.getBoundingClientRect().right > edge + 1;
        }).map((n) => `${n.tagName.toLowerCase()}.${n.className}`);
        return { sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth, hostRight: edge, past };
      });
      assert.ok(fit.sideways <= 0, `the page scrolls sideways by ${fit.sideways} px`);
      assert.ok(fit.hostRight <= 360, `the element ends at ${fit.hostRight}`);
      assert.deepEqual(fit.past, [], 'nothing runs past the element’s edge');
      await screenshot(page, `layout-embed-${view.match(/mode=(\w+)/)[1]}-${views.indexOf(view)}-360`);
      assert.deepEqual(problems, []);
    });
  }
});
