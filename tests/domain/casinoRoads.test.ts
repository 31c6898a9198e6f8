// The casino roads: which tables draw them, outcomes read from results, the bead road, the big road (runs, ties, dragon tails, the moving window) and the counts.
import { describe, expect, it } from 'vitest';
import { beadRoad, bigRoad, roadCounts, roadGameFor, roadRounds, type BigCell, type RoadGame, type RoadRound } from '../../src/domain/casinoRoads';

/** Results as the poll returns them (newest first) from a string of result values written oldest first. */
const results = (oldestFirst: string, firstMid = 100): { mid: string; result: string }[] =>
  [...oldestFirst].map((v, i) => ({ mid: String(firstMid + i), result: v })).reverse();

const rounds = (game: RoadGame, oldestFirst: string): RoadRound[] => roadRounds(game, results(oldestFirst));

/** The big road drawn as rows of letters ('.' empty, '*' a cell with only ties), six rows high. */
function draw(cells: readonly BigCell[]): string[] {
  const width = cells.reduce((w, c) => Math.max(w, c.col + 1), 0);
  const rows = Array.from({ length: 6 }, () => Array.from({ length: width }, () => '.'));
  for (const c of cells) rows[c.row]![c.col] = c.round?.outcome?.letter ?? '*';
  return rows.map((r) => r.join(''));
}

/** Cells carrying ties: where, and the tied rounds' ids. */
const ties = (cells: readonly BigCell[]) => cells.filter((c) => c.ties.length > 0).map((c) => ({ col: c.col, row: c.row, ties: c.ties.map((t) => t.mid) }));

describe('which tables draw roads', () => {
  it('by record: baccarat, the Dragon Tiger and Teenpatti families, Lucky 7, 20-20 Poker and Andar Bahar; the other games none', () => {
    expect(roadGameFor({ id: 'baccarat', family: 'other' })).toBe('baccarat');
    expect(roadGameFor({ id: 'dt20', family: 'dragonTiger' })).toBe('dragonTiger');
    expect(roadGameFor({ id: 'FAST DRAGON TIGER', family: 'dragonTiger' })).toBe('dragonTiger');
    expect(roadGameFor({ id: 'teen20', family: 'teenpatti' })).toBe('teenpatti');
    expect(roadGameFor({ id: 'lucky7eu', family: 'lucky7' })).toBe('lucky7');
    expect(roadGameFor({ id: 'poker20', family: 'other' })).toBe('poker');
    expect(roadGameFor({ id: 'ab20', family: 'other' })).toBe('andarBahar');
    expect(['card32', 'card32eu', 'aaa', 'btable', 'worli2'].map((id) => roadGameFor({ id, family: 'other' }))).toEqual([null, null, null, null, null]);
  });
});

describe('rounds read from the results poll', () => {
  it('oldest first, each value read as its game defines it; a number reads as its string; an undefined value has no outcome', () => {
    const r = roadRounds('dragonTiger', [
      { mid: 13, result: 2 },
      { mid: '12', result: ' 3 ' },
      { mid: '11', result: '9' },
      { mid: '10', result: '1' },
    ]);
    expect(r.map((x) => [x.mid, x.result, x.outcome?.letter ?? null, x.outcome?.name ?? null])).toEqual([
      ['10', '1', 'D', 'Dragon'],
      ['11', '9', null, null],
      ['12', '3', '=', 'Tie'],
      ['13', '2', 'T', 'Tiger'],
    ]);
  });

  it("each game's letters: Teenpatti reads 1 as A and 3 as B, Baccarat 1 P 2 B 3 T, Lucky 7 1 L 2 H 3 7, Andar Bahar 1 A 2 B", () => {
    const letters = (game: RoadGame, values: string) => rounds(game, values).map((r) => r.outcome?.letter ?? '?').join('');
    expect(letters('teenpatti', '1323')).toBe('AB?B');
    expect(letters('baccarat', '1234')).toBe('PBT?');
    expect(letters('lucky7', '1234')).toBe('LH7?');
    expect(letters('poker', '1234')).toBe('ABS?');
    expect(letters('andarBahar', '123')).toBe('AB?');
  });
});

describe('the bead road', () => {
  it('one cell per round, oldest first, down columns of six', () => {
    const cells = beadRoad(rounds('baccarat', '12311221'));
    expect(cells.map((c) => [c.col, c.row, c.round.mid, c.round.outcome?.letter])).toEqual([
      [0, 0, '100', 'P'],
      [0, 1, '101', 'B'],
      [0, 2, '102', 'T'],
      [0, 3, '103', 'P'],
      [0, 4, '104', 'P'],
      [0, 5, '105', 'B'],
      [1, 0, '106', 'B'],
      [1, 1, '107', 'P'],
    ]);
  });

  it('a round of an undefined value keeps its place as a neutral cell', () => {
    const cells = beadRoad(rounds('dragonTiger', '1x2'));
    expect(cells.map((c) => [c.row, c.round.outcome?.letter ?? null])).toEqual([
      [0, 'D'],
      [1, null],
      [2, 'T'],
    ]);
  });

  it('when the rounds outgrow the columns, whole columns of the oldest fall off the left', () => {
    // 14 rounds in 2 columns (12 cells): the first column (6 rounds) goes, the rest keep their rows.
    const cells = beadRoad(rounds('teenpatti', '13131313131313'), 2);
    expect(cells.map((c) => `${c.col}${c.row}:${c.round.mid}`)).toEqual([
      '00:106',
      '01:107',
      '02:108',
      '03:109',
      '04:110',
      '05:111',
      '10:112',
      '11:113',
    ]);
  });

  it('no results, no cells', () => {
    expect(beadRoad([])).toEqual([]);
  });
});

describe('the big road', () => {
  it('runs of one side down a column, a new column for each change of side', () => {
    expect(draw(bigRoad('baccarat', rounds('baccarat', '1122212')))).toEqual([
      'PBPB', //
      'PB..',
      '.B..',
      '....',
      '....',
      '....',
    ]);
  });

  it('a tie adds no cell: it is marked on the cell before it, two ties on the same cell', () => {
    const cells = bigRoad('baccarat', rounds('baccarat', '1323322'));
    expect(draw(cells)).toEqual(['PB', '.B', '.B', '..', '..', '..']);
    expect(ties(cells)).toEqual([
      { col: 0, row: 0, ties: ['101'] },
      { col: 1, row: 0, ties: ['103', '104'] },
    ]);
  });

  it('ties before any side wait in the first cell, which the first side then takes', () => {
    const cells = bigRoad('dragonTiger', rounds('dragonTiger', '3312'));
    expect(draw(cells)).toEqual(['DT', '..', '..', '..', '..', '..']);
    expect(cells[0]?.round?.mid).toBe('102');
    expect(ties(cells)).toEqual([{ col: 0, row: 0, ties: ['100', '101'] }]);
  });

  it('only ties: one cell with no side, carrying them', () => {
    const cells = bigRoad('baccarat', rounds('baccarat', '33'));
    expect(draw(cells)).toEqual(['*', '.', '.', '.', '.', '.']);
    expect(ties(cells)).toEqual([{ col: 0, row: 0, ties: ['100', '101'] }]);
  });

  it('a run longer than six rows turns right along the bottom row (the dragon tail); the next run starts in the column after the run began', () => {
    const cells = bigRoad('baccarat', rounds('baccarat', '222222221'));
    expect(draw(cells)).toEqual([
      'BP.', //
      'B..',
      'B..',
      'B..',
      'B..',
      'BBB',
    ]);
    expect(cells.filter((c) => c.tail).map((c) => [c.col, c.row])).toEqual([
      [1, 5],
      [2, 5],
    ]);
  });

  it('a run that meets an earlier tail below it turns right above it', () => {
    // Seven Bankers (one in the tail at column 1, row 6), then six Players down column 1: the sixth finds row 6 taken and turns right on row 5.
    const cells = bigRoad('baccarat', rounds('baccarat', '22222221111112'));
    expect(draw(cells)).toEqual([
      'BPB', //
      'BP.',
      'BP.',
      'BP.',
      'BPP',
      'BB.',
    ]);
  });

  it('tails stack into a staircase: each run turns right above the tail below it, and a new run starts at the first free top cell', () => {
    expect(draw(bigRoad('baccarat', rounds('baccarat', '2222222111111222222111112')))).toEqual([
      'BPBPB.', //
      'BPBP..',
      'BPBPPP',
      'BPBBB.',
      'BPP...',
      'BB....',
    ]);
  });

  it('rounds of an undefined value are left out of the big road', () => {
    expect(draw(bigRoad('dragonTiger', rounds('dragonTiger', '1x1')))).toEqual(['D', 'D', '.', '.', '.', '.']);
  });

  it('when the road outgrows the columns, the oldest columns fall off the left', () => {
    const cells = bigRoad('baccarat', rounds('baccarat', '121211'), 3);
    expect(draw(cells)).toEqual(['PBP', '..P', '...', '...', '...', '...']);
    expect(cells.map((c) => c.round?.mid)).toEqual(['102', '103', '104', '105']);
  });

  it('games with no big road draw none', () => {
    expect(bigRoad('teenpatti', rounds('teenpatti', '1133'))).toEqual([]);
    expect(bigRoad('lucky7', rounds('lucky7', '123'))).toEqual([]);
  });
});

describe('counts per outcome', () => {
  it('in legend order, zero counts included, rounds of undefined values last', () => {
    const count = (game: RoadGame, values: string) => roadCounts(game, rounds(game, values)).map((c) => [c.outcome?.name ?? null, c.count]);
    expect(count('baccarat', '1223222')).toEqual([
      ['Player', 1],
      ['Banker', 5],
      ['Tie', 1],
    ]);
    expect(count('dragonTiger', '11x')).toEqual([
      ['Dragon', 2],
      ['Tiger', 0],
      ['Tie', 0],
      [null, 1],
    ]);
  });
});
