// The runners' price charts on the market page, fed by the harness's exchange on virtual time: the sparkline follows its
// runner's moves and renders for them only; the larger chart's text alternative, suspensions, in-play moment and the
// player's bets at their price and time.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo } from 'react';
import type { Bet } from '../../../src/api/contract';
import { ODDS_POLL_MS } from '../../../src/domain/constants';
import { clockTime } from '../../../src/features/market/priceChart';
import { matchOdds } from '../../streams/market/fixtures';
import { advance, exchange, marketTestBed, settled } from './harness';
import { SPARKLINE_DELAY_MS } from '../../../streams/market/priceHistory';

const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('../../../src/features/market/RunnerSparkline', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/features/market/RunnerSparkline')>();
  const inner = (real.RunnerSparkline as unknown as { type: typeof real.RunnerSparkline }).type;
  return {
    ...real,
    RunnerSparkline: memo((props: Parameters<typeof real.RunnerSparkline>[0]) => {
      const key = `${props.kind} ${props.selectionId}`;
      renders.set(key, (renders.get(key) ?? 0) + 1);
      return inner(props);
    }),
  };
});

const bed = marketTestBed();
configure({ asyncUtilTimeout: 15_000 });
beforeEach(() => renders.clear());
// The dialog's chunk loads on the first open; loaded here, so a loaded machine's import is not inside a test's bound.
beforeAll(() => import('../../../src/features/market/RunnerChartDialog'));

const sparkButton = (market: string, name: string) =>
  within(document.querySelector(`[data-market="${market}"]`) as HTMLElement).getByRole('button', { name: `Price chart of ${name}` });
const sparkPath = (market: string, name: string, series: 'back' | 'lay') =>
  sparkButton(market, name).querySelector(`path[data-series="${series}"]`)!.getAttribute('d');
const description = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby')!)!.textContent;

/** One odds poll round after the exchange's answer changed. */
async function tick(): Promise<void> {
  advance(bed.clock(), ODDS_POLL_MS);
  await settled(bed.clock());
}

/** The sparklines' delay after an answer. */
async function drawn(): Promise<void> {
  advance(bed.clock(), SPARKLINE_DELAY_MS);
  await settled(bed.clock());
}

function betOn(selectionId: string, type: 'back' | 'lay', oddsReq: number, at: number): Bet {
  return {
    betId: `x-${type}-${at}`, markettype: 'MATCH_ODDS', market: 'Match Odds', selection: 'India', selectionId, type, oddsReq, stake: 100, case: '',
    placeTime: new Date(at).toISOString(), favourMargin: 90, againstMargin: 100, sportsName: 'Cricket', event: 'India v Australia',
    eventId: '4', legueId: '101', matchId: '9001', marketId: '1.1', runners: [{ selectionId: '11', runnerName: 'India' }, { selectionId: '22', runnerName: 'Australia' }],
  };
}

describe('price sparklines', { timeout: 60_000 }, () => {
  it("each exchange and bookmaker runner has one, which follows its best back and lay and renders only when they move", async () => {
    const clock = await bed.open();
    await settled(clock);
    await drawn();
    expect(description(sparkButton('1.1', 'India'))).toBe('Best back 1.9, best lay 1.92');
    expect(description(sparkButton('bm1', 'India'))).toBe('Best back 45, best lay 48');
    const flat = sparkPath('1.1', 'India', 'back');
    const australia = sparkPath('1.1', 'Australia', 'back');
    const before = new Map(renders);

    exchange.odds = matchOdds(1.85);
    await tick();
    // The price is painted first, in a commit of its own; the sparkline follows SPARKLINE_DELAY_MS later.
    expect(description(sparkButton('1.1', 'India'))).toBe('Best back 1.9, best lay 1.92');
    await drawn();
    expect(description(sparkButton('1.1', 'India'))).toBe('Best back 1.85, best lay 1.92');
    exchange.odds = matchOdds(1.85); // nothing moves
    await tick();
    await drawn();
    exchange.odds = matchOdds(1.95);
    await tick();
    await drawn();

    expect(description(sparkButton('1.1', 'India'))).toBe('Best back 1.95, best lay 1.92');
    const moved = sparkPath('1.1', 'India', 'back')!;
    expect(moved).not.toBe(flat);
    // A step down then up: the line goes down (greater y), holds, then climbs above where it started.
    const ys = [...moved.matchAll(/M[\d.]+ ([\d.]+)|V([\d.]+)/g)].map((m) => Number(m[1] ?? m[2]));
    expect(ys).toHaveLength(3);
    expect(ys[1]!).toBeGreaterThan(ys[0]!);
    expect(ys[2]!).toBeLessThan(ys[0]!);
    // Australia did not move: the same line, and its sparkline did not render.
    expect(sparkPath('1.1', 'Australia', 'back')).toBe(australia);
    expect(renders.get('ODDS 22')).toBe(before.get('ODDS 22'));
    expect(renders.get('BOOKMAKER 11')).toBe(before.get('BOOKMAKER 11'));
    // India's rendered once per move.
    expect(renders.get('ODDS 11')! - before.get('ODDS 11')!).toBe(2);
  });
});

describe('the larger price chart', { timeout: 60_000 }, () => {
  it("opens from the sparkline: its text gives first, last, high and low of back and lay, and the data by time", async () => {
    const clock = await bed.open();
    await settled(clock);
    const t0 = clock.now();
    exchange.odds = matchOdds(1.8);
    await tick();
    const t1 = clock.now();
    exchange.odds = matchOdds(1.97);
    await tick();
    const t2 = clock.now();

    const user = userEvent.setup({ advanceTimers: (ms) => bed.clock().advanceBy(ms) });
    await user.click(sparkButton('1.1', 'India'));
    const dialog = await screen.findByRole('dialog', { name: 'Price chart of India' });
    const figure = within(dialog).getByRole('figure', { name: 'India: best back and lay since this page opened' });
    const summary = within(figure).getByRole('list', { name: /summary$/ });
    // The first answer came at or before t0 (the page's first poll).
    const [back, lay] = within(summary).getAllByRole('listitem').map((li) => li.textContent);
    expect(back).toMatch(/^Best back: first 1\.9 at .+, last 1\.97 at (.+), high 1\.97 at .+, low 1\.8 at (.+)$/);
    expect(back).toContain(`last 1.97 at ${clockTime(t2)}`);
    expect(back).toContain(`low 1.8 at ${clockTime(t1)}`);
    expect(lay).toMatch(/^Best lay: first 1\.92 at .+, last 1\.92 at .+, high 1\.92 at .+, low 1\.92 at .+$/);
    const rows = within(within(figure).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4); // head, and the three prices
    expect(rows.at(-1)).toHaveTextContent(`${clockTime(t2)}1.971.92`);
    expect(t0).toBeLessThan(t1);
    // The path drawn: three steps of the back line.
    expect(figure.querySelector('path[data-series="back"]')!.getAttribute('d')!.match(/V/g)).toHaveLength(2);
  });

  it("marks the player's bets on this runner at their price and time, and shades a suspension and the in-play moment", async () => {
    exchange.odds = matchOdds(1.9).map((m) => ({ ...m, inplay: false }));
    // Placed at 3 s into the page's (virtual) time: on the chart. Another runner's bet: not on India's chart.
    exchange.bets = [betOn('11', 'back', 1.9, 3_000), betOn('22', 'lay', 2.02, 3_000)];
    const clock = await bed.open();
    await settled(clock);
    const suspended = matchOdds(1.9).map((m) => ({ ...m, status: 'SUSPENDED', inplay: false }));
    exchange.odds = suspended;
    await tick();
    const from = clock.now();
    exchange.odds = matchOdds(1.9); // open again, and in play
    await tick();
    const to = clock.now();
    await tick();

    const user = userEvent.setup({ advanceTimers: (ms) => bed.clock().advanceBy(ms) });
    await user.click(sparkButton('1.1', 'India'));
    const dialog = await screen.findByRole('dialog', { name: 'Price chart of India' });
    const bets = within(dialog).getByRole('list', { name: 'Your bets on this chart' });
    expect(within(bets).getAllByRole('listitem').map((li) => li.textContent)).toEqual([`Back 100.00 at 1.9, ${clockTime(3_000)}`]);
    const mark = dialog.querySelector('circle[data-mark="x-back-3000"]')!;
    expect(mark).toHaveAttribute('data-tone', 'back');
    // At its price: the back line's height at 1.9 (the line is flat at 1.9).
    const flatY = /^M[\d.]+ ([\d.]+)/.exec(dialog.querySelector('path[data-series="back"]')!.getAttribute('d')!)![1];
    expect(Number(mark.getAttribute('cy'))).toBeCloseTo(Number(flatY), 1);
    const shaded = within(dialog).getByRole('list', { name: /shaded$/ });
    expect(within(shaded).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `In play: ${clockTime(to)} to ${clockTime(clock.now())}`,
      `Suspended: ${clockTime(from)} to ${clockTime(to)}`,
    ]);
    expect(dialog.querySelector('[data-marker="In play"]')).not.toBeNull();
    expect(dialog.querySelectorAll('rect.band[data-kind="suspended"]')).toHaveLength(1);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sparkButton('1.1', 'India')).toHaveFocus();
  });
});
