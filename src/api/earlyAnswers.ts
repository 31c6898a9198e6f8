// The answers of the calls the early script started before the app ran (src/app/earlyCalls.ts),
// handed out by the app's default transport to the first request that is exactly the same.
import { Observable } from 'rxjs';
import type { EarlyCall } from '../app/earlyCalls';
import { parseBody, type HttpRequest, type Transport } from './transport';

/** src/app/earlyCalls.ts' EARLY_CALLS_GLOBAL (not imported: that module must stay out of the app's chunk). */
export const EARLY_CALLS_GLOBAL = '__exchangeEarlyCalls';

/** src/app/earlyCalls.ts' SKELETON_BANNER_GLOBAL (not imported, as above). */
const SKELETON_BANNER_GLOBAL = '__exchangeSkeletonBanner';

/**
 * Settles once the HTML skeleton's first banner has painted (or will not): at once where the early
 * script shows none (another page, a logged-in player, the dev server, tests).
 */
export function skeletonBannerPainted(): Promise<void> {
  const painted = typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>)[SKELETON_BANNER_GLOBAL];
  return painted instanceof Promise ? (painted as Promise<void>).then(() => undefined, () => undefined) : Promise.resolve();
}

/** An early answer older than this is not used: the app asks again. */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

const sameHeaders = (a: Record<string, string>, b: Record<string, string>): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && a[k] === b[k]);
};

/** Removes and returns the early call made with exactly this request, if any is young enough. */
function takeEarlyCall(calls: EarlyCall[] | undefined, req: HttpRequest, now: number): EarlyCall | null {
  if (!calls || req.method !== 'GET' || req.body !== undefined) return null;
  const i = calls.findIndex((c) => c.method === req.method && c.url === req.url && sameHeaders(c.headers, req.headers));
  if (i < 0) return null;
  const [call] = calls.splice(i, 1);
  return call && now - call.startedAt <= EARLY_ANSWER_MAX_AGE_MS ? call : null;
}

export interface EarlyAnswerOptions {
  calls: () => EarlyCall[] | undefined;
  now: () => number;
}

const fromWindow: EarlyAnswerOptions = {
  calls: () =>
    typeof window === 'undefined' ? undefined : ((window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL] as EarlyCall[] | undefined),
  now: () => performance.now(),
};

/**
 * `inner`, except that a request the early script already made is answered with that answer, once.
 * When the early request got no answer (network failure), `inner` sends it after all.
 */
export function withEarlyAnswers(inner: Transport, opts: EarlyAnswerOptions = fromWindow): Transport {
  return (req) => {
    const early = takeEarlyCall(opts.calls(), req, opts.now());
    if (!early) return inner(req);
    return new Observable((subscriber) => {
      let fallback: { unsubscribe: () => void } | null = null;
      let closed = false;
      early.answer.then(
        (answer) => {
          if (closed) return;
          subscriber.next({ status: answer.status, body: parseBody(answer.text) });
          subscriber.complete();
        },
        () => {
          if (!closed) fallback = inner(req).subscribe(subscriber);
        },
      );
      return () => {
        closed = true;
        fallback?.unsubscribe();
      };
    });
  };
}
