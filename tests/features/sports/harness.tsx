// The sports screens under test: the simulated exchange on a manual clock, the app's scheduler on a virtual clock starting at the same instant.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { firstValueFrom } from 'rxjs';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createTestServer } from '../../../src/mocks/node';
import { manualClock, type ManualClock } from '../../mocks/clock';
import type { World } from '../../../src/mocks/world/world';
import type { Match } from '../../../src/api/contract';
import { api } from '../../../streams/api';
import { setAppScheduler } from '../../../streams/scheduler';
import { clearSession } from '../../../streams/session';
import { datedClock, type DatedClock } from '../../streams/datedClock';
import { signInPlayer } from '../simulatedExchange';

/** A fixed local afternoon: the world has matches in play, later today and tomorrow. */
export const START = new Date(2026, 10, 22, 14, 0, 0).getTime();

export interface SportsBed {
  world: () => World;
  worldClock: ManualClock;
  clock: () => DatedClock;
  /** Moves the exchange's time and the app's virtual time on together. */
  advance: (ms: number) => void;
  /** Waits (real time, for MSW) until `check` passes, running what is due on the virtual clock before each try. */
  until: (check: () => void) => Promise<void>;
  /** Signs a seeded player in through the API, as the login form would. */
  signIn: () => Promise<void>;
  /** The raw list the exchange answers for a sport now. */
  listed: (sportId: string) => Promise<Match[]>;
}

export function setUpSportsTestBed(): SportsBed {
  const worldClock = manualClock(START);
  const made = createTestServer({ seed: 1, clock: worldClock });
  let clock: DatedClock | null = null;
  const current = () => {
    if (!clock) throw new Error('no clock outside a test');
    return clock;
  };
  beforeAll(() => made.server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    worldClock.set(START);
    clock = datedClock(START);
    setAppScheduler(clock.scheduler);
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    made.server.resetHandlers();
    clearSession();
    setAppScheduler(null);
  });
  afterAll(() => made.server.close());

  return {
    world: () => made.world,
    worldClock,
    clock: current,
    advance: (ms) => {
      worldClock.advance(ms);
      act(() => current().advanceBy(ms));
    },
    until: async (check) => {
      await waitFor(
        () => {
          act(() => current().advanceBy(0));
          check();
        },
        { timeout: 30_000 },
      );
    },
    signIn: signInPlayer,
    listed: (sportId) => firstValueFrom(api.matchesBySport(sportId)),
  };
}

/** Shows where the app went: the market page's path and query. */
function Where(): React.JSX.Element {
  const { pathname, search } = useLocation();
  return (
    <p data-testid="where">
      {pathname}
      {search}
    </p>
  );
}

export function renderAt(path: string, element: ReactNode, routePath = path.split('?')[0] ?? path) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={routePath} element={element} />
        <Route path="/fullmarket/:sport/:league/:match" element={<Where />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}
