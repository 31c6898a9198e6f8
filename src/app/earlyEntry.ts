// The early script's entry (see earlyCalls.ts): runs as soon as it downloads, before the app's chunk.
import { EARLY_CALLS_GLOBAL, FIRST_SCREENS_META, startEarlyCalls } from './earlyCalls';

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
    link.crossOrigin = '';
  } else {
    link.rel = 'preload';
    link.as = 'style';
  }
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

(window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL] = startEarlyCalls({
  apiBase: import.meta.env.VITE_API_BASE ?? '',
  location: window.location,
  localStorage: storage('localStorage'),
  sessionStorage: storage('sessionStorage'),
  embedded: embedded(),
  fetch: window.fetch.bind(window),
  now: () => performance.now(),
  preloadImage,
  firstScreens: document.querySelector(`meta[name="${FIRST_SCREENS_META}"]`)?.getAttribute('content') ?? null,
  preloadFile,
});
