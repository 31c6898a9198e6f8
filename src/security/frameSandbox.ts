// The sandbox of every iframe the app draws: the least each kind of frame needs.

/**
 * This app's own full-screen pages (/score, /tv) shown in a frame. They are module scripts of this
 * origin, which a frame with an opaque origin cannot load (CORS), so they keep their origin; they
 * get no forms, popups, top navigation, modal dialogs or downloads. The score frame's height message
 * is checked against this origin by the page.
 */
export const OWN_PAGE_FRAME_SANDBOX = 'allow-scripts allow-same-origin';

/**
 * A third party's player page (a casino table's live video): scripts in its own origin (same-origin
 * here is theirs, not ours, so it gives them nothing of this app) and presentation for casting;
 * nothing that could navigate this page, open windows or submit forms.
 */
export const PLAYER_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';
