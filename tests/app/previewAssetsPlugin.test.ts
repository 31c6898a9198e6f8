// `vite preview`'s static files: the build's bytes, gzipped when the browser takes gzip, hashed names cached for a year,
// others asked again, a rebuilt file served anew, and nothing outside the build's assets.
import { mkdtempSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { previewAssetsPlugin } from '../../src/app/previewAssetsPlugin';

type Middleware = (req: { method: string; url: string; headers: Record<string, string> }, res: FakeResponse, next: () => void) => void;
interface FakeResponse {
  statusCode: number;
  headers: Record<string, string | number>;
  body: Buffer | undefined;
  setHeader(name: string, value: string | number): void;
  end(body?: Buffer): void;
}

function server(root: string): Middleware {
  let use: Middleware | undefined;
  const plugin = previewAssetsPlugin();
  const hook = plugin.configurePreviewServer as (server: unknown) => void;
  hook({ config: { root, build: { outDir: 'dist' } }, middlewares: { use: (m: Middleware) => (use = m) } });
  return use!;
}

function get(serve: Middleware, url: string, encoding = 'gzip, deflate, br'): { res: FakeResponse; passed: boolean } {
  const res: FakeResponse = {
    statusCode: 0,
    headers: {},
    body: undefined,
    setHeader(name, value) {
      this.headers[name.toLowerCase()] = value;
    },
    end(body) {
      this.body = body;
    },
  };
  let passed = false;
  serve({ method: 'GET', url, headers: { 'accept-encoding': encoding } }, res, () => (passed = true));
  return { res, passed };
}

describe('previewAssetsPlugin', () => {
  const root = mkdtempSync(join(tmpdir(), 'preview-assets-'));
  mkdirSync(join(root, 'dist/assets/casino'), { recursive: true });
  const script = `export const answer = ${'42 + '.repeat(600)}0;\n`;
  writeFileSync(join(root, 'dist/assets/index-AbCd12_3.js'), script);
  writeFileSync(join(root, 'dist/assets/casino/table.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
  writeFileSync(join(root, 'dist/secret.js'), 'not an asset');
  const serve = server(root);

  it('serves a hashed script gzipped, with its type and a year of cache', () => {
    const { res, passed } = get(serve, '/assets/index-AbCd12_3.js?v=1');
    expect(passed).toBe(false);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.body!).toString()).toBe(script);
    expect(res.headers['content-length']).toBe(res.body!.length);
  });

  it('serves the bytes as they are to a browser that takes no gzip, and an unhashed file is asked again', () => {
    const plain = get(serve, '/assets/index-AbCd12_3.js', 'identity').res;
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body!.toString()).toBe(script);
    const svg = get(serve, '/assets/casino/table.svg').res;
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['cache-control']).toBe('no-cache');
  });

  it('serves a file rebuilt beside the running preview anew', () => {
    const file = join(root, 'dist/assets/casino/table.svg');
    writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(get(serve, '/assets/casino/table.svg').res.body!.toString()).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>');
  });

  it('leaves pages, missing files and paths outside the assets to the rest of the preview', () => {
    expect(get(serve, '/').passed).toBe(true);
    expect(get(serve, '/assets/missing-AbCd12_3.js').passed).toBe(true);
    expect(get(serve, '/assets/../secret.js').passed).toBe(true);
    expect(get(serve, '/assets/%2e%2e/secret.js').passed).toBe(true);
  });
});
