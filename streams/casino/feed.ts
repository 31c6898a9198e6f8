// A casino table's polls (round data 1 s, results 1.3 s, or the generic launcher's data 1 s) and the per-key streams a table page renders from.
import { bind } from '@react-rxjs/core';
import { Observable, ReplaySubject, Subject, distinctUntilChanged, filter, map, merge, share, type SchedulerLike } from 'rxjs';
import type { Outcome, ResultItem, RoundData, RoundInfo } from '../../src/api/contract';
import { isFeedOutcomeOpen } from '../../src/domain/bettable';
import { FACE_DOWN, outcomeName, roundCards } from '../../src/domain/casino';
import { CASINO_DATA_POLL_MS, CASINO_RESULT_POLL_MS, GENERIC_CASINO_DATA_POLL_MS } from '../../src/domain/constants';
import type { RoundOutcome } from '../../machines/casinoRound.machine';
import { casinoApi } from './api';
import { and, online$, visible$ } from '../conditions';
import { poll, pollByKey } from '../poll';
import { describeError } from '../../src/api/errors';

/**
 * Which feed a table reads: a game-list table by its `{game}` path, a generic one by casinoType
 * and eventId. Encoded as a string so per-key caches compare it by value.
 */
export type FeedKey = string;
export const gameFeedKey = (path: string): FeedKey => `game|${path}`;
export const genericFeedKey = (casinoType: string, eventId: string): FeedKey => `generic|${casinoType}|${eventId}`;

type Parsed = { kind: 'game'; path: string } | { kind: 'generic'; casinoType: string; eventId: string };
function parseKey(key: FeedKey): Parsed {
  const [kind = '', a = '', b = ''] = key.split('|');
  return kind === 'generic' ? { kind: 'generic', casinoType: a, eventId: b } : { kind: 'game', path: a };
}

/** One round of the data poll: the round on show, or a failure (the generic launcher disables betting on it). */
export type FeedTick = { ok: true; info: RoundInfo; t2: Outcome[]; results: ResultItem[] | null } | { ok: false };

export interface CasinoFeedDeps {
  fetchRound: (path: string) => Observable<RoundData>;
  fetchResults: (path: string) => Observable<ResultItem[]>;
  fetchGeneric: (casinoType: string, eventId: string) => Observable<RoundData & { result: ResultItem[] }>;
  /** Polls run only while true (tab visible, online); only while a page shows the table, as they are subscribed only there. */
  when: Observable<boolean>;
  scheduler?: SchedulerLike;
}

/** The feed's outcome as the machine and the cells read it. */
export const toRoundOutcome = (o: Outcome): RoundOutcome => ({
  sid: String(o.sid),
  name: outcomeName(o),
  rate: Number(o.rate),
  open: isFeedOutcomeOpen(o),
});

const sameOutcome = (a: RoundOutcome | null, b: RoundOutcome | null) =>
  a === b || (a !== null && b !== null && a.sid === b.sid && a.name === b.name && a.rate === b.rate && a.open === b.open);

export function createCasinoFeed(deps: CasinoFeedDeps) {
  const { when, scheduler } = deps;

  /**
   * Every data round, failures included: a failed round goes through the poll's failure path (so
   * the connection status counts it) and comes out here as a failure tick; the per-key streams
   * below read only good rounds, so the table keeps its last good values on screen.
   */
  const ticks$ = pollByKey((key: FeedKey): Observable<FeedTick> => {
    const p = parseKey(key);
    const failed$ = new Subject<FeedTick>();
    const fetch = (): Observable<FeedTick> =>
      p.kind === 'game'
        ? deps.fetchRound(p.path).pipe(map((d): FeedTick => ({ ok: true, info: d.t1[0] as RoundInfo, t2: d.t2, results: null })))
        : deps.fetchGeneric(p.casinoType, p.eventId).pipe(map((d): FeedTick => ({ ok: true, info: d.t1[0] as RoundInfo, t2: d.t2, results: d.result })));
    const periodMs = p.kind === 'game' ? CASINO_DATA_POLL_MS : GENERIC_CASINO_DATA_POLL_MS;
    const rounds = poll(fetch, {
      periodMs,
      when,
      scheduler,
      name: `casino ${key}`,
      onError: (err) => {
        console.warn(`[poll casino ${key}] round failed: ${describeError(err)}`);
        failed$.next({ ok: false });
      },
    });
    // Shared with the last tick replayed: a table part mounting after a failure sees the failure.
    return merge(failed$, rounds).pipe(share({ connector: () => new ReplaySubject<FeedTick>(1), resetOnRefCountZero: true }));
  });

  const rounds$ = (key: FeedKey) =>
    ticks$(key).pipe(filter((t): t is Extract<FeedTick, { ok: true }> => t.ok));

  /** Newest first. A game-list table polls its results every 1.3 s; a generic table reads them from its data. */
  const gameResults$ = pollByKey((path: string) =>
    poll(() => deps.fetchResults(path), { periodMs: CASINO_RESULT_POLL_MS, when, scheduler, name: `casino results ${path}` }),
  );
  const results$ = (key: FeedKey): Observable<ResultItem[]> => {
    const p = parseKey(key);
    return p.kind === 'game' ? gameResults$(p.path) : rounds$(key).pipe(map((t) => t.results ?? []));
  };

  // ---------- per-key streams: a tick wakes only what changed ----------

  const [useMid, mid$] = bind((key: FeedKey) => rounds$(key).pipe(map((t) => String(t.info.mid)), distinctUntilChanged()), null);
  const [useAutotime, autotime$] = bind(
    (key: FeedKey) => rounds$(key).pipe(map((t) => Number(t.info.autotime)), distinctUntilChanged()),
    null,
  );
  /** Card code at a C1..C6 position ('1' face down). */
  const [useCard] = bind(
    (key: FeedKey, position: number) =>
      rounds$(key).pipe(map((t) => roundCards(t.info)[position] ?? FACE_DOWN), distinctUntilChanged()),
    FACE_DOWN,
  );
  /** The outcome ids in feed order, as one string (changes only when the list does). */
  const [useOutcomeIds] = bind(
    (key: FeedKey) =>
      rounds$(key).pipe(
        map((t) => t.t2.map((o) => String(o.sid)).join(',')),
        distinctUntilChanged(),
        map((s) => (s === '' ? [] : s.split(','))),
      ),
    null,
  );
  const [useOutcome, outcome$] = bind(
    (key: FeedKey, sid: string) =>
      rounds$(key).pipe(
        map((t) => {
          const o = t.t2.find((x) => String(x.sid) === sid);
          return o ? toRoundOutcome(o) : null;
        }),
        distinctUntilChanged(sameOutcome),
      ),
    null,
  );
  const [useResults] = bind(
    (key: FeedKey) =>
      results$(key).pipe(
        distinctUntilChanged((a, b) => a.map((r) => r.mid).join() === b.map((r) => r.mid).join()),
      ),
    null,
  );
  /** False after a failed data round, true again after a good one. */
  const [useAvailable] = bind((key: FeedKey) => ticks$(key).pipe(map((t) => t.ok), distinctUntilChanged()), true);

  return { ticks$, rounds$, results$, mid$, autotime$, outcome$, useMid, useAutotime, useCard, useOutcomeIds, useOutcome, useResults, useAvailable };
}

export type CasinoFeed = ReturnType<typeof createCasinoFeed>;

/** The app's casino feeds: polled while a table page is open, the tab visible and the browser online. */
export const casinoFeed: CasinoFeed = createCasinoFeed({
  fetchRound: (path) => casinoApi.casinoRound(path),
  fetchResults: (path) => casinoApi.casinoResults(path),
  fetchGeneric: (casinoType, eventId) => casinoApi.genericCasinoData(casinoType, eventId),
  when: and(visible$, online$),
});
