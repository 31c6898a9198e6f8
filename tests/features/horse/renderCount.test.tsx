// On the horse race page a tick that changes one price re-renders that one cell: not its neighbours, not its row, not the header.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { HORSE_ODDS_POLL_MS } from '../../../src/domain/constants';
import HorseMarketPage from '../../../src/features/horse/HorseMarketPage';
import { advance, marketTestBed, server, settled, until } from '../market/harness';

const renders = vi.hoisted(() => new Map<string, number>());
const count = (key: string) => renders.set(key, (renders.get(key) ?? 0) + 1);

vi.mock('../../../src/features/horse/HorseCell', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/features/horse/HorseCell')>();
  return {
    HorseCell: (props: Parameters<typeof real.HorseCell>[0]) => {
      count(`cell ${props.selectionId} ${props.level}`);
      return real.HorseCell(props);
    },
  };
});
vi.mock('../../../src/features/horse/HorseRunnerRow', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/features/horse/HorseRunnerRow')>();
  return {
    HorseRunnerRow: (props: Parameters<typeof real.HorseRunnerRow>[0]) => {
      count(`row ${props.selectionId}`);
      return real.HorseRunnerRow(props);
    },
  };
});
vi.mock('../../../src/features/horse/RaceHeader', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/features/horse/RaceHeader')>();
  return {
    RaceHeader: (props: Parameters<typeof real.RaceHeader>[0]) => {
      count('header');
      return real.RaceHeader(props);
    },
  };
});

const bed = marketTestBed();

/** The race's Win market; tests move one size between polls. Numbers as strings for the second runner. */
let lay2Size = 150;
let status = 'OPEN';
const market = () => ({
  mid: '1.77',
  mname: 'Win',
  status,
  section: [
    {
      nat: 'Copper Falcon',
      sid: '1',
      odds: [
        { oname: 'back3', odds: 4.4, size: 300 },
        { oname: 'back2', odds: 4.5, size: 200 },
        { oname: 'back1', odds: 4.6, size: 100 },
        { oname: 'lay1', odds: 4.7, size: 90 },
        { oname: 'lay2', odds: 4.8, size: lay2Size },
        { oname: 'lay3', odds: 4.9, size: 260 },
      ],
    },
    {
      nat: 'Velvet Sonnet',
      sid: '2',
      odds: ['back3', 'back2', 'back1', 'lay1', 'lay2', 'lay3'].map((oname, i) => ({ oname, odds: String(3 + i / 10), size: String(50 + i) })),
    },
  ],
});

beforeEach(() => {
  renders.clear();
  lay2Size = 150;
  status = 'OPEN';
  server.use(http.get('*/v2/get-horse-odds', () => HttpResponse.json({ data: { data: [market()] } })));
});

/** The race page, open and settled on its first answer; its clock. */
async function openRace(): Promise<ReturnType<typeof bed.clock>> {
  render(
    <MemoryRouter initialEntries={['/HorseMarket/10/1/77?sportsName=horse&eventName=Kempton%20Park&gameTime=2026-11-24T14:30:00.000Z']}>
      <Routes>
        <Route path="/HorseMarket/:eventId/:legueId/:matchId" element={<HorseMarketPage />} />
      </Routes>
    </MemoryRouter>,
  );
  const clock = bed.clock();
  await until(clock, () => expect(screen.getByRole('button', { name: 'Lay Copper Falcon at 4.8' })).toBeInTheDocument());
  await settled(clock);
  return clock;
}

describe('horse race page render isolation', () => {
  it('a tick that changes one size renders only that cell, once', { timeout: 20_000 }, async () => {
    const clock = await openRace();
    expect(screen.getByRole('button', { name: 'Back Velvet Sonnet at 3.2' })).toHaveTextContent('3.252');
    expect([...renders.keys()].filter((k) => k.startsWith('cell'))).toHaveLength(12);
    const before = new Map(renders);

    lay2Size = 175;
    advance(clock, HORSE_ODDS_POLL_MS);
    await until(clock, () => expect(screen.getByRole('button', { name: 'Lay Copper Falcon at 4.8' })).toHaveTextContent('175'));
    await settled(clock);
    const changed = [...renders.entries()].filter(([k, n]) => n !== before.get(k)).map(([k, n]) => [k, n - (before.get(k) ?? 0)]);
    expect(changed).toEqual([['cell 1 lay2', 1]]);
    expect(screen.getByRole('button', { name: 'Lay Copper Falcon at 4.8' })).toHaveAttribute('data-flash', 'odd');
  });

  it('the race suspending covers the market and renders the header (its status), no row and no cell again', { timeout: 20_000 }, async () => {
    const clock = await openRace();
    const before = new Map(renders);

    status = 'SUSPENDED';
    advance(clock, HORSE_ODDS_POLL_MS);
    await until(clock, () => expect(screen.getByRole('status', { name: 'Win SUSPENDED' })).toBeInTheDocument());
    await settled(clock);
    const changed = [...renders.entries()].filter(([k, n]) => n !== before.get(k)).map(([k]) => k);
    expect(screen.getByLabelText('Race status')).toHaveTextContent('SUSPENDED');
    expect(changed).toEqual(['header']);
  });
});
