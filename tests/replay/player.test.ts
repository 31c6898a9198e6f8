// The tape player in virtual time: time and sequence policies, answers at their recorded times, not-recorded calls, divergences, pause, and the app's own polls and client over it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Observable, of, type Subscription } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { createEndpoints } from '../../src/api/endpoints';
import type { HttpResponse } from '../../src/api/transport';
import { formatMoney } from '../../src/features/shell/money';
import {
  createPlayer,
  createRecorder,
  parseTape,
  ReplayScheduler,
  type Exchange,
  type Tape,
} from '../../src/replay';
import { TEST_TAPE_HEADER } from './tapeHeader';
import { withCallTags } from '../../src/api/callTags';
import { Playback } from '../../src/replay/playback';
import { createHeaderPolls } from '../../streams/header';
import { poll } from '../../streams/poll';
import { appClock, setAppScheduler } from '../../streams/scheduler';

const read = (name: string): string => readFileSync(resolve('tests/replay/fixtures', name), 'utf8');

const header = TEST_TAPE_HEADER;
const ex = (seq: number, start: number, end: number, body: unknown, extra: Partial<Exchange> = {}): Exchange => ({
  kind: 'exchange',
  seq,
  method: 'GET',
  path: '/odds',
  status: 200,
  headers: {},
  responseBody: body,
  start,
  end,
  ...extra,
});
const tapeOf = (exchanges: Exchange[]): Tape => ({ header, exchanges, marks: [], actions: [] });

/** Sends one request at the scheduler's time and collects the answer (with its arrival time). */
function send(player: ReturnType<typeof createPlayer>, s: ReplayScheduler, path = '/odds', method: 'GET' | 'POST' = 'GET', body?: unknown) {
  const got: { res?: HttpResponse; at?: number; err?: unknown } = {};
  player.transport({ method, url: path, headers: {}, ...(body !== undefined && { body }) }).subscribe({
    next: (res) => {
      got.res = res;
      got.at = s.time;
    },
    error: (err: unknown) => {
      got.err = err;
    },
  });
  return got;
}

afterEach(() => {
  vi.useRealTimers();
  setAppScheduler(null);
});

describe('tape player', () => {
  const tape = tapeOf([ex(0, 1000, 1100, 'a'), ex(1, 2000, 2300, 'b'), ex(2, 3000, 3050, 'c')]);

  it('answers with the recorded answer current at that time, when it arrived in the recording', () => {
    const s = new ReplayScheduler(Date.parse(header.startedAt));
    const player = createPlayer(tape, { scheduler: s });
    s.advanceTo(1900);
    const first = send(player, s);
    s.advanceTo(2400);
    expect(first).toMatchObject({ res: { status: 200, body: 'b' }, at: 2300 });
    s.advanceTo(9000);
    const late = send(player, s);
    s.advanceTo(9100);
    // Long after the recording's last poll: its last answer, after its recorded latency.
    expect(late).toMatchObject({ res: { body: 'c' }, at: 9050 });
    expect(s.now()).toBe(Date.parse(header.startedAt) + 9100);
  });

  it('answers in recorded order under the sequence policy, then says the tape has no more', () => {
    const s = new ReplayScheduler(0);
    const player = createPlayer(tape, { scheduler: s, policy: 'sequence' });
    const bodies = [0, 1, 2, 3].map(() => {
      const got = send(player, s);
      s.advanceTo(s.time + 500);
      return got.res;
    });
    expect(bodies.map((r) => r?.body)).toEqual(['a', 'b', 'c', expect.objectContaining({ status: false })]);
    expect(bodies[3]!.status).toBe(501);
  });

  it('answers a call the tape never saw with a clear not-recorded error, and lists it', () => {
    const s = new ReplayScheduler(0);
    const player = createPlayer(tape, { scheduler: s });
    s.advanceTo(1000);
    const got = send(player, s, '/statement', 'POST', { page: 1 });
    s.advanceTo(1001);
    expect(got.res).toEqual({ status: 501, body: { status: false, message: 'Not recorded: POST /statement is not on the tape' } });
    expect(player.notRecorded()).toEqual([{ at: 1000, method: 'POST', path: '/statement', status: 'not recorded' }]);
    expect(player.divergences()[0]).toEqual({ kind: 'unrecorded', at: 1000, method: 'POST', path: '/statement', detail: 'never recorded' });
  });

  it('reports recorded requests the replay never made, once their time has passed', () => {
    const s = new ReplayScheduler(0);
    const player = createPlayer(tape, { scheduler: s, toleranceMs: 500 });
    s.advanceTo(1000);
    send(player, s);
    s.advanceTo(2400);
    expect(player.divergences()).toEqual([]);
    s.advanceTo(2600);
    expect(player.divergences()).toEqual([{ kind: 'missed', at: 2000, method: 'GET', path: '/odds', detail: 'recorded, never made by the replay' }]);
  });

  it("foreign timings: pairs a call the HAR holds once whenever it comes, misses it only at the tape's end, and counts no poll round by round", () => {
    const foreign = tapeOf([...tape.exchanges, ex(3, 6300, 6400, 'games', { path: '/casino/games' }), ex(4, 7000, 7100, 'list', { path: '/casino/list' })]);
    const s = new ReplayScheduler(0);
    const player = createPlayer(foreign, { scheduler: s, toleranceMs: 500, foreignTimings: true });
    // The poll's rounds: the second not made (the page was left sooner), one more made late (or left later).
    for (const at of [1000, 3000]) {
      s.advanceTo(at);
      send(player, s);
    }
    // 3.2 s before its recorded time: the same call, answered with its recorded answer.
    s.advanceTo(3100);
    const games = send(player, s, '/casino/games');
    s.advanceTo(3300);
    expect(games.res).toMatchObject({ body: 'games' });
    s.advanceTo(5000);
    send(player, s);
    // A round of this app's own poll on a route the HAR holds once (the recording's player left sooner): no divergence.
    withCallTags({ poll: 'lists' }, () => send(player, s, '/casino/games'));
    // Its mate never made: not missed while the tape still runs, missed once it has ended.
    s.advanceTo(7050);
    expect(player.divergences()).toEqual([]);
    s.advanceTo(7100);
    expect(player.divergences()).toEqual([{ kind: 'missed', at: 7000, method: 'GET', path: '/casino/list', detail: 'recorded, never made by the replay' }]);
    // Without the option the early call is another call.
    const s2 = new ReplayScheduler(0);
    const strictPlayer = createPlayer(foreign, { scheduler: s2, toleranceMs: 500 });
    s2.advanceTo(3100);
    send(strictPlayer, s2, '/casino/games');
    expect(strictPlayer.divergences().find((d) => d.path === '/casino/games')).toMatchObject({ kind: 'unrecorded', path: '/casino/games', detail: 'not made at this time in the recording' });
  });

  it('replays a recorded network failure as one', () => {
    const s = new ReplayScheduler(0);
    const player = createPlayer(tapeOf([ex(0, 0, 40, undefined, { status: 0, error: 'Network Error' })]), { scheduler: s });
    const got = send(player, s);
    s.advanceTo(50);
    expect(String(got.err)).toContain('recorded failure: Network Error');
  });

  it('names the first difference of a bet sent with other margins', () => {
    const cricket = parseTape(read('cricket-bet.ndjson'));
    const bet = cricket.exchanges.find((e) => e.path === '/bet/save2')!;
    const s = new ReplayScheduler(Date.parse(cricket.header.startedAt));
    const player = createPlayer(cricket, { scheduler: s });
    s.advanceTo(bet.start);
    // The same bet a few ms later (placeTime moves with the clock) is no divergence...
    const same = { ...(bet.requestBody as object), placeTime: new Date(s.now() + 7).toISOString() };
    send(player, s, '/bet/save2', 'POST', same);
    expect(player.divergences().filter((d) => d.kind !== 'missed' && d.path === '/bet/save2')).toEqual([]);
    // ...other margins are.
    const player2 = createPlayer(cricket, { scheduler: s });
    const recorded = (bet.requestBody as { favourMargin: number }).favourMargin;
    send(player2, s, '/bet/save2', 'POST', { ...(bet.requestBody as object), favourMargin: recorded + 7 });
    expect(player2.divergences().find((d) => d.path === '/bet/save2')).toEqual({
      kind: 'body',
      at: bet.start,
      method: 'POST',
      path: '/bet/save2',
      detail: `favourMargin: recorded ${recorded}, replayed ${recorded + 7}`,
    });
  });

  it('pausing the replay clock stops every poll: nothing is sent until it moves again', async () => {
    // The page's time is Vitest's fake clock: the play loop's frames and performance.now() move only when the test says.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
    const s = new ReplayScheduler(0);
    setAppScheduler(s);
    let sent = 0;
    const sub: Subscription = poll(() => {
      sent += 1;
      return of(sent);
    }, { periodMs: 1000, name: 'p' }).subscribe();
    const playback = new Playback(s, tapeOf([]), 60_000, { runAction: () => {}, rebuild: () => {}, settle: () => Promise.resolve() });
    playback.play(1);
    await vi.advanceTimersByTimeAsync(3100);
    expect(sent).toBe(4); // rounds at 0, 1000, 2000, 3000
    playback.pause();
    const pausedAt = s.time;
    // Paused: ten seconds pass on the page, the replay clock stands still, no round runs.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.time).toBe(pausedAt);
    expect(sent).toBe(4);
    // Played again: the clock moves on from where it stood, and so do the polls.
    playback.play(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(s.time).toBeGreaterThanOrEqual(pausedAt + 2000 - 16);
    expect(sent).toBe(6); // 4000, 5000
    playback.pause();
    sub.unsubscribe();
  });

  it('runs a machine delay on the replay clock (appClock)', () => {
    const s = new ReplayScheduler(1000);
    setAppScheduler(s, { machines: true });
    let fired = 0;
    appClock.setTimeout(() => (fired += 1), 500);
    const cancelled = appClock.setTimeout(() => (fired += 10), 600);
    appClock.clearTimeout(cancelled);
    expect(appClock.now()).toBe(1000);
    s.advanceTo(499);
    expect(fired).toBe(0);
    s.advanceTo(700);
    expect(fired).toBe(1);
    expect(appClock.now()).toBe(1700);
  });
});

describe('fixtures replayed through the app client and polls in Node', () => {
  it.each(['cricket-bet.ndjson', 'market-expiry.ndjson', 'home-expiry.ndjson'])('%s: the header shows the recorded balance and exposure at the first mark, every request answered from the tape', (name) => {
    const tape = parseTape(read(name));
    const s = new ReplayScheduler(Date.parse(tape.header.startedAt));
    const player = createPlayer(tape, { scheduler: s, ...(tape.header.host && { hosts: { replay: tape.header.host, recorded: tape.header.host } }) });
    const api = createEndpoints(
      createApiClient({
        transport: player.transport,
        baseUrl: '',
        // The header's polls go once the domain _id is known (the tape's requests are matched by method and path).
        auth: () => ({ token: '[redacted]', domainId: 'recorded-domain' }),
        host: () => tape.header.host ?? '',
        onUnauthorized: () => undefined,
        scheduler: s,
      }),
    );
    const first = tape.exchanges.find((e) => e.poll === 'header user')!;
    s.advanceTo(first.start);
    const polls = createHeaderPolls({
      fetchUser: () => api.userDetails(),
      fetchExposure: () => api.exposure(),
      fetchLiveTrades: () => api.liveTrades(),
      scheduler: s,
      when: of(true),
      refresh$: new Observable<void>(),
    });
    let balance: number | undefined;
    let exposure: number | undefined;
    const subs = [polls.balance$.subscribe((b) => (balance = b)), polls.exposure$.subscribe((e) => (exposure = e))];
    const mark = tape.marks[0]!;
    s.advanceTo(mark.at);
    expect(formatMoney(balance!)).toBe(mark.screen!.balance);
    expect(formatMoney(exposure!)).toBe(mark.screen!.exposure);
    expect(player.notRecorded()).toEqual([]);
    expect(player.divergences().filter((d) => d.kind !== 'missed')).toEqual([]);
    subs.forEach((x) => x.unsubscribe());
  });
});

describe('recorder', () => {
  it('appends each exchange with its poll, call, times and redacted secrets; an abandoned one as aborted', () => {
    let now = 500;
    const answers: Record<string, HttpResponse> = { '/login': { status: 200, body: { userToken: 'T0KEN', user: { userName: 'u' } } } };
    const inner = (req: { url: string }) =>
      new Observable<HttpResponse>((sub) => {
        const res = answers[req.url];
        if (!res) return undefined; // never answers
        now += 80;
        sub.next(res);
        sub.complete();
        return undefined;
      });
    const rec = createRecorder({ inner, now: () => now, header: { ...header, user: null } });
    now = 600;
    rec.transport({ method: 'POST', url: '/login', headers: { d: 'host', 'User-Token': 'T0KEN', 'X-Other': '1' }, body: { userName: 'u', password: 'pw' } }).subscribe();
    const hanging = rec.transport({ method: 'GET', url: '/slow', headers: {} }).subscribe();
    now = 900;
    hanging.unsubscribe();
    const t = rec.tape();
    expect(t.exchanges).toEqual([
      { kind: 'exchange', seq: 0, method: 'POST', path: '/login', requestBody: { userName: 'u', password: '[redacted]' }, headers: { d: 'host', 'User-Token': '[redacted]' }, start: 100, status: 200, responseBody: { userToken: '[redacted]', user: { userName: 'u' } }, end: 180 },
      { kind: 'exchange', seq: 1, method: 'GET', path: '/slow', headers: {}, start: 180, status: 0, end: 400, error: 'aborted' },
    ]);
  });
});
