// The simulated exchange as an HTTP server on its own port (a second origin), for journeys on a build
// pointed at an API elsewhere (VITE_API_BASE), as every real operator's is: the same handlers the
// service worker runs, called through msw's getResponse, with CORS. Its contract check records every request that
// breaks the API contract (src/mocks/handlers/strict.ts); a spec that starts one fails on them: call
// `expectNoViolations()` after each test (close() also rejects while any are left).
import { createServer } from 'node:http';
import { getResponse } from 'msw';
import { createHandlers } from '../../src/mocks/handlers';
import type { Knobs } from '../../src/mocks/knobs';
import { describeViolation, type Violation } from '../../src/mocks/violations';
import { realClock } from '../../src/mocks/world/clock';
import { createWorld } from '../../src/mocks/world/world';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'd, content-type, user-token, authorization',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Max-Age': '600',
};

export interface ExchangeServer {
  origin: string;
  /** The violations recorded and not yet taken, oldest first. */
  violations: () => readonly Violation[];
  /** For a test that breaks the contract on purpose: removes and answers the violations `match` accepts. */
  takeViolations: (match?: (v: Violation) => boolean) => Violation[];
  /** Throws, naming each, when a request broke the contract since the last check; clears them. */
  expectNoViolations: () => void;
  /** Stops the server; rejects when violations were recorded and never checked. */
  close: () => Promise<void>;
}

function violationError(found: readonly Violation[], origin: string): Error {
  return new Error(
    `The simulated exchange at ${origin} recorded ${found.length} request(s) that break the API contract (../shared/api-contract.md):\n` +
      found.map((v) => `  - ${describeViolation(v)}`).join('\n'),
  );
}

export async function startExchangeServer(port: number, knobs: Partial<Knobs> = {}): Promise<ExchangeServer> {
  const world = createWorld({ seed: 1, clock: realClock });
  Object.assign(world.knobs, knobs);
  const handlers = createHandlers(world);
  const origin = `http://127.0.0.1:${port}`;
  const server = createServer((req, res) => {
    void (async () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS).end();
        return;
      }
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
      const body = chunks.length > 0 && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
      const request = new Request(origin + (req.url ?? '/'), { method: req.method ?? 'GET', headers, ...(body && { body }) });
      let response: Response | undefined;
      try {
        response = await getResponse(handlers, request);
      } catch (err) {
        if (!(err instanceof Response)) throw err;
        response = err; // a handler's thrown answer (a 401)
      }
      if (!response || response.type === 'error') {
        if (response) res.destroy(); // a simulated dropped connection
        else res.writeHead(404, { ...CORS, 'Content-Type': 'application/json' }).end('{"status":false,"message":"Not found"}');
        return;
      }
      const out = Buffer.from(await response.arrayBuffer());
      res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...CORS }).end(out);
    })().catch((err: unknown) => {
      res.writeHead(500, CORS).end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const expectNoViolations = () => {
    const found = world.violations.take();
    if (found.length > 0) throw violationError(found, origin);
  };
  return {
    origin,
    violations: () => world.violations.list(),
    takeViolations: (match) => world.violations.take(match),
    expectNoViolations,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      expectNoViolations();
    },
  };
}
