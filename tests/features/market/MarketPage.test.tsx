// The market page against an MSW exchange: tables, overlays, hidden fancy rows, the inline slip and its refusals, a placed bet.
import { describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ODDS_POLL_MS, PRICE_FLASH_MS } from '../../../src/domain/constants';
import { MULTI_MARKET_KEY } from '../../../streams/multiMarket';
import { market, matchOdds, runner } from '../../streams/market/fixtures';
import { fancyRow } from '../../streams/market/fixtures';
import { EVENT_NAME, advance, appRequests, exchange, renderMarketPage, server, until, marketTestBed } from './harness';

const bed = marketTestBed();

/** Renders the page and waits for the first odds answer. */
const openPage = () => bed.open();

const betRequests = () => exchange.requests.filter((p) => p === '/bet/save2');

describe('MarketPage', () => {
  it('shows the game details and the Match Odds ladder once the odds poll answers', async () => {
    await openPage();
    expect(screen.getByRole('heading', { name: EVENT_NAME })).toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'Match Odds' });
    expect(within(table).getByText('Min/Max: 100 - 100000')).toBeInTheDocument();
    expect(within(table).getByText('Matched: 1.23M')).toBeInTheDocument();
    expect(screen.getByLabelText('Market status')).toHaveTextContent('OPEN');
    expect(screen.getByText('Game Started')).toBeInTheDocument();
    // price over size; sizes above 1000 read in k
    expect(within(table).getByRole('button', { name: 'Lay Australia at 2.02' })).toHaveTextContent('2.021.51k');
    const cells = within(table).getAllByRole('button', { name: /India at/ });
    expect(cells.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Back India at 1.87',
      'Back India at 1.88',
      'Back India at 1.9',
      'Lay India at 1.92',
      'Lay India at 1.93',
      'Lay India at 1.94',
    ]);
  });

  it('reads SUSPENDED in Game Details until a first market is known', async () => {
    exchange.odds = [];
    renderMarketPage();
    await until(bed.clock(), () => expect(screen.getByText('No odds markets for this match.')).toBeInTheDocument());
    expect(screen.getByLabelText('Market status')).toHaveTextContent('SUSPENDED');
    expect(screen.queryByText('Game Started')).not.toBeInTheDocument();
  });

  it('covers a runner that is not ACTIVE with its status, percentage and text, and a market that is not OPEN', async () => {
    const removed = { ...runner('33', 'Draw', [5, 4.9, 4.8], [5.2, 5.3, 5.4]), status: 'REMOVED', adjustmentFactor: 12.5, removalDate: '22 Nov 14:02' };
    exchange.odds = [
      market('1.1', [runner('11', 'India', [1.9, 1.88, 1.87], [1.92, 1.93, 1.94]), removed]),
      market('1.2', [runner('44', 'Yes', [1.5], [1.6]), runner('55', 'No', [2.5], [2.6])], { marketName: 'Tied Match', status: 'SUSPENDED' }),
    ];
    await openPage();
    const cover = screen.getByRole('status', { name: 'Draw REMOVED' });
    expect(cover).toHaveTextContent('REMOVED12.5%22 Nov 14:02');
    const tied = screen.getByRole('region', { name: 'Tied Match' });
    expect(within(tied).getByRole('status', { name: 'Tied Match SUSPENDED' })).toHaveTextContent('SUSPENDED');
    expect(within(screen.getByRole('region', { name: 'Match Odds' })).queryByRole('status', { name: /Match Odds/ })).toBeNull();
  });

  it('covers a SUSPENDED bookmaker runner and a fancy row with a GameStatus; hides the fancy rows the spec hides', async () => {
    exchange.fancy = [
      fancyRow('f1', '6 over runs IND'),
      fancyRow('f2', '10 over runs IND', { GameStatus: 'Ball Running' }),
      fancyRow('f3', 'Match no boundaries'),
      fancyRow('f4', '6.5 over runs IND'),
      fancyRow('f5', '0.1 over run IND'),
      fancyRow('f6', 'Total match sixes', { gtype: 'khado' }),
    ];
    const clock = await openPage();
    await until(clock, () => expect(screen.getByText('6 over runs IND')).toBeInTheDocument());
    const bm = screen.getByRole('region', { name: 'Bookmaker' });
    expect(within(bm).getByRole('status', { name: 'Australia SUSPENDED' })).toHaveTextContent('SUSPENDED');
    expect(within(bm).queryByRole('status', { name: 'India SUSPENDED' })).toBeNull();

    const fancy = screen.getByRole('region', { name: 'Fancy' });
    expect(within(fancy).getByRole('status', { name: '10 over runs IND Ball Running' })).toHaveTextContent('Ball Running');
    const names = ['6 over runs IND', '10 over runs IND', '0.1 over run IND'];
    for (const n of names) expect(within(fancy).getByText(n)).toBeInTheDocument();
    for (const n of ['Match no boundaries', '6.5 over runs IND', 'Total match sixes']) expect(within(fancy).queryByText(n)).toBeNull();
    expect(within(fancy).getByText('Min/Max: 100 - 300000')).toBeInTheDocument();
  });

  it("reads the advance lock from the event's in-play state, not a market's own flag", async () => {
    exchange.limits = { ...exchange.limits, advanceBetLock: true };
    exchange.odds = [
      ...matchOdds(1.9),
      market('1.3', [runner('44', 'India', [1.5], [1.6]), runner('55', 'Australia', [2.5], [2.6])], { marketName: 'To Win the Toss', inplay: false }),
    ];
    renderMarketPage(`gameTime=2026-11-22T14:30:00.000Z&eventName=${encodeURIComponent(EVENT_NAME)}&inplay=false`);
    const clock = bed.clock();
    await until(clock, () => expect(screen.getByRole('region', { name: 'To Win the Toss' })).toBeInTheDocument());
    // Match Odds is in play, so the event is: the pre-match-only toss market is not locked either.
    await until(clock, () =>
      expect(within(screen.getByRole('region', { name: 'To Win the Toss' })).getByText('Min/Max: 100 - 100000')).toBeInTheDocument(),
    );
    expect(within(screen.getByRole('region', { name: 'Match Odds' })).getByText('Min/Max: 100 - 100000')).toBeInTheDocument();
  });

  it('reads the fancy display default 20000 when the domain limits are not known', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('*/get-min-max/:domainId', () => HttpResponse.json({ status: false, message: 'down' }, { status: 500 })));
    const clock = await openPage();
    await until(clock, () => expect(screen.getByText('6 over runs IND')).toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Fancy' })).getByText('Min/Max: 100 - 20000')).toBeInTheDocument();
  });

  it('shows no Fancy block for a match without sessions', async () => {
    exchange.fancy = [];
    const clock = await openPage();
    await until(clock, () => expect(screen.getByRole('region', { name: 'Bookmaker' })).toBeInTheDocument());
    expect(exchange.requests.some((p) => p.startsWith('/v2/fetch-market-session'))).toBe(true);
    expect(screen.queryByRole('region', { name: 'Fancy' })).toBeNull();
  });

  it('filters the page with the All / Bookmaker / Odds pills', async () => {
    const clock = await openPage();
    await until(clock, () => expect(screen.getByRole('region', { name: 'Bookmaker' })).toBeInTheDocument());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Odds' }));
    expect(screen.queryByRole('region', { name: 'Bookmaker' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Fancy' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Match Odds' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bookmaker' }));
    expect(screen.queryByRole('region', { name: 'Match Odds' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Bookmaker' })).toBeInTheDocument();
  });

  it('flashes a changed cell by flipping its data-flash on each change, and never renders to put it out', async () => {
    const clock = await openPage();
    expect(screen.getByRole('button', { name: 'Back India at 1.9' })).not.toHaveAttribute('data-flash');
    exchange.odds = matchOdds(1.95);
    advance(clock, ODDS_POLL_MS);
    await until(clock, () => expect(screen.getByRole('button', { name: 'Back India at 1.95' })).toHaveAttribute('data-flash', 'odd'));
    expect(screen.getByRole('button', { name: 'Back India at 1.88' })).not.toHaveAttribute('data-flash');
    // The flash ends PRICE_FLASH_MS later without a render (streams/priceFlash.ts); the attribute stays until the next change.
    advance(clock, PRICE_FLASH_MS);
    expect(screen.getByRole('button', { name: 'Back India at 1.95' })).toHaveAttribute('data-flash', 'odd');
    exchange.odds = matchOdds(1.9);
    advance(clock, ODDS_POLL_MS);
    await until(clock, () => expect(screen.getByRole('button', { name: 'Back India at 1.9' })).toHaveAttribute('data-flash', 'even'));
    expect(screen.getByRole('button', { name: 'Back India at 1.88' })).not.toHaveAttribute('data-flash');
  });

  it('opens the slip inline, right under the clicked row, with P and L from rate and stake', async () => {
    await openPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Back India at 1.9' }));
    const slip = screen.getByRole('form', { name: 'Bet slip: Back India' });
    expect(slip.previousElementSibling).toHaveAttribute('data-runner', '11');
    expect(screen.getByRole('button', { name: 'Back India at 1.9' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Back India at 1.88' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(slip).getByLabelText('Rate')).toHaveValue('1.9');
    await user.click(within(slip).getByRole('button', { name: '1k' }));
    expect(within(slip).getByLabelText('Stake')).toHaveValue('1000');
    expect(within(slip).getByLabelText('Profit')).toHaveTextContent('P: 900.00');
    expect(within(slip).getByLabelText('Liability')).toHaveTextContent('L: 1000.00');
    // the rows preview the projection with the slip added
    const previews = screen.getAllByLabelText('With this bet').map((p) => p.textContent);
    expect(previews).toEqual(['900.00', '-1000.00']);
    await user.click(within(slip).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('refuses a stake under the minimum or over the maximum without sending anything', async () => {
    await openPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Lay Australia at 2.02' }));
    const slip = screen.getByRole('form', { name: 'Bet slip: Lay Australia' });
    await user.type(within(slip).getByLabelText('Stake'), '50');
    await user.click(within(slip).getByRole('button', { name: 'Place Bet' }));
    expect(within(slip).getByRole('alert')).toHaveTextContent('Minimum stake limit exceeded!');
    await user.clear(within(slip).getByLabelText('Stake'));
    await user.type(within(slip).getByLabelText('Stake'), '200000');
    await user.click(within(slip).getByRole('button', { name: 'Place Bet' }));
    expect(within(slip).getByRole('alert')).toHaveTextContent('Maximum stake limit exceeded!');
    expect(bed.toasts.map((t) => t.text)).toEqual(['Minimum stake limit exceeded!', 'Maximum stake limit exceeded!']);
    expect(betRequests()).toEqual([]);
  });

  it("says 'Bet rate changed!' and sends nothing when the price moved before the confirm", async () => {
    const clock = await openPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Back India at 1.9' }));
    const slip = screen.getByRole('form', { name: 'Bet slip: Back India' });
    await user.type(within(slip).getByLabelText('Stake'), '500');
    exchange.odds = matchOdds(1.95);
    advance(clock, ODDS_POLL_MS);
    await until(clock, () => expect(screen.getByRole('button', { name: 'Back India at 1.95' })).toBeInTheDocument());
    await user.click(within(slip).getByRole('button', { name: 'Place Bet' }));
    await until(clock, () => expect(within(slip).getByRole('alert')).toHaveTextContent('Bet rate changed!'));
    // the slip now offers the new price; nothing was sent
    expect(within(slip).getByLabelText('Rate')).toHaveValue('1.95');
    expect(bed.toasts.map((t) => t.text)).toContain('Bet rate changed!');
    expect(betRequests()).toEqual([]);
  });

  it("shows the offered rate again after 'Bet rate changed!' when the player edited the rate and the price stood still", async () => {
    const clock = await openPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Back India at 1.9' }));
    const slip = screen.getByRole('form', { name: 'Bet slip: Back India' });
    await user.type(within(slip).getByLabelText('Stake'), '500');
    // pasted in one go (as a browser fills it), not typed key by key
    await user.clear(within(slip).getByLabelText('Rate'));
    await user.paste('1.85');
    expect(within(slip).getByLabelText('Rate')).toHaveValue('1.85');
    expect(within(slip).getByLabelText('Profit')).toHaveTextContent('P: 425.00');
    await user.click(within(slip).getByRole('button', { name: 'Place Bet' }));
    await until(clock, () => expect(within(slip).getByRole('alert')).toHaveTextContent('Bet rate changed!'));
    // the slip takes the price on offer (1.9, unchanged): the rate box and P say so, not the edited 1.85
    expect(within(slip).getByLabelText('Rate')).toHaveValue('1.9');
    expect(within(slip).getByLabelText('Profit')).toHaveTextContent('P: 450.00');
    expect(betRequests()).toEqual([]);
  });

  it('places a bet once (a second click while placing does nothing), then reloads the open bets', async () => {
    exchange.betLatencyMs = 150;
    const clock = await openPage();
    expect(await screen.findByText('No Data Found!')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Back India at 1.9' }));
    const slip = screen.getByRole('form', { name: 'Bet slip: Back India' });
    await user.type(within(slip).getByLabelText('Stake'), '200');
    await user.click(within(slip).getByRole('button', { name: 'Place Bet' }));
    const placing = await within(slip).findByRole('button', { name: 'Placing...' });
    expect(placing).toBeDisabled();
    await user.click(placing);
    const openBets = screen.getByRole('region', { name: 'Open Bets' });
    await until(clock, () => expect(within(openBets).getByRole('region', { name: 'Bets on Match Odds' })).toBeInTheDocument());
    expect(within(openBets).getByText('India')).toBeInTheDocument();
    expect(betRequests()).toHaveLength(1);
    expect(exchange.placed[0]).toMatchObject({
      markettype: 'ODDS',
      oddsReq: 1.9,
      stake: 200,
      type: 'back',
      selectionId: '11',
      selection: 'India',
      marketId: '1.1',
      event: EVENT_NAME,
      sportsName: 'Cricket',
      favourMargin: 180,
      againstMargin: 200,
      runnersCount: 2,
    });
    expect(screen.queryByRole('form')).toBeNull();
    expect(bed.toasts.at(-1)).toEqual({ kind: 'success', text: 'Bet placed successfully' });
    // the projection of the runners now includes the bet
    const projections = screen.getAllByLabelText('Projected profit or loss').map((p) => p.textContent);
    expect(projections).toEqual(['180.00', '-200.00']);
  });

  it('a bet the exchange refuses shows its message in the slip and a toast: one request per double-clicked confirm, nothing placed', async () => {
    exchange.betLatencyMs = 150;
    server.use(
      http.post('*/bet/save2', async ({ request }) => {
        exchange.requests.push(new URL(request.url).pathname);
        exchange.placed.push((await request.json()) as (typeof exchange.placed)[number]);
        await delay(exchange.betLatencyMs);
        return HttpResponse.json({ status: false, message: 'Insufficient balance' }, { status: 400 });
      }),
    );
    const clock = await openPage();
    expect(await screen.findByText('No Data Found!')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Back India at 1.9' }));
    const slip = screen.getByRole('form', { name: 'Bet slip: Back India' });
    await user.type(within(slip).getByLabelText('Stake'), '90000');
    for (const confirm of [1, 2]) {
      // A double click on Place Bet: one confirmation (the disabled 'Placing...' in flight: 'places a bet once' above).
      await user.dblClick(within(slip).getByRole('button', { name: 'Place Bet' }));
      await until(clock, () => expect(within(slip).getByRole('alert')).toHaveTextContent('Insufficient balance'));
      expect(within(slip).getByRole('button', { name: 'Place Bet' })).toBeEnabled();
      expect(betRequests()).toHaveLength(confirm);
    }
    expect(bed.toasts.filter((t) => t.text === 'Insufficient balance')).toHaveLength(2);
    expect(exchange.placed.map((b) => [b.stake, b.markettype, b.type])).toEqual([[90000, 'ODDS', 'back'], [90000, 'ODDS', 'back']]);
    // Nothing was placed: the slip keeps the bet, no bet row, no projection moved.
    expect(within(slip).getByLabelText('Stake')).toHaveValue('90000');
    expect(screen.getByText('No Data Found!')).toBeInTheDocument();
    expect(screen.queryAllByLabelText('Projected profit or loss').map((p) => p.textContent).filter((t) => t !== '' && t !== '0.00')).toEqual([]);
  });

  it("the Match Odds star follows the market for Multi Markets (stored with the match), and a second press unfollows it", async () => {
    await openPage();
    const user = userEvent.setup();
    const star = screen.getByRole('button', { name: 'Follow Match Odds' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    const followed = JSON.parse(localStorage.getItem(MULTI_MARKET_KEY) ?? '[]') as { marketId: string; marketName: string; eventName?: string }[];
    expect(followed).toEqual([expect.objectContaining({ marketId: '1.1', marketName: 'Match Odds' })]);
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(localStorage.getItem(MULTI_MARKET_KEY) ?? '[]')).toEqual([]);
  });

  it('places a fancy bet with its runs line and rate', async () => {
    const clock = await openPage();
    await until(clock, () => expect(screen.getByText('6 over runs IND')).toBeInTheDocument());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Yes 6 over runs IND at 52' }));
    const slip = screen.getByRole('form', { name: 'Bet slip: Yes 6 over runs IND' });
    expect(within(slip).getByLabelText('Rate')).toHaveTextContent('52 / 100');
    await user.type(within(slip).getByLabelText('Stake'), '300');
    await user.click(within(slip).getByRole('button', { name: 'Place Bet' }));
    await until(clock, () => expect(exchange.placed).toHaveLength(1));
    expect(exchange.placed[0]).toMatchObject({ markettype: 'FANCY', price: 52, size: 100, stake: 300, marketId: '4-101-9001', favourMargin: 300, againstMargin: 300 });
  });

  it('stops every poll when the page closes', async () => {
    const clock = await openPage();
    // Counted where the app sends them (its transport), at once: no wait for a request to reach the exchange.
    const polls = () => appRequests.sent.filter((p) => p.startsWith('/v2/fetch-')).length;
    advance(clock, ODDS_POLL_MS);
    await until(clock, () => expect(polls()).toBeGreaterThan(3));
    cleanup();
    const before = polls();
    advance(clock, 10 * ODDS_POLL_MS);
    expect(polls()).toBe(before);
    expect(appRequests.inFlight).toBe(0);
  });

  it('asks for a login to see the live feeds', async () => {
    const { clearSession } = await import('../../../streams/session');
    renderMarketPage();
    clearSession();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Live Score' }));
    expect(screen.getByText('Please Login to view the live feed')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Live Match' }));
    expect(screen.getByText('Please Login to view the live feed')).toBeInTheDocument();
  });
});
