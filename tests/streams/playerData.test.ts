// A shared browser keeps players apart (streams/playerData.ts): logout forgets the player's stakes, followed markets,
// visited and current match, the cached IP answer, and the early script's calls with the token in their headers.
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { EARLY_CALLS_GLOBAL } from '../../src/api/earlyAnswers';
import { CURRENT_MATCH_KEY, CURRENT_MATCH_URL_KEY } from '../../streams/currentMatch';
import { MULTI_MARKET_KEY } from '../../streams/multiMarket';
import { PLAYER_LOCAL_KEYS, PLAYER_SESSION_KEYS, forgetPlayer } from '../../streams/playerData';
import { SESSION_STORAGE_KEY, createSession } from '../../streams/session';
import { STAKES_STORAGE_KEY } from '../../streams/stakes';
import { IP_CACHE_KEY } from '../../streams/visitorIp';
import { memoryStorage } from './storage';

const USER = { _id: 'u1', userName: 'rahul', name: 'Rahul', currency: 'INR', role: { name: 'User' }, rolePermissions: [], openingBalance: 1, exposureLimit: 1, mobile: '1' };

describe('what a player leaves in the browser', () => {
  it("names each stream's own key", () => {
    expect([...PLAYER_LOCAL_KEYS].sort()).toEqual([STAKES_STORAGE_KEY, MULTI_MARKET_KEY, CURRENT_MATCH_URL_KEY, IP_CACHE_KEY].sort());
    expect([...PLAYER_SESSION_KEYS]).toEqual([CURRENT_MATCH_KEY]);
  });

  it('is forgotten at logout, with the token: in storage, in the session and in the early calls', () => {
    const local = memoryStorage({
      [STAKES_STORAGE_KEY]: '[{"id":1,"stakeValue":777}]',
      [MULTI_MARKET_KEY]: '[{"marketId":"1.2"}]',
      [CURRENT_MATCH_URL_KEY]: '[{"eventId":"4"}]',
      [IP_CACHE_KEY]: '{"data":{"query":"203.0.113.7"},"expiry":9}',
      'exchange.theme': 'dark',
    });
    const session = memoryStorage({ [CURRENT_MATCH_KEY]: '{"eventId":"4"}' });
    const win: Record<string, unknown> = { [EARLY_CALLS_GLOBAL]: [{ url: '/banners', headers: { 'User-Token': 'tok-1', Authorization: 'Bearer tok-1' } }] };
    const s = createSession(local, { forgetPlayer: () => forgetPlayer({ local, session, win }) });
    s.login('tok-1', USER);
    expect(local.data.has(SESSION_STORAGE_KEY)).toBe(true);

    s.logout({ navigate: () => {}, reload: () => {}, scheduler: new VirtualTimeScheduler() });

    expect([...local.data.keys()]).toEqual(['exchange.theme']);
    expect([...session.data.keys()]).toEqual([]);
    expect(s.current().accessToken).toBe('');
    expect(EARLY_CALLS_GLOBAL in win).toBe(false);
  });

  it('an expiry keeps them: the same player may log in again', () => {
    const local = memoryStorage({ [STAKES_STORAGE_KEY]: '[]' });
    let forgot = 0;
    const s = createSession(local, { forgetPlayer: () => (forgot += 1) });
    s.login('tok-1', USER);
    s.reportUnauthorized('odds');
    expect(forgot).toBe(0);
  });
});
