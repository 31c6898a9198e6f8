// The market blocks' first render reads their prices: each component renders once when the blocks
// appear, not once with its default and again when it subscribes (a second, synchronous render).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FANCY_POLL_MS, ODDS_POLL_MS } from '../../../src/domain/constants';
import { fancyRow, matchOdds } from '../../streams/market/fixtures';
import { advance, exchange, marketTestBed, renderMarketPage, settled, until } from './harness';
import { onReactCommit } from '../../reactCommits';

type Fiber = { tag: number; flags: number; alternate: Fiber | null; child: Fiber | null; sibling: Fiber | null; type: { name?: string; displayName?: string } | null };
/** Component renders by name, counted as React DevTools would see them (a fiber mounted or one that did work). */
const counts = new Map<string, number>();
const COMPONENTS = new Set([0, 1, 11, 14, 15]);
const visit = (fiber: Fiber | null): void => {
  for (let f = fiber; f; f = f.sibling) {
    if (COMPONENTS.has(f.tag) && (f.alternate === null || (f.flags & 1) !== 0)) {
      const name = f.type?.displayName ?? f.type?.name ?? '?';
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    if (f.child && !(f.alternate && f.alternate.child === f.child)) visit(f.child);
  }
};
// DevTools' hook, installed before react-dom loaded (tests/dom.setup.ts), tells of every commit.
onReactCommit((root) => visit((root.current as Fiber).child));

const bed = marketTestBed();

/** The block components' renders so far (the page frame's are not asked about). */
const BLOCK_COMPONENTS = [
  'OddsMarkets',
  'OddsMarketTable',
  'Matched',
  'OddsRunnerRow',
  'OddsCell',
  'RunnerCover',
  'BookmakerMarkets',
  'BookmakerTable',
  'BookmakerRow',
  'BookmakerCell',
  'FancyBlock',
  'FancyRows',
  'FancyRowView',
  'FancyCell',
  'FancyCover',
];
const blockRenders = () => Object.fromEntries(BLOCK_COMPONENTS.map((name) => [name, counts.get(name) ?? 0]));

/** Opens the page, then changes the exchange's answer, runs one poll round and returns the block components that rendered for it. */
async function rendersOfOneRound(periodMs: number, change: () => void, shown: () => HTMLElement): Promise<Record<string, number>> {
  renderMarketPage();
  const clock = bed.clock();
  await until(clock, () => expect(screen.getByRole('button', { name: 'Yes 6 over runs IND at 52' })).toBeInTheDocument());
  await settled(clock);
  counts.clear();
  change();
  advance(clock, periodMs);
  await until(clock, () => expect(shown()).toBeInTheDocument());
  await settled(clock);
  return Object.fromEntries(Object.entries(blockRenders()).filter(([, n]) => n > 0));
}

describe('first render of the market blocks', () => {
  it('renders each block component once when the blocks appear, with its value', async () => {
    counts.clear();
    renderMarketPage();
    const clock = bed.clock();
    await until(clock, () => expect(screen.getByRole('button', { name: 'Back India at 1.9' })).toBeInTheDocument());
    await settled(clock);
    // The fixture: one Match Odds market of two runners (12 cells), one bookmaker market of two
    // runners (4 cells), two fancy rows (4 cells). Without the hold each cell rendered twice (its
    // default, then its value when it subscribed), the rows and tables too.
    expect(blockRenders()).toEqual({
      OddsMarkets: 1,
      OddsMarketTable: 1,
      Matched: 1,
      OddsRunnerRow: 2,
      OddsCell: 12,
      RunnerCover: 2,
      BookmakerMarkets: 1,
      BookmakerTable: 1,
      BookmakerRow: 2,
      BookmakerCell: 4,
      FancyBlock: 1,
      FancyRows: 1,
      FancyRowView: 2,
      FancyCell: 4,
      FancyCover: 2,
    });
  });

  it("shows a title's Cash Out in its first render: the button renders once, and nothing moves after", async () => {
    exchange.bets = [
      {
        betId: 'x2', markettype: 'ODDS', market: 'Match Odds', selection: 'India', selectionId: '11', type: 'back', oddsReq: 2.5, stake: 1000, case: '',
        placeTime: '2026-11-22T14:31:00.000Z', favourMargin: 1500, againstMargin: 1000, sportsName: 'Cricket', event: 'India v Australia',
        eventId: '4', legueId: '101', matchId: '9001', marketId: '1.1', runners: [{ selectionId: '11', runnerName: 'India' }, { selectionId: '22', runnerName: 'Australia' }],
      },
    ];
    counts.clear();
    renderMarketPage();
    const clock = bed.clock();
    await until(clock, () => expect(screen.getByRole('button', { name: 'Back India at 1.9' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Cash Out \d/ })).toBeInTheDocument();
    await settled(clock);
    // One Match Odds market, one bookmaker market (no bets there: its button renders nothing, once).
    expect(counts.get('CashOutButton')).toBe(2);
  });

  it('renders a fancy row that joins later once, and its cells once', async () => {
    const rendered = await rendersOfOneRound(FANCY_POLL_MS, () => {
      exchange.fancy = [...exchange.fancy, fancyRow('f3', '15 over runs IND')];
    }, () => screen.getByRole('button', { name: 'Yes 15 over runs IND at 52' }));
    // The list re-renders for its new row; the new row and its two cells render once; the block,
    // the rows beside it and their cells do not.
    expect(rendered).toEqual({ FancyRows: 1, FancyRowView: 1, FancyCell: 2, FancyCover: 1 });
  });

  it("re-renders a runner's cover for its status, not its row or the row's six cells", async () => {
    const rendered = await rendersOfOneRound(ODDS_POLL_MS, () => {
      const odds = matchOdds(1.9);
      odds[0]!.runners[1]!.status = 'SUSPENDED';
      exchange.odds = odds;
    }, () => screen.getByRole('status', { name: 'Australia SUSPENDED' }));
    expect(rendered).toEqual({ RunnerCover: 1 });
  });

  it("re-renders a market's table and cover for its status, not its rows, cells or matched figure", async () => {
    const rendered = await rendersOfOneRound(ODDS_POLL_MS, () => {
      const odds = matchOdds(1.9);
      odds[0]!.status = 'SUSPENDED';
      exchange.odds = odds;
    }, () => screen.getByRole('status', { name: 'Match Odds SUSPENDED' }));
    expect(rendered).toEqual({ OddsMarketTable: 1 });
    expect(counts.get('LadderHead') ?? 0).toBe(0);
  });

  it("re-renders a fancy row's cover for its status, not the row or its cells", async () => {
    const rendered = await rendersOfOneRound(FANCY_POLL_MS, () => {
      exchange.fancy = [fancyRow('f1', '6 over runs IND', { GameStatus: 'Ball Running' }), exchange.fancy[1]!];
    }, () => screen.getByRole('status', { name: '6 over runs IND Ball Running' }));
    expect(rendered).toEqual({ FancyCover: 1 });
  });
});
