// The production build's Content-Security-Policy: what it allows, and the Vite plugin that puts it in index.html as a meta tag.
import type { Plugin } from 'vite';
import { DEFAULT_IP_LOOKUP_URL } from '../api/ipLookup';

export interface CspOptions {
  /** VITE_API_BASE: empty or unset means the simulated exchange on this origin. */
  apiBase?: string;
  /** VITE_IP_LOOKUP_URL: unset means the client's default lookup service. */
  ipLookupUrl?: string;
  /** The hashes ('sha256-...') of the build's own inline scripts: the early script (src/app/earlyCallsPlugin.ts). */
  scriptHashes?: string[];
}

/**
 * A source expression for a URL: its origin, plus its path when it has one. As a `prefix` (the API
 * base) the path ends in `/`, which allows every call under it and nothing beside
 * (`https://api.example/v1/`); otherwise it names that one resource (the IP lookup's script URL).
 */
export function sourceOf(url: string, prefix = true): string {
  const u = new URL(url);
  const path = u.pathname.replace(/\/+$/, '');
  if (path === '') return u.origin;
  return prefix ? `${u.origin}${path}/` : `${u.origin}${path}`;
}

/**
 * - No eval and no inline script but the build's own, each allowed by its hash (the early script
 *   in the HTML's head): other scripts come from this origin's built files only.
 * - Requests (fetch, XHR) go to the API base and the IP lookup only; with the simulated exchange
 *   the API base is this origin ('self'), which also serves its service worker (worker-src).
 * - Styles may be inline: react-toastify injects its stylesheet as a <style> element and React sets
 *   style attributes; a style cannot run code.
 * - Images and media may come from any https origin: logos, favicons, banners and casino pictures
 *   are URLs the operator's API sends. Frames: this origin's own /score and /tv, and https players
 *   (every frame is sandboxed besides, see `frameSandbox.ts`).
 * - No plugins (object-src), no <base> hijack, forms post to this origin only.
 * frame-ancestors cannot be set by a meta tag: the host that serves the build should send it as a header.
 */
export function contentSecurityPolicy(opts: CspOptions = {}): string {
  const api = opts.apiBase?.trim() ? sourceOf(opts.apiBase.trim()) : "'self'";
  const ip = sourceOf(opts.ipLookupUrl?.trim() || DEFAULT_IP_LOOKUP_URL, false);
  const connect = [...new Set([api, ip])];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(opts.scriptHashes ?? [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['media-src', ["'self'", 'blob:', 'https:']],
    ['connect-src', connect],
    ['frame-src', ["'self'", 'https:']],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Adds the policy as the first element of <head> in the production build (the dev server's HMR needs inline scripts). */
export function cspPlugin(opts: () => CspOptions): Plugin {
  return {
    name: 'exchange-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(opts()) },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}
