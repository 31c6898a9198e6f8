// The API client: headers, the error rules of contract section 2, timeouts and schema checks for every call.
import {
  Observable,
  asyncScheduler,
  catchError,
  defer,
  map,
  switchMap,
  take,
  throwError,
  throwIfEmpty,
  timeout,
  type SchedulerLike,
} from 'rxjs';
import * as v from 'valibot';
import { ApiError } from './errors';
import { currentCallTags, withCallTags, type CallTags } from './callTags';
import type { HttpRequest, HttpResponse, Transport } from './transport';

const DEFAULT_TIMEOUT_MS = 15_000;

export interface ApiRequest {
  method: 'GET' | 'POST';
  /** Relative to the base URL, starting with `/`. */
  path: string;
  body?: unknown;
  /** Sent without auth headers and with `d: host`, even when a token is held (GET /v2/get-events). */
  anonymous?: boolean;
  /** The sign-in call: its 401s and 'Unauthorized' answers are login failures, never session expiry. */
  loginCall?: boolean;
  /** A third-party URL (the IP lookup): sent as-is with no headers, `path` is ignored. */
  absoluteUrl?: string;
  /**
   * The domain lookup (GET /domain/host/{host}): the one authenticated call that may leave before the
   * domain _id is known, with `d: host` then (the _id is what it asks for).
   */
  domainLookup?: boolean;
}

export interface ApiClientOptions {
  transport: Transport;
  baseUrl: string;
  auth: () => { token: string | null; domainId: string | null };
  /**
   * The domain _id once it is known (starting the domain lookup if none is under way). Every
   * authenticated call but the domain lookup waits for it: the contract's `d` is the _id, never the host.
   * Without it such a call fails at once.
   */
  whenDomainId?: () => Observable<string>;
  host: () => string;
  /** Called once per authenticated call the server answers 'Unauthorized'. */
  onUnauthorized: (call: string) => void;
  timeoutMs?: number;
  scheduler?: SchedulerLike;
}

export interface ApiClient {
  call<S extends v.GenericSchema>(name: string, req: ApiRequest, schema: S): Observable<v.InferOutput<S>>;
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const messageOf = (body: unknown): string | undefined =>
  isRecord(body) && typeof body.message === 'string' && body.message !== '' ? body.message : undefined;

/** `path.to.field: message` for the first five issues (valibot's own English messages). */
export function summarizeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const shown = issues.slice(0, 5).map((i) => `${i.path?.map((p) => p.key).join('.') || '(body)'}: ${i.message}`);
  const more = issues.length - shown.length;
  return shown.join('; ') + (more > 0 ? `; and ${more} more` : '');
}

export function createApiClient(opts: ApiClientOptions): ApiClient {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const scheduler = opts.scheduler ?? asyncScheduler;

  /** Returns the request to send and whether it carries the session (only those can expire it). */
  function build(req: ApiRequest): { http: HttpRequest; authenticated: boolean } {
    const base = { method: req.method, ...(req.body !== undefined && { body: req.body }) };
    if (req.absoluteUrl) {
      // Custom headers would force a CORS preflight the third party may refuse, and it needs none.
      return { http: { ...base, url: req.absoluteUrl, headers: {} }, authenticated: false };
    }
    const url = opts.baseUrl.replace(/\/+$/, '') + req.path;
    const json: Record<string, string> =
      req.body !== undefined ? { 'Content-Type': 'application/json' } : {};
    const { token, domainId } = opts.auth();
    if (!token || req.anonymous || req.loginCall) {
      return { http: { ...base, url, headers: { ...json, d: opts.host() } }, authenticated: false };
    }
    // Only the domain lookup goes before the _id is known (call() waits for it otherwise).
    const d = domainId ?? (req.domainLookup ? opts.host() : null);
    if (d === null) throw new Error('an authenticated call built before the domain _id is known');
    const headers = { ...json, 'User-Token': token, Authorization: `Bearer ${token}`, d };
    return { http: { ...base, url, headers }, authenticated: true };
  }

  function interpret<S extends v.GenericSchema>(
    name: string,
    req: ApiRequest,
    authenticated: boolean,
    res: HttpResponse,
    schema: S,
  ): v.InferOutput<S> {
    const { status, body } = res;
    const serverMessage = messageOf(body);
    const ok = status >= 200 && status < 300;

    if (!req.loginCall && (status === 401 || serverMessage === 'Unauthorized')) {
      if (authenticated) opts.onUnauthorized(name);
      throw new ApiError('unauthorized', name, { status, serverMessage });
    }
    if (status === 404) throw new ApiError('notFound', name, { status, serverMessage });
    if ((status >= 400 && status < 500) || (ok && isRecord(body) && body.status === false)) {
      throw new ApiError('refused', name, { status, serverMessage });
    }
    if (!ok) throw new ApiError('server', name, { status, serverMessage });

    const parsed = v.safeParse(schema, body);
    if (!parsed.success) {
      const issues = summarizeIssues(parsed.issues);
      console.warn(`[api ${name}] malformed answer: ${issues}`);
      throw new ApiError('malformed', name, { status, issues, cause: parsed.issues });
    }
    return parsed.output;
  }

  /** `tags`: the call's tags where it was made (a poll's round), also when it leaves later (after the domain _id). */
  function send<S extends v.GenericSchema>(name: string, req: ApiRequest, schema: S, tags: CallTags): Observable<v.InferOutput<S>> {
    return defer(() => {
      const { http, authenticated } = build(req);
      return withCallTags({ ...tags, call: name }, () => opts.transport(http)).pipe(
        take(1),
        throwIfEmpty(() => new ApiError('network', name)),
        // Unsubscribing from the transport on timeout aborts the request.
        timeout({
          first: timeoutMs,
          scheduler,
          with: () => throwError(() => new ApiError('timeout', name)),
        }),
        catchError((err: unknown) =>
          throwError(() => (err instanceof ApiError ? err : new ApiError('network', name, { cause: err }))),
        ),
        map((res) => interpret(name, req, authenticated, res, schema)),
      );
    });
  }

  return {
    call(name, req, schema) {
      // An authenticated call (but the domain lookup) waits until the domain _id is known.
      return defer(() => {
        const tags = currentCallTags();
        const { token, domainId } = opts.auth();
        if (!token || domainId !== null || req.anonymous || req.loginCall || req.domainLookup || req.absoluteUrl) return send(name, req, schema, tags);
        if (!opts.whenDomainId) return throwError(() => new ApiError('network', name, { cause: new Error('the domain _id is not known') }));
        return opts.whenDomainId().pipe(
          take(1),
          switchMap(() => send(name, req, schema, tags)),
        );
      });
    },
  };
}
