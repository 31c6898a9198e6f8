// A tick that changes one price re-renders that one cell: not its neighbours, not its row, not the table.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ODDS_POLL_MS, PRICE_FLASH_MS } from '../../../src/domain/constants';
import { matchOdds } from '../../streams/market/fixtures';
import { advance, exchange, renderMarketPage, until, marketTestBed } from './harness';

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
  it('a tick that changes one price renders only that cell (once lit, once unlit)', async () => {
    renderMarketPage();
    const clock = bed.clock();
    await until(clock, () => expect(screen.getByRole('button', { name: 'Back India at 1.9' })).toBeInTheDocument());
    expect(renders.get('table 1.1')).toBeGreaterThan(0);
    expect([...renders.keys()].filter((k) => k.startsWith('cell'))).toHaveLength(12);

    // A tick with the same prices: nobody renders.
    renders.clear();
    advance(clock, ODDS_POLL_MS);
    await until(clock, () => expect(exchange.requests.filter((p) => p.startsWith('/v2/fetch-market-odds'))).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 30));
    expect([...renders.entries()]).toEqual([]);

    // A tick moving India's back1: that cell only.
    exchange.odds = matchOdds(1.95);
    advance(clock, ODDS_POLL_MS);
    await until(clock, () => expect(screen.getByRole('button', { name: 'Back India at 1.95' })).toBeInTheDocument());
    expect([...renders.entries()]).toEqual([['cell 11 back1', 1]]);

    // Its flash ending is its own second render.
    advance(clock, PRICE_FLASH_MS);
    expect([...renders.entries()]).toEqual([['cell 11 back1', 2]]);
  });
});
