// The P&L page's curve against fixed answers: its figures by day, its text alternative, the sport filter, its end at the table's total.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfitLossRow } from '../../../src/api/contract';
import type { ProfitLossQuery } from '../../../src/api/accountEndpoints';
import { paged, pagedPost, renderAt, server, setUpAccountTests } from './harness';

setUpAccountTests();

/** The settled bets behind the answers: the day each settled, its sport and match, its profit or loss. */
const SETTLED = [
  { day: '2026-10-25', eventId: '4', sportsName: 'Cricket', matchId: 'm1', profitloss: 1500 },
  { day: '2026-11-02', eventId: '113', sportsName: 'Casino', matchId: 't20', profitloss: -300 },
  { day: '2026-11-10', eventId: '4', sportsName: 'Cricket', matchId: 'm2', profitloss: -249.5 },
  { day: '2026-11-21', eventId: '1', sportsName: 'Soccer', matchId: 's1', profitloss: 0.1 },
  { day: '2026-11-21', eventId: '4', sportsName: 'Cricket', matchId: 'm1', profitloss: 0.2 },
];

/** Answers as the contract's levels do: one row per sport, or per match of a sport, within the days asked. */
function answer(q: ProfitLossQuery): ProfitLossRow[] {
  const inPeriod = SETTLED.filter((b) => b.day >= q.from && b.day <= q.to && (!q.eventId || b.eventId === q.eventId));
  const groups = new Map<string, ProfitLossRow>();
  for (const b of inPeriod) {
    const key = q.eventId ? b.matchId : b.eventId;
    const row = groups.get(key) ?? { eventId: b.eventId, sportsName: b.sportsName, ...(q.eventId ? { matchId: b.matchId, eventName: b.matchId } : {}), profitloss: 0 };
    groups.set(key, { ...row, profitloss: Math.round((row.profitloss + b.profitloss) * 100) / 100 });
  }
  return [...groups.values()];
}

function pnlServer() {
  const s = pagedPost<ProfitLossQuery>('/profit-loss/test', (r) => paged(answer(r.body), r.page, r.pageSize, 1));
  server.use(s.handler);
  return s;
}

const table = () => screen.getByRole('table', { name: 'Profit and loss' });
const curve = () => screen.getByRole('figure', { name: 'Cumulative profit and loss by day' });
const tableTotal = () => within(within(table()).getAllByRole('row').at(-1)!).getByText(/^-?\d+\.\d\d$/).textContent;
/** The figures drawn, day by day, as the text alternative's data table lists them. */
const figures = () =>
  within(within(curve()).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => [within(r).getByRole('rowheader').textContent, within(r).getByRole('cell').textContent]);

async function showBackupData() {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Data Source'), 'BACKUP DATA');
  return user;
}

describe('the profit and loss curve', () => {
  it("draws the period's cumulative figure by day and ends at the table's total", async () => {
    const s = pnlServer();
    renderAt('/profitloss');
    await screen.findByRole('table', { name: 'Profit and loss' });
    await showBackupData();

    await waitFor(() => expect(screen.getByTestId('curve-last')).toHaveTextContent('950.80'));
    await waitFor(() => expect(tableTotal()).toBe('950.80'));
    expect(screen.getByTestId('curve-last')).toHaveAttribute('data-sign', 'positive');
    expect(screen.getByRole('heading', { name: /Cumulative profit and loss by day/ })).toHaveTextContent('21/11/2026: 950.80');

    // 31 days, 22/10 to 21/11: days without a settled bet carry the previous total.
    const days = figures();
    expect(days).toHaveLength(31);
    expect(days.slice(0, 5)).toEqual([
      ['22/10', '0.00'],
      ['23/10', '0.00'],
      ['24/10', '0.00'],
      ['25/10', '1500.00'],
      ['26/10', '1500.00'],
    ]);
    expect(days.find(([d]) => d === '02/11')).toEqual(['02/11', '1200.00']);
    expect(days.find(([d]) => d === '10/11')).toEqual(['10/11', '950.50']);
    expect(days.at(-2)).toEqual(['20/11', '950.50']);
    expect(days.at(-1)).toEqual(['21/11', '950.80']);

    expect(within(curve()).getByRole('list', { name: /summary/ })).toHaveTextContent(
      'Profit and loss: first 0.00 at 22/10, last 950.80 at 21/11, high 1500.00 at 25/10, low 0.00 at 22/10',
    );
    // The line, in the profit colour, and the last day marked.
    const drawing = curve().querySelector('svg')!;
    expect(drawing.querySelector('path[data-series="profit-loss"]')).toHaveAttribute('data-tone', 'positive');
    expect(drawing.querySelector('path[data-series="profit-loss"]')?.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){30}$/);
    expect(drawing.querySelector('circle[data-mark="last"] title')).toHaveTextContent('21/11/2026: 950.80');
    // Zero is on the scale, drawn solid.
    expect(drawing.querySelectorAll('line.zero')).toHaveLength(1);

    // One question per day at the page's level, beside the table's own for the period.
    const days$ = s.requests.filter((r) => r.pageSize === 100).map((r) => r.body);
    expect(days$).toContainEqual({ from: '2026-10-22', to: '2026-10-22' });
    expect(days$).toContainEqual({ from: '2026-11-21', to: '2026-11-21' });
    // (The page's first period, before BACKUP DATA was chosen, may have asked for its own day first.)
    expect(new Set(days$.filter((b) => b.from >= '2026-10-22' && b.from <= '2026-11-21').map((b) => b.from)).size).toBe(31);
  });

  it("follows the sport: Cricket's own curve at /profitloss/4", async () => {
    pnlServer();
    const { router } = renderAt('/profitloss');
    const user = await showBackupData();
    await waitFor(() => expect(screen.getByTestId('curve-last')).toHaveTextContent('950.80'));

    await user.click(await within(table()).findByRole('link', { name: 'Cricket' }));
    expect(router.state.location.pathname).toBe('/profitloss/4');
    await waitFor(() => expect(screen.getByTestId('curve-last')).toHaveTextContent('1250.70'));
    await waitFor(() => expect(tableTotal()).toBe('1250.70'));
    expect(figures().find(([d]) => d === '02/11')).toEqual(['02/11', '1500.00']);
    expect(within(curve()).getByRole('list', { name: /summary/ })).toHaveTextContent(
      'Profit and loss: first 0.00 at 22/10, last 1250.70 at 21/11, high 1500.00 at 25/10, low 0.00 at 22/10',
    );
  });

  it('a loss is drawn in the loss colour; the Casino curve goes below zero', async () => {
    pnlServer();
    renderAt('/profitloss/113');
    await showBackupData();
    await waitFor(() => expect(screen.getByTestId('curve-last')).toHaveTextContent('-300.00'));
    expect(screen.getByTestId('curve-last')).toHaveAttribute('data-sign', 'negative');
    expect(curve().querySelector('path[data-series="profit-loss"]')).toHaveAttribute('data-tone', 'negative');
    expect(curve().querySelectorAll('line.zero')).toHaveLength(1);
    expect(within(curve()).getByRole('list', { name: /summary/ })).toHaveTextContent(
      'first 0.00 at 22/10, last -300.00 at 21/11, high 0.00 at 22/10, low -300.00 at 02/11',
    );
  });

  it('says so when a day cannot be read, and keeps its place', async () => {
    server.use(
      pagedPost<ProfitLossQuery>('/profit-loss/test', (r) =>
        r.pageSize === 100 ? new Response(null, { status: 500 }) : paged(answer(r.body), r.page, r.pageSize, 1),
      ).handler,
    );
    renderAt('/profitloss');
    expect(await screen.findByText("The curve could not be loaded. The table shows the period's figures.")).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(within(table()).getByText('No Data Found!')).toBeInTheDocument();
  });
});
