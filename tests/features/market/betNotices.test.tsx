// Outcomes about money stay until read (issue 17, item 6), on the simulated exchange: a bet whose answer is lost and found placed stays in the match's Open Bets, and 'could not tell' stays on the slip, after the toast has closed, until the player dismisses them.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstValueFrom, type Subscription } from 'rxjs';
import type { Match } from '../../../src/api/contract';
import { LOST_BET_TEXT } from '../../../src/domain/betConfirmation';
import { TOAST_AUTO_CLOSE_MS } from '../../../src/domain/constants';
import { fullmarketUrlOf } from '../../../src/domain/matchLists';
import MarketPage from '../../../src/features/market/MarketPage';
import { api } from '../../../streams/api';
import { setAppScheduler } from '../../../streams/scheduler';
import { toastEvents$, type ToastEvent } from '../../../streams/toasts';
import { virtualClock, type VirtualClock } from '../../streams/market/virtualClock';
import { onSimulatedExchange, renderRoutes, signInPlayer } from '../simulatedExchange';

const { world } = onSimulatedExchange({ seed: 7, start: Date.parse('2026-11-22T12:00:00.000Z') });

/**
 * Waits (in real time, for MSW's answers on a loaded machine) until `check` passes, running what is
 * due on the virtual clock before each try: it waits for the event, never for a time.
 */
async function until(clock: VirtualClock, check: () => void): Promise<void> {
  await waitFor(
    () => {
      act(() => clock.advanceBy(0));
      check();
    },
    { timeout: 15_000 },
  );
}

/** A virtual clock the bet delay and the toasts' closing follow too. */
function clockForAll(): VirtualClock {
  const clock = virtualClock();
  setAppScheduler(clock.scheduler, { machines: true });
  return clock;
}

async function liveMatch(): Promise<Match> {
  const matches = await firstValueFrom(api.matchesBySport('4'));
  const live = matches.find((m) => m.inPlay && !m.declared && m.matchOdds[0]?.status === 'OPEN');
  if (!live) throw new Error(`no open in-play cricket match at seed ${world.seed}`);
  return live;
}

/** Opens the market page, clicks the last open back price, types the stake and confirms; the bet delay passes. */
async function confirmBet(clock: VirtualClock, live: Match): Promise<HTMLElement> {
  renderRoutes(fullmarketUrlOf(live), { '/fullmarket/:sport/:league/:match': <MarketPage /> });
  const name = live.matchOdds[0]!.marketName;
  await until(clock, () => expect(within(screen.getByRole('region', { name })).getAllByRole('button', { name: /^Back .* at \d/ }).length).toBeGreaterThan(0));
  const user = userEvent.setup();
  await user.click(within(screen.getByRole('region', { name })).getAllByRole('button', { name: /^Back .* at \d/ }).at(-1)!);
  const slip = screen.getByRole('form', { name: /^Bet slip: Back / });
  await user.type(within(slip).getByLabelText('Stake'), '500');
  await user.click(within(slip).getByRole('button', { name: 'Place Bet' }));
  act(() => clock.advanceBy(1_000)); // the brand's bet delay
  return slip;
}

/** Records the toasts shown and hidden. */
function watchToasts(): { events: ToastEvent[]; sub: Subscription; hidden: (text: string) => boolean } {
  const events: ToastEvent[] = [];
  const sub = toastEvents$.subscribe((e) => events.push(e));
  const hidden = (text: string) => {
    const shown = events.find((e): e is Extract<ToastEvent, { show: unknown }> => 'show' in e && e.show.text === text);
    return shown !== undefined && events.some((e) => 'hide' in e && e.hide === shown.id);
  };
  return { events, sub, hidden };
}

describe('outcomes about money stay until the player dismisses them', () => {
  it("a lost answer found placed: the slip closes, the toast closes after 2 s, the message stays in Open Bets until dismissed", { timeout: 60_000 }, async () => {
    const clock = clockForAll();
    await signInPlayer();
    const live = await liveMatch();
    world.knobs.lose = { placeBet: 1 };
    const toasts = watchToasts();

    await confirmBet(clock, live);
    const openBets = screen.getByRole('region', { name: 'Open Bets' });
    await until(clock, () => expect(within(openBets).getByText(LOST_BET_TEXT.placed)).toBeInTheDocument());
    expect(screen.queryByRole('form', { name: /^Bet slip/ })).toBeNull();

    // Long after the toast has gone (and many poll rounds later), the message is still there.
    act(() => clock.advanceBy(TOAST_AUTO_CLOSE_MS + 10_000));
    expect(toasts.hidden(LOST_BET_TEXT.placed)).toBe(true);
    expect(within(openBets).getByText(LOST_BET_TEXT.placed)).toBeInTheDocument();

    await userEvent.setup().click(within(openBets).getByRole('button', { name: 'Dismiss message' }));
    expect(within(openBets).queryByText(LOST_BET_TEXT.placed)).toBeNull();
    toasts.sub.unsubscribe();
  });

  it("a lost answer and the bets unreadable: 'could not tell' stays on the slip through edits and the toast's time, until dismissed", { timeout: 60_000 }, async () => {
    const clock = clockForAll();
    await signInPlayer();
    const live = await liveMatch();
    world.knobs.lose = { placeBet: 1 };
    world.knobs.malformed = ['matchBets'];
    const toasts = watchToasts();

    try {
      const slip = await confirmBet(clock, live);
      await until(clock, () => expect(within(slip).getByText(LOST_BET_TEXT.unknown)).toBeInTheDocument());

      const user = userEvent.setup();
      await user.type(within(slip).getByLabelText('Stake'), '0'); // an edit does not clear it
      act(() => clock.advanceBy(TOAST_AUTO_CLOSE_MS + 10_000));
      expect(toasts.hidden(LOST_BET_TEXT.unknown)).toBe(true);
      expect(within(slip).getByText(LOST_BET_TEXT.unknown)).toBeInTheDocument();

      await user.click(within(slip).getByRole('button', { name: 'Dismiss message' }));
      expect(within(slip).queryByText(LOST_BET_TEXT.unknown)).toBeNull();
      expect(screen.queryByText(LOST_BET_TEXT.unknown)).toBeNull();
    } finally {
      world.knobs.malformed = [];
      toasts.sub.unsubscribe();
    }
  });
});
