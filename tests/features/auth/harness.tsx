// What the sign-in tests share: an MSW exchange of accounts (sign-in, password history, IP lookup), the views under a router, toasts.
import { afterAll, afterEach, beforeAll, beforeEach, onTestFinished } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { DomainConfig, PasswordChange, SignInRequest, User } from '../../../src/api/contract';
import { DEFAULT_IP_LOOKUP_URL } from '../../../src/api/ipLookup';
import { clearSession } from '../../../streams/session';
import { stopSignInActors } from '../../../streams/signIn';
import { toast$, type Toast } from '../../../streams/toasts';

export const domain: DomainConfig = {
  _id: 'd1',
  title: 'Test Exchange',
  logoUrl: '',
  favIconUrl: '',
  primaryColor: '#0b7a75',
  secondaryColor: '#f2b134',
  backgroundColor: '#0d3b3a',
  layout: 'tamannah',
  signup: false,
  status: 'active',
  defaultDarkMode: false,
  casinoImageKey: 'thumbUrl',
};

export const VISITOR_IP = { ip: '203.0.113.7', country: 'India', city: 'Pune' };

function account(userName: string, role = 'User'): User {
  return {
    _id: `id-${userName}`,
    userName,
    name: userName,
    currency: 'INR',
    role: { name: role },
    rolePermissions: [],
    openingBalance: 10_000,
    exposureLimit: 250_000,
    mobile: '9876543210',
  };
}

const CHANGED: PasswordChange[] = [{ updatedOf: 'x', updatedBy: 'x', createdAt: '2026-01-01T00:00:00.000Z' }];

/** The exchange's accounts: password, user, and the password changes on record. */
export const ACCOUNTS: Record<string, { password: string; user: User; history: PasswordChange[] }> = {
  rahul: { password: 'Secret@123', user: account('rahul'), history: CHANGED },
  newbie: { password: 'First@123', user: account('newbie'), history: [] },
  boss: { password: 'Boss@123', user: account('boss', 'Admin'), history: CHANGED },
  [`demo@${domain.title}`]: { password: 'Demo@1234', user: account(`demo@${domain.title}`), history: [] },
};

const tokenOf = (userName: string) => `tok-${userName}`;

/** Every request the exchange saw, by kind. */
export const seen = { signIn: [] as SignInRequest[], history: [] as string[], ipLookups: 0 };

let gate: Promise<void> | null = null;

/** Holds every sign-in answer until the returned function is called (to see the submitting state). */
export function holdSignIn(): () => void {
  let release!: () => void;
  gate = new Promise<void>((r) => (release = r));
  return () => {
    gate = null;
    release();
  };
}

export const handlers = [
  http.get('*/domain/host/:host', () => HttpResponse.json({ data: domain })),
  http.get(DEFAULT_IP_LOOKUP_URL, () => {
    seen.ipLookups += 1;
    return HttpResponse.text(`geoip(${JSON.stringify(VISITOR_IP)})`);
  }),
  http.post('*/auth/signin', async ({ request }) => {
    const body = (await request.json()) as SignInRequest;
    seen.signIn.push(body);
    if (gate) await gate;
    const found = ACCOUNTS[body.userName];
    if (!found || found.password !== body.password) {
      return HttpResponse.json({ status: false, message: 'Invalid username or password' }, { status: 400 });
    }
    return HttpResponse.json({ userToken: tokenOf(body.userName), user: found.user });
  }),
  http.get('*/auth/password-update-history/:page/:pageSize', ({ request, params }) => {
    const token = request.headers.get('User-Token') ?? '';
    seen.history.push(token);
    const found = Object.values(ACCOUNTS).find((a) => tokenOf(a.user.userName) === token);
    if (!found) return HttpResponse.json({ status: false, message: 'Unauthorized' }, { status: 401 });
    const page = Number(params.page);
    const pageSize = Number(params.pageSize);
    return HttpResponse.json({
      status: true,
      data: { pageItems: found.history, page, pageSize, currentPage: page, totalPages: found.history.length ? 1 : 0 },
    });
  }),
];

export const server = setupServer(...handlers);

export function installSignInTestBed(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    localStorage.clear();
    clearSession();
    seen.signIn = [];
    seen.history = [];
    seen.ipLookups = 0;
  });
  afterEach(() => {
    cleanup();
    stopSignInActors();
    server.resetHandlers();
    gate = null;
    clearSession();
  });
  afterAll(() => server.close());
}

/** Renders `ui` at `path` under a memory router with a Home stub at '/'. */
export function renderAt(ui: ReactNode, path = '/somewhere') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <>{ui}<p>Home screen</p></> },
      { path: '*', element: ui },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

/** Collects every toast raised from now until the test ends. */
export function captureToasts(): Toast[] {
  const got: Toast[] = [];
  const sub = toast$.subscribe((t) => got.push(t));
  onTestFinished(() => sub.unsubscribe());
  return got;
}
