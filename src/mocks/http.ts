// Shared pieces of the exchange's handlers: answers, sessions from headers, paging and body reading.
import { HttpResponse } from 'msw';
import { forces401 } from './knobs';
import type { Brand } from './world/brands';
import type { MockUser, World } from './world/world';

export const ok = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });
export const refuse = (message: string, status = 400) => HttpResponse.json({ status: false, message }, { status });
const unauthorized = () => HttpResponse.json({ status: false, message: 'Unauthorized' }, { status: 401 });
export const notFound = (message: string) => refuse(message, 404);

/** The session token: `User-Token`, else the bearer `Authorization`. Two different tokens are no session. */
export function tokenOf(request: Request): string | null {
  const userToken = request.headers.get('User-Token')?.trim() || null;
  const auth = request.headers.get('Authorization')?.trim() ?? '';
  const bearer = /^Bearer\s+(.+)$/i.exec(auth)?.[1]?.trim() || null;
  if (userToken && bearer && userToken !== bearer) return '\u0000mismatch';
  return userToken ?? bearer;
}

/**
 * The headers the contract asks a request from a page on `host` to carry: with a session, its token both ways and the
 * domain _id as `d`; without, the host as `d` (the page's exchange, src/mocks/browser.ts, and the journeys' reader of a fresh world).
 */
export function contractHeaders(world: World, host: string, token: string | null): Record<string, string> {
  const domainId = world.domains.byHost(host, world.knobs.brand)?.config._id ?? host;
  return token ? { 'User-Token': token, Authorization: `Bearer ${token}`, d: domainId } : { d: host };
}

/** The brand the `d` header names: a domain _id on authenticated calls, the window host otherwise. */
export function brandOfHeader(world: World, request: Request): Brand | undefined {
  const d = request.headers.get('d')?.trim();
  if (!d) return undefined;
  return world.domains.byId(d) ?? world.domains.byHost(d, world.knobs.brand);
}

/**
 * The logged-in user, null when the request carries no token. Throws a 401 answer (MSW sends a thrown
 * Response) when the token is unknown, forced to fail by the knob, or sent with another brand's `d`.
 */
export function sessionUser(world: World, request: Request): MockUser | null {
  const token = tokenOf(request);
  if (token === null) return null;
  const user = forces401(world.knobs, token) ? undefined : world.users.userOfToken(token);
  if (!user) throw unauthorized();
  const brand = brandOfHeader(world, request);
  if (brand && brand.config._id !== user.brandId) throw unauthorized();
  return user;
}

export function requireUser(world: World, request: Request): MockUser {
  const user = sessionUser(world, request);
  if (!user) throw unauthorized();
  return user;
}

/** The brand a request is about: its user's, else the `d` header's, else the host's, else the dev brand. */
export function brandOfRequest(world: World, request: Request, user: MockUser | null): Brand {
  if (user) return world.brandOf(user);
  return (
    brandOfHeader(world, request) ??
    world.domains.byHost(new URL(request.url).host, world.knobs.brand) ??
    (world.domains.byHost('localhost', world.knobs.brand) as Brand)
  );
}

/** A JSON object body; anything else answers 400. */
export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw refuse('Invalid request body');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw refuse('Invalid request body');
  return body as Record<string, unknown>;
}

export const param = (v: string | readonly string[] | undefined): string =>
  (Array.isArray(v) ? v.join('/') : typeof v === 'string' ? v : '').trim();

/** `Paged<T>` of contract section 3; pages start at 1. */
export function paged<T>(items: readonly T[], pageParam: string | readonly string[] | undefined, sizeParam: string | readonly string[] | undefined) {
  const page = Number(param(pageParam));
  const pageSize = Number(param(sizeParam));
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000) {
    throw refuse('Invalid page');
  }
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  return ok({
    status: true,
    data: {
      pageItems: items.slice((page - 1) * pageSize, page * pageSize),
      page,
      pageSize,
      currentPage: page,
      totalPages,
    },
  });
}
