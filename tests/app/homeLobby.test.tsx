// The home page's casino lobby comes under the opening sport's event list once that list has answered, its place held,
// and its code and games are asked for only as the player scrolls near it (useNearViewport over IntersectionObserver).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { of, type Observable } from 'rxjs';
import type { Game } from '../../src/api/contract';
import type { HttpRequest, HttpResponse } from '../../src/api/transport';
import { AppRouter, createRouterHandle } from '../../src/app/router';
import { setTransport } from '../../streams/api';
import { fakeTransport } from '../api/fakeTransport';
import { domainConfig as config } from './fixtures';
import { freshAppSessionPerTest } from '../appSession';
import { atPath } from '../memoryRouter';

const games: Game[] = [{ id: '4', name: 'Cricket', eventTypeId: '4', icons: { active: '', inactive: '' } }];

function serve() {
  return fakeTransport((req: HttpRequest): HttpResponse | Observable<HttpResponse> => {
    const path = req.url.replace(/^https?:\/\/[^/]+/, '');
    if (path.startsWith('/domain/host/')) return of({ status: 200, body: { data: config } });
    if (path === '/v2/get-events') return { status: 200, body: { data: games } };
    if (path.startsWith('/v2/get-matches-by-eventid/')) return { status: 200, body: { data: [] } };
    if (path.startsWith('/domain/banner/') || path.startsWith('/domain/notice/')) return { status: 200, body: { data: [] } };
    if (path === '/casino/list' || path === '/sports/casino/games') return { status: 200, body: { data: [] } };
    return { status: 404, body: { status: false, message: 'not served here' } };
  });
}

/** IntersectionObserver as the test drives it: every observer created, and a way to bring their elements near. */
function fakeObservers() {
  const made: Array<{ callback: (entries: Array<{ isIntersecting: boolean }>) => void; observed: Element[] }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly me;
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        this.me = { callback, observed: [] as Element[] };
        made.push(this.me);
      }
      observe(el: Element) {
        this.me.observed.push(el);
      }
      disconnect() {}
    },
  );
  return {
    observing: (el: Element) => made.some((o) => o.observed.includes(el)),
    near: (el: Element) => made.filter((o) => o.observed.includes(el)).forEach((o) => o.callback([{ isIntersecting: true }])),
  };
}

freshAppSessionPerTest();
afterEach(() => vi.unstubAllGlobals());

describe('the home lobby', () => {
  it('holds its place under the answered list, and loads its code and games only once the player scrolls near it', async () => {
    const observers = fakeObservers();
    const server = serve();
    setTransport(server.transport);
    render(<AppRouter handle={createRouterHandle()} router={atPath('/')} />);

    const region = await screen.findByRole('region', { name: 'Casino' });
    // Watched for the player's scroll, and nothing of it asked for meanwhile.
    expect(observers.observing(region)).toBe(true);
    expect(within(region).getByRole('status', { name: 'Loading casino games' })).toBeInTheDocument();
    expect(within(region).queryByRole('tablist', { name: 'Casino providers' })).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.url.includes('/casino/list'))).toEqual([]);

    act(() => observers.near(region));
    expect(await within(region).findByRole('tablist', { name: 'Casino providers' })).toBeInTheDocument();
    await waitFor(() => expect(server.requests.some((r) => r.url.includes('/casino/list'))).toBe(true));
  });
});
