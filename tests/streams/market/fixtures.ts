// Small exchange answers for the market stream tests.
import type { BookmakerMarket, ExchangeMarket, ExchangeRunner, FancyRow } from '../../../src/api/contract';

export function runner(selectionId: string, runnerName: string, back: number[], lay: number[], size = 1500): ExchangeRunner {
  return {
    selectionId,
    runnerName,
    status: 'ACTIVE',
    ex: {
      availableToBack: back.map((price, i) => ({ price, size: size + i })),
      availableToLay: lay.map((price, i) => ({ price, size: size + 10 + i })),
    },
  };
}

export function market(marketId: string, runners: ExchangeRunner[], patch: Partial<ExchangeMarket> = {}): ExchangeMarket {
  return { marketId, marketName: 'Match Odds', status: 'OPEN', totalMatched: 1_234_567, inplay: true, runners, ...patch };
}

/** Match Odds with two runners; `homeBack1` moves the one cell a test changes. */
export function matchOdds(homeBack1 = 1.9): ExchangeMarket[] {
  return [
    market('1.1', [runner('11', 'India', [homeBack1, 1.88, 1.87], [1.92, 1.93, 1.94]), runner('22', 'Australia', [2.0, 1.99, 1.98], [2.02, 2.04, 2.06])]),
  ];
}

export function bookmakerMarkets(backPrice = 45): BookmakerMarket[] {
  return [
    {
      marketId: 'bm1',
      marketName: 'Bookmaker',
      status: 'OPEN',
      runners: [
        { selectionId: '11', runnerName: 'India', status: 'ACTIVE', backPrice, backSize: 100, layPrice: 48, laySize: 100 },
        { selectionId: '22', runnerName: 'Australia', status: 'SUSPENDED', backPrice: 0, backSize: 0, layPrice: 0, laySize: 0 },
      ],
    },
  ];
}

export function fancyRow(SelectionId: string, RunnerName: string, patch: Partial<FancyRow> = {}): FancyRow {
  return {
    RunnerName,
    SelectionId,
    gtype: 'session',
    BackPrice1: 52,
    BackSize1: 100,
    LayPrice1: 50,
    LaySize1: 100,
    GameStatus: '',
    ...patch,
  };
}
