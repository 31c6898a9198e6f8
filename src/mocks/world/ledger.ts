// Per-user money and bets of the simulated exchange: cash, open and settled bets, statement, exposure, P&L.
import type { Bet, LiveTrade, ProfitLossRow, StatementRow } from '../../api/contract';
import { exposureOfBets, money, settlementAmount, sumMoney } from './arithmetic';
import { withinDays } from './dates';
import { hash } from './rng';

export type Outcome = 'win' | 'loss' | 'void';

interface StatementQuery {
  from?: unknown;
  to?: unknown;
  filter?: unknown;
}
interface ProfitLossQuery {
  from?: unknown;
  to?: unknown;
  eventId?: unknown;
  matchId?: unknown;
  markettype?: unknown;
}
interface HistoryQuery {
  status?: unknown;
  sportsName?: unknown;
  from?: unknown;
  to?: unknown;
}

interface Account {
  cash: number;
  /** The upline's side of each transfer, for the payer/payee balances of statement rows. */
  upline: number;
  open: Bet[];
  settled: Bet[];
  statement: StatementRow[];
}

export interface LedgerSnapshot {
  counter: number;
  accounts: Record<string, Account>;
}

export interface Ledger {
  ensureAccount(userId: string): void;
  /** Records a bet as open (matched). Validates nothing: the bet handler and the casino/horse validators do. */
  placeBet(userId: string, bet: Bet): void;
  /** Settles an open bet; `win` means the player won it (a lay wins when its selection loses). False if not open. */
  settleBet(betId: string, outcome: Outcome, atMs: number, remark?: string): boolean;
  find(betId: string): { userId: string; bet: Bet; open: boolean } | undefined;
  openBets(userId: string): Bet[];
  settledBets(userId: string): Bet[];
  allOpenBets(): { userId: string; bet: Bet }[];
  /** Minus the worst projection of each market, summed (contract section 5). */
  exposure(userId: string): number;
  /** The exposure if `bet` were added. */
  exposureWith(userId: string, bet: Bet): number;
  /** Cash: moves only on settlement, deposits and withdrawals (the contract's openingBalance). */
  balance(userId: string): number;
  deposit(userId: string, amount: number, atMs: number, displayText: string, remark: string): void;
  withdraw(userId: string, amount: number, atMs: number, displayText: string, remark: string): void;
  statement(userId: string, q: StatementQuery): StatementRow[];
  profitLoss(userId: string, q: ProfitLossQuery): ProfitLossRow[];
  history(userId: string, q: HistoryQuery): Bet[];
  liveTrades(userId: string): LiveTrade[];
  /** Open bets of the user on one match or casino table. */
  matchBets(userId: string, matchId: string): Bet[];
  nextId(kind: string, atMs: number): string;
  snapshot(): LedgerSnapshot;
  restore(s: LedgerSnapshot): void;
  /** Called after every change (the browser persists the ledger then). */
  subscribe(listener: () => void): () => void;
}

const UPLINE_START = 10_000_000;

const profitOf = (b: Bet): number => settlementAmount(b, b.case);

const time = (iso: string | undefined) => (iso ? Date.parse(iso) : 0);

function betText(b: Bet): string {
  const market = b.markettype === 'Casino' ? `Round ${b.roundId ?? ''}`.trim() : b.market || b.markettype;
  const price = b.markettype === 'FANCY' ? `${b.price ?? ''}/${b.size ?? ''}` : String(b.oddsReq ?? '');
  return `${b.sportsName} / ${b.event} / ${market} / ${b.selection} (${b.type} @ ${price})`;
}

export function createLedger(seed: number): Ledger {
  let state: LedgerSnapshot = { counter: 0, accounts: {} };
  const owner = new Map<string, string>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((l) => l());

  const account = (userId: string): Account => {
    let a = state.accounts[userId];
    if (!a) {
      a = { cash: 0, upline: UPLINE_START, open: [], settled: [], statement: [] };
      state.accounts[userId] = a;
    }
    return a;
  };

  function nextId(kind: string, atMs: number): string {
    state.counter += 1;
    const secs = Math.floor(atMs / 1000).toString(16).padStart(8, '0').slice(-8);
    const mid = (hash(seed, kind) % 0xffffff).toString(16).padStart(6, '0');
    return `${secs}${mid}${state.counter.toString(16).padStart(10, '0')}`;
  }

  function transfer(userId: string, amount: number, atMs: number, displayText: string, remark: string, betId?: string) {
    const a = account(userId);
    const value = money(Math.abs(amount));
    a.cash = money(a.cash + amount);
    a.upline = money(a.upline - amount);
    const deposit = amount >= 0;
    a.statement.push({
      _id: nextId('statement', atMs),
      type: deposit ? 'deposite' : 'withdraw',
      amount: value,
      displayText,
      openingBalancePayee: deposit ? a.cash : a.upline,
      openingBalancePayer: deposit ? a.upline : a.cash,
      remark,
      createdAt: new Date(atMs).toISOString(),
      ...(betId !== undefined && { betId }),
    });
  }

  const ledger: Ledger = {
    ensureAccount(userId) {
      account(userId);
    },
    placeBet(userId, bet) {
      account(userId).open.push({ ...bet, case: '' });
      owner.set(String(bet.betId), userId);
      changed();
    },
    settleBet(betId, outcome, atMs, remark) {
      const userId = owner.get(betId);
      if (userId === undefined) return false;
      const a = account(userId);
      const i = a.open.findIndex((b) => b.betId === betId);
      if (i < 0) return false;
      const [open] = a.open.splice(i, 1);
      if (!open) return false;
      const bet: Bet = {
        ...open,
        case: outcome,
        settledAt: new Date(atMs).toISOString(),
        remark: remark ?? (outcome === 'void' ? 'Bet void' : outcome === 'win' ? 'Bet won' : 'Bet lost'),
      };
      a.settled.push(bet);
      const pl = profitOf(bet);
      if (outcome !== 'void') transfer(userId, pl, atMs, betText(bet), bet.remark ?? '', betId);
      changed();
      return true;
    },
    find(betId) {
      const userId = owner.get(betId);
      if (userId === undefined) return undefined;
      const a = account(userId);
      const open = a.open.find((b) => b.betId === betId);
      if (open) return { userId, bet: open, open: true };
      const settled = a.settled.find((b) => b.betId === betId);
      return settled ? { userId, bet: settled, open: false } : undefined;
    },
    openBets: (userId) => [...account(userId).open],
    settledBets: (userId) => [...account(userId).settled],
    allOpenBets: () =>
      Object.entries(state.accounts).flatMap(([userId, a]) => a.open.map((bet) => ({ userId, bet }))),
    exposure: (userId) => exposureOfBets(account(userId).open),
    exposureWith: (userId, bet) => exposureOfBets([...account(userId).open, bet]),
    balance: (userId) => account(userId).cash,
    deposit(userId, amount, atMs, displayText, remark) {
      transfer(userId, Math.abs(amount), atMs, displayText, remark);
      changed();
    },
    withdraw(userId, amount, atMs, displayText, remark) {
      transfer(userId, -Math.abs(amount), atMs, displayText, remark);
      changed();
    },
    statement(userId, q) {
      const rows = account(userId).statement.filter((r) => withinDays(time(r.createdAt), q.from, q.to));
      const filtered =
        q.filter === 'upline'
          ? rows.filter((r) => r.betId === undefined)
          : q.filter === 'betRecords'
            ? rows.filter((r) => r.betId !== undefined)
            : rows;
      // Newest first; rows of the same instant keep their order reversed (the later one is on top).
      return filtered
        .map((r, i) => ({ r, i }))
        .sort((x, y) => time(y.r.createdAt) - time(x.r.createdAt) || y.i - x.i)
        .map((x) => x.r);
    },
    profitLoss(userId, q) {
      const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined);
      const eventId = str(q.eventId);
      const matchId = str(q.matchId);
      const markettype = str(q.markettype);
      const bets = account(userId).settled.filter(
        (b) =>
          withinDays(time(b.settledAt), q.from, q.to) &&
          (eventId === undefined || b.eventId === eventId) &&
          (matchId === undefined || b.matchId === matchId) &&
          (markettype === undefined || b.markettype === markettype),
      );
      const latest = (bs: Bet[]) => Math.max(...bs.map((b) => time(b.settledAt)));
      const groupBy = (key: (b: Bet) => string) => {
        const m = new Map<string, Bet[]>();
        for (const b of bets) {
          const k = key(b);
          const g = m.get(k);
          if (g) g.push(b);
          else m.set(k, [b]);
        }
        return [...m.values()].sort((x, y) => latest(y) - latest(x));
      };
      const sum = (bs: Bet[]) => sumMoney(bs.map(profitOf));
      if (eventId === undefined) {
        return groupBy((b) => b.eventId).map((g) => {
          const b = g[0] as Bet;
          return { eventId: b.eventId, sportsName: b.sportsName, profitloss: sum(g) };
        });
      }
      if (matchId === undefined) {
        return groupBy((b) => b.matchId).map((g) => {
          const b = g[0] as Bet;
          return { eventId: b.eventId, matchId: b.matchId, sportsName: b.sportsName, eventName: b.event, profitloss: sum(g) };
        });
      }
      if (markettype === undefined) {
        return groupBy((b) => b.markettype).map((g) => {
          const b = g[0] as Bet;
          return {
            eventId: b.eventId,
            matchId: b.matchId,
            sportsName: b.sportsName,
            eventName: b.event,
            markettype: b.markettype,
            profitloss: sum(g),
            bets: g,
          };
        });
      }
      return [...bets]
        .sort((x, y) => time(y.settledAt) - time(x.settledAt))
        .map((b) => ({
          eventId: b.eventId,
          matchId: b.matchId,
          sportsName: b.sportsName,
          eventName: b.event,
          markettype: b.markettype,
          profitloss: money(profitOf(b)),
          selection: b.selection,
          type: b.type,
          ...(b.oddsReq !== undefined ? { oddsReq: b.oddsReq } : b.price !== undefined ? { oddsReq: b.price } : {}),
          stake: b.stake,
          placeTime: b.placeTime,
          ...(b.settledAt !== undefined && { settledAt: b.settledAt }),
          bets: [b],
        }));
    },
    history(userId, q) {
      const a = account(userId);
      const settled = q.status === 'settled';
      const sport = typeof q.sportsName === 'string' ? q.sportsName.trim().toLowerCase() : '';
      const when = (b: Bet) => (settled ? time(b.settledAt) : time(b.placeTime));
      return (settled ? a.settled : a.open)
        .filter((b) => (sport === '' || b.sportsName.toLowerCase() === sport) && withinDays(when(b), q.from, q.to))
        .sort((x, y) => when(y) - when(x));
    },
    liveTrades(userId) {
      const trades = new Map<string, LiveTrade>();
      for (const b of account(userId).open) {
        const id = `${b.matchId}-${b.markettype}`;
        const t = trades.get(id);
        if (t) t.count += 1;
        else
          trades.set(id, {
            _id: id,
            matchId: b.matchId,
            eventId: b.eventId,
            legueId: b.legueId,
            sportsName: b.sportsName,
            event: b.event,
            markettype: b.markettype,
            count: 1,
          });
      }
      return [...trades.values()];
    },
    matchBets: (userId, matchId) => account(userId).open.filter((b) => b.matchId === matchId),
    nextId,
    snapshot: () => structuredClone(state),
    restore(s) {
      state = structuredClone(s);
      owner.clear();
      for (const [userId, a] of Object.entries(state.accounts)) {
        for (const b of [...a.open, ...a.settled]) owner.set(String(b.betId), userId);
      }
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return ledger;
}
