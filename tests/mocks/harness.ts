// Shared helpers of the simulated-exchange tests: a world on a manual clock behind MSW, and a small fetch client.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { summarizeIssues } from '../../src/api/client';
import * as v from 'valibot';
import { createTestServer } from '../../src/mocks/node';
import { manualClock, type ManualClock } from './clock';
import type { World } from '../../src/mocks/world/world';

export const BASE = 'http://localhost';
/** A fixed local afternoon, so 'later today' and 'tomorrow' both have matches. */
export const START = new Date(2026, 10, 22, 14, 0, 0).getTime();

interface Answer {
  status: number;
  body: unknown;
  text: string;
}

export interface Harness {
  world: World;
  clock: ManualClock;
  call(method: 'GET' | 'POST', path: string, opts?: { token?: string; body?: unknown; d?: string }): Promise<Answer>;
  signIn(userName: string, password: string, host?: string): Promise<{ token: string; userId: string; domainId: string }>;
}

/** Starts a server for the file's tests (one world per file unless `fresh` is called). */
export function startExchange(opts: { seed?: number; start?: number } = {}): Harness & { fresh(): void } {
  const clock = manualClock(opts.start ?? START);
  let made = createTestServer({ seed: opts.seed ?? 1, clock });
  const h = {
    get world() {
      return made.world;
    },
    clock,
    fresh() {
      made.server.close();
      clock.set(opts.start ?? START);
      made = createTestServer({ seed: opts.seed ?? 1, clock });
      made.server.listen({ onUnhandledRequest: 'error' });
    },
    async call(method: 'GET' | 'POST', path: string, o: { token?: string; body?: unknown; d?: string } = {}) {
      const headers: Record<string, string> = {};
      if (o.body !== undefined) headers['Content-Type'] = 'application/json';
      if (o.token) {
        headers['User-Token'] = o.token;
        headers.Authorization = `Bearer ${o.token}`;
      }
      headers.d = o.d ?? (o.token ? made.world.domains.byKey('tamannah')!.config._id : 'localhost:5173');
      const res = await fetch(path.startsWith('http') ? path : BASE + path, {
        method,
        headers,
        ...(o.body !== undefined && { body: JSON.stringify(o.body) }),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: keep the text.
      }
      return { status: res.status, body, text };
    },
    async signIn(userName: string, password: string, host = 'localhost:5173') {
      const a = await h.call('POST', '/auth/signin', { body: { userName, password, deviceIp: '', ipInfo: {} }, d: host });
      const b = a.body as { userToken: string; user: { _id: string } };
      if (a.status !== 200) throw new Error(`sign-in failed: ${a.text}`);
      const user = made.world.users.byId(b.user._id)!;
      return { token: b.userToken, userId: b.user._id, domainId: user.brandId };
    },
  };
  beforeAll(() => made.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => made.server.resetHandlers());
  afterAll(() => made.server.close());
  return h;
}

/** Parses with a client schema and fails with the issues listed. */
export function expectSchema<S extends v.GenericSchema>(schema: S, body: unknown, what = ''): v.InferOutput<S> {
  const r = v.safeParse(schema, body);
  if (!r.success) {
    throw new Error(`${what} does not match the contract: ${summarizeIssues(r.issues)}\n${JSON.stringify(body).slice(0, 500)}`);
  }
  return r.output;
}

type ListedMatch = {
  eventId: string;
  competitionId: string;
  matchId: string;
  eventName: string;
  matchOdds: {
    marketId: string;
    marketName: string;
    status: string;
    runners: { selectionId: string; runnerName: string; status: string; ex: { availableToBack: { price: unknown }[]; availableToLay: { price: unknown }[] } }[];
  }[];
};

/** The first Match Odds market that is OPEN with an ACTIVE runner, and that runner. */
export function findOpenRunner<M extends ListedMatch>(
  matches: M[],
  skip: (m: M) => boolean = () => false,
): { match: M; market: M['matchOdds'][number]; runner: M['matchOdds'][number]['runners'][number] } | undefined {
  for (const match of matches) {
    if (skip(match)) continue;
    for (const market of match.matchOdds as M['matchOdds'][number][]) {
      if (market.status !== 'OPEN') continue;
      const runner = (market.runners as M['matchOdds'][number]['runners'][number][]).find((r) => r.status === 'ACTIVE');
      if (runner) return { match, market, runner };
    }
  }
  return undefined;
}
