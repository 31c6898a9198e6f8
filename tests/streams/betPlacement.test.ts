// One send per confirmation, the pending record kept until the exchange answers, a lost answer resolved from the bets, leftovers resolved after a reload, each player's only for that player.
import { describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, Subject, firstValueFrom, of, throwError, type Observable } from 'rxjs';
import type { Bet, BetAnswer, BetPayload, OddsBetPayload } from '../../src/api/contract';
import type { WithClientRef } from '../../src/api/clientRef';
import { newClientRef } from '../../src/api/clientRef';
import { ApiError } from '../../src/api/errors';
import { lostBetOutcome, pendingBetOf, PLACE_TIME_SKEW_MS } from '../../src/domain/betConfirmation';
import { PENDING_BETS_KEY, createBetPlacement, leftoverMessage, leftoverNotice, resolveLeftoverBets } from '../../streams/betPlacement';
import { memoryStorage } from './storage';

const T0 = Date.parse('2026-11-22T14:30:00.000Z');

const PAYLOAD: WithClientRef<OddsBetPayload> = {
  eventId: '4',
  legueId: '101',
  matchId: '9001',
  marketId: '1.1',
  sportsName: 'Cricket',
  event: 'India v Australia',
  market: 'Match Odds',
  markettype: 'ODDS',
  selection: 'India',
  selectionId: '11',
  type: 'back',
  oddsReq: 1.85,
  runners: [],
  runnersCount: 0,
  stake: 200,
  placeTime: new Date(T0).toISOString(),
  favourMargin: 170,
  againstMargin: 200,
  clientRef: 'ref-1',
};

const bet = (over: Partial<Bet> = {}): Bet => ({
  betId: 'b1',
  markettype: 'ODDS',
  market: 'Match Odds',
  selection: 'India',
  selectionId: '11',
  type: 'back',
  oddsReq: 1.85,
  stake: 200,
  case: '',
  placeTime: new Date(T0 + 500).toISOString(),
  favourMargin: 170,
  againstMargin: 200,
  sportsName: 'Cricket',
  event: 'India v Australia',
  eventId: '4',
  legueId: '101',
  matchId: '9001',
  marketId: '1.1',
  ...over,
});

/** The logged-in player of the tab, switched by a test (a logout and another login). */
const who = { player: 'u1' as string | null };

function setup(opts: { bets?: Observable<Bet[]>; storage?: ReturnType<typeof memoryStorage>; fetchBets?: () => Observable<Bet[]> } = {}) {
  who.player = 'u1';
  const answers: Subject<BetAnswer>[] = [];
  const send = vi.fn<(p: WithClientRef<BetPayload>) => Observable<BetAnswer>>(() => {
    const s = new Subject<BetAnswer>();
    answers.push(s);
    return s.asObservable();
  });
  const storage = opts.storage ?? memoryStorage();
  const placement = createBetPlacement({
    send,
    fetchBets: opts.fetchBets ?? (() => opts.bets ?? of([])),
    storage,
    now: () => T0,
    player: () => who.player,
  });
  return { placement, send, answers, storage };
}

describe('betPlacement: one request per confirmation', () => {
  it('a second send of the same clientRef while the first is in flight joins it', async () => {
    const t = setup();
    const a = firstValueFrom(t.placement.placeBet(PAYLOAD));
    const b = firstValueFrom(t.placement.placeBet(PAYLOAD));
    expect(t.send).toHaveBeenCalledTimes(1);
    t.answers[0]!.next({ status: true, message: 'ok' });
    t.answers[0]!.complete();
    expect(await a).toEqual(await b);
  });

  it('keeps the confirmation in storage while in flight and forgets it on an answer or a refusal', async () => {
    const t = setup();
    const placed = firstValueFrom(t.placement.placeBet(PAYLOAD));
    expect(JSON.parse(t.storage.getItem(`${PENDING_BETS_KEY}.u1`)!)).toHaveProperty('ref-1');
    t.answers[0]!.next({ status: true, message: 'ok' });
    await placed;
    expect(t.placement.pendingBets()).toEqual([]);

    const refused = firstValueFrom(t.placement.placeBet({ ...PAYLOAD, clientRef: 'ref-2' }));
    t.answers[1]!.error(new ApiError('refused', 'placeBet', { serverMessage: 'Odds changed' }));
    await expect(refused).rejects.toThrow('Odds changed');
    expect(t.placement.pendingBets()).toEqual([]);
  });

  it('a lost answer keeps it; resolve finds it placed by clientRef and forgets it', async () => {
    const t = setup({ bets: of([bet({ clientRef: 'someone-else' }), bet({ betId: 'b2', clientRef: 'ref-1' })]) });
    const lost = firstValueFrom(t.placement.placeBet(PAYLOAD));
    t.answers[0]!.error(new ApiError('timeout', 'placeBet'));
    await expect(lost).rejects.toThrow(ApiError);
    expect(t.placement.pendingBets().map((p) => p.clientRef)).toEqual(['ref-1']);
    expect(await t.placement.resolve('ref-1')).toBe('placed');
    expect(t.placement.pendingBets()).toEqual([]);
  });

  it('bets that cannot be loaded: unknown, and the confirmation is kept', async () => {
    const t = setup({ bets: throwError(() => new ApiError('network', 'matchBets')) });
    const lost = firstValueFrom(t.placement.placeBet(PAYLOAD));
    t.answers[0]!.error(new ApiError('network', 'placeBet'));
    await expect(lost).rejects.toThrow(ApiError);
    expect(await t.placement.resolve('ref-1')).toBe('unknown');
    expect(t.placement.pendingBets()).toHaveLength(1);
  });

  it('after a reload, a confirmation sent by the earlier page is resolved and told to the player', async () => {
    const storage = memoryStorage();
    const before = setup({ storage });
    void firstValueFrom(before.placement.placeBet(PAYLOAD)).catch(() => {});
    // The page reloads: a new placement over the same tab storage.
    const after = setup({ storage, bets: of([]) });
    const resolved: unknown[] = [];
    after.placement.resolveLeftovers('u1').subscribe((r) => resolved.push(r));
    await vi.waitFor(() => expect(resolved).toHaveLength(1));
    const msg = leftoverMessage(resolved[0] as Parameters<typeof leftoverMessage>[0]);
    expect(msg).toEqual({ kind: 'info', text: 'Your bet (Back India, 200 at 1.85) was not placed.' });
    expect(after.send).not.toHaveBeenCalled(); // resolving never sends a bet
  });

  it("after a reload, 'placed' and 'could not tell' stay in the match's Open Bets until dismissed; 'not placed' is only told (issue 17, item 6)", () => {
    const pending = pendingBetOf(PAYLOAD, T0);
    expect(leftoverNotice({ pending, outcome: 'placed' })).toEqual({
      kind: 'success',
      text: 'Your bet (Back India, 200 at 1.85) was placed.',
      matchId: '9001',
    });
    expect(leftoverNotice({ pending, outcome: 'unknown' })).toEqual({
      kind: 'warning',
      text: 'We could not tell whether your bet (Back India, 200 at 1.85) was placed. Check Open Bets.',
      matchId: '9001',
    });
    expect(leftoverNotice({ pending, outcome: 'notPlaced' })).toBeNull();
  });
});

describe("betPlacement: nothing of one player for the next (issue 32, item 5)", () => {
  it("after a logout and another player's login in the same tab, the last player's bet is neither checked against the new list nor told", async () => {
    const storage = memoryStorage();
    const before = setup({ storage });
    void firstValueFrom(before.placement.placeBet(PAYLOAD)).catch(() => {});
    expect(storage.data.has(`${PENDING_BETS_KEY}.u1`)).toBe(true);
    // u1 logs out (the page reloads) and u2 logs in to the same tab.
    const fetchBets = vi.fn<() => Observable<Bet[]>>(() => of([]));
    const after = setup({ storage, fetchBets });
    who.player = 'u2';
    const toasts: string[] = [];
    const sub = resolveLeftoverBets(after.placement, (_kind, text) => void toasts.push(text), () => {}, of('u2'));
    await Promise.resolve();
    sub.unsubscribe();
    expect(fetchBets).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
    // u1's record waits for u1, untouched.
    expect(JSON.parse(storage.getItem(`${PENDING_BETS_KEY}.u1`)!)).toHaveProperty('ref-1');
  });

  it("u1's unanswered bet is resolved and told at u1's next login in this tab, after another player's session", async () => {
    const storage = memoryStorage();
    const before = setup({ storage });
    void firstValueFrom(before.placement.placeBet(PAYLOAD)).catch(() => {});
    const after = setup({ storage, bets: of([]) });
    const player$ = new BehaviorSubject<string | null>('u2');
    const toasts: string[] = [];
    const sub = resolveLeftoverBets(after.placement, (_kind, text) => void toasts.push(text), () => {}, player$);
    who.player = null;
    player$.next(null);
    who.player = 'u1';
    player$.next('u1');
    await vi.waitFor(() => expect(toasts).toEqual(['Your bet (Back India, 200 at 1.85) was not placed.']));
    sub.unsubscribe();
    expect(storage.data.has(`${PENDING_BETS_KEY}.u1`)).toBe(false);
  });

  it("within one page: once another player is logged in, the last player's lost bet is not resolved for them", async () => {
    const fetchBets = vi.fn<() => Observable<Bet[]>>(() => of([bet()]));
    const t = setup({ fetchBets });
    const lost = firstValueFrom(t.placement.placeBet(PAYLOAD));
    t.answers[0]!.error(new ApiError('timeout', 'placeBet'));
    await expect(lost).rejects.toThrow(ApiError);
    who.player = 'u2';
    expect(await t.placement.resolve('ref-1')).toBe('unknown');
    expect(fetchBets).not.toHaveBeenCalled();
    expect(t.placement.pendingBets()).toHaveLength(1);
    who.player = 'u1';
    expect(await t.placement.resolve('ref-1')).toBe('placed');
  });

  it('a record an earlier version kept for nobody in particular is dropped, never resolved', () => {
    const storage = memoryStorage({ [PENDING_BETS_KEY]: JSON.stringify({ old: pendingBetOf({ ...PAYLOAD, clientRef: 'old' }, T0) }) });
    setup({ storage });
    expect(storage.data.has(PENDING_BETS_KEY)).toBe(false);
  });
});

describe('lostBetOutcome', () => {
  const pending = pendingBetOf(PAYLOAD, T0);

  it('by clientRef when the back end echoes it', () => {
    expect(lostBetOutcome([bet({ clientRef: 'ref-1' })], pending)).toBe('placed');
    // Same fields but another ref: not this confirmation.
    expect(lostBetOutcome([bet({ clientRef: 'ref-9' })], pending)).toBe('notPlaced');
  });

  it('else by the same selection, side, stake and rate placed since the confirmation', () => {
    expect(lostBetOutcome([bet()], pending)).toBe('placed');
    expect(lostBetOutcome([bet({ stake: 300 })], pending)).toBe('notPlaced');
    expect(lostBetOutcome([bet({ type: 'lay' })], pending)).toBe('notPlaced');
    expect(lostBetOutcome([bet({ oddsReq: 1.9 })], pending)).toBe('notPlaced');
    expect(lostBetOutcome([bet({ selectionId: '22' })], pending)).toBe('notPlaced');
    expect(lostBetOutcome([bet({ placeTime: new Date(T0 - PLACE_TIME_SKEW_MS - 1).toISOString() })], pending)).toBe('notPlaced');
    expect(lostBetOutcome([], pending)).toBe('notPlaced');
  });

  it('fancy bets compare the line and the rate', () => {
    const fancy = pendingBetOf({ ...PAYLOAD, markettype: 'FANCY', price: 52, size: 90, backSize: 90, laySize: 110 } as never, T0);
    expect(lostBetOutcome([bet({ markettype: 'FANCY', oddsReq: undefined, price: 52, size: 90 })], fancy)).toBe('placed');
    expect(lostBetOutcome([bet({ markettype: 'FANCY', oddsReq: undefined, price: 53, size: 90 })], fancy)).toBe('notPlaced');
  });
});

describe('newClientRef', () => {
  it('is a v4 UUID, new every time', () => {
    const refs = new Set(Array.from({ length: 50 }, () => newClientRef()));
    expect(refs.size).toBe(50);
    for (const r of refs) expect(r).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
