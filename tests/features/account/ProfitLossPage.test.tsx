// /profitloss: sport -> match -> market type -> bets, the casino path, totals, dates shared by every level.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfitLossRow } from '../../../src/api/contract';
import type { ProfitLossQuery } from '../../../src/api/accountEndpoints';
import { paged, pagedPost, renderAt, server, setUpAccountTests } from './harness';

setUpAccountTests();

/** One answer per level, as the contract's "Profit and loss levels" say. */
function rowsFor(q: ProfitLossQuery): ProfitLossRow[] {
  if (!q.eventId) {
    return [
      { eventId: '4', sportsName: 'Cricket', profitloss: 1250.5 },
      { eventId: '113', sportsName: 'Casino', profitloss: -300 },
    ];
  }
  if (q.eventId === '113' && !q.matchId) {
    return [{ eventId: '113', matchId: 't20', sportsName: 'Casino', eventName: '20 20 TEENPATTI', profitloss: -300 }];
  }
  if (!q.matchId) {
    return [
      { eventId: '4', matchId: 'm1', sportsName: 'Cricket', eventName: 'India v Australia', profitloss: 1500 },
      { eventId: '4', matchId: 'm2', sportsName: 'Cricket', eventName: 'England v Pakistan', profitloss: -249.5 },
    ];
  }
  if (!q.markettype) {
    return [
      { eventId: '4', matchId: 'm1', sportsName: 'Cricket', eventName: 'India v Australia', markettype: 'ODDS', profitloss: 1000 },
      { eventId: '4', matchId: 'm1', sportsName: 'Cricket', eventName: 'India v Australia', markettype: 'FANCY', profitloss: 500 },
    ];
  }
  return [
    {
      eventId: q.eventId,
      matchId: q.matchId,
      sportsName: q.markettype === 'Casino' ? 'Casino' : 'Cricket',
      eventName: q.markettype === 'Casino' ? '20 20 TEENPATTI' : 'India v Australia',
      markettype: q.markettype,
      selection: q.markettype === 'Casino' ? 'Player A' : 'India',
      type: 'back',
      oddsReq: 1.98,
      stake: 1000,
      placeTime: '2026-11-22T08:00:00.000Z',
      settledAt: '2026-11-22T09:00:00.000Z',
      profitloss: q.markettype === 'Casino' ? -300 : 980,
    },
  ];
}

function pnlServer() {
  const s = pagedPost<ProfitLossQuery>('/profit-loss/test', (r) => paged(rowsFor(r.body), r.page, r.pageSize, 1));
  server.use(s.handler);
  // The table asks at its page size (10); the curve asks day by day at 100 (tests/features/account/ProfitCurve.test.tsx).
  return { requests: () => s.requests.filter((r) => r.pageSize === 10) };
}

const table = () => screen.getByRole('table', { name: 'Profit and loss' });

describe('ProfitLossPage', () => {
  it('drills down sport -> match -> market type -> bets, each level asking with its ids, with a totals row', async () => {
    const user = userEvent.setup();
    const s = pnlServer();
    const { router } = renderAt('/profitloss');

    const cricket = await within(table()).findByRole('link', { name: 'Cricket' });
    expect(s.requests()[0]?.body).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    const total = within(table()).getAllByRole('row').at(-1)!;
    expect(total).toHaveTextContent('Total');
    expect(total).toHaveTextContent('950.50');
    expect(within(table()).getByText('1250.50')).toHaveAttribute('data-sign', 'positive');
    expect(within(table()).getByText('-300.00')).toHaveAttribute('data-sign', 'negative');

    await user.click(cricket);
    expect(router.state.location.pathname).toBe('/profitloss/4');
    await user.click(await within(table()).findByRole('link', { name: 'India v Australia' }));
    expect(router.state.location.pathname).toBe('/profitloss/4/m1');
    expect(within(table()).getAllByRole('row').at(-1)).toHaveTextContent('1500.00');

    await user.click(await within(table()).findByRole('link', { name: 'ODDS' }));
    expect(router.state.location.pathname).toBe('/profitloss/4/m1/ODDS');
    expect(await within(table()).findByText('India')).toBeInTheDocument();
    expect(within(table()).getByText('1.98')).toBeInTheDocument();

    expect(s.requests().map((r) => r.body)).toEqual([
      { from: '2026-11-22', to: '2026-11-22' },
      { from: '2026-11-22', to: '2026-11-22', eventId: '4' },
      { from: '2026-11-22', to: '2026-11-22', eventId: '4', matchId: 'm1' },
      { from: '2026-11-22', to: '2026-11-22', eventId: '4', matchId: 'm1', markettype: 'ODDS' },
    ]);

    // The trail leads back up.
    const trail = screen.getByRole('navigation', { name: 'Profit and loss levels' });
    await user.click(within(trail).getByRole('link', { name: 'All Sports' }));
    expect(router.state.location.pathname).toBe('/profitloss');
  });

  it('casino tables go straight to their rounds at /profitloss/113/{matchId}/Casino', async () => {
    const user = userEvent.setup();
    const s = pnlServer();
    const { router } = renderAt('/profitloss');

    await user.click(await within(table()).findByRole('link', { name: 'Casino' }));
    await user.click(await within(table()).findByRole('link', { name: '20 20 TEENPATTI' }));
    expect(router.state.location.pathname).toBe('/profitloss/113/t20/Casino');
    expect(await within(table()).findByText('Player A')).toBeInTheDocument();
    expect(s.requests().at(-1)?.body).toEqual({
      from: '2026-11-22',
      to: '2026-11-22',
      eventId: '113',
      matchId: 't20',
      markettype: 'Casino',
    });
  });

  it('keeps the data source and dates while drilling down; a hand-edited date resets the selector', async () => {
    const user = userEvent.setup();
    const s = pnlServer();
    renderAt('/profitloss');
    await within(table()).findByRole('link', { name: 'Cricket' });

    await user.selectOptions(screen.getByLabelText('Data Source'), 'BACKUP DATA');
    await waitFor(() => expect(s.requests().at(-1)?.body).toEqual({ from: '2026-10-22', to: '2026-11-21' }));

    await user.click(await within(table()).findByRole('link', { name: 'Cricket' }));
    await within(table()).findByRole('link', { name: 'India v Australia' });
    expect(s.requests().at(-1)?.body).toEqual({ from: '2026-10-22', to: '2026-11-21', eventId: '4' });
    expect(screen.getByLabelText('Data Source')).toHaveValue('BACKUP DATA');
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-22');

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-10' } });
    expect(screen.getByLabelText('Data Source')).toHaveValue('Data Source');
    await waitFor(() =>
      expect(s.requests().at(-1)).toMatchObject({ page: 1, body: { from: '2026-10-22', to: '2026-11-10', eventId: '4' } }),
    );
  });

  it("reads 'No Data Found!' with no total when there is nothing to show", async () => {
    server.use(pagedPost('/profit-loss/test', (r) => paged([], r.page, r.pageSize, 0)).handler);
    renderAt('/profitloss/4');
    expect(await within(table()).findByText('No Data Found!')).toBeInTheDocument();
    expect(within(table()).queryByText('Total')).not.toBeInTheDocument();
  });
});
