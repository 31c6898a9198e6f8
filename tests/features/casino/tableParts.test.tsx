// A game-list casino table's parts on the simulated exchange, logged in: the live video frame (its address, sandbox, no
// reload between rounds), the result modal (cards and Winner mark) and the slip's ½, x2 and odds buttons.
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstValueFrom } from 'rxjs';
import { splitCards } from '../../../src/domain/casino';
import { gameListTable, winnerOf } from '../../../src/domain/casinoTables';
import GameListTablePage from '../../../src/features/casino/table/GameListTablePage';
import { playerFrameSandbox } from '../../../src/security/frameSandbox';
import { casinoApi } from '../../../streams/casino/api';
import { virtualClock, type VirtualClock } from '../../streams/market/virtualClock';
import { onSimulatedExchange, renderRoutes, signInPlayer, until } from '../simulatedExchange';

const { worldClock } = onSimulatedExchange({ seed: 7, start: Date.parse('2026-11-22T12:00:00.000Z') });

const GAME = '20 20 DRAGON TIGER';
const RECORD = gameListTable(GAME)!;

/** One second of both clocks: the world's rounds and the app's polls. */
async function tick(clock: VirtualClock): Promise<void> {
  worldClock.advance(1000);
  act(() => clock.advanceBy(1000));
  await act(async () => {});
}

const seconds = () => Number(screen.getByTestId('countdown').textContent?.replace(/\D/g, '') || '0');
const rid = () => within(screen.getByTestId('round-id')).getByText(/\d+|-/).textContent ?? '';

/** The player signed in, the table's page open on a live round. */
async function openTable(): Promise<{ clock: VirtualClock; matchId: string }> {
  const clock = virtualClock();
  await signInPlayer();
  const game = (await firstValueFrom(casinoApi.casinoGames())).find((g) => g.name === GAME);
  if (!game) throw new Error(`no ${GAME} in the game list`);
  renderRoutes(`/casino/${game.eventId}/${game.legueId}/${game.matchId}`, { '/casino/:eventId/:legueId/:matchId': <GameListTablePage /> });
  act(() => clock.advanceBy(2000));
  await until(clock, () => expect(rid()).toMatch(/^\d+$/));
  return { clock, matchId: String(game.matchId) };
}

/** Ticks until a round has at least `min` seconds left and its first outcome is open. */
async function openRound(clock: VirtualClock, min: number): Promise<void> {
  for (let i = 0; i < 60 && !(seconds() >= min && !screen.getByTestId('outcome-1').hasAttribute('disabled')); i++) await tick(clock);
  expect(seconds()).toBeGreaterThanOrEqual(min);
}

describe('the live video of a casino table', () => {
  it('shows the table id and the round id in the address, in its sandbox, and is not reloaded when the round changes', { timeout: 30_000 }, async () => {
    const { clock, matchId } = await openTable();
    const frame = screen.getByTitle('Live video');
    expect(frame.tagName).toBe('IFRAME');
    const round = rid();
    // This site's own player page: a sandbox without allow-same-origin (src/security/frameSandbox.ts).
    expect(frame).toHaveAttribute('sandbox', playerFrameSandbox(`/assets/casino/player.html?id=${matchId}`));
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(frame).toHaveAttribute('src', `/assets/casino/player.html?id=${matchId}#rid=${round}`);

    // Every change of the frame's address, from now on.
    const addresses: string[] = [];
    const watch = new MutationObserver(() => addresses.push(frame.getAttribute('src') ?? ''));
    watch.observe(frame, { attributes: true, attributeFilter: ['src'] });
    for (let i = 0; i < 40 && rid() === round; i++) await tick(clock);
    const next = rid();
    expect(next).not.toBe(round);
    await act(async () => {}); // the observer's records
    watch.disconnect();
    // The same element (never replaced), whose address changed only in its fragment: a fragment never reloads a frame.
    expect(screen.getByTitle('Live video')).toBe(frame);
    expect(addresses).toEqual([`/assets/casino/player.html?id=${matchId}#rid=${next}`]);
  });
});

describe('the result modal', () => {
  it("shows the round's cards under each hand and marks the winner", { timeout: 30_000 }, async () => {
    const { clock } = await openTable();
    await until(clock, () => expect(screen.getAllByRole('button', { name: /^Result / }).length).toBeGreaterThan(0));
    // A round the table's rule names a winner of (a Dragon Tiger tie, win 3, names none).
    let picked: { badge: HTMLElement; mid: string; result: { cards: string; win?: string | number } } | null = null;
    for (const b of screen.getAllByRole('button', { name: /^Result / })) {
      const id = /round (\S+)$/.exec(b.getAttribute('aria-label') ?? '')![1]!;
      const r = await firstValueFrom(casinoApi.roundResult(id));
      if (r && winnerOf(RECORD, r.win) !== null) {
        picked = { badge: b, mid: id, result: r };
        break;
      }
    }
    if (!picked) throw new Error('no round with a winner on the strip');
    const { badge, mid, result } = picked;
    const cards = splitCards(result.cards);
    const winner = winnerOf(RECORD, result.win);
    expect(winner).not.toBeNull();

    const user = userEvent.setup();
    await user.click(badge);
    const modal = await screen.findByRole('dialog', { name: RECORD.title });
    expect(within(modal).getByText(mid)).toBeInTheDocument();
    await until(clock, () => expect(within(modal).queryByLabelText('Loading cards')).toBeNull());
    const rows = RECORD.resultHands.map((hand) => {
      const row = within(modal).getByText(hand.label, { selector: '.who' }).closest('.row') as HTMLElement;
      return {
        hand: hand.label,
        cards: within(row).getAllByRole('img').map((c) => c.getAttribute('data-card')),
        winner: within(row).queryByText('Winner') !== null,
      };
    });
    expect(rows).toEqual(
      RECORD.resultHands.map((hand) => ({ hand: hand.label, cards: hand.positions.map((p) => cards[p]?.toUpperCase() ?? 'down'), winner: hand.label === winner })),
    );
    // One Winner mark on the winning hand; a winner that is no hand (a tie) is named under them instead.
    const onHand = RECORD.resultHands.some((h) => h.label === winner);
    expect(within(modal).queryAllByText('Winner')).toHaveLength(onHand ? 1 : 0);
    expect(within(modal).getAllByText(winner!).length).toBeGreaterThan(0);
  });
});

describe("the casino slip's buttons", () => {
  it('½ halves and x2 doubles the stake, + and − move the odds by 0.01, and the profit follows', { timeout: 30_000 }, async () => {
    const { clock } = await openTable();
    await openRound(clock, 15);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('outcome-1'));
    const slip = screen.getByRole('group', { name: 'Bet slip' });
    const stake = within(slip).getByLabelText('Stake');
    const rate = () => Number(within(slip).getByTestId('slip-rate').textContent);
    const profit = () => within(slip).getByText(/^Profit/).querySelector('b')!.textContent;
    const offered = rate();

    await user.click(within(slip).getByRole('button', { name: 'Chip 100' }));
    expect(stake).toHaveValue('100');
    await user.click(within(slip).getByRole('button', { name: 'x2' }));
    expect(stake).toHaveValue('200');
    await user.click(within(slip).getByRole('button', { name: 'x2' }));
    expect(stake).toHaveValue('400');
    await user.click(within(slip).getByRole('button', { name: '½' }));
    expect(stake).toHaveValue('200');
    await user.click(within(slip).getByRole('button', { name: '½' }));
    await user.click(within(slip).getByRole('button', { name: '½' }));
    expect(stake).toHaveValue('50');
    await user.clear(stake);
    await user.type(stake, '75');
    await user.click(within(slip).getByRole('button', { name: '½' }));
    expect(stake).toHaveValue('37'); // whole rupees: half of 75 rounds down

    await user.click(within(slip).getByRole('button', { name: 'Raise odds' }));
    expect(rate()).toBeCloseTo(offered + 0.01, 5);
    await user.click(within(slip).getByRole('button', { name: 'Lower odds' }));
    await user.click(within(slip).getByRole('button', { name: 'Lower odds' }));
    expect(rate()).toBeCloseTo(offered - 0.01, 5);
    expect(within(slip).getByTestId('slip-rate')).toHaveTextContent((offered - 0.01).toFixed(2));
    // Profit on a back bet: (odds - 1) x stake.
    expect(profit()).toContain(((offered - 0.01 - 1) * 37).toFixed(2));
  });
});
