// A domain whose status is 'suspend' sends the statement to /notfound (its own file: the domain configuration is cached per module).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { domain, paged, pagedPost, renderAt, server, setUpAccountTests } from './harness';

setUpAccountTests();

describe('StatementPage on a suspended domain', () => {
  it('redirects to /notfound', async () => {
    server.use(
      http.get('*/domain/host/:host', () => HttpResponse.json({ data: { ...domain, status: 'suspend' } })),
      pagedPost('/transit/transactions/test', (r) => paged([], r.page, r.pageSize, 0)).handler,
    );
    const { router } = renderAt('/accountstatement');
    expect(await screen.findByText('Not found screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notfound');
  });
});
