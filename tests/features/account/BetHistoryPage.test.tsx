// /betshistory: unsettled by default, settled adds Settle Time and Settled As, sport filter, dates, paging, empty table.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Bet } from '../../../src/api/contract';
import type { BetHistoryQuery } from '../../../src/api/accountEndpoints';
import { testBet } from '../../records';
import { paged, pagedPost, renderAt, server, setUpAccountTests } from './harness';

setUpAccountTests();

const bet = (n: number, settled: boolean): Bet =>
  testBet({
    betId: `b${n}`,
    selection: `Runner ${n}`,
    selectionId: `r${n}`,
    type: n % 2 ? 'back' : 'lay',
    oddsReq: 1.85,
    stake: 500,
    case: settled ? (n % 2 ? 'win' : 'loss') : '',
    placeTime: '2026-11-21T10:00:00.000Z',
    ...(settled ? { settledAt: '2026-11-21T18:00:00.000Z' } : {}),
    favourMargin: 425,
    againstMargin: 500,
  });

function betServer() {
  const s = pagedPost<BetHistoryQuery>('/bet/history/test', (r) =>
    paged([bet(r.page * 10 + 1, r.body.status === 'settled'), bet(r.page * 10 + 2, r.body.status === 'settled')], r.page, r.pageSize, 2),
  );
  server.use(
    s.handler,
    http.get('*/v2/get-events', () =>
      HttpResponse.json({
        data: [
          { id: '1', name: 'Cricket', eventTypeId: '4', icons: { active: '', inactive: '' } },
          { id: '2', name: 'Soccer', eventTypeId: '1', icons: { active: '', inactive: '' } },
        ],
      }),
    ),
  );
  return s;
}

const table = () => screen.getByRole('table', { name: 'Bet history' });
const headers = () => within(table()).getAllByRole('columnheader').map((h) => h.textContent);

describe('BetHistoryPage', () => {
  it('opens on unsettled bets of every sport, without settlement columns', async () => {
    const s = betServer();
    renderAt('/betshistory');
    expect(await within(table()).findByText('Runner 11')).toBeInTheDocument();
    expect(s.requests[0]).toEqual({
      page: 1,
      pageSize: 10,
      body: { status: 'unsettled', sportsName: '', from: '2026-10-22', to: '2026-11-22' },
    });
    expect(headers()).not.toContain('Settle Time');
    expect(headers()).not.toContain('Settled As');
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('1.85');
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('Back');
  });

  it('settled adds Settle Time and Settled As', async () => {
    const user = userEvent.setup();
    const s = betServer();
    renderAt('/betshistory');
    await within(table()).findByText('Runner 11');

    await user.selectOptions(screen.getByLabelText('Bet Status'), 'Settled');
    await waitFor(() => expect(s.requests.at(-1)?.body.status).toBe('settled'));
    expect(await within(table()).findByText('Win')).toBeInTheDocument();
    expect(within(table()).getByText('Loss')).toBeInTheDocument();
    expect(headers()).toEqual(expect.arrayContaining(['Settle Time', 'Settled As']));
  });

  it('filters by sport from the games list, and by dates, each from page 1', async () => {
    const user = userEvent.setup();
    const s = betServer();
    renderAt('/betshistory');
    await within(table()).findByText('Runner 11');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(table()).findByText('Runner 21')).toBeInTheDocument();

    const sport = screen.getByLabelText('Sport');
    await within(sport).findByRole('option', { name: 'Soccer' });
    await user.selectOptions(sport, 'Soccer');
    await waitFor(() => expect(s.requests.at(-1)).toMatchObject({ page: 1, body: { sportsName: 'Soccer' } }));

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-15' } });
    await waitFor(() => expect(s.requests.at(-1)?.body).toMatchObject({ from: '2026-11-15', sportsName: 'Soccer' }));
  });

  it("reads 'No Data Found!' when there are no bets", async () => {
    server.use(pagedPost('/bet/history/test', (r) => paged([], r.page, r.pageSize, 0)).handler);
    renderAt('/betshistory');
    expect(await within(table()).findByText('No Data Found!')).toBeInTheDocument();
  });
});
