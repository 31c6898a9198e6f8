// /accountstatement: rows, empty table, paging, Upline/Self/All, data source presets, hand-edited dates.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { StatementRow } from '../../../src/api/contract';
import type { StatementQuery } from '../../../src/api/accountEndpoints';
import { testBet } from '../../records';
import { paged, pagedPost, renderAt, server, setUpAccountTests } from './harness';

const { player } = setUpAccountTests();

const row = (n: number, page: number, type: 'deposite' | 'withdraw' = 'deposite'): StatementRow => ({
  _id: `s${page}-${n}`,
  type,
  amount: 100 * n,
  displayText: `Transfer ${page}.${n}`,
  openingBalancePayee: 5000 + n,
  openingBalancePayer: 9000 + n,
  remark: `remark ${page}.${n}`,
  createdAt: '2026-11-22T09:30:00.000Z',
});

function statementServer(totalPages = 3) {
  const s = pagedPost<StatementQuery>('/transit/transactions/test', (r) =>
    paged([row(1, r.page), row(2, r.page, 'withdraw')], r.page, r.pageSize, totalPages),
  );
  server.use(s.handler);
  return s;
}

const table = () => screen.getByRole('table', { name: 'Account statement' });

describe('StatementPage', () => {
  it("shows the player's transactions for today, All by default", async () => {
    const s = statementServer();
    renderAt('/accountstatement');

    expect(await within(table()).findByText('Transfer 1.1')).toBeInTheDocument();
    const cells = within(table()).getAllByRole('row')[1]!;
    expect(cells).toHaveTextContent('100.00');
    expect(cells).toHaveTextContent('5001.00');
    expect(cells).toHaveTextContent('remark 1.1');
    // The withdrawal's amount sits in the Debit column.
    expect(within(table()).getAllByRole('row')[2]).toHaveTextContent('200.00');
    expect(s.requests[0]).toEqual({
      page: 1,
      pageSize: 10,
      body: { userId: player()._id, from: '2026-11-22', to: '2026-11-22', filter: 'all' },
    });
    expect(screen.getByLabelText('Data Source')).toHaveValue('Data Source');
  });

  it("a bet record's description opens that bet's details", async () => {
    const user = userEvent.setup();
    server.use(
      pagedPost('/transit/transactions/test', (r) =>
        paged([{ ...row(1, 1), betId: 'bet-77', displayText: 'Cricket / India v Australia / Match Odds / India' }], r.page, r.pageSize, 1),
      ).handler,
      http.get('*/bet/:betId', ({ params }) =>
        HttpResponse.json({
          data: testBet({
            betId: String(params.betId),
            oddsReq: 2.1,
            stake: 1000,
            case: 'win',
            placeTime: '2026-11-22T08:00:00.000Z',
            settledAt: '2026-11-22T09:00:00.000Z',
            remark: 'Bet won',
            favourMargin: 1100,
            againstMargin: 1000,
          }),
        }),
      ),
    );
    renderAt('/accountstatement');
    await user.click(await within(table()).findByRole('button', { name: /India v Australia/ }));
    const dialog = screen.getByRole('dialog', { name: 'Bet Details' });
    expect(await within(dialog).findByText('bet-77')).toBeInTheDocument();
    expect(within(dialog).getByText('Win')).toBeInTheDocument();
    expect(within(dialog).getByText('1000.00')).toBeInTheDocument();
  });

  it('a bet whose details failed to load is asked for again when the player opens it again', async () => {
    const user = userEvent.setup();
    let asked = 0;
    server.use(
      pagedPost('/transit/transactions/test', (r) =>
        paged([{ ...row(1, 1), betId: 'bet-88', displayText: 'Cricket / India v Australia / Match Odds / India' }], r.page, r.pageSize, 1),
      ).handler,
      http.get('*/bet/:betId', () => {
        asked += 1;
        return asked === 1
          ? new HttpResponse('Internal Server Error', { status: 500 })
          : HttpResponse.json({
              data: {
                betId: 'bet-88', markettype: 'ODDS', market: 'Match Odds', selection: 'India', selectionId: 's1', type: 'back',
                oddsReq: 2.1, stake: 1000, case: 'win', placeTime: '2026-11-22T08:00:00.000Z', settledAt: '2026-11-22T09:00:00.000Z',
                remark: 'Bet won', favourMargin: 1100, againstMargin: 1000, sportsName: 'Cricket', event: 'India v Australia',
                eventId: '4', legueId: 'l1', matchId: 'm1', marketId: 'mk1',
              },
            });
      }),
    );
    renderAt('/accountstatement');
    const record = await within(table()).findByRole('button', { name: /India v Australia/ });
    await user.click(record);
    expect(await within(screen.getByRole('dialog', { name: 'Bet Details' })).findByText('The bet could not be loaded.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog', { name: 'Bet Details' })).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bet Details' })).toBeNull());
    await user.click(record);
    expect(await within(screen.getByRole('dialog', { name: 'Bet Details' })).findByText('bet-88')).toBeInTheDocument();
    expect(asked).toBe(2);
  });

  it("reads 'No Data Found!' when there are no transactions", async () => {
    server.use(pagedPost('/transit/transactions/test', (r) => paged([], r.page, r.pageSize, 0)).handler);
    renderAt('/accountstatement');
    expect(await within(table()).findByText('No Data Found!')).toBeInTheDocument();
  });

  it('pages with Next, the numbers, Last and First, and the page size starts again at page 1', async () => {
    const user = userEvent.setup();
    const s = statementServer(5);
    renderAt('/accountstatement');
    await within(table()).findByText('Transfer 1.1');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(table()).findByText('Transfer 2.1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(await within(table()).findByText('Transfer 5.1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(await within(table()).findByText('Transfer 4.1')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Entries per page'), '25');
    await waitFor(() => expect(s.requests.at(-1)).toMatchObject({ page: 1, pageSize: 25 }));
    expect(await within(table()).findByText('Transfer 1.1')).toBeInTheDocument();

    expect(s.requests.map((r) => r.page)).toEqual([1, 2, 5, 4, 1]);
  });

  it('the pager comes with the first answer, not under the loading table (it would move down as the rows come)', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      pagedPost<StatementQuery>('/transit/transactions/test', async (r) => {
        await answered;
        return paged([row(1, r.page)], r.page, r.pageSize, 2);
      }).handler,
    );
    renderAt('/accountstatement');
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'true'));
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    answer();
    expect(await within(table()).findByText('Transfer 1.1')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('the pager: sizes 10/25/50/100 (10 first), First and Previous off on page 1, Next and Last off on the last, three numbers at most', async () => {
    const user = userEvent.setup();
    statementServer(5);
    renderAt('/accountstatement');
    await within(table()).findByText('Transfer 1.1');
    const size = screen.getByRole('combobox', { name: 'Entries per page' });
    expect(within(size).getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
    expect(size).toHaveValue('10');

    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    const button = (name: string) => within(pager).getByRole('button', { name });
    const numbers = () => within(pager).getAllByRole('button', { name: /^Page \d+$/ });
    expect(button('Page 1')).toHaveAttribute('aria-current', 'page');
    expect(button('First')).toBeDisabled();
    expect(button('Previous')).toBeDisabled();
    expect(button('Next')).toBeEnabled();
    expect(button('Last')).toBeEnabled();
    expect(numbers().length).toBeLessThanOrEqual(3);

    await user.click(button('Last'));
    expect(await within(table()).findByText('Transfer 5.1')).toBeInTheDocument();
    expect(button('Page 5')).toHaveAttribute('aria-current', 'page');
    expect(button('Next')).toBeDisabled();
    expect(button('Last')).toBeDisabled();
    expect(button('First')).toBeEnabled();
    expect(button('Previous')).toBeEnabled();
    expect(numbers().length).toBeLessThanOrEqual(3);

    await user.click(button('Previous'));
    expect(await within(table()).findByText('Transfer 4.1')).toBeInTheDocument();
    expect(button('Page 4')).toHaveAttribute('aria-current', 'page');
    await user.click(button('First'));
    expect(await within(table()).findByText('Transfer 1.1')).toBeInTheDocument();
    expect(button('Page 1')).toHaveAttribute('aria-current', 'page');
  });

  it('sends the Upline / Self / All choice as upline, betRecords, all', async () => {
    const user = userEvent.setup();
    const s = statementServer();
    renderAt('/accountstatement');
    await within(table()).findByText('Transfer 1.1');

    await user.selectOptions(screen.getByLabelText('Transactions'), 'Upline');
    await waitFor(() => expect(s.requests.at(-1)?.body.filter).toBe('upline'));
    await user.selectOptions(screen.getByLabelText('Transactions'), 'Self');
    await waitFor(() => expect(s.requests.at(-1)?.body.filter).toBe('betRecords'));
  });

  it('the data source sets both dates; a date edited by hand puts it back to Data Source; either resets the page to 1', async () => {
    const user = userEvent.setup();
    const s = statementServer();
    renderAt('/accountstatement');
    await within(table()).findByText('Transfer 1.1');
    const source = screen.getByLabelText('Data Source');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');

    await user.selectOptions(source, 'BACKUP DATA');
    expect(from).toHaveValue('2026-10-22');
    expect(to).toHaveValue('2026-11-21');

    await user.selectOptions(source, 'OLD DATA');
    expect(from).toHaveValue('2026-08-23');
    expect(to).toHaveValue('2026-11-21');
    await waitFor(() => expect(s.requests.at(-1)?.body).toMatchObject({ from: '2026-08-23', to: '2026-11-21' }));

    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(s.requests.at(-1)?.page).toBe(3));

    await user.selectOptions(source, 'LIVE DATA');
    expect(from).toHaveValue('2026-11-22');
    expect(to).toHaveValue('2026-11-22');
    await waitFor(() => expect(s.requests.at(-1)).toMatchObject({ page: 1, body: { from: '2026-11-22' } }));

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(s.requests.at(-1)?.page).toBe(2));

    fireEvent.change(from, { target: { value: '2026-11-01' } });
    expect(source).toHaveValue('Data Source');
    expect(from).toHaveValue('2026-11-01');
    await waitFor(() =>
      expect(s.requests.at(-1)).toMatchObject({ page: 1, body: { from: '2026-11-01', to: '2026-11-22' } }),
    );

    await user.selectOptions(source, 'LIVE DATA');
    fireEvent.change(to, { target: { value: '2026-11-25' } });
    expect(source).toHaveValue('Data Source');
    await waitFor(() => expect(s.requests.at(-1)?.body).toMatchObject({ from: '2026-11-22', to: '2026-11-25' }));
  });
});
