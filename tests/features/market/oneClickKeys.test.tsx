// One-click on the market page, fired only on purpose: a key on a focused price opens the slip at the one-click stake (the help card's
// word), a held key's repeats do nothing, another tab's change reaches the badge and the click at once (a storage event), and the what-if
// prices the stake a click would place. The page on the virtual clock of the market harness.
import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { oneClickStorageKey } from '../../../src/domain/oneClick';
import { setOneClick } from '../../../streams/oneClick';
import { session } from '../../../streams/session';
import { exchange, until, marketTestBed } from './harness';

const bed = marketTestBed();
// A shared, loaded machine: the first answers can take more than the default second to arrive.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => setOneClick({ enabled: false, stakeIndex: 0 }));

const betRequests = () => exchange.requests.filter((p) => p === '/bet/save2');
const slipForm = () => screen.queryByRole('form', { name: /^Bet slip: / });
const said = () => screen.getByTestId('trading-announcer');
/** A key as the browser sends it: false when the page kept its default (the focused button's click) from happening. */
const key = (el: Element, k: string, repeat = false): boolean => fireEvent.keyDown(el, { key: k, repeat });

/** Another tab of the same browser saves the player's setting: the shared storage changes and this tab hears a `storage` event. */
function otherTabSaves(enabled: boolean, stakeIndex: number): void {
  const id = String(session.current().userDetails?._id);
  const k = oneClickStorageKey(id);
  const value = JSON.stringify({ enabled, stakeIndex });
  localStorage.setItem(k, value);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: k, newValue: value, storageArea: localStorage }));
  });
}

describe('one-click fired only on purpose', { timeout: 60_000 }, () => {
  it('Enter or Space on a focused price opens the slip at the one-click stake and places nothing; Enter on the slip\'s price places it', async () => {
    setOneClick({ enabled: true, stakeIndex: 1 });
    const clock = await bed.open();
    const cell = screen.getByRole('button', { name: 'Back India at 1.9' });
    cell.focus();
    expect(key(cell, ' ')).toBe(false);
    expect(within(slipForm()!).getByLabelText('Stake')).toHaveValue('200');
    expect(said()).toHaveTextContent('Back India at 1.9. Stake 200. Enter places.');
    fireEvent.keyDown(cell, { key: 'Escape' });
    expect(slipForm()).toBeNull();
    expect(key(cell, 'Enter')).toBe(false);
    expect(screen.getByRole('form', { name: 'Bet slip: Back India' })).toBeInTheDocument();
    await until(clock, () => expect(cell).toHaveAttribute('data-selected', 'on'));
    expect(betRequests()).toEqual([]);
    expect(key(cell, 'Enter')).toBe(false);
    await until(clock, () => expect(slipForm()).toBeNull());
    expect(betRequests()).toHaveLength(1);
    expect(exchange.placed[0]).toMatchObject({ type: 'back', selectionId: '11', stake: 200, oddsReq: 1.9 });
  });

  it('a held key acts once: its repeats are kept from the button and place nothing, before and after the bet', async () => {
    exchange.betLatencyMs = 150;
    setOneClick({ enabled: true, stakeIndex: 1 });
    const clock = await bed.open();
    const cell = screen.getByRole('button', { name: 'Back India at 1.9' });
    cell.focus();
    key(cell, 'Enter');
    for (let i = 0; i < 10; i++) expect(key(cell, 'Enter', true)).toBe(false);
    expect(screen.getByRole('form', { name: 'Bet slip: Back India' })).toBeInTheDocument();
    await until(clock, () => expect(cell).toHaveAttribute('data-selected', 'on'));
    // Held again, on the slip's price: the first keydown places, the repeats nothing.
    key(cell, 'Enter');
    for (let i = 0; i < 10; i++) expect(key(cell, 'Enter', true)).toBe(false);
    await until(clock, () => expect(slipForm()).toBeNull());
    for (let i = 0; i < 10; i++) expect(key(cell, 'Enter', true)).toBe(false);
    for (let i = 0; i < 10; i++) expect(key(cell, ' ', true)).toBe(false);
    await until(clock, () => expect(exchange.requests.length).toBeGreaterThan(0));
    expect(betRequests()).toHaveLength(1);
    expect(slipForm()).toBeNull();
  });

  it("another tab's change shows at once: the badge says what a click does, and the click places it", async () => {
    const clock = await bed.open();
    expect(screen.queryByTestId('one-click')).toBeNull();
    otherTabSaves(true, 2);
    expect(screen.getByTestId('one-click')).toHaveTextContent('One-click betting on: 500');
    otherTabSaves(true, 1);
    expect(screen.getByTestId('one-click')).toHaveTextContent('One-click betting on: 200');
    fireEvent.click(screen.getByRole('button', { name: 'Back India at 1.9' }));
    await until(clock, () => expect(betRequests()).toHaveLength(1));
    expect(exchange.placed[0]).toMatchObject({ stake: 200, type: 'back' });
    await until(clock, () => expect(slipForm()).toBeNull());
    otherTabSaves(false, 1);
    expect(screen.queryByTestId('one-click')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back India at 1.9' }));
    expect(screen.getByRole('form', { name: 'Bet slip: Back India' })).toBeInTheDocument();
    expect(betRequests()).toHaveLength(1);
  });

  it('the what-if on hover prices the stake a click would place: the one-click stake while on', async () => {
    setOneClick({ enabled: true, stakeIndex: 2 });
    await bed.open();
    const cell = screen.getByRole('button', { name: 'Back India at 1.9' });
    fireEvent.mouseEnter(cell);
    const whatIfOf = (id: string) => within(document.querySelector(`[data-market="1.1"] [data-runner="${id}"]`) as HTMLElement).queryByLabelText('If this bet were placed');
    // Back India 500 at 1.9: India +450, Australia -500 (the first quick stake would say +90).
    await until(bed.clock(), () => expect(whatIfOf('11')).toHaveTextContent('450.00'));
    expect(whatIfOf('22')).toHaveTextContent('-500.00');
    otherTabSaves(true, 1);
    await until(bed.clock(), () => expect(whatIfOf('11')).toHaveTextContent('180.00'));
    fireEvent.mouseLeave(cell);
    expect(betRequests()).toEqual([]);
  });
});
