// The simulated live feed the /score and /tv frames draw (no network: a seeded walk from the match's id), and the score frame's height handshake.
import {
  Observable,
  defer,
  distinctUntilChanged,
  filter,
  fromEvent,
  interval,
  map,
  scan,
  startWith,
  tap,
  type SchedulerLike,
} from 'rxjs';
import { SCORE_FRAME_RESIZE_MS, SPORT } from '../../src/domain/constants';
import { appScheduler } from '../scheduler';

/** A new ball, a minute of play or a point every few seconds: lively, but readable. */
export const FEED_TICK_MS = 3_000;

// ---------- the simulated feed ----------

interface Batter {
  name: string;
  runs: number;
  balls: number;
  fours: number;
  sixes: number;
}

export interface CricketFeed {
  kind: 'cricket';
  batting: string;
  bowling: string;
  runs: number;
  wickets: number;
  /** Legal balls bowled in the innings. */
  balls: number;
  /** The first innings' total plus one, when this is the chase. */
  target: number;
  striker: Batter;
  nonStriker: Batter;
  bowler: { name: string; balls: number; runs: number; wickets: number };
  /** The current over's balls, oldest first ('0', '1', '4', '6', 'W', 'wd'). */
  thisOver: string[];
  /** Last event, for the pitch animation and the caption. */
  last: string;
  /** The latest balls, newest first ("4.2", "FOUR! B. Sharma"). */
  commentary: { over: string; text: string }[];
}

/** Ball-by-ball lines kept on the card. */
const COMMENTARY_LINES = 6;

export interface SoccerFeed {
  kind: 'soccer';
  home: string;
  away: string;
  goals: [number, number];
  minute: number;
  possession: number;
  shots: [number, number];
  corners: [number, number];
  cards: [number, number];
  last: string;
}

export interface TennisFeed {
  kind: 'tennis';
  players: [string, string];
  /** Games per set, the current set last. */
  sets: [number, number][];
  points: [number, number];
  server: 0 | 1;
  last: string;
}

export interface RaceFeed {
  kind: 'race';
  title: string;
  /** Metres left. */
  remaining: number;
  /** Runners' names, leader first. */
  order: string[];
  last: string;
}

export type LiveFeed = CricketFeed | SoccerFeed | TennisFeed | RaceFeed;

/** A small deterministic generator (mulberry32): the same match always plays the same way. */
function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** "India v Australia", "A vs B", "A - B" -> the two sides; anything else -> Home and Away. */
export function sidesOf(eventName: string): [string, string] {
  const parts = eventName.split(/\s+(?:v|vs|v\.|vs\.)\s+|\s+-\s+/i).map((s) => s.trim()).filter(Boolean);
  return parts.length >= 2 ? [parts[0]!, parts[1]!] : ['Home', 'Away'];
}

const SURNAMES = ['Sharma', 'Smith', 'Khan', 'Root', 'Williamson', 'Babar', 'Warner', 'Pant', 'Stokes', 'Rabada', 'Starc', 'Bumrah'];
const HORSES = ['Silver Arrow', 'Night Runner', 'Golden Mile', 'Storm Chaser', 'Lucky Star', 'Red Baron'];

const pick = <T,>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length) % list.length]!;
const newBatter = (rand: () => number): Batter => ({ name: `${pick(rand, 'ABCDJKMRSV'.split(''))}. ${pick(rand, SURNAMES)}`, runs: 0, balls: 0, fours: 0, sixes: 0 });

function cricketStep(f: CricketFeed, rand: () => number): CricketFeed {
  const r = rand();
  const outcome = r < 0.33 ? '0' : r < 0.63 ? '1' : r < 0.73 ? '2' : r < 0.75 ? '3' : r < 0.87 ? '4' : r < 0.93 ? '6' : r < 0.97 ? 'W' : 'wd';
  let { runs, wickets, balls, striker, nonStriker } = f;
  const bowler = { ...f.bowler };
  const thisOver = f.thisOver.length >= 6 && f.thisOver.filter((b) => b !== 'wd').length >= 6 ? [] : [...f.thisOver];
  if (outcome === 'wd') {
    runs += 1;
    bowler.runs += 1;
  } else {
    balls += 1;
    bowler.balls += 1;
    striker = { ...striker, balls: striker.balls + 1 };
    if (outcome === 'W') {
      wickets += 1;
      bowler.wickets += 1;
      striker = wickets >= 10 ? striker : newBatter(rand);
    } else {
      const n = Number(outcome);
      runs += n;
      bowler.runs += n;
      striker = { ...striker, runs: striker.runs + n, fours: striker.fours + (n === 4 ? 1 : 0), sixes: striker.sixes + (n === 6 ? 1 : 0) };
      if (n % 2 === 1) [striker, nonStriker] = [nonStriker, striker];
    }
  }
  thisOver.push(outcome);
  // End of an over: strike changes, a new bowler comes on.
  if (outcome !== 'wd' && balls % 6 === 0) {
    [striker, nonStriker] = [nonStriker, striker];
    Object.assign(bowler, { name: `${pick(rand, 'ABDJKMNRST'.split(''))}. ${pick(rand, SURNAMES)}`, balls: 0, runs: 0, wickets: 0 });
  }
  // A finished innings starts again (the feed is endless): keeps the board alive.
  if (wickets >= 10 || balls >= 120 || runs >= f.target) {
    return { ...cricketStart(f.bowling, f.batting, rand), commentary: [{ over: oversOf(balls), text: 'Innings break' }] };
  }
  const last = outcome === 'W' ? 'WICKET!' : outcome === 'wd' ? 'Wide' : outcome === '4' ? 'FOUR!' : outcome === '6' ? 'SIX!' : `${outcome} run${outcome === '1' ? '' : 's'}`;
  const batter = f.striker.name;
  const line = { over: ballLabel(outcome === 'wd' ? f.balls + 1 : balls), text: `${f.bowler.name} to ${batter}: ${last}` };
  const commentary = [line, ...f.commentary].slice(0, COMMENTARY_LINES);
  return { ...f, runs, wickets, balls, striker, nonStriker, bowler, thisOver, last, commentary };
}

function cricketStart(batting: string, bowling: string, rand: () => number): CricketFeed {
  return {
    kind: 'cricket',
    batting,
    bowling,
    runs: 0,
    wickets: 0,
    balls: 0,
    target: 150 + Math.floor(rand() * 60),
    striker: newBatter(rand),
    nonStriker: newBatter(rand),
    bowler: { name: `${pick(rand, 'ABDJKMNRST'.split(''))}. ${pick(rand, SURNAMES)}`, balls: 0, runs: 0, wickets: 0 },
    thisOver: [],
    last: 'Play',
    commentary: [],
  };
}

function soccerStep(f: SoccerFeed, rand: () => number): SoccerFeed {
  const minute = f.minute >= 90 ? 1 : f.minute + 1;
  if (minute === 1) return { ...f, minute, goals: [0, 0], shots: [0, 0], corners: [0, 0], cards: [0, 0], last: 'Kick-off' };
  const side = rand() < 0.5 ? 0 : 1;
  const r = rand();
  const bump = (pair: [number, number]): [number, number] => (side === 0 ? [pair[0] + 1, pair[1]] : [pair[0], pair[1] + 1]);
  const team = side === 0 ? f.home : f.away;
  const possession = Math.max(30, Math.min(70, f.possession + (side === 0 ? 1 : -1)));
  if (r < 0.04) return { ...f, minute, possession, goals: bump(f.goals), shots: bump(f.shots), last: `GOAL! ${team}` };
  if (r < 0.16) return { ...f, minute, possession, shots: bump(f.shots), last: `Shot, ${team}` };
  if (r < 0.24) return { ...f, minute, possession, corners: bump(f.corners), last: `Corner, ${team}` };
  if (r < 0.27) return { ...f, minute, possession, cards: bump(f.cards), last: `Yellow card, ${team}` };
  return { ...f, minute, possession, last: `${team} in possession` };
}

const TENNIS_POINTS = ['0', '15', '30', '40', 'AD'];
export const tennisPoint = (p: number): string => TENNIS_POINTS[Math.min(p, 4)]!;

function tennisStep(f: TennisFeed, rand: () => number): TennisFeed {
  const winner: 0 | 1 = rand() < (f.server === 0 ? 0.62 : 0.38) ? 0 : 1;
  const loser = winner === 0 ? 1 : 0;
  const points: [number, number] = [...f.points];
  points[winner] += 1;
  const name = f.players[winner];
  const wonGame = points[winner] >= 4 && points[winner] - points[loser] >= 2;
  if (!wonGame) {
    if (points[0] === 4 && points[1] === 4) return { ...f, points: [3, 3], last: 'Deuce' };
    return { ...f, points, last: `Point ${name}` };
  }
  const sets = f.sets.map((s) => [...s] as [number, number]);
  const current = sets[sets.length - 1]!;
  current[winner] += 1;
  const server: 0 | 1 = f.server === 0 ? 1 : 0;
  const setWon = current[winner] >= 6 && current[winner] - current[loser] >= 2;
  if (setWon) {
    const next = sets.length >= 3 ? [[0, 0] as [number, number]] : [...sets, [0, 0] as [number, number]];
    return { ...f, sets: next, points: [0, 0], server, last: `Set ${name}` };
  }
  return { ...f, sets, points: [0, 0], server, last: `Game ${name}` };
}

function raceStep(f: RaceFeed, rand: () => number): RaceFeed {
  if (f.remaining <= 0) return { ...f, remaining: 1600, last: 'And they are off!' };
  const order = [...f.order];
  const i = 1 + Math.floor(rand() * (order.length - 1));
  if (rand() < 0.5) [order[i - 1], order[i]] = [order[i]!, order[i - 1]!];
  const remaining = Math.max(0, f.remaining - 100);
  return { ...f, order, remaining, last: remaining === 0 ? `${order[0]} wins!` : `${order[0]} leads` };
}

/** The feed's first state for a match, already some way into play so the board looks live. */
export function startFeed(sportId: string, matchId: string, eventName: string): { feed: LiveFeed; rand: () => number } {
  const rand = seededRandom(`${sportId}:${matchId}`);
  const [a, b] = sidesOf(eventName);
  let feed: LiveFeed;
  if (sportId === SPORT.cricket) feed = cricketStart(a, b, rand);
  else if (sportId === SPORT.tennis) feed = { kind: 'tennis', players: [a, b], sets: [[0, 0]], points: [0, 0], server: 0, last: 'Play' };
  else if (sportId === SPORT.horseRacing)
    feed = { kind: 'race', title: eventName || 'Race', remaining: 1600, order: [...HORSES].sort(() => rand() - 0.5), last: 'And they are off!' };
  else feed = { kind: 'soccer', home: a, away: b, goals: [0, 0], minute: 1, possession: 50, shots: [0, 0], corners: [0, 0], cards: [0, 0], last: 'Kick-off' };
  const warmUp = 20 + Math.floor(rand() * 40);
  for (let i = 0; i < warmUp; i++) feed = stepFeed(feed, rand);
  return { feed, rand };
}

function stepFeed(feed: LiveFeed, rand: () => number): LiveFeed {
  switch (feed.kind) {
    case 'cricket':
      return cricketStep(feed, rand);
    case 'soccer':
      return soccerStep(feed, rand);
    case 'tennis':
      return tennisStep(feed, rand);
    case 'race':
      return raceStep(feed, rand);
  }
}

/** The match's live feed: its current state now and a new one every FEED_TICK_MS, on the app scheduler. */
export function liveFeed$(sportId: string, matchId: string, eventName: string, scheduler?: SchedulerLike): Observable<LiveFeed> {
  return defer(() => {
    const { feed, rand } = startFeed(sportId, matchId, eventName);
    return interval(FEED_TICK_MS, scheduler ?? appScheduler()).pipe(
      scan((f) => stepFeed(f, rand), feed),
      startWith(feed),
    );
  });
}

/** "12.3": overs and balls of an innings. */
export const oversOf = (balls: number): string => `${Math.floor(balls / 6)}.${balls % 6}`;

/** The n-th legal ball as commentary numbers it: the 30th is "4.6", not "5.0". */
const ballLabel = (n: number): string => (n > 0 && n % 6 === 0 ? `${n / 6 - 1}.6` : oversOf(n));

// ---------- the score frame's height ----------

/** The spec's rule: 160 px, or 500 px when the content is taller than 200 px. */
export const SCORE_FRAME_HEIGHT = { compact: 160, tall: 500, threshold: 200 } as const;

export const frameHeightFor = (contentHeight: number): number =>
  contentHeight > SCORE_FRAME_HEIGHT.threshold ? SCORE_FRAME_HEIGHT.tall : SCORE_FRAME_HEIGHT.compact;

export const SCORE_HEIGHT_MESSAGE = 'score-frame-height';

export interface ScoreHeightMessage {
  type: typeof SCORE_HEIGHT_MESSAGE;
  /** The frame's id query parameter, so a page with two frames tells them apart. */
  id: string;
  height: number;
}

const isHeightMessage = (data: unknown): data is ScoreHeightMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === SCORE_HEIGHT_MESSAGE &&
  typeof (data as { height?: unknown }).height === 'number';

/** What the parent side needs of a window. */
export interface MessageSource extends EventTarget {
  readonly location: { readonly origin: string };
}

/**
 * The height the page gives the frame `frameId`, from the heights the frame posts. Only
 * same-origin messages count: any other page could post anything.
 */
export function createScoreFrameHeight(win: MessageSource) {
  return (frameId: string): Observable<number> =>
    fromEvent<MessageEvent>(win, 'message').pipe(
      filter((e) => e.origin === win.location.origin && isHeightMessage(e.data) && e.data.id === frameId),
      map((e) => frameHeightFor((e.data as ScoreHeightMessage).height)),
      startWith<number>(SCORE_FRAME_HEIGHT.compact),
      distinctUntilChanged(),
    );
}

export const scoreFrameHeight$ = (frameId: string): Observable<number> =>
  defer(() => createScoreFrameHeight(window)(frameId));

export interface FrameHeightDeps {
  id: string;
  /** The frame document's content height now. */
  measure: () => number;
  post: (message: ScoreHeightMessage) => void;
  scheduler?: SchedulerLike;
}

/**
 * The frame side: measures its content every SCORE_FRAME_RESIZE_MS (and at once) and posts the
 * height when it changed. Emits each posted height.
 */
export function postFrameHeight(deps: FrameHeightDeps): Observable<number> {
  return defer(() =>
    interval(SCORE_FRAME_RESIZE_MS, deps.scheduler ?? appScheduler()).pipe(
      startWith(0),
      map(() => Math.ceil(deps.measure())),
      distinctUntilChanged(),
      tap((height) => deps.post({ type: SCORE_HEIGHT_MESSAGE, id: deps.id, height })),
    ),
  );
}
