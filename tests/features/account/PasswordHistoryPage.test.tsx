// /passwordhistory: rows, empty table, paging.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PasswordChange } from '../../../src/api/contract';
import { paged, pagedGet, renderAt, server, setUpAccountTests } from './harness';

setUpAccountTests();

const change = (page: number, n: number): PasswordChange => ({
  updatedOf: `player-${page}-${n}`,
  updatedBy: n === 1 ? 'Self' : 'Upline',
  createdAt: '2026-11-20T07:15:00.000Z',
});

const table = () => screen.getByRole('table', { name: 'Password history' });

describe('PasswordHistoryPage', () => {
  it('lists password changes and pages through them', async () => {
    const user = userEvent.setup();
    const s = pagedGet('/auth/password-update-history', (r) => paged([change(r.page, 1), change(r.page, 2)], r.page, r.pageSize, 2));
    server.use(s.handler);
    renderAt('/passwordhistory');

    expect(await within(table()).findByText('player-1-1')).toBeInTheDocument();
    expect(within(table()).getByText('Upline')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await within(table()).findByText('player-2-1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last' })).toBeDisabled();
    expect(s.requests.map((r) => [r.page, r.pageSize])).toEqual([
      [1, 10],
      [2, 10],
    ]);
  });

  it("reads 'No Data Found!' when the password was never changed", async () => {
    server.use(pagedGet('/auth/password-update-history', (r) => paged([], r.page, r.pageSize, 0)).handler);
    renderAt('/passwordhistory');
    expect(await within(table()).findByText('No Data Found!')).toBeInTheDocument();
  });
});
