// The production build's Content-Security-Policy: what it allows, and the Vite plugin that puts it in index.html as a meta tag.
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_IP_LOOKUP_URL } from '../api/ipLookup';

export interface CspOptions {
  /** VITE_API_BASE: empty or unset means the simulated exchange on this origin. */
  apiBase?: string;
  /** VITE_IP_LOOKUP_URL: unset means the client's default lookup service. */
  ipLookupUrl?: string;
  /** The hashes ('sha256-...') of the build's own inline scripts: the early script (src/app/earlyCallsPlugin.ts). */
  scriptHashes?: string[];
  /** VITE_CASINO_PLAYER_URL: the casino tables' live video player (a template with `{id}`); unset: this site's own page. */
  casinoPlayerUrl?: string;
  /** VITE_VIDEO_TABLES_URL: the static video list's player (a template); unset: this site's own page. */
  videoTablesUrl?: string;
}

/** The origin of an absolute http(s) URL (a template's placeholders left in), or null for a relative or unusable one (this site). */
function originOf(url: string | undefined): string | null {
  const u = url?.trim();
  if (!u || !/^https?:\/\//i.test(u)) return null;
  try {
    return new URL(u).origin;
  } catch {
    return null;
  }
}

/** The headers a host serving the build sends with every page (README, security): the policy with frame-ancestors, which no meta tag can carry. */
export function securityHeaders(opts: CspOptions = {}, frameAncestors = "'none'"): Record<string, string> {
  return {
    'Content-Security-Policy': `${contentSecurityPolicy(opts)}; frame-ancestors ${frameAncestors}`,
    'X-Frame-Options': frameAncestors === "'none'" ? 'DENY' : 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/**
 * Pages this site frames itself (the market page's /score and /tv, the demo casino players under
 * /assets/casino/ and /mock-feeds/): framed by this origin only. Every other page is framed by nobody.
 */
export const FRAMED_BY_SELF = /^\/(score|tv|casino-video)(\/|\?|$)|^\/(assets\/casino|mock-feeds)\//;

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
 * - Images and media come from this origin and the API base's origin only (logos, favicons, banners
 *   and casino pictures are URLs the operator's API sends; an http: API base's too), media also from
 *   the configured casino player and video hosts. Frames: this origin's own /score and /tv and demo
 *   players, and the configured casino player and video hosts (every frame is sandboxed besides, see
 *   `frameSandbox.ts`). The IP lookup is only fetched (connect-src): it sends no picture, media or page.
 * - No plugins (object-src), no <base> hijack, forms post to this origin only.
 * frame-ancestors cannot be set by a meta tag: the host that serves the build should send it as a header.
 */
export function contentSecurityPolicy(opts: CspOptions = {}): string {
  const api = opts.apiBase?.trim() ? sourceOf(opts.apiBase.trim()) : "'self'";
  const ip = sourceOf(opts.ipLookupUrl?.trim() || DEFAULT_IP_LOOKUP_URL, false);
  const connect = [...new Set([api, ip])];
  const apiOrigin = originOf(opts.apiBase);
  const players = [originOf(opts.casinoPlayerUrl), originOf(opts.videoTablesUrl)].filter((o): o is string => o !== null);
  const uniq = (xs: (string | null)[]): string[] => [...new Set(xs.filter((x): x is string => x !== null))];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(opts.scriptHashes ?? [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', uniq(["'self'", 'data:', 'blob:', apiOrigin])],
    ['font-src', ["'self'", 'data:']],
    ['media-src', uniq(["'self'", 'blob:', apiOrigin, ...players])],
    ['connect-src', connect],
    ['frame-src', uniq(["'self'", ...players])],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * Adds the policy as the first element of <head> in the production build (the dev server's HMR needs
 * inline scripts), and makes `vite preview` send it as a header with frame-ancestors, as a host should.
 */
export function cspPlugin(opts: () => CspOptions): Plugin {
  return {
    name: 'exchange-csp',
    configurePreviewServer(server) {
      // The built page's own policy (it holds the hash of the early script, known at build time only), read again
      // only when index.html changes (a rebuild beside the running preview).
      const index = resolve(server.config.root, server.config.build.outDir, 'index.html');
      let read: { mtimeMs: number; policy: string | null } | null = null;
      // The env the preview started with (loadEnv reads the .env files: once, not on every request).
      const options = opts();
      const built = (): string | null => {
        try {
          const { mtimeMs } = statSync(index);
          if (read?.mtimeMs !== mtimeMs) {
            const html = readFileSync(index, 'utf8');
            read = { mtimeMs, policy: /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#39;', "'") ?? null };
          }
          return read.policy;
        } catch {
          return null;
        }
      };
      server.middlewares.use((req, res, next) => {
        const path = req.url ?? '/';
        // The demo players are static pages with inline scripts of their own: only who may frame them.
        if (/^\/(assets\/casino|mock-feeds)\//.test(path)) res.setHeader('Content-Security-Policy', "frame-ancestors 'self'");
        else {
          const headers = securityHeaders(options, FRAMED_BY_SELF.test(path) ? "'self'" : "'none'");
          const policy = built();
          if (policy) headers['Content-Security-Policy'] = `${policy}; frame-ancestors ${FRAMED_BY_SELF.test(path) ? "'self'" : "'none'"}`;
          for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
        }
        next();
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) => {
        // The dev server's HMR needs inline scripts: the policy is the build's only.
        if (ctx.server) return [];
        return [
          {
            tag: 'meta',
            attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(opts()) },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
