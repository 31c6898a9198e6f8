// How /play-video plays a URL handed to it: a media file in a <video> element, any other http(s) page in a frame; nothing else.
export type VideoSource = { kind: 'media'; url: string } | { kind: 'page'; url: string };

const MEDIA = /\.(mp4|webm|ogg|ogv|mov|m4v|m3u8)$/i;

/**
 * The playable source for a value from navigation state, or null when it is not a usable URL
 * (missing, blank, or a scheme other than http and https, such as javascript: or data:).
 * Relative URLs resolve against `origin`.
 */
export function videoSource(value: unknown, origin: string): VideoSource | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim(), origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return { kind: MEDIA.test(url.pathname) ? 'media' : 'page', url: url.href };
}

/** The default player page of the static video list: a local page, so the simulated exchange plays offline. */
export const DEFAULT_VIDEO_URL_TEMPLATE = '/assets/casino/video/table.html?id={id}&name={name}';

/** A table's video URL from a template with `{id}` and `{name}` placeholders (each URL-encoded). */
export function videoUrlFor(template: string, table: { id: string; name: string }): string {
  return template.replace(/\{id\}/g, encodeURIComponent(table.id)).replace(/\{name\}/g, encodeURIComponent(table.name));
}
