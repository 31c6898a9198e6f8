// `vite preview` serving a build's static files as a host does: each compressed once and kept, not on every request.
// Vite's preview gzips every response as it goes; a browser context starts with an empty cache, so each page load of
// the journeys had the same sixty files compressed again (the preview's single thread, beside the browsers).
import { readFileSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json']);
/** A name the build made from the file's content (`name-<hash>.js`): it never changes, so it is cached for a year. */
const HASHED = /-[\w-]{8}\.(?:js|css)$/;

interface Kept {
  mtimeMs: number;
  size: number;
  raw: Buffer;
  gzip: Buffer | null;
}

export function previewAssetsPlugin(): Plugin {
  const kept = new Map<string, Kept>();
  return {
    name: 'exchange-preview-assets',
    configurePreviewServer(server) {
      const root = resolve(server.config.root, server.config.build.outDir, 'assets');
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const path = decodeURIComponent((req.url ?? '/').split(/[?#]/)[0]!);
        const type = TYPES[extname(path)];
        if (!path.startsWith('/assets/') || !type) return next();
        const file = resolve(root, `.${path.slice('/assets'.length)}`);
        if (!file.startsWith(root + sep)) return next();
        let stat;
        try {
          stat = statSync(file);
        } catch {
          return next();
        }
        if (!stat.isFile()) return next();
        let entry = kept.get(file);
        if (!entry || entry.mtimeMs !== stat.mtimeMs || entry.size !== stat.size) {
          const raw = readFileSync(file);
          entry = { mtimeMs: stat.mtimeMs, size: stat.size, raw, gzip: COMPRESSIBLE.has(extname(path)) && raw.length > 1024 ? gzipSync(raw) : null };
          kept.set(file, entry);
        }
        const gzip = entry.gzip !== null && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        const body = gzip ? entry.gzip! : entry.raw;
        res.statusCode = 200;
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Length', body.length);
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Cache-Control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (gzip) res.setHeader('Content-Encoding', 'gzip');
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
