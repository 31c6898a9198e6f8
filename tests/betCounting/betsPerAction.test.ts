// The per-action bet counts of the double-bet journeys and the soak (tests/e2e/betsPerAction.ts) on fake ledgers: a client that
// sends one action twice with fresh clientRefs fails them, though no ref is held twice (issue 31, item 2).
import { describe, expect, it } from 'vitest';
import { betsPerAction, figuresByLabel, toldOf, type LedgerBet, type PlayerAction } from '../e2e/betsPerAction';

const bet = (betId: string, clientRef: string | undefined, over: Partial<LedgerBet> = {}): LedgerBet => ({
  betId,
  selectionId: 7,
  type: 'back',
  stake: 100,
  markettype: 'ODDS',
  ...(clientRef !== undefined && { clientRef }),
  ...over,
});

const action = (over: Partial<PlayerAction>): PlayerAction => ({
  label: 'odds',
  before: ['seeded-1', 'seeded-2'],
  identity: { selectionId: '7', side: 'back', stake: 100 },
  told: 'placed',
  refs: ['ref-a'],
  ...over,
});

const seeded = [bet('seeded-1', undefined, { selectionId: 1 }), bet('seeded-2', undefined, { selectionId: 2 })];

describe('bets counted per action', () => {
  it('one click told placed, one bet held: no problem', () => {
    const [c] = betsPerAction([action({})], [...seeded, bet('b1', 'ref-a')]);
    expect(c?.held.map((b) => b.betId)).toEqual(['b1']);
    expect(c?.problems).toEqual([]);
  });

  it('a client that sent the action twice with fresh refs: two bets for one action fail it, though each ref is held once', () => {
    const [c] = betsPerAction([action({ refs: ['ref-a', 'ref-b'] })], [...seeded, bet('b1', 'ref-a'), bet('b2', 'ref-b')]);
    expect(c?.held).toHaveLength(2);
    expect(c?.problems).toEqual(['odds: told placed, the exchange holds 2 bets for it (goal 1)']);
  });

  it('the second bet is found even when the network watcher missed its ref (a ref the action did not send)', () => {
    const [c] = betsPerAction([action({})], [...seeded, bet('b1', 'ref-a'), bet('b2', 'ref-z')]);
    expect(c?.problems).toContain('odds: told placed, the exchange holds 2 bets for it (goal 1)');
    expect(c?.problems.some((p) => p.includes('a ref the action did not send'))).toBe(true);
  });

  it('bets are split between actions by when they appeared, not by ref: the second action\'s double is its own', () => {
    const first = action({ label: 'first' });
    const second = action({ label: 'second', before: ['seeded-1', 'seeded-2', 'b1'], refs: ['ref-c', 'ref-d'] });
    const counted = betsPerAction([first, second], [...seeded, bet('b1', 'ref-a'), bet('b2', 'ref-c'), bet('b3', 'ref-d')]);
    expect(counted.map((c) => c.held.length)).toEqual([1, 2]);
    expect(counted[0]?.problems).toEqual([]);
    expect(counted[1]?.problems).toEqual(['second: told placed, the exchange holds 2 bets for it (goal 1)']);
  });

  it('told placed and none held, and held but told refused, both fail', () => {
    const lost = betsPerAction([action({})], seeded)[0];
    expect(lost?.problems).toEqual(['odds: told placed, the exchange holds 0 bets for it (goal 1)']);
    const untold = betsPerAction([action({ told: 'refused', reason: 'Odds changed' })], [...seeded, bet('b1', 'ref-a')])[0];
    expect(untold?.problems).toEqual(['odds: told refused (Odds changed), the exchange holds 1 bet for it (goal 0)']);
  });

  it('a lost answer the client could not tell about, held once, is a lost-then-found; held twice fails', () => {
    const found = betsPerAction([action({ told: 'unknown' })], [...seeded, bet('b1', 'ref-a')])[0];
    expect(found?.lostThenFound).toBe(true);
    expect(found?.problems).toEqual([]);
    const twice = betsPerAction([action({ told: 'unknown', refs: ['ref-a', 'ref-b'] })], [...seeded, bet('b1', 'ref-a'), bet('b2', 'ref-b')])[0];
    expect(twice?.problems).toEqual(['odds: told unknown, the exchange holds 2 bets for it (goal at most 1)']);
  });

  it('a ref held twice, and a bet on another selection than the one clicked, are named', () => {
    const [c] = betsPerAction([action({})], [...seeded, bet('b1', 'ref-a', { selectionId: 8 })]);
    expect(c?.problems).toEqual([expect.stringContaining('a bet the player did not ask for: b1')]);
    const [d] = betsPerAction([action({ told: 'unknown' })], [...seeded, bet('b1', 'ref-a'), bet('b0', 'ref-a')]);
    expect(d?.problems).toContain('odds: told unknown, the exchange holds 2 bets for it (goal at most 1)');
    expect(d?.problems).toContain('odds: ref ref-a is held 2 times');
  });

  it('a cash out asks for its hedge bets: told placed, each held once; one sent twice with a fresh ref fails, though the count of bets is right', () => {
    const hedge = [
      { selectionId: '7', side: 'lay' as const, stake: 120 },
      { selectionId: '8', side: 'back' as const, stake: 80 },
    ];
    const cashOut = action({ label: 'cash out', identity: hedge, refs: ['ref-a', 'ref-b'] });
    const laid = bet('h1', 'ref-a', { type: 'lay', stake: 120 });
    const backed = bet('h2', 'ref-b', { selectionId: 8, stake: 80 });
    expect(betsPerAction([cashOut], [...seeded, laid, backed])[0]?.problems).toEqual([]);
    // Two bets for a hedge of two, but the lay sent twice (a fresh ref) and the back never held.
    const doubled = betsPerAction([action({ label: 'cash out', identity: hedge, refs: ['ref-a', 'ref-c'] })], [...seeded, laid, { ...laid, betId: 'h3', clientRef: 'ref-c' }])[0];
    expect(doubled?.problems).toEqual(['cash out: the exchange holds no bet for back 8 stake 80, one of those asked for']);
    // A hedge of one bet sent twice.
    const one = action({ label: 'cash out', identity: [hedge[0]!], refs: ['ref-a', 'ref-c'] });
    expect(betsPerAction([one], [...seeded, laid, { ...laid, betId: 'h3', clientRef: 'ref-c' }])[0]?.problems).toEqual([
      'cash out: told placed, the exchange holds 2 bets for it (goal 1)',
    ]);
  });

  it('figures per kind: attempts, sent, told placed, held, lost-then-found, and why attempts failed', () => {
    const counted = betsPerAction(
      [
        action({ label: 'casino', before: [], told: 'nothing', reason: 'no open outcome', refs: [] }),
        action({ label: 'casino', before: [], told: 'placedAfterLost', refs: ['ref-a'] }),
        action({ label: 'horse', before: ['b1'], told: 'refused', reason: 'Odds changed', refs: ['ref-h'] }),
      ],
      [bet('b1', 'ref-a')],
    );
    expect(figuresByLabel(counted)).toEqual({
      casino: { attempts: 2, sent: 1, toldPlaced: 1, held: 1, lostThenFound: 1, failures: { 'nothing: no open outcome': 1 } },
      horse: { attempts: 1, sent: 1, toldPlaced: 0, held: 0, lostThenFound: 0, failures: { 'refused: Odds changed': 1 } },
    });
  });
});

describe('what the player was told, from the toasts and the slip', () => {
  it('reads the slip\'s outcomes', () => {
    expect(toldOf([{ kind: 'success', text: 'Bet placed successfully' }])).toEqual({ told: 'placed' });
    expect(toldOf([{ kind: 'success', text: 'Your bet was placed: the connection dropped, but it is in your Open Bets.' }])).toEqual({ told: 'placedAfterLost' });
    expect(toldOf([{ kind: 'error', text: 'We could not tell whether your bet was placed. Check Open Bets before placing it again.' }])).toEqual({ told: 'unknown' });
    expect(toldOf([{ kind: 'error', text: 'Your bet could not be confirmed. Check Open Bets before placing it again.' }])).toEqual({ told: 'unknown' });
    expect(toldOf([{ kind: 'info', text: 'Your bet was not placed. You can confirm it again.' }])).toEqual({ told: 'notPlaced' });
    expect(toldOf([{ kind: 'error', text: 'Odds changed' }], 'Odds changed')).toEqual({ told: 'refused', reason: 'Odds changed' });
    expect(toldOf([], null)).toEqual({ told: 'nothing', reason: 'no outcome shown' });
  });

  it('does not read toasts about other things as the bet\'s outcome (a soak found a sign-in after a bet told not placed read as placed)', () => {
    const afterExpiry = [
      { kind: 'info', text: 'Your bet was not placed. You can confirm it again.' },
      { kind: 'info', text: 'Session expired!' },
      { kind: 'success', text: 'Login successful!' },
    ];
    expect(toldOf(afterExpiry, 'Your bet was not placed. You can confirm it again.')).toEqual({ told: 'notPlaced' });
    expect(toldOf([{ kind: 'error', text: 'Market odds could not be updated. Network error. Check your connection.' }])).toEqual({ told: 'nothing', reason: 'no outcome shown' });
    expect(toldOf([{ kind: 'error', text: 'Fancy could not be updated. Something went wrong. Please try again.' }, { kind: 'error', text: 'Odds changed' }])).toEqual({ told: 'refused', reason: 'Odds changed' });
    // Told not placed while the exchange holds a bet for the action (a second send with a fresh ref placed): a problem.
    const [c] = betsPerAction([{ label: 'odds', before: [], identity: {}, ...toldOf(afterExpiry), refs: ['ref-a', 'ref-b'] }], [bet('b2', 'ref-b')]);
    expect(c?.problems).toEqual(['odds: told notPlaced, the exchange holds 1 bet for it (goal 0)']);
  });
});
