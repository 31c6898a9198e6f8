// The calls the first screen needs, started by a tiny script of their own (src/app/earlyEntry.ts,
// put in the HTML by earlyCallsPlugin.ts) while the app's chunk is still downloading: the domain
// configuration everywhere, and on the home page the banner list (it needs the domain's _id) and
// its first image. The app takes each answer through its transport (src/api/earlyAnswers.ts) when
// it makes the very same request, so nothing is asked twice and every answer still passes the
// client's checks (status, envelope, schema).
//
// This file imports nothing: whatever it imported would be loaded before the app could start.
// Its requests must be exactly the ones the API client builds (src/api/client.ts): same URL, same
// headers. tests/app/earlyCalls.test.ts compares them; a request that differs is never used.

/** The global the early answers wait in, until the app's transport takes them. */
export const EARLY_CALLS_GLOBAL = '__exchangeEarlyCalls';

/**
 * The global holding a promise that settles once the skeleton's first banner has painted, or it is
 * known there will be none (a visitor's home page only): the app's first render waits for it
 * (src/app/mount.tsx), so its carousel takes over a banner already on screen instead of racing it.
 */
export const SKELETON_BANNER_GLOBAL = '__exchangeSkeletonBanner';

/** The meta tag naming each lazy first screen's files (earlyCallsPlugin.ts writes it at build). */
export const FIRST_SCREENS_META = 'exchange-first-screens';

/**
 * The meta tag naming the app's transport chunk (axios, src/api/axiosTransport.ts): a JSON list of
 * absolute paths, preloaded where the app's first requests need it at once (preloadTransport).
 */
export const TRANSPORT_META = 'exchange-transport';

/**
 * The meta tag naming the app's own script (the HTML's entry chunk, an absolute path): the build takes
 * the script tag out of the HTML, and the early script adds it (startApp), at once or, on a visitor's
 * home page, once the skeleton's banner has painted.
 */
export const APP_META = 'exchange-app';

/** The meta tag listing the chunks the app's script imports (a JSON list of absolute paths): preloaded as it is added. */
export const APP_PRELOADS_META = 'exchange-app-preloads';

/**
 * The meta tag naming a logged-in player's shell chunk (src/features/shell/PlayerShell.tsx) and its
 * CSS: a JSON list of absolute paths, preloaded for a logged-in player (preloadPlayerShell), whose
 * first render waits for it.
 */
export const PLAYER_SHELL_META = 'exchange-player-shell';

/**
 * The meta tag naming the full-screen frames' own entry (src/features/frames/entry.tsx): JSON
 * `{ js, css }` of absolute paths. A frame's page (/score, /tv, /casino-video) loads that instead of the
 * app (startFrame in earlyEntry.ts): a page that embeds a frame never runs a second copy of the app.
 */
export const FRAME_META = 'exchange-frame';

/** src/features/frames/paths.ts' frameAt, copied (this script imports nothing; tests compare): is `pathname` a frame's page? */
export const isFramePage = (pathname: string): boolean => /^\/(score|tv|casino-video)\/?$/.test(pathname);

/** The files of FRAME_META's content, or null when it names none (no such build: the app starts instead). */
export function frameFiles(content: string | null): { js: string; css: string[] } | null {
  try {
    const files = JSON.parse(content ?? 'null') as { js?: unknown; css?: unknown } | null;
    // This site's own paths only ('/assets/...', never '//host/...').
    const own = (f: unknown): f is string => typeof f === 'string' && /^\/[^/\\]/.test(f);
    if (!files || !own(files.js)) return null;
    const css = Array.isArray(files.css) ? files.css.filter(own) : [];
    return { js: files.js, css };
  } catch {
    return null;
  }
}

/** Path prefix -> the screen's chunks and CSS, as absolute paths. */
export type FirstScreens = Record<string, { js: string[]; css: string[] }>;

export interface EarlyAnswer {
  status: number;
  /** The body as text ('' when empty). */
  text: string;
}

export interface EarlyCall {
  method: 'GET';
  url: string;
  headers: Record<string, string>;
  /** Performance-clock time the request left, or was planned (a call put off leaves later). */
  startedAt: number;
  /** Rejects when no answer came (network failure): the app then sends the request itself. */
  answer: Promise<EarlyAnswer>;
}

export interface EarlyEnv {
  /** VITE_API_BASE: empty means the simulated exchange, which is not running yet: no early calls. */
  apiBase: string;
  location: Pick<Location, 'host' | 'pathname' | 'search'>;
  localStorage: Pick<Storage, 'getItem'> | null;
  sessionStorage: Pick<Storage, 'getItem'> | null;
  /** The page runs in a frame: it never sends the session's token (src/security/embedded.ts). */
  embedded: boolean;
  fetch: typeof fetch;
  now: () => number;
  /** Asks for the home page's first banner image, high priority. */
  preloadImage: (href: string) => void;
  /**
   * Shows it in the HTML's skeleton, where the carousel will (showBannerInSkeleton); resolves when
   * it is on screen (the browser reports it painted) or failed to load, or at once when it could not
   * be shown.
   */
  showBanner: (href: string) => Promise<void>;
  /** Runs `run` once the page has painted (the frame after the first one), or after a second at most. */
  afterPaint: (run: () => void) => void;
  /** setTimeout. */
  wait: (ms: number, run: () => void) => void;
  /** Hands the app SKELETON_BANNER_GLOBAL's promise. */
  skeletonBanner: (painted: Promise<void>) => void;
  /** Whether the header shows its inline login form (src/features/auth/state.ts' query matches). */
  inlineLogin: boolean;
  /** VITE_IP_LOOKUP_URL, if set. */
  ipLookupUrl: string | undefined;
  /** Date.now. */
  clock: () => number;
  /** The content of the FIRST_SCREENS_META tag, if any. */
  firstScreens: string | null;
  /** Preloads a lazy first screen's module or stylesheet. */
  preloadFile: (href: string, kind: 'js' | 'css') => void;
  /** The content of the TRANSPORT_META tag, if any. */
  transportFiles: string | null;
  /** The content of the PLAYER_SHELL_META tag, if any. */
  playerShellFiles: string | null;
  /**
   * Adds the app's script (APP_META) to the page; a second call does nothing. startEarlyCalls calls it
   * at once, or on a visitor's home page once the skeleton's banner has painted (BANNER_FIRST_MS at most).
   */
  startApp: () => void;
}

/**
 * A page that opens on a lazy screen (a market page): its chunks and CSS start downloading now,
 * beside the app's chunk, instead of when the app has run and asks for them.
 */
export function preloadFirstScreen(env: Pick<EarlyEnv, 'location' | 'firstScreens' | 'preloadFile'>): void {
  let screens: FirstScreens;
  try {
    screens = JSON.parse(env.firstScreens ?? '{}') as FirstScreens;
  } catch {
    return;
  }
  for (const [prefix, files] of Object.entries(screens)) {
    if (!env.location.pathname.startsWith(prefix)) continue;
    for (const href of files.js ?? []) env.preloadFile(href, 'js');
    for (const href of files.css ?? []) env.preloadFile(href, 'css');
  }
}

/**
 * The app loads axios with a player's first request (a visitor's go through fetch: streams/api.ts): a
 * page opened with a session, or QA record and replay, sends through it at once, so its chunk downloads
 * beside the app's instead of after it has run. A visitor's page never downloads it.
 */
function preloadTransport(env: Pick<EarlyEnv, 'location' | 'localStorage' | 'sessionStorage' | 'embedded' | 'transportFiles' | 'preloadFile'>): void {
  if (storedToken(env) !== null || isQa(env)) preloadListed(env.transportFiles, env.preloadFile);
}

/** A logged-in player's first render waits for their shell's chunk: it downloads beside the app's. */
function preloadPlayerShell(env: Pick<EarlyEnv, 'localStorage' | 'embedded' | 'playerShellFiles' | 'preloadFile'>): void {
  if (storedToken(env) !== null) preloadListed(env.playerShellFiles, env.preloadFile);
}

/** Preloads each file of a meta's JSON list of absolute paths (a script, or a stylesheet by its .css); a broken list, none. */
function preloadListed(content: string | null, preloadFile: EarlyEnv['preloadFile']): void {
  let files: unknown;
  try {
    files = JSON.parse(content ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const href of files) if (typeof href === 'string') preloadFile(href, href.endsWith('.css') ? 'css' : 'js');
}

/** src/api/endpoints.ts' path segment: ':' and '@' stay readable. */
const seg = (v: string): string => encodeURIComponent(v).replace(/%3A/gi, ':').replace(/%40/g, '@');

/** The token the app's session would send (streams/session.ts: SESSION_STORAGE_KEY), or null. */
function storedToken(env: Pick<EarlyEnv, 'localStorage' | 'embedded'>): string | null {
  if (env.embedded) return null;
  try {
    const raw = env.localStorage?.getItem('exchange.auth');
    if (!raw) return null;
    const stored = JSON.parse(raw) as { accessToken?: unknown; isLoggedIn?: unknown };
    return stored.isLoggedIn === true && typeof stored.accessToken === 'string' && stored.accessToken !== '' ? stored.accessToken : null;
  } catch {
    return null;
  }
}

/** The headers src/api/client.ts sends: `d: host` without a token; the token and `d: <domain _id or host>` with one. */
function headersFor(token: string | null, host: string, domainId: string | null): Record<string, string> {
  if (!token) return { d: host };
  return { 'User-Token': token, Authorization: `Bearer ${token}`, d: domainId ?? host };
}

/** QA record and replay (src/main.tsx) serve or record every exchange themselves. */
function isQa(env: Pick<EarlyEnv, 'location' | 'sessionStorage'>): boolean {
  if (/[?&](replay|record|qa)=/.test(env.location.search)) return true;
  try {
    return Boolean(env.sessionStorage?.getItem('qa.replay'));
  } catch {
    return false;
  }
}

/** The `data` of a 2xx JSON answer, or undefined. */
function dataOf(answer: EarlyAnswer): unknown {
  if (answer.status < 200 || answer.status >= 300) return undefined;
  try {
    return (JSON.parse(answer.text) as { data?: unknown }).data;
  } catch {
    return undefined;
  }
}

/** An id as the contract reads it (a JSON number is accepted: src/api/contract.ts' Id), or null when there is none. */
function idOf(value: unknown): string | null {
  const id = typeof value === 'number' ? String(value) : value;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** `field` of the first item of a 2xx answer's list, or undefined. */
function firstItemField(answer: EarlyAnswer, field: string): unknown {
  const list = dataOf(answer);
  return Array.isArray(list) ? (list[0] as Record<string, unknown> | undefined)?.[field] : undefined;
}

/** A banner URL worth asking for: a path of this site or an http(s) address. */
const isImageUrl = (v: unknown): v is string => typeof v === 'string' && /^(\/[^/]|https?:\/\/)/.test(v);

/** The classes of <html> index.html's skeleton styles (markSkeleton sets them). */
const SKELETON = {
  /** A logged-in player's rows: the news strip, a phone header's second row. */
  loggedIn: 'boot-in',
  /** A visitor's home page: the banner's frame (.boot-banner). */
  home: 'boot-home',
  /** A market page: its head (.boot-game). */
  market: 'boot-market',
  /** A sport without Live Score: that tab left out of the head. */
  noScore: 'boot-no-score',
} as const;

const MARKET_PATH = /^\/fullmarket\/([^/]+)\/[^/]+\/[^/]+\/?$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * The market page's time line: date-fns' 'dd MMM yyyy, HH:mm' of an ISO time, in local time, or the
 * text as it is when it is not a date (GameHeader.tsx's readableTime; tests compare the two).
 */
export function gameTimeText(gameTime: string): string {
  if (!/^\d{4}-\d{2}-\d{2}([T ]|$)/.test(gameTime)) return gameTime;
  // As parseISO reads it: a date alone is local midnight (Date would read it as UTC).
  const d = new Date(gameTime.length === 10 ? `${gameTime}T00:00:00` : gameTime.replace(' ', 'T'));
  if (Number.isNaN(d.getTime())) return gameTime;
  return `${pad2(d.getDate())} ${MONTHS[d.getMonth()]} ${d.getFullYear()}, ${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

/** src/features/market/sport.ts' bannerOf and hasLiveScore, copied (this script imports nothing; tests compare). */
export const gameBannerOf = (sport: string): string =>
  sport === '4' ? '/assets/banners/cricket.svg' : sport === '2' ? '/assets/banners/tennis.svg' : sport === '10' ? '/assets/banners/horse-racing.svg' : '/assets/banners/soccer.svg';
const hasLiveScore = (sport: string): boolean => sport === '4' || sport === '1' || sport === '2';
/** streams/matches.ts' hasMatchList: every sport but casino and horse racing (src/domain/constants.ts' SPORT). */
const hasMatchList = (sport: string): boolean => sport !== '113' && sport !== '10';

/** A CSS string of `text` (for a custom property read by `content:`): quotes, backslashes and line breaks escaped. */
export const cssString = (text: string): string => `"${text.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]/g, ' ')}"`;

/**
 * Marks the skeleton for the page it stands in for, as the page parses:
 * - a logged-in player's rows (html.boot-in: the news strip, a phone header's second row);
 * - a visitor's home page (html.boot-home): the banner's frame holds its place from the first paint
 *   (showBannerInSkeleton puts the first banner in it). Not for a logged-in player: the early
 *   script only preloads their banner;
 * - a market page (/fullmarket/{sport}/...?eventName=&gameTime=, html.boot-market): its head, the
 *   tabs and the Game Details banner with the sport's picture, the event's name and time from the
 *   address, as GameHeader.tsx draws them. The picture then paints with the HTML, before the app has
 *   downloaded; the app's first render replaces it with the same banner in the same box. Text goes
 *   in through custom properties read by `content:`, never as markup.
 * Returns the market page's banner picture (to preload: the stylesheet would find it only once it
 * has arrived), or null on other pages.
 */
export function markSkeleton(doc: Document, env: Pick<EarlyEnv, 'location' | 'localStorage' | 'embedded'>): string | null {
  const html = doc.documentElement;
  if (storedToken(env) !== null) html.classList.add(SKELETON.loggedIn);
  else if (env.location.pathname === '/') html.classList.add(SKELETON.home);
  const market = MARKET_PATH.exec(env.location.pathname);
  if (!market) return null;
  let sport = '';
  try {
    sport = decodeURIComponent(market[1]!);
  } catch {
    return null;
  }
  const query = new URLSearchParams(env.location.search);
  html.style.setProperty('--boot-game-banner', `url("${gameBannerOf(sport)}")`);
  html.style.setProperty('--boot-event-name', cssString(query.get('eventName') ?? ''));
  html.style.setProperty('--boot-event-time', cssString(gameTimeText(query.get('gameTime') ?? '')));
  if (!hasLiveScore(sport)) html.classList.add(SKELETON.noScore);
  html.classList.add(SKELETON.market);
  return gameBannerOf(sport);
}

/**
 * Shows the home page's first banner in the HTML skeleton's banner frame: the place and size the
 * carousel gives it (index.html's .boot-banner mirrors the carousel's frame). It paints the moment
 * it has loaded instead of when the app has run and rendered; the app's first render replaces the
 * skeleton with the carousel showing the same image in the same box. Nothing when the app has
 * rendered already (no skeleton) or the frame has its picture.
 */
export function showBannerInSkeleton(doc: Document, href: string): HTMLImageElement | null {
  const frame = doc.querySelector('#root > .boot .boot-banner');
  if (!frame || frame.firstChild) return null;
  const img = doc.createElement('img');
  img.setAttribute('alt', '');
  img.setAttribute('fetchpriority', 'high');
  img.setAttribute('src', href);
  frame.appendChild(img);
  return img;
}

/** src/domain/constants.ts' BREAKPOINT.inlineLogin: from this width the header shows the inline login form. */
export const INLINE_LOGIN_MIN_WIDTH = 1110;

/** src/api/ipLookup.ts' DEFAULT_IP_LOOKUP_URL (tests compare). */
const DEFAULT_IP_LOOKUP_URL = 'https://get.geojs.io/v1/ip/geo.js';

/** streams/visitorIp.ts' cache (key, shape, expiry): a fresh answer there means the app asks nobody. */
function ipCached(env: Pick<EarlyEnv, 'localStorage' | 'clock'>): boolean {
  try {
    const cached = JSON.parse(env.localStorage?.getItem('exchange.ipInfo') ?? 'null') as { data?: { query?: unknown }; expiry?: unknown } | null;
    return typeof cached?.data?.query === 'string' && cached.data.query !== '' && typeof cached.expiry === 'number' && cached.expiry > env.clock();
  } catch {
    return false;
  }
}

/**
 * The account pages (src/features/account/routes.tsx' paths and /account, copied: this script imports
 * nothing; tests compare), which RequireLogin sends a visitor away from, to the home page.
 */
const ACCOUNT_PAGE = /^\/(account|profile|accountstatement|betshistory|profitloss(\/[^/]+){0,3}|passwordhistory|loginactivity|settings)\/?$/i;

/**
 * Whether this page load is a visitor's (no stored session, not QA, not in a frame) on an account
 * page: the early script then puts '/' in the address at once, as RequireLogin would once the app has
 * loaded (a replace, nothing else kept), so the home page's skeleton, banner and calls start with the
 * HTML instead of after the app's first render.
 */
export function sendsVisitorHome(env: Pick<EarlyEnv, 'location' | 'localStorage' | 'sessionStorage' | 'embedded'>): boolean {
  return !env.embedded && ACCOUNT_PAGE.test(env.location.pathname) && storedToken(env) === null && !isQa(env);
}

/** How long the home page's match list waits at most for the first banner to paint. */
const BANNER_FIRST_MS = 1_500;

/** Starts the early calls; returns them (also left in the global for the app). */
export function startEarlyCalls(env: EarlyEnv): EarlyCall[] {
  const calls: EarlyCall[] = [];
  // The app's script: at once, unless this is a page whose skeleton shows the banner (below).
  const appAfterBanner = Boolean(env.apiBase) && !isQa(env) && storedToken(env) === null && env.location.pathname === '/';
  if (!appAfterBanner) env.startApp();
  // The first paint's stylesheet and pictures go first; the chunks a first screen or the transport
  // needs only once the app's own chunk has run, so they start after it (docs/performance.md).
  env.afterPaint(() => {
    preloadFirstScreen(env);
    preloadTransport(env);
    preloadPlayerShell(env);
  });
  if (!env.apiBase || isQa(env)) return calls;
  const base = env.apiBase.replace(/\/+$/, '');
  const token = storedToken(env);
  const host = env.location.host;

  /** A call, sent now or once `after` settles: the app takes it as soon as it is planned, and waits for it. */
  const get = (path: string, headers: Record<string, string>, after: Promise<void> = Promise.resolve(), absoluteUrl?: string): EarlyCall => {
    const url = absoluteUrl ?? base + path;
    const answer = after
      .then(() => env.fetch(url, { method: 'GET', headers }))
      .then(async (res): Promise<EarlyAnswer> => ({ status: res.status, text: await res.text() }));
    const call: EarlyCall = { method: 'GET', url, headers, startedAt: env.now(), answer };
    // An early call nobody takes must not report an unhandled rejection.
    answer.catch(() => undefined);
    calls.push(call);
    return call;
  };

  const config = get(`/domain/host/${seg(host)}`, headersFor(token, host, null));
  if (env.location.pathname === '/') {
    const domainIdOf = (answer: EarlyAnswer): string | null => idOf((dataOf(answer) as { _id?: unknown } | undefined)?._id);
    const sports = get('/v2/get-events', { d: host });
    // Settles when the first banner is on screen (or there is none to show): the page's largest paint.
    const banner = config.answer.then((answer) => {
      const domainId = domainIdOf(answer);
      if (domainId === null) return;
      const banners = get(`/domain/banner/get/${seg(domainId)}`, headersFor(token, host, domainId));
      return banners.answer.then((b) => {
        const first = firstItemField(b, 'banner');
        if (!isImageUrl(first)) return;
        env.preloadImage(first);
        if (!token) return env.showBanner(first);
      });
    });
    // The sports (anonymous: `d: host` always) and the list of the sport the home page opens on, the
    // first one listed when it has a match list (src/app/firstCalls.ts). A logged-in player's locks
    // may hide that sport: its answer is then never taken, and the app asks for the right one. The
    // list (the largest answer) is planned at once, for the app to wait for rather than ask again,
    // but leaves once the banner has painted (or BANNER_FIRST_MS has passed): the two never share
    // a slow line.
    const painted = banner.then(
      () => new Promise<void>((resolve) => env.afterPaint(resolve)),
      () => undefined,
    );
    if (!token) env.skeletonBanner(painted);
    const bannerFirst = new Promise<void>((resolve) => {
      void painted.then(resolve);
      env.wait(BANNER_FIRST_MS, resolve);
    });
    // A visitor's home page: the banner (its largest paint) has the line to itself, and the app's
    // 110 kB start downloading once it is on screen. On slow 4G the two would otherwise share 1.6 Mbps,
    // and the banner would paint later by the app's whole download (docs/performance.md).
    if (appAfterBanner) void bannerFirst.then(env.startApp);
    // A visitor's inline login form (a desktop header) looks the visitor's IP up as it shows
    // (streams/visitorIp.ts): planned here too, with no headers as the app sends it.
    if (!token && env.inlineLogin && !ipCached(env)) get('', {}, bannerFirst, env.ipLookupUrl ?? DEFAULT_IP_LOOKUP_URL);
    void Promise.all([sports.answer, token ? config.answer.then(domainIdOf) : null]).then(([answer, domainId]) => {
      const first = idOf(firstItemField(answer, 'eventTypeId'));
      if (first === null || !hasMatchList(first) || (token && !domainId)) return;
      get(`/v2/get-matches-by-eventid/${seg(first)}`, headersFor(token, host, domainId), bannerFirst);
    }, () => undefined);
  }
  return calls;
}
