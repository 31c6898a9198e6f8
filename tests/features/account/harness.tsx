// What the account page tests share: an MSW server with inline handlers behind the simulated exchange's contract check,
// a logged-in player, the pages under a memory router, toasts.
import { afterAll, afterEach, beforeAll, beforeEach, onTestFinished, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Page, User } from '../../../src/api/contract';
import accountRoutes from '../../../src/features/account/routes';
import { clearSession, login } from '../../../streams/session';
import { toast$, type Toast } from '../../../streams/toasts';
import { standaloneContractCheck } from '../../contractViolations';
import { testDomain, testPlayer } from '../../records';

/** Noon on 22 Nov 2026, local time: the tests' "today". */
const NOW = new Date(2026, 10, 22, 12, 0, 0);

export const domain = testDomain();

let userCount = 0;
/** A fresh player per test: per-user state (profit-and-loss dates) starts over. */
function newPlayer(overrides: Partial<User> = {}): User {
  userCount += 1;
  return testPlayer({ _id: `u${userCount}`, userName: `player${userCount}`, ...overrides });
}

/** Every request is checked against the API contract first (a violation fails the test: tests/setup.ts). */
const contract = standaloneContractCheck(domain);

const base = setupServer(
  contract.handler,
  http.get('*/domain/host/:host', () => HttpResponse.json({ data: domain })),
  http.get('*/v2/get-events', () => HttpResponse.json({ data: [] })),
);
const use = base.use.bind(base);
/** The server; handlers a test adds with `use` go behind the contract check too. */
export const server = Object.assign(base, { use: (...handlers: RequestHandler[]) => use(contract.handler, ...handlers) });

/** Installs the server, a fixed "today" (only Date is faked: MSW and React keep real timers) and a logged-in player. */
export function setUpAccountTests(): { player: () => User } {
  let current: User = newPlayer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    current = newPlayer();
    login('test-token', current);
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    clearSession();
    vi.useRealTimers();
  });
  afterAll(() => server.close());
  return { player: () => current };
}

export function paged<T>(pageItems: T[], page: number, pageSize: number, totalPages: number): { status: true; data: Page<T> } {
  return { status: true, data: { pageItems, page, pageSize, currentPage: page, totalPages } };
}

export interface Recorded<B> {
  page: number;
  pageSize: number;
  body: B;
}

/** A POST /.../{page}/{pageSize} handler that records each request and answers from `answer`. */
export function pagedPost<B>(path: string, answer: (r: Recorded<B>) => JsonBodyType | Response | Promise<JsonBodyType | Response>) {
  const requests: Recorded<B>[] = [];
  const handler = http.post(`*${path}/:page/:pageSize`, async ({ request, params }) => {
    const r: Recorded<B> = {
      page: Number(params.page),
      pageSize: Number(params.pageSize),
      body: (await request.json()) as B,
    };
    requests.push(r);
    const a = await answer(r);
    return a instanceof Response ? a : HttpResponse.json(a);
  });
  return { handler, requests };
}

/** A GET /.../{page}/{pageSize} handler that records each request. */
export function pagedGet(path: string, answer: (r: { page: number; pageSize: number; url: string }) => JsonBodyType | Response) {
  const requests: { page: number; pageSize: number; url: string }[] = [];
  const handler = http.get(`*${path}/:page/:pageSize`, ({ request, params }) => {
    const r = { page: Number(params.page), pageSize: Number(params.pageSize), url: request.url };
    requests.push(r);
    const a = answer(r);
    return a instanceof Response ? a : HttpResponse.json(a);
  });
  return { handler, requests };
}

/** Renders the account routes at `path`, with the shell's home and not-found screens stubbed. */
export function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      ...accountRoutes,
      { path: '/', element: <p>Home screen</p> },
      { path: '/notfound', element: <p>Not found screen</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

/** Collects every toast raised from now until the test ends. */
export function captureToasts(): Toast[] {
  const seen: Toast[] = [];
  const sub = toast$.subscribe((t) => seen.push(t));
  onTestFinished(() => sub.unsubscribe());
  return seen;
}
