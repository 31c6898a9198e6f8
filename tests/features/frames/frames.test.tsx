// The /score and /tv frames: the simulated feed of the match named by the query, and the score frame's height message to its parent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RoutedScoreFrame as ScoreFrame, RoutedTvFrame as TvFrame } from '../../../src/features/frames/routed';
import { FEED_TICK_MS, SCORE_HEIGHT_MESSAGE } from '../../../streams/frames/scoreFrameFeed';
import { setAppScheduler } from '../../../streams/scheduler';
import { virtualClock } from '../../streams/market/virtualClock';

function at(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/score" element={<ScoreFrame />} />
        <Route path="/tv" element={<TvFrame />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  setAppScheduler(null);
  vi.restoreAllMocks();
});

describe('frames', () => {
  it('/score shows a cricket card for sport 4, read from event_id and sport_id', () => {
    virtualClock();
    at('/score?event_id=9001&sport_id=4&eventName=India%20v%20Australia');
    expect(screen.getByText('India')).toBeInTheDocument();
    expect(screen.getByText('v Australia')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Batter' })).toBeInTheDocument();
    expect(screen.getByLabelText('Score').textContent).toMatch(/^\d+\/\d+ \(\d+\.\d\)$/);
  });

  it('/score of a soccer match (id only) is a compact line that moves on with the feed', () => {
    const clock = virtualClock();
    at('/score?id=77&sport_id=1&eventName=Arsenal%20v%20Chelsea');
    expect(screen.getByText('Arsenal')).toBeInTheDocument();
    const minute = () => screen.getByText(/\d+'$/).textContent;
    const before = minute();
    act(() => clock.advanceBy(FEED_TICK_MS));
    expect(minute()).not.toBe(before);
  });

  it('an embedded /score frame posts its content height to its parent, at its own origin only', () => {
    virtualClock();
    const parent = { postMessage: vi.fn<(message: unknown, origin: string) => void>() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    at('/score?event_id=9001&sport_id=4');
    expect(parent.postMessage).toHaveBeenCalledWith({ type: SCORE_HEIGHT_MESSAGE, id: '9001', height: expect.any(Number) }, window.location.origin);
  });

  it('/tv draws the field of the sport with a LIVE badge and the score strip', () => {
    virtualClock();
    at('/tv?event_id=5&sport_id=2&eventName=Djokovic%20v%20Alcaraz');
    expect(screen.getByRole('img', { name: 'Tennis court' })).toBeInTheDocument();
    expect(screen.getByText('LIVE')).toBeInTheDocument();
    expect(screen.getByText(/^Djokovic v Alcaraz/)).toBeInTheDocument();
  });
});
