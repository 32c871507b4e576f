// Keyboard shortcuts (web/kit/shortcuts/shortcuts.js): ? lists them in a modal dialog
// that Escape closes, giving focus back; / goes to the position field;
// 1 to 7 open the panels; T switches teaching mode; every control that
// carries data-shortcut answers its key, and no two visible controls of a
// panel share one; no key acts while the user types in a field or holds
// Ctrl. axe-core checks the open dialog.
// Run: node --test --test-concurrency=1 tests/e2e/page/shortcuts.test.mjs
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, afterEach, before, describe, test } from 'node:test';
import { axeViolations } from '../../e2e_support/axe.mjs';
import { browserHarness, resultsDir, SHOOTING } from '../../e2e_support/browser.mjs';

const PANELS = [
  { id: 'nim', cls: 'nim-panel' },
  { id: 'heaps', cls: 'heap-panel' },
  { id: 'coins', cls: 'coins-panel' },
  { id: 'trees', cls: 'tree-panel' },
  { id: 'graphs', cls: 'graph-panel' },
  { id: 'boards', cls: 'boards-panel' },
  { id: 'sums', cls: 'sums-panel' },
  { id: 'tutorial', cls: 'tutorial-panel' },
  { id: 'gallery', cls: 'gallery-panel' },
];

const h = browserHarness({ before, after, afterEach });

async function open(path = '#nim') {
  const opened = await h.openPage({ path });
  await opened.page.locator('main .panel').waitFor();
  await opened.page.locator('.verdict-badge[class*="outcome-"], .gallery-item').first().waitFor();
  // Focus on the page, outside any field.
  await opened.page.locator('main').focus();
  return opened;
}

const teaching = (page) => page.evaluate(() => document.documentElement.dataset.mode === 'teach');

describe('keyboard shortcuts', () => {
  test('? lists them in a dialog that Escape closes, giving focus back', async () => {
    const { page, problems } = await open('#nim');
    await page.locator('.nim-panel .chip').first().focus();
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    assert.equal(await page.evaluate(() => Boolean(document.activeElement.closest('dialog'))), true, 'focus is in the dialog');
    const rows = await dialog.locator('tbody tr').allInnerTexts();
    for (const wanted of [/\?\s+Show these shortcuts/, /\/\s+Go to the position field/, /1\s+Open Nim/, /9\s+Open Problems/, /t\s+Teach mode/]) {
      assert.ok(rows.some((r) => wanted.test(r)), `${wanted} in ${rows.join(' | ')}`);
    }
    assert.deepEqual(await axeViolations(page, { within: 'dialog' }), []);
    // The viewport only: a full-page shot would stretch the modal's backdrop.
    if (SHOOTING) {
      mkdirSync(resultsDir, { recursive: true });
      await page.screenshot({ path: join(resultsDir, 'shortcuts-dialog.png') });
    }
    // Keys do not act behind the dialog.
    await page.keyboard.press('2');
    assert.match(await page.evaluate(() => location.hash), /^#nim/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.activeElement.classList.contains('chip')), true, 'focus is back on the chip');
    // The footer's button opens it too.
    await page.locator('.shortcuts-button').click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.deepEqual(problems, []);
  });

  test('1 to 9 open the first nine panels, / goes to the position field', async () => {
    const { page, problems } = await open('#nim');
    for (const [i, panel] of PANELS.entries()) {
      await page.keyboard.press(String(i + 1));
      await page.locator(`main .${panel.cls}`).waitFor();
      assert.match(await page.evaluate(() => location.hash), new RegExp(`^#${panel.id}`));
      assert.equal(await page.locator('.panel-link[aria-current="page"]').getAttribute('aria-keyshortcuts'), String(i + 1));
      if (panel.id === 'gallery') continue;
      await page.locator(`main .${panel.cls} .verdict-badge[class*="outcome-"]`).waitFor();
      await page.keyboard.press('/');
      assert.equal(await page.evaluate((cls) => document.activeElement.matches(`.${cls} .position-input`), panel.cls), true, `${panel.id}: / focuses the field`);
      // Leave the field for the next key.
      await page.locator('main').focus();
    }
    assert.deepEqual(problems, []);
  });

  test('no key acts while the user types in a field, or with Ctrl held', async () => {
    const { page, problems } = await open('#heaps');
    const field = page.locator('.heap-panel .position-input');
    await field.fill('');
    await field.pressSequentially('kayles 7 ?/3t');
    assert.equal(await field.inputValue(), 'kayles 7 ?/3t');
    assert.match(await page.evaluate(() => location.hash), /^#heaps/);
    assert.equal(await teaching(page), false);
    assert.equal(await page.locator('dialog[open]').count(), 0);
    await page.locator('main').focus();
    await page.keyboard.press('Control+3');
    await page.keyboard.press('Alt+t');
    assert.match(await page.evaluate(() => location.hash), /^#heaps/);
    assert.equal(await teaching(page), false);
    assert.deepEqual(problems, []);
  });

  test('T switches teaching mode on and off', async () => {
    const { page, problems } = await open('#coins');
    const toggle = page.locator('.teach-toggle');
    assert.equal(await toggle.getAttribute('aria-keyshortcuts'), 't');
    await page.keyboard.press('t');
    assert.equal(await teaching(page), true);
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    await page.keyboard.press('t');
    assert.equal(await teaching(page), false);
    assert.deepEqual(problems, []);
  });

  for (const panel of PANELS) {
    test(`${panel.id}: every control with a shortcut answers its key, and keys do not clash`, async () => {
      const { page, problems } = await open(`#${panel.id}`);
      const controls = await page.evaluate(() => {
        const shown = (n) => !n.closest('[hidden], [inert], [aria-hidden="true"]') && n.checkVisibility({ checkVisibilityCSS: true });
        return [...document.querySelectorAll('main .panel [data-shortcut], .site-header [data-shortcut]')]
          .filter((n) => shown(n) && !n.disabled)
          .map((n, i) => { n.dataset.testShortcut = String(i); return { i, key: n.dataset.shortcut, aria: n.getAttribute('aria-keyshortcuts') }; });
      });
      assert.ok(controls.length >= 1, 'at least the teaching switch');
      const keys = controls.map((c) => c.key);
      assert.equal(new Set(keys).size, keys.length, `one control per key: ${keys.join(' ')}`);
      for (const c of controls) {
        assert.match(c.key, /^[a-z]$/, `data-shortcut="${c.key}" is one lower-case letter (digits, ? and / are the shell's)`);
        assert.equal(c.aria, c.key, `the control with ${c.key} says so in aria-keyshortcuts`);
        // Catch the click before the control acts on it.
        await page.evaluate((i) => {
          window.clicked = null;
          window.addEventListener('click', (e) => {
            const hit = e.target.closest('[data-test-shortcut]');
            if (hit) { window.clicked = hit.dataset.testShortcut; e.stopImmediatePropagation(); e.preventDefault(); }
          }, { capture: true, once: true });
        }, c.i);
        await page.locator('main').focus();
        await page.keyboard.press(c.key);
        assert.equal(await page.evaluate(() => window.clicked), String(c.i), `${c.key} clicks its control`);
      }
      assert.deepEqual(problems, []);
    });
  }
});
