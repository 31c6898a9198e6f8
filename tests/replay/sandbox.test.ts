// @vitest-environment jsdom
// Replay is a sandbox (src/replay/sandbox.ts): the replayed app's storage is the tape's, in memory; the player's is never touched.
import { describe, expect, it } from 'vitest';
import { MemoryOverlay, PLACEHOLDER_TOKEN, SANDBOX_KEY, installReplaySandbox, sandboxValues } from '../../src/replay/sandbox';

const PLAYER_SESSION = JSON.stringify({ accessToken: 'players-own-token', isLoggedIn: true, userDetails: { userName: 'rahul' } });
const TAPE_SESSION = JSON.stringify({ accessToken: 'someone-elses-token', isLoggedIn: true, userDetails: { userName: 'mallory' } });

describe('replay sandbox', () => {
  it('a tape never writes the session key: its session is taken with a placeholder token, and tool keys are dropped', () => {
    const out = sandboxValues({ 'exchange.auth': TAPE_SESSION, 'exchange.stakes': '[1]', 'qa.replay': 'x', 'mock.knob': '1' });
    expect(Object.keys(out).sort()).toEqual(['exchange.auth', 'exchange.stakes']);
    expect(JSON.parse(out['exchange.auth']!).accessToken).toBe(PLACEHOLDER_TOKEN);
    expect(out['exchange.auth']).not.toContain('someone-elses-token');
  });

  it('the overlay keeps app keys in memory and passes the tools’ keys through', () => {
    const real = window.localStorage;
    real.clear();
    real.setItem('exchange.auth', PLAYER_SESSION);
    const overlay = new MemoryOverlay(real, { 'exchange.auth': TAPE_SESSION });
    overlay.setItem('exchange.theme', 'dark');
    overlay.removeItem('exchange.auth');
    overlay.clear();
    overlay.setItem('qa.replay', 'kept');
    expect(real.getItem('exchange.auth')).toBe(PLAYER_SESSION);
    expect(real.getItem('exchange.theme')).toBeNull();
    expect(real.getItem('qa.replay')).toBe('kept');
    real.clear();
  });

  it('installed while a tab replays: the app reads the tape’s storage, the player’s stays as it was, no other tab hears of it', () => {
    const realLocal = window.localStorage;
    const realSession = window.sessionStorage;
    const realChannel = globalThis.BroadcastChannel;
    realLocal.clear();
    realLocal.setItem('exchange.auth', PLAYER_SESSION);
    realLocal.setItem('exchange.visited', '["m1"]');
    realSession.setItem('qa.replay', JSON.stringify({ src: '/t.ndjson' }));
    realSession.setItem(SANDBOX_KEY, JSON.stringify({ local: { 'exchange.auth': TAPE_SESSION }, session: {} }));
    expect(installReplaySandbox(window)).toBe(true);
    expect(localStorage).not.toBe(realLocal);
    expect(JSON.parse(localStorage.getItem('exchange.auth')!).userDetails.userName).toBe('mallory');
    expect(localStorage.getItem('exchange.visited')).toBeNull();
    localStorage.removeItem('exchange.auth');
    localStorage.setItem('exchange.visited', '["m2"]');
    sessionStorage.setItem('exchange.pendingBets', '[]');
    expect(realLocal.getItem('exchange.auth')).toBe(PLAYER_SESSION);
    expect(realLocal.getItem('exchange.visited')).toBe('["m1"]');
    expect(realSession.getItem('exchange.pendingBets')).toBeNull();
    // A replayed expiry is not announced to the player's live tabs: the channel reaches no one.
    expect(BroadcastChannel).not.toBe(realChannel);
    const channel = new BroadcastChannel('exchange.session');
    expect(() => channel.postMessage({ kind: 'expired' })).not.toThrow();
  });
});
