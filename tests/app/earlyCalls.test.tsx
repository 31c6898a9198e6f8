// The early script's calls (src/app/earlyCalls.ts): started before the app runs, exactly the
// requests the API client would make (else the app could not take their answers), and none at all
// where the app serves or records its exchanges itself.
import { describe, expect, it, vi } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { createApiClient } from '../../src/api/client';
import { EARLY_CALLS_GLOBAL as APP_GLOBAL } from '../../src/api/earlyAnswers';
import { createEndpoints } from '../../src/api/endpoints';
import type { HttpRequest } from '../../src/api/transport';
import { EARLY_CALLS_GLOBAL, cssString, gameBannerOf, gameTimeText, markSkeleton, preloadFirstScreen, showBannerInSkeleton, startEarlyCalls, type EarlyEnv } from '../../src/app/earlyCalls';
import { firstScreenFiles, inlineScript, insertEarlyInHead, scriptHash } from '../../src/app/earlyCallsPlugin';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { ShellSkeleton } from '../../src/app/ShellSkeleton';
import { bannerOf, hasLiveScore } from '../../src/features/market/sport';
import { format, isValid, parseISO } from 'date-fns';
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
  const showBanner = vi.fn<EarlyEnv['showBanner']>();
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
  domainId = (await firstValueFrom(api.domainByHost(HOST)))._id;
  await firstValueFrom(api.banners(domainConfig._id));
  return server.requests;
}

describe('startEarlyCalls', () => {
  const homeAnswers = () => ({
    [`/domain/host/${HOST}`]: json(200, { data: domainConfig }),
    [`/domain/banner/get/${domainConfig._id}`]: json(200, { data: [{ banner: '/b1.svg' }, { banner: '/b2.svg' }] }),
  });

  it("a visitor on the home page: the configuration, then the banners with the domain's _id, then the first banner image", async () => {
    const { env: e, fetch, preloadImage, showBanner } = env({}, homeAnswers());
    const calls = startEarlyCalls(e);
    expect(calls).toHaveLength(1);
    await settle();
    await settle();
    expect(calls.map((c) => c.url)).toEqual([`https://api.example.test/domain/host/${HOST}`, `https://api.example.test/domain/banner/get/${domainConfig._id}`]);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(preloadImage).toHaveBeenCalledExactlyOnceWith('/b1.svg');
    expect(showBanner).toHaveBeenCalledExactlyOnceWith('/b1.svg');
    await expect(calls[0]!.answer).resolves.toMatchObject({ status: 200 });
  });

  it('sends exactly the requests the API client builds, for a visitor and for a logged-in player', async () => {
    const visitor = startEarlyCalls(env({}, homeAnswers()).env);
    await settle();
    await settle();
    expect(visitor.map(({ method, url, headers }) => ({ method, url, headers }))).toEqual(
      (await clientRequests(null)).map(({ method, url, headers }) => ({ method, url, headers })),
    );

    const stored = { accessToken: 'tok-1', isLoggedIn: true, userDetails: player };
    const loggedIn = startEarlyCalls(env({ localStorage: storageWith(stored) }, homeAnswers()).env);
    await settle();
    await settle();
    // The configuration goes before its _id is known (d: host), the banners after (d: _id).
    const client = await clientRequests('tok-1');
    expect(client.map((r) => r.headers.d)).toEqual([HOST, domainConfig._id]);
    expect(loggedIn.map(({ method, url, headers }) => ({ method, url, headers }))).toEqual(
      client.map(({ method, url, headers }) => ({ method, url, headers })),
    );
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

describe('firstScreenFiles (the build plugin)', () => {
  const chunk = (fileName: string, over: Partial<Rollup.OutputChunk> = {}): Rollup.OutputChunk =>
    ({ type: 'chunk', fileName, imports: [], facadeModuleId: null, isEntry: false, ...over }) as Rollup.OutputChunk;

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
    expect(firstScreenFiles([entry, shared, market, format, other], entry)).toEqual({
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
    expect(showBannerInSkeleton(document, '/b1.svg')).toBe(true);
    const screen = document.querySelector('#root .boot-screen')!;
    const frame = screen.firstElementChild!;
    expect(frame.className).toBe('boot-banner');
    expect(frame.querySelector('img')).toHaveAttribute('src', '/b1.svg');
    expect(frame.querySelector('img')).toHaveAttribute('alt', '');
    expect(frame.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(screen.querySelector('[role="status"]')).toHaveTextContent('Loading...');
    expect(showBannerInSkeleton(document, '/b2.svg')).toBe(false);
    expect(document.querySelectorAll('.boot-banner img')).toHaveLength(1);
  });

  it('nothing once the app has rendered (no skeleton in the root)', () => {
    document.body.innerHTML = '<div id="root"><div class="app">home</div></div>';
    expect(showBannerInSkeleton(document, '/b1.svg')).toBe(false);
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

  it('goes right after the viewport meta: the charset stays first, the stylesheet and the app come after', () => {
    const html = '<head>\n<meta charset="UTF-8" />\n<meta name="viewport" content="width=device-width" />\n<link rel="stylesheet" href="/a.css">\n</head>';
    const out = insertEarlyInHead(html, '<script>x()</script>');
    expect(out.indexOf('charset')).toBeLessThan(out.indexOf('<script>x()'));
    expect(out.indexOf('<script>x()')).toBeLessThan(out.indexOf('stylesheet'));
  });
});
