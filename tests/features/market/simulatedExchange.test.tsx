// The market page against the simulated exchange (createTestServer): a real sign-in, an in-play cricket match, a back bet placed and listed.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstValueFrom } from 'rxjs';
import { fullmarketUrlOf } from '../../../src/domain/matchLists';
import MarketPage from '../../../src/features/market/MarketPage';
import { api } from '../../../streams/api';
import { marketApi } from '../../../streams/market/api';
import { virtualClock } from '../../streams/market/virtualClock';
import { onSimulatedExchange, renderRoutes, signInPlayer, until } from '../simulatedExchange';

const { world } = onSimulatedExchange({ seed: 7, start: Date.parse('2026-11-22T12:00:00.000Z') });

describe('market page on the simulated exchange', () => {
  it('signs in, shows an in-play cricket match and places a back bet that reloads the open bets', { timeout: 15_000 }, async () => {
    const clock = virtualClock();
    await signInPlayer();

    const matches = await firstValueFrom(api.matchesBySport('4'));
    const live = matches.find((m) => m.inPlay && !m.declared && m.matchOdds[0]?.status === 'OPEN');
    if (!live) throw new Error(`no open in-play cricket match at seed ${world.seed}`);
    const url = fullmarketUrlOf(live);

    renderRoutes(url, { '/fullmarket/:sport/:league/:match': <MarketPage /> });
    await until(clock, () => expect(screen.getByRole('region', { name: live.matchOdds[0]!.marketName })).toBeInTheDocument());
    const table = screen.getByRole('region', { name: live.matchOdds[0]!.marketName });
    await until(clock, () => expect(within(table).getAllByRole('button', { name: /^Back .* at \d/ }).length).toBeGreaterThan(0));

    const user = userEvent.setup();
    const back = within(table).getAllByRole('button', { name: /^Back .* at \d/ }).at(-1)!;
    await user.click(back);
    const slip = screen.getByRole('form', { name: /^Bet slip: Back / });
    await user.type(within(slip).getByLabelText('Stake'), '500');
    await user.click(within(slip).getByRole('button', { name: 'Place Bet' }));

    const openBets = screen.getByRole('region', { name: 'Open Bets' });
    // The brand's bet delay (1 s) runs on the app clock, virtual here; then the list reloads with the new bet.
    clock.advanceBy(1_000);
    await until(clock, () => expect(within(openBets).getAllByText('500.00').length).toBeGreaterThan(0));
    expect(screen.queryByRole('form')).toBeNull();
    const bets = await firstValueFrom(marketApi.matchBets(live.matchId));
    expect(bets.some((b) => b.stake === 500 && b.type === 'back' && b.markettype === 'ODDS')).toBe(true);
    expect(await firstValueFrom(api.exposure())).toBeGreaterThan(0);
  });
});
