// A horse race page as its race is suspended, loses a runner's prices, closes and goes off: the covers over the Win market and
// the runner, the header's status, and its two messages ('Race closed', 'Race off'), on the virtual app clock.
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { HORSE_ODDS_POLL_MS } from '../../../src/domain/constants';
import HorseMarketPage from '../../../src/features/horse/HorseMarketPage';
import { advance, marketTestBed, server, settled, until } from '../market/harness';

const bed = marketTestBed();

/** What the exchange says of the race's Win market; tests change it between polls. */
let status = 'OPEN';
let velvetPriced = true;
const ladder = (base: number) =>
  ['back3', 'back2', 'back1', 'lay1', 'lay2', 'lay3'].map((oname, i) => ({ oname, odds: Math.round((base + i / 10) * 100) / 100, size: 100 + i }));
const market = () => ({
  mid: '1.77',
  mname: 'Win',
  status,
  section: [
    { nat: 'Copper Falcon', sid: '1', odds: ladder(4.4) },
    { nat: 'Velvet Sonnet', sid: '2', odds: velvetPriced ? ladder(3) : ladder(3).map((o) => ({ ...o, odds: 0, size: 0 })) },
  ],
});

beforeEach(() => {
  status = 'OPEN';
  velvetPriced = true;
  server.use(http.get('*/v2/get-horse-odds', () => HttpResponse.json({ data: { data: [market()] } })));
});

/** The virtual app clock starts at the epoch: the race is off 90 s later. */
const OFF = '1970-01-01T00:01:30.000Z';

function openRace() {
  render(
    <MemoryRouter initialEntries={[`/HorseMarket/10/1/77?sportsName=horse&eventName=Kempton%20Park&gameTime=${OFF}`]}>
      <Routes>
        <Route path="/HorseMarket/:eventId/:legueId/:matchId" element={<HorseMarketPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const win = () => screen.getByRole('region', { name: 'Win' });
const raceStatus = () => screen.getByLabelText('Race status');

describe('horse race status on its page', () => {
  it('covers the Win market while the race is suspended, and uncovers it when it opens again', { timeout: 20_000 }, async () => {
    openRace();
    const clock = bed.clock();
    await until(clock, () => expect(within(win()).getByRole('button', { name: 'Back Copper Falcon at 4.6' })).toBeInTheDocument());
    expect(raceStatus()).toHaveTextContent('OPEN');
    expect(within(win()).queryByRole('status')).toBeNull();
    expect(screen.getByLabelText('Time to the off')).toHaveTextContent('Off in 01:30');

    status = 'SUSPENDED';
    advance(clock, HORSE_ODDS_POLL_MS);
    await until(clock, () => expect(within(win()).getByRole('status', { name: 'Win SUSPENDED' })).toHaveTextContent('SUSPENDED'));
    expect(raceStatus()).toHaveTextContent('SUSPENDED');
    expect(raceStatus()).toHaveAttribute('data-status', 'SUSPENDED');
    // Suspended is not closed: the countdown to the off still runs.
    expect(screen.getByLabelText('Time to the off')).toBeInTheDocument();
    expect(screen.queryByText('Race closed')).toBeNull();

    status = 'OPEN';
    advance(clock, HORSE_ODDS_POLL_MS);
    await until(clock, () => expect(within(win()).queryByRole('status', { name: 'Win SUSPENDED' })).toBeNull());
    expect(raceStatus()).toHaveTextContent('OPEN');
  });

  it('covers a runner that has no price on either side as SUSPENDED, the others staying open', { timeout: 20_000 }, async () => {
    openRace();
    const clock = bed.clock();
    await until(clock, () => expect(within(win()).getByRole('button', { name: 'Back Velvet Sonnet at 3.2' })).toBeInTheDocument());
    velvetPriced = false;
    advance(clock, HORSE_ODDS_POLL_MS);
    await until(clock, () => expect(within(win()).getByRole('status', { name: 'Velvet Sonnet SUSPENDED' })).toHaveTextContent('SUSPENDED'));
    await settled(clock);
    expect(within(win()).queryByRole('status', { name: /^Copper Falcon / })).toBeNull();
    expect(within(win()).queryByRole('status', { name: /^Win / })).toBeNull();
  });

  it("says 'Race closed' and covers the market once the race closes", { timeout: 20_000 }, async () => {
    openRace();
    const clock = bed.clock();
    await until(clock, () => expect(within(win()).getByRole('button', { name: 'Back Copper Falcon at 4.6' })).toBeInTheDocument());
    status = 'CLOSED';
    advance(clock, HORSE_ODDS_POLL_MS);
    await until(clock, () => expect(within(win()).getByRole('status', { name: 'Win CLOSED' })).toHaveTextContent('CLOSED'));
    expect(screen.getByText('Race closed')).toBeInTheDocument();
    expect(screen.queryByLabelText('Time to the off')).toBeNull();
    expect(raceStatus()).toHaveTextContent('CLOSED');
  });

  it("says 'Race off' once its time has come, while the market is still open", { timeout: 20_000 }, async () => {
    openRace();
    const clock = bed.clock();
    await until(clock, () => expect(within(win()).getByRole('button', { name: 'Back Copper Falcon at 4.6' })).toBeInTheDocument());
    advance(clock, 89_000 - clock.now());
    await settled(clock);
    expect(screen.getByLabelText('Time to the off')).toHaveTextContent('Off in 00:01');
    advance(clock, 1_000);
    await settled(clock);
    expect(screen.getByText('Race off')).toBeInTheDocument();
    expect(screen.queryByLabelText('Time to the off')).toBeNull();
    expect(screen.queryByText('Race closed')).toBeNull();
  });
});
