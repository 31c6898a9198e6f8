// Bets are never lost or doubled (issue 10, item 2): double click, Enter twice, a slow save, a lost answer then a second confirm, a reload mid-request, two tabs. Counted per player action (issue 31, item 2), not per clientRef: each confirmation (a click, a double click, Enter twice) is recorded with what the player was told, and the exchange's own ledger must gain exactly one bet for an action told placed and none for one refused (tests/e2e/betsPerAction.ts). A client that sends a bet twice with fresh refs fails every journey here (docs/testing.md, Mutations).
import { expect, test, type BrowserContext, type Locator, type Page, type Request } from './fixtures';
import { betsPerAction, type ActionIdentity, type LedgerBet, type PlayerAction, type Told } from './betsPerAction';
import { MARKET_QUIET_MS, RAHUL, fullmarketUrl, openCells, openMarketPage, slipOf } from './helpers';
import { collectToasts } from './soakPlayer';

const PLACED_AFTER_LOST = 'Your bet was placed: the connection dropped, but it is in your Open Bets.';
const UNKNOWN = 'We could not tell whether your bet was placed. Check Open Bets before placing it again.';

/** Refusals a live market gives for reasons of its own: not what these journeys are about, so they are retried. */
const TRANSIENT = ['Bet rate changed!', 'Odds changed', 'Market suspended', 'Selection suspended', 'Prices are not up to date'];

const isBetRequest = (req: Request): boolean => req.method() === 'POST' && new URL(req.url()).pathname === '/bet/save2';

interface SentBet {
  clientRef: string;
  page: Page;
}

/** Every POST /bet/save2 any page of the context sends, with its payload's clientRef; `inFlight` counts those not yet answered. */
function watchBets(context: BrowserContext): SentBet[] & { inFlight: () => number } {
  const sent = Object.assign([] as SentBet[], { inFlight: () => open.size });
  const open = new Set<Request>();
  const watch = (page: Page) => {
    page.on('request', (req) => {
      if (!isBetRequest(req)) return;
      open.add(req);
      const body = req.postDataJSON() as { clientRef?: unknown };
      sent.push({ clientRef: typeof body.clientRef === 'string' ? body.clientRef : '', page });
    });
    page.on('requestfinished', (req) => open.delete(req));
    page.on('requestfailed', (req) => open.delete(req));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return sent;
}

const toast = (page: Page, text: string | RegExp): Locator => page.locator('.Toastify').getByText(text);

/**
 * Waits until one of `states` holds and returns its name. The states are checked in turn at each try, each a
 * read of the page that does not wait (a count, isVisible, the requests seen so far), and every state is one
 * that stays once reached (the slip gone, its alert shown, a request sent): the first outcome decides, with no
 * deadline of its own (the test's time-out) and no losing wait left running behind it.
 */
async function firstState<K extends string>(message: string, states: Record<K, () => Promise<boolean> | boolean>): Promise<K> {
  let hit: K | null = null;
  await expect
    .poll(async () => {
      for (const [name, holds] of Object.entries(states) as [K, () => Promise<boolean> | boolean][]) if (await holds()) return (hit = name);
      return null;
    }, { message })
    .not.toBeNull();
  return hit as unknown as K;
}

const gone = async (el: Locator): Promise<boolean> => (await el.count()) === 0;

/**
 * The player's bets as the page's simulated exchange holds them in its ledger (open and settled; no call, so no fault):
 * `window.simulatedExchange.ledgerBets`, src/mocks/browser.ts.
 */
async function ledgerBets(page: Page): Promise<LedgerBet[]> {
  await page.waitForFunction(() => (window as unknown as { simulatedExchange?: { ready?: boolean } }).simulatedExchange?.ready === true);
  return page.evaluate(
    (name) => (window as unknown as { simulatedExchange: { ledgerBets: (n: string) => LedgerBet[] } }).simulatedExchange.ledgerBets(name),
    RAHUL.userName,
  );
}

/** How many bets the exchange holds with this ref. */
const heldWithRef = async (page: Page, ref: string | undefined) => (await ledgerBets(page)).filter((b) => b.clientRef === ref).length;

/**
 * One player action (`run`: a click, a double click, Enter twice, a confirmation and its resend) on the exchange of
 * `page`, recorded with the bets the exchange held before it, the refs the context sent while it ran and what the
 * player was told.
 */
async function act(page: Page, sent: SentBet[], label: string, identity: ActionIdentity, run: () => Promise<{ told: Told; reason?: string }>): Promise<PlayerAction> {
  const before = (await ledgerBets(page)).map((b) => b.betId);
  const from = sent.length;
  const { told, reason } = await run();
  const refs = [...new Set(sent.slice(from).filter((s) => s.page === page).map((s) => s.clientRef))];
  return { label, before, identity, told, refs, ...(reason !== undefined && { reason }) };
}

/**
 * The exchange's ledger, once no bet request is still on its way, holds exactly one bet for each action the player was
 * told was placed and none for one refused, each carrying a ref the action sent and none held twice: counted per
 * action, so a client that sent one action twice with fresh refs fails here.
 */
async function expectOneBetPerAction(page: Page, sent: ReturnType<typeof watchBets>, actions: PlayerAction[]): Promise<void> {
  expect(actions.at(-1)?.told).toMatch(/^placed/);
  expect(sent.every((s) => /^[0-9a-f-]{36}$/.test(s.clientRef))).toBe(true);
  await expect.poll(() => sent.inFlight(), { message: 'bet requests still on their way' }).toBe(0);
  const counted = betsPerAction(actions, await ledgerBets(page));
  expect(counted.flatMap((c) => c.problems)).toEqual([]);
}

/** Opens the slip on the first open back price with this stake; returns it with the clicked row and what the player asked for. */
async function slipWithStake(page: Page, odds: Locator, stake: number): Promise<{ slip: Locator; row: Locator; identity: ActionIdentity }> {
  const back = /^Back .* at \d/;
  const runner = (await openCells(odds, back).first().locator('xpath=ancestor::*[@data-runner][1]').getAttribute('data-runner')) ?? '';
  const row = odds.locator(`[data-runner="${runner}"]`);
  await row.getByRole('button', { name: back }).first().click();
  const slip = slipOf(page);
  await expect(slip).toBeVisible();
  await slip.getByRole('textbox', { name: 'Stake' }).fill(String(stake));
  return { slip, row, identity: { selectionId: runner, side: 'back', stake } };
}

/** What the slip says once a confirmation is over: closed (placed), its refusal, or its notice that it could not tell. */
async function slipOutcome(slip: Locator): Promise<{ told: Told; reason?: string }> {
  const outcome = await firstState('the slip closes, refuses or says it could not tell', {
    closed: () => gone(slip),
    refused: () => slip.getByRole('alert').first().isVisible(),
    unknown: () => slip.getByRole('status').first().isVisible(),
  });
  if (outcome === 'closed') return { told: 'placed' };
  if (outcome === 'unknown') return { told: 'unknown', reason: (await slip.getByRole('status').first().textContent()) ?? '' };
  return { told: 'refused', reason: (await slip.getByRole('alert').textContent()) ?? '' };
}

/**
 * Confirms with `how` until the slip closes (placed): a moved price or a suspension sends the
 * player back to the slip, and confirming again is what a player does. Each confirmation is one
 * action; returns them.
 */
async function confirmUntilPlaced(
  page: Page,
  sent: SentBet[],
  { slip, row, identity }: { slip: Locator; row: Locator; identity: ActionIdentity },
  how: (button: Locator) => Promise<void>,
): Promise<PlayerAction[]> {
  const actions: PlayerAction[] = [];
  for (let attempt = 1; attempt <= 6; attempt++) {
    const action = await act(page, sent, `confirmation ${attempt}`, identity, async () => {
      await how(slip.getByRole('button', { name: 'Place Bet' }));
      return slipOutcome(slip);
    });
    actions.push(action);
    if (action.told === 'placed') return actions;
    if (!TRANSIENT.some((t) => action.reason?.includes(t))) throw new Error(`the bet was refused: ${action.reason}`);
    // A player waits out a suspended or 'Ball Running' cover over the row (the market reopens within
    // MARKET_QUIET_MS, which the test's time-out covers), then confirms again.
    await expect(row.getByRole('status')).toHaveCount(0);
    await expect(slip.getByRole('button', { name: 'Place Bet' })).toBeEnabled();
  }
  throw new Error('the market kept refusing the bet');
}

/**
 * Confirms until the bet request leaves: a price that moves during the bet delay stops the bet with 'Bet rate
 * changed!' and no request (or the market refuses it for a reason of its own), and the player confirms again.
 */
async function confirmUntilSent(page: Page, sent: SentBet[], slip: Locator): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    expect(attempt, 'confirmations refused for a moved price').toBeLessThan(6);
    const from = sent.length;
    await slip.getByRole('button', { name: 'Place Bet' }).click();
    const outcome = await firstState('the bet request leaves or the slip refuses the bet', {
      sent: () => sent.slice(from).some((s) => s.page === page),
      refused: () => slip.getByRole('alert').first().isVisible(),
    });
    if (outcome === 'sent') return;
    const reason = (await slip.getByRole('alert').textContent()) ?? '';
    if (!TRANSIENT.some((t) => reason.includes(t))) throw new Error(`the bet was refused: ${reason}`);
  }
}

test.describe('bets are never lost or doubled', () => {
  test.setTimeout(MARKET_QUIET_MS + 120_000);

  test('a double click on Place Bet sends one bet', async ({ page, context }) => {
    const sent = watchBets(context);
    const { odds } = await openMarketPage(page, '', 'upcoming');
    const actions = await confirmUntilPlaced(page, sent, await slipWithStake(page, odds, 100), (button) => button.dblclick());
    await expectOneBetPerAction(page, sent, actions);
    // One request per confirmation: no ref was sent twice.
    expect(sent.length).toBe(new Set(sent.map((s) => s.clientRef)).size);
  });

  test('Enter pressed twice on Place Bet sends one bet', async ({ page, context }) => {
    const sent = watchBets(context);
    const { odds } = await openMarketPage(page, '', 'upcoming');
    const actions = await confirmUntilPlaced(page, sent, await slipWithStake(page, odds, 100), async (button) => {
      await button.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
    });
    await expectOneBetPerAction(page, sent, actions);
    expect(sent.length).toBe(new Set(sent.map((s) => s.clientRef)).size);
  });

  test('a save that takes 5 s: clicks and Enter while it runs send nothing more', async ({ page, context }) => {
    const sent = watchBets(context);
    const { odds } = await openMarketPage(page, '&mock.slow=placeBet:5000', 'upcoming');
    const opened = await slipWithStake(page, odds, 100);
    const { slip } = opened;
    const actions = await confirmUntilPlaced(page, sent, opened, async (button) => {
      const from = sent.length;
      await button.click();
      // The bet goes out after the delay, unless the slip refuses it first (a moved price): then the
      // caller sees the refusal and confirms again.
      const sentOrRefused = await firstState('the bet request leaves or the slip refuses the bet', {
        sent: () => sent.length > from,
        refused: () => slip.getByRole('alert').first().isVisible(),
      });
      if (sentOrRefused === 'refused') return;
      // The player loses patience while the exchange is slow.
      const placing = slip.getByRole('button', { name: 'Placing...' });
      await expect(placing).toBeDisabled();
      await placing.click({ force: true });
      await placing.focus();
      await page.keyboard.press('Enter');
    });
    await expectOneBetPerAction(page, sent, actions);
    expect(sent.length).toBe(new Set(sent.map((s) => s.clientRef)).size);
  });

  test('an answer lost on the way: the slip checks the bets and says the bet was placed', async ({ page, context }) => {
    const sent = watchBets(context);
    // Every toast the page shows, as it appears (they close after 2 s): read after the fact, so a slow page never misses one.
    const toasts = await collectToasts(page, () => null);
    const { odds } = await openMarketPage(page, '&mock.lose=placeBet:1', 'upcoming');
    const actions = await confirmUntilPlaced(page, sent, await slipWithStake(page, odds, 100), (button) => button.click());
    // Whichever answer was lost, one action told placed is one bet, and that is checked first.
    await expectOneBetPerAction(page, sent, actions);
    // The slip closed on the lost answer's resolution, which raises this toast in the same step (betSlip.machine.ts, resolving).
    await expect.poll(() => toasts.some((t) => t.text.includes(PLACED_AFTER_LOST)), { message: 'the slip says the bet was placed after the lost answer' }).toBe(true);
    expect(sent).toHaveLength(1);
    // The outcome stays in the match's Open Bets after the toast has closed, until the player dismisses it (issue 17, item 6).
    const openBets = page.getByRole('region', { name: 'Open Bets' });
    await expect(toast(page, PLACED_AFTER_LOST)).toBeHidden();
    const notice = openBets.getByRole('listitem').filter({ hasText: PLACED_AFTER_LOST });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Dismiss message' }).click();
    await expect(openBets.getByText(PLACED_AFTER_LOST)).toHaveCount(0);
  });

  test('an answer lost and the bets unreadable: the slip says it cannot tell, and confirming again resends the same clientRef: one bet', async ({ page, context }) => {
    const sent = watchBets(context);
    const toasts = await collectToasts(page, () => null);
    const { odds } = await openMarketPage(page, '&mock.lose=placeBet:1&mock.malformed=bets', 'upcoming');
    const { slip, identity } = await slipWithStake(page, odds, 100);
    // 'Could not tell' stays on the slip as a notice until dismissed (issue 17, item 6); a refusal is the slip's alert.
    const unknown = slip.getByRole('status').filter({ hasText: UNKNOWN });
    // One action: the confirmation whose answer is lost and its resend are one bet (the resend carries its ref).
    const before = (await ledgerBets(page)).map((b) => b.betId);
    let lost = false;
    for (let attempt = 0; attempt < 6 && !lost; attempt++) {
      await slip.getByRole('button', { name: 'Place Bet' }).click();
      const outcome = await firstState('the slip says it could not tell, refuses or closes', {
        lost: () => unknown.first().isVisible(),
        refused: () => slip.getByRole('alert').first().isVisible(),
        closed: () => gone(slip),
      });
      if (outcome === 'closed') {
        // An answer arrived after all (not this journey's set-up): the player was told placed, and that is one bet.
        await expectOneBetPerAction(page, sent, [{ label: 'a confirmation answered placed', before, identity, told: 'placed', refs: [...new Set(sent.map((s) => s.clientRef))] }]);
        break;
      }
      lost = outcome === 'lost';
      const message = lost ? '' : ((await slip.getByRole('alert').textContent()) ?? '');
      if (!lost && !TRANSIENT.some((t) => message.includes(t))) throw new Error(`unexpected: ${message}`);
    }
    expect(lost).toBe(true);
    // One request so far (checked after the count below, which covers the whole action).
    const sentWhenLost = sent.length;
    // It outlasts the toast.
    await expect(toast(page, UNKNOWN)).toBeHidden();
    await expect(unknown).toBeVisible();
    // The player confirms again: a resend of the same confirmation. The price may move during the
    // delay ('Bet rate changed!', nothing sent); confirmed again at the new rate it is still that bet.
    for (let attempt = 0; attempt < 6; attempt++) {
      // A refusal of this confirmation is an error toast raised after the click (every refusal is one, beside the
      // slip's alert: showRefusal in machines/effects.ts), so the alert of the last refusal is never taken for it.
      const from = toasts.length;
      await slip.getByRole('button', { name: 'Place Bet' }).click();
      const outcome = await firstState('the slip closes or refuses the resend', {
        closed: async () => !(await slip.isVisible()),
        refused: () => toasts.slice(from).some((t) => t.kind === 'error' && TRANSIENT.some((x) => t.text.includes(x))),
        // Any other refusal stays on the slip as its alert (the last transient one is the only alert it had before).
        failed: async () => (await slip.getByRole('alert').allTextContents()).some((a) => !TRANSIENT.some((x) => a.includes(x))),
      });
      if (outcome === 'closed') break;
      if (outcome === 'failed') throw new Error(`the resend was refused: ${(await slip.getByRole('alert').allTextContents()).join(' ')}`);
    }
    await expect(slip).toBeHidden();
    const refs = [...new Set(sent.map((s) => s.clientRef))];
    await expectOneBetPerAction(page, sent, [{ label: 'confirmation, lost answer, and its resend', before, identity, told: 'placed', refs }]);
    expect(sentWhenLost).toBe(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.clientRef).toBe(sent[0]?.clientRef);
    expect(await heldWithRef(page, sent[0]?.clientRef)).toBe(1);
    // The exchange answered the resend: the 'could not tell' of that bet is replaced, not moved to Open Bets.
    await expect(page.getByRole('region', { name: 'Open Bets' }).getByText(UNKNOWN)).toHaveCount(0);
  });

  test('a reload while the bet is on its way: the reloaded page says what became of it and sends nothing', async ({ page, context }) => {
    const sent = watchBets(context);
    // Every toast the page shows, across the reloads (a binding): the reloaded page's toast closes after 2 s.
    const toasts = await collectToasts(page, () => null);
    const { odds } = await openMarketPage(page, '&mock.slow=placeBet:5000', 'upcoming');
    const { slip, identity } = await slipWithStake(page, odds, 100);
    const before = (await ledgerBets(page)).map((b) => b.betId);
    await confirmUntilSent(page, sent, slip);
    await page.reload();
    // The reload cut the request off before the exchange answered: not placed, and the player is told.
    const notPlaced = /^Your bet \(Back .+, 100 at [\d.]+\) was not placed\.$/;
    await expect.poll(() => toasts.some((t) => notPlaced.test(t.text.trim())), { message: 'the reloaded page says the bet was not placed' }).toBe(true);
    // The page's exchange reloaded with it: its ledger gained no bet during the confirmations cut off by the reload.
    const counted = betsPerAction([{ label: 'confirmations cut off by a reload', before, identity, told: 'notPlaced', refs: sent.map((s) => s.clientRef) }], await ledgerBets(page));
    expect(counted.flatMap((c) => c.problems)).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(await heldWithRef(page, sent[0]?.clientRef)).toBe(0);
    // Nothing is left pending in the tab: a second reload says nothing more.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Match Odds', exact: true })).toBeVisible();
    await expect(toast(page, /was not placed/)).toHaveCount(0);
    expect(sent).toHaveLength(1);
  });

  test('two tabs on one market: each confirmation is one bet, and neither tab touches the other\'s bet in flight', async ({ page, context }) => {
    // The second tab may find the market in a suspension: it waits for it to reopen (MARKET_QUIET_MS at most).
    test.setTimeout(MARKET_QUIET_MS + 120_000);
    const sent = watchBets(context);
    const { match, odds } = await openMarketPage(page, '&mock.slow=placeBet:4000', 'upcoming');
    const { slip: slipA, identity: identityA } = await slipWithStake(page, odds, 100);
    const beforeA = (await ledgerBets(page)).map((b) => b.betId);
    await confirmUntilSent(page, sent, slipA);

    // A second tab opens the same market while the first tab's bet is on its way.
    const second = await context.newPage();
    await second.goto(fullmarketUrl(match));
    const oddsB = second.getByRole('region', { name: 'Match Odds' });
    // The market reopens within MARKET_QUIET_MS, which the test's time-out covers.
    await expect(openCells(oddsB, /^Back .* at \d/).first()).toBeVisible();
    await expect(toast(second, /Your bet/)).toHaveCount(0);

    const actionsB = await confirmUntilPlaced(second, sent, await slipWithStake(second, oddsB, 100), (button) => button.dblclick());
    await expect(slipA).toBeHidden();
    // Each tab's exchange (the simulated one runs in each page) holds its own action's bet once.
    const actionA: PlayerAction = { label: 'tab A', before: beforeA, identity: identityA, told: 'placed', refs: [...new Set(sent.filter((s) => s.page === page).map((s) => s.clientRef))] };
    await expectOneBetPerAction(page, sent, [actionA]);
    await expectOneBetPerAction(second, sent, actionsB);

    const fromA = sent.filter((s) => s.page === page);
    const fromB = sent.filter((s) => s.page === second);
    expect(fromA).toHaveLength(1);
    expect(fromB.length).toBe(new Set(fromB.map((s) => s.clientRef)).size);
    expect(fromB.every((s) => s.clientRef !== fromA[0]?.clientRef)).toBe(true);
    expect(await heldWithRef(page, fromA[0]?.clientRef)).toBe(1);
  });
});
