// Keyboard trading on the market page: reads each key through the domain's mapping (src/domain/tradingKeys.ts) and does it with the page's slip and price cells.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { formatStakeChip } from '../../domain/format';
import type { StakePreset } from '../../domain/quickStakes';
import { moveInGrid, tradingKeyAction, type KeyTarget, type TradingAction } from '../../domain/tradingKeys';
import { betSlip, parseCellId } from '../../../streams/market/betSlip';
import { oneClickStakeNow } from '../../../streams/oneClick';
import { useMarketPage } from './context';

const PRICE = 'button[data-price]';

/** Where a key was pressed, as the mapping asks it. */
function keyTarget(el: Element | null): KeyTarget {
  if (el === null || el === document.body || el === document.documentElement) return 'page';
  if (el.closest('[role="dialog"]')) return 'dialog';
  if (el.matches('input, textarea, select') || el.closest('[contenteditable=""], [contenteditable="true"]') || (el as HTMLElement).isContentEditable) return 'field';
  if (el.closest(PRICE)) return 'price';
  if (el.closest('button, a[href], [role="button"], summary, [tabindex]')) return 'control';
  return 'page';
}

/** The price buttons the player can see, by runner row, top to bottom (markets hidden by a filter pill are left out). */
function priceRows(): HTMLButtonElement[][] {
  return [...document.querySelectorAll('[data-runner]')]
    .filter((row) => row.closest('[hidden]') === null)
    .map((row) => [...row.querySelectorAll<HTMLButtonElement>(PRICE)]);
}

const centre = (el: Element): number => {
  const r = el.getBoundingClientRect();
  return r.left + r.width / 2;
};

export interface TradingKeysView {
  stakes: readonly StakePreset[];
  /** Says what a key did (a polite live region). */
  announce: (text: string) => void;
  toggleHelp: () => void;
}

export function useTradingKeys(view: TradingKeysView): void {
  const { slip, slipPage } = useMarketPage();
  // The latest view without re-subscribing the listener on every render.
  const latest = useRef(view);
  useLayoutEffect(() => {
    latest.current = view;
  });

  useEffect(() => {
    const focusCell = (cell: HTMLButtonElement): void => {
      cell.focus();
      cell.scrollIntoView?.({ block: 'nearest' });
      latest.current.announce(cell.getAttribute('aria-label') ?? '');
    };

    const move = (from: Element | null, direction: Extract<TradingAction, { type: 'move' }>['direction']): void => {
      const rows = priceRows();
      const current = from?.closest<HTMLButtonElement>(PRICE) ?? null;
      const row = current ? rows.findIndex((r) => r.includes(current)) : -1;
      if (!current || row < 0) {
        // From the page: the price whose slip is open, else the first price.
        const start = document.querySelector<HTMLButtonElement>(`[data-runner] ${PRICE}[data-selected="on"]`) ?? rows.find((r) => r.length > 0)?.[0];
        if (start) focusCell(start);
        return;
      }
      const to = moveInGrid(
        rows.map((r) => r.map(centre)),
        { row, col: rows[row]?.indexOf(current) ?? 0 },
        direction,
      );
      const next = to ? rows[to.row]?.[to.col] : undefined;
      if (next) focusCell(next);
    };

    const pickSide = (from: Element | null, side: 'back' | 'lay'): void => {
      const { announce, stakes } = latest.current;
      const row = from?.closest('[data-runner]');
      const best = row?.querySelector<HTMLButtonElement>(`${PRICE}[data-side="${side}"][data-depth="1"]`);
      const cell = best?.dataset.cell ? parseCellId(best.dataset.cell) : null;
      const now = slip.getSnapshot();
      if (!best || !cell || !(now.matches('empty') || now.matches('editing'))) {
        announce(`No ${side === 'back' ? 'back' : 'lay'} price to take`);
        return;
      }
      best.focus();
      // The keyboard opens the slip (never a bet at once; with one-click on, at its stake): Enter places it.
      const oneClick = oneClickStakeNow();
      if (!betSlip.openSlip(slip, cell, { ...slipPage(), ...(oneClick !== null && { stake: oneClick }) })) {
        announce(`No ${side} price to take`);
        return;
      }
      const stake = slip.getSnapshot().context.stake;
      announce(`${best.getAttribute('aria-label') ?? ''}. Stake ${stake > 0 ? stake : 'not set'}${stakes.length > 0 ? ': number keys pick one' : ''}. Enter places.`);
    };

    /**
     * Enter or Space on a price: the slip opens on it, never a bet at once. With one-click on it
     * opens with the one-click stake (what a click would place); Enter then places it.
     */
    const openHere = (from: Element | null): void => {
      const { announce } = latest.current;
      const price = from?.closest<HTMLButtonElement>(PRICE);
      const cell = price?.dataset.cell ? parseCellId(price.dataset.cell) : null;
      const now = slip.getSnapshot();
      if (!price || !cell || !(now.matches('empty') || now.matches('editing'))) {
        announce(now.matches('empty') || now.matches('editing') ? 'No price to take' : 'A bet is on its way');
        return;
      }
      const stake = oneClickStakeNow();
      if (!betSlip.openSlip(slip, cell, { ...slipPage(), ...(stake !== null && { stake }) })) {
        announce('No price to take');
        return;
      }
      const set = slip.getSnapshot().context.stake;
      announce(`${price.getAttribute('aria-label') ?? ''}. Stake ${set > 0 ? set : 'not set'}. Enter places.`);
    };

    const run = (action: TradingAction, from: Element | null): void => {
      const { announce, stakes, toggleHelp } = latest.current;
      switch (action.type) {
        case 'move':
          return move(from, action.direction);
        case 'side':
          return pickSide(from, action.side);
        case 'open':
          return openHere(from);
        case 'held':
          // A held key acts once: its repeats never reach the focused button (one more bet).
          return;
        case 'stake': {
          const stake = stakes[action.index]?.stakeValue ?? 0;
          slip.send({ type: 'CHIP', stake });
          announce(`Stake ${formatStakeChip(stake)}`);
          return;
        }
        case 'place': {
          const before = slip.getSnapshot();
          const sel = before.context.selection;
          if (!before.matches('editing') || !sel) return;
          slip.send({ type: 'CONFIRM' });
          const after = slip.getSnapshot();
          // A refusal at once (a stake out of limits, stale prices) is the slip's alert; else it is on its way.
          if (!after.matches('editing')) {
            const rate = sel.kind === 'FANCY' ? sel.price : sel.oddsReq;
            announce(`Placing ${sel.side === 'back' ? 'back' : 'lay'} ${sel.runnerName} ${after.context.stake} at ${rate}`);
          }
          return;
        }
        case 'clear':
          slip.send({ type: 'CANCEL' });
          if (slip.getSnapshot().matches('empty')) announce('Bet slip cleared');
          return;
        case 'help':
          return toggleHelp();
      }
    };

    const onKey = (e: KeyboardEvent): void => {
      if (e.defaultPrevented || e.isComposing) return;
      const from = e.target instanceof Element ? e.target : null;
      const action = tradingKeyAction({
        key: e.key,
        ctrlKey: e.ctrlKey,
        altKey: e.altKey,
        metaKey: e.metaKey,
        target: keyTarget(from),
        slipOpen: slip.getSnapshot().context.selection !== null,
        slipPrice: from?.closest(PRICE)?.getAttribute('data-selected') === 'on',
        repeat: e.repeat,
        stakeCount: latest.current.stakes.length,
      });
      if (!action) return;
      e.preventDefault();
      run(action, from);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [slip, slipPage]);
}
