// The lobby against the simulated exchange: its live list per layout, where each card leads, the provider tabs, the generic list and /play-video.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { firstValueFrom } from 'rxjs';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { DomainConfig, Layout } from '../../../src/api/contract';
import { DomainConfigContext } from '../../../src/features/shared/domainConfig';
import { GenericCasinoList } from '../../../src/features/casino/list/GenericCasinoList';
import { PlayVideoPage } from '../../../src/features/casino/list/PlayVideoPage';
import { VideoTablesPage } from '../../../src/features/casino/list/VideoTablesPage';
import { LobbyPage } from '../../../src/features/casino/lobby/LobbyPage';
import { createTestServer } from '../../../src/mocks/node';
import { casinoApi } from '../../../streams/casino/api';
import { testDomain } from '../../records';

const { server } = createTestServer({ seed: 3 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => cleanup());
afterAll(() => server.close());

const config = (layout: Layout, casinoImageKey: DomainConfig['casinoImageKey'] = 'thumbUrl'): DomainConfig =>
  testDomain({ title: 'Test', primaryColor: '#123456', secondaryColor: '#654321', backgroundColor: '#eeeeee', layout, casinoImageKey });

function Where(): React.JSX.Element {
  const { pathname, state } = useLocation();
  return <p data-testid="where">{`${pathname} ${JSON.stringify(state ?? null)}`}</p>;
}

function renderAt(path: string, domain: DomainConfig = config('tamannah')) {
  return render(
    <DomainConfigContext.Provider value={domain}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/casino" element={<LobbyPage />} />
          <Route path="/new-casino" element={<LobbyPage />} />
          <Route path="/casino-new" element={<GenericCasinoList />} />
          <Route path="/video-tables" element={<VideoTablesPage />} />
          <Route path="/play-video" element={<PlayVideoPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </DomainConfigContext.Provider>,
  );
}

const grid = () => screen.findByRole('list', { name: 'Casino games' });

describe('the lobby on the simulated exchange', () => {
  it('tamannah: the playable games, each leading to its table; coming-soon games and Ezugi left out', async () => {
    const [list, games] = await Promise.all([firstValueFrom(casinoApi.casinoList()), firstValueFrom(casinoApi.casinoGames())]);
    renderAt('/casino');
    const cards = within(await grid()).getAllByRole('link');
    const playable = list.filter((i) => !i.comingSoon);
    expect(cards.map((c) => c.textContent)).toEqual(playable.map((i) => i.name));
    expect(screen.queryByText('Coming Soon')).toBeNull();
    expect(screen.queryByText('Ezugi')).toBeNull();
    // Every game of the game list opens /casino/{eventId}/{legueId}/{matchId}; the others the generic launcher.
    for (const g of games) {
      expect(within(screen.getByRole('list', { name: 'Casino games' })).getByRole('link', { name: g.name })).toHaveAttribute('href', `/casino/${g.eventId}/${g.legueId}/${g.matchId}`);
    }
    const generic = cards.filter((c) => !games.some((g) => g.name === c.textContent));
    expect(generic.length).toBeGreaterThan(0);
    for (const c of generic) expect(c.getAttribute('href')).toMatch(/^\/play-casino-new\/[^/]+\/[^/]+$/);
  });

  it('tamannahSquare: square pictures, coming-soon games last with a tag and no link, Ezugi appended', async () => {
    const list = await firstValueFrom(casinoApi.casinoList());
    renderAt('/new-casino', config('tamannahSquare', 'tamannahSquareThumbUrl'));
    const items = within(await grid()).getAllByRole('listitem');
    const soon = list.filter((i) => i.comingSoon);
    expect(items).toHaveLength(list.length + 1);
    const tail = items.slice(-(soon.length + 1));
    expect(tail.map((li) => li.querySelector('.name')?.textContent)).toEqual([...soon.map((i) => i.name), 'Ezugi']);
    for (const li of tail) {
      expect(within(li).getByText('Coming Soon')).toBeInTheDocument();
      expect(within(li).queryByRole('link')).toBeNull();
    }
    const first = list.find((i) => !i.comingSoon)!;
    expect(items[0]!.querySelector('img')).toHaveAttribute('src', first.tamannahSquareThumbUrl);
    // Game-list tables open under the lobby the player is in.
    const games = await firstValueFrom(casinoApi.casinoGames());
    const g = games[0]!;
    expect(within(items[0]!.parentElement!).getByRole('link', { name: g.name })).toHaveAttribute('href', `/new-casino/${g.eventId}/${g.legueId}/${g.matchId}`);
  });

  it('aura: coming-soon games in their own Coming Soon row', async () => {
    const list = await firstValueFrom(casinoApi.casinoList());
    renderAt('/casino', config('aura'));
    await grid();
    const row = screen.getByRole('region', { name: 'Coming Soon' });
    expect(within(row).getAllByRole('listitem').map((li) => li.querySelector('.name')?.textContent)).toEqual([...list.filter((i) => i.comingSoon).map((i) => i.name), 'Ezugi']);
    expect(within(screen.getByRole('list', { name: 'Casino games' })).queryByText('Coming Soon')).toBeNull();
  });

  it('a card opens its table', async () => {
    const games = await firstValueFrom(casinoApi.casinoGames());
    renderAt('/casino');
    const g = games[0]!;
    await userEvent.click(within(await grid()).getByRole('link', { name: g.name }));
    expect(screen.getByTestId('where')).toHaveTextContent(`/casino/${g.eventId}/${g.legueId}/${g.matchId}`);
  });

  it('provider tabs show their static catalogues; a table the launcher knows opens it, the rest are Coming Soon', async () => {
    const user = userEvent.setup();
    renderAt('/casino');
    const tabs = screen.getByRole('tablist', { name: 'Casino providers' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'UNIVERSAL',
      'ROYAL GAMING58',
      'EZUGI8',
      'EVOLUTION11',
      'VIVO GAMING8',
      'SPRIBE8',
      'TURBO30',
      'SEXY7',
      'SUPERNOWA24',
      'SUPERSPADE7',
    ]);
    expect(within(tabs).getByRole('tab', { name: 'UNIVERSAL' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(tabs).getByRole('tab', { name: /SPRIBE/ }));
    // The catalogues' games load with the first provider tab opened.
    const spribe = await screen.findByRole('list', { name: 'SPRIBE games' });
    expect(within(spribe).getAllByRole('listitem').map((li) => li.querySelector('.name')?.textContent)).toEqual(['Aviator', 'Dice', 'Goal', 'Hi-lo', 'Hotline', 'Keno', 'Mines', 'Plinko']);
    expect(within(spribe).queryAllByRole('link')).toHaveLength(0);

    // The arrow keys move between providers, as in any tab strip.
    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: /TURBO/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: /TURBO/ })).toHaveFocus();
    expect(within(screen.getByRole('list', { name: 'TURBO games' })).getAllByRole('listitem')).toHaveLength(30);

    await user.click(within(tabs).getByRole('tab', { name: /ROYAL GAMING/ }));
    const royal = screen.getByRole('list', { name: 'ROYAL GAMING games' });
    expect(within(royal).getAllByRole('listitem')).toHaveLength(58);
    expect(within(royal).getByRole('link', { name: '20-20 Teenpatti' })).toHaveAttribute('href', '/play-casino-new/113/teen20');
  });

  it('/casino-new lists the generic tables by name; a name opens the launcher', async () => {
    const games = await firstValueFrom(casinoApi.casinoGames());
    renderAt('/casino-new');
    const list = await screen.findByRole('list', { name: 'Casino tables' });
    const links = within(list).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) {
      expect(games.some((g) => g.name === l.textContent)).toBe(false);
      expect(l.getAttribute('href')).toMatch(/^\/play-casino-new\/[^/]+\/[^/]+$/);
    }
    const href = links[0]!.getAttribute('href')!;
    await userEvent.click(links[0]!);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(href));
  });

  it('the video tables hand the video URL to /play-video, which plays it', async () => {
    renderAt('/video-tables');
    expect(within(screen.getByRole('list', { name: 'Video tables' })).getAllByRole('link').map((l) => l.textContent)).toEqual(['20-20 Dragon Tiger 2', '20-20 Poker']);
    await userEvent.click(screen.getByRole('link', { name: '20-20 Poker' }));
    expect(screen.getByRole('heading', { name: '20-20 Poker' })).toBeInTheDocument();
    expect(screen.getByTitle('20-20 Poker').getAttribute('src')).toMatch(/poker20/);
  });

  it('a failing /casino/list keeps the last good list on screen', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/casino');
    const before = within(await grid()).getAllByRole('listitem').map((li) => li.textContent);
    cleanup();
    let failed = 0;
    server.use(
      http.get('*/casino/list', () => {
        failed += 1;
        return new HttpResponse('<html>Bad Gateway</html>', { status: 502 });
      }),
    );
    renderAt('/casino');
    await waitFor(() => expect(failed).toBeGreaterThan(0));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(within(await grid()).getAllByRole('listitem').map((li) => li.textContent)).toEqual(before);
    expect(screen.queryByRole('alert')).toBeNull();
    server.resetHandlers();
  });

  it('/play-video without a video says so and offers a way back', () => {
    renderAt('/play-video');
    expect(screen.getByRole('heading', { name: 'No video to play' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the video tables' })).toHaveAttribute('href', '/video-tables');
  });
});
