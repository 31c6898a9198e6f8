// The sandbox of every iframe the app draws: the least each kind of frame needs.

/**
 * This app's own full-screen pages (/score, /tv) shown in a frame. They are module scripts of this
 * origin, which a frame with an opaque origin cannot load (CORS), so they keep their origin; they
 * get no forms, popups, top navigation, modal dialogs or downloads. The score frame's height message
 * is checked against this origin by the page. Why that is acceptable although a same-origin page may
 * lift its own sandbox: docs/security.md.
 */
export const OWN_PAGE_FRAME_SANDBOX = 'allow-scripts allow-same-origin';

/**
 * A third party's player page (a casino table's live video): scripts in its own origin (same-origin
 * here is theirs, not ours, so it gives them nothing of this app) and presentation for casting;
 * nothing that could navigate this page, open windows or submit forms.
 */
const PLAYER_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

/**
 * A player page of this site (the demo players under /assets/casino/ and /mock-feeds/, the default
 * when no player URL is configured): a static page of its own inline script that needs no origin,
 * so it gets none. With allow-same-origin a same-origin page could reach this app and lift its own sandbox.
 */
const OWN_PLAYER_FRAME_SANDBOX = 'allow-scripts allow-presentation';

/** The sandbox for a player at `url`: a third party's keeps its own origin, one of this site's gets an opaque one. */
export function playerFrameSandbox(url: string, origin: string = typeof window === 'undefined' ? 'http://localhost' : window.location.origin): string {
  try {
    return new URL(url, origin).origin === origin ? OWN_PLAYER_FRAME_SANDBOX : PLAYER_FRAME_SANDBOX;
  } catch {
    return OWN_PLAYER_FRAME_SANDBOX;
  }
}
