// The app's toasts raised before its first render (a stored session the exchange refuses at once)
// still show once the view mounts: the app listens from its start.
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Toasts, listenToToastsFromStart, preloadToasts } from '../../src/app/Toasts';
import { toastInfo } from '../../streams/toasts';

describe('Toasts', () => {
  // The view's code (react-toastify) here first, as a replay has it: what is tested is which toasts reach it.
  beforeAll(() => preloadToasts(), 20_000);

  it('shows a toast raised before it mounted, when the app listened from its start', async () => {
    const listening = listenToToastsFromStart();
    try {
      toastInfo('Session expired!');
      render(<Toasts />);
      expect(await screen.findByText('Session expired!', {}, { timeout: 5_000 })).toBeInTheDocument();
      // And the ones raised after it mounted.
      toastInfo('Bet placed');
      expect(await screen.findByText('Bet placed', {}, { timeout: 5_000 })).toBeInTheDocument();
    } finally {
      listening.unsubscribe();
    }
  });

  it('without that, a toast raised before it mounted is not shown (what the app used to do)', async () => {
    toastInfo('Too early');
    render(<Toasts />);
    toastInfo('In time');
    expect(await screen.findByText('In time', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText('Too early')).toBeNull();
  });
});
