// A casino bet whose answer is lost is resolved from the table's bets, like every bet flow: placed, not placed (a refusal the slip shows), or unknown.
import { describe, expect, it } from 'vitest';
import { firstValueFrom, of, throwError, type Observable } from 'rxjs';
import type { BetAnswer, CasinoBetPayload } from '../../../src/api/contract';
import { ApiError } from '../../../src/api/errors';
import { LOST_BET_TEXT, type LostBetOutcome } from '../../../src/domain/betConfirmation';
import { CASINO_TEXT } from '../../../machines/casinoRound.machine';
import type { NewBetNotice } from '../../../streams/betNotices';
import { placeCasinoBet } from '../../../streams/casino/round';

const payload = { selection: 'Dragon', stake: 100, matchId: '1130100' } as unknown as CasinoBetPayload;

/** The notices kept for Open Bets. */
const kept: NewBetNotice[] = [];
const keep = (n: NewBetNotice) => kept.push(n);

/** A placement whose send answers `answer` and whose lookup of the match's bets says `outcome`. */
function placement(answer: () => Observable<BetAnswer>, outcome: LostBetOutcome) {
  const sent: string[] = [];
  const resolved: string[] = [];
  return {
    sent,
    resolved,
    placeBet: (p: { clientRef: string }) => {
      sent.push(p.clientRef);
      return answer();
    },
    resolve: async (ref: string) => {
      resolved.push(ref);
      return outcome;
    },
  };
}

const settle = (o: Observable<BetAnswer>) => firstValueFrom(o).then((a) => ({ ok: a }), (err: unknown) => ({ err }));

describe('placeCasinoBet', () => {
  it('a lost answer (5xx) that the bets show placed reads as placed, found by the same ref', async () => {
    const p = placement(() => throwError(() => new ApiError('server', 'placeBet', { status: 500 })), 'placed');
    const out = await settle(placeCasinoBet(p, payload, 'ref-1', keep));
    expect(out).toEqual({ ok: { status: true, message: LOST_BET_TEXT.placed } });
    expect(p.sent).toEqual(['ref-1']);
    expect(p.resolved).toEqual(['ref-1']);
  });

  it("'placed' and 'unknown' stay for Open Bets until dismissed; 'not placed' and answered bets keep nothing (issue 17, item 6)", async () => {
    kept.length = 0;
    await settle(placeCasinoBet(placement(() => throwError(() => new ApiError('network', 'placeBet')), 'placed'), payload, 'ref-6', keep));
    await settle(placeCasinoBet(placement(() => throwError(() => new ApiError('timeout', 'placeBet')), 'unknown'), payload, 'ref-7', keep));
    await settle(placeCasinoBet(placement(() => throwError(() => new ApiError('network', 'placeBet')), 'notPlaced'), payload, 'ref-8', keep));
    await settle(placeCasinoBet(placement(() => of({ status: true, message: 'ok' }), 'placed'), payload, 'ref-9', keep));
    expect(kept).toEqual([
      { kind: 'success', text: LOST_BET_TEXT.placed, matchId: '1130100' },
      { kind: 'warning', text: CASINO_TEXT.unconfirmed, matchId: '1130100' },
    ]);
  });

  it('a lost answer (network) that the bets show not placed is a refusal with the not-placed text, sent once', async () => {
    const p = placement(() => throwError(() => new ApiError('network', 'placeBet')), 'notPlaced');
    const out = (await settle(placeCasinoBet(p, payload, 'ref-2', keep))) as { err: ApiError };
    expect(out.err).toBeInstanceOf(ApiError);
    expect(out.err.kind).toBe('refused');
    expect(out.err.message).toBe(LOST_BET_TEXT.notPlaced);
    expect(p.sent).toEqual(['ref-2']);
  });

  it('an outcome nobody can tell stays the lost answer', async () => {
    const lost = new ApiError('malformed', 'placeBet');
    const p = placement(() => throwError(() => lost), 'unknown');
    expect(await settle(placeCasinoBet(p, payload, 'ref-3', keep))).toEqual({ err: lost });
  });

  it("a refusal or the exchange's answer needs no lookup", async () => {
    const refused = new ApiError('refused', 'placeBet', { status: 400, serverMessage: 'Round closed' });
    const p = placement(() => throwError(() => refused), 'placed');
    expect(await settle(placeCasinoBet(p, payload, 'ref-4', keep))).toEqual({ err: refused });
    const q = placement(() => of({ status: true, message: 'Bet placed successfully' }), 'placed');
    expect(await settle(placeCasinoBet(q, payload, 'ref-5', keep))).toEqual({ ok: { status: true, message: 'Bet placed successfully' } });
    expect([...p.resolved, ...q.resolved]).toEqual([]);
  });
});
