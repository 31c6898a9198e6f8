// The frames' own entry (src/features/frames/entry.tsx): a frame's page renders its view from the address
// alone, without the app (no router, shell or site configuration).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { frameAt } from '../../../src/features/frames/paths';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** Loads the entry afresh at `path`, as a frame's page would. */
async function openFrame(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = '<div id="root"><div class="boot">skeleton</div></div>';
  vi.resetModules();
  // The feeds tick on timers: fake ones, so a frame left rendered never ticks into the next file's time.
  vi.useFakeTimers();
  await act(async () => {
    await import('../../../src/features/frames/entry');
  });
}

describe("the frames' own entry", () => {
  it('/score renders the scoreboard of the match its query names, in place of the skeleton', async () => {
    await openFrame('/score?event_id=9001&sport_id=4&eventName=India%20v%20Australia');
    expect(screen.getByTestId('score-frame')).toBeInTheDocument();
    expect(screen.getByText('India')).toBeInTheDocument();
    expect(screen.queryByText('skeleton')).toBeNull();
    // Nothing of the app's shell: no navigation, no banner.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('/tv and /casino-video render their own views', async () => {
    await openFrame('/tv?event_id=5&sport_id=2&eventName=Djokovic%20v%20Alcaraz');
    expect(screen.getByTestId('tv-frame')).toBeInTheDocument();
    await openFrame('/casino-video?id=3030');
    expect(screen.getByTitle('Live video of table 3030')).toBeInTheDocument();
  });

  it('knows the frames by their paths only', () => {
    expect(['/score', '/tv/', '/casino-video'].map(frameAt)).toEqual(['score', 'tv', 'casino-video']);
    expect(['/', '/scores', '/fullmarket/4/1/2', '/tv/1', '/casino'].map(frameAt)).toEqual([null, null, null, null, null]);
  });
});
