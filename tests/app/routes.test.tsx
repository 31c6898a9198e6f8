// Every route of both specifications resolves: main-layout screens, account pages behind the login guard, frames, not-found.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Game } from '../../src/api/contract';
import type { HttpRequest, HttpResponse } from '../../src/api/transport';
import { AppRouter, createRouterHandle, type RouteModule } from '../../src/app/router';
import { setTransport } from '../../streams/api';
import { clearSession, login } from '../../streams/session';
import { fakeTransport } from '../api/fakeTransport';
import { testDomain, testPlayer } from '../records';
import { atPath } from '../memoryRouter';

const config = testDomain({ title: 'Tamannah', primaryColor: '#1e3a8a', secondaryColor: '#f59e0b', backgroundColor: '#f3f4f6', signup: true });
const game = (eventTypeId: string, name: string): Game => ({
  id: eventTypeId,
  name,
  eventTypeId,
  icons: { active: '', inactive: '' },
});
const games = [game('4', 'Cricket'), game('1', 'Soccer'), game('2', 'Tennis'), game('10', 'Horse Racing'), game('113', 'Casino')];
const user = testPlayer({ name: 'Player One', openingBalance: 1000, exposureLimit: 5000, mobile: '' });

function answer(req: HttpRequest): HttpResponse {
  const path = req.url.replace(/^https?:\/\/[^/]+/, '');
  if (path.startsWith('/domain/host/')) return { status: 200, body: { data: config } };
  if (path === '/v2/get-events') return { status: 200, body: { data: games } };
  if (path.startsWith('/v2/get-legues/')) return { status: 200, body: { data: [{ competitionId: 'c1', competitionName: 'Test Series' }] } };
  if (path.startsWith('/domain/banner/') || path.startsWith('/domain/notice/')) return { status: 200, body: { data: [] } };
  if (path === '/auth/letest-user-details') return { status: 200, body: { user } };
  if (path === '/bet/exposure/fetch') return { status: 200, body: { status: true, exposure: 0 } };
  if (path === '/bet/trade/list' || path === '/sports/fetch/event/lock') return { status: 200, body: { data: [] } };
  return { status: 404, body: { status: false, message: 'not served here' } };
}

// Stand-ins for the account pages' module: the shell only has to patch them in behind its guard.
const accountModule = (): Promise<RouteModule> =>
  Promise.resolve({
    default: [
      { path: '/profile', element: <h1>Profile page</h1> },
      { path: '/settings', element: <h1>Stake settings page</h1> },
      { path: '/profitloss/:eventId/:matchId/Casino', element: <h1>Casino profit and loss</h1> },
    ],
  });

function renderAt(path: string) {
  const router = createRouterHandle();
  render(<AppRouter handle={router} router={atPath(path)} loadAccountRoutes={accountModule} />);
  return router;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.clear();
  clearSession();
  setTransport(fakeTransport(answer).transport);
});
afterEach(() => {
  cleanup();
  clearSession();
  setTransport(null);
});

// A lazy screen's first visit transforms its whole module graph: seconds on a busy 2-core machine.
const LAZY_MS = 45_000;
const heading = (name: string | RegExp) => screen.findByRole('heading', { name }, { timeout: LAZY_MS });

describe('main layout routes', () => {
  it.each([
    ['/inplay', 'In-Play'],
    ['/multimarket', 'Multi Markets'],
    ['/cricket', 'Cricket'],
    ['/tennis', 'Tennis'],
    ['/soccer', 'Soccer'],
    ['/horseracing', 'Horse Racing'],
    ['/fullmarket/4/c1/m1?eventName=India%20v%20Australia&gameTime=2026-11-22T10:00:00Z&inplay=false', 'India v Australia'],
    ['/casino', 'Casino'],
    ['/new-casino', 'Casino'],
    ['/casino-new', 'Casino Tables'],
    ['/video-tables', 'Video Tables'],
    ['/HorseMarket/10/meet1/race1?sportsName=horse&eventName=Ascot%2014:30', 'Ascot 14:30'],
    ['/play-video', 'No video to play'],
    ['/test', 'Test'],
    ['/notfound', '404'],
    ['/no/such/page', '404'],
    ['/golf', '404'],
  ])('%s shows its screen inside the header and menus', async (path, title) => {
    renderAt(path);
    expect(await heading(title)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sports' })).toBeInTheDocument();
    expect(screen.getByTestId('theme-toggle')).toBeInTheDocument();
  });

  it.each(['/casino/113/g1/r1', '/new-casino/113/g1/r1'])('%s shows a table, here only its background (no such game)', async (path) => {
    renderAt(path);
    expect(await screen.findByTestId('casino-background', {}, { timeout: LAZY_MS })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('/play-casino-new/0/teen20 shows the splash, then the teen20 table', async () => {
    renderAt('/play-casino-new/0/teen20');
    expect(await screen.findByTestId('casino-splash', {}, { timeout: LAZY_MS })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '20-20 Teenpatti' }, { timeout: LAZY_MS })).toBeInTheDocument();
  });

  it('/ is home with the sport tabs from the games list', async () => {
    renderAt('/');
    expect(await screen.findByRole('tab', { name: 'Cricket' }, { timeout: LAZY_MS })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Vimaan' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tips & Previews' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search Events' })).toBeInTheDocument();
  });

  it("/ opens Tips & Previews from its tab (the tab's code loads when it is opened)", async () => {
    renderAt('/');
    await userEvent.click(await screen.findByRole('tab', { name: 'Tips & Previews' }, { timeout: LAZY_MS }));
    expect(await heading('Tips & Previews')).toBeInTheDocument();
  });

  it('/sports shows the sports menu', async () => {
    renderAt('/sports');
    // The side menu's and the page's (the layout paints before the page's chunk has loaded).
    await waitFor(() => expect(screen.getAllByRole('heading', { name: 'Quick Links' })).toHaveLength(2), { timeout: LAZY_MS });
  });
});

describe('full-screen frames', () => {
  it.each([
    ['/casino-video?id=7', () => screen.findByTitle('Live video of table 7', {}, { timeout: LAZY_MS })],
    ['/tv?event_id=1&sport_id=4', () => screen.findByTestId('tv-frame', {}, { timeout: LAZY_MS })],
    ['/score?event_id=1&sport_id=4', () => screen.findByTestId('score-frame', {}, { timeout: LAZY_MS })],
  ])('%s has no header, menu, side panel or theme toggle', async (path, frame) => {
    renderAt(path);
    expect(await frame()).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sports' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('theme-toggle')).not.toBeInTheDocument();
  });
});

describe('account pages', () => {
  it.each(['/account', '/profile', '/settings', '/profitloss/113/r1/Casino'])(
    '%s sends a logged-out visitor to /',
    async (path) => {
      const router = renderAt(path);
      await waitFor(() => expect(router.pathname).toBe('/'), { timeout: LAZY_MS });
      expect(await screen.findByRole('tab', { name: 'Vimaan' })).toBeInTheDocument();
    },
  );

  it.each([
    ['/profile', 'Profile page'],
    ['/settings', 'Stake settings page'],
    ['/profitloss/113/r1/Casino', 'Casino profit and loss'],
    ['/account', 'My Account'],
  ])('%s opens for a logged-in player', async (path, title) => {
    login('token', user);
    const router = renderAt(path);
    expect(await heading(title)).toBeInTheDocument();
    expect(router.pathname).toBe(path);
  });
});
