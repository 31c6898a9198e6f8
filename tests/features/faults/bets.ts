// The fault matrix's bet rows in Vitest: a bet slip confirmed under each fault, and what the exchange then holds per confirmation.
import { expect } from 'vitest';
import { act, fireEvent } from '@testing-library/react';
import type { World } from '../../../src/mocks/world/world';
import { sentRefs, type App, type FaultRow } from './matrix';
import { buttonsNamed } from './screen';

const BET_STAKE = 100;

/** The open bet slip (the market and race pages' inline slip). */
export const slipOf = (): HTMLElement | null =>
  document.querySelector<HTMLElement>('[role="form"][aria-label^="Bet slip: "], form[aria-label^="Bet slip: "]');

const stakeOf = (slip: HTMLElement) => slip.querySelector<HTMLInputElement>('input[aria-label="Stake"], input[name="stake"]') ?? [...slip.querySelectorAll('input')].find((i) => i.labels?.[0]?.textContent?.trim() === 'Stake') ?? null;


/** The bet slip on the first open price `cells` finds, with the stake typed in (left as it is when already open). */
export const slipOn = (cells: () => HTMLElement[]) => async (app: App): Promise<void> => {
  if (slipOf()) return;
  await app.until(() => expect(cells().length, 'an open price to bet on').toBeGreaterThan(0), 'an open price');
  await app.user.click(cells()[0]!);
  // The slip's code loads with the first click (its chunk), then it opens.
  await app.until(() => expect(slipOf(), 'the bet slip').not.toBeNull(), 'the bet slip', { maxMs: 5_000 });
  const slip = slipOf();
  const stake = stakeOf(slip!);
  expect(stake, 'the stake field').not.toBeNull();
  act(() => void fireEvent.change(stake!, { target: { value: String(BET_STAKE) } }));
  await app.settle();
};

/** Presses Place Bet (the bet delay and the answer come as the matrix runs the clock on). */
export const confirmBet = (openSlip: (app: App) => Promise<void>) => async (app: App): Promise<void> => {
  await openSlip(app);
  const slip = slipOf();
  if (!slip) return;
  const place = buttonsNamed(slip, 'Place Bet')[0];
  if (place) await app.user.click(place);
};

/** The exchange holds at most one bet per confirmation the app sent. */
export function expectOneBetPerConfirmation(world: World): void {
  const user = world.users.all().find((u) => u.userName === 'rahul' && world.brandOf(u).key === world.knobs.brand);
  if (!user) throw new Error('no rahul in this world');
  const held = [...world.ledger.openBets(user._id), ...world.ledger.settledBets(user._id)].map((b) => (b as { clientRef?: string }).clientRef ?? '');
  expect(sentRefs.length, 'confirmations sent').toBeGreaterThan(0);
  for (const ref of sentRefs) expect(held.filter((r) => r === ref).length, `bets the exchange holds for confirmation ${ref}`).toBeLessThanOrEqual(1);
}

/**
 * A bet flow's row (exchange, horse: the bet slip machine): a confirmation whose answer fails is resolved
 * from the match's bets ('not placed', since the fault stopped it) and the slip keeps its stake; a slow
 * answer places the bet; the exchange never holds two bets of one confirmation.
 */
export function betRow(opts: {
  name: string;
  where: string;
  open: (app: App) => Promise<void>;
  openSlip: (app: App) => Promise<void>;
  /** How the row confirms the slip (by default: Place Bet pressed once). */
  confirm?: (app: App) => Promise<void>;
}): FaultRow {
  return {
    name: opts.name,
    call: 'placeBet',
    on401: 'expire',
    where: opts.where,
    open: async (app) => {
      await opts.open(app);
      await opts.openSlip(app);
      // The row is about faults, not a moving price: the exchange's markets stand still from a moment one is open
      // (the slip opened on it), so no confirmation is refused for a rate that moved ('Bet rate changed!').
      app.world.knobs.holdMarketsAt = app.world.clock.now();
    },
    again: opts.confirm ?? confirmBet(opts.openSlip),
    // A bet that went through closed the slip.
    shows: () => expect(slipOf(), 'the slip closed: placed').toBeNull(),
    whileFailing: () => {
      const slip = slipOf();
      expect(slip, 'the slip kept').not.toBeNull();
      expect(stakeOf(slip!)?.value, 'the stake kept').toBe(String(BET_STAKE));
    },
    notice: /^Your bet was not placed\. You can confirm it again\.$/,
    notices: { slow: /^Bet placed/ },
    afterFault: async (app) => expectOneBetPerConfirmation(app.world),
    beforeRecovery: opts.openSlip,
    afterRecovery: async (app) => {
      expectOneBetPerConfirmation(app.world);
      await opts.openSlip(app);
    },
  };
}
