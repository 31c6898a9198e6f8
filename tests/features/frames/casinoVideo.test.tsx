// The /casino-video frame: the table named by id (or event_id with sport_id) shown from the configured player page.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RoutedCasinoVideoFrame as CasinoVideoFrame } from '../../../src/features/frames/routed';
import { DEFAULT_CASINO_VIDEO_URL, casinoVideoUrl } from '../../../src/features/frames/casinoVideo';

afterEach(cleanup);

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/casino-video" element={<CasinoVideoFrame />} />
      </Routes>
    </MemoryRouter>,
  );

describe('casino video frame', () => {
  it('puts the table id into the player URL template, encoded, wherever {id} stands', () => {
    expect(casinoVideoUrl('teen 20', 'https://player.example/live?table={id}&v={id}')).toBe('https://player.example/live?table=teen%2020&v=teen%2020');
    expect(casinoVideoUrl('42', DEFAULT_CASINO_VIDEO_URL)).toBe('/mock-feeds/casino-video.html?id=42');
  });

  it('shows the live video of the table named by id, or by event_id with sport_id', () => {
    at('/casino-video?id=3030');
    expect(screen.getByTitle('Live video of table 3030')).toHaveAttribute('src', '/mock-feeds/casino-video.html?id=3030');
    cleanup();
    at('/casino-video?event_id=77&sport_id=113');
    expect(screen.getByTitle('Live video of table 77')).toBeInTheDocument();
  });

  it('says so when no table is named', () => {
    at('/casino-video');
    expect(screen.getByText('No table selected.')).toBeInTheDocument();
    expect(screen.queryByTitle(/Live video/)).toBeNull();
  });
});
