// The dom project's first setup file (vite.config.ts). The project runs without per-file isolation
// (isolate: false): its files take turns in a worker and share its jsdom window and the packages loaded
// in it (React, RxJS, MSW, Testing Library), which is the time saved. What one file could leave to the
// next is made fresh here, before each file:
// - the app's own modules (streams/, src/, machines/ and the tests' helpers) are evaluated again: the
//   streams are module-level singletons (the session, the transport and scheduler seams, the domain
//   configuration and its _id, the 60 s game-data caches, toasts, sign-in actors) and a file's vi.mock
//   only reaches modules loaded after it. Packages are not reloaded: Node keeps them once per worker;
// - the window: storage (before any module reads it as it loads), cookies, the address, the document;
// - Testing Library's settings (a file may lengthen its waits);
// - React DevTools' hook (tests/reactCommits.ts), which react-dom reads once, when the worker loads it.
// After the file: what it left rendered is unmounted, and fake timers, stubbed globals and env undone.
import { afterAll, vi } from 'vitest';
import { installReactCommitHook } from './reactCommits';

// Before anything loads react-dom (Testing Library, imported below, does).
installReactCommitHook();

vi.resetModules();

const testingLibrary = await import('@testing-library/react');

/** The window as the worker's first file found it, kept on the global (this module runs again for each file). */
interface Pristine {
  href: string;
  attributes: { html: [string, string][]; head: [string, string][]; body: [string, string][] };
  head: string;
  body: string;
  testingLibrary: ReturnType<typeof testingLibrary.getConfig>;
}
const KEY = Symbol.for('exchange-client.tests.pristineWindow');
const store = globalThis as unknown as Record<symbol, Pristine | undefined>;
const attributesOf = (el: Element): [string, string][] => [...el.attributes].map((a) => [a.name, a.value]);
const setAttributes = (el: Element, attributes: [string, string][]) => {
  for (const name of el.getAttributeNames()) el.removeAttribute(name);
  for (const [name, value] of attributes) el.setAttribute(name, value);
};

const pristine = (store[KEY] ??= {
  href: window.location.href,
  attributes: { html: attributesOf(document.documentElement), head: attributesOf(document.head), body: attributesOf(document.body) },
  head: document.head.innerHTML,
  body: document.body.innerHTML,
  testingLibrary: { ...testingLibrary.getConfig() },
});

localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]!.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.history.replaceState(null, '', pristine.href);
setAttributes(document.documentElement, pristine.attributes.html);
setAttributes(document.head, pristine.attributes.head);
setAttributes(document.body, pristine.attributes.body);
document.head.innerHTML = pristine.head;
document.body.innerHTML = pristine.body;
// findBy and waitFor give up after 15 s instead of 1 s: a bound for MSW's real-time answers on a loaded machine, not a
// wait (they return as soon as the check passes; a check that something stays away counts once, not with waitFor).
testingLibrary.configure({ ...pristine.testingLibrary, asyncUtilTimeout: 15_000 });
// jsdom lays nothing out, so it has no ResizeObserver; every browser the app supports has one (the inspector's chart uses it).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterAll(() => {
  testingLibrary.cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
