// The horse racing screens against the simulated exchange (createTestServer): the schedule's chips and time buttons, a race opened after its wait, and a horse bet placed and listed.
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstValueFrom } from 'rxjs';
import { useLocation } from 'react-router-dom';
import { HORSE_OPEN_DELAY_MS } from '../../../src/domain/constants';
import { BRANDS, DEFAULT_BRAND_KEY } from '../../../src/mocks/world/brands';
import HorseSchedule from '../../../src/features/horse/HorseSchedule';
import HorseMarketPage from '../../../src/features/horse/HorseMarketPage';
import { horseApi } from '../../../streams/horse/api';
import { marketApi } from '../../../streams/market/api';
import { horseMarketPath } from '../../../streams/horse/schedule';
import { setAppScheduler } from '../../../streams/scheduler';
import { datedClock, type DatedClock } from '../../streams/datedClock';
import { onSimulatedExchange, renderRoutes, signInPlayer, until } from '../simulatedExchange';

const start = Date.parse('2026-11-24T09:02:00.000Z');
onSimulatedExchange({ seed: 5, start });

function appClock(): DatedClock {
  const clock = datedClock(start);
  setAppScheduler(clock.scheduler);
  return clock;
}

function Where(): React.JSX.Element {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

describe('horse schedule on the simulated exchange', () => {
  it('filters by country chip and opens a live race 200 ms after its button is pressed', { timeout: 20_000 }, async () => {
    const clock = appClock();
    renderRoutes('/', { '/': <HorseSchedule />, '/HorseMarket/:eventId/:legueId/:matchId': <Where /> });
    await until(clock, () => expect(screen.getByRole('group', { name: 'Countries' })).toBeInTheDocument());
    const chips = within(screen.getByRole('group', { name: 'Countries' })).getAllByRole('button');
    expect(chips[0]).toHaveTextContent('ALL');
    expect(chips.length).toBeGreaterThan(2);
    const countries = () => document.querySelectorAll('section[data-country]');
    expect(countries()).toHaveLength(chips.length - 1);

    const picked = chips[1]!.textContent ?? '';
    act(() => chips[1]!.click());
    expect(chips[1]).toHaveAttribute('aria-pressed', 'true');
    expect(countries()).toHaveLength(1);
    expect(countries()[0]).toHaveAttribute('data-country', picked);
    act(() => chips[0]!.click());
    expect(countries()).toHaveLength(chips.length - 1);

    const live = document.querySelector<HTMLButtonElement>('button[data-live="on"]');
    expect(live).not.toBeNull();
    expect(live).toBeEnabled();
    expect(document.querySelector('button.race:disabled')).not.toBeNull();

    act(() => live!.click());
    act(() => clock.advanceBy(HORSE_OPEN_DELAY_MS - 1));
    expect(screen.queryByTestId('where')).toBeNull();
    act(() => clock.advanceBy(1));
    const where = screen.getByTestId('where').textContent ?? '';
    expect(where).toMatch(new RegExp(`^/HorseMarket/10/\\d+/${live!.dataset.race}\\?sportsName=horse&eventName=.+&gameTime=`));
  });
});

describe('horse market page on the simulated exchange', () => {
  it('shows the race with its six-cell ladders and places a back bet that is listed with the race', { timeout: 20_000 }, async () => {
    const clock = appClock();
    // The slip's bet delay (a machine delay) runs on this virtual clock too, not on the wall clock.
    setAppScheduler(clock.scheduler, { machines: true });
    await signInPlayer();
    const schedule = await firstValueFrom(horseApi.horseSchedule());
    const races = schedule.flatMap((c) =>
      c.children.flatMap((m) => m.children.map((r) => ({ c, m, r, startMs: Date.parse(r.stime) }))),
    );
    const open = races.find((x) => x.r.gOdds.status === 'OPEN' && x.startMs > start && x.startMs - start < 30 * 60_000);
    if (!open) throw new Error('no open race within 30 minutes');
    const url = horseMarketPath({ eventId: open.r.etid, legueId: open.c.cid, gmid: open.r.gmid, eventName: open.m.ename, stime: open.r.stime });

    renderRoutes(url, { '/HorseMarket/:eventId/:legueId/:matchId': <HorseMarketPage /> });
    expect(screen.getByRole('heading', { level: 1, name: open.m.ename })).toBeInTheDocument();
    expect(screen.getByLabelText('Time to the off')).toHaveTextContent(/Off in \d\d:\d\d/);
    // Open Bets comes under the markets once they have answered: nothing pushes it down as they fill in.
    expect(screen.queryByRole('region', { name: 'Open Bets' })).toBeNull();
    await until(clock, () => expect(screen.getByRole('region', { name: 'Win' })).toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Open Bets' })).toBeInTheDocument();
    const win = screen.getByRole('region', { name: 'Win' });
    await until(clock, () => expect(within(win).getAllByRole('button', { name: /^Back .* at \d/ }).length).toBeGreaterThan(0));
    const firstRow = win.querySelector('[data-runner]')!;
    expect(firstRow.querySelectorAll('[data-side]')).toHaveLength(6);
    expect(screen.getByLabelText('Race status')).toHaveTextContent('OPEN');

    const user = userEvent.setup();
    await user.click(within(win).getAllByRole('button', { name: /^Back .* at \d/ })[2]!);
    const slip = screen.getByRole('form', { name: /^Bet slip: Back / });
    await user.type(within(slip).getByLabelText('Stake'), '100');
    await user.click(within(slip).getByRole('button', { name: 'Place Bet' }));

    const openBets = screen.getByRole('region', { name: 'Open Bets' });
    // The brand's bet delay: until it has passed on the app clock nothing is sent, and the slip stays.
    const delayMs = BRANDS.find((b) => b.key === DEFAULT_BRAND_KEY)!.limits.delay * 1000;
    expect(delayMs).toBeGreaterThan(0);
    act(() => clock.advanceBy(delayMs - 1));
    const ours = (bets: Awaited<ReturnType<typeof raceBets>>) => bets.filter((b) => b.markettype === 'HORSE' && b.type === 'back' && b.stake === 100);
    const raceBets = () => firstValueFrom(marketApi.matchBets(open.r.gmid));
    expect(ours(await raceBets())).toEqual([]);
    expect(screen.getByRole('form', { name: /^Bet slip: Back / })).toBeInTheDocument();
    // Then it is sent, and the race's bets reload with it.
    act(() => clock.advanceBy(1));
    await until(clock, () => expect(within(openBets).getAllByText('HORSE').length).toBeGreaterThan(0));
    expect(screen.queryByRole('form')).toBeNull();
    expect(ours(await raceBets())).toHaveLength(1);
  });
});
