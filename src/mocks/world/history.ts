// Seeds each account's past: an opening deposit, settled bets on matches already played, a few bets still open.
import type { Bet, BetSide } from '../../api/contract';
import { marginsOf, type BetKind } from './arithmetic';
import { DAY, HOUR, MINUTE, type MatchDef } from './model';
import { bookmakerView, exchangeMarketView, fancyQuote } from './prices';
import { hash, pick, rand01 } from './rng';
import { sportsSettler } from './settlement';
import type { MockUser, World } from './world';

interface Action {
  at: number;
  order: number;
  run: () => void;
}

const STAKES = [100, 200, 300, 500, 1000, 2000];

/** A bet of `user` on `match` placed at `at`, priced from the world's own quotes then. */
function seededBet(world: World, user: MockUser, match: MatchDef, at: number, salt: string): Bet | undefined {
  const { seed } = world;
  const r = rand01(seed, user._id, salt, 'kind');
  const side: BetSide = rand01(seed, user._id, salt, 'side') < 0.7 ? 'back' : 'lay';
  const stakeCap = Math.max(100, Math.floor(user.startingBalance * 0.04));
  const stake = pick(
    STAKES.filter((s) => s <= stakeCap),
    seed,
    user._id,
    salt,
    'stake',
  );
  const common = {
    stake,
    case: '',
    placeTime: new Date(at).toISOString(),
    sportsName: match.sportName,
    event: match.eventName,
    eventId: match.sportId,
    legueId: match.competitionId,
    matchId: match.matchId,
    type: side,
  };
  const margins = (kind: BetKind, price: number) => marginsOf(kind, side, price, stake);

  const session = match.sessions.find((s) => s.gtype === 'session' && s.balls === 36 && s.innings === 0);
  if (session && r < 0.2) {
    const q = fancyQuote(seed, match, session, at);
    if (q) {
      const price = side === 'back' ? q.backPrice : q.layPrice;
      const size = side === 'back' ? q.backSize : q.laySize;
      return {
        ...common,
        betId: world.ledger.nextId('bet', at),
        markettype: 'FANCY',
        market: 'Fancy',
        selection: session.name,
        selectionId: session.selectionId,
        price,
        size,
        marketId: `${match.sportId}-${match.competitionId}-${match.matchId}`,
        ...margins('FANCY', size),
      };
    }
  }
  if (match.bookmaker && r < 0.4) {
    const view = bookmakerView(seed, match, world.brandOf(user).limits, at);
    const runner = view && pick(view.runners, seed, user._id, salt, 'bm-runner');
    if (view && runner) {
      const price = side === 'back' ? runner.backPrice : runner.layPrice;
      if (side === 'back' || price < 300) {
        return {
          ...common,
          betId: world.ledger.nextId('bet', at),
          markettype: 'BOOKMAKER',
          market: view.marketName,
          selection: runner.runnerName,
          selectionId: runner.selectionId,
          oddsReq: price,
          marketId: view.marketId,
          runners: view.runners.map((x) => ({ selectionId: x.selectionId, runnerName: x.runnerName })),
          ...margins('BOOKMAKER', price),
        };
      }
    }
  }
  const market = match.markets.find((m) => m.marketName === 'Match Odds');
  if (!market) return undefined;
  const view = exchangeMarketView(seed, match, market, at);
  const runners = view.runners.filter((x) => x.status !== 'REMOVED');
  const runner = pick(runners, seed, user._id, salt, 'runner');
  const price = side === 'back' ? runner.ex.availableToBack[0]?.price : runner.ex.availableToLay[0]?.price;
  // Lays only at short prices, so a seeded liability never dwarfs the account.
  if (price === undefined || (side === 'lay' && price > 4)) return undefined;
  return {
    ...common,
    betId: world.ledger.nextId('bet', at),
    markettype: 'ODDS',
    market: market.marketName,
    selection: runner.runnerName,
    selectionId: runner.selectionId,
    oddsReq: price,
    marketId: market.marketId,
    runners: runners.map((x) => ({ selectionId: x.selectionId, runnerName: x.runnerName })),
    ...margins('ODDS', price),
  };
}

/** The matches in the order of their keys, each key computed once (a comparator that hashed both sides hashed each match dozens of times). */
function orderedBy(matches: readonly MatchDef[], key: (m: MatchDef) => number): MatchDef[] {
  return matches
    .map((m) => ({ m, k: key(m) }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.m);
}

export function seedHistory(world: World): void {
  const { epoch, catalogue, ledger, users, seed } = world;
  const settle = sportsSettler(catalogue, ledger);
  const played = catalogue
    .startingBetween(epoch - 12 * DAY, epoch - 4 * HOUR)
    .filter((m) => m.endMs < epoch - 10 * MINUTE);
  const live = catalogue
    .startingBetween(epoch - 4 * HOUR, epoch - 15 * MINUTE)
    .filter((m) => m.endMs > epoch + 30 * MINUTE);
  const actions: Action[] = [];
  let order = 0;
  const at = (t: number, run: () => void) => actions.push({ at: t, order: order++, run });

  for (const user of users.all()) {
    const persona = users.persona(user);
    if (!persona) continue;
    const opened = epoch - 40 * DAY - (hash(seed, user._id, 'opened') % DAY);
    at(opened, () => ledger.deposit(user._id, user.startingBalance, opened, 'Deposit from upline', 'Opening balance'));
    if (persona.key === 'rahul') {
      const w = epoch - 5 * DAY - 3 * HOUR;
      at(w, () => ledger.withdraw(user._id, 2_000, w, 'Withdrawal to upline', 'Bank transfer'));
      const d = epoch - 2 * DAY - 7 * HOUR;
      at(d, () => ledger.deposit(user._id, 5_000, d, 'Deposit from upline', 'Top-up'));
    }
    const ordered = orderedBy(played, (m) => hash(seed, user._id, m.matchId));
    for (const [i, match] of ordered.slice(0, persona.history.settled).entries()) {
      // Some bets before the start, some in play.
      const t = rand01(seed, user._id, match.matchId) < 0.5 ? match.startMs - 20 * MINUTE : match.startMs + 25 * MINUTE;
      at(t, () => {
        const bet = seededBet(world, user, match, t, `settled-${i}`);
        if (bet) ledger.placeBet(user._id, bet);
      });
    }
    const liveOrdered = orderedBy(live, (m) => hash(seed, user._id, 'live', m.matchId));
    for (const [i, match] of liveOrdered.slice(0, persona.history.open).entries()) {
      const t = Math.max(match.startMs + 5 * MINUTE, epoch - 10 * MINUTE);
      at(t, () => {
        const bet = seededBet(world, user, match, t, `open-${i}`);
        if (bet) ledger.placeBet(user._id, bet);
      });
    }
  }
  actions.sort((a, b) => a.at - b.at || a.order - b.order);
  for (const a of actions) {
    settle(a.at);
    a.run();
  }
  settle(epoch);
}
