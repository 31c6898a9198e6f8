// What a screen reader hears of a market page's prices: a short polite summary of the best prices that moved, at most once per PRICE_ANNOUNCE_MS.
import { bind } from '@react-rxjs/core';
import { Observable, defer, distinctUntilChanged, filter, map, throttleTime, type SchedulerLike } from 'rxjs';
import type { ExchangeMarket } from '../../src/api/contract';
import { isMarketOpen, isRunnerActive } from '../../src/domain/bettable';
import { appScheduler } from '../scheduler';
import { marketOdds } from './marketOdds';
import { sameJson } from './equality';
import type { MatchKey } from './matchKey';

/** A price moves every second or two on a busy market: a reader hears a summary at most this often. */
const PRICE_ANNOUNCE_MS = 10_000;

/** The first market's state in words a listener follows: its status, and each runner's best back and lay. */
export interface PriceSnapshot {
  market: string;
  status: string;
  runners: { name: string; back: number | null; lay: number | null; status: string }[];
}

export function snapshotOf(markets: readonly ExchangeMarket[]): PriceSnapshot | null {
  const m = markets[0];
  if (!m) return null;
  return {
    market: m.marketName,
    status: m.status,
    runners: m.runners.map((r) => ({
      name: r.runnerName,
      back: r.ex.availableToBack[0]?.price ?? null,
      lay: r.ex.availableToLay[0]?.price ?? null,
      status: r.status,
    })),
  };
}

const price = (p: number | null) => (p === null ? 'none' : String(p));

/** 'Match Odds: India back 1.95, lay 1.96. Australia suspended.' for what changed from `before` to `now`; '' when nothing a reader needs did. */
export function describeChange(before: PriceSnapshot | null, now: PriceSnapshot | null): string {
  if (!now) return '';
  if (!isMarketOpen(now.status)) return before?.status === now.status ? '' : `${now.market} ${now.status.toLowerCase()}.`;
  const parts = now.runners.flatMap((r) => {
    const was = before?.market === now.market ? before.runners.find((b) => b.name === r.name) : undefined;
    if (!isRunnerActive(r.status)) return was?.status === r.status ? [] : [`${r.name} ${r.status.toLowerCase()}`];
    if (was && was.status === r.status && was.back === r.back && was.lay === r.lay && isMarketOpen(before?.status)) return [];
    return [`${r.name} back ${price(r.back)}, lay ${price(r.lay)}`];
  });
  return parts.length === 0 ? '' : `${now.market}: ${parts.join('. ')}.`;
}

/**
 * The announcements of one market page: nothing for the prices the page opened with, then the
 * first change at once and afterwards at most one summary per period (the latest state, against
 * what was last said).
 */
export function priceAnnouncements(markets$: Observable<readonly ExchangeMarket[]>, everyMs = PRICE_ANNOUNCE_MS, scheduler: SchedulerLike = appScheduler()): Observable<string> {
  return defer(() => {
    /** What the listener last heard of (the opening prices first); undefined before any answer. */
    let said: PriceSnapshot | null | undefined;
    return markets$.pipe(
      map(snapshotOf),
      distinctUntilChanged<PriceSnapshot | null>(sameJson),
      filter((snap) => {
        if (said !== undefined) return true;
        said = snap;
        return false;
      }),
      throttleTime(everyMs, scheduler, { leading: true, trailing: true }),
      map((now) => {
        const text = describeChange(said ?? null, now);
        said = now;
        return text;
      }),
      filter((text) => text !== ''),
    );
  });
}

/** The page's live region text ('' until the first change). */
export const [usePriceAnnouncement] = bind((key: MatchKey) => priceAnnouncements(marketOdds.odds$(key)), '');
