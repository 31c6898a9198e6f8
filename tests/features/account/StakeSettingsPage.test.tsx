// /settings: the 'Stake' panel, 8 boxes sanitised as typed, saved 2 s after typing (virtual time) or at once on Save, close.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VirtualAction, VirtualTimeScheduler } from 'rxjs';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { STAKE_SAVE_DELAY_MS } from '../../../src/domain/constants';
import { defaultQuickStakes } from '../../../src/domain/quickStakes';
import accountRoutes from '../../../src/features/account/routes';
import { setAppScheduler } from '../../../streams/scheduler';
import { STAKES_STORAGE_KEY, setStakes, stakes$ } from '../../../streams/stakes';

let scheduler: VirtualTimeScheduler;
let at = 0;
const advanceBy = (ms: number) => {
  at += ms;
  scheduler.maxFrames = at;
  scheduler.flush();
  scheduler.frame = Math.max(scheduler.frame, at);
};

const savedValues = (): number[] => {
  let v: number[] = [];
  stakes$.subscribe((s) => (v = s.map((p) => p.stakeValue))).unsubscribe();
  return v;
};

function renderSettings(from = ['/', '/settings']) {
  const router = createMemoryRouter([...accountRoutes, { path: '/', element: <p>Home screen</p> }], {
    initialEntries: from,
    initialIndex: from.length - 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

const boxes = () => screen.getAllByRole('spinbutton');

beforeEach(() => {
  scheduler = new VirtualTimeScheduler(VirtualAction, Infinity);
  at = 0;
  setAppScheduler(scheduler);
  setStakes(defaultQuickStakes());
});
afterEach(() => {
  cleanup();
  setAppScheduler(null);
});

describe('StakeSettingsPage', () => {
  it("shows the 'Stake' header, 'Quick Stakes' and the 8 saved stakes", () => {
    renderSettings();
    expect(screen.getByRole('heading', { name: 'Stake' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quick Stakes' })).toBeInTheDocument();
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual([
      '100', '200', '500', '1000', '2000', '5000', '10000', '20000',
    ]);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('turns a non-positive or non-numeric entry into 0 and decimals into integers', () => {
    renderSettings();
    fireEvent.change(boxes()[0]!, { target: { value: '-50' } });
    fireEvent.change(boxes()[1]!, { target: { value: '' } });
    fireEvent.change(boxes()[2]!, { target: { value: '12.9' } });
    expect(boxes()[0]).toHaveValue(0);
    expect(boxes()[1]).toHaveValue(0);
    expect(boxes()[2]).toHaveValue(12);
  });

  it('saves the stakes 2 s after the last edit', () => {
    renderSettings();
    fireEvent.change(boxes()[0]!, { target: { value: '150' } });
    advanceBy(1000);
    fireEvent.change(boxes()[1]!, { target: { value: '250' } });
    advanceBy(STAKE_SAVE_DELAY_MS - 1);
    expect(savedValues().slice(0, 2)).toEqual([100, 200]);
    advanceBy(1);
    expect(savedValues().slice(0, 2)).toEqual([150, 250]);
    expect(JSON.parse(localStorage.getItem(STAKES_STORAGE_KEY)!)[1]).toEqual({ id: 2, stakeValue: 250 });
  });

  it('Save does not bypass the 2 s: the stakes arrive 2 s after the last change', async () => {
    const user = userEvent.setup();
    renderSettings();
    fireEvent.change(boxes()[7]!, { target: { value: '50000' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(savedValues()[7]).toBe(20000);
    advanceBy(STAKE_SAVE_DELAY_MS);
    expect(savedValues()[7]).toBe(50000);
  });

  it('the close button goes back where the player came from', async () => {
    const user = userEvent.setup();
    const router = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Home screen')).toBeInTheDocument();
  });
});
