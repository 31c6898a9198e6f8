// The table records: every game-list and generic table, badges, winners, groups and chip labels.
import { describe, expect, it } from 'vitest';
import {
  GAME_LIST_TABLES,
  GENERIC_TABLES,
  badgeFor,
  gameListTable,
  genericTable,
  groupOutcomes,
  recordSelfSuspended,
  winnerOf,
  type CasinoTableRecord,
} from '../../src/domain/casinoTables';

const rec = (r: CasinoTableRecord | undefined): CasinoTableRecord => {
  if (!r) throw new Error('missing record');
  return r;
};

describe('casino table records', () => {
  it('finds the seven game-list tables by name with their paths; an unknown name has none', () => {
    expect(Object.keys(GAME_LIST_TABLES)).toHaveLength(7);
    expect(gameListTable(' dragon tiger ')?.path).toBe('dragontiger/t20');
    expect(gameListTable('3 CARD TEENPATTI')?.record.interaction).toBe('chipTray');
    expect(gameListTable('FAST DRAGON TIGER')?.record.interaction).toBe('chipTray');
    expect(gameListTable('ROULETTE')).toBeNull();
  });

  it('finds the fourteen generic types exactly; others have none', () => {
    expect(genericTable('Teen')?.id).toBe('Teen');
    expect(genericTable('teen')).toBeNull();
    expect(genericTable('toString')).toBeNull();
    expect(genericTable('ab20')).toBeNull();
  });

  it('Teenpatti hands take cards 0, 2, 4 and 1, 3, 5; only 20-20 Teenpatti suspends itself below 6 s', () => {
    const t = rec(GAME_LIST_TABLES['20 20 TEENPATTI']);
    expect(t.hands.map((h) => h.positions)).toEqual([
      [0, 2, 4],
      [1, 3, 5],
    ]);
    expect(recordSelfSuspended(t, 5)).toBe(true);
    expect(recordSelfSuspended(t, 6)).toBe(false);
    expect(recordSelfSuspended(rec(GAME_LIST_TABLES['3 CARD TEENPATTI']), 1)).toBe(false);
    expect(t.resetAt).toBe(25);
    expect(rec(GAME_LIST_TABLES['LUCKY 7-A']).resetAt).toBe(19);
  });

  it('groups outcomes by t2 index: 7 Dragon Tiger groups, 4 Lucky 7 groups, one block otherwise', () => {
    const t2 = Array.from({ length: 38 }, (_, i) => i);
    const dt = groupOutcomes(rec(GAME_LIST_TABLES['DRAGON TIGER']), t2);
    expect(dt.map((g) => g.items.length)).toEqual([3, 2, 2, 2, 2, 13, 13]);
    expect(dt[1]?.items).toEqual([4, 5]);
    expect(groupOutcomes(rec(GAME_LIST_TABLES['LUCKY 7-A']), t2.slice(0, 19)).map((g) => g.title)).toEqual([
      'Winner',
      'Lucky Odd/Even',
      'Lucky Color',
      'Lucky Card',
    ]);
    expect(groupOutcomes(rec(GENERIC_TABLES.baccarat), [1, 2, 3])).toEqual([{ title: '', items: [1, 2, 3] }]);
    expect(rec(GAME_LIST_TABLES['LUCKY 7-A']).showMinMax).toBe(true);
    expect(rec(GAME_LIST_TABLES['20 20 TEENPATTI']).showMinMax).toBe(false);
  });

  it('badges and winners follow each family', () => {
    expect(badgeFor(rec(GAME_LIST_TABLES['DRAGON TIGER']), '2')).toEqual({ label: 'T', colour: 'pink' });
    expect(badgeFor(rec(GAME_LIST_TABLES['LUCKY 7-B']), 1)).toEqual({ label: 'L', colour: null });
    expect(badgeFor(rec(GENERIC_TABLES.poker20), '3')).toEqual({ label: '3', colour: null });
    expect(winnerOf(rec(GAME_LIST_TABLES['20 20 TEENPATTI']), '3,2')).toBe('Player B');
    expect(winnerOf(rec(GAME_LIST_TABLES['DRAGON TIGER']), '1')).toBe('Dragon');
    expect(winnerOf(rec(GAME_LIST_TABLES['LUCKY 7-A']), '2')).toBe('High Card');
    expect(winnerOf(rec(GENERIC_TABLES.baccarat), '2', (sid) => (sid === '2' ? 'Banker' : undefined))).toBe('Banker');
    expect(winnerOf(rec(GENERIC_TABLES.baccarat), '')).toBeNull();
  });
});
