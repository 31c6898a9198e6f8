// A game-list casino table against the simulated exchange (createTestServer): background first, a live round, a tap-on-odds bet with its P and L, cleared by the next round.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstValueFrom } from 'rxjs';
import GameListTablePage from '../../../src/features/casino/table/GameListTablePage';
import { casinoApi } from '../../../streams/casino/api';
import { marketApi } from '../../../streams/market/api';
import { virtualClock, type VirtualClock } from '../../streams/market/virtualClock';
import { onSimulatedExchange, renderRoutes, signInPlayer, until } from '../simulatedExchange';

const { world, worldClock } = onSimulatedExchange({ seed: 7, start: Date.parse('2026-11-22T12:00:00.000Z') });

/** One second of both clocks: the world's rounds and the app's polls. */
function tick(clock: VirtualClock): void {
  worldClock.advance(1000);
  act(() => clock.advanceBy(1000));
}

const seconds = () => Number(screen.getByTestId('countdown').textContent?.replace(/\D/g, '') || '0');
const rid = () => within(screen.getByTestId('round-id')).getByText(/\d+/).textContent;

describe('game-list casino table on the simulated exchange', () => {
  it('shows the background, then a live round; a bet shows P and L and the next round clears them', { timeout: 20_000 }, async () => {
    const clock = virtualClock();
    await signInPlayer();
    const game = (await firstValueFrom(casinoApi.casinoGames())).find((g) => g.name === '20 20 DRAGON TIGER');
    if (!game) throw new Error('no 20 20 DRAGON TIGER in the game list');

    renderRoutes(`/casino/${game.eventId}/${game.legueId}/${game.matchId}`, { '/casino/:eventId/:legueId/:matchId': <GameListTablePage /> });
    expect(screen.getByTestId('casino-background')).toBeInTheDocument();
    act(() => clock.advanceBy(2000));
    await until(clock, () => expect(screen.getByRole('heading', { name: '20 20 Dragon Tiger' })).toBeInTheDocument());
    await until(clock, () => expect(rid()).toMatch(/^\d+$/));
    expect(screen.getByText('Recent Result')).toBeInTheDocument();

    // Wait for a round with time left, then back the first outcome with a 100 chip.
    for (let i = 0; i < 40 && !(seconds() >= 10 && screen.queryAllByRole('button', { name: /^Dragon / }).some((b) => !b.hasAttribute('disabled'))); i++) {
      tick(clock);
      await act(async () => {});
    }
    const round = rid();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('outcome-1'));
    const slip = screen.getByRole('group', { name: 'Bet slip' });
    await user.click(within(slip).getByRole('button', { name: 'Chip 100' }));
    expect(screen.getByTestId('pl-1')).toHaveTextContent('+98.00');
    await user.click(within(slip).getByRole('button', { name: 'Place Bet' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Bet slip' })).toBeNull(), { timeout: 5000 });
    const bets = await firstValueFrom(marketApi.matchBets(game.matchId));
    expect(bets.filter((b) => b.roundId === round).map((b) => [b.selectionId, b.stake])).toEqual([['1', 100]]);
    await waitFor(() => expect(screen.getByTestId('pl-1')).toHaveTextContent('+98.00'));
    expect(screen.getByTestId('pl-2')).toHaveTextContent('-100.00');

    // The next round clears the stored bets.
    for (let i = 0; i < 25 && rid() === round; i++) {
      tick(clock);
      await act(async () => {});
    }
    expect(rid()).not.toBe(round);
    await waitFor(() => expect(screen.queryByTestId('pl-1')).toBeNull());
  });
});

describe('a table waiting for its first round', () => {
  // Its blocks drawn with empty cells until the round comes, and the round's outcomes in exactly their places
  // (nothing below moves): the blocks a table's record knows, or one two-outcome block when only the feed names them.
  const TABLES = [
    // Dragon Tiger's seven blocks: Winner 3, four pairs of 2, and two of 13 cards.
    { name: 'DRAGON TIGER', blocks: 7, cells: 3 + 2 * 4 + 13 * 2 },
    { name: '20 20 TEENPATTI', blocks: 1, cells: 2 },
  ];
  it.each(TABLES)('$name: $blocks blocks of $cells empty cells, then the round\'s outcomes in their places', { timeout: 20_000 }, async ({ name, blocks, cells }) => {
    const clock = virtualClock();
    await signInPlayer();
    const game = (await firstValueFrom(casinoApi.casinoGames())).find((g) => g.name === name);
    if (!game) throw new Error(`no ${name} in the game list`);
    // The round data fails until it is let through: the table stays in its waiting state.
    world.knobs.faults = { casinoRound: '500' };
    try {
      renderRoutes(`/casino/${game.eventId}/${game.legueId}/${game.matchId}`, { '/casino/:eventId/:legueId/:matchId': <GameListTablePage /> });
      act(() => clock.advanceBy(2000));
      await until(clock, () => expect(screen.getByTestId('betting-area')).toBeInTheDocument());
      const area = screen.getByTestId('betting-area');
      await until(clock, () => expect(area.querySelectorAll('[data-pending="true"]')).toHaveLength(cells));
      expect(area.querySelectorAll('section.group')).toHaveLength(blocks);
      expect(screen.getByText('Waiting for the round…')).toHaveClass('visually-hidden');
      expect(within(area).queryAllByRole('button')).toHaveLength(0);
    } finally {
      world.knobs.faults = {};
    }
    tick(clock);
    await until(clock, () => expect(screen.getByTestId('betting-area').querySelectorAll('[data-pending="true"]')).toHaveLength(0));
    const area = screen.getByTestId('betting-area');
    expect(area.querySelectorAll('section.group')).toHaveLength(blocks);
    expect(area.querySelectorAll('.cells .cell')).toHaveLength(cells);
    expect(screen.queryByText('Waiting for the round…')).toBeNull();
  });
});
