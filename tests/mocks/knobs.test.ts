// @vitest-environment jsdom
// Knobs are read from the URL and storage, and named calls are matched by name or alias.
import { describe, expect, it } from 'vitest';
import { callNameOf } from '../../src/mocks/calls';
import { DEFAULT_KNOBS, KNOBS_STORAGE_KEY, getKnobs, initKnobs, isMalformed, parseKnobs, setKnobs, subscribeKnobs } from '../../src/mocks/knobs';

describe('knobs', () => {
  it('parses the mock.* query parameters', () => {
    expect(parseKnobs('?mock.latency=3000&mock.error=0.2&mock.malformed=odds,fancy&mock.401=1&mock.brand=aura&mock.seed=7')).toEqual({
      latency: 3000,
      errorRate: 0.2,
      malformed: ['odds', 'fancy'],
      force401: true,
      brand: 'aura',
      seed: 7,
    });
    expect(parseKnobs('?mock.401=tok1,tok2&mock.latency=abc')).toEqual({ force401: ['tok1', 'tok2'] });
    expect(parseKnobs('?mock.hold=1790000000000')).toEqual({ holdMarketsAt: 1790000000000 });
    expect(parseKnobs('?other=1')).toEqual({});
  });

  it('layers defaults, storage and the URL, and persists run-time changes', () => {
    // Stored values out of range are brought into it; wrong types are dropped.
    localStorage.setItem(KNOBS_STORAGE_KEY, JSON.stringify({ latency: 500, brand: 'square', errorRate: 7, seed: 'x' }));
    const k = initKnobs('?mock.brand=aura', localStorage, { latency: 120 });
    expect(k).toEqual({ ...DEFAULT_KNOBS, latency: 500, brand: 'aura', errorRate: 1 });
    let told = 0;
    const off = subscribeKnobs(() => told++);
    setKnobs({ errorRate: 0.5 });
    off();
    expect(getKnobs().errorRate).toBe(0.5);
    expect(told).toBe(1);
    expect(JSON.parse(localStorage.getItem(KNOBS_STORAGE_KEY)!)).toMatchObject({ errorRate: 0.5, brand: 'aura' });
  });

  it('matches calls by the client names and aliases', () => {
    const k = { ...DEFAULT_KNOBS, malformed: ['odds', 'casino', 'userDetails'] };
    expect(isMalformed(k, 'marketOdds')).toBe(true);
    expect(isMalformed(k, 'casinoRound')).toBe(true);
    expect(isMalformed(k, 'userDetails')).toBe(true);
    expect(isMalformed(k, 'fancy')).toBe(false);
    expect(isMalformed({ ...k, malformed: ['all'] }, 'fancy')).toBe(true);
  });

  it('names requests as the client does and leaves page assets alone', () => {
    expect(callNameOf('GET', 'http://localhost/v2/fetch-market-odds/4/1/2/1.2,1.3')).toBe('marketOdds');
    expect(callNameOf('GET', 'http://localhost/bet/abc')).toBe('bet');
    expect(callNameOf('GET', 'http://localhost/bet/trade/list')).toBe('liveTrades');
    expect(callNameOf('GET', 'http://localhost/sports/v1/casino/teenpatti/t20/data')).toBe('casinoRound');
    expect(callNameOf('GET', 'http://localhost/v2/get-horse-odds?gmid=1')).toBe('horseOdds');
    expect(callNameOf('GET', 'https://get.geojs.io/v1/ip/geo.js')).toBe('visitorIp');
    expect(callNameOf('GET', 'http://localhost:5173/src/api/geolocation.ts')).toBeNull();
    expect(callNameOf('GET', 'http://localhost:5173/src/mocks/handlers/bet/x.ts')).toBeNull();
    expect(callNameOf('GET', 'http://localhost:5173/assets/sports/cricket-active.svg')).toBeNull();
  });
});
