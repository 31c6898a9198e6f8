// The simulated exchange's handlers in Node behind a plain HTTP server on loopback, for the bench:
// a production build pointed at it (VITE_API_BASE) meets a back end on another origin, as a
// real operator's would be (CORS with a cached preflight). Loaded by the bench through Vite's
// SSR loader, so it reads the TypeScript sources as they are.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { getResponse } from 'msw';
import { createHandlers } from '../../src/mocks/handlers';
import { createWorld } from '../../src/mocks/world/world';

export interface Backend {
  url: string;
  /** Requests answered, by path without ids ('/v2/fetch-market-odds'), for requests-per-minute figures. */
  counts: Map<string, number>;
  close(): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, User-Token, Authorization, d',
  // One preflight per URL per 10 minutes, as an operator's API gateway would allow.
  'Access-Control-Max-Age': '600',
};

async function bodyOf(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function startBackend(port: number, opts: { seed?: number; latency?: number } = {}): Promise<Backend> {
  const world = createWorld({ seed: opts.seed ?? 1 });
  world.knobs.latency = opts.latency ?? 0;
  const handlers = createHandlers(world);
  const counts = new Map<string, number>();

  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS).end();
        return;
      }
      const url = `http://127.0.0.1:${port}${req.url ?? '/'}`;
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
      const body = await bodyOf(req);
      const init: RequestInit = { method: req.method ?? 'GET', headers };
      if (body && body.length > 0) init.body = new Uint8Array(body);
      const request = new Request(url, init);
      const key = new URL(url).pathname.split('/').slice(0, 3).join('/');
      counts.set(key, (counts.get(key) ?? 0) + 1);
      const response = await getResponse(handlers, request);
      if (!response) {
        res.writeHead(404, { ...CORS, 'Content-Type': 'application/json' }).end('{"status":false,"message":"Not found"}');
        return;
      }
      // By lower-case name, so a handler's own CORS header (the IP lookup's) replaces ours rather than doubling it.
      const out: Record<string, string> = Object.fromEntries(Object.entries(CORS).map(([k, v]) => [k.toLowerCase(), v]));
      response.headers.forEach((v, k) => (out[k] = v));
      res.writeHead(response.status, out).end(Buffer.from(await response.arrayBuffer()));
    })().catch((err: unknown) => {
      res.writeHead(500, CORS).end(String(err));
    });
  });
  return new Promise((done, fail) => {
    server.on('error', fail);
    server.listen(port, '127.0.0.1', () =>
      done({
        url: `http://127.0.0.1:${port}`,
        counts,
        close: () => new Promise<void>((closed) => server.close(() => closed())),
      }),
    );
  });
}
