// A small static server for a production build, as an operator's CDN would serve it: gzip (compressed
// once at start; brotli too with BENCH_BROTLI=1), a year's immutable cache for hashed assets, no-cache
// for HTML, SPA fallback.
import { createServer } from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
/** Gzip, as the measurements (and most operators) serve; BENCH_BROTLI=1 offers brotli first. */
const BROTLI = Boolean(process.env.BENCH_BROTLI);
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Serves `dir` on 127.0.0.1:`port`; resolves once listening. */
export function serveStatic(dir, port) {
  const files = new Map();
  for (const path of walk(dir)) {
    const url = '/' + relative(dir, path).split('\\').join('/');
    if (url.endsWith('.map') || url.startsWith('/.vite/')) continue;
    const ext = extname(path);
    const raw = readFileSync(path);
    const entry = { raw, type: TYPES[ext] ?? 'application/octet-stream' };
    if (COMPRESSIBLE.has(ext) && raw.length > 512) {
      entry.br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      entry.gzip = gzipSync(raw, { level: 9 });
    }
    files.set(url, entry);
  }
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = files.get(path);
    let url = path;
    // SPA fallback: any path that is not a file gets the app's HTML.
    if (!file && !extname(path)) {
      file = files.get('/index.html');
      url = '/index.html';
    }
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    const hashed = url.startsWith('/assets/');
    const headers = {
      'Content-Type': file.type,
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    const accept = String(req.headers['accept-encoding'] ?? '');
    let body = file.raw;
    if (file.br && BROTLI && /\bbr\b/.test(accept)) {
      body = file.br;
      headers['Content-Encoding'] = 'br';
    } else if (file.gzip && /\bgzip\b/.test(accept)) {
      body = file.gzip;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((done, fail) => {
    server.on('error', fail);
    server.listen(port, '127.0.0.1', () =>
      done({ url: `http://127.0.0.1:${port}`, close: () => new Promise((closed) => server.close(() => closed())) }),
    );
  });
}
