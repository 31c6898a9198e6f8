// The shell paints before the domain configuration arrives: a visitor gets the header (logo plate
// held), tabs, lists and footer at once; a logged-in player keeps the skeleton until it is there.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Subject, type Observable } from 'rxjs';
import type { Game } from '../../src/api/contract';
import type { HttpRequest, HttpResponse } from '../../src/api/transport';
import { AppRouter, createRouterHandle } from '../../src/app/router';
import { setTransport } from '../../streams/api';
import { login } from '../../streams/session';
import { fakeTransport } from '../api/fakeTransport';
import { domainConfig as config, player as user } from './fixtures';
import { freshAppSessionPerTest } from '../appSession';
import { atPath } from '../memoryRouter';

const games: Game[] = [{ id: '4', name: 'Cricket', eventTypeId: '4', icons: { active: '', inactive: '' } }];

/** The configuration answers when `domain` emits; everything else at once. */
function serve(domain: Observable<HttpResponse>) {
  return fakeTransport((req: HttpRequest): HttpResponse | Observable<HttpResponse> => {
    const path = req.url.replace(/^https?:\/\/[^/]+/, '');
    if (path.startsWith('/domain/host/')) return domain;
    if (path === '/v2/get-events') return { status: 200, body: { data: games } };
    if (path.startsWith('/v2/get-matches-by-eventid/')) return { status: 200, body: { data: [] } };
    if (path.startsWith('/domain/banner/') || path.startsWith('/domain/notice/')) return { status: 200, body: { data: [] } };
    if (path === '/auth/letest-user-details') return { status: 200, body: { user } };
    if (path === '/bet/exposure/fetch') return { status: 200, body: { status: true, exposure: 0 } };
    if (path === '/bet/trade/list' || path === '/sports/fetch/event/lock') return { status: 200, body: { data: [] } };
    return { status: 404, body: { status: false, message: 'not served here' } };
  });
}

freshAppSessionPerTest();

describe('AppRoot before the domain configuration', () => {
  it("keeps a logged-in player's skeleton until it arrives (their calls carry the domain's id)", async () => {
    const domain = new Subject<HttpResponse>();
    setTransport(serve(domain).transport);
    login('token-1', user);
    render(<AppRouter handle={createRouterHandle()} router={atPath('/')} />);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    // Still waiting: nothing of the shell (or its polls) before the configuration. Unmounting with
    // no answer yet resets the shared configuration, so the next test loads it afresh.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  });

  it("paints a visitor's header, sport tabs and footer at once, then the brand when it arrives", async () => {
    const domain = new Subject<HttpResponse>();
    const server = serve(domain);
    setTransport(server.transport);
    render(<AppRouter handle={createRouterHandle()} router={atPath('/')} />);

    const header = await screen.findByRole('banner');
    const plate = within(header).getByRole('link', { name: 'Home' });
    expect(plate).toHaveAttribute('aria-busy', 'true');
    expect(within(header).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    // Sign Up's place is held but not offered until the domain says it allows sign-up.
    expect(within(header).queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Cricket' })).toBeInTheDocument();
    expect(screen.getByText(/play responsibly/)).toBeInTheDocument();
    expect(server.requests.some((r) => r.url.includes('/v2/get-matches-by-eventid/4'))).toBe(true);

    domain.next({ status: 200, body: { data: config } });
    domain.complete();
    expect(await within(header).findByRole('img', { name: 'Tamannah' })).toHaveAttribute('src', '/logo.svg');
    expect(within(header).getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByText(/Tamannah — play responsibly/)).toBeInTheDocument();
  });
});
