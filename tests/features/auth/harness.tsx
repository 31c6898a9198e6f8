// What the sign-in tests share: the simulated exchange (with a recorder and a hold on sign-in), the views under a router, toasts.
import { afterAll, afterEach, beforeAll, beforeEach, onTestFinished } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { firstValueFrom } from 'rxjs';
import type { SignInRequest } from '../../../src/api/contract';
import { IP_LOOKUP_MATCHER } from '../../../src/mocks/calls';
import { VISITOR_IP } from '../../../src/mocks/handlers/ipLookup';
import { DEFAULT_KNOBS } from '../../../src/mocks/knobs';
import { createTestServer } from '../../../src/mocks/node';
import { api } from '../../../streams/api';
import { clearSession, login } from '../../../streams/session';
import { stopSignInActors } from '../../../streams/signIn';
import { toast$, type Toast } from '../../../streams/toasts';

export { VISITOR_IP };

/** localhost answers the exchange's default brand. */
export const SITE_TITLE = 'Tamannah';

/** Personas of the simulated exchange (src/mocks/world/users.ts). */
export const RAHUL = { userName: 'rahul', password: 'Rahul@123' };
export const NEWBIE = { userName: 'newbie', password: 'Newbie@123' };
export const AGENT = { userName: 'agent01', password: 'Agent@123' };

export const { server, world } = createTestServer();

/** What the exchange was asked, recorded before it answers. */
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

// Each records and answers nothing, so the exchange's own handler answers next.
const recorders = [
  http.post('*/auth/signin', async ({ request }) => {
    seen.signIn.push((await request.clone().json()) as SignInRequest);
    if (gate) await gate;
    return undefined;
  }),
  http.get('*/auth/password-update-history/:page/:pageSize', ({ request }) => {
    seen.history.push(request.headers.get('User-Token') ?? '');
    return undefined;
  }),
  http.get(IP_LOOKUP_MATCHER, () => {
    seen.ipLookups += 1;
    return undefined;
  }),
];

export function installSignInTestBed(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    localStorage.clear();
    clearSession();
    server.use(...recorders);
    seen.signIn = [];
    seen.history = [];
    seen.ipLookups = 0;
  });
  afterEach(() => {
    cleanup();
    stopSignInActors();
    server.resetHandlers();
    Object.assign(world.knobs, DEFAULT_KNOBS);
    gate = null;
    clearSession();
  });
  afterAll(() => server.close());
}

/** Logs `who` in through the exchange, as a login would, without the form. */
export async function loggedIn(who: { userName: string; password: string }): Promise<void> {
  const answer = await firstValueFrom(api.signIn({ ...who, deviceIp: '', ipInfo: {} }));
  login(answer.userToken, answer.user);
  seen.signIn = [];
}

/** Renders `ui` at `path` under a memory router with a Home stub at '/'. */
export function renderAt(ui: ReactNode, path = '/somewhere') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            {ui}
            <p>Home screen</p>
          </>
        ),
      },
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
