// The early script's entry (see earlyCalls.ts): inline in the HTML's head (earlyCallsPlugin.ts), it runs
// while the page parses, before the stylesheet and the app's chunk have arrived.
import { APP_META, APP_PRELOADS_META, EARLY_CALLS_GLOBAL, FIRST_SCREENS_META, FRAME_META, frameFiles, isFramePage, INLINE_LOGIN_MIN_WIDTH, PLAYER_SHELL_META, SKELETON_BANNER_GLOBAL, TRANSPORT_META, markSkeleton, sendsVisitorHome, showBannerInSkeleton, startEarlyCalls } from './earlyCalls';

function preloadImage(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.setAttribute('fetchpriority', 'high');
  link.setAttribute('href', href);
  document.head.appendChild(link);
}

function preloadFile(href: string, kind: 'js' | 'css'): void {
  const link = document.createElement('link');
  if (kind === 'js') {
    link.rel = 'modulepreload';
  } else {
    link.rel = 'preload';
    link.as = 'style';
  }
  // As Vite's own loader asks for both (anonymous): a preload in another credentials mode goes unused.
  link.crossOrigin = '';
  link.setAttribute('href', href);
  document.head.appendChild(link);
}

function embedded(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** Adds the app's script (the entry chunk the build named in APP_META), once. */
let appStarted = false;
function startApp(): void {
  if (appStarted) return;
  appStarted = true;
  const src = document.querySelector(`meta[name="${APP_META}"]`)?.getAttribute('content');
  if (!src) return;
  try {
    const imports: unknown = JSON.parse(document.querySelector(`meta[name="${APP_PRELOADS_META}"]`)?.getAttribute('content') ?? '[]');
    if (Array.isArray(imports)) for (const href of imports) if (typeof href === 'string') preloadFile(href, 'js');
  } catch {
    // No list: the script fetches what it imports itself.
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = src;
  document.head.appendChild(script);
}

/**
 * A frame's page (/score, /tv, /casino-video): its own entry and stylesheets, none of the app's
 * (earlyCalls.ts' FRAME_META); the skeleton is hidden (html.boot-frame). False when the build names
 * no frame entry: the app starts instead and shows the frame itself.
 */
function startFrame(): boolean {
  const files = frameFiles(document.querySelector(`meta[name="${FRAME_META}"]`)?.getAttribute('content') ?? null);
  if (!files) return false;
  document.documentElement.classList.add('boot-frame');
  for (const href of files.css) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.setAttribute('href', href);
    document.head.appendChild(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = files.js;
  document.head.appendChild(script);
  return true;
}

/** How long after the picture has loaded its largest-paint report may take before it is taken as painted. */
const PAINT_REPORT_MS = 300;

/**
 * Calls `painted` once `img` is on screen: when the browser reports it as the page's largest paint
 * (the frame showing it has been presented), else (the picture is not the largest, or the browser
 * reports no largest paint) two frames after it loaded, or PAINT_REPORT_MS at most.
 */
function whenPainted(img: HTMLImageElement, painted: () => void): void {
  let done = false;
  const finish = (): void => {
    if (done) return;
    done = true;
    observer?.disconnect();
    painted();
  };
  let observer: PerformanceObserver | null = null;
  const reports = typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');
  if (reports) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => (e as PerformanceEntry & { element?: Element | null }).element === img)) finish();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  img.addEventListener(
    'load',
    () => {
      if (reports) setTimeout(finish, PAINT_REPORT_MS);
      else requestAnimationFrame(() => requestAnimationFrame(finish));
    },
    { once: true },
  );
}

const page = { location: window.location, localStorage: storage('localStorage'), embedded: embedded() };
const globals = window as unknown as Record<string, unknown>;
try {
  // A frame's page starts its own entry and asks for nothing else (no early calls: the global, empty, says the app is not wanted).
  if (isFramePage(window.location.pathname) && startFrame()) globals[EARLY_CALLS_GLOBAL] = [];
  else startPage();
} finally {
  // Whatever went wrong above, the app starts (with no early answers it asks for everything itself).
  if (!(EARLY_CALLS_GLOBAL in globals)) startApp();
}

function startPage(): void {
  // A visitor on an account page is on the home page from the start (sendsVisitorHome).
  if (sendsVisitorHome({ ...page, sessionStorage: storage('sessionStorage') })) history.replaceState(null, '', '/');
  const gameBanner = markSkeleton(document, page);
  if (gameBanner) preloadImage(gameBanner);
  globals[EARLY_CALLS_GLOBAL] = startEarlyCalls({
    ...page,
    apiBase: import.meta.env.VITE_API_BASE ?? '',
    sessionStorage: storage('sessionStorage'),
    fetch: window.fetch.bind(window),
    now: () => performance.now(),
    preloadImage,
    showBanner: (href) =>
      new Promise<void>((resolve) => {
        const img = showBannerInSkeleton(document, href);
        if (!img) return resolve();
        img.addEventListener('error', () => resolve(), { once: true });
        whenPainted(img, resolve);
      }),
    afterPaint: (run) => {
      let ran = false;
      const once = (): void => {
        if (ran) return;
        ran = true;
        run();
      };
      // rAF runs before the first frame paints; the task it queues, after. A hidden tab has no frames.
      requestAnimationFrame(() => setTimeout(once, 0));
      setTimeout(once, 1000);
    },
    wait: (ms, run) => void setTimeout(run, ms),
    skeletonBanner: (painted) => {
      globals[SKELETON_BANNER_GLOBAL] = painted;
    },
    inlineLogin: typeof window.matchMedia === 'function' && window.matchMedia(`(min-width: ${INLINE_LOGIN_MIN_WIDTH}px)`).matches,
    ipLookupUrl: import.meta.env.VITE_IP_LOOKUP_URL,
    clock: () => Date.now(),
    firstScreens: document.querySelector(`meta[name="${FIRST_SCREENS_META}"]`)?.getAttribute('content') ?? null,
    preloadFile,
    transportFiles: document.querySelector(`meta[name="${TRANSPORT_META}"]`)?.getAttribute('content') ?? null,
    playerShellFiles: document.querySelector(`meta[name="${PLAYER_SHELL_META}"]`)?.getAttribute('content') ?? null,
    startApp,
  });
}
