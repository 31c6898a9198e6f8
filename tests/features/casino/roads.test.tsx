// The casino roads drawn from fixed results (bead road, big road, counts, summary; a cell opens its round), and on live tables of the simulated exchange: Baccarat's roads match the results strip and a cell opens the round's result modal; Andar Bahar shows its hands, outcomes and a bead road of A and B.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResultItem } from '../../../src/api/contract';
import GenericTablePage from '../../../src/features/casino/table/GenericTablePage';
import { RoadsView } from '../../../src/features/casino/table/RoadsView';
import { virtualClock } from '../../streams/market/virtualClock';
import { onSimulatedExchange, renderRoutes, signInPlayer, until } from '../simulatedExchange';

/** Results as the poll returns them, newest first, from values written oldest first (rounds 501, 502, ...). */
const fixed = (oldestFirst: string[]): ResultItem[] =>
  oldestFirst.map((result, i) => ({ mid: String(501 + i), result, win: result, cards: '' }) as ResultItem).reverse();

const cells = (name: string) => within(screen.getByRole('list', { name })).queryAllByRole('button');
const labels = (name: string) => cells(name).map((b) => b.getAttribute('aria-label'));
const letters = (name: string) => cells(name).map((b) => b.textContent);

describe('roads from fixed results', () => {
  afterEach(cleanup);
  // Player, Player, Banker, Tie, Banker, Banker, Player, Tie, Tie, Banker: ten rounds, as the poll returns at most.
  const BACCARAT = fixed(['1', '1', '2', '3', '2', '2', '1', '3', '3', '2']);

  it('Baccarat: a bead cell per round oldest first, the big road of runs with ties on the cell, counts, and a summary', () => {
    render(<RoadsView game="baccarat" results={BACCARAT} onOpen={() => {}} />);
    expect(letters('Bead road')).toEqual(['P', 'P', 'B', 'T', 'B', 'B', 'P', 'T', 'T', 'B']);
    expect(labels('Bead road')).toEqual([
      'Round 501: Player',
      'Round 502: Player',
      'Round 503: Banker',
      'Round 504: Tie',
      'Round 505: Banker',
      'Round 506: Banker',
      'Round 507: Player',
      'Round 508: Tie',
      'Round 509: Tie',
      'Round 510: Banker',
    ]);
    // The bead road's second column starts at round 507 (columns of six).
    expect(cells('Bead road')[6]!.closest('li')).toHaveStyle({ gridColumn: '2', gridRow: '1' });
    expect(labels('Big road')).toEqual([
      'Round 501: Player',
      'Round 502: Player',
      'Round 503: Banker, then a tie',
      'Round 505: Banker',
      'Round 506: Banker',
      'Round 507: Player, then 2 ties',
      'Round 510: Banker',
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Rounds per outcome' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['PPlayer3', 'BBanker4', 'TTie3']);
    expect(screen.getByTestId('roads-summary')).toHaveTextContent('Last 10 rounds: Player 3, Banker 4, Tie 3. Newest first: Banker, Tie, Tie, Player, Banker.');
    expect(screen.getByRole('region', { name: 'Roads' })).toHaveAccessibleDescription(screen.getByTestId('roads-summary').textContent!);
  });

  it('Dragon Tiger: D and T, a tie is "=" on the bead road and marked on the big road; a value the game does not define is a neutral "?" cell, counted apart', () => {
    render(<RoadsView game="dragonTiger" results={fixed(['2', '2', '3', '1', '7'])} onOpen={() => {}} />);
    expect(letters('Bead road')).toEqual(['T', 'T', '=', 'D', '?']);
    expect(cells('Bead road')[4]).toHaveClass('neutral');
    expect(cells('Bead road')[4]).toHaveAccessibleName('Round 505: result 7');
    expect(labels('Big road')).toEqual(['Round 501: Tiger', 'Round 502: Tiger, then a tie', 'Round 504: Dragon']);
    expect(
      within(screen.getByRole('list', { name: 'Rounds per outcome' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['DDragon1', 'TTiger2', '=Tie1', '?Other1']);
  });

  it('Teenpatti draws a bead road only (A for 1, B for 3)', () => {
    render(<RoadsView game="teenpatti" results={fixed(['1', '3', '3'])} onOpen={() => {}} />);
    expect(letters('Bead road')).toEqual(['A', 'B', 'B']);
    expect(screen.queryByRole('list', { name: 'Big road' })).toBeNull();
  });

  it('before the first answer the roads are drawn empty at their full size and say they are waiting', () => {
    render(<RoadsView game="baccarat" results={null} onOpen={() => {}} />);
    expect(cells('Bead road')).toEqual([]);
    expect(cells('Big road')).toEqual([]);
    expect(screen.getByRole('region', { name: 'Roads' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('roads-summary')).toHaveTextContent('Waiting for the results.');
  });

  it("a click on a bead cell, or Enter on a big road cell, opens that round's result", async () => {
    const onOpen = vi.fn<(item: ResultItem) => void>();
    render(<RoadsView game="baccarat" results={BACCARAT} onOpen={onOpen} />);
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('list', { name: 'Bead road' })).getByRole('button', { name: 'Round 504: Tie' }));
    within(screen.getByRole('list', { name: 'Big road' }))
      .getByRole('button', { name: 'Round 507: Player, then 2 ties' })
      .focus();
    await user.keyboard('{Enter}');
    expect(onOpen.mock.calls.map(([item]) => item.mid)).toEqual(['504', '507']);
    expect(onOpen.mock.calls[0]![0]).toBe(BACCARAT.find((r) => r.mid === '504'));
  });
});

/**
 * A signed-in player's generic table of `casinoType` once its first results are in; returns the strip's round ids
 * (newest first), after checking that the bead road draws the same rounds oldest first.
 */
async function liveTableRounds(casinoType: string): Promise<string[]> {
  const clock = virtualClock();
  await signInPlayer();
  renderRoutes(`/play-casino-new/113/${casinoType}`, { '/play-casino-new/:eventId/:casinoType': <GenericTablePage /> });
  act(() => clock.advanceBy(2000));
  await until(clock, () => expect(screen.getAllByRole('button', { name: /^Result / }).length).toBeGreaterThan(0));
  const strip = screen.getAllByRole('button', { name: /^Result / }).map((b) => /round (\S+)$/.exec(b.getAttribute('aria-label') ?? '')![1]!);
  expect(labels('Bead road').map((l) => /^Round (\S+):/.exec(l ?? '')![1])).toEqual([...strip].reverse());
  return strip;
}

describe('roads on a live Baccarat table', () => {
  onSimulatedExchange({ seed: 11, start: Date.parse('2026-11-22T12:00:00.000Z') });

  it("match the Recent Result strip, round for round, and a cell opens the round's result modal", { timeout: 30_000 }, async () => {
    // The strip lists newest first; the bead road draws oldest first.
    const strip = await liveTableRounds('baccarat');
    expect(letters('Bead road').every((l) => ['P', 'B', 'T'].includes(l ?? ''))).toBe(true);
    const newest = strip[0]!;
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('list', { name: 'Bead road' })).getByRole('button', { name: new RegExp(`^Round ${newest}:`) }));
    const modal = await screen.findByRole('dialog', { name: 'Baccarat' });
    expect(within(modal).getByText(newest)).toBeInTheDocument();
  });
});

describe('an Andar Bahar 20-20 table of the simulated exchange', () => {
  onSimulatedExchange({ seed: 11, start: Date.parse('2026-11-22T12:00:00.000Z') });

  it('shows the Joker, Andar and Bahar hands, the two outcomes, and a bead road of A and B that matches the strip', { timeout: 30_000 }, async () => {
    await liveTableRounds('ab20');
    const table = screen.getByTestId('casino-table');
    for (const hand of ['Joker', 'Andar', 'Bahar']) expect(within(table).getAllByText(hand, { exact: true }).length).toBeGreaterThan(0);
    // The outcomes, named with their rates: Andar 1.9, Bahar 2 (open or suspended, as the round stands).
    expect(screen.getByRole('button', { name: /^Andar 1\.9( suspended)?$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Bahar 2( suspended)?$/ })).toBeInTheDocument();
    expect(new Set(letters('Bead road'))).toEqual(new Set(['A', 'B']));
    expect(screen.queryByRole('list', { name: 'Big road' })).toBeNull();
  });
});
