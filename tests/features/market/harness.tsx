// The market page under test: an MSW exchange with inline handlers whose answers a test edits between ticks, behind the
// simulated exchange's contract check; a logged-in player, the app scheduler in virtual time.
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Observable } from 'rxjs';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type {
  Bet,
  BookmakerMarket,
  ExchangeMarket,
  FancyRow,
  Limits,
  Match,
  OddsBetPayload,
  FancyBetPayload,
} from '../../../src/api/contract';
import { axiosTransport } from '../../../src/api/axiosTransport';
import type { HttpResponse as AppResponse, Transport } from '../../../src/api/transport';
import MarketPage from '../../../src/features/market/MarketPage';
import { setTransport } from '../../../streams/api';
import { firstValueFrom } from 'rxjs';
import { domainConfig$ } from '../../../streams/domainConfig';
import { setAppScheduler } from '../../../streams/scheduler';
import { clearSession, login } from '../../../streams/session';
import { toast$, type Toast } from '../../../streams/toasts';
import { virtualClock, type VirtualClock } from '../../streams/market/virtualClock';
import { bookmakerMarkets, fancyRow, matchOdds } from '../../streams/market/fixtures';
import { standaloneContractCheck } from '../../contractViolations';
import { testDomain, testPlayer } from '../../records';

import { until } from '../simulatedExchange';

export { until };

const SPORT_ID = '4';
const LEAGUE_ID = '101';
const MATCH_ID = '9001';
export const EVENT_NAME = 'India v Australia';

const domain = testDomain();

const player = testPlayer();

function theMatch(odds: ExchangeMarket[]): Match {
  return {
    eventId: SPORT_ID,
    competitionId: LEAGUE_ID,
    matchId: MATCH_ID,
    eventName: EVENT_NAME,
    openDate: '2026-11-22T14:30:00.000Z',
    inPlay: true,
    marketName: 'Match Odds',
    declared: false,
    matchOdds: odds,
    markets: odds.map((m) => ({ marketId: m.marketId, marketName: m.marketName })),
    joinedMarketIds: odds.map((m) => m.marketId).join(','),
    matchUrl: `/fullmarket/${SPORT_ID}/${LEAGUE_ID}/${MATCH_ID}`,
  };
}

/** What the simulated exchange answers; tests edit it between ticks. */
export interface Exchange {
  odds: ExchangeMarket[];
  bookmaker: BookmakerMarket[];
  fancy: FancyRow[];
  bets: Bet[];
  limits: Limits;
  /** Every bet payload received, in order. */
  placed: (OddsBetPayload | FancyBetPayload)[];
  /** Every request path, in order. */
  requests: string[];
  /** Extra wait before answering a bet (a slow server). */
  betLatencyMs: number;
}

function freshExchange(): Exchange {
  return {
    odds: matchOdds(1.9),
    bookmaker: bookmakerMarkets(45),
    fancy: [fancyRow('f1', '6 over runs IND'), fancyRow('f2', '10 over runs IND', { GameStatus: 'Ball Running' })],
    bets: [],
    limits: { oddsMin: 100, oddsMax: 100_000, fancyMin: 100, fancyMax: 300_000, bookmakerMin: 100, bookmakerMax: 300_000, delay: 0, advanceBetLock: false },
    placed: [],
    requests: [],
    betLatencyMs: 0,
  };
}

export let exchange: Exchange = freshExchange();

function asBet(p: OddsBetPayload | FancyBetPayload, n: number): Bet {
  return {
    betId: `b${n}`,
    markettype: p.markettype,
    market: p.market,
    selection: p.selection,
    selectionId: p.selectionId,
    type: p.type,
    ...(p.markettype === 'FANCY' ? { price: p.price, size: p.size } : { oddsReq: p.oddsReq }),
    stake: p.stake,
    case: '',
    placeTime: p.placeTime,
    favourMargin: p.favourMargin,
    againstMargin: p.againstMargin,
    sportsName: p.sportsName,
    event: p.event,
    eventId: p.eventId,
    legueId: p.legueId,
    matchId: p.matchId,
    marketId: p.marketId,
    runners: p.runners,
  };
}

const seen = (path: string) => exchange.requests.push(path);

/** Every request is checked against the API contract first (a violation fails the test: tests/setup.ts). */
const contract = standaloneContractCheck(domain);

const base = setupServer(
  contract.handler,
  http.get('*/domain/host/:host', () => HttpResponse.json({ data: domain })),
  http.get('*/get-min-max/:domainId', ({ request }) => {
    seen(new URL(request.url).pathname);
    return HttpResponse.json({ data: exchange.limits });
  }),
  http.get('*/v2/get-matches/:eventId/:legueId', ({ request }) => {
    seen(new URL(request.url).pathname);
    return HttpResponse.json({ data: [theMatch(exchange.odds)] });
  }),
  http.get('*/v2/fetch-market-odds/:e/:l/:m/:ids', ({ request }) => {
    seen(new URL(request.url).pathname);
    return HttpResponse.json({ data: exchange.odds });
  }),
  http.get('*/v2/fetch-bookmaker-odds/:e/:l/:m', ({ request }) => {
    seen(new URL(request.url).pathname);
    return HttpResponse.json({ data: exchange.bookmaker });
  }),
  http.get('*/v2/fetch-market-session/:e/:l/:m', ({ request }) => {
    seen(new URL(request.url).pathname);
    return HttpResponse.json({ data: exchange.fancy });
  }),
  http.get('*/bet/bet-details/list/:matchId', ({ request }) => {
    seen(new URL(request.url).pathname);
    return HttpResponse.json({ data: exchange.bets });
  }),
  http.post('*/bet/save2', async ({ request }) => {
    seen(new URL(request.url).pathname);
    const payload = (await request.json()) as OddsBetPayload | FancyBetPayload;
    exchange.placed.push(payload);
    if (exchange.betLatencyMs > 0) await delay(exchange.betLatencyMs);
    const bet = asBet(payload, exchange.placed.length);
    exchange.bets = [...exchange.bets, bet];
    return HttpResponse.json({ status: true, message: 'Bet placed successfully', betId: bet.betId });
  }),
);
const use = base.use.bind(base);
/** The server; handlers a test adds with `use` go behind the contract check too. */
export const server = Object.assign(base, { use: (...handlers: RequestHandler[]) => use(contract.handler, ...handlers) });

/** The app's requests as it makes them (at its transport, synchronously), and how many await their answer. */
export const appRequests = { sent: [] as string[], inFlight: 0 };

/** axios, counted: a request is in flight from its subscription until its answer, failure or abandonment. */
function countedTransport(): Transport {
  const inner = axiosTransport();
  return (req) =>
    new Observable<AppResponse>((subscriber) => {
      appRequests.sent.push(new URL(req.url, 'http://localhost').pathname);
      appRequests.inFlight += 1;
      let open = true;
      const done = () => {
        if (open) {
          open = false;
          appRequests.inFlight -= 1;
        }
      };
      const sub = inner(req).subscribe({
        next: (res) => {
          done();
          subscriber.next(res);
        },
        error: (err: unknown) => {
          done();
          subscriber.error(err);
        },
        complete: () => subscriber.complete(),
      });
      return () => {
        done();
        sub.unsubscribe();
      };
    });
}

/**
 * Waits for the page to be quiet, instead of sleeping: no request of the app awaits its answer,
 * nothing is due on the virtual clock now, and React has rendered what that caused.
 */
export async function settled(clock: VirtualClock): Promise<void> {
  await waitFor(() => {
    act(() => clock.advanceBy(0));
    if (appRequests.inFlight > 0) throw new Error(`${appRequests.inFlight} requests await their answer`);
  });
  await act(async () => {});
}

export interface MarketBed {
  clock: () => VirtualClock;
  toasts: Toast[];
  /** Renders the market page and waits for its first price (Back India at 1.9); returns the test's clock. */
  open: () => Promise<VirtualClock>;
}

/** MSW, a logged-in player, a fresh exchange and a virtual app clock per test. */
export function marketTestBed(): MarketBed {
  let clock: VirtualClock | null = null;
  const toasts: Toast[] = [];
  let sub: { unsubscribe: () => void } | null = null;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    // The domain configuration has answered before the page opens (a logged-in player's calls wait for its _id).
    await firstValueFrom(domainConfig$);
  });
  beforeEach(() => {
    exchange = freshExchange();
    clock = virtualClock();
    toasts.length = 0;
    sub = toast$.subscribe((t) => toasts.push(t));
    login('test-token', player);
    appRequests.sent = [];
    appRequests.inFlight = 0;
    setTransport(countedTransport());
  });
  afterEach(() => {
    cleanup();
    sub?.unsubscribe();
    server.resetHandlers();
    clearSession();
    setAppScheduler(null);
    setTransport(null);
  });
  afterAll(() => server.close());
  const current = (): VirtualClock => {
    if (!clock) throw new Error('no clock outside a test');
    return clock;
  };
  return {
    clock: current,
    toasts,
    open: async () => {
      renderMarketPage();
      await until(current(), () => expect(screen.getByRole('button', { name: 'Back India at 1.9' })).toBeInTheDocument());
      return current();
    },
  };
}

export function renderMarketPage(query = `gameTime=2026-11-22T14:30:00.000Z&eventName=${encodeURIComponent(EVENT_NAME)}&inplay=true`) {
  return render(
    <MemoryRouter initialEntries={[`/fullmarket/${SPORT_ID}/${LEAGUE_ID}/${MATCH_ID}?${query}`]}>
      <Routes>
        <Route path="/fullmarket/:sport/:league/:match" element={<MarketPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Moves virtual time on (poll rounds) inside act. */
export function advance(clock: VirtualClock, ms: number): void {
  act(() => clock.advanceBy(ms));
}
