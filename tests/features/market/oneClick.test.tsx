// One-click betting on the market page: off, a click opens the slip; on, a click places one bet at the chosen quick stake through the slip (one request per click, the outcome shown).
import { afterEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { setOneClick } from '../../../streams/oneClick';
import { setStakes } from '../../../streams/stakes';
import { defaultQuickStakes } from '../../../src/domain/quickStakes';
import { exchange, until, marketTestBed } from './harness';

const bed = marketTestBed();
// A shared, loaded machine: the first answers can take more than the default second to arrive.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  setOneClick({ enabled: false, stakeIndex: 0 });
  setStakes(defaultQuickStakes());
});

const openPage = () => bed.open();

const betRequests = () => exchange.requests.filter((p) => p === '/bet/save2');

describe('one-click betting', { timeout: 60_000 }, () => {
  it('off (the default): a click opens the slip and places nothing', async () => {
    const clock = await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Back India at 1.9' }));
    expect(screen.getByRole('form', { name: 'Bet slip: Back India' })).toBeInTheDocument();
    expect(screen.queryByTestId('one-click')).toBeNull();
    await until(clock, () => expect(exchange.requests.length).toBeGreaterThan(0));
    expect(betRequests()).toEqual([]);
  });

  it('on: a click places one bet at the chosen quick stake at once; a second click while it is on its way does nothing', async () => {
    exchange.betLatencyMs = 150;
    setOneClick({ enabled: true, stakeIndex: 1 });
    const clock = await openPage();
    expect(screen.getByTestId('one-click')).toHaveTextContent('One-click betting on: 200');
    const cell = screen.getByRole('button', { name: 'Back India at 1.9' });
    fireEvent.click(cell);
    // The slip shows the bet on its way, then closes with the exchange's answer.
    const slip = screen.getByRole('form', { name: 'Bet slip: Back India' });
    expect(within(slip).getByRole('button', { name: /Placing|Checking/ })).toBeDisabled();
    fireEvent.click(cell);
    await until(clock, () => expect(screen.queryByRole('form')).toBeNull());
    expect(bed.toasts.at(-1)).toEqual({ kind: 'success', text: 'Bet placed successfully' });
    expect(betRequests()).toHaveLength(1);
    expect(exchange.placed[0]).toMatchObject({ markettype: 'ODDS', oddsReq: 1.9, stake: 200, type: 'back', selectionId: '11' });
    expect(typeof (exchange.placed[0] as { clientRef?: string }).clientRef).toBe('string');

    // The next click is the next bet.
    fireEvent.click(screen.getByRole('button', { name: 'Lay Australia at 2.02' }));
    await until(clock, () => expect(betRequests()).toHaveLength(2));
    await until(clock, () => expect(screen.queryByRole('form')).toBeNull());
    expect(exchange.placed[1]).toMatchObject({ type: 'lay', selectionId: '22', stake: 200, oddsReq: 2.02 });
  });

  it('on: the stake limits still apply, and the slip stays open with the refusal', async () => {
    setStakes(defaultQuickStakes().map((s, i) => (i === 0 ? { ...s, stakeValue: 50 } : s)));
    setOneClick({ enabled: true, stakeIndex: 0 });
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Back India at 1.9' }));
    const slip = screen.getByRole('form', { name: 'Bet slip: Back India' });
    expect(within(slip).getByRole('alert')).toHaveTextContent('Minimum stake limit exceeded!');
    expect(within(slip).getByLabelText('Stake')).toHaveValue('50');
    expect(betRequests()).toEqual([]);
  });
});
