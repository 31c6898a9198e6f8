// A bookmaker market's status is read one way (src/domain/bettable.ts, isBookmakerOpen): OPEN or ACTIVE takes bets in the
// table, the slip and Cash Out alike; SUSPENDED, CLOSED or an unknown status is covered, opens no slip and offers no Cash Out.
import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Bet } from '../../../src/api/contract';
import { bookmakerMarkets } from '../../streams/market/fixtures';
import { exchange, until, marketTestBed } from './harness';

const bed = marketTestBed();
// A shared, loaded machine: the first answers can take more than the default second to arrive.
configure({ asyncUtilTimeout: 15_000 });

/** A matched back on India in the bookmaker market: Cash Out has something to hedge. */
const MATCHED: Bet = {
  betId: 'bm-x1', markettype: 'BOOKMAKER', market: 'Bookmaker', selection: 'India', selectionId: '11', type: 'back', oddsReq: 45, stake: 1000, case: '',
  placeTime: '2026-11-22T14:31:00.000Z', favourMargin: 450, againstMargin: 1000, sportsName: 'Cricket', event: 'India v Australia',
  eventId: '4', legueId: '101', matchId: '9001', marketId: 'bm1', runners: [{ selectionId: '11', runnerName: 'India' }, { selectionId: '22', runnerName: 'Australia' }],
};

const reportedAs = (status: string) => {
  exchange.bookmaker = bookmakerMarkets(45).map((m) => ({ ...m, status }));
  exchange.bets = [MATCHED];
};
const block = () => screen.getByRole('region', { name: 'Bookmaker' });

describe('bookmaker market status: the table, the slip and Cash Out agree', { timeout: 60_000 }, () => {
  it.each(['SUSPENDED', 'CLOSED', 'PAUSED'])('reported %s: covered with its status, no slip opens, Cash Out says suspended', async (status) => {
    reportedAs(status);
    const clock = await bed.open();
    await until(clock, () => expect(within(block()).getByRole('status', { name: `Bookmaker ${status}` })).toHaveTextContent(status));
    await until(clock, () => expect(within(block()).getByRole('button', { name: 'Cash Out unavailable: market suspended' })).toBeDisabled());
    expect(within(block()).queryByRole('button', { name: /^Cash Out -?\d/ })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(block()).getByRole('button', { name: 'Back India at 45' }));
    expect(screen.queryByRole('form', { name: /^Bet slip/ })).toBeNull();
    expect(exchange.placed).toEqual([]);
  });

  it.each(['ACTIVE', 'OPEN'])('reported %s: no cover, a Cash Out amount, and a bet goes through (no "Bet rate changed!")', async (status) => {
    reportedAs(status);
    const clock = await bed.open();
    await until(clock, () => expect(within(block()).getByRole('button', { name: /^Cash Out -?\d/ })).toBeEnabled());
    expect(within(block()).queryByRole('status', { name: `Bookmaker ${status}` })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(block()).getByRole('button', { name: 'Back India at 45' }));
    const slip = screen.getByRole('form', { name: 'Bet slip: Back India' });
    await user.type(within(slip).getByLabelText('Stake'), '100');
    await user.click(within(slip).getByRole('button', { name: 'Place Bet' }));
    await until(clock, () => expect(exchange.placed).toHaveLength(1));
    expect(exchange.placed[0]).toMatchObject({ markettype: 'BOOKMAKER', marketId: 'bm1', oddsReq: 45, stake: 100 });
    expect(bed.toasts.map((t) => t.text)).not.toContain('Bet rate changed!');
  });
});
