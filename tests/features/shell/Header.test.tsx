// The header logged out (login, Sign Up when allowed, Bets) and logged in (balance, exposure detail, account menu).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { NEVER, type Observable } from 'rxjs';
import type { DomainConfig, LiveTrade } from '../../../src/api/contract';
import type { HttpRequest, HttpResponse } from '../../../src/api/transport';
import { Header } from '../../../src/features/shell/Header';
import { setTransport } from '../../../streams/api';
import { loginRequests$ } from '../../../streams/loginDialog';
import { login } from '../../../streams/session';
import { fakeTransport } from '../../api/fakeTransport';
import { testDomain, testPlayer, testTrade } from '../../records';
import { freshAppSessionPerTest } from '../../appSession';

// The inline form belongs to the sign-in feature; here it only has to be placed.
vi.mock('../../../src/features/auth/LoginForm', () => ({
  LoginForm: ({ variant }: { variant: string }) => <form aria-label={`login form ${variant}`} />,
}));

const config = testDomain({
  title: 'Tamannah',
  logoUrl: '/assets/brands/tamannah-logo.svg',
  favIconUrl: '/fav.svg',
  primaryColor: '#1e3a8a',
  secondaryColor: '#f59e0b',
  backgroundColor: '#f3f4f6',
  signup: true,
});

const user = testPlayer({ name: 'Player One', exposureLimit: 50_000, mobile: '' });

const trade = testTrade({ count: 3 });
/**
 * How long a lazily loaded part may take to appear: its module is loaded before the tests (below), so this is
 * a render's wait, as long as a test's own time-out (a loaded machine transforms a module on demand in seconds).
 */
const LAZY_LOAD_MS = 20_000;

// The lazily loaded parts of a player's header, loaded (transformed) once before the tests, not inside a test's wait.
beforeAll(async () => {
  await Promise.all([
    import('../../../src/features/shell/PlayerShell'),
    import('../../../src/features/shell/ExposureModal'),
    import('../../../src/features/shell/AccountMenu'),
    import('../../../src/features/shell/OpenBets'),
  ]);
}, 120_000);

function serve(exposure: number | null, trades: LiveTrade[]) {
  return fakeTransport((req: HttpRequest): HttpResponse | Observable<HttpResponse> => {
    // A logged-in player's calls leave once the domain configuration has given its _id.
    if (req.url.includes('/domain/host/')) return { status: 200, body: { data: config } };
    if (req.url.endsWith('/auth/letest-user-details')) return { status: 200, body: { user } };
    // null: the exposure's answer never comes.
    if (req.url.endsWith('/bet/exposure/fetch')) return exposure === null ? NEVER : { status: 200, body: { status: true, exposure } };
    if (req.url.endsWith('/bet/trade/list')) return { status: 200, body: { data: trades } };
    return { status: 404, body: { status: false, message: 'not here' } };
  });
}

const renderHeader = (c: DomainConfig = config) =>
  render(
    <MemoryRouter>
      <Header config={c} />
    </MemoryRouter>,
  );

freshAppSessionPerTest();

describe('Header, logged out', () => {
  it('shows the logo, the inline form, a Login button, Sign Up and Bets', async () => {
    const opened = vi.fn<() => void>();
    const sub = loginRequests$.subscribe(opened);
    renderHeader();
    expect(screen.getByRole('img', { name: 'Tamannah' })).toHaveAttribute('src', config.logoUrl);
    // The inline form's code loads on its own (src/features/auth/LazyLogin): it arrives a moment later.
    expect(await screen.findByRole('form', { name: 'login form inline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await userEvent.click(screen.getByRole('button', { name: /Bets/ }));
    expect(opened).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('balance')).not.toBeInTheDocument();
    sub.unsubscribe();
  });

  it('has no Sign Up button when the domain does not allow sign-up', () => {
    renderHeader({ ...config, signup: false });
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
  });
});

describe('Header, logged in', () => {
  it('shows balance = opening balance - exposure and the exposure, both to 2 decimals', async () => {
    setTransport(serve(250.5, [trade]).transport);
    login('token-1', user);
    renderHeader();
    expect(await screen.findByText('9749.50')).toHaveAttribute('data-testid', 'balance');
    expect(screen.getByTestId('exposure')).toHaveTextContent('250.50');
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('shows exposure 0.00 until its first answer; the balance keeps its dash until then', async () => {
    const served = serve(null, [trade]);
    setTransport(served.transport);
    login('token-1', user);
    renderHeader();
    const exposure = await screen.findByTestId('exposure', {}, { timeout: LAZY_LOAD_MS });
    // The player's own figures have been asked for, and the exposure has not answered.
    await vi.waitFor(() => expect(served.requests.some((r) => r.url.endsWith('/auth/letest-user-details'))).toBe(true));
    expect(exposure).toHaveTextContent(/^0\.00$/);
    expect(screen.getByTestId('balance')).toHaveTextContent('—');
  });

  it('opens the Exposure Detail with the live trades from the exposure figure', { timeout: 20_000 }, async () => {
    setTransport(serve(120, [trade]).transport);
    login('token-1', user);
    renderHeader();
    await screen.findByText('120.00');
    await userEvent.click(screen.getByRole('button', { name: 'Exposure detail' }));
    // The dialog's code loads on first open: on a busy machine its first transform takes over a second.
    const dialog = await screen.findByRole('dialog', { name: 'Exposure Detail' }, { timeout: LAZY_LOAD_MS });
    const link = await within(dialog).findByRole('link', { name: 'India v Australia' });
    expect(link).toHaveAttribute('href', '/fullmarket/4/l1/m1');
    expect(within(dialog).getByText('3')).toBeInTheDocument();
  });

  it("reads 'No real time records found' without live trades", async () => {
    setTransport(serve(0, []).transport);
    login('token-1', user);
    renderHeader();
    await screen.findByText('10000.00');
    await userEvent.click(screen.getByRole('button', { name: 'Exposure detail' }));
    expect(await screen.findByText('No real time records found')).toBeInTheDocument();
  });

  it('refreshes the figures on the refresh button', async () => {
    const fake = serve(10, []);
    setTransport(fake.transport);
    login('token-1', user);
    renderHeader();
    await screen.findByText('9990.00');
    const before = fake.requests.filter((r) => r.url.endsWith('/bet/exposure/fetch')).length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(fake.requests.filter((r) => r.url.endsWith('/bet/exposure/fetch')).length).toBe(before + 1);
  });

  it('opens the account menu with every page and Logout', { timeout: 20_000 }, async () => {
    setTransport(serve(0, []).transport);
    login('token-1', user);
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: /My Account/ }));
    const dialog = await screen.findByRole('dialog', { name: 'My Account' }, { timeout: LAZY_LOAD_MS });
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'My Profile',
      'Account Statement',
      'Bet History',
      'Profit & Loss',
      'Password History',
      'Activity Log',
      'Logout',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Profit & Loss' })).toHaveAttribute('href', '/profitloss');
  });
});
