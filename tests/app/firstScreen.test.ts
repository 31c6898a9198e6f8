// The first screen's own chunk and largest image start with the entry, before the router runs.
import { describe, expect, it, vi } from 'vitest';
import { startFirstScreen } from '../../src/app/firstScreen';

function deps() {
  return { loadMarketPage: vi.fn<() => Promise<unknown>>(() => Promise.resolve({})), preloadImage: vi.fn<(href: string) => void>() };
}

describe('startFirstScreen', () => {
  it("starts a market page's chunk and preloads its sport's Game Details banner", () => {
    const d = deps();
    startFirstScreen('/fullmarket/4/101480/31099750', d);
    expect(d.loadMarketPage).toHaveBeenCalledTimes(1);
    expect(d.preloadImage).toHaveBeenCalledWith('/assets/banners/cricket.svg');
    startFirstScreen('/fullmarket/2/7/8/', d);
    expect(d.preloadImage).toHaveBeenLastCalledWith('/assets/banners/tennis.svg');
  });

  it('does nothing on other paths', () => {
    const d = deps();
    for (const path of ['/', '/inplay', '/fullmarket/4/1', '/fullmarket/4/1/2/3', '/casino/113/1/2']) startFirstScreen(path, d);
    expect(d.loadMarketPage).not.toHaveBeenCalled();
    expect(d.preloadImage).not.toHaveBeenCalled();
  });

  it('only logs a chunk that cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const d = { ...deps(), loadMarketPage: vi.fn<() => Promise<unknown>>(() => Promise.reject(new Error('offline'))) };
    startFirstScreen('/fullmarket/4/1/2', d);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  });
});
