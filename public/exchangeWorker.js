/* eslint-disable */
// The simulated exchange's service worker: MSW's own (mockServiceWorker.js, generated, not edited) behind one rule.
// A page's static files (its scripts, styles, images and fonts) go straight to the network: only calls (fetch and XHR,
// whose destination is '') reach the exchange's handlers. MSW alone sends every request the page makes to the page's
// handlers and back, a round trip of the worker and the page's main thread for each of a page load's sixty files.
const STATIC_DESTINATIONS = ['script', 'style', 'image', 'font', 'manifest', 'audio', 'video', 'track', 'worker', 'sharedworker'];

// Where the browser knows static routing (Chromium 123+), those requests never start the worker at all.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  const condition = { or: STATIC_DESTINATIONS.map((requestDestination) => ({ requestDestination })) };
  event.waitUntil(Promise.resolve(event.addRoutes({ condition, source: 'network' })).catch(() => undefined));
});

// Elsewhere, the same rule here: registered before MSW's listener, it keeps a static request from it, and the
// browser fetches what no listener answers.
self.addEventListener('fetch', (event) => {
  if (STATIC_DESTINATIONS.includes(event.request.destination)) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
