// A tick that changes one price re-renders that one cell: not its neighbours, not its row, not the table.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ODDS_POLL_MS, PRICE_FLASH_MS } from '../../../src/domain/constants';
import { matchOdds } from '../../streams/market/fixtures';
import { advance, exchange, renderMarketPage, settled, until, marketTestBed } from './harness';

/** Renders per component instance, keyed by what it shows. */
const renders = vi.hoisted(() => new Map<string, number>());
const count = (key: string) => renders.set(key, (renders.get(key) ?? 0) + 1);

vi.mock('../../../src/features/market/OddsCell', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/features/market/OddsCell')>();
  return {
    OddsCell: (props: Parameters<typeof real.OddsCell>[0]) => {
      count(`cell ${props.selectionId} ${props.level}`);
      return real.OddsCell(props);
    },
  };
});
vi.mock('../../../src/features/market/OddsRunnerRow', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/features/market/OddsRunnerRow')>();
  return {
    OddsRunnerRow: (props: Parameters<typeof real.OddsRunnerRow>[0]) => {
      count(`row ${props.selectionId}`);
      return real.OddsRunnerRow(props);
    },
  };
});
vi.mock('../../../src/features/market/OddsMarketTable', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/features/market/OddsMarketTable')>();
  return {
    OddsMarketTable: (props: Parameters<typeof real.OddsMarketTable>[0]) => {
      count(`table ${props.marketId}`);
      return real.OddsMarketTable(props);
    },
  };
});

const bed = marketTestBed();

beforeEach(() => renders.clear());

describe('render isolation', () => {
  it('a tick that changes one price renders only that cell, once: the flash ends in CSS, not in a render', { timeout: 20_000 }, async () => {
    renderMarketPage();
    const clock = bed.clock();
    await until(clock, () => expect(screen.getByRole('button', { name: 'Back India at 1.9' })).toBeInTheDocument());
    expect(renders.get('table 1.1')).toBeGreaterThan(0);
    expect([...renders.keys()].filter((k) => k.startsWith('cell'))).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Back India at 1.9' })).not.toHaveAttribute('data-flash');

    // A tick with the same prices: nobody renders.
    renders.clear();
    advance(clock, ODDS_POLL_MS);
    await until(clock, () => expect(exchange.requests.filter((p) => p.startsWith('/v2/fetch-market-odds'))).toHaveLength(2));
    await settled(clock);
    expect([...renders.entries()]).toEqual([]);

    // A tick moving India's back1: that cell only, one render of it (its markup is no component of its own).
    exchange.odds = matchOdds(1.95);
    advance(clock, ODDS_POLL_MS);
    await until(clock, () => expect(screen.getByRole('button', { name: 'Back India at 1.95' })).toBeInTheDocument());
    await settled(clock);
    expect([...renders.entries()]).toEqual([
      ['cell 11 back1', 1],
    ]);
    expect(screen.getByRole('button', { name: 'Back India at 1.95' })).toHaveAttribute('data-flash', 'odd');

    // The flash's end is no render at all.
    advance(clock, PRICE_FLASH_MS);
    await settled(clock);
    expect([...renders.entries()]).toEqual([
      ['cell 11 back1', 1],
    ]);

    // The next move: one more render, the attribute flipped so the animation restarts.
    renders.clear();
    exchange.odds = matchOdds(1.96);
    advance(clock, ODDS_POLL_MS);
    await until(clock, () => expect(screen.getByRole('button', { name: 'Back India at 1.96' })).toBeInTheDocument());
    await settled(clock);
    expect([...renders.entries()]).toEqual([
      ['cell 11 back1', 1],
    ]);
    expect(screen.getByRole('button', { name: 'Back India at 1.96' })).toHaveAttribute('data-flash', 'even');
  });
});
