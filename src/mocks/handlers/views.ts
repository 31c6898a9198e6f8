// JSON views of world objects in the contract's shapes (users, matches, fancy rows).
import { marketTime } from '../knobs';
import type { MatchDef } from '../world/model';
import { exchangeMarketView, fancyQuotes } from '../world/prices';
import type { MockUser, World } from '../world/world';

export function userView(world: World, user: MockUser) {
  return {
    _id: user._id,
    userName: user.userName,
    name: user.name,
    currency: user.currency,
    role: { name: user.role },
    rolePermissions: user.rolePermissions,
    openingBalance: world.ledger.balance(user._id),
    exposureLimit: user.exposureLimit,
    mobile: user.mobile,
  };
}

const matchUrl = (m: MatchDef) => `/fullmarket/${m.sportId}/${m.competitionId}/${m.matchId}`;

export function matchView(world: World, m: MatchDef, now: number) {
  const inPlay = now >= m.startMs && now < m.endMs;
  const listMarket = m.markets.find((x) => x.marketName === m.listMarketName);
  return {
    eventId: m.sportId,
    competitionId: m.competitionId,
    matchId: m.matchId,
    eventName: m.eventName,
    openDate: new Date(m.startMs).toISOString(),
    inPlay,
    marketName: m.listMarketName,
    declared: now >= m.endMs,
    tv: inPlay,
    bm: m.bookmaker !== undefined,
    fancy: m.sessions.length > 0,
    s: m.sportId === '4' || m.sportId === '1' || m.sportId === '2',
    matchOdds: listMarket ? [exchangeMarketView(world.seed, m, listMarket, marketTime(world.knobs, now))] : [],
    markets: m.markets.map((x) => ({ marketId: x.marketId, marketName: x.marketName })),
    joinedMarketIds: m.markets.map((x) => x.marketId).join(','),
    matchUrl: matchUrl(m),
  };
}

/** Odd rows send their numbers as numeric strings and their id as a number: the contract allows both. */
export function fancyView(world: World, m: MatchDef, now: number) {
  return fancyQuotes(world.seed, m, marketTime(world.knobs, now)).map((q, i) => {
    const asText = i % 2 === 1;
    const n = (x: number) => (asText ? String(x) : x);
    return {
      RunnerName: q.session.name,
      SelectionId: asText ? q.session.selectionId : Number(q.session.selectionId),
      gtype: q.session.gtype,
      BackPrice1: n(q.backPrice),
      BackSize1: n(q.backSize),
      LayPrice1: n(q.layPrice),
      LaySize1: n(q.laySize),
      GameStatus: q.gameStatus,
    };
  });
}
