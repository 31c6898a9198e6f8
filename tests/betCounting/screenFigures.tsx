// A back bet on the market page against the simulated exchange, the screen's money figures compared with the exchange's own
// (src/mocks/world/arithmetic.ts, written without the client's code): what the slip says each runner would show with the
// bet, whether the exchange took it, and each runner's projection once it is held. The checks of screenFigures.test.tsx
// (the normal client) and screenFigures.wrongMargin.test.tsx (the client built to price a back at its whole return).
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstValueFrom } from 'rxjs';
import type { Bet } from '../../src/api/contract';
import { fullmarketUrlOf } from '../../src/domain/matchLists';
import MarketPage from '../../src/features/market/MarketPage';
import { figuresOfBet, marginsOf, money } from '../../src/mocks/world/arithmetic';
import { api } from '../../streams/api';
import { virtualClock } from '../streams/market/virtualClock';
import { onSimulatedExchange, renderRoutes, signInPlayer, until } from '../features/simulatedExchange';

export interface ScreenAndExchange {
  /** The runner backed, the price clicked and the stake. */
  bet: { selectionId: string; price: number; stake: number };
  /** Where the screen and the exchange disagree, or the exchange did not take the bet; empty when they agree. */
  problems: string[];
  /** The bets the exchange gained. */
  held: Bet[];
}

const amount = (el: Element | null): number | null => (el ? Number(el.textContent?.replace(/[^\d.-]/g, '')) : null);

/** Each runner's profit or loss if it wins, over these bets, by the exchange's own margins of them (contract section 5). */
function exchangeProjection(bets: readonly { selectionId: string; type: 'back' | 'lay'; favourMargin: number; againstMargin: number }[], runners: readonly string[]): Record<string, number> {
  return Object.fromEntries(
    runners.map((winner) => [
      winner,
      money(bets.reduce((sum, b) => sum + ((b.selectionId === winner) === (b.type === 'back') ? b.favourMargin : -b.againstMargin), 0)),
    ]),
  );
}

/**
 * The file's simulated exchange (seed 7, a manual world clock: prices hold still), and a run that signs in, clicks the
 * first back price of a match before its start, types 500, reads the slip's 'With this bet' on every runner, confirms,
 * and once the slip has its answer compares the screen with the exchange.
 */
export function backOnSimulatedExchange(): () => Promise<ScreenAndExchange> {
  const { world } = onSimulatedExchange({ seed: 7, start: Date.parse('2026-11-22T12:00:00.000Z') });
  const ledger = (): Bet[] =>
    world.users
      .all()
      .filter((u) => u.userName === 'rahul')
      .flatMap((u) => [...world.ledger.openBets(u._id), ...world.ledger.settledBets(u._id)]);

  return async () => {
    const clock = virtualClock();
    await signInPlayer();
    const matches = await firstValueFrom(api.matchesBySport('4'));
    const match = matches.find((m) => !m.inPlay && !m.declared && m.matchOdds[0]?.status === 'OPEN');
    if (!match) throw new Error(`no open cricket match before its start at seed ${world.seed}`);
    const market = match.matchOdds[0]!;
    const runners = market.runners.map((r) => String(r.selectionId));
    renderRoutes(fullmarketUrlOf(match), { '/fullmarket/:sport/:league/:match': <MarketPage /> });
    const table = () => screen.getByRole('region', { name: market.marketName });
    const row = (id: string) => table().querySelector(`[data-runner="${id}"]`) as HTMLElement;
    await until(clock, () => expect(within(table()).getAllByRole('button', { name: /^Back .* at \d/ }).length).toBeGreaterThan(0));

    const cell = within(table()).getAllByRole('button', { name: /^Back .* at \d/ })[0]!;
    const selectionId = cell.closest('[data-runner]')?.getAttribute('data-runner') ?? '';
    const price = Number(/ at ([\d.]+)$/.exec(cell.getAttribute('aria-label') ?? cell.textContent ?? '')?.[1]);
    const stake = 500;
    const problems: string[] = [];
    const inMarket = () => ledger().filter((b) => b.marketId === market.marketId);
    const before = inMarket();

    const user = userEvent.setup({ advanceTimers: (ms) => clock.advanceBy(ms) });
    await user.click(cell);
    const slip = screen.getByRole('form', { name: /^Bet slip: Back / });
    await user.type(within(slip).getByLabelText('Stake'), String(stake));

    // What the slip says each runner would show with this bet, against the exchange's own figures for the bets it holds
    // in the market and this one.
    const asked = { selectionId, type: 'back' as const, ...marginsOf('ODDS', 'back', price, stake) };
    const held0 = before.map((b) => ({ selectionId: String(b.selectionId), type: b.type, ...figuresOfBet(b) }));
    const expected = exchangeProjection([...held0, asked], runners);
    await until(clock, () => expect(within(row(selectionId)).getByLabelText('With this bet')).toBeInTheDocument());
    for (const id of runners) {
      const shown = amount(within(row(id)).queryByLabelText('With this bet'));
      if (shown !== expected[id]) problems.push(`runner ${id}: the slip shows ${shown} with this bet, the exchange's own figure is ${expected[id]}`);
    }

    await user.click(within(slip).getByRole('button', { name: 'Place Bet' }));
    // The brand's bet delay runs on the app clock, virtual here; then the slip closes (placed) or says why not.
    let refusal: string | null = null;
    await until(clock, () => {
      clock.advanceBy(1_000);
      refusal = screen.queryByRole('form', { name: /^Bet slip/ }) ? (within(slip).queryByRole('alert')?.textContent ?? null) : null;
      expect(screen.queryByRole('form', { name: /^Bet slip/ }) === null || refusal !== null).toBe(true);
    });
    const ids = new Set(before.map((b) => b.betId));
    const held = inMarket().filter((b) => !ids.has(b.betId));
    if (refusal !== null) problems.push(`the exchange did not take the bet: ${refusal}`);
    if (held.length !== (refusal === null ? 1 : 0)) problems.push(`the exchange holds ${held.length} bets for one confirmation told ${refusal ?? 'placed'}`);

    // Once held, each runner's projection on the screen against the exchange's figures of the bets it holds.
    if (held.length > 0) {
      const after = exchangeProjection(inMarket().map((b) => ({ selectionId: String(b.selectionId), type: b.type, ...figuresOfBet(b) })), runners);
      await until(clock, () => expect(amount(within(row(selectionId)).queryByLabelText('Projected profit or loss'))).toBe(after[selectionId]));
      for (const id of runners) {
        const shown = amount(within(row(id)).queryByLabelText('Projected profit or loss'));
        if (shown !== after[id]) problems.push(`runner ${id}: the screen projects ${shown}, the exchange's own figure is ${after[id]}`);
      }
    }
    return { bet: { selectionId, price, stake }, problems, held };
  };
}
