// What-if on the market page: pointing at a price (hover or focus) shows each runner's profit or loss if that bet were placed, beside the projection, without placing anything; pointing at Cash Out shows the figures after it.
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exchange, until, marketTestBed } from './harness';

const bed = marketTestBed();
// A shared, loaded machine: the first answers can take more than the default second to arrive.
configure({ asyncUtilTimeout: 15_000 });

const openPage = () => bed.open();

const row = (selectionId: string) => document.querySelector(`[data-market="1.1"] [data-runner="${selectionId}"]`) as HTMLElement;
const whatIfOf = (selectionId: string) => within(row(selectionId)).queryByLabelText('If this bet were placed');

describe('what-if on a price', { timeout: 60_000 }, () => {
  it('hovering a price shows every runner of its market priced at the first quick stake, and leaving hides it; nothing is placed', async () => {
    await openPage();
    const cell = screen.getByRole('button', { name: 'Back India at 1.9' });
    fireEvent.mouseEnter(cell);
    // Back India 100 at 1.9: India +90, Australia -100.
    await until(bed.clock(), () => expect(whatIfOf('11')).toHaveTextContent('90.00'));
    expect(whatIfOf('22')).toHaveTextContent('-100.00');
    fireEvent.mouseLeave(cell);
    await until(bed.clock(), () => expect(whatIfOf('11')).toBeNull());
    expect(whatIfOf('22')).toBeNull();
    expect(exchange.requests.filter((p) => p === '/bet/save2')).toEqual([]);
  });

  it("focusing a price uses the slip's stake; a lay shows the mirror", async () => {
    await openPage();
    const user = userEvent.setup({ advanceTimers: (ms) => bed.clock().advanceBy(ms) });
    await user.click(screen.getByRole('button', { name: 'Back Australia at 2' }));
    const slip = screen.getByRole('form', { name: /^Bet slip/ });
    await user.type(within(slip).getByRole('textbox', { name: 'Stake' }), '500');
    fireEvent.focus(screen.getByRole('button', { name: 'Lay India at 1.92' }));
    // Lay India 500 at 1.92: India -460, Australia +500.
    await until(bed.clock(), () => expect(whatIfOf('11')).toHaveTextContent('-460.00'));
    expect(whatIfOf('22')).toHaveTextContent('500.00');
    // The slip's own preview stays beside it.
    expect(within(row('22')).getByLabelText('With this bet')).toHaveTextContent('500.00');
    expect(exchange.placed).toEqual([]);
  });

  it('a bookmaker price adds to the bets already matched in that market', async () => {
    exchange.bets = [
      {
        betId: 'x1', markettype: 'BOOKMAKER', market: 'Bookmaker', selection: 'India', selectionId: '11', type: 'back', oddsReq: 50, stake: 200, case: '',
        placeTime: '2026-11-22T14:31:00.000Z', favourMargin: 100, againstMargin: 200, sportsName: 'Cricket', event: 'India v Australia',
        eventId: '4', legueId: '101', matchId: '9001', marketId: 'bm1', runners: [{ selectionId: '11', runnerName: 'India' }, { selectionId: '22', runnerName: 'Australia' }],
      },
    ];
    await openPage();
    const bm = () => document.querySelector('[data-market="bm1"]') as HTMLElement;
    await until(bed.clock(), () => expect(within(bm()).getAllByLabelText('Projected profit or loss')).toHaveLength(2));
    fireEvent.mouseEnter(within(bm()).getByRole('button', { name: 'Lay India at 48' }));
    // Matched: India +100, Australia -200; lay India 100 at 48: India -48, Australia +100.
    const figure = (id: string) => within(bm().querySelector(`[data-runner="${id}"]`) as HTMLElement).queryByLabelText('If this bet were placed');
    await until(bed.clock(), () => expect(figure('11')).toHaveTextContent('52.00'));
    expect(figure('22')).toHaveTextContent('-100.00');
    // The Match Odds rows are another market: nothing there.
    expect(whatIfOf('11')).toBeNull();
  });

  it('pointing at Cash Out shows each runner after the cash out, level', async () => {
    exchange.bets = [
      {
        betId: 'x2', markettype: 'ODDS', market: 'Match Odds', selection: 'India', selectionId: '11', type: 'back', oddsReq: 2.5, stake: 1000, case: '',
        placeTime: '2026-11-22T14:31:00.000Z', favourMargin: 1500, againstMargin: 1000, sportsName: 'Cricket', event: 'India v Australia',
        eventId: '4', legueId: '101', matchId: '9001', marketId: '1.1', runners: [{ selectionId: '11', runnerName: 'India' }, { selectionId: '22', runnerName: 'Australia' }],
      },
    ];
    await openPage();
    const button = await screen.findByRole('button', { name: /^Cash Out \d/ });
    const after = (id: string) => within(row(id)).queryByLabelText('After cash out');
    fireEvent.mouseEnter(button);
    await until(bed.clock(), () => expect(after('11')).not.toBeNull());
    const india = Number(after('11')?.textContent);
    const australia = Number(after('22')?.textContent);
    expect(Math.abs(india - australia)).toBeLessThanOrEqual(2);
    expect(india).toBeGreaterThan(0);
    fireEvent.mouseLeave(button);
    await until(bed.clock(), () => expect(after('11')).toBeNull());
  });
});
