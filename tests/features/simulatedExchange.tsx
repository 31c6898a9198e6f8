// What the screen tests against the simulated exchange share: its MSW server on a world clock for the file, the seeded player signed in through the API, a page under its route, waiting on a virtual app clock.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { firstValueFrom } from 'rxjs';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createTestServer } from '../../src/mocks/node';
import { manualClock, type ManualClock } from '../mocks/clock';
import type { World } from '../../src/mocks/world/world';
import { api } from '../../streams/api';
import { setAppScheduler } from '../../streams/scheduler';
import { clearSession, login } from '../../streams/session';

export interface SimulatedExchange {
  world: World;
  /** The exchange's time (rounds, races, prices): the test moves it. */
  worldClock: ManualClock;
}

/**
 * The simulated exchange for this file's tests, its world at `seed` and its time at `start`. After
 * each test the page unmounts, the session clears and the app's scheduler is the real one again.
 */
export function onSimulatedExchange({ seed, start }: { seed: number; start: number }): SimulatedExchange {
  const worldClock = manualClock(start);
  const { server, world } = createTestServer({ seed, clock: worldClock });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    clearSession();
    setAppScheduler(null);
  });
  afterAll(() => server.close());
  return { world, worldClock };
}

/** Signs the exchange's seeded player in through the API, as the login form does. */
export async function signInPlayer(): Promise<void> {
  const answer = await firstValueFrom(api.signIn({ userName: 'rahul', password: 'Rahul@123', deviceIp: '', ipInfo: {} }));
  login(answer.userToken, answer.user);
}

/** The pages of `routes` (route path to element) under a memory router opened at `url`. */
export function renderRoutes(url: string, routes: Record<string, React.ReactNode>) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        {Object.entries(routes).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}

/**
 * Waits (in real time, for MSW's answers) until `check` passes, running whatever is due on the
 * virtual app clock before each try: a poll's first round waits for the page's first answers.
 * Then lets React run the effects of the commit that made it pass (below).
 */
export async function until(clock: { advanceBy: (ms: number) => void }, check: () => void): Promise<void> {
  // A bound, not a wait: on a loaded machine MSW's first answers can take over a second to arrive.
  await waitFor(
    () => {
      act(() => clock.advanceBy(0));
      check();
    },
    { timeout: 30_000 },
  );
  // An answer that arrives in real time is rendered outside act, and waitFor can see its commit before
  // React has run that commit's effects (a component's subscriptions, e.g. a price row's to the bet
  // slip): a click at once would change the slip unheard, and the slip would show a moment later.
  await act(async () => {});
}
