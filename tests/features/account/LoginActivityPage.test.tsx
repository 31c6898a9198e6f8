// /loginactivity: rows with Success told apart, paging, empty table, a failure toasts the server's message and keeps the rows.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { LoginActivity } from '../../../src/api/contract';
import { captureToasts, paged, pagedGet, renderAt, server, setUpAccountTests } from './harness';

const { player } = setUpAccountTests();

const login = (page: number, n: number, status: string): LoginActivity => ({
  loginTime: '2026-11-22T06:00:00.000Z',
  loginStatus: status,
  deviceIp: `10.0.${page}.${n}`,
  isp: 'Jio',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
});

const table = () => screen.getByRole('table', { name: 'Login activity' });

describe('LoginActivityPage', () => {
  it("lists the player's logins; Success and other statuses look different", async () => {
    const s = pagedGet('/auth/login-activity/:userId', (r) =>
      paged([login(r.page, 1, 'Success'), login(r.page, 2, 'Failed')], r.page, r.pageSize, 1),
    );
    server.use(s.handler);
    renderAt('/loginactivity');

    const ok = await within(table()).findByText('Success');
    const failed = within(table()).getByText('Failed');
    expect(ok).toHaveAttribute('data-success', 'true');
    expect(failed).toHaveAttribute('data-success', 'false');
    expect(within(table()).getByText('10.0.1.1')).toBeInTheDocument();
    expect(within(table()).getAllByText('Pune, Maharashtra, India')).toHaveLength(2);
    expect(s.requests[0]?.url).toContain(`/auth/login-activity/${player()._id}/1/10`);
  });

  it("toasts the server's message on failure and keeps the last good rows", async () => {
    const user = userEvent.setup();
    const toasts = captureToasts();
    server.use(
      pagedGet('/auth/login-activity/:userId', (r) =>
        r.page === 1
          ? paged([login(1, 1, 'Success')], r.page, r.pageSize, 3)
          : HttpResponse.json({ status: false, message: 'Activity log is unavailable' }, { status: 400 }),
      ).handler,
    );
    renderAt('/loginactivity');
    await within(table()).findByText('10.0.1.1');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', text: 'Activity log is unavailable' }]));
    expect(within(table()).getByText('10.0.1.1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it("reads 'No Data Found!' when there is no activity", async () => {
    server.use(pagedGet('/auth/login-activity/:userId', (r) => paged([], r.page, r.pageSize, 0)).handler);
    renderAt('/loginactivity');
    expect(await within(table()).findByText('No Data Found!')).toBeInTheDocument();
  });
});
