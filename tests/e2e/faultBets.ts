// The fault matrix's bet rows: a bet slip confirmed under each fault, and what the exchange then holds.
import { expect, type Locator, type Page } from '@playwright/test';
import type { FaultRow } from './faultRows';
import { slipOf } from './helpers';

const BET_STAKE = 100;
/** Refusals a live market gives for reasons of its own: confirmed again, as a player does. */
const TRANSIENT_REFUSAL = /^(Bet rate changed!|Odds changed|Market suspended|Selection suspended|Ball running)/;

/** The bet slip on the first open price `cells` finds, with the stake typed in (left as it is when already open). */
export const slipOn = (cells: (page: Page) => Locator) => async (page: Page): Promise<void> => {
  const slip = slipOf(page);
  if ((await slip.count()) > 0) return;
  await cells(page).first().click({ timeout: 60_000 });
  await expect(slip).toBeVisible();
  await slip.getByRole('textbox', { name: 'Stake' }).fill(String(BET_STAKE));
};

/** Presses Place Bet until the slip closes (placed) or says why not; a moved price is confirmed again. */
const confirmBet = (openSlip: (page: Page) => Promise<void>) => async (page: Page): Promise<void> => {
  await openSlip(page);
  const slip = slipOf(page);
  for (let attempt = 0; attempt < 6; attempt++) {
    await slip.getByRole('button', { name: 'Place Bet' }).click();
    const outcome = await Promise.race([
      slip.waitFor({ state: 'detached', timeout: 20_000 }).then(() => ''),
      slip.getByRole('alert').waitFor({ timeout: 20_000 }).then(async () => (await slip.getByRole('alert').textContent()) ?? ''),
    ]);
    if (!TRANSIENT_REFUSAL.test(outcome.trim())) return;
  }
};

/** Every bet the page sends, by its confirmation's clientRef. */
const betRefs = new WeakMap<Page, string[]>();
export function watchBetRefs(page: Page): void {
  if (betRefs.has(page)) return;
  const refs: string[] = [];
  betRefs.set(page, refs);
  page.on('request', (req) => {
    if (req.method() !== 'POST' || new URL(req.url()).pathname !== '/bet/save2') return;
    const ref = (req.postDataJSON() as { clientRef?: unknown }).clientRef;
    if (typeof ref === 'string' && !refs.includes(ref)) refs.push(ref);
  });
}

/** The exchange holds at most one bet per confirmation the page sent (its open bets, read with the page's session). */
export async function expectOneBetPerConfirmation(page: Page): Promise<void> {
  const sent = betRefs.get(page) ?? [];
  const held = await page.evaluate(async () => {
    const auth = JSON.parse(localStorage.getItem('exchange.auth') ?? '{}') as { accessToken?: string };
    const token = auth.accessToken ?? '';
    const res = await fetch('/bet/history/test/1/100', {
      method: 'POST',
      headers: { ...(window as unknown as { simulatedExchange: { headersFor: (t: string | null) => Record<string, string> } }).simulatedExchange.headersFor(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'unsettled', sportsName: '', from: '2000-01-01', to: '2100-12-31' }),
    });
    return ((await res.json()) as { data: { pageItems: { clientRef?: string }[] } }).data.pageItems.map((b) => b.clientRef ?? '');
  });
  for (const ref of sent) expect(held.filter((r) => r === ref).length, `bets the exchange holds for confirmation ${ref}`).toBeLessThanOrEqual(1);
}

/**
 * A bet flow's row (exchange, horse: the bet slip machine): a confirmation whose answer fails is
 * resolved from the match's bets ('not placed', since the fault stopped it) and the slip keeps its
 * stake; a slow answer places the bet; the exchange never holds two bets of one confirmation.
 */
export function betRow(opts: { name: string; group: string; where: string; open: (page: Page) => Promise<void>; openSlip: (page: Page) => Promise<void> }): FaultRow {
  return {
    name: opts.name,
    call: 'placeBet',
    group: opts.group,
    on401: 'expire',
    where: opts.where,
    open: async (page) => {
      watchBetRefs(page);
      await opts.open(page);
      await opts.openSlip(page);
    },
    again: confirmBet(opts.openSlip),
    // A bet that went through closed the slip.
    shows: async (page) => expect(slipOf(page)).toHaveCount(0, { timeout: 1 }),
    whileFailing: async (page) => expect(slipOf(page).getByRole('textbox', { name: 'Stake' })).toHaveValue(String(BET_STAKE), { timeout: 1 }),
    notice: /^Your bet was not placed\. You can confirm it again\.$/,
    notices: { slow: /^Bet placed/ },
    afterFault: async (page) => expectOneBetPerConfirmation(page),
    beforeRecovery: opts.openSlip,
    afterRecovery: async (page) => {
      await expectOneBetPerConfirmation(page);
      await opts.openSlip(page);
    },
  };
}
