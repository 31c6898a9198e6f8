// The casino fixture (casino-round.ndjson, recorded by tests/replay/record/record-casino.spec.ts): the bet, its round's result and the settled balance are on the tape, and the bet replays without divergence whatever clientRef the replay makes, while other margins diverge.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPlayer, parseTape, ReplayScheduler, TAPE_VERSION } from '../../src/replay';

const tape = parseTape(readFileSync(resolve('tests/replay/fixtures/casino-round.ndjson'), 'utf8'));
const bet = tape.exchanges.find((e) => e.method === 'POST' && e.path === '/bet/save2')!;
const body = bet.requestBody as { roundId: string; selectionId: string; favourMargin: number; againstMargin: number; clientRef?: string };

describe('the casino fixture', () => {
  it('holds one bet, the result of its round and the balance it settled into', () => {
    expect(tape.header.version).toBe(TAPE_VERSION);
    expect(tape.marks.map((m) => m.name)).toEqual(['round open', 'bet placed', 'result', 'settled']);
    const result = tape.exchanges
      .filter((e) => e.path.endsWith('/result') && e.start > bet.start)
      .flatMap((e) => (e.responseBody as { data: { data: { mid: string; win: string }[] } }).data.data)
      .find((r) => r.mid === body.roundId);
    expect(result).toBeDefined();
    const won = result!.win.split(',').includes(body.selectionId);
    const balance = (name: string) => Number(tape.marks.find((m) => m.name === name)!.screen!.balance);
    expect(balance('settled') - balance('round open')).toBeCloseTo(won ? body.favourMargin : -body.againstMargin, 2);
  });

  it('a replayed bet with a new clientRef is no divergence; other margins are', () => {
    const send = (b: unknown) => {
      const s = new ReplayScheduler(Date.parse(tape.header.startedAt));
      const player = createPlayer(tape, { scheduler: s });
      s.advanceTo(bet.start);
      player.transport({ method: 'POST', url: '/bet/save2', headers: {}, body: b }).subscribe({ error: () => undefined });
      return player.divergences().filter((d) => d.path === '/bet/save2');
    };
    expect(body.clientRef).toEqual(expect.any(String));
    expect(send({ ...body, clientRef: 'another-confirmation' })).toEqual([]);
    expect(send({ ...body, favourMargin: body.favourMargin + 1 })).toEqual([
      expect.objectContaining({ kind: 'body', detail: `favourMargin: recorded ${body.favourMargin}, replayed ${body.favourMargin + 1}` }),
    ]);
  });
});
