// The table records: every game-list and generic table, badges, winners, groups and chip labels.
import { describe, expect, it } from 'vitest';
import {
  badgeFor,
  gameListTable,
  genericTable,
  groupOutcomes,
  recordSelfSuspended,
  winnerOf,
  type CasinoTableRecord,
} from '../../src/domain/casinoTables';

const rec = (r: CasinoTableRecord | null | undefined): CasinoTableRecord => {
  if (!r) throw new Error('missing record');
  return r;
};

describe('casino table records', () => {
  it('finds the seven game-list tables by name with their paths; an unknown name has none', () => {
    // One record per table: name, path, interaction and reset second together (spec: tables; contract section 3).
    const table = Object.fromEntries(
      ['20 20 TEENPATTI', '3 CARD TEENPATTI', 'DRAGON TIGER', '20 20 DRAGON TIGER', 'FAST DRAGON TIGER', 'LUCKY 7-A', 'LUCKY 7-B'].map((name) => {
        const t = gameListTable(name);
        return [name, t && [t.path, t.interaction, t.resetAt]];
      }),
    );
    expect(table).toEqual({
      '20 20 TEENPATTI': ['teenpatti/t20', 'tapOnOdds', 25],
      '3 CARD TEENPATTI': ['teenpatti/3card', 'chipTray', 25],
      'DRAGON TIGER': ['dragontiger/t20', 'tapOnOdds', 19],
      '20 20 DRAGON TIGER': ['dragontiger/t202', 'tapOnOdds', 19],
      'FAST DRAGON TIGER': ['dragontiger/fast', 'chipTray', 19],
      'LUCKY 7-A': ['lucky/a', 'tapOnOdds', 19],
      'LUCKY 7-B': ['lucky/b', 'tapOnOdds', 19],
    });
    expect(gameListTable(' dragon tiger ')?.path).toBe('dragontiger/t20');
    expect(gameListTable('ROULETTE')).toBeNull();
  });

  it("finds the spec's fourteen generic types and Andar Bahar exactly; others have none", () => {
    const types = ['teen20', 'lucky7', 'lucky7eu', 'dt20', 'card32', 'card32eu', 'dt202', 'poker20', 'Teen', 'aaa', 'dt6', 'btable', 'baccarat', 'worli2', 'ab20'];
    expect(types.map((t) => genericTable(t)?.id)).toEqual(types);
    expect(genericTable('Teen')?.id).toBe('Teen');
    expect(genericTable('teen')).toBeNull();
    expect(genericTable('toString')).toBeNull();
    expect(genericTable('cmeter')).toBeNull();
    expect(genericTable('ab20')?.hands).toEqual([
      { label: 'Joker', positions: [0] },
      { label: 'Andar', positions: [1, 3, 5] },
      { label: 'Bahar', positions: [2, 4] },
    ]);
  });

  it('Teenpatti hands take cards 0, 2, 4 and 1, 3, 5; only 20-20 Teenpatti suspends itself below 6 s', () => {
    const t = rec(gameListTable('20 20 TEENPATTI'));
    expect(t.hands.map((h) => h.positions)).toEqual([
      [0, 2, 4],
      [1, 3, 5],
    ]);
    expect(recordSelfSuspended(t, 5)).toBe(true);
    expect(recordSelfSuspended(t, 6)).toBe(false);
    expect(recordSelfSuspended(rec(gameListTable('3 CARD TEENPATTI')), 1)).toBe(false);
    expect(t.resetAt).toBe(25);
    expect(rec(gameListTable('LUCKY 7-A')).resetAt).toBe(19);
  });

  it('groups outcomes by t2 index: 7 Dragon Tiger groups, 4 Lucky 7 groups, one block otherwise', () => {
    const t2 = Array.from({ length: 38 }, (_, i) => i);
    const dt = groupOutcomes(rec(gameListTable('DRAGON TIGER')), t2);
    expect(dt.map((g) => g.items.length)).toEqual([3, 2, 2, 2, 2, 13, 13]);
    expect(dt[1]?.items).toEqual([4, 5]);
    expect(groupOutcomes(rec(gameListTable('LUCKY 7-A')), t2.slice(0, 19)).map((g) => g.title)).toEqual([
      'Winner',
      'Lucky Odd/Even',
      'Lucky Color',
      'Lucky Card',
    ]);
    expect(groupOutcomes(rec(genericTable('baccarat')), [1, 2, 3])).toEqual([{ title: '', items: [1, 2, 3] }]);
    expect(rec(gameListTable('LUCKY 7-A')).showMinMax).toBe(true);
    expect(rec(gameListTable('20 20 TEENPATTI')).showMinMax).toBe(false);
  });

  it('badges and winners follow each family', () => {
    expect(badgeFor(rec(gameListTable('DRAGON TIGER')), '2')).toEqual({ label: 'T', colour: 'pink' });
    expect(badgeFor(rec(gameListTable('LUCKY 7-B')), 1)).toEqual({ label: 'L', colour: null });
    expect(badgeFor(rec(genericTable('poker20')), '3')).toEqual({ label: '3', colour: null });
    expect(winnerOf(rec(gameListTable('20 20 TEENPATTI')), '3,2')).toBe('Player B');
    expect(winnerOf(rec(gameListTable('DRAGON TIGER')), '1')).toBe('Dragon');
    expect(winnerOf(rec(gameListTable('LUCKY 7-A')), '2')).toBe('High Card');
    expect(winnerOf(rec(genericTable('baccarat')), '2', (sid) => (sid === '2' ? 'Banker' : undefined))).toBe('Banker');
    expect(winnerOf(rec(genericTable('baccarat')), '')).toBeNull();
  });
});
