// Lobby rules: order, the layouts' coming-soon rule, the appended Ezugi entry, the picture by image key, and where a card leads.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EZUGI_ENTRY,
  casinoEventId,
  catalogueItemPath,
  comingSoonRule,
  gamePathOfDataUrl,
  genericListItems,
  liveItemPath,
  lobbyImage,
  lobbySections,
  orderLobby,
  readCatalogues,
  withEzugi,
  type LobbyGame,
  type LobbyItem,
} from '../../src/domain/casinoLobby';
import raw from '../../src/features/casino/lobby/catalogues.json';
import tabs from '../../src/features/casino/lobby/catalogueTabs.json';

const item = (name: string, over: Partial<LobbyItem> = {}): LobbyItem => ({
  id: `id-${name}`,
  casinoType: name.toLowerCase(),
  eventId: '113',
  name,
  thumbUrl: `/t/${name}.png`,
  tamannahSquareThumbUrl: `/s/${name}.png`,
  comingSoon: false,
  ...over,
});
const names = (items: readonly LobbyItem[]) => items.map((i) => i.name);

describe('orderLobby', () => {
  it('puts playable games first and coming-soon last, each part in the server order', () => {
    const list = [item('A', { comingSoon: true }), item('B'), item('C', { comingSoon: true }), item('D')];
    expect(names(orderLobby(list))).toEqual(['B', 'D', 'A', 'C']);
  });
});

describe('withEzugi', () => {
  it('appends a coming-soon Ezugi entry after everything else', () => {
    const out = withEzugi([item('X', { comingSoon: true }), item('Y')]);
    expect(names(out)).toEqual(['Y', 'X', 'Ezugi']);
    expect(out.at(-1)).toEqual(EZUGI_ENTRY);
    expect(EZUGI_ENTRY.comingSoon).toBe(true);
  });
  it('does not add a second Ezugi when the server already lists one as coming soon', () => {
    expect(names(withEzugi([item('ezugi', { comingSoon: true }), item('Y')]))).toEqual(['Y', 'ezugi']);
  });
});

describe('layouts', () => {
  const list = [item('Soon', { comingSoon: true }), item('Open1'), item('Open2')];
  it('tamannah leaves coming-soon games out, Ezugi included', () => {
    expect(comingSoonRule('tamannah')).toBe('exclude');
    expect(lobbySections(list, 'tamannah')).toEqual({ main: [list[1], list[2]], comingSoon: [] });
  });
  it('tamannahSquare shows them last in the same grid', () => {
    expect(comingSoonRule('tamannahSquare')).toBe('tagInline');
    expect(names(lobbySections(list, 'tamannahSquare').main)).toEqual(['Open1', 'Open2', 'Soon', 'Ezugi']);
  });
  it('aura shows them in a separate Coming Soon row', () => {
    expect(comingSoonRule('aura')).toBe('tagSection');
    const s = lobbySections(list, 'aura');
    expect(names(s.main)).toEqual(['Open1', 'Open2']);
    expect(names(s.comingSoon)).toEqual(['Soon', 'Ezugi']);
  });
});

describe('lobbyImage', () => {
  it("picks the picture the domain's casinoImageKey names", () => {
    expect(lobbyImage(item('A'), 'thumbUrl')).toBe('/t/A.png');
    expect(lobbyImage(item('A'), 'tamannahSquareThumbUrl')).toBe('/s/A.png');
  });
  it('falls back to the wide picture when there is no square one', () => {
    expect(lobbyImage(item('A', { tamannahSquareThumbUrl: undefined }), 'tamannahSquareThumbUrl')).toBe('/t/A.png');
    expect(lobbyImage(item('A', { tamannahSquareThumbUrl: ' ' }), 'tamannahSquareThumbUrl')).toBe('/t/A.png');
  });
});

describe('where a card leads', () => {
  const games: LobbyGame[] = [
    { eventId: '113', legueId: 'L1', matchId: 'M1', name: '20 20 TEENPATTI' },
    { eventId: '113', legueId: 'L2', matchId: 'M2', name: 'LUCKY 7-B' },
    { eventId: '113', legueId: 'L3', matchId: 'M3', name: 'DRAGON TIGER' },
  ];
  it('a game-list table found by its id opens /casino/{eventId}/{legueId}/{matchId}', () => {
    expect(liveItemPath(item('Anything', { id: 'M1' }), games)).toBe('/casino/113/L1/M1');
  });
  it('... or by its name, under the lobby the player is in', () => {
    expect(liveItemPath(item('Lucky 7-B', { id: 'x' }), games, '/new-casino')).toBe('/new-casino/113/L2/M2');
  });
  it('... or by the game path of its data URL', () => {
    const dt = item('Dragon Tiger Live', { id: 'x', dataURL: 'https://api.example/sports/v1/casino/dragontiger/t20/data' });
    expect(gamePathOfDataUrl(dt.dataURL)).toBe('dragontiger/t20');
    expect(liveItemPath(dt, games)).toBe('/casino/113/L3/M3');
  });
  it('a game-list data URL the game list does not name does not open', () => {
    expect(liveItemPath(item('T', { id: 'x', dataURL: '/sports/v1/casino/lucky/a/data' }), games)).toBeNull();
  });
  it('any other playable game opens the generic launcher', () => {
    expect(liveItemPath(item('Poker', { casinoType: 'poker20', dataURL: '/casino/data/poker20/113' }), games)).toBe('/play-casino-new/113/poker20');
  });
  it('coming-soon games do not open', () => {
    expect(liveItemPath(item('S', { id: 'M1', comingSoon: true }), games)).toBeNull();
  });
  it('a placeholder eventId (0 or blank) launches with the casino sport id', () => {
    expect(casinoEventId(0)).toBe('113');
    expect(casinoEventId('')).toBe('113');
    expect(casinoEventId('42')).toBe('42');
    expect(liveItemPath(item('G', { eventId: '0', casinoType: 'teen20' }), [])).toBe('/play-casino-new/113/teen20');
  });
  it('a catalogue entry opens the launcher only for a type it has a table for', () => {
    expect(catalogueItemPath(item('20-20 Teenpatti', { eventId: '0', casinoType: 'teen20' }))).toBe('/play-casino-new/113/teen20');
    expect(catalogueItemPath(item('Aviator', { eventId: '0', casinoType: 'spribe-aviator' }))).toBeNull();
  });
  it('the generic list keeps the playable games that open in the launcher', () => {
    const list = [item('T', { id: 'M1' }), item('G1'), item('G2', { comingSoon: true }), item('F', { dataURL: '/sports/v1/casino/lucky/a/data' }), item('G3')];
    expect(names(genericListItems(list, games))).toEqual(['G1', 'G3']);
  });
});

describe('static catalogues', () => {
  const catalogues = readCatalogues(raw);
  it('has the provider tabs in order with the specified sizes', () => {
    expect(catalogues.map((c) => [c.label, c.games.length])).toEqual([
      ['ROYAL GAMING', 58],
      ['EZUGI', 8],
      ['EVOLUTION', 11],
      ['VIVO GAMING', 8],
      ['SPRIBE', 8],
      ['TURBO', 30],
      ['SEXY', 7],
      ['SUPERNOWA', 24],
      ['SUPERSPADE', 7],
    ]);
  });
  it('Spribe lists its eight games by name', () => {
    expect(catalogues.find((c) => c.label === 'SPRIBE')?.games.map((g) => g.name)).toEqual(['Aviator', 'Dice', 'Goal', 'Hi-lo', 'Hotline', 'Keno', 'Mines', 'Plinko']);
  });
  it("the tabs' index (loaded with the lobby, the games later) names every catalogue in order, with its games' count", () => {
    expect(tabs.providers).toEqual(raw.providers.map((p) => ({ id: p.id, label: p.label, count: p.games.length })));
  });
  it('every entry carries eventId 0, a casinoType, a name and two local thumbnails', () => {
    for (const c of catalogues) {
      expect(new Set(c.games.map((g) => g.casinoType)).size).toBe(c.games.length);
      for (const g of c.games) {
        expect(g.eventId).toBe('0');
        expect(g.name.trim()).not.toBe('');
        // WebP, decoded off the main thread (an SVG <img> is a document of its own: scripts/raster-thumbnails.mjs).
        expect(g.thumbUrl).toMatch(/^\/assets\/casino\/providers\/.+\.webp$/);
        expect(g.tamannahSquareThumbUrl).toMatch(/^\/assets\/casino\/providers\/.+-square\.webp$/);
        for (const url of [g.thumbUrl, g.tamannahSquareThumbUrl]) expect({ url, exists: existsSync(`public${url}`) }).toEqual({ url, exists: true });
      }
    }
  });
});
