// A back bet and its cash out on the market page against the simulated exchange (its own ledger, its own de-duplication by
// clientRef), each click recorded as one player action and counted per action (tests/e2e/betsPerAction.ts): the checks
// of cashOut.test.tsx (the normal client) and cashOut.doubleSend.test.tsx (the client built to send every bet twice).
import { expect } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable, firstValueFrom } from 'rxjs';
import { axiosTransport } from '../../src/api/axiosTransport';
import type { HttpResponse, Transport } from '../../src/api/transport';
import { fullmarketUrlOf } from '../../src/domain/matchLists';
import MarketPage from '../../src/features/market/MarketPage';
import { api, setTransport } from '../../streams/api';
import { virtualClock, type VirtualClock } from '../streams/market/virtualClock';
import { onSimulatedExchange, renderRoutes, signInPlayer, until } from '../features/simulatedExchange';
import { betsPerAction, type ActionIdentity, type CountedAction, type LedgerBet, type PlayerAction } from '../e2e/betsPerAction';

/** The clientRef of every POST /bet/save2 the app sends, at its transport (the double-send's second copy too), and how many of them await their answer. */
function watchedTransport(): { transport: Transport; refs: string[]; inFlight: () => number } {
  const inner = axiosTransport();
  const refs: string[] = [];
  let open = 0;
  const transport: Transport = (req) =>
    new Observable<HttpResponse>((subscriber) => {
      const bet = req.method === 'POST' && new URL(req.url, 'http://localhost').pathname === '/bet/save2';
      if (bet) {
        refs.push(String((req.body as { clientRef?: unknown }).clientRef));
        open += 1;
      }
      let counted = bet;
      const done = () => {
        if (counted) open -= 1;
        counted = false;
      };
      const sub = inner(req).subscribe({
        next: (res) => subscriber.next(res),
        error: (err: unknown) => {
          done();
          subscriber.error(err);
        },
        complete: () => {
          done();
          subscriber.complete();
        },
      });
      return () => {
        done();
        sub.unsubscribe();
      };
    });
  return { transport, refs, inFlight: () => open };
}

/**
 * The file's simulated exchange (seed 7, a manual world clock: prices hold still, so no 'Bet rate changed!'), and a
 * run that signs in, backs the first runner of a match before its start for 500, cashes the market out, and returns
 * both actions counted per action from the exchange's ledger once no bet request is on its way.
 */
export function cashOutOnSimulatedExchange(): () => Promise<CountedAction[]> {
  const { world } = onSimulatedExchange({ seed: 7, start: Date.parse('2026-11-22T12:00:00.000Z') });
  const ledger = (): LedgerBet[] =>
    world.users
      .all()
      .filter((u) => u.userName === 'rahul')
      .flatMap((u) => [...world.ledger.openBets(u._id), ...world.ledger.settledBets(u._id)]);

  return async () => {
    const clock: VirtualClock = virtualClock();
    const watch = watchedTransport();
    setTransport(watch.transport);
    try {
      await signInPlayer();
      const matches = await firstValueFrom(api.matchesBySport('4'));
      const match = matches.find((m) => !m.inPlay && !m.declared && m.matchOdds[0]?.status === 'OPEN');
      if (!match) throw new Error(`no open cricket match before its start at seed ${world.seed}`);
      const market = match.matchOdds[0]!;
      renderRoutes(fullmarketUrlOf(match), { '/fullmarket/:sport/:league/:match': <MarketPage /> });
      const table = () => screen.getByRole('region', { name: market.marketName });
      await until(clock, () => expect(within(table()).getAllByRole('button', { name: /^Back .* at \d/ }).length).toBeGreaterThan(0));
      const user = userEvent.setup({ advanceTimers: (ms) => clock.advanceBy(ms) });
      const actions: PlayerAction[] = [];
      /** One action: the bets held before it, the refs sent while it ran, what the screen said. */
      const record = async (label: string, identity: PlayerAction['identity'], run: () => Promise<void>) => {
        const before = ledger().map((b) => b.betId);
        const from = watch.refs.length;
        await run();
        // The action ends once none of its bet requests is on its way (a second copy sent behind the first too).
        await waitFor(() => {
          act(() => clock.advanceBy(0));
          expect(watch.inFlight()).toBe(0);
        });
        actions.push({ label, before, identity, told: 'placed', refs: [...new Set(watch.refs.slice(from))] });
      };

      // One click on a back price and one on Place Bet: the slip closes (placed).
      const cell = within(table()).getAllByRole('button', { name: /^Back .* at \d/ })[0]!;
      const selectionId = cell.closest('[data-runner]')?.getAttribute('data-runner') ?? '';
      await record('back', { selectionId, side: 'back', stake: 500 }, async () => {
        await user.click(cell);
        const slip = screen.getByRole('form', { name: /^Bet slip: Back / });
        await user.type(within(slip).getByLabelText('Stake'), '500');
        await user.click(within(slip).getByRole('button', { name: 'Place Bet' }));
        // The brand's bet delay runs on the app clock, virtual here.
        await until(clock, () => {
          clock.advanceBy(1_000);
          expect(screen.queryByRole('form', { name: /^Bet slip/ })).toBeNull();
        });
      });

      // One click on Cash Out and one on Confirm: the dialog says the hedge bets it lists were placed.
      const cashOut = await screen.findByRole('button', { name: /^Cash Out -?\d/ });
      await until(clock, () => expect(cashOut).toBeEnabled());
      await user.click(cashOut);
      const dialog = await screen.findByRole('dialog', { name: 'Cash Out' });
      const runnerIds = new Map(market.runners.map((r) => [r.runnerName, String(r.selectionId)]));
      // 'Lay India 237 @ 2.1': the side, the runner, the stake and the price of each hedge bet.
      const hedge: ActionIdentity[] = within(dialog)
        .getAllByRole('listitem')
        .map((li) => {
          const [, side, runner, stake] = /^(Back|Lay) (.+) (\d+) @ [\d.]+$/.exec(li.textContent?.trim() ?? '') ?? [];
          return { selectionId: runnerIds.get(runner ?? ''), side: side === 'Lay' ? 'lay' : 'back', stake: Number(stake) } as ActionIdentity;
        });
      expect(hedge.length).toBeGreaterThan(0);
      // Each line read whole: a runner, a side and a stake (an unread field would match any bet).
      expect(hedge.filter((h) => h.selectionId === undefined || !(Number(h.stake) > 0))).toEqual([]);
      await record('cash out', hedge, async () => {
        await user.click(within(dialog).getByRole('button', { name: 'Confirm Cash Out' }));
        await until(clock, () => {
          clock.advanceBy(1_000);
          expect(within(dialog).getByRole('status')).toHaveTextContent(/^Cash out placed/);
        });
      });

      return betsPerAction(actions, ledger());
    } finally {
      setTransport(null);
    }
  };
}
