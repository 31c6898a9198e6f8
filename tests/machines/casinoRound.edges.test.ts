// Casino round edges: coming back online before the table's first data, and a chip picked on a tap-on-odds table before any outcome is tapped.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { BetAnswer, CasinoBetPayload } from '../../src/api/contract';
import { gameListTable, type CasinoTableRecord } from '../../src/domain/casinoTables';
import { casinoRoundMachine } from '../../machines/casinoRound.machine';

const TEEN = gameListTable('20 20 TEENPATTI') as CasinoTableRecord;
const REF = { eventId: '113', legueId: '11301', matchId: '1130100', marketId: '113.1130100', event: TEEN.id };

function start(online: boolean) {
  const machine = casinoRoundMachine.provide({
    actors: { placeBet: fromPromise<BetAnswer, CasinoBetPayload>(async () => ({ status: true, message: '' })) },
    actions: { toast: () => undefined, afterBetPlaced: () => undefined },
  });
  return createActor(machine, { input: { record: TEEN, ref: REF, loggedIn: true, online } }).start();
}

const roundOf = (a: ReturnType<typeof start>) => (a.getSnapshot().value as { round: string }).round;

describe('casinoRound: edges', () => {
  it('online again before any round data: the table goes on loading, then opens on its first data', () => {
    const actor = start(false);
    actor.send({ type: 'OFFLINE' });
    expect(roundOf(actor)).toBe('offline');
    actor.send({ type: 'ONLINE' });
    expect(roundOf(actor)).toBe('loading');
    actor.send({ type: 'DATA', mid: 'm1', autotime: 20, outcomes: [{ sid: '1', name: 'Player A', rate: 1.98, open: true }] });
    expect(roundOf(actor)).toBe('open');
  });

  it('a chip picked on a tap-on-odds table with no slip open becomes the stake of the next slip', () => {
    expect(TEEN.interaction).toBe('tapOnOdds');
    const actor = start(true);
    actor.send({ type: 'DATA', mid: 'm1', autotime: 20, outcomes: [{ sid: '1', name: 'Player A', rate: 1.98, open: true }] });
    actor.send({ type: 'CHIP', value: 500 });
    expect(actor.getSnapshot().context).toMatchObject({ stake: 500, slip: null, chip: null });
    actor.send({ type: 'SELECT', sid: '1' });
    expect((actor.getSnapshot().value as { bet: string }).bet).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ stake: 500, slip: { sid: '1', rate: 1.98 } });
  });
});
