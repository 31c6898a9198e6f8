// POST /bet/save2: the server-side rules of contract section 5, then the bet goes into the ledger.
import { HttpResponse, http, type HttpHandler } from 'msw';
import type { Limits, RunnerRef } from '../../api/contract';
import { availableBalance, marginsOf } from '../world/arithmetic';
import { marketTime, takeLoss } from '../knobs';
import { jsonBody, ok, refuse, requireUser } from '../http';
import { betFromPayload } from '../world/bets';
import type { MatchDef } from '../world/model';
import { bookmakerView, exchangeMarketView, fancyQuote } from '../world/prices';
import type { MockUser, World } from '../world/world';

const BET_PLACED = 'Bet placed successfully';
const MARGIN_TOLERANCE = 0.01;

const KINDS = ['ODDS', 'BOOKMAKER', 'FANCY', 'Casino', 'HORSE'] as const;
type Kind = (typeof KINDS)[number];

const isId = (v: unknown) => (typeof v === 'string' && v.trim() !== '') || (typeof v === 'number' && Number.isFinite(v));
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Fields every payload needs, then those of its kind. */
function missingField(p: Record<string, unknown>, kind: Kind): string | undefined {
  const ids = ['eventId', 'legueId', 'matchId', 'marketId', 'selectionId'];
  const texts = ['sportsName', 'event', 'selection', 'placeTime'];
  const nums = ['stake', 'favourMargin', 'againstMargin', 'runnersCount'];
  const byKind: Record<Kind, string[]> = {
    ODDS: ['oddsReq'],
    BOOKMAKER: ['oddsReq'],
    FANCY: ['price', 'size', 'backSize', 'laySize'],
    Casino: ['oddsReq'],
    HORSE: ['oddsReq', 'latestFavourMargin', 'latestAgainstMargin'],
  };
  for (const f of ids) if (!isId(p[f])) return f;
  for (const f of texts) if (typeof p[f] !== 'string') return f;
  for (const f of [...nums, ...byKind[kind]]) if (!isNum(p[f])) return f;
  if (p.type !== 'back' && p.type !== 'lay') return 'type';
  if (!Array.isArray(p.runners)) return 'runners';
  if (kind === 'Casino' && !isId(p.roundId)) return 'roundId';
  return undefined;
}

/** Stake bounds of the kinds the core exchange limits; advance lock: nothing before the start. */
function stakeBounds(limits: Limits, kind: 'ODDS' | 'BOOKMAKER' | 'FANCY', inPlay: boolean) {
  if (limits.advanceBetLock && !inPlay) return { min: 1, max: 0 };
  if (kind === 'ODDS') return { min: limits.oddsMin, max: limits.oddsMax };
  if (kind === 'BOOKMAKER') return { min: limits.bookmakerMin, max: limits.bookmakerMax };
  return { min: limits.fancyMin, max: limits.fancyMax };
}

interface Accepted {
  runners?: RunnerRef[];
}

/**
 * The market must be open and the runner active at the server's price now. Exchange rule: a back is
 * matched when its requested odds are at most the best back price (the player gets at least what was
 * asked), a lay when they are at least the best lay; the bet is recorded at the requested price.
 * Bookmaker quotes follow the same rule; fancy lines and rates must be exactly the current ones.
 */
function checkMarket(world: World, kind: 'ODDS' | 'BOOKMAKER' | 'FANCY', p: Record<string, unknown>, match: MatchDef, now: number, limits: Limits): string | Accepted {
  const selectionId = String(p.selectionId);
  const back = p.type === 'back';
  // The markets as priced now, or as the hold knob keeps them.
  const pricedAt = marketTime(world.knobs, now);
  if (kind === 'ODDS') {
    const market = match.markets.find((m) => m.marketId === String(p.marketId));
    if (!market) return 'Market not found';
    if (market.preMatchOnly && now >= match.startMs) return 'Market closed';
    const view = exchangeMarketView(world.seed, match, market, pricedAt);
    if (view.status === 'CLOSED') return 'Market closed';
    if (view.status !== 'OPEN') return 'Market suspended';
    const runner = view.runners.find((r) => r.selectionId === selectionId);
    if (!runner) return 'Selection not found';
    if (runner.status === 'REMOVED') return 'Selection removed';
    if (runner.status !== 'ACTIVE') return 'Selection suspended';
    const odds = p.oddsReq as number;
    const best = back ? runner.ex.availableToBack[0]?.price : runner.ex.availableToLay[0]?.price;
    if (best === undefined || (back ? odds > best : odds < best)) return 'Odds changed';
    return {
      runners: view.runners
        .filter((r) => r.status !== 'REMOVED')
        .map((r) => ({ selectionId: r.selectionId, runnerName: r.runnerName })),
    };
  }
  if (kind === 'BOOKMAKER') {
    const view = bookmakerView(world.seed, match, limits, pricedAt);
    if (!view || view.marketId !== String(p.marketId)) return 'Market not found';
    if (view.status === 'CLOSED') return 'Market closed';
    if (view.status !== 'OPEN') return 'Market suspended';
    const runner = view.runners.find((r) => r.selectionId === selectionId);
    if (!runner) return 'Selection not found';
    if (runner.status !== 'ACTIVE') return 'Selection suspended';
    const odds = p.oddsReq as number;
    if (back ? odds > runner.backPrice : odds < runner.layPrice) return 'Odds changed';
    return { runners: view.runners.map((r) => ({ selectionId: r.selectionId, runnerName: r.runnerName })) };
  }
  if (String(p.marketId) !== `${match.sportId}-${match.competitionId}-${match.matchId}`) return 'Market not found';
  const session = match.sessions.find((s) => s.selectionId === selectionId);
  if (!session) return 'Selection not found';
  const q = fancyQuote(world.seed, match, session, pricedAt);
  if (!q) return 'Market closed';
  if (q.gameStatus === 'Ball Running') return 'Ball running';
  if (q.gameStatus !== '') return 'Market suspended';
  const [line, rate] = back ? [q.backPrice, q.backSize] : [q.layPrice, q.laySize];
  if (p.price !== line || p.size !== rate) return 'Odds changed';
  return { runners: [] };
}

function validateBet(world: World, user: MockUser, p: Record<string, unknown>, now: number): string | Accepted {
  const kind = KINDS.find((k) => k === p.markettype);
  if (!kind) return 'Invalid market type';
  const missing = missingField(p, kind);
  if (missing) return `Invalid bet: ${missing} is missing or wrong`;
  const stake = p.stake as number;
  if (!Number.isInteger(stake) || stake <= 0) return 'Stake must be a whole number';
  if (user.role !== 'User') return 'Only players can place bets';
  if (user.lockedEvents.includes(String(p.eventId))) return 'This event is locked for your account';
  if (kind === 'Casino' && p.type !== 'back') return 'Casino bets are back bets only';

  const price = (kind === 'FANCY' ? p.size : p.oddsReq) as number;
  if (price <= 0) return 'Odds changed';
  const expected = marginsOf(kind, p.type as 'back' | 'lay', price, stake);
  if (
    Math.abs(expected.favourMargin - (p.favourMargin as number)) > MARGIN_TOLERANCE ||
    Math.abs(expected.againstMargin - (p.againstMargin as number)) > MARGIN_TOLERANCE
  ) {
    return 'Bet margins do not match the stake and odds';
  }

  if (kind === 'Casino' || kind === 'HORSE') {
    const validator = world.betValidators.get(kind);
    if (!validator) return 'Market not available';
    return validator({ user, payload: p, now }) ?? {};
  }

  const match = world.catalogue.match(String(p.matchId));
  if (!match || match.sportId !== String(p.eventId) || match.competitionId !== String(p.legueId)) return 'Match not found';
  if (now >= match.endMs) return 'Market closed';
  const inPlay = now >= match.startMs;
  const { min, max } = stakeBounds(world.brandOf(user).limits, kind, inPlay);
  if (stake < min) return 'Minimum stake limit exceeded!';
  if (stake > max) return 'Maximum stake limit exceeded!';
  return checkMarket(world, kind, p, match, now, world.brandOf(user).limits);
}

/** A back end that knows `clientRef` places at most one bet per ref within this window (contract section 5). */
const CLIENT_REF_WINDOW_MS = 60_000;

type Answer = { status: number; body: { status: boolean; message: string; betId?: string } };

export function betHandlers(world: World): HttpHandler[] {
  // The first answer per user and clientRef; a placed bet is also found in the ledger, which
  // outlives a reload of the browser world.
  const answered = new Map<string, { atMs: number; answer: Answer }>();

  const firstAnswer = (userId: string, clientRef: string, now: number): Answer | null => {
    const kept = answered.get(`${userId}|${clientRef}`);
    if (kept && now - kept.atMs < CLIENT_REF_WINDOW_MS) return kept.answer;
    const placed = world.ledger
      .openBets(userId)
      .find((b) => b.clientRef === clientRef && now - Date.parse(b.placeTime) < CLIENT_REF_WINDOW_MS);
    return placed ? { status: 200, body: { status: true, message: BET_PLACED, betId: placed.betId } } : null;
  };

  const decide = (user: MockUser, p: Record<string, unknown>, now: number): Answer => {
    const verdict = validateBet(world, user, p, now);
    if (typeof verdict === 'string') return { status: 400, body: { status: false, message: verdict } };
    const bet = betFromPayload(p, {
      betId: 'pending',
      placeTime: new Date(now).toISOString(),
      ...(verdict.runners && verdict.runners.length > 0 && { runners: verdict.runners }),
    });
    const exposure = world.ledger.exposureWith(user._id, bet);
    if (availableBalance(world.ledger.balance(user._id), exposure) < 0) return { status: 400, body: { status: false, message: 'Insufficient balance' } };
    if (exposure > user.exposureLimit) return { status: 400, body: { status: false, message: 'Exposure limit exceeded' } };
    const betId = world.ledger.nextId('bet', now);
    world.ledger.placeBet(user._id, { ...bet, betId });
    return { status: 200, body: { status: true, message: BET_PLACED, betId } };
  };

  return [
    http.post('*/bet/save2', async ({ request }) => {
      const user = requireUser(world, request);
      const p = await jsonBody(request);
      const now = world.clock.now();
      const clientRef = typeof p.clientRef === 'string' && p.clientRef !== '' ? p.clientRef : null;
      let answer = clientRef ? firstAnswer(user._id, clientRef, now) : null;
      if (!answer) {
        answer = decide(user, p, now);
        if (clientRef) answered.set(`${user._id}|${clientRef}`, { atMs: now, answer });
      }
      // mock.lose: the exchange did the work, the answer never reaches the player.
      if (takeLoss(world.knobs, 'placeBet')) return HttpResponse.error();
      return answer.status === 200 ? ok(answer.body) : refuse(answer.body.message, answer.status);
    }),
  ];
}
