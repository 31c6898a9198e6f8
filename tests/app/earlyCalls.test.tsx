// The early script's calls (src/app/earlyCalls.ts): started before the app runs, exactly the
// requests the API client would make (else the app could not take their answers), and none at all
// where the app serves or records its exchanges itself.
import { describe, expect, it, vi } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { createApiClient } from '../../src/api/client';
import { EARLY_CALLS_GLOBAL as APP_GLOBAL, skeletonBannerPainted } from '../../src/api/earlyAnswers';
import { createEndpoints } from '../../src/api/endpoints';
import type { HttpRequest } from '../../src/api/transport';
import { APP_META, APP_PRELOADS_META, FRAME_META, frameFiles, isFramePage, EARLY_CALLS_GLOBAL, sendsVisitorHome, INLINE_LOGIN_MIN_WIDTH, SKELETON_BANNER_GLOBAL, cssString, gameBannerOf, gameTimeText, markSkeleton, preloadFirstScreen, showBannerInSkeleton, startEarlyCalls, type EarlyEnv } from '../../src/app/earlyCalls';
import { earlyCallsPlugin, inlineScript, insertEarlyInHead, lazyFiles, scriptHash } from '../../src/app/earlyCallsPlugin';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { ShellSkeleton } from '../../src/app/ShellSkeleton';
import { bannerOf, hasLiveScore } from '../../src/features/market/sport';
import { hasMatchList } from '../../streams/matches';
import { BREAKPOINT, SPORT } from '../../src/domain/constants';
import { DEFAULT_IP_LOOKUP_URL } from '../../src/api/ipLookup';
import { IP_CACHE_KEY } from '../../streams/visitorIp';
import { format, isValid, parseISO } from 'date-fns';
import { frameAt } from '../../src/features/frames/paths';
import accountRoutes from '../../src/features/account/routes';
import { appRoutes } from '../../src/app/routes';
import { matchRoutes } from 'react-router-dom';
import type { Rollup } from 'vite';
import { SESSION_STORAGE_KEY } from '../../streams/session';
import { fakeTransport } from '../api/fakeTransport';
import { domainConfig, player } from './fixtures';

const API = 'https://api.example.test/';
const HOST = 'www.brand.test:8443';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function env(over: Partial<EarlyEnv> = {}, answers: Record<string, Response> = {}) {
  const fetch = vi.fn<(url: string | URL | Request) => Promise<Response>>(async (url) => {
    const path = new URL(String(url)).pathname;
    return answers[path] ?? json(404, { status: false, message: 'not here' });
  });
  const preloadImage = vi.fn<EarlyEnv['preloadImage']>();
  const showBanner = vi.fn<EarlyEnv['showBanner']>(() => Promise.resolve());
  const e: EarlyEnv = {
    apiBase: API,
    location: { host: HOST, pathname: '/', search: '' },
    localStorage: null,
    sessionStorage: null,
    embedded: false,
    fetch: fetch as unknown as typeof globalThis.fetch,
    now: () => 1000,
    preloadImage,
    showBanner,
    firstScreens: null,
    preloadFile: vi.fn<EarlyEnv['preloadFile']>(),
    transportFiles: null,
    playerShellFiles: null,
    afterPaint: (run) => run(),
    wait: () => undefined,
    skeletonBanner: () => undefined,
    inlineLogin: false,
    ipLookupUrl: undefined,
    clock: () => Date.parse('2026-11-26T06:00:00Z'),
    startApp: vi.fn<EarlyEnv['startApp']>(),
    ...over,
  };
  return { env: e, fetch, preloadImage, showBanner };
}

const storageWith = (value: unknown): Pick<Storage, 'getItem'> => ({
  getItem: (k) => (k === SESSION_STORAGE_KEY ? JSON.stringify(value) : null),
});

const settle = () => new Promise((r) => setTimeout(r, 0));

/**
 * What the app's API client sends for the same calls (url and headers), through a recording transport:
 * the domain _id is known once the configuration has answered (streams/domainConfig.ts), as in the app.
 */
async function clientRequests(token: string | null): Promise<HttpRequest[]> {
  let domainId: string | null = null;
  const server = fakeTransport((req) =>
    req.url.includes('/domain/host/')
      ? { status: 200, body: { data: domainConfig } }
      : req.url.includes('/v2/')
        ? { status: 200, body: { data: [] } }
        : { status: 200, body: { data: [{ banner: '/b1.svg' }] } },
  );
  const api = createEndpoints(
    createApiClient({
      transport: server.transport,
      baseUrl: API,
      auth: () => ({ token, domainId }),
      host: () => HOST,
      onUnauthorized: () => {},
    }),
  );
  await firstValueFrom(api.events());
  domainId = (await firstValueFrom(api.domainByHost(HOST)))._id;
  await firstValueFrom(api.banners(domainConfig._id));
  await firstValueFrom(api.matchesBySport('4'));
  return server.requests;
}

describe('startEarlyCalls', () => {
  const sports = (first: unknown) => [{ eventTypeId: first, name: 'First' }, { eventTypeId: '1', name: 'Soccer' }];
  const homeAnswers = () => ({
    [`/domain/host/${HOST}`]: json(200, { data: domainConfig }),
    [`/domain/banner/get/${domainConfig._id}`]: json(200, { data: [{ banner: '/b1.svg' }, { banner: '/b2.svg' }] }),
    '/v2/get-events': json(200, { data: sports('4') }),
    '/v2/get-matches-by-eventid/4': json(200, { data: [] }),
  });
  const paths = (calls: { url: string }[]) => calls.map((c) => new URL(c.url).pathname).sort();

  it("a visitor on the home page: the configuration and the sports, then the banners with the domain's _id and the first banner image, and the first sport's list", async () => {
    const { env: e, fetch, preloadImage, showBanner } = env({}, homeAnswers());
    const calls = startEarlyCalls(e);
    expect(calls.map((c) => c.url)).toEqual([`https://api.example.test/domain/host/${HOST}`, 'https://api.example.test/v2/get-events']);
    await settle();
    await settle();
    expect(paths(calls)).toEqual([`/domain/banner/get/${domainConfig._id}`, `/domain/host/${HOST}`, '/v2/get-events', '/v2/get-matches-by-eventid/4']);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(preloadImage).toHaveBeenCalledExactlyOnceWith('/b1.svg');
    expect(showBanner).toHaveBeenCalledExactlyOnceWith('/b1.svg');
    await expect(calls[0]!.answer).resolves.toMatchObject({ status: 200 });
  });

  it('sends exactly the requests the API client builds, for a visitor and for a logged-in player', async () => {
    const byUrl = (rs: { method: string; url: string; headers: Record<string, string> }[]) =>
      rs.map(({ method, url, headers }) => ({ method, url, headers })).sort((a, b) => a.url.localeCompare(b.url));
    const visitor = startEarlyCalls(env({}, homeAnswers()).env);
    await settle();
    await settle();
    expect(byUrl(visitor)).toEqual(byUrl(await clientRequests(null)));

    const stored = { accessToken: 'tok-1', isLoggedIn: true, userDetails: player };
    const loggedIn = startEarlyCalls(env({ localStorage: storageWith(stored) }, homeAnswers()).env);
    await settle();
    await settle();
    await settle();
    // The sports are anonymous (d: host), the configuration goes before its _id is known (d: host),
    // the banners and the list after (d: _id).
    const client = await clientRequests('tok-1');
    expect(client.map((r) => r.headers.d)).toEqual([HOST, HOST, domainConfig._id, domainConfig._id]);
    expect(byUrl(loggedIn)).toEqual(byUrl(client));
  });

  it('a page in a frame never sends the stored token', () => {
    const stored = { accessToken: 'tok-1', isLoggedIn: true, userDetails: player };
    const [config] = startEarlyCalls(env({ embedded: true, localStorage: storageWith(stored) }).env);
    expect(config!.headers).toEqual({ d: HOST });
  });

  it('other pages: only the configuration', async () => {
    const { env: e, preloadImage, showBanner } = env({ location: { host: HOST, pathname: '/fullmarket/4/1/2', search: '' } }, homeAnswers());
    const calls = startEarlyCalls(e);
    await settle();
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual([`/domain/host/${HOST}`]);
    expect(preloadImage).not.toHaveBeenCalled();
    expect(showBanner).not.toHaveBeenCalled();
  });

  it('no banners when the configuration fails or has no _id, no image when the list is empty or not a URL', async () => {
    for (const answers of [
      { [`/domain/host/${HOST}`]: json(500, 'down') },
      { [`/domain/host/${HOST}`]: json(200, { data: {} }) },
      { ...homeAnswers(), [`/domain/banner/get/${domainConfig._id}`]: json(200, { data: [] }) },
      { ...homeAnswers(), [`/domain/banner/get/${domainConfig._id}`]: json(200, { data: [{ banner: 'javascript:alert(1)' }] }) },
    ]) {
      const { env: e, preloadImage, showBanner } = env({}, answers);
      startEarlyCalls(e);
      await settle();
      await settle();
      expect(preloadImage).not.toHaveBeenCalled();
      expect(showBanner).not.toHaveBeenCalled();
    }
  });

  it("no list when the first sport has none (casino, horse racing), the sports fail, or a player's configuration has no _id", async () => {
    for (const answers of [
      { ...homeAnswers(), '/v2/get-events': json(200, { data: sports('113') }) },
      { ...homeAnswers(), '/v2/get-events': json(200, { data: sports('10') }) },
      { ...homeAnswers(), '/v2/get-events': json(200, { data: [] }) },
      { ...homeAnswers(), '/v2/get-events': json(503, 'down') },
    ]) {
      const calls = startEarlyCalls(env({}, answers).env);
      await settle();
      await settle();
      expect(paths(calls)).not.toContain('/v2/get-matches-by-eventid/4');
      expect(calls.some((c) => c.url.includes('get-matches'))).toBe(false);
    }
    const stored = { accessToken: 'tok-1', isLoggedIn: true, userDetails: player };
    const calls = startEarlyCalls(env({ localStorage: storageWith(stored) }, { ...homeAnswers(), [`/domain/host/${HOST}`]: json(200, { data: {} }) }).env);
    await settle();
    await settle();
    expect(paths(calls)).toEqual([`/domain/host/${HOST}`, '/v2/get-events']);
  });

  it('a sport id sent as a JSON number names the same list (the contract accepts numbers for ids)', async () => {
    const calls = startEarlyCalls(env({}, { ...homeAnswers(), '/v2/get-events': json(200, { data: sports(4) }) }).env);
    await settle();
    await settle();
    expect(paths(calls)).toContain('/v2/get-matches-by-eventid/4');
  });

  it('the list is planned with the sports (the app waits for it) but leaves once the banner has painted, or after BANNER_FIRST_MS', async () => {
    let shown: () => void = () => undefined;
    const showBanner = vi.fn<EarlyEnv['showBanner']>(() => new Promise<void>((resolve) => (shown = resolve)));
    const painted: (() => void)[] = [];
    const afterPaint = vi.fn<EarlyEnv['afterPaint']>((run) => void painted.push(run));
    const { env: e, fetch } = env({ showBanner, afterPaint }, homeAnswers());
    const calls = startEarlyCalls(e);
    await settle();
    await settle();
    const sent = () => fetch.mock.calls.map(([u]) => new URL(String(u)).pathname);
    expect(showBanner).toHaveBeenCalledExactlyOnceWith('/b1.svg');
    expect(paths(calls)).toContain('/v2/get-matches-by-eventid/4');
    expect(sent()).not.toContain('/v2/get-matches-by-eventid/4');
    shown();
    await settle();
    expect(sent()).not.toContain('/v2/get-matches-by-eventid/4');
    painted.at(-1)!();
    await settle();
    expect(sent()).toContain('/v2/get-matches-by-eventid/4');
    await expect(calls.find((c) => c.url.endsWith('/v2/get-matches-by-eventid/4'))!.answer).resolves.toMatchObject({ status: 200 });

    // A banner that never paints holds the list BANNER_FIRST_MS at most.
    const waits: [number, () => void][] = [];
    const stuck = env({ showBanner: () => new Promise<void>(() => undefined), afterPaint: () => undefined, wait: (ms, run) => void waits.push([ms, run]) }, homeAnswers());
    startEarlyCalls(stuck.env);
    await settle();
    await settle();
    expect(stuck.fetch.mock.calls.map(([u]) => new URL(String(u)).pathname)).not.toContain('/v2/get-matches-by-eventid/4');
    expect(waits.map(([ms]) => ms)).toEqual([1500]);
    waits[0]![1]();
    await settle();
    expect(stuck.fetch.mock.calls.map(([u]) => new URL(String(u)).pathname)).toContain('/v2/get-matches-by-eventid/4');
  });

  it("starts the app at once, except on a visitor's home page: there once the skeleton's banner has painted, or after BANNER_FIRST_MS", async () => {
    const startedAt = (over: Partial<EarlyEnv>) => {
      const startApp = vi.fn<EarlyEnv['startApp']>();
      startEarlyCalls(env({ ...over, startApp }, homeAnswers()).env);
      return startApp;
    };
    const stored = { accessToken: 'tok-1', isLoggedIn: true, userDetails: player };
    expect(startedAt({ location: { host: HOST, pathname: '/fullmarket/4/1/2', search: '' } })).toHaveBeenCalledOnce();
    expect(startedAt({ localStorage: storageWith(stored) })).toHaveBeenCalledOnce();
    expect(startedAt({ apiBase: '' })).toHaveBeenCalledOnce();
    expect(startedAt({ location: { host: HOST, pathname: '/', search: '?replay=1' } })).toHaveBeenCalledOnce();

    let shown: () => void = () => undefined;
    const painted: (() => void)[] = [];
    const home = startedAt({ showBanner: () => new Promise<void>((resolve) => (shown = resolve)), afterPaint: (run) => void painted.push(run) });
    await settle();
    await settle();
    expect(home).not.toHaveBeenCalled();
    shown();
    await settle();
    expect(home).not.toHaveBeenCalled();
    painted.at(-1)!();
    await settle();
    expect(home).toHaveBeenCalledOnce();

    // A banner that never paints holds the app BANNER_FIRST_MS at most; no banner at all, not at all.
    const waits: [number, () => void][] = [];
    const stuck = startedAt({ showBanner: () => new Promise<void>(() => undefined), afterPaint: () => undefined, wait: (ms, run) => void waits.push([ms, run]) });
    await settle();
    expect(stuck).not.toHaveBeenCalled();
    waits[0]![1]();
    await settle();
    expect(stuck).toHaveBeenCalledOnce();
    const startApp = vi.fn<EarlyEnv['startApp']>();
    startEarlyCalls(env({ startApp }, { ...homeAnswers(), [`/domain/banner/get/${domainConfig._id}`]: json(200, { data: [] }) }).env);
    await settle();
    await settle();
    expect(startApp).toHaveBeenCalledOnce();
  });

  it('preloads only once the page has painted', () => {
    const painted: (() => void)[] = [];
    const preloadFile = vi.fn<EarlyEnv['preloadFile']>();
    const stored = { accessToken: 'tok-1', isLoggedIn: true, userDetails: player };
    startEarlyCalls(env({ localStorage: storageWith(stored), transportFiles: JSON.stringify(['/assets/axiosTransport-a.js']), preloadFile, afterPaint: (run) => void painted.push(run) }).env);
    expect(preloadFile).not.toHaveBeenCalled();
    painted.forEach((run) => run());
    expect(preloadFile).toHaveBeenCalledExactlyOnceWith('/assets/axiosTransport-a.js', 'js');
  });

  it("a desktop visitor's inline login form: the IP lookup is planned as the app sends it, unless a fresh one is cached", async () => {
    const server = fakeTransport(() => ({ status: 200, body: 'geoip({"ip":"1.2.3.4"})' }));
    const appApi = createEndpoints(createApiClient({ transport: server.transport, baseUrl: API, auth: () => ({ token: null, domainId: null }), host: () => HOST, onUnauthorized: () => {} }));
    await firstValueFrom(appApi.visitorIp());
    const [app] = server.requests;
    const lookups = (over: Partial<EarlyEnv>) =>
      startEarlyCalls(env({ inlineLogin: true, ...over }, homeAnswers()).env)
        .filter((c) => !c.url.startsWith(API))
        .map(({ method, url, headers }) => ({ method, url, headers }));
    expect(lookups({})).toEqual([{ method: app!.method, url: app!.url, headers: app!.headers }]);
    expect(app!.url).toBe(DEFAULT_IP_LOOKUP_URL);
    expect(lookups({ ipLookupUrl: 'https://ip.example.test/json' }).map((c) => c.url)).toEqual(['https://ip.example.test/json']);

    const now = Date.parse('2026-11-26T06:00:00Z');
    const cache = (expiry: number): Pick<Storage, 'getItem'> => ({ getItem: (k) => (k === IP_CACHE_KEY ? JSON.stringify({ data: { query: '1.2.3.4' }, expiry }) : null) });
    expect(lookups({ localStorage: cache(now + 60_000) })).toEqual([]);
    expect(lookups({ localStorage: cache(now - 1) })).toHaveLength(1);
    expect(lookups({ inlineLogin: false })).toEqual([]);
    const stored = { accessToken: 'tok-1', isLoggedIn: true, userDetails: player };
    expect(lookups({ localStorage: storageWith(stored) })).toEqual([]);
    expect(INLINE_LOGIN_MIN_WIDTH).toBe(BREAKPOINT.inlineLogin);
  });

  it("hands the app a promise that settles once a visitor's skeleton banner has painted (the app's first render waits for it)", async () => {
    let shown: () => void = () => undefined;
    const painted: (() => void)[] = [];
    const handed: Promise<void>[] = [];
    startEarlyCalls(
      env(
        { showBanner: () => new Promise<void>((resolve) => (shown = resolve)), afterPaint: (run) => void painted.push(run), skeletonBanner: (p) => void handed.push(p) },
        homeAnswers(),
      ).env,
    );
    expect(handed).toHaveLength(1);
    let settled = false;
    void handed[0]!.then(() => (settled = true));
    await settle();
    await settle();
    shown();
    await settle();
    expect(settled).toBe(false);
    painted.at(-1)!();
    await settle();
    expect(settled).toBe(true);

    // No banner to show (the list is empty): settles at once. A logged-in player's skeleton has no banner: nothing handed.
    const none: Promise<void>[] = [];
    startEarlyCalls(env({ skeletonBanner: (p) => void none.push(p) }, { ...homeAnswers(), [`/domain/banner/get/${domainConfig._id}`]: json(200, { data: [] }) }).env);
    await expect(none[0]).resolves.toBeUndefined();
    const stored = { accessToken: 'tok-1', isLoggedIn: true, userDetails: player };
    const loggedIn: Promise<void>[] = [];
    startEarlyCalls(env({ localStorage: storageWith(stored), skeletonBanner: (p) => void loggedIn.push(p) }, homeAnswers()).env);
    expect(loggedIn).toEqual([]);
  });

  it('the app reads that promise from the global the early script leaves it in, and goes on at once without it', async () => {
    const w = window as unknown as Record<string, unknown>;
    delete w[SKELETON_BANNER_GLOBAL];
    await expect(skeletonBannerPainted()).resolves.toBeUndefined();
    let paint: () => void = () => undefined;
    w[SKELETON_BANNER_GLOBAL] = new Promise<void>((resolve) => (paint = resolve));
    let done = false;
    void skeletonBannerPainted().then(() => (done = true));
    await settle();
    expect(done).toBe(false);
    paint();
    await settle();
    expect(done).toBe(true);
    w[SKELETON_BANNER_GLOBAL] = Promise.reject(new Error('odd'));
    await expect(skeletonBannerPainted()).resolves.toBeUndefined();
    delete w[SKELETON_BANNER_GLOBAL];
  });

  it("copies the app's rule of which sports have a match list", async () => {
    for (const id of [...Object.values(SPORT), '7', '99']) {
      const calls = startEarlyCalls(env({}, { ...homeAnswers(), '/v2/get-events': json(200, { data: sports(id) }) }).env);
      await settle();
      await settle();
      expect(paths(calls).includes(`/v2/get-matches-by-eventid/${id}`)).toBe(hasMatchList({ eventTypeId: id }));
    }
  });

  it('a network failure of an early call reports nothing unhandled (the app asks again)', async () => {
    const e = env().env;
    e.fetch = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    const [config] = startEarlyCalls(e);
    await expect(config!.answer).rejects.toThrow('Failed to fetch');
  });

  it('none for the simulated exchange (not running yet) or while QA records or replays', () => {
    expect(startEarlyCalls(env({ apiBase: '' }).env)).toEqual([]);
    for (const search of ['?replay=1', '?record=1', '?x=1&qa=1']) {
      expect(startEarlyCalls(env({ location: { host: HOST, pathname: '/', search } }).env)).toEqual([]);
    }
    const replaying: Pick<Storage, 'getItem'> = { getItem: (k) => (k === 'qa.replay' ? '1' : null) };
    expect(startEarlyCalls(env({ sessionStorage: replaying }).env)).toEqual([]);
  });

  it('leaves its calls where the app looks for them', () => {
    expect(EARLY_CALLS_GLOBAL).toBe(APP_GLOBAL);
  });
});

describe('preloadFirstScreen', () => {
  const meta = JSON.stringify({ '/fullmarket/': { js: ['/assets/MarketPage-a.js', '/assets/format-b.js'], css: ['/assets/MarketPage-c.css'] } });

  it("a page that opens on a market page preloads that screen's chunks and CSS, even for the simulated exchange", () => {
    const preloadFile = vi.fn<EarlyEnv['preloadFile']>();
    startEarlyCalls(env({ apiBase: '', firstScreens: meta, preloadFile, location: { host: HOST, pathname: '/fullmarket/4/1/2', search: '' } }).env);
    expect(preloadFile.mock.calls).toEqual([
      ['/assets/MarketPage-a.js', 'js'],
      ['/assets/format-b.js', 'js'],
      ['/assets/MarketPage-c.css', 'css'],
    ]);
  });

  it('other pages, no meta or a broken one: nothing', () => {
    const preloadFile = vi.fn<EarlyEnv['preloadFile']>();
    for (const [pathname, firstScreens] of [['/', meta], ['/fullmarket/4/1/2', null], ['/fullmarket/4/1/2', '{oops']] as const) {
      preloadFirstScreen({ location: { host: HOST, pathname, search: '' }, firstScreens, preloadFile });
    }
    expect(preloadFile).not.toHaveBeenCalled();
  });
});

describe('preloadTransport', () => {
  const files = JSON.stringify(['/assets/axiosTransport-a.js', '/assets/shared-b.js']);
  const preloaded = (over: Partial<EarlyEnv>) => {
    const preloadFile = vi.fn<EarlyEnv['preloadFile']>();
    startEarlyCalls({ ...env({ transportFiles: files, preloadFile, ...over }).env });
    return preloadFile.mock.calls;
  };
  const both = [
    ['/assets/axiosTransport-a.js', 'js'],
    ['/assets/shared-b.js', 'js'],
  ];

  it("never on a visitor's page: a visitor's requests go through fetch (streams/api.ts)", () => {
    expect(preloaded({})).toEqual([]);
    expect(preloaded({ location: { host: HOST, pathname: '/cricket', search: '' } })).toEqual([]);
    expect(preloaded({ location: { host: HOST, pathname: '/fullmarket/4/1/2', search: '' } })).toEqual([]);
    expect(preloaded({ apiBase: '' })).toEqual([]);
  });

  it("a logged-in player's first requests need it at once, on any page, and so do QA's record and replay", () => {
    const stored = { accessToken: 'tok-1', isLoggedIn: true, userDetails: player };
    expect(preloaded({ localStorage: storageWith(stored) })).toEqual(both);
    expect(preloaded({ localStorage: storageWith(stored), location: { host: HOST, pathname: '/cricket', search: '' } })).toEqual(both);
    expect(preloaded({ location: { host: HOST, pathname: '/', search: '?replay=1' } })).toEqual(both);
  });

  it('no meta or a broken one: nothing', () => {
    const stored = { accessToken: 'tok-1', isLoggedIn: true, userDetails: player };
    for (const transportFiles of [null, '{oops', '{"a":1}']) expect(preloaded({ localStorage: storageWith(stored), transportFiles })).toEqual([]);
  });
});

describe("preloading a player's shell", () => {
  const files = JSON.stringify(['/assets/PlayerShell-a.js', '/assets/PlayerShell-b.css']);
  const stored = { accessToken: 'tok-1', isLoggedIn: true, userDetails: player };

  it("a logged-in player's first render waits for their shell: its chunk and CSS load after the first paint, on any page", () => {
    for (const pathname of ['/', '/fullmarket/4/1/2', '/casino']) {
      const painted: (() => void)[] = [];
      const preloadFile = vi.fn<EarlyEnv['preloadFile']>();
      const { env: e } = env({ localStorage: storageWith(stored), location: { host: HOST, pathname, search: '' }, playerShellFiles: files, preloadFile, afterPaint: (run) => void painted.push(run) });
      startEarlyCalls(e);
      expect(preloadFile).not.toHaveBeenCalled();
      painted.forEach((run) => run());
      expect(preloadFile.mock.calls.filter(([href]) => href.includes('PlayerShell'))).toEqual([
        ['/assets/PlayerShell-a.js', 'js'],
        ['/assets/PlayerShell-b.css', 'css'],
      ]);
    }
  });

  it('a visitor, a page in a frame (it sends no token) or a broken meta: nothing', () => {
    const preloaded = (over: Partial<EarlyEnv>) => {
      const preloadFile = vi.fn<EarlyEnv['preloadFile']>();
      startEarlyCalls(env({ playerShellFiles: files, preloadFile, ...over }).env);
      return preloadFile.mock.calls.filter(([href]) => href.includes('PlayerShell'));
    };
    expect(preloaded({})).toEqual([]);
    expect(preloaded({ localStorage: storageWith(stored), embedded: true })).toEqual([]);
    for (const playerShellFiles of [null, '{oops', '{"a":1}']) expect(preloaded({ localStorage: storageWith(stored), playerShellFiles })).toEqual([]);
  });
});

describe("lazyFiles: the transport, the first screens and a player's shell (the build plugin)", () => {
  const chunk = (fileName: string, over: Partial<Rollup.OutputChunk> = {}): Rollup.OutputChunk =>
    ({ type: 'chunk', fileName, imports: [], facadeModuleId: null, isEntry: false, ...over }) as Rollup.OutputChunk;

  it("lists the transport module's chunks that the HTML's chunk does not already load", () => {
    const entry = chunk('assets/index-1.js', { isEntry: true, imports: ['assets/shared-2.js'] });
    const shared = chunk('assets/shared-2.js');
    const transport = chunk('assets/axiosTransport-3.js', { facadeModuleId: '/repo/src/api/axiosTransport.ts', imports: ['assets/index-1.js', 'assets/shared-2.js', 'assets/axios-4.js'] });
    const axios = chunk('assets/axios-4.js');
    expect(lazyFiles([entry, shared, transport, axios], entry).transport).toEqual(['/assets/axiosTransport-3.js', '/assets/axios-4.js']);
    expect(lazyFiles([entry, shared], entry).transport).toEqual([]);
  });

  it("lists a player's shell's chunks and their CSS that the HTML's chunk does not already load", () => {
    const entry = chunk('assets/index-1.js', { isEntry: true });
    const shell = chunk('assets/PlayerShell-2.js', {
      facadeModuleId: '/repo/src/features/shell/PlayerShell.tsx',
      imports: ['assets/index-1.js', 'assets/OpenBetsLoading-3.js'],
      viteMetadata: { importedCss: new Set(['assets/PlayerShell-4.css']), importedAssets: new Set() } as Rollup.OutputChunk['viteMetadata'],
    });
    const loading = chunk('assets/OpenBetsLoading-3.js', {
      viteMetadata: { importedCss: new Set(['assets/OpenBetsLoading-5.css']), importedAssets: new Set() } as Rollup.OutputChunk['viteMetadata'],
    });
    expect(lazyFiles([entry, shell, loading], entry).playerShell).toEqual([
      '/assets/PlayerShell-2.js',
      '/assets/OpenBetsLoading-3.js',
      '/assets/PlayerShell-4.css',
      '/assets/OpenBetsLoading-5.css',
    ]);
    expect(lazyFiles([entry], entry).playerShell).toEqual([]);
  });

  it("lists the market page's chunks and their CSS that the HTML's chunk does not already load", () => {
    const entry = chunk('assets/index-1.js', { isEntry: true, imports: ['assets/shared-2.js'] });
    const shared = chunk('assets/shared-2.js');
    const market = chunk('assets/MarketPage-3.js', {
      facadeModuleId: '/repo/src/features/market/MarketPage.tsx',
      imports: ['assets/index-1.js', 'assets/format-4.js', 'assets/shared-2.js'],
      viteMetadata: { importedCss: new Set(['assets/MarketPage-5.css']), importedAssets: new Set() } as Rollup.OutputChunk['viteMetadata'],
    });
    const format = chunk('assets/format-4.js', { imports: ['assets/index-1.js'] });
    const other = chunk('assets/Casino-6.js', { facadeModuleId: '/repo/src/features/casino/Lobby.tsx' });
    expect(lazyFiles([entry, shared, market, format, other], entry).screens).toEqual({
      '/fullmarket/': { js: ['/assets/MarketPage-3.js', '/assets/format-4.js'], css: ['/assets/MarketPage-5.css'] },
    });
  });
});

describe("the home page's banner in the HTML skeleton", () => {
  /** index.html's body as the browser parses it. */
  const htmlBody = () => {
    const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
    return /<body>([\s\S]*)<\/body>/.exec(html)![1]!.replace(/<script[\s\S]*?<\/script>/g, '');
  };

  it("a visitor's home page marks its skeleton (the banner frame then holds its place); other pages and a logged-in player's do not", () => {
    const html = document.documentElement;
    const at = (pathname: string, localStorage: Pick<Storage, 'getItem'> | null = null) => {
      html.classList.remove('boot-home');
      markSkeleton(document, { location: { host: HOST, pathname, search: '' }, localStorage, embedded: false });
      return html.classList.contains('boot-home');
    };
    expect(at('/')).toBe(true);
    expect(at('/fullmarket/4/1/2')).toBe(false);
    expect(at('/', storageWith({ accessToken: 'tok-1', isLoggedIn: true, userDetails: player }))).toBe(false);
    html.classList.remove('boot-home');
  });

  it("a logged-in player's early calls do not show the banner in the skeleton (it only preloads it)", async () => {
    const stored = { accessToken: 'tok-1', isLoggedIn: true, userDetails: player };
    const { env: e, preloadImage, showBanner } = env({ localStorage: storageWith(stored) }, {
      [`/domain/host/${HOST}`]: json(200, { data: domainConfig }),
      [`/domain/banner/get/${domainConfig._id}`]: json(200, { data: [{ banner: '/b1.svg' }] }),
    });
    startEarlyCalls(e);
    await settle();
    await settle();
    expect(preloadImage).toHaveBeenCalledExactlyOnceWith('/b1.svg');
    expect(showBanner).not.toHaveBeenCalled();
  });

  it("puts the first banner in the skeleton's banner frame, above the status line, once", () => {
    document.body.innerHTML = htmlBody();
    const img = showBannerInSkeleton(document, '/b1.svg');
    const screen = document.querySelector('#root .boot-screen')!;
    const frame = screen.firstElementChild!;
    expect(frame.className).toBe('boot-banner');
    expect(frame.querySelector('img')).toBe(img);
    expect(frame.querySelector('img')).toHaveAttribute('src', '/b1.svg');
    expect(frame.querySelector('img')).toHaveAttribute('alt', '');
    expect(frame.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(screen.querySelector('[role="status"]')).toHaveTextContent('Loading...');
    expect(showBannerInSkeleton(document, '/b2.svg')).toBeNull();
    expect(document.querySelectorAll('.boot-banner img')).toHaveLength(1);
  });

  it('nothing once the app has rendered (no skeleton in the root)', () => {
    document.body.innerHTML = '<div id="root"><div class="app">home</div></div>';
    expect(showBannerInSkeleton(document, '/b1.svg')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
  });

  it("the app's own skeleton (a logged-in player's) is the HTML's markup without the visitor's banner frame and the market page's head", () => {
    const squash = (html: string) => html.replace(/\s+</g, '<').replace(/>\s+/g, '>').trim();
    const fromHtml = document.createElement('div');
    fromHtml.innerHTML = htmlBody();
    fromHtml.querySelector('.boot-banner')!.remove();
    fromHtml.querySelector('.boot-game')!.remove();
    const boot = squash(fromHtml.querySelector('#root')!.innerHTML);
    const app = squash(render(<ShellSkeleton />).container.innerHTML.replace(' aria-live="polite"', ''));
    // The same elements and classes (the React copy adds aria-live to its status line).
    expect(app).toBe(boot);
  });
});

describe("a market page's head in the HTML skeleton", () => {
  const page = (pathname: string, search: string, localStorage: Pick<Storage, 'getItem'> | null = null) => ({
    location: { host: HOST, pathname, search },
    localStorage,
    embedded: false,
  });
  const reset = () => {
    const html = document.documentElement;
    html.className = '';
    html.removeAttribute('style');
    return html;
  };

  it("marks the page and sets the sport's picture, the event's name and time from the address", () => {
    const html = reset();
    const gameTime = '2026-11-24T13:25:00.000Z';
    const banner = markSkeleton(document, page('/fullmarket/4/101480/31099751', `?gameTime=${encodeURIComponent(gameTime)}&eventName=South+Africa+v+New+Zealand&inplay=true`));
    expect(banner).toBe(bannerOf('4'));
    expect(html).toHaveClass('boot-market');
    expect(html).not.toHaveClass('boot-no-score');
    expect(html).not.toHaveClass('boot-in');
    expect(html.style.getPropertyValue('--boot-game-banner')).toBe(`url("${bannerOf('4')}")`);
    expect(html.style.getPropertyValue('--boot-event-name')).toBe('"South Africa v New Zealand"');
    expect(html.style.getPropertyValue('--boot-event-time')).toBe(`"${format(parseISO(gameTime), 'dd MMM yyyy, HH:mm')}"`);
    reset();
  });

  it('a sport without Live Score hides that tab; a logged-in player has the rows of their shell; other pages have no head', () => {
    let html = reset();
    markSkeleton(document, page('/fullmarket/10/1/2', '?eventName=Race'));
    expect(html).toHaveClass('boot-market');
    expect(html).toHaveClass('boot-no-score');
    html = reset();
    markSkeleton(document, page('/', '', storageWith({ accessToken: 'tok-1', isLoggedIn: true, userDetails: player })));
    expect(html).toHaveClass('boot-in');
    expect(html).not.toHaveClass('boot-market');
    html = reset();
    expect(markSkeleton(document, page('/fullmarket/4/1', ''))).toBeNull();
    expect(html.className).toBe('');
    reset();
  });

  it('an address that carries markup or CSS stays text: one CSS string, quotes and backslashes escaped', () => {
    const html = reset();
    const name = 'a"); } body { display: none } <img src=x onerror=alert(1)> \\';
    markSkeleton(document, page('/fullmarket/1/1/2', `?eventName=${encodeURIComponent(name)}`));
    expect(html.style.getPropertyValue('--boot-event-name')).toBe(cssString(name));
    expect(cssString('say "hi"\\\n')).toBe('"say \\"hi\\"\\\\ "');
    expect(document.querySelector('img')).toBeNull();
    reset();
  });

  it("copies the app's rules: each sport's picture and Live Score tab, and the time as GameHeader writes it", () => {
    for (const sport of ['4', '1', '2', '10', '113', '7', '']) expect(gameBannerOf(sport)).toBe(bannerOf(sport));
    for (const sport of ['4', '1', '2', '10', '113']) {
      const html = reset();
      markSkeleton(document, page(`/fullmarket/${sport}/1/2`, ''));
      expect(html.classList.contains('boot-no-score')).toBe(!hasLiveScore(sport));
    }
    reset();
    const readable = (t: string) => (isValid(parseISO(t)) ? format(parseISO(t), 'dd MMM yyyy, HH:mm') : t);
    for (const t of ['2026-11-24T13:25:00.000Z', '2026-01-05T23:59:00+05:30', '2026-11-24T08:05:00', '2026-11-24', '2026-11-24 18:30', 'tomorrow', '', '2026-13-40T00:00:00Z']) {
      expect(gameTimeText(t)).toBe(readable(t));
    }
  });
});

describe('the early script inline in the HTML (the build plugin)', () => {
  it('wraps the chunk in a strict function without its source map comment, and cannot close its own tag', () => {
    const script = inlineScript('var e=`x</script>`;window.a=e;\n//# sourceMappingURL=early-1.js.map\n');
    expect(script).toBe('(function(){"use strict";var e=`x<\\/script>`;window.a=e;\n})();');
    const run = new Function('window', script);
    const win: Record<string, unknown> = {};
    run(win);
    expect(win.a).toBe('x</script>');
  });

  it("hashes it as a CSP source ('sha256-' and the base64 digest of its exact text)", () => {
    const script = inlineScript('window.a=1;');
    expect(scriptHash(script)).toBe(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  });

  it("takes the entry chunk's script tag out of the HTML and names it in a meta for the early script, which adds it", () => {
    const plugin = earlyCallsPlugin('/repo');
    const transform = plugin.transformIndexHtml as { handler: (html: string, ctx: unknown) => string };
    const early = { type: 'chunk', fileName: 'assets/early-9.js', name: 'early', isEntry: true, code: 'window.x=1;', imports: [], facadeModuleId: null } as unknown as Rollup.OutputChunk;
    const entry = { type: 'chunk', fileName: 'assets/index-a1.js', name: 'index', isEntry: true, code: '', imports: [], facadeModuleId: null } as unknown as Rollup.OutputChunk;
    const html =
      '<head>\n    <meta name="viewport" content="width=device-width" />\n    <script type="module" crossorigin src="/assets/index-a1.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index-b2.css">\n</head>';
    const out = transform.handler(html, { bundle: { [early.fileName]: early, [entry.fileName]: entry }, chunk: entry });
    expect(out).not.toContain('<script type="module"');
    expect(out).toContain(`<meta name="${APP_META}" content="/assets/index-a1.js" />`);
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/index-b2.css">');
    expect(out.indexOf(APP_META)).toBeLessThan(out.indexOf('window.x=1'));
    // No entry script to take (the dev server's HTML): no meta, and the early script then adds nothing.
    const kept = transform.handler(html.replace('index-a1.js', 'other.js'), { bundle: { [early.fileName]: early, [entry.fileName]: entry }, chunk: entry });
    expect(kept).toContain('<script type="module" crossorigin src="/assets/other.js"></script>');
    expect(kept).not.toContain(APP_META);
  });

  it("takes the HTML's module preloads out too: the early script preloads them as it adds the app, never on a frame's page", () => {
    const plugin = earlyCallsPlugin('/repo');
    const transform = plugin.transformIndexHtml as { handler: (html: string, ctx: unknown) => string };
    const early = { type: 'chunk', fileName: 'assets/early-9.js', name: 'early', isEntry: true, code: 'window.x=1;', imports: [], facadeModuleId: null } as unknown as Rollup.OutputChunk;
    const shared = { type: 'chunk', fileName: 'assets/react-r1.js', name: 'react', isEntry: false, code: '', imports: [], facadeModuleId: null, viteMetadata: { importedCss: new Set(['assets/react-r2.css']) } } as unknown as Rollup.OutputChunk;
    const entry = { type: 'chunk', fileName: 'assets/index-a1.js', name: 'index', isEntry: true, code: '', imports: [shared.fileName], facadeModuleId: null } as unknown as Rollup.OutputChunk;
    const views = { type: 'chunk', fileName: 'assets/TvFrame-v1.js', name: 'TvFrame', isEntry: false, code: '', imports: [shared.fileName], facadeModuleId: null, viteMetadata: { importedCss: new Set(['assets/TvFrame-v2.css']) } } as unknown as Rollup.OutputChunk;
    const frame = { type: 'chunk', fileName: 'assets/frame-f1.js', name: 'frame', isEntry: true, code: '', imports: [views.fileName, shared.fileName], facadeModuleId: null } as unknown as Rollup.OutputChunk;
    const html =
      '<head>\n    <meta name="viewport" content="width=device-width" />\n    <script type="module" crossorigin src="/assets/index-a1.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/react-r1.js">\n    <link rel="stylesheet" crossorigin href="/assets/react-r2.css">\n</head>';
    const bundle = Object.fromEntries([early, shared, entry, views, frame].map((c) => [c.fileName, c]));
    const out = transform.handler(html, { bundle, chunk: entry });
    expect(out).not.toContain('modulepreload');
    expect(out).toContain(`<meta name="${APP_PRELOADS_META}" content="${JSON.stringify(['/assets/react-r1.js']).replace(/"/g, '&quot;')}" />`);
    // The frame's entry, and only the stylesheet the HTML does not link already.
    const meta = new RegExp(`<meta name="${FRAME_META}" content="([^"]*)" />`).exec(out);
    expect(frameFiles(meta![1]!.replace(/&quot;/g, '"'))).toEqual({ js: '/assets/frame-f1.js', css: ['/assets/TvFrame-v2.css'] });
  });

  it("sends a visitor on an account page home at once, as RequireLogin does: every account route, and no other page", () => {
    const at = (pathname: string, over: Partial<EarlyEnv> = {}) => sendsVisitorHome({ ...env(over).env, ...over, location: { host: HOST, pathname, search: '' } });
    // Every account route, its parameters filled, and the main layout's /account (both behind RequireLogin).
    const accountPaths = [...accountRoutes.map((r) => (r.path ?? '').replace(/:[a-z]+/gi, '12')), '/account', '/Profile', '/settings/'];
    expect(accountPaths.filter((path) => !at(path))).toEqual([]);
    // Pages a visitor may open: none is behind the login (the app's own table, which has no account route of its own but /account).
    const open = ['/', '/cricket', '/inplay', '/casino', '/profitlossx', '/profiles', '/fullmarket/4/1/2', '/HorseMarket/7/1/2', '/notfound', '/profitloss/1/2/3/4'];
    expect(open.filter((path) => at(path))).toEqual([]);
    expect(open.filter((path) => matchRoutes(accountRoutes, path) !== null)).toEqual([]);
    expect(open.filter((path) => matchRoutes(appRoutes, path)?.some((m) => m.route.path === 'account'))).toEqual([]);
    // A player (a stored session), a QA tab and a frame keep the page.
    const withSession = { localStorage: storageWith({ accessToken: 'tok', isLoggedIn: true }) };
    expect(at('/accountstatement', withSession)).toBe(false);
    expect(at('/accountstatement', { sessionStorage: { getItem: (k: string) => (k === 'qa.replay' ? '{}' : null) } as Storage })).toBe(false);
    expect(at('/accountstatement', { embedded: true })).toBe(false);
  });

  it("knows a frame's page as the frames' entry does, and reads the frame meta strictly", () => {
    for (const path of ['/score', '/score/', '/tv', '/casino-video', '/', '/scores', '/tv/1', '/casino', '/fullmarket/4/1/2']) {
      expect(isFramePage(path)).toBe(frameAt(path) !== null);
    }
    expect(frameFiles('{"js":"/assets/frame-1.js","css":["/a.css",3,"b.css"]}')).toEqual({ js: '/assets/frame-1.js', css: ['/a.css'] });
    for (const bad of [null, '', 'nope', '{}', '{"js":"https://evil.example/x.js"}', '{"js":"//evil.example/x.js"}', '{"js":3}']) expect(frameFiles(bad)).toBeNull();
  });

  it('goes right after the viewport meta: the charset stays first, the stylesheet and the app come after', () => {
    const html = '<head>\n<meta charset="UTF-8" />\n<meta name="viewport" content="width=device-width" />\n<link rel="stylesheet" href="/a.css">\n</head>';
    const out = insertEarlyInHead(html, '<script>x()</script>');
    expect(out.indexOf('charset')).toBeLessThan(out.indexOf('<script>x()'));
    expect(out.indexOf('<script>x()')).toBeLessThan(out.indexOf('stylesheet'));
  });
});
