// Where a casino table's live video comes from: a player page by table id, configurable at build time.

/**
 * The simulated feed page (public/mock-feeds/casino-video.html) draws a moving table offline; a
 * real operator sets VITE_CASINO_PLAYER_URL (the same player the casino tables embed) (e.g. `https://player.example/casino?id={id}`).
 */
export const DEFAULT_CASINO_VIDEO_URL = '/mock-feeds/casino-video.html?id={id}';

/** The player page of one table; `{id}` in the template is replaced by the url-encoded table id. */
export function casinoVideoUrl(id: string, template: string = import.meta.env.VITE_CASINO_PLAYER_URL || DEFAULT_CASINO_VIDEO_URL): string {
  return template.split('{id}').join(encodeURIComponent(id));
}
