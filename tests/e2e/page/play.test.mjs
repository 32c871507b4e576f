// Browser end-to-end tests of play (web/kit/play/play.js, move-list.js,
// heap-board.js, the coins selection): in every panel a game is started,
// moves that do NOT win are made from the list of legal moves and on the
// board (the two- and three-coin moves of Mock Turtles among them), the
// computer answers, undo and redo work, and a game is played to its end.
// Also: the Nim play mode from the URL, an edit that is not a move keeps
// the game and says why, and "No spoilers" hides the verdict, the values
// and the winning moves from the page and its accessibility tree, in the
// page and in the embed.
// Run: node --test --test-concurrency=1 tests/e2e/page/play.test.mjs
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { browserHarness, screenshot, VIEWPORTS } from '../../e2e_support/browser.mjs';

const h = browserHarness({ before, after, afterEach });

async function open(hash, options = {}) {
  const opened = await h.openPage({ path: hash, ...options });
  await opened.page.locator('main .play-card').first().waitFor();
  await opened.page.locator('main .verdict-badge:not(:text-is("?"))').first().waitFor({ state: 'attached' });
  return opened;
}

const field = (page) => page.locator('main .position-input').first();
const status = (page) => page.locator('main .play-status');
const plies = (page) => page.locator('main .play-history .play-ply:not(.is-undone)');

// The engine's answers, asked in the page (the same module the page uses).
const winningTos = (page, position) => page.evaluate(async (p) => {
  const { loadSG } = await import('./web/api/sg.js');
  return (await loadSG()).analyze(p).winningMoves.map((m) => m.to);
}, position);
const legalMoves = (page, position) => page.evaluate(async (p) => {
  const { loadSG } = await import('./web/api/sg.js');
  return (await loadSG()).moves(p).moves;
}, position);
const outcomeOf = (page, position) => page.evaluate(async (p) => {
  const { loadSG } = await import('./web/api/sg.js');
  return (await loadSG()).analyze(p).outcome;
}, position);

async function startGame(page) {
  await page.locator('main .play-start').click();
  await page.locator('main .play-card.is-playing').waitFor();
  await status(page).and(page.locator('.play-you')).waitFor();
}

// Waits for the computer's answer: `count` plies played, and your turn (or
// the end of the game).
async function computerAnswered(page, count) {
  await page.waitForFunction((n) => document.querySelectorAll('main .play-history .play-ply:not(.is-undone)').length >= n
    && /play-(you|won|lost)/.test(document.querySelector('main .play-status')?.className ?? ''), count, { timeout: 20000 });
}

// Plays a legal move that does not win, chosen in the list of legal moves.
async function playNonWinningFromList(page) {
  const from = await field(page).inputValue();
  const winning = new Set(await winningTos(page, from));
  const list = page.locator('main .legal-moves');
  if (!(await list.evaluate((n) => n.open))) await list.locator('summary').click();
  const tos = await list.locator('.legal-move .move-to code').allTextContents();
  const k = tos.findIndex((to) => !winning.has(to));
  assert.ok(k >= 0, `a move that does not win from ${from}`);
  await list.locator('.legal-move').nth(k).click();
  return { from, to: tos[k] };
}

// Plays any legal move (the first listed) until the game is over.
async function playToTheEnd(page) {
  for (let guard = 0; guard < 60; guard++) {
    const cls = await status(page).getAttribute('class');
    if (/play-(won|lost)/.test(cls)) return cls.includes('play-won') ? 'you' : 'computer';
    const list = page.locator('main .legal-moves');
    if (!(await list.evaluate((n) => n.open))) await list.locator('summary').click();
    const before = await plies(page).count();
    await list.locator('.legal-move').first().click();
    await computerAnswered(page, before + 1);
  }
  throw new Error('the game did not end');
}

// Undo goes back to your previous turn; redo forward again.
async function undoRedo(page) {
  const now = await field(page).inputValue();
  const count = await plies(page).count();
  await page.locator('main .play-undo').click();
  await page.waitForFunction((n) => document.querySelectorAll('main .play-history .play-ply:not(.is-undone)').length === n - 2, count);
  assert.notEqual(await field(page).inputValue(), now);
  await page.locator('main .play-redo').click();
  await page.waitForFunction((n) => document.querySelectorAll('main .play-history .play-ply:not(.is-undone)').length === n, count);
  assert.equal(await field(page).inputValue(), now);
}

// Everything a screen reader or the eye can get from `locator`: its
// accessibility tree (names included), every aria-label and title of what
// is rendered, and the rendered text (as in tests/e2e/page/teaching.test.mjs).
async function perceivable(locator) {
  const tree = await locator.ariaSnapshot();
  const labels = await locator.evaluate((root) => [root, ...root.querySelectorAll('*')].flatMap((n) => {
    const shown = (n.localName === 'title' ? n.parentElement : n).checkVisibility({ visibilityProperty: true });
    return shown ? [n.getAttribute('aria-label'), n.getAttribute('title'), n.localName === 'title' ? n.textContent : null] : [];
  }).filter(Boolean).join('\n'));
  return `${tree}\n${labels}\n${await locator.evaluate((root) => root.innerText)}`;
}

describe('play in every panel', () => {
  test('Nim: the play mode from the URL; moves on the board and from the list; undo, redo; to the end', async () => {
    const { page, problems } = await open('#nim?p=nim%203%204%205&mode=play');
    // mode=play starts a game (and stays in the URL).
    await page.locator('main .play-card.is-playing').waitFor();
    await page.waitForFunction(() => /mode=play/.test(location.hash));
    assert.equal(await page.locator('.nim-panel .heap-board').isVisible(), true, 'the board replaces the heap buttons');
    assert.equal(await page.locator('.nim-panel .heap-editor').isVisible(), false);
    // On the board: the last token of heap 1 (take 1 from heap 1: nim 2 4 5, not winning).
    assert.ok(!(await winningTos(page, 'nim 3 4 5')).includes('nim 2 4 5'));
    await page.locator('.hb-heap').nth(0).locator('.hb-token').nth(2).click();
    await computerAnswered(page, 2);
    assert.match(await plies(page).nth(0).textContent(), /You\s*Take 1 from heap 1\s*nim 2 4 5/);
    assert.match(await plies(page).nth(1).textContent(), /Computer/);
    assert.match(await status(page).textContent(), /The computer played “[^”]+”\./);
    // From the list.
    await playNonWinningFromList(page);
    await computerAnswered(page, 4);
    await undoRedo(page);
    await screenshot(page, 'play-nim-desktop');
    const winner = await playToTheEnd(page);
    assert.equal(winner, 'computer', 'the computer wins a position it was left winning');
    assert.match(await status(page).textContent(), /Game over: the computer wins/);
    // After the end an edit is not played either; End game leaves the game.
    await field(page).fill('nim 1 2');
    await page.locator('.nim-panel .input-error', { hasText: 'The game is over: New game plays the position shown, End game leaves the game. The game ended at nim 0 0 0.' }).waitFor();
    await page.locator('main .play-stop').click();
    await field(page).fill('nim 1 2');
    await page.locator('.nim-panel .verdict-badge', { hasText: 'N' }).waitFor();
    assert.equal(await page.locator('.nim-panel .input-error').isVisible(), false);
    assert.deepEqual(problems, []);
  });

  test('Nim: a heap chosen by keyboard lists its moves; a big heap takes a number', async () => {
    const { page, problems } = await open(`#nim?p=${encodeURIComponent('nim 3 1000000')}&mode=play`);
    await page.locator('main .play-card.is-playing').waitFor();
    await page.getByRole('button', { name: /Heap 2 1000000 tokens/ }).click();
    const take = page.getByLabel('Take from heap 2');
    await take.fill('2000000');
    await take.press('Enter');
    await page.locator('main .play-message', { hasText: /Not a legal move: .*cannot take 2000000/ }).waitFor();
    assert.equal(await plies(page).count(), 0);
    await take.fill('999990');
    await take.press('Enter');
    await computerAnswered(page, 2);
    assert.match(await plies(page).nth(0).textContent(), /nim 3 10/);
    assert.deepEqual(problems, []);
  });

  test('Heap games: from a lost position (kayles 3 3) moves are made on the board and from the list', async () => {
    const { page, problems } = await open(`#heaps?p=${encodeURIComponent('kayles 3 3')}`);
    assert.equal(await outcomeOf(page, 'kayles 3 3'), 'P');
    await startGame(page);
    // A token in the middle of heap 1: knock it out (kayles 1 1 3) or two
    // from it: the board offers both.
    await page.locator('.hb-heap').nth(0).locator('.hb-token').nth(1).click();
    const offered = page.locator('.hb-strip .legal-move');
    assert.deepEqual(await offered.locator('.move-name').allTextContents(), ['Remove 1 leaving 1 and 1 from heap 1', 'Remove 2 leaving 1 from heap 1']);
    await offered.first().click();
    await computerAnswered(page, 2);
    assert.match(await plies(page).nth(0).textContent(), /You\s*Remove 1 leaving 1 and 1 from heap 1\s*kayles 1 1 3/);
    // The computer keeps a won position won: every move of yours loses.
    assert.deepEqual(await winningTos(page, await field(page).inputValue()), []);
    await playNonWinningFromList(page);
    await computerAnswered(page, 4);
    await screenshot(page, 'play-heaps-desktop');
    const winner = await playToTheEnd(page);
    assert.equal(winner, 'computer');
    assert.deepEqual(problems, []);
  });

  test('Heap games: Wythoff takes from both heaps and a split game splits, on the board', async () => {
    const { page, problems } = await open(`#heaps?p=${encodeURIComponent('wythoff 3 5')}`);
    await startGame(page);
    await page.getByRole('button', { name: /Heap 2 5 tokens/ }).click();
    const both = page.locator('.hb-strip .legal-move', { hasText: 'Take 1 from both heaps' });
    await both.hover();
    assert.equal(await page.locator('.hb-heap.is-chosen .hb-token.is-gone').count(), 1, 'the tokens it takes are marked');
    await both.click();
    await computerAnswered(page, 2);
    assert.match(await plies(page).nth(0).textContent(), /wythoff 2 4/);
    await field(page).fill('grundy 7');
    await page.locator('main .play-start').click();
    await page.locator('main .play-card.is-playing').waitFor();
    // Clicking token 3 splits grundy 7 before it: 3 and 4.
    await page.locator('.hb-heap').nth(0).locator('.hb-token').nth(3).click();
    await computerAnswered(page, 2);
    assert.match(await plies(page).nth(0).textContent(), /Split into 3 and 4\s*grundy 3 4/);
    assert.deepEqual(problems, []);
  });

  test('Coins: multi-coin Mock Turtles moves by selecting coins, with reasons for a selection that is no move', async () => {
    const position = 'coins(mock) THHTTHH';
    const { page, problems } = await open(`#coins?p=${encodeURIComponent(position)}`);
    await startGame(page);
    const winning = new Set(await winningTos(page, position));
    const moves = await legalMoves(page, position);
    const three = moves.find((m) => m.action.coins.length === 3 && !winning.has(m.to));
    assert.ok(three, 'a three-coin move that does not win');
    const coin = (i) => page.locator('.coin-row .coin').nth(i);
    const bar = page.locator('.coin-selection');
    // Tails as the rightmost coin: not a move, and why.
    await coin(3).click();
    assert.match(await bar.textContent(), /Not a move: the rightmost coin a move turns must go from heads to tails, and coin 3 is tails/);
    assert.equal(await page.locator('.coin-turn').isDisabled(), true);
    await coin(3).click();
    // Four coins: Mock Turtles turns at most three.
    for (const i of [0, 1, 2, 5]) await coin(i).click();
    assert.match(await bar.textContent(), /Not a move: a move whose rightmost coin is 5 turns 1, 2 and 3 coins here, not 4/);
    for (const i of [0, 1, 2, 5]) await coin(i).click();
    for (const i of three.action.coins) await coin(i).click();
    assert.match(await bar.textContent(), /A legal move: turn coins/);
    assert.equal(await coin(three.action.coins[0]).getAttribute('aria-pressed'), 'true');
    await page.locator('.coin-turn').click();
    await computerAnswered(page, 2);
    assert.match(await plies(page).nth(0).textContent(), new RegExp(`You.*${three.to.replace(/[()]/g, '\\$&')}`));
    // A two-coin move from the new position.
    const now = await field(page).inputValue();
    const win2 = new Set(await winningTos(page, now));
    const two = (await legalMoves(page, now)).find((m) => m.action.coins.length === 2 && !win2.has(m.to))
      ?? (await legalMoves(page, now)).find((m) => m.action.coins.length === 2);
    if (two) {
      for (const i of two.action.coins) await coin(i).click();
      await page.locator('.coin-turn').click();
      await computerAnswered(page, 4);
      await undoRedo(page);
    }
    await screenshot(page, 'play-coins-desktop');
    await playToTheEnd(page);
    assert.match(await status(page).textContent(), /Game over/);
    assert.deepEqual(problems, []);
  });

  test('Trees: a cut on the drawing and a move from the list', async () => {
    const position = 'tree (()(()())(()))';
    const { page, problems } = await open(`#trees?p=${encodeURIComponent(position)}`);
    await startGame(page);
    const winning = new Set(await winningTos(page, position));
    const cut = (await legalMoves(page, position)).find((m) => !winning.has(m.to));
    await page.locator(`.tree-drawing .edge[data-node="${cut.action.node}"]`).click();
    await computerAnswered(page, 2);
    assert.match(await plies(page).nth(0).textContent(), new RegExp(`Cut the edge above node ${cut.action.node}`));
    assert.equal(await page.getByRole('button', { name: 'Add child' }).isDisabled(), true, 'the tree is not edited in a game');
    await playNonWinningFromList(page);
    await computerAnswered(page, 4);
    await playToTheEnd(page);
    assert.match(await status(page).textContent(), /Game over/);
    assert.deepEqual(problems, []);
  });

  test('Graphs: a token slid on the drawing and a move from the list', async () => {
    const position = 'graph(a>b,b>c,a>c,c>d,b>d,a>d) a a';
    const { page, problems } = await open(`#graphs?p=${encodeURIComponent(position)}`);
    await startGame(page);
    const winning = new Set(await winningTos(page, position));
    const slide = (await legalMoves(page, position)).find((m) => !winning.has(m.to));
    assert.ok(slide, 'a move that does not win');
    const names = await page.evaluate(async (p) => {
      const { loadSG } = await import('./web/api/sg.js');
      return (await loadSG()).analyze(p).components[0].shape.nodes;
    }, position);
    const to = names[slide.action.to];
    await page.locator('.graph-drawing .graph-node[data-node="a"][tabindex]').click();
    await page.locator(`.graph-drawing .graph-node.target[data-node="${to}"]`).click();
    await computerAnswered(page, 2);
    assert.match(await plies(page).nth(0).textContent(), new RegExp(`You\\s*Move token \\d from a to ${to}`));
    await playToTheEnd(page);
    assert.match(await status(page).textContent(), /Game over/);
    assert.deepEqual(problems, []);
  });

  test('Sums: moves from the list, grouped by component; compound turns too', async () => {
    const { page, problems } = await open(`#sums?p=${encodeURIComponent('nim 5 + kayles 4 + coins(turtles) THHT')}`);
    await startGame(page);
    const list = page.locator('main .legal-moves');
    assert.equal(await list.evaluate((n) => n.open), true, 'open where there is no board');
    assert.deepEqual(await list.locator('.move-group-title').allTextContents(),
      ['Component 1: nim 5', 'Component 2: kayles 4', 'Component 3: coins(turtles) THHT']);
    await playNonWinningFromList(page);
    await computerAnswered(page, 2);
    await undoRedo(page);
    await field(page).fill('every: nim 3 + kayles 4');
    await page.locator('main .play-start').click();
    await page.locator('main .play-card.is-playing').waitFor();
    assert.match(await list.locator('.move-group-title').first().textContent(), /In components 1, 2/);
    await playNonWinningFromList(page);
    await computerAnswered(page, 2);
    await playToTheEnd(page);
    await screenshot(page, 'play-sums-desktop');
    assert.deepEqual(problems, []);
  });
});

describe('an edit that is not a move', () => {
  test('keeps the game, says why, and Back to the game restores it', async () => {
    const { page, problems } = await open(`#heaps?p=${encodeURIComponent('kayles 5 2')}`);
    await startGame(page);
    await playNonWinningFromList(page);
    await computerAnswered(page, 2);
    const game = await field(page).inputValue();
    const count = await plies(page).count();
    await field(page).fill('kayles 9 9');
    await page.locator('.heap-panel .position-field .input-error', { hasText: `Not a legal move from ${game}. The game goes on from ${game}.` }).waitFor();
    assert.match(await status(page).textContent(), new RegExp(`Your edit is not a move: not a legal move from ${game}`));
    assert.match(await page.locator('.heap-panel .stale-note').textContent(), /Showing the game’s position/);
    assert.equal(await page.locator('main .play-card.is-playing').count(), 1, 'still playing');
    assert.equal(await plies(page).count(), count, 'nothing played, nothing restarted');
    // Text that is no position: the engine's error, and the game goes on.
    await field(page).fill('kayles 9 x');
    await page.locator('.heap-panel .position-field .input-error', { hasText: /column 10/ }).waitFor();
    assert.match(await status(page).textContent(), /Your edit is not a move: the text is not a position/);
    await screenshot(page, 'play-illegal-edit-desktop');
    await page.getByRole('button', { name: 'Back to the game' }).click();
    assert.equal(await field(page).inputValue(), game);
    assert.equal(await page.locator('.heap-panel .position-field .input-error').isVisible(), false);
    assert.equal(await plies(page).count(), count);
    // A legal move typed is your move.
    const next = (await legalMoves(page, game))[0];
    await field(page).fill(next.to);
    await computerAnswered(page, count + 2);
    assert.match(await plies(page).nth(count).textContent(), /You/);
    // New game starts from the text.
    await field(page).fill('kayles 4');
    await page.locator('main .play-start').click();
    await page.locator('main .play-card.is-playing').waitFor();
    assert.equal(await plies(page).count(), 0);
    assert.equal(await page.locator('main .play-card.is-playing').count(), 1);
    assert.deepEqual(problems, []);
  });
});

describe('no spoilers', () => {
  const SPOILERS = /The player to move (wins|loses)|Grundy value|Winning moves|nim-sum in binary|Why: |a winning move|\bP position\b|\bN position\b/;

  test('hides the verdict, values and winning moves, also from assistive technology, until a hint or the end', async () => {
    const { page, problems } = await open('#nim?p=nim%203%204%205');
    const panel = page.locator('.nim-panel');
    assert.match(await perceivable(panel), /The player to move wins/, 'shown before the game');
    await startGame(page);
    const asked = await perceivable(panel);
    assert.doesNotMatch(asked, SPOILERS);
    assert.equal(await page.locator('.nim-panel .verdict-card').isVisible(), false);
    assert.match(asked, /No spoilers: the verdict, the values and the winning moves are hidden/);
    assert.equal(await page.getByRole('switch', { name: 'No spoilers' }).isChecked(), true);
    await screenshot(page, 'play-no-spoilers-desktop');
    // The computer's reason would tell who wins: only the move is said.
    await playNonWinningFromList(page);
    await computerAnswered(page, 2);
    assert.doesNotMatch(await perceivable(panel), SPOILERS);
    assert.doesNotMatch(await status(page).textContent(), /wins:|delays:/);
    // A hint shows everything for this position.
    await page.locator('main .play-hint').click();
    await page.locator('.nim-panel .verdict-card').waitFor();
    assert.match(await perceivable(panel), /The player to move (wins|loses)/);
    // The next position is hidden again.
    await page.locator('main .legal-move').first().click();
    await computerAnswered(page, 4);
    assert.doesNotMatch(await perceivable(panel), SPOILERS);
    // The switch off shows them, with the computer's reasons.
    await page.getByRole('switch', { name: 'No spoilers' }).uncheck();
    await page.locator('.nim-panel .verdict-card').waitFor();
    assert.match(await page.locator('main .play-history').textContent(), /Wins: |Delays: /);
    await page.getByRole('switch', { name: 'No spoilers' }).check();
    await playToTheEnd(page);
    await page.locator('.nim-panel .verdict-card').waitFor();
    assert.match(await perceivable(panel), /The player to move loses/, 'the end shows them');
    assert.deepEqual(problems, []);
  });

  test('the drawings drop values and winning marks from their labels', async () => {
    const { page, problems } = await open(`#graphs?p=${encodeURIComponent('graph(a>b,b>c,a>c,c>d,b>d) a a')}`);
    const drawing = page.locator('.graph-panel .graph-drawing');
    await drawing.locator('.graph-node[aria-label*="remoteness"]').first().waitFor();
    await startGame(page);
    await page.waitForFunction(() => !document.querySelector('.graph-drawing [aria-label*="remoteness"]'));
    const asked = await perceivable(drawing);
    assert.match(asked, /Node d: value hidden until the game ends/);
    assert.doesNotMatch(asked, /value \d|remoteness \d|SG \d|player to move/);
    const { page: trees } = await open(`#trees?p=${encodeURIComponent('tree (()((())()))')}`);
    await startGame(trees);
    await trees.waitForFunction(() => !document.querySelector('.tree-drawing [aria-label*="value"]'));
    assert.doesNotMatch(await perceivable(trees.locator('.tree-drawing')), /value|winning/);
    assert.equal(await trees.locator('.tree-drawing .edge.winning').count(), 0);
    const { page: coins } = await open(`#coins?p=${encodeURIComponent('coins(mock) THHTTH')}`);
    await startGame(coins);
    assert.doesNotMatch(await perceivable(coins.locator('.coins-panel')), /SG \d|Total:|The player to move/);
    assert.deepEqual(problems, []);
  });

  test('the embed in play mode hides them too', async () => {
    const { page, problems } = await h.openPage({ path: 'embed.html#position=nim%203%204%205&mode=play' });
    const host = page.locator('sg-playground');
    await host.getByRole('button', { name: 'Start game' }).click();
    // The element holds the Nim piece: Start waits for the rest.
    await host.locator('.play-card.is-playing').waitFor();
    await host.locator('.sg-embed.play-concealed').waitFor();
    assert.equal(await host.locator('.embed-verdict').isVisible(), false);
    assert.doesNotMatch(await perceivable(host.locator('.sg-embed')), /The player to move (wins|loses)|Value|N position/);
    await screenshot(page, 'play-embed-concealed');
    await host.getByRole('button', { name: 'Hint' }).click();
    await host.locator('.embed-verdict').waitFor();
    assert.match(await perceivable(host.locator('.sg-embed')), /The player to move wins/);
    assert.deepEqual(problems, []);
  });

  test('the embed keeps its game on an edit that is not a move', async () => {
    const { page, problems } = await h.openPage({ path: 'embed.html#position=nim%203%204%205&mode=play&editable' });
    const host = page.locator('sg-playground');
    await host.getByRole('button', { name: 'Start game' }).click();
    // The element holds the Nim piece: Start waits for the rest.
    await host.locator('.play-card.is-playing').waitFor();
    const edit = host.getByLabel('Position in SG notation');
    await edit.fill('nim 9 9');
    await edit.press('Enter');
    await host.locator('.embed-error', { hasText: 'Not a legal move from nim 3 4 5. The game goes on from nim 3 4 5.' }).waitFor();
    assert.equal(await host.locator('.play-card.is-playing').count(), 1);
    assert.equal(await host.locator('.embed-position').textContent(), 'nim 3 4 5');
    await host.locator('.legal-move', { hasText: 'nim 2 4 5' }).click();
    await host.locator('.play-ply').nth(1).waitFor({ timeout: 15000 });
    assert.match(await host.locator('.play-ply').first().textContent(), /You.*nim 2 4 5/);
    assert.equal(await host.locator('.embed-error').count(), 0);
    assert.deepEqual(problems, []);
  });
});

describe('the computer says exactly how it chose', () => {
  test('its reason is the engine’s (fastest win, longest delay), with no hedge', async () => {
    const { page, problems } = await open(`#heaps?p=${encodeURIComponent('kayles 3 3')}`);
    assert.doesNotMatch(await page.locator('main .play-card').textContent(), /when the engine finds it|within a few seconds/);
    await page.getByRole('switch', { name: 'No spoilers' }).uncheck();
    await page.locator('main .play-starter input[value="computer"]').check({ force: true });
    await startGame(page);
    await computerAnswered(page, 1);
    assert.match(await status(page).textContent(), /The computer played “[^”]+”: delays: every move loses, this one lasts longest \(\d+ more moves?\)\./);
    // kayles 3 3 is lost for the computer; any move of yours that keeps
    // the win leaves it lost again, and a mistake lets it win.
    await playNonWinningFromList(page);
    await computerAnswered(page, 3);
    assert.match(await status(page).textContent(), /The computer played “[^”]+”: wins: /);
    assert.deepEqual(problems, []);
  });
});

describe('phones', () => {
  for (const [hash, name] of [['#nim?p=nim%203%204%205&mode=play', 'nim'], [`#coins?p=${encodeURIComponent('coins(mock) THHTTH')}&mode=play`, 'coins'], [`#heaps?p=${encodeURIComponent('kayles 5 3')}&mode=play`, 'heaps']]) {
    test(`${name} at 360 px: the board and the list fit`, async () => {
      const { page, problems } = await open(hash, { viewport: VIEWPORTS.phone });
      await page.locator('main .play-card.is-playing').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, 'no horizontal scrolling');
      await screenshot(page, `play-${name}-phone`);
      assert.deepEqual(problems, []);
    });
  }
});
