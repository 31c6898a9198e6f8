// The roads a live casino table draws from its recent results: the bead road (every round, in order), the big road (runs of one side, ties marked) and the counts per outcome.

/** The tables that draw roads, by how their results read (contract: a result item's `result`). */
export type RoadGame = 'baccarat' | 'dragonTiger' | 'andarBahar' | 'teenpatti' | 'poker' | 'lucky7';

/** A cell's colour, named for the hue: the component maps each to a CSS variable of both themes. */
export type RoadTone = 'blue' | 'red' | 'green' | 'neutral';

export interface RoadOutcome {
  /** The result value this outcome is ('1', '2', '3'). */
  value: string;
  /** What the cell reads: one character. */
  letter: string;
  name: string;
  tone: RoadTone;
}

/** One round as a road reads it: its id, the result as sent, and its outcome (null: a value the game does not define). */
export interface RoadRound {
  mid: string;
  result: string;
  outcome: RoadOutcome | null;
}

/** A result as the results poll returns it (only what a road reads). */
interface ResultLike {
  mid: string | number;
  result: string | number;
}

/** A real table's roads are six rows high. */
export const ROAD_ROWS = 6;
/** Columns drawn (and reserved) of each road: older columns scroll off the left as real tables do. */
export const BEAD_COLUMNS = 8;
export const BIG_COLUMNS = 14;

const outcome = (value: string, letter: string, name: string, tone: RoadTone): RoadOutcome => ({ value, letter, name, tone });

/**
 * Each game's outcomes in the order its legend lists them. The values are those of the
 * specification's badges (Dragon Tiger 1 Dragon, 2 Tiger; Teenpatti 1 Player A, 3 Player B;
 * Lucky 7 1 low, 2 high, else the seven) and of the contract's result items for the games it
 * leaves open (Baccarat 1 Player, 2 Banker, 3 Tie; Poker 1 A, 2 B, 3 split; Andar Bahar 1 Andar,
 * 2 Bahar). The colours follow the badges where the specification gives them (Dragon blue,
 * Tiger pink); a tie is green on every table, as real roads draw it.
 */
const OUTCOMES: Readonly<Record<RoadGame, readonly RoadOutcome[]>> = {
  baccarat: [outcome('1', 'P', 'Player', 'blue'), outcome('2', 'B', 'Banker', 'red'), outcome('3', 'T', 'Tie', 'green')],
  // Not 'T' for a tie: that is Tiger's letter.
  dragonTiger: [outcome('1', 'D', 'Dragon', 'blue'), outcome('2', 'T', 'Tiger', 'red'), outcome('3', '=', 'Tie', 'green')],
  andarBahar: [outcome('1', 'A', 'Andar', 'blue'), outcome('2', 'B', 'Bahar', 'red')],
  teenpatti: [outcome('1', 'A', 'Player A', 'blue'), outcome('3', 'B', 'Player B', 'red')],
  poker: [outcome('1', 'A', 'Player A', 'blue'), outcome('2', 'B', 'Player B', 'red'), outcome('3', 'S', 'Split pot', 'green')],
  lucky7: [outcome('1', 'L', 'Low Card', 'blue'), outcome('2', 'H', 'High Card', 'red'), outcome('3', '7', 'Lucky 7', 'green')],
};

/** The outcome of a value the game does not define: a neutral cell. */
export const UNKNOWN_LETTER = '?';

/** The game of a casino table (its record's id and family), or null for a table that draws no road. */
export function roadGameFor(table: { id: string; family: string }): RoadGame | null {
  switch (table.id) {
    case 'baccarat':
    case 'baccarat2':
      return 'baccarat';
    case 'ab20':
    case 'abj':
      return 'andarBahar';
    case 'poker20':
      return 'poker';
  }
  switch (table.family) {
    case 'dragonTiger':
    case 'teenpatti':
    case 'lucky7':
      return table.family;
    default:
      return null;
  }
}

/** Only Baccarat and Dragon Tiger draw a big road: two sides and a tie. */
export const hasBigRoad = (game: RoadGame): boolean => game === 'baccarat' || game === 'dragonTiger';

/** The rounds oldest first, from the results poll's list (newest first), each with its outcome. */
export function roadRounds(game: RoadGame, newestFirst: readonly ResultLike[]): RoadRound[] {
  return [...newestFirst].reverse().map((r) => {
    const result = String(r.result).trim();
    return { mid: String(r.mid), result, outcome: OUTCOMES[game].find((o) => o.value === result) ?? null };
  });
}

export interface BeadCell {
  col: number;
  row: number;
  round: RoadRound;
}

/**
 * The bead road: one cell per round, oldest first, down each column of six then to the next
 * column. When the rounds outgrow the columns, whole columns of the oldest fall off the left,
 * so a round keeps its row as the road moves.
 */
export function beadRoad(rounds: readonly RoadRound[], columns: number = BEAD_COLUMNS): BeadCell[] {
  const capacity = columns * ROAD_ROWS;
  const start = rounds.length > capacity ? Math.ceil((rounds.length - capacity) / ROAD_ROWS) * ROAD_ROWS : 0;
  return rounds.slice(start).map((round, i) => ({ col: Math.floor(i / ROAD_ROWS), row: i % ROAD_ROWS, round }));
}

export interface BigCell {
  col: number;
  row: number;
  /** The side's round; null only for ties before any side has won (they wait in the first cell). */
  round: RoadRound | null;
  /** Ties dealt after this cell's round (or before the first side), marked on the cell. */
  ties: RoadRound[];
  /** Placed right of its run's column because the column was full or blocked (the 'dragon tail'). */
  tail: boolean;
}

const isTie = (r: RoadRound): boolean => r.outcome?.name === 'Tie';

/**
 * The big road of Baccarat and Dragon Tiger: each run of one side goes down a column; a tie adds
 * no cell but is marked on the cell before it; a run that reaches the sixth row, or a cell
 * already taken below, turns right along its row (the dragon tail); the next run starts at row
 * one of the column after the previous run's first. Rounds with a value the game does not define
 * are left out (the bead road shows them). When the road outgrows the columns, the oldest
 * columns fall off the left.
 */
export function bigRoad(game: RoadGame, rounds: readonly RoadRound[], columns: number = BIG_COLUMNS): BigCell[] {
  if (!hasBigRoad(game)) return [];
  const cells: BigCell[] = [];
  const taken = new Set<string>();
  const at = (col: number, row: number) => `${col},${row}`;
  let last: BigCell | null = null;
  let runStartCol = -1;
  let turned = false;
  for (const r of rounds) {
    if (r.outcome === null) continue;
    if (isTie(r)) {
      if (last === null) {
        last = { col: 0, row: 0, round: null, ties: [], tail: false };
        cells.push(last);
        taken.add(at(0, 0));
      }
      last.ties.push(r);
      continue;
    }
    if (last !== null && last.round === null) {
      // Ties opened the road: the first side takes their cell.
      last.round = r;
      runStartCol = 0;
      continue;
    }
    if (last !== null && last.round !== null && last.round.outcome?.value === r.outcome.value) {
      const down: boolean = !turned && last.row + 1 < ROAD_ROWS && !taken.has(at(last.col, last.row + 1));
      turned = !down;
      const next: BigCell = down
        ? { col: last.col, row: last.row + 1, round: r, ties: [], tail: false }
        : { col: last.col + 1, row: last.row, round: r, ties: [], tail: true };
      cells.push(next);
      taken.add(at(next.col, next.row));
      last = next;
      continue;
    }
    let col = runStartCol + 1;
    while (taken.has(at(col, 0))) col++;
    runStartCol = col;
    turned = false;
    last = { col, row: 0, round: r, ties: [], tail: false };
    cells.push(last);
    taken.add(at(col, 0));
  }
  const width = cells.reduce((w, c) => Math.max(w, c.col + 1), 0);
  const shift = Math.max(0, width - columns);
  return cells.filter((c) => c.col >= shift).map((c) => ({ ...c, col: c.col - shift }));
}

export interface RoadCount {
  /** null: rounds whose value the game does not define. */
  outcome: RoadOutcome | null;
  count: number;
}

/** How many rounds fell each way, in legend order; rounds of undefined values counted last (only when there are some). */
export function roadCounts(game: RoadGame, rounds: readonly RoadRound[]): RoadCount[] {
  const counts: RoadCount[] = OUTCOMES[game].map((o) => ({ outcome: o, count: rounds.filter((r) => r.outcome?.value === o.value).length }));
  const unknown = rounds.filter((r) => r.outcome === null).length;
  return unknown > 0 ? [...counts, { outcome: null, count: unknown }] : counts;
}
