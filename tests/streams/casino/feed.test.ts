// The casino feed in virtual time: 1 s data and 1.3 s results polls, failure ticks, gating, per-key streams; the console rule and the player URL.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, Observable, Subject, VirtualTimeScheduler, of, throwError } from 'rxjs';
import type { ResultItem, RoundData } from '../../../src/api/contract';
import { createCasinoFeed, gameFeedKey, genericFeedKey, type FeedTick } from '../../../streams/casino/feed';
import { consoleClear$, playerUrl, splash$ } from '../../../streams/casino/page';
import { createCasinoRound } from '../../../streams/casino/round';
import { setAppScheduler } from '../../../streams/scheduler';
import { ApiError } from '../../../src/api/errors';
import { createConnectionStatus, type ConnectionStatus } from '../../../streams/connection';
import { pollRounds$, type PollRound } from '../../../streams/pollRounds';
import { gameListTable, type CasinoTableRecord } from '../../../src/domain/casinoTables';
import { createActor } from 'xstate';

const roundData = (mid: string, autotime: number, rate = 1.98, gstatus = 1): RoundData => ({
  t1: [{ mid, autotime, C1: '1', C2: 'KHH' }],
  t2: [
    { nat: 'Player A', sid: '1', rate, gstatus },
    { nat: 'Player B', sid: '3', rate: 1.98, gstatus },
  ],
});

function setup(answers: (n: number) => Observable<RoundData>, when$ = new BehaviorSubject(true)) {
  const vts = new VirtualTimeScheduler();
  const calls = { round: 0, results: 0, generic: 0 };
  const feed = createCasinoFeed({
    fetchRound: () => answers(calls.round++),
    fetchResults: () => {
      calls.results++;
      return of<ResultItem[]>([{ mid: 'r1', result: '1', win: '1', cards: 'KHH' }]);
    },
    fetchGeneric: () => answers(calls.generic++).pipe((s) => new Observable((o) => s.subscribe({ next: (d) => o.next({ ...d, result: [] }), error: (e: unknown) => o.error(e), complete: () => o.complete() }))),
    when: when$,
    scheduler: vts,
  });
  return { vts, calls, feed, when$ };
}

const advance = (vts: VirtualTimeScheduler, ms: number) => {
  vts.maxFrames = vts.now() + ms;
  vts.flush();
};

afterEach(() => setAppScheduler(null));

describe('casino feed', () => {
  it('polls data every 1 s and results every 1.3 s while subscribed and gated on', () => {
    const { vts, calls, feed, when$ } = setup((n) => of(roundData('m1', 20 - n)));
    const ticks: FeedTick[] = [];
    const a = feed.ticks$(gameFeedKey('teenpatti/t20')).subscribe((t) => ticks.push(t));
    const b = feed.results$(gameFeedKey('teenpatti/t20')).subscribe();
    advance(vts, 2600);
    expect(calls.round).toBe(3); // 0, 1000, 2000
    expect(calls.results).toBe(3); // 0, 1300, 2600
    when$.next(false);
    advance(vts, 5000);
    expect(calls.round).toBe(3);
    a.unsubscribe();
    b.unsubscribe();
    expect(ticks.map((t) => t.ok && t.info.autotime)).toEqual([20, 19, 18]);
  });

  it('a failed round is a failure tick (logged), and the next good one follows; two listeners of a table share its poll', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { vts, calls, feed } = setup((n) => (n === 1 ? throwError(() => new Error('boom')) : of(roundData('m1', 20))));
    const seen: boolean[] = [];
    const second: boolean[] = [];
    const key = genericFeedKey('teen20', '113');
    const s1 = feed.ticks$(key).subscribe((t) => seen.push(t.ok));
    const s2 = feed.ticks$(key).subscribe((t) => second.push(t.ok));
    advance(vts, 2000);
    expect(seen).toEqual([true, false, true]);
    expect(second).toEqual([true, false, true]);
    expect(calls.generic).toBe(3); // one request a round, not one per listener
    expect(warn).toHaveBeenCalledExactlyOnceWith(`[poll casino ${key}] round failed: Error: boom`);
    s1.unsubscribe();
    s2.unsubscribe();
    warn.mockRestore();
  });

  it('per-key streams emit only on change: an outcome whose rate and status stay the same stays quiet', () => {
    const { vts, feed } = setup((n) => of(roundData('m1', 20 - n, n >= 2 ? 2.5 : 1.98)));
    const key = gameFeedKey('teenpatti/t20');
    const one: unknown[] = [];
    const three: unknown[] = [];
    const t: unknown[] = [];
    const subs = [
      feed.outcome$(key, '1').subscribe((o) => one.push(o?.rate)),
      feed.outcome$(key, '3').subscribe((o) => three.push(o?.rate)),
      feed.autotime$(key).subscribe((v) => t.push(v)),
    ];
    advance(vts, 3000);
    expect(one).toEqual([undefined, 1.98, 2.5]); // undefined: the bound default before the first answer
    expect(three).toEqual([undefined, 1.98]);
    expect(t).toEqual([null, 20, 19, 18, 17]);
    subs.forEach((s) => s.unsubscribe());
  });
});

describe('a failing table feed is a failing poll (issue 17, item 5)', () => {
  it("failed data rounds reach the connection status as failures, so 'Connection lost' shows; the table keeps its last good round", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { vts, feed } = setup((n) => (n === 0 ? of(roundData('m1', 20)) : throwError(() => new ApiError('network', 'casinoRound'))));
    const rounds: PollRound[] = [];
    const statuses: ConnectionStatus[] = [];
    const key = gameFeedKey('teenpatti/t20');
    const subs = [
      pollRounds$.subscribe((r) => rounds.push(r)),
      createConnectionStatus({ online: of(true), rounds: pollRounds$, scheduler: vts }).subscribe((c) => statuses.push(c)),
    ];
    const ticks: boolean[] = [];
    const mids: (string | null)[] = [];
    subs.push(feed.ticks$(key).subscribe((t) => ticks.push(t.ok)), feed.mid$(key).subscribe((m) => mids.push(m)));
    advance(vts, 2000);
    const table = rounds.filter((r) => r.name === `casino ${key}`);
    expect(table.map((r) => r.ok)).toEqual([true, false, false]);
    expect(statuses.at(-1)).toEqual({ state: 'lost', since: 1000 }); // lost since the first of the failed rounds
    expect(ticks).toEqual([true, false, false]); // the machine still hears DATA_FAILED
    expect(mids).toEqual([null, 'm1']); // the last good round stays on show
    // A part of the table mounting now sees the failure, not the last good round.
    const late: boolean[] = [];
    subs.push(feed.ticks$(key).subscribe((t) => late.push(t.ok)));
    expect(late).toEqual([false]);
    subs.forEach((s) => s.unsubscribe());
    warn.mockRestore();
  });
});

describe('round machine wiring', () => {
  it('turns feed ticks, results, bets, connectivity and login into machine events', () => {
    const wiring = createCasinoRound({ placeBet: () => of({ status: true, message: 'ok' }), afterBetPlaced: () => {}, toast: () => {} });
    const actor = createActor(wiring.machine, {
      input: { record: gameListTable('DRAGON TIGER') as CasinoTableRecord, ref: { eventId: '113', legueId: 'l', matchId: 'm', marketId: 'k', event: 'DRAGON TIGER' }, loggedIn: true, online: true },
    }).start();
    const ticks = new Subject<FeedTick>();
    const online = new BehaviorSubject(true);
    const sub = wiring.connect(actor, {
      ticks$: ticks,
      results$: of<ResultItem[]>([]),
      bets$: of(null),
      online$: online,
      loggedIn$: of(true),
    });
    ticks.next({ ok: true, info: { mid: 'x', autotime: 15 }, t2: [{ nation: 'Dragon', sid: '1', rate: 1.98, gstatus: 1 }], results: null });
    expect(actor.getSnapshot().context.outcomes).toEqual([{ sid: '1', name: 'Dragon', rate: 1.98, open: true }]);
    expect(actor.getSnapshot().context.autotime).toBe(15);
    ticks.next({ ok: false });
    expect(actor.getSnapshot().context.dataOk).toBe(false);
    online.next(false);
    expect((actor.getSnapshot().value as { round: string }).round).toBe('offline');
    sub.unsubscribe();
  });
});

describe('page rules', () => {
  it('the console is cleared every 500 ms only when enabled', () => {
    const vts = new VirtualTimeScheduler();
    const clear = vi.fn<() => void>();
    const on = consoleClear$(true, clear, vts).subscribe();
    const off = consoleClear$(false, clear, vts).subscribe();
    advance(vts, 1600);
    expect(clear).toHaveBeenCalledTimes(3);
    on.unsubscribe();
    off.unsubscribe();
  });

  it('the splash shows for its time, then goes', () => {
    const vts = new VirtualTimeScheduler();
    const seen: boolean[] = [];
    splash$(1400, vts).subscribe((v) => seen.push(v));
    vts.maxFrames = 1399;
    vts.flush();
    expect(seen).toEqual([true]);
    vts.maxFrames = 1400;
    vts.flush();
    expect(seen).toEqual([true, false]);
  });

  it('the player URL puts the table id in the template and the round id in the fragment', () => {
    expect(playerUrl('/casino-player.html?id={id}', 'dt20', '123')).toBe('/casino-player.html?id=dt20#rid=123');
    expect(playerUrl('https://video.example/play/', '1130100', null)).toBe('https://video.example/play/1130100');
  });
});
